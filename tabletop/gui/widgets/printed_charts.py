"""A game's Charts page: its printed tables, one at a time as picked, each a grid of its
printed cells with the cell the chosen inputs read marked; and apart, below, the forms that
roll on its rolled tables or enter a table the rulebook's text lost (a roll there marks the
cell it read on the grid above)."""

from __future__ import annotations

import tkinter as tk
from functools import partial
from tkinter import ttk

from tabletop.core.data import load_board, using
from tabletop.core.i18n import _, tr
from tabletop.core.tables import Table
from tabletop.games.base import Resolution
from tabletop.games.table_resolver import PREFIX
from tabletop.gui.widgets.printed_grid import PrintedGrid
from tabletop.gui.widgets.resolver import ResolverView
from tabletop.gui.widgets.resolver_list import ResolverList
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session


def _printed(table: Table) -> bool:
    """True when the table has cells to show (the text kept it, or its owner entered it)."""
    return not table.unknown or any(any(r.cells) for r in table.rows)


class PrintedCharts(ttk.Frame):
    """The chart picker and the grid picked (`grids`: those made so far, by table name),
    then the roll forms (`views`)."""

    def __init__(
        self, master: tk.Misc, session: Session, *, rolls: bool = True, key: str = PREFIX
    ) -> None:
        """`rolls`: also the forms rolling on each table with dice (and entering a lost
        table), keyed `key + table name`; a game whose pages roll every table already
        leaves them out."""
        super().__init__(master)
        self.session, self.with_rolls, self.key = session, rolls, key
        self.content = ttk.Frame(self)
        self.build()

    def build(self) -> None:
        """Make the picker, the first grid and the roll forms (again: a table entered)."""
        self.content.destroy()
        self.content = ttk.Frame(self)
        self.content.pack(fill="x")
        session, rolls, key, master = self.session, self.with_rolls, self.key, self.content
        with using(session.printed):
            tables = load_board(session.game.id).tables
        self.tables = {name: t for name, t in tables.items() if _printed(t)}
        self.titles = {tr(t.title): name for name, t in self.tables.items()}
        """Each table's name by its title as shown."""
        self.grids: dict[str, PrintedGrid] = {}
        self.front = ""
        """The name of the table shown."""
        self.chooser: ttk.Combobox | None = None
        if self.tables:
            top = ttk.Frame(master)
            top.pack(anchor="w", fill="x")
            ttk.Label(top, text=_("Chart")).pack(side="left", padx=(0, 6))
            self.pick = tk.StringVar(self)
            self.chooser = ttk.Combobox(
                top,
                textvariable=self.pick,
                values=list(self.titles),
                state="readonly",
                width=max(len(t) for t in self.titles) + 3,
            )
            self.chooser.pack(side="left")
            self.chooser.bind(
                "<<ComboboxSelected>>", lambda _e: self.show(self.titles[self.pick.get()])
            )
            self.holder = ttk.Frame(master)
            self.holder.pack(anchor="w", fill="x")
            self.show(next(iter(self.tables)))
        lost = [tr(t.title) for t in tables.values() if not _printed(t)]
        if lost and not rolls:
            note = _("Not in the rulebook's text, to be entered by the owner: {titles}.").format(
                titles=", ".join(lost)
            )
            wrapping(ttk.Label(master, text=note, style="Muted.TLabel")).pack(anchor="w", fill="x")
        self.rolls: ResolverList | None = None
        names = {
            key + name: PREFIX + name
            for name, table in tables.items()
            if table.dice is not None or table.unknown
        }
        if rolls and names:
            ttk.Separator(master).pack(fill="x", pady=(4, 6))
            ttk.Label(master, text=_("Roll on a printed table"), style="Title.TLabel").pack(
                anchor="w"
            )
            self.rolls = ResolverList(master, session, names)
            self.rolls.pack(fill="x")
            for view in self.rolls.views.values():
                name = view.name[len(PREFIX) :]
                if name in self.tables:
                    view.on_result = partial(self._rolled, name, view)

    def _rolled(self, name: str, view: ResolverView, resolution: Resolution) -> None:
        """A roll on a table's form: its grid shown above with the cell it read marked."""
        self.show(name).follow(view.raw_inputs(), resolution.record.natural)

    def show(self, name: str) -> PrintedGrid:
        """Show one table's grid (made the first time it is shown)."""
        if self.front in self.grids:
            self.grids[self.front].pack_forget()
        grid = self.grids.get(name)
        if grid is None:
            grid = self.grids[name] = PrintedGrid(self.holder, self.tables[name])
        grid.pack(anchor="w", fill="x")
        self.front = name
        self.pick.set(tr(self.tables[name].title))
        return grid

    @property
    def views(self) -> dict[str, ResolverView]:
        """The roll forms, by the panel's key."""
        return self.rolls.views if self.rolls is not None else {}
