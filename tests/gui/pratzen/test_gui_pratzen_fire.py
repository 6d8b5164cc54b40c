"""The Fire page's artillery and musketry forms are the fire actions (issue 32, item 2): the
bars a player reads are the action's odds on the game as it stands, Roll takes the action for
the phasing player, and out of its phase the form is greyed with the rules' sentence."""

from __future__ import annotations

import pytest
from pratzen_support import advance_to, set_up
from test_gui_pratzen import roll_typed
from test_gui_pratzen_odds import shown_as

from tabletop.games.pratzen.actions import ArtilleryFire, Musketry

pytestmark = pytest.mark.gui


@pytest.fixture
def panel(app, tk_root):
    tab = app.add_session(set_up())
    tk_root.update()
    return tab.panel


def test_the_musketry_form_shows_the_fires_own_odds_and_rolls_it(panel, tk_root):
    """At range 3 a 3 to 6 hits; at a woods or village hex musketry has no effect [Resolving
    Infantry Fire] [Covering terrain]: the bars follow, and Roll logs the French fire."""
    session = panel.session
    advance_to(session, "French", "Engagement")
    tk_root.update()
    panel.show_page(panel.rolls)
    view = panel.rolls.views["musketry"]
    view.set_input("range", 3)
    tk_root.update()
    assert view.odds_shown() == shown_as(session.odds(Musketry(range=3)))
    assert view.odds_shown()["Hit"] == "66.7%"
    view.set_input("woods_or_town", True)
    tk_root.update()
    assert view.odds_shown() == {"No effect": "100%"}
    view.set_input("woods_or_town", False)
    roll_typed(view.box, 6, tk_root)
    entry = session.log.entries[-1]
    assert (entry.what, entry.side, entry.result) == ("pratzen/musketry", "French", "Hit")
    assert session.state.fire_faces == (6,)


def test_the_artillery_form_is_greyed_out_of_its_phase_with_the_reason(panel, tk_root):
    """Artillery fires in the Artillery Fire Phase [Sequence of play]: in the Engagement
    Phase its Roll is greyed, the tooltip saying where it belongs; in its phase the bars are
    the action's."""
    session = panel.session
    advance_to(session, "French", "Engagement")
    tk_root.update()
    view = panel.rolls.views["artillery"]
    assert view.roll_button.instate(["disabled"])
    assert "Artillery Fire Phase" in view.closed_reason()
    advance_to(session, "Allied", "Artillery Fire")
    tk_root.update()
    view.set_input("shot", "canister")
    view.set_input("range", 2)
    tk_root.update()
    assert view.roll_button.instate(["!disabled"])
    assert view.odds_shown() == shown_as(session.odds(ArtilleryFire(shot="canister", range=2)))
    roll_typed(view.box, 6, tk_root)
    entry = session.log.entries[-1]
    assert (entry.what, entry.side, entry.result) == ("pratzen/artillery", "Allied", "Two hits")
