"""The main window: a start page, one tab per open session, menus, shortcuts, status bar."""

from __future__ import annotations

import os
import tkinter as tk
from collections.abc import Callable, Mapping
from pathlib import Path
from tkinter import font as tkfont
from tkinter import ttk
from types import TracebackType

from tabletop.core import i18n
from tabletop.core.errors import SaveError, TabletopError
from tabletop.core.i18n import N_, _, tr
from tabletop.core.recent import remember
from tabletop.gui import asks, screen, settings, theme, wheel
from tabletop.gui.inputmethods import drawing_without
from tabletop.gui.menus import Menus, bind_keys
from tabletop.gui.start import StartPage
from tabletop.gui.tabtitles import TabTitles
from tabletop.gui.tklocale import follow_language

SENTENCE = 300
"""Longest status-bar sentence about a file: a quoted value never floods the window."""

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.session_tab import SessionTab
    from tabletop.gui.shell import Tab
    from tabletop.session.session import Session

# The engine, saves and session widgets are not imported at start-up: the start page needs
# none of them, and the window is drawn sooner (scripts/bench). They load a moment after the
# first draw (gui/warmup.py), or when the first session opens, if that is sooner.

WARM_AFTER_MS = 400
"""How long after start-up the engine starts loading (gui/warmup.py): the window is drawn."""

THEME_WORDS = {"system": N_("following the system"), "light": N_("light"), "dark": N_("dark")}


