"""The card game's Hint command (issue 35): a Game menu under the panel's title, and Ctrl+H.

A hint is the expert bot's move for the player to move, with its estimated score, worked out
from what that player may see only (games/cardgame/hint.py) and logged as a `hint` action, so
a newcomer learns the game and a referee sees where a hint was taken. Solo, the player may
always ask on their own move; with two players at one screen only when both agreed in the
new-game options (Hints with two players: on), and only once the player to move is at the
screen (the hand-over confirmed).
"""

from __future__ import annotations

import tkinter as tk
import weakref
from tkinter import ttk
from typing import TYPE_CHECKING, Protocol

from tabletop.core.i18n import _, tr
from tabletop.games.cardgame.actions import Hint
from tabletop.games.cardgame.words import hint_words
from tabletop.session.hints import hint_action, hint_refusal

if TYPE_CHECKING:
    from tabletop.games.cardgame import Side
    from tabletop.gui.panels.cardgame.setup import Players
    from tabletop.gui.shell import Shell
    from tabletop.gui.widgets.actor import Actor
    from tabletop.gui.widgets.legal import LegalControls
    from tabletop.session.session import Session


class Panel(Protocol):
    """What the hint reads of its card-game panel (the panel's package imports this module,
    so it is named by its parts, not imported)."""

    session: Session
    players: Players
    viewer: Side | None
    app: Shell
    actor: Actor
    controls: LegalControls
    hint_says: ttk.Label


KEY = "<Control-h>"
"""The Hint command's key (also Ctrl+Shift+H)."""
_PANELS: weakref.WeakSet[HintMenu] = weakref.WeakSet()
"""Every card-game panel's hint menu alive: Ctrl+H goes to the one on screen."""
MARK = "_cardgame_hint_key"
"""Set on a window once Ctrl+H is bound there."""


class HintMenu:
    """The Game menu under the panel's title, holding Hint (Ctrl+H), and the hint shown."""

    def __init__(self, master: tk.Misc, panel: Panel) -> None:
        self.panel = panel
        self.button = ttk.Menubutton(master, text=_("Game"))
        self.menu = tk.Menu(self.button, tearoff=False)
        self.menu.add_command(label=_("Hint"), accelerator="Ctrl+H", command=self.hint)
        self.button.configure(menu=self.menu)
        self.shown_at = -1
        """The log's length once the hint shown was logged (-1: none shown)."""
        _PANELS.add(self)
        root = master.winfo_toplevel()
        if not getattr(root, MARK, False):
            setattr(root, MARK, True)
            for key in (KEY, "<Control-H>"):
                master.bind_all(key, _on_key, add="+")

    def closed(self) -> str:
        """Why no hint may be asked now ("" when one may): the session's reason, as the shell
        gives it (the battle is over, hints off with two players, the bot is moving:
        `session.hints`), or the screen's (the player to move not yet at the screen)."""
        panel = self.panel
        why = hint_refusal(panel.session)
        if why:
            return tr(why)
        if not panel.players.solo and panel.viewer is not panel.session.state.to_move:
            return _("A hint is shown once the player to move is at the screen.")
        return ""

    def refresh(self) -> None:
        """Enable Hint as the game allows it now; put away a hint the game has moved past."""
        self.button.configure(text=_("Game"))
        self.menu.entryconfigure(0, label=_("Hint"))
        self.menu.entryconfigure(0, state="disabled" if self.closed() else "normal")
        if self.shown_at != len(self.panel.session.log):
            self.panel.hint_says.pack_forget()
            self.shown_at = -1

    def hint(self) -> None:
        """Ask the expert for the move of the player to move, log it, and show it."""
        panel = self.panel
        why = self.closed()
        if why:
            panel.app.notify(why, error=True)
            return
        session = panel.session
        action = hint_action(session)  # as `tabletop act FILE hint` works it out and logs it
        assert isinstance(action, Hint)
        if panel.actor.act(action) is None:
            return
        self.shown_at = len(session.log)
        panel.hint_says.configure(text=tr(hint_words(action.move, action.score)))
        panel.hint_says.pack(fill="x")


def _on_key(event: tk.Event) -> str | None:
    """Ctrl+H: the hint of the card-game panel on screen, if any."""
    for menu in list(_PANELS):
        try:
            if menu.button.winfo_exists() and menu.button.winfo_viewable():
                menu.hint()
                return "break"
        except tk.TclError:
            continue
    return None
