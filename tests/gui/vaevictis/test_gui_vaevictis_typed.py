"""The Vae Victis panel speaks the game's typed actions (issue 32 item 4): no dict with a
"kind" key and no rule module's private name under its package, so a field renamed in the
rules is caught by the type checker, not by a player's click."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

import tabletop.gui.panels.vaevictis as panel

PANEL = Path(panel.__file__).parent


def test_no_page_builds_an_action_as_a_dict_or_imports_a_private_rule_name() -> None:
    """85 `{"kind": ...}` dicts across the panels bypassed the action's schema until the
    session read them; these pages build `Fire(...)`, `Lose(...)` and apply them."""
    found = []
    for path in sorted(PANEL.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "kind" for k in node.keys
            ):
                found.append(f"{path.name}:{node.lineno} dict with 'kind'")
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "tabletop.games"
            ):
                found += [
                    f"{path.name}:{node.lineno} {a.name}"
                    for a in node.names
                    if a.name.startswith("_")
                ]
    assert found == []


@pytest.mark.gui
def test_the_random_finish_is_logged_for_the_player_chosen_to_roll(app: Any, tk_root: Any) -> None:
    """[5.3] "one of the players rolls 1D6": the window logged the roll for no side; the
    finish box names the player whose sequence ends the turn, and the one chosen is booked."""
    from test_gui_vaevictis import enter_army, new_tab, start_play, typed
    from vaevictis_support import advance_to

    tab = new_tab(app, tk_root)
    enter_army(tab.panel, tk_root)
    start_play(tab.panel, tk_root)
    advance_to(tab.session, 7, 2, 7)
    tab.panel.turn.next_button.invoke()
    tk_root.update()
    strip = tab.panel.turn
    assert strip.finish_roller.get() == "Coalition"  # the French went first
    strip.finish_roller.set("French")
    typed(strip.finish_roll, "2")
    tk_root.update()
    entry = [e for e in tab.session.log.entries if e.what == "vaevictis/random-finish"][-1]
    assert (entry.side, entry.natural, tab.session.state.turn) == ("French", 2, 8)