class App:
    """The application shell around the sessions."""

    def __init__(self, root: tk.Tk, lang: str | None = None) -> None:
        self.root = root
        drawing_without(root)  # input methods: the start page has no box to type in
        root.title("Austerlitz Tabletop")
        self.settings = settings.load()
        # The language asked for (`--lang`, TABLETOP_LANG), else the one chosen in View >
        # Language at the last run, else the system's.
        i18n.set_language(i18n.choose(lang, saved=self.settings.language))
        follow_language(root, i18n.language())
        chosen = self.settings
        theme.apply(root, dark=chosen.dark(), text_size=chosen.text_size, dpi=chosen.dpi)
        self._placed = screen.place(root, self.settings.geometry, self.settings.zoomed)
        """The geometry the window opened at: kept again at Quit only if the player changed it."""
        wheel.guard(root)
        wheel.keyboard(root)
        # Dialogs are attributes so tests can answer them without a human (IDLE's habit).
        self.ask_open: Callable[[], str] = lambda: asks.ask_open(root)
        self.ask_save: Callable[[], str] = lambda: asks.ask_save(root)
        self.ask_report: Callable[[str], str] = lambda name: asks.ask_report(root, name)
        self.ask_quit_anyway: Callable[[str], bool] = lambda why: asks.ask_quit_anyway(root, why)
        self.ask_reload: Callable[[str], bool] = lambda why: asks.ask_reload(root, why)
        self.alert: Callable[[str], None] = lambda text: asks.alert(root, text)
        self.ask_name: Callable[[str], str | None] = lambda now: asks.ask_name(root, now)
        self.status = tk.StringVar(value=_("Choose a game to start, or open a save."))
        self.tabs: list[SessionTab] = []
        self._stale: set[SessionTab] = set()
        """Tabs drawn before the last change of language or theme: made again when shown."""
        self._status_tab: SessionTab | None = None
        """The tab in front when the message line was last set."""
        self._alerted: set[str] = set()
        """Autosave problems already shown in a dialog (each is shown once, then in the
        message line)."""

        # The message line has a row of its own that no page can take: the notebook's row
        # grows and shrinks with the window, the message row keeps its height.
        root.rowconfigure(0, weight=1)
        root.columnconfigure(0, weight=1)
        self.notebook = ttk.Notebook(root)
        self.start = StartPage(self.notebook, self)
        self.notebook.add(self.start, text=_("Start"))
        self.notebook.grid(row=0, column=0, sticky="nsew")
        self.titles = TabTitles(self.notebook)
        self.status_bar = ttk.Label(
            root,
            textvariable=self.status,
            anchor="w",
            justify="left",
            padding=(8, 3),
            style="Status.TLabel",
        )
        self.status_bar.grid(row=1, column=0, sticky="ew")
        line = int(tkfont.nametofont("TkDefaultFont", root=root).metrics("linespace"))
        root.rowconfigure(1, minsize=line + 8)  # the line keeps its height when empty
        # A long sentence wraps onto a second line rather than running off the window.
        self.status_bar.bind(
            "<Configure>", lambda e: self.status_bar.configure(wraplength=max(200, e.width - 16))
        )
        self.menus = Menus(self)
        self.menubar = self.menus.bar
        bind_keys(self)
        self.notebook.bind("<<NotebookTabChanged>>", lambda _e: self.tab_changed(), add="+")
        self.notebook.bind("<Double-Button-1>", lambda _e: self.name_session(), add="+")
        root.protocol("WM_DELETE_WINDOW", self.close)
        root.report_callback_exception = self._callback_failed
        # The engine loads while the player looks at the start page.
        root.after(WARM_AFTER_MS, self._warm_up)
        # Whether the desktop is dark, and its font DPI, take a program's run to learn: asked
        # off the window's thread after the first draw, which follows the last run's answers.
        # (TABLETOP_DESKTOP=no: not asked, as in the tests, which must not be redrawn midway.)
        if os.environ.get("TABLETOP_DESKTOP", "ask") != "no":
            root.after(WARM_AFTER_MS, self._ask_desktop)

    def _ask_desktop(self) -> None:
        """Ask the desktop whether it is dark and its font DPI, off the window's thread;
        draw again if an answer differs from the one the first draw followed."""
        import threading

        from tabletop.gui import desktop

        answers: list[dict[str, object]] = []
        theme_now = self.settings.theme
        thread = threading.Thread(target=lambda: answers.append(desktop.ask(theme_now)))
        thread.daemon = True
        thread.start()

        def look() -> None:
            if not answers:
                self.root.after(100, look)
                return
            values = self.settings.values()
            changed = {k: v for k, v in answers[0].items() if values.get(k) != v}
            if changed and self.settings.theme == theme_now:
                self._restyle(self.settings.replace(**changed))

        self.root.after(100, look)

    def _warm_up(self) -> None:
        from tabletop.gui.warmup import warm_up

        warm_up(self.root, lambda: not self.tabs)

    def name_session(self) -> None:
        """File > Name this session… (or a double click on its tab)."""
        from tabletop.gui.opentabs import name_session

        name_session(self)

    def disk_changed(self, changed: Tab) -> None:
        """Another program changed a tab's save on disk: the message line says so, and the
        player may reload it (else this window does not write over it: savefile.py)."""
        tab = next((open_tab for open_tab in self.tabs if open_tab is changed), None)
        if tab is None:  # closed since
            return
        name = tab.session.path.name if tab.session.path else _("the save")
        problem = _(
            "{name} was changed on disk by another program (a shell's `tabletop act`, another "
            "window); this window will not write over it"
        ).format(name=name)
        self.notify(
            _("{problem}: reload it (File > Open) to go on from what it holds.").format(
                problem=problem
            ),
            error=True,
        )
        if self.ask_reload(problem) and tab.session.path is not None:
            path = tab.session.path
            self._drop(tab)
            self.open_path(path)

    def save_failed(self, problem: str) -> None:
        """An autosave failed: the message line says so, and the first time a problem is met
        a dialog too (a player looking at the board would miss a line at the bottom)."""
        self.notify(tr(problem), error=True)
        if problem not in self._alerted:
            self._alerted.add(problem)
            self.alert(
                _(
                    "{problem}. The game goes on, but it is not being saved; use File > "
                    "Save as… to keep it somewhere else."
                ).format(problem=tr(problem))
            )

    def report(self) -> None:
        """Write the current session's one-page report, PDF or PNG (File > Report…)."""
        from tabletop.gui.widgets.charts_report import report_current

        report_current(self)

    # -- sessions ---------------------------------------------------------------------

    def notify(self, text: str, *, error: bool = False) -> None:
        """Show one sentence in the message line (red for a problem), about the tab in front;
        it stands until another replaces it or what it said no longer holds."""
        self._status_tab = self.current_tab()
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
            _(
                "Something went wrong ({kind}: {error}); your last change is saved. Please "
                "report this."
            ).format(kind=kind.__name__, error=error),
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
            self.titles.set(tab, tab.title())
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
        # No file is named before it exists: the first autosave is written at the first change.
        self.notify(
            _(
                "New {game}: it is autosaved at every change and listed on the start page; "
                "File > Save as\u2026 gives it a name of your own."
            ).format(game=tr(session.game.title))
        )
        return tab

    def open_path(self, path: str | Path) -> SessionTab | None:
        """Open a save in a new tab; a bad file gives one sentence and is left untouched."""
        from tabletop.session.savefile import example_copy, shipped_example
        from tabletop.session.saves import read_session

        example = shipped_example(Path(path))
        try:
            session = read_session(Path(path))
        except SaveError as exc:  # one plain sentence, and what can still be opened
            self._unopened(Path(path), exc)
            return None
        try:
            if example:  # played in a copy in the user's folder: the example stays as shipped
                session.path = example_copy(Path(path))
            tab = self.add_session(session)
        except TabletopError as exc:
            from textwrap import shorten  # (not at start-up: the window is drawn sooner)

            self.notify(shorten(str(exc), SENTENCE), error=True)
            return None
        except Exception:  # a panel bug met a value it cannot draw: a sentence, no orphan tab
            import traceback

            traceback.print_exc()
            self.notify(
                _("{name} loads, but its panel cannot show it; the file is left as it was.").format(
                    name=Path(path).name
                ),
                error=True,
            )
            return None
        if not example:
            remember(Path(path))
        self.start.refresh()
        opened = (
            _(
                "Opened a copy of the example {name} (your changes go to {copy}; the example "
                "stays as shipped): {summary}"
            )
            if example
            else _("Opened {name}: {summary}")
        )
        self.notify(
            opened.format(name=Path(path).name, copy=session.path, summary=tr(session.summary()))
        )
        return tab

    def _unopened(self, path: Path, error: SaveError) -> None:
        """Say in one sentence why a save does not open, and offer what can still be opened
        (the game up to the last entry that loads, its backup) as new files."""
        from textwrap import shorten

        from tabletop.gui.recover_dialog import offer_recovery
        from tabletop.session.recover import plain_problem

        recovery = plain_problem(path, error)
        self.notify(shorten(tr(recovery.sentence), SENTENCE), error=True)
        if recovery.recoverable or recovery.backup is not None:
            offer_recovery(self.root, recovery, self.open_path, self.notify)

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
        from tabletop.gui.opentabs import carry_name

        before = tab.session.autosave_path()
        try:
            target = tab.session.save(path)
        except (OSError, TabletopError) as exc:
            self.notify(_("Could not save: {reason}").format(reason=exc), error=True)
            return
        remember(target)
        carry_name(before, target)  # the name a player gave it follows it to its new file
        self.start.refresh()
        self.titles.set(tab, tab.title())
        self.notify(_("Saved to {path}.").format(path=target))

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
        self._drop(tab)
        saved = tab.session.autosave_path()
        if tab.session.save_problem:
            self.notify(tr(tab.session.save_problem), error=True)
        elif saved.is_file():
            self.notify(_("Closed; the session is saved in {path}.").format(path=saved))
            self.start.refresh()
        else:
            self.notify(_("Closed; nothing was played, so nothing was saved."))

    def _drop(self, tab: SessionTab) -> None:
        self.tabs.remove(tab)
        self._stale.discard(tab)
        self.notebook.forget(tab)
        self.titles.forget(tab)
        tab.destroy()  # waits for its last autosave
        self._free_soon()

    def _free_soon(self) -> None:
        """Free what a closed tab leaves, its Tk variables too, on the window's thread once
        the command that closed it returns. Its widgets hold one another in cycles, and the
        next collection may fall on an autosave's thread, where a variable cannot reach Tk
        ("main thread is not in main loop"; in play, Tk's thread may be waiting for that
        autosave, and the two would wait for each other)."""
        import gc

        self.root.after_idle(gc.collect)

    def close(self) -> None:
        """Quit once every session's last autosave is on disk (each is written off the
        window's thread). One that failed asks first whether to quit without it."""
        for tab in self.tabs:
            tab.session.flush()
        problem = next((t.session.save_problem for t in self.tabs if t.session.save_problem), "")
        if problem and not self.ask_quit_anyway(problem):
            self.notify(
                _("{problem}; not quitting, so nothing is lost yet").format(problem=tr(problem)),
                error=True,
            )
            return
        self._keep_window_settings()
        from tabletop.gui.opentabs import keep_tabs

        keep_tabs(self)
        self.root.destroy()

    # -- the window's look ------------------------------------------------------------

    def tab_changed(self) -> None:
        """Another tab is in front: Edit follows its buttons, and a sentence about another
        tab's session no longer stands in the message line."""
        if self._stale:
            self._renew_front()
        tab = self.current_tab()
        if tab is None:
            self.menus.follow_undo(False, False)
        else:
            tab.follow_undo()
        if self._status_tab is not None and self._status_tab is not tab:
            self.notify("")

    def set_theme(self, choice: str) -> None:
        """View > Theme: follow the system, light or dark; every tab is drawn again."""
        if choice not in settings.THEMES or choice == self.settings.theme:
            return
        self._restyle(self.settings.replace(theme=choice))

    def text_size(self, step: int) -> None:
        """View > Larger or Smaller text (Ctrl+plus, Ctrl+minus), or back to normal (0)."""
        size = self.settings.text_size + step if step else 0
        if size not in settings.TEXT_SIZES:
            self.notify(
                _("The text is as large as it goes.")
                if step > 0
                else _("The text is as small as it goes.")
            )
            return
        if size != self.settings.text_size:
            self._restyle(self.settings.replace(text_size=size))

    def _restyle(self, chosen: settings.Settings) -> None:
        """Apply a new theme or text size: the styles first, then every page made again from
        its session (texts are measured in the new fonts, colours read from the new theme)."""
        self.settings = chosen
        settings.store(chosen)
        theme.apply(self.root, dark=chosen.dark(), text_size=chosen.text_size, dpi=chosen.dpi)
        self._rebuild_pages()
        size = chosen.text_size
        self.notify(
            _("Theme: {theme}; text size {size}.").format(
                theme=_(THEME_WORDS[chosen.theme]), size=f"{size:+d}"
            )
            if size
            else _("Theme: {theme}; normal text size.").format(theme=_(THEME_WORDS[chosen.theme]))
        )

    def _rebuild_pages(self) -> None:
        """Make the start page and the tab in front again at once, from its session; every
        other session's tab is made again when it is next brought to the front (its title
        now), so a new language or theme is quick with many tabs open (a session, its
        history and its unsaved state are untouched)."""
        front = self.notebook.index(self.notebook.select()) if self.notebook.tabs() else 0
        self.notebook.forget(self.start)
        self.start.destroy()
        self.start = StartPage(self.notebook, self)
        if self.notebook.tabs():
            self.notebook.insert(0, self.start, text=_("Start"))
        else:  # no session open: Tk has no index 0 to insert at
            self.notebook.add(self.start, text=_("Start"))
        self._stale = set(self.tabs)
        for tab in self.tabs:
            self.titles.set(tab, tab.title())
        self.notebook.select(front)
        self._renew_front()
        self._free_soon()  # the old start page (and menus, after a new language)

    def _renew_front(self) -> None:
        """The tab in front, made again if it was drawn before the last language or theme."""
        tab = self.current_tab()
        if tab is None or tab not in self._stale:
            return
        from tabletop.gui.session_tab import SessionTab

        self._stale.discard(tab)
        index = self.notebook.index(tab)
        fresh = SessionTab(self.notebook, tab.session, self)
        self.notebook.insert(index, fresh, text=fresh.title())
        self.notebook.forget(tab)
        tab.destroy()  # a session tab waits for its last autosave
        self.tabs[self.tabs.index(tab)] = fresh
        self.titles.forget(tab)
        self._free_soon()
        self.titles.set(fresh, fresh.title())
        self.notebook.select(fresh)

    def set_language(self, code: str) -> None:
        """View > Language: show the window in `code` ("en", "fr") from now on, without
        closing a session: the menus, the start page and every open tab are made again in
        it, and the choice is kept for the next run."""
        if code not in i18n.LANGUAGES:
            return
        if code != self.settings.language:
            self.settings = self.settings.replace(language=code)
            settings.store(self.settings)
        if code == i18n.language():
            return
        i18n.set_language(code)
        follow_language(self.root, code)
        # Dialogs drawn in the old language close (each is opened again from its menu).
        from tabletop.gui.help import close_help
        from tabletop.gui.newgame import showing

        close_help(self.root)
        dialog = showing(self.root)
        if dialog is not None:
            dialog.destroy()
        old_bar = self.menus.bar
        self.menus.close()
        self.menus = Menus(self)
        self.menubar = self.menus.bar
        old_bar.destroy()
        self._rebuild_pages()
        self.tab_changed()
        self.notify(_("Language: {language}.").format(language=i18n.LANGUAGES[code]))

    def keep_settings(self, chosen: settings.Settings) -> None:
        """Make `chosen` the player's settings, kept for the next run."""
        self.settings = chosen
        settings.store(chosen)

    def _keep_window_settings(self) -> None:
        """Remember the window's size, place and the log's share for the next run."""
        maximised = screen.is_maximised(self.root)
        kept = self.settings.replace(zoomed=maximised)
        if not maximised and self.root.geometry() != self._placed:
            kept = kept.replace(geometry=self.root.geometry())
        share = next((tab.log_share() for tab in self.tabs if tab.log_share()), 0.0)
        if share:
            kept = kept.replace(log_share=share)
        if kept != self.settings:
            self.settings = kept
            settings.store(kept)
