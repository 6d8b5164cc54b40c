"""The SPI Austerlitz rules engine: rally, losses and morale, reserve, rolls, saves."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tabletop.core import plain
from tabletop.core.dice import Dice
from tabletop.core.errors import RollError, RuleError
from tabletop.games import find_game
from tabletop.games.base import Event
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

GAME = find_game("spi1980")


def fresh(**options: Any) -> Spi1980State:
    state: Spi1980State = GAME.new_state(Dice(7), options)
    return state


def act(state: Spi1980State, **action: Any) -> tuple[Spi1980State, tuple[Event, ...]]:
    new, events = GAME.apply(state, GAME.action(action), Dice(11))
    assert plain.load(Spi1980State, plain.dump(new)) == new
    return new, events


def at(state: Spi1980State, turn: int, phase: str, **changes: Any) -> Spi1980State:
    return dataclasses.replace(state, turn=turn, phase=phase, **changes)


def disrupt(state: Spi1980State, *ids: str) -> Spi1980State:
    for unit_id in ids:
        state = state.with_unit(dataclasses.replace(state.unit(unit_id), disrupted=True))
    return state


def test_rally_order_changes_the_outcome() -> None:
    """[7.9]: rallying Schirer first frees Candras of the +1 of [7.2]; the other order does not."""
    state = disrupt(at(fresh(), 3, "french_rally"), "schirer", "candras")
    units = [{"unit": "schirer", "near": ["candras"]}, {"unit": "candras", "near": ["schirer"]}]
    first, _ = act(state, kind="rally", corps="IV", units=units, roll=4)
    assert not first.unit("schirer").disrupted and not first.unit("candras").disrupted
    second, events = act(state, kind="rally", corps="IV", units=units[::-1], roll=4)
    assert second.unit("candras").disrupted and not second.unit("schirer").disrupted
    assert events[0].roll is not None and events[0].roll.natural == 4


def test_rally_modifiers_fog_demoralized_and_strength() -> None:
    """Fog +2, a demoralized army +1 (or +2 by option) and low strength +2 must all count."""
    state = disrupt(at(fresh(), 1, "french_rally"), "morand")
    # Morand 3-5-5: roll 3 + fog 2 = 5, rallies.
    ok, _ = act(state, kind="rally", corps="IV", units=[{"unit": "morand"}], roll=3)
    assert not ok.unit("morand").disrupted
    sad = dataclasses.replace(state, french=dataclasses.replace(state.french, demoralized=True))
    stays, events = act(sad, kind="rally", corps="IV", units=["morand"], roll=3)
    assert stays.unit("morand").disrupted
    assert "demoralized +1" in events[1].text
    option = fresh(demoralized_rally_penalty=2)
    option = disrupt(at(option, 4, "french_rally"), "morand")
    option = dataclasses.replace(
        option, french=dataclasses.replace(option.french, demoralized=True)
    )
    # Turn 4, no fog: 3 + 2 (option of [10.0]) = 5 rallies.
    assert (
        not act(option, kind="rally", corps="IV", units=["morand"], roll=3)[0]
        .unit("morand")
        .disrupted
    )
    # Down to 1 of 3 CSPs: 2 + 2 (demoralized) + 2 (below half [7.1]) = 6, stays disrupted.
    weak = option.with_unit(dataclasses.replace(option.unit("morand"), strength=1))
    assert act(weak, kind="rally", corps="IV", units=["morand"], roll=2)[0].unit("morand").disrupted
    assert (
        not act(weak, kind="rally", corps="IV", units=["morand"], roll=1)[0]
        .unit("morand")
        .disrupted
    )


def test_every_disrupted_unit_must_try_to_rally() -> None:
    """Leaving the Rally Phase with an unrolled corps, or skipping a unit, breaks [7.0]."""
    state = disrupt(
        at(fresh(), 3, "french_rally", reinforcement_rolled_turn=3), "schirer", "candras"
    )
    with pytest.raises(RuleError):
        act(state, kind="next_phase")
    with pytest.raises(RuleError):
        act(state, kind="rally", corps="IV", units=["schirer"], roll=1)
    state, _ = act(state, kind="rally", corps="IV", units=["schirer", "candras"], roll=1)
    with pytest.raises(RuleError):
        act(state, kind="rally", corps="IV", units=[], roll=1)
    act(state, kind="next_phase")


def test_a_rally_for_a_corps_that_is_not_there_rolls_no_die() -> None:
    """A mistyped corps ("Iv") or one with nobody disrupted would log a rally roll for
    nothing and mark the corps as rallied; the player must get one sentence naming the
    corps there are, and no die [7.0]."""
    state = disrupt(at(fresh(), 3, "french_rally"), "schirer", "candras")
    dice = Dice(11)
    before = dice.state
    for corps, words in (("Iv", "its corps are: IV, V"), ("V", "no disrupted unit")):
        with pytest.raises(RuleError, match=words) as refused:
            GAME.apply(state, GAME.action({"kind": "rally", "corps": corps, "units": []}), dice)
        assert "\n" not in str(refused.value)
    assert dice.state == before
    assert state.rallied_corps == ()


def test_combat_losses_lower_morale_and_respect_the_morale_unit() -> None:
    """Losses must come half from the morale unit [6.8] and cost one morale each [10.0]."""
    state = at(fresh(), 3, "french_combat")
    # Caffarelli 13 + Becker 5 = 18 against Levis 16 is 1-1; morale 5 - 3 = +2: 3-1.
    # Roll 3 on 3-1 is d/1d.
    attack = {
        "kind": "combat",
        "attackers": ["caffrelli", "becker"],
        "defenders": ["levis"],
        "attacker_morale_unit": "caffrelli",
        "defender_morale_unit": "levis",
        "roll": 3,
    }
    state, events = act(state, **attack)
    pending = state.pending_combat
    assert pending is not None and pending.column == "3-1" and pending.result == "d/1d"
    with pytest.raises(RuleError):
        act(state, kind="apply_combat_result", side="attacker")
    with pytest.raises(RuleError):
        act(state, kind="next_phase")
    with pytest.raises(RuleError):  # a d result may not be met by retreating [6.3]
        act(state, kind="apply_combat_result", side="defender", retreat_hexes=1)
    state, _ = act(state, kind="apply_combat_result", side="defender", losses={"levis": 1})
    assert state.unit("levis").strength == 15 and state.unit("levis").disrupted
    assert state.allied.morale == 79 and state.allied.csp_eliminated == 1
    state, events = act(state, kind="apply_combat_result", side="attacker")
    assert state.pending_combat is None
    assert state.unit("caffrelli").disrupted and state.unit("becker").disrupted
    assert state.french.morale == 70
    # Levis took its loss in place and both attackers are disrupted: no advance [6.7].
    assert not any(e.case == "6.7" for e in events)


def test_losses_must_come_half_from_the_morale_unit() -> None:
    """Taking both CSPs from the weaker unit would dodge [6.8]."""
    state = at(fresh(), 3, "french_combat")
    # Schirer 10 against Carneville 7 + Liechtenstein 2: 10 against 9 is 1-1, morale 5 - 4
    # gives 2-1, where a 3 reads 1/r.
    state, _ = act(
        state,
        kind="combat",
        attackers=["schirer"],
        defenders=["carnville", "lchtnstn"],
        attacker_morale_unit="schirer",
        defender_morale_unit="carnville",
        roll=3,
    )
    assert state.pending_combat is not None and state.pending_combat.result == "1/r"
    state, events = act(state, kind="rout_roll", side="defender", roll=4)
    assert events[0].roll is not None and events[0].roll.modified == 4
    with pytest.raises(RuleError):
        act(state, kind="apply_combat_result", side="defender", losses={"lchtnstn": 1})
    state, _ = act(state, kind="apply_combat_result", side="defender", losses={"carnville": 1})
    assert state.unit("carnville").strength == 6 and state.unit("lchtnstn").disrupted
    state, _ = act(state, kind="apply_combat_result", side="attacker", retreat_hexes=1)
    assert state.unit("schirer").strength == 10 and not state.unit("schirer").disrupted


def test_demoralization_and_both_at_once() -> None:
    """At 0 an army is demoralized; if both reach 0 in one combat only the defender is [10.0]."""
    state = at(fresh(), 5, "french_combat")
    both = dataclasses.replace(
        state,
        allied=dataclasses.replace(state.allied, morale=1),
        french=dataclasses.replace(state.french, morale=1),
    )
    # Schirer 10 against Wodnianski 5 is 2-1; morale 5 - 4 = +1: 3-1; roll 5 gives 1/1.
    both, _ = act(
        both,
        kind="combat",
        attackers=["schirer"],
        defenders=["wodask"],
        attacker_morale_unit="schirer",
        defender_morale_unit="wodask",
        roll=5,
    )
    both, _ = act(both, kind="apply_combat_result", side="defender", losses={"wodask": 1})
    assert not both.allied.demoralized
    both, events = act(both, kind="apply_combat_result", side="attacker", losses={"schirer": 1})
    assert (both.allied.morale, both.french.morale) == (0, 0)
    assert both.allied.demoralized and not both.french.demoralized
    assert any("only the defender" in e.text for e in events)
    single = dataclasses.replace(state, french=dataclasses.replace(state.french, morale=2))
    single, events = act(single, kind="lose_csp", unit="becker", count=2)
    assert single.french.demoralized and single.french.morale == 0
    assert single.french.csp_eliminated == 2


def test_exit_map_only_for_demoralized_army() -> None:
    """Units may leave the map only once their army is demoralized [4.7]."""
    state = at(fresh(), 6, "allied_movement")
    with pytest.raises(RuleError):
        act(state, kind="exit_map", unit="essen")
    state = dataclasses.replace(state, allied=dataclasses.replace(state.allied, demoralized=True))
    state, _ = act(state, kind="exit_map", unit="essen")
    assert state.unit("essen").status is UnitStatus.EXITED


def test_reserve_hidden_until_end_of_first_allied_movement() -> None:
    """The French reserve must stay off the map until the first Allied Movement Phase ends."""
    state = fresh()
    reserve = [u.id for u in game_data().units if u.is_reserve]
    with pytest.raises(RuleError):
        act(state, kind="next_phase")
    # One unit a hex: the plot keeps the stacking limit [4.4] [12.0].
    first = {u: f"{1710 + i}" for i, u in enumerate(reserve[:5])}
    state, _ = act(state, kind="plot_reserve", hexes=first)
    rest = {u: f"{1812 + i}" for i, u in enumerate(reserve[5:])}
    state, _ = act(state, kind="plot_reserve", hexes=rest)
    state, _ = act(state, kind="next_phase")
    assert state.phase == "allied_movement" and not state.reserve_revealed
    assert all(state.unit(u).status is UnitStatus.RESERVE for u in reserve)
    with pytest.raises(RuleError):
        act(state, kind="plot_reserve", hexes={reserve[0]: "1900"})
    state, events = act(state, kind="next_phase")
    assert state.reserve_revealed and state.phase == "allied_combat"
    assert all(state.unit(u).status is UnitStatus.ON_MAP for u in reserve)
    assert any(e.case == "12.0" and "1812" in e.text for e in events)


def test_disengagement_check_and_loss() -> None:
    """A failed Disengagement Check must cost a CSP or a disruption [4.6]."""
    state = at(fresh(), 3, "allied_movement")
    safe, events = act(state, kind="disengage", unit="levis", roll=2)
    assert safe.pending_disengagement is None and events[0].roll is not None
    state, events = act(state, kind="disengage", unit="levis", roll=2, enemy_hexes=2)
    assert state.pending_disengagement is not None
    with pytest.raises(RuleError):
        act(state, kind="next_phase")
    lost, _ = act(state, kind="disengagement_loss", how="csp")
    assert lost.unit("levis").strength == 15 and lost.allied.morale == 79
    stopped, _ = act(state, kind="disengagement_loss", how="disrupt")
    assert stopped.unit("levis").disrupted and stopped.allied.morale == 80


def test_reinforcement_roll_and_entry() -> None:
    """French reinforcements arrive on roll minus Game-Turn of 1 or less, from turn 2 [9.0]."""
    state = at(fresh(), 2, "french_rally")
    state, events = act(state, kind="reinforcement_roll", roll=4)
    assert state.reinforcements_turn is None and events[0].roll is not None
    with pytest.raises(RuleError):
        act(state, kind="reinforcement_roll", roll=1)
    state = at(state, 3, "french_rally")
    state, _ = act(state, kind="reinforcement_roll", roll=4)
    assert state.reinforcements_turn == 3
    state = at(state, 3, "french_movement")
    state, _ = act(state, kind="enter_reinforcements", units=["friant", "ourie"])
    assert state.unit("friant").status is UnitStatus.ON_MAP
    assert state.unit("bourcier").status is UnitStatus.AWAITING


def test_fog_forbids_bombardment_and_charges() -> None:
    """On Game-Turns 1 and 2 artillery may not bombard nor cavalry charge [13.0]."""
    state = at(fresh(), 2, "french_combat")
    with pytest.raises(RuleError):
        act(
            state,
            kind="combat",
            attackers=["cabau"],
            defenders=["levis"],
            bombarding=["cabau"],
            roll=1,
        )
    with pytest.raises(RuleError):
        act(
            state,
            kind="combat",
            attackers=["margarn"],
            defenders=["levis"],
            charging=["margarn"],
            roll=1,
        )


def test_typed_roll_is_checked() -> None:
    """A roll of 7 on one die must be refused, not read off the table."""
    state = at(fresh(), 3, "french_combat")
    with pytest.raises(RollError):
        act(
            state,
            kind="combat",
            attackers=["schirer"],
            defenders=["levis"],
            attacker_morale_unit="schirer",
            defender_morale_unit="levis",
            roll=7,
        )


def test_resolvers_rally_disengagement_reinforcement_rout() -> None:
    """Each roll the rules call for must resolve from raw inputs with exact odds."""
    resolvers = GAME.resolvers
    rally = resolvers["rally"]
    assert rally.run({"morale": 4, "fog": True}, 2).result == "rallied"
    assert rally.run({"morale": 4, "fog": True}, 3).result == "stays disrupted"
    assert rally.odds({"morale": 4, "fog": True})["rallied"] == pytest.approx(2 / 6)
    woods = {"morale": 4, "terrain": "woods", "unit_type": "infantry"}
    assert rally.run(woods, 5).fields["modified_roll"] == 4
    with pytest.raises(RuleError):
        rally.run({"morale": 4, "terrain": "woods"}, 5)
    disengagement = resolvers["disengagement"]
    assert disengagement.run({"enemy_hexes": 3, "zoc_to_zoc": True}, 4).result == "one CSP loss"
    assert disengagement.run({}, 2).result == "no effect"
    reinforcement = resolvers["reinforcement"]
    assert reinforcement.odds({"game_turn": 2})["reinforcements arrive"] == pytest.approx(0.5)
    assert reinforcement.run({"game_turn": 4}, 5).result == "reinforcements arrive"
    rout = resolvers["rout"].run({"rout_number": 2, "already_disrupted": True}, 3)
    assert rout.fields == {"roll": 3, "distance": 5, "csp_loss": 4}


def test_state_round_trips_through_plain() -> None:
    """A save written mid-combat must load back exactly."""
    state = at(fresh(corps_integrity=True), 3, "french_combat")
    state, _ = act(state, kind="objective", hex="1520", label="F", value=10)
    state, _ = act(
        state,
        kind="combat",
        attackers=["schirer", "becker"],
        defenders=["levis"],
        attacker_morale_unit="schirer",
        defender_morale_unit="levis",
        roll=1,
    )
    assert state.pending_combat is not None
    assert plain.load(Spi1980State, plain.dump(state)) == state


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "lose_csp", "unit": "becker", "count": "two"},
        {"kind": "lose_csp", "unit": "becker", "count": True},
        {"kind": "objective", "hex": "1521", "label": "A", "value": "x"},
    ],
)
def test_a_number_field_that_is_not_a_number_is_a_sentence(action: dict[str, Any]) -> None:
    """A form sending "two" CSPs would crash the panel with a ValueError traceback."""
    with pytest.raises(RuleError, match="whole number"):
        GAME.apply(fresh(), GAME.action(action), Dice(1))


def test_acting_side_of_each_kind_of_action() -> None:
    """The log would blame the wrong army: a rout roll or a loss is the routed or losing
    side's, the reinforcements are French even when typed in by anyone, options are nobody's."""
    from tabletop.games.spi1980.sequence import SEQUENCE

    acting_side = SEQUENCE.side_of
    state = at(fresh(), 3, "allied_combat")
    assert acting_side(state, {"kind": "next_phase"}) == "Allied"
    assert acting_side(state, {"kind": "lose_csp", "unit": "becker"}) == "French"
    moving = at(fresh(), 3, "allied_movement")
    assert acting_side(moving, {"kind": "exit_map", "unit": "rotrmd"}) == "Allied"
    entering = at(fresh(), 3, "french_movement")
    assert acting_side(entering, {"kind": "enter_reinforcements"}) == "French"
    assert acting_side(fresh(), {"kind": "set_option", "name": "corps_integrity"}) == ""
    assert acting_side(fresh(), {"kind": "plot_reserve"}) == "French"
    fought, _ = act(
        state,
        kind="combat",
        attackers=["rotrmd"],
        defenders=["becker"],
        attacker_morale_unit="rotrmd",
        defender_morale_unit="becker",
        roll=1,
    )
    defender = {"kind": "apply_combat_result", "side": "defender"}
    assert acting_side(fought, defender) == "French"
    assert acting_side(fought, {**defender, "side": "attacker"}) == "Allied"
    assert acting_side(fought, {"kind": "rout_roll", "side": "defender"}) == "French"


def test_disengagement_log_names_each_modifier() -> None:
    """The referee must read which [4.6] modifiers cut a Disengagement Check, not one sum."""
    state = at(fresh(), 3, "allied_movement")
    _, events = act(state, kind="disengage", unit="rotrmd", enemy_hexes=2, zoc_to_zoc=True, roll=3)
    record = events[0].roll
    assert record is not None
    assert record.modifiers == {"enemy hexes above one [4.6]": -1, "ZOC to ZOC [4.6]": -1}
    assert record.modified == 1 and record.result == "one CSP loss"
