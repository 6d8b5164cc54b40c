"""A player's words everywhere (issue 33 item 3): every text the window shows for every example
save (every page's labels, buttons, headings and tabs, the History list, the log's rows and
the detail line of each entry, the after-action report) in English and in French reads as a
player would say it, never as the engine's names.

Failing, a player read `plot_reserve` in the History tab, `units={'unit': 'levis', ...}` in a
log row's detail, "entered: tables.fire", or "attack_target = any, bot = strong" in the report.
"""

from __future__ import annotations

import re
import shutil
import tkinter as tk
from collections.abc import Iterator
from pathlib import Path

import pytest
from checkout_paths import SAVES
from fit_support import on_screen_of, walk

from tabletop.core import i18n

pytestmark = pytest.mark.gui

EXAMPLES = sorted(SAVES.glob("*.toml"))

IDENTIFIER = re.compile(
    r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b"  # snake_case: plot_reserve, enemy_adjacent
    r"|\{['\"]|['\"]\}"  # a Python dict: {'unit': ...}
    r"|\b[a-z_]+=\S"  # key=value: attack_target=any
    r"|\b[a-z_]+ = [a-z_]+(?:[,;\n]|$)"  # key = value: bot = strong (not prose: "a = b des")
    r"|\b[a-z_]+\.(?!toml\b|md\b|txt\b|png\b|pdf\b|bak\b)[a-z_]+\b"  # a dotted key: tables.fire
)
"""What a shown text must never look like."""


def _texts(widget: tk.Misc) -> Iterator[tuple[str, str]]:
    """(where, text) of every label, button, tab, heading and canvas text shown in `widget`."""
    from tkinter import ttk

    for child in widget.winfo_children():
        if isinstance(child, (tk.Toplevel, tk.Menu)) or not child.winfo_ismapped():
            continue
        try:
            yield f"{child.winfo_class()} {str(child)[-50:]}", str(child.cget("text"))
        except tk.TclError:
            pass
        if isinstance(child, ttk.Notebook):
            for tab in child.tabs():
                yield f"tab of {str(child)[-40:]}", str(child.tab(tab, "text"))
        if isinstance(child, ttk.Treeview):
            for column in ("#0", *child.cget("columns")):
                yield f"heading of {str(child)[-40:]}", str(child.heading(column, "text"))
        if isinstance(child, tk.Canvas):
            for item in child.find_all():
                if child.type(item) == "text":
                    yield f"canvas {str(child)[-40:]}", str(child.itemcget(item, "text"))
        yield from _texts(child)


def _code_like(found: dict[str, str], where: str, text: str) -> None:
    # The message line may name the save's file and folder: a path, not a word of the game.
    if "/" in text and where.startswith("status"):
        return
    if IDENTIFIER.search(text.replace("e.g.", "").replace("i.e.", "")):
        found.setdefault(text, where)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("save", EXAMPLES, ids=[s.stem for s in EXAMPLES])
def test_no_shown_text_reads_as_code(tk_root, tmp_path: Path, save: Path, language, monkeypatch):
    from tabletop.gui.app import App
    from tabletop.gui.widgets.logexport import describe
    from tabletop.story.aar import after_action
    from tabletop.story.aar_format import markdown

    monkeypatch.setenv(i18n.ENVIRONMENT, language)
    i18n.set_language(language)
    app = App(tk_root)
    on_screen_of(tk_root, (1280, 800))
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    assert tab is not None, app.status.get()
    found: dict[str, str] = {}
    for place in walk(tk_root, tab):
        for where, text in _texts(tab):
            _code_like(found, f"{place}: {where}", text)
    history = tab.history_view.tree
    for key in history.get_children():
        _code_like(found, "History", " ".join(str(v) for v in history.item(key, "values")))
    for row in tab.log_view.rows():
        _code_like(found, f"log row {row[0]}", " | ".join(row))
    public, words = tab.session.public_entry, tab.log_view.words
    for entry in tab.session.log.entries:
        _code_like(found, f"log detail {entry.seq}", describe(public(entry), words))
    tab.log_view.tree.selection_set(tab.log_view.tree.get_children()[0])
    tk_root.update()
    _code_like(found, "log detail shown", tab.log_view.detail_text())
    for line in markdown(after_action(tab.session), {}).splitlines():
        _code_like(found, "after-action report", line)
    tab.session.flush()
    assert not found, "\n".join(f"{text!r} at {where}" for text, where in found.items())
