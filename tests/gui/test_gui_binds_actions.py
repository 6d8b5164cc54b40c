"""The window binds its controls to the game's typed actions (issue 32 item 4, DESIGN 3).

No panel or widget builds an action as a `{"kind": ...}` dict, and none reaches into a rule
module for a private name: what a control does is the game's action class, and what is
allowed is the engine's answer.
"""

from __future__ import annotations

import ast
from pathlib import Path

import tabletop.gui

GUI = Path(tabletop.gui.__file__).parent


def _sources() -> list[tuple[Path, ast.Module]]:
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted(GUI.rglob("*.py"))]


def test_no_panel_builds_an_action_as_a_dict() -> None:
    found = []
    for path, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "kind" for k in node.keys
            ):
                found.append(f"{path.relative_to(GUI)}:{node.lineno}")
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "dict"
                and any(k.arg == "kind" for k in node.keywords)
            ):
                found.append(f"{path.relative_to(GUI)}:{node.lineno}")
    assert found == []


def test_no_panel_imports_a_rule_modules_private_name() -> None:
    found = []
    for path, tree in _sources():
        games = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                "tabletop.games"
            ):
                for alias in node.names:
                    if alias.name.startswith("_"):
                        found.append(f"{path.relative_to(GUI)}:{node.lineno} {alias.name}")
                    games.add(alias.asname or alias.name)
            if isinstance(node, ast.Import):
                games |= {
                    a.asname or a.name for a in node.names if a.name.startswith("tabletop.games")
                }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name)
                and node.value.id in games
            ):
                found.append(f"{path.relative_to(GUI)}:{node.lineno} {node.value.id}.{node.attr}")
    assert found == []
