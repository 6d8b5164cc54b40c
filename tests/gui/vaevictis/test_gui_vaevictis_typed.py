"""The Vae Victis panel speaks the game's typed actions (issue 32 item 4): no dict with a
"kind" key and no rule module's private name under its package, so a field renamed in the
rules is caught by the type checker, not by a player's click."""

from __future__ import annotations

import ast
from pathlib import Path

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
