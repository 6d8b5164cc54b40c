"""The card game's rules: setup, phases, combat, every card type, end conditions, saves."""

from __future__ import annotations

from typing import Any

import pytest
from cardgame_support import run, table

from tabletop.core import plain
from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.cardgame import (
    Options,
    Phase,
    State,
    apply,
    battle_totals,
    drew_cards,
    legal_actions,
    new_state,
    typed,
    visible_hand,
    winner,
)
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, evolve

N, C = NAPOLEON, COALITION


def test_setup_matches_the_rulebook() -> None:
    """A wrong setup would start the battle with the wrong fronts, morale or hands."""
    s = new_state(Dice(3))
    assert [f.controller for f in s.fronts] == [N, C, N]
    assert (s.napoleon_morale, s.coalition_morale) == (20, 20)
    assert len(s.napoleon_hand) == 5 and s.coalition_hand == () and len(s.deck) == 91
    assert s.phase is Phase.ORDERS and s.active is N
    assert new_state(Dice(3), Options.from_mapping({"first_player": "coalition"})).active is C


def test_attack_without_control_gets_no_bonus_and_winner_takes_front() -> None:
    """Totals must add units, leaders and attack cards; the winner gains 2 and the loser 3."""
    fronts = (Front(N), Front(C, ("french-corps",), ("light-infantry",)), Front(N))
    s = table(("enveloping-force",), (), fronts)
    s = run(s, {"kind": "attack", "front": "center", "card": "enveloping-force"})
    assert battle_totals(s) == (5 + 7, 3 + 4)  # the Coalition holds the centre: +4
    s = run(s, {"kind": "hold"})
    assert s.fronts[1].controller is N
    assert (s.napoleon_morale, s.coalition_morale) == (22, 17)
    # No Victory card in the winner's hand: straight back to the action phase.
    assert s.phase is Phase.ACTION and s.to_move is N
    assert "enveloping-force" in s.discard and s.fronts[1].napoleon == ("french-corps",)


def test_defender_without_control_has_no_bonus_and_defense_cards_count() -> None:
    """Attacking your own front gives the defender no +4; Defense cards add their force."""
    fronts = (Front(N, ("light-cavalry",), ("allied-column",)), Front(C), Front(N))
    s = table((), ("repel",), fronts)
    s = run(s, {"kind": "attack", "front": "north"})
    assert battle_totals(s) == (3, 4)
    assert s.to_move is C and {"kind": "play", "card": "repel"} in legal_actions(s)
    s = run(s, {"kind": "play", "card": "repel"})
    assert battle_totals(s) == (3, 9)
    s = run(s, {"kind": "hold"})
    assert s.fronts[0].controller is C and s.to_move is C and s.phase is Phase.VICTORY


@pytest.mark.parametrize(("tie", "holder"), [("no_winner", N), ("defender", C), ("attacker", N)])
def test_tie_rule_option(tie: str, holder: Any) -> None:
    """Equal totals must follow the chosen tie option, not silently favour one side."""
    fronts = (Front(N, ("light-cavalry",), ("light-infantry",)), Front(C), Front(N))
    s = table(options=Options.from_mapping({"tie": tie}), fronts=fronts)
    s = run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})
    assert s.fronts[0].controller is holder
    if tie == "no_winner":
        assert (s.napoleon_morale, s.coalition_morale) == (20, 20) and s.phase is Phase.ACTION


def test_assault_cards_only_where_you_do_not_control() -> None:
    """An Assault card offered at your own front would break its note."""
    s = table(("mass-attack",))
    fronts = {a["front"] for a in legal_actions(s) if a.get("card") == "mass-attack"}
    assert fronts == {"center"}


def test_one_free_attack_plus_one_per_attack_card_and_one_per_front() -> None:
    """Attack counts decide how hard a turn can hit; each front only once per turn."""
    s = table(("cavalry-charge",))
    s = run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})
    kinds = [a for a in legal_actions(s) if a["kind"] == "attack"]
    assert kinds and all(a.get("card") == "cavalry-charge" for a in kinds)
    assert all(a["front"] != "north" for a in kinds)
    with pytest.raises(RuleError, match="free attack"):
        apply(s, typed({"kind": "attack", "front": "south"}), Dice(0))


