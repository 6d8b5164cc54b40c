"""`tabletop verify`: a save is proven by replaying its log from the recorded start, and a
newer copy is proven to only append to an older one (issue 9 items 1 and 2)."""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from checkout_paths import SAVES

from tabletop.commands import main
from tabletop.core import plain
from tabletop.core.data import load_board
from tabletop.core.log import GENESIS, LogEntry
from tabletop.session.logfile import log_tables
from tabletop.session.randomplay import play
from tabletop.session.session import Session

REASON = ("--reason", "a stacking loss the app could not see [4.4]")
"""SPI's `lose_csp` is a correction: it needs its reason."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def played(tmp_path: Path, game: str = "spi1980", seed: int = 3, clicks: int = 160) -> Path:
    """A session played at random (actions, rolls typed and from the dice, undo, redo)."""
    session = Session.new(game, seed=seed, path=tmp_path / f"{game}.toml", autosave=False)
    play(session, clicks, random.Random(seed))
    rolls = [f"table:{n}" for n, t in load_board(game).tables.items() if t.dice is not None]
    tables = [name for name in rolls if session.roll_closed(name) is None]  # open at this step
    if tables:  # at least one roll of real dice typed in, whatever the random play did
        name = tables[0]
        inputs = {s.name: s.choices[0] for s in session.resolver(name).inputs if s.choices}
        session.resolve(name, inputs, roll=2)
    return session.save()


def edit(path: Path, change: Any, name: str = "edited.toml") -> Path:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    log_tables(data)  # the log's lines as tables, to edit by hand
    change(data)
    out = path.with_name(name)
    out.write_text(tomli_w.dumps(data), encoding="utf-8")
    return out


def rehash(data: dict[str, Any]) -> None:
    """What a forger does after editing: recompute every hash and the head."""
    prev = GENESIS
    for raw in data["log"]:
        raw["prev"] = prev
        raw.pop("hash", None)
        raw["hash"] = prev = plain.load(LogEntry, raw).digest()
    data["log_head"] = prev


def first_app_roll(data: dict[str, Any]) -> int:
    return next(
        i
        for i, e in enumerate(data["log"])
        if e.get("natural") is not None and not e.get("typed") and i > 3
    )


@pytest.mark.parametrize("game", ["spi1980", "cardgame"])
def test_a_played_session_replays_exactly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    """A referee would be told an honest save (actions, rolls, undo, redo) was tampered with."""
    path = played(tmp_path, game)
    code, out, _ = run(capsys, "verify", str(path), "--json")
    data = json.loads(out)
    assert code == 0 and data["ok"] and data["replayed"], data["problem"]
    if game == "spi1980":
        assert data["app_rolls"] > 10 and data["typed_rolls"] >= 1


def test_every_example_save_replays(capsys: pytest.CaptureFixture[str]) -> None:
    """A shipped example save would not stand up to `verify`."""
    for path in sorted(SAVES.glob("*.toml")):
        code, out, err = run(capsys, "verify", str(path))
        assert code == 0, out + err


def test_morale_edited_with_the_log_untouched_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Setting Allied morale to 0 in a save whose log is untouched passed `verify` [issue 9]."""
    path = played(tmp_path)

    def zero(data: dict[str, Any]) -> None:
        data["state"]["allied"]["morale"] = 0

    code, out, _ = run(capsys, "verify", str(edit(path, zero)))
    assert code == 1 and "state.allied.morale is 0 in the file" in out


