"""The Tonnerre engine: the printed resolution order on the rulebook's examples, time, rout
tests, Extra Actions, reinforcement and bad input."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from tonnerre_support import full_entries, owner, play, start, write_owner

from tabletop.core.errors import RuleError
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER, SETUP, Army

__all__ = ["owner"]

pytestmark = pytest.mark.usefixtures("owner")


def test_setup_as_printed() -> None:
    """A new game shows morale 10 and 9, Early Morning, casualties 0, Coalition to act."""
    state = start()
    assert (state.army(COALITION).morale, state.army(FRENCH).morale) == (10, 9)
    assert state.time == 0 and state.combined_casualties == 0
    assert state.active == COALITION and state.turn == 1
    assert dict(state.garrisons) == {"sokolnitz": 1, "telnitz": 1}
    assert 1 <= state.mist_marker <= 5 and not state.mist_revealed


def test_without_the_owners_counts_the_game_waits_in_setup(user_home: object) -> None:
    """Unit counts are printed on the board: until entered the game cannot start."""
    write_owner({})
    state = start()
    assert state.phase == SETUP
    with pytest.raises(RuleError, match="unit counts"):
        play(state, {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2})
    with pytest.raises(RuleError, match="add up to 17"):
        play(state, {"kind": "enter_units", "counts": [4, 3, 4, 2, 2, 2, 4, 4, 4, 3, 3]})
    counts = [3, 3, 4, 2, 2, 2, 4, 4, 4, 3, 3]
    state = play(state, {"kind": "enter_units", "counts": counts})
    assert state.phase == "play" and state.command("soult").units == 4


def test_murat_defense_example() -> None:
    """[8 Example 3]: Bagration rolls 2 (1 AC, 1 FM); Murat's Defense doubles the Coalition
    losses and his counter-charge (roll 4) adds 1 AM; the French action is lost."""
    state = play(
        start(),
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2},
        {"kind": "defend", "command": "murat", "roll": 4},
    )
    assert state.army(FRENCH).morale == 8
    assert state.army(COALITION).morale == 9
    assert state.army(COALITION).casualties == 2 and state.command("bagration").units == 2
    assert state.army(FRENCH).casualties == 0
    assert state.active == COALITION and state.lost_action == ""


def test_imperial_guard_defense_example() -> None:
    """[8 Example 4]: Dokhtourov rolls 6 at Maxdorf (1 FC, 1 FM, capture); the Guard's
    Defense ignores it all; its own roll of 1-2 costs a Guard unit, 3-6 costs nothing."""
    attack = {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6}
    kept = play(start(), attack, {"kind": "defend", "command": "guard", "roll": 4})
    assert kept.army(FRENCH).morale == 9 and kept.army(FRENCH).casualties == 0
    assert kept.command("guard").units == 2
    cost = play(start(), attack, {"kind": "defend", "command": "guard", "roll": 2})
    assert cost.command("guard").units == 1 and cost.army(FRENCH).casualties == 1
    assert cost.army(FRENCH).morale == 9


def test_resolution_order_defender_first() -> None:
    """Defender morale, defender casualties, attacker morale, attacker casualties [4]."""
    from tabletop.core.dice import Dice
    from tabletop.games.actions import build_action
    from tabletop.games.tonnerre.actions import ACTIONS
    from tabletop.games.tonnerre.rules import apply

    dice = Dice(3)
    state, _ = apply(
        start(),
        build_action(
            ACTIONS,
            {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2},
        ),
        dice,
    )
    _, events = apply(
        state, build_action(ACTIONS, {"kind": "defend", "command": "murat", "roll": 4}), dice
    )
    texts = [e.text for e in events]
    order = [
        texts.index("French morale falls to 8."),
        texts.index("Coalition morale falls to 9."),
        texts.index("Bagration loses a unit."),
    ]
    assert order == sorted(order)


def test_loss_beyond_a_command_goes_to_a_friendly_command_the_player_picks() -> None:
    """A command short of units passes its losses on; the player names the closest."""
    state = replace(
        start(),
        commands=tuple(replace(c, units=1) if c.id == "lannes" else c for c in start().commands),
    )
    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 6},
        {"kind": "no_defense"},
    )
    assert state.command("lannes").units == 0 and state.command("lannes").eliminated
    assert state.army(FRENCH).morale == 8  # Lannes' -1 penalty
    assert state.waiting is not None and state.waiting.kind == "loss"
    with pytest.raises(RuleError, match="cannot come from"):
        play(state, {"kind": "take_loss", "source": "bagration"})
    state = play(state, {"kind": "take_loss", "source": "murat"})
    assert state.command("murat").units == 1 and state.army(FRENCH).casualties == 2
    assert state.active == FRENCH


def test_garrison_absorbs_fc_without_the_casualty_track() -> None:
    """Sokolnitz's garrison takes the loss first and its cube never reaches the track [4]."""
    state = play(
        start(),
        {"kind": "attack", "command": "langeron", "target": "Sokolnitz", "roll": 3, "result": "FC"},
        {"kind": "no_defense"},
    )
    assert state.waiting is not None and state.waiting.kind == "loss"
    from tabletop.games.tonnerre.legal import legal_actions

    open_loss = next(x for x in legal_actions(state, FRENCH) if x.kind == "take_loss")
    assert [m["source"] for m in open_loss.moves] == ["garrison:sokolnitz"]
    state = play(state, {"kind": "take_loss", "source": "garrison:sokolnitz"})
    assert state.garrison("sokolnitz") == 0 and state.army(FRENCH).casualties == 0


