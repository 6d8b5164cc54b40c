"""The Pratzen's Morale Chart (issue 22, Pratzen 3): the Defeated Flags marker rises from 0, the
eliminated pieces fill down from below the Demoralization marker; once they have met or passed
each other the side is demoralized (default), or only when the marker enters a piece's box."""

from __future__ import annotations

import pytest
from pratzen_support import advance_to, lost_combat, set_up

from tabletop.core.errors import RuleError


def test_the_marker_stops_at_the_demoralization_marker() -> None:
    """On a level-3 chart the marker went on to box 4 and beyond, past the chart."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    with pytest.raises(RuleError, match="past the Demoralization marker in box 3"):
        session.act({"kind": "flags_defeated", "side": "Allied", "count": 4})
    lost_combat(session, "Allied")
    session.act({"kind": "flags_defeated", "side": "Allied", "count": 3})
    assert session.state.chart("Allied").defeated_flags == 3 and not session.state.over


def test_pieces_eliminated_past_the_marker_demoralize_at_once() -> None:
    """French level 4, the marker in box 4: the first French piece eliminated goes to box 3,
    below the marker. They have crossed: the French lose at once [Using the Morale Tracks]."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "French")
    session.act({"kind": "flags_defeated", "side": "French", "count": 4})
    assert not session.state.over
    session.act({"kind": "eliminate", "name": "F Hussars"})
    assert session.state.winner == "Allied"
    assert "passed each other" in session.state.result and "meet-or-cross" in session.state.result


def test_the_literal_reading_waits_for_the_marker_to_enter_a_box() -> None:
    """With the option `enters`, the same crossing does not end the game, even at the
    victory check; the marker entering a piece's box does."""
    session = set_up(morale_reading="enters")
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "French")
    session.act({"kind": "flags_defeated", "side": "French", "count": 4})
    session.act({"kind": "eliminate", "name": "F Hussars"})
    advance_to(session, "French", "Reinforcements")
    assert session.state.turn == 2 and not session.state.over
    literal = set_up(morale_reading="enters")
    literal.act({"kind": "eliminate", "name": "F Hussars"})
    advance_to(literal, "French", "Close Combat")
    lost_combat(literal, "French")
    literal.act({"kind": "flags_defeated", "side": "French", "count": 3})
    assert literal.state.winner == "Allied" and "in a box holding" in literal.state.result
