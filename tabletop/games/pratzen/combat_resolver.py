"""The close-combat resolver: totals and named modifiers in, column, result and effects out.

`tabletop resolve pratzen/close-combat --attack A --defend D [--shift S] ...` and the panel's
close-combat form both call this. A and D are the totals the player added up (the panel sums a
stack: top unit + 1 per other good-order unit); a leader's +1 is the --attacker-leader and
--defender-leader flags.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from tabletop.core.i18n import N_, say, term
from tabletop.games.base import Event, InputSpec, InputValue, Resolution, Resolver
from tabletop.games.inputs import check_values
from tabletop.games.kit import roll_record
from tabletop.games.pratzen import data
from tabletop.games.pratzen.combat import (
    ATTACKER,
    DEFENDER,
    CombatPlan,
    column_odds,
    marked_loser,
    plan_combat,
    read_column,
    roll_odds,
)
from tabletop.games.pratzen.combat_effects import (
    SIDES,
    SINGLE_UNIT_T,
    STACKS,
    UNIT_TYPES,
    UNITS_INVOLVED,
    losses,
    named_shifts,
)

Inputs = Mapping[str, InputValue]
CASE = "Close Combat Phase"

AMMO_SIDE_WORDS = {"none": N_("none"), ATTACKER: N_("attacker"), DEFENDER: N_("defender")}
TYPE_WORDS = {
    "infantry": N_("infantry"),
    "cavalry": N_("cavalry"),
    "foot-artillery": N_("foot artillery"),
    "horse-artillery": N_("horse artillery"),
}
STACK_WORDS = {
    "other": N_("other"),
    "single": N_("a single infantry unit"),
    "column": N_("a Flag and one more of its battalion"),
}
INVOLVED_WORDS = {"loser": N_("the losing side's"), "all": N_("both sides'")}
SINGLE_T_WORDS = {"one-hit": N_("one hit"), "two-hits": N_("both hits on it")}
LOSER_WORDS = {
    "ask": N_("as the printed cell says"),
    ATTACKER: N_("the attacker"),
    DEFENDER: N_("the defender"),
}
"""Each choice of the close combat's inputs as a player says it (the saved words stay)."""


def _flag(name: str, label: str, help: str) -> InputSpec:
    return InputSpec(name, label, "bool", default=False, help=help)


