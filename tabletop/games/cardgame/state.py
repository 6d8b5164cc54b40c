"""The card game's state: plain frozen data that round-trips through `tabletop.core.plain`.

Both hands live in the state; hiding the one not at the screen is the window's job, helped by
`visible_hand`. Fronts are indexed 0 (Stanton Hill, north), 1 (Pratzen Heights, centre) and
2 (Telnitz, south), as THE FIELD lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any, TypeVar

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, Said, joined, say, term


class Side(StrEnum):
    """The two players (INTRODUCTION)."""

    NAPOLEON = "napoleon"
    COALITION = "coalition"


NAPOLEON = Side.NAPOLEON
COALITION = Side.COALITION
OTHER = {NAPOLEON: COALITION, COALITION: NAPOLEON}
SIDE_NAMES = {NAPOLEON: "Napoleon", COALITION: "Coalition"}
SIDE_TERMS: dict[Side, Said] = {side: term(name) for side, name in SIDE_NAMES.items()}
"""Each side's name as the engine's sentences give it: translated with the sentence."""

FRONT_KEYS = ("north", "center", "south")
"""Front names used in actions, in THE FIELD's order."""
FRONT_NAMES = ("Stanton Hill", "Pratzen Heights", "Telnitz")
FRONT_LETTERS = ("N", "C", "S")
ADJACENT = ((1,), (0, 2), (1,))
"""Adjacent fronts: north-centre and centre-south (THE FIELD lists them in that order)."""


class Phase(StrEnum):
    """Where the turn stands, and so whose input the game waits for."""

    ORDERS = "orders"
    """The active player puts Leaders and Units on fronts (ORDERS PHASE)."""
    ACTION = "action"
    """The active player may launch attacks, or end the turn (ACTION PHASE)."""
    SUPPORT = "support"
    """The attacker has named a front and may add Event cards before committing."""
    DEFEND = "defend"
    """The defender may play Defense and Event cards at the attacked front, then hold."""
    VICTORY = "victory"
    """The winner of the action just fought may play Victory cards (VICTORY CARDS)."""
    DISCARD = "discard"
    """A player picks cards to discard (hand limit, or Full Retreat)."""
    OVER = "over"
    """The battle is decided or drawn."""


PHASE_WORDS = (
    N_("orders"),
    N_("action"),
    N_("support"),
    N_("defend"),
    N_("victory"),
    N_("discard"),
    N_("over"),
)
"""Each phase's value as a sentence names it ("the orders phase"), marked for the catalog:
the engine gives it as a `term`, the window shows it with `_()`."""


class FirstPlayer(StrEnum):
    """Who takes the first turn: the rulebook does not say."""

    NAPOLEON = "napoleon"
    COALITION = "coalition"
    RANDOM = "random"


class TieRule(StrEnum):
    """What an action with equal totals does: the rulebook only says the higher total wins."""

    NO_WINNER = "no_winner"
    """Nobody wins: control and morale stay as they were (the text read literally)."""
    DEFENDER = "defender"
    """The defender wins ties."""
    ATTACKER = "attacker"
    """The attacker wins ties."""


class VictoryRule(StrEnum):
    """What ends the battle with a winner (VICTORY)."""

    BOTH = "both"
    """All three fronts AND the opponent's morale at zero, as written."""
    EITHER = "either"
    """All three fronts OR the opponent's morale at zero."""


class CasualtyScope(StrEnum):
    """Where a Casualties card may take its Leader or Unit from: the note names no front."""

    ANYWHERE = "anywhere"
    """Any front (the note read literally)."""
    WON_FRONT = "won_front"
    """Only the front of the action just won."""


class StormReading(StrEnum):
    """How the run-on deck-list entry "Storm Heights A 5 B Assault Unleashed R - B" is read."""

    NOTE = "note"
    """Storm Heights has the note Assault; the Reserve card is named Unleashed (as
    transcribed: everywhere else in the list Assault is an Attack card's note)."""
    NAME = "name"
    """Storm Heights has no note; the Reserve card is named Assault Unleashed."""


class ReserveRule(StrEnum):
    """What happens to the deck after a Reserve card's search: RESERVE CARDS does not say."""

    KEEP = "keep"
    """The rest of the deck keeps its order (nothing in the text asks for a shuffle)."""
    SHUFFLE = "shuffle"
    """The deck is shuffled after the search, as many players do after looking through it."""


class AttackTarget(StrEnum):
    """Which fronts an attack may target. ACTION PHASE: "You may launch one attack on one
    target Front. You may attack from a Front even if you already control the Front." The
    text names the front attacked "from" and the "target" apart without saying whose the
    target must be; read as it stands, a front you control may be attacked, and there the
    defender gets no +4 (docs/cardgame-rules.md, "Target of an attack")."""

    ANY = "any"
    """Any front not yet attacked this turn, one you control included (the text as it
    stands: the default)."""
    ENEMY = "enemy"
    """Only a front the enemy holds: "attack from a Front" read as the front the attack is
    launched from, the target being the enemy's. Strong bot on both sides: Napoleon 1%,
    the Coalition 0%, drawn 99% (77% / 0% / 22% as written); docs/cardgame-rules.md, "An
    attack targets a front the enemy holds"."""


