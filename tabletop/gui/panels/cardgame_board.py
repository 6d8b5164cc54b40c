"""What lies face up on the card game's table: both morale tracks, the three fronts (THE
FIELD) with who controls each and the Leaders and Units there, and the fight in progress.
Nothing here shows a hand.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.tracks import Track
from tabletop.games.cardgame import State, battle_totals, card, force_at
from tabletop.games.cardgame.state import FRONT_NAMES, NAPOLEON, OTHER, SIDE_NAMES, Side
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.track import TrackView

START_MORALE = 20
"""SETUP: each side starts with 20 morale; the track shows at least 0..20."""
WHERE = ("north", "centre", "south")
"""THE FIELD: where each front lies."""
COLOURS = theme.SideInk({Side.NAPOLEON: "FRENCH", Side.COALITION: "ALLIED"})
"""Each side's ink: French blue, Allied red."""
FIGHT = "#f2b705"
"""Outline of the front being fought over."""


def morale_track(state: State, side: Side) -> Track:
    """A side's morale as 21 numbered boxes: 0..20, or the 20 below a morale above 20.

    Morale has no upper limit, but a row of more boxes would not fit beside the fronts; a
    side above 20 is far from 0, so the boxes follow its marker and their numbers say so.
    """
    value = state.morale(side)
    low = max(0, value - START_MORALE)
    return Track(f"{SIDE_NAMES[side]} morale", low, low + START_MORALE, value)


class MoraleView(ttk.Frame):
    """Both morale tracks, one above the other, each after the side's name and morale."""

    def __init__(self, master: tk.Misc, state: State) -> None:
        super().__init__(master)
        self.tracks: dict[Side, TrackView] = {}
        self.values: dict[Side, tk.Label] = {}
        for row, side in enumerate(Side):
            value = tk.Label(self, font=style.bold(self), foreground=COLOURS[side], anchor="w")
            value.grid(row=row, column=0, sticky="w", padx=(0, 6))
            view = TrackView(self, morale_track(state, side), box_width=21)
            # One row per side: the name and value stand left of the boxes, and morale marks
            # no box, so the track's own title and caption lines would only take height.
            view.title.pack_forget()
            view.caption_label.pack_forget()
            view.grid(row=row, column=1, sticky="w")
            self.tracks[side] = view
            self.values[side] = value
        self.show(state)

    def show(self, state: State) -> None:
        """Move both markers."""
        for side, view in self.tracks.items():
            view.show(morale_track(state, side))
            self.values[side].configure(text=f"{SIDE_NAMES[side]} morale {state.morale(side)}")


class FrontBox(tk.Frame):
    """One front: its name, who holds it, and each side's Leaders and Units with their force."""

    def __init__(self, master: tk.Misc, index: int) -> None:
        super().__init__(master, background=style.PAPER, highlightthickness=3, padx=6, pady=4)
        self.index = index
        self.title = tk.Label(
            self,
            text=f"{FRONT_NAMES[index]} ({WHERE[index][0].upper()})",
            font=style.bold(self),
            background=style.PAPER,
            foreground=style.INK,
        )
        self.title.pack(anchor="w")
        self.holder = tk.Label(self, font=style.bold(self), background=style.PAPER, anchor="w")
        self.holder.pack(fill="x")

        self.sides: dict[Side, tk.Label] = {}
        for side in (NAPOLEON, OTHER[NAPOLEON]):
            label = tk.Label(
                self,
                justify="left",
                anchor="nw",
                font=style.small(self),
                background=style.PAPER,
                foreground=COLOURS[side],
                wraplength=230,
            )
            label.pack(fill="x", pady=(2, 0))
            self.sides[side] = label

    def show(self, state: State) -> None:
        """Redraw from the state; the front being fought over is outlined in gold."""
        front = state.fronts[self.index]
        holder = front.controller
        self.holder.configure(text=f"{SIDE_NAMES[holder]} holds it", foreground=COLOURS[holder])
        fought = state.battle is not None and state.battle.front == self.index
        self.configure(highlightbackground=FIGHT if fought else COLOURS[holder])
        self.configure(highlightthickness=5 if fought else 3)
        for side, label in self.sides.items():
            ids = front.of(side)
            pieces = ", ".join(f"{card(c).name} {card(c).force}" for c in ids) or "no troops"
            total = force_at(state, self.index, side)
            label.configure(text=f"{SIDE_NAMES[side]} {total}: {pieces}")

    def text(self) -> str:
        """Everything the box shows, as one string (test hook)."""
        parts = [self.title.cget("text"), self.holder.cget("text")]
        parts += [label.cget("text") for label in self.sides.values()]
        return "\n".join(str(p) for p in parts)


class FrontsView(ttk.Frame):
    """The three fronts side by side, north to south, with the fight in progress below."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master)
        self.boxes = [FrontBox(self, i) for i in range(3)]
        for i, box in enumerate(self.boxes):
            box.grid(row=0, column=i, sticky="nsew", padx=(0 if i == 0 else 4, 0))
            self.columnconfigure(i, weight=1, uniform="front")
        self.fight = tk.Label(
            self,
            font=style.bold(self),
            background="#fff4cc",
            foreground=style.INK,
            anchor="w",
            justify="left",
            padx=6,
            pady=3,
            wraplength=700,
        )

    def show(self, state: State) -> None:
        """Redraw the fronts and the fight banner."""
        for box in self.boxes:
            box.show(state)
        text = fight_text(state)
        if text:
            self.fight.configure(text=text)
            self.fight.grid(row=1, column=0, columnspan=3, sticky="ew", pady=(4, 0))
        else:
            self.fight.grid_remove()

    def fight_shown(self) -> str:
        """The fight banner's text, or "" when no fight is on (test hook)."""
        return str(self.fight.cget("text")) if self.fight.winfo_manager() else ""


def fight_text(state: State) -> str:
    """The action being fought, with both totals and the cards played: "" when none."""
    b = state.battle
    totals = battle_totals(state)
    if b is None or totals is None:
        return ""
    attack, defend = totals
    defender = OTHER[b.attacker]
    bonus = " (+4 holding it)" if state.fronts[b.front].controller is defender else ""
    played = [
        f"{SIDE_NAMES[side]} played " + ", ".join(f"{card(c).name} {card(c).force}" for c in ids)
        for side, ids in ((b.attacker, b.attacker_cards), (defender, b.defender_cards))
        if ids
    ]
    return (
        f"Fight at {FRONT_NAMES[b.front]}: {SIDE_NAMES[b.attacker]} {attack} against "
        f"{SIDE_NAMES[defender]} {defend}{bonus}" + ("".join(f" · {p}" for p in played))
    )
