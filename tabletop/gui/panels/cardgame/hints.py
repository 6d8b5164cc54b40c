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

from tabletop.core.i18n import _, number, tr
from tabletop.games.cardgame.actions import Hint, typed
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.choosing import advise
from tabletop.games.cardgame.expert import budget_of
from tabletop.games.cardgame.hint import decode, hints_allowed

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
        """Why no hint may be asked now ("" when one may): the rules' reason (the battle is
        over), else the session's (hints off with two players) or the screen's (the bot is
        moving, the player to move not yet at the screen)."""
        panel = self.panel
        session = panel.session
        state = session.state
        ruled = panel.controls.reason(Hint.KIND)
        if ruled:
            return ruled
        if not hints_allowed(session.options):
            return _(
                "Hints are off in this two-player game: both players turn them on in the "
                "new-game options (Hints with two players)."
            )
        if panel.players.solo and state.to_move is not panel.players.human:
            return _("A hint is for your own move: the bot is moving.")
        if not panel.players.solo and panel.viewer is not state.to_move:
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
        action = typed(advise(session.state, session.dice, budget_ms=budget_of(session.options)))
        assert isinstance(action, Hint)
        if panel.actor.act(action, label=_("Hint")) is None:
            return
        self.shown_at = len(session.log)
        panel.hint_says.configure(text=hint_words(action.move, action.score))
        panel.hint_says.pack(fill="x")


def hint_words(move_text: str, score: int) -> str:
    """A logged hint in words: the move (naming the card a Reserve would take, the asker's
    own choice) and its estimated score."""
    move = decode(move_text)
    if move is None:
        return ""
    words = tr(describe(move))
    target = move.get("target")
    cards = card_index()
    if target in cards and cards[str(move["card"])].type is CardType.RESERVE:
        words = _("{move}, taking {card}").format(move=words, card=cards[str(target)].name)
    return _("Hint: {move} (estimated score {score}; win 1, draw 1/2).").format(
        move=words, score=number(score / 100, 2)
    )


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
