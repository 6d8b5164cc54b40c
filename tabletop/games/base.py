"""What every game module provides, and the records its rules hand back to the session.

A game is data plus pure functions (DESIGN.md principle 3)::

    apply(state, action, dice) -> (new_state, events)

`state` is a frozen dataclass (saved with `tabletop.core.plain`), `action` a typed
`GameAction` (tabletop/games/actions.py) built from a dict in one place and checked there,
`dice` the session's `Dice` (or a roll typed in by hand, carried in the action).
`legal_actions(state, side)` says which kinds are open now and why the others are not.
Every roll a rule makes comes back as an `Event` holding a `RollRecord` (tabletop/games/kit.py
makes both); the session writes it to the hash-chained log, with the moments an event marks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, Literal, TypeVar

from tabletop.core.dice import Dice
from tabletop.core.i18n import joined
from tabletop.core.log import LogEntry
from tabletop.games.actions import GameAction
from tabletop.games.sequence import SequenceOfPlay

S = TypeVar("S")

InputValue = int | str | bool | tuple[str, ...]
RawAction = Mapping[str, Any]
"""An action as read from TOML, JSON, a form or the command line, before `build_action`."""
Action = RawAction  # the dict form a game's internal handlers may still pass around

MomentKind = Literal["end", "demoralized", "front", "time", "rout"]
"""A moment the charts mark (tabletop/story/moments.py): the game's end, an army demoralized,
a front won, the time marker advancing, a rout test or rout roll."""


@dataclass(frozen=True)
class RollRecord:
    """Everything a referee needs to check one roll."""

    side: str
    """Who rolled ("French", "Allied", "Napoleon", or "" when no side applies)."""
    table: str
    """Qualified table or resolver id ("spi1980/crt")."""
    inputs: Mapping[str, Any]
    """What the player chose (strengths, terrain, ...)."""
    modifiers: Mapping[str, int]
    """Each named modifier to the roll or column, with its value."""
    natural: int
    """The roll as the dice showed it."""
    modified: int
    """The roll after modifiers."""
    result: str
    """The printed result read."""
    case: str
    """Rulebook case of the rule applied."""
    typed: bool = False
    """True when the player typed in a roll of real dice."""
    dice: str = "1d6"
    """The dice thrown ("2d6"), so the log's statistics know what to expect."""


@dataclass(frozen=True)
class Event:
    """One line of what happened, for the player and the log."""

    text: str
    """A sentence a player reads ("French morale falls to 64."). Every player may read it:
    a game with hidden hands keeps private details (a card taken into a hand) out of it and
    in the action's inputs, which `GameInfo.public_entry` hides on screen."""
    case: str = ""
    """Rulebook case the consequence comes from."""
    roll: RollRecord | None = None
    """The roll, when this event is one."""
    moments: tuple[MomentKind, ...] = ()
    """What the charts mark this event as, set by the rule that decides it ("end" where the
    game ends, "demoralized" where an army becomes demoralized ...). The session keeps it in
    the log entry the event is written to (`LogEntry.moments`)."""


def marked(events: Iterable[Event]) -> dict[str, str] | None:
    """The moments these events mark, each kind with the sentences that say it (None: none),
    as the log entry they are written to keeps them."""
    out: dict[str, str] = {}
    for event in events:
        for kind in event.moments:
            out[kind] = joined((out[kind], event.text)) if kind in out else event.text
    return out or None


@dataclass(frozen=True)
class InputSpec:
    """One input a resolver asks for; the CLI and the panel build their forms from it."""

    name: str
    """Key in the inputs mapping, and the CLI flag (`--name`)."""
    label: str
    """What the form shows."""
    kind: Literal["int", "bool", "choice", "text", "count"] = "int"
    """int: a number; bool: a flag; choice: one of `choices`; count: a repeatable flag."""
    choices: tuple[str, ...] = ()
    """The allowed values of a choice."""
    default: InputValue | None = None
    """Value when not given (None: required)."""
    low: int | None = None
    """Smallest allowed number."""
    high: int | None = None
    """Largest allowed number."""
    help: str = ""
    """One line saying what it is, with its rulebook case."""
    words: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)
    """What a player calls each choice (marked `N_`), where the value is a code word; an
    action made from this input (`arg(choices=...)`) shows them too."""


