"""What the window may show of the referee's log while hands are hidden (issue 4).

The log keeps every field (its hash chain covers them), and the engine's event sentences name
only what lies face up. What only the actor may know stays in the action's inputs:

- a Reserve card's `target`, the Leader or Unit searched from the deck into the hand;
- the `seed` of the "new game" entry, which deals the whole deck: whoever knows it knows
  every hand (the referee reads it from the save or an export);
- a hint's `move` and `score` (hint.py): the move advised names a card in the asker's hand.

`public_entry` shows those values as "(hidden)" for the sides whose hand is hidden from the
screen: both sides in a two-player game at one screen, the bot's side in a solo game. Cards
played or discarded face up, and the number of cards in a hand, are public.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import N_
from tabletop.core.log import LogEntry
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.state import OTHER, SIDE_NAMES, Side

HIDDEN = N_("(hidden)")
"""What the window shows in place of a private value."""

SESSION_SIDE = ""
"""The log's side for the session's own entries ("new game", undo, redo)."""


def private_inputs(what: str, inputs: Mapping[str, Any]) -> frozenset[str]:
    """Keys of a logged action's inputs that only its actor may see."""
    if what == "new game":
        return frozenset({"seed"} & inputs.keys())
    if what == "hint":  # the move advised names a card in the asker's hand
        return frozenset({"move", "score"} & inputs.keys())
    played = card_index().get(str(inputs.get("card", "")))
    if what == "play" and played is not None and played.type is CardType.RESERVE:
        return frozenset({"target"} & inputs.keys())
    return frozenset()


def hidden_sides(options: Mapping[str, Any]) -> frozenset[str]:
    """Sides (as the log names them) whose private inputs the window hides: every side with
    two players at one screen, the bot's side when one player plays against it; the
    session's own entries in both cases (the seed deals every hand)."""
    if options.get("players") == "two":
        return frozenset({*SIDE_NAMES.values(), SESSION_SIDE})
    human = Side.COALITION if options.get("human") == "coalition" else Side.NAPOLEON
    return frozenset({SIDE_NAMES[OTHER[human]], SESSION_SIDE})


def public_entry(entry: LogEntry, options: Mapping[str, Any]) -> LogEntry:
    """The entry as the window shows it: private inputs replaced by "(hidden)", and the card
    they name taken out of its texts too (a log written before the engine kept it out)."""
    if entry.side not in hidden_sides(options):
        return entry
    keys = private_inputs(entry.what, entry.inputs)
    if not keys:
        return entry
    cards = card_index()
    names = [cards[str(entry.inputs[k])].name for k in keys if str(entry.inputs[k]) in cards]

    def scrub(text: str) -> str:
        for name in names:
            text = text.replace(name, HIDDEN)
        return text

    inputs = {
        k: HIDDEN if k in keys else (scrub(v) if isinstance(v, str) else v)
        for k, v in entry.inputs.items()
    }
    result = scrub(entry.result)
    # A sentence that named the card is shown as scrubbed, never again from its template.
    said = entry.said if result == entry.result else None
    return dataclasses.replace(entry, inputs=inputs, result=result, said=said)
