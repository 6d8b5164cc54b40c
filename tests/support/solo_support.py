"""A solo card game played from the engine, as a player and the bot would play it, for the
tests of the bot's words (its reasons in the reader's language)."""

from __future__ import annotations

from pathlib import Path

from tabletop.core.dice import Dice
from tabletop.games.cardgame import Side, choose
from tabletop.session.session import Session
from tabletop.session.solo import play_bot


def solo(path: Path, *, to_end: bool) -> Session:
    """A solo game against the greedy bot (the Coalition), Napoleon played greedily too:
    up to the bot's first move, or to the end of the battle."""
    session = Session.new(
        "cardgame",
        seed=3,
        path=path,
        options={"players": "solo", "bot": "greedy", "human": "napoleon"},
    )
    dice = Dice(3)
    while session.state.result is None:
        if session.state.to_move is Side.COALITION:
            play_bot(session)
            if not to_end:
                break
        else:
            move, _reason = choose(session.state, Side.NAPOLEON, "greedy", dice)
            session.act(move)
    return session
