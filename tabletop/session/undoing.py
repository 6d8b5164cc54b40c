"""Undo and redo as the window's Undo and Redo buttons do them, for the window and for
`tabletop act FILE undo|redo` alike (DESIGN.md principle 7: one path for both faces).

A step that showed a hidden card or marker, or handed the move to the other side, is a
barrier undo never crosses (principle 8: undo never brings hidden information back into
view). In a solo game against a bot, undo goes back to the human's own last move, taking the
bot's replies with it, and redo replays that move and the bot's replies after it.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.history import History
from tabletop.core.i18n import N_, _
from tabletop.session.session import Session

CANNOT_UNDO = N_(
    "showed a hidden card or marker, or was the other side's move: it cannot be undone."
)
"""Why a step may not be undone, after the step's name (the Undo button's refusal too);
shown translated (`_()`)."""


def _human(session: Session) -> str:
    """The human's side in a solo game against a bot ("" in any other game)."""
    bot = session.game.bot_side(session.options)
    if not bot:
        return ""
    sides = [str(s) for s in session.game.sides if str(s) != bot]
    return sides[0] if len(sides) == 1 else ""


def _moves(state: Any, side: str) -> bool:
    """Whether `side` (as the log names it) is to move in `state`."""
    return str(getattr(state, "to_move", "")).casefold() == side.casefold()


def steps_back(history: History[Any], human: str) -> int:
    """How many steps undo goes back to reach the human's own last move in a solo game:
    the state where the human was to move; 0 when a barrier (a draw, a bot's move, a
    hand-over) or the start of the game is in the way."""
    steps = 0
    while history.can_undo:
        history, steps = history.undo(), steps + 1
        if _moves(history.present.state, human):
            return steps
    return 0


def steps_forward(history: History[Any], human: str) -> int:
    """How many steps redo replays: the human's move and the bot's replies, up to the
    human's next move or the end of the game."""
    steps = 0
    while history.can_redo:
        history, steps = history.redo(), steps + 1
        state = history.present.state
        if _moves(state, human) or getattr(state, "result", None) is not None:
            break
    return steps


def undo_refusal(session: Session) -> str:
    """Why the player may not undo now, in a sentence; "" when they may."""
    history = session.history
    human = _human(session)
    if human and history.past:
        if steps_back(history, human):
            return ""
        return _(
            "Your last move cannot be undone: cards were drawn or the bot has "
            "moved since, and undo never shows a hidden card again."
        )
    if history.can_undo:
        return ""
    if history.past:
        return _("The last step {why}").format(why=_(CANNOT_UNDO))
    return _("Nothing to undo yet.")


def redo_refusal(session: Session) -> str:
    """Why the player may not redo now, in a sentence; "" when they may."""
    return "" if session.history.can_redo else _("Nothing undone to redo.")


def undo(session: Session) -> int:
    """Undo as the Undo button does; how many steps went back (0: none, see
    `undo_refusal`)."""
    if undo_refusal(session):
        return 0
    human = _human(session)
    steps = steps_back(session.history, human) if human else 1
    for _step in range(steps):
        session.undo()
    return steps


def redo(session: Session) -> int:
    """Redo as the Redo button does; how many steps were replayed (0: none)."""
    human = _human(session)
    steps = steps_forward(session.history, human) if human else int(session.history.can_redo)
    for _step in range(steps):
        session.redo()
    return steps
