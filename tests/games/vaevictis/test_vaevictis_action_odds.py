"""Every Vae Victis action that throws dice shows, before the roll, the chances of exactly the
results its own rules then read (issue 32 item 2): face by face on states reached by play,
with the printed cells of [5.3] and the modifiers of [17], [12.3] and [12.2] that move them.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import pytest
from checkout_paths import SAVES
from vaevictis_support import EXAMPLE, advance_to, owner_tables, started, to_phase, with_army

from tabletop.core import data
from tabletop.core.errors import TabletopError
from tabletop.games.actions import GameAction
from tabletop.games.vaevictis.actions import GuardDeparture, RandomFinish, RollFirst
from tabletop.games.vaevictis.army_actions import (
    ApplyResult,
    CloseCombat,
    CrossIce,
    Fire,
    Initiative,
    LeaderRisk,
    MoraleTest,
)
from tabletop.session import Session
from tabletop.session.saves import read_session
from tests.support.odds_support import assert_odds_are_its_rolls

PASS, FAIL = "Pass", "Fail"


@pytest.fixture(autouse=True)
def _tables() -> Iterator[None]:
    """The owner has entered the fire, close-combat and mort des chefs tables (test tables
    of the printed shape, not the printed cells, which the text lost)."""
    owner_tables(leaders=True)
    yield
    data.load_board.cache_clear()


def _example() -> Session:
    """The example save: Turn 3, the 17e (morale 9) after a test, losses on both sides."""
    return read_session(SAVES / EXAMPLE, autosave=False)


def test_random_finish_shows_the_printed_chance_of_the_game_ending() -> None:
    """[5.3]: "End of Turn 7 Game ends on 5 or 6; End of Turn 8 Game ends on 4 or greater".
    A player deciding whether to push on sees one chance in three, then one in two."""
    session = started()
    advance_to(session, 7, 2, 7)
    session.act({"kind": "next_phase"})
    shown = assert_odds_are_its_rolls(session, RandomFinish())
    assert shown == {"Game ends": Fraction(1, 3), "Continue": Fraction(2, 3)}
    session.act(RandomFinish(roll=1))  # Continue [5.3]
    advance_to(session, 8, 2, 7)
    session.act({"kind": "next_phase"})
    assert assert_odds_are_its_rolls(session, RandomFinish())["Game ends"] == Fraction(1, 2)


def test_random_finish_before_turn_7_says_why_rather_than_showing_chances() -> None:
    """Asking the chance of a random finish on Turn 1 gives the rule's sentence."""
    with pytest.raises(TabletopError, match=r"end of Turns 7 to 9"):
        started().odds(RandomFinish())


def test_the_guard_s_chance_of_leaving_grows_by_a_turn_s_modifier() -> None:
    """[17]: "On a six ... A modifier of +1 for every turn after Turn 3 (Turn 6 they will get
    three more)": on Turn 4 a 5 or 6 (1/3), on Turn 6 a 3 or more (2/3)."""
    session = started()
    advance_to(session, 4, 2, 0)
    assert assert_odds_are_its_rolls(session, GuardDeparture()) == {
        "Leaves": Fraction(1, 3),
        "Stays": Fraction(2, 3),
    }
    advance_to(session, 6, 2, 0)
    assert assert_odds_are_its_rolls(session, GuardDeparture())["Leaves"] == Fraction(2, 3)


def test_a_morale_test_s_odds_drop_with_test_minus_one() -> None:
    """[0.4] 2D6 at or under the morale passes; [12.3] "Test-1 ... one point deducted from
    the base morale": the 17e (morale 9) passes on 30 of 36 throws, on 26 with Test-1."""
    session = _example()
    plain = assert_odds_are_its_rolls(session, MoraleTest(unit="17e"))
    assert plain[PASS] == Fraction(30, 36)
    minus = assert_odds_are_its_rolls(session, MoraleTest(unit="17e", minus=1))
    assert minus[PASS] == Fraction(26, 36)
    to_phase(session, "charge", 1, 4)  # the French charge; the Coalition may form square
    square = MoraleTest(unit="arkh", reason="square", square_from="line")
    assert_odds_are_its_rolls(session, square)


def test_a_routed_unit_fails_its_fire_test_unrolled_under_the_amendment() -> None:
    """Amendments (14.2): "A routed unit that must take a moral test from fire or melee fails
    automatically": the odds say Fail for certain, and no die is thrown."""
    session = started(amend_routed_fails=True)
    to_phase(session, "offensive_fire")
    session.act({"kind": "apply_result", "unit": "arkh", "result": "R1"})
    test = MoraleTest(unit="arkh", reason="fire")
    assert session.odds(test) == {FAIL: 1}
    session.act(test)
    assert session.log.entries[-1].natural is None


