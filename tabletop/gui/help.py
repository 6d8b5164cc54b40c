"""Help inside the window: one window for the keyboard shortcuts, a game's notes, About, and
the rule case a citation ("[6.2]") leads to (gui/help_rules.py gathers what the app ships
about it; the rulebooks themselves are not shipped).
"""

from __future__ import annotations

import tkinter as tk
import weakref
from tkinter import ttk

from tabletop.core.i18n import _
from tabletop.games import GAMES
from tabletop.gui.help_rules import citations, notes_text, rule_text, sequence_text
from tabletop.gui.widgets import style

_OPEN: weakref.WeakKeyDictionary[tk.Misc, HelpWindow] = weakref.WeakKeyDictionary()
"""The help window of each main window, reused."""


class HelpWindow(tk.Toplevel):
    """A read-only text with a title; a rule case can be looked up from its top row."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self.geometry("720x560")
        self.minsize(360, 240)
        self.columnconfigure(0, weight=1)
        self.rowconfigure(1, weight=1)
        look = ttk.Frame(self, padding=(8, 8, 8, 0))
        look.grid(row=0, column=0, sticky="ew")
        ttk.Label(look, text=_("Rule case of"), style="Body.TLabel").pack(side="left")
        self.game_var = tk.StringVar(self)
        self.game_box = ttk.Combobox(
            look,
            textvariable=self.game_var,
            state="readonly",
            width=16,
            values=[g.short for g in GAMES.values()],
        )
        self.game_box.pack(side="left", padx=4)
        self.case_var = tk.StringVar(self)
        self.case_entry = ttk.Entry(look, textvariable=self.case_var, width=12)
        self.case_entry.pack(side="left", padx=4)
        self.case_entry.bind("<Return>", lambda _e: self.look_up())
        ttk.Button(look, text=_("Show"), command=self.look_up).pack(side="left")
        body = ttk.Frame(self, padding=8)
        body.grid(row=1, column=0, sticky="nsew")
        self.text = tk.Text(
            body,
            wrap="word",
            font=style.body(self),
            padx=8,
            pady=6,
            relief="flat",
            height=10,
            background=style.window_background(self),  # the theme's paper and ink, dark too
            foreground=style.INK,
            insertbackground=style.INK,
        )
        bar = ttk.Scrollbar(body, orient="vertical", command=self.text.yview)
        self.text.configure(yscrollcommand=bar.set, state="disabled")
        bar.pack(side="right", fill="y")
        self.text.pack(side="left", fill="both", expand=True)
        self.close_button = ttk.Button(self, text=_("Close"), command=self.destroy)
        self.close_button.grid(row=2, column=0, sticky="e", padx=8, pady=(0, 8))
        self.bind("<Escape>", lambda _e: self.destroy())

    def show(self, title: str, text: str) -> None:
        """Show `text` under `title`, scrolled to its top, in front."""
        self.title(title)
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.insert("1.0", text)
        self.text.configure(state="disabled")
        self.deiconify()
        self.lift()
        self.close_button.focus_set()  # Escape or Space closes it, Tab reaches the rest

    def shown(self) -> str:
        """The text shown, as a player reads it."""
        return str(self.text.get("1.0", "end-1c"))

    def look_up(self) -> None:
        """Show the case typed in, of the game chosen."""
        short = self.game_var.get()
        game = next((g.id for g in GAMES.values() if g.short == short), "")
        case = self.case_var.get().strip().strip("[]")
        if not game or not case:
            self.show(_("Rule case"), _("Choose a game and type a case, such as 6.2."))
            return
        show_rule(self.master, game, case)


def help_window(master: tk.Misc) -> HelpWindow:
    """The main window's help window, made when first needed."""
    top = master.winfo_toplevel()
    if isinstance(top, HelpWindow):
        top = top.master.winfo_toplevel()
    window = _OPEN.get(top)
    if window is None or not window.winfo_exists():
        window = _OPEN[top] = HelpWindow(top)
    return window


def close_help(master: tk.Misc) -> None:
    """Close the main window's help window, if it is open (the window changes language)."""
    window = _OPEN.pop(master.winfo_toplevel(), None)
    if window is not None and window.winfo_exists():
        window.destroy()


def show_text(master: tk.Misc, title: str, text: str) -> HelpWindow:
    """Show a help text."""
    window = help_window(master)
    window.show(title, text)
    return window


def show_rule(master: tk.Misc, game_id: str, case: str) -> HelpWindow:
    """Show what the app holds about rule case `case` of a game, and where its words are."""
    window = help_window(master)
    window.game_var.set(GAMES[game_id].short)
    window.case_var.set(case)
    window.show(
        _("Rule [{case}] \u2014 {game}").format(case=case, game=GAMES[game_id].short),
        rule_text(game_id, case),
    )
    return window


def show_notes(master: tk.Misc, game_id: str) -> HelpWindow:
    """Show a game's notes: its readings, options and what the owner enters."""
    window = help_window(master)
    window.game_var.set(GAMES[game_id].short)
    sequence = sequence_text(game_id)
    text = f"{notes_text(game_id)}\n\n{sequence}" if sequence else notes_text(game_id)
    return show_text(master, _("Notes \u2014 {game}").format(game=GAMES[game_id].title), text)


def show_citation(master: tk.Misc, text: str, game_id: str) -> HelpWindow | None:
    """Show the first case `text` cites, of `game_id` (None when it cites none)."""
    cited = citations(text)
    if not cited or game_id not in GAMES:
        return None
    return show_rule(master, game_id, cited[0])
