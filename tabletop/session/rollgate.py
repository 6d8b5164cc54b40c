"""Which rolls a session logs outside an action, and whose they are (issue 32, item 2).

A roll logged on its own (the window's roll boxes, `tabletop act FILE roll`) is taken only
where the game's declared sequence of play opens it (`Step.rolls`, `anytime_rolls`) and is
booked to the side the sequence names (`SequenceOfPlay.roller`): a side the player names that
differs is refused with the rule's sentence. A game whose sequence declares no roll yet keeps
the older rule: the window logs the side it gives, and a side named from the shell or read
back by a replay must be the one the game's `side_of` gives, where it gives one.

A replay is not the place to refuse: an old save's roll logged at another step replays as it
was written (`as_logged`), with its side checked as it was when it was written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from tabletop.core.data import using
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.core.layer import Printed
from tabletop.games.base import GameInfo, Resolver


class SessionView(Protocol):
    """What the gate reads of a session (`tabletop.session.session.Session` is one): the
    game, its state and printed data, and its resolvers."""

    game: GameInfo[Any]
    printed: Printed

    @property
    def state(self) -> Any:
        """The game's state now."""

    @property
    def decides_sides(self) -> bool:
        """True when the game's `side_of` decides every logged side."""

    def resolver(self, name: str) -> Resolver:
        """A resolver by name, or "table:NAME"."""


def gated(game: GameInfo[Any]) -> bool:
    """True when the game's sequence of play declares at least one roll: only then are its
    rolls refused where the sequence does not open them."""
    sequence = game.sequence
    return sequence is not None and (
        bool(sequence.anytime_rolls) or any(step.rolls for step in sequence.steps)
    )


def roll_closed(session: SessionView, name: str, resolver: Resolver) -> str | None:
    """Why a roll on `name` may not be logged now outside an action; None when it may."""
    sequence = session.game.sequence
    if sequence is None or not gated(session.game):
        return None
    return sequence.roll_closed(session.state, name, resolver.title)


def booked_side(
    session: SessionView,
    name: str,
    resolver: Resolver,
    side: str,
    inputs: Mapping[str, Any],
    *,
    as_logged: bool = False,
) -> str:
    """The side a roll on `name` is logged for when `side` is named for it now ("" for none).

    RuleError (nothing logged) when the rules give the roll to another side."""
    sequence = session.game.sequence
    if sequence is not None and gated(session.game):
        roller = sequence.roller(session.state, name)
        if roller is not None:
            decided = sequence.side_taking(session.state, roller, {"kind": name, **inputs})
            if side and decided and side != decided:
                here = sequence.step(session.state)
                raise RuleError(
                    say(
                        "{step}: {roll} is the {taking} player's to roll [{case}].",
                        step=term(here.name),
                        roll=term(resolver.title) if resolver.title else name,
                        taking=term(decided),
                        case=here.case,
                    )
                )
            # A replay keeps a roll logged for none as it was written (the window once logged
            # its rolls so); a new roll is the roller's.
            return side if as_logged and not side else decided or side
        if as_logged:
            return side  # an old save's roll at a step that does not open it, as written
    # A game whose sequence declares no roll yet: the window logs the side it gives, as it
    # always did; a replay (and `act FILE roll`: `claimed_side`) checks a side named.
    return _older_side(session, name, resolver, side) if as_logged else side


def claimed_side(session: SessionView, name: str, side: str) -> str:
    """The side a referee names for a roll logged from the shell (`act FILE roll --side`),
    checked as a replay will check it; RuleError (nothing logged) when the rules give the
    roll to another side."""
    with using(session.printed):
        resolver = session.resolver(name)
        if side and gated(session.game):
            return side  # `Session.resolve` checks it against the sequence of play
        return _older_side(session, name, resolver, side)


def _older_side(session: SessionView, name: str, resolver: Resolver, side: str) -> str:
    """A game whose sequence declares no roll: a named side must be the one `side_of` gives."""
    if not side or not session.decides_sides:
        return side
    if any(spec.name == "side" for spec in resolver.inputs):
        return side  # the roll's own input says whose it is, and is replayed with it
    decided = str(session.game.side_of(session.state, {"kind": name}) or "")
    if decided and side != decided:
        raise RuleError(
            say(
                "{side} may not make this roll now: the rules give it to the {decided} player.",
                side=term(side),
                decided=term(decided),
            )
        )
    return side
