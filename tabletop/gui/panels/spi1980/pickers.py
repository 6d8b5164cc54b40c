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
LINE_PAD = 2
"""Pixels Tk's list keeps free at each end of a line (its selection's border)."""


class UnitList(ttk.Frame):
    """A multi-select list of units, keeping its selection by unit id across redraws.

    A line longer than the list is wide ends in an ellipsis, never cut in the middle of a
    word with nothing to say so, and the pointer on it shows the whole line."""

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
        self.labels: list[str] = []
        """Each line's whole text (the list shows what fits)."""
        self._room = 0
        self._fit = TextFit(self, tkfont.Font(self, font=self.listbox.cget("font")))
        self.tooltip = Tooltip(self)
        self._hovered = -1
        self.listbox.bind("<Configure>", lambda e: self._fit_lines(), add="+")
        self.listbox.bind("<Motion>", self._hover, add="+")
        self.listbox.bind("<Leave>", lambda e: self._unhover(), add="+")

    def fill(self, items: list[tuple[str, str]]) -> None:
        """Show (id, label) rows, keeping the chosen ids chosen."""
        chosen = set(self.selected())
        self.ids = [i for i, _ in items]
        self.labels = [label for _, label in items]
        self._room = -1  # every line drawn again, to the width the list has now
        self._fit_lines()
        for index, unit_id in enumerate(self.ids):
            if unit_id in chosen:
                self.listbox.selection_set(index)

    def room(self) -> int:
        """Pixels a line has inside the list (its borders and Tk's padding left out)."""
        inner = int(self.listbox.cget("borderwidth")) + int(self.listbox.cget("highlightthickness"))
        return int(self.listbox.winfo_width()) - 2 * inner - 2 * LINE_PAD

    def _fit_lines(self) -> None:
        """Each line as it fits the list's width now: whole, or shortened with an ellipsis."""
        room = self.room()
        if room == self._room:
            return
        self._room = room
        # A frame not drawn yet has no width: lines whole until it has one.
        shown = [self._fit.clip(t, room) if room > 1 else t for t in self.labels]
        if list(self.listbox.get(0, "end")) == shown:
            return
        chosen = self.listbox.curselection()
        top = self.listbox.yview()[0]
        self.listbox.delete(0, "end")
        for line in shown:
            self.listbox.insert("end", line)
        for index in chosen:
            self.listbox.selection_set(index)
        self.listbox.yview_moveto(top)

    def shown(self) -> list[str]:
        """The lines as the list shows them."""
        return [str(line) for line in self.listbox.get(0, "end")]

    def whole(self, index: int) -> str:
        """What the pointer on line `index` shows: its whole text when the list shortened
        it, "" when it is shown whole."""
        if not 0 <= index < len(self.labels):
            return ""
        full = self.labels[index]
        return full if self.listbox.get(index) != full else ""

    def _hover(self, event: tk.Event) -> None:
        index = self.listbox.nearest(event.y)
        if index == self._hovered:
            return
        self._hovered = index
        self.tooltip.show(self.whole(index), event.x_root, event.y_root)

    def _unhover(self) -> None:
        self._hovered = -1
        self.tooltip.hide()

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
