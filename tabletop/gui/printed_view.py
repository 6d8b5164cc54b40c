"""File > Your printed data…: every entry the owner has kept, game by game, to read and to
remove (DESIGN principle 2). Each entry is shown as it is kept (TOML); it is corrected on its
game's own form (a lost table on its page, Tonnerre's counts, tracks and cards on Printed
data) and exported with the others as a pack."""

from __future__ import annotations

import tkinter as tk
from pathlib import Path
from tkinter import messagebox, ttk
from typing import Protocol

import tomli_w

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, ngettext, tr
from tabletop.core.layer import entry_paths, nest
from tabletop.core.overrides import owner_entries, remove_entry
from tabletop.games import GAMES
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.packs import entry_title

HOW_TO_CORRECT = N_(
    "Correct an entry on its game's own form: a lost table from its page (Lost tables, or "
    "Charts), Tonnerre's counts, tracks, Mist markers and cards on its Printed data page. A game "
    "already saved keeps the data it carries; an open game offers to adopt a new entry."
)


class Exporter(Protocol):
    """What the window needs of File's printed-data commands (printed_packs.py, which opens
    it): writing a game's entries as a pack."""

    def export(self, game: str) -> Path | None:
        """Write the owner's entries for `game` to a pack file they choose."""


class PrintedView(tk.Toplevel):
    """The owner's entries of one game at a time: a list, the chosen entry, Remove."""

    def __init__(self, master: tk.Misc, packs: Exporter) -> None:
        super().__init__(master)
        self.title(_("Your printed data"))
        self.packs = packs
        body = ttk.Frame(self, padding=8)
        body.pack(fill="both", expand=True)
        style.apply(body)
        self.titles = {listing.title: game for game, listing in GAMES.items()}
        top = ttk.Frame(body)
        top.pack(fill="x")
        ttk.Label(top, text=_("Game"), style="Body.TLabel").pack(side="left")
        self.game_box = ttk.Combobox(top, state="readonly", values=list(self.titles), width=40)
        self.game_box.pack(side="left", padx=6)
        self.game_box.bind("<<ComboboxSelected>>", lambda _e: self.show(), add="+")
        self.export_button = ttk.Button(top, text=_("Export…"), command=self.export)
        self.export_button.pack(side="left")
        self.tree = ttk.Treeview(body, columns=("title",), height=8, selectmode="browse")
        self.tree.heading("#0", text=_("Entry"))
        self.tree.heading("title", text=_("What it is"))
        self.tree.pack(fill="x", pady=(6, 0))
        self.tree.bind("<<TreeviewSelect>>", lambda _e: self.show_entry(), add="+")
        self.text = tk.Text(body, height=12, width=80, wrap="none", font=style.mono(body))
        self.text.pack(fill="both", expand=True, pady=(6, 0))
        buttons = ttk.Frame(body)
        buttons.pack(fill="x", pady=(6, 0))
        self.remove_button = ttk.Button(buttons, text=_("Remove…"), command=self.remove)
        self.remove_button.pack(side="left")
        ttk.Button(buttons, text=_("Close"), command=self.destroy).pack(side="right")
        self.said = wrapping(ttk.Label(body, style="Body.TLabel"), 2, first=600)
        self.said.pack(fill="x")
        note = ttk.Label(body, text=_(HOW_TO_CORRECT), style="Muted.TLabel")
        wrapping(note, 2, first=600).pack(fill="x")
        first = next((t for t, g in self.titles.items() if owner_entries(g)), "")
        self.game_box.set(first or next(iter(self.titles)))
        self.show()

    def game(self) -> str:
        """The game shown."""
        return self.titles[self.game_box.get()]

    def show(self) -> None:
        """List the game's entries."""
        self.tree.delete(*self.tree.get_children())
        game = self.game()
        entries = entry_paths(owner_entries(game))
        for path in entries:
            title = entry_title(game, path)
            self.tree.insert(
                "", "end", iid=path, text=path, values=(tr(title) if title != path else "",)
            )
        count = len(entries)
        self.said.configure(
            text=ngettext("{n} entry kept.", "{n} entries kept.", count).format(n=count)
            if count
            else _("You have kept no printed data for it.")
        )
        self._show_text("")
        if entries:
            self.tree.selection_set(next(iter(entries)))
            self.show_entry()

    def _show_text(self, text: str) -> None:
        self.text.configure(state="normal")
        self.text.delete("1.0", "end")
        self.text.insert("1.0", text)
        self.text.configure(state="disabled")

    def show_entry(self) -> None:
        """Show the chosen entry as it is kept."""
        chosen = self.tree.selection()
        if not chosen:
            return
        path = str(chosen[0])
        value = entry_paths(owner_entries(self.game())).get(path)
        self._show_text(tomli_w.dumps(nest(path, value)) if value is not None else "")

    def remove(self) -> bool:
        """Remove the chosen entry, after asking."""
        chosen = self.tree.selection()
        if not chosen:
            self.said.configure(text=_("Choose an entry in the list first."))
            return False
        path = str(chosen[0])
        title = entry_title(self.game(), path)
        if not messagebox.askyesno(
            _("Remove printed data"),
            _(
                "Remove {entry} from your printed data? New games read the rulebook's text "
                "there again; games already saved keep the copy they carry."
            ).format(entry=tr(title)),
            parent=self,
        ):
            return False
        try:
            remove_entry(self.game(), path)
        except (TabletopError, OSError) as exc:
            self.said.configure(text=sentence(exc))
            return False
        self.show()
        self.said.configure(
            text=_("{entry} removed from your printed data.").format(entry=tr(title))
        )
        return True

    def export(self) -> None:
        """Export the game shown as a pack."""
        self.packs.export(self.game())
