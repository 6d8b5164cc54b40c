"""A form's control for one action field, made from the field's declaration (issue 32, item 2).

The action is the one unit of a rule (DESIGN principle 3): its fields' labels, limits, choices
and help lines are declared once with `arg` (tabletop/games/actions.py), and the shell's flags,
`act --list` and the refusals read them there. A panel asks for a field with `FieldInput`, so
its form says and allows what the rules say and allow, never a copy of it: a Spinbox from the
field's own `low` and `high`, a list of its own choices in a player's words, its label and its
help under the pointer. The panel still places it where a player needs it.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import tr
from tabletop.games.actions import FieldSpec, GameAction, fields_of
from tabletop.gui.widgets import style
from tabletop.gui.widgets.legal import controls_of

SPIN_SPAN = 99
"""Widest span a Spinbox steps through; a field with a wider range (or none) is typed in."""


def spec_of(kind: type[GameAction], name: str) -> FieldSpec:
    """The declaration of field `name` of action kind `kind` (KeyError: it has none)."""
    for spec in fields_of(kind):
        if spec.name == name:
            return spec
    raise KeyError(f"{kind.__name__} has no field {name!r}")


def field_label(kind: type[GameAction], name: str) -> str:
    """What a form calls field `name` of `kind`, in the reader's language."""
    return tr(spec_of(kind, name).label)


class FieldInput:
    """The label and control of one action field, placed by the panel (`label`, `widget`).

    `get()` gives the value as the action takes it (None when left empty, the saved choice
    for a shown word), so what the player chose reaches the rules as it is, and a value they
    refuse is said in their one sentence."""

    def __init__(
        self,
        master: tk.Misc,
        kind: type[GameAction],
        name: str,
        *,
        width: int = 6,
        value: Any = None,
        variable: tk.StringVar | None = None,
    ) -> None:
        """`variable`: the panel's own variable for a field that is not a bool (the form
        keeps reading it), else one of its own."""
        self.spec = spec = spec_of(kind, name)
        self.label = ttk.Label(master, text=tr(spec.label), style="Body.TLabel")
        self.var: tk.Variable
        self.widget: ttk.Widget
        if spec.kind == "bool":
            self.var = tk.BooleanVar(master, value=bool(value))
            self.widget = ttk.Checkbutton(master, variable=self.var)
        elif spec.choices:
            self.var = _var(master, variable, "" if value is None else spec.shown(value))
            shown = [spec.shown(c) for c in spec.choices]
            wide = max(width, *(len(s) + 2 for s in shown))
            self.widget = ttk.Combobox(
                master, textvariable=self.var, values=shown, state="readonly", width=wide
            )
        elif spec.kind == "int" and _spinnable(spec):
            self.var = _var(master, variable, "" if value is None else str(value))
            self.widget = ttk.Spinbox(
                master,
                from_=spec.low if spec.low is not None else 0,
                to=spec.high if spec.high is not None else 0,
                width=width,
                textvariable=self.var,
                font=style.body(master),
            )
        else:
            self.var = _var(master, variable, "" if value is None else str(value))
            self.widget = ttk.Entry(
                master, textvariable=self.var, width=width, font=style.body(master)
            )
        if spec.help:
            controls_of(master).tooltip.attach(self.widget, tr(spec.help))

    def get(self) -> Any:
        """The value as the action takes it: a bool, the saved choice, the text typed (a
        number the rules check), or None when left empty."""
        value = self.var.get()
        if isinstance(value, bool):
            return value
        text = str(value).strip()
        if not text:
            return None
        for choice in self.spec.choices:
            if text in (choice, self.spec.shown(choice)):
                return choice
        return text

    def set(self, value: Any) -> None:
        """Show `value` (a saved choice is shown in a player's words; None empties it)."""
        if isinstance(self.var, tk.BooleanVar):
            self.var.set(bool(value))
        else:
            self.var.set("" if value is None else self.spec.shown(value))


def _spinnable(spec: FieldSpec) -> bool:
    return spec.low is not None and spec.high is not None and spec.high - spec.low <= SPIN_SPAN


def _var(master: tk.Misc, given: tk.StringVar | None, value: str) -> tk.StringVar:
    """The panel's own variable when it gives one (its value kept), else a new one."""
    return given if given is not None else tk.StringVar(master, value=value)
