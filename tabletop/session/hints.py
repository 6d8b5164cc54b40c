"""A hint for the player to move (the card game's expert advice), the same from the window's
Hint command and from the shell (`tabletop act FILE hint`): refused for the same reasons,
worked out with a copy of the session's dice (asking changes no later roll), and logged as the
game's hint action, so a save shows the same entry whichever face asked."""

from __future__ import annotations

from tabletop.core.data import using
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.actions import GameAction
from tabletop.session.session import Session
from tabletop.session.solo import mover


def hint_refusal(session: Session) -> str | None:
    """Why the player to move may not ask for a hint now, as a sentence; None when they may:
    the game gives none, its own reason (the game is over, hints off with two players), or,
    in a solo game, the bot is to move."""
    hints = session.game.hints
    if hints is None:
        return say("this game gives no hints.")
    with using(session.printed):
        why = hints.refusal(session.state, session.options)
    if why:
        return why
    bot = session.game.bot_side(session.options)
    if bot and mover(session) == bot:
        return say("A hint is for your own move: the bot is moving.")
    return None


def hint_action(session: Session) -> GameAction:
    """The hint for the player to move, as the action to log (RuleError with
    `hint_refusal`'s sentence when none may be asked)."""
    why = hint_refusal(session)
    hints = session.game.hints
    if why or hints is None:
        raise RuleError(why or say("this game gives no hints."))
    with using(session.printed):
        return session.game.action(hints.advise(session.state, session.options, session.dice))