def test_orders_deploy_and_card_use() -> None:
    """Leaders and Units go to a chosen front, and a side cannot play the other side's cards."""
    s = table(("marshall-murat", "tsar-alexander"), phase=Phase.ORDERS)
    s = run(s, {"kind": "deploy", "card": "marshall-murat", "front": "south"})
    assert s.fronts[2].napoleon == ("marshall-murat",)
    with pytest.raises(RuleError, match="other side"):
        apply(s, typed({"kind": "deploy", "card": "tsar-alexander", "front": "south"}), Dice(0))


def test_victory_card_only_after_a_win_then_draws() -> None:
    """Victory cards must wait for a won action and then draw a card."""
    fronts = (
        Front(N, ("french-corps", "mamelukes"), ("allied-column", "lichtenstein")),
        Front(C),
        Front(N),
    )
    s = table(("decisive-defeat", "demoralized"), (), fronts)
    assert not any(a.get("card") == "demoralized" for a in legal_actions(s))
    s = run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})
    assert s.phase is Phase.VICTORY
    before = s
    s = run(s, {"kind": "play", "card": "decisive-defeat", "target": "lichtenstein"})
    assert s.fronts[0].coalition == ("allied-column",) and "lichtenstein" in s.discard
    assert len(s.napoleon_hand) == 2 and drew_cards(before, s)
    s = run(s, {"kind": "play", "card": "demoralized"})
    assert s.coalition_morale == 17 - 2


def test_shatter_center_only_after_winning_the_centre() -> None:
    """Center Only must keep Shatter Center out of a win at a flank."""
    fronts = (Front(N, ("french-corps",)), Front(C), Front(N))
    s = table(("shatter-center",), (), fronts)
    s = run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})
    assert s.phase is Phase.ACTION and "shatter-center" in s.napoleon_hand


def test_full_retreat_makes_the_opponent_choose_two_discards() -> None:
    """Full Retreat must hand the choice to the opponent, then come back to the winner."""
    fronts = (Front(N, ("french-corps",)), Front(C), Front(N))
    s = table(("full-retreat",), ("repel", "repulse", "skirmishing"), fronts)
    s = run(
        s,
        {"kind": "attack", "front": "north"},
        {"kind": "hold"},
        {"kind": "play", "card": "full-retreat"},
    )
    assert s.phase is Phase.DISCARD and s.to_move is C and s.discard_count == 2
    s = run(s, {"kind": "discard", "card": "repel"}, {"kind": "discard", "card": "skirmishing"})
    assert s.coalition_hand == ("repulse",) and s.phase is Phase.VICTORY and s.to_move is N


def test_special_cards() -> None:
    """Reserve, March, Maneuver, Standstill and Strategy must each do what the rulebook says."""
    fronts = (Front(N, ("french-corps",)), Front(C, (), ("allied-column",)), Front(N))
    hand = ("reserve", "good-progress", "sweeping-maneuver", "confusion", "ensnare")
    s = table(hand, ("repel", "repulse", "skirmishing"), fronts, phase=Phase.ORDERS)
    deck_before = len(s.deck)
    s = run(s, {"kind": "play", "card": "reserve", "target": "mamelukes"})
    assert "mamelukes" in s.napoleon_hand and "mamelukes" not in s.deck
    s = run(s, {"kind": "play", "card": "good-progress"})
    assert len(s.deck) == deck_before - 1 - 2
    s = run(
        s,
        {"kind": "play", "card": "sweeping-maneuver", "target": "french-corps", "front": "center"},
    )
    assert s.fronts[1].napoleon == ("french-corps",) and s.fronts[0].napoleon == ()
    assert not any(
        a.get("card") == "ensnare" and a.get("front") == "center" for a in legal_actions(s)
    )  # only to an adjacent front
    s = run(s, {"kind": "play", "card": "ensnare", "target": "allied-column", "front": "south"})
    assert s.fronts[2].coalition == ("allied-column",)
    s = run(s, {"kind": "play", "card": "confusion"})
    assert len(s.coalition_hand) == 1
    assert len(s.napoleon_hand) == 1 + 2 + 1 + 1  # mamelukes, march 2, maneuver 1, strategy 1


def test_events_and_fortifications_and_recall_men() -> None:
    """Event cards add force for either side; Fortifications only on the flanks."""
    fronts = (Front(N, ("light-cavalry",)), Front(C, ("french-corps",)), Front(N))
    s = table(("recall-men", "artillery-fire"), ("fortifications", "skirmishing"), fronts)
    s = run(
        s,
        {"kind": "attack", "front": "center"},
        {"kind": "play", "card": "recall-men"},
        {"kind": "play", "card": "artillery-fire"},
        {"kind": "commit"},
    )
    assert s.napoleon_morale == 22 and battle_totals(s) == (8, 4)
    assert {"kind": "play", "card": "fortifications"} not in legal_actions(s)
    s = run(s, {"kind": "play", "card": "skirmishing"})
    assert battle_totals(s) == (8, 7)


