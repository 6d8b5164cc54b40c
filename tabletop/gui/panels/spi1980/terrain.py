"""The combat page's terrain, unit by unit [8.0] [5.4]: what each adjacent attacker attacks
through or out of, and each defender's own hex, with what the chart's column for the unit's
type makes of it (halved 7 to 3; cavalry not doubled), shown beside the unit."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.gui.panels.spi1980.pickers import CheckMenu
from tabletop.gui.widgets import style

ATTACKER_TERRAIN = {
    "stream": N_("stream hexside"),
    "upslope": N_("upslope hexside"),
    "lake": N_("lake hexside"),
    "marsh": N_("out of a marsh hex"),
}
"""What halves an attacker, as the chart names it [8.0]."""
DEFENDER_HEXES = ("clear", "woods", "town", "fortified", "slope", "lake", "marsh")
"""A defender's own hex [8.0]."""


class TerrainForm(ttk.Frame):
    """One row per adjacent attacker and per defender, each with its terrain and its effect."""

    def __init__(self, master: tk.Misc, on_change: Callable[[], None]) -> None:
        super().__init__(master)
        self.on_change = on_change
        self.through: dict[str, CheckMenu] = {}
        self.hexes: dict[str, tk.StringVar] = {}
        self.effects: dict[str, ttk.Label] = {}
        self._kept: dict[str, list[str] | str] = {}
        self._key: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
        self.heading = ttk.Label(
            self, text=_("Terrain, unit by unit [8.0] [5.4]"), style="Title.TLabel"
        )
        self.table = ttk.Frame(self)
        self.table.pack(anchor="w", fill="x")

    def fill(self, attackers: list[tuple[str, str]], defenders: list[tuple[str, str]]) -> None:
        """Rows for these (id, label) units, keeping what was chosen for each."""
        key = (tuple(u for u, _label in attackers), tuple(u for u, _label in defenders))
        if key == self._key:
            return
        self._key = key
        for unit_id, menu in self.through.items():
            self._kept[unit_id] = menu.chosen()
        for unit_id, var in self.hexes.items():
            self._kept[unit_id] = var.get()
        for child in self.table.winfo_children():
            child.destroy()
        self.through, self.hexes, self.effects = {}, {}, {}
        row = 0
        for title, units, attacking in (
            (_("Attacker"), attackers, True),
            (_("Defender"), defenders, False),
        ):
            if not units:
                continue
            what = _("attacks through [8.0]") if attacking else _("in a hex of [8.0]")
            ttk.Label(self.table, text=f"{title}", style="Muted.TLabel").grid(
                row=row, column=0, sticky="w"
            )
            ttk.Label(self.table, text=what, style="Muted.TLabel").grid(
                row=row, column=1, sticky="w", padx=6
            )
            ttk.Label(self.table, text=_("effect"), style="Muted.TLabel").grid(
                row=row, column=2, sticky="w"
            )
            row += 1
            for unit_id, label in units:
                ttk.Label(self.table, text=label, style="Body.TLabel").grid(
                    row=row, column=0, sticky="w"
                )
                if attacking:
                    menu = CheckMenu(self.table, self.on_change)
                    menu.configure(width=20)
                    menu.fill([(k, _(v)) for k, v in ATTACKER_TERRAIN.items()])
                    kept = self._kept.get(unit_id, [])
                    menu.check(list(kept) if isinstance(kept, list) else [])
                    menu.grid(row=row, column=1, sticky="w", padx=6, pady=1)
                    self.through[unit_id] = menu
                else:
                    kept = self._kept.get(unit_id, "clear")
                    var = tk.StringVar(self, value=kept if isinstance(kept, str) else "clear")
                    var.trace_add("write", lambda *_args: self.on_change())
                    ttk.Combobox(
                        self.table,
                        textvariable=var,
                        values=DEFENDER_HEXES,
                        state="readonly",
                        width=10,
                    ).grid(row=row, column=1, sticky="w", padx=6, pady=1)
                    self.hexes[unit_id] = var
                effect = ttk.Label(self.table, style="Body.TLabel")
                effect.grid(row=row, column=2, sticky="w")
                self.effects[unit_id] = effect
                row += 1
        if row and not self.heading.winfo_manager():
            self.heading.pack(anchor="w", before=self.table, pady=(6, 0))
        elif not row:
            self.heading.pack_forget()
            self.table.configure(height=1)  # Tk keeps an emptied frame's old height

    def attacker_terrain(self) -> dict[str, str]:
        """What each attacker attacks through, as the combat action takes it."""
        return {u: "+".join(m.chosen()) for u, m in self.through.items() if m.chosen()}

    def defender_hexes(self) -> dict[str, str]:
        """Each defender's hex, as the combat action takes it."""
        return {u: v.get() for u, v in self.hexes.items()}

    def show_effect(self, unit_id: str, text: str, error: bool = False) -> None:
        """What the chart makes of this unit's terrain, beside it."""
        label = self.effects.get(unit_id)
        if label is not None:
            label.configure(text=text, foreground=style.ERROR if error else style.INK)

    def effect_text(self, unit_id: str) -> str:
        """The effect shown beside a unit (test hook)."""
        label = self.effects.get(unit_id)
        return "" if label is None else str(label.cget("text"))
