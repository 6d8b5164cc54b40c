"""The start page: a new session of any game, open a save, or carry on with a session in
progress (the recent saves and the autosaves, newest first, with game, turn and when)."""

from __future__ import annotations

import time
import tkinter as tk
from functools import partial
from pathlib import Path
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _, tr
from tabletop.core.recent import Shelved, in_progress
from tabletop.games import GAMES
from tabletop.gui.widgets.textfit import TextFit

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from collections.abc import Callable

    from tabletop.gui.shell import Window
    from tabletop.gui.widgets.tooltip import Tooltip


class StartPage(ttk.Frame):
    """What the window shows first."""

    def __init__(self, master: tk.Misc, app: Window) -> None:
        super().__init__(master, padding=24)
        self.app = app
        ttk.Label(self, text="Austerlitz Tabletop", style="AppTitle.TLabel").pack(anchor="w")
        ttk.Label(
            self,
            text=_(
                "2 December 1805. Pick a game to start a new session, or carry on with a saved one."
            ),
        ).pack(anchor="w", pady=(2, 18))

        games = ttk.LabelFrame(self, text=_("New session"), padding=12)
        games.columnconfigure(1, weight=1)  # what each game is takes the room left
        games.pack(fill="x")
        self.new_buttons: dict[str, ttk.Button] = {}
        printed = [g for g in GAMES.values() if not g.teaching]
        teaching = [g for g in GAMES.values() if g.teaching]
        for row, listing in enumerate(printed + teaching):
            if teaching and listing is teaching[0]:
                ttk.Label(
                    games,
                    text=_(
                        "Not a printed game: one to learn how a game is built from "
                        "(docs/adding-a-game.md):"
                    ),
                    style="Dim.TLabel",
                ).grid(row=2 * row, column=0, columnspan=2, sticky="w", pady=(10, 2))
            button = ttk.Button(
                games,
                text=_("New: {game}").format(game=tr(listing.title)),
                width=-44,  # at least; a longer title (French, a larger text) widens them all
                command=partial(ask_new_game, app, listing.id),
            )
            button.grid(row=2 * row + 1, column=0, sticky="ew", pady=2)
            # What the game is, on one line beside its button: shortened with "…" (whole
            # under the pointer) when a large text or a dense screen leaves less room.
            about = ttk.Label(games, text=tr(listing.about), style="Dim.TLabel", width=1)
            about.grid(row=2 * row + 1, column=1, sticky="ew", padx=12)
            self._fit_about(about, tr(listing.about))
            self.new_buttons[listing.id] = button

        saved = ttk.LabelFrame(self, text=_("Saved sessions"), padding=12)
        saved.pack(fill="both", expand=True, pady=(18, 0))
        ttk.Button(saved, text=_("Open a save…  (Ctrl+O)"), command=app.open_dialog).pack(
            anchor="w"
        )
        ttk.Label(
            saved, text=_("Sessions in progress, newest first (double-click to carry on):")
        ).pack(anchor="w", pady=(10, 2))
        shelf = ttk.Frame(saved)
        shelf.pack(fill="both", expand=True)
        self.recent = tk.Listbox(shelf, height=4, activestyle="dotbox")  # grows with the room
        bar = ttk.Scrollbar(shelf, orient="vertical", command=self.recent.yview)
        self.recent.configure(yscrollcommand=bar.set)
        bar.pack(side="right", fill="y")
        self.recent.pack(side="left", fill="both", expand=True)
        self.recent.bind("<Double-Button-1>", lambda _e: self.open_selected())
        self.recent.bind("<Return>", lambda _e: self.open_selected())
        self.recent.bind("<Configure>", lambda _e: self._draw_recent(), add="+")
        self.recent.bind("<Motion>", self._point, add="+")
        self.recent.bind("<Leave>", lambda _e: self._tip.hide() if self._tip else None, add="+")
        self._paths: list[Path | None] = []
        """The save of each line of the list (None: the line that heads the finished games)."""
        self._shelved: list[Shelved | None] = []
        self._tip: Tooltip | None = None
        self._drawn_for = 0
        self.recent.insert("end", _("(reading…)"))
        # The list fills in just after the window is first drawn: finding the user's data
        # folder is the slowest part of start-up and the rest of the page does not need it.
        self.after(30, self.refresh)

    def _fit_about(self, label: ttk.Label, whole: str) -> None:
        """Show `whole` in `label` as far as its width holds, the rest as "…" and the whole
        text in a tooltip."""
        fit = TextFit(label, tkfont.nametofont("TkDefaultFont", root=label))

        def entered(event: tk.Event) -> None:
            if str(label.cget("text")) != whole:
                self._tooltip().show(whole, event.x_root, event.y_root)

        label.bind("<Enter>", entered, add="+")
        label.bind("<Leave>", lambda _e: self._tooltip().hide(), add="+")

        def resized(event: tk.Event) -> None:
            shown = fit.clip(whole, max(40, int(event.width) - 4))
            if str(label.cget("text")) != shown:
                label.configure(text=shown)

        label.bind("<Configure>", resized, add="+")

    def refresh(self) -> None:
        """Re-read the sessions in progress: the recent saves and the autosaves; the games
        that have ended come after them, under a line of their own."""
        found = in_progress()
        going = [s for s in found if not s.finished]
        ended = [s for s in found if s.finished]
        self._shelved = [*going, *([None, *ended] if ended else [])]
        self._paths = [s.path if s is not None else None for s in self._shelved]
        self._drawn_for = 0
        self._draw_recent()

    def _draw_recent(self) -> None:
        """One line per save, its name whole and its folder cut from the left to the list's
        width (a deep folder ran past the edge); the whole path shows under the pointer."""
        width = self.recent.winfo_width() - 10
        if self._paths and width == self._drawn_for:
            return
        self._drawn_for = width
        picked = self.recent.curselection()
        self.recent.delete(0, "end")
        measure = tkfont.Font(self.recent, font=self.recent.cget("font")).measure
        now = time.time()
        for shelved in self._shelved:
            if shelved is None:
                self.recent.insert("end", _("Finished games, newest first:"))
                self.recent.itemconfigure("end", selectbackground=self.recent.cget("background"))
                continue
            said = _said(shelved, now)
            if shelved.autosave:
                line = _("{when}: autosave {name}").format(when=said, name=shelved.path.name)
            else:
                line = _fitted(
                    shelved.path,
                    width if width > 100 else 0,
                    measure,
                    _("{when}: ").format(when=said),
                )
            self.recent.insert("end", line)
        if not self._paths:
            self.recent.insert("end", _("(none yet)"))
        for index in picked:
            self.recent.selection_set(index)

    def _tooltip(self) -> Tooltip:
        """The page's one tooltip, made when first needed (not at start-up)."""
        if self._tip is None:
            from tabletop.gui.widgets.tooltip import Tooltip

            self._tip = Tooltip(self)
        return self._tip

    def _point(self, event: tk.Event[tk.Listbox]) -> None:
        """Show the whole path of the save under the pointer."""
        if not self._paths:
            return
        tip = self._tooltip()
        index = self.recent.nearest(event.y)
        path = self._paths[index] if 0 <= index < len(self._paths) else None
        text = str(path) if path is not None else ""
        if text != tip.text or tip.window is None:
            tip.show(text, event.x_root, event.y_root)

    def open_selected(self) -> None:
        """Open the recent save that is selected."""
        picked = self.recent.curselection()
        path = self._paths[picked[0]] if picked and picked[0] < len(self._paths) else None
        if path is not None:
            self.app.open_path(path)


