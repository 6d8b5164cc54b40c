"""How likely a hidden hand can answer an attack: the strong bot's view of a defence.

The defender's hand is hidden, but which cards it could hold is not: every card the bot has
not seen (the deck and that hand) is equally likely to be in it. The defender can add the
force of every Defense and Event card it holds that may be played at the front, so the
chance it reaches a total is the chance that a hand of k cards drawn from the unseen ones
holds that much defending force: counted exactly (a hypergeometric sum over the cards'
force classes), not guessed from one or two deals.
"""

from __future__ import annotations

from collections import Counter
from functools import cache, lru_cache
from math import comb

from tabletop.games.cardgame.cards import CardType, card_index
from tabletop.games.cardgame.moves import usable
from tabletop.games.cardgame.state import Side

CAP = 48
"""Totals are counted up to this force; more never changes an outcome (forces are <= 7)."""


@cache
def defending_force(side: Side, front: int) -> dict[str, int]:
    """Force each card adds when `side` defends at `front` (Defense and Event cards it may
    play there); cards that add nothing are left out."""
    out = {}
    for c in card_index().values():
        kinds = (CardType.DEFENSE, CardType.EVENT)
        if c.type in kinds and usable(c, side) and front in c.fronts and c.force > 0:
            out[c.id] = c.force
    return out


def reach(unseen: tuple[str, ...], hand_size: int, side: Side, front: int) -> tuple[float, ...]:
    """P(the defending force in a hand of `hand_size` cards drawn from `unseen` >= s), for
    s = 0 .. CAP."""
    forces = defending_force(side, front)
    classes = Counter(forces[c] for c in unseen if c in forces)
    key = tuple(sorted(classes.items()))
    others = len(unseen) - sum(classes.values())
    return _tail(key, others, min(hand_size, len(unseen)))


@lru_cache(maxsize=8192)
def _tail(classes: tuple[tuple[int, int], ...], others: int, k: int) -> tuple[float, ...]:
    # ways[j][s]: ways to pick j cards from the classes seen so far with total s (capped).
    ways = [[0] * (CAP + 1) for _ in range(k + 1)]
    ways[0][0] = 1
    for force, count in classes:
        new = [[0] * (CAP + 1) for _ in range(k + 1)]
        for j in range(k + 1):
            row = ways[j]
            for s in range(CAP + 1):
                w = row[s]
                if not w:
                    continue
                for i in range(min(count, k - j) + 1):
                    t = min(CAP, s + i * force)
                    new[j + i][t] += w * comb(count, i)
        ways = new
    total = comb(others + sum(n for _, n in classes), k)
    at = [0.0] * (CAP + 1)
    for j in range(k + 1):
        fill = comb(others, k - j)
        if not fill:
            continue
        for s in range(CAP + 1):
            if ways[j][s]:
                at[s] += ways[j][s] * fill
    tail = []
    running = 0.0
    for s in range(CAP, -1, -1):
        running += at[s]
        tail.append(running / total if total else 0.0)
    return tuple(reversed(tail))


def at_least(tail: tuple[float, ...], s: int) -> float:
    """P(force >= s) from `reach`'s answer."""
    if s <= 0:
        return 1.0
    return tail[s] if s <= CAP else 0.0
