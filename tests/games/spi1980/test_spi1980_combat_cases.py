"""The rules a careful player found broken in SPI's Austerlitz (issue 8, items 1-10), each
checked as the player would see it go wrong."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from test_spi1980_engine import act, at, disrupt, fresh

from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.spi1980.state import ArmyState, Spi1980State, UnitStatus
from tabletop.games.spi1980.victory import victory_points

COMBAT = find_game("spi1980").resolvers["combat"]


def column(**inputs: Any) -> str:
    """The column the `combat` resolver reads for these inputs."""
    return str(COMBAT.run(inputs, 1).fields["column"])


def texts(events: Any) -> str:
    return " ".join(e.text for e in events)


KIENMYER_ON_THE_SANTON = {
    "attackers": ["kienmyer"],
    "defenders": ["santon"],
    "attacker_morale_unit": "kienmyer",
    "defender_morale_unit": "santon",
}
"""Kienmyer (morale 4) against the Santon (morale 4): no column shift [6.8]."""


def morale(attacker: str, defender: str) -> dict[str, str]:
    """The morale units an adjacent attack names [6.8]."""
    return {"attacker_morale_unit": attacker, "defender_morale_unit": defender}


def allied_combat(turn: int = 3) -> Spi1980State:
    """The Allied Combat Phase of a clear Game-Turn, every unit at its set-up strength."""
    return at(fresh(), turn, "allied_combat")


# -- 1. The Santon may never retreat or rout [6.4 Exception] --------------------------------------


def test_santon_cannot_retreat_to_satisfy_a_loss() -> None:
    """Kienmyer (3) against the Santon (3), 1-1, a 4 reads r/1. If this failed, the player
    could retreat the Santon's immovable guns a hex instead of losing the CSP, and the French
    morale and the Allied VPs would not move."""
    state, _ = act(allied_combat(1), kind="combat", **KIENMYER_ON_THE_SANTON, roll=4)
    assert state.pending_combat is not None and state.pending_combat.result == "r/1"
    with pytest.raises(RuleError, match=r"never retreat \[6.4 Exception\]"):
        act(state, kind="apply_combat_result", side="defender", retreat_hexes=1)
    state, _ = act(state, kind="apply_combat_result", side="defender", losses={"santon": 1})
    assert state.french.morale == 69
    assert victory_points(state, "Allied").enemy_csp == 1


def test_santon_routed_is_destroyed_without_a_rout_roll() -> None:
    """At 1-1 a 2 reads 1/r: the Santon is routed. If this failed, the player would be asked
    for a rout roll and told the guns rout some hexes, although they are destroyed [6.4]."""
    state, _ = act(allied_combat(1), kind="combat", **KIENMYER_ON_THE_SANTON, roll=2)
    with pytest.raises(RuleError, match="no rout roll"):
        act(state, kind="rout_roll", side="defender", roll=3)
    state, events = act(state, kind="apply_combat_result", side="defender")
    assert state.unit("santon").status is UnitStatus.ELIMINATED
    assert "destroyed" in texts(events) and "hexes" not in texts(events)
    assert state.french.morale == 67


# -- 2. Halving is per unit, not per total [5.8] [6.9] [8.0] --------------------------------------


def test_only_the_unit_across_the_stream_is_halved() -> None:
    """Carnville 7 across a stream plus Doctrov 13 bombarding, against 7: 3 + 13 = 16 to 7 is
    2-1. If this failed, the player would be read the 1-1 column (the sum halved)."""
    state = allied_combat()
    # Candras (7) stands in for a 7-CSP defender.
    state, events = act(
        state,
        kind="combat",
        attackers=["carnville", "doctrov"],
        bombarding=["doctrov"],
        defenders=["candras"],
        attacker_terrain={"carnville": "stream", "doctrov": "stream"},  # artillery: "-"
        **morale("carnville", "candras"),
        roll=6,
    )
    assert state.pending_combat is not None and state.pending_combat.column == "2-1"
    assert texts(events).startswith("16 against 7 is 2-1")


def test_each_halved_unit_keeps_its_floor_of_one() -> None:
    """Three 1-CSP units across a stream against 1 are 3-1 (each halved keeps 1). If this
    failed, the player would be read 1-1."""
    assert column(halved="1,1,1", defend=1) == "3-1"
    assert column(attack=13, halved="7", defend=7) == "2-1"
    assert column(attack=20, attacker_halved=1, defend=7) == "1-1"  # one unit of 20, halved
    state = allied_combat()
    for unit in ("carnville", "levis", "kienmyer"):
        state = state.with_unit(dataclasses.replace(state.unit(unit), strength=1))
    state = state.with_unit(dataclasses.replace(state.unit("candras"), strength=1))
    state, _ = act(
        state,
        kind="combat",
        attackers=["carnville", "levis", "kienmyer"],
        defenders=["candras"],
        attacker_terrain=dict.fromkeys(("carnville", "levis", "kienmyer"), "stream"),
        **morale("carnville", "candras"),
        roll=6,
    )
    assert state.pending_combat is not None and state.pending_combat.column == "3-1"


# -- 3. Doubling and tripling depend on the unit type [8.0] ---------------------------------------


def test_cavalry_defending_in_doubling_terrain_is_not_doubled() -> None:
    """Stuttrhm 6 against Margaron 2, cavalry, in woods: 3-1. If this failed, the player
    would be read 1-1, as if cavalry were doubled."""
    state, _ = act(
        allied_combat(),
        kind="combat",
        attackers=["stuttrhm"],
        defenders=["margarn"],
        defender_terrain="doubled",
        **morale("stuttrhm", "margarn"),
        roll=6,
    )
    assert state.pending_combat is not None and state.pending_combat.column == "3-1"
    assert column(attack=6, defenders="2:cavalry:woods") == "3-1"
    assert column(attack=6, defend=2, defender_terrain="doubled") == "1-1"  # infantry


def test_artillery_is_doubled_in_a_town_but_not_in_woods() -> None:
    """The chart's artillery column: woods '-', town 'D', fortified 'T'. If this failed, a
    gun park in woods would be read at half the odds it should."""
    assert column(attack=6, defenders="2:artillery:woods") == "3-1"
    assert column(attack=6, defenders="2:artillery:town") == "1-1"
    assert column(attack=6, defenders="2:artillery:fortified") == "1-1"


def test_a_mixed_stack_is_taken_unit_by_unit() -> None:
    """Merle (infantry 3) in a town and Margaron (cavalry 2) in woods, attacked by Levis 16:
    3 x 2 + 2 = 8, 2-1. If this failed, the whole stack would be doubled (1-1)."""
    state, events = act(
        allied_combat(),
        kind="combat",
        attackers=["levis"],
        defenders=["merle", "margarn"],
        defender_hexes={"merle": "town", "margarn": "woods"},
        **morale("levis", "merle"),
        roll=6,
    )
    assert texts(events).startswith("16 against 8 is 2-1")


# -- 4. Ratios beyond the table [6.2] -------------------------------------------------------------


def test_a_ratio_beyond_the_table_is_its_end_column_before_shifting() -> None:
    """20 against 2 with morale 3 against 6: 6-1 shifted three left is 3-1 [6.2]. If this
    failed, the player would be read 6-1 (shifted from 10-1)."""
    ratings = {"attacker_morale": 3, "defender_morale": 6}
    assert column(attack=20, defend=2, **ratings) == "3-1"
    other = {"ratio_beyond_table": "shift_then_clamp"}
    assert column(attack=20, defend=2, **ratings, **other) == "6-1"


def test_the_other_reading_of_the_ratio_is_an_option_of_the_game() -> None:
    """The option chosen for the game must reach the engine's combats."""
    state, _ = act(fresh(), kind="set_option", name="ratio_beyond_table", value="shift_then_clamp")
    assert state.options.ratio_beyond_table == "shift_then_clamp"
    state = at(state, 3, "allied_combat")
    # Levis 16 against Merle 3 is 5-1; morale 3 - 5 = -2: 3-1 (either reading on the table).
    state, _ = act(
        state,
        kind="combat",
        attackers=["levis"],
        defenders=["merle"],
        attacker_morale_unit="levis",
        defender_morale_unit="merle",
        roll=6,
    )
    assert state.pending_combat is not None and state.pending_combat.column == "3-1"
    with pytest.raises(RuleError):
        fresh(ratio_beyond_table="sideways")


