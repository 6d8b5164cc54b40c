"""The French reserve plot [12.0] and the rule options: the hexes are typed into masked boxes
before the first Allied Movement Phase, stay hidden on screen, and are shown once revealed at
the end of that phase; the demoralized rally penalty (+1 [7.7] or +2 [10.0]) and the optional
corps integrity rule [11.0].
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.games.spi1980.actions import PlotReserve, SetOption
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.legal import reserve_units
from tabletop.games.spi1980.reserve_line import EXAMPLE, deployment_line, save_deployment_line
from tabletop.games.spi1980.state import Spi1980State
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import CheckRow, Flow

HIDDEN = "•"


class ReservePage(ttk.Frame):
    """Write down the reserve (hidden), see it once revealed; set the rule options."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        rules = game_data().section("reserve")
        box = section(self, _("French reserve deployment [12.0]"))
        ttk.Label(
            box, text=tr(str(rules["text"])), style="Muted.TLabel", wraplength=620, justify="left"
        ).pack(anchor="w")
        self.status_label = ttk.Label(box, font=style.bold(self), wraplength=620, justify="left")
        self.status_label.pack(anchor="w", pady=4)
        self.grid_frame = ttk.Frame(box)
        self.grid_frame.pack(anchor="w")
        self.entries: dict[str, ttk.Entry] = {}
        self.shown: dict[str, ttk.Label] = {}
        for index, unit_id in enumerate(reserve_units()):
            row, col = index % 7, (index // 7) * 3
            ttk.Label(
                self.grid_frame, text=game_data().unit(unit_id).label(), style="Body.TLabel"
            ).grid(row=row, column=col, sticky="w", padx=(0, 4))
            entry = ttk.Entry(self.grid_frame, width=6, show=HIDDEN)
            entry.grid(row=row, column=col + 1, sticky="w", padx=(0, 16), pady=1)
            self.entries[unit_id] = entry
            shown = ttk.Label(self.grid_frame, style="Title.TLabel", width=6)
            self.shown[unit_id] = shown
        buttons = ttk.Frame(box)
        buttons.pack(anchor="w", pady=(4, 0))
        self.write_button = ttk.Button(buttons, text=_("Write down (hidden)"), command=self.write)
        self.write_button.pack(side="left")
        self.peek = tk.BooleanVar(self, value=False)
        self.peek_check = ttk.Checkbutton(
            buttons,
            text=_("Show what I type (French player only)"),
            variable=self.peek,
            command=self._mask,
        )
        self.peek_check.pack(side="left", padx=8)
        self.error_label = ttk.Label(box, style="Error.TLabel", wraplength=620)
        self.error_label.pack(anchor="w")
        self._line_box()

        options = section(self, _("Rule options (chosen before play [1.0])"))
        self.penalty = tk.IntVar(self, value=1)
        # The question, then its two answers together: on the next line when they do not fit.
        choices = Flow(options)
        choices.pack(anchor="w", fill="x")
        choices.add(
            ttk.Label(choices, text=_("Demoralized army's rally penalty:"), style="Body.TLabel")
        )
        answers = choices.group()
        self.penalty_buttons: dict[int, ttk.Radiobutton] = {}
        for value, text in ((1, _("+1 [7.7] and the chart")), (2, "+2 [10.0]")):
            button = ttk.Radiobutton(
                answers, text=text, value=value, variable=self.penalty, command=self._set_penalty
            )
            button.pack(side="left", padx=(0, 12))
            self.penalty_buttons[value] = button
        self.integrity = tk.BooleanVar(self, value=False)
        integrity = CheckRow(
            options,
            _("Corps integrity (optional rule): mixed-corps attacks one column left [11.0]"),
            self.integrity,
            self._set_integrity,
        )
        integrity.pack(anchor="w", fill="x", pady=(4, 0))
        self.integrity_check = integrity.check
        self.beyond = tk.StringVar(self, value="clamp_then_shift")
        ratio = ttk.Frame(options)
        ratio.pack(anchor="w", pady=(4, 0))
        ttk.Label(ratio, text=_("A ratio beyond the table [6.2]:"), style="Body.TLabel").pack(
            anchor="w"
        )
        readings = ttk.Frame(ratio)
        readings.pack(anchor="w", padx=(16, 0))
        self.beyond_buttons: dict[str, ttk.Radiobutton] = {}
        for reading, text in (
            ("clamp_then_shift", _("its end column, then shifted (as [6.2] first says)")),
            ("shift_then_clamp", _("shifted from the ratio, then the end column")),
        ):
            button = ttk.Radiobutton(
                readings, text=text, value=reading, variable=self.beyond, command=self._set_beyond
            )
            button.pack(anchor="w")
            self.beyond_buttons[reading] = button
        self.options_error = ttk.Label(options, style="Error.TLabel", wraplength=620)
        self.options_error.pack(anchor="w")
        self.gate = controls_of(self)
        self.gate.bind(self.write_button, "plot_reserve")
        self.gate.bind(integrity.check, "set_option")
        for choice in (*self.penalty_buttons.values(), *self.beyond_buttons.values()):
            self.gate.bind(choice, "set_option")
        self.refresh()

    def _line_box(self) -> None:
        """The deployment line, entered once from the owner's map (DESIGN principle 2)."""
        box = section(self, _("French Reserve Deployment Line [12.0]"))
        ttk.Label(
            box,
            text=_(
                "The line is printed on the map, which the text does not reproduce. Type, "
                "column by column, the last hex North of it (for example {example}): a "
                "reserve hex South of it or off the map is then refused."
            ).format(example=EXAMPLE),
            style="Muted.TLabel",
            wraplength=620,
            justify="left",
        ).pack(anchor="w")
        row = ttk.Frame(box)
        row.pack(anchor="w", pady=(4, 0))
        self.line_entry = ttk.Entry(row, width=48)
        self.line_entry.pack(side="left")
        self.line_button = ttk.Button(row, text=_("Enter the line"), command=self.enter_line)
        self.line_button.pack(side="left", padx=8)
        self.line_label = ttk.Label(box, style="Body.TLabel", wraplength=620, justify="left")
        self.line_label.pack(anchor="w")
        self.line_error = ttk.Label(box, style="Error.TLabel", wraplength=620)
        self.line_error.pack(anchor="w")

    def enter_line(self) -> bool:
        """Keep the line typed, as read from the owner's map; the plot is checked against it
        from now on."""
        try:
            save_deployment_line(self.line_entry.get())
        except (TabletopError, OSError) as exc:
            self.actor.error(str(exc), self.line_error)
            return False
        self.line_error.configure(text="")
        self.line_entry.delete(0, "end")
        self.actor.app.notify(_("The deployment line is kept, as entered from your map [12.0]."))
        self.refresh()
        return True

    def refresh(self) -> None:
        """Show the plot's state: to write, written and hidden, or revealed."""
        state: Spi1980State = self.actor.session.state
        plotted = {p.unit: p.hex for p in state.reserve_plot}
        units = reserve_units()
        if state.reserve_revealed:
            self.status_label.configure(
                text=_("Revealed and placed at the end of the first Allied Movement Phase."),
                foreground=style.INK,
            )
            for index, unit_id in enumerate(units):
                self.entries[unit_id].grid_remove()
                self.shown[unit_id].configure(text=plotted.get(unit_id, "?"))
                self.shown[unit_id].grid(row=index % 7, column=(index // 7) * 3 + 1, sticky="w")
            self.write_button.state(["disabled"])
            self.peek_check.state(["disabled"])
        else:
            left = len(units) - len(plotted)
            written = _("Written down (hidden): {n} of {total}.").format(
                n=len(plotted), total=len(units)
            )
            still = _(" {n} still to write before the Allied Movement Phase.").format(n=left)
            self.status_label.configure(
                text=written + (still if left else ""),
                foreground=style.ERROR if left else style.INK,
            )
            for unit_id in units:
                self.shown[unit_id].grid_remove()
                self.entries[unit_id].grid()
            self.peek_check.state(["!disabled"])
        line = deployment_line()
        self.line_label.configure(
            text=_("Entered from your map: {line}").format(
                line=" ".join(f"{c}{r:02d}" for c, r in sorted(line.items()))
            )
            if line
            else _("Not entered yet: the reserve hexes are not checked against it.")
        )
        self.penalty.set(state.options.demoralized_rally_penalty)
        self.integrity.set(state.options.corps_integrity)
        self.beyond.set(state.options.ratio_beyond_table)

    def _mask(self) -> None:
        for entry in self.entries.values():
            entry.configure(show="" if self.peek.get() else HIDDEN)

    def shown_hexes(self) -> dict[str, str]:
        """What the page shows of each plotted hex ("" while hidden) (test hook)."""
        return {
            u: str(label.cget("text")) if label.winfo_manager() else ""
            for u, label in self.shown.items()
        }

    def write(self) -> bool:
        """Write down the hexes typed in (empty boxes are left for later)."""
        hexes = {u: e.get().strip() for u, e in self.entries.items() if e.get().strip()}
        if not hexes:
            self.actor.error(_("Type a hex for at least one reserve unit first."), self.error_label)
            return False
        if self.actor.take(PlotReserve, self.error_label, hexes=hexes) is None:
            return False
        for entry in self.entries.values():
            entry.delete(0, "end")
        self.peek.set(False)
        self._mask()
        return True

    def _set_penalty(self) -> None:
        state: Spi1980State = self.actor.session.state
        if self.penalty.get() != state.options.demoralized_rally_penalty:
            self._set("demoralized_rally_penalty", str(self.penalty.get()))

    def _set_integrity(self) -> None:
        state: Spi1980State = self.actor.session.state
        if self.integrity.get() != state.options.corps_integrity:
            self._set("corps_integrity", "yes" if self.integrity.get() else "no")

    def _set_beyond(self) -> None:
        state: Spi1980State = self.actor.session.state
        if self.beyond.get() != state.options.ratio_beyond_table:
            self._set("ratio_beyond_table", self.beyond.get())

    def _set(self, name: str, value: str) -> None:
        """Choose a rule option; a refusal puts the page back as the rules stand."""
        if self.actor.take(SetOption, self.options_error, name=name, value=value) is None:
            self.refresh()
