"""The log pane in a player's words, driven as a player reads it (issue 23): the What column
names each entry in words, the Result column says what came of it, a click shows the whole
entry and a cut Result cell shows its whole text under the pointer.

Failing, a player would read `roll_first`, `end_orders` or `next_phase` beside a bare "6".
"""

from __future__ import annotations

import re
import shutil

import checkout_paths
import pytest
from fit_support import clipped, on_screen_of

from tabletop.core.corrections import MARK, correcting
from tabletop.games import GAMES
from tabletop.games.words import game_words
from tabletop.gui.widgets.logview import LogView
from tabletop.session.session import Session

pytestmark = pytest.mark.gui

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))
CODE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def click(view: LogView, seq: int) -> None:
    """Click the row of entry `seq` as a player does."""
    tree = view.tree
    x, y, _, height = tree.bbox(str(seq))
    tree.event_generate("<Button-1>", x=x + 10, y=y + height // 2)
    tree.event_generate("<ButtonRelease-1>", x=x + 10, y=y + height // 2)
    tree.update()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_action_kind_shows_its_label_in_the_what_column(tk_root, game_id):
    """One entry of every action kind of the game: the drawn What cell is the kind's label,
    never its code name, and the Result cell says something."""
    session = Session.new(game_id, seed=3, autosave=False)
    kinds = list(session.game.actions)
    for kind in kinds:
        session.log = session.log.append(side="", what=kind, step="act")
    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    tk_root.geometry("1100x600")
    tk_root.update()
    rows = view.rows()[-len(kinds) :]
    labels = game_words(game_id).labels
    flagged = correcting(session.game.actions)  # a correction's row carries its mark
    # The mark is drawn beside the label: the label itself is what this test reads.
    assert [r[3].removeprefix(MARK).strip() for r in rows] == [labels[k] for k in kinds]
    assert all(r[3].startswith(MARK) == (k in flagged) for r, k in zip(rows, kinds, strict=True))
    assert all(r[5] for r in rows), "an entry with an empty Result"
    drawn = [str(view.tree.set(iid, "what")) for iid in view.tree.get_children()]
    assert drawn and not any(CODE.search(text) for text in drawn), drawn
    assert set(view.what_box.cget("values")) >= {labels[k] for k in kinds}


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
def test_no_example_save_shows_a_code_name_in_its_log(app, tk_root, tmp_path, save):
    copy = tmp_path / save.name
    shutil.copy(save, copy)
    tab = app.open_path(copy)
    tk_root.update()
    view = tab.log_view
    for row in view.rows():
        assert not CODE.search(row[3]) and "/" not in row[3], row
        assert not CODE.search(row[5]), row


def test_who_goes_first_reads_both_dice_and_the_whole_entry_shows_on_click(app, tk_root, tmp_path):
    """Vae Victis [5.1]: the roll read "French choose" beside 7 with `first-player` as its
    name; now the What column says "Who goes first", the Result names both dice, and a
    click shows the whole entry."""
    save = next(p for p in SAVES if p.stem.startswith("vaevictis"))
    shutil.copy(save, tmp_path / save.name)
    on_screen_of(tk_root, (1280, 720))
    tab = app.open_path(tmp_path / save.name)
    tk_root.update()
    view = tab.log_view
    entries = tab.session.log.entries
    rolled = next(e for e in entries if e.what == "vaevictis/first-player")
    action = entries[rolled.seq - 2]  # the roll is its action's outcome: one row for both
    assert action.what == "roll_first" and not action.result
    view.table.scroll_to(action.seq - 1)
    tk_root.update()
    assert str(rolled.seq) not in view.tree.get_children()
    assert str(view.tree.set(str(action.seq), "what")) == "Who goes first"
    result = str(view.tree.set(str(action.seq), "result"))
    assert "next entry" not in result and result.startswith("French 5")
    click(view, action.seq)
    assert "Who goes first: French 5, Coalition 2, the French choose" in view.detail_text()
    assert "case 5.1" in view.detail_text()


def test_a_cut_result_shows_whole_under_the_pointer_and_nothing_is_clipped(app, tk_root, tmp_path):
    """A long Result at 1280x720 was cut with nothing to read the rest by but a click."""
    save = next(p for p in SAVES if p.stem == "spi1980-turn3-after-combat")
    shutil.copy(save, tmp_path / save.name)
    on_screen_of(tk_root, (1280, 720))
    tab = app.open_path(tmp_path / save.name)
    tk_root.update()
    assert clipped(tk_root) == []
    view = tab.log_view
    tree = view.tree
    view.table.scroll_to(0)
    tk_root.update()
    shown = list(tree.cget("displaycolumns"))
    column = f"#{shown.index('result') + 1}"
    for iid in tree.get_children():
        whole = view.rows()[int(iid) - 1][5]
        if str(tree.set(iid, "result")) != whole:
            break
    else:
        pytest.fail("no Result cut at 1280x720: the test shows nothing")
    x, y, width, height = tree.bbox(iid, column)
    tree.event_generate("<Motion>", x=x + width // 2, y=y + height // 2)
    tk_root.update()
    assert view.cell_tip_text() == whole
    tree.event_generate("<Leave>")
    tk_root.update()
    assert view.cell_tip_text() == ""
