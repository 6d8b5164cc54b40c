"""Starting a game as a player does: the start page's New button, then the dialog's."""

from __future__ import annotations

from typing import Any


def new_from_start_page(app: Any, tk_root: Any, game: str) -> Any:
    """Click New for `game` on the start page and New game in its dialog (a game with no
    option opens no dialog); the new tab."""
    from tabletop.gui.newgame import asks_nothing, showing

    app.start.new_buttons[game].invoke()
    tk_root.update()
    if asks_nothing(game):  # nothing to choose: New started it
        assert showing(tk_root) is None
        return app.current_tab()
    dialog = showing(tk_root)
    assert dialog is not None, f"no new-game dialog for {game}"
    dialog.new_button.invoke()
    tk_root.update()
    return app.current_tab()
