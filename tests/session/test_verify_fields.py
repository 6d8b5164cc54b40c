"""`tabletop verify` covers every field (issue 21, item 6): each entry's time is one the app
writes and never goes back, `created` and `data_version` are proved, and `--head` wants the
hash, not a dozen digits of it."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
from test_verify import edit, played, rehash, run

from tabletop.session.logfile import log_tables


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return played(tmp_path_factory.mktemp("honest"), clicks=40)


def forged(path: Path, change: Any) -> Path:
    def forge(data: dict[str, Any]) -> None:
        change(data)
        rehash(data)

    return edit(path, forge)


@pytest.mark.parametrize("time", ["1805", "2026-11-25 18:30", "2026-13-45T99:00:00+00:00", ""])
def test_an_entry_time_the_app_never_writes_is_named(
    honest: Path, capsys: pytest.CaptureFixture[str], time: str
) -> None:
    """An entry's time of any text (1805, a date with no time) passed `verify` once the
    chain was rehashed."""

    def change(data: dict[str, Any]) -> None:
        data["log"][5]["time"] = time

    code, out, _ = run(capsys, "verify", str(forged(honest, change)))
    assert code == 1 and f"log entry 6 has the time '{time}', which is not a time" in out


def test_entries_whose_times_go_back_are_named(
    honest: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Entries moved out of order in time passed `verify`."""

    def change(data: dict[str, Any]) -> None:
        data["log"][7]["time"] = "2020-01-01T00:00:00+00:00"

    code, out, _ = run(capsys, "verify", str(forged(honest, change)))
    assert code == 1
    assert "log entry 8 was written at 2020-01-01T00:00:00+00:00, before the entry above" in out


def test_a_changed_created_field_is_named(honest: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The save's `created` field could say anything: it was in no part of what is proved."""

    def change(data: dict[str, Any]) -> None:
        data["created"] = "2025-01-01T10:00:00+00:00"

    code, out, _ = run(capsys, "verify", str(edit(honest, change)))
    assert code == 1 and "its 'created' field was changed" in out


@pytest.mark.parametrize("version", [-1, 99, "1"])
def test_a_data_version_the_replay_does_not_read_is_named(
    honest: Path, capsys: pytest.CaptureFixture[str], version: Any
) -> None:
    """`data_version` -1, 99 or "1" passed `verify`."""

    def change(data: dict[str, Any]) -> None:
        data["data_version"] = version

    code, out, _ = run(capsys, "verify", str(edit(honest, change)))
    assert code == 1 and f"the save's 'data_version' is {version}, but the replay reads" in out


def test_a_new_game_is_created_when_its_first_entry_says(honest: Path) -> None:
    """A save's `created` and log entry 1's time came from two readings of the clock."""
    data = tomllib.loads(honest.read_text(encoding="utf-8"))
    assert data["created"] == log_tables(data)[0]["time"]


@pytest.mark.parametrize("head", ["0123456789ab", "zzzz", "ab" * 15])
def test_a_head_that_is_not_a_whole_hash_is_a_wrong_argument(
    honest: Path, capsys: pytest.CaptureFixture[str], head: str
) -> None:
    """`verify --head` took 12 hex digits (a forger can end another log on those), and a
    malformed hash exited 1 on stdout as if the save had failed."""
    code, out, err = run(capsys, "verify", str(honest), "--head", head)
    assert code == 2 and out == ""
    assert err.startswith(f"tabletop: verify: '{head}' is not a head hash: give the whole hash")
    assert err.count("\n") == 1


def test_the_whole_head_hash_printed_by_show_is_taken(
    honest: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`show` printed 16 digits of the head, fewer than `verify --head` takes."""
    code, out, _ = run(capsys, "show", str(honest))
    head = json.loads(run(capsys, "show", str(honest), "--json")[1])["log_head"]
    assert code == 0 and f"head {head}\n" in out
    code, out, _ = run(capsys, "verify", str(honest), "--head", head)
    assert code == 0 and "0 entries appended since head" in out
