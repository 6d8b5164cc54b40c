"""The shared widgets in French: a resolver and the log view read in the player's language
(their own words from the catalog, the game's through `tr`), the odds bars write their
percentages the French way, and nothing the French words lengthen is cut off."""

from __future__ import annotations

from fractions import Fraction

import pytest
from fit_support import clipped
from gui_fakes import fake_session

from tabletop.core import i18n
from tabletop.core.i18n import _, ngettext, tr
from tabletop.core.tracks import Track, Trigger
from tabletop.gui.widgets.history import HistoryView
from tabletop.gui.widgets.logexport import stats_lines
from tabletop.gui.widgets.logview import LogView
from tabletop.gui.widgets.odds import percent
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.gui.widgets.track import TrackView

pytestmark = pytest.mark.gui


def french(message: str) -> str:
    """The catalog's French for `message`, checked to be French (not the English back)."""
    said = _(message)
    assert said != message, f"no French for {message!r}"
    return said


def test_the_odds_bars_write_percentages_the_french_way() -> None:
    i18n.set_language("fr")
    assert percent(Fraction(1, 6)) == "16,7\u00a0%" == i18n.percent(1 / 6)
    assert percent(Fraction(1, 2)) == "50\u00a0%"
    i18n.set_language("en")
    assert percent(Fraction(1, 6)) == "16.7%"
    assert percent(Fraction(1, 2)) == "50%"


def test_a_resolver_reads_in_french(tk_root) -> None:
    i18n.set_language("fr")
    session = fake_session()
    view = ResolverView(tk_root, session, "crt", side="French")
    view.pack()
    view.update()
    resolver = session.resolver("crt")
    assert view.title_label.cget("text") == tr(resolver.title)
    assert view.source_label.cget("text") == french("Source: {case}").format(case="7.1")
    assert view.use_typed_button.cget("text") == french("Use this roll")
    assert view.roll_button.cget("text") == f"{french('Roll')} 1d6"
    labels = {
        str(w.cget("text"))
        for w in view.winfo_children()[1].winfo_children()
        if w.winfo_class() == "TLabel"
    }
    assert labels == {tr(spec.label) for spec in resolver.inputs}
    # The bars: French percentages beside each result.
    assert view.odds_shown() == {
        "AE": "16,7\u00a0%",
        "AR": "33,3\u00a0%",
        "DR": "33,3\u00a0%",
        "DE": "16,7\u00a0%",
    }
    # A roll typed in: the cause and the rulebook case in French, the result as the game gives it.
    view.set_input("leader", "2")
    view.typed_entry.insert(0, "3")
    view.use_typed_button.invoke()
    view.update()
    assert view.result_text() == tr("DR")
    cause = french("{dice} typed in: {natural}").format(dice="1d6", natural=3)
    assert view.cause_text().startswith(cause)
    assert french(", modified to {modified}").format(modified=5) in view.cause_text()
    assert view.case_text() == french("Rulebook case: {case}").format(case="7.1")
    # A refusal of the widget's own reads in French too.
    view.typed_entry.delete(0, "end")
    view.use_typed_button.invoke()
    assert view.error_text() == french("Type the total the {dice} showed first.").format(dice="1d6")
    # The log keeps the choice the rules name, whatever language showed it.
    assert session.log.entries[-1].inputs["odds"] == "1-1"


