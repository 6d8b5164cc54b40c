"""`tabletop act` plays The Pratzen on a save exactly as the panel does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from checkout_paths import SAVES
from pratzen_support import SCENARIO, act, advance_to

from tabletop.cli import main
from tabletop.session import Session
from tabletop.session.saves import read_session


def _act(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    code = main(["act", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    result: dict[str, object] = json.loads(out.out)
    return result


def test_a_few_turns_through_tabletop_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Set up, record hits, a Defeated Flag and next phases from the shell; the save reopens
    with the same morale chart a player would see in the panel."""
    save = str(tmp_path / "game.toml")
    assert main(["new", "pratzen", "-o", save, "--seed", "4"]) == 0
    capsys.readouterr()
    fields = {k: v for k, v in SCENARIO.items() if k != "kind"}
    argv = ["setup"]
    for key, value in fields.items():
        argv += [
            f"--{key.replace('_', '-')}",
            json.dumps(value) if isinstance(value, list) else str(value),
        ]
    _act(capsys, save, *argv)
    _act(capsys, save, "hits", "--units", "A1 A", "A1 A", "A1 Flag", "--remove", "A1 A")
    for _ in range(5):
        _act(capsys, save, "next_phase")
    # The French attack and roll a D the defender loses (the marks read from the printed
    # table); then, phasing, they move the Allied Defeated Flags marker: the shell says both.
    combat = ["--attack", "5", "--defend", "3", "--attacker-leader", "true", "--roll", "5"]
    rolled = _act(capsys, save, "close_combat", *combat, "--loser", "defender")
    assert rolled["side"] == "French"
    moved = _act(capsys, save, "flags_defeated", "--defeated-side", "Allied", "--side", "French")
    assert moved["side"] == "French"
    for _ in range(2):
        _act(capsys, save, "next_phase")
    listed = _act(capsys, save, "--list")
    kinds = {row["kind"]: row for row in listed["actions"]}  # type: ignore[union-attr, index]
    assert kinds["reinforcement"]["open"] is False
    done = _act(capsys, save, "eliminate", "--name", "A Guns")
    assert done["side"] == "Allied"
    session = read_session(Path(save), autosave=False)
    chart = session.state.chart("Allied")
    assert chart.eliminated == ("A1 A", "A Guns") and chart.defeated_flags == 1
    assert session.state.side == "Allied" and session.state.phase == "Command"


def test_a_refused_action_prints_one_line_and_keeps_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A unit not in the scenario: exit 2, one sentence, the save untouched. (Hits are
    closed until the scenario is set up with a unit in play, so one is entered first: the
    refusal is for the field.)"""
    save = tmp_path / "game.toml"
    main(["new", "pratzen", "-o", str(save), "--seed", "4"])
    scenario = ["setup", "--turns", "3", "--french-level", "4", "--allied-level", "3"]
    assert main(["act", str(save), *scenario]) == 0
    line = ["add_unit", "--name", "Line 1", "--side", "French", "--er", "2"]
    assert main(["act", str(save), *line]) == 0
    before = save.read_bytes()
    capsys.readouterr()
    assert main(["act", str(save), "hits", "--units", "Ghost"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "Ghost" in err
    assert save.read_bytes() == before


def test_example_save_loads_and_reads_as_the_panel_shows() -> None:
    """The shipped example session reopens mid-game with its hits and morale."""
    (path,) = sorted(SAVES.glob("pratzen-*.toml"))
    session = read_session(path, autosave=False)
    state = session.state
    assert state.turns and state.units and state.chart("Allied").defeated_flags >= 1


def test_a_close_combat_rolled_on_its_own_is_refused_for_the_close_combat_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act FILE roll close-combat` logged a combat nothing answered (no loser's word, no
    Defeated Flags could follow it): in the very Close Combat Phase it is refused with a
    sentence that says the Close combat action rolls it, and the save is untouched; the
    action then rolls it [Close Combat Phase]."""
    save = tmp_path / "game.toml"
    session = Session.new("pratzen", seed=4, path=save, autosave=False)
    act(session, SCENARIO)
    advance_to(session, "French", "Close Combat")
    session.save()
    before = save.read_bytes()
    capsys.readouterr()
    for name in ("close-combat", "table:close-combat"):
        inputs = ["--attack", "5", "--defend", "3"] if name == "close-combat" else ["--column", "I"]
        assert main(["act", str(save), "roll", name, *inputs, "--roll", "4"]) == 2
        err = capsys.readouterr().err.strip()
        assert err.count("\n") == 0, err
        assert "not rolled on its own: the Close combat action rolls it" in err, err
        assert save.read_bytes() == before
    for name in ("close-combat", "artillery", "musketry"):  # no fields: the rule first
        assert main(["act", str(save), "roll", name]) == 2
        err = capsys.readouterr().err.strip()
        assert "is not rolled on its own: the" in err and "action rolls it" in err, err
    assert save.read_bytes() == before
    assert main(["act", str(save), "close_combat", "--attack", "5", "--defend", "3"]) == 0
    assert read_session(save, autosave=False).log.entries[-1].what == "pratzen/close-combat"
