"""A Low Ammo card drawn on the Events page is played at once, its chit on the Flag the player
picks: it could be held face down all turn and discarded with no chit [Optional rule:
Ammunition] [Event Phase (Optional)]."""

from __future__ import annotations

from dataclasses import replace

from pratzen_support import set_up


def _low_ammo_on_top(session):  # type: ignore[no-untyped-def]
    """The draw pile as shuffled, with a Low Ammo card moved to the top."""
    events = session.state.events
    pile = ("low-ammo", *(c for c in events.draw_pile if c != "low-ammo"))
    state = replace(session.state, events=replace(events, draw_pile=pile))
    session.history = replace(
        session.history, present=replace(session.history.present, state=state)
    )
    return session


def test_a_low_ammo_card_is_played_at_once_on_the_flag_picked(app, tk_root):
    """Drawn, it holds Next phase until played; played, its chit is on the Flag picked."""
    tab = app.add_session(_low_ammo_on_top(set_up(event_deck=True, ammunition=True)))
    tk_root.update()
    page = tab.panel.events
    tab.panel.show_page(page)
    page.draw_button.invoke()
    tk_root.update()
    next_button = tab.panel.turn.next_button
    assert next_button.instate(["disabled"])
    assert "Low Ammo is played at once when drawn" in tab.panel.controls.why(next_button)
    page.show_check.invoke()
    page.play_button.invoke()  # no Flag picked: refused, nothing changes
    tk_root.update()
    assert "must place a Low Ammo chit" in page.error_label.cget("text")
    assert tab.session.state.events.held["French"] == ("low-ammo",)
    assert "A1 Flag" in page.chit_box.cget("values")
    page.chit_var.set("A1 Flag")
    page.play_button.invoke()
    tk_root.update()
    assert tab.session.state.unit("A1 Flag").ammo == "low"
    assert "low-ammo" in tab.session.state.events.discards
    assert not next_button.instate(["disabled"])