def close_combat_inputs() -> tuple[InputSpec, ...]:
    """The totals, the named modifiers, and what the special effects need."""
    return (
        InputSpec(
            "attack",
            N_("Attacker's total"),
            "int",
            low=0,
            high=99,
            help=N_(
                "Top unit + 1 per "
                "other good-order unit of each participating stack [Close Combat Phase 4]."
            ),
        ),
        InputSpec(
            "defend", N_("Defender's total"), "int", low=0, high=99, help=N_("As for the attacker.")
        ),
        InputSpec(
            "shift",
            N_("Extra shifts"),
            "int",
            default=0,
            low=-9,
            high=9,
            help=N_("More column shifts: + for the attacker, - for the defender."),
        ),
        _flag("attacker_leader", N_("Attacker's leader"), N_("+1 to the attacker's strength.")),
        _flag("defender_leader", N_("Defender's leader"), N_("+1 to the defender's strength.")),
        InputSpec(
            "attacker_er",
            N_("Attacker's best ER"),
            "int",
            default=0,
            low=0,
            high=3,
            help=N_("With the defender's: the difference shifts toward the higher (0: not given)."),
        ),
        InputSpec(
            "defender_er",
            N_("Defender's best ER"),
            "int",
            default=0,
            low=0,
            high=3,
            help=N_("See the attacker's best ER."),
        ),
        _flag("defender_fired", N_("Defender marked Fired"), N_("One shift for the attacker.")),
        InputSpec(
            "low_ammo",
            N_("Low ammo"),
            "choice",
            SIDES,
            default="none",
            help=N_(
                "Defending infantry low on ammo: one shift for the attacker (one with "
                "Fired); attacking infantry: one against it [Optional rule: Ammunition]."
            ),
            words=AMMO_SIDE_WORDS,
        ),
        InputSpec(
            "no_ammo",
            N_("No ammo"),
            "choice",
            SIDES,
            default="none",
            help=N_("Infantry marked No ammo: one shift for its opponent."),
            words=AMMO_SIDE_WORDS,
        ),
        _flag(
            "cavalry_vs_infantry",
            N_("Cavalry attacking infantry"),
            N_(
                "Three shifts for the infantry, four if in square; taken from the types below "
                "(cavalry attacker, infantry defender) ticked or not."
            ),
        ),
        _flag(
            "square",
            N_("Defending infantry in square"),
            N_("Four shifts against cavalry; beaten by infantry it treats R as D, D as T."),
        ),
        _flag(
            "town_or_woods", N_("Attacking a town or woods hex"), N_("One shift for the defender.")
        ),
        _flag(
            "uphill", N_("Charging uphill or out of a stream"), N_("One shift for the defender.")
        ),
        _flag(
            "cavalry_downhill", N_("Cavalry charging downhill"), N_("One shift for the attacker.")
        ),
        _flag(
            "artillery_charged_frontally",
            N_("Artillery charged from a clear frontal hex"),
            N_("Two shifts for the artillery (not battalion guns)."),
        ),
        _flag(
            "follow_up_charge",
            N_("Cavalry's follow-up charge"),
            N_("One shift for the defender [Close Combat Phase 10]."),
        ),
        InputSpec(
            "attacker_type",
            N_("Attacker's type"),
            "choice",
            UNIT_TYPES,
            default="infantry",
            help=N_("For the column modifiers by type and the special effects."),
            words=TYPE_WORDS,
        ),
        InputSpec(
            "defender_type",
            N_("Defender's type"),
            "choice",
            UNIT_TYPES,
            default="infantry",
            help=N_("For the column modifiers by type and the special effects."),
            words=TYPE_WORDS,
        ),
        InputSpec(
            "attacker_stack",
            N_("Attacking hex"),
            "choice",
            STACKS,
            default="other",
            help=N_("single: one infantry unit; column: a Flag and one more of its battalion."),
            words=STACK_WORDS,
        ),
        InputSpec(
            "defender_stack",
            N_("Defending hex"),
            "choice",
            STACKS,
            default="other",
            help=N_("As for the attacking hex."),
            words=STACK_WORDS,
        ),
        InputSpec(
            "attacker_units",
            N_("Attacking units involved"),
            "int",
            default=1,
            low=1,
            high=60,
            help=N_("Hits and disorders go per 4 or fraction of 4 units."),
        ),
        InputSpec(
            "defender_units",
            N_("Defending units involved"),
            "int",
            default=1,
            low=1,
            high=60,
            help=N_("As for the attacker."),
        ),
        InputSpec(
            "units_involved",
            N_("Units involved are"),
            "choice",
            UNITS_INVOLVED,
            default="loser",
            help=N_(
                "loser: the losing side's units, as the results are carried out 'against the "
                "losing side' [Close Combat Phase 9]; all: both sides' units, as 'all units "
                "involved' means in [Close Combat Phase 6]."
            ),
            words=INVOLVED_WORDS,
        ),
        InputSpec(
            "single_unit_t",
            N_("A T against one unit"),
            "choice",
            SINGLE_UNIT_T,
            default=SINGLE_UNIT_T[0],
            help=N_(
                "one-hit: '2 units hit' counts units, so one unit takes one hit; two-hits: "
                "both hits on it [Close Combat Results Table] (docs/pratzen.md)."
            ),
            words=SINGLE_T_WORDS,
        ),
        InputSpec(
            "loser",
            N_("Result applies to"),
            "choice",
            ("ask", ATTACKER, DEFENDER),
            default="ask",
            help=N_(
                "Until the bold-italic marks are entered, the side the "
                "printed cell applies to, read from your printed table."
            ),
            words=LOSER_WORDS,
        ),
    )


def combat_plan(values: Mapping[str, Any]) -> CombatPlan:
    """The column for checked inputs."""
    leader = data.number(data.section("close_combat"), "leader")
    attack = int(values["attack"]) + (leader if values["attacker_leader"] else 0)
    defend = int(values["defend"]) + (leader if values["defender_leader"] else 0)
    if not values["attack"] or not values["defend"]:
        attack, defend = int(values["attack"]), int(values["defend"])
    return plan_combat(attack, defend, named_shifts(values))


def close_combat_odds(inputs: Inputs) -> dict[str, Fraction]:
    """Odds of R, D and T on the column these inputs give (a Reroll rolled again)."""
    return column_odds(combat_plan(check_values(close_combat_inputs(), inputs)))


