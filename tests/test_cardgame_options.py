"""Card-game options where the rulebook is silent or reads two ways (issue 8 items 12, 14)."""

from __future__ import annotations

from cardgame_support import run, table

from tabletop.games.cardgame import Options, legal_actions
from tabletop.games.cardgame.cards import card
from tabletop.games.cardgame.state import Phase, ReserveRule


def reserve_position(options: Options | None = None):
    """Napoleon, in the orders phase, holds the Reserve card; the deck holds the rest."""
    return table(("reserve",), (), phase=Phase.ORDERS, options=options)


def test_reserve_targets_are_listed_by_name():
    """Issue 8 item 12: in deck order the list shows when each Leader and Unit comes up."""
    s = reserve_position()
    targets = [a["target"] for a in legal_actions(s) if a.get("card") == "reserve"]
    names = [card(t).name for t in targets]
    assert names == sorted(names) and len(names) > 5
    assert targets != [c for c in s.deck if c in targets]  # the deck order differs here


def test_reserve_keeps_the_deck_order_unless_the_shuffle_option_is_chosen():
    """RESERVE CARDS does not say to shuffle: by default the rest of the deck keeps its
    order; with `reserve = shuffle` it is shuffled (same cards, new order)."""
    s = reserve_position()
    target = "marshall-murat"
    kept = run(s, {"kind": "play", "card": "reserve", "target": target})
    rest = tuple(c for c in s.deck if c != target)
    assert kept.deck == rest and target in kept.napoleon_hand
    mixed = reserve_position(Options(reserve=ReserveRule.SHUFFLE))
    after = run(mixed, {"kind": "play", "card": "reserve", "target": target})
    assert sorted(after.deck) == sorted(rest) and after.deck != rest
    assert Options.from_mapping({"reserve": "shuffle"}).reserve is ReserveRule.SHUFFLE