def test_a_printed_result_s_test_is_taken_at_the_morale_it_leaves() -> None:
    """A Test-1 read off the board: the 17e tests at 9 - 1 [12.3], as its own morale test
    would; a result with no test throws no dice."""
    session = _example()
    to_phase(session, "defensive_fire")
    shown = assert_odds_are_its_rolls(session, ApplyResult(unit="17e", result="Test-1"))
    assert shown == session.odds(MoraleTest(unit="17e", reason="fire", minus=1))
    with pytest.raises(TabletopError, match="calls for no morale test"):
        session.odds(ApplyResult(unit="17e", result="D1"))


def test_fire_odds_move_a_column_with_terrain_and_disorder() -> None:
    """[12.2]: fire factor less protection, "3. Apply modifiers for terrain and disorder":
    5 - 2 - 1 reads the owner's "1-2" column, 5 - 2 + 1 the "3+" column."""
    session = started()
    to_phase(session, "offensive_fire")
    low = assert_odds_are_its_rolls(session, Fire(target="arkh", fire=5, protection=2, modifier=-1))
    high = assert_odds_are_its_rolls(session, Fire(target="arkh", fire=5, protection=2, modifier=1))
    assert low["-"] == Fraction(1, 6) and "-" not in high
    assert high["R3"] == Fraction(1, 6)


def test_close_combat_odds_are_its_one_die_for_both() -> None:
    """[13.2] "The active player throws 1D6 and applies the result simultaneously": each of
    the six attacker/defender cells of the owner's column, one chance in six."""
    session = started()
    to_phase(session, "close_combat")
    action = CloseCombat(attacker="17e", defender="arkh", attack=5, defend=3)
    shown = assert_odds_are_its_rolls(session, action)
    assert shown["R1/R2"] == Fraction(1, 6) and len(shown) == 6


def test_a_general_s_initiative_is_a_die_at_or_under_his_value() -> None:
    """[6.7]: Suchet (initiative 3) takes command on a 1 to 3 of 1D6."""
    session = started()
    shown = assert_odds_are_its_rolls(session, Initiative(leader="suchet"))
    assert shown == {"In command": Fraction(1, 2), "Out of command": Fraction(1, 2)}


def test_a_leader_s_risk_is_read_on_the_owner_s_dice_and_column() -> None:
    """[15.1] "The player throws the dice and reads on the mort des chefs table on the
    relevant column": the owner's table is on 2D6, so its 2 to 12 are the faces shown."""
    session = started()
    to_phase(session, "offensive_fire")
    assert LeaderRisk.DICE == "2d6"
    fire = assert_odds_are_its_rolls(session, LeaderRisk(leader="markoff", column="Fire"))
    combat = assert_odds_are_its_rolls(session, LeaderRisk(leader="markoff", column="Combat"))
    assert fire["Killed"] == Fraction(6, 36) and combat["Killed"] == Fraction(1, 36)


def _thrown(session: Session, action: GameAction, faces: dict[str, Any]) -> str:
    """The result the rules read on these faces (typed in), the session untouched."""
    with data.using(session.printed):
        _state, events = session.game.apply(
            session.state, dataclasses.replace(action, **faces), session.dice.copy()
        )
    return next(str(e.roll.result) for e in events if e.roll is not None)


def test_who_goes_first_shows_the_chance_of_each_side_choosing_from_its_two_dice() -> None:
    """[5.1] "Each player throws 1D6; the higher chooses", the French on a draw: the panel
    showed the chances of a resolver of the same table; they are the roll's own, and are
    the 36 throws of the two dice as the rules read them."""
    session = with_army(Session.new("vaevictis", seed=3, autosave=False))
    shown = dict(session.odds(RollFirst()))
    read: dict[str, Fraction] = {}
    for french in range(1, 7):
        for coalition in range(1, 7):
            result = _thrown(session, RollFirst(), {"french": french, "coalition": coalition})
            read[result] = read.get(result, Fraction(0)) + Fraction(1, 36)
    assert shown == read and shown["French choose"] == Fraction(21, 36)


def test_crossing_the_frozen_lake_shows_the_chance_of_each_loss_die_by_die() -> None:
    """[14.2] a routing unit throws 1D6 for each frozen hex it crosses: the odds are the
    crossing's own, the chance of each loss over every throw of its dice."""
    session = started()
    to_phase(session, "rally")  # routing units not rallied make their rout move [14.2]
    session.act({"kind": "rout", "reason": "on the map", "unit": "cuir"})
    for hexes in (1, 3):
        crossing = CrossIce(unit="cuir", hexes=hexes)
        shown = {k: v for k, v in session.odds(crossing).items() if v}
        read: dict[str, Fraction] = {}
        for throws in itertools.product(range(1, 7), repeat=hexes):
            result = _thrown(session, crossing, {"rolls": throws})
            read[result] = read.get(result, Fraction(0)) + Fraction(1, 6**hexes)
        assert shown == read, hexes
