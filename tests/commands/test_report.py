"""`tabletop report FILE -o OUT.pdf|OUT.png`: one page about a session, and its errors."""

from __future__ import annotations

import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from checkout_paths import SAVES
from PIL import Image

from tabletop.commands import main

SAVE = SAVES / "spi1980-turn3-after-combat.toml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _ink(image: Image.Image) -> float:
    """Share of pixels that are not near-white: a blank page has none."""
    grey = image.convert("L")
    histogram = grey.histogram()
    return sum(histogram[:200]) / (grey.width * grey.height)


def test_report_pdf_first_page_renders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The PDF a player shares opens as one A4 page with the game's title and charts on it
    (rendered to PNG here, as a PDF reader would)."""
    import pypdfium2

    out = tmp_path / "story.pdf"
    code, text, err = run(capsys, "report", str(SAVE), "-o", str(out))
    assert code == 0 and "tabletop:" not in err  # (a first matplotlib may note its font cache)
    assert "report on The Battle of Austerlitz" in text
    pdf = pypdfium2.PdfDocument(str(out))
    assert len(pdf) == 1
    page = pdf[0]
    width, height = page.get_size()
    assert (round(width), round(height)) == (595, 842)  # A4 in points
    assert "The Battle of Austerlitz (SPI, 1980)" in page.get_textpage().get_text_range()
    assert "tabletop verify spi1980-turn3-after-combat.toml" in page.get_textpage().get_text_range()
    image = page.render(scale=1).to_pil()
    png = tmp_path / "page.png"
    image.save(png)
    with Image.open(png) as saved:
        assert saved.size == (math.ceil(width), math.ceil(height))
    assert _ink(image) > 0.02


def test_report_png_has_the_page_size(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The PNG is an A4 page at 150 dpi, with something drawn on it."""
    out = tmp_path / "story.png"
    code, _, err = run(
        capsys, "report", str(SAVES / "cardgame-solo-greedy-midgame.toml"), "-o", str(out)
    )
    assert code == 0 and "tabletop:" not in err  # (a first matplotlib may note its font cache)
    image = Image.open(out)
    assert image.size == (1240, 1753)
    assert _ink(image) > 0.02


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["missing.toml", "-o", "x.pdf"], "missing.toml does not exist"),
        ([str(SAVE), "-o", "x.jpg"], "must end in .pdf or .png"),
        ([str(SAVE), "-o", "/no/such/folder/x.png"], "does not exist"),
        ([str(SAVE)], "-o"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], args: list[str], says: str, tmp_path: Path
) -> None:
    """A wrong file or output name prints one plain line and exits 2, writing nothing."""
    code, out, err = run(capsys, "report", *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and says in err and "Error" not in err


def test_a_broken_save_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save that is not TOML gives one sentence, and no report is written."""
    bad = tmp_path / "bad.toml"
    bad.write_text("this is [not toml")
    code, _, err = run(capsys, "report", str(bad), "-o", str(tmp_path / "r.png"))
    assert code == 2 and err.count("\n") == 1
    assert not (tmp_path / "r.png").exists()


def test_the_window_does_not_load_matplotlib_at_start() -> None:
    """Opening the window stays fast: matplotlib loads only when a chart is first shown."""
    code = (
        "import sys, tabletop.gui.app, tabletop.gui.session_tab, tabletop.commands; "
        "print(sorted(m for m in sys.modules if m.startswith(('matplotlib', 'numpy'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_report_from_an_installed_command(tmp_path: Path) -> None:
    """The `tabletop` command itself writes the page (as a player would run it)."""
    exe = shutil.which("tabletop", path=str(Path(sys.executable).parent))
    if exe is None:
        pytest.skip("the tabletop command is not installed next to this Python")
    out = tmp_path / "r.png"
    done = subprocess.run(
        [exe, "report", str(SAVE), "-o", str(out)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert out.stat().st_size > 10_000
