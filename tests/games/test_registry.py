"""One registry: every listed game has rules, data, a panel and an example save that loads."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from checkout_paths import CHECKOUT, SAVES

from tabletop.core.data import data_dir
from tabletop.games import GAMES, find_game, find_listing
from tabletop.session.saves import read_session


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_listed_game_has_rules_actions_and_a_panel(game_id: str) -> None:
    """A misspelt rules or panel module would only fail when a player opens that game."""
    listing = find_listing(game_id)
    game = find_game(game_id)
    assert game.id == game_id and game.title == listing.title
    assert game.actions, f"{game_id} declares no action kinds"
    panel = importlib.import_module(listing.panel)
    from tabletop.gui.panel import GamePanel

    assert issubclass(panel.Panel, GamePanel)
    if listing.board:
        assert (data_dir("boards") / f"{listing.board}.toml").is_file()
    if listing.deck:
        assert (data_dir("cards") / f"{listing.deck}.toml").is_file()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_listed_game_has_an_example_save_that_loads(game_id: str) -> None:
    """A game with no example save has no proof that its saves reopen."""
    saves = sorted(SAVES.glob(f"{game_id}-*.toml"))
    assert saves, f"saves/ holds no example session of {game_id}"
    for path in saves:
        session = read_session(path, autosave=False)
        assert session.game.id == game_id


@pytest.mark.parametrize("game_id", list(GAMES))
def test_legal_actions_name_only_declared_kinds(game_id: str) -> None:
    """A panel enabling a button for a kind the rules do not know would crash on the click."""
    from tabletop.session import Session

    session = Session.new(game_id, seed=5, autosave=False)
    legal = session.legal_actions()
    assert {entry.kind for entry in legal} <= set(session.game.actions)
    for entry in legal:
        assert entry.open or entry.why, f"{entry.kind} is closed without a reason"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


LAYERS = {
    "core": ("tabletop.games", "tabletop.session", "tabletop.gui", "tabletop.commands", "tkinter"),
    "games": ("tabletop.session", "tabletop.gui", "tabletop.commands", "tkinter"),
    "session": ("tabletop.gui", "tabletop.commands", "tkinter"),
}


@pytest.mark.parametrize("layer", list(LAYERS))
def test_each_layer_imports_only_the_floors_below_it(layer: str) -> None:
    """core must not lean on games, nor games on sessions or windows (DESIGN.md layout):
    otherwise the rules could not be tested or run without a window."""
    wrong = []
    for path in sorted((CHECKOUT / "tabletop" / layer).rglob("*.py")):
        for module in _imports(path):
            if any(module == f or module.startswith(f + ".") for f in LAYERS[layer]):
                wrong.append(f"{path.relative_to(CHECKOUT)} imports {module}")
    assert wrong == []
