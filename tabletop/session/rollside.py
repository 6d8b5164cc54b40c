"""Whose roll a roll resolved on its own is (`tabletop resolve --session`): the engine's word,
as for an action (README "Command line"), so `verify` can prove the side of every entry.

A resolver that reads whose roll it is (a `side` input, as Tonnerre's rout test) books the
roll to that input, which the replay gives it again. Any other roll belongs to the side the
rules say acts now (`GameInfo.side_of`, asked for the resolver as the kind of step): a side
named for it must be that one. A roll no side is named for is logged for no side, as the
window logs its rolls; a game that decides no sides keeps the player's word.
"""

from __future__ import annotations

from tabletop.core.data import using
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.session.session import Session


def roll_side(session: Session, resolver: str, side: str) -> str:
    """The side a roll on `resolver` is logged for when `side` is named for it now.

    RuleError (nothing logged) when the rules give the roll to the other side."""
    if not side or not session.decides_sides:
        return side
    found = session.resolver(resolver)
    if any(spec.name == "side" for spec in found.inputs):
        return side  # the roll's own input says whose it is, and is replayed with it
    with using(session.printed):
        decided = str(session.game.side_of(session.state, {"kind": resolver}) or "")
    if decided and side != decided:
        raise RuleError(
            say(
                "{side} may not make this roll now: the rules give it to the {decided} player.",
                side=term(side),
                decided=term(decided),
            )
        )
    return side
