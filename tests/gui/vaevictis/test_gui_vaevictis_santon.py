"""The Santon battery's second fire from the Fire & combat page [17]."""

from __future__ import annotations

from typing import Any

import pytest
from test_gui_vaevictis import click_to, enter_army, fill, new_tab, start_play, typed
from vaevictis_support import FIRE

from tabletop.core import data
from tabletop.core.overrides import save_table

pytestmark = pytest.mark.gui


def test_the_santon_batterys_second_fire_is_ticked_on_the_fire_form(app: Any, tk_root: Any) -> None:
    """The Fire form had no way to say a fire was the Santon battery's second at the same
    target; under option santon_target_tests_once the target then tests only once [17]."""
    data.load_board.cache_clear()
    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    try:
        tab = new_tab(app, tk_root, santon_target_tests_once=True)
        panel = tab.panel
        enter_army(panel, tk_root)
        tab.session.act(
            {
                "kind": "add_unit",
                "unit": "guns",
                "name": "Santon battery",
                "side": "French",
                "arm": "foot-artillery",
                "boxes": [8, 7],
                "santon": True,
            }
        )
        start_play(panel, tk_root)
        click_to(panel, tk_root, 6)  # the French Offensive Fire Phase [5.2] 7
        combat = panel.combat
        combat.target_box.set("arkh (Arkhangelgorod, Coalition)")
        combat.firer_box.set("guns (Santon battery, French)")  # its first fire names it [17]
        fill({"f": combat.fire_values[0], "p": combat.fire_values[1]}, {"f": "1", "p": "2"})
        combat.refresh_odds()
        typed(combat.fire_box, "1")  # factor -1, a 1: no effect
        tk_root.update()
        fill({"f": combat.fire_values[0], "p": combat.fire_values[1]}, {"f": "5", "p": "2"})
        combat.santon_check.invoke()
        combat.refresh_odds()
        typed(combat.fire_box, "1")  # factor 3, a 1: Test
        tk_root.update()
        entries = tab.session.log.entries
        fired = [e for e in entries if e.what == "fire"][-1]
        assert fired.inputs["santon_second"] is True
        assert "the target tests for losses only once" in fired.result
        assert "vaevictis/morale-test" not in [e.what for e in entries]
        assert str(combat.fire_box.error_label.cget("text")) == ""
    finally:
        data.load_board.cache_clear()
