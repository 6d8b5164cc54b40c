"""The Vae Victis engine: turns, loss records, leaders, victory points and the clock."""

from __future__ import annotations

import pytest
from vaevictis_support import advance_to, started, to_phase, with_army

from tabletop.core.errors import RuleError, TabletopError
from tabletop.games.vaevictis.victory import totals, verdict, vp_lines
from tabletop.session import Session


def refused(session: Session, action: dict, match: str = "") -> str:
    """The sentence of a refused action, checking nothing was logged or changed."""
    before = (session.history, session.log)
    with pytest.raises(TabletopError, match=match) as info:
        session.act(action)
    assert (session.history, session.log) == before
    message = str(info.value)
    assert "\n" not in message and "Error" not in message
    return message


def test_vp_example_of_rule_19() -> None:
    """An infantry unit eliminated with three morale points lost scores (3x2) + 4 = 10 VP;
    had it left the map in rout, 6 [19]. A wrong chart reading would show other totals."""
    session = started()
    session.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 3})
    assert session.state.unit("arkh").status == "eliminated"
    assert totals(session.state)["French"] == 10
    routed = started()
    routed.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 2})
    routed.act({"kind": "rout", "reason": "on the map", "unit": "arkh"})
    routed.act(
        {"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 1}
    )  # crossing the last box...
    assert routed.state.unit("arkh").status == "eliminated"  # ...eliminates it: 10 VP
    assert totals(routed.state)["French"] == 10


def test_the_same_unit_gone_off_the_map_in_rout_scores_the_examples_6_vp() -> None:
    """[19]: "For a unit which leaves the map in route one counts the total of morale points
    which have been lost but not the bonus for elimination (This would give only 6 VPs in the
    above example)": the three-point infantry unit of the example, routed off the map with one
    box crossed, gave the French 2 VP (only the crossed box) instead of 6."""
    off = started()
    off.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 1})
    off.act({"kind": "rout", "reason": "on the map", "unit": "arkh"})
    off.act({"kind": "leave_map", "reason": "on the map", "unit": "arkh"})
    assert off.state.unit("arkh").status == "left the map in rout"
    assert totals(off.state)["French"] == 6
    assert [line.label for line in vp_lines(off.state, "French")] == [
        "Arkhangelgorod: 3 lost, left the map in rout"
    ]
    crossed = started(routed_off_crossed_only=True)
    crossed.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 1})
    crossed.act({"kind": "rout", "reason": "on the map", "unit": "arkh"})
    crossed.act({"kind": "leave_map", "reason": "on the map", "unit": "arkh"})
    assert totals(crossed.state)["French"] == 2  # the option: only the box crossed


def test_a_unit_eliminated_with_boxes_left_scores_every_box_and_the_bonus() -> None:
    """[19] counts every box of a destroyed unit, plus the bonus: a battery eliminated by its
    rout [14.2] scored nothing (no box crossed), and a routed unit that cannot move with one
    box crossed scored 2 instead of 3 x 2 + 4."""
    battery = started()
    battery.act(
        {"kind": "rout", "reason": "on the map", "unit": "art"}
    )  # an artillery unit which routs is eliminated
    assert battery.state.unit("art").status == "eliminated"
    assert totals(battery.state)["Coalition"] == 10  # 2 boxes x 5 VP, no artillery bonus
    stuck = started()
    stuck.act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 1})
    stuck.act({"kind": "rout", "reason": "on the map", "unit": "arkh"})
    stuck.act({"kind": "eliminate", "reason": "on the map", "unit": "arkh"})
    assert totals(stuck.state)["French"] == 10
    assert [line.label for line in vp_lines(stuck.state, "French")] == [
        "Arkhangelgorod: 3 lost, eliminated"
    ]


def test_loss_record_crosses_boxes_and_shows_the_morale_now() -> None:
    """The panel would show the starting morale after losses, or keep a destroyed unit."""
    session = started()
    assert session.state.unit("17e").morale == 9
    session.act({"kind": "lose", "reason": "on the map", "unit": "17e"})
    assert session.state.unit("17e").morale == 8
    events = session.act({"kind": "lose", "reason": "on the map", "unit": "17e", "boxes": 5})
    assert session.state.unit("17e").crossed == 3 and "eliminated" in events[-1].text
    message = refused(
        session, {"kind": "lose", "reason": "on the map", "unit": "17e"}, "loss record is closed"
    )
    assert message.startswith("17e Ligne has been eliminated")


