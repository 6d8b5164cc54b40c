"""What the window offers the pages inside it, declared once as protocols.

A game's panel and its widgets see the window through `Shell`, a narrow door: the message
line, the tab in front, and starting a new game (the card game's setup page). They never
import the application (`tabletop.gui.app`) for its type, so no panel can reach into the
menus or the notebook, and no module of `tabletop/gui` imports another in a circle (as
Thonny's views get a narrow workbench interface rather than the workbench).

The window's own parts (the start page, a session's tab, the menu bar, File > Report…)
command the whole window: they see it through `Window`. `App` is checked against both where
it hands itself over, so a change to its methods that breaks a page is a type error.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import tkinter as tk
    from tkinter import ttk

    from tabletop.gui.settings import Settings
    from tabletop.session.session import Session


class Starter(Protocol):
    """What a new-game form needs of the window: starting a game with options."""

    def new_session(
        self, game_id: str, seed: int | None = None, options: Mapping[str, object] | None = None
    ) -> object | None:
        """Start a new game in a new tab; None (and the reason shown) when it cannot."""


class Tab(Protocol):
    """A session's tab as the window's parts see it: the session it shows."""

    @property
    def session(self) -> Session:
        """The session the tab shows."""


class SessionPage(Tab, Protocol):
    """A session's tab as the window's own parts see it."""

    def title(self) -> str:
        """The tab's caption: the game and the session's name."""

    def show_adopt(self) -> None:
        """Offer to adopt the owner's new printed data, or hide the offer when there is none."""

    def fold_tracks(self, folded: bool) -> None:
        """Fold the tracks above the game's pages to one line each, or show them in full."""

    def show_log(self, shown: bool) -> None:
        """Show the log beside the game, or give its width to the game."""


class Shell(Starter, Protocol):
    """What a game's panel and its widgets may ask of the window, and nothing else."""

    def notify(self, text: str, *, error: bool = False) -> None:
        """Show one sentence in the message line (red for a problem)."""

    def current_tab(self) -> Tab | None:
        """The session tab in front, if any."""


class NewGameButtons(Protocol):
    """The start page as the menu bar sees it: a button per game that starts one."""

    @property
    def new_buttons(self) -> Mapping[str, ttk.Button]:
        """Each game's new-game button, by game id."""


class UndoFollower(Protocol):
    """The menu bar as a session's tab sees it: Edit > Undo and Redo follow its buttons."""

    def follow_undo(self, can_undo: bool, can_redo: bool) -> None:
        """Enable Edit > Undo and Redo as the tab's buttons are."""


class Window(Shell, Protocol):
    """What the window's own parts (start page, session tab, menu bar, report) command."""

    @property
    def root(self) -> tk.Tk:
        """The top-level window, parent of every dialog."""

    @property
    def settings(self) -> Settings:
        """The player's settings as they stand (theme, text size, the log's share)."""

    @property
    def status(self) -> tk.StringVar:
        """The message line's text."""

    @property
    def status_bar(self) -> ttk.Label:
        """The message line."""

    @property
    def tabs(self) -> Sequence[SessionPage]:
        """The open sessions' tabs, in the order they were opened."""

    @property
    def start(self) -> NewGameButtons:
        """The start page."""

    @property
    def menus(self) -> UndoFollower:
        """The menu bar."""

    @property
    def ask_report(self) -> Callable[[str], str]:
        """Asks where to write a report, given a suggested name ("" when cancelled)."""

    def keep_settings(self, chosen: Settings) -> None:
        """Make `chosen` the player's settings, kept for the next run."""

    def disk_changed(self, changed: Tab) -> None:
        """Another program changed a tab's save on disk: say so, and offer to reload it."""

    def save_failed(self, problem: str) -> None:
        """An autosave failed: say so (in a dialog the first time a problem is met)."""

    def open_path(self, path: str, /) -> object | None:
        """Open a save in a new tab; None (and the reason shown) when it cannot."""

    def open_dialog(self) -> None:
        """Ask for a save and open it."""

    def show_start(self) -> None:
        """Bring the start page to the front."""

    def save(self) -> None:
        """Save the tab in front (asking for a name the first time)."""

    def save_as(self) -> None:
        """Save the tab in front under a new name."""

    def name_session(self) -> None:
        """File > Name this session…"""

    def close_tab(self) -> None:
        """Close the tab in front (it is already saved)."""

    def close(self) -> None:
        """Quit once every session's last autosave is on disk."""

    def report(self) -> None:
        """File > Report…: the one-page report of the tab in front."""

    def undo(self) -> None:
        """Undo the last step of the tab in front."""

    def redo(self) -> None:
        """Redo the step just undone."""

    def set_theme(self, choice: str) -> None:
        """View > Theme: "system", "light" or "dark"."""

    def text_size(self, step: int) -> None:
        """Larger (+1) or smaller (-1) text, or back to normal (0)."""

    def set_language(self, code: str) -> None:
        """View > Language: "en" or "fr"; every page is made again in it."""
