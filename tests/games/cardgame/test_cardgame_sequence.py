"""The card game's sequence of play, declared from its rulebook (issue 32 item 1): a move out of
its step is refused with a sentence naming the step and the case where it belongs, a step that
is the defender's or the winner's is theirs in the log, the Help reads the declaration, and no
open kind or refusal tells one player what the other holds (DESIGN principle 8)."""

from __future__ import annotations

import random

import pytest
from cardgame_support import table

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.history import History, Step
from tabletop.games import find_game
from tabletop.games.cardgame import RULES, Options, Phase, legal_actions, typed
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, State, StepRule, evolve
from tabletop.session.session import Session

TWO = {"players": "two"}
AT_A_TABLE = Options(steps=StepRule.ALWAYS)
"""Every step offered, as in every session (a hand is hidden from someone there)."""


def _at(state: State) -> Session:
    """A two-player session standing at a hand-built position."""
    session = Session.new("cardgame", seed=3, options=TWO, autosave=False)
    session.history = History(Step(state, session.dice.state, "Set up"))
    return session


def test_an_attack_in_the_orders_phase_is_refused_naming_the_action_phase() -> None:
    """TURN SEQUENCE: Orders Phase, then Attack (ACTION) Phase. An attack made while the
    player still gives orders was refused with "'attack' is not allowed in the orders
    phase": the refusal now names the step where an attack is made, and its case."""
    session = Session.new("cardgame", seed=8, options=TWO, autosave=False)
    assert session.state.phase is Phase.ORDERS
    before = len(session.log)
    with pytest.raises(RuleError) as refused:
        session.act({"kind": "attack", "front": "center"})
    assert str(refused.value) == (
        "Attack is taken in: Action Phase; now: Orders Phase [ACTION PHASE]."
    )
    assert len(session.log) == before


def test_the_defenders_response_is_the_defenders_to_make() -> None:
    """ACTION PHASE: "The Defender may play Defense cards at specific Fronts." The attacker
    holding for the defender is refused with the step's own sentence naming who holds; the
    defender's hold is logged under the defender."""
    fronts = (Front(NAPOLEON, ("french-corps",)), Front(COALITION), Front(NAPOLEON))
    session = _at(table(fronts=fronts, options=AT_A_TABLE))
    session.act({"kind": "attack", "front": "center"}, side="Napoleon")
    session.act({"kind": "commit"}, side="Napoleon")
    assert session.state.phase is Phase.DEFEND
    assert RULES.closed_reason(session.state, "hold", "Napoleon") == (
        "In the Action Phase: the defender's cards, Hold is the Coalition player's to take "
        "[ACTION PHASE]."
    )
    with pytest.raises(RuleError, match="it is the Coalition player's to take"):
        session.act({"kind": "hold"}, side="Napoleon")
    session.act({"kind": "hold"})
    assert session.log.entries[-1].what == "hold"
    assert session.log.entries[-1].side == "Coalition"


def test_a_winning_defender_plays_the_victory_step() -> None:
    """VICTORY CARDS: "You can only play a Victory card if you have just won an Action": when
    the defender wins, the Victory step is the defender's, in the log and in who may pass."""
    fronts = (Front(NAPOLEON), Front(COALITION, (), ("mamelukes",)), Front(NAPOLEON))
    session = _at(table(fronts=fronts, options=AT_A_TABLE))
    session.act({"kind": "attack", "front": "center"})
    session.act({"kind": "commit"})
    session.act({"kind": "hold"})
    state = session.state
    assert state.phase is Phase.VICTORY and state.to_move is COALITION
    assert RULES.closed_reason(state, "pass", "Napoleon") == "it is Coalition's move."
    with pytest.raises(RuleError, match="it is the Coalition player's to take"):
        session.act({"kind": "pass"}, side="Napoleon")
    session.act({"kind": "pass"})
    assert session.log.entries[-1].side == "Coalition"


def test_the_help_reads_the_card_games_sequence_of_play() -> None:
    """The Help showed no sequence of play for the card game: it is the declaration's, a line
    a step in the rulebook's order, each with its case."""
    sequence = find_game("cardgame").sequence
    assert sequence is not None
    lines = [str(line) for line in sequence.describe()]
    assert lines[0].startswith("1. Strategy Phase")
    assert "2. Orders Phase [ORDERS PHASE]: Deploy, Play a card, End orders" in lines
    assert "3. Action Phase [ACTION PHASE]: Attack, Play a card, End turn" in lines
    assert lines[-1] == "7. End Phase: discards [END PHASE]: Discard"


def _other_hands(state: State, rng: random.Random) -> State:
    """The same table with each hand dealt again from the cards no one can see, same sizes."""
    unseen = list(state.deck + state.napoleon_hand + state.coalition_hand)
    rng.shuffle(unseen)
    n, c = len(state.napoleon_hand), len(state.coalition_hand)
    return evolve(state, napoleon_hand=tuple(unseen[:n]), coalition_hand=tuple(unseen[n : n + c]))


def test_what_is_open_and_why_never_depends_on_a_hand() -> None:
    """What `act --list` and the window's buttons say is open, and each closed kind's
    sentence, is the same whatever the hands hold: it never tells the other player what a
    hand holds. Played through every step of several games."""
    rng = random.Random(1805)
    steps: set[Phase] = set()
    session = Session.new("cardgame", seed=11, options=TWO, autosave=False)
    state, dice = session.state, Dice(11)
    for _ in range(600):
        if state.result is not None:
            break
        steps.add(state.phase)
        seen = [(one.kind, one.open, one.why) for one in RULES.legal_actions(state)]
        other = _other_hands(state, rng)
        assert [(one.kind, one.open, one.why) for one in RULES.legal_actions(other)] == seen
        state, _ = apply_legal(state, typed(rng.choice(legal_actions(state))), dice)
    assert {Phase.ORDERS, Phase.ACTION, Phase.SUPPORT, Phase.DEFEND} <= steps
