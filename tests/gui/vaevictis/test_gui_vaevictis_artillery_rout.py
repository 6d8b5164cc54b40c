"""The VV4 artillery rout from the Units page: the enemy-ZOC box decides [VV4 14.2]."""

from __future__ import annotations

from typing import Any

import pytest
from test_gui_vaevictis import click_to, enter_army, fill, new_tab, start_play

pytestmark = pytest.mark.gui


def _battery_chosen(app: Any, tk_root: Any) -> tuple[Any, Any]:
    """A game with VV4 artillery rout under way, a Coalition foot battery chosen on the
    Units page: (tab, units page)."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    tab.session.act({"kind": "set_options", "options": ["vv4_artillery_rout"]})
    enter_army(panel, tk_root)
    units = panel.units
    fill(
        units.new,
        {
            "unit": "bat",
            "name": "Battery",
            "side": "Coalition",
            "arm": "foot-artillery",
            "boxes": "6,5",
            "division": "",
        },
    )
    units.add_button.invoke()
    start_play(panel, tk_root)
    units.unit_box.set("bat (Battery, morale 6)")
    return tab, units


def test_a_battery_routed_with_the_enemy_zoc_box_ticked_is_eliminated(
    app: Any, tk_root: Any
) -> None:
    """With VV4 artillery rout, a battery routing in an enemy ZOC stayed on the map: the
    window had no way to say it was in a ZOC."""
    tab, units = _battery_chosen(app, tk_root)
    units.zoc_check.invoke()
    units.correction_entry.insert(0, "seen on the map")
    units.buttons["rout"].invoke()
    tk_root.update()
    assert tab.session.state.unit("bat").status == "eliminated"
    assert str(units.error_label.cget("text")) == ""


def test_a_printed_rout_applied_with_the_enemy_zoc_box_ticked_eliminates_the_battery(
    app: Any, tk_root: Any
) -> None:
    """An R read off the board and applied from the Units page routed a VV4 battery 2 hexes
    even with the enemy-ZOC box ticked: the box only reached the Rout button."""
    tab, units = _battery_chosen(app, tk_root)
    click_to(tab.panel, tk_root, 6)  # the French fire at the battery [5.2] 7
    units.unit_box.set("bat (Battery, morale 6)")
    units.zoc_check.invoke()
    units.result_entry.insert(0, "R")
    units.result_button.invoke()
    tk_root.update()
    assert tab.session.state.unit("bat").status == "eliminated"
    assert str(units.error_label.cget("text")) == ""
