"""The expert bot (issue 35): it never reads what its side cannot see, it plays legal games
to the end on both sides, and a session replays its moves."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.core.dice import Dice
from tabletop.games.cardgame import LEVELS, choose, legal_actions, play_game
from tabletop.games.cardgame.actions import typed
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.infoset import guess, known
from tabletop.games.cardgame.moves import usable
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import COALITION, NAPOLEON, OTHER, Phase, Side, State, evolve
from tabletop.session.session import Session
from tabletop.session.solo import play_bot
from tabletop.session.verify import verify_file


def _positions(seed: int, steps: int) -> list[State]:
    """Positions of a greedy game, one every few steps, each with a move to weigh."""
    dice = Dice(seed)
    state = new_state(dice, None)
    out = []
    for step in range(steps):
        if state.result is not None:
            break
        if step % 5 == 0 and len(legal_actions(state)) > 1:
            out.append(state)
        move, _ = choose(state, state.to_move, "greedy", dice)
        state, _ = apply_legal(state, typed(move), dice)
    return out


def _holds_reserve(state: State, side: Side) -> bool:
    cards = card_index()
    return any(
        cards[c].type is CardType.RESERVE and usable(cards[c], side) for c in state.hand(side)
    )


def _twin(state: State, seed: int) -> State:
    """The same position with its hidden cards dealt again: the other hand and the deck
    drawn afresh from the same unseen cards (what the mover sees is unchanged)."""
    me = state.to_move
    other = OTHER[me]
    pool = Dice(seed).shuffled(state.deck + state.hand(other))
    count = len(state.hand(other))
    return evolve(state, deck=pool[count:], **{f"{other.value}_hand": pool[:count]})


def _pairs() -> list[tuple[State, State]]:
    out = []
    for seed in (3, 8, 21):
        for state in _positions(seed, 120):
            if _holds_reserve(state, state.to_move):
                continue  # its Reserve shows it which of its cards the deck holds
            twin = _twin(state, seed)
            other = OTHER[state.to_move]
            if twin.hand(other) != state.hand(other):
                out.append((state, twin))
    return out


def test_the_expert_chooses_the_same_move_whatever_the_hidden_cards_are() -> None:
    """A player facing the expert would see it play better when it happens to hold what the
    player holds: a bot reading the hidden hand or the deck order. Two positions that differ
    only in the other hand and the deck order must give the same move from the same dice."""
    pairs = _pairs()
    assert len(pairs) >= 10
    planning = 0
    for state, twin in pairs:
        me = state.to_move
        planning += state.phase in (Phase.ORDERS, Phase.ACTION)
        mine = choose(state, me, "expert", Dice(7), effort=2)
        theirs = choose(twin, me, "expert", Dice(7), effort=2)
        assert mine == theirs, (state.turn, state.phase)
    assert planning >= 5


def test_the_same_check_catches_a_bot_that_deals_from_the_hidden_order() -> None:
    """The check above can fail: the strong bot deals its guesses from the deck as it lies
    (a fair draw, but not the same draw for the same dice), and so differs on some pair."""
    differ = sum(
        choose(s, s.to_move, "strong", Dice(7)) != choose(t, s.to_move, "strong", Dice(7))
        for s, t in _pairs()
    )
    assert differ > 0


def test_a_guess_keeps_what_a_reserve_card_shows() -> None:
    """Holding a Reserve card, a player sees which of its Leaders and Units the deck holds
    (the cards it may search for): the expert's guesses put exactly those in the deck and
    its others among the unseen cards in the other hand."""
    for state in _positions(5, 200) + _positions(11, 200):
        me = state.to_move
        if not _holds_reserve(state, me):
            continue
        facts = known(state, me)
        world = guess(state, facts, Dice(2))
        mine = {c for c in state.deck + state.hand(OTHER[me]) if c in facts.in_deck}
        assert mine == set(facts.in_deck) and set(facts.in_deck) <= set(world.deck)
        assert set(facts.in_other_hand) <= set(world.hand(OTHER[me]))
        assert sorted(world.deck + world.hand(OTHER[me])) == sorted(
            state.deck + state.hand(OTHER[me])
        )
        assert len(world.hand(OTHER[me])) == len(state.hand(OTHER[me]))
        return
    pytest.fail("no position with a Reserve card in the mover's hand")


@pytest.mark.parametrize("side", [NAPOLEON, COALITION])
def test_the_expert_plays_whole_legal_games_on_either_side(
    side: Side, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A solo player must be able to finish a game against the expert on either side."""
    from tabletop.games.cardgame import expert

    monkeypatch.setattr(expert, "EXPERT_WORLDS", 1)  # a tiny budget: legality, not strength
    assert "expert" in LEVELS
    bots = {side: "expert", OTHER[side]: "random"}
    final = play_game(bots, 4, None, None)
    assert final.result is not None and final.phase is Phase.OVER


def test_a_session_against_the_expert_replays_and_verifies(tmp_path: Path) -> None:
    """The expert's moves in a save carry the guesses it weighed, so `verify` on another
    machine (faster or slower) chooses the same moves again."""
    session = Session.new(
        "cardgame",
        seed=9,
        options={"players": "solo", "human": "coalition", "bot": "expert", "bot_time": 40},
        path=tmp_path / "expert.toml",
    )
    moves = 0
    while session.state.to_move is NAPOLEON and moves < 12:
        play_bot(session)
        moves += 1
    bots = [e for e in session.log.entries[1:] if e.inputs.get("bot") == "expert"]
    assert len(bots) == moves and any(e.inputs.get("effort", 0) >= 1 for e in bots)
    path = session.save()
    verdict = verify_file(path)
    assert verdict.problem is None and verdict.replayed


def test_a_hint_tells_nothing_the_asker_could_not_see() -> None:
    """A hint that depended on the other hand or the deck order would leak them: the same
    position with the hidden cards dealt again gives the same hint."""
    from tabletop.games.cardgame.choosing import advise

    for state, twin in _pairs()[:6]:
        assert advise(state, Dice(3), effort=1) == advise(twin, Dice(3), effort=1)


def test_a_hint_is_logged_and_changes_nothing_on_the_table(tmp_path: Path) -> None:
    """The log keeps the hint (so a referee sees where one was taken); a hint naming a
    move not allowed now is refused in one sentence."""
    from tabletop.core.errors import RuleError
    from tabletop.games.cardgame.choosing import advise

    session = Session.new(
        "cardgame", seed=4, options={"players": "solo"}, path=tmp_path / "hint.toml"
    )
    before = session.state
    session.act(advise(before, session.dice, effort=1), side="Napoleon")
    entry = session.log.entries[-1]
    assert entry.what == "hint" and entry.result == "Napoleon takes a hint."
    assert session.state == before
    with pytest.raises(RuleError, match="does not name a move allowed now"):
        session.act({"kind": "hint", "move": "kind=end_turn", "score": 50}, side="Napoleon")
    assert verify_file(session.save()).problem is None
