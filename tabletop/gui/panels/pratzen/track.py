"""The Game Turn track, the phase track of each side, and Next phase [Sequence of play]."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.games.base import Legal
from tabletop.games.pratzen import data
from tabletop.games.pratzen.state import PratzenState
from tabletop.games.pratzen.turn import phases_in_use
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor

BOX_W, BOX_H, GAP = 84, 30, 3
"""Pixels of a phase box."""
TURN_W = 26
"""Pixels of a turn box."""


def box_label(phase: str) -> str:
    """A phase name fitted to its box: a long single word is hyphenated over two lines."""
    if " " in phase or len(phase) <= 9:
        return phase
    cut = max(len(phase) - 5, 6)
    return f"{phase[:cut]}-\n{phase[cut:]}"


def side_colour(side: str) -> str:
    """The colour the app gives a side."""
    return theme.FRENCH if side == data.sides()[0] else theme.ALLIED


class TurnStrip(ttk.Frame):
    """Where the clock markers stand, and the button that moves them."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        style.apply(self)
        self.actor = actor
        head = ttk.Frame(self)
        head.pack(fill="x")
        self.title = ttk.Label(head, style="Title.TLabel")
        self.title.pack(side="left")
        self.next_button = ttk.Button(head, text="Next phase ▶", command=self.next_phase)
        self.next_button.pack(side="right")
        self.canvas = tk.Canvas(self, height=3 * (BOX_H + GAP) + 4, highlightthickness=0)
        self.canvas.configure(background=style.PAPER)
        self.canvas.pack(fill="x", pady=(2, 0))
        self.error_label = ttk.Label(self, style="Error.TLabel", wraplength=680, justify="left")
        self.error_label.pack(anchor="w")

    def next_phase(self) -> None:
        """Move the phase marker on (the victory check after the Allied Close Combat)."""
        self.actor.act({"kind": "next_phase"}, self.error_label)

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """Redraw both tracks from the state."""
        if state.turns:
            self.title.configure(
                text=f"Game Turn {state.turn} of {state.turns}  ·  {state.side} {state.phase} Phase"
            )
        else:
            self.title.configure(text="Scenario not set up: use the Set-up page")
        self.title.configure(foreground=side_colour(state.side))
        can = legal.get("next_phase")
        self.next_button.state(["!disabled"] if can and can.open else ["disabled"])
        self.error_label.configure(text=state.result or (can.why if can and not can.open else ""))
        self._draw(state)

    def _draw(self, state: PratzenState) -> None:
        c = self.canvas
        c.delete("all")
        played = phases_in_use(state)
        for row, side in enumerate(data.sides()):
            y = 2 + row * (BOX_H + GAP)
            c.create_text(
                2,
                y + BOX_H / 2,
                text=side,
                anchor="w",
                fill=side_colour(side),
                font=style.bold(self),
            )
            for col, phase in enumerate(data.phases()):
                x = 70 + col * (BOX_W + GAP)
                here = bool(state.turns) and side == state.side and phase == state.phase
                fill = style.MARKER if here else (style.PAPER if phase in played else style.GREY)
                c.create_rectangle(
                    x,
                    y,
                    x + BOX_W,
                    y + BOX_H,
                    fill=fill,
                    outline=style.INK,
                    tags=(f"phase:{side}:{phase}",),
                )
                c.create_text(
                    x + BOX_W / 2,
                    y + BOX_H / 2,
                    text=box_label(phase),
                    width=BOX_W - 4,
                    justify="center",
                    fill="white" if here else style.INK,
                    font=style.small(self),
                )
        y = 2 + 2 * (BOX_H + GAP)
        c.create_text(2, y + BOX_H / 2, text="Turn", anchor="w", font=style.bold(self))
        for turn in range(1, max(state.turns, 1) + 1):
            x = 70 + (turn - 1) * (TURN_W + GAP)
            here = bool(state.turns) and turn == state.turn
            due = [r for r in state.reinforcements if r.turn == turn and not r.arrived]
            c.create_rectangle(
                x,
                y,
                x + TURN_W,
                y + BOX_H,
                fill=style.MARKER if here else style.PAPER,
                outline=style.TRIGGER if due else style.INK,
                width=2 if due else 1,
            )
            c.create_text(
                x + TURN_W / 2,
                y + BOX_H / 2,
                text=str(turn),
                fill="white" if here else style.INK,
                font=style.small(self),
            )

    def phase_text(self) -> str:
        """The title line, as shown."""
        return str(self.title.cget("text"))
