"""The counters whose type symbol the text lost [2.4]: the owner of the printed game reads each
from the counter once, and it is kept in the user's override file (DESIGN principle 2); from
then on the unit counts as cavalry VPs [14.2] and takes the chart's column for its type [8.0].
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.unit_types import lost_types, save_unit_type
from tabletop.gui.widgets.actor import Actor, section


class LostTypes(ttk.Frame):
    """One row per counter whose type was lost: its possible types and a button to enter it."""

    def __init__(self, master: tk.Misc, actor: Actor, on_entered: Callable[[], None]) -> None:
        super().__init__(master)
        self.actor = actor
        self.on_entered = on_entered
        self.box = section(
            self, _("Types the text lost [2.4]: enter each once from your printed counter")
        )
        self.rows = ttk.Frame(self.box)
        self.rows.pack(anchor="w")
        self.error_label = ttk.Label(self.box, style="Error.TLabel", wraplength=600)
        self.error_label.pack(anchor="w")
        self.choices: dict[str, tk.StringVar] = {}
        self.buttons: dict[str, ttk.Button] = {}
        self.refresh()

    def refresh(self) -> None:
        """One row per type still lost; the whole box goes once every type is entered."""
        for child in self.rows.winfo_children():
            child.destroy()
        self.choices, self.buttons = {}, {}
        for row, unit_id in enumerate(lost_types()):
            spec = game_data().unit(unit_id)
            ttk.Label(self.rows, text=spec.label(), style="Body.TLabel").grid(
                row=row, column=0, sticky="w"
            )
            var = tk.StringVar(self, value=spec.type_candidates[0])
            ttk.Combobox(
                self.rows,
                textvariable=var,
                values=spec.type_candidates,
                state="readonly",
                width=10,
            ).grid(row=row, column=1, padx=6, pady=1)
            button = ttk.Button(
                self.rows, text=_("Enter type"), command=partial(self.enter, unit_id)
            )
            button.grid(row=row, column=2, sticky="w")
            self.choices[unit_id], self.buttons[unit_id] = var, button
        if self.choices:
            self.box.pack(fill="x", pady=(0, 8))
        else:
            self.box.pack_forget()
            self.configure(height=1)  # Tk keeps a frame's old height when its last child goes

    def enter(self, unit_id: str) -> bool:
        """Keep the type chosen for this counter; the VPs and the combat page use it at once."""
        unit_type = self.choices[unit_id].get()
        try:
            save_unit_type(unit_id, unit_type)
        except (TabletopError, OSError) as exc:
            self.actor.error(str(exc), self.error_label)
            return False
        name = game_data().unit(unit_id).name
        self.actor.app.notify(
            _("{unit} is {type}, as entered from your counter [2.4].").format(
                unit=name, type=_(unit_type)
            )
        )
        self.error_label.configure(text="")
        self.refresh()
        self.on_entered()
        return True
