"""Room to play on a laptop: the tracks above a game's pages folded to one line, the log
beside the game hidden.

On a 1280x800 screen with the text two steps larger, the morale and turn tracks of a game
took all but 69 to 182 pixels of its tab, and a combat was four screens of scrolling
(issue 33). A folded track shows its name, its value and the boxes around the marker on one
line (widgets/track.py); the pages below get the rest. The tracks fold on their own in a
screen of FOLD_BELOW pixels or fewer tall, so a new player gets the room without knowing the
command, until the player chooses: View > Fold the tracks (F7), or a click on a folded
track to open it. View > Hide the log (F12) gives the log's width to the game. Both choices
are kept for the next run (settings.py).

A widget above the pages takes part by having a `fold(folded)` method, or a panel names
the parts of a widget that a folded view leaves out, where a line it keeps says the same
(`fold_away`: Pratzen's phase grid, whose phase the strip's title names). Nothing inside the
pages is folded.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Protocol

from tabletop.core.i18n import _

if TYPE_CHECKING:
    from tabletop.gui.shell import Window

FOLD_BELOW = 900
"""Pixels of the screen's height at or under which the tracks fold until the player
chooses: a laptop's 720, 768, 800 or 900 folds them, a 1920x1080 screen does not."""

UNFOLD = "<<UnfoldTracks>>"
"""The event a click on a folded track sends: the window opens the tracks."""


class Foldable(Protocol):
    """A widget above a game's pages that can show itself on one line."""

    def fold(self, folded: bool) -> None:
        """Show one line (`folded`) or the whole widget."""


def folded(app: Window) -> bool:
    """Whether the tracks are folded now: as the player chose, else by the screen's height."""
    choice = app.settings.tracks
    if choice != "auto":
        return choice == "folded"
    return int(app.root.winfo_screenheight()) <= FOLD_BELOW


class FoldAway:
    """Parts of a widget hidden while the tracks are folded, back in their place after."""

    def __init__(self, parts: tuple[tk.Misc, ...]) -> None:
        self.parts = parts
        self._places: dict[str, tuple[str, dict[str, object]]] = {}

    def fold(self, folded: bool) -> None:
        """Hide the parts (`folded`) or put them back where they were."""
        for part in self.parts:
            if not isinstance(part, tk.Widget):
                continue  # a window of its own is not part of a strip
            key = str(part)
            if folded and key not in self._places:
                manager = str(part.winfo_manager())
                if manager == "pack":
                    info: dict[str, object] = dict(part.pack_info())
                    packed = [str(w) for w in part.nametowidget(str(info["in"])).pack_slaves()]
                    later = packed[packed.index(key) + 1 :] if key in packed else []
                    if later:
                        info["before"] = part.nametowidget(later[0])
                    part.pack_forget()
                elif manager == "grid":
                    info = dict(part.grid_info())
                    part.grid_remove()
                else:
                    continue
                self._places[key] = (manager, info)
            elif not folded and key in self._places:
                manager, info = self._places.pop(key)
                if manager == "pack":
                    before = info.get("before")
                    if isinstance(before, tk.Misc) and not before.winfo_manager():
                        info.pop("before")
                    info.pop("in", None)
                    part.pack(**info)  # type: ignore[arg-type]
                else:
                    part.grid()


_AWAY: dict[str, FoldAway] = {}
"""The parts each widget leaves out while folded, by the widget's path."""


def fold_away(owner: tk.Misc, *parts: tk.Misc) -> None:
    """While the tracks are folded, `owner` (above a game's pages) shows without `parts`:
    a panel names what a line it keeps already says."""
    _AWAY[str(owner)] = FoldAway(parts)
    owner.bind(
        "<Destroy>", lambda e: _AWAY.pop(str(owner), None) if e.widget is owner else None, add="+"
    )


def foldables(panel: tk.Misc, pages: tk.Misc | None) -> Iterator[Foldable]:
    """The widgets of `panel` that fold, outside the page area `pages`."""
    for child in panel.winfo_children():
        if child is pages:
            continue
        away = _AWAY.get(str(child))
        if away is not None:
            yield away
        fold = getattr(child, "fold", None)
        if callable(fold):
            yield child  # type: ignore[misc]
        else:
            yield from foldables(child, pages)


def toggle_tracks(app: Window) -> None:
    """F7, View > Fold the tracks: fold them if open, open them if folded, in every tab, and
    keep the choice."""
    set_tracks(app, not folded(app))


def set_tracks(app: Window, fold: bool) -> None:
    """Fold the tracks (or open them) in every tab, and keep the choice."""
    app.keep_settings(app.settings.replace(tracks="folded" if fold else "open"))
    for tab in app.tabs:
        tab.fold_tracks(fold)
    app.notify(
        _("The tracks are folded to one line (F7 or a click on a track opens them).")
        if fold
        else _("The tracks are shown in full (F7 folds them).")
    )


def unfold(app: Window) -> None:
    """A click on a folded track: open the tracks (a click on an open one does nothing)."""
    if folded(app):
        set_tracks(app, False)


def toggle_log(app: Window) -> None:
    """F12, View > Hide the log: hide the log beside every game, or show it again."""
    hidden = not app.settings.log_hidden
    app.keep_settings(app.settings.replace(log_hidden=hidden))
    for tab in app.tabs:
        tab.show_log(not hidden)
    app.notify(
        _("The log beside the game is hidden (F12 shows it).")
        if hidden
        else _("The log is shown beside the game (F12 hides it).")
    )


def unfold_on_click(widget: tk.Misc, folded: Callable[[], bool]) -> None:
    """A click on `widget` while `folded()` (its track shows one line) opens the tracks."""

    def clicked(_event: object) -> None:
        if folded():
            widget.event_generate(UNFOLD)

    widget.bind("<Button-1>", clicked, add="+")
