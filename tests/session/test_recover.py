"""A save that does not open is never the end of a game (issue 31, item 3): `show` says what
is wrong in one plain sentence (the loader's words, naming the field, under Details), and
`tabletop recover` writes the game up to the last entry that loads as a NEW file, which
verifies; the damaged file keeps its bytes, and no file is ever written over."""

from __future__ import annotations

import json
import random
from pathlib import Path

import checkout_paths
import pytest
from damaged_saves import ENTRIES, EXAMPLE, copy_example, damaged_entry, damaged_state
from test_verify import run

from tabletop.session.saves import read_session


def test_show_says_in_a_plain_sentence_what_is_wrong_and_what_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The window and `show` said "game.toml: state.turn is 99; it runs 1 to 10 ...": a field
    name, and no word that the game could still be opened."""
    save = damaged_state(tmp_path)
    before = save.read_bytes()
    code, out, err = run(capsys, "show", str(save))
    sentence, hint, details = err.splitlines()
    assert code == 2 and out == ""
    assert sentence == (
        "tabletop: game.toml does not open: the game's position, undo steps or options saved in "
        "it cannot be read back, though its log is whole."
    )
    assert f"tabletop recover {save}` opens it up to the last entry that loads (entry " in hint
    assert f"{ENTRIES} of {ENTRIES})" in hint and "game-recovered.toml" in hint
    assert details.startswith("Details: ") and "state.turn is 99" in details
    code, out, _ = run(capsys, "show", str(save), "--json")
    shown = json.loads(out)
    assert code == 2 and "state.turn" in shown["detail"] and "state." not in shown["error"]
    assert shown["loads_up_to"] == ENTRIES and shown["backup"] is None
    assert save.read_bytes() == before
    assert not (tmp_path / "game-recovered.toml").exists()  # show writes nothing


def test_a_damaged_state_recovers_the_whole_game_from_its_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A position damaged by hand or by a bug took the whole evening with it."""
    save = damaged_state(tmp_path)
    before = save.read_bytes()
    code, out, err = run(capsys, "recover", str(save))
    new = tmp_path / "game-recovered.toml"
    assert code == 0, err
    assert out == (
        f"{save}: opened up to entry {ENTRIES} of {ENTRIES}, the last that loads, and written "
        f"to {new}, which verifies; {save} is left as it is.\n"
    )
    assert save.read_bytes() == before
    assert run(capsys, "verify", str(new))[0] == 0
    honest = read_session(checkout_paths.SAVES / EXAMPLE, autosave=False)
    assert read_session(new, autosave=False).state == honest.state


def test_a_damaged_late_entry_recovers_the_entries_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An entry changed at 40 of 56 left nothing of the game to open."""
    save = damaged_entry(tmp_path, 40)
    before = save.read_bytes()
    code, _, err = run(capsys, "show", str(save))
    assert code == 2
    assert err.splitlines()[0] == (
        "tabletop: game.toml does not open: its log is damaged from entry 40 on (of 56)."
    )
    assert "(entry 39 of 56)" in err
    code, out, err = run(capsys, "recover", str(save), "--json")
    result = json.loads(out)
    assert code == 0 and result["kept"] == 39 and result["verifies"], err
    shown = json.loads(run(capsys, "show", result["written"], "--json")[1])
    assert shown["log_entries"] == 39
    assert save.read_bytes() == before


def test_recover_never_writes_over_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A second recovery, or `-o` naming a file, would have replaced what is there."""
    save = damaged_entry(tmp_path, 30)
    first = tmp_path / "game-recovered.toml"
    first.write_text("mine", encoding="utf-8")
    code, out, err = run(capsys, "recover", str(save), "-o", str(first))
    assert code == 2 and "already exists" in err and first.read_text(encoding="utf-8") == "mine"
    code, out, err = run(capsys, "recover", str(save))
    assert code == 0 and first.read_text(encoding="utf-8") == "mine"
    second = tmp_path / "game-recovered-2.toml"
    assert f"written to {second}" in out
    assert run(capsys, "verify", str(second))[0] == 0


def test_the_backup_is_offered_and_copied_when_it_opens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """FILE.bak, the version before the last save, was not mentioned when FILE failed."""
    save = damaged_entry(tmp_path, 2)
    backup = tmp_path / "game.toml.bak"
    backup.write_bytes((checkout_paths.SAVES / EXAMPLE).read_bytes())
    kept = backup.read_bytes()
    code, _, err = run(capsys, "show", str(save))
    assert code == 2 and "Its backup game.toml.bak, the version before the last save, opens" in err
    code, out, err = run(capsys, "recover", str(save), "--backup")
    copy = tmp_path / "game-backup.toml"
    assert code == 0 and f"copied to {copy}" in out, err
    assert copy.read_bytes() == kept and backup.read_bytes() == kept
    assert run(capsys, "verify", str(copy))[0] == 0


