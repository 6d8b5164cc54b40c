"""No file is written through a symbolic link the player did not open a save at (issue 31,
item 6): `tabletop new -o LINK --force` wrote the new game into the file the link named (a
link to another game's save, or to any file of the player's), and a link to no file yet made
that file. A save opened through a link still follows it (issue 21,
tests/core/test_files_written.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from printed_support import OWNERS

from tabletop.commands import main
from tabletop.core.files import SymlinkRefused
from tabletop.session.saves import read_session


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("force", [["--force"], []], ids=["--force", "no --force"])
@pytest.mark.parametrize("target", ["a file", "no file yet"])
def test_new_refuses_a_link_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], force: list[str], target: str
) -> None:
    other = tmp_path / "other.toml"
    if target == "a file":
        other.write_text("another game\n")
    link = tmp_path / "new.toml"
    link.symlink_to(other)
    code, out, err = run(capsys, "new", "spi1980", "-o", str(link), *force)
    assert code == 2 and out == ""
    assert err == (
        f"tabletop: {link} is a link to another file ({other}); it is not written through: "
        "give the file's own path, or another name.\n"
    )
    assert link.is_symlink()
    if target == "a file":
        assert other.read_text() == "another game\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["new.toml", *(["other.toml"] if target == "a file" else [])]
    )


def test_saving_a_game_as_a_link_is_refused(tmp_path: Path) -> None:
    """Save as... a name that is a link to another file wrote that file."""
    save = tmp_path / "game.toml"
    assert main(["new", "vaevictis", "-o", str(save)]) == 0
    other = tmp_path / "other.toml"
    other.write_text("kept\n")
    link = tmp_path / "copy.toml"
    link.symlink_to(other)
    session = read_session(save, autosave=False)
    with pytest.raises(SymlinkRefused, match="is a link to another file"):
        session.save(link)
    assert other.read_text() == "kept\n" and link.is_symlink()


@pytest.mark.parametrize("command", ["printed export", "printed export --force", "aar", "report"])
def test_no_export_is_written_through_a_link(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    save = tmp_path / "game.toml"
    assert main(["new", "spi1980", "-o", str(save)]) == 0
    OWNERS["spi1980"]("a")  # entries to export
    other = tmp_path / "other.txt"
    other.write_text("kept\n")
    suffix = {"aar": ".md", "report": ".pdf"}.get(command, ".toml")
    link = tmp_path / f"out{suffix}"
    link.symlink_to(other)
    argv = {
        "printed export": ["printed", "export", "spi1980", "-o", str(link)],
        "printed export --force": ["printed", "export", "spi1980", "-o", str(link), "--force"],
        "aar": ["aar", str(save), "-o", str(link)],
        "report": ["report", str(save), "-o", str(link)],
    }[command]
    capsys.readouterr()
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert "is a link to another file" in err and err.count("\n") == 1
    assert other.read_text() == "kept\n" and link.is_symlink()
