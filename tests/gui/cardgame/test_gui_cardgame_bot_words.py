"""The bot's reasons in the reader's language (brief "words", item 1): a French player who
plays solo read the bot's moves in English in the History tab ("I attack Telnitz: best
outcome ...") and in the log's detail ("La raison de l'ordinateur : I attack ..."), and again
after reopening the save. The log keeps each reason's template beside its English words."""

from __future__ import annotations

from pathlib import Path

import pytest
from cardgame_gui_support import pump
from checkout_paths import SAVES

from tabletop.core import i18n
from tabletop.core.log import LogEntry
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.verify import verify_file

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot moves at once."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 0)


def _history_rows(tab) -> list[str]:  # type: ignore[no-untyped-def]
    """Each step of the History tab as its row reads."""
    tree = tab.history_view.tree
    return [str(tree.item(k, "values")[1]) for k in tree.get_children()]


def _bot_entries(tab) -> list[LogEntry]:  # type: ignore[no-untyped-def]
    return [e for e in tab.session.log.entries if e.inputs.get("reason")]


def _detail(tab, entry: LogEntry) -> str:  # type: ignore[no-untyped-def]
    """The log pane's detail line once the player clicks the entry's row."""
    view = tab.log_view
    view.tree.selection_set(str(entry.seq))
    view.update()
    return view.detail_text()


def _closed_and_verified(app, tk_root, tab, tmp_path: Path, monkeypatch) -> Path:  # type: ignore[no-untyped-def]
    """Close the tab and verify its autosave as a referee would, with an empty user folder."""
    path = tab.session.autosave_path()
    app.close_tab()
    pump(tk_root)
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "empty"))
    verdict = verify_file(path)
    assert verdict.problem is None and verdict.replayed, verdict.problem
    return Path(path)


@pytest.mark.parametrize("level", ["expert", "strong", "greedy"])
def test_the_bots_reasons_read_french_in_the_history_and_the_log(
    app, tk_root, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str
):
    i18n.set_language("fr")
    options = {"players": "solo", "bot": level, "human": "coalition", "bot_time": 30}
    tab = app.new_session("cardgame", seed=4, options=options)
    for _ in range(400):  # the bot (Napoleon) moves first, up to the Coalition's turn
        pump(tk_root, 1)
        if len(_bot_entries(tab)) >= 2 and not tab.panel.bot.pending:
            break
    bots = _bot_entries(tab)
    assert len(bots) >= 2
    pump(tk_root)
    rows = _history_rows(tab)
    mine = [row for row in rows if row.startswith("Mon choix : ")]
    assert len(mine) == len(bots), rows
    assert not [row for row in rows if row.startswith("I ")], rows
    for entry in bots:
        detail = _detail(tab, entry)
        assert "La raison de l'ordinateur\xa0: Mon choix : " in detail, detail
        assert str(entry.inputs["reason"]) not in detail  # not the English words
    # The save reopens in French too, and verifies on a machine that never saw it.
    path = _closed_and_verified(app, tk_root, tab, tmp_path, monkeypatch)
    reopened = app.open_path(path)
    assert reopened is not None
    pump(tk_root)
    again = _bot_entries(reopened)
    assert [e.hash for e in again[: len(bots)]] == [e.hash for e in bots]
    rows = _history_rows(reopened)
    assert len([row for row in rows if row.startswith("Mon choix : ")]) >= len(bots), rows
    assert "La raison de l'ordinateur\xa0: Mon choix : " in _detail(reopened, bots[0])
    i18n.set_language("en")


def test_an_old_solo_save_still_opens_reads_english_and_verifies(
    app, tk_root, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
):
    """A save written before reasons kept their templates (the example save) opens, shows
    its bot's reasons as written, and verifies; the bot's next move reads French."""
    source = SAVES / "cardgame-solo-strong-bot-to-move.toml"
    target = tmp_path / source.name
    target.write_bytes(source.read_bytes())
    old = [e for e in _entries(target) if e.inputs.get("reason")]
    assert old and all(e.inputs_said is None for e in old)
    i18n.set_language("fr")
    tab = app.open_path(target)
    assert tab is not None
    for _ in range(400):
        pump(tk_root, 1)
        if len(_bot_entries(tab)) > len(old) and not tab.panel.bot.pending:
            break
    pump(tk_root)
    rows = _history_rows(tab)
    assert any(row.startswith("Mon choix : ") for row in rows), rows
    assert "I " in _detail(tab, old[-1])  # as written: no template to read it from
    _closed_and_verified(app, tk_root, tab, tmp_path, monkeypatch)
    i18n.set_language("en")


def _entries(path: Path) -> tuple[LogEntry, ...]:
    from tabletop.session.saves import read_session

    return read_session(path, autosave=False).log.entries
