"""The side of a roll resolved on its own (`tabletop resolve --session`) is the engine's, as
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

from tabletop.session.saves import read_session
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
    assert verdict.problem == (
        "log entry 5 (pratzen/artillery) does not replay: Allied may not make this roll now: "
        "the rules give it to the French player."
    )


def test_resolve_session_for_a_side_not_to_roll_now_is_refused_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`resolve spi1980/combat --session FILE --side French` in the Allied player's turn was
    logged for the French player."""
    save = tmp_path / "spi.toml"
    assert run(capsys, "new", "spi1980", "-o", str(save), "--seed", "5")[0] == 0
    opened = read_session(save, autosave=False)
    phasing = opened.game.side_of(opened.state, {"kind": "combat"})
    other = "Allied" if phasing == "French" else "French"
    before = save.read_bytes()
    roll = ["resolve", "spi1980/combat", "--session", str(save), "--attack", "6", "--defend", "3"]
    code, out, err = run(capsys, *roll, "--side", other)
    assert code == 2 and out == "" and save.read_bytes() == before
    assert f"{other} may not make this roll now: the rules give it to the {phasing} player" in err
    code, _, err = run(capsys, *roll, "--side", phasing, "--roll", "4")
    assert code == 0, err
    code, out, _ = run(capsys, "verify", str(save), "--json")
    assert code == 0 and json.loads(out)["typed_rolls"] == 1

    def forge(data: dict[str, Any]) -> None:
        assert data["log"][-1]["side"] == phasing
        data["log"][-1]["side"] = other
        rehash(data)

    code, out, _ = run(capsys, "verify", str(edit(save, forge)))
    assert code == 1 and f"{other} may not make this roll now" in out
