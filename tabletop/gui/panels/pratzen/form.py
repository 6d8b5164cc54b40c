"""Small form rows the Pratzen pages share: a labelled entry, spinbox, combobox or check box,
a table of them, and labels that wrap to the room they are given."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Sequence
from dataclasses import dataclass
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.corrections import REASON
from tabletop.core.i18n import _
from tabletop.games.actions import GameAction
from tabletop.gui.widgets import style
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.wrap import wrapping

MARGIN = 4
"""Pixels of a combobox's text room beyond its widest choice (its arrow has room of its own)."""


def note(master: tk.Misc, text: str) -> ttk.Label:
    """A muted line of help under a control, wrapped to its room and packed."""
    label = ttk.Label(master, text=text, style="Muted.TLabel")
    wrapping(label).pack(anchor="w", fill="x")
    return label


def chars_for(widget: tk.Misc, texts: Sequence[str], least: int = 8) -> int:
    """A combobox width, in characters, that shows the widest of `texts` whole (measured in
    the body font: a proportional font's long names outgrow a count of letters)."""
    font = tkfont.Font(widget, font=style.body(widget))
    digit = max(font.measure("0"), 1)
    widest = max((font.measure(t) for t in texts), default=0)
    return max(least, -(-(widest + MARGIN) // digit))


def reason_field(
    master: tk.Misc, kind: type[GameAction], sentence: str, width: int = 40
) -> FieldInput:
    """A correction's reason as `kind` declares it (its help under the pointer), under a
    sentence saying which changes on the page are corrections; packed, the sentence wrapping
    over the field in any language. Read with `get()` (None when left empty)."""
    row = ttk.Frame(master)
    row.pack(anchor="w", fill="x", pady=(4, 0))
    wrapping(ttk.Label(row, text=sentence, style="Body.TLabel")).pack(anchor="w", fill="x")
    field = FieldInput(row, kind, REASON, width=width)
    field.widget.pack(anchor="w")
    return field


LABEL_GAP = 4
"""Pixels between a label and its input."""
FIELD_GAP = 12
"""Pixels after an input, before the next label of its row."""


@dataclass
class _Field:
    """A labelled input of a form: beside its label (`per_row` to a row), or under it on a
    line of its own (`columns` > 0)."""

    label: ttk.Label
    widget: tk.Widget
    per_row: int = 1
    stretch: bool = False
    columns: int = 0


class Form(ttk.Frame):
    """A grid of labelled inputs whose values are read by name.

    Where its width cannot hold the inputs side by side as asked (a longer language, a larger
    text size), every input goes on a row of its own, under the one before: nothing runs past
    the page's edge. Pack it with fill="x", so that it knows the width it may take."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self.vars: dict[str, tk.Variable] = {}
        self.widgets: dict[str, tk.Widget] = {}
        self.declared: dict[str, FieldInput] = {}
        """The fields made from an action's declaration (`field`), by name."""
        self.shown: dict[str, dict[str, str]] = {}
        """Per translated combobox, each value as shown (its choices are in the reader's
        language; `get` and `set` speak the values the actions take)."""
        self._row = 0
        self._col = 0
        self._fields: list[_Field] = []
        self.stacked = False
        """Every input on a row of its own, the form being too narrow for them side by side."""
        self.bind("<Configure>", lambda e: self._fit(int(e.width)), add="+")

    def _place(self, label: str, widget: tk.Widget, per_row: int, stretch: bool = False) -> None:
        text = ttk.Label(self, text=label, style="Body.TLabel")
        self._fields.append(_Field(text, widget, per_row, stretch))
        self._lay_out()

    def _lay_out(self) -> None:
        """Grid the fields, side by side as asked or (stacked) one to a row."""
        row = col = 0
        stretched: set[int] = set()
        for field in self._fields:
            if field.columns:
                if col:
                    col, row = 0, row + 1
                field.label.grid(
                    row=row, column=0, columnspan=field.columns, sticky="w", pady=(2, 0)
                )
                field.widget.grid(
                    row=row + 1, column=0, columnspan=field.columns, sticky="ew", pady=(0, 2)
                )
                stretched.add(field.columns - 1)
                row += 2
                continue
            field.label.grid(row=row, column=2 * col, sticky="w", padx=(0, LABEL_GAP), pady=2)
            column = 2 * col + 1
            field.widget.grid(
                row=row,
                column=column,
                columnspan=1,
                sticky="ew" if field.stretch else "w",
                padx=(0, FIELD_GAP),
                pady=2,
            )
            if field.stretch:
                stretched.add(column)
            col += 1
            if col >= (1 if self.stacked else field.per_row):
                col, row = 0, row + 1
        self._row, self._col = row, col
        # Every column the fields may take (the ones side by side left empty when stacked).
        columns = max(max(f.columns, 2 * f.per_row) for f in self._fields)
        for column in range(max(columns, self.grid_size()[0])):
            self.columnconfigure(column, weight=1 if column in stretched else 0)

    def side_by_side_width(self) -> int:
        """Pixels the fields take side by side as asked (their grid's columns)."""
        widths: dict[int, int] = {}
        col = 0
        for field in self._fields:
            if field.columns:
                col = 0
                continue
            label = field.label.winfo_reqwidth() + LABEL_GAP
            widget = field.widget.winfo_reqwidth() + FIELD_GAP
            widths[2 * col] = max(widths.get(2 * col, 0), label)
            widths[2 * col + 1] = max(widths.get(2 * col + 1, 0), widget)
            col += 1
            if col >= field.per_row:
                col = 0
        return sum(widths.values())

    def _fit(self, width: int = 0) -> None:
        """Stack the fields where the form's width does not hold them side by side."""
        width = width or self.winfo_width()
        if width <= 1 or not self._fields:  # not drawn yet, or a Table laid out its own way
            return
        stacked = self.side_by_side_width() > width
        if stacked != self.stacked:
            self.stacked = stacked
            self._lay_out()

    def text(
        self, name: str, label: str, width: int = 16, per_row: int = 2, stretch: bool = False
    ) -> ttk.Entry:
        """A text entry; `stretch` widens it to the end of its row (pack the form to fill)."""
        var = tk.StringVar(self)
        widget = ttk.Entry(self, textvariable=var, width=width, font=style.body(self))
        self.vars[name], self.widgets[name] = var, widget
        self._place(label, widget, per_row, stretch)
        return widget

    def line(self, name: str, label: str, width: int = 30, columns: int = 2) -> ttk.Entry:
        """A text entry on a row of its own, its label above it, as wide as the form (a
        scenario's name is a sentence; beside the other labels it would be cut)."""
        var = tk.StringVar(self)
        widget = ttk.Entry(self, textvariable=var, width=width, font=style.body(self))
        self.vars[name], self.widgets[name] = var, widget
        text = ttk.Label(self, text=label, style="Body.TLabel")
        self._fields.append(_Field(text, widget, columns=columns))
        self._lay_out()
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
        self,
        name: str,
        label: str,
        choices: Sequence[str],
        value: str = "",
        per_row: int = 2,
        translated: bool = False,
    ) -> ttk.Combobox:
        """One of a few texts; `translated`: the choices are words shown in the reader's
        language (a side, a unit type), the value read and set still the English word."""
        if translated:
            self.shown[name] = {c: _(c) if c else c for c in choices}
        shown = [self._show(name, c) for c in choices]
        var = tk.StringVar(self, value=self._show(name, value or (choices[0] if choices else "")))
        widget = ttk.Combobox(
            self,
            textvariable=var,
            values=shown,
            state="readonly",
            width=chars_for(self, shown),
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

    def field(
        self,
        kind: type[GameAction],
        name: str,
        value: object = None,
        *,
        width: int = 6,
        per_row: int = 2,
    ) -> FieldInput:
        """An action's field as its declaration makes it (label, limits, choices in a
        player's words, help under the pointer), showing `value`, read and set by its name."""
        made = FieldInput(self, kind, name, width=width, value=value)
        self.declared[name] = made
        self.vars[name], self.widgets[name] = made.var, made.widget
        self._fields.append(_Field(made.label, made.widget, per_row))
        self._lay_out()
        return made

    def get(self, name: str) -> object:
        """The value as typed ("" for a spinbox left empty; a declared field's value as its
        action takes it)."""
        if name in self.declared:
            value = self.declared[name].get()
            return "" if value is None else value
        try:
            value = self.vars[name].get()
        except tk.TclError:
            return ""
        for word, shown in self.shown.get(name, {}).items():
            if value == shown:
                return word
        return value

    def set(self, name: str, value: object) -> None:
        """Put a value in an input, as a player would."""
        if name in self.declared:
            self.declared[name].set(value)
            return
        self.vars[name].set(self._show(name, value) if isinstance(value, str) else value)

    def _show(self, name: str, value: str) -> str:
        """A value as its combobox shows it."""
        return self.shown.get(name, {}).get(value, value)

    def set_choices(self, name: str, choices: Sequence[str]) -> None:
        """Change the choices of a combobox, keeping the value if it is still one of them, and
        widen it to show the longest whole."""
        widget = self.widgets[name]
        if isinstance(widget, ttk.Combobox):
            widget.configure(values=list(choices), width=chars_for(self, choices))
            if str(self.get(name)) not in choices:
                self.set(name, choices[0] if choices else "")
            self._fit()  # a wider combobox may no longer fit beside the others


class Table(Form):
    """A form laid out as a table: one row per label (attacker, defender), one column per
    heading, so two long labels are not repeated side by side on a narrow page."""

    def __init__(self, master: tk.Misc, headings: Sequence[str]) -> None:
        super().__init__(master)
        for column, heading in enumerate(headings, start=1):
            ttk.Label(self, text=heading, style="Muted.TLabel").grid(
                row=0, column=column, sticky="w", padx=(0, 12)
            )
        self._row = 1

    def _place(self, label: str, widget: tk.Widget, per_row: int, stretch: bool = False) -> None:
        if self._col == 0:
            ttk.Label(self, text=label, style="Body.TLabel").grid(
                row=self._row, column=0, sticky="w", padx=(0, 8), pady=2
            )
        widget.grid(row=self._row, column=self._col + 1, sticky="w", padx=(0, 12), pady=2)
        self._col += 1
        if self._col >= per_row:
            self._col, self._row = 0, self._row + 1
