"""A game's sequence of play, declared as data (DESIGN principle 3; issue 32).

Each game lists its steps (phases, segments) in the order the rulebook prints them and, for
each, the action kinds open there and who takes them, as boardgame.io's phases list their
moves. From that one declaration come:

- the phase and side part of legality: `closed(state, kind, side)` refuses a kind the current
  step does not open with a sentence naming the step (or steps) where it belongs, and a side
  that is not the one to take it there;
- `side_of(state, action)`: the side the log books the action and its rolls to;
- `describe()`: the sequence of play in words, as the Help shows it.

What the declaration cannot say (a unit of the right type, once per unit per phase, a result
that must match its roll) stays with the action's own guards (the game's `closed_reason` and
`action_reason`, run after this one by the shared `Rulebook`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from tabletop.core.i18n import joined, say, term
from tabletop.games.actions import GameAction

S = TypeVar("S")

ACTIVE = "active"
"""Taken by the side whose turn, sequence or phase it is."""
INACTIVE = "inactive"
"""Taken by the other side (defensive fire, a counter-charge)."""
NOBODY = "nobody"
"""Taken by no side in particular (a set-up step, a rule both players agree on): logged
with no side."""

Taker = str | Callable[[Any, Mapping[str, Any]], str]
"""Who takes an action at a step: ACTIVE, INACTIVE, NOBODY, a side's name, or a function of
the state and the action (the owner of the unit it names)."""


@dataclass(frozen=True)
class Opens:
    """One action kind open at a step, and who takes it there."""

    kind: str
    """The action kind (`GameAction.KIND`)."""
    by: Taker = ACTIVE
    """Who takes it (see `Taker`)."""


@dataclass(frozen=True)
class Step:
    """One step of the sequence of play, as the rulebook prints it."""

    id: str
    """Its id, as the game's state names the step it is in."""
    name: str
    """Its name as printed (marked with `N_`, translated where shown)."""
    case: str
    """The rulebook case that lists it ("5.2 6")."""
    opens: tuple[Opens, ...]
    """The action kinds open there, each with who takes it."""
    rolls: tuple[Opens, ...] = ()
    """The rolls open there on their own (a resolver by name, a printed table as
    "table:NAME"), each with who rolls it: a roll logged into a session outside an action
    (the window's roll boxes, `tabletop act FILE roll`) is refused at any other step and
    booked to that side."""

    def taker(self, kind: str) -> Taker | None:
        """Who takes `kind` at this step; None when the step does not open it."""
        return next((o.by for o in self.opens if o.kind == kind), None)


