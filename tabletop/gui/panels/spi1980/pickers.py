"""Pickers the SPI pages share: a multi-select list of units, and a drop-down of check boxes
for the few units (or terrains) a rule lets a player choose."""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import N_, _
from tabletop.gui.widgets.textfit import TextFit
from tabletop.gui.widgets.tooltip import Tooltip

NONE = N_("none")


class UnitList(ttk.Frame):
    """A multi-select list of units, keeping its selection by unit id across redraws."""

    def __init__(self, master: tk.Misc, title: str, on_change: Any) -> None:
        super().__init__(master)
        self.title = ttk.Label(self, text=title, style="Title.TLabel")
        self.title.pack(anchor="w")
        box = ttk.Frame(self)
        box.pack(fill="both", expand=True)
        self.listbox = tk.Listbox(
            box, selectmode="extended", height=7, exportselection=False, width=34
        )
        bar = ttk.Scrollbar(box, orient="vertical", command=self.listbox.yview)
        self.listbox.configure(yscrollcommand=bar.set)
        bar.pack(side="right", fill="y")
        self.listbox.pack(side="left", fill="both", expand=True)
        self.listbox.bind("<<ListboxSelect>>", lambda e: on_change())
        self.ids: list[str] = []

    def fill(self, items: list[tuple[str, str]]) -> None:
        """Show (id, label) rows, keeping the chosen ids chosen."""
        chosen = set(self.selected())
        self.listbox.delete(0, "end")
        self.ids = [i for i, _ in items]
        for index, (unit_id, label) in enumerate(items):
            self.listbox.insert("end", label)
            if unit_id in chosen:
                self.listbox.selection_set(index)

    def selected(self) -> list[str]:
        """The chosen unit ids, in list order."""
        return [self.ids[i] for i in self.listbox.curselection() if i < len(self.ids)]

    def choose(self, ids: list[str]) -> None:
        """Select these units, as a player clicking them would (test hook)."""
        self.listbox.selection_clear(0, "end")
        for unit_id in ids:
            self.listbox.selection_set(self.ids.index(unit_id))
        self.listbox.event_generate("<<ListboxSelect>>")


class CheckMenu(ttk.Menubutton):
    """A drop-down of check boxes, one per unit (or terrain), for the few a rule lets choose."""

    def __init__(self, master: tk.Misc, on_change: Any, width: int = 28) -> None:
        super().__init__(master, text=_(NONE), width=width)
        self.menu = tk.Menu(self, tearoff=False)
        name = ttk.Style(self).lookup("TMenubutton", "font") or "TkDefaultFont"
        self._fit = TextFit(self, tkfont.nametofont(str(name), root=self))
        self.tooltip = Tooltip(self)
        # The whole list of names when the caption had to be shortened to fit.
        self.tooltip.attach(self, lambda: self.full if self.full != self.shown() else "")
        self.full = _(NONE)
        self.configure(menu=self.menu)
        self.vars: dict[str, tk.BooleanVar] = {}
        self.names: dict[str, str] = {}
        self.on_change = on_change

    def fill(self, items: list[tuple[str, str]]) -> None:
        """Offer these (id, name) units; ones no longer offered are unchecked."""
        old = {k: v.get() for k, v in self.vars.items()}
        self.menu.delete(0, "end")
        self.vars = {}
        self.names = dict(items)
        for unit_id, name in items:
            var = tk.BooleanVar(self, value=old.get(unit_id, False))
            var.trace_add("write", lambda *_: self._changed())
            self.menu.add_checkbutton(label=name, variable=var)
            self.vars[unit_id] = var
        self.configure(state="normal" if items else "disabled")
        self._caption()

    def check(self, ids: list[str]) -> None:
        """Tick these units (the ones offered), as a player would."""
        for unit_id in ids:
            if unit_id in self.vars:
                self.vars[unit_id].set(True)

    def chosen(self) -> list[str]:
        """The checked unit ids."""
        return [k for k, v in self.vars.items() if v.get()]

    def _caption(self) -> None:
        names = [self.names.get(u, u) for u in self.chosen()]
        self.full = ", ".join(names) or _(NONE)
        # The button keeps its width in characters: a longer list is cut with an ellipsis.
        room = int(self.cget("width")) * self._fit.measure("0")
        self.configure(text=self._fit.clip(self.full, room))

    def shown(self) -> str:
        """The caption as shown (shortened with an ellipsis when the names do not fit)."""
        return str(self.cget("text"))

    def _changed(self) -> None:
        self._caption()
        self.on_change()
