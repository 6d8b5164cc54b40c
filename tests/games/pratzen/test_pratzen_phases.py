"""The Pratzen's phases enforced as the rules write them (issue 22, Pratzen 6, and the earlier
audit): the compulsory rolls of a phase, one rally roll per unit, the set-up once, what belongs
to the Close Combat Phase, the Ammunition rule's reload and its ignored cards."""

from __future__ import annotations

from pathlib import Path

import pytest
from pratzen_support import advance_to, lost_combat, play_at_once, put_away, set_up

from tabletop.core.errors import RuleError
from tabletop.session import Session
from tabletop.session.saves import read_session


def _open(session: Session, kind: str) -> tuple[bool, str]:
    found = next(e for e in session.legal_actions() if e.kind == kind)
    return found.open, found.why


def test_the_rally_phase_waits_for_every_disordered_unit() -> None:
    """'Each of the phasing player's disordered and Routed unit must conduct a morale check':
    Next phase named the units still to roll, and opened once each had rolled."""
    session = set_up()
    session.act(
        {
            "kind": "status",
            "unit": "F1 A",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    session.act(
        {
            "kind": "status",
            "unit": "F Hussars",
            "status": "routed",
            "reason": "a combat result on the board",
        }
    )
    advance_to(session, "French", "Rally")
    is_open, why = _open(session, "next_phase")
    assert not is_open and "F1 A, F Hussars still to roll [Rally Phase 1]" in why
    with pytest.raises(RuleError, match="F1 A, F Hussars still to roll"):
        session.act({"kind": "next_phase"})
    session.act({"kind": "rally", "unit": "F1 A", "roll": 6})
    session.act({"kind": "rally", "unit": "F Hussars", "roll": 5})
    assert session.state.unit("F1 A").status == "disordered"  # failed, still disordered
    session.act({"kind": "next_phase"})
    assert session.state.phase == "Close Combat"


def test_a_unit_is_entered_with_its_printed_er() -> None:
    """ER 0 was accepted, and the unit's rally could then never be rolled."""
    session = set_up()
    with pytest.raises(RuleError, match="give Skirmishers's printed ER, 1 to 3, not 0"):
        session.act({"kind": "add_unit", "name": "Skirmishers", "side": "French"})
    session.act({"kind": "add_unit", "name": "Skirmishers", "side": "French", "er": 1})


def test_a_unit_rolls_to_rally_once_per_rally_phase() -> None:
    """A failed rally could be rolled again until it passed; the second roll is refused, and
    the unit rolls again in its next Rally Phase."""
    session = set_up()
    session.act(
        {
            "kind": "status",
            "unit": "F1 A",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    session.act(
        {
            "kind": "status",
            "unit": "F1 B",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    advance_to(session, "French", "Rally")
    session.act({"kind": "rally", "unit": "F1 A", "roll": 6})
    before = (session.state, len(session.log))
    with pytest.raises(RuleError, match="F1 A has made its Rally Phase roll already"):
        session.act({"kind": "rally", "unit": "F1 A", "roll": 1})
    assert (session.state, len(session.log)) == before
    session.act({"kind": "rally", "unit": "F1 B", "roll": 6})
    assert _open(session, "rally") == (
        False,
        "No French unit is disordered or routed and still to roll this Rally Phase (one "
        "morale check each) [Rally Phase].",
    )
    session.act({"kind": "next_phase"})
    advance_to(session, "French", "Rally")
    assert session.state.turn == 2
    session.act({"kind": "rally", "unit": "F1 A", "roll": 1})
    assert session.state.unit("F1 A").status == "steady"


def test_a_unit_removed_after_its_rally_roll_leaves_a_save_that_opens(tmp_path: Path) -> None:
    """A save lists the units that rallied this phase, each a unit of the scenario; a unit
    removed after its roll is taken off that list, so the save still opens."""
    session = set_up()
    session.act(
        {
            "kind": "status",
            "unit": "F1 A",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    advance_to(session, "French", "Rally")
    session.act({"kind": "rally", "unit": "F1 A", "roll": 1})
    taken = {"kind": "remove_piece_correction", "name": "F1 A", "reason": "never on the board"}
    session.act(taken)
    path = tmp_path / "removed.toml"
    session.save(path)
    assert read_session(path, autosave=False).state.rallied == ()


def test_artillery_is_limbered_not_disordered_and_does_not_rally() -> None:
    """Artillery has no cohesion state: a limbered battery is not held in the Rally Phase."""
    session = set_up(start_side="Allied")
    session.act(
        {
            "kind": "status",
            "unit": "A Guns",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    session.act(
        {
            "kind": "status",
            "unit": "A1 A",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    advance_to(session, "Allied", "Rally")
    with pytest.raises(RuleError, match="limbered, not disordered"):
        session.act({"kind": "rally", "unit": "A Guns", "roll": 1})
    session.act({"kind": "rally", "unit": "A1 A", "roll": 1})
    session.act({"kind": "next_phase"})
    assert session.state.phase == "Close Combat"


def test_the_event_card_is_drawn_before_the_event_phase_ends() -> None:
    """With the Event deck the phasing player draws the top card: Next phase skipped it."""
    session = set_up(event_deck=True)
    assert session.state.phase == "Event"
    with pytest.raises(RuleError, match=r"draws the top event card first \[Event Phase"):
        session.act({"kind": "next_phase"})
    session.act({"kind": "draw_event"})
    play_at_once(session)
    session.act({"kind": "next_phase"})
    assert session.state.phase == "Reinforcements"


def test_a_group_due_is_rolled_for_before_the_reinforcements_phase_ends() -> None:
    """'For each group listed roll 2d6': the Allied Grenadiers due on Turn 2 cannot be passed."""
    session = set_up()
    advance_to(session, "Allied", "Reinforcements")
    session.act({"kind": "next_phase"})  # Turn 1: nothing due
    advance_to(session, "Allied", "Command")
    session.act({"kind": "next_phase"})
    while (session.state.side, session.state.phase) != ("Allied", "Reinforcements"):
        session.act({"kind": "next_phase"})
    with pytest.raises(RuleError, match="roll for each group"):
        session.act({"kind": "next_phase"})
    session.act({"kind": "reinforcement", "group": "Allied Grenadiers", "roll": 4})
    session.act({"kind": "next_phase"})


def test_the_setup_is_closed_once_play_has_begun() -> None:
    """`act setup` in the middle of a game wiped it; it is refused in a sentence."""
    session = set_up()
    session.act({"kind": "next_phase"})
    is_open, why = _open(session, "setup")
    assert not is_open and "set up once" in why
    with pytest.raises(RuleError, match="set up once"):
        session.act({"kind": "setup", "turns": 2, "french_level": 3, "allied_level": 3})
    assert session.state.phase == "Command" and session.state.units


def test_a_unit_corrected_before_play_keeps_its_place() -> None:
    """Correcting a unit took it out and added it at the end of the list; `replace_unit`
    puts the corrected unit where the old one was, checked like a new entry [Preparing for
    play]."""
    session = set_up()
    before = [u.name for u in session.state.units]
    fix = {"kind": "replace_unit", "replaces": "F Hussars", "side": "French", "type": "cavalry"}
    session.act({**fix, "name": "F Chasseurs", "er": 2, "arm": "light"})
    after = session.state.units
    assert [u.name for u in after] == [n.replace("F Hussars", "F Chasseurs") for n in before]
    assert (after[4].er, after[4].arm) == (2, "light")
    with pytest.raises(RuleError, match="already has a piece named 'F1 A'"):
        session.act({**fix, "replaces": "F Chasseurs", "name": "F1 A", "er": 2})
    assert session.state.units == after


def test_a_unit_is_not_corrected_in_place_once_play_has_begun() -> None:
    """The set-up is closed once play has begun: a unit is corrected in place only before."""
    session = set_up()
    session.act({"kind": "next_phase"})
    is_open, why = _open(session, "replace_unit")
    assert not is_open and "only before play" in why
    fix = {"kind": "replace_unit", "replaces": "F Hussars", "side": "French", "type": "cavalry"}
    with pytest.raises(RuleError, match="only before play"):
        session.act({**fix, "name": "F Hussars", "er": 1})
    assert session.state.unit("F Hussars").er == 3


def test_defeated_flags_and_a_close_combat_casualty_belong_to_the_close_combat_phase() -> None:
    """The Defeated Flags marker moves for a D or T in close combat, and a leader's close-combat
    roll follows one: neither in the Reinforcements Phase."""
    session = set_up()
    assert _open(session, "flags_defeated")[0] is False
    with pytest.raises(RuleError, match="Close Combat Phase"):
        session.act({"kind": "flags_defeated", "side": "Allied"})
    casualty = {"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "close-combat"}
    with pytest.raises(RuleError, match="Close Combat Phase; now: Reinforcements Phase"):
        session.act({**casualty, "roll": 12})
    advance_to(session, "French", "Artillery Fire")
    session.act({"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "fire", "roll": 3})
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    session.act({"kind": "flags_defeated", "side": "Allied"})
    session.act({**casualty, "roll": 12})
    assert session.state.chart("Allied").defeated_flags == 1
    assert session.state.leader("Allied Colonel").eliminated


def test_a_rally_action_used_as_a_reload_restores_the_battalions_ammunition() -> None:
    """A successful Rally action by any unit of the battalion, a wagon within four hexes,
    removes its Low and No Ammo markers [Ammunition Reload]; the unit has then made its roll."""
    session = set_up(ammunition=True)
    session.act(
        {
            "kind": "ammo",
            "unit": "F1 Flag",
            "ammo": "none",
            "reason": "a combat result on the board",
        }
    )
    advance_to(session, "French", "Rally")
    reload = {"kind": "reload", "unit": "F1 B", "roll": 2}
    with pytest.raises(RuleError, match="friendly wagon within four hexes"):
        session.act(reload)
    session.act({**reload, "wagon_in_reach": True})
    assert session.state.unit("F1 Flag").ammo == "full"
    assert session.log.entries[-1].what == "pratzen/reload"
    assert session.log.entries[-1].result == "Reloaded"


def test_no_reload_without_the_ammunition_rules() -> None:
    """Without the optional rule there are no chits to mark or reload."""
    session = set_up()
    assert _open(session, "ammo") == (
        False,
        "The Ammunition rules are not in use in this game [Optional rule: Ammunition].",
    )
    advance_to(session, "French", "Rally")
    assert _open(session, "reload")[0] is False


def test_an_ignored_ammunition_card_is_set_aside_and_another_drawn() -> None:
    """Without the Ammunition rules a Low Ammo card drawn may be set aside at once and the
    player draws again [Optional rule: the Event Deck]; any other card is the turn's only one."""
    session = next(
        s
        for s in (set_up(event_deck=True, seed=seed) for seed in range(200))
        if s.state.events.draw_pile[:2] == ("low-ammo", s.state.events.draw_pile[1])
        and s.state.events.draw_pile[1] not in ("low-ammo", "ammo-shortage")
    )
    session.act({"kind": "draw_event"})
    assert session.state.events.held["French"] == ("low-ammo",)
    session.act({"kind": "play_event", "card": "low-ammo", "set_aside": True})
    assert "draws again" in session.log.entries[-1].result
    session.act({"kind": "draw_event"})
    other = session.state.events.held["French"][0]
    session.act({"kind": "play_event", "card": other, "set_aside": True})
    assert _open(session, "draw_event")[0] is False


def test_fired_and_ooc_markers_are_kept_in_their_phases() -> None:
    """Fired and OOC markers were not kept at all: OOC goes on in the Command Phase, Fired on
    infantry in the Engagement Phase, never on artillery [Command Phase] [FCT]."""
    session = set_up(start_side="Allied")
    with pytest.raises(RuleError, match="Command Phase"):
        session.act({"kind": "marker", "unit": "A1 A", "marker": "OOC"})
    advance_to(session, "Allied", "Command")
    session.act({"kind": "marker", "unit": "A1 A", "marker": "OOC"})
    with pytest.raises(RuleError, match="artillery is always in command"):
        session.act({"kind": "marker", "unit": "A Guns", "marker": "OOC"})
    with pytest.raises(RuleError, match="Engagement Phase"):
        session.act({"kind": "marker", "unit": "A1 Flag", "marker": "Fired"})
    advance_to(session, "Allied", "Engagement")
    session.act({"kind": "marker", "unit": "A1 Flag", "marker": "Fired"})
    with pytest.raises(RuleError, match="artillery never is"):
        session.act({"kind": "marker", "unit": "A Guns", "marker": "Fired"})
    with pytest.raises(RuleError, match="not the phasing player's"):
        session.act({"kind": "marker", "unit": "F1 A", "marker": "Fired"})
    state = session.state
    assert state.unit("A1 A").ooc and state.unit("A1 Flag").fired


def test_the_event_phase_passes_when_no_card_is_left_to_draw() -> None:
    """Every card set aside: there is nothing to draw, and the phase must still end; a
    scenario starting in the Event Phase without the deck is not held there either."""
    session = set_up(event_deck=True, ammunition=True, reinforcements=[], turns=60)
    for _ in range(600):
        state = session.state
        deck = state.events
        if state.phase == "Event" and not deck.draw_pile and not deck.discards:
            break
        if state.phase == "Event" and not _open(session, "next_phase")[0]:
            session.act({"kind": "draw_event"})
            for card in session.state.events.held[state.side]:
                put_away(session, card, set_aside=True)
        else:
            session.act({"kind": "next_phase"})
    else:
        raise AssertionError("the deck never ran out")
    assert _open(session, "next_phase")[0]
    no_deck = set_up(start_phase="Event")
    no_deck.act({"kind": "next_phase"})
    assert no_deck.state.phase == "Reinforcements"
