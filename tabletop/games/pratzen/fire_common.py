"""What artillery and musketry fire share: results, the two readings, the common inputs."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.core.i18n import N_
from tabletop.games.base import InputSpec, InputValue

Inputs = Mapping[str, InputValue]

HIT, TWO_HITS, MISS, NO_EFFECT = "Hit", "Two hits", "Miss", "No effect"

RULES, TABLE = "rules", "table"


def modifier_input() -> InputSpec:
    """The die roll modifier of the firing counter and the terrain."""
    return InputSpec(
        "modifier",
        N_("Die roll modifier"),
        "int",
        default=0,
        low=-6,
        high=6,
        help=N_("The modifier printed on the counter plus any from the TEC."),
    )


def common_inputs() -> tuple[InputSpec, ...]:
    """Poor Effect and a target up a level, for both kinds of fire."""
    return (
        InputSpec(
            "poor_effect",
            N_("Poor Effect"),
            "bool",
            default=False,
            help=N_("Ambiguous LOS, orchard, vines or stream, fire >1 level lower: -1 to dr."),
        ),
        InputSpec(
            "up_a_level",
            N_("Target up a level"),
            "bool",
            default=False,
            help=N_("Add 1 hex to range and -1 to dr [TEC, Up a level]."),
        ),
    )