@dataclass(frozen=True)
class Resolution:
    """The answer of a resolver: the result, its effects as data, and the odds."""

    result: str
    """The printed result read."""
    fields: Mapping[str, Any]
    """Structured effects and the table position (column, roll, ...) for JSON and panels."""
    odds: Mapping[str, Fraction]
    """Exact probability of each result for these inputs, before the roll."""
    record: RollRecord
    """The log entry for the roll."""
    events: tuple[Event, ...] = ()
    """Sentences explaining the result and what it changes."""


@dataclass(frozen=True)
class Resolver:
    """A roll the rules call for, resolved from raw inputs."""

    name: str
    """Id within the game (`tabletop resolve GAME/NAME`)."""
    title: str
    """What the panel calls it."""
    case: str
    """Rulebook case."""
    inputs: tuple[InputSpec, ...]
    """What the player picks."""
    odds: Callable[[Mapping[str, InputValue]], Mapping[str, Fraction]]
    """Exact odds of each result for these inputs."""
    run: Callable[[Mapping[str, InputValue], int], Resolution]
    """Resolve with a given natural roll (from the dice or typed in)."""
    dice: str = "1d6"
    """The dice thrown."""
    throws: Callable[[Mapping[str, InputValue]], int] | None = None
    """For a roll read die by die (a die for each hex crossed, a die for each player): how
    many times `dice` is thrown for these inputs. None: thrown once and read by `run`."""
    run_throws: Callable[[Mapping[str, InputValue], tuple[int, ...]], Resolution] | None = None
    """Resolve with the face of each throw, in order, when `throws` is set."""


@dataclass(frozen=True)
class Legal:
    """Whether one action kind may be taken now, and if not, why."""

    kind: str
    """The action kind (`GameAction.KIND`)."""
    open: bool
    """True when the rules allow it now."""
    why: str = ""
    """When closed: a sentence saying why, with its rulebook case ("it is the Allied Combat
    Phase [3.0]"). When open: may say what it does now."""
    moves: tuple[Mapping[str, Any], ...] = ()
    """The concrete actions (dicts with "kind") when the game can list them (the card game's
    cards and fronts); empty when the fields are the player's to choose."""


def no_legal(state: Any, side: str) -> tuple[Legal, ...]:
    """Legal actions of a game that has not said: nothing is listed."""
    return ()


@dataclass(frozen=True)
class Hints(Generic[S]):
    """How a game gives the player to move a hint (the card game's expert advice), the same
    for the window's Hint command and `tabletop act FILE hint` (`session.hints`)."""

    kind: str
    """The action kind a hint is logged as ("hint")."""
    refusal: Callable[[S, Mapping[str, Any]], str | None]
    """Why no hint may be asked on a state with these options (the game is over, hints are
    off with two players), as a sentence; None when one may."""
    advise: Callable[[S, Mapping[str, Any], Dice], RawAction]
    """The hint action for the side to move (the move advised and its score), worked out
    with a copy of the session's dice, so asking changes no later roll."""
    words: Callable[[Mapping[str, Any]], str]
    """A hint logged (its action's fields), in words in the reader's language: the move
    advised and its score, as the window shows it and the shell prints it."""


def no_side(state: Any, action: Mapping[str, Any]) -> str:
    """The acting side of a game that does not decide it: none, so the side the player
    gives is the one logged (and a replay gives it again)."""
    return ""


