"""The turn strip: the turn track with the random-finish turns marked [5.3], the eight phases
of the sequence with the active player [5.2], Next phase, and the rolls the turn calls for:
who goes first [5.1], the random finish [5.3] and the Russian Guard's departure [17].
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from fractions import Fraction
from functools import partial
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import C_, N_, _, pgettext, tr
from tabletop.games.vaevictis.actions import (
    BidFirst,
    ChooseFirst,
    GuardDeparture,
    NextPhase,
    RandomFinish,
    RollFirst,
)
from tabletop.games.vaevictis.charts import turn_track
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.fields import FieldInput
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.odds import percent
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.wrap import Flow, wrapping

COLOURS = theme.SideInk({SIDES[0]: "FRENCH", SIDES[1]: "ALLIED"})
SHORT_PHASES = (
    C_("Vae Victis phase", "Command"),
    C_("Vae Victis phase", "Rally"),
    C_("Vae Victis phase", "Charge"),
    C_("Vae Victis phase", "Movement"),
    C_("Vae Victis phase", "Evasion"),
    C_("Vae Victis phase", "Defensive Fire"),
    C_("Vae Victis phase", "Offensive Fire"),
    C_("Vae Victis phase", "Close Combat"),
)
"""The phases' names as the strip shows them, without "Phase" [5.2]."""


