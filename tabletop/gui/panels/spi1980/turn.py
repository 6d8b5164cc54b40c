"""The Game-Turn strip: turn track with the fog turns marked [13.0], the phase and what the
Phasing Player does in it [3.0], Next phase, the fog rules while they apply, and the French
reinforcement roll when the rules call for it [9.0].
"""

from __future__ import annotations

import tkinter as tk
from fractions import Fraction
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _, tr
from tabletop.games.spi1980.actions import NextPhase, ReinforcementRoll
from tabletop.games.spi1980.charts import turn_track
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.track import TrackView
from tabletop.gui.widgets.wrap import wrapping

FOG_TEXT = N_("FOG [13.0]: no bombardment, no cavalry charge, +2 to rally")


class TurnStrip(ttk.Frame):
    """Turn track, phase, Next phase, fog rules and the reinforcement roll."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        state: Spi1980State = actor.session.state
        top = ttk.Frame(self)
        top.pack(fill="x")
        # Boxes of 26 px and more carry the body font: wide enough for "11" at any text size.
        box = max(26, tkfont.Font(self, font=style.body(self)).measure("88") + 4)
        self.track_view = TrackView(top, turn_track(state), box_width=box)
        self.track_view.caption_label.pack_forget()  # the fog line below says it plainly
        self.track_view.pack(side="left", anchor="n")
        right = ttk.Frame(top)
        right.pack(side="left", fill="x", expand=True, padx=(12, 0), anchor="n")
        self.phase_label = ttk.Label(right, style="Title.TLabel", wraplength=340)
        self.phase_label.pack(anchor="w")
        self.phase_text = ttk.Label(right, style="Muted.TLabel", wraplength=340, justify="left")
        self.phase_text.pack(anchor="w", fill="x")
        row = ttk.Frame(self)
        row.pack(fill="x", pady=(2, 0))
        self.next_button = ttk.Button(row, text=_("Next phase ▶"), command=self.next_phase)
        self.next_button.pack(side="right", anchor="n")
        self.fog_label = ttk.Label(row, foreground=style.ERROR, font=style.bold(self))
        wrapping(self.fog_label).pack(anchor="w", fill="x")
        self.tooltip = Tooltip(self)
        self.gate = controls_of(self)
        self.tooltip.attach(self.fog_label, " ".join(tr(e) for e in game_data().fog_effects))
        self.error_label = ttk.Label(row, style="Error.TLabel", wraplength=540)
        self.error_label.pack(anchor="w")

        self.reinforcement = ttk.LabelFrame(
            self, text=_("French reinforcements [9.0]: roll minus Game-Turn, 1 or less"), padding=4
        )
        self.reinforcement_box = RollBox(
            self.reinforcement,
            game_data().section("reinforcement")["dice"],
            self._reinforcement_odds,
            self._reinforcement_roll,
        )
        self.reinforcement_box.pack(anchor="w")
        self.refresh()

    def refresh(self) -> None:
        """Redraw from the session state."""
        state: Spi1980State = self.actor.session.state
        data = game_data()
        self.track_view.show(turn_track(state))
        if state.game_over:
            self.phase_label.configure(text=_("Game over"))
            self.phase_text.configure(text=_("The level of victory is on the Victory page [14.5]."))
        else:
            phase = data.phase(state.phase)
            self.phase_label.configure(
                text=_("Turn {turn}: {phase}").format(turn=state.turn, phase=tr(phase.name))
            )
            self.phase_text.configure(text=_("{text} [3.0]").format(text=tr(phase.text)))
        # Greyed while the rules hold the phase (a rally owed, the reserve unwritten): the
        # pointer on it says what to do first, and on which page (gui/panel.py).
        self.gate.set(self.next_button, self.gate.reason("next_phase"), "next_phase")
        fog = state.is_fog_turn(data) and not state.game_over
        self.fog_label.configure(text=_(FOG_TEXT) if fog else "")
        if self.is_open("reinforcement_roll"):
            self.reinforcement.pack(fill="x", pady=(4, 0))
            self.reinforcement_box.update_odds()
        else:
            self.reinforcement.pack_forget()

    def is_open(self, kind: str) -> bool:
        """True when the rules open this kind of action now (`legal_actions`)."""
        return any(
            legal.kind == kind and legal.open for legal in self.actor.session.legal_actions()
        )

    def next_phase(self) -> None:
        """Step to the next phase of the Sequence of Play [3.0]."""
        self.actor.act(NextPhase(), self.error_label)

    def _reinforcement_odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(ReinforcementRoll))

    def _reinforcement_roll(self, roll: str | None) -> bool:
        events = self.actor.take(ReinforcementRoll, self.reinforcement_box.error_label, roll=roll)
        return events is not None

    # -- test hooks -------------------------------------------------------------------

    def phase_name(self) -> str:
        """The phase heading, as shown."""
        return str(self.phase_label.cget("text"))

    def fog_text(self) -> str:
        """The fog rules line, as shown ("" off fog turns)."""
        return str(self.fog_label.cget("text"))
