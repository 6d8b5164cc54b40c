"""Optional tactics cards: hands of six built as the text says, only your colour playable, at
most 3 replacement draws, and nothing of a hand in what the other side sees [6]."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tonnerre_support import full_entries, play, start, tactics_deck, write_owner

from tabletop.core.data import load_board
from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.log import LogEntry
from tabletop.games.actions import build_action
from tabletop.games.tonnerre import irreversible, public_entry
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.legal import legal_actions
from tabletop.games.tonnerre.rules import apply
from tabletop.games.tonnerre.tactics import cards, hand


@pytest.fixture(autouse=True)
def deck(user_home: object) -> Iterator[None]:
    entries = full_entries()
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    yield
    load_board.cache_clear()


def test_hand_of_six_as_the_text_builds_it() -> None:
    """1 chosen and 2 drawn of your colour, 3 from the combined deck: six cards."""
    state = play(start(), {"kind": "choose_tactic", "side": "Coalition", "card": 1})
    held = hand(state, "Coalition")
    known = cards()
    assert len(held) == 3 and held[0] == 1
    assert [known[n].colour for n in held] == ["Coalition"] * 3
    # The combined deck is formed once both have taken their own three.
    state = play(state, {"kind": "choose_tactic", "side": "French", "card": 12})
    assert len(hand(state, "French")) == 6 and len(hand(state, "Coalition")) == 6
    assert hand(state, "Coalition")[:3] == held
    assert not set(hand(state, "French")) & set(hand(state, "Coalition"))


def test_choice_must_be_your_colour_and_once() -> None:
    """A French card cannot open the Coalition hand; a hand is built once."""
    with pytest.raises(RuleError, match="your own colour"):
        play(start(), {"kind": "choose_tactic", "side": "Coalition", "card": 12})
    state = play(start(), {"kind": "choose_tactic", "side": "Coalition", "card": 2})
    with pytest.raises(RuleError, match="built already"):
        play(state, {"kind": "choose_tactic", "side": "Coalition", "card": 3})


def test_only_your_colour_is_playable_and_three_replacements() -> None:
    """Russian Artillery works on 1-4; a card of another colour may only be discarded; after
    three replacement draws no more come."""
    state = play(
        start(),
        {"kind": "choose_tactic", "side": "Coalition", "card": 1},
        {"kind": "choose_tactic", "side": "French", "card": 12},
    )
    dice = Dice(2)
    state, events = apply(
        state,
        build_action(ACTIONS, {"kind": "play_tactic", "side": "Coalition", "card": 1, "roll": 2}),
        dice,
    )
    assert "success" in events[0].text and events[0].roll is not None
    assert len(hand(state, "Coalition")) == 6 and state.coalition_draws == 1
    other = next(n for n in hand(state, "Coalition") if cards()[n].colour != "Coalition")
    with pytest.raises(RuleError, match="only cards of that side's colour are playable"):
        play(state, {"kind": "play_tactic", "side": "Coalition", "card": other})
    for _ in range(3):
        card = hand(state, "Coalition")[0]
        state = play(state, {"kind": "discard_tactic", "side": "Coalition", "card": card})
    assert state.coalition_draws == 3 and len(hand(state, "Coalition")) == 5


def test_nothing_of_a_hand_reaches_the_other_side() -> None:
    """Events name no drawn card, the chosen card is hidden in the log view, no moves list a
    hand, and the draw cannot be undone."""
    before = start()
    state, events = apply(
        before,
        build_action(ACTIONS, {"kind": "choose_tactic", "side": "French", "card": 11}),
        Dice(1),
    )
    names = {c.name for c in cards().values()}
    for event in events:
        assert not any(name in event.text for name in names)
    entry = LogEntry(
        2,
        "t",
        "French",
        "choose_tactic",
        {"side": "French", "card": 11},
        {},
        None,
        None,
        "1d6",
        False,
        "",
        "",
        "",
        "",
    )
    shown = public_entry(entry, {})
    assert shown.inputs["card"] == "(hidden)"
    for legal in legal_actions(state, "Coalition"):
        assert not legal.moves or legal.kind not in ("play_tactic", "discard_tactic")
    assert irreversible(before, state)