def close_combat_roll_odds(inputs: Inputs) -> dict[str, Fraction]:
    """The chance of each result one roll reads on the column these inputs give, a Reroll as
    its own: the close combat action's odds [Close Combat Phase 8]."""
    return roll_odds(combat_plan(check_values(close_combat_inputs(), inputs)))


def combat_outcome(values: Mapping[str, Any], roll: int) -> dict[str, Any]:
    """Column, printed result, losing side (if known) and the effects on both sides."""
    plan = combat_plan(values)
    result = read_column(plan, roll)
    fields: dict[str, Any] = {**plan.as_fields(), "roll": roll, "result": result}
    fields["automatic"] = plan.automatic
    if result == "Reroll":
        fields["loser"] = None
        return fields
    loser = marked_loser(plan, roll)
    fields["marks_known"] = loser is not None or plan.automatic
    if loser is None and values["loser"] in (ATTACKER, DEFENDER):
        loser = str(values["loser"])
    fields["loser"] = loser
    if loser is None:
        fields["if_attacker_loses"] = losses(result, ATTACKER, values)
        fields["if_defender_loses"] = losses(result, DEFENDER, values)
    else:
        fields["effects"] = losses(result, loser, values)
    return fields


def describe(fields: Mapping[str, Any]) -> list[str]:
    """Sentences a player reads for a resolved close combat."""
    given = {
        "attack": fields["attack"],
        "defend": fields["defend"],
        "base": fields["base_column"],
        "base_favours": term(str(fields["base_favours"])),
    }
    lines: list[str] = [
        say(
            "{attack} against {defend}: column {base} for the {base_favours}; {shift} shifts "
            "give {column} for the {favours}.",
            **given,
            shift=_signed(int(fields["net_shift"])),
            column=fields["column"],
            favours=term(str(fields["favours"])),
        )
        if fields["net_shift"]
        else say("{attack} against {defend}: column {base} for the {base_favours}.", **given)
    ]
    if fields["result"] == "Reroll":
        return [*lines, say("Reroll: roll again.")]
    if fields["automatic"]:
        lines.append(
            say(
                "X: an automatic Total Defeat for the {side}.",
                side=term(_other(fields["favours"])),
            )
        )
    if fields["loser"] is None:
        lines.append(
            say(
                "{result}: the bold-italic marks were lost from the text; say which side your "
                "printed table applies it to.",
                result=fields["result"],
            )
        )
        return lines
    effects = fields["effects"]
    lines.append(
        say(
            "The {loser} loses: {result}. {text}",
            loser=term(str(effects["loser"])),
            result=effects["result"],
            text=term(str(effects["loser_text"])),
        )
    )
    if effects["special_effect"]:
        lines.append(effects["special_effect"])
    if effects["winner_text"]:
        lines.append(
            say(
                "The {winner} wins: {text}",
                winner=term(str(effects["winner"])),
                text=term(str(effects["winner_text"])),
            )
        )
    lines.extend(effects["winner_moves"])
    return lines


def _signed(number: int) -> str:
    return f"{number:+d}"


def _other(side: str) -> str:
    return DEFENDER if side == ATTACKER else ATTACKER


def close_combat_run(inputs: Inputs, natural: int) -> Resolution:
    """Roll 1d6 on the Close Combat Results Table [Close Combat Phase 8]."""
    values = check_values(close_combat_inputs(), inputs)
    fields = combat_outcome(values, natural)
    plan = combat_plan(values)
    left_out = (False, 0, "none", "ask", "other", SINGLE_UNIT_T[0])
    record_inputs = {k: v for k, v in values.items() if v not in left_out}
    record = roll_record(
        "pratzen",
        "close-combat",
        record_inputs,
        dict(plan.shifts),
        natural,
        natural,
        str(fields["result"]),
        CASE,
        zero_modifiers=False,
    )
    events = tuple(
        Event(text, CASE, record if i == 0 else None) for i, text in enumerate(describe(fields))
    )
    return Resolution(str(fields["result"]), fields, column_odds(plan), record, events)


def close_combat_resolver() -> Resolver:
    """The resolver as the CLI and panel list it."""
    return Resolver(
        "close-combat",
        N_("Close combat"),
        CASE,
        close_combat_inputs(),
        close_combat_odds,
        close_combat_run,
        "1d6",
    )