def test_time_advances_at_10_and_16_costing_morale() -> None:
    """Combined casualties of 10 bring Morning (-1 both), 16 Afternoon (-1 again) [2 Time]."""
    base = start()
    state = base.with_army(replace(base.army(COALITION), casualties=5))
    state = state.with_army(replace(state.army(FRENCH), casualties=4))
    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 4},
        {"kind": "no_defense"},
    )
    assert state.time == 1
    assert state.army(COALITION).morale == 9 and state.army(FRENCH).morale == 8
    assert state.mist_revealed
    assert state.waiting is not None and state.waiting.kind == "mist"
    state = play(state, {"kind": "remove_mist_blocks", "count": 1})
    assert state.command("soult").units == 3 and state.army(FRENCH).casualties == 5
    state = state.with_army(replace(state.army(FRENCH), casualties=11))
    state = play(
        state,
        {"kind": "attack", "command": "davout", "target": "dokhtourov", "roll": 1, "result": "FC"},
        {"kind": "no_defense"},
    )
    assert state.time == 2
    assert state.army(COALITION).morale == 8 and state.army(FRENCH).morale == 7


def test_rout_box_calls_for_a_test_and_a_high_roll_breaks() -> None:
    """Reaching a marked box means a rout test: a roll above morale loses the game [4]."""
    base = start()
    state = base.with_army(Army(FRENCH, morale=3, casualties=3))
    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 4},
        {"kind": "no_defense"},
    )
    assert state.waiting is not None and state.waiting.kind == "rout"
    held = play(state, {"kind": "rout_test", "roll": 3})
    assert held.phase != OVER and held.active == FRENCH
    lost = play(state, {"kind": "rout_test", "roll": 4})
    assert lost.phase == OVER and lost.winner == COALITION


def test_minus_one_box_lowers_morale_before_the_test() -> None:
    """A "-1" box: morale falls one step, then the test [4 Rout Test]."""
    base = start()
    state = base.with_army(Army(FRENCH, morale=5, casualties=7))
    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 4},
        {"kind": "no_defense"},
        {"kind": "rout_test", "roll": 4},
    )
    assert state.army(FRENCH).morale == 4 and state.phase != OVER
    again = base.with_army(Army(FRENCH, morale=5, casualties=7))
    again = play(
        again,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 4},
        {"kind": "no_defense"},
        {"kind": "rout_test", "roll": 5},
    )
    assert again.phase == OVER and again.winner == COALITION


def test_constantine_adds_one_to_coalition_rout_tests() -> None:
    """After Constantine goes, the Coalition's rolls get +1 [4 Morale Penalties]."""
    base = start()
    state = replace(
        base,
        commands=tuple(replace(c, units=1) if c.id == "constantine" else c for c in base.commands),
        active=FRENCH,
        mist_revealed=True,
    )
    state = state.with_army(Army(COALITION, morale=6, casualties=3))
    state = play(
        state,
        {"kind": "attack", "command": "soult", "target": "constantine", "roll": 1, "result": "AC"},
        {"kind": "no_defense"},
    )
    assert state.command("constantine").eliminated and state.army(COALITION).rout_drm == 1
    assert state.army(COALITION).morale == 5
    held = play(state, {"kind": "rout_test", "roll": 4})
    assert held.phase != OVER
    lost = play(state, {"kind": "rout_test", "roll": 5})
    assert lost.phase == OVER and lost.winner == FRENCH


