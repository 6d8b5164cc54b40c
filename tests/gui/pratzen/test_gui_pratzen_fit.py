"""The Pratzen panel fits the window a player sits at, and offers only what can be done
(issue 26): rally is greyed with the reason for a unit the rules will not rally, the morale
boxes hold their words, the charts and the turn track wrap on a narrow or long scenario, and
the short tab titles say in full what their page is."""

from __future__ import annotations

import pytest
from fit_support import clipped
from pratzen_support import SCENARIO, advance_to, set_up

from tabletop.gui.panels.pratzen import Panel
from tabletop.gui.panels.pratzen.tabs import TIPS

pytestmark = pytest.mark.gui


@pytest.fixture
def panel(app, tk_root) -> Panel:
    tab = app.add_session(set_up())
    tk_root.update()
    return tab.panel


def _to_rally(panel: Panel, tk_root) -> None:
    while panel.session.state.phase != "Rally":
        panel.turn.next_button.invoke()
    tk_root.update()


def _pick(panel: Panel, name: str, tk_root) -> None:
    """Click a unit's row in the roster, as a player does."""
    tree = panel.units.tree
    tree.see(name)
    tk_root.update()
    x, y, _w, h = tree.bbox(name)
    tree.event_generate("<ButtonPress-1>", x=x + 40, y=y + h // 2)
    tree.event_generate("<ButtonRelease-1>", x=x + 40, y=y + h // 2)
    tk_root.update()


def _tip_over(page, button, tk_root) -> str:
    button.event_generate("<Enter>", x=4, y=4)
    tk_root.update()
    text = page.rally_tip.text
    button.event_generate("<Leave>")
    return text


def test_rally_is_greyed_for_an_eliminated_unit_with_the_reason(panel, tk_root):
    """In the French Rally Phase a player who picks an eliminated unit sees Roll greyed and
    why, beside it and over the button; a disordered unit can be rallied, and once steady the
    button is greyed again."""
    panel.session.act({"kind": "eliminate", "name": "F1 B"})
    panel.session.act(
        {
            "kind": "status",
            "unit": "F1 C",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    _to_rally(panel, tk_root)
    panel.show_page(panel.units)
    page = panel.units
    box = page.rally_box

    _pick(panel, "F1 B", tk_root)
    assert page.selected() == "F1 B"
    assert box.roll_button.instate(["disabled"])
    assert box.use_typed_button.instate(["disabled"])
    assert box.error_label.cget("text") == "F1 B is eliminated."
    assert _tip_over(page, box.roll_button, tk_root) == "F1 B is eliminated."
    count = len(panel.session.log)
    box.roll_button.invoke()  # a greyed button does nothing
    assert len(panel.session.log) == count

    _pick(panel, "F1 A", tk_root)
    assert box.roll_button.instate(["disabled"])
    assert "in good order" in box.error_label.cget("text")

    _pick(panel, "A1 A", tk_root)
    assert "Allied Rally Phase" in box.error_label.cget("text")

    _pick(panel, "F1 C", tk_root)
    assert not box.roll_button.instate(["disabled"])
    assert box.error_label.cget("text") == ""
    assert _tip_over(page, box.roll_button, tk_root) == ""
    box.typed_entry.insert(0, "2")
    box.use_typed_button.invoke()
    tk_root.update()
    assert page.status_of("F1 C") == "steady"
    assert box.roll_button.instate(["disabled"])
    assert box.error_label.cget("text") == (
        "No French unit is disordered or routed and still to roll this Rally Phase (one morale "
        "check each) [Rally Phase]."
    )


def test_rally_outside_the_rally_phase_says_so(panel, tk_root):
    """Before the Rally Phase the greyed Roll says whose Rally Phase it is not."""
    panel.session.act(
        {
            "kind": "status",
            "unit": "F1 C",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    panel.show_page(panel.units)
    _pick(panel, "F1 C", tk_root)
    box = panel.units.rally_box
    assert box.roll_button.instate(["disabled"])
    assert "Rally Phase" in box.error_label.cget("text")


def test_the_rally_leader_sentence_ticks_its_box(panel, tk_root):
    """The long leader option wraps beside its check box, and a click on the words ticks it."""
    page = panel.units
    panel.show_page(page)
    tk_root.update()
    words = [
        w
        for w in page.rally_leader_check.master.winfo_children()
        if w is not page.rally_leader_check
    ][0]
    words.event_generate("<Button-1>")
    tk_root.update()
    assert page.rally_leader.get() is True


def test_a_long_eliminated_name_is_shortened_in_its_box_and_whole_in_its_tip(app, tk_root):
    """A piece whose name is wider than its morale box shows with an ellipsis; the pointer on
    the box gives the whole name; nothing on the charts spills out of a box."""
    pavlovsk = {"name": "Allied Grenadier Battalion Pavlovsk", "side": "Allied", "er": 3}
    units = [*SCENARIO["units"], pavlovsk]
    session = set_up(units=units)
    session.act({"kind": "eliminate", "name": "Allied Grenadier Battalion Pavlovsk"})
    tab = app.add_session(session)
    tk_root.update()
    view = tab.panel.morale["Allied"]
    canvas = view.canvas
    shown = [
        canvas.itemcget(i, "text") for i in canvas.find_withtag("box:2") if canvas.type(i) == "text"
    ]
    assert any(t.startswith("Allie") and t.endswith("…") for t in shown)
    x0, y0, x1, y1 = canvas.bbox("box:2")
    canvas.event_generate("<Motion>", x=(x0 + x1) // 2, y=(y0 + y1) // 2)
    tk_root.update()
    assert "Allied Grenadier Battalion Pavlovsk" in view.tooltip.text
    assert not [p for p in clipped(tab.panel.charts_row) if "moraleview" in p]


def test_the_charts_stack_when_the_panel_is_narrow(app, tk_root):
    """A high Demoralization Level on a narrow panel: the charts stand one above the other,
    each within the panel's width, their boxes in several rows."""
    tab = app.add_session(set_up(french_level=12, allied_level=11))
    tk_root.update()
    charts = tab.panel.charts_row
    tab.panes.sashpos(0, 460)  # the player drags the split towards the panel
    tk_root.update()
    assert charts.stacked
    for view in charts.views.values():
        assert view.canvas.winfo_width() <= charts.winfo_width()
        assert view.per_row() < 8
    assert not [p for p in clipped(charts) if "moraleview" in p]
    tab.panes.sashpos(0, 1400)
    tk_root.update()
    assert not charts.stacked


def test_a_long_scenario_wraps_the_turn_track(app, tk_root):
    """Thirty Game Turns: every turn box is on the canvas (the track wraps to a second row)."""
    tab = app.add_session(set_up(turns=30))
    tk_root.update()
    canvas = tab.panel.turn.canvas
    turns = [canvas.itemcget(i, "text") for i in canvas.find_all() if canvas.type(i) == "text"]
    assert "30" in turns
    assert not [p for p in clipped(tab.panel.turn) if "canvas" in p]


def test_each_tab_says_in_full_what_its_page_holds(panel, tk_root):
    """The short tab titles fit the row; the pointer resting on one gives its whole name."""
    book = panel.book
    tk_root.update()
    titles = [book.tab(t, "text") for t in book.tabs()]
    assert set(titles) == set(TIPS)
    for x in range(2, book.winfo_width(), 4):
        if panel.tab_tips.tip_at(x, 8).startswith("Engagement and fire"):
            book.event_generate("<Motion>", x=x, y=8)
            tk_root.update()
            assert panel.tab_tips.tooltip.text.startswith("Engagement and fire")
            return
    raise AssertionError("no tab tells of engagement and fire")


def test_ammunition_and_a_reload_through_the_units_page(panel, tk_root):
    """With the Ammunition rules off the chits are greyed; turned on, a No Ammo chit is placed
    and a Rally action rolled as a Reload takes it off [Ammunition Reload]."""
    panel.show_page(panel.units)
    page = panel.units
    assert page.ammo_buttons["low"].instate(["disabled"])
    page.use_ammo_button.invoke()
    tk_root.update()
    assert panel.session.state.ammunition and page.use_ammo_button.instate(["disabled"])
    _pick(panel, "F1 Flag", tk_root)
    page.ammo_buttons["none"].invoke()  # a correction: refused without its reason
    tk_root.update()
    assert panel.session.state.unit("F1 Flag").ammo == "full"
    assert page.error_label.cget("text").startswith("A correction needs its reason")
    page.reason_entry.insert(0, "an Ammo Shortage played at the table")
    page.ammo_buttons["none"].invoke()
    tk_root.update()
    assert panel.session.state.unit("F1 Flag").ammo == "none"
    assert page.reason_entry.get() == ""  # taken, the reason is cleared for the next one
    _to_rally(panel, tk_root)
    _pick(panel, "F1 B", tk_root)
    page.reload_check.invoke()
    tk_root.update()
    box = page.rally_box
    assert not box.use_typed_button.instate(["disabled"]), box.error_label.cget("text")
    box.typed_entry.insert(0, "1")
    box.use_typed_button.invoke()
    tk_root.update()
    assert panel.session.state.unit("F1 Flag").ammo == "full"
    assert panel.session.log.entries[-1].what == "pratzen/reload"


def test_a_hit_on_guns_marks_them_only_with_the_natural_six_ticked(panel, tk_root):
    """The guns limber on a plain hit; limbered, a hit with the natural 6 box ticked marks
    them only once a fire of the phase rolled a natural 6: the musketry rolled on the Fire page
    [Hitting and "Disordering" Artillery]."""
    page = panel.units

    def hit_guns(six: bool) -> None:
        panel.show_page(page)
        _pick(panel, "A Guns", tk_root)
        page.hit_button.invoke()
        if six:
            page.natural_six_check.invoke()
        page.record_button.invoke()
        tk_root.update()

    advance_to(panel.session, "French", "Engagement")
    tk_root.update()
    hit_guns(False)
    hit_guns(True)  # no fire rolled yet in this phase
    assert page.error_label.cget("text").startswith("No fire rolled a natural 6 in this phase")
    assert panel.session.state.unit("A Guns").hits == 0
    panel.show_page(panel.rolls)
    musketry = panel.rolls.views["musketry"]
    musketry.set_input("range", 3)
    musketry.box.typed_entry.delete(0, "end")
    musketry.box.typed_entry.insert(0, "6")
    musketry.box.use_typed_button.invoke()
    tk_root.update()
    assert musketry.result_text() == "Hit"
    assert panel.session.log.entries[-1].side == "French"
    panel.show_page(page)
    page.record_button.invoke()  # the hit and its tick still waiting on the page
    tk_root.update()
    guns = panel.session.state.unit("A Guns")
    assert guns.limbered and guns.hits == 1


def test_a_fired_chit_shows_in_the_roster_and_on_the_close_combat_page(panel, tk_root):
    """The Allied Flag marked Fired in its Engagement Phase is named on the French close
    combat page, so 'Defender marked Fired' is not asked from memory."""
    session = panel.session
    advance_to(session, "Allied", "Engagement")
    tk_root.update()
    panel.show_page(panel.units)
    _pick(panel, "A1 Flag", tk_root)
    panel.units.marker_buttons["Fired"].invoke()
    tk_root.update()
    assert panel.units.status_of("A1 Flag") == "steady · Fired"
    advance_to(session, "French", "Close Combat")
    tk_root.update()
    assert "marked Fired: A1 Flag" in panel.combat.fired_label.cget("text")


def test_a_detached_unit_is_hit_and_rejoins_through_the_units_page(panel, tk_root):
    """Hits on a detached company go beneath it; when it rejoins they go to the Flag's."""
    panel.show_page(panel.units)
    page = panel.units
    _pick(panel, "F1 C", tk_root)
    page.hit_button.invoke()
    page.detached_check.invoke()
    page.record_button.invoke()
    tk_root.update()
    state = panel.session.state
    assert state.unit("F1 C").hits == 1 and "F1" not in state.battalion_hits
    assert page.rejoin_button.instate(["!disabled"])
    page.rejoin_button.invoke()
    tk_root.update()
    assert panel.session.state.battalion_hits == {"F1": 1}
    assert page.rejoin_button.instate(["disabled"])


def test_a_form_stacks_its_fields_where_they_do_not_fit_side_by_side(tk_root):
    """Two fields to a row while the width holds them, one to a row when it does not (a
    longer language, a larger text size), and side by side again when the room comes back."""
    from tkinter import ttk

    from tabletop.gui.panels.pratzen.form import Form

    holder = ttk.Frame(tk_root, width=700, height=300)
    holder.pack_propagate(False)
    holder.pack()
    form = Form(holder)
    form.pack(anchor="w", fill="x")
    form.text("name", "Name")
    form.choice("side", "Side", ("French", "Allied"))
    form.text("battalion", "Battalion")
    try:
        tk_root.update()
        assert not form.stacked
        assert int(form.widgets["side"].grid_info()["column"]) == 3
        holder.configure(width=form.side_by_side_width() - 20)
        tk_root.update()
        assert form.stacked
        assert {int(w.grid_info()["column"]) for w in form.widgets.values()} == {1}
        assert not clipped(holder)
        holder.configure(width=700)
        tk_root.update()
        assert not form.stacked
        assert int(form.widgets["side"].grid_info()["column"]) == 3
    finally:
        holder.destroy()
