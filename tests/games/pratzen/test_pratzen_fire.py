"""A hit claimed "from a natural 6" answers a fire rolled in its phase: the artillery and
musketry fire are actions of the phasing player, and what their dice showed stays in the state
until the phase ends [Hitting and "Disordering" Artillery] (issue 32, item 2)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from checkout_paths import SAVES
from pratzen_support import act, advance_to, set_up

from tabletop.core.errors import RuleError
from tabletop.games.pratzen.actions import ArtilleryFire, Musketry
from tabletop.session.saves import read_session
from tabletop.session.verify import verify_file
from tests.support.odds_support import assert_odds_are_its_rolls

SENTENCE = (
    "No fire rolled a natural 6 in this phase: artillery receives a hit marker only if the fire "
    "rolled a natural 6 and the artillery unit is already limbered; roll the fire with its "
    'action first [Hitting and "Disordering" Artillery].'
)


def _limbered_guns(session):  # type: ignore[no-untyped-def]
    """The Allied guns limbered by a first hit that was not a natural 6."""
    act(session, {"kind": "hits", "units": ["A Guns"]})
    assert session.state.unit("A Guns").limbered


def test_a_natural_six_claimed_in_the_command_phase_is_refused() -> None:
    """`hits --natural-six` was accepted in the Command Phase with no fire rolled: "Artillery
    units that receive hit results by fire only receive a hit marker if the fire rolled a
    natural 6" [Hitting and "Disordering" Artillery]."""
    session = set_up()
    advance_to(session, "French", "Command")
    _limbered_guns(session)
    entries = len(session.log.entries)
    with pytest.raises(RuleError) as refused:
        act(session, {"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert str(refused.value) == SENTENCE
    assert len(session.log.entries) == entries
    assert session.state.unit("A Guns").hits == 0


def test_a_musketry_natural_six_then_its_hit_marks_the_limbered_guns() -> None:
    """A musketry roll of a natural 6 is an automatic hit [Resolving Infantry Fire 1]; the
    limbered guns it hits take a hit marker [Hitting and "Disordering" Artillery]."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    _limbered_guns(session)
    act(session, {"kind": "musketry_fire", "range": 6, "roll": 6})
    fired = session.log.entries[-1]
    assert (fired.what, fired.side, fired.natural, fired.result) == (
        "pratzen/musketry",
        "French",
        6,
        "Hit",
    )
    act(session, {"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert session.state.unit("A Guns").hits == 1
    assert session.log.entries[-1].result == "A Guns has 1 hit."


def test_a_fire_that_showed_no_six_claims_none() -> None:
    """A musketry 5 is a hit at range 3 but no natural 6: the guns withdraw their MA instead
    of taking a marker [Hitting and "Disordering" Artillery]."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    _limbered_guns(session)
    act(session, {"kind": "musketry_fire", "range": 3, "roll": 5})
    assert session.log.entries[-1].result == "Hit"
    with pytest.raises(RuleError) as refused:
        act(session, {"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert str(refused.value) == SENTENCE


def test_a_natural_six_of_the_artillery_phase_ends_with_it() -> None:
    """The artillery's natural 6 answers hits in the Artillery Fire Phase it was rolled in,
    not in the Engagement Phase after [Sequence of play]."""
    session = set_up()
    advance_to(session, "French", "Artillery Fire")
    _limbered_guns(session)
    act(session, {"kind": "artillery_fire", "shot": "canister", "range": 2, "roll": 6})
    assert session.log.entries[-1].result == "Two hits"
    advance_to(session, "French", "Engagement")
    with pytest.raises(RuleError) as refused:
        act(session, {"kind": "hits", "units": ["A Guns"], "natural_six": True})
    assert str(refused.value) == SENTENCE


def test_ball_at_a_stack_rolls_a_die_for_each_unit() -> None:
    """ "If artillery fires ball at a stacked hex, roll nd6 where n is the number of units in
    the stack" [Artillery Hits]: the action throws them, booked to the firing player."""
    session = set_up()
    advance_to(session, "French", "Artillery Fire")
    ball = {"kind": "artillery_fire", "shot": "ball", "range": 4, "stack_units": 3}
    act(session, ball)
    fired = session.log.entries[-1]
    assert (fired.dice, fired.side) == ("3d6", "French")
    assert len(session.state.fire_faces) == 3
    with pytest.raises(RuleError) as refused:
        act(session, {**ball, "roll": 4})
    assert "rolls one die for each unit" in str(refused.value)


def test_the_fire_is_the_phasing_players_in_its_own_phase() -> None:
    """Musketry is fired in the Engagement Phase, not the Command Phase [Sequence of play]."""
    session = set_up()
    advance_to(session, "French", "Command")
    with pytest.raises(RuleError) as refused:
        act(session, {"kind": "musketry_fire", "range": 3, "roll": 6})
    assert "Engagement Phase" in str(refused.value)


def test_artillery_fire_needs_guns_that_may_fire() -> None:
    """Artillery fire was accepted for a side whose guns were gone and whose only Flag was
    disordered: "Artillery units that are unlimbered ... may fire" [Artillery Fire Phase 1];
    an Allied Flag fires its battalion guns "as long as the Flag is not disordered" [Allied
    Flags and Battalion Guns]."""
    session = set_up()
    act(session, {"kind": "eliminate", "name": "A Guns"})
    reason = "the board shows it"
    act(session, {"kind": "status", "unit": "A1 Flag", "status": "disordered", "reason": reason})
    advance_to(session, "Allied", "Artillery Fire")
    before = len(session.log)
    with pytest.raises(RuleError) as refused:
        act(session, {"kind": "artillery_fire", "shot": "ball", "range": 3, "roll": 5})
    assert "The Allied have nothing that may fire artillery" in str(refused.value)
    assert len(session.log) == before
    fresh = set_up()
    advance_to(fresh, "French", "Artillery Fire")
    act(fresh, {"kind": "artillery_fire", "shot": "ball", "range": 3, "roll": 5})  # F Guns


def test_musketry_shows_its_own_odds_and_the_range_moves_them() -> None:
    """ "If the modified dr is greater than or equal to the effective range to the target ...
    the target is hit. A natural 6 is an automatic hit" [Resolving Infantry Fire 1]: at range
    3 a 3 to 6 hits (2 in 3); at range 6 only the 6; at a woods or village hex the fire is
    resolved 5 hexes longer and has no effect [Covering terrain]."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    near = assert_odds_are_its_rolls(session, Musketry(range=3))
    assert near == {"Miss": Fraction(1, 3), "Hit": Fraction(2, 3)}
    far = assert_odds_are_its_rolls(session, Musketry(range=6))
    assert far["Hit"] == Fraction(1, 6)
    assert assert_odds_are_its_rolls(session, Musketry(range=3, woods_or_town=True)) == {
        "No effect": Fraction(1)
    }


def test_artillery_fire_shows_its_own_odds_a_natural_six_of_canister_two_hits() -> None:
    """Canister's natural 6 scores a second hit on an adjacent hex [Artillery Fire Phase 10]:
    the Two hits the odds show are the 6's, read face by face as the fire reads them."""
    session = set_up()
    advance_to(session, "French", "Artillery Fire")
    canister = assert_odds_are_its_rolls(session, ArtilleryFire(shot="canister", range=2))
    assert canister["Two hits"] == Fraction(1, 6)
    assert_odds_are_its_rolls(session, ArtilleryFire(shot="ball", range=4))


def test_a_fire_rolled_on_its_own_is_refused_for_its_action() -> None:
    """A musketry roll logged on its own would answer no hit: the Musketry action rolls it,
    and the log is untouched [Resolving Infantry Fire]."""
    session = set_up()
    advance_to(session, "French", "Engagement")
    entries = len(session.log.entries)
    with pytest.raises(RuleError) as refused:
        session.resolve("musketry", {"range": 3}, roll=6, side="French")
    assert str(refused.value) == (
        "Musketry is not rolled on its own: the Musketry action rolls it [Resolving Infantry Fire]."
    )
    assert len(session.log.entries) == entries


def test_the_example_save_with_fire_rolled_on_its_own_still_verifies() -> None:
    """The example in saves/ logged its artillery and musketry on their own, as the app did
    then: it replays as it was written."""
    verdict = verify_file(SAVES / "pratzen-turn1-after-close-combat.toml")
    assert verdict.problem is None and verdict.replayed
    session = read_session(SAVES / "pratzen-turn1-after-close-combat.toml", autosave=False)
    fired = [e.what for e in session.log.entries if e.step == "resolve"]
    assert {"pratzen/artillery", "pratzen/musketry"} <= set(fired)
