"""One session, one TOML file: round trips, damaged files, backups and crash safety."""

from __future__ import annotations

import datetime
import os
import random
import signal
import subprocess
import sys
import time
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from checkout_paths import CHECKOUT, SAVES
from core_support import GAME, fire_board, played
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.core import plain
from tabletop.core.errors import SaveError
from tabletop.core.log import LogEntry
from tabletop.session import logfile, saves
from tabletop.session.saves import read_session, session_to_data, write_atomic, write_session
from tabletop.session.session import Session
from tabletop.session.verify import verify_file

__all__ = ["fire_board"]
pytestmark = pytest.mark.usefixtures("fire_board")

EXAMPLE_SAVES = sorted(SAVES.glob("*.toml"))


def same(a: Session, b: Session) -> None:
    assert a.game.id == b.game.id
    assert a.state == b.state
    assert a.log.entries == b.log.entries
    assert a.dice.state == b.dice.state
    assert a.history == b.history
    assert (a.seed, a.created, a.options) == (b.seed, b.created, b.options)


@pytest.mark.usefixtures("fake_game_listed")
def test_new_act_save_load_gives_the_same_session(tmp_path: Path) -> None:
    """Closing and reopening a game would lose state, log, dice or what can be undone."""
    session = played()
    path = session.save(tmp_path / "game.toml")
    again = read_session(path)
    same(session, again)
    assert again.path == path and again.history.can_redo


@pytest.mark.usefixtures("fake_game_listed")
def test_save_load_save_load_is_stable(tmp_path: Path) -> None:
    """Each reopening would drift the file a little until it no longer loads."""
    first = played()
    write_session(first, tmp_path / "a.toml")
    loaded = read_session(tmp_path / "a.toml", autosave=False)
    write_session(loaded, tmp_path / "b.toml")
    assert (tmp_path / "a.toml").read_bytes() == (tmp_path / "b.toml").read_bytes()
    same(loaded, read_session(tmp_path / "b.toml", autosave=False))


@pytest.mark.usefixtures("fake_game_listed")
@pytest.mark.parametrize(
    "example", [*EXAMPLE_SAVES, None], ids=lambda p: p.name if p else "a-played-session"
)
def test_every_example_save_round_trips(example: Path | None, tmp_path: Path) -> None:
    """An example save shipped in saves/ would not open, or would change when saved again."""
    if example is None:  # always one case, so the round trip runs before saves/ is filled
        example = played().save(tmp_path / "played.toml")
    loaded = read_session(example, autosave=False)
    write_session(loaded, tmp_path / "again.toml")
    assert (tmp_path / "again.toml").read_bytes() == example.read_bytes()
    same(loaded, read_session(tmp_path / "again.toml", autosave=False))


@pytest.mark.usefixtures("fake_game_listed")
def test_the_save_holds_what_design_promises(tmp_path: Path) -> None:
    """A save without its game, versions, dice or history could not be replayed or checked."""
    data = tomllib.loads(tomli_w.dumps(session_to_data(played())))
    assert data["format"] == saves.FORMAT and data["schema"] == saves.SCHEMA
    assert data["game"] == GAME and data["data_version"] == 7
    assert {"state", "log", "dice", "history", "log_count", "log_head", "seed"} <= set(data)


@pytest.mark.usefixtures("fake_game_listed")
def test_redo_after_reload_replays_the_same_roll(tmp_path: Path) -> None:
    """Redo after reopening a save would roll afresh instead of restoring the undone roll."""
    session = Session.new(GAME, seed=11, autosave=False)
    session.resolve("table:fire", {"column": "strong"})
    rolled = session.history.present
    session.undo()
    session.save(tmp_path / "g.toml")
    again = read_session(tmp_path / "g.toml", autosave=False)
    assert again.redo()
    assert again.history.present == rolled


@pytest.mark.usefixtures("fake_game_listed")
def test_reload_then_roll_gives_the_numbers_of_rolling_on(tmp_path: Path) -> None:
    """Saving mid-game and reopening would change every roll that follows."""
    session = Session.new(GAME, seed=2024, autosave=False)
    for _ in range(4):
        session.resolve("table:fire", {"column": "weak"})
    session.save(tmp_path / "g.toml")
    reloaded = read_session(tmp_path / "g.toml", autosave=False)
    on = [session.resolve("table:fire", {"column": "weak"}).record.natural for _ in range(8)]
    back = [reloaded.resolve("table:fire", {"column": "weak"}).record.natural for _ in range(8)]
    assert back == on
    assert len(set(on)) > 1