def test_a_save_over_the_line_limit_still_opens_up_to_its_last_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Pratzen scenario entered a battalion at a time grew past 20,000 lines besides its
    log, and nothing of it opened: its log is whole, so the game is."""
    save = copy_example(tmp_path)
    with save.open("a", encoding="utf-8") as out:
        out.write("# undo step\n" * 20_001)
    code, _, err = run(capsys, "show", str(save))
    assert code == 2 and "more than 20,000 lines besides its log" in err.splitlines()[0]
    code, out, err = run(capsys, "recover", str(save), "--json")
    assert code == 0 and json.loads(out)["kept"] == ENTRIES and json.loads(out)["verifies"], err


def test_a_file_with_nothing_to_open_says_so_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Recovery must not promise what it cannot give."""
    save = tmp_path / "game.toml"
    save.write_text('format = "austerlitz-tabletop session"\nschema = 3\ngame = "chess"\n')
    code, _, err = run(capsys, "show", str(save))
    assert code == 2 and err.splitlines()[0] == (
        "tabletop: game.toml does not open: it is a game of 'chess', which this version of "
        "the app does not know."
    )
    code, out, err = run(capsys, "recover", str(save))
    assert code == 2 and out == "" and "Nothing in it can be opened again" in err
    assert [p.name for p in tmp_path.iterdir() if p.name != "home"] == ["game.toml"]


def _mutant(raw: bytes, rng: random.Random) -> bytes:
    """The save with a line dropped, doubled, cut short, or a few characters changed."""
    lines = raw.split(b"\n")
    where = rng.randrange(len(lines))
    kind = rng.randrange(4)
    if kind == 0:
        del lines[where]
    elif kind == 1:
        lines.insert(where, lines[rng.randrange(len(lines))])
    elif kind == 2:
        return raw[: rng.randrange(len(raw))]
    else:
        line = bytearray(lines[where])
        for _ in range(rng.randint(1, 3)):
            if line:
                line[rng.randrange(len(line))] = rng.randrange(33, 127)
        lines[where] = bytes(line)
    return b"\n".join(lines)


@pytest.mark.parametrize("save", sorted(checkout_paths.SAVES.glob("*.toml")), ids=lambda p: p.stem)
def test_every_damaged_save_recovers_to_one_that_verifies_or_says_why_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], save: Path
) -> None:
    """Saves damaged at random (a line lost, doubled, cut, mistyped): `show` gave a plain
    sentence, `recover` a file that verifies or one sentence, and never a traceback."""
    rng = random.Random(save.name)
    for n in range(4):
        path = tmp_path / f"m{n}.toml"
        raw = _mutant(save.read_bytes(), rng)
        path.write_bytes(raw)
        code, _, err = run(capsys, "show", str(path))
        if code == 0:
            continue
        assert code == 2 and "internal error" not in err and "Traceback" not in err, err
        code, out, err = run(capsys, "recover", str(path), "--json")
        assert code in (0, 2) and "internal error" not in err, err
        if code == 0:
            assert json.loads(out)["verifies"], out
        assert path.read_bytes() == raw


def test_the_players_notes_on_the_entries_kept_are_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A note on an entry before the damage was lost with the game."""
    save = damaged_entry(tmp_path, 40)
    with save.open("a", encoding="utf-8") as out:
        out.write('\n[notes]\n"5" = "the Guard waits"\n"45" = "after the damage"\n')
    code, out, err = run(capsys, "recover", str(save), "--json")
    assert code == 0, err
    assert read_session(Path(json.loads(out)["written"]), autosave=False).notes == {
        5: "the Guard waits"
    }


def test_a_log_cut_short_says_so_and_recovers_what_it_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Entries lost from the log's end left the save refused with no way to the rest."""
    save = copy_example(tmp_path)
    text = save.read_text(encoding="utf-8")
    save.write_text(text.replace(f"\nlog_count = {ENTRIES}\n", "\nlog_count = 59\n"))
    code, _, err = run(capsys, "show", str(save))
    assert code == 2 and err.splitlines()[0] == (
        "tabletop: game.toml does not open: its log does not end where the save says it does "
        f"(entries were removed or added, or its count changed); its {ENTRIES} entries read."
    )
    code, out, _ = run(capsys, "recover", str(save), "--json")
    assert code == 0 and json.loads(out)["kept"] == ENTRIES and json.loads(out)["verifies"]
