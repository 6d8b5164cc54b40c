"""Only legal play reaches the log (issue 32): fire, close combat, square and rally tests,
a battery's stack, a leader's death, the chess clock and the Santon's second fire, each held
to the rulebook case it broke, through the same `act` a click uses."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from vaevictis_support import advance_to, owner_tables, started, to_phase

from tabletop.core import data
from tabletop.core.errors import TabletopError
from tabletop.games import find_game
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _tables() -> Iterator[None]:
    """The owner has entered the three lost tables in this test's user folder."""
    owner_tables(leaders=True)
    yield
    data.load_board.cache_clear()


def refused(session: Session, action: dict[str, Any], match: str, side: str = "") -> None:
    """The action is refused with a sentence matching `match`, and nothing is logged."""
    before = len(session.log.entries)
    with pytest.raises(TabletopError, match=match):
        session.act(action, side=side)
    assert len(session.log.entries) == before


def fire_at(target: str, roll: int = 1) -> dict[str, Any]:
    return {"kind": "fire", "target": target, "fire": 1, "protection": 2, "roll": roll}


def test_fire_is_taken_in_the_two_fire_phases_at_the_other_sides_units() -> None:
    """[5.2] 6-7, [12.1], [12.4]: fire was accepted in all 16 phase slots of a turn and at
    either side's units; 4 of the 32 are legal: the inactive player fires defensively at the
    active player's units, then the active player at the inactive player's."""
    session = started()
    game = find_game("vaevictis")
    accepted = []
    for sequence in (1, 2):
        for phase in range(8):
            advance_to(session, 1, sequence, phase)
            for target in ("17e", "arkh"):
                try:
                    game.apply(session.state, game.action(fire_at(target)), session.dice)
                except TabletopError:
                    continue
                accepted.append((sequence, phase, target))
    assert accepted == [(1, 5, "17e"), (1, 6, "arkh"), (2, 5, "arkh"), (2, 6, "17e")]


def test_a_fire_roll_is_booked_to_the_side_that_fires() -> None:
    """Every fire die was booked to the target's side, and the French were refused in their
    own Offensive Fire Phase unless they claimed to be the Coalition [12.1] [0.4]."""
    session = started()
    to_phase(session, "defensive_fire")  # the Coalition fire at the French [12.4]
    session.act({**fire_at("17e"), "fire": 5})  # a 1 on 3+: Test, on the app's dice
    refused(session, fire_at("17e"), "Coalition player's to take", side="French")
    to_phase(session, "offensive_fire")
    session.act(fire_at("arkh"), side="French")
    sides = [(e.what, e.side) for e in session.log.entries if e.what.startswith("vaevictis/")]
    assert sides[-1] == ("vaevictis/fire", "French")
    assert ("vaevictis/fire", "Coalition") in sides
    assert all(side == "Coalition" for what, side in sides[:-1] if what != "vaevictis/first-player")


def test_close_combat_only_in_its_phase_by_a_unit_that_may_attack_once() -> None:
    """[13.1]: close combat was accepted in 7 of 8 phases, with an artillery attacker, a
    routed attacker, and one attacker against two defenders; [12.1] a unit that fired
    offensively may not use close combat."""
    session = started(
        more=[
            {"kind": "add_unit", "unit": "pav", "name": "Pavlograd", "side": "Coalition",
             "arm": "infantry", "boxes": [8, 7]},
            {"kind": "add_unit", "unit": "4e", "name": "4e Ligne", "side": "French",
             "arm": "infantry", "boxes": [9, 8]},
        ]
    )  # fmt: skip
    attack = {"kind": "close_combat", "defender": "arkh", "attack": 4, "defend": 4, "roll": 6}
    for phase in range(7):
        advance_to(session, 1, 1, phase)
        refused(session, {**attack, "attacker": "17e"}, "Close combat is taken in: Close Combat")
    advance_to(session, 1, 1, 6)
    session.act({**fire_at("arkh"), "firer": "4e"})  # the 4e fires offensively
    to_phase(session, "close_combat")
    refused(session, {**attack, "attacker": "art"}, r"is artillery, which does not attack")
    refused(session, {**attack, "attacker": "4e"}, r"may not use close combat \[12\.1\]")
    session.act({"kind": "apply_result", "unit": "cuir", "result": "R", "reason": "combat"})
    refused(session, {**attack, "attacker": "cuir"}, r"is routed: a routed unit does not attack")
    session.act({**attack, "attacker": "17e"})  # a 6: -/R1, Arkhangelgorod routs
    refused(session, {**attack, "attacker": "17e", "defender": "pav"}, r"one unit a turn")
    assert [e.what for e in session.log.entries].count("vaevictis/close-combat") == 1