@pytest.mark.usefixtures("fake_game_listed")
def test_backup_keeps_the_previous_version(tmp_path: Path) -> None:
    """A save that went wrong could not be recovered from FILE.bak."""
    session = Session.new(GAME, seed=1, path=tmp_path / "g.toml", autosave=False)
    session.save()
    assert not (tmp_path / "g.toml.bak").exists()
    first = (tmp_path / "g.toml").read_bytes()
    session.act({"kind": "next_turn"})
    session.save()
    assert (tmp_path / "g.toml.bak").read_bytes() == first
    assert read_session(tmp_path / "g.toml.bak", autosave=False).state.turn == 1
    assert read_session(tmp_path / "g.toml", autosave=False).state.turn == 2
    # No temporary file left, nor the hidden lock file once the write is done (savefile.py).
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["g.toml", "g.toml.bak"]


# -- damaged saves ---------------------------------------------------------------------------


def _edit(data: dict[str, Any], how: str) -> None:
    if how == "wrong type":
        data["state"]["turn"] = "x"
    elif how == "unknown game":
        data["game"] = "borodino"
    elif how == "future schema":
        data["schema"] = saves.SCHEMA + 1
    elif how == "edited log entry":
        data["log"][1]["result"] = "Turn 9 begins."
    elif how == "removed log entry":
        del data["log"][1]
    elif how == "bad dice":
        data["dice"] = "zz"
    elif how == "not a save":
        data["format"] = "something else"
    elif how == "history not a table":
        data["history"] = [1]


DAMAGE = {
    "truncated": "is damaged or cut short",
    "binary": "is not a text file",
    "missing": "does not exist",
    "wrong type": "state.turn should be a whole number, not 'x'",
    "unknown game": "field 'game': there is no game 'borodino'",
    "future schema": "written by a newer version of the app",
    "edited log entry": "log entry 2 (next_turn) was changed after it was written",
    "removed log entry": "log entry 2 is not the one that was written there",
    "bad dice": "field 'dice' is not a hexadecimal number",
    "not a save": "not an Austerlitz Tabletop save",
    "history not a table": "field 'history' has the wrong type",
}


