"""Which actions the rules allow now: the one list the window, the bots and `apply` share.

Each action is a plain dict with a "kind" key; optional keys are left out rather than set to
None, so an action read back from JSON or TOML compares equal to the one listed here.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tabletop.games.cardgame.cards import Card, CardType, Use, card_index, cards_read
from tabletop.games.cardgame.state import (
    ADJACENT,
    FRONT_KEYS,
    NAPOLEON,
    OTHER,
    AttackTarget,
    CasualtyScope,
    Phase,
    Side,
    State,
    StormReading,
)

_SPECIALS = frozenset(
    {CardType.RESERVE, CardType.MARCH, CardType.MANEUVER, CardType.STANDSTILL, CardType.STRATEGY}
)


def targets(state: State) -> tuple[int, ...]:
    """The fronts the active player may attack now: each front once a turn (ATTACK CARDS),
    and under the option attack_target=enemy only a front the enemy holds (ACTION PHASE).
    Front control is on the table for both players to see: this never looks into a hand."""
    enemy_only = state.options.attack_target is AttackTarget.ENEMY
    return tuple(
        front
        for front in range(3)
        if front not in state.attacked
        and not (enemy_only and state.fronts[front].controller is state.active)
    )


def usable(c: Card, side: Side) -> bool:
    """True if `side` may play this card at all (DECK NOTATION: N, C or B)."""
    return c.use is Use.BOTH or (c.use is Use.NAPOLEON) == (side is NAPOLEON)


# The cards each side may play, and its Leaders and Units, looked up once (on first use, not
# at import): legal_actions runs at every step of every simulated game.
@cache
def playable_cards(side: Side) -> dict[str, Card]:
    """The cards `side` may play, by id."""
    return {c.id: c for c in card_index().values() if usable(c, side)}


@cache
def force_cards(side: Side) -> frozenset[str]:
    """Ids of `side`'s Leaders and Units."""
    return frozenset(i for i, c in playable_cards(side).items() if c.is_force)


@cache
def forces_by_name(side: Side) -> tuple[str, ...]:
    """Ids of `side`'s Leaders and Units in the order of their names (the Reserve chooser)."""
    cards = playable_cards(side)
    return tuple(sorted(force_cards(side), key=lambda i: (cards[i].name, i)))


def can_add(state: State, side: Side, kind: CardType, front: int) -> bool:
    """True if `side` holds a card of this type it may play at this front."""
    playable = playable_cards(side)
    for card_id in state.hand(side):
        c = playable.get(card_id)
        if c is not None and c.type is kind and front in c.fronts:
            return True
    return False


def legal_actions(state: State) -> list[dict[str, Any]]:
    """Every action the player to move may take now, in a stable order."""
    phase = state.phase
    if phase is Phase.OVER:
        return []
    side = state.to_move
    hand = state.hand(side)
    playable = playable_cards(side)
    out: list[dict[str, Any]] = []
    if phase is Phase.ORDERS:
        forces = force_cards(side)
        for card_id in hand:
            if card_id in forces:
                out.extend({"kind": "deploy", "card": card_id, "front": key} for key in FRONT_KEYS)
        _specials(state, side, hand, out)
        out.append({"kind": "end_orders"})
    elif phase is Phase.ACTION:
        read = cards_read(state.options.storm_heights is StormReading.NAME)
        for front in targets(state):
            key = FRONT_KEYS[front]
            if state.free_attack:
                out.append({"kind": "attack", "front": key})
            mine = state.fronts[front].controller is side
            for card_id in hand:
                c = playable.get(card_id)
                if (
                    c is not None
                    and c.type is CardType.ATTACK
                    and front in c.fronts
                    and not (mine and read[card_id].effect == "assault")
                ):
                    out.append({"kind": "attack", "front": key, "card": card_id})
        _specials(state, side, hand, out)
        out.append({"kind": "end_turn"})
    elif phase is Phase.SUPPORT or phase is Phase.DEFEND:
        battle = state.battle
        assert battle is not None
        defending = phase is Phase.DEFEND
        for card_id in hand:
            c = playable.get(card_id)
            if (
                c is not None
                and (c.type is CardType.EVENT or (defending and c.type is CardType.DEFENSE))
                and battle.front in c.fronts
            ):
                out.append({"kind": "play", "card": card_id})
        out.append({"kind": "commit" if phase is Phase.SUPPORT else "hold"})
    elif phase is Phase.VICTORY:
        limit = state.options.victory_cards_per_win
        if limit <= 0 or state.victory_played < limit:
            _victories(state, side, hand, out)
        out.append({"kind": "pass"})
    elif phase is Phase.DISCARD:
        out.extend({"kind": "discard", "card": card_id} for card_id in hand)
    return out


def _specials(state: State, side: Side, hand: tuple[str, ...], out: list[dict[str, Any]]) -> None:
    """Reserve, March, Maneuver, Standstill and Strategy cards, played on your own turn."""
    enemy = OTHER[side]
    playable = playable_cards(side)
    for card_id in hand:
        c = playable.get(card_id)
        if c is None or c.type not in _SPECIALS:
            continue
        kind = c.type
        if kind is CardType.MARCH or kind is CardType.STANDSTILL:
            out.append({"kind": "play", "card": card_id})
        elif kind is CardType.RESERVE:
            # By name, never in deck order: the list would tell the player when each of
            # their Leaders and Units comes up (issue 8 item 12).
            deck = frozenset(state.deck)
            out.extend(
                {"kind": "play", "card": card_id, "target": target}
                for target in forces_by_name(side)
                if target in deck
            )
        else:
            owner = side if kind is CardType.MANEUVER else enemy
            for index, front in enumerate(state.fronts):
                for target in front.of(owner):
                    out.extend(
                        {
                            "kind": "play",
                            "card": card_id,
                            "target": target,
                            "front": FRONT_KEYS[dest],
                        }
                        for dest in ADJACENT[index]
                    )


def _victories(state: State, side: Side, hand: tuple[str, ...], out: list[dict[str, Any]]) -> None:
    """Victory cards the winner of the last action may play, with each Casualties target."""
    enemy = OTHER[side]
    if state.options.casualties is CasualtyScope.WON_FRONT:
        targets = state.fronts[state.won_front].of(enemy)
    else:
        targets = tuple(t for f in state.fronts for t in f.of(enemy))
    for card_id in hand:
        c = card_index()[card_id]
        if c.type is not CardType.VICTORY or not usable(c, side):
            continue
        if state.won_front not in c.fronts:
            continue
        if c.effect == "casualties" and targets:
            out.extend({"kind": "play", "card": card_id, "target": t} for t in targets)
        else:
            out.append({"kind": "play", "card": card_id})