def test_simultaneous_tests_inactive_first_and_first_failure_loses() -> None:
    """Both armies on marked boxes: the defender (inactive) tests first; its failure ends it."""
    base = start()
    state = base.with_army(Army(FRENCH, morale=2, casualties=3))
    state = state.with_army(Army(COALITION, morale=2, casualties=3))
    state = play(
        state,
        {
            "kind": "attack",
            "command": "langeron",
            "target": "lannes",
            "roll": 1,
            "result": "FC + AC",
        },
        {"kind": "no_defense"},
    )
    assert state.waiting is not None and state.waiting.side == FRENCH
    lost = play(state, {"kind": "rout_test", "roll": 6})
    assert lost.phase == OVER and lost.winner == COALITION
    held = play(state, {"kind": "rout_test", "roll": 1})
    assert held.waiting is not None and held.waiting.side == COALITION


def test_both_reaching_b_is_a_draw() -> None:
    """Both casualty markers reaching B together is a draw [2 Play Sequence 4]."""
    base = start()
    state = base.with_army(Army(FRENCH, morale=9, casualties=12))
    state = state.with_army(Army(COALITION, morale=9, casualties=12))
    state = play(
        state,
        {
            "kind": "attack",
            "command": "langeron",
            "target": "lannes",
            "roll": 1,
            "result": "FC + AC",
        },
        {"kind": "no_defense"},
    )
    assert state.phase == OVER and state.winner == "Draw"


def test_unknown_box_is_asked_and_kept(user_home: object) -> None:
    """Without the owner's track, each box reached asks what the printed box shows."""
    write_owner(full_entries(track=False))
    state = play(
        start(),
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 4},
        {"kind": "no_defense"},
    )
    assert state.waiting is not None and state.waiting.kind == "box" and state.waiting.box == 1
    state = play(state, {"kind": "box_shows", "mark": "rout test"})
    assert state.marks == ((FRENCH, 1, "rout test"),)
    assert state.waiting is not None and state.waiting.kind == "rout"


def test_unentered_card_asks_for_the_printed_result(user_home: object) -> None:
    """An attack with a card the owner has not entered waits for the result read off it."""
    write_owner(full_entries(cards=False))
    state = play(start(), {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2})
    assert state.waiting is not None and state.waiting.kind == "read"
    with pytest.raises(RuleError, match="not FC, AC, FM, AM or Capture"):
        play(state, {"kind": "read_result", "result": "3 XZ"})
    state = play(state, {"kind": "read_result", "result": "1 AC + 1 FM"}, {"kind": "no_defense"})
    assert state.army(FRENCH).morale == 8 and state.army(COALITION).casualties == 1


def test_extra_action_two_in_a_row_once_per_game() -> None:
    """Bagration's Extra Action: two Coalition actions, one of them Bagration's; once [3]."""
    state = play(
        start(),
        {"kind": "extra_action", "command": "bagration"},
        {"kind": "card_action", "command": "langeron", "text": "moves"},
    )
    assert state.active == COALITION
    with pytest.raises(RuleError, match="must be Bagration's"):
        play(state, {"kind": "card_action", "command": "dokhtourov"})
    state = play(state, {"kind": "card_action", "command": "bagration"})
    assert state.active == FRENCH
    state = play(state, {"kind": "pass"})
    with pytest.raises(RuleError, match="once per game"):
        play(state, {"kind": "extra_action", "command": "bagration"})


def test_only_one_extra_action_attack_may_be_defended() -> None:
    """Against an Extra Action, only one of the two actions may be defended [3]."""
    state = play(
        start(),
        {"kind": "extra_action", "command": "bagration"},
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 1},
        {"kind": "defend", "command": "murat", "roll": 1},
        {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 2},
    )
    with pytest.raises(RuleError, match="Only one of an Extra Action.s two actions"):
        play(state, {"kind": "defend", "command": "guard", "roll": 4})
    state = play(state, {"kind": "no_defense"})
    assert state.active == COALITION  # the French action was lost to Murat's Defense


