"""The Pratzen panel with the app in French: the tracks, the morale charts, a close combat's
outcome and the roster read in French, every page drawn without a template that fails."""

from __future__ import annotations

import pytest
from pratzen_support import advance_to, set_up

from tabletop.core import i18n
from tabletop.gui.panels.pratzen import Panel

pytestmark = pytest.mark.gui

_ = i18n._


def type_into(widget, text):
    widget.delete(0, "end")
    widget.insert(0, str(text))


@pytest.fixture
def panel(app, tk_root) -> Panel:
    i18n.set_language("fr")
    tab = app.add_session(set_up())
    tk_root.update()
    return tab.panel


def test_the_tracks_and_the_morale_charts_read_in_french(panel, tk_root):
    for title in ("Set-up", "Fire", "Combat", "Units", "Reinforcements", "Events", "Charts"):
        panel.book.show(title)
        tk_root.update()
    expected = _("Game Turn {turn} of {turns}  ·  {side} {phase} Phase").format(
        turn=1, turns=3, side=_("French"), phase=_("Reinforcements")
    )
    assert panel.turn.phase_text() == expected != "Game Turn 1 of 3  ·  French Reinforcements Phase"
    assert panel.turn.next_button.cget("text") == _("Next phase ▶") != "Next phase ▶"
    title = panel.morale["Allied"].title.cget("text")
    assert title == _("{side} Morale Chart (level {level})").format(side=_("Allied"), level=3)
    caption = panel.morale["Allied"].caption_text()
    assert caption.startswith(
        _("Defeated Flags: box {box}.  Eliminated: {count}").format(box=0, count=0)
    )


def test_a_close_combat_outcome_and_the_roster_read_in_french(panel, tk_root):
    advance_to(panel.session, "French", "Close Combat")
    tk_root.update()
    page = panel.combat
    panel.show_page(page)
    type_into(page.sums.widgets["attacker_tops"], "4 3")
    type_into(page.sums.widgets["attacker_others"], 2)
    type_into(page.sums.widgets["defender_tops"], "3")
    page.use_button.invoke()
    tk_root.update()
    type_into(page.view.box.typed_entry, 4)
    page.view.box.use_typed_button.invoke()
    tk_root.update()
    page.defender_loses.invoke()
    tk_root.update()
    assert page.ask_label.cget("text") == _("The {loser} ({side}) loses: {result}.").format(
        loser=_("defender"), side=_("Allied"), result="D"
    )
    assert _("Loser: {hits} hit(s), {disordered} unit(s) disordered without a hit.").split("{")[
        0
    ] in page.effects_label.cget("text")
    # the log keeps its English sentence whatever the language shown
    assert panel.session.log.entries[-1].result.startswith(
        "The defender (Allied) loses the close combat: D"
    )
    units = panel.units
    panel.show_page(units)
    panel.session.act(
        {
            "kind": "status",
            "unit": "F1 C",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    tk_root.update()
    assert units.status_of("F1 C") == _("disordered") != "disordered"
    assert units.battalions.cget("text").startswith(_("Hits beneath the Flags: {hits}")[:8])


def test_a_choice_shows_the_word_in_french_and_gives_the_action_its_english_value(panel, tk_root):
    form = panel.setup.unit
    form.set("side", "Allied")
    form.set("type", "cavalry")
    tk_root.update()
    assert form.widgets["side"].get() == _("Allied") != "Allied"
    assert form.widgets["type"].get() == _("cavalry") != "cavalry"
    assert (form.get("side"), form.get("type")) == ("Allied", "cavalry")
    assert _("French") in form.widgets["side"].cget("values")
