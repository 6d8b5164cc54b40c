"""The log's side is the one the engine decided, and `verify` proves it (issue 19, item 1):
an entry's side edited and the chain rehashed is named by the replay, and `act --side` for a
side not allowed to act now is refused before anything is written."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import checkout_paths
import pytest
from test_verify import edit, rehash, run

from tabletop.games import find_game
from tabletop.session.logfile import log_tables
from tabletop.session.verify import verify_file

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))


def _entries(path: Path) -> tuple[str, list[dict[str, Any]]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    log_tables(data)
    return str(data["game"]), list(data["log"])


def _player_said(entry: dict[str, Any], game: str) -> bool:
    """A roll resolved on its own, of a table that reads no side: its side is checked
    against the rules' on replay and refused in other words (test_verify_roll_sides.py)."""
    if entry.get("step") != "resolve":
        return False
    resolver = find_game(game).resolvers.get(str(entry.get("resolver", "")))
    return resolver is None or all(i.name != "side" for i in resolver.inputs)


def _edits(path: Path) -> list[tuple[int, str, str]]:
    """(index, what, new side): each kind of entry of the save once (the first of each step
    and side), its side changed to one it is not, in turn through "" and every side."""
    game, entries = _entries(path)
    others = ["", *find_game(game).sides]
    seen: set[tuple[Any, ...]] = set()
    edits = []
    for index, entry in enumerate(entries):
        key = (entry.get("step"), entry.get("side", ""))
        if key in seen or _player_said(entry, game):
            continue
        seen.add(key)
        choices = [s for s in others if s != entry.get("side", "")]
        edits.append((index, str(entry["what"]), choices[len(edits) % len(choices)]))
    return edits


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
def test_every_edit_of_an_entrys_side_is_refused_naming_the_entry(
    save: Path, tmp_path: Path
) -> None:
    """A set-up step logged for a side it was not (Vae Victis' add_unit, Pratzen's setup),
    rehashed, passed `verify`: the replay took the file's side as given."""
    original = tmp_path / save.name
    original.write_bytes(save.read_bytes())
    assert verify_file(original).ok
    for index, what, side in _edits(original):
        was = _entries(original)[1][index].get("side", "")

        def forge(data: dict[str, Any], index: int = index, side: str = side) -> None:
            data["log"][index]["side"] = side
            rehash(data)

        verdict = verify_file(edit(original, forge))
        assert verdict.problem == (
            f"log entry {index + 1} ({what[:60]}): the file says side {side!r}, the replay "
            f"gives {was!r}."
        ), (index, what, side)


def test_act_for_a_side_not_to_act_now_is_refused_and_nothing_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`next_phase --side French` in the Allied phase logged "French" [issue 19]."""
    path = tmp_path / "pratzen.toml"
    path.write_bytes((checkout_paths.SAVES / "pratzen-turn1-after-close-combat.toml").read_bytes())
    code, out, _ = run(capsys, "show", str(path), "--json")
    import json

    phasing = json.loads(out)["state"]["side"]
    other = "Allied" if phasing == "French" else "French"
    before = path.read_bytes()
    code, out, err = run(capsys, "act", str(path), "next_phase", "--side", other)
    assert code == 2 and before == path.read_bytes()
    assert f"{other} may not take this action now: it is the {phasing} player's" in err
    code, _, err = run(capsys, "act", str(path), "next_phase", "--side", phasing)
    assert code == 0, err
    code, out, _ = run(capsys, "verify", str(path))
    assert code == 0, out
