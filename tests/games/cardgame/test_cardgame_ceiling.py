"""The expert's information ceiling (scripts/bench_ceiling.py, issue 35): the instrument that
shows the expert the hidden cards must really show them, and must give them back, so no game
a player plays is ever played by a bot that sees their hand."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

from tabletop.core.dice import Dice
from tabletop.games.cardgame import choose, legal_actions
from tabletop.games.cardgame.actions import typed
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import OTHER, Phase, State, evolve

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "bench_ceiling.py"


def _instrument() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_ceiling", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _planning_pairs() -> list[tuple[State, State]]:
    """Orders and action phases of a greedy game, each beside its twin: the same position
    with the other hand and the deck dealt again from the same unseen cards."""
    dice = Dice(21)
    state = new_state(dice, None)
    pairs = []
    for step in range(160):
        if state.result is not None:
            break
        me = state.to_move
        if state.phase in (Phase.ORDERS, Phase.ACTION) and len(legal_actions(state)) > 2:
            other = OTHER[me]
            pool = Dice(step).shuffled(state.deck + state.hand(other))
            count = len(state.hand(other))
            twin = evolve(state, deck=pool[count:], **{f"{other.value}_hand": pool[:count]})
            if twin.hand(other) != state.hand(other):
                pairs.append((state, twin))
        move, _ = choose(state, me, "greedy", dice)
        state, _ = apply_legal(state, typed(move), dice)
    return pairs


def _differ(pairs: list[tuple[State, State]]) -> int:
    return sum(
        choose(s, s.to_move, "expert", Dice(7), effort=1)
        != choose(t, s.to_move, "expert", Dice(7), effort=1)
        for s, t in pairs
    )


def test_the_ceiling_shows_the_expert_the_hidden_cards_and_takes_them_back() -> None:
    """Shown every card, the expert plays some twin positions differently (it reads what
    differs: the other hand and the deck); once the measurement ends it plays every twin
    alike again, as a player's opponent must."""
    pairs = _planning_pairs()
    assert len(pairs) >= 8
    with _instrument().shown_everything():
        shown = _differ(pairs)
    assert shown > 0
    assert _differ(pairs) == 0