# -- 5. One attack per unit per Combat Phase [5.2] ------------------------------------------------


def test_a_unit_attacks_only_once_per_combat_phase() -> None:
    """Levis attacked Merle twice in one phase. If this failed, the player could attack with
    the same unit, or the same defender, again and again."""
    levis_on_merle = morale("levis", "merle")
    state, _ = act(
        allied_combat(),
        kind="combat",
        attackers=["levis"],
        defenders=["merle"],
        **levis_on_merle,
        roll=6,
    )
    assert state.pending_combat is not None
    state = dataclasses.replace(state, pending_combat=None)
    with pytest.raises(RuleError, match=r"only one attack per Phase \[5.2\]"):
        act(
            state,
            kind="combat",
            attackers=["levis"],
            defenders=["margarn"],
            **morale("levis", "margarn"),
        )
    with pytest.raises(RuleError, match=r"\[5.2\]"):
        act(
            state,
            kind="combat",
            attackers=["carnville"],
            defenders=["merle"],
            **morale("carnville", "merle"),
            roll=6,
        )
    state, _ = act(state, kind="next_phase")
    state = at(state, 4, "allied_combat")
    state, _ = act(
        state,
        kind="combat",
        attackers=["levis"],
        defenders=["margarn"],
        **morale("levis", "margarn"),
        roll=6,
    )


