"""Who goes first [5.1]: the roll or the bids are taken once, and only the winner chooses."""

from __future__ import annotations

import pytest

from tabletop.core.errors import RuleError
from tabletop.session import Session


def _open(session: Session, side: str = "") -> dict[str, str]:
    return {e.kind: e.why for e in session.legal_actions(side) if not e.open}


def test_the_loser_of_the_first_player_roll_cannot_roll_again() -> None:
    """A player who lost the roll for the first player could roll again until he won."""
    session = Session.new("vaevictis", seed=1)
    session.act({"kind": "roll_first", "french": 2, "coalition": 5})
    closed = _open(session)
    assert closed["roll_first"].endswith(
        "now: The winner of the dice or the bids chooses who goes first [5.1]."
    )
    assert "bid_first" in closed
    assert "choose_first" not in closed
    assert "choose_first" in _open(session, "French")
    assert "choose_first" not in _open(session, "Coalition")
    with pytest.raises(RuleError, match=r"now: The winner of the dice.*\[5\.1\]"):
        session.act({"kind": "roll_first", "french": 6, "coalition": 1})
    with pytest.raises(RuleError, match=r"now: The winner of the dice"):
        session.act({"kind": "bid_first", "french": 3, "coalition": 0})
    assert session.state.chooser == "Coalition"


def test_the_bids_cannot_be_taken_again_after_a_winner() -> None:
    """After losing the bids a player could bid again (or roll) and overturn them."""
    session = Session.new("vaevictis", seed=1)
    session.act({"kind": "bid_first", "french": 1, "coalition": 3})
    closed = _open(session)
    assert "roll_first" in closed and "bid_first" in closed
    with pytest.raises(RuleError):
        session.act({"kind": "roll_first", "french": 6, "coalition": 1})
    session.act({"kind": "choose_first", "first": "French"})
    assert session.state.first_player == "French"


def test_the_first_player_roll_logs_each_players_die() -> None:
    """The log kept only the sum (6) of "French 4, Coalition 2": a referee could not tell who
    threw higher. A die typed for one player alone would pass the app's die off as typed."""
    session = Session.new("vaevictis", seed=1)
    session.act({"kind": "roll_first", "french": 4, "coalition": 2})
    entry = session.log.entries[-1]
    assert entry.what == "vaevictis/first-player" and entry.typed
    assert (entry.inputs["french"], entry.inputs["coalition"]) == (4, 2)
    with pytest.raises(RuleError, match="type both dice"):
        Session.new("vaevictis", seed=1).act({"kind": "roll_first", "french": 4})
