"""The Pratzen engine: hits ledger, morale chart, turn and phase track, rally, leaders, deck."""

from __future__ import annotations

import pytest
from pratzen_support import SCENARIO, advance_to, lost_combat, put_away, set_up

from tabletop.core.errors import RuleError
from tabletop.games.pratzen.scenario import scenario_text, setup_action
from tabletop.session import Session


def test_eight_hit_example_removes_two_and_marks_two_under_the_flag() -> None:
    """The rulebook's example: 2 hits on each of 4 units of a battalion is 8 hits; two pieces
    go, 2 hits go beneath the Flag and both survivors are disordered."""
    session = set_up()
    units = ("F1 Flag", "F1 Flag", "F1 A", "F1 A", "F1 B", "F1 B", "F1 C", "F1 C")
    session.act({"kind": "hits", "units": units, "remove": ["F1 B", "F1 C"]})
    state = session.state
    assert state.battalion_hits == {"F1": 2}
    assert [u.name for u in state.units if u.eliminated] == ["F1 B", "F1 C"]
    assert (
        state.unit("F1 Flag").status == "disordered" and state.unit("F1 A").status == "disordered"
    )
    assert state.chart("French").eliminated == ("F1 B", "F1 C")


def test_battalion_hits_need_the_owners_choice() -> None:
    """Three pooled hits remove one unit of the owner's choice: without a name, nothing happens."""
    session = set_up()
    before = (session.state, len(session.log))
    with pytest.raises(RuleError, match="name it"):
        session.act({"kind": "hits", "units": ["F1 A", "F1 A", "F1 B"]})
    assert (session.state, len(session.log)) == before


def test_third_hit_on_a_unit_outside_a_battalion_eliminates_it() -> None:
    """Cavalry with two hits is eliminated by a third and placed on the Morale Chart."""
    session = set_up()
    session.act({"kind": "hits", "units": ["F Hussars", "F Hussars"]})
    assert session.state.unit("F Hussars").hits == 2
    session.act({"kind": "hits", "units": ["F Hussars"]})
    assert session.state.unit("F Hussars").eliminated
    assert session.state.chart("French").filled_boxes() == {3: "F Hussars"}


def test_defeated_flags_entering_a_box_with_a_unit_loses_the_game() -> None:
    """Allied level 3: two eliminated units fill boxes 2 and 1; the first Defeated Flag enters
    box 1, which holds a unit, and the Allies lose at once."""
    session = set_up()
    session.act({"kind": "eliminate", "name": "A1 A"})
    session.act({"kind": "eliminate", "name": "A Guns"})
    assert session.state.chart("Allied").filled_boxes() == {2: "A1 A", 1: "A Guns"}
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    session.act({"kind": "flags_defeated", "side": "Allied"})
    assert session.state.winner == "French" and "Allied side loses" in session.state.result
    with pytest.raises(RuleError, match="game is over"):
        session.act({"kind": "next_phase"})


def test_flags_below_the_eliminated_units_do_not_lose() -> None:
    """One unit on the chart (box 2 of 3): a Defeated Flag in box 1 is not yet a loss."""
    session = set_up()
    session.act({"kind": "eliminate", "name": "A1 A"})
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    session.act({"kind": "flags_defeated", "side": "Allied"})
    assert not session.state.over and session.state.chart("Allied").defeated_flags == 1


def test_phases_run_french_then_allied_and_the_turn_advances() -> None:
    """Without the Event deck the French play Reinforcements to Close Combat, then the Allies,
    then Game Turn 2 begins; after the last turn the game asks for the scenario's conditions."""
    session = set_up()
    seen = []
    for _ in range(12):
        session.act({"kind": "next_phase"})
        seen.append((session.state.side, session.state.phase))
    assert seen[:6] == [
        ("French", "Command"),
        ("French", "Artillery Fire"),
        ("French", "Engagement"),
        ("French", "Rally"),
        ("French", "Close Combat"),
        ("Allied", "Reinforcements"),
    ]
    assert session.state.turn == 2 and session.state.side == "French"
    advance_to(session, "Allied", "Close Combat")
    session.act({"kind": "next_phase"})
    advance_to(session, "Allied", "Close Combat")
    session.act({"kind": "next_phase"})
    assert session.state.over and "last" in session.state.result


