"""The victory page: each side's Victory Points item by item [14.1]-[14.4] as the game goes,
the A and F hexes' last occupants entered from the map [14.3], and the Level of Victory [14.5]
("if it ended now" during play, final at the end).
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.i18n import N_, _, tr
from tabletop.games.spi1980.actions import SetObjective
from tabletop.games.spi1980.data import SIDES, game_data
from tabletop.games.spi1980.state import Spi1980State
from tabletop.games.spi1980.victory import unknown_mounted_units, victory_level
from tabletop.gui import theme
from tabletop.gui.panels.spi1980.lost_types import LostTypes
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import SideBySide

ITEMS = (
    ("enemy_csp", N_("Enemy CSPs eliminated [14.1]")),
    ("mounted", N_("Undisrupted cavalry, dragoons x2 [14.2]")),
    ("hexes", N_("A and F hexes held [14.3]")),
    ("demoralized", N_("Army demoralized [14.4]")),
)


class VictoryPage(ttk.Frame):
    """VPs, objective hexes and the level of victory."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.level_label = ttk.Label(self, style="Result.TLabel", wraplength=640, justify="left")
        self.level_label.pack(anchor="w")
        self.level_note = ttk.Label(self, style="Muted.TLabel", wraplength=640, justify="left")
        self.level_note.pack(anchor="w", pady=(0, 6))

        table = section(self, _("Victory Points [14.0]"))
        self.cells: dict[tuple[str, str], ttk.Label] = {}
        ttk.Label(table, text="", style="Title.TLabel").grid(row=0, column=0)
        for col, side in enumerate(SIDES, start=1):
            ttk.Label(
                table,
                text=_(side),
                font=style.bold(self),
                foreground=theme.ALLIED if side == "Allied" else theme.FRENCH,
            ).grid(row=0, column=col, sticky="e", padx=12)
        for row, (key, text) in enumerate((*ITEMS, ("total", N_("Total"))), start=1):
            ttk.Label(
                table, text=_(text), style="Title.TLabel" if key == "total" else "Body.TLabel"
            ).grid(row=row, column=0, sticky="w")
            for col, side in enumerate(SIDES, start=1):
                cell = ttk.Label(table, style="Title.TLabel" if key == "total" else "Body.TLabel")
                cell.grid(row=row, column=col, sticky="e", padx=12)
                self.cells[(side, key)] = cell
        self.unknown_label = ttk.Label(table, style="Muted.TLabel", wraplength=600)
        self.unknown_label.grid(row=len(ITEMS) + 2, column=0, columnspan=3, sticky="w")
        self.lost_types = LostTypes(self, actor, self.refresh)
        self.lost_types.pack(fill="x")

        hexes = section(
            self, _("A and F hexes [14.3]: enter each from the map, and who held it last")
        )
        self.tree = ttk.Treeview(hexes, columns=("label", "value", "holder"), height=4)
        self.tree.heading("#0", text=_("Hex"))
        self.tree.column("#0", width=70)
        for name, title in (
            ("label", _("Label")),
            ("value", _("VPs")),
            ("holder", _("Last occupied by")),
        ):
            self.tree.heading(name, text=title)
            self.tree.column(name, width=120)
        self.tree.pack(anchor="w", fill="x")
        self.tree.bind("<<TreeviewSelect>>", lambda e: self._pick())
        form = ttk.Frame(hexes)
        form.pack(fill="x", pady=(4, 0))
        what, who = ttk.Frame(form), ttk.Frame(form)
        self.hex_var = tk.StringVar(self)
        self.label_var = tk.StringVar(self, value="A")
        self.value_var = tk.StringVar(self, value="1")
        self.holder_var = tk.StringVar(self, value="Allied")
        # A new hex starts with the side its letter names [14.3]; picking the letter sets it.
        owners = dict(game_data().section("objective_hexes")["labels"])
        self.label_var.trace_add(
            "write", lambda *_args: self.holder_var.set(owners.get(self.label_var.get(), ""))
        )
        ttk.Label(what, text=_("Hex"), style="Body.TLabel").pack(side="left")
        ttk.Entry(what, textvariable=self.hex_var, width=6).pack(side="left", padx=(2, 8))
        ttk.Combobox(
            what, textvariable=self.label_var, values=("A", "F"), state="readonly", width=3
        ).pack(side="left")
        # The VPs take the action's own label and limits (the form once stopped at 50).
        vps = FieldInput(what, SetObjective, "value", width=4, variable=self.value_var)
        vps.label.pack(side="left", padx=(4, 2))
        vps.widget.pack(side="left")
        self.value_spin = vps.widget
        ttk.Label(who, text=_("held by"), style="Body.TLabel").pack(side="left")
        ttk.Combobox(
            who, textvariable=self.holder_var, values=SIDES, state="readonly", width=8
        ).pack(side="left", padx=(2, 8))
        self.enter_button = ttk.Button(who, text=_("Enter hex"), command=self.enter_hex)
        self.enter_button.pack(side="left")
        self.hex_form = SideBySide(form, what, who)
        self.error_label = ttk.Label(hexes, style="Error.TLabel", wraplength=600)
        self.error_label.pack(anchor="w")
        controls_of(self).bind(self.enter_button, "objective")
        self.refresh()

    def refresh(self) -> None:
        """Recount every VP from the session state."""
        state: Spi1980State = self.actor.session.state
        result = victory_level(state)
        for side, points in (("Allied", result.allied), ("French", result.french)):
            for key, _text in ITEMS:
                value = getattr(points, key)
                self.cells[(side, key)].configure(
                    text=f"-{value}" if key == "demoralized" and value else str(value)
                )
            self.cells[(side, "total")].configure(text=str(points.total))
        unknown = ", ".join(game_data().unit(u).name for u in unknown_mounted_units())
        self.unknown_label.configure(
            text=_("Not counted under [14.2] until their type is entered below: {units}.").format(
                units=unknown
            )
            if unknown
            else ""
        )
        who = (
            _("{side} {level}").format(side=_(result.leader), level=tr(result.level))
            if result.leader
            else tr(result.level)
        )
        if state.game_over:
            level = tr(str(state.final_level))
            over = (
                _("Game over: {side} {level}").format(side=_(state.final_winner), level=level)
                if state.final_winner
                else _("Game over: {level}").format(level=level)
            )
            self.level_label.configure(text=over, foreground=style.ERROR, style="Result.TLabel")
            self.level_note.configure(
                text=_("By {n} VPs: the Level of Victory [14.5].").format(n=result.difference)
            )
        else:
            self.level_label.configure(
                text=_("If it ended now: {who} (by {n} VPs)").format(who=who, n=result.difference),
                foreground=style.INK,
                style="Title.TLabel",
            )
            self.level_note.configure(
                text=_(
                    "Level of Victory [14.5]. The cavalry count [14.2] is meant for the end: "
                    "units off the map (the hidden reserve, reinforcements to come) are not in it."
                )
            )
        self.tree.delete(*self.tree.get_children())
        for o in sorted(state.objectives, key=lambda o: o.hex):
            self.tree.insert("", "end", iid=o.hex, text=o.hex, values=(o.label, o.value, o.holder))

    def _pick(self) -> None:
        chosen = self.tree.selection()
        if chosen:
            label, value, holder = tuple(self.tree.item(chosen[0], "values"))
            self.hex_var.set(chosen[0])
            self.label_var.set(label)
            self.value_var.set(value)
            self.holder_var.set(holder)

    def enter_hex(self) -> bool:
        """Enter or correct one A or F hex and its last occupant [14.3]."""
        try:
            value = int(self.value_var.get())
        except ValueError:
            self.actor.error(_("The hex's VPs should be a whole number."), self.error_label)
            return False
        entry = {
            "hex": self.hex_var.get().strip(),
            "label": self.label_var.get(),
            "value": value,
            "holder": self.holder_var.get(),
        }
        return self.actor.take(SetObjective, self.error_label, **entry) is not None

    def level_text(self) -> str:
        """The level line, as shown (test hook)."""
        return str(self.level_label.cget("text"))