# -- 7. Every loss can demoralize an army left at 0 [10.0] ----------------------------------------


def test_an_army_left_at_zero_is_demoralized_by_its_next_combat_loss() -> None:
    """Both armies reached 0 at once and only the defender was demoralized; the next CSP the
    other army loses in combat must demoralize it, as a stacking loss already does. If this
    failed, the player's army would fight on at 0 undemoralized for the rest of the game."""
    state = at(fresh(), 3, "french_combat")
    state = state.with_army(ArmyState("Allied", 0, 80, demoralized=False))
    # Caffarelli 13 against Urusov 11 is 1-1, shifted to 2-1 by morale 5 - 4; a 1 reads
    # 1/2d: Urusov loses two CSPs.
    state, _ = act(
        state,
        kind="combat",
        attackers=["caffrelli"],
        defenders=["urusov"],
        **morale("caffrelli", "urusov"),
        roll=1,
    )
    state, _ = act(state, kind="apply_combat_result", side="defender", losses={"urusov": 2})
    state, events = act(state, kind="apply_combat_result", side="attacker", losses={"caffrelli": 1})
    assert state.allied.demoralized
    assert "Allied army is demoralized" in texts(events)


def test_a_stacking_loss_does_not_demoralize_the_other_army() -> None:
    """A loss demoralizes only the army that took it. If this failed, the French losing a
    stacking CSP would demoralize an Allied army left at 0."""
    state = fresh().with_army(ArmyState("Allied", 0, 80, demoralized=False))
    state, _ = act(state, kind="lose_csp", unit="becker", count=1)
    assert not state.allied.demoralized
    state, _ = act(state, kind="lose_csp", unit="levis", count=1)
    assert state.allied.demoralized


# -- 8. The reserve plot keeps the stacking limit [12.0] [4.4] ------------------------------------


def test_reserve_units_plotted_together_keep_the_stacking_limit() -> None:
    """Rivaud 11 and Drouet 12 plotted in one hex. If this failed, the French Player could
    place 23 CSPs in a hex that holds 10."""
    with pytest.raises(RuleError, match=r"\[4.4\].*\[12.0\]"):
        act(fresh(), kind="plot_reserve", hexes={"rivaud": "1712", "drouet": "1712"})
    with pytest.raises(RuleError, match="Walther would hold 11"):
        act(fresh(), kind="plot_reserve", hexes={"walther": "1518"})  # Candras 7 + 4
    state, _ = act(fresh(), kind="plot_reserve", hexes={"rivaud": "1712", "drouet": "1713"})
    state, _ = act(state, kind="plot_reserve", hexes={"baltus": "1714", "ordener": "1714"})
    assert len(state.reserve_plot) == 4


# -- 9. An adjacent attack names one morale unit per side [6.8] ----------------------------------


def test_an_adjacent_attack_names_both_morale_units() -> None:
    """Levis attacked Merle with no morale unit named, and the log only said no shift was
    applied: "First the attacker and then the defender states which unit involved in an
    attack will modify the Combat Ratio" [6.8]. Refused, with nothing changed; a bombardment
    alone names none; the what-if resolver still says when it was given no ratings."""
    state = allied_combat()
    with pytest.raises(RuleError, match=r"attacker's morale unit.*\[6.8\]"):
        act(state, kind="combat", attackers=["levis"], defenders=["merle"], roll=6)
    with pytest.raises(RuleError, match=r"defender states.*\[6.8\]"):
        act(
            state,
            kind="combat",
            attackers=["levis"],
            defenders=["merle"],
            attacker_morale_unit="levis",
            roll=6,
        )
    assert state.pending_combat is None and state.engaged == ()
    state, events = act(
        state,
        kind="combat",
        attackers=["doctrov"],
        bombarding=["doctrov"],
        defenders=["merle"],
        roll=6,
    )
    assert state.pending_combat is not None or "gives" in texts(events)
    resolution = COMBAT.run({"attack": 6, "defend": 2}, 3)
    assert "No morale shift was applied" in resolution.events[0].text
    assert resolution.fields["morale_shift_applied"] is False


