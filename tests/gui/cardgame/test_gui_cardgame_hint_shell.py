"""The window's Hint and `tabletop act FILE hint` are one path (brief "words", item 2): on the
same save they log the same entry (the move advised, its score, the side, the sentence),
and the shell refuses where the window's Hint is greyed, with the same sentence."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from cardgame_gui_support import pump

from tabletop.commands import main
from tabletop.core.i18n import tr
from tabletop.session.saves import read_session

pytestmark = pytest.mark.gui

KEPT = ("side", "what", "inputs", "result", "said", "label", "step", "case")
"""What a log entry says (its time and hashes aside)."""


def _new(path: Path, *options: str) -> None:
    assert main(["new", "cardgame", "-o", str(path), "--seed", "7", *options]) == 0


def test_the_windows_hint_logs_what_act_hint_logs(app, tk_root, tmp_path: Path, capsys):
    shell, window = tmp_path / "shell.toml", tmp_path / "window.toml"
    _new(shell, "--option", "players=solo", "--option", "bot_time=600000")
    shutil.copy(shell, window)
    capsys.readouterr()
    assert main(["act", str(shell), "hint"]) == 0
    said = capsys.readouterr().out.splitlines()[0]
    tab = app.open_path(window)
    assert tab is not None
    pump(tk_root)
    tab.panel.hints.menu.invoke(0)
    pump(tk_root)
    mine = read_session(shell, autosave=False).log.entries[-1]
    theirs = tab.session.log.entries[-1]
    assert [getattr(theirs, k) for k in KEPT] == [getattr(mine, k) for k in KEPT]
    assert said == f"Napoleon: {tab.panel.hint_says.cget('text')}"


def test_the_shell_refuses_a_hint_as_the_window_greys_it(app, tk_root, tmp_path: Path, capsys):
    path = tmp_path / "bot.toml"
    _new(path, "--option", "players=solo", "--option", "human=coalition")
    capsys.readouterr()
    assert main(["act", str(path), "hint"]) == 2
    refused = capsys.readouterr().err.strip()
    copy = tmp_path / "copy.toml"
    shutil.copy(path, copy)
    tab = app.open_path(copy)  # the bot moves only after its delay: the test holds it
    assert tab is not None
    tab.panel.bot.paused = True  # the bot's turn, held there
    pump(tk_root)
    assert tab.panel.hints.menu.entrycget(0, "state") == "disabled"
    assert refused == f"tabletop: {tr(tab.panel.hints.closed())}"
