"""Each Pratzen roll shows, before it is thrown, the chance of each result its own rules read
(issue 32, item 2): a player deciding whether to charge, rally with the leader beside the unit
or roll for a leader sees what the dice will then be read as, face by face, on the game as it
stands, not a second calculation of the same table."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from pratzen_support import act, advance_to, set_up, to_grenadiers_due

from tabletop.core.errors import RuleError
from tabletop.games.pratzen.actions import (
    CloseCombat,
    LeaderCasualty,
    Rally,
    ReinforcementRoll,
    Reload,
)
from tabletop.session import Session
from tests.support.odds_support import assert_odds_are_its_rolls

REASON = {"reason": "a combat result on the board"}


def _mark(session: Session, unit: str, **change: Any) -> None:
    kind = "ammo" if "ammo" in change else "status"
    act(session, {"kind": kind, "unit": unit, **change, **REASON})


def test_a_close_combat_shows_its_columns_results_and_a_shift_moves_them() -> None:
    """6 against 4 is column III for the attacker: R on 1-3, D on 4-5, T on 6 (the printed
    column, cell by cell); attacking a town or woods hex shifts one column for the defender
    [Column Modifiers], to column II, whose 1 says roll again: the player sees the Reroll."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    plain = CloseCombat(attack=6, defend=4)
    shown = assert_odds_are_its_rolls(session, plain)
    assert shown == {"R": Fraction(1, 2), "D": Fraction(1, 3), "T": Fraction(1, 6)}
    woods = CloseCombat(attack=6, defend=4, town_or_woods=True)
    shifted = assert_odds_are_its_rolls(session, woods)
    assert shifted["Reroll"] == Fraction(1, 6) and shifted["R"] == Fraction(1, 3)
    # Shifts past column I turn the advantage over [Column Modifiers]: each column reached
    # is read face by face as the roll reads it.
    for shift in (-2, -1, 0, 1, 2):
        assert_odds_are_its_rolls(session, CloseCombat(attack=3, defend=3, shift=shift))


def test_an_automatic_total_defeat_shows_a_certain_t() -> None:
    """An X on the Odds Table is an automatic T: the odds say so before the roll."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    assert assert_odds_are_its_rolls(session, CloseCombat(attack=30, defend=1)) == {
        "T": Fraction(1)
    }


def test_a_rally_shows_the_units_er_and_the_leaders_minus_one() -> None:
    """'If the dr is less than or equal to the printed ER' recovers good order; 'subtract 1
    if the unit is stacked with or adjacent to a friendly leader that commands it' [Rally
    Phase 2-3]: F1 A (ER 2) recovers on 1-2 (1/3), with the leader on 1-3 (1/2). A routed
    unit's modified 6 retreats [Rally Phase 4]."""
    session = set_up()
    _mark(session, "F1 A", status="disordered")
    _mark(session, "F1 B", status="routed")
    advance_to(session, "French", "Rally")
    alone = assert_odds_are_its_rolls(session, Rally(unit="F1 A"))
    assert alone == {"Good order": Fraction(1, 3), "Still disordered": Fraction(2, 3)}
    led = assert_odds_are_its_rolls(session, Rally(unit="F1 A", leader=True))
    assert led["Good order"] == Fraction(1, 2)
    routed = assert_odds_are_its_rolls(session, Rally(unit="F1 B"))
    assert routed == {
        "Rout removed": Fraction(1, 3),
        "Still routed": Fraction(1, 2),
        "Routed, retreats": Fraction(1, 6),
    }
    assert "Routed, retreats" not in assert_odds_are_its_rolls(
        session, Rally(unit="F1 B", leader=True)
    )


def test_a_reload_shows_the_rally_roll_read_as_a_reload() -> None:
    """A Rally action used as a Reload succeeds as the rally roll would [Ammunition Reload]."""
    session = set_up(ammunition=True)
    _mark(session, "F1 Flag", ammo="none")
    advance_to(session, "French", "Rally")
    reload = Reload(unit="F1 B", wagon_in_reach=True)
    assert assert_odds_are_its_rolls(session, reload) == {
        "Reloaded": Fraction(1, 3),
        "Not reloaded": Fraction(2, 3),
    }
    led = Reload(unit="F1 B", wagon_in_reach=True, leader=True)
    assert assert_odds_are_its_rolls(session, led)["Reloaded"] == Fraction(1, 2)


def test_a_leaders_casualty_roll_shows_its_causes_column() -> None:
    """'a Fire Combat result of 12 eliminates the Leader; a Close Combat result of 11 or 12;
    ... 10-12' for an overrun [Combat effects on Leaders]: 1/36, 3/36 and 6/36 on 2d6."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    fire = LeaderCasualty(leader="Allied Colonel", cause="fire")
    assert assert_odds_are_its_rolls(session, fire)["Eliminated"] == Fraction(1, 36)
    advance_to(session, "French", "Close Combat")
    for cause, chance in (("close-combat", Fraction(1, 12)), ("overrun", Fraction(1, 6))):
        action = LeaderCasualty(leader="Allied Colonel", cause=cause)
        assert assert_odds_are_its_rolls(session, action)["Eliminated"] == chance


def test_a_reinforcement_roll_shows_the_reinforcement_table() -> None:
    """'2-6 As scheduled' on the Reinforcement Table (RT): 15 of the 36 throws of 2d6."""
    session = set_up()
    to_grenadiers_due(session)
    shown = assert_odds_are_its_rolls(session, ReinforcementRoll(group="Allied Grenadiers"))
    assert shown["As scheduled"] == Fraction(15, 36)


def test_a_roll_on_a_piece_out_of_play_says_why_in_a_sentence() -> None:
    """The odds of a leader already on the Morale Chart, or of a unit not in the scenario,
    are refused with the rules' sentence (the window greys the bars with it), not a crash."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    hit = {"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "close-combat"}
    act(session, {**hit, "roll": 12})
    with pytest.raises(RuleError, match="Allied Colonel is already on the Morale Chart"):
        session.odds(LeaderCasualty(leader="Allied Colonel", cause="fire"))
    with pytest.raises(RuleError, match="there is no unit 'A Cossacks' in this scenario"):
        session.odds(Rally(unit="A Cossacks"))