def test_hand_limit_at_end_of_turn_then_next_player_draws_five() -> None:
    """A hand over 7 must be cut at the end phase before the other player draws 5."""
    hand = tuple(
        [
            "reserve",
            "good-progress",
            "confusion",
            "ensnare",
            "repel",
            "repulse",
            "skirmishing",
            "mamelukes",
            "bombardment",
        ]
    )
    s = run(table(hand), {"kind": "end_turn"})
    assert s.phase is Phase.DISCARD and s.discard_count == 2
    s = run(s, {"kind": "discard", "card": "repel"}, {"kind": "discard", "card": "repulse"})
    assert len(s.napoleon_hand) == 7 and s.active is C and len(s.coalition_hand) == 5
    assert s.phase is Phase.ORDERS and s.turn == 2


def test_deck_running_out_is_a_draw() -> None:
    """An empty deck at the strategy phase must end the battle as a draw."""
    s = evolve(table(), deck=("repel", "repulse"))
    s = run(s, {"kind": "end_turn"})
    assert s.result is not None and s.result.winner is None and s.phase is Phase.OVER
    assert legal_actions(s) == []


def _last_blow(victory: str) -> State:
    fronts = (Front(N, ("french-corps",)), Front(C), Front(N))
    s = table(fronts=fronts, options=Options.from_mapping({"victory": victory}), coalition_morale=3)
    return run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})


def test_victory_as_written_needs_all_fronts_and_zero_morale() -> None:
    """Morale 0 alone must not win under the rule as written, but must under 'either'."""
    s = _last_blow("both")
    assert s.coalition_morale == 0 and s.result is None
    assert winner(_last_blow("either")) is N
    fronts = (Front(N, ("french-corps",)), Front(C, ("mamelukes",)), Front(N))
    s = table(fronts=fronts, coalition_morale=3)
    s = run(s, {"kind": "attack", "front": "center"}, {"kind": "hold"})
    assert winner(s) is N and s.phase is Phase.OVER


def test_illegal_action_is_one_readable_sentence() -> None:
    """A wrong click must give a sentence the player can read, not a traceback."""
    s = table()
    with pytest.raises(RuleError) as err:
        apply(s, typed({"kind": "hold"}), Dice(0))
    assert str(err.value) == (
        "Hold is taken in: Action Phase: the defender's cards; now: Action Phase [ACTION PHASE]."
    )
    # A card not held is refused as one held but not playable here: the sentence must not
    # tell the other player what the hand holds (it used to say "not in Napoleon's hand").
    with pytest.raises(RuleError, match="Napoleon cannot play .* that way now"):
        apply(s, typed({"kind": "attack", "front": "center", "card": "repel"}), Dice(0))


def test_visible_hand_hides_the_other_side() -> None:
    """The hot-seat window must be able to hide the hand of the player away from the screen."""
    s = new_state(Dice(2))
    assert visible_hand(s, N, N) == s.napoleon_hand
    assert visible_hand(s, N, C) == 5 and visible_hand(s, N, None) == 5


def test_state_round_trips_through_plain_and_registry_summary() -> None:
    """A saved game must load back exactly, mid-battle included."""
    fronts = (Front(N, ("french-corps",)), Front(C), Front(N))
    s = run(table(("repel",), (), fronts), {"kind": "attack", "front": "north"})
    for state in (new_state(Dice(9)), s):
        assert plain.load(State, plain.dump(state)) == state
    game = find_game("cardgame")
    start = game.new_state(Dice(4), {"tie": "defender"})
    assert game.summary(start) == (
        "Turn 1 · Napoleon 20 morale, Coalition 20 · fronts N:Napoleon C:Coalition S:Napoleon"
    )


def test_a_misspelt_state_field_is_refused_not_added() -> None:
    """Issue 7: `evolve(s, phse="over")` used to add a stray attribute and leave the phase as
    it was, so a rule with a typo would silently keep the battle going."""
    from tabletop.games.cardgame.state import evolve

    s = new_state(Dice(1))
    with pytest.raises(TypeError, match="phse"):
        evolve(s, phse="over")
    assert evolve(s, phase=Phase.OVER).phase is Phase.OVER
