"""Tonnerre's sequence of play as data (issue 32): each kind refused outside its step with the
step where it belongs, the rout test's roll open where the rules call for it and booked to the
army that tests, the printed casualty priority of Sokolnitz and Telnitz, the Extra Action never
used to avoid a Counterattack, and the Mist marker never told by what is open or closed."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest
from tonnerre_support import SCRIPT, TRACK, full_entries, owner, play, start, write_owner

from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.legal import legal_actions
from tabletop.games.tonnerre.sequence import ROUT_TEST, SEQUENCE
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER
from tabletop.session import Session
from tabletop.session.randomplay import made_up
from tabletop.session.randomplay import play as randomplay
from tabletop.session.rollgate import booked_side

__all__ = ["owner"]

pytestmark = pytest.mark.usefixtures("owner")

SOKOLNITZ_FC = {
    "kind": "attack",
    "command": "langeron",
    "target": "Sokolnitz",
    "roll": 5,
    "result": "2 FC",
}


def test_the_game_declares_its_sequence_and_the_help_reads_it() -> None:
    """The Help shows the declared steps, each with its case [2 Action Phase] [4 Rout Test]."""
    game = find_game("tonnerre")
    assert game.sequence is SEQUENCE
    lines = [str(line) for line in SEQUENCE.describe()]
    assert lines[1].startswith("2. Action Phase (the active player's action) [2 Action Phase]:")
    assert "Attack, Reinforce, Napoleon" in lines[1]
    assert any(line.endswith("Rout test step [4 Rout Test]: Rout test") for line in lines)


def test_an_answer_out_of_its_step_names_the_step_where_it_belongs() -> None:
    """A rout test with no casualty box calling for one is refused before anything changes,
    with the step it belongs to [4 Rout Test]."""
    state = start()
    with pytest.raises(RuleError) as refused:
        play(state, {"kind": "rout_test", "roll": 6})
    assert str(refused.value) == (
        "Rout test is taken in: Rout test step; now: Action Phase (the active player's action) "
        "[4 Rout Test]."
    )


def test_the_rout_test_roll_is_open_at_the_rout_test_only_and_booked_to_the_army() -> None:
    """[4 Rout Test]: the army whose casualties reached a marked box rolls. The rout-test
    resolver may be logged only at that step, for that army; the log gives the die to the
    French army that tested, not to the Coalition whose attack caused it."""
    write_owner({})  # no owner's entries: the boxes are read off the board as play goes
    session = Session.new("tonnerre", seed=3, autosave=False)
    assert SEQUENCE.roller(session.state, ROUT_TEST) is None
    closed = str(SEQUENCE.roll_closed(session.state, ROUT_TEST, "Rout test"))
    assert closed.startswith("Rout test is taken in: Rout test step; now: Set-up step")
    first_test = next(i for i, a in enumerate(SCRIPT) if a["kind"] == "rout_test")
    for action in SCRIPT[:first_test]:
        session.act(action)
    state = session.state
    assert state.waiting is not None and state.waiting.kind == "rout"
    assert state.attack is not None and state.attack.side == COALITION
    assert SEQUENCE.roll_closed(state, ROUT_TEST) is None
    assert SEQUENCE.side_of(state, {"kind": ROUT_TEST}) == FRENCH
    assert booked_side(session, ROUT_TEST, session.resolver(ROUT_TEST), "", {}) == FRENCH
    session.act(SCRIPT[first_test])
    acted, rolled = [e for e in session.log.entries if e.step in ("act", "roll")][-2:]
    assert (acted.what, acted.side) == ("rout_test", FRENCH)
    assert rolled.step == "roll" and rolled.side == FRENCH


def test_sokolnitz_loss_comes_from_its_garrison_first() -> None:
    """[2 Targeting Attacks]: "Sokolnitz/Telnitz (attacked by Langeron/Dokhtourov): 1.
    Garrison, 2. French Unit in village, 3. Davout Unit." A Davout loss chosen while the
    garrison still has its cube is refused, and nothing changes."""
    state = play(start(), SOKOLNITZ_FC, {"kind": "no_defense"})
    assert state.waiting is not None and state.waiting.kind == "loss"
    listed = next(x for x in legal_actions(state) if x.kind == "take_loss")
    assert [m["source"] for m in listed.moves] == ["garrison:sokolnitz"]
    with pytest.raises(RuleError) as refused:
        play(state, {"kind": "take_loss", "source": "davout"})
    assert str(refused.value).startswith(
        "the Sokolnitz garrison takes the loss first while it has its cube; the printed "
        "priority at Sokolnitz is 1. Garrison, 2. French Unit in village, 3. Davout Unit"
    )
    assert "1. Garrison, 2. French Unit in village, 3. Davout Unit" in str(refused.value)
    after = play(state, {"kind": "take_loss", "source": "garrison:sokolnitz"})
    assert after.garrison("sokolnitz") == 0 and after.army(FRENCH).casualties == 0
    listed = next(x for x in legal_actions(after) if x.kind == "take_loss")
    assert listed.moves[0]["source"] == "davout"
    after = play(after, {"kind": "take_loss", "source": "davout"})
    assert after.command("davout").units == 2 and after.army(FRENCH).casualties == 1


def test_telnitz_garrison_first_too() -> None:
    """The same priority holds for Telnitz [2 Targeting Attacks]."""
    attack = dict(SOKOLNITZ_FC, target="Telnitz", result="FC")
    state = play(start(), attack, {"kind": "no_defense"})
    with pytest.raises(RuleError, match="the Telnitz garrison takes the loss first"):
        play(state, {"kind": "take_loss", "source": "oudinot"})


def test_the_extra_action_is_never_declared_to_avoid_a_counterattack() -> None:
    """[3 Extra Action] "FORBIDDEN: Can never be used to avoid a Counterattack"; [3 Defense
    Actions] a Defense is "played after the attacker's die roll". While the defender may
    counterattack, neither side may declare its Extra Action: the step says where it
    belongs."""
    state = play(start(), {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2})
    assert state.waiting is not None and state.waiting.kind == "defense"
    for command in ("bagration", "lannes"):
        with pytest.raises(RuleError) as refused:
            play(state, {"kind": "extra_action", "command": command})
        assert str(refused.value) == (
            "Extra Action is taken in: Action Phase (the active player's action); now: Defense "
            "step (the defender's answer to the roll) [2 Action Phase]."
        )
    # The French Defense (Murat's counter-charge) costs the French their next action: the
    # turn reverts to the Coalition, and Lannes' Extra Action waits for a French action.
    state = play(state, {"kind": "defend", "command": "murat", "roll": 4})
    assert state.active == COALITION
    listed = next(x for x in legal_actions(state, FRENCH) if x.kind == "extra_action")
    assert not listed.open and "Coalition player's to take" in str(listed.why)


def test_open_or_closed_never_tells_the_mist_marker() -> None:
    """[1 Setup 4] the marker is drawn face down: before it is revealed, every kind is open
    or closed with the same sentence whatever marker was drawn, for either side asking."""
    base = play(start(), {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2})
    for state in (start(), base):
        assert not state.mist_revealed
        views = []
        for marker in range(1, 6):
            drawn = replace(state, mist_marker=marker)
            views.append(
                [
                    (x.kind, x.open, str(x.why), x.moves)
                    for side in ("", COALITION, FRENCH)
                    for x in legal_actions(drawn, side)
                ]
            )
        assert all(view == views[0] for view in views)


def _every_card() -> dict[str, Any]:
    """Each command's card entered on both faces (test charts, NOT the printed ones): an
    attack for each command that may attack, a Defense for Murat, the Guard and Constantine,
    so random play never stops at a card to read and a flip never leaves a face empty."""
    cards: dict[str, Any] = {}
    for spec in game_data().commands:
        actions: list[dict[str, Any]] = []
        if not spec.never_attacks_alone:
            chart = ["1 AC", "1 FC", "2 FC", "1 AC + 1 FM", "2 AC", "1 FC + 1 AM"]
            actions.append({"name": "Attack", "kind": "attack", "target": "", "chart": chart})
        effect = {"murat": "double_attacker_losses", "guard": "ignore_all"}.get(spec.id)
        if spec.id == "constantine":
            effect = "ignore_ac_am"
        if effect:
            chart = ["1 FC", "-", "1 AM", "-", "1 AM", "-"]
            actions.append({"name": "Defense", "kind": "defend", "effect": effect, "chart": chart})
        if actions:
            cards[spec.id] = {"front": actions, "back": actions}
    return cards


def _refused_out_of_step(session: Session, rng: random.Random) -> int:
    """Try each kind the step does not open: the declared sentence, nothing logged."""
    shut = {kind: SEQUENCE.closed(session.state, kind) for kind in session.game.actions}
    tried = {kind: str(why) for kind, why in shut.items() if why is not None}
    size = len(session.log)
    for kind, why in tried.items():
        with pytest.raises(RuleError, match=f"^{re.escape(why)}$"):
            session.act(made_up(session, kind, rng))
    assert len(session.log) == size
    return len(tried)


def test_random_play_reaches_every_step_and_refuses_each_kind_out_of_its_step() -> None:
    """The probe of issue 32 item 6 for Tonnerre, with every card entered, the French casualty
    track entered (rout boxes reached) and the Coalition's read off the board (each box
    asked): play reaches each declared step; there every kind the step does not open is
    refused with the declared sentence and the log does not grow; every roll is booked to the
    side that took the action (a rout test's to the army that tests)."""
    entries = full_entries(track=False)
    entries["casualty_tracks"] = {FRENCH: TRACK}
    entries["command_cards"] = {"cards": _every_card()}
    write_owner(entries)
    seen: set[str] = set()
    refused = 0
    for seed in range(4):
        session = Session.new("tonnerre", seed=seed, autosave=False)
        rng = random.Random(f"tonnerre probe {seed}")
        for _ in range(150):
            if session.state.phase == OVER:
                break
            seen.add(SEQUENCE.now(session.state))
            refused += _refused_out_of_step(session, rng)
            randomplay(session, 2, rng)
        acting = ""
        for entry in session.log.entries:
            if entry.step == "act":
                acting = entry.side
            elif entry.step == "roll":
                assert entry.side == acting, (entry.what, entry.side, acting)
    assert seen >= {"action", "defense", "loss", "box", "rout"}, seen
    assert refused