class TurnStrip(ttk.Frame):
    """Everything about where the game stands in its turn, and the rolls that move it on."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        from tabletop.gui.widgets.track import TrackView

        self.actor = actor
        state: VaeVictisState = actor.session.state
        top = ttk.Frame(self)
        top.pack(fill="x")
        self.track_view = TrackView(top, turn_track(state), box_width=30)
        self.track_view.caption_label.pack_forget()  # the line below says it plainly
        self.track_view.pack(side="left", anchor="n")
        right = ttk.Frame(top)
        right.pack(side="left", anchor="n", padx=(12, 0), fill="x", expand=True)
        self.next_button = ttk.Button(right, text=_("Next phase ▶"), command=self.next_phase)
        self.next_button.pack(anchor="e")
        controls_of(self).bind(self.next_button, "next_phase")  # F6 presses it too
        first = game_data().section("turns")["random_finish_from"]
        wrapping(
            ttk.Label(
                right,
                text=_("Red: random finish at the end of Turn {first} on [5.3]").format(
                    first=first
                ),
                style="Muted.TLabel",
            )
        ).pack(anchor="e", fill="x")
        self.sequence_label = ttk.Label(self, style="Title.TLabel")
        self.sequence_label.pack(anchor="w", pady=(2, 0))
        strip = ttk.Frame(self)
        strip.pack(anchor="w", fill="x")
        self.phase_labels: list[tk.Label] = []
        phases = game_data().phases
        half = (len(phases) + 1) // 2
        for i, phase in enumerate(phases):
            label = tk.Label(
                strip,
                text=f"{i + 1} {pgettext('Vae Victis phase', phase.name.replace(' Phase', ''))}",
                font=style.small(self),
                padx=4,
                pady=1,
                relief="groove",
                bd=1,
                anchor="w",
            )
            label.grid(row=i // half, column=i % half, sticky="ew", padx=1, pady=1)
            self.phase_labels.append(label)
        # What the phase in force asks, and Next phase's refusal: lines of play, left out
        # before play begins, when the who-goes-first form needs the room [5.1].
        self.notes = ttk.Frame(self)
        self.notes.pack(anchor="w", fill="x")
        self.phase_text = wrapping(ttk.Label(self.notes, style="Muted.TLabel", justify="left"))
        self.error_label = wrapping(ttk.Label(self.notes, style="Error.TLabel"))

        self.first_box = ttk.LabelFrame(self, text=_("Who goes first [5.1]"), padding=4)
        self.first_roll = RollBox(
            self.first_box,
            "1d6",
            self._first_odds,
            self._first_roll,
            verb=N_("Each player rolls"),
            show_bars=False,
        )
        # Who chooses, each with its chance, on one line above the roll: two bars would
        # take the room of the pages the order of battle is entered on meanwhile [5.1] [18].
        self.first_odds = wrapping(ttk.Label(self.first_box, style="Body.TLabel"))
        self.first_roll.typed_entry.configure(width=6)
        # A flow: the question, then the entry and its button, on a second line where the
        # strip is too narrow for one (French runs longer).
        self.bids_row = bids = Flow(self.first_box)
        # Secret bids, one player at a time at the screen: the French type theirs hidden and
        # hand over; the Coalition type theirs and both are revealed together [5.1].
        self.bid_label = ttk.Label(bids, style="Body.TLabel")
        bids.add(self.bid_label)
        typed = bids.group()
        self.bid_entry = ttk.Entry(typed, width=4, show="•", font=style.body(self))
        self.bid_entry.pack(side="left")
        self.bid_button = ttk.Button(typed, command=self.bid)
        self.bid_button.pack(side="left", padx=4)
        self.french_bid: str | None = None
        self._bid_step()
        self.choose_row = choose = Flow(self.first_box)
        self.chooser_label = ttk.Label(choose, style="Body.TLabel")
        choose.add(self.chooser_label)
        self.choose_buttons = {
            side: ttk.Button(
                choose,
                text=_("{side} go first").format(side=tr(side)),
                command=partial(self.choose, side),
            )
            for side in SIDES
        }
        choose.add(*self.choose_buttons.values())
        self.first_error = wrapping(ttk.Label(self.first_box, style="Error.TLabel"))
        self.first_error.pack(anchor="w", fill="x")
        self._first_rows: tuple[tk.Widget, ...] = ()

        self.finish_box = ttk.LabelFrame(self, text=_("Random finish [5.3]"), padding=4)
        roller = ttk.Frame(self.finish_box)
        roller.pack(anchor="w")
        # "one of the players rolls 1D6" [5.3]: the roll is booked to the one who does.
        self.roller_field = FieldInput(roller, RandomFinish, "roller", width=11)
        self.roller_field.label.pack(side="left")
        self.roller_field.widget.pack(side="left", padx=4)
        self.finish_roller = self.roller_field.widget
        self.finish_roll = RollBox(self.finish_box, "1d6", self._finish_odds, self._finish_roll)
        self.finish_roll.pack(anchor="w")
        self.guard_box = ttk.LabelFrame(self, text=_("Russian Guard departure [17]"), padding=4)
        self.guard_roll = RollBox(self.guard_box, "1d6", self._guard_odds, self._guard_roll)
        self.guard_roll.pack(anchor="w")
        self.refresh()

    # -- drawing ------------------------------------------------------------------------

    def legal(self) -> Mapping[str, bool]:
        """Which kinds are open now, as the rules say."""
        session = self.actor.session
        return {e.kind: e.open for e in session.game.legal_actions(session.state, "")}

    def refresh(self) -> None:
        """Redraw from the session state."""
        state: VaeVictisState = self.actor.session.state
        legal = self.legal()
        self.track_view.show(turn_track(state))
        phases = game_data().phases
        if state.game_over:
            self.sequence_label.configure(
                text=_("Game over: {reason}.").format(reason=tr(state.end_reason)),
                foreground=style.ERROR,
            )
        elif not state.first_player:
            self.sequence_label.configure(
                text=_("Before play: who goes first?"), foreground=style.INK
            )
        else:
            self.sequence_label.configure(
                text=_("Turn {turn}, sequence {sequence}: {side} active").format(
                    turn=state.turn, sequence=state.sequence, side=tr(state.active)
                ),
                foreground=COLOURS[state.active],
            )
        for i, label in enumerate(self.phase_labels):
            on = bool(state.first_player) and i == state.phase and not state.game_over
            colour = COLOURS.get(state.active, style.MARKER)
            # The phase in force is the side's ink with the paper as its text: on dark paper
            # the side's ink is light, and white on it would not read.
            label.configure(bg=colour if on else style.PAPER, fg=style.PAPER if on else style.INK)
        phase = phases[state.phase]
        who = (
            state.active
            if phase.actor == "active"
            else (SIDES[1] if state.active == SIDES[0] else SIDES[0])
        )
        self.phase_text.configure(
            text=_("{phase} ({who}): {text} [5.2]").format(
                phase=tr(phase.name), who=tr(who) if who else _("the players"), text=tr(phase.text)
            )
            if state.first_player and not state.game_over
            else ""
        )
        gate = controls_of(self)
        self._show_notes(bool(state.first_player))
        self._show(self.first_box, not state.first_player and not state.game_over)
        if not state.first_player:
            # The dice and the bids while they are open, then the winner's choice: one
            # step at a time, so the pages below keep their room [5.1].
            self._show_first_rows(
                (self.first_odds, self.first_roll, self.bids_row)
                if legal["roll_first"] or legal["bid_first"]
                else (self.choose_row,)
            )
            self.first_roll.update_odds()
            chances = self._first_odds().items()
            self.first_odds.configure(
                text="  ·  ".join(f"{tr(who)} {percent(p)}" for who, p in chances)
            )
            open_choice = legal["choose_first"]
            self.chooser_label.configure(
                text=_("The {side} choose:").format(side=tr(state.chooser)) if open_choice else ""
            )
            for button in self.choose_buttons.values():
                gate.set(button, gate.reason("choose_first"))
            gate.roll_box(self.first_roll, gate.reason("roll_first"))
            gate.set(self.bid_button, gate.reason("bid_first"))
        self._show(self.finish_box, legal["random_finish"])
        if legal["random_finish"]:
            if not self.roller_field.get():  # the player whose sequence ends the turn
                self.roller_field.set(state.active)
            self.finish_roll.update_odds()
        self._show(self.guard_box, legal["guard_departure"])
        if legal["guard_departure"]:
            self.guard_roll.update_odds()

    def _show_notes(self, on: bool) -> None:
        """The phase's words and Next phase's refusal, in play only."""
        for label in (self.phase_text, self.error_label):
            if on and not label.winfo_manager():
                label.pack(anchor="w", fill="x")
            elif not on:
                label.pack_forget()
        if not on:
            self.notes.configure(height=1)  # an emptied frame keeps its height otherwise

    def _show_first_rows(self, rows: tuple[tk.Widget, ...]) -> None:
        """Show these rows of the who-goes-first form, in their order, above its error."""
        if rows == self._first_rows:
            return
        for every in (self.first_odds, self.first_roll, self.bids_row, self.choose_row):
            every.pack_forget()
        for row in rows:
            row.pack(anchor="w", fill="x", pady=(0, 2), before=self.first_error)
        self._first_rows = rows

    @staticmethod
    def _show(frame: ttk.LabelFrame, on: bool) -> None:
        if on and not frame.winfo_manager():
            frame.pack(fill="x", pady=(4, 0))
        elif not on:
            frame.pack_forget()

    # -- acting -------------------------------------------------------------------------

    def next_phase(self) -> None:
        """Step to the next phase, sequence or turn [5.2]."""
        self.actor.act(NextPhase(), self.error_label)

    def _first_odds(self) -> dict[str, Fraction]:
        # Each player's own die [5.1]: the action's own odds, its two dice read together.
        return dict(self.actor.odds(RollFirst))

    def _first_roll(self, roll: str | None) -> bool:
        faces = (roll or "").replace(",", " ").split()
        if roll is not None and len(faces) != 2:
            self.first_roll.error_label.configure(
                text=_("Type both dice, the French die first: 4 2.")
            )
            return False
        dice = {"french": faces[0], "coalition": faces[1]} if faces else {}
        return self.actor.take(RollFirst, self.first_roll.error_label, **dice) is not None

    def _bid_step(self) -> None:
        if self.french_bid is None:
            self.bid_label.configure(text=_("Or secret bids in VP. French, type yours:"))
            self.bid_button.configure(text=_("Hide it, hand over"))
        else:
            self.bid_label.configure(text=_("Coalition, type your bid:"))
            self.bid_button.configure(text=_("Reveal both bids"))

    def bid(self) -> bool:
        """The French bid is kept hidden on hand-over; the Coalition's reveals both [5.1]."""
        typed = self.bid_entry.get().strip()
        self.bid_entry.delete(0, "end")
        if not typed:
            self.first_error.configure(text=_("Type a bid in VP first (0 or more)."))
            return False
        if self.french_bid is None:
            self.french_bid = typed
            self.first_error.configure(text="")
            self._bid_step()
            return True
        french, self.french_bid = self.french_bid, None
        self._bid_step()
        return (
            self.actor.take(BidFirst, self.first_error, french=french, coalition=typed) is not None
        )

    def choose(self, side: str) -> bool:
        """The winner says who plays the first sequence of each turn [5.1]."""
        return self.actor.take(ChooseFirst, self.first_error, first=side) is not None

    def finish_action(self) -> dict[str, Any]:
        """The fields of the random finish the strip describes, its roll left out [5.3]."""
        return {"roller": self.roller_field.get()}

    def _finish_odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(RandomFinish, **self.finish_action()))

    def _finish_roll(self, roll: str | None) -> bool:
        error = self.finish_roll.error_label
        return self.actor.take(RandomFinish, error, **self.finish_action(), roll=roll) is not None

    def _guard_odds(self) -> dict[str, Fraction]:
        return dict(self.actor.odds(GuardDeparture))

    def _guard_roll(self, roll: str | None) -> bool:
        return self.actor.take(GuardDeparture, self.guard_roll.error_label, roll=roll) is not None
