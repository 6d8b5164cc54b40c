"""The Graphs tab for Vae Victis: each side's VP total and units eliminated, turn by turn."""

from __future__ import annotations

from checkout_paths import SAVES
from vaevictis_support import EXAMPLE

from tabletop.games.vaevictis.state import ELIMINATED
from tabletop.games.vaevictis.victory import totals
from tabletop.session.saves import read_session
from tabletop.story.timeline import timeline


def test_vaevictis_graphs_chart_each_sides_vp_and_units_eliminated() -> None:
    """A Vae Victis player opening the Graphs tab saw no curve at all, or a VP curve that
    ended on another total than the Victory page's [19]."""
    save = SAVES / EXAMPLE
    session = read_session(save, autosave=False)
    tl = timeline(session)
    assert tl.groups() == {
        "VP": ["VP/French", "VP/Coalition"],
        "units eliminated": ["units eliminated/French", "units eliminated/Coalition"],
    }
    state = session.state
    for side in ("French", "Coalition"):
        _, vp = tl.series(f"VP/{side}")
        assert vp[0] == 0 and vp[-1] == totals(state)[side]
        _, gone = tl.series(f"units eliminated/{side}")
        assert gone[-1] == sum(1 for u in state.units if u.side == side and u.status == ELIMINATED)
    turns, _ = tl.by_turn("VP/French")
    assert turns[-1] == state.turn == 3
