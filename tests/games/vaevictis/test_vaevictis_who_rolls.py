"""Who throws each die, and what a refusal says about it: the morale test inside a fire or a
close combat is the unit's owner's [0.4], a wrong side is told the case, the Guard waits for
Turn 4 [17], the random finish is one player's roll [5.3], and an option the app cannot apply
is not offered (VV4 13)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from vaevictis_support import advance_to, owner_tables, started, to_phase

from tabletop.cli import main
from tabletop.core import data
from tabletop.core.errors import TabletopError
from tabletop.games.options import game_options
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _tables() -> Iterator[None]:
    """The owner has entered the fire and close-combat tables in this test's user folder."""
    owner_tables()
    yield
    data.load_board.cache_clear()


def _tests(session: Session) -> list[tuple[str, str]]:
    """(unit, side) of each morale-test roll in the log, in order."""
    return [
        (str(e.inputs["unit"]), e.side)
        for e in session.log.entries
        if e.what == "vaevictis/morale-test"
    ]


def test_the_morale_test_a_fire_calls_for_is_thrown_by_the_targets_owner() -> None:
    """[0.4] "the player who controls it throws 2D6": the French fire at Arkhangelgorod, a
    Test, and the log gave the Coalition's 2D6 to the French (the dice-luck line too)."""
    session = started()
    to_phase(session, "offensive_fire")  # the French fire at the Coalition [5.2] 7
    session.act(
        {"kind": "fire", "target": "arkh", "fire": 1, "protection": 0, "roll": 2, "test_roll": 5}
    )
    fire = [e for e in session.log.entries if e.what == "vaevictis/fire"][-1]
    assert (fire.side, fire.result) == ("French", "Test")
    assert _tests(session) == [("arkh", "Coalition")]


def test_each_morale_test_of_a_close_combat_is_its_own_units_owners() -> None:
    """[0.4] [13.2]: the active player throws the combat die; each unit's test is thrown by
    the player who controls it: the attacker's by the French, the defender's by the
    Coalition."""
    session = started()
    to_phase(session, "close_combat")
    session.act(
        {
            "kind": "close_combat",
            "attacker": "17e",
            "defender": "arkh",
            "attack": 5,
            "defend": 3,
            "roll": 2,
            "defender_test_roll": 5,
        }
    )  # D1/Test: the defender tests
    session.act(
        {
            "kind": "close_combat",
            "attacker": "cuir",
            "defender": "garde",
            "attack": 5,
            "defend": 3,
            "roll": 3,
            "attacker_test_roll": 5,
        }
    )  # Test/D1: the attacker tests
    combat = [e.side for e in session.log.entries if e.what == "vaevictis/close-combat"]
    assert combat == ["French", "French"]
    assert _tests(session) == [("arkh", "Coalition"), ("cuir", "French")]


def test_a_morale_test_claimed_by_the_other_side_is_refused_with_its_case() -> None:
    """The refusal "French may not take this action now: it is the Coalition player's to
    take." named no rule: a unit's test is thrown by the player who controls it [0.4]."""
    session = started()
    to_phase(session, "movement")
    before = len(session.log.entries)
    with pytest.raises(TabletopError) as refused:
        session.act({"kind": "morale_test", "unit": "arkh", "roll": 5}, side="French")
    assert str(refused.value) == (
        "French may not take this action now: it is the Coalition player's to take [0.4]."
    )
    assert len(session.log.entries) == before


def test_the_guard_asked_to_leave_on_turn_3_is_told_it_may_leave_from_turn_4() -> None:
    """[17] "At the end of Turn 3, one throws a dice at the beginning of each Command Phase":
    on Turn 3 the refusal named the Guard's step and "now: Command Phase", as if the Guard
    rolled in some other step of Turn 3."""
    session = started()
    advance_to(session, 3, 2, 0)  # the Coalition's Command Phase of Turn 3
    with pytest.raises(TabletopError) as refused:
        session.act({"kind": "guard_departure", "roll": 6})
    assert "may leave Blasiowitz from Turn 4" in str(refused.value)
    assert str(refused.value).endswith("[17].")
    why = {e.kind: e.why for e in session.legal_actions()}["guard_departure"]
    assert why == str(refused.value)
    advance_to(session, 4, 2, 0)  # Turn 4: the roll is due and taken
    session.act({"kind": "guard_departure", "roll": 6})
    assert session.state.guard_left


def test_the_random_finish_is_booked_to_the_player_who_rolls_it() -> None:
    """[5.3] "one of the players rolls 1D6": the roll was logged for no side, so the AAR's
    dice luck counted it for nobody. Named, it is that player's; not named, the player
    whose sequence ends the turn."""
    session = started()
    advance_to(session, 7, 2, 7)
    session.act({"kind": "next_phase"})  # the end of Turn 7 waits for its roll
    session.act({"kind": "random_finish", "roll": 1, "roller": "French"})
    advance_to(session, 8, 2, 7)
    session.act({"kind": "next_phase"})
    session.act({"kind": "random_finish", "roll": 1})
    finishes = [
        (e.step, e.side) for e in session.log.entries if "random" in e.what.replace("_", "-")
    ]
    assert finishes == [
        ("act", "French"),
        ("roll", "French"),
        ("act", "Coalition"),
        ("roll", "Coalition"),
    ]


def test_the_square_option_the_app_cannot_apply_is_not_offered(
    capsys: pytest.CaptureFixture[str], tmp_path: object
) -> None:
    """VV4 13 "A square cannot voluntarily engage in hand-to-hand combat" was offered in the
    new-game options and never applied: the app does not know which units are in square."""
    assert "vv4_square_no_attack" not in {o.name for o in game_options("vaevictis")}
    assert (
        main(
            ["new", "vaevictis", "-o", f"{tmp_path}/x.toml", "--option", "vv4_square_no_attack=yes"]
        )
        == 2
    )
    assert "vv4_square_no_attack" in capsys.readouterr().err


def test_every_roll_is_declared_in_the_steps_that_call_for_it_with_who_rolls() -> None:
    """No roll of the game was declared with the sequence of play, so a fire roll was open in
    the Command Phase and nobody could say whose the combat die was. Each resolver is now
    opened by the steps the rules name, with its roller: fire by the side that fires [12.4]
    [5.2] 7, the combat die by the active player [13.2], a morale test by the unit's owner."""
    session = started()
    sequence = session.game.sequence
    assert sequence is not None
    declared = {o.kind for step in sequence.steps for o in step.rolls}
    assert declared == set(session.game.resolvers)
    assert sequence.roll_closed(session.state, "fire", "Fire") == (
        "Fire is taken in: Defensive Fire Phase, Offensive Fire Phase; now: Command Phase [5.2 6]."
    )
    to_phase(session, "defensive_fire")
    assert sequence.side_taking(session.state, sequence.roller(session.state, "fire"), {}) == (
        "Coalition"
    )
    to_phase(session, "close_combat")
    state = session.state
    assert sequence.side_taking(state, sequence.roller(state, "close-combat"), {}) == "French"
    test = sequence.roller(state, "morale-test")
    assert sequence.side_taking(state, test, {"unit": "arkh"}) == "Coalition"
