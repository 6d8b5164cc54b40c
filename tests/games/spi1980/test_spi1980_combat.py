"""Combat Ratio, column shifts and the combat resolver of SPI's Austerlitz [6.0]-[6.8] [8.0]."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.spi1980.combat_odds import combat_ratio, halve, parse_effect, plan_combat


def test_printed_ratio_examples() -> None:
    """The [6.2] examples: 11 against 4 is 2-1, 4 against 9 is 1-3 (defender's favour)."""
    assert combat_ratio(11, 4) == (2, 1)
    assert combat_ratio(4, 9) == (1, 3)
    assert plan_combat(11, 4).column == "2-1"
    assert plan_combat(4, 9).column == "1-3"
    assert plan_combat(4, 5).column == "1-2"
    assert plan_combat(5, 5).column == "1-1"


def test_terrain_doubles_and_triples_the_defender() -> None:
    """A defender in woods, a town or a fortified position would be read on the wrong column."""
    assert plan_combat(10, 5, defender_terrain="doubled").column == "1-1"
    assert plan_combat(10, 5, defender_terrain="tripled").column == "1-2"


def test_halving_drops_fractions_and_never_goes_below_one() -> None:
    """An attack through a stream or up a slope would keep the wrong strength [8.0]."""
    assert halve(9, 2) == 2
    assert halve(1, 3) == 1
    plan = plan_combat(9, 2, attacker_halved=1)
    assert (plan.attack_strength, plan.column) == (4, "2-1")


def test_morale_difference_shifts_columns() -> None:
    """Morale would not change the odds as [6.8] says: attacker minus defender, in columns."""
    assert plan_combat(10, 5, attacker_morale=6, defender_morale=3).column == "5-1"
    assert plan_combat(10, 5, attacker_morale=3, defender_morale=6).column == "1-3"
    with pytest.raises(RuleError):
        plan_combat(10, 5, attacker_morale=6)


def test_disruption_and_corps_integrity_shift_one_column() -> None:
    """A disrupted defender is one column right [7.0]; a mixed-corps attack one left [11.0]."""
    assert plan_combat(10, 5, defender_disrupted=True).column == "3-1"
    assert plan_combat(10, 5, corps_integrity=True).column == "1-1"
    plan = plan_combat(10, 5, defender_disrupted=True, corps_integrity=True)
    assert plan.column == "2-1" and plan.shifts == {"defender_disrupted": 1, "corps_integrity": -1}


def test_clamping_at_both_ends() -> None:
    """Ratios past the table must read its end columns [6.2]."""
    assert plan_combat(40, 1).column == "6-1"
    assert plan_combat(1, 20).column == "1-5"
    assert plan_combat(6, 1, attacker_morale=6, defender_morale=3).column == "6-1"
    assert plan_combat(1, 5, attacker_morale=3, defender_morale=6).column == "1-5"


def test_shifts_apply_before_clamping() -> None:
    """With the other reading of [6.2] (option shift_then_clamp), a 12-1 attack shifted three
    left is still past 6-1: shifts come first, then the clamp."""
    other = {"beyond_table": "shift_then_clamp"}
    assert plan_combat(12, 1, attacker_morale=3, defender_morale=6, **other).column == "6-1"
    assert plan_combat(8, 1, attacker_morale=3, defender_morale=6, **other).column == "5-1"


def test_attacker_may_lower_but_not_raise_the_ratio() -> None:
    """The deliberate lowering of [6.2] must not let an attacker raise his odds."""
    assert plan_combat(10, 2, lower_to="3-1").column == "3-1"
    assert plan_combat(10, 2, lower_to="3-1", defender_disrupted=True).column == "4-1"
    with pytest.raises(RuleError):
        plan_combat(4, 4, lower_to="2-1")


def test_effects_parse_as_the_key_says() -> None:
    """Misreading a cell would take the wrong losses: 1d is a loss and a d, 2r a rout +2."""
    assert (parse_effect("1d").losses, parse_effect("1d").disrupted) == (1, True)
    two_r = parse_effect("2r")
    assert (two_r.routed, two_r.rout_number, two_r.losses) == (True, 2, 0)
    assert parse_effect("r").routed and parse_effect("r").rout_number == 0
    assert parse_effect("-").is_none
    assert parse_effect("2").losses == 2


def test_combat_resolver_fields_and_odds() -> None:
    """The panel's combat answer must carry column, effects, roll and exact odds."""
    resolver = find_game("spi1980").resolvers["combat"]
    inputs = {
        "attack": 11,
        "defend": 4,
        "attacker_morale": 4,
        "defender_morale": 5,
        "defender_disrupted": True,
        "defender_terrain": "doubled",
        "attacker_halved": 1,
    }
    # 11 halved is 5; 4 doubled is 8; 5 against 8 is 1-2; morale -1, disrupted +1: 1-2.
    resolution = resolver.run(inputs, 1)
    assert resolution.fields["column"] == "1-2"
    assert resolution.result == "1/r"
    assert resolution.fields["attacker"]["step_losses"] == 1
    assert resolution.fields["defender"]["routed"] is True
    assert resolution.fields["roll"] == 1
    assert resolution.record.natural == 1 and resolution.record.table == "spi1980/crt"
    odds = resolver.odds(inputs)
    assert sum(odds.values()) == 1
    assert odds["r/1"] == Fraction(1, 3)


def test_combat_resolver_count_and_choices() -> None:
    """Repeated halving and the lower-to choice must reach the table as the player set them."""
    resolver = find_game("spi1980").resolvers["combat"]
    base = {"attack": 24, "defend": 2, "attacker_morale": 5, "defender_morale": 5}
    assert resolver.run({**base, "attacker_halved": 2}, 6).fields["column"] == "3-1"
    assert resolver.run({**base, "lower_to": "2-1"}, 6).fields["column"] == "2-1"
    other = {"ratio_beyond_table": "shift_then_clamp"}  # 12-1 one left is still past 6-1
    assert resolver.run({**base, **other, "corps_integrity": True}, 6).fields["column"] == "6-1"
    with pytest.raises(RuleError):
        resolver.run({**base, "defender_terrain": "marsh"}, 6)
