"""The bot's turn in a solo game: its moves one at a time, each with a one-line reason (how
far undo and redo step, to the human's own moves, is `session/undoing.py`'s, for the window
and `tabletop act FILE undo` alike).

Each move waits `BOT_DELAY_MS` so a player can follow it (tests set 0) and is made by
`session.solo.play_bot`, the one path `tabletop act FILE bot` takes too: chosen with a copy
of the session's dice and sent through `Session.act` carrying the bot's level and reason,
where the game's session apply chooses again with the real dice (so they advance as the bot
used them, and a replay makes the same choice), and the log keeps the reason.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _
from tabletop.games.cardgame import Side
from tabletop.session.session import Session
from tabletop.session.solo import play_bot


class BotRunner:
    """Plays the bot's side whenever the game waits for it."""

    BOT_DELAY_MS = 700
    """Pause before each bot move, so the player sees one move at a time."""

    def __init__(
        self,
        widget: tk.Misc,
        session: Session,
        side: Side,
        level: str,
        say: Callable[[str], None],
        fail: Callable[[str], None],
    ) -> None:
        self.widget = widget
        self.session = session
        self.side = side
        self.level = level
        self.say = say
        self.fail = fail
        self.paused = False
        self._job: str | None = None

    def due(self) -> bool:
        """True when the game waits for the bot."""
        state = self.session.state
        return not self.paused and state.result is None and state.to_move is self.side

    @property
    def pending(self) -> bool:
        """True while a bot move is scheduled."""
        return self._job is not None

    def poke(self) -> None:
        """Schedule the bot's next move if it is the bot's turn and none is waiting."""
        if self._job is None and self.due():
            self._job = self.widget.after(self.BOT_DELAY_MS, self._move)

    def cancel(self) -> None:
        """Drop a scheduled move (undo, a closed tab)."""
        if self._job is not None:
            try:
                self.widget.after_cancel(self._job)
            except tk.TclError:
                pass  # the widget is already gone, and the job with it
            self._job = None

    def _move(self) -> None:
        self._job = None
        if not self.due():
            return
        try:
            reason, _events = play_bot(self.session)
        except TabletopError as exc:
            self.fail(_("The bot could not move: {error}").format(error=exc))
            return
        self.say(reason)
