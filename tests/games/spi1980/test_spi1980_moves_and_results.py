"""SPI 1980: what a careful player found wrong in moves and combat results (issue 22).

The Santon's guns never move [6.4 Exception]; cavalry charges only from clear or slope
terrain [5.9]; a rout is short by no more than its own length [6.5]; the advance after combat
is offered only into hexes the defender vacated [6.7]; bombarding artillery is untouched by a
result [6.9]; a unit stopped by a disengagement disruption moves no more [4.6]; Next phase
waits for the reinforcement roll [9.0]; the final VP line says who was left out [14.2].
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tabletop.core import plain
from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.base import Event
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State, UnitStatus

GAME = find_game("spi1980")


def fresh() -> Spi1980State:
    state: Spi1980State = GAME.new_state(Dice(7), {})
    return state


def act(state: Spi1980State, **action: Any) -> tuple[Spi1980State, tuple[Event, ...]]:
    new, events = GAME.apply(state, GAME.action(action), Dice(11))
    assert plain.load(Spi1980State, plain.dump(new)) == new
    return new, events


def at(turn: int, phase: str, **changes: Any) -> Spi1980State:
    return dataclasses.replace(fresh(), turn=turn, phase=phase, **changes)


def texts(events: tuple[Event, ...]) -> str:
    return " ".join(e.text for e in events)


def demoralized(state: Spi1980State, side: str) -> Spi1980State:
    return state.with_army(dataclasses.replace(state.army(side), demoralized=True))


@pytest.mark.parametrize(
    ("kind", "phase", "case"),
    [
        ("displace", "a French rout", "[6.6]"),
        ("disengage", "french_movement", "[4.6]"),
        ("exit_map", "french_movement", "[4.7]"),
    ],
)
def test_the_santon_never_moves(kind: str, phase: str, case: str) -> None:
    """The Santon's artillery has no Movement Allowance: displacing it, checking it for
    disengagement or taking it off the map would move a counter nailed to its hill."""
    routing = _routed_defender(3) if kind == "displace" else at(4, phase)
    state = demoralized(routing, "French")
    with pytest.raises(RuleError, match=r"no Movement Allowance.*6\.4 Exception") as refused:
        act(state, kind=kind, unit="santon")
    assert case in str(refused.value)
    # Another French unit may still do it, so the refusal is the Santon's own.
    extra = {"roll": 4} if kind == "disengage" else {}
    other = "schirer" if kind == "displace" else "becker"  # Becker routs: not displaced
    _, events = act(state, kind=kind, unit=other, **extra)
    assert game_data().unit(other).name in texts(events)


def charge(defender: str, charging: str, **terrain: Any) -> Spi1980State:
    """Uvarov attacks `defender` in the Allied Combat Phase of Game-Turn 4, `charging`
    charges, with the terrain given."""
    state = at(4, "allied_combat")
    attack = {"attackers": ["uvarov"], "defenders": [defender], "charging": [charging]}
    attack |= {"attacker_morale_unit": "uvarov", "defender_morale_unit": defender}
    charged, _ = act(state, kind="combat", **attack, **terrain, roll=3)
    return charged


def test_cavalry_charges_only_through_clear_or_slope_hexsides() -> None:
    """Uvarov 8 charging through a stream would be doubled then halved (8 against 5); the
    charge is refused, and through a slope it stands [5.9]."""
    with pytest.raises(RuleError, match=r"stream hexside.*clear or slope hexsides \[5\.9\]"):
        charge("becker", "uvarov", attacker_terrain={"uvarov": "stream"})
    charged = charge("becker", "uvarov", attacker_terrain={"uvarov": "upslope"})
    assert charged.pending_combat is not None and charged.pending_combat.charging == ("uvarov",)


def test_defending_cavalry_charges_only_in_a_clear_or_slope_hex() -> None:
    """Faucont in woods may not adopt a charge to double itself [5.9]."""
    with pytest.raises(RuleError, match=r"Faucont defends in woods.*clear or slope hex \[5\.9\]"):
        charge("faucont", "faucont", defender_hexes={"faucont": "woods"})
    charged = charge("faucont", "faucont", defender_hexes={"faucont": "slope"})
    assert charged.pending_combat is not None


def _routed_defender(roll: int) -> Spi1980State:
    """Becker routed (1 r0 ... ) with its rout distance rolled."""
    state = at(4, "allied_combat")
    # Uvarov 8 and Essen 6 against Becker 5 with morale 5 - 5: 14 to 5 is 2-1; find an r.
    for crt_roll in range(1, 7):
        attacked, _ = act(
            state,
            kind="combat",
            attackers=["uvarov", "essen"],
            defenders=["becker"],
            attacker_morale_unit="uvarov",  # 5 - 5: no shift [6.8]
            defender_morale_unit="becker",
            roll=crt_roll,
        )
        pending = attacked.pending_combat
        if pending is not None and pending.defender_effect.routed:
            routed, _ = act(attacked, kind="rout_roll", side="defender", roll=roll)
            return routed
    raise AssertionError("no rout on the 2-1 column")


def test_a_rout_is_short_by_no_more_hexes_than_it_routs() -> None:
    """A 1-hex rout short by 5 hexes eliminated Becker; it can be short by 0 or 1 [6.5]."""
    state = _routed_defender(1)
    pending = state.pending_combat
    assert pending is not None
    distance = 1 + pending.defender_effect.rout_number
    with pytest.raises(RuleError, match=rf"0 to {distance} hexes short, not 5 \[6\.5\]"):
        act(
            state,
            kind="apply_combat_result",
            side="defender",
            losses={"becker": 1},
            short_hexes={"becker": 5},
        )
    assert state.unit("becker").status is UnitStatus.ON_MAP
    done, _ = act(
        state,
        kind="apply_combat_result",
        side="defender",
        losses={"becker": 1},
        short_hexes={"becker": distance},
    )
    assert done.unit("becker").strength == 5 - 1 - distance


def test_hexes_short_are_refused_for_a_retreat_that_is_no_rout() -> None:
    """Only a routing unit can be short of its rout [6.5]: a '1' result has none."""
    state = at(4, "allied_combat")
    for crt_roll in range(1, 7):
        attacked, _ = act(
            state,
            kind="combat",
            attackers=["uvarov"],
            defenders=["becker"],
            attacker_morale_unit="uvarov",
            defender_morale_unit="becker",
            roll=crt_roll,
        )
        pending = attacked.pending_combat
        if (
            pending is not None
            and pending.defender_effect.losses
            and not (pending.defender_effect.routed or pending.defender_effect.disrupted)
        ):
            with pytest.raises(RuleError, match=r"does not rout.*\[6\.5\]"):
                act(
                    attacked,
                    kind="apply_combat_result",
                    side="defender",
                    retreat_hexes=pending.defender_effect.losses,
                    short_hexes={"becker": 1},
                )
            return
    raise AssertionError("no plain loss on Uvarov against Becker")


def test_the_advance_is_offered_only_into_a_hex_the_defender_left() -> None:
    """A defender that retreats or routs leaves its hex [6.7]; one that takes its loss in
    place does not, and no advance is offered."""
    routed = _routed_defender(3)
    done, events = act(routed, kind="apply_combat_result", side="defender", losses={"becker": 1})
    while done.pending_combat is not None:
        done, more = act(
            done, kind="apply_combat_result", side="attacker", losses=_attacker_losses(done)
        )
        events += more
    assert "may advance into hexes the defender vacated" in texts(events)


def _attacker_losses(state: Spi1980State) -> dict[str, int]:
    pending = state.pending_combat
    assert pending is not None
    return (
        {pending.attackers[0]: pending.attacker_effect.losses}
        if pending.attacker_effect.losses
        else {}
    )


def test_bombarding_artillery_is_not_said_to_be_disrupted() -> None:
    """Bombarding artillery is unaffected by combat results [6.9]: after its '1d' the page
    said 'the attacker's units are disrupted' although none was."""
    state = at(4, "french_combat")
    # The Santon's 3 bombarding Uvarov's 8 is 1-3; a 4 reads 1d/- there.
    bombard = {"attackers": ["santon"], "defenders": ["uvarov"], "bombarding": ["santon"]}
    attacked, _ = act(state, kind="combat", **bombard, roll=4)
    assert attacked.pending_combat is not None and attacked.pending_combat.result == "1d/-"
    done, events = act(attacked, kind="apply_combat_result", side="attacker")
    said = texts(events)
    assert "attacker's units are disrupted" not in said
    assert "bombarding artillery is unaffected by the combat result [6.9]" in said
    assert not done.unit("santon").disrupted and done.unit("santon").strength == 3


