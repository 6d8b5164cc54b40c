"""The Vae Victis panel read in French: the forms take the drop-downs' French words (a side,
an arm, a reason) and send the engine its own values; the loss records, the turn strip and
the score read in French, with the game's own terms."""

from __future__ import annotations

from typing import Any

import pytest
from test_gui_vaevictis import click_to, fill, new_tab, record_text, typed

from tabletop.core import i18n
from tabletop.core.i18n import _

pytestmark = pytest.mark.gui


def test_a_game_through_the_window_in_french(app: Any, tk_root: Any) -> None:
    i18n.set_language("fr")
    tab = new_tab(app, tk_root)
    panel = tab.panel
    assert str(panel.turn.next_button.cget("text")) == _("Next phase ▶") != "Next phase ▶"
    leaders = panel.leaders
    fill(leaders.new, {"leader": "lannes", "name": "Lannes", "side": "Français", "rank": "corps"})
    leaders.add_button.invoke()
    units = panel.units
    for unit, name, side in (
        ("17e", "17e Ligne", "Français"),
        ("arkh", "Arkhangelgorod", "Coalition"),
    ):
        fill(
            units.new,
            {"unit": unit, "name": name, "side": side, "arm": _("infantry"), "boxes": "8,7,6"},
        )
        units.add_button.invoke()
    tk_root.update()
    state = tab.session.state
    assert [(u.side, u.arm) for u in state.units] == [
        ("French", "infantry"),
        ("Coalition", "infantry"),
    ]
    assert state.leaders[0].side == "French"
    assert record_text(panel, "17e") == (_("morale {morale}").format(morale=8), "")

    typed(panel.turn.first_roll, "5 2")
    tk_root.update()
    panel.turn.choose_buttons["French"].invoke()
    tk_root.update()
    assert _("Turn {turn}, sequence {sequence}: {side} active").format(
        turn=1, sequence=1, side=_("French")
    ) == str(panel.turn.sequence_label.cget("text"))

    click_to(panel, tk_root, 7)  # the Close Combat Phase: a test from combat [5.2] 8
    units.unit_box.set(units.unit_box.cget("values")[-1])  # arkh
    units.reason.set(_("combat"))
    units.refresh_odds()
    assert units.test_box.bars.shown
    typed(units.test_box, "12")  # fails: a failed combat test routs [5.2]
    tk_root.update()
    assert record_text(panel, "arkh")[1] == _("ROUT") == "DÉROUTE"
    entry = tab.session.log.entries[-2]
    assert entry.what == "morale_test" and entry.inputs["reason"] == "combat"
    assert "PV" in str(panel.vp_labels["French"].cget("text"))
    victory = panel.victory
    victory.refresh()
    assert "PV" in str(victory.totals["French"].cget("text"))
    assert _("DISORDER") == "DÉSORDRE"
