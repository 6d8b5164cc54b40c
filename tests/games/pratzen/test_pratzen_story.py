"""The Graphs tab for The Pratzen: the Morale Charts move, and every die counts in the luck."""

from __future__ import annotations

from checkout_paths import SAVES
from pratzen_support import EXAMPLE

from tabletop.session import Session
from tabletop.session.saves import read_session
from tabletop.story.luck import luck, rolls
from tabletop.story.timeline import timeline

SAVE = SAVES / EXAMPLE


def _example() -> Session:
    return read_session(SAVE, autosave=False)


def test_graphs_chart_each_sides_eliminated_pieces_and_defeated_flags() -> None:
    """A Pratzen player opening the Graphs saw no curve at all: the Allied guns eliminated and
    the Allied Defeated Flags marker moved in the example never showed."""
    session = _example()
    tl = timeline(session)
    assert tl.groups() == {
        "eliminated": ["eliminated/French", "eliminated/Allied"],
        "Defeated Flags": ["Defeated Flags/French", "Defeated Flags/Allied"],
    }
    allied = session.state.chart("Allied")
    _, eliminated = tl.series("eliminated/Allied")
    _, flags = tl.series("Defeated Flags/Allied")
    assert (eliminated[0], eliminated[-1]) == (0, len(allied.eliminated)) == (0, 1)
    assert (flags[0], flags[-1]) == (0, allied.defeated_flags) == (0, 1)
    assert set(tl.series("eliminated/French")[1]) == {0}
    assert tl.by_turn("Defeated Flags/Allied") == ([0, 1], [0, 1])


def test_ball_at_a_stack_counts_every_die_in_the_luck_figures() -> None:
    """Ball at a stack of two rolled 5 and 3, but the log kept only the 5 as a 2d6 total, so
    the luck figures called the French gunners very unlucky; every face now counts."""
    session = _example()
    (ball,) = [e for e in session.log.entries if e.what == "pratzen/artillery"]
    assert ball.inputs["faces"] == [5, 3] and ball.dice == "2d6"
    assert ball.natural == 8
    french = [r for r in rolls(session.log.entries) if r.side == "French"]
    assert sum(r.natural for r in french if r.dice == "2d6") >= 8
    total = sum(r.natural for r in rolls(session.log.entries))
    assert total == sum(e.natural or 0 for e in session.log.entries)
    assert [one for one in luck(rolls(session.log.entries)) if one.side == "French"]