def test_reinforcements_delay_then_arrive_without_rolling_again() -> None:
    """A 7 delays the group 1 turn; next turn it arrives and may not roll again."""
    session = set_up()
    advance_to(session, "Allied", "Reinforcements")
    with pytest.raises(RuleError, match="No Allied group is due to roll now"):
        session.act({"kind": "reinforcement", "group": "Allied Grenadiers", "roll": 7})
    session.act({"kind": "next_phase"})
    advance_to(session, "Allied", "Reinforcements")
    session.act({"kind": "reinforcement", "group": "Allied Grenadiers", "roll": 7})
    group = session.state.reinforcements[0]
    assert (group.turn, group.rolled, group.arrived) == (3, True, False)
    assert session.log.entries[-1].result == "Delay 1 turn"
    session.act({"kind": "next_phase"})
    advance_to(session, "Allied", "Reinforcements")
    with pytest.raises(RuleError, match="No Allied group is due to roll now"):
        session.act({"kind": "reinforcement", "group": "Allied Grenadiers"})
    session.act({"kind": "reinforcement_arrives", "group": "Allied Grenadiers"})
    assert session.state.reinforcements[0].arrived


def test_rally_recovers_good_order_on_a_roll_within_the_er() -> None:
    """F1 A (ER 2) disordered rallies on a 2 in the French Rally Phase, not in another phase."""
    session = set_up()
    session.act(
        {
            "kind": "status",
            "unit": "F1 A",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    with pytest.raises(RuleError, match="Rally Phase"):
        session.act({"kind": "rally", "unit": "F1 A", "roll": 2})
    advance_to(session, "French", "Rally")
    session.act({"kind": "rally", "unit": "F1 A", "roll": 3, "leader": True})
    assert session.state.unit("F1 A").status == "steady"


def test_leader_casualty_in_close_combat_on_eleven() -> None:
    """An 11 after a fire leaves the leader be; after a close combat it eliminates him; the
    Allies roll for a French leader."""
    session = set_up()
    advance_to(session, "French", "Artillery Fire")
    session.act(
        {"kind": "leader_casualty", "leader": "French Brigadier", "cause": "fire", "roll": 11}
    )
    assert not session.state.leader("French Brigadier").eliminated
    advance_to(session, "French", "Close Combat")
    session.act(
        {
            "kind": "leader_casualty",
            "leader": "French Brigadier",
            "cause": "close-combat",
            "roll": 11,
        }
    )
    assert session.state.leader("French Brigadier").eliminated
    assert session.state.chart("French").eliminated == ("French Brigadier",)
    assert session.log.entries[-2].side == "Allied"


def test_event_deck_draw_hold_discard_and_reshuffle() -> None:
    """Draw in the Event Phase; an unplayed card is discarded at the end of the turn; the
    discards are reshuffled when the draw pile runs out; a set-aside card never returns."""
    session = set_up(event_deck=True, turns=20, ammunition=True)
    assert session.state.phase == "Event"
    advance_to(session, "Allied", "Event")
    session.act({"kind": "draw_event"})
    card = session.state.events.held["Allied"][0]
    assert not session.history.can_undo  # a drawn card may not be undone
    advance_to(session, "Allied", "Close Combat")
    session.act({"kind": "next_phase"})
    assert card in session.state.events.discards and not session.state.events.held
    for _ in range(4):
        advance_to(session, session.state.side, "Event")
        session.act({"kind": "draw_event"})
        held = session.state.events.held[session.state.side][0]
        put_away(session, held, set_aside=True)
        if session.state.over:
            break
        session.act({"kind": "next_phase"})
    events = session.state.events
    assert len(events.set_aside) == 4
    assert not set(events.set_aside) & {*events.draw_pile, *events.discards}


def test_owner_adds_a_printed_card() -> None:
    """A card the owner types in joins the shuffled deck."""
    session = set_up(event_deck=True)
    session.act({"kind": "add_event_card", "name": "Courier lost", "text": "As printed."})
    assert "courier-lost" in session.state.events.draw_pile


@pytest.mark.parametrize(
    "action",
    [
        {"kind": "hits", "units": ["Nobody"]},
        {"kind": "hits", "units": ["F1 A"], "remove": ["Ghost"]},
        {
            "kind": "status",
            "unit": "Ghost",
            "status": "routed",
            "reason": "a combat result on the board",
        },
        {"kind": "add_unit", "name": "F1 A", "side": "French"},
        {"kind": "add_unit", "name": "X", "side": "French", "er": 4},
        {"kind": "add_unit", "name": "X", "side": "French", "type": "cavalry", "battalion": "F1"},
        {"kind": "add_unit", "name": "X", "side": "French", "arm": "horse", "er": 2},
        {"kind": "reinforcement", "group": "Nobody"},
        {"kind": "leader_casualty", "leader": "Ghost", "cause": "fire"},
    ],
)
def test_bad_input_changes_nothing(action: dict[str, object]) -> None:
    """A unit or battalion not in the scenario, an ER of 4: one sentence, nothing logged."""
    session = set_up()
    before = (session.state, len(session.log))
    with pytest.raises(RuleError) as caught:
        session.act(action)
    message = str(caught.value)
    assert "\n" not in message and "Error" not in message and message.endswith((".", "]"))
    assert (session.state, len(session.log)) == before


def test_horse_artillery_and_light_cavalry_are_entered_as_such() -> None:
    """No foot/horse artillery or light/heavy cavalry could be told apart [Playing pieces]."""
    session = set_up()
    session.act(
        {
            "kind": "add_unit",
            "name": "Horse guns",
            "side": "French",
            "type": "artillery",
            "arm": "horse",
            "er": 2,
        }
    )
    session.act(
        {
            "kind": "add_unit",
            "name": "Chasseurs",
            "side": "French",
            "type": "cavalry",
            "arm": "light",
            "er": 3,
        }
    )
    assert session.state.unit("Horse guns").arm == "horse"
    again = Session.new("pratzen", seed=1, autosave=False)
    again.act(setup_action(scenario_text(session.state)))
    assert again.state.unit("Chasseurs").arm == "light"


def test_scenario_file_round_trip() -> None:
    """A scenario the owner saved sets up the same game when loaded again."""
    first = set_up()
    text = scenario_text(first.state)
    again = Session.new("pratzen", seed=1, autosave=False)
    again.act(setup_action(text))
    assert again.state.units == first.state.units and again.state.leaders == first.state.leaders
    assert [c.demoralization for c in again.state.morale] == [4, 3]
    assert again.state.scenario == SCENARIO["scenario"]


def test_a_few_turns_scripted() -> None:
    """A short game: fire hits, a close combat's Defeated Flags, a rally, the victory check."""
    session = set_up(seed=11)
    advance_to(session, "French", "Artillery Fire")
    session.act({"kind": "artillery_fire", "shot": "ball", "range": 3, "roll": 5})
    assert session.log.entries[-1].result == "Hit"
    session.act({"kind": "hits", "units": ["A1 A"]})
    advance_to(session, "French", "Engagement")
    found = session.resolve("engagement", {"er": 2}, roll=9)
    assert found.result == "Attack"
    advance_to(session, "French", "Close Combat")
    combat = session.what_if(
        "close-combat", {"attack": 5, "defend": 2, "loser": "defender"}, roll=5
    )
    assert combat.fields["effects"]["result"] == "D"
    lost_combat(session, "Allied")
    session.act({"kind": "flags_defeated", "side": "Allied"})
    session.act({"kind": "hits", "units": ["A1 Flag"]})
    advance_to(session, "Allied", "Rally")
    session.act({"kind": "rally", "unit": "A1 A", "roll": 1})
    assert session.state.unit("A1 A").status == "steady"
    advance_to(session, "French", "Reinforcements")
    assert session.state.turn == 2 and not session.state.over
    assert session.state.chart("Allied").defeated_flags == 1
    assert session.state.battalion_hits == {"A1": 2}


def test_a_save_with_an_impossible_value_is_refused(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A hand-edited save with a cohesion the game does not have is refused naming the field."""
    from tabletop.core.errors import SaveError
    from tabletop.session.saves import read_session

    session = set_up()
    path = tmp_path / "game.toml"
    session.save(path)
    text = path.read_text(encoding="utf-8").replace('status = "steady"', 'status = "panicked"', 1)
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError, match="status"):
        read_session(path, autosave=False)


def test_one_event_card_per_player_turn() -> None:
    """Each player draws one card during their turn: a second draw is refused, nothing changes."""
    session = set_up(event_deck=True, turns=5)
    session.act({"kind": "draw_event"})
    before = session.state
    with pytest.raises(RuleError, match="drawn"):
        session.act({"kind": "draw_event"})
    assert session.state == before


def test_ammunition_is_tracked_by_flag_and_artillery() -> None:
    """A Low Ammo chit goes on a Flag; a plain company has none, and is refused in a sentence."""
    session = set_up(ammunition=True)
    session.act(
        {"kind": "ammo", "unit": "F1 Flag", "ammo": "low", "reason": "a combat result on the board"}
    )
    assert session.state.unit("F1 Flag").ammo == "low"
    with pytest.raises(RuleError, match="infantry Flag and artillery"):
        session.act(
            {
                "kind": "ammo",
                "unit": "F1 A",
                "ammo": "low",
                "reason": "a combat result on the board",
            }
        )


def test_the_phasing_player_puts_low_ammo_on_an_enemy_flag() -> None:
    """The Low Ammo chit goes on the closest Flag or gun "regardless of side", by the
    phasing player [Optional rule: Ammunition]: the French may mark the Allied Flag, and
    the log names the French as acting."""
    session = set_up(ammunition=True)
    assert session.state.side == "French"
    session.act(
        {
            "kind": "ammo",
            "unit": "A1 Flag",
            "ammo": "low",
            "reason": "a combat result on the board",
        },
        side="French",
    )
    assert session.state.unit("A1 Flag").ammo == "low"
    assert session.log.entries[-1].side == "French"