def test_second_disorder_routs_and_artillery_rout_eliminates() -> None:
    """A unit already disordered would stay disordered; artillery would rout instead of
    being eliminated [12.3] [14.2]."""
    session = started()
    session.act({"kind": "disorder", "reason": "on the map", "unit": "arkh"})
    session.act({"kind": "disorder", "reason": "on the map", "unit": "arkh"})
    unit = session.state.unit("arkh")
    assert unit.routed and not unit.disordered
    session.act({"kind": "rout", "reason": "on the map", "unit": "art"})
    assert session.state.unit("art").status == "eliminated"
    vv4 = started(vv4_artillery_rout=True)
    vv4.act({"kind": "rout", "reason": "on the map", "unit": "art"})
    assert vv4.state.unit("art").routed and vv4.state.unit("art").in_play


def test_morale_test_on_a_unit_uses_its_morale_now() -> None:
    """A test after losses would read the starting morale instead of the box now showing."""
    session = started()
    to_phase(session, "charge", sequence=2)  # the French inactive: they may form square [10.3]
    session.act({"kind": "lose", "reason": "on the map", "unit": "17e"})  # morale 8
    events = session.act({"kind": "morale_test", "unit": "17e", "roll": 8})
    assert "Pass" in events[0].text and events[0].roll.dice == "2d6"
    events = session.act({"kind": "morale_test", "unit": "17e", "minus": 1, "roll": 8})
    assert "Fail" in events[0].text
    session.act({"kind": "disorder", "reason": "on the map", "unit": "17e"})
    session.act(
        {"kind": "morale_test", "unit": "17e", "reason": "square", "square_from": "line", "roll": 6}
    )  # 8 - 1 line - 1 disordered = 6: passes
    assert "square" in session.log.entries[-1].result or session.state.unit("17e").disordered


def test_failed_square_disorders_and_failed_combat_test_routs() -> None:
    """A failed square test must disorder [10.3]; a failed combat test routs [5.2]."""
    session = started()
    to_phase(session, "charge", sequence=2)  # the French inactive [10.3]
    session.act(
        {"kind": "morale_test", "unit": "17e", "reason": "square", "square_from": "line", "roll": 9}
    )  # 9 - 1 = 8 < 9
    assert session.state.unit("17e").disordered
    to_phase(session, "close_combat")
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "combat", "roll": 12})
    assert session.state.unit("arkh").routed


def test_rally_rout_with_minus_one() -> None:
    """A routing unit would rally at its full morale instead of -1 [7.2]; a unit that failed
    its rally test could test again in the same Rally Phase ("If they fail, they must make a
    rout move"), and one rallied to disorder could shed it at once and end in good order."""
    session = started()
    session.act({"kind": "rout", "reason": "on the map", "unit": "arkh"})
    advance_to(session, 1, 2, 1)  # the Coalition's Rally Phase [7]
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "rally", "roll": 8})
    assert session.state.unit("arkh").routed  # 8 > 8 - 1
    refused(session, {"kind": "morale_test", "unit": "arkh", "reason": "rally", "roll": 2}, "7.2")
    advance_to(session, 2, 2, 1)  # its next Rally Phase
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "rally", "roll": 7})
    unit = session.state.unit("arkh")
    assert not unit.routed and unit.disordered
    refused(session, {"kind": "rally", "unit": "arkh"}, r"turned over to disorder.*\[7\.2\]")
    assert session.state.unit("arkh").disordered


def test_frozen_lake_crosses_a_box_per_cracked_hex() -> None:
    """A routing unit would lose the wrong number of points on the ice [14.2]."""
    session = started()
    to_phase(session, "rally")  # routing units not rallied make their rout move [14.2]
    refused(session, {"kind": "cross_ice", "unit": "cuir", "rolls": [1]}, "not in rout")
    session.act({"kind": "rout", "reason": "on the map", "unit": "cuir"})
    session.act({"kind": "cross_ice", "unit": "cuir", "hexes": 3, "rolls": [4, 5, 1]})
    assert session.state.unit("cuir").crossed == 2
    refused(session, {"kind": "cross_ice", "unit": "art"}, "frozen lake")
    session.act({"kind": "rout", "reason": "on the map", "unit": "17e"})
    refused(session, {"kind": "cross_ice", "unit": "17e", "hexes": 3}, "1 to 2")


