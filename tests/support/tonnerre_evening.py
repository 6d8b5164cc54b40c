"""What the Tonnerre evening test does besides its turn (issue 31, deliverable 9): a window on
a root of its own (quit with File > Quit midway, as a player ends the evening, and opened
again), each page of the panel looked at by clicking its tab, the resolution answered from
the Play page whatever the app's dice gave, and the autosave found again on the start page's
"Sessions in progress"."""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from evening_support import window
from tonnerre_support import each_page

__all__ = ["window"]

BUTTONS = ("TButton", "Button")


def _descendants(widget: Any) -> Iterator[Any]:
    for child in widget.winfo_children():
        yield child
        yield from _descendants(child)


def _placed(widget: Any, page: Any) -> bool:
    """Whether the widget and every parent up to the page is packed or gridded (a part the
    page hides on purpose, as the Mist marker's face, is not counted)."""
    while widget is not None and widget is not page:
        if not widget.winfo_manager():
            return False
        widget = widget.master
    return True


def _in_view(widget: Any, canvas: Any) -> bool:
    top, view = widget.winfo_rooty(), canvas.winfo_rooty()
    return top < view + canvas.winfo_height() and top + widget.winfo_height() > view


def page_problems(panel: Any, root: Any) -> list[str]:
    """Each page of the panel, its tab clicked: what a player would find wrong with it (a
    frame not drawn or of no height, a button placed but not shown, no button in view)."""
    book = panel.book
    problems = []
    for title, tab_id in each_page(book, root):
        holder = book.nametowidget(tab_id)
        page = book.get(title)
        if not (page.winfo_ismapped() and page.winfo_height() > 0):
            problems.append(f"{title}: the page is not drawn")
            continue
        buttons = [w for w in _descendants(page) if w.winfo_class() in BUTTONS and _placed(w, page)]
        hidden = [str(w.cget("text")) for w in buttons if not w.winfo_ismapped()]
        if hidden or any(w.winfo_height() <= 1 for w in buttons):
            problems.append(f"{title}: buttons not shown: {hidden}")
        if not any(_in_view(w, holder.canvas) for w in buttons):
            problems.append(f"{title}: no button in view")
    return problems


def answer_the_resolution(panel: Any, root: Any) -> list[str]:
    """Answer every step the resolution waits for from the Play page as a player does (no
    defense, the first loss offered, the app's dice for a rout test, no block for the Mist),
    until the game waits for a standard action; the kinds answered."""
    answered = []
    for _ in range(20):
        step = panel.session.state.waiting
        if step is None or panel.session.state.phase == "over":
            return answered
        answer = panel.play.answer
        if step.kind == "defense":
            answer.buttons["no_defense"].invoke()
        elif step.kind == "loss":
            next(iter(answer.buttons.values())).invoke()
        elif step.kind == "box":
            answer.buttons["plain"].invoke()
        elif step.kind == "rout":
            answer.rollbox.roll_button.invoke()
        elif step.kind == "mist":
            answer.buttons["remove_mist_blocks"].invoke()
        else:
            answer.result_entry.insert(0, "-")
            answer.buttons["read_result"].invoke()
        root.update()
        answered.append(step.kind)
    raise AssertionError(f"the resolution never ends: {answered}")


def quit_window(app: Any, root: Any) -> None:
    """File > Quit, as a player ends the evening (every autosave is written first)."""
    bar = app.menubar
    bar.nametowidget(bar.entrycget("File", "menu")).invoke("Quit")
    try:
        alive = bool(root.winfo_exists())
    except tk.TclError:
        alive = False
    assert not alive, "the window did not close"


def resume_from_start_page(app: Any, root: Any, path: Path) -> Any:
    """Pick the session in progress saved in `path` on the start page's list and press
    Enter (as a double-click does); the tab it opens."""
    listing = app.start.recent
    deadline = time.monotonic() + 10
    while listing.get(0) == "(reading\u2026)" and time.monotonic() < deadline:
        root.after(20)
        root.update()
    lines = [str(line) for line in listing.get(0, "end")]
    index = next((i for i, line in enumerate(lines) if path.stem in line), None)
    assert index is not None, f"{path.name} is not among the sessions in progress: {lines}"
    listing.see(index)
    root.update()
    x, y, _, height = listing.bbox(index)
    listing.event_generate("<Button-1>", x=x + 5, y=y + height // 2)
    listing.event_generate("<ButtonRelease-1>", x=x + 5, y=y + height // 2)
    listing.focus_force()
    listing.event_generate("<Return>")
    root.update()
    tab = app.current_tab()
    assert tab is not None, app.status.get()
    return tab
