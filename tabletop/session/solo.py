"""The bot's move in a solo game, made through the session as the window's bot makes it:
chosen with a copy of the session's dice, sent with its level and its reason, logged under
the bot's side with the reason as the undo label (`tabletop act FILE bot`)."""

from __future__ import annotations

from tabletop.core.data import using
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import Event
from tabletop.session.session import Session


def play_bot(session: Session) -> tuple[str, tuple[Event, ...]]:
    """Make the bot's move now; its reason and the events. RuleError (one sentence, nothing
    changed) when no bot plays this game or it is not the bot's to move."""
    side = session.game.bot_side(session.options)
    if not side:
        raise RuleError(say("no bot plays this game: it was not started solo against one."))
    with using(session.printed):
        move = session.game.bot_move(session.state, session.options, session.dice)
        mover = str(session.game.side_of(session.state, {}) or "")
    if move is None:
        why = (
            say("it is the {mover} player's move", mover=term(mover))
            if mover != side
            else say("the game is over")
        )
        raise RuleError(
            say("the bot, playing {side}, has no move now: {why}.", side=term(side), why=why)
        )
    action, reason = move
    events = session.act(action, side=side, label=reason.rstrip("."))
    return reason, events
