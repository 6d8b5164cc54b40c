"""Card-game options where the rulebook is silent or reads two ways (issue 8 items 12, 14)."""

from __future__ import annotations

from cardgame_support import C, N, run, table

from tabletop.core.dice import Dice
from tabletop.games.cardgame import Options, apply, legal_actions, typed
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


def test_storm_heights_other_reading_is_an_option():
    """Issue 8 item 14: "Storm Heights A 5 B Assault Unleashed R - B" reads two ways. As
    transcribed, Storm Heights has the note Assault (only at a front you do not control) and
    the Reserve card is Unleashed; with `storm_heights = name` Storm Heights has no note and
    the Reserve card is Assault Unleashed. A player who reads it the other way must be able
    to play that way."""
    from tabletop.games.cardgame.state import Front, StormReading

    fronts = (Front(N), Front(C), Front(N))
    written = table(("storm-heights",), (), fronts)
    where = {a["front"] for a in legal_actions(written) if a.get("card") == "storm-heights"}
    assert where == {"center"}  # Assault: not at the two fronts Napoleon holds
    other = table(("storm-heights",), (), fronts, options=Options(storm_heights=StormReading.NAME))
    where = {a["front"] for a in legal_actions(other) if a.get("card") == "storm-heights"}
    assert where == {"north", "center", "south"}
    assert Options.from_mapping({"storm_heights": "name"}).storm_heights is StormReading.NAME
    for options, name in ((None, "Unleashed"), (other.options, "Assault Unleashed")):
        s = table(("unleashed",), (), phase=Phase.ORDERS, options=options)
        play = typed({"kind": "play", "card": "unleashed", "target": "marshall-murat"})
        _, events = apply(s, play, Dice(0))
        assert events[0].text.startswith(f"Napoleon plays {name}:")


def test_an_attack_on_a_front_you_hold_is_an_option_away():
    """ACTION PHASE: "You may attack from a Front even if you already control the Front." As
    written an attack may target a front its player holds (no defence, no +4: any force wins
    +2 and -3); with attack_target=enemy it targets only a front the enemy holds, and an
    attack on one's own front is refused in one sentence citing the option."""
    from tabletop.core.errors import RuleError
    from tabletop.games.cardgame.state import AttackTarget

    written = table()  # Napoleon holds Stanton Hill and Telnitz, the Coalition the Pratzen
    fronts = {a["front"] for a in legal_actions(written) if a["kind"] == "attack"}
    assert fronts == {"north", "center", "south"}
    enemy = table(options=Options(attack_target=AttackTarget.ENEMY))
    fronts = {a["front"] for a in legal_actions(enemy) if a["kind"] == "attack"}
    assert fronts == {"center"}
    try:
        apply(enemy, typed({"kind": "attack", "front": "north"}), Dice(0))
    except RuleError as refused:
        message = str(refused)
    else:
        raise AssertionError("an attack on Napoleon's own Stanton Hill was taken")
    assert message == (
        "Napoleon holds Stanton Hill: an attack targets a front the enemy holds (option "
        "attack_target, ACTION PHASE)."
    )
    assert Options.from_mapping({"attack_target": "enemy"}).attack_target is AttackTarget.ENEMY


def test_with_only_your_own_fronts_left_the_attack_is_closed_with_the_reason():
    """Under attack_target=enemy, once the enemy's front was attacked this turn the action
    phase must not offer an attack that every front would refuse."""
    from tabletop.games.cardgame import RULES
    from tabletop.games.cardgame.state import AttackTarget

    s = table(options=Options(attack_target=AttackTarget.ENEMY), attacked=(1,))
    listed = {e.kind: e for e in RULES.legal_actions(s)}
    assert not listed["attack"].open
    assert listed["attack"].why == (
        "Napoleon holds every front not yet attacked this turn; an attack targets a front "
        "the enemy holds (option attack_target, ACTION PHASE)."
    )
    assert listed["end_turn"].open


def test_the_measured_balance_adds_up_to_a_hundred_percent() -> None:
    """The new-game dialog read "Napoleon wins 74%, the Coalition 2%, drawn 25%" (147 / 3 / 50
    of 200): rounded one by one, the shares added up to 101%."""
    from tabletop.games.cardgame.balance import Balance, balance_for

    assert Balance(147, 3, 50, "greedy").shares() == (74, 1, 25)
    assert Balance(1, 1, 1, "greedy").shares() == (34, 33, 33)
    assert "Napoleon wins 74%, the Coalition 1%, drawn 25%" in Balance(147, 3, 50, "x").words()
    for first in ("napoleon", "coalition"):
        for target in ("any", "enemy"):
            found = balance_for({"first_player": first, "attack_target": target})
            assert found is not None and sum(found.shares()) == 100