def test_a_square_test_is_the_inactive_players_infantry_in_the_charge_phase() -> None:
    """[10.3] [1.1] [5.2] 3: a square test was accepted for heavy cavalry and foot
    artillery, "from tirailleurs" for line infantry, and by the active player in his own
    Close Combat Phase."""
    session = started(
        more=[{"kind": "add_unit", "unit": "jag", "name": "Jägers", "side": "French",
               "arm": "light-infantry", "boxes": [9, 8]}]
    )  # fmt: skip
    square = {"kind": "morale_test", "reason": "square", "roll": 2}
    to_phase(session, "close_combat")
    refused(session, {**square, "unit": "17e"}, r"Charge Phase \[5\.2\] 3")
    to_phase(session, "charge", sequence=2)  # the French are the inactive player
    refused(session, {**square, "unit": "cuir"}, r"not infantry.*\[10\.3\]")
    refused(session, {**square, "unit": "art"}, r"not infantry")
    refused(session, {**square, "unit": "17e", "square_from": "tirailleurs"}, r"light infantry")
    refused(session, {**square, "unit": "arkh"}, "inactive player")  # the active player's
    session.act({**square, "unit": "jag", "square_from": "tirailleurs"})
    assert session.log.entries[-1].modifiers == {"square_from_tirailleurs": -3}
    assert session.log.entries[-1].side == "French"


def test_artillery_stacked_with_artillery_gets_no_bonus() -> None:
    """[4.2]: "An artillery unit, and only one, may stack with another unit of artillery.
    The morale of the stack is the same for both units (without bonus)": a battery stacked
    with a battery took the +1 of infantry or cavalry stacked with artillery."""
    session = started()
    to_phase(session, "defensive_fire")
    stacked = {"kind": "morale_test", "reason": "fire", "artillery_stack": True, "roll": 9}
    events = session.act({**stacked, "unit": "art"})  # morale 8, no +1: 9 fails
    assert session.log.entries[-1].modifiers == {} and "Fail" in events[0].text
    assert "one test for both, without bonus" in events[-1].text
    session.act({**stacked, "unit": "17e"})  # the 17e's stack: 9 + 1
    assert session.log.entries[-1].modifiers == {"artillery_stack": 1}


def test_a_killed_result_on_the_leaders_table_kills_the_leader() -> None:
    """[15.1] "When a leader is killed, his piece is removed": a Killed read on the mort des
    chefs table changed nothing until a separate Leader killed."""
    session = started()
    to_phase(session, "defensive_fire")
    events = session.act({"kind": "leader_risk", "leader": "suchet", "column": "Fire", "roll": 12})
    assert "Killed" in events[0].text
    assert session.state.leader("suchet").status == "killed"
    assert "aide-de-camp arrives on Turn 3" in events[1].text
    assert session.log.entries[-1].side == "French"
    session.act({"kind": "leader_risk", "leader": "lannes", "column": "Fire", "roll": 5})
    assert session.state.leader("lannes").status == "on map"  # a "-": he lives


