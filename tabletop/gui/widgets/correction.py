"""A correction's form, made from its action's fields (DESIGN principle 3; issue 32, item 3).

Where the app cannot see the map, a player corrects the tracked state with a correction kind
(`games.actions.Correction`). This form asks for each of its fields, in the order the shell
asks for them (`act KIND --help`): the reason last, and required; its button stays greyed,
saying why, until a reason is given and while the rules close the kind (through the panel's
`LegalControls`). What the player typed goes to the rules as typed, so a value they refuse is
said in their one sentence.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk
from typing import Any

from tabletop.core.corrections import MARK, REASON, WORD, reason_last
from tabletop.core.i18n import _, tr
from tabletop.games.actions import FieldSpec, GameAction, fields_of
from tabletop.games.base import Event
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import wrapping


class CorrectionForm(ttk.Frame):
    """One correction kind's fields, its reason last, and the button that applies it."""

    def __init__(self, master: tk.Misc, actor: Actor, kind: type[GameAction]) -> None:
        super().__init__(master)
        self.actor, self.kind = actor, kind
        self.controls = controls_of(master)
        self.fields: dict[str, FieldInput] = {}
        self.labels: list[ttk.Label] = []
        """Each field's label, in the form's order (read by a player top to bottom)."""
        title = f"{MARK} {tr(kind.TITLE or kind.KIND)} ({_(WORD)})"
        ttk.Label(self, text=title, style="Heading.TLabel").grid(
            row=0, column=0, columnspan=2, sticky="w"
        )
        self.specs = reason_last(kind, fields_of(kind))
        for row, spec in enumerate(self.specs, start=1):
            self._field(row, spec)
        self.apply_button = ttk.Button(self, text=_("Correct"), command=self.apply)
        self.apply_button.grid(row=len(self.specs) + 1, column=0, sticky="w", pady=(4, 0))
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"), 2, first=300)
        self.error_label.grid(row=len(self.specs) + 2, column=0, columnspan=2, sticky="ew")
        self.controls.listen(self._gate)
        self._gate()

    def _field(self, row: int, spec: FieldSpec) -> None:
        wide = 40 if spec.name == REASON else 12
        field = FieldInput(self, self.kind, spec.name, width=wide)
        if spec.required:
            field.label.configure(text=f"{tr(spec.label)} *")
        field.label.grid(row=row, column=0, sticky="w", padx=(0, 8), pady=2)
        field.widget.grid(row=row, column=1, sticky="ew", pady=2)
        self.labels.append(field.label)
        field.var.trace_add("write", lambda *_a: self._gate())
        self.fields[spec.name] = field

    def values(self) -> dict[str, Any]:
        """What the form holds, as typed (a field left empty is left out)."""
        out = {name: field.get() for name, field in self.fields.items()}
        return {name: value for name, value in out.items() if value is not None}

    def why_not(self) -> str:
        """Why the button is greyed ("" when it may be pressed)."""
        closed = self.controls.reason(self.kind.KIND)
        if closed:
            return closed
        if not self.values().get(REASON):
            return _(
                "Give the reason first: what the board shows that the app did not see "
                "(a correction is marked with it in every view)."
            )
        return ""

    def _gate(self) -> None:
        if self.winfo_exists():
            self.controls.set(self.apply_button, self.why_not())

    def apply(self) -> tuple[Event, ...] | None:
        """Apply the correction as typed; None (the rules' sentence shown) when refused."""
        if self.why_not():
            return None
        events = self.actor.take(self.kind, self.error_label, **self.values())
        if events is not None:
            for field in self.fields.values():
                field.set(None)
        return events

    def destroy(self) -> None:
        """Stop following the panel's controls."""
        self.controls.unlisten(self._gate)
        super().destroy()