@pytest.mark.usefixtures("fake_game_listed")
def test_damaged_saves_each_say_what_is_wrong_and_touch_nothing(tmp_path: Path) -> None:
    """A damaged save would crash the app, give a vague message, or be overwritten on open."""
    good = played()
    messages = set()
    for how, expected in DAMAGE.items():
        folder = tmp_path / how.replace(" ", "_")
        folder.mkdir()
        path = folder / "game.toml"
        payload = tomli_w.dumps(session_to_data(good)).encode()
        if how == "truncated":
            payload = payload[: len(payload) // 2]
        elif how == "binary":
            payload = bytes(range(256)) * 4
        elif how != "missing":
            data = tomllib.loads(payload.decode())
            _edit(data, how)
            payload = tomli_w.dumps(data).encode()
        if how != "missing":
            path.write_bytes(payload)
        with pytest.raises(SaveError) as info:
            read_session(path)
        message = str(info.value)
        assert expected in message, how
        assert "\n" not in message and ("game.toml" in message), how
        messages.add(message)
        if how == "missing":
            assert list(folder.iterdir()) == []
        else:
            assert path.read_bytes() == payload, how
            assert [p.name for p in folder.iterdir()] == ["game.toml"], how
    assert len(messages) == len(DAMAGE)


def _save_data() -> dict[str, Any]:
    return tomllib.loads(tomli_w.dumps(session_to_data(played())))


FIELDS = [
    ("format",),
    ("schema",),
    ("game",),
    ("data_version",),
    ("created",),
    ("seed",),
    ("options",),
    ("dice",),
    ("state",),
    ("state", "turn"),
    ("state", "notes"),
    ("step",),
    ("step", "label"),
    ("step", "barrier"),
    ("log_count",),
    ("log_head",),
    ("log",),
    ("log", 0),
    ("log", 3, "natural"),
    ("log", 3, "inputs"),
    ("log", 1, "time"),
    ("log", 4, "modifiers"),
    ("history",),
    ("history", "past"),
    ("history", "past", 0),
    ("history", "past", 1, "change"),
    ("history", "past", 0, "change", "keys"),
    ("history", "past", 0, "change", "drop"),
    ("history", "future", 0, "dice"),
]

toml_values = st.recursive(
    st.one_of(
        st.text(),
        st.integers(-(2**63), 2**63 - 1),
        st.floats(),
        st.booleans(),
        st.datetimes(),
        st.dates(),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.sampled_from(FIELDS), st.one_of(st.text(), toml_values))
def test_anything_in_a_save_field_gives_a_save_error_or_loads(
    tmp_path: Path, where: tuple[Any, ...], value: Any
) -> None:
    """A hand-edited field would crash the app with a traceback instead of a sentence."""
    data = _save_data()
    holder: Any = data
    for key in where[:-1]:
        holder = holder[key]
    holder[where[-1]] = value
    path = tmp_path / "edited.toml"
    payload = tomli_w.dumps(data).encode()
    path.write_bytes(payload)
    try:
        read_session(path, autosave=False)
    except SaveError as exc:
        assert str(exc).startswith("edited.toml") and "\n" not in str(exc)
    assert path.read_bytes() == payload


@pytest.mark.parametrize(
    "value",
    [
        datetime.datetime(1805, 12, 2, 8),
        datetime.date(1805, 12, 2),
        datetime.time(8, 0),
        [datetime.date(1805, 12, 2)],
    ],
)
def test_a_date_in_a_logged_input_is_reported_not_crashed_on(tmp_path: Path, value: Any) -> None:
    """A TOML date typed into a log entry's inputs would crash the app and `tabletop verify`."""
    data = _save_data()
    data["log"][1]["inputs"] = {"when": value}
    path = tmp_path / "dated.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="log entry 2 .* was changed"):
        read_session(path, autosave=False)
    verdict = verify_file(path)
    assert verdict.problem is not None and "log entry 2 " in verdict.problem


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.text())
def test_any_text_as_a_save_gives_a_save_error(tmp_path: Path, text: str) -> None:
    """Opening some other text file by mistake would crash the app."""
    path = tmp_path / "notes.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError):
        read_session(path, autosave=False)


# -- crash safety ----------------------------------------------------------------------------

WRITER = """
import sys
from pathlib import Path
from tabletop.core.files import write_atomic
target, *payloads = map(Path, sys.argv[1:])
blobs = [p.read_bytes() for p in payloads]
print("ready", flush=True)
i = 0
while True:
    write_atomic(target, blobs[i % 2])
    i += 1
"""


def _huge(seed: int) -> bytes:
    session = Session.new(GAME, seed=seed, autosave=False)
    for i in range(1500):
        session.log = session.log.append(
            side="French",
            what="spi1980/crt",
            natural=i % 6 + 1,
            dice="1d6",
            inputs={"note": "x" * 200},
            result=f"r{i}",
        )
    return b"".join(saves.session_chunks(session))  # as the app writes it


def test_a_writer_killed_mid_save_leaves_a_loadable_file(tmp_path: Path) -> None:
    """A crash or power cut while saving would leave a half-written, unreadable save."""
    target = tmp_path / "game.toml"
    blobs = [_huge(1), _huge(2)]
    assert len(blobs[0]) > 500_000
    names = []
    for i, blob in enumerate(blobs):
        names.append(tmp_path / f"payload{i}")
        names[-1].write_bytes(blob)
    write_atomic(target, blobs[0])
    rng = random.Random(1805)
    for _ in range(5):
        with subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target), *map(str, names)],
            stdout=subprocess.PIPE,
            cwd=tmp_path,
        ) as child:
            assert child.stdout is not None and child.stdout.readline().strip() == b"ready"
            time.sleep(rng.uniform(0.0, 0.15))
            os.kill(child.pid, signal.SIGKILL)
            child.wait()
        assert target.read_bytes() in blobs
        session = read_session(target, autosave=False)
        assert len(session.log) == 1501
    assert os.path.getsize(target) in {len(b) for b in blobs}


def test_write_atomic_replaces_the_old_file_whole(tmp_path: Path) -> None:
    """A failed save would leave temporary files lying about in the user's folder."""
    target = tmp_path / "sub" / "f.toml"
    write_atomic(target, b"a = 1\n")
    write_atomic(target, b"a = 2\n")
    assert target.read_bytes() == b"a = 2\n"
    assert (tmp_path / "sub" / "f.toml.bak").read_bytes() == b"a = 1\n"
    assert sorted(p.name for p in target.parent.iterdir()) == ["f.toml", "f.toml.bak"]


@pytest.mark.usefixtures("fake_game_listed")
def test_an_older_schema_is_migrated_on_load(tmp_path: Path, monkeypatch) -> None:
    """A save from an older version would refuse to open instead of being brought up to date."""
    from tabletop.session import saves

    session = Session.new("fake", seed=9, path=tmp_path / "old.toml", autosave=False)
    session.act({"kind": "notes", "text": "old"})
    session.save()
    data = tomllib.loads((tmp_path / "old.toml").read_text())
    data["schema"] = saves.SCHEMA - 1
    data["state"]["remark"] = data["state"].pop("notes")  # what the old schema called it
    (tmp_path / "old.toml").write_text(tomli_w.dumps(data))

    def rename_remark(old: dict) -> dict:
        old["state"]["notes"] = old["state"].pop("remark")
        return old

    monkeypatch.setitem(saves.MIGRATIONS, saves.SCHEMA - 1, rename_remark)
    assert read_session(tmp_path / "old.toml", autosave=False).state.notes == "old"
    monkeypatch.delitem(saves.MIGRATIONS, saves.SCHEMA - 1)
    with pytest.raises(SaveError, match="too old"):
        read_session(tmp_path / "old.toml", autosave=False)


