"""The after-action report's files: the report in its format and the charts beside it, each
through the atomic writer: a link or a read-only file at any of their names is refused in a
sentence before anything is written.
The shell (`tabletop aar`) and the window (File > Export after-action report…) both write
with `write_aar`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop.core.files import writable, write_atomic

FORMATS = ("bbcode", "markdown", "html")
"""The formats a report is written in."""
SUFFIXES = {".md": "markdown", ".markdown": "markdown", ".html": "html", ".htm": "html"}
"""The format a file's suffix names (any other suffix: BBCode, as a forum post)."""


def format_for(path: Path) -> str:
    """The format a report file's name asks for."""
    return SUFFIXES.get(path.suffix.lower(), "bbcode")


def chart_path(out: Path, key: str) -> Path:
    """Where a chart of the report `out` is written: OUT-battle.png beside it."""
    return out.with_name(f"{out.stem}-{key}.png")


def targets(out: Path, kind: str, *, charts: bool = True) -> list[Path]:
    """Every file a report writes: the report, then its charts when they go beside it."""
    beside = charts and kind != "html"
    return [out, *(chart_path(out, key) for key in ("battle", "dice") if beside)]


def write_aar(session: Any, out: Path, kind: str, *, charts: bool = True) -> list[Path]:
    """Write the report of `session` to `out` in `kind`, with its charts (drawn once: as
    PNG files beside a BBCode or Markdown report, inside an HTML page); the files written."""
    from tabletop.story.aar import after_action
    from tabletop.story.aar_format import WRITERS, html_page

    for path in targets(out, kind, charts=charts):
        writable(path)  # a link or a read-only file: refused before anything is written
    report = after_action(session)
    pngs: dict[str, bytes] = {}
    if charts:
        from tabletop.story.aar_charts import chart_pngs

        pngs = chart_pngs(session)
    written = []
    if kind == "html":
        text = html_page(report, pngs)
    else:
        names = {key: chart_path(out, key).name for key in pngs}
        text = WRITERS[kind](report, names)
        for key, data in pngs.items():
            write_atomic(chart_path(out, key), data)
            written.append(chart_path(out, key))
    write_atomic(out, text.encode("utf-8"))
    return [out, *written]
