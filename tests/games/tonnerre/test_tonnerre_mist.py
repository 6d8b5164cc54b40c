"""The Mist marker: drawn for Soult, hidden from the Coalition until Soult attacks the
Pratzen or the time reaches Morning [1 Setup 4]."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import COUNTS, owner, play, start

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.actions import build_action
from tabletop.games.tonnerre import summary
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.legal import legal_actions
from tabletop.games.tonnerre.rules import apply
from tabletop.games.tonnerre.state import COALITION, FRENCH, Army, new_state, visible_mist

__all__ = ["owner"]

pytestmark = pytest.mark.usefixtures("owner")


def _events(state, *raws):  # type: ignore[no-untyped-def]
    dice = Dice(5)
    texts = []
    for raw in raws:
        state, events = apply(state, build_action(ACTIONS, raw), dice)
        texts.extend(e.text for e in events)
    return state, texts


def test_coalition_never_sees_the_marker_before_the_reveal() -> None:
    """The Coalition's view, the summary, the legal actions and every event keep it hidden."""
    state = start(seed=11)
    assert visible_mist(state, COALITION) is None
    assert visible_mist(state, FRENCH) == state.mist_marker
    state, texts = _events(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 3},
        {"kind": "no_defense"},
        {"kind": "attack", "command": "soult", "target": "bagration", "roll": 2, "result": "AC"},
        {"kind": "no_defense"},
    )
    assert not state.mist_revealed
    for text in (*texts, summary(state), *(x.why for x in legal_actions(state, COALITION))):
        assert "marker" not in text.lower() or "revealed" not in text.lower()
        assert f"marker {state.mist_marker}" not in text


def test_soult_attacking_the_pratzen_reveals_it_and_asks_for_blocks() -> None:
    """Soult's attack on the Pratzen turns the marker up; his blocks come off first."""
    state = play(start(), {"kind": "card_action", "command": "langeron"})
    state, texts = _events(
        state,
        {"kind": "attack", "command": "soult", "target": "Pratzen", "roll": 4, "result": "AC"},
    )
    assert state.mist_revealed and visible_mist(state, COALITION) == state.mist_marker
    assert any(f"marker {state.mist_marker}" in t for t in texts)
    assert state.waiting is not None and state.waiting.kind == "mist"
    state = play(state, {"kind": "remove_mist_blocks", "count": 2})
    assert state.command("soult").units == 2 and state.army(FRENCH).casualties == 0
    assert state.waiting is not None and state.waiting.kind == "defense"


def test_soult_attacking_elsewhere_keeps_it_hidden() -> None:
    """Only the Pratzen (and the commands on it) reveals it; any other target does not."""
    state = play(
        start(),
        {"kind": "card_action", "command": "langeron"},
        {"kind": "attack", "command": "soult", "target": "bagration", "roll": 4, "result": "AC"},
    )
    assert not state.mist_revealed


def test_morning_reveals_it() -> None:
    """The time advancing to Morning reveals it (with both sides' morale cost)."""
    base = start()
    state = base.with_army(Army(COALITION, 10, casualties=5))
    state = state.with_army(Army(FRENCH, 9, casualties=4))
    state = play(
        state,
        {"kind": "attack", "command": "langeron", "target": "davout", "roll": 1, "result": "AC"},
        {"kind": "no_defense"},
    )
    assert state.time == 1 and state.mist_revealed


def test_solo_against_a_coalition_bot_reveals_at_once() -> None:
    """French player against a Coalition bot: the marker is revealed immediately [7]."""
    state = new_state(Dice(2), {"mist": "open"})
    assert visible_mist(state, COALITION) == state.mist_marker


def test_undo_cannot_bring_a_hidden_marker_to_the_coalition() -> None:
    """An earlier state (what undo returns to) before the reveal hides it again."""
    before = start()
    after = play(replace(before), {"kind": "card_action", "command": "langeron"})
    assert visible_mist(before, COALITION) is None and visible_mist(after, COALITION) is None


