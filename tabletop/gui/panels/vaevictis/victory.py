"""The Victory page: both columns of the VP chart side by side [19] (one above the other when
the page is too narrow for both), the objectives held, every line of each side's total, the
agreed value of side, and the result (a lead of more than 15, else a draw).
"""

from __future__ import annotations

import tkinter as tk
from functools import partial
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.vaevictis.actions import Hold, SideValue
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.games.vaevictis.victory import totals, verdict, vp_lines
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import wrapping

COLOURS = theme.SideInk({SIDES[0]: "FRENCH", SIDES[1]: "ALLIED"})


class VictoryPage(ttk.Frame):
    """Objectives, VP lines and the result."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        self.result_label = wrapping(ttk.Label(self, style="Title.TLabel"))
        self.result_label.pack(anchor="w", fill="x")
        columns = ttk.Frame(self)
        columns.pack(fill="x", anchor="w")
        columns.bind("<Configure>", self._reflow, add="+")
        self.columns: list[ttk.LabelFrame] = []
        self.spins: dict[str, ttk.Spinbox] = {}
        self.lines: dict[str, ttk.Label] = {}
        self.totals: dict[str, ttk.Label] = {}
        for col, side in enumerate(SIDES):
            frame = ttk.LabelFrame(
                columns, text=_("{side} victory points [19]").format(side=tr(side)), padding=4
            )
            frame.grid(row=0, column=col, sticky="new", padx=(0, 4), pady=(0, 4))
            columns.columnconfigure(col, weight=1, uniform="side")
            self.columns.append(frame)
            ttk.Label(frame, text=_("Hexes held at the end"), style="Title.TLabel").grid(
                row=0, column=0, columnspan=2, sticky="w"
            )
            row = 1
            for objective in game_data().objectives:
                if objective.side != side:
                    continue
                text = (
                    _("{name} ({vp} VP each of {hexes})")
                    if objective.hexes > 1
                    else _("{name} ({vp} VP)")
                ).format(name=objective.name, vp=objective.vp_per_hex, hexes=objective.hexes)
                ttk.Label(frame, text=text, style="Body.TLabel").grid(row=row, column=0, sticky="w")
                spin = ttk.Spinbox(
                    frame,
                    from_=0,
                    to=objective.hexes,
                    width=3,
                    command=partial(self.hold, objective.id),
                )
                spin.bind("<Return>", partial(self._hold_key, objective.id))
                spin.bind("<FocusOut>", partial(self._hold_key, objective.id))
                spin.grid(row=row, column=1, sticky="w", padx=4)
                controls_of(self).bind(spin, Hold.KIND)
                self.spins[objective.id] = spin
                row += 1
            self.lines[side] = ttk.Label(frame, style="Body.TLabel", justify="left", wraplength=330)
            self.lines[side].grid(row=row, column=0, columnspan=2, sticky="w", pady=(6, 0))
            self.totals[side] = ttk.Label(frame, foreground=COLOURS[side], font=style.big(self))
            self.totals[side].grid(row=row + 1, column=0, columnspan=2, sticky="w")
        bid = section(self, _("Agreed value of side (the side bid) [19]"))
        self.side_entries = {}
        for side in SIDES:
            ttk.Label(
                bid, text=_("VP to the {side}").format(side=tr(side)), style="Body.TLabel"
            ).pack(side="left")
            entry = ttk.Entry(bid, width=4, font=style.body(self))
            entry.pack(side="left", padx=(2, 8))
            self.side_entries[side] = entry
        self.side_button = ttk.Button(bid, text=_("Record"), command=self.side_value)
        self.side_button.pack(side="left")
        controls_of(self).bind(self.side_button, SideValue.KIND)
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")

    def _reflow(self, event: tk.Event) -> None:
        """Both sides' columns side by side, of one width, when the page is wide enough for
        both, else the Coalition's under the French (at 1280x720 the pair is wider than the
        page)."""
        need = len(self.columns) * (max(frame.winfo_reqwidth() for frame in self.columns) + 4)
        side_by_side = int(event.width) >= need
        if int(self.columns[1].grid_info().get("row", -1)) == (0 if side_by_side else 1):
            return  # already so: laying out again would only call this once more
        holder = self.columns[0].master
        for col, frame in enumerate(self.columns):
            frame.grid_configure(row=0 if side_by_side else col, column=col if side_by_side else 0)
            holder.columnconfigure(col, uniform="side" if side_by_side else "")
        holder.columnconfigure(1, weight=1 if side_by_side else 0)

    def hold(self, objective: str) -> bool:
        """Record the hexes held typed in an objective's box [19]."""
        state: VaeVictisState = self.actor.session.state
        if self.spins[objective].get().strip() == str(state.hexes_held(objective)):
            return True  # nothing changed: nothing to log
        hexes = self.spins[objective].get().strip() or "0"
        return self.actor.take(Hold, self.error_label, objective=objective, hexes=hexes) is not None

    def _hold_key(self, objective: str, event: object) -> None:
        self.hold(objective)

    def side_value(self) -> bool:
        """Record the agreed value of side [19]."""
        french, coalition = (self.side_entries[s].get().strip() or "0" for s in SIDES)
        return (
            self.actor.take(SideValue, self.error_label, french=french, coalition=coalition)
            is not None
        )

    def refresh(self, now_ms: int | None = None) -> None:
        """Redraw from the session state (the clock counted up to `now_ms`)."""
        state: VaeVictisState = self.actor.session.state
        for objective, spin in self.spins.items():
            spin.set(str(state.hexes_held(objective)))
        score = totals(state, now_ms)
        for side in SIDES:
            lines = vp_lines(state, side, now_ms)
            text = "\n".join(f"{line.vp:+d}  {tr(line.label)}" for line in lines)
            self.lines[side].configure(text=text or _("No VP yet."))
            self.totals[side].configure(
                text=_("{side}: {vp} VP").format(side=tr(side), vp=score[side])
            )
        result = tr(verdict(state, now_ms))
        margin = game_data().section("victory")["margin"]
        self.result_label.configure(
            text=(
                _("{result} (the winner needs a lead of more than {margin} VP)")
                if state.game_over
                else _(
                    "{result} if the game ended now (the winner needs a lead of more than "
                    "{margin} VP)"
                )
            ).format(result=result, margin=margin)
        )
