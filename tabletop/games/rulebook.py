"""Legality written once: a game's `closed_reason` and its handlers, one per action class.

Each game states in one function which kinds are open now and why the others are not,
`closed_reason(state, kind, side) -> str | None` (side "" for whoever is to act). A
`Rulebook` builds both faces of the rules from it, as python-chess's `legal_moves` and
`push` share `is_legal`:

- `apply(state, action, dice)` refuses a closed kind with that very sentence before any
  handler runs, then hands the typed action to the handler registered for its class;
- `legal_actions(state, side)` lists every kind, open or closed with the same sentence.

A game that declares its sequence of play (`games/sequence.py`) gives it here: the phase and
side part of legality then comes from that declaration, checked before the game's own
`closed_reason`, which keeps only the guards the declaration cannot say (a unit of the right
type, once per unit per phase).

A game may also state once which single actions of an open kind the rules never allow
(`action_reason(state, action)`: the Santon's guns displaced, a card flipped for a command
that is gone); `apply` refuses those before any handler runs too. A handler may still refuse
an open kind for its fields (a unit that is not on the map).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any, Generic, TypeVar

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.actions import GameAction
from tabletop.games.base import Event, Legal
from tabletop.games.sequence import SequenceOfPlay

S = TypeVar("S")
A = TypeVar("A", bound=GameAction)

Outcome = tuple[S, tuple[Event, ...]]
Chances = Mapping[str, Fraction]
"""Each result of a roll with its exact chance."""
ClosedReason = Callable[[S, str, str], "str | None"]
"""Why `kind` may not be taken now by `side` ("" for whoever acts); None when it may."""
OpenNote = Callable[[S, str, str], tuple[str, tuple[Mapping[str, Any], ...]]]
"""For an open kind: what it does now, and the concrete moves when the game can list them."""
ActionReason = Callable[[S, GameAction], "str | None"]
"""Why this one action of an open kind is never allowed now, whatever its other fields; None
when the rules let it through to its handler."""


def _no_note(state: Any, kind: str, side: str) -> tuple[str, tuple[Mapping[str, Any], ...]]:
    return "", ()


def _no_reason(state: Any, action: GameAction) -> str | None:
    return None


class Rulebook(Generic[S]):
    """A game's action kinds, its one `closed_reason`, and one handler per action class."""

    def __init__(
        self,
        actions: Mapping[str, type[GameAction]],
        closed_reason: ClosedReason[S],
        open_note: OpenNote[S] = _no_note,
        action_reason: ActionReason[S] = _no_reason,
        sequence: SequenceOfPlay[S] | None = None,
    ) -> None:
        self.actions = actions
        """Every action kind of the game, by `KIND`."""
        self.sequence = sequence
        """The game's sequence of play, when it declares one: the phase and side part."""
        self.game_reason = closed_reason
        """The game's own guards beyond its sequence of play."""
        self.closed_reason: ClosedReason[S] = (
            closed_reason if sequence is None else _in_sequence(sequence, closed_reason)
        )
        """The game's one statement of what is open now, and why the rest is not."""
        self.open_note = open_note
        """What an open kind does now, and its concrete moves (optional)."""
        self.action_reason = action_reason
        """Why one action of an open kind is refused for what it names (optional)."""
        self._handlers: dict[type[GameAction], Callable[[S, Any, Dice], Outcome[S]]] = {}
        self._odds: dict[type[GameAction], Callable[[S, Any], Chances | None]] = {}

    def on(
        self,
        cls: type[A],
        handler: Callable[[S, A, Dice], Outcome[S]],
        odds: Callable[[S, A], Chances | None] | None = None,
    ) -> None:
        """Register the handler of one action class (typed: mypy checks it takes `cls`) and,
        for a kind that throws dice (`DICE`), its odds: the exact chance of each result its
        roll will read on a state, worked out by the function the handler reads the table
        with (DESIGN principles 3 and 5, as OpenSpiel's chance outcomes)."""
        if self.actions.get(cls.KIND) is not cls:
            raise TypeError(f"{cls.__name__} is not an action kind of this game")
        if cls in self._handlers:
            raise TypeError(f"{cls.__name__} has a handler already")
        self._handlers[cls] = handler
        if odds is not None:
            self._odds[cls] = odds

    def check_complete(self) -> None:
        """Fail at start-up when a declared kind has no handler, or throws dice with no odds."""
        missing = [k for k, cls in self.actions.items() if cls not in self._handlers]
        if missing:
            raise TypeError(f"no handler for {', '.join(missing)}")
        blind = [k for k, cls in self.actions.items() if cls.DICE and cls not in self._odds]
        if blind:
            raise TypeError(f"no odds for {', '.join(blind)}, which throw dice")

    def odds(self, state: S, action: GameAction) -> Chances | None:
        """The exact chance of each result of `action`'s own roll on `state`, keyed as its
        roll record's `result` reads, before it is thrown (its `roll`, if given, is not read);
        None when it throws no dice. The printed data is in place (`Session.odds`)."""
        found = self._odds.get(type(action))
        return None if found is None else found(state, action)

    def apply(self, state: S, action: GameAction, dice: Dice) -> Outcome[S]:
        """Apply one typed action; RuleError with the listed sentence when its kind is
        closed now, or with `action_reason`'s when the rules never allow this one, before any
        handler runs."""
        handler = self._handlers.get(type(action))
        if handler is None or self.actions.get(action.KIND) is not type(action):
            raise RuleError(say("this game has no action '{kind}'.", kind=action.KIND))
        reason = self.closed_reason(state, action.KIND, "")
        if reason is None:
            reason = self.action_reason(state, action)
        if reason is not None:
            raise RuleError(reason)
        return handler(state, action, dice)

    def legal_actions(self, state: S, side: str = "") -> tuple[Legal, ...]:
        """Every kind, open or closed with the sentence `apply` refuses it with."""
        return list_legal(self.actions, self.closed_reason, state, side, self.open_note)


def _in_sequence(sequence: SequenceOfPlay[S], guards: ClosedReason[S]) -> ClosedReason[S]:
    """The sequence of play's refusal first, then the game's own guards."""

    def closed(state: S, kind: str, side: str) -> str | None:
        reason = sequence.closed(state, kind, side)
        return reason if reason is not None else guards(state, kind, side)

    return closed


def list_legal(
    actions: Mapping[str, type[GameAction]],
    closed_reason: ClosedReason[S],
    state: S,
    side: str = "",
    open_note: OpenNote[S] = _no_note,
) -> tuple[Legal, ...]:
    """Every kind, open or closed with its `closed_reason` sentence (for a game's `legal.py`,
    which the rules module imports and so cannot import back)."""
    out = []
    for kind in actions:
        reason = closed_reason(state, kind, side)
        if reason is not None:
            out.append(Legal(kind, False, reason))
        else:
            note, moves = open_note(state, kind, side)
            out.append(Legal(kind, True, note, moves))
    return tuple(out)
