"""The Options page: competition mode and the named rule options (the Return to Austerlitz and
the amendments, and the readings the text leaves open), chosen before play begins.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.vaevictis.actions import SetOptions
from tabletop.games.vaevictis.data import game_data
from tabletop.games.vaevictis.options import OPTIONS
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import CheckRow, wrapping


class OptionsPage(ttk.Frame):
    """Check boxes for competition mode and every named option, and Apply."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        box = section(self, _("Rules in force, chosen before play begins"))
        comp = game_data().section("competition")
        self.competition = tk.BooleanVar(value=False)
        # The option texts are whole sentences with their source: each wraps beside its box.
        CheckRow(
            box,
            _(
                "Competition: play limited to {turns} turns, a chess clock of "
                "{minutes} minutes a side, {vp} VP a minute over"
            ).format(
                turns=comp["last_turn"],
                minutes=comp["minutes_per_side"],
                vp=comp["vp_per_minute_over"],
            ),
            self.competition,
        ).pack(fill="x", pady=1)
        self.options: dict[str, tk.BooleanVar] = {}
        offered = {o.name for o in OPTIONS}  # not one the app cannot apply (its notes)
        for name, option in game_data().section("options").items():
            if name not in offered:
                continue
            var = tk.BooleanVar(value=False)
            text = f"{tr(option['title'])} ({option['source'].split(' ', 1)[1]})"
            CheckRow(box, text, var).pack(fill="x", pady=1)
            self.options[name] = var
        self.apply_button = ttk.Button(box, text=_("Apply"), command=self.apply_options)
        self.apply_button.pack(anchor="w", pady=(4, 0))
        controls_of(self).bind(self.apply_button, "set_options")
        self.error_label = wrapping(ttk.Label(box, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")

    def apply_options(self) -> bool:
        """Put the boxes ticked in force."""
        chosen = [name for name, var in self.options.items() if var.get()]
        competition = self.competition.get()
        options = tuple(chosen)
        return (
            self.actor.take(SetOptions, self.error_label, options=options, competition=competition)
            is not None
        )

    def refresh(self) -> None:
        """Tick what is in force; the boxes close once play has begun."""
        session = self.actor.session
        state: VaeVictisState = session.state
        self.competition.set(state.competition)
        for name, var in self.options.items():
            var.set(state.has(name))