def test_a_scripted_game_ends_on_a_random_finish() -> None:
    """The game would carry on past a random finish, or end before Turn 7 [5.3]."""
    session = started()
    advance_to(session, 7, 2, 7)
    refused(session, {"kind": "random_finish"}, "End of the turn")
    events = session.act({"kind": "next_phase"})
    assert "roll for the random finish" in events[0].text
    refused(session, {"kind": "next_phase"}, "now: End of the turn: the random finish")
    events = session.act({"kind": "random_finish", "roll": 4})  # Turn 7: ends on 5 or 6
    assert "Continue" in events[0].text and session.state.turn == 8
    advance_to(session, 8, 2, 7)
    session.act({"kind": "next_phase"})
    session.act({"kind": "random_finish", "roll": 4})  # Turn 8: ends on 4+
    state = session.state
    assert state.game_over and "Turn 8" in state.end_reason
    refused(session, {"kind": "next_phase"}, "game is over")
    entry = session.log.entries[-1]
    assert (entry.what, entry.natural, entry.result) == ("vaevictis/random-finish", 4, "Game ends")


def test_the_game_ends_automatically_after_turn_10() -> None:
    """The turn track would run past Turn 10."""
    session = started()
    advance_to(session, 10, 2, 7)
    session.act({"kind": "next_phase"})
    assert session.state.game_over and session.state.turn == 10


def test_guard_departure_in_the_coalition_command_phase() -> None:
    """The Guard would roll in the French sequence or before Turn 4 [17]."""
    session = started()
    refused(session, {"kind": "guard_departure"}, "from Turn 4")
    advance_to(session, 4, 2, 0)
    events = session.act({"kind": "guard_departure", "roll": 4})  # 4 + 1 = 5: stays
    assert "stays" in events[0].text and not session.state.guard_left
    refused(session, {"kind": "guard_departure", "roll": 6}, "Command Phase")
    advance_to(session, 6, 2, 0)
    session.act({"kind": "guard_departure", "roll": 3})  # Turn 6: +3
    assert session.state.guard_left
    session.act({"kind": "leave_map", "reason": "on the map", "unit": "garde"})
    assert session.state.unit("garde").status == "left for the Pratzen"
    assert totals(session.state)["French"] == 0


def test_leader_killed_aide_returns_two_turns_later() -> None:
    """An aide would come back at once, or a dead general would give no VP [15] [19]."""
    session = started()
    to_phase(session, "defensive_fire")
    events = session.act({"kind": "kill_leader", "leader": "markoff"})
    assert "Turn 3" in events[0].text and "Arkhangelgorod" in events[0].text
    assert "15.2" in events[0].text
    advance_to(session, 3)
    leader = session.state.leader("markoff")
    assert leader.status == "on map" and leader.aide
    to_phase(session, "offensive_fire")
    session.act({"kind": "kill_leader", "leader": "markoff"})  # the aide this time
    assert totals(session.state)["French"] == 9 + 6
    session.act({"kind": "kill_leader", "leader": "lannes"})
    assert totals(session.state)["Coalition"] == 15
    assert "15.3" in session.log.entries[-1].result


def test_a_general_without_troops_leaves_without_vp() -> None:
    """A general whose division is gone would give the enemy VP, or leave with troops."""
    session = started()
    refused(session, {"kind": "withdraw_general", "leader": "suchet"}, "has troops")
    session.act({"kind": "lose", "reason": "on the map", "unit": "17e", "boxes": 3})
    session.act({"kind": "withdraw_general", "leader": "suchet"})
    assert session.state.leader("suchet").status == "rejoined the emperor"
    assert totals(session.state)["Coalition"] == 10  # the 17e's (3x2)+4; nothing for Suchet


def test_bids_and_objectives_count_and_the_margin_decides() -> None:
    """The bid would go to the wrong side, or a 15-point lead would count as a win [19]."""
    session = with_army(Session.new("vaevictis", seed=3, autosave=False))
    session.act({"kind": "bid_first", "french": 5, "coalition": 3})
    session.act({"kind": "side_value", "french": 0, "coalition": 4})
    session.act({"kind": "choose_first", "first": "Coalition"})
    assert session.state.active == "Coalition"
    assert totals(session.state) == {"French": 0, "Coalition": 9}
    session.act({"kind": "hold", "objective": "blasiowitz", "hexes": 2})  # French 10
    session.act({"kind": "hold", "objective": "hex-1730", "hexes": 1})  # French 10
    assert totals(session.state) == {"French": 20, "Coalition": 9}
    assert verdict(session.state) == "Draw"
    session.act({"kind": "hold", "objective": "holubitz-inn", "hexes": 1})  # +3 -> 23 - 9 = 14
    session.act({"kind": "lose", "reason": "on the map", "unit": "arkh"})  # +2 -> 16: more than 15
    assert verdict(session.state) == "French victory"
    lines = [line.label for line in vp_lines(session.state, "French")]
    assert "Blasiowitz, 2 of 3 hexes" in lines
    refused(session, {"kind": "hold", "objective": "santon", "hexes": 2}, "1 hex")


