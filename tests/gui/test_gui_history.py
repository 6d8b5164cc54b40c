"""The history pane: a player jumps back to any step with a preview of what is undone, and
forward again; undone steps stay listed, struck through, until a new action replaces them;
never back across a step that revealed cards."""

from __future__ import annotations

import shutil
import tkinter
import tkinter.font
import tkinter.ttk

import pytest
from checkout_paths import SAVES
from gui_fakes import fake_session

from tabletop.gui.widgets.history import NOW_MARK, HistoryView
from tabletop.session.saves import read_session
from tabletop.session.undoing import CANNOT_UNDO

pytestmark = pytest.mark.gui


def shown(view: HistoryView) -> list[tuple[str, str, bool]]:
    """Each row as the player sees it: the step, its mark, and whether it is struck."""
    tree = view.tree
    return [
        (
            str(tree.item(k, "values")[1]),
            str(tree.item(k, "values")[2]),
            "undone" in tree.item(k, "tags"),
        )
        for k in tree.get_children()
    ]


def choose(view: HistoryView, row: int) -> None:
    view.tree.selection_set(str(row))
    view.update()


@pytest.fixture
def view(tk_root):
    session = fake_session()
    for _ in range(3):
        session.act({"kind": "next_turn"}, side="French")
    session.act({"kind": "notes", "text": "rally"}, side="French")
    view = HistoryView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    return view


def test_jump_back_and_forward_with_a_preview(view):
    session = view.session
    assert session.state.turn == 4 and session.state.notes == "rally"
    labels = [row[0] for row in shown(view)]
    assert len(labels) == 5 and shown(view)[-1][1] == NOW_MARK

    choose(view, 1)  # after the first next turn
    said = view.preview_label.cget("text")
    assert said == f"Undo 3 steps: {labels[2]}, {labels[3]}, {labels[4]}."
    view.go_button.invoke()
    view.update()
    assert session.state.turn == 2 and session.state.notes == ""
    assert [(m, struck) for _, m, struck in shown(view)] == [
        ("", False),
        (NOW_MARK, False),
        ("", True),
        ("", True),
        ("", True),
    ]
    assert [e.what for e in session.log.entries[-3:]] == ["undo"] * 3  # each proved by verify

    choose(view, 3)
    assert view.preview_label.cget("text") == f"Redo 2 steps: {labels[2]}, {labels[3]}."
    view.go_button.invoke()
    view.update()
    assert session.state.turn == 4 and session.state.notes == ""
    assert [struck for *_, struck in shown(view)] == [False, False, False, False, True]

    # A new action replaces the step still undone: it leaves the list.
    session.act({"kind": "next_turn"}, side="French")
    view.update()
    assert [struck for *_, struck in shown(view)] == [False] * 5
    assert session.state.turn == 5


def test_no_jump_back_across_a_reveal(tk_root, tmp_path):
    save = tmp_path / "cards.toml"
    shutil.copyfile(SAVES / "cardgame-two-players-defending.toml", save)
    session = read_session(save, autosave=False)
    assert session.history.present.barrier  # the last step drew cards
    view = HistoryView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    before, count = session.state, len(session.log)
    choose(view, view.now - 1)
    said = view.preview_label.cget("text")
    assert said.startswith("Undo 1 step:") and said.endswith(CANNOT_UNDO)
    assert view.go_button.instate(["disabled"])
    view.go_button.invoke()
    view.update()
    assert session.state is before and len(session.log) == count


@pytest.mark.parametrize("language", ["en", "fr"])
def test_steps_read_as_the_actions_titles_not_their_kinds(tk_root, tmp_path, language):
    """A player reads "Plot the reserve" and "Next phase" (in French, their French), never the
    engine's `plot_reserve` or `next_phase`."""
    from tabletop.core import i18n

    save = tmp_path / "spi.toml"
    shutil.copyfile(SAVES / "spi1980-turn3-after-combat.toml", save)
    session = read_session(save, autosave=False)
    i18n.set_language(language)
    view = HistoryView(tk_root, session)
    view.pack(fill="both", expand=True)
    view.update()
    steps = [row[0] for row in shown(view)]
    titles = {cls.KIND: i18n._(cls.TITLE) for cls in session.game.actions.values()}
    assert titles["plot_reserve"] in steps and titles["apply_combat_result"] in steps
    assert not [step for step in steps if "_" in step or step in titles]
    if language == "fr":
        assert "Plot the reserve" not in steps and "Next phase" not in steps
    choose(view, 1)
    assert "_" not in view.preview_label.cget("text")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_long_step_ends_with_an_ellipsis_and_the_now_mark_reads_whole(tk_root, language):
    """A bot's long reason was cut at the column's edge with nothing to show it went on, and
    the French "◀ maintenant" read "◀ main"."""
    from tabletop.core import i18n

    i18n.set_language(language)
    long = "I attack Pratzen Heights with Counter-Attack: best outcome weighing every chance"
    session = fake_session()
    session.act({"kind": "notes", "text": "a"}, side="French", label=long)
    frame = tkinter.Frame(tk_root, width=300, height=300)
    frame.pack_propagate(False)
    frame.pack()
    view = HistoryView(frame, session)
    view.pack(fill="both", expand=True)
    view.update()
    step, mark, _struck = shown(view)[-1]
    assert step.endswith("\u2026") and long.startswith(step[:-1].rstrip())
    assert mark == i18n._(NOW_MARK)
    font = tkinter.font.nametofont(
        str(tkinter.ttk.Style().lookup("Treeview", "font") or "TkDefaultFont")
    )
    assert font.measure(mark) < int(view.tree.column("now", "width"))
    choose(view, 0)
    assert long in view.preview_label.cget("text")
    frame.configure(width=1200)
    view.update()
    assert shown(view)[-1][0] == long
