"""An evening clicked through (issue 31, deliverable 9): what every game's evening test does
besides its own turn. The window is opened on its own root (it is closed with File > Quit
midway, as a player ends the evening, and opened again); every page is shown by clicking its
tab and looked at for a control or a sentence in view; the autosave is found again on the
start page's list and checked by `tabletop verify` on an empty user folder."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import tkinter as tk
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CONTROLS = {
    "TButton",
    "Button",
    "TEntry",
    "Entry",
    "TCombobox",
    "TSpinbox",
    "Spinbox",
    "TCheckbutton",
    "Checkbutton",
    "TRadiobutton",
    "Radiobutton",
    "Listbox",
    "Treeview",
    "Text",
    "TScale",
    "Scale",
    "Canvas",
}
"""Widget classes a player acts on (a card game's hand is drawn on a canvas)."""

LABELS = {"TLabel", "Label", "Message"}

VERIFY = "import sys; from tabletop.cli import main; sys.exit(main(['verify', sys.argv[1]]))"
"""`tabletop verify FILE`, in the interpreter the tests run in."""


@contextmanager
def window() -> Iterator[tuple[Any, Any]]:
    """The main window on a root of its own, (root, app); destroyed at the end unless the
    test quit it."""
    from tabletop.gui.app import App

    root = tk.Tk()
    root.geometry("1280x800+0+0")
    try:
        app = App(root)
        root.update()
        yield root, app
    finally:
        try:
            root.destroy()
        except tk.TclError:
            pass  # quit by the test, as a player does


def click_tab(book: Any, title: str, root: Any) -> None:
    """Click the tab of `book` (a ttk notebook) whose text is `title`, as a player does."""
    root.update()
    height = max(8, min(30, book.winfo_height() // 2))
    for y in range(4, height, 4):
        for x in range(2, book.winfo_width(), 6):
            try:
                index = book.index(f"@{x},{y}")
            except tk.TclError:
                continue
            if book.tab(index, "text") == title:
                book.event_generate("<ButtonPress-1>", x=x, y=y)
                book.event_generate("<ButtonRelease-1>", x=x, y=y)
                root.update()
                assert book.tab(book.select(), "text") == title, title
                return
    raise AssertionError(f"no tab {title!r} to click in {book}")


def _in_view(widget: Any, canvas: Any) -> bool:
    """Whether some of `widget` lies inside the visible part of the scrolling `canvas`."""
    top, left = widget.winfo_rooty(), widget.winfo_rootx()
    view_top, view_left = canvas.winfo_rooty(), canvas.winfo_rootx()
    return (
        widget.winfo_ismapped()
        and widget.winfo_height() > 1
        and widget.winfo_width() > 1
        and top < view_top + canvas.winfo_height()
        and top + widget.winfo_height() > view_top
        and left < view_left + canvas.winfo_width()
        and left + widget.winfo_width() > view_left
    )


def _shows_something(widget: Any) -> bool:
    """An enabled control, or a label saying something."""
    kind = widget.winfo_class()
    if kind in LABELS:
        return bool(str(widget.cget("text")).strip() or str(widget.cget("image")))
    if kind not in CONTROLS:
        return False
    try:
        return "disabled" not in str(widget.cget("state"))
    except tk.TclError:
        return True


def _descendants(widget: Any) -> Iterator[Any]:
    for child in widget.winfo_children():
        yield child
        yield from _descendants(child)


def _blank(book: Any, tab_id: str) -> bool:
    return _blank_body(book.nametowidget(tab_id))


def _blank_body(holder: Any) -> bool:
    """Whether a scrolling page (widgets/scroll.py) shows nothing in view: no enabled
    control and no sentence."""
    canvas, body = holder.canvas, holder.body
    seen = [w for w in _descendants(body) if _in_view(w, canvas) and _shows_something(w)]
    return not (body.winfo_ismapped() and body.winfo_height() > 0 and seen)


def blank_panel(panel: Any, root: Any) -> list[str]:
    """`blank_pages` for a panel of one scrolling page and no notebook (the card game)."""
    root.update()
    return ["the panel"] if _blank_body(panel.scroll) else []


def blank_pages(panel: Any, root: Any) -> list[str]:
    """Name each page of the panel's notebook that shows no control a player can use and no
    sentence in view (a blank page): the page in front as it is, then every other one as a
    click on its tab shows it; the page that was in front is clicked again at the end."""
    book = panel.book
    root.update()
    front = book.select()
    blank = [book.tab(front, "text")] if _blank(book, front) else []
    for tab_id in book.tabs():
        if tab_id == front:
            continue
        click_tab(book, book.tab(tab_id, "text"), root)
        if _blank(book, tab_id):
            blank.append(book.tab(tab_id, "text"))
    click_tab(book, book.tab(front, "text"), root)
    return blank


def new_game_with(app: Any, root: Any, game: str, choices: dict[str, str]) -> Any:
    """Click New for `game` on the start page, pick each choice in its dialog by the words
    it shows (a radio button clicked, a drop-down picked), and click New game; the new tab."""
    from tabletop.gui.newgame import showing

    app.start.new_buttons[game].invoke()
    root.update()
    dialog = showing(root)
    assert dialog is not None, f"no new-game dialog for {game}"
    form = dialog.form.form
    for name, words in choices.items():
        field = form.fields[name]
        if field.winfo_class() == "TCombobox":
            field.set(words)
            field.event_generate("<<ComboboxSelected>>")
        else:
            (button,) = [b for b in field.winfo_children() if b.cget("text") == words]
            button.invoke()
        root.update()
    dialog.new_button.invoke()
    root.update()
    tab = app.current_tab()
    assert tab is not None, app.status.get()
    return tab


def quit_window(app: Any, root: Any) -> None:
    """File > Quit, as a player ends the evening (every autosave is written first)."""
    bar = app.menubar
    file_menu = bar.nametowidget(bar.entrycget("File", "menu"))
    file_menu.invoke("Quit")
    try:
        root.update()
    except tk.TclError:
        pass
    assert not _alive(root), "the window did not close"


def _alive(root: Any) -> bool:
    try:
        return bool(root.winfo_exists())
    except tk.TclError:
        return False


def resume_from_start_page(app: Any, root: Any, path: Path, said: str = "") -> Any:
    """Double-click the session in progress saved in `path` on the start page's list (its
    line starting with `said`, the game and turn a player picks it by); the tab it opens."""
    start = app.start
    deadline = time.monotonic() + 5
    while start.recent.get(0) == "(reading\u2026)" and time.monotonic() < deadline:
        root.after(20)
        root.update()
    lines = [str(line) for line in start.recent.get(0, "end")]
    index = next((i for i, line in enumerate(lines) if path.name in line), None)
    assert index is not None, f"{path.name} is not listed among {lines}"
    assert lines[index].startswith(said), lines[index]
    start.recent.see(index)
    root.update()
    x, y, _, height = start.recent.bbox(index)
    start.recent.event_generate("<Button-1>", x=x + 5, y=y + height // 2)
    start.recent.event_generate("<ButtonRelease-1>", x=x + 5, y=y + height // 2)
    start.recent.focus_force()
    root.update()
    start.recent.event_generate("<Return>")  # as a double-click does
    root.update()
    tab = app.current_tab()
    assert tab is not None, app.status.get()
    return tab


@contextmanager
def resumed(path: Path, said: str = "") -> Iterator[tuple[Any, Any]]:
    """The window opened again and the session saved in `path` carried on from the start
    page's list (its line starting with `said`), as a player comes back to it: (root, its
    tab)."""
    with window() as (root, app):
        yield root, resume_from_start_page(app, root, path, said)


def verifies_elsewhere(path: Path, folder: Path) -> None:
    """`tabletop verify FILE` on a new, empty user folder (another machine, another referee)
    passes with what the save carries alone."""
    folder.mkdir(parents=True)
    assert not any(folder.iterdir())
    env = {**os.environ, "TABLETOP_HOME": str(folder), "TABLETOP_LANG": "en"}
    done = subprocess.run(
        [sys.executable, "-c", VERIFY, str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def typed_roll(box: Any, text: str) -> None:
    """Type a roll of real dice into a roll row's field and press Enter, as a player does."""
    box.typed_entry.focus_force()
    box.typed_entry.delete(0, "end")
    box.typed_entry.insert(0, text)
    box.typed_entry.update()
    box.typed_entry.event_generate("<Return>")