def test_reinforcement_that_empties_a_command_costs_its_penalty() -> None:
    """A source command emptied by reinforcement takes its morale penalty [3]."""
    state = play(
        start(),
        {"kind": "card_action", "command": "langeron"},
        {"kind": "reinforce", "source": "guard", "destination": "davout", "units": 2},
    )
    assert state.command("guard").eliminated and state.command("davout").units == 5
    assert state.army(FRENCH).morale == 7
    with pytest.raises(RuleError, match="cannot be reconstituted"):
        play(
            state,
            {"kind": "card_action", "command": "langeron"},
            {"kind": "reinforce", "source": "davout", "destination": "guard"},
        )


def test_bad_input_changes_nothing() -> None:
    """Out of turn, a command with no units, a second Extra Action: one sentence each."""
    state = start()
    with pytest.raises(RuleError, match="Coalition player's action"):
        play(state, {"kind": "attack", "command": "davout", "target": "langeron", "roll": 3})
    empty = replace(
        state,
        commands=tuple(
            replace(c, units=0, eliminated=True) if c.id == "langeron" else c
            for c in state.commands
        ),
    )
    with pytest.raises(RuleError, match="no unit left on the map"):
        play(empty, {"kind": "attack", "command": "langeron", "target": "Sokolnitz", "roll": 3})
    with pytest.raises(RuleError, match="3 XZ|XZ"):
        play(
            state,
            {
                "kind": "attack",
                "command": "langeron",
                "target": "lannes",
                "roll": 3,
                "result": "3 XZ",
            },
        )
    with pytest.raises(RuleError, match="never attack alone"):
        play(state, {"kind": "attack", "command": "miloradovich", "target": "soult", "roll": 3})
    with pytest.raises(RuleError, match="French may pass"):
        play(
            state,
            {"kind": "card_action", "command": "langeron"},
            {"kind": "card_action", "command": "davout"},
            {"kind": "card_action", "command": "langeron"},
            {"kind": "pass"},
        )


def test_napoleon_raises_french_morale_by_two_or_one() -> None:
    """Napoleon: +2 morale, +1 with Increased Difficulty [9] [6]."""
    lowered = start().with_army(Army(FRENCH, morale=7))
    state = play(lowered, {"kind": "card_action", "command": "langeron"}, {"kind": "napoleon"})
    assert state.army(FRENCH).morale == 9
    hard = replace(start(), hard=True)
    hard = play(hard, {"kind": "card_action", "command": "langeron"}, {"kind": "napoleon"})
    assert hard.army(FRENCH).morale == 10


def test_miloradovich_must_reinforce_a_column_down_to_one_while_mist() -> None:
    """While the Mist is in play, a Column down to 1 unit must be reinforced first [5]."""
    base = start()
    state = replace(
        base,
        commands=tuple(replace(c, units=1) if c.id == "langeron" else c for c in base.commands),
    )
    with pytest.raises(RuleError, match="must first reinforce Langeron"):
        play(state, {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 3})
    state = play(state, {"kind": "reinforce", "source": "miloradovich", "destination": "langeron"})
    assert state.command("langeron").units == 2 and state.active == FRENCH


def test_commands_that_may_act_follow_the_extra_action_pairing() -> None:
    """The panel's "may act" marks: the active side's commands with units, and during an
    Extra Action only those the pairing still allows [3 Extra Action]."""
    from tabletop.games.tonnerre.legal import commands_may_act

    state = start()
    assert "bagration" in commands_may_act(state) and "davout" not in commands_may_act(state)
    state = play(
        state,
        {"kind": "extra_action", "command": "bagration"},
        {"kind": "card_action", "command": "langeron"},
    )
    assert commands_may_act(state) == ("bagration",)


def test_save_round_trip_keeps_a_resolution_in_progress(tmp_path: Path) -> None:
    """A game saved while waiting for a loss choice reopens waiting for the same choice."""
    from tabletop.session import Session
    from tabletop.session.saves import read_session

    session = Session.new("tonnerre", seed=9, path=tmp_path / "g.toml", autosave=False)
    for action in (
        {"kind": "attack", "command": "langeron", "target": "Sokolnitz", "roll": 3, "result": "FC"},
        {"kind": "no_defense"},
    ):
        session.act(action, side=session.game.side_of(session.state, action))
    session.save()
    again = read_session(tmp_path / "g.toml", autosave=False)
    assert again.state == session.state
    assert again.state.waiting is not None and again.state.waiting.kind == "loss"
