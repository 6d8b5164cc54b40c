"""Small form rows the Pratzen pages share: a labelled entry, spinbox, combobox or check box."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence
from tkinter import ttk

from tabletop.gui.widgets import style


class Form(ttk.Frame):
    """A grid of labelled inputs whose values are read by name."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self.vars: dict[str, tk.Variable] = {}
        self.widgets: dict[str, tk.Widget] = {}
        self._row = 0
        self._col = 0

    def _place(self, label: str, widget: tk.Widget, per_row: int) -> None:
        ttk.Label(self, text=label, style="Body.TLabel").grid(
            row=self._row, column=2 * self._col, sticky="w", padx=(0, 4), pady=2
        )
        widget.grid(row=self._row, column=2 * self._col + 1, sticky="w", padx=(0, 12), pady=2)
        self._col += 1
        if self._col >= per_row:
            self._col, self._row = 0, self._row + 1

    def text(self, name: str, label: str, width: int = 16, per_row: int = 2) -> ttk.Entry:
        """A text entry."""
        var = tk.StringVar(self)
        widget = ttk.Entry(self, textvariable=var, width=width, font=style.body(self))
        self.vars[name], self.widgets[name] = var, widget
        self._place(label, widget, per_row)
        return widget

    def number(
        self, name: str, label: str, low: int, high: int, value: int, per_row: int = 2
    ) -> ttk.Spinbox:
        """A whole number."""
        var = tk.StringVar(self, value=str(value))
        widget = ttk.Spinbox(
            self, textvariable=var, from_=low, to=high, width=5, font=style.body(self)
        )
        self.vars[name], self.widgets[name] = var, widget
        self._place(label, widget, per_row)
        return widget

    def choice(
        self, name: str, label: str, choices: Sequence[str], value: str = "", per_row: int = 2
    ) -> ttk.Combobox:
        """One of a few texts."""
        var = tk.StringVar(self, value=value or (choices[0] if choices else ""))
        widget = ttk.Combobox(
            self,
            textvariable=var,
            values=list(choices),
            state="readonly",
            width=max([8, *(len(c) + 2 for c in choices)]),
            font=style.body(self),
        )
        self.vars[name], self.widgets[name] = var, widget
        self._place(label, widget, per_row)
        return widget

    def check(self, name: str, label: str, per_row: int = 2) -> ttk.Checkbutton:
        """Yes or no."""
        var = tk.BooleanVar(self, value=False)
        widget = ttk.Checkbutton(self, variable=var)
        self.vars[name], self.widgets[name] = var, widget
        self._place(label, widget, per_row)
        return widget

    def get(self, name: str) -> object:
        """The value as typed ("" for a spinbox left empty)."""
        try:
            return self.vars[name].get()
        except tk.TclError:
            return ""

    def set(self, name: str, value: object) -> None:
        """Put a value in an input, as a player would."""
        self.vars[name].set(value)

    def set_choices(self, name: str, choices: Sequence[str]) -> None:
        """Change the choices of a combobox, keeping the value if it is still one of them."""
        widget = self.widgets[name]
        if isinstance(widget, ttk.Combobox):
            widget.configure(values=list(choices))
            if str(self.get(name)) not in choices:
                self.set(name, choices[0] if choices else "")
