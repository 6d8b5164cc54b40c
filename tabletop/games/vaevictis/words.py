"""Vae Victis's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_, _, tr
from tabletop.core.log import LogEntry
from tabletop.games.words import GameWords, outcome_next


def first_player(entry: LogEntry) -> str:
    """Who goes first [5.1], from the two dice when the entry holds them ("French 4,
    Coalition 2, the French choose"), from their sum otherwise ("6 rolled, ...")."""
    french, coalition = entry.inputs.get("french"), entry.inputs.get("coalition")
    faces = entry.inputs.get("faces")
    if (french is None or coalition is None) and isinstance(faces, list) and len(faces) == 2:
        french, coalition = faces
    if french is not None and coalition is not None:
        thrown = _("French {french}, Coalition {coalition}").format(
            french=french, coalition=coalition
        )
    elif entry.natural is not None:
        thrown = _("{n} rolled").format(n=entry.natural)
    else:
        thrown = ""
    chooser = entry.result.removesuffix(" choose").strip()
    said = (
        _("the {side} choose").format(side=tr(chooser))
        if chooser and chooser != entry.result
        else tr(entry.result)
    )
    return ", ".join(p for p in (thrown, said) if p)


def dice_thrown(entry: LogEntry) -> str:
    """The act of throwing for the first player: the dice typed in, or thrown by the app."""
    if entry.result:
        return ""
    if "french" in entry.inputs and "coalition" in entry.inputs:
        return _("French {french}, Coalition {coalition} thrown.").format(
            french=entry.inputs["french"], coalition=entry.inputs["coalition"]
        )
    return _("Each side throws a die; the next entry says who chooses.")


def morale_test(entry: LogEntry) -> str:
    """A morale test's roll against the unit's morale [0.4]."""
    unit, morale = entry.inputs.get("unit"), entry.inputs.get("morale")
    if unit is None or morale is None or entry.natural is None:
        return ""
    return _("{unit}, morale {morale}: rolled {roll}, {result}").format(
        unit=unit, morale=morale, roll=entry.natural, result=tr(entry.result)
    )


def notes(entry: LogEntry) -> str:
    """The players' own note, as written."""
    return str(entry.inputs.get("text", "")) or tr(entry.result)


WORDS = GameWords(
    labels={
        "roll_first": N_("Who goes first"),
        "bid_first": N_("Bids for first"),
        "choose_first": N_("First player"),
        "side_value": N_("Side's value"),
        "next_phase": N_("New phase"),
        "random_finish": N_("Random finish"),
        "guard_departure": N_("Guard departure"),
        "add_unit": N_("Unit entered"),
        "lose": N_("Losses"),
        "disorder": N_("Disorder"),
        "rout": N_("Rout"),
        "rally": N_("Rally"),
        "morale_test": N_("Morale test"),
        "apply_result": N_("Result applied"),
        "fire": N_("Fire"),
        "close_combat": N_("Close combat"),
        "cross_ice": N_("Frozen lake"),
        "leave_map": N_("Leaves the map"),
        "eliminate": N_("Eliminated"),
        "add_leader": N_("Leader entered"),
        "aide_values": N_("The aide's own values"),
        "initiative": N_("Initiative"),
        "leader_risk": N_("Leader's risk"),
        "kill_leader": N_("Leader killed"),
        "capture_leader": N_("Leader captured"),
        "withdraw_general": N_("General alone"),
        "hold": N_("Objective held"),
        "clock": N_("Chess clock"),
        "set_options": N_("Rule options"),
        "notes": N_("Note"),
    },
    rolls={
        "first-player": N_("Who goes first"),
        "random-finish": N_("Random finish"),
        "morale-test": N_("Morale test"),
        "initiative": N_("Initiative"),
        "guard-departure": N_("Guard departure"),
        "ice": N_("Frozen lake"),
        "fire": N_("Fire"),
        "close-combat": N_("Close combat"),
        "leader-death": N_("Leader's death"),
    },
    say={
        "roll_first": dice_thrown,
        "morale_test": outcome_next,
        "random_finish": outcome_next,
        "guard_departure": outcome_next,
        "initiative": outcome_next,
        "leader_risk": outcome_next,
        "fire": outcome_next,
        "close_combat": outcome_next,
        "cross_ice": outcome_next,
        "notes": notes,
    },
    say_roll={"first-player": first_player, "morale-test": morale_test},
    roll_fields={
        "morale-test": "morale_test",
        "fire": "fire",
        "close-combat": "close_combat",
        "initiative": "initiative",
        "leader-death": "leader_risk",
    },
)
