"""Vae Victis's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

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
        thrown = f"French {french}, Coalition {coalition}"
    elif entry.natural is not None:
        thrown = f"{entry.natural} rolled"
    else:
        thrown = ""
    chooser = entry.result.removesuffix(" choose").strip()
    said = f"the {chooser} choose" if chooser and chooser != entry.result else entry.result
    return ", ".join(p for p in (thrown, said) if p)


def dice_thrown(entry: LogEntry) -> str:
    """The act of throwing for the first player: the dice typed in, or thrown by the app."""
    if entry.result:
        return ""
    if "french" in entry.inputs and "coalition" in entry.inputs:
        return f"French {entry.inputs['french']}, Coalition {entry.inputs['coalition']} thrown."
    return "Each side throws a die; the next entry says who chooses."


def morale_test(entry: LogEntry) -> str:
    """A morale test's roll against the unit's morale [0.4]."""
    unit, morale = entry.inputs.get("unit"), entry.inputs.get("morale")
    if unit is None or morale is None or entry.natural is None:
        return ""
    return f"{unit}, morale {morale}: rolled {entry.natural}, {entry.result}"


def notes(entry: LogEntry) -> str:
    """The players' own note, as written."""
    return str(entry.inputs.get("text", "")) or entry.result


WORDS = GameWords(
    labels={
        "roll_first": "Who goes first",
        "bid_first": "Bids for first",
        "choose_first": "First player",
        "side_value": "Side's value",
        "next_phase": "New phase",
        "random_finish": "Random finish",
        "guard_departure": "Guard departure",
        "add_unit": "Unit entered",
        "lose": "Losses",
        "disorder": "Disorder",
        "rout": "Rout",
        "rally": "Rally",
        "morale_test": "Morale test",
        "apply_result": "Result applied",
        "fire": "Fire",
        "close_combat": "Close combat",
        "cross_ice": "Frozen lake",
        "leave_map": "Leaves the map",
        "eliminate": "Eliminated",
        "add_leader": "Leader entered",
        "aide_values": "The aide's own values",
        "initiative": "Initiative",
        "leader_risk": "Leader's risk",
        "kill_leader": "Leader killed",
        "capture_leader": "Leader captured",
        "withdraw_general": "General alone",
        "hold": "Objective held",
        "clock": "Chess clock",
        "set_options": "Rule options",
        "notes": "Note",
    },
    rolls={
        "first-player": "Who goes first",
        "random-finish": "Random finish",
        "morale-test": "Morale test",
        "initiative": "Initiative",
        "guard-departure": "Guard departure",
        "ice": "Frozen lake",
        "fire": "Fire",
        "close-combat": "Close combat",
        "leader-death": "Leader's death",
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
)