@dataclass(frozen=True)
class SequenceOfPlay(Generic[S]):
    """A game's steps in order, where the game is now, and whose step it is."""

    steps: tuple[Step, ...]
    """Every step, in the order of play."""
    now: Callable[[S], str]
    """The id of the step the state is in."""
    active: Callable[[S], str]
    """The side whose turn, sequence or phase it is now ("" for none)."""
    sides: tuple[str, ...]
    """The game's two sides: INACTIVE is the one that is not ACTIVE."""
    actions: Mapping[str, type[GameAction]]
    """Every action kind of the game (for their names in the sentences)."""
    anytime: tuple[Opens, ...] = ()
    """Kinds open at every step (a note, an owner's entry of printed data)."""
    ended: Callable[[S], str | None] = lambda state: None
    """Once the game is over, the sentence that says so (who won, with its case): every kind
    not in `after_end` is refused with it. None while the game goes on."""
    after_end: tuple[Opens, ...] = ()
    """Kinds still open once the game is over (a note on the result)."""
    anytime_rolls: tuple[Opens, ...] = ()
    """Rolls open at every step (a what-if the game lets the players log at any time),
    each with who rolls it."""
    rolled_by: Mapping[str, str] = field(default_factory=dict, hash=False)
    """Rolls never logged on their own, each with the action kind that rolls it (a close
    combat's table): refused at every step with a sentence naming that action."""

    def step(self, state: S) -> Step:
        """The step the state is in."""
        here = self.now(state)
        return next(s for s in self.steps if s.id == here)

    def taker(self, state: S, kind: str) -> Taker | None:
        """Who takes `kind` now; None when it is not open at this step."""
        found = next((o.by for o in self.anytime if o.kind == kind), None)
        return found if found is not None else self.step(state).taker(kind)

    def side_taking(self, state: S, by: Taker, action: Mapping[str, Any]) -> str:
        """The side a taker names in this state, for this action ("" for none)."""
        if callable(by):
            return by(state, action)
        if by == ACTIVE:
            return self.active(state)
        if by == INACTIVE:
            active = self.active(state)
            return next((s for s in self.sides if s != active), "") if active else ""
        return "" if by == NOBODY else by

    def side_of(self, state: S, action: Mapping[str, Any]) -> str:
        """The side that takes this action now, as the log books it and its rolls."""
        kind = str(action.get("kind", ""))
        if kind not in self.actions:  # a roll made outside an action
            roller = self.roller(state, kind)
            return "" if roller is None else self.side_taking(state, roller, action)
        if self.ended(state) is not None:
            by = next((o.by for o in self.after_end if o.kind == kind), None)
            return "" if by is None else self.side_taking(state, by, action)
        by = self.taker(state, kind)
        return "" if by is None else self.side_taking(state, by, action)

    def closed(self, state: S, kind: str, side: str = "") -> str | None:
        """Why `kind` may not be taken now by `side` ("" for whoever takes it), as far as
        the sequence of play says; None when the current step opens it to that side."""
        end = self.ended(state)
        if end is not None:
            taken = next((o for o in self.after_end if o.kind == kind), None)
            return end if taken is None else None
        by = self.taker(state, kind)
        here = self.step(state)
        if by is None:
            homes = [s for s in self.steps if s.taker(kind) is not None]
            if not homes:
                return say("{action} is not taken in any step of play.", action=self._name(kind))
            return say(
                "{action} is taken in: {steps}; now: {step} [{case}].",
                action=self._name(kind),
                steps=joined([term(s.name) for s in homes], ", "),
                step=term(here.name),
                case=homes[0].case,
            )
        if side and not callable(by):
            taking = self.side_taking(state, by, {"kind": kind})
            if taking and side != taking:
                return say(
                    "In the {step}, {action} is the {taking} player's to take [{case}].",
                    step=term(here.name),
                    action=self._name(kind),
                    taking=term(taking),
                    case=here.case,
                )
        return None

    def roller(self, state: S, resolver: str) -> Taker | None:
        """Who rolls on `resolver` now; None when no roll on it is open at this step. A roll
        an action makes (`rolled_by`) is that action's taker's where the action is open: an
        older save's roll logged on its own is booked and checked so."""
        if resolver in self.rolled_by:
            return self.taker(state, self.rolled_by[resolver])
        found = next((o.by for o in self.anytime_rolls if o.kind == resolver), None)
        if found is not None or self.ended(state) is not None:
            return found
        return next((o.by for o in self.step(state).rolls if o.kind == resolver), None)

    def roll_closed(self, state: S, resolver: str, title: str = "") -> str | None:
        """Why a roll on `resolver` (named `title` in the sentence) may not be logged now;
        None when the current step opens it."""
        name = term(title) if title else resolver
        by = self.actions.get(self.rolled_by.get(resolver, ""))
        if by is not None:
            return say(
                "{roll} is not rolled on its own: the {action} action rolls it [{case}].",
                roll=name,
                action=self._name(by.KIND),
                case=by.CASE,
            )
        if self.roller(state, resolver) is not None:
            return None
        end = self.ended(state)
        if end is not None:
            return end
        here = self.step(state)
        homes = [s for s in self.steps if any(o.kind == resolver for o in s.rolls)]
        if not homes:
            return say("{roll} is not rolled in any step of play.", roll=name)
        return say(
            "{roll} is taken in: {steps}; now: {step} [{case}].",
            roll=name,
            steps=joined([term(s.name) for s in homes], ", "),
            step=term(here.name),
            case=homes[0].case,
        )

    def describe(self) -> list[str]:
        """The sequence of play in words, a line a step (the Help shows each with `tr`)."""
        lines: list[str] = []
        for number, step in enumerate(self.steps, start=1):
            kinds = joined([self._name(o.kind) for o in step.opens], ", ") or say("nothing")
            lines.append(
                say(
                    "{number}. {step} [{case}]: {kinds}",
                    number=number,
                    step=term(step.name),
                    case=step.case,
                    kinds=kinds,
                )
            )
        return lines

    def _name(self, kind: str) -> str:
        cls = self.actions.get(kind)
        return term(cls.TITLE) if cls is not None and cls.TITLE else kind
