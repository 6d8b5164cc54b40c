"""The window's modules import each other in one direction only: the application is built on
its pages, never imported by them, and a game's panel sees the window through `Shell`.

A circle of imports is what let a panel reach into the menus and the notebook, and what a
lazy import inside a function hides until a page fails to open; every import counts here,
those under `if TYPE_CHECKING:` and inside functions included.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import tabletop.gui

GUI = Path(tabletop.gui.__file__).parent
PACKAGE = "tabletop.gui"


def _module_name(path: Path) -> str:
    parts = path.relative_to(GUI.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(GUI.rglob("*.py"))}


def _imported(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules of `tabletop.gui` that the module imports anywhere in its text."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {target for target in found if target in modules and target != name}


@cache
def _graph() -> dict[str, set[str]]:
    """Each module of the window, with those of the window it imports (read once)."""
    modules = _modules()
    return {name: _imported(name, path, modules) for name, path in modules.items()}


def _circle(graph: dict[str, set[str]]) -> list[str]:
    """One circle of imports, as the modules met going round it; [] when there is none."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(name: str) -> list[str]:
        path.append(name)
        on_path.add(name)
        for target in sorted(graph[name]):
            if target in on_path:
                return [*path[path.index(target) :], target]
            if target not in done:
                found = visit(target)
                if found:
                    return found
        path.pop()
        on_path.discard(name)
        done.add(name)
        return []

    for name in sorted(graph):
        if name not in done:
            found = visit(name)
            if found:
                return found
    return []


def test_the_graph_is_read_from_every_module_of_the_window():
    graph = _graph()
    assert "tabletop.gui.panels.cardgame" in graph
    assert "tabletop.gui.shell" in graph["tabletop.gui.panel"]
    assert "tabletop.gui.menus" in graph["tabletop.gui.app"]
    assert "tabletop.gui.session_tab" in graph["tabletop.gui.app"]  # imported inside a method


def test_no_module_of_the_window_imports_another_in_a_circle():
    circle = _circle(_graph())
    assert not circle, "a circle of imports: " + " -> ".join(circle)


def test_no_panel_or_widget_imports_the_application():
    reaching = sorted(
        name
        for name, targets in _graph().items()
        if name.startswith((f"{PACKAGE}.panels", f"{PACKAGE}.widgets", f"{PACKAGE}.panel"))
        and f"{PACKAGE}.app" in targets
    )
    assert reaching == [], f"import tabletop.gui.app for its type (use gui/shell.py): {reaching}"


def test_only_the_launcher_builds_the_application():
    importers = sorted(name for name, targets in _graph().items() if f"{PACKAGE}.app" in targets)
    assert importers == [f"{PACKAGE}.launch"]


def test_a_circle_is_found_when_there_is_one():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circle(graph) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) == []
