"""SPI's rolls show, before the die, the chance of each result the rules will read on it
(issue 32 item 2): combat [6.0], rout [6.3], rally [7.0], disengagement [4.6] and the French
reinforcements [9.0], each from the action on the game's state, face by face."""

from __future__ import annotations

from fractions import Fraction

import pytest
from spi_saves_support import PLOT, _to_combat, act, build_pending

from tabletop.core.dice import DiceSpec
from tabletop.games.spi1980.actions import (
    Combat,
    Disengage,
    Rally,
    RallyStep,
    ReinforcementRoll,
    RoutRoll,
)
from tabletop.games.spi1980.combat_phase import combat_plan_of
from tabletop.games.spi1980.data import game_data
from tabletop.session import Session
from tests.support.odds_support import assert_odds_are_its_rolls

SIXTH = Fraction(1, 6)
ROTRMD_ON_BECKER = Combat(
    attackers=("rotrmd",),
    defenders=("becker",),
    attacker_morale_unit="rotrmd",
    defender_morale_unit="becker",
)
"""Rotrmd (15 CSPs, morale 4) attacks Becker (5 CSPs, morale 5) on Game-Turn 1."""


def at_allied_combat() -> Session:
    session = Session.new("spi1980", seed=1805, autosave=False)
    _to_combat(session)
    return session


def test_every_die_the_game_rolls_is_the_one_its_kinds_declare() -> None:
    """The dice shown beside Roll are the printed data's dice for each table."""
    data = game_data()
    assert DiceSpec.parse(Combat.DICE) == data.crt_dice
    assert DiceSpec.parse(Rally.DICE) == data.dice("rally")
    assert DiceSpec.parse(RoutRoll.DICE) == data.dice("rout")
    assert DiceSpec.parse(Disengage.DICE) == data.dice("disengagement")
    assert DiceSpec.parse(ReinforcementRoll.DICE) == data.dice("reinforcement")


def test_combat_odds_are_the_printed_column_the_morale_shift_reads() -> None:
    """15 against 5 is 3-1; Rotrmd's morale 4 against Becker's 5 shifts it one column left
    [6.8], so the 2-1 column is read, whose printed 1 is "1/2d" (000_... CRT, row 1)."""
    session = at_allied_combat()
    shown = assert_odds_are_its_rolls(session, ROTRMD_ON_BECKER)
    assert shown == {r: SIXTH for r in ("1/2d", "d/1d", "1/r", "d/d", "r/1", "2/-")}
    assert combat_plan_of(session.state, ROTRMD_ON_BECKER).column == "2-1"
    assert game_data().crt.lookup(roll=1, column="2-1").result == "1/2d"


def test_a_disrupted_defender_shifts_the_odds_one_column_right() -> None:
    """Becker face down: one column right [7.0], the 3-1 column, where a 1 routs him."""
    session = at_allied_combat()
    before = session.odds(ROTRMD_ON_BECKER)
    act(
        session,
        {"kind": "set_disrupted", "unit": "becker", "disrupted": True, "reason": "as shown"},
    )
    after = assert_odds_are_its_rolls(session, ROTRMD_ON_BECKER)
    assert after != before
    assert "d/1r" in after and "d/1r" not in before
    assert combat_plan_of(session.state, ROTRMD_ON_BECKER).column == "3-1"


def test_woods_double_the_defender_and_lower_the_odds() -> None:
    """Becker in woods is doubled [8.0]: 15 against 10 is 1-1, shifted to 1-2 [6.8]."""
    session = at_allied_combat()
    woods = Combat(**{**ROTRMD_ON_BECKER.__dict__, "defender_hexes": {"becker": "woods"}})
    shown = assert_odds_are_its_rolls(session, woods)
    assert combat_plan_of(session.state, woods).column == "1-2"
    assert shown != session.odds(ROTRMD_ON_BECKER)


def test_rout_odds_are_the_die_plus_the_number_beside_the_r() -> None:
    """On the 3-1 column a 1 is d/1r: the defender routs the die plus 1 hexes [6.3]."""
    session = at_allied_combat()
    act(
        session,
        {"kind": "set_disrupted", "unit": "becker", "disrupted": True, "reason": "as shown"},
    )
    act(session, {**ROTRMD_ON_BECKER.__dict__, "kind": "combat", "roll": 1})
    shown = assert_odds_are_its_rolls(session, RoutRoll(side="defender"))
    assert shown == {f"{n} hexes": SIXTH for n in range(2, 8)}
    with pytest.raises(Exception, match="not routed"):
        session.odds(RoutRoll(side="attacker"))


def test_a_plain_r_routs_one_to_six_hexes() -> None:
    """On the 2-1 column a 3 is 1/r: the defender routs the die's hexes [6.3]."""
    session = at_allied_combat()
    act(session, {**ROTRMD_ON_BECKER.__dict__, "kind": "combat", "roll": 3})
    shown = assert_odds_are_its_rolls(session, RoutRoll(side="defender"))
    assert shown == {f"{n} hexes": SIXTH for n in range(1, 7)}