def test_the_clock_starts_for_the_active_side_and_is_charged_at_the_end() -> None:
    """[Competition]: the clock started with no side started the French clock in the
    Coalition's sequence, and a clock still running when the game ended was never charged."""
    session = started(competition=True)
    advance_to(session, 1, 2, 0)  # the Coalition's sequence
    start = 1_700_000_000
    session.act({"kind": "clock", "command": "start", "at": start})
    assert session.state.clock.running == "Coalition"
    advance_to(session, 6, 2, 7)  # the last phase of a competition game
    refused(session, {"kind": "next_phase"}, r"pause the chess clock first")
    session.act({"kind": "clock", "command": "pause", "at": start + 91 * 60})
    session.act({"kind": "next_phase"})
    assert session.state.game_over and session.state.clock.coalition_ms == 91 * 60_000


def test_the_santons_second_fire_once_a_turn_at_the_same_target() -> None:
    """[17] "fires twice a turn, at the same target": the second fire was accepted any number
    of times, at different targets, in any phase."""
    battery = {"kind": "add_unit", "unit": "guns", "name": "Santon battery", "side": "French",
               "arm": "foot-artillery", "boxes": [10, 9], "santon": True}  # fmt: skip
    session = started(
        more=[battery, {"kind": "add_unit", "unit": "pav", "name": "Pavlograd",
                        "side": "Coalition", "arm": "infantry", "boxes": [8, 7]}]
    )  # fmt: skip
    second = {**fire_at("arkh"), "santon_second": True}
    refused(session, second, "Fire is taken in: Defensive Fire Phase, Offensive Fire Phase")
    to_phase(session, "offensive_fire")
    refused(session, second, "has not fired this turn")
    session.act({**fire_at("arkh"), "firer": "guns"})
    refused(session, {**second, "target": "pav"}, "its first fire was at Arkhangelgorod")
    session.act(second)
    refused(session, second, "has fired its second time this turn")
    advance_to(session, 2, 1, 6)  # a new turn: the battery fires twice again
    session.act({**fire_at("pav"), "firer": "guns"})
    session.act({**second, "target": "pav"})


def test_the_guard_on_its_way_fights_only_in_defence_unless_the_amendment() -> None:
    """[17] "They cannot fight of fire, except in defence"; the amendments: "those in an enemy
    ZOC may stay and fight" (option amend_guard_zoc_fights): after its departure roll the
    Guard attacked and fired offensively like any unit."""
    for option, allowed in ((False, False), (True, True)):
        session = started(amend_guard_zoc_fights=option) if option else started()
        advance_to(session, 6, 2, 0)
        session.act({"kind": "guard_departure", "roll": 3})  # Turn 6: 3 + 3, it leaves
        to_phase(session, "offensive_fire")
        attack = {"kind": "close_combat", "attacker": "garde", "defender": "17e",
                  "attack": 4, "defend": 4, "roll": 1}  # fmt: skip
        if allowed:
            session.act({**fire_at("17e"), "firer": "garde"})
            advance_to(session, 7)
            to_phase(session, "close_combat", sequence=2)
            session.act(attack)
            continue
        refused(session, {**fire_at("17e"), "firer": "garde"}, r"except in defence \[17\]")
        to_phase(session, "close_combat")
        refused(session, attack, r"except in defence \[17\]")
        advance_to(session, 7)
        to_phase(session, "defensive_fire")  # the French sequence: the Guard defends
        session.act({**fire_at("17e"), "firer": "garde"})


def test_a_fire_roll_keeps_its_odds_for_the_after_action_report() -> None:
    """Every fire roll in the AAR "holds no odds": the roll an action makes on the fire
    table is read back with the odds the Fire form showed before it [12.2]."""
    from fractions import Fraction

    from tabletop.story.aar_odds import odds_before

    session = started()
    to_phase(session, "offensive_fire")
    session.act({**fire_at("arkh"), "fire": 5, "test_roll": 8})  # 3+, a 1: Test
    entry = session.log.entries[-2]
    assert (entry.what, entry.result) == ("vaevictis/fire", "Test")
    assert odds_before(session, entry) == ("needed 1 or less, 1 in 6", Fraction(1, 6))
    test = session.log.entries[-1]
    assert test.what == "vaevictis/morale-test" and odds_before(session, test) is not None
