"""What lies face up on the card game's table: both morale tracks, the three fronts (THE
FIELD) with who controls each and the Leaders and Units there, and the fight in progress.
Nothing here shows a hand.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import _
from tabletop.games.cardgame import State, battle_totals, card, force_at
from tabletop.games.cardgame.charts import morale_track
from tabletop.games.cardgame.state import FRONT_NAMES, NAPOLEON, OTHER, SIDE_NAMES, Side
from tabletop.gui import room, theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.track import TrackView
from tabletop.gui.widgets.wrap import wrapping

WHERE = ("north", "centre", "south")
"""THE FIELD: where each front lies."""
COLOURS = theme.SideInk({Side.NAPOLEON: "FRENCH", Side.COALITION: "ALLIED"})
"""Each side's ink: French blue, Allied red."""
FIGHT = "#f2b705"
"""Outline of the front being fought over."""
FIGHT_FILL = {False: "#fff4cc", True: "#4d4113"}
"""The fight banner's fill on light and on dark paper: pale gold under dark ink, deep gold
under light ink (the theme's INK is light in the dark theme)."""


def dark_paper() -> bool:
    """True when the theme's paper is dark (its ink is then light)."""
    red, green, blue = (int(style.PAPER[i : i + 2], 16) for i in (1, 3, 5))
    return red + green + blue < 3 * 128


def box_width(widget: tk.Misc) -> int:
    """Pixels across a morale box: two digits in the font the track sets them in, and a
    margin (a larger text size makes the boxes larger, never the numbers cut)."""
    small = tkfont.Font(widget, font=style.small(widget)).measure("88") + 3
    if small < 26:  # TrackView sets numbers in the small font in boxes under 26 px
        return max(21, small)
    return max(26, tkfont.Font(widget, font=style.body(widget)).measure("88") + 3)


class MoraleView(ttk.Frame):
    """Both morale tracks, one above the other, each after the side's name and morale; the
    boxes go under the name when the pane is too narrow for both on one line."""

    def __init__(self, master: tk.Misc, state: State) -> None:
        super().__init__(master)
        self.tracks: dict[Side, TrackView] = {}
        self.values: dict[Side, tk.Label] = {}
        self.stacked: bool | None = None
        self.folded = False
        """Whether each track shows one line (the tracks of the window are folded)."""
        for side in Side:
            value = tk.Label(self, font=style.bold(self), foreground=COLOURS[side], anchor="w")
            view = TrackView(self, morale_track(state, side), box_width=box_width(self))
            # One row per side: the name and value stand left of the boxes, and morale marks
            # no box, so the track's own title and caption lines would only take height.
            view.title.pack_forget()
            view.caption_label.pack_forget()
            self.tracks[side] = view
            self.values[side] = value
            room.unfold_on_click(value, lambda: self.folded)
        self.show(state)
        self._arrange(False)
        self.bind("<Configure>", lambda _e: self._arrange(self._narrow()), add="+")

    def fold(self, folded: bool) -> None:
        """Each track on one line, its boxes around the marker (`folded`, on a laptop's
        screen or by View > Fold the tracks), or whole; the name and morale stay beside."""
        self.folded = folded
        for view in self.tracks.values():
            view.fold(folded)
            view.title.pack_forget()  # folding puts the track's title back: the name says it
        # The rows' new height lays the view out again (<Configure>): the names go beside
        # the boxes once those fit.

    def _narrow(self) -> bool:
        names = max(v.winfo_reqwidth() for v in self.values.values()) + 6
        boxes = max(t.winfo_reqwidth() for t in self.tracks.values())
        return 1 < self.winfo_width() < names + boxes

    def _arrange(self, stacked: bool) -> None:
        if stacked is self.stacked:
            return
        self.stacked = stacked
        for index, side in enumerate(Side):
            row = 2 * index if stacked else index
            self.values[side].grid(row=row, column=0, sticky="w", padx=(0, 6))
            self.tracks[side].grid(
                row=row + 1 if stacked else row, column=0 if stacked else 1, sticky="w"
            )

    def show(self, state: State) -> None:
        """Move both markers."""
        for side, view in self.tracks.items():
            view.show(morale_track(state, side))
            self.values[side].configure(
                text=_("{side} morale {points}").format(
                    side=_(SIDE_NAMES[side]), points=state.morale(side)
                )
            )


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
            anchor="w",
            justify="left",
        )
        self.title.pack(fill="x")
        self.holder = tk.Label(
            self, font=style.bold(self), background=style.PAPER, anchor="w", justify="left"
        )
        self.holder.pack(fill="x")
        for label in (self.title, self.holder):
            wrapping(label)
            # Asks for no width: the three boxes share the row equally. A text wrapped at the
            # box's width asked for as much again, the row shrank the boxes, the text wrapped
            # narrower, and so on for ever (French, the text two steps larger).
            label.configure(width=1)

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
            wrapping(label).configure(width=1)  # as the title's
            self.sides[side] = label

    def show(self, state: State) -> None:
        """Redraw from the state; the front being fought over is outlined in gold."""
        front = state.fronts[self.index]
        holder = front.controller
        self.holder.configure(
            text=_("{side} holds it").format(side=_(SIDE_NAMES[holder])),
            foreground=COLOURS[holder],
        )
        fought = state.battle is not None and state.battle.front == self.index
        self.configure(highlightbackground=FIGHT if fought else COLOURS[holder])
        self.configure(highlightthickness=5 if fought else 3)
        for side, label in self.sides.items():
            ids = front.of(side)
            pieces = ", ".join(f"{card(c).name} {card(c).force}" for c in ids) or _("no troops")
            total = force_at(state, self.index, side)
            side_total = f"{_(SIDE_NAMES[side])} {total}"
            label.configure(text=_("{label}: {value}").format(label=side_total, value=pieces))

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
            background=FIGHT_FILL[dark_paper()],
            foreground=style.INK,
            anchor="w",
            justify="left",
            padx=6,
            pady=3,
            wraplength=700,
        )
        wrapping(self.fight, margin=14)

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
    holding = state.fronts[b.front].controller is defender
    played = [
        _("{side} played {cards}").format(
            side=_(SIDE_NAMES[side]),
            cards=", ".join(f"{card(c).name} {card(c).force}" for c in ids),
        )
        for side, ids in ((b.attacker, b.attacker_cards), (defender, b.defender_cards))
        if ids
    ]
    fight = (
        _("Fight at {front}: {attacker} {attack} against {defender} {defend} (+4 holding it)")
        if holding
        else _("Fight at {front}: {attacker} {attack} against {defender} {defend}")
    )
    return fight.format(
        front=FRONT_NAMES[b.front],
        attacker=_(SIDE_NAMES[b.attacker]),
        attack=attack,
        defender=_(SIDE_NAMES[defender]),
        defend=defend,
    ) + "".join(f" · {p}" for p in played)
