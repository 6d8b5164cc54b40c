"""Every file the app writes goes through the one atomic writer (issue 21, item 3): no write
through a link to another file, nothing left cut short by a full disk, and a read-only or
linked save keeps its mode and its link, or is refused in a sentence."""

from __future__ import annotations

import resource
import shutil
import signal
import stat
from pathlib import Path

import pytest
from checkout_paths import SAVES
from fork_support import finish, start

from tabletop.commands import main
from tabletop.core.errors import TabletopError
from tabletop.core.files import write_atomic
from tabletop.session.saves import read_session

EXAMPLE = SAVES / "vaevictis-turn3-losses-and-a-dead-general.toml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(err: str) -> str:
    assert err.startswith("tabletop: ") and err.count("\n") == 1, err
    assert "Errno" not in err and "Traceback" not in err
    return err


def test_a_report_is_not_written_through_a_link_to_another_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`report -o link.pdf`, the link naming a system file: that file became a PDF."""
    system = tmp_path / "passwd"
    system.write_text("root:x:0:0\n")
    link = tmp_path / "report.pdf"
    link.symlink_to(system)
    code, out, err = run(capsys, "report", str(EXAMPLE), "-o", str(link))
    assert code == 2 and out == ""
    assert "is a link to another file" in one_sentence(err)
    assert system.read_text() == "root:x:0:0\n" and link.is_symlink()


def _full_disk() -> None:
    """Files may not grow past 20 kB, as on a full disk."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))


@pytest.mark.parametrize("kind", ["png", "pdf"])
def test_a_report_on_a_full_disk_leaves_the_old_report_whole(tmp_path: Path, kind: str) -> None:
    """On a full disk an existing PNG report was left cut short, and a PDF gave "internal
    error ... inconsistent stream state" (the figure was saved straight to the path)."""
    out = tmp_path / f"report.{kind}"
    out.write_bytes(b"the report before" * 10)
    code, err = finish(*start(["report", str(EXAMPLE), "-o", str(out)], _full_disk))
    assert code == 2
    sentence = one_sentence(err)
    assert f"{out} cannot be used: it would be larger than this system lets a file be" in sentence
    assert out.read_bytes() == b"the report before" * 10
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]


def test_a_save_reached_through_a_link_keeps_its_link(tmp_path: Path) -> None:
    """`act` on a save reached through a symlink replaced the link by a regular file, and the
    file it named kept the old state."""
    real = tmp_path / "club" / "game.toml"
    real.parent.mkdir()
    shutil.copy(EXAMPLE, real)
    link = tmp_path / "game.toml"
    link.symlink_to(real)
    assert main(["act", str(link), "notes", "--text", "through the link"]) == 0
    assert link.is_symlink() and link.resolve() == real
    assert read_session(real, autosave=False).log.entries[-1].inputs["text"] == "through the link"


def test_a_read_only_save_is_refused_in_a_sentence_and_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`act` on a save its owner made read-only replaced it (and its mode) all the same."""
    save = tmp_path / "game.toml"
    shutil.copy(EXAMPLE, save)
    save.chmod(stat.S_IRUSR | stat.S_IRGRP)
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "notes", "--text", "x")
    assert code == 2 and out == ""
    assert f"{save} is read-only, so it was not written" in one_sentence(err)
    assert save.read_bytes() == before
    assert stat.S_IMODE(save.stat().st_mode) == stat.S_IRUSR | stat.S_IRGRP


def test_log_exports_and_packs_are_not_written_through_a_link(tmp_path: Path) -> None:
    """A log export or a pack written to a link wrote the file the link names."""
    from tabletop.gui.widgets.logexport import write_csv, write_markdown

    other = tmp_path / "other.txt"
    other.write_text("kept")
    link = tmp_path / "export.csv"
    link.symlink_to(other)
    entries = read_session(EXAMPLE, autosave=False).log.entries
    with pytest.raises(TabletopError, match="is a link to another file"):
        write_csv(entries, link)
    with pytest.raises(TabletopError, match="is a link to another file"):
        write_markdown(entries, link, title="t", count=1, head="h")
    with pytest.raises(TabletopError, match="is a link to another file"):
        write_atomic(link, b"a pack")
    assert other.read_text() == "kept" and link.is_symlink()


def test_a_refused_write_says_why_in_plain_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "cannot do that (...): Permission denied." is the system's wording, not a sentence."""
    import errno

    from matplotlib.figure import Figure

    from tabletop.story import page

    out = tmp_path / "report.png"

    def refused(path: Path, *_: object, **__: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied", str(path))

    monkeypatch.setattr(page, "write_atomic", refused)
    monkeypatch.setattr(page, "report_figure", lambda session: Figure())  # (drawn faster)
    code, _, err = run(capsys, "report", str(EXAMPLE), "-o", str(out))
    assert code == 2
    sentence = one_sentence(err)
    assert (
        sentence
        == f"tabletop: {out} cannot be used: your account is not allowed to use it there.\n"
    )
