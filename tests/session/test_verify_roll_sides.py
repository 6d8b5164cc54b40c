"""The side of a roll logged on its own (`tabletop act FILE roll`) is the engine's, as
an action's is (issue 31, item 7): a named side the rules do not give the roll is refused
before anything is written, and a side edited in the file and the chain rehashed is named by
`verify` (it passed: the replay took the file's side as given)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import checkout_paths
import pytest
from test_verify import edit, rehash, run

from tabletop.session.verify import verify_file


def _pratzen(tmp_path: Path) -> Path:
    path = tmp_path / "pratzen.toml"
    path.write_bytes((checkout_paths.SAVES / "pratzen-turn1-after-close-combat.toml").read_bytes())
    return path


def test_a_rolls_side_edited_and_rehashed_is_named_by_verify(tmp_path: Path) -> None:
    """Pratzen's artillery roll (entry 5, French) booked to the Allied player, rehashed: the
    dice luck of each side in the after-action report would have been the forger's."""
    save = _pratzen(tmp_path)
    assert verify_file(save).ok

    def forge(data: dict[str, Any]) -> None:
        entry = data["log"][4]
        assert (entry["step"], entry["side"]) == ("resolve", "French")
        entry["side"] = "Allied"
        rehash(data)

    verdict = verify_file(edit(save, forge))
    problem = verdict.problem or ""
    assert problem.startswith("log entry 5 (pratzen/artillery) does not replay: ")
    assert "French player" in problem


def test_a_roll_for_a_side_not_to_roll_now_is_refused_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`resolve --session FILE --side Allied` in the French player's step was logged for the
    Allied player: the Clash Table is rolled by the side to act [T2]."""
    save = tmp_path / "template.toml"
    assert run(capsys, "new", "template", "-o", str(save), "--seed", "5")[0] == 0
    before = save.read_bytes()
    roll = ["act", str(save), "roll", "table:clash", "--column", "Attacker loses"]
    code, out, err = run(capsys, *roll, "--side", "Allied")
    assert code == 2 and out == "" and save.read_bytes() == before
    assert err == ("tabletop: The French act: Clash Table is the French player's to roll [T2].\n")
    code, out, err = run(capsys, *roll, "--roll", "4", "--json")
    assert code == 0, err
    assert json.loads(out)["side"] == "French"  # no side named: the roller's
    code, out, _ = run(capsys, "verify", str(save), "--json")
    assert code == 0 and json.loads(out)["typed_rolls"] == 1

    def forge(data: dict[str, Any]) -> None:
        assert data["log"][-1]["side"] == "French"
        data["log"][-1]["side"] = "Allied"
        rehash(data)

    code, out, _ = run(capsys, "verify", str(edit(save, forge)))
    assert code == 1 and "Clash Table is the French player's to roll" in out
