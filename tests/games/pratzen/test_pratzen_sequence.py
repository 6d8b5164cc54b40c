"""Only legal play reaches a Pratzen log (issue 32): the sequence of play declared, the loser
of a close combat and its Defeated Flags answering the combat rolled, the cards played at once,
a fire's leader roll in a fire phase, corrections that never rally or reload."""

from __future__ import annotations

from dataclasses import replace

import pytest
from pratzen_support import act, advance_to, lost_combat, set_up

from tabletop.core.errors import RuleError
from tabletop.session import Session

CASUALTY = {"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "fire", "roll": 12}


def _refused(session: Session, action: dict[str, object], sentence: str) -> None:
    """The action is refused with `sentence`, and neither the state nor the log changes."""
    before = (session.state, len(session.log))
    with pytest.raises(RuleError) as refused:
        act(session, action)
    assert sentence in str(refused.value)
    assert (session.state, len(session.log)) == before


def _combat(session: Session, roll: int, **inputs: object) -> None:
    act(session, {"kind": "close_combat", "attack": 5, "defend": 3, "roll": roll, **inputs})


def test_the_loser_is_said_of_a_close_combat_rolled_and_only_once() -> None:
    """[Close Combat Results Table]: combat_loser took any result with no close combat
    rolled, a T against a logged R, and two entries for one roll."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    said = {"kind": "combat_loser", "loser": "defender", "result": "T"}
    _refused(session, said, "No close combat has been rolled in this Close Combat Phase")
    _combat(session, 4, attacker_leader=True)  # column 3:1 for the attacker, a 4: R
    assert session.log.entries[-1].what == "pratzen/close-combat"
    assert session.log.entries[-1].result == "R" and session.log.entries[-1].side == "French"
    _refused(session, said, "The close combat rolled R, not T")
    act(session, {**said, "result": "R"})
    assert "The defender (Allied) loses the close combat: R" in session.log.entries[-1].result
    _refused(session, {**said, "result": "R"}, "one word per roll")


def test_the_log_says_the_result_the_special_effect_made_and_the_flag_follows_it() -> None:
    """Infantry in square beaten by infantry treats R as D [Close Combat Phase]: the log said
    the printed R, and the Defeated Flags marker then moves for that D."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    _combat(session, 4, attacker_leader=True, square=True)
    act(session, {"kind": "combat_loser", "loser": "defender", "result": "R"})
    assert "printed R, which its special effect makes D" in session.log.entries[-1].result
    act(session, {"kind": "flags_defeated", "side": "Allied"})
    assert session.state.chart("Allied").defeated_flags == 1


def test_flags_are_defeated_by_a_d_or_t_of_the_loser_once_per_combat() -> None:
    """[Using the Morale Tracks] 'suffers a Defeated, or Totally Defeated result in close
    combat': the marker moved after an R, and for the side that won."""
    session = set_up()
    advance_to(session, "French", "Close Combat")
    flags = {"kind": "flags_defeated", "side": "Allied"}
    _refused(session, flags, "roll the close combat and say which side lost first")
    _combat(session, 4, attacker_leader=True, loser="defender")
    _refused(session, flags, "The Allied suffered R in the close combat rolled")
    lost_combat(session, "Allied")
    _refused(session, {**flags, "side": "French"}, "The French won the close combat rolled")
    act(session, {**flags, "count": 2})
    assert session.state.chart("Allied").defeated_flags == 2
    _refused(session, flags, "moved for the close combat rolled already")
    act(session, {"kind": "next_phase"})
    assert session.state.combat is None  # the next phase answers no combat of this one


def test_a_fire_casualty_roll_waits_for_a_fire_phase() -> None:
    """A 12 for a fire in the Reinforcements Phase eliminated the leader and ended the game
    [Combat effects on Leaders] [Sequence of play]."""
    session = set_up(event_deck=True, french_level=1)
    assert session.state.phase == "Event"
    _refused(session, CASUALTY, "now: Event Phase")
    advance_to(session, "French", "Reinforcements")
    _refused(session, CASUALTY, "now: Reinforcements Phase")
    advance_to(session, "French", "Rally")
    _refused(session, CASUALTY, "in the Artillery Fire or Engagement Phase")
    advance_to(session, "French", "Artillery Fire")
    act(session, CASUALTY)
    assert session.state.leader("Allied Colonel").eliminated
    assert session.log.entries[-1].side == "French"  # the leader's opponent rolls


def _holding(session: Session, card: str) -> None:
    """The French draw `card` in their Event Phase (the deck's top card put there)."""
    events = session.state.events
    pile = (card, *(c for c in events.draw_pile if c != card))
    session.history = replace(
        session.history,
        present=replace(
            session.history.present,
            state=replace(session.state, events=replace(events, draw_pile=pile)),
        ),
    )
    act(session, {"kind": "draw_event"})
    assert session.state.events.held["French"] == (card,)


def test_low_ammo_is_played_when_drawn_and_places_its_chit() -> None:
    """[Optional rule: Ammunition] 'When a Low Ammo Event card is drawn the Phasing Player
    must place a Low Ammo chit': it was held face down all turn and discarded with no chit."""
    session = set_up(event_deck=True, ammunition=True)
    _holding(session, "low-ammo")
    _refused(session, {"kind": "next_phase"}, "Low Ammo is played at once when drawn")
    played = {"kind": "play_event", "card": "low-ammo"}
    _refused(session, played, "must place a Low Ammo chit on one Flag or one artillery unit")
    _refused(session, {**played, "unit": "F1 A"}, "F1 A is neither")
    act(session, {**played, "unit": "A1 Flag"})
    assert session.state.unit("A1 Flag").ammo == "low"
    assert "A1 Flag: Low Ammo." in session.log.entries[-1].result
    act(session, {"kind": "next_phase"})


def test_a_breeze_is_played_when_drawn() -> None:
    """'When a Breeze Event is drawn, a breeze has arisen' [Optional rule: smoke, blazes, and
    breezes]: it could be held face down until the end of the turn."""
    session = set_up(event_deck=True)
    _holding(session, "breeze")
    _refused(session, {"kind": "next_phase"}, "Breeze is played at once when drawn")
    _refused(session, {"kind": "play_event", "card": "breeze", "unit": "A1 Flag"}, "no ammun")
    act(session, {"kind": "play_event", "card": "breeze"})
    act(session, {"kind": "next_phase"})
    assert session.state.phase == "Reinforcements"


REASON = {"reason": "the board shows it"}


def test_a_correction_never_rallies_or_reloads() -> None:
    """A routed unit came back to good order by a status edit, and a No Ammo Flag to full by
    an ammo edit: those are the rally roll [Rally Phase] and the Reload [Ammunition Reload]."""
    session = set_up(ammunition=True)
    routed = {"kind": "status", "unit": "F1 A", "status": "routed"}
    _refused(session, routed, "a correction needs its reason")
    act(session, {**routed, **REASON})
    for status in ("disordered", "steady"):
        _refused(
            session,
            {**routed, "status": status, **REASON},
            "recovers only by its morale check in its own Rally Phase",
        )
    act(session, {"kind": "ammo", "unit": "F1 Flag", "ammo": "none", **REASON})
    _refused(
        session,
        {"kind": "ammo", "unit": "F1 Flag", "ammo": "full", **REASON},
        "recovers its ammunition only by a Reload",
    )
    assert session.state.unit("F1 A").status == "routed"
    assert session.state.unit("F1 Flag").ammo == "none"


def test_pieces_enter_and_leave_mid_game_only_as_corrections() -> None:
    """`add_unit` stays the order of battle's entry before play; once play has begun a piece
    comes or goes only as a correction, and one that has fought is eliminated, onto the
    Morale Chart, not taken back [Using the Morale Tracks]."""
    session = set_up()
    act(session, {"kind": "add_unit", "name": "Skirmishers", "side": "French", "er": 1})
    act(session, {"kind": "next_phase"})
    entry = {"kind": "add_unit", "name": "Voltigeurs", "side": "French", "er": 1}
    _refused(session, entry, "corrected with Correct: a unit the board holds")
    act(session, {**entry, "kind": "add_unit_correction", **REASON})
    assert session.state.unit("Voltigeurs").status == "steady"
    act(session, {"kind": "hits", "units": ["Skirmishers"]})
    taken = {"kind": "remove_piece", "name": "Skirmishers"}
    _refused(session, taken, "corrected with Correct: a piece entered by mistake")
    correction = {**taken, "kind": "remove_piece_correction", **REASON}
    _refused(session, correction, "Skirmishers has fought")
    act(session, {**correction, "name": "Voltigeurs"})
    assert not session.state.has_piece("Voltigeurs")


def test_each_roll_is_declared_in_its_phase_with_who_rolls_it() -> None:
    """`resolve pratzen/... --session` wrote fire, engagement and close-combat rolls in any
    phase with any side: each fire roll is open in the phases that call for it, the phasing
    player's [Sequence of play]; a roll an action makes (a close combat, a rally, a group's
    reinforcement roll, a leader's casualty roll, and the artillery and musketry fire, whose
    dice answer the hits claimed from a natural 6) is never logged on its own, and the refusal
    names that action."""
    session = set_up()
    sequence = session.game.sequence
    assert sequence is not None
    homes = {
        "engagement": "Engagement",
        "fire-control": "Engagement",
    }
    actions = {
        "artillery": ("Artillery Fire", "Artillery fire"),
        "musketry": ("Engagement", "Musketry"),
        "reinforcement": ("Reinforcements", "Roll for reinforcements"),
        "rally": ("Rally", "Rally a unit"),
        "close-combat": ("Close Combat", "Close combat"),
        "leader-casualty": ("Artillery Fire", "Leader casualty roll"),
    }
    assert set(homes) | set(actions) == set(session.game.resolvers)
    state = session.state
    for name, phase in homes.items():
        here = replace(state, phase=phase, side="Allied")
        assert sequence.roll_closed(here, name) is None, name
        assert sequence.side_of(here, {"kind": name}) == "Allied", name
    for name, (phase, action) in actions.items():
        here = replace(state, phase=phase, side="Allied")
        closed = sequence.roll_closed(here, name, name)
        assert closed is not None and f"the {action} action rolls it" in closed, name
    wrong = replace(state, phase="Command")
    closed = sequence.roll_closed(wrong, "fire-control", "Fire Control")
    assert closed == (
        "Fire Control is taken in: Engagement Phase; now: Command Phase [Sequence of play]."
    )
