"""The main window: a start page, one tab per open session, menus, shortcuts, status bar."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from tkinter import ttk
from types import TracebackType

from tabletop.core.errors import TabletopError
from tabletop.core.recent import remember
from tabletop.games import GAMES
from tabletop.gui import theme
from tabletop.gui.inputmethods import drawing_without
from tabletop.gui.start import StartPage

SENTENCE = 300
"""Longest status-bar sentence about a file: a quoted value never floods the window."""

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.session_tab import SessionTab
    from tabletop.session.session import Session

# The engine, saves and session widgets are not imported at start-up: the start page needs
# none of them, and the window is drawn sooner (scripts/bench). They load a moment after the
# first draw (gui/warmup.py), or when the first session opens, if that is sooner.

WARM_AFTER_MS = 400
"""How long after start-up the engine starts loading (gui/warmup.py): the window is drawn."""

SAVE_TYPES = [("Austerlitz Tabletop saves", "*.toml"), ("All files", "*")]


class App:
    """The application shell around the sessions."""

    def __init__(self, root: tk.Tk) -> None:
        self.root = root
        drawing_without(root)  # input methods: the start page has no box to type in
        root.title("Austerlitz Tabletop")
        root.geometry("1200x800")
        root.minsize(900, 600)
        theme.apply(root)
        # Dialogs are attributes so tests can answer them without a human (IDLE's habit).
        self.ask_open: Callable[[], str] = self._ask_open
        self.ask_save: Callable[[], str] = self._ask_save
        self.ask_report: Callable[[str], str] = self._ask_report
        self.status = tk.StringVar(value="Choose a game to start, or open a save.")
        self.tabs: list[SessionTab] = []
        self._quit_warned = ""
        """The unsaved session's sentence the last Quit showed instead of closing."""

        self.notebook = ttk.Notebook(root)
        self.start = StartPage(self.notebook, self)
        self.notebook.add(self.start, text="Start")
        self.notebook.pack(fill="both", expand=True)
        self.status_bar = ttk.Label(
            root, textvariable=self.status, anchor="w", padding=(8, 3), style="Status.TLabel"
        )
        self.status_bar.pack(fill="x", side="bottom")
        self._build_menu()
        self._bind_keys()
        root.protocol("WM_DELETE_WINDOW", self.close)
        root.report_callback_exception = self._callback_failed
        # The engine loads while the player looks at the start page.
        root.after(WARM_AFTER_MS, self._warm_up)

    def _warm_up(self) -> None:
        from tabletop.gui.warmup import warm_up

        warm_up(self.root, lambda: not self.tabs)

    def _ask_open(self) -> str:
        from tkinter import filedialog

        return filedialog.askopenfilename(
            parent=self.root, title="Open a save", filetypes=SAVE_TYPES
        )

    def _ask_save(self) -> str:
        from tkinter import filedialog

        return filedialog.asksaveasfilename(
            parent=self.root,
            title="Save session as",
            defaultextension=".toml",
            filetypes=SAVE_TYPES,
        )

    def _ask_report(self, suggested: str) -> str:
        from tabletop.gui.widgets.charts_report import ask_report_path

        return ask_report_path(self.root, suggested)

    def report(self) -> None:
        """Write the current session's one-page report, PDF or PNG (File > Report…)."""
        from tabletop.gui.widgets.charts_report import report_current

        report_current(self)

    # -- menus and keys ---------------------------------------------------------------

    def _build_menu(self) -> None:
        menubar = tk.Menu(self.root)
        file_menu = tk.Menu(menubar, tearoff=False)
        new_menu = tk.Menu(file_menu, tearoff=False)
        for listing in GAMES.values():
            new_menu.add_command(label=listing.title, command=partial(self.new_session, listing.id))
        file_menu.add_cascade(label="New session", menu=new_menu)
        file_menu.add_command(label="Start page", accelerator="Ctrl+N", command=self.show_start)
        file_menu.add_command(label="Open…", accelerator="Ctrl+O", command=self.open_dialog)
        file_menu.add_command(label="Save", accelerator="Ctrl+S", command=self.save)
        file_menu.add_command(label="Save as…", command=self.save_as)
        file_menu.add_command(label="Close tab", accelerator="Ctrl+W", command=self.close_tab)
        file_menu.add_command(label="Report…", command=self.report)
        file_menu.add_separator()
        file_menu.add_command(label="Quit", accelerator="Ctrl+Q", command=self.close)
        menubar.add_cascade(label="File", menu=file_menu)
        edit_menu = tk.Menu(menubar, tearoff=False)
        edit_menu.add_command(label="Undo", accelerator="Ctrl+Z", command=self.undo)
        edit_menu.add_command(label="Redo", accelerator="Ctrl+Y", command=self.redo)
        menubar.add_cascade(label="Edit", menu=edit_menu)
        self.root.config(menu=menubar)
        self.menubar = menubar

    def _bind_keys(self) -> None:
        keys: dict[str, Callable[[], object]] = {
            "<Control-n>": self.show_start,
            "<Control-o>": self.open_dialog,
            "<Control-s>": self.save,
            "<Control-z>": self.undo,
            "<Control-y>": self.redo,
            "<Control-Shift-Z>": self.redo,
            "<Control-Z>": self.redo,
            "<Control-w>": self.close_tab,
            "<Control-q>": self.close,
        }
        for sequence, command in keys.items():
            self.root.bind_all(sequence, partial(_key, command))

    # -- sessions ---------------------------------------------------------------------

    def notify(self, text: str, *, error: bool = False) -> None:
        """Show one sentence in the status bar (red for a problem)."""
        self.status.set(text)
        self.status_bar.configure(style="StatusError.TLabel" if error else "Status.TLabel")

    def _callback_failed(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        """Last resort for an error no panel caught: a sentence in the status bar, not a
        traceback in a terminal the player never sees (the trace still goes to stderr)."""
        if isinstance(error, TabletopError):
            self.notify(str(error), error=True)
            return
        import traceback

        traceback.print_exception(kind, error, trace)
        self.notify(
            f"Something went wrong ({kind.__name__}: {error}); your last change is "
            f"saved. Please report this.",
            error=True,
        )

    def current_tab(self) -> SessionTab | None:
        """The session tab on top, if any."""
        selected = self.notebook.select()
        for tab in self.tabs:
            if str(tab) == selected:
                return tab
        return None

    def add_session(self, session: Session) -> SessionTab:
        """Open a tab for a session and bring it to the front."""
        from tabletop.gui.session_tab import SessionTab

        drawing_without(self.root)  # input methods on again once the tab is drawn
        before = set(self.notebook.winfo_children())
        try:
            tab = SessionTab(self.notebook, session, self)
            self.notebook.add(tab, text=tab.title())
            self.tabs.append(tab)
            self.notebook.select(tab)
        except Exception:
            # A panel that cannot draw this session leaves no half-made tab behind.
            for child in self.notebook.winfo_children():
                if child not in before:
                    child.destroy()
            raise
        return tab

    def new_session(
        self, game_id: str, seed: int | None = None, options: Mapping[str, object] | None = None
    ) -> SessionTab | None:
        """Start a new game in a new tab (autosaved to the user data folder); `options` are
        the game's rule and player choices, saved with the session."""
        from tabletop.session.session import Session

        try:
            session = Session.new(game_id, seed=seed, options=options)
        except TabletopError as exc:
            self.notify(str(exc), error=True)
            return None
        tab = self.add_session(session)
        self.notify(f"New {session.game.title}; autosaved to {session.autosave_path()}.")
        return tab

    def open_path(self, path: str | Path) -> SessionTab | None:
        """Open a save in a new tab; a bad file gives one sentence and is left untouched."""
        from tabletop.session.saves import read_session

        try:
            session = read_session(Path(path))
            tab = self.add_session(session)
        except TabletopError as exc:
            from textwrap import shorten  # (not at start-up: the window is drawn sooner)

            self.notify(shorten(str(exc), SENTENCE), error=True)
            return None
        except Exception:  # a panel bug met a value it cannot draw: a sentence, no orphan tab
            import traceback

            traceback.print_exc()
            self.notify(
                f"{Path(path).name} loads, but its panel cannot show it; the file is left as "
                f"it was.",
                error=True,
            )
            return None
        remember(Path(path))
        self.start.refresh()
        self.notify(f"Opened {Path(path).name}: {session.summary()}")
        return tab

    def open_dialog(self) -> None:
        """Ask for a save and open it."""
        path = self.ask_open()
        if path:
            self.open_path(path)

    def save(self) -> None:
        """Save the current session to its file (asking for one the first time)."""
        tab = self.current_tab()
        if tab is None:
            return
        if tab.session.path is None:
            self.save_as()
            return
        self._write(tab, None)

    def save_as(self) -> None:
        """Save the current session under a new name, which becomes its own."""
        tab = self.current_tab()
        if tab is None:
            return
        path = self.ask_save()
        if path:
            self._write(tab, Path(path))

    def _write(self, tab: SessionTab, path: Path | None) -> None:
        try:
            target = tab.session.save(path)
        except (OSError, TabletopError) as exc:
            self.notify(f"Could not save: {exc}", error=True)
            return
        remember(target)
        self.start.refresh()
        self.notebook.tab(tab, text=tab.title())
        self.notify(f"Saved to {target}.")

    def undo(self) -> None:
        """Undo the last step of the current session."""
        tab = self.current_tab()
        if tab is not None:
            tab.undo()

    def redo(self) -> None:
        """Redo the step just undone."""
        tab = self.current_tab()
        if tab is not None:
            tab.redo()

    def show_start(self) -> None:
        """Bring the start page to the front."""
        self.notebook.select(self.start)

    def close_tab(self) -> None:
        """Close the current session tab (it is already saved)."""
        tab = self.current_tab()
        if tab is None:
            return
        self.tabs.remove(tab)
        self.notebook.forget(tab)
        tab.destroy()  # waits for its last autosave
        if tab.session.save_problem:
            self.notify(tab.session.save_problem, error=True)
        else:
            self.notify(f"Closed; the session is saved in {tab.session.autosave_path()}.")

    def close(self) -> None:
        """Quit once every session's last autosave is on disk (each is written off the
        window's thread). One that failed is shown first; quitting again closes anyway."""
        for tab in self.tabs:
            tab.session.flush()
        problem = next((t.session.save_problem for t in self.tabs if t.session.save_problem), "")
        if problem and problem != self._quit_warned:
            self._quit_warned = problem
            self.notify(f"{problem}; quit again to close without it", error=True)
            return
        self.root.destroy()


def _key(command: Callable[[], object], _event: object) -> str:
    """A keyboard shortcut: run the command and stop Tk passing the key on."""
    command()
    return "break"