def test_a_card_game_save_records_the_deck_version(tmp_path: Path) -> None:
    """A card-game save would claim data version 0, so a later deck change could not be told
    from the one the game was played with."""
    session = Session.new("cardgame", seed=3, path=tmp_path / "c.toml", autosave=False)
    session.save()
    deck = tomllib.loads((CHECKOUT / "cards/cardgame.toml").read_text())
    saved = tomllib.loads((tmp_path / "c.toml").read_text())
    assert saved["data_version"] == deck["data_version"] >= 1


def test_a_long_session_written_click_by_click_reads_back_as_one_written_whole(
    tmp_path: Path,
) -> None:
    """Keeping each old log entry's text between autosaves (issue 13) would drift from what
    a whole write gives: a lost, doubled or stale entry, or a file another reader cannot read."""
    session = Session.new("spi1980", seed=5, path=tmp_path / "long.toml")  # autosave on
    columns = session.resolver("table:crt").inputs[0].choices
    for i in range(300):
        if i % 37 == 36:
            session.undo()
        else:
            session.resolve("table:crt", {"column": columns[i % len(columns)]}, side="Allied")
    clicked = (tmp_path / "long.toml").read_bytes()
    again = read_session(tmp_path / "long.toml", autosave=False)  # no kept text: all made anew
    write_session(again, tmp_path / "whole.toml")
    assert (tmp_path / "whole.toml").read_bytes() == clicked
    assert again.log.entries == session.log.entries and again.history == session.history
    whole = tomllib.loads(tomli_w.dumps(session_to_data(session)))
    assert read_session(tmp_path / "long.toml", autosave=False).log.entries == tuple(
        plain.load(LogEntry, e) for e in whole["log"]
    )


def _whole_text(session: Session) -> bytes:
    """The save as one tomli-w dump of everything but the log would lay it out."""
    data = session_to_data(session, with_log=False)
    scalars = {k: v for k, v in data.items() if not isinstance(v, dict)}
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    lines = b"".join(logfile.entry_line(e) for e in session.log.entries)
    return (
        tomli_w.dumps(scalars).encode()
        + logfile.OPEN
        + lines
        + logfile.CLOSE
        + b"\n"
        + tomli_w.dumps(tables).encode()
    )


@pytest.mark.usefixtures("fake_game_listed")
def test_undo_steps_written_click_by_click_are_the_bytes_of_a_whole_write(
    tmp_path: Path,
) -> None:
    """Keeping each undo step's text between autosaves (issue 13) would write a stale step
    after an undo, a redo or a change of the state: undo would then bring back the wrong
    position once the game is reopened."""
    session = Session.new(GAME, seed=3, path=tmp_path / "g.toml")  # autosave on
    rng = random.Random(13)
    for i in range(260):  # rolls (inline steps), changes (tables), undo and redo mixed
        pick = rng.random()
        if pick < 0.15:
            session.undo()
        elif pick < 0.25:
            session.redo()
        elif pick < 0.45:
            session.act({"kind": "next_turn"}, side="French")
        elif pick < 0.6:
            session.act({"kind": "notes", "text": f"note {i} with a ' and a long " + "x" * i})
        else:
            session.resolve("table:fire", {"column": "weak"}, side="Allied")
        assert (tmp_path / "g.toml").read_bytes() == _whole_text(session), i
    again = read_session(tmp_path / "g.toml", autosave=False)
    assert again.history == session.history and again.log.entries == session.log.entries


def test_a_backup_that_is_already_the_file_leaves_no_temporary_file(tmp_path: Path) -> None:
    """A writer killed between making FILE.bak and renaming the new FILE leaves FILE.bak as a
    second name of FILE; the next save would then leave a temporary file behind for good."""
    target = tmp_path / "f.toml"
    write_atomic(target, b"a = 1\n")
    os.link(target, tmp_path / "f.toml.bak")  # what the dead writer left
    write_atomic(target, b"a = 2\n")
    assert target.read_bytes() == b"a = 2\n"
    assert (tmp_path / "f.toml.bak").read_bytes() == b"a = 1\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.toml", "f.toml.bak"]
