"""The expert near the end of the deck (issue 35): the battle is drawn when the deck runs out
(STRATEGY PHASE), so on its last turns it plays for the win the turns left allow, and it
still reads nothing hidden."""

from __future__ import annotations

from math import comb

from tabletop.core.dice import Dice
from tabletop.games.cardgame import choose, legal_actions
from tabletop.games.cardgame.actions import typed
from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.endgame import FINAL, OWN_LAST, last_turn, own_turns_left
from tabletop.games.cardgame.expert import choose_expert
from tabletop.games.cardgame.moves import usable
from tabletop.games.cardgame.rules import apply_legal
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import (
    COALITION,
    NAPOLEON,
    OTHER,
    Front,
    Phase,
    Side,
    State,
    evolve,
)

DEFENCES = ("hold-ground", "repel", "check-advance")
"""Defense cards of force 5 either side may play at any front."""
OTHERS = (
    "good-progress",
    "lines-of-advance",
    "converge",
    "cross-river",
    "marshall-davout",
    "marshall-lannes",
    "marshall-murat",
    "storm-heights",
)
"""Cards that add nothing to a defence (March, Leader and Attack cards)."""


def _last_turn(napoleon_hand: tuple[str, ...], deck: tuple[str, ...]) -> State:
    """The Coalition's action phase on the battle's last turn (four cards left, the next
    turn draws five): Napoleon's morale at 3; the Coalition holds Stanton Hill (force 13
    there, none against it) and the Pratzen Heights; at Telnitz its force 9 meets Napoleon's
    4 and his +4 for holding it. Its hand is empty."""
    return evolve(
        new_state(Dice(1), None),
        turn=14,
        active=COALITION,
        to_move=COALITION,
        phase=Phase.ACTION,
        deck=deck,
        napoleon_hand=napoleon_hand,
        coalition_hand=(),
        discard=(),
        napoleon_morale=3,
        coalition_morale=20,
        fronts=(
            Front(COALITION, (), ("russian-imperial-guard", "marshall-kutusov")),
            Front(COALITION),
            Front(NAPOLEON, ("marshall-soult",), ("tsar-alexander", "general-bagration")),
        ),
    )


def test_on_the_last_turn_the_expert_attacks_for_the_battle_and_tells_its_true_chance() -> None:
    """Attacking Stanton Hill would surely win the action and break Napoleon's morale, but
    no attack is left to take Telnitz: the deck runs out and the battle is drawn. Only the
    attack on Telnitz can win the battle, if Napoleon's seven cards hold none of the three
    Defense cards among the eleven the Coalition has not seen: 8 chances in 330. The expert
    attacks Telnitz and its estimated score (a hint shows it) is that chance."""
    pool = DEFENCES + OTHERS
    state = _last_turn(pool[:7], pool[7:])
    assert last_turn(state, COALITION) == FINAL
    thought = choose_expert(state, COALITION, Dice(3), legal_actions(state), effort=2)
    assert thought.move == {"kind": "attack", "front": "south"}
    assert abs(thought.score - comb(8, 7) / comb(11, 7)) < 1e-3
    assert "Telnitz" in str(thought.reason)


def test_the_last_turns_are_told_by_the_cards_left_in_the_deck() -> None:
    """Five cards are drawn a turn: with fewer than five left the mover's turn is the
    battle's last, with fewer than ten its own last (the other side plays one more)."""
    state = _last_turn(DEFENCES, OTHERS)
    cards = new_state(Dice(1), None).deck  # which cards does not matter, only how many
    assert [last_turn(evolve(state, deck=cards[:n]), COALITION) for n in (4, 5, 9, 10)] == [
        FINAL,
        OWN_LAST,
        OWN_LAST,
        0,
    ]
    assert last_turn(evolve(state, deck=cards[:4]), NAPOLEON) == 0  # not Napoleon's turn
    assert [own_turns_left(evolve(state, deck=cards[:n])) for n in (4, 9, 10, 19, 20)] == [
        1,
        1,
        2,
        2,
        3,
    ]


def _late_positions(seed: int) -> list[State]:
    """Positions of a greedy game on its last turns (fewer than twenty cards in the deck)
    with a planning move to weigh."""
    dice = Dice(seed)
    state = new_state(dice, None)
    out = []
    while state.result is None:
        planning = state.phase in (Phase.ORDERS, Phase.ACTION)
        if len(state.deck) < 20 and planning and len(legal_actions(state)) > 1:
            out.append(state)
        move, _ = choose(state, state.to_move, "greedy", dice)
        state, _ = apply_legal(state, typed(move), dice)
    return out


def _holds_reserve(state: State, side: Side) -> bool:
    cards = card_index()
    return any(
        cards[c].type is CardType.RESERVE and usable(cards[c], side) for c in state.hand(side)
    )


def test_on_its_last_turns_the_expert_still_reads_nothing_hidden() -> None:
    """Two positions near the end of the deck that differ only in the other hand and the
    deck order give the same move from the same dice (a bot reading them would not)."""
    checked = caught = 0
    for seed in (0, 3, 4):
        for state in _late_positions(seed)[::2]:
            me = state.to_move
            if _holds_reserve(state, me):
                continue  # its Reserve shows it which of its cards the deck holds
            other = OTHER[me]
            pool = Dice(seed).shuffled(state.deck + state.hand(other))
            count = len(state.hand(other))
            twin = evolve(state, deck=pool[count:], **{f"{other.value}_hand": pool[:count]})
            if twin.hand(other) == state.hand(other):
                continue
            mine = choose(state, me, "expert", Dice(5), effort=2)
            theirs = choose(twin, me, "expert", Dice(5), effort=2)
            assert mine == theirs, (state.turn, state.phase, len(state.deck))
            checked += 1
            # The same check catches the strong bot, which deals from the order as it lies.
            strong = choose(state, me, "strong", Dice(5)) != choose(twin, me, "strong", Dice(5))
            caught += strong
    assert checked >= 4 and caught > 0
