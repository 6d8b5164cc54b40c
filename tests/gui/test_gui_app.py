"""The main window on a real X server: start a session, roll, undo, save, close, reopen."""

from __future__ import annotations

from pathlib import Path

import pytest
from newgame_support import new_from_start_page

pytestmark = pytest.mark.gui


def test_start_page_offers_every_game(app):
    """A player sees a New button for each of the five games on the start page, and one for
    the teaching game after them."""
    texts = [b.cget("text") for b in app.start.new_buttons.values()]
    assert len(texts) == 6 and "Template" in texts[-1]
    assert any("Battle of Austerlitz (SPI, 1980)" in t for t in texts)
    assert any("card game" in t for t in texts)


def test_roll_undo_save_close_reopen(app, tk_root, tmp_path: Path):
    """A roll on a printed table is shown, undone, redone with the same roll, saved, and the
    reopened save shows the same result and log on screen."""
    tab = new_from_start_page(app, tk_root, "spi1980")
    assert tab is not None and tab.session.game.id == "spi1980"
    view = tab.panel.resolvers["table:crt"]
    view.set_input("column", "3-1")
    tk_root.update()
    view.typed_entry.insert(0, "4")
    view.use_typed_button.invoke()
    tk_root.update()
    assert "1/r" in view.result_text()  # CRT [15.0], die 4 at 3-1
    rows_after_roll = len(tab.log_view.rows())

    tab.undo_button.invoke()
    tk_root.update()
    assert tab.redo_button.instate(["!disabled"])
    tab.redo_button.invoke()
    tk_root.update()
    assert tab.session.log.entries[-1].what == "redo"

    target = tmp_path / "game.toml"
    app.ask_save = lambda: str(target)
    tk_root.event_generate("<Control-s>")  # no path yet: Ctrl+S asks for one
    tk_root.update()
    assert target.is_file()
    assert "Saved" in app.status.get()
    shown_log = tab.log_view.rows()
    assert len(shown_log) == rows_after_roll + 2  # undo and redo are logged too

    app.close_tab()
    tk_root.update()
    assert app.current_tab() is None
    assert str(target.resolve()) in " ".join(str(p) for p in app.start._paths)

    app.ask_open = lambda: str(target)
    tk_root.event_generate("<Control-o>")
    tk_root.update()
    reopened = app.current_tab()
    assert reopened is not None
    assert reopened.log_view.rows() == shown_log
    assert reopened.session.history.can_undo


def test_damaged_save_gives_one_sentence_and_is_untouched(app, tk_root, tmp_path: Path):
    """Opening a damaged file shows one red sentence in the status bar and leaves it as is."""
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b'format = "austerlitz-tabletop session"\nschema = 1\ngame = "chess"\n')
    before = bad.read_bytes()
    assert app.open_path(bad) is None
    tk_root.update()
    message = app.status.get()
    assert "chess" in message and "\n" not in message
    assert bad.read_bytes() == before
    assert app.tabs == []


@pytest.mark.usefixtures("fake_game_listed")
def test_keyboard_undo_and_redo(app, tk_root):
    """Ctrl+Z takes back the last turn advance and Ctrl+Y puts it back."""
    tab = app.new_session("fake", seed=3)
    tk_root.update()
    tab.panel.next_button.invoke()
    tk_root.update()
    assert tab.session.state.turn == 2
    tk_root.event_generate("<Control-z>")
    tk_root.update()
    assert tab.session.state.turn == 1
    assert "Turn 1" in tab.summary.get()
    tk_root.event_generate("<Control-y>")
    tk_root.update()
    assert tab.session.state.turn == 2


def test_an_uncaught_error_in_a_callback_becomes_a_sentence(app, tk_root, capsys):
    """A bug in a button's handler would dump a traceback the player never sees and leave
    the window silent; the status bar must say something went wrong."""
    from tabletop.core.errors import RuleError

    button = __import__("tkinter").Button(tk_root, command=lambda: 1 / 0)
    button.invoke()  # Tk routes the ZeroDivisionError to report_callback_exception
    assert "Something went wrong (ZeroDivisionError" in app.status.get()
    assert "ZeroDivisionError" in capsys.readouterr().err
    ruled = __import__("tkinter").Button(
        tk_root,
        command=lambda: (_ for _ in ()).throw(
            RuleError("that front was attacked already this turn.")
        ),
    )
    ruled.invoke()
    assert app.status.get() == "that front was attacked already this turn."


def test_input_methods_are_back_on_once_a_page_is_drawn(tk_root):
    """The start page and a session's tab are drawn without X input methods (each window
    would cost a round trip); a moment later they are on again, as Tk had them, so a player
    can type an accent with a dead key in a note."""
    import time

    from tabletop.gui.app import App
    from tabletop.gui.inputmethods import BACK_ON_MS

    def using() -> int:
        return int(tk_root.tk.call("tk", "useinputmethods"))

    def wait() -> None:
        end = time.monotonic() + BACK_ON_MS / 1000 + 0.2
        while time.monotonic() < end:
            tk_root.update()

    usual = using()
    app = App(tk_root)
    # The drawing is idle work: update_idletasks draws the page and runs no timer, so the
    # check does not depend on how long a loaded machine takes to draw.
    tk_root.update_idletasks()
    assert using() == 0
    wait()
    assert using() == usual
    app.new_session("spi1980", seed=1)
    tk_root.update_idletasks()
    assert using() == 0
    wait()
    assert using() == usual
