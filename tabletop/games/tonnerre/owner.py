"""What the owner of the printed game enters once for the parts the text lost (DESIGN
principle 2): unit counts, the casualty tracks' boxes, the morale track's first and last
boxes, the Mist markers, the command cards.

Kept in the user's override file (overrides/tonnerre.toml), merged over boards/tonnerre.toml
every time it is read; the shipped file is never changed. Each function gives back the entry
as kept, so the window can log it in the game where it was typed (`tell=False`: the other
open games are not told, and offer to adopt it instead).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.core.log import now
from tabletop.core.overrides import remove_entry, save_entries
from tabletop.games.tonnerre.cards import FACES, KINDS, face_term
from tabletop.games.tonnerre.data import GAME_ID, game_data
from tabletop.games.tonnerre.results import parse_result
from tabletop.games.tonnerre.state import check_counts

ENTERED_FROM = "the owner's printed copy"


Entry = Mapping[str, Any]
"""An entry as the override file keeps it ({"mist": {...}})."""


def _save(update: Entry, tell: bool = True) -> Entry:
    save_entries(GAME_ID, update, tell=tell)
    return update


def save_units(counts: Sequence[int], *, tell: bool = True) -> Entry:
    """Keep the unit count of every command, in the board file's order."""
    data = game_data()
    check_counts(data, tuple(counts))
    entry = {c.id: int(n) for c, n in zip(data.commands, counts, strict=True)}
    return _save(
        {
            "units": {
                "unknown": False,
                "counts": entry,
                "entered_from": ENTERED_FROM,
                "entered": now(),
            }
        },
        tell,
    )


def save_track(
    side: str, length: int, rout: Sequence[int], minus_one: Sequence[int], *, tell: bool = True
) -> Entry:
    """Keep one side's printed casualty track: boxes before B, rout boxes, "-1" boxes."""
    if side not in game_data().sides:
        raise RuleError(
            say("'{side}' is not a side; the sides are Coalition and French.", side=side)
        )
    if not 1 <= length <= 60:
        raise RuleError(say("a casualty track has 1 to 60 boxes before B."))
    for box in (*rout, *minus_one):
        if not 1 <= box <= length:
            raise RuleError(
                say(
                    "box {box} is not on a track of {length} boxes before B.",
                    box=box,
                    length=length,
                )
            )
    entry = {
        "unknown": False,
        "length": length,
        "rout_boxes": sorted(set(rout)),
        "minus_one_boxes": sorted(set(minus_one)),
        "entered_from": ENTERED_FROM,
        "entered": now(),
    }
    return _save({"casualty_tracks": {side: entry}}, tell)


def save_morale_track(low: int, high: int, *, tell: bool = True) -> Entry:
    """Keep the printed morale track's first and last boxes (both markers start on it)."""
    start = game_data().start_morale
    if not 0 <= low < high <= 60:
        raise RuleError(say("the morale track's first box is 0 or more and its last box higher."))
    if low > min(start.values()) or high < max(start.values()):
        starts = " and ".join(str(v) for v in sorted(start.values()))
        raise RuleError(
            say(
                "the morale markers start on {starts} [1 Setup 3]: both are on the track.",
                starts=say("{low} and {high}", low=min(start.values()), high=max(start.values()))
                if len(start) == 2
                else starts,
            )
        )
    entry = {
        "unknown": False,
        "low": low,
        "high": high,
        "entered_from": ENTERED_FROM,
        "entered": now(),
    }
    return _save({"morale": entry}, tell)


def save_mist(values: Sequence[str], *, tell: bool = True) -> Entry:
    """Keep what each of the five Mist markers shows."""
    data = game_data()
    cleaned = [str(v).strip() for v in values]
    if len(cleaned) != data.mist_markers or not all(cleaned):
        raise RuleError(say("enter what each of the {n} Mist markers shows.", n=data.mist_markers))
    return _save({"mist": {"unknown": False, "values": cleaned, "entered": now()}}, tell)


def save_card_action(
    command: str,
    face: str,
    name: str,
    kind: str,
    chart: Sequence[str] = (),
    *,
    target: str = "",
    effect: str = "none",
    flip: str | None = None,
    tell: bool = True,
) -> Entry:
    """Keep one action of a command's card (added to, or replacing one of the same name),
    and the card's flip condition as printed when `flip` is given [1 The Command Cards]."""
    data = game_data()
    spec = data.command(command)
    if face not in FACES or kind not in KINDS:
        raise RuleError(
            say(
                "a card action is on the {faces} and is {kinds}.",
                faces=" or ".join(FACES),
                kinds=", ".join(KINDS),
            )
        )
    if not name.strip():
        raise RuleError(say("give the card action's name as printed."))
    cells = [str(c).strip() for c in chart]
    if cells and len(cells) != 6:
        raise RuleError(
            say("{command}'s chart needs a result for each roll, 1 to 6.", command=spec.name)
        )
    for cell in cells:
        parse_result(cell)
    if effect not in data.defense_effects:
        raise RuleError(
            say("a Defense's effect is one of {effects}.", effects=", ".join(data.defense_effects))
        )
    action = {
        "name": name.strip(),
        "kind": kind,
        "target": target,
        "chart": cells,
        "effect": effect,
    }
    card = dict(data.cards.get(command, {}))
    kept = [a for a in card.get(face, []) if str(a.get("name")) != action["name"]]
    card[face] = [*kept, action]
    if flip is not None:
        card["flip"] = " ".join(flip.split())
    return _save({"command_cards": {"cards": {command: card}}}, tell)


def card_has_action(command: str, face: str, name: str) -> bool:
    """True when the owner's card already holds an action of this name on this face (keeping
    another would replace it)."""
    card = game_data().cards.get(command, {})
    return any(str(a.get("name")) == name.strip() for a in card.get(face, []))


def remove_card_action(command: str, face: str, name: str, *, tell: bool = True) -> Entry | None:
    """Take one action off a command's card as the owner entered it: the card as it is left
    (None when no action is left, and the card is not entered any more)."""
    data = game_data()
    card = dict(data.cards.get(command, {}))
    if not card_has_action(command, face, name):
        raise RuleError(
            say(
                "{command}'s card has no action '{name}' on its {face}.",
                command=data.command(command).name,
                name=name,
                face=face_term(face),
            )
        )
    card[face] = [a for a in card.get(face, []) if str(a.get("name")) != name.strip()]
    if not any(card.get(f) for f in FACES):
        # No action left: the card is not entered at all (attacks ask the printed result
        # again), rather than entered with nothing on it.
        remove_entry(GAME_ID, f"command_cards.cards.{command}")
        return None
    return _save({"command_cards": {"cards": {command: card}}}, tell)


def save_tactics_card(
    number: int, name: str, colour: str, text: str, success: str = "", *, tell: bool = True
) -> Entry:
    """Keep one tactics card as printed: name, colour, text, and its success roll if any."""
    from tabletop.games.tonnerre.tactics import read_card

    data = game_data()
    if not 1 <= number <= data.tactics_count:
        raise RuleError(say("tactics cards are numbered 1 to {n}.", n=data.tactics_count))
    entry = {"name": name.strip(), "colour": colour, "text": text.strip(), "success": success}
    read_card(number, entry)
    return _save({"tactics": {"cards": {str(number): entry}}}, tell)
