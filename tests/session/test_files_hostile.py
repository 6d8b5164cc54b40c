"""A hostile file named as a save or a pack is refused in one sentence, at once and within
200 MB (issue 31, item 5): `printed import /dev/zero` grew to 15 GB in 4 minutes, a named
pipe hung `show`, `verify`, `act`, `note` and `printed import` for ever, and a pack with a
1.9 MB text or `data_version = -1` was imported (every game made after the first could not
be opened again).

Each command runs in a forked child with a deadline and a memory cap (bounded_support), so
a command that would hang or eat the machine fails its test instead of the suite."""

from __future__ import annotations

import os
import signal
import socket
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from bounded_support import run_bounded
from printed_support import OWNERS

from tabletop.commands import main
from tabletop.core import paths
from tabletop.core.data import load_board
from tabletop.core.layer import content_hash


@pytest.fixture(autouse=True)
def _fresh_board() -> Iterator[None]:
    load_board.cache_clear()
    yield
    load_board.cache_clear()


@pytest.fixture
def pipe(tmp_path: Path) -> Path:
    """A named pipe no one writes to, named like a save."""
    path = tmp_path / "pipe.toml"
    os.mkfifo(path)
    return path


@pytest.fixture
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.toml"
    assert main(["new", "spi1980", "-o", str(path), "--seed", "3"]) == 0
    return path


COMMANDS = {
    "show": ["show", "{bad}"],
    "verify": ["verify", "{bad}"],
    "verify --since": ["verify", "{save}", "--since", "{bad}"],
    "act": ["act", "{bad}", "--list"],
    "act an action": ["act", "{bad}", "notes", "--text", "hello"],
    "note": ["note", "{bad}", "--entry", "1", "--text", "hello"],
    "printed import": ["printed", "import", "{bad}", "--yes"],
    "printed adopt": ["printed", "adopt", "{bad}", "--yes"],
    "act roll": ["act", "{bad}", "roll", "table:crt", "--column", "1-1"],
    "report": ["report", "{bad}", "-o", "{out}.pdf"],
    "aar": ["aar", "{bad}", "-o", "{out}.md"],
}


def _argv(name: str, bad: Path, save: Path) -> list[str]:
    out = str(save.with_name("out"))
    return [w.format(bad=bad, save=save, out=out) for w in COMMANDS[name]]


@pytest.mark.parametrize("command", COMMANDS)
def test_a_named_pipe_is_refused_at_once_by_every_command(
    command: str, pipe: Path, save: Path
) -> None:
    """Each of these waited for a writer on the pipe for ever (killed here at the deadline)."""
    ran = run_bounded(_argv(command, pipe, save))
    assert ran.code == 2, f"{command}: exit {ran.code}, said {ran.said!r}"
    assert ran.said == f"tabletop: {pipe} is a named pipe, not a file, so it was not read.\n"
    assert ran.cpu < 1.0


@pytest.mark.parametrize("command", ["printed import", "show", "act", "verify --since"])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_at_once_within_200_mb(command: str, device: str, save: Path) -> None:
    """`printed import /dev/zero` read it to the end that never comes: 15 GB in 4 minutes
    (here it meets its 200 MB cap and dies of it)."""
    ran = run_bounded(_argv(command, Path(device), save))
    assert ran.code == 2, f"{command}: exit {ran.code}, said {ran.said!r}"
    assert ran.said == f"tabletop: {device} is a device, not a file, so it was not read.\n"
    assert ran.cpu < 1.0


@pytest.mark.parametrize("command", ["show", "printed import"])
def test_a_socket_is_refused_at_once(command: str, tmp_path: Path, save: Path) -> None:
    """Opening a socket's name failed with the system's words ("No such device or address")."""
    path = tmp_path / "socket.toml"
    with socket.socket(socket.AF_UNIX) as listening:
        listening.bind(str(path))
        ran = run_bounded(_argv(command, path, save))
    assert ran.code == 2, ran.said
    assert ran.said == f"tabletop: {path} is a socket, not a file, so it was not read.\n"