def test_the_log_and_the_what_if_resolver_say_one_combat_sentence() -> None:
    """SPI's combat sentence was written twice, differently ("read on 3-1" against "on the
    3-1 column"): the resolver now says the action's words for the same attack."""
    _, events = act(
        allied_combat(),
        kind="combat",
        attackers=["levis"],
        defenders=["merle"],
        **morale("levis", "merle"),
        roll=6,
    )
    ratings = {"attacker_morale": 3, "defender_morale": 5}
    resolved = COMBAT.run({"attack": 16, "defend": 3, **ratings}, 6)
    assert events[0].text == resolved.events[0].text
    assert events[0].text.startswith("16 against 3 is 5-1; on the 3-1 column a 6 gives")


# -- 10. Displacement [6.6] [4.9] and disruption twice [7.0] --------------------------------------


def routed_urusov() -> Spi1980State:
    """Caffarelli (13) attacks Urusov (11) in the French Combat Phase: a 3 reads 1/r, Urusov
    routs and a Friendly unit in his path may be displaced [6.3] [6.6]."""
    state, _ = act(
        at(fresh(), 3, "french_combat"),
        kind="combat",
        attackers=["caffrelli"],
        defenders=["urusov"],
        **morale("caffrelli", "urusov"),
        roll=3,
    )
    return state


def test_a_displaced_unit_is_disrupted_and_a_disrupted_one_loses_a_csp_per_hex() -> None:
    """If this failed, the player could displace units with no cost: the first displacement
    disrupts [6.6]; a disrupted unit displaced two hexes loses two CSPs and two morale."""
    state, events = act(routed_urusov(), kind="displace", unit="levis", hexes=1)
    assert state.unit("levis").disrupted and state.unit("levis").strength == 16
    state, events = act(state, kind="displace", unit="levis", hexes=2)
    assert state.unit("levis").strength == 14 and state.allied.morale == 78
    assert "[6.6]" in texts(events)


def test_a_unit_is_displaced_only_by_a_retreat_waiting_to_be_made() -> None:
    """`displace` was taken in a Combat Phase with no retreat pending, and of the side that
    does not retreat: "When the only safe hex is occupied by a Friendly unit(s), that unit(s)
    may be displaced" [6.6]. Refused with the rule's words; the roster is unchanged."""
    for state in (at(fresh(), 3, "french_combat"), at(fresh(), 3, "french_movement")):
        with pytest.raises(RuleError, match=r"taken in: Apply the combat result"):
            act(state, kind="displace", unit="levis")
    routed = routed_urusov()
    with pytest.raises(RuleError, match=r"not a Friendly unit in the path.*\[6.6\]"):
        act(routed, kind="displace", unit="becker")  # a French unit: the Allied rout
    with pytest.raises(RuleError, match=r"\[6.6\]"):
        act(routed, kind="displace", unit="urusov")  # the routing unit itself
    state, _ = act(routed, kind="rout_roll", side="defender", roll=2)
    state, _ = act(state, kind="apply_combat_result", side="defender", losses={"urusov": 1})
    with pytest.raises(RuleError, match=r"path of the retreating army \(French\).*\[6.6\]"):
        act(state, kind="displace", unit="levis")  # the attacker's 1 may be a French retreat
    state, _ = act(state, kind="apply_combat_result", side="attacker", losses={"caffrelli": 1})
    with pytest.raises(RuleError, match=r"taken in: Apply the combat result"):
        act(state, kind="displace", unit="levis")
    assert not state.unit("levis").disrupted


def test_disrupting_a_disrupted_unit_costs_one_csp() -> None:
    """A disrupted unit suffering a disruption effect loses one additional CSP [7.0]. If this
    failed, the roster's Disrupt on a face-down counter would change nothing."""
    state = disrupt(fresh(), "becker")
    state, events = act(state, kind="set_disrupted", unit="becker", disrupted=True)
    assert state.unit("becker").strength == 4 and state.french.morale == 69
    assert "[7.0]" in texts(events)