class StepRule(StrEnum):
    """Whether the attacker's support step and the winner's Victory step are offered when
    the player holds nothing to play in them (docs/cardgame-rules.md, "Skipped steps")."""

    SKIP = "skip"
    """Skipped: fewer moves (simulations, where no hand is hidden from a viewer)."""
    ALWAYS = "always"
    """Always offered, so neither the log nor the pace of play shows the other player what a
    hand holds: every session (the window, `tabletop new`) plays this way."""


@dataclass(frozen=True)
class Options:
    """Rule choices where the rulebook is silent or players could differ (see the rules notes)."""

    first_player: FirstPlayer = FirstPlayer.NAPOLEON
    """Who takes turn 1."""
    tie: TieRule = TieRule.NO_WINNER
    """What equal force totals do."""
    victory: VictoryRule = VictoryRule.BOTH
    """What wins the battle."""
    casualties: CasualtyScope = CasualtyScope.ANYWHERE
    """Where Casualties may strike."""
    victory_cards_per_win: int = 0
    """Victory cards the winner may play after one action; 0 means no limit (as written)."""
    morale_cap: int = 0
    """Highest morale a player can reach; 0 means no cap (as written)."""
    steps: StepRule = StepRule.SKIP
    """Whether empty support and Victory steps are skipped (a save without it skips)."""
    reserve: ReserveRule = ReserveRule.KEEP
    """Whether the deck is shuffled after a Reserve card's search."""
    storm_heights: StormReading = StormReading.NOTE
    """How the run-on entry of Storm Heights and the Reserve card after it is read."""
    attack_target: AttackTarget = AttackTarget.ANY
    """Which fronts an attack may target (ACTION PHASE): any, or only the enemy's (offered
    as "An attack targets" in options.py, with its measured balance)."""

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any]) -> Options:
        """Options from a plain mapping (new-game dialog, CLI); RuleError names a bad one."""
        known = {f.name for f in fields(cls)}
        for key in raw:
            if key not in known:
                raise RuleError(
                    say(
                        "the card game has no option '{key}'; options are {options}.",
                        key=key,
                        options=", ".join(sorted(known)),
                    )
                )
        return cls(
            first_player=_choice(raw, "first_player", FirstPlayer, cls.first_player),
            tie=_choice(raw, "tie", TieRule, cls.tie),
            victory=_choice(raw, "victory", VictoryRule, cls.victory),
            casualties=_choice(raw, "casualties", CasualtyScope, cls.casualties),
            victory_cards_per_win=_count(raw, "victory_cards_per_win"),
            morale_cap=_count(raw, "morale_cap"),
            steps=_choice(raw, "steps", StepRule, cls.steps),
            reserve=_choice(raw, "reserve", ReserveRule, cls.reserve),
            storm_heights=_choice(raw, "storm_heights", StormReading, cls.storm_heights),
            attack_target=_choice(raw, "attack_target", AttackTarget, cls.attack_target),
        )


_E = TypeVar("_E", bound=StrEnum)


def _choice(raw: Mapping[str, Any], key: str, kind: type[_E], default: _E) -> _E:
    """One choice option; a value it cannot take is refused, listing those it can."""
    value = raw.get(key, default)
    try:
        return kind(value)
    except ValueError:
        allowed = ", ".join(member.value for member in kind)
        raise RuleError(
            say(
                "the card game option {key} is one of {allowed}; '{value}' is not one.",
                key=key,
                allowed=allowed,
                value=str(value),
            )
        ) from None


def _count(raw: Mapping[str, Any], key: str) -> int:
    """A number option: a whole number from 0 (0 means no limit, as written)."""
    value = raw.get(key, 0)
    try:
        number = value if isinstance(value, int) and not isinstance(value, bool) else int(value)
    except (TypeError, ValueError):
        number = -1
    if number < 0 or isinstance(value, bool):
        raise RuleError(
            say(
                "the card game option {key} is a whole number, 0 for no limit or more; "
                "'{value}' is not one.",
                key=key,
                value=str(value),
            )
        )
    return number


@dataclass(frozen=True)
class Front:
    """One strategic front: who controls it and the Leaders and Units each side has there."""

    controller: Side
    """The side in control."""
    napoleon: tuple[str, ...] = ()
    """Ids of Napoleon's Leaders and Units at this front."""
    coalition: tuple[str, ...] = ()
    """Ids of the Coalition's Leaders and Units at this front."""

    def of(self, side: Side) -> tuple[str, ...]:
        """The cards one side has here."""
        return self.napoleon if side is NAPOLEON else self.coalition