def test_the_log_view_reads_in_french(tk_root) -> None:
    i18n.set_language("fr")
    session = fake_session()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    session.resolve("crt", {}, roll=6, side="Allied")
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    assert view.tree.heading("side", "text") == french("Side")
    assert view.tree.heading("result", "text") == french("Result")
    assert view.side_var.get() == french("all")
    assert view.copy_button.cget("text") == french("Copy")
    assert view.csv_button.cget("text") == french("Export CSV\u2026")
    count = str(view.count_label.cget("text"))
    assert count.startswith(ngettext("{n} entry", "{n} entries", 2).format(n=2))
    assert french("{mark} marks a roll typed in.").format(mark="\u270d") in count
    assert view.detail_text() == french(
        "Click a row to read it in full (inputs, modifiers, dice, case)."
    )
    # The dice statistics: French words, French decimals.
    lines = view.stats_text().splitlines()
    assert lines == stats_lines(session.log.entries)
    mean = ngettext(
        "{side}: {n} roll, mean {mean} (expected {expected})",
        "{side}: {n} rolls, mean {mean} (expected {expected})",
        1,
    ).format(side=tr("French"), n=1, mean="4,00", expected="3,50")
    assert mean in lines
    # The rows: the side as the reader says it, a roll typed in marked in French, yes/no too.
    first = view.rows()[0]
    assert first[2] == tr("French")
    assert first[4] == "4" + french(" (typed)")
    assert first[6].endswith(_("{label}: {value}").format(label="River", value=french("no")))
    # The side filter offers the sides as shown and keeps what it names.
    view.set_filter(side="Allied")
    view.update()
    assert [r[0] for r in view.rows()] == ["2"]
    view.set_filter()
    view.update()
    assert len(view.rows()) == 2


def test_history_and_track_read_in_french(tk_root) -> None:
    i18n.set_language("fr")
    session = fake_session()
    session.act({"kind": "next_turn"}, side="Allied")
    history = HistoryView(tk_root, session)
    history.pack()
    history.update()
    assert history.go_button.cget("text") == french("Go to this step")
    assert history.plan(0)[0].startswith(
        french("Undo {steps}: {names}.").split("{steps}")[0]
        + ngettext("{n} step", "{n} steps", 1).format(n=1)
    )
    morale = Track("Allied army morale", 0, 80, 40, (Trigger(50, "Army demoralized", "14.2"),))
    view = TrackView(tk_root, morale)
    view.pack()
    view.update()
    caption = view.caption().splitlines()
    assert caption[0] == french("Marked boxes: {boxes}").format(
        boxes="50 " + french("Army demoralized")
    )
    assert caption[1] == french("In force now: {labels}").format(labels=french("Army demoralized"))


def test_french_words_are_not_cut_off(tk_root) -> None:
    """French runs about a fifth longer than English: the resolver and the log still show
    every text whole in a pane as narrow as the window gives them."""
    i18n.set_language("fr")
    session = fake_session()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    tk_root.geometry("1280x720")
    resolver = ResolverView(tk_root, session, "crt", side="French")
    resolver.pack(side="left", fill="y")
    log = LogView(tk_root, session)
    log.pack(side="left", fill="both", expand=True)
    tk_root.update()
    assert clipped(tk_root) == []


def test_a_printed_grid_heads_its_rows_in_french(tk_root) -> None:
    """The corner of a grid typed from the printed game read "Roll" in French."""
    from tkinter import ttk

    from tabletop.gui.widgets.cell_grid import CellGrid

    i18n.set_language("fr")
    grid = CellGrid(tk_root, "vaevictis", "fire", ["2", "3"], ["A", "B"])
    grid.pack()
    tk_root.update()
    texts = [
        str(w.cget("text"))
        for w in grid.winfo_children()[0].winfo_children()
        if isinstance(w, ttk.Label)
    ]
    assert french("Roll") in texts and "Roll" not in texts


def test_a_rolls_modifiers_read_in_french() -> None:
    """A rally roll's modifiers read "brouillard +2", "ennemi adjacent +1", not "fog +2" or
    the id `enemy_adjacent`."""
    from tabletop.games import find_game
    from tabletop.games.words import LogWords

    i18n.set_language("fr")
    said = LogWords(find_game("spi1980")).modifiers({"fog": 2, "enemy_adjacent": 1})
    assert said == f"{french('Fog').lower()} +2, {french('Enemy adjacent').lower()} +1"
