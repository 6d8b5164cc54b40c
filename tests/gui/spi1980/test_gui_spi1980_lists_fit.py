"""The Combat page's two lists of units and the Rally page's table on a 1280x800 laptop, in
French with the text two steps larger (issue 33 item 2): every line is shown whole or
shortened with "…", and the pointer on a shortened line shows it whole. Before, "maintenant
1" was cut off the end of a line with nothing to say so, and the rally table's last column
ran off the page."""

from __future__ import annotations

import shutil
from tkinter import font as tkfont
from typing import Any

import checkout_paths
import pytest
from fit_support import clipped, on_screen_of
from spi_saves_support import act, build_pending

from tabletop.core import i18n
from tabletop.gui.panels.spi1980.unit_labels import unit_label
from tabletop.gui.widgets.textfit import ELLIPSIS

pytestmark = pytest.mark.gui


def _room(listbox: Any) -> int:
    inner = int(listbox.cget("borderwidth")) + int(listbox.cget("highlightthickness"))
    return int(listbox.winfo_width()) - 2 * inner


def laptop_in_french(tk_root: Any, monkeypatch: Any) -> Any:
    """The window on a 1280x800 laptop, in French, the text two steps larger."""
    from tabletop.gui import settings
    from tabletop.gui.app import App

    monkeypatch.setenv(i18n.ENVIRONMENT, "fr")
    i18n.set_language("fr")
    settings.store(settings.Settings(text_size=2))
    app = App(tk_root)
    on_screen_of(tk_root, (1280, 800))
    return app


def test_each_unit_line_is_whole_or_ends_in_an_ellipsis_with_its_whole_text_under_the_pointer(
    tk_root, tmp_path, monkeypatch
):
    """Every line of both lists fits the list's width, any line that does not is shortened
    with an ellipsis, and hovering it shows the unit's whole line."""
    app = laptop_in_french(tk_root, monkeypatch)
    copy = tmp_path / "spi.toml"
    shutil.copy(checkout_paths.SAVES / "spi1980-turn3-after-combat.toml", copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    tab.panel.show_page(tab.panel.combat)
    for _ in range(3):
        tk_root.update()
    page = tab.panel.combat
    state = tab.session.state
    shortened = 0
    for unit_list in (page.attackers, page.defenders):
        box = unit_list.listbox
        font = tkfont.Font(box, font=box.cget("font"))
        lines = list(box.get(0, "end"))
        assert lines, "the list is empty"
        for index, line in enumerate(lines):
            whole = unit_label(state.unit(unit_list.ids[index]))
            assert font.measure(line) <= _room(box), f"{line!r} is cut off"
            if line == whole:
                continue
            shortened += 1
            assert line.endswith(ELLIPSIS) and whole.startswith(line[:-1].rstrip()), line
            box.see(index)
            tk_root.update()
            _, y, _, height = box.bbox(index)
            box.event_generate("<Motion>", x=4, y=y + height // 2)
            tk_root.update()
            assert unit_list.tooltip.text == whole
        box.event_generate("<Leave>")
    # French at text +2 on a laptop: some lines are too long for the list (the case reported).
    assert shortened


def test_the_rally_table_of_two_disrupted_units_cuts_nothing(tk_root, tmp_path, monkeypatch):
    """The French Rally Phase with two units of a corps to rally: the table's headings, its
    terrain and its friends-near choices stay on the page, whole."""
    app = laptop_in_french(tk_root, monkeypatch)
    session = build_pending(tmp_path / "rally.toml")
    act(session, {"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    act(session, {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}})
    act(session, {"kind": "set_disrupted", "unit": "valhubert", "disrupted": True, "reason": "vu"})
    act(session, {"kind": "next_phase"})
    tab = app.open_path(session.save())
    assert tab is not None, app.status.get()
    tab.panel.show_page(tab.panel.rally)
    for _ in range(3):
        tk_root.update()
    page = tab.panel.rally
    assert len(page.rows["V"]) == 2
    assert not clipped(page.table), clipped(page.table)
    right = page.table.winfo_rootx() + page.table.winfo_width()
    room = page.box.winfo_rootx() + page.box.winfo_width()
    assert right <= room, f"the table runs {right - room} px past its frame"