def ask_new_game(app: Window, game_id: str) -> None:
    """Open a game's new-game dialog (its options; imported once asked for, not at start-up),
    or, for a game with nothing to choose, the new game itself: no dialog only to say so."""
    from tabletop.gui.newgame import ask_new_game as ask
    from tabletop.gui.newgame import asks_nothing

    if asks_nothing(game_id):
        app.new_session(game_id)
        return
    ask(app.root, app, game_id)


def _said(shelved: Shelved, now: float) -> str:
    """`Vae Victis, Turn 3, 12 min ago`: the game, the turn and when it was last saved."""
    listing = GAMES.get(shelved.game)
    parts = [tr(listing.short) if listing else shelved.game]
    if shelved.turn is not None:
        parts.append(_("Turn {turn}").format(turn=shelved.turn))
    parts.append(when(shelved.when, now))
    return ", ".join(parts)


MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)
"""The months as a save's date shows them (not the system locale's: the window's language)."""


def when(stamp: float, now: float) -> str:
    """When a save was written, as a player says it: "just now", "12 min ago", "today
    14:05", "yesterday 09:30", "3 Nov 2026"."""
    ago = now - stamp
    if ago < 60:
        return _("just now")
    if ago < 3600:
        return _("{minutes} min ago").format(minutes=int(ago // 60))
    then, today = time.localtime(stamp), time.localtime(now)
    clock = f"{then.tm_hour:02d}:{then.tm_min:02d}"
    if then[:3] == today[:3]:
        return _("today {clock}").format(clock=clock)
    if then[:3] == time.localtime(now - 86400)[:3]:
        return _("yesterday {clock}").format(clock=clock)
    month = _(MONTHS[then.tm_mon - 1])
    return _("{day} {month} {year}").format(day=then.tm_mday, month=month, year=then.tm_year)


def _fitted(path: Path, room: int, measure: Callable[[str], int], said: str = "") -> str:
    """`said name    (folder)`, the folder's start cut to "…" when the line is wider than
    `room` pixels (0: no limit); the home folder reads "~"."""
    folder = str(path.parent)
    home = str(Path.home())
    if folder == home or folder.startswith(home + "/"):
        folder = "~" + folder[len(home) :]
    line = f"{said}{path.name}    ({folder})"
    if not room or measure(line) <= room:
        return line
    low, high = 0, len(folder)  # the longest tail that fits, found by halves
    while low < high:
        keep = (low + high + 1) // 2
        if measure(f"{said}{path.name}    (\u2026{folder[-keep:]})") <= room:
            low = keep
        else:
            high = keep - 1
    return f"{said}{path.name}    (\u2026{folder[len(folder) - low :]})"