def test_a_unit_stopped_by_a_disengagement_disruption_is_not_checked_again() -> None:
    """Disrupted by its Disengagement Check loss, Levis stops in the hex entered [4.6]; a
    second check that Phase would let it walk on."""
    state = at(3, "allied_movement")
    state, _ = act(state, kind="disengage", unit="levis", roll=1)
    stopped, _ = act(state, kind="disengagement_loss", how="disrupt")
    with pytest.raises(RuleError, match=r"Levis took its Disengagement Check loss.*\[4\.6\]"):
        act(stopped, kind="disengage", unit="levis", roll=4)
    # Taken as a CSP, it may go on moving [4.6].
    paid, _ = act(state, kind="disengagement_loss", how="csp")
    act(paid, kind="disengage", unit="levis", roll=4)
    # Next Movement Phase it may move again.
    later = dataclasses.replace(stopped, phase="allied_combat")
    later, _ = act(later, kind="next_phase")
    assert later.halted == ()


def test_next_phase_waits_for_the_reinforcement_roll() -> None:
    """The French roll for reinforcements at the beginning of their Player-Turn from
    Game-Turn 2 [9.0]; Next phase skipped it."""
    state = at(2, "french_rally")
    with pytest.raises(RuleError, match=r"roll for the French reinforcements first.*\[9\.0\]"):
        act(state, kind="next_phase")
    rolled, _ = act(state, kind="reinforcement_roll", roll=6)
    moved, _ = act(rolled, kind="next_phase")
    assert moved.phase == "french_movement"


def test_the_final_vp_line_says_saulima_was_left_out() -> None:
    """Saulima's type is lost [2.4]: the game-over line must say its CSPs were not counted
    as cavalry [14.2], or the total reads as complete."""
    state = at(11, "french_combat")
    _, events = act(state, kind="next_phase")
    assert "Saulima is left out of the cavalry VPs [14.2]" in texts(events)


def test_one_reinforcement_enters_and_an_allied_unit_is_named_with_an() -> None:
    """'Friant enter the map' and 'not a Allied unit' read wrong."""
    state = at(3, "french_movement", reinforcements_turn=3)
    _, events = act(state, kind="enter_reinforcements", units=["friant"])
    assert texts(events) == "Friant enters the map."
    with pytest.raises(RuleError, match="is not an Allied unit"):
        act(at(3, "allied_movement"), kind="disengage", unit="becker", roll=4)