@pytest.mark.gui
def test_the_window_refuses_a_named_pipe_at_once(app: Any, pipe: Path) -> None:
    """File > Open on a named pipe froze the window for good."""

    def stuck(_signal: int, _frame: object) -> None:
        raise TimeoutError("the window waited on the named pipe")

    previous = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(10)
    try:
        assert app.open_path(pipe) is None
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    assert app.status.get() == f"{pipe} is a named pipe, not a file, so it was not read."
    assert not app.tabs


def _pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, change: Any) -> Path:
    """A Vae Victis pack exported by its owner, then changed by `change(data)` with its hash
    made again (as a forger would), for a player with an empty folder to import."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "owner"))
    OWNERS["vaevictis"]("a")
    pack = tmp_path / "pack.toml"
    assert main(["printed", "export", "vaevictis", "-o", str(pack)]) == 0
    data = tomllib.loads(pack.read_text(encoding="utf-8"))
    change(data)
    data["hash"] = content_hash(data["entries"])
    pack.write_text(tomli_w.dumps(data, multiline_strings=True), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "player"))
    load_board.cache_clear()
    return pack


def _long_source(data: dict[str, Any]) -> None:
    # 1.9 MB over lines no longer than a save's, so only the text's own length is wrong.
    data["entries"]["tables"]["fire"]["entered_from"] = ("x" * 18_999 + "\n") * 100


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            _long_source,
            "pack.toml holds a text of 1,900,000 characters, and no entry of printed data is "
            "longer than 4,000; it is not a pack to import.",
        ),
        (
            lambda data: data.update(data_version=-1),
            "pack.toml does not say which version of vaevictis's printed data it was entered "
            "on (it says -1); it is not a pack the app exports.",
        ),
        (
            lambda data: data.update(data_version="1"),
            "pack.toml does not say which version of vaevictis's printed data it was entered "
            "on (it says 1); it is not a pack the app exports.",
        ),
        (
            lambda data: data.update(data_version=2),
            "pack.toml was entered on a newer version of vaevictis's printed data (2; this app "
            "has version 1): update the app to import it.",
        ),
    ],
    ids=["a 1.9 MB text", "data_version -1", "data_version a text", "data_version newer"],
)
def test_a_pack_holding_what_no_export_writes_is_not_imported(
    change: Any,
    said: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """These were imported, and every Vae Victis game made after the 1.9 MB text was
    refused on opening ("has a text of 1,900,000 characters")."""
    pack = _pack(tmp_path, monkeypatch, change)
    capsys.readouterr()
    assert main(["printed", "import", str(pack), "--yes"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", f"tabletop: {said}\n")
    assert not paths.override_file("vaevictis").exists()


def test_the_pack_as_exported_is_still_imported_and_a_game_on_it_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The limits leave a real pack alone (a whole game's printed data is far inside them)."""
    pack = _pack(tmp_path, monkeypatch, lambda data: None)
    assert main(["printed", "import", str(pack), "--yes"]) == 0
    game = tmp_path / "game.toml"
    assert main(["new", "vaevictis", "-o", str(game)]) == 0
    assert main(["show", str(game)]) == 0


@pytest.mark.parametrize(
    "text",
    [
        "a" + ".a" * 20_000 + " = 1\n",  # 35 s and 10 GB to parse
        "x = [" + "1," * 400_000 + "]\n",
        "x = [\n" + "1,\n" * 400_000 + "]\n",
        "x = " + "[" * 900 + "]" * 900 + "\n",
        "\n" * 1_900_000,
    ],
    ids=["a long dotted name", "values on a line", "values on lines", "nesting", "lines"],
)
def test_a_pack_laid_out_to_keep_the_reader_busy_is_refused_at_once(
    text: str, tmp_path: Path
) -> None:
    """Under 2 MB each, so they were parsed: a dotted name of 20,000 parts took 35 s."""
    pack = tmp_path / "pack.toml"
    pack.write_text(text, encoding="ascii")
    ran = run_bounded(["printed", "import", str(pack), "--yes"])
    assert ran.code == 2, ran.said
    assert ran.said == (
        "tabletop: pack.toml is not laid out as a pack of printed data (far longer or more "
        "lines, more values or deeper nesting than a whole game's printed data has); not "
        "read.\n"
    )
    assert ran.cpu < 1.0