def test_equal_bids_let_the_french_decide() -> None:
    """On an equal bid the Coalition would choose [5.1]."""
    session = Session.new("vaevictis", seed=3, autosave=False)
    session.act({"kind": "bid_first", "french": 4, "coalition": 4})
    assert session.state.chooser == "French"


def test_competition_clock_penalty_and_six_turns() -> None:
    """Minutes over ninety would not cost 3 VP each, or play would run past Turn 6."""
    session = started(competition=True)
    start = 1_700_000_000
    session.act({"kind": "clock", "command": "start", "side": "French", "at": start})
    session.act({"kind": "clock", "command": "switch", "at": start + 92 * 60 + 5})
    session.act({"kind": "clock", "command": "pause", "at": start + 100 * 60})
    clock = session.state.clock
    assert clock.french_ms == 92 * 60_000 + 5_000 and not clock.running
    assert totals(session.state)["French"] == -9  # three minutes begun: 3 x 3
    whole = started(competition=True, clock_whole_minutes=True)
    whole.act({"kind": "clock", "command": "start", "side": "French", "at": start})
    whole.act({"kind": "clock", "command": "pause", "at": start + 92 * 60 + 5})
    assert totals(whole.state)["French"] == -6
    advance_to(session, 6, 2, 7)
    session.act({"kind": "next_phase"})
    assert session.state.game_over and session.state.turn == 6


@pytest.mark.parametrize(
    ("action", "match"),
    [
        ({"kind": "lose", "reason": "on the map", "unit": "nobody"}, "no unit 'nobody'"),
        ({"kind": "aide_values", "leader": "kutuzov"}, "no leader 'kutuzov'"),
        (
            {
                "kind": "add_unit",
                "unit": "x",
                "name": "X",
                "side": "French",
                "arm": "infantry",
                "boxes": [21],
            },
            "more than 20",
        ),
        (
            {
                "kind": "add_unit",
                "unit": "x",
                "name": "X",
                "side": "French",
                "arm": "infantry",
                "boxes": [6, 7],
            },
            "cannot rise",
        ),
        (
            {
                "kind": "add_unit",
                "unit": "x",
                "name": "X",
                "side": "Prussia",
                "arm": "infantry",
                "boxes": [6],
            },
            "Side",
        ),
        ({"kind": "morale_test", "unit": "17e", "roll": 13}, "more than 12"),
        ({"kind": "lose", "reason": "on the map", "unit": "17e", "boxes": 0}, "less than 1"),
        ({"kind": "charge"}, "no action 'charge'"),
        ({"kind": "hold", "objective": "moscow", "hexes": 1}, "not an objective"),
    ],
)
def test_bad_input_is_one_sentence_and_changes_nothing(action: dict, match: str) -> None:
    """A typo would crash, or be logged as if it happened."""
    refused(with_army(Session.new("vaevictis", seed=1, autosave=False)), action, match)


def test_a_turn_outside_1_to_10_is_refused() -> None:
    """A resolver asked about Turn 11 would answer instead of refusing."""
    session = Session.new("vaevictis", seed=1, autosave=False)
    with pytest.raises(RuleError):
        session.resolve("guard-departure", {"turn": 11}, roll=3)
    with pytest.raises(RuleError):
        session.resolve("random-finish", {"turn": "11"}, roll=3)


def test_rule_options_are_chosen_before_play() -> None:
    """A competition or an amendment switched on mid-game would change rolls already made."""
    session = with_army(Session.new("vaevictis", seed=3, autosave=False))
    events = session.act(
        {"kind": "set_options", "options": ["vv4_artillery_rout"], "competition": True}
    )
    assert session.state.competition and session.state.has("vv4_artillery_rout")
    assert "competition" in events[0].text and "artillery" in events[0].text
    session.act({"kind": "rout", "reason": "on the map", "unit": "art"})
    assert session.state.unit("art").in_play  # routs instead of being eliminated (VV4)
    session.act({"kind": "roll_first", "french": 3, "coalition": 3})
    session.act({"kind": "choose_first", "first": "French"})
    refused(session, {"kind": "set_options", "options": []}, "Before play")
    refused(session, {"kind": "set_options", "options": ["no_such_rule"]}, "should be one of")


