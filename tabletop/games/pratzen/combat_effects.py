"""Close combat: the named column modifiers, the special effects by unit type, and the losses.

[Close Combat Odds Table] Column Modifiers; [Close Combat Results Table] the R/D/T key, Special
effects and Effects on winners; [Close Combat Phase 10-12]. Numbers from boards/pratzen.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import joined, say, term
from tabletop.games.pratzen import data
from tabletop.games.pratzen.combat import ATTACKER, DEFENDER, other

UNIT_TYPES = ("infantry", "cavalry", "foot-artillery", "horse-artillery")
STACKS = ("other", "single", "column")
SIDES = ("none", ATTACKER, DEFENDER)
SINGLE_UNIT_T = ("one-hit", "two-hits")
"""A T against a single unit: "2 units hit per 4 or fraction of 4 units involved" [Close Combat
Results Table] counts units hit, and one unit can be hit once (default "one-hit"); option
"two-hits": the two hits land on that one unit (a unit's hits are counted one by one
[Combat effects on units])."""
UNITS_INVOLVED = ("loser", "all")
"""Whose units '1 unit hit per 4 or fraction of 4 units involved' counts: the text supports
both (docs/pratzen.md, Readings chosen)."""


MODIFIERS = "Close Combat Odds Table, Column Modifiers"
ARTILLERY_TYPES = ("foot-artillery", "horse-artillery")


def cavalry_charges_infantry(values: Mapping[str, Any]) -> bool:
    """True when the unit types say cavalry attacks infantry [MODIFIERS]."""
    return values.get("attacker_type") == "cavalry" and values.get("defender_type") == "infantry"


def check_types(values: Mapping[str, Any]) -> None:
    """Refuse a modifier box the unit types contradict [MODIFIERS]: the shifts follow the
    types, a box ticked for other units is a mistake, not a shift."""
    attacker, defender = values.get("attacker_type"), values.get("defender_type")
    wrong: list[str] = []
    a_type, d_type = term(str(attacker)), term(str(defender))
    if values.get("cavalry_vs_infantry") and not cavalry_charges_infantry(values):
        wrong.append(
            say(
                "cavalry attacking infantry, but the types are {attacker} against {defender}",
                attacker=a_type,
                defender=d_type,
            )
        )
    if values.get("square") and defender != "infantry":
        wrong.append(say("a defending square, but the defender is {defender}", defender=d_type))
    if values.get("cavalry_downhill") and attacker != "cavalry":
        wrong.append(
            say("cavalry charging downhill, but the attacker is {attacker}", attacker=a_type)
        )
    if values.get("follow_up_charge") and attacker != "cavalry":
        wrong.append(
            say("a cavalry follow-up charge, but the attacker is {attacker}", attacker=a_type)
        )
    if values.get("artillery_charged_frontally") and defender not in ARTILLERY_TYPES:
        wrong.append(
            say(
                "defending artillery charged frontally, but the defender is {defender}",
                defender=d_type,
            )
        )
    if wrong:
        raise RuleError(
            say(
                "the boxes say {wrong}: set the attacker's and defender's types, or clear the "
                "box [{case}].",
                wrong=joined(wrong, "; "),
                case=MODIFIERS,
            )
        )


def named_shifts(values: Mapping[str, Any]) -> dict[str, int]:
    """Each column shift the inputs call for, + in favour of the attacker; cavalry attacking
    infantry shifts by the unit types alone, ticked or not [MODIFIERS]."""
    check_types(values)
    block = data.section("close_combat")

    def n(key: str) -> int:
        return data.number(block, key)

    shifts: dict[str, int] = {"player": int(values.get("shift", 0))}
    a_er, d_er = int(values.get("attacker_er", 0)), int(values.get("defender_er", 0))
    if a_er and d_er:
        shifts["engagement_rating"] = a_er - d_er
    low = values.get("low_ammo", "none")
    if values.get("defender_fired") or low == DEFENDER:
        shifts["defender_fired_or_low_ammo"] = n("defender_fired_or_low_ammo")
    if low == ATTACKER:
        shifts["attacker_low_ammo"] = -n("defender_fired_or_low_ammo")
    no_ammo = values.get("no_ammo", "none")
    if no_ammo in (ATTACKER, DEFENDER):
        shifts["no_ammo"] = n("no_ammo") * (-1 if no_ammo == ATTACKER else 1)
    if values.get("uphill"):
        shifts["uphill"] = -n("uphill")
    if values.get("cavalry_downhill"):
        shifts["cavalry_downhill"] = n("cavalry_downhill")
    if cavalry_charges_infantry(values):
        key = "cavalry_vs_square" if values.get("square") else "cavalry_vs_infantry"
        shifts["cavalry_vs_infantry"] = -n(key)
    if values.get("town_or_woods"):
        shifts["town_or_woods"] = -n("town_or_woods")
    if values.get("artillery_charged_frontally"):
        shifts["artillery_charged_frontally"] = -n("artillery_charged_frontally")
    if values.get("follow_up_charge"):
        shifts["follow_up_charge"] = -n("follow_up_charge")
    return {k: v for k, v in shifts.items() if v}


def _groups(units: int) -> int:
    per = data.number(data.section("close_combat"), "units_per_group")
    return -(-max(units, 1) // per)


def special_result(
    printed: str, loser_type: str, winner_type: str, loser_stack: str, loser_square: bool
) -> tuple[str, str]:
    """The result the loser suffers after the special effects, and why (empty: none apply)."""
    loser = "cavalry" if loser_type == "horse-artillery" else loser_type
    winner = "cavalry" if winner_type == "horse-artillery" else winner_type
    if loser == "foot-artillery":
        return "Eliminated", say(
            "Foot artillery that is beaten is eliminated, with no loss to winner."
        )
    if loser == "infantry" and winner == "cavalry":
        return "T", say("Infantry beaten by cavalry is always Totally Defeated.")
    if loser == "cavalry" and winner == "infantry":
        return "R", say("Cavalry beaten by infantry is only Repulsed.")
    if loser == "infantry" and winner == "infantry":
        if loser_stack == "single" and printed == "D":
            return "R", say("A hex with a single infantry unit beaten by infantry treats D as R.")
        if (loser_stack == "column" or loser_square) and printed in ("R", "D"):
            worse = "D" if printed == "R" else "T"
            return (
                worse,
                say(
                    "An infantry column or square beaten by infantry treats {printed} as {worse}.",
                    printed=printed,
                    worse=worse,
                ),
            )
    return printed, ""


def losses(printed: str, loser: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """What each side suffers when `loser` ("attacker"/"defender") loses with `printed`."""
    block = data.section("close_combat")
    texts = data.section("close_combat", "results")
    winner = other(loser)
    final, why = special_result(
        printed,
        str(values.get(f"{loser}_type", "infantry")),
        str(values.get(f"{winner}_type", "infantry")),
        str(values.get(f"{loser}_stack", "other")),
        bool(values.get("square")) and loser == DEFENDER,
    )
    involved = int(values.get(f"{loser}_units", 1))
    if values.get("units_involved") == "all":
        involved = int(values.get("attacker_units", 1)) + int(values.get("defender_units", 1))
    groups = _groups(involved)
    per = {
        "R": ("repulsed_disordered_per_group", 0),
        "D": ("defeated_hits_per_group", 1),
        "T": ("total_defeat_hits_per_group", 1),
    }
    # "Units hit": no more units than the loser has, unless the option puts both on one.
    most = int(values.get(f"{loser}_units", 1))
    if values.get("single_unit_t") == SINGLE_UNIT_T[1]:
        most = 99
    loser_hits = loser_disordered = 0
    if final in per:
        key, is_hit = per[final]
        if is_hit:
            loser_hits = min(groups * data.number(block, key), most)
        else:
            loser_disordered = groups * data.number(block, key)
    # Effects on winners are "based on printed outcomes"; "half of losers hits" is read as
    # the hits the printed outcome deals (docs/pratzen.md).
    printed_hits = min(groups * data.number(block, per[printed][0]), most) if per[printed][1] else 0
    divisors = block.get("winner_hits_divisor", {})
    winner_hits = 0
    if final != "Eliminated" and printed in divisors:
        winner_hits = printed_hits // int(divisors[printed])
    winner_text = "" if final == "Eliminated" else str(texts.get(f"winner_{printed}", ""))
    moves = winner_moves(winner, str(values.get(f"{winner}_type", "infantry")), final, texts)
    return {
        "loser": loser,
        "winner": winner,
        "printed": printed,
        "result": final,
        "special_effect": why,
        "loser_text": str(texts.get(final, why)),
        "loser_hits": loser_hits,
        "loser_disordered": loser_disordered,
        "winner_hits": winner_hits,
        "winner_text": winner_text,
        "winner_moves": moves,
        "units_groups": groups,
    }


def winner_moves(winner: str, kind: str, final: str, texts: Mapping[str, Any]) -> list[str]:
    """What the winning units must do after the losers withdraw or retreat [Close Combat
    Phase 10-11]: attacking infantry advances a hex, attacking cavalry two and may have to
    fight again; defenders stay; cavalry that inflicted a D or T withdraws 12 hexes."""
    cavalry = kind in ("cavalry", "horse-artillery")
    out: list[str] = []
    if winner == DEFENDER:
        out.append(term(str(texts["defender_stays"])))
    elif kind == "infantry":
        out.append(term(str(texts["advance_infantry"])))
    elif cavalry:
        out.append(term(str(texts["advance_cavalry"])))
    if cavalry and final in ("D", "T"):
        out.append(term(str(texts["cavalry_withdraws"])))
    return out