def test_a_roll_edited_and_the_whole_chain_rehashed_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A forger who rehashes the whole chain and its head passed `verify` with exit 0."""
    path = played(tmp_path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    log_tables(data)
    index = first_app_roll(data)
    true_roll = data["log"][index]["natural"]

    def forge(data: dict[str, Any]) -> None:
        entry = data["log"][index]
        entry["natural"] = 1 if true_roll != 1 else 2
        rehash(data)

    code, out, _ = run(capsys, "verify", str(edit(path, forge)))
    assert code == 1
    assert f"log entry {index + 1} " in out and f"the session's dice give {true_roll} there" in out


def test_a_roll_passed_off_as_typed_is_caught(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Marking a roll of the app's dice as typed in (rehashed) would hide a changed roll."""
    path = played(tmp_path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    log_tables(data)
    index = first_app_roll(data)

    def forge(data: dict[str, Any]) -> None:
        data["log"][index]["typed"] = True
        rehash(data)

    code, out, _ = run(capsys, "verify", str(edit(path, forge)))
    assert code == 1 and f"log entry {index + 1} " in out and "typed" in out


def test_a_save_with_no_log_does_not_verify(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file with no log at all "verified" [issue 9]."""
    path = played(tmp_path)

    def empty(data: dict[str, Any]) -> None:
        data["log"], data["log_count"], data["log_head"] = [], 0, GENESIS

    code, out, _ = run(capsys, "verify", str(edit(path, empty)))
    assert code == 1 and "the log is empty" in out

    def deleted(data: dict[str, Any]) -> None:
        for key in ("log", "log_count", "log_head"):
            del data[key]

    code, out, err = run(capsys, "verify", str(edit(path, deleted, "deleted.toml")))
    # said as `show` says it: a plain sentence first, the loader's words under Details
    first, *_rest, details = err.splitlines()
    assert code == 2 and "does not open" in first and "log_count" not in first, err
    assert details.startswith("Details: ") and "log_count" in details, err


@pytest.mark.parametrize("content", ["", 'name = "x"\n', "[project]\nname = 'austerlitz'\n"])
def test_a_file_that_is_not_a_session_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str
) -> None:
    """`verify` said "the log is whole (0 entries)" and exited 0 for pyproject.toml or an
    empty file [issue 8, item 15]."""
    path = tmp_path / "pyproject.toml"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "verify", str(path))
    said = "is empty, so it is not a save" if not content else "not an Austerlitz Tabletop save"
    assert code == 2 and out == "" and said in err


def test_since_lists_what_was_appended(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two players exchanging a save could not prove the new copy only added to the old."""
    path = played(tmp_path, clicks=60)
    old = tmp_path / "old.toml"
    old.write_bytes(path.read_bytes())
    loss = ("lose_csp", "--unit", "rotrmd", "--count", "1", *REASON)
    code, _, err = run(capsys, "act", str(path), *loss)
    assert code == 0, err
    code, out, _ = run(capsys, "verify", str(path), "--since", str(old), "--json")
    data = json.loads(out)
    assert code == 0 and [e["what"] for e in data["appended"]] == ["lose_csp"]
    code, out, _ = run(capsys, "verify", str(old), "--since", str(path))
    assert code == 1 and "removed" in out


def test_since_refuses_a_rewritten_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A copy whose earlier entries were replayed differently (a forged history that still
    replays) would pass as the same game continued."""
    old = played(tmp_path, seed=3, clicks=60)
    other = Session.new("spi1980", seed=4, path=tmp_path / "other.toml", autosave=False)
    play(other, 80, random.Random(4))
    other.save()
    code, out, _ = run(capsys, "verify", str(other.path), "--since", str(old))
    assert code == 1 and "log entry 1 is not the one" in out


def test_head_hash_noted_earlier(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A referee who noted the head hash shown by `show` had no command to check it against."""
    path = played(tmp_path, clicks=60)
    shown = json.loads(run(capsys, "show", str(path), "--json")[1])
    noted = shown["log_head"][:32]
    run(capsys, "act", str(path), "lose_csp", "--unit", "rotrmd", "--count", "1", *REASON)
    code, out, _ = run(capsys, "verify", str(path), "--head", noted)
    assert code == 0 and "1 entry appended since head" in out
    code, out, _ = run(capsys, "verify", str(path), "--head", "ab" * 16)
    assert code == 1 and "no entry of the log has the head hash" in out


def test_a_schema_1_save_with_rolls_says_it_can_only_be_chain_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An old save whose rolls cannot be replayed would be passed as proven, or refused as
    tampered, instead of being told plainly what could be checked."""
    path = played(tmp_path, clicks=60)

    def old(data: dict[str, Any]) -> None:
        data["schema"] = 1
        for raw in data["log"]:
            for key in ("step", "resolver", "given", "typed_roll", "label"):
                raw.pop(key, None)
        rehash(data)

    code, out, _ = run(capsys, "verify", str(edit(path, old)))
    assert code == 1 and "can only be chain-checked (its chain is whole)" in out