def test_a_rout_rallies_only_through_a_test() -> None:
    """The Rally button would lift a rout without the -1 test of [7.2]."""
    session = started()
    session.act({"kind": "rout", "reason": "on the map", "unit": "17e"})
    advance_to(session, 1, 1, 1)  # the French Rally Phase [7]
    refused(session, {"kind": "rally", "unit": "17e"}, "morale test")
    session.act({"kind": "disorder", "reason": "on the map", "unit": "cuir"})
    session.act({"kind": "rally", "unit": "cuir"})  # away from the enemy: automatic [7.1]
    assert not session.state.unit("cuir").disordered


def test_a_captured_leader_scores_as_killed_and_never_returns() -> None:
    """A captured leader would come back as an aide, or give the enemy nothing (amendments)."""
    session = started()
    to_phase(session, "close_combat")  # a leader who cannot evade after combat (amendments)
    session.act({"kind": "capture_leader", "leader": "bagration"})
    assert totals(session.state)["French"] == 15
    advance_to(session, 4)
    assert session.state.leader("bagration").status == "captured"
    to_phase(session, "defensive_fire")
    refused(session, {"kind": "kill_leader", "leader": "bagration"}, "not on the map")


def test_a_hand_edited_save_with_an_impossible_record_is_refused(tmp_path) -> None:
    """A save whose loss record holds a morale of 21 would open and show nonsense."""
    import tomllib

    import tomli_w

    from tabletop.core.errors import SaveError
    from tabletop.session.saves import read_session

    session = started()
    path = tmp_path / "vv.toml"
    session.save(path)
    raw = tomllib.loads(path.read_text())
    raw["state"]["units"][0]["boxes"] = [21, 8]
    path.write_text(tomli_w.dumps(raw))
    with pytest.raises(SaveError, match=r"state.units\[0\].boxes"):
        read_session(path, autosave=False)


def test_a_stack_test_prompts_the_batterys_own_test() -> None:
    """[4.2] "If a unit of infantry or cavalry makes a morale test the artillery is given
    automatically its own morale test": the panel left it to the players' memory."""
    session = started()
    to_phase(session, "defensive_fire")  # the Coalition fire at the 17e [12.4]
    events = session.act(
        {"kind": "morale_test", "unit": "17e", "reason": "fire", "artillery_stack": True, "roll": 5}
    )
    assert "takes its own morale test" in events[-1].text and events[-1].case == "4.2"


SANTON = {
    "kind": "add_unit",
    "unit": "santon",
    "name": "17e Léger",
    "side": "French",
    "arm": "infantry",
    "boxes": [10, 9],
    "santon": True,
}
"""A unit of the Santon, as its owner enters it [17]."""


def test_the_santon_units_never_rout_under_the_vv4_rule() -> None:
    """VV4 17: "The units in the Santon position may suffer a disorder but may not rout": the
    option vv4_santon_no_rout changed nothing, and no unit could be placed on the Santon."""
    session = started(vv4_santon_no_rout=True, more=[SANTON])
    entered = next(e for e in session.log.entries if e.what == "add_unit" and "Santon" in e.result)
    assert "holds the Santon [17]" in entered.result
    to_phase(session, "defensive_fire")  # the Coalition fire at the Santon [12.4]
    session.act({"kind": "disorder", "reason": "on the map", "unit": "santon"})
    session.act({"kind": "disorder", "reason": "on the map", "unit": "santon"})  # a second disorder
    session.act({"kind": "apply_result", "unit": "santon", "result": "R1"})
    unit = session.state.unit("santon")
    assert unit.in_play and unit.disordered and not unit.routed and unit.crossed == 1
    printed = started(more=[SANTON])
    to_phase(printed, "defensive_fire")
    printed.act({"kind": "apply_result", "unit": "santon", "result": "R1"})
    assert printed.state.unit("santon").routed  # without the option, [14.2] as printed


def test_a_loss_box_of_13_is_entered_and_tested_after_a_test_minus_2() -> None:
    """Loss-box morale was held to 2..12, which no text says: a box of 13 still matters
    after a Test-2 (11), and a box of 1 fails every test [0.4] [12.3]."""
    session = started(more=[{"kind": "add_unit", "unit": "old", "name": "Vieille Garde",
                             "side": "French", "arm": "infantry", "boxes": [13, 1]}])  # fmt: skip
    to_phase(session, "movement")  # an out-of-command unit next to the enemy tests [6.6]
    events = session.act({"kind": "morale_test", "unit": "old", "minus": 2, "roll": 12})
    assert "morale 13 -> 11" in events[0].text and "Fail" in events[0].text