@dataclass(frozen=True)
class GameInfo(Generic[S]):
    """A game known to the app: its identity, rules and resolvers."""

    id: str
    """Short id used on the command line and in saves."""
    title: str
    """Title of the printed game."""
    rulebook: str
    """Seed file of its rulebook."""
    state_type: type[S]
    """Frozen dataclass of its state."""
    new_state: Callable[[Dice, Mapping[str, Any]], S]
    """Set up a new game from the scenario (options: rule choices)."""
    apply: Callable[[S, GameAction, Dice], tuple[S, tuple[Event, ...]]]
    """The rules: one typed action applied to a state."""
    resolvers: Mapping[str, Resolver] = field(default_factory=dict)
    """Rolls that can be resolved from raw inputs."""
    summary: Callable[[S], str] = str
    """One line describing a state (turn, morale ...), for `tabletop show`."""
    sides: tuple[str, ...] = ()
    """The sides that act and roll, as the log names them (empty: any name is taken)."""
    sentences: tuple[str, ...] = ()
    """The state's text fields that hold a sentence of the engine's (how the game ended): a
    save keeps them in English, and a save read makes each again in the reader's language
    from the template its log kept (`session/sentences.py`)."""
    validate: Callable[[S], None] = lambda state: None
    """Check values a save could hold but play never makes (an unknown unit or card id, a
    morale off its track); raise SaveError naming the field. Types are checked already."""
    irreversible: Callable[[S, S], bool] = lambda before, after: False
    """True when going from `before` to `after` revealed something (a card draw) and so may
    not be undone."""
    public_entry: Callable[[LogEntry, Mapping[str, Any]], LogEntry] = lambda entry, options: entry
    """A log entry as the window may show it to whoever sits at the screen, given the
    session's options: a game with hidden hands puts "(hidden)" in place of what only the
    actor may see (a card searched into a hand). The log itself, its file and its exports
    keep every field; this is only the on-screen view."""
    actions: Mapping[str, type[GameAction]] = field(default_factory=dict)
    """Every action kind, by `KIND` (`build_action` turns a dict into one of them)."""
    side_of: Callable[[S, Mapping[str, Any]], str] = no_side
    """The side an action (as a dict) is logged for: the Phasing Player, the side taking a
    loss ... ("" when no side applies). A game that gives one decides every logged side (a
    side the player gives must be it); `no_side` logs the side the player gives."""
    legal_actions: Callable[[S, str], tuple[Legal, ...]] = no_legal
    """For a state and a side ("" for whoever is to act): each kind open or closed, and why.
    Panels enable their buttons from it; `tabletop act FILE --list` prints it."""
    hidden: Callable[[S, str], tuple[str, ...]] = lambda state, viewer: ()
    """The state's fields (dotted paths: "mist_marker", "events.held.French") that `viewer` (a
    side, or "" for anyone at the
    screen) may not see now: a hand, a deck's order, a face-down marker. `tabletop show` and
    every other view of the state put "(hidden)" in their place (DESIGN principle 8)."""
    bot_side: Callable[[Mapping[str, Any]], str] = lambda options: ""
    """The side a bot plays in a session with these options (a solo game), "" for none: a
    player's own action for that side is refused; the bot's move carries its level as
    "bot" (and its reason as "reason")."""
    bot_move: Callable[[S, Mapping[str, Any], Dice], tuple[RawAction, str] | None] = (
        lambda state, options, dice: None
    )
    """The bot's move now (its action, with "bot" and "reason", and the reason in words),
    chosen with a copy of the session's dice; None when it is not the bot's to move."""
    hints: Hints[S] | None = None
    """How the game gives a hint to the player to move; None: it gives none."""
    odds: Callable[[S, GameAction], Mapping[str, Fraction] | None] = lambda state, action: None
    """The exact chance of each result of an action's own roll on a state, before it is
    thrown (the game's `Rulebook.odds`); None for an action that throws no dice."""
    sequence: SequenceOfPlay[S] | None = None
    """The game's sequence of play, declared as data (games/sequence.py): the steps, what
    each opens and for whom; the Help shows it, and the probe tries every kind at every step.
    None for a game that has not declared it yet."""
    tracks: Callable[[S], Mapping[str, int]] = lambda state: {}
    """The values the charts draw for a state, by "group/line" name ("morale/French",
    "time/Time track", "casualties/Allied"; one chart per group, one line per name), plus
    "turn" for the game-turn the state is in (tabletop/story/timeline.py). Empty: the charts
    show only the dice luck and the moments the log tells of."""

    def action(self, raw: RawAction | GameAction) -> GameAction:
        """The typed action for a dict; RuleError names an unknown kind or a bad field."""
        from tabletop.games.actions import build_action

        return build_action(self.actions, raw)
