"""A resolver's inputs, checked (the roll and its record are the kit's: tabletop/games/kit.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.games.base import InputSpec, InputValue
from tabletop.games.inputs import check_values

Inputs = Mapping[str, InputValue]


def read_inputs(specs: tuple[InputSpec, ...], inputs: Inputs) -> dict[str, Any]:
    """Inputs checked against their specs, with defaults filled in; RuleError names a bad one."""
    return check_values(specs, inputs)
