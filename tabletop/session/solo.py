"""The bot's move in a solo game, made through the session as the window's bot makes it:
chosen with a copy of the session's dice, sent with its level and its reason, logged under
the bot's side with the reason as the undo label (`tabletop act FILE bot`)."""

from __future__ import annotations

from tabletop.core.data import using
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import Event, Legal
from tabletop.session.session import Session


def play_bot(session: Session) -> tuple[str, tuple[Event, ...]]:
    """Make the bot's move now; its reason and the events. RuleError (one sentence, nothing
    changed) when no bot plays this game or it is not the bot's to move."""
    side = session.game.bot_side(session.options)
    if not side:
        raise RuleError(say("no bot plays this game: it was not started solo against one."))
    with using(session.printed):
        move = session.game.bot_move(session.state, session.options, session.dice)
    waits = mover(session)
    if move is None:
        why = (
            say("it is the {mover} player's move", mover=term(waits))
            if waits and waits != side
            else say("the game is over")
        )
        raise RuleError(
            say("the bot, playing {side}, has no move now: {why}.", side=term(side), why=why)
        )
    action, reason = move
    events = session.act(action, side=side, label=reason.rstrip("."))
    return reason, events


def mover(session: Session) -> str:
    """The side the game waits for: the one that takes the actions open now, as the game's
    sequence of play names it ("" when none is open)."""
    with using(session.printed):
        for item in session.legal_actions():
            side = str(session.game.side_of(session.state, {"kind": item.kind}) or "")
            if item.open and side:
                return side
    return ""


def listed(session: Session, side: str = "") -> tuple[Legal, ...]:
    """What `act FILE --list` shows: the session's legal actions, except that on the bot's
    turn in a solo game none is offered to a player (each open one is closed, saying the bot
    moves; its moves, which name the bot's hidden cards, are not listed)."""
    legal = session.legal_actions(side)
    hints = session.game.hints
    if hints is not None:
        # Hints off with two players, or the game over: the hint is closed with the
        # sentence `act FILE hint` refuses it with.
        with using(session.printed):
            why = hints.refusal(session.state, session.options)
        if why:
            legal = tuple(
                Legal(item.kind, False, why) if item.kind == hints.kind and item.open else item
                for item in legal
            )
    bot = session.game.bot_side(session.options)
    if not bot:
        return legal
    if mover(session) != bot:
        return legal
    why = say(
        "{bot} is played by the bot in this solo game: tabletop act FILE bot makes its move.",
        bot=term(bot),
    )
    return tuple(Legal(item.kind, False, why) if item.open else item for item in legal)