# -- the Mist open at set-up (French player against a Coalition bot) ---------------------
# "If necessary, adjust Soult's strength by removing blocks (these blocks are not considered
# eliminated)." [1 Setup 4]; "French Player vs Coalition Bot: Reveal Mist Marker
# immediately." [7 Mist (Solo)]. Test values for the five markers, as an owner enters them.
MIST_VALUES = ["2", "2", "2", "2", "2"]


def _open_game(seed: int = 2) -> Any:
    from tonnerre_support import full_entries, write_owner

    write_owner({**full_entries(), "mist": {"unknown": False, "values": MIST_VALUES}})
    return new_state(Dice(seed), {"mist": "open"})


def test_the_mist_open_asks_for_soults_blocks_before_the_first_action() -> None:
    """Revealed at set-up, the marker takes Soult from 4 blocks to the 2 it shows before the
    Coalition acts; until then only the French removal is open, and nothing else is done."""
    state = _open_game()
    assert state.mist_revealed and state.command("soult").units == 4
    assert state.waiting is not None and state.waiting.kind == "mist"
    legal = {x.kind: x for x in legal_actions(state)}
    assert legal["remove_mist_blocks"].open
    assert not legal["attack"].open and "Soult's blocks" in legal["attack"].why
    assert "Soult's blocks to be removed" in summary(state)
    with pytest.raises(RuleError, match="removes 2, not 1"):
        play(state, {"kind": "remove_mist_blocks", "count": 1})
    state, texts = _events(state, {"kind": "remove_mist_blocks", "count": 2})
    assert state.command("soult").units == 2 and not state.command("soult").eliminated
    assert state.army(FRENCH).casualties == 0 and state.mist_removed == 2
    assert state.waiting is None and state.active == COALITION and state.turn == 1
    assert any("Soult removes 2 blocks" in t for t in texts)
    assert {x.kind for x in legal_actions(state) if x.open} >= {"attack", "reinforce"}


def test_the_mist_open_waits_for_the_unit_counts_first(user_home: Path) -> None:
    """With the counts still to enter, the removal comes right after them (Soult's blocks
    are on the map only then)."""
    from tonnerre_support import write_owner

    write_owner({"mist": {"unknown": False, "values": MIST_VALUES}})
    state = new_state(Dice(2), {"mist": "open"})
    assert state.phase == "setup"
    assert [x.kind for x in legal_actions(state) if x.open] == ["enter_units"]
    state, texts = _events(state, {"kind": "enter_units", "counts": list(COUNTS.values())})
    assert state.waiting is not None and state.waiting.kind == "mist"
    assert any("Soult's blocks to be removed" in t for t in texts)
    state = play(state, {"kind": "remove_mist_blocks", "count": 2})
    assert state.command("soult").units == 2


def test_the_mist_open_through_tabletop_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """From the shell: `act --list` opens the removal first, and Soult fights at 2."""
    from tabletop.commands import main

    _open_game()
    path = tmp_path / "solo.toml"
    assert main(["new", "tonnerre", "-o", str(path), "--option", "mist=open"]) == 0
    capsys.readouterr()
    assert main(["act", str(path), "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    opened = {a["kind"] for a in listed["actions"] if a["open"]}
    assert "remove_mist_blocks" in opened and "attack" not in opened
    argv = ["act", str(path), "attack", "--command", "bagration", "--target", "lannes"]
    assert main(argv) == 2
    assert "Soult's blocks" in capsys.readouterr().err
    assert main(["act", str(path), "remove_mist_blocks", "--count", "2"]) == 0
    capsys.readouterr()
    assert main(["show", str(path), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    soult = next(c for c in shown["state"]["commands"] if c["id"] == "soult")
    assert soult["units"] == 2
    assert main(["verify", str(path)]) == 0