@dataclass(frozen=True)
class Battle:
    """An action being fought: the front and the cards played for it so far."""

    front: int
    """Front index attacked."""
    attacker: Side
    """Who launched it."""
    attacker_cards: tuple[str, ...] = ()
    """Attack and Event cards the attacker played for this action."""
    defender_cards: tuple[str, ...] = ()
    """Defense and Event cards the defender played for this action."""


@dataclass(frozen=True)
class Result:
    """How the battle ended."""

    winner: Side | None
    """The winning side, or None for a draw."""
    reason: str
    """One sentence saying why."""


@dataclass(frozen=True)
class State:
    """Everything on the table, both hands included."""

    options: Options
    """Rule choices for this game."""
    turn: int
    """Player-turn number, from 1 (each player's turn counts once)."""
    active: Side
    """Whose turn it is."""
    to_move: Side
    """Who the game waits for now (the defender during DEFEND, for example)."""
    phase: Phase
    """Where the turn stands."""
    deck: tuple[str, ...]
    """Draw pile, top card first."""
    discard: tuple[str, ...]
    """Discard pile, oldest first."""
    napoleon_hand: tuple[str, ...]
    """Napoleon's hand."""
    coalition_hand: tuple[str, ...]
    """The Coalition's hand."""
    napoleon_morale: int
    """Napoleon's morale points."""
    coalition_morale: int
    """The Coalition's morale points."""
    fronts: tuple[Front, Front, Front]
    """North, centre, south."""
    free_attack: bool = True
    """True while the turn's one attack that needs no Attack card is unused."""
    attacked: tuple[int, ...] = ()
    """Fronts attacked this turn (max one attack per front per turn)."""
    battle: Battle | None = None
    """The action being fought, if any."""
    won_front: int = -1
    """Front of the action just won (for Victory cards), or -1."""
    victory_played: int = 0
    """Victory cards played since that win."""
    discarder: Side | None = None
    """Who must discard during DISCARD."""
    discard_count: int = 0
    """Cards still to discard."""
    resume: Phase | None = None
    """Phase to return to after DISCARD; None means the turn ends."""
    chance: int = 0
    """Chance steps so far (cards drawn, deck shuffled, random discards); undo never crosses one."""
    bot_moves: int = 0
    """Moves a bot made in a session (the hands are hidden there); undo never crosses one."""
    result: Result | None = None
    """Set when the battle is over."""

    def hand(self, side: Side) -> tuple[str, ...]:
        """A side's hand."""
        return self.napoleon_hand if side is NAPOLEON else self.coalition_hand

    def morale(self, side: Side) -> int:
        """A side's morale."""
        return self.napoleon_morale if side is NAPOLEON else self.coalition_morale


_FIELDS = frozenset(f.name for f in fields(State))


def evolve(state: State, **changes: Any) -> State:
    """A copy of `state` with some fields changed: `dataclasses.replace` with a fast path.

    `dataclasses.replace` costs several microseconds per call on a 20-field class and the
    bots need hundreds of games per second, so the frozen instance is built by copying its
    attribute dict. Every name is checked against the dataclass's fields first, as `replace`
    would: a misspelt field (`phse="over"`) raises TypeError instead of adding a stray
    attribute. Nothing is mutated: the old state keeps its own dict.
    """
    if not _FIELDS.issuperset(changes):
        wrong = ", ".join(sorted(set(changes) - _FIELDS))
        raise TypeError(f"State has no field {wrong}")
    new = object.__new__(State)
    attrs = state.__dict__.copy()
    attrs.update(changes)
    object.__setattr__(new, "__dict__", attrs)
    return new


def visible_hand(state: State, side: Side, viewer: Side | None) -> tuple[str, ...] | int:
    """What `viewer` may see of `side`'s hand: the card ids, or only how many there are.

    viewer None means a spectator (both hands hidden); the hot-seat window passes the player
    at the screen.
    """
    hand = state.hand(side)
    return hand if viewer is side else len(hand)


def summary(state: State) -> str:
    """One line: turn, both morale values, who holds each front, and the result if over (a
    `Said`: the English line, kept with its template for a reader in another language)."""
    fronts = joined(
        say("{letter}:{side}", letter=FRONT_LETTERS[i], side=SIDE_TERMS[f.controller])
        for i, f in enumerate(state.fronts)
    )
    line = say(
        "Turn {turn} · Napoleon {napoleon} morale, Coalition {coalition} · fronts {fronts}",
        turn=state.turn,
        napoleon=state.napoleon_morale,
        coalition=state.coalition_morale,
        fronts=fronts,
    )
    if state.result is None:
        return line
    who = state.result.winner
    end = say("{side} wins", side=SIDE_TERMS[who]) if who is not None else term("draw")
    return joined((line, end), " · ")
