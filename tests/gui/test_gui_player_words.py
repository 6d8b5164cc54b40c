"""A player's words everywhere (issue 33 item 3): every text the window shows for every example
save (every page's labels, buttons, headings and tabs, the History list, the log's rows and
the detail line of each entry, the after-action report) in English and in French reads as a
player would say it, never as the engine's names.

Failing, a player read `plot_reserve` in the History tab, `units={'unit': 'levis', ...}` in a
log row's detail, "entered: tables.fire", or "attack_target = any, bot = strong" in the report;
and a value as the save holds it where its field or option has words: "Tie: defender" in a
new game's entry for "A tie in force: the defender wins", "Players: two".
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES
from choice_codes import coded_value
from fit_support import on_screen_of, walk
from shown_texts import shown_texts

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
    coded = coded_value(tab.session.game.id)

    def look(where: str, text: str) -> None:
        _code_like(found, where, text)
        code = coded.search(text) if coded is not None else None
        if code is not None:
            found.setdefault(text, f"{where} (the saved word {code.group(1)!r})")

    for place in walk(tk_root, tab):
        for where, text in shown_texts(tab):
            look(f"{place}: {where}", text)
    history = tab.history_view.tree
    for key in history.get_children():
        look("History", " ".join(str(v) for v in history.item(key, "values")))
    for row in tab.log_view.rows():
        look(f"log row {row[0]}", " | ".join(row))
    public, words = tab.session.public_entry, tab.log_view.words
    for entry in tab.session.log.entries:
        look(f"log detail {entry.seq}", describe(public(entry), words))
    tab.log_view.tree.selection_set(tab.log_view.tree.get_children()[0])
    tk_root.update()
    look("log detail shown", tab.log_view.detail_text())
    for line in markdown(after_action(tab.session), {}).splitlines():
        look("after-action report", line)
    tab.session.flush()
    assert not found, "\n".join(f"{text!r} at {where}" for text, where in found.items())