def _two_disrupted() -> Session:
    """French Rally Phase of Game-Turn 1 with Becker and Valhubert (V corps) disrupted."""
    session = build_pending()
    act(session, {"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    act(session, {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}})
    act(
        session,
        {"kind": "set_disrupted", "unit": "valhubert", "disrupted": True, "reason": "as shown"},
    )
    act(session, {"kind": "next_phase"})
    assert session.state.phase == "french_rally"
    return session


def test_rally_odds_are_the_corps_die_read_on_each_unit_in_order() -> None:
    """On a fog turn (+2 [7.6]) Becker (morale 5, 3 of 5 CSPs) rallies on 1-3; Valhubert,
    beside him while Becker is still disrupted (+1 [7.2]), on 1-2 when he comes first and
    on 1-3 after a Becker who rallied [7.9]: the order changes the odds."""
    session = _two_disrupted()
    becker_first = Rally(
        corps="V", units=(RallyStep("becker"), RallyStep("valhubert", near=("becker",)))
    )
    valhubert_first = Rally(
        corps="V", units=(RallyStep("valhubert", near=("becker",)), RallyStep("becker"))
    )
    one = assert_odds_are_its_rolls(session, becker_first)
    two = assert_odds_are_its_rolls(session, valhubert_first)
    assert one != two
    morale = {u: game_data().unit(u).morale for u in ("becker", "valhubert")}
    fog = game_data().rally_modifiers["fog"].value
    near = game_data().rally_modifiers["friendly_disrupted_near"].value
    # Becker first: Valhubert's +1 is gone once Becker rallies [7.2] [7.9].
    assert one["rallied: Becker, Valhubert; disrupted: none"] == SIXTH * min(
        morale["becker"] - fog, morale["valhubert"] - fog
    )
    assert two["rallied: Valhubert, Becker; disrupted: none"] == SIXTH * min(
        morale["becker"] - fog, morale["valhubert"] - fog - near
    )
    assert two["rallied: Becker; disrupted: Valhubert"] == SIXTH


def test_an_adjacent_enemy_makes_a_rally_less_likely() -> None:
    """An undisrupted Enemy unit adjacent adds 1 [7.3]."""
    session = _two_disrupted()
    alone = Rally(corps="V", units=(RallyStep("becker"), RallyStep("valhubert")))
    pressed = Rally(
        corps="V", units=(RallyStep("becker", enemy_adjacent=True), RallyStep("valhubert"))
    )
    calm = assert_odds_are_its_rolls(session, alone)
    tense = assert_odds_are_its_rolls(session, pressed)
    rallies = sum(p for k, p in calm.items() if k.startswith("rallied: Becker"))
    less = sum(p for k, p in tense.items() if k.startswith("rallied: Becker"))
    assert less == rallies - SIXTH


def test_disengagement_odds_fall_with_each_enemy_hex_above_one() -> None:
    """A modified 1 costs a CSP; each Enemy hex above one and a move into another ZOC take
    1 off [4.6]: one hex, 1 in 6; three hexes into a ZOC, 4 in 6."""
    session = Session.new("spi1980", seed=1805, autosave=False)
    act(session, {"kind": "plot_reserve", "hexes": PLOT})
    act(session, {"kind": "next_phase"})
    assert session.state.phase == "allied_movement"
    plain = assert_odds_are_its_rolls(session, Disengage(unit="rotrmd"))
    assert plain == {"one CSP loss": SIXTH, "no effect": 5 * SIXTH}
    hard = assert_odds_are_its_rolls(
        session, Disengage(unit="rotrmd", enemy_hexes=3, zoc_to_zoc=True)
    )
    assert hard == {"one CSP loss": 4 * SIXTH, "no effect": 2 * SIXTH}
    with pytest.raises(Exception, match="Becker"):
        session.odds(Disengage(unit="becker"))


@pytest.mark.parametrize(("turn", "arrive"), [(2, 3), (3, 4)])
def test_reinforcement_odds_take_the_game_turn_off_the_die(turn: int, arrive: int) -> None:
    """The die minus the Game-Turn, 1 or less [9.0]: on Game-Turn 2 a 1-3, on 3 a 1-4."""
    session = build_pending()
    act(session, {"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    act(session, {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}})
    act(session, {"kind": "next_phase"})
    act(session, {"kind": "rally", "corps": "V", "units": ["becker"], "roll": 1})
    while (session.state.turn, session.state.phase) != (turn, "french_rally"):
        if any(k.kind == "reinforcement_roll" and k.open for k in session.legal_actions()):
            act(session, {"kind": "reinforcement_roll", "roll": 6})
        act(session, {"kind": "next_phase"})
    shown = assert_odds_are_its_rolls(session, ReinforcementRoll())
    assert shown == {
        "reinforcements arrive": arrive * SIXTH,
        "not yet": (6 - arrive) * SIXTH,
    }
