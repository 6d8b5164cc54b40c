"""The Game Turn track, the phase track of each side, and Next phase [Sequence of play].

The boxes are measured against their words in the font in use and laid out again when the
panel's width changes: a long scenario's turns wrap rather than run off the edge."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import SOURCE, _, language, tr
from tabletop.games.base import Legal
from tabletop.games.pratzen import data
from tabletop.games.pratzen.actions import NextPhase
from tabletop.games.pratzen.state import PratzenState
from tabletop.games.pratzen.turn import phases_in_use
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import wrapping

BOX_W, BOX_H, GAP = 84, 30, 3
"""Pixels of a phase box at least (wider and taller when its words need it), between boxes."""
TURN_W = 26
"""Pixels of a turn box at least; the turns wrap to a second row on a narrow panel."""


def box_label(phase: str) -> str:
    """A phase name fitted to its box: a long single English word is hyphenated over two
    lines (a translated name is shown whole: the box widens to it, the cut fits English)."""
    if " " in phase or len(phase) <= 9 or language() != SOURCE:
        return phase
    cut = max(len(phase) - 5, 6)
    return f"{phase[:cut]}-\n{phase[cut:]}"


_VOWELS = frozenset("aeiouyàâäéèêëîïôöùûü")
_KEPT = frozenset(
    {
        "ch",
        "ph",
        "th",
        "gn",
        "bl",
        "cl",
        "fl",
        "gl",
        "pl",
        "br",
        "cr",
        "dr",
        "fr",
        "gr",
        "pr",
        "tr",
        "vr",
    }
)
"""Consonant pairs French hyphenation does not split ("ch", "tr": "at-tri-tion")."""


def hyphenated(word: str, fits: Callable[[str], bool]) -> str:
    """A single word too wide for its box cut over two lines where French (and English)
    hyphenation allows it, at the longest first part that fits with its hyphen: between two
    consonants ("Com-mandement"), or before the consonant between two vowels
    ("Engage-ment"). The word as it is when no cut fits."""
    if " " in word or fits(word):
        return word
    low = word.lower()
    cuts = []
    for i in range(2, len(word) - 2):
        before, here, after = low[i - 1], low[i], low[i + 1]
        if here in _VOWELS or not here.isalpha():
            continue
        between = before not in _VOWELS and low[i - 1 : i + 1] not in _KEPT
        single = before in _VOWELS and after in _VOWELS
        if between or single:
            cuts.append(i)
    for i in reversed(cuts):
        if fits(word[:i] + "-"):
            return f"{word[:i]}-\n{word[i:]}"
    return word


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
        self.next_button = ttk.Button(head, text=_("Next phase ▶"), command=self.next_phase)
        self.next_button.pack(side="right")
        self.canvas = tk.Canvas(self, height=3 * (BOX_H + GAP) + 4, highlightthickness=0)
        self.canvas.configure(background=style.PAPER)
        self.canvas.pack(fill="x", pady=(2, 0))
        self.state_drawn: PratzenState | None = None
        self.drawn_width = 0
        self.canvas.bind("<Configure>", self._resized, add="+")
        self.error_label = ttk.Label(self, style="Error.TLabel", justify="left")
        wrapping(self.error_label).pack(anchor="w", fill="x")

    def next_phase(self) -> None:
        """Move the phase marker on (the victory check after the Allied Close Combat)."""
        self.actor.act(NextPhase(), self.error_label)

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """Redraw both tracks from the state."""
        if state.turns:
            self.title.configure(
                text=_("Game Turn {turn} of {turns}  ·  {side} {phase} Phase").format(
                    turn=state.turn, turns=state.turns, side=_(state.side), phase=_(state.phase)
                )
            )
        else:
            self.title.configure(text=_("Scenario not set up: use the Set-up page"))
        self.title.configure(foreground=side_colour(state.side))
        can = legal.get("next_phase")
        gate = controls_of(self)
        gate.set(self.next_button, "" if can and can.open else _said(can), "next_phase")
        self.error_label.configure(
            text=tr(state.result) or (tr(can.why) if can and not can.open else "")
        )
        self._draw(state)

    def _draw(self, state: PratzenState) -> None:
        self.state_drawn = state
        c = self.canvas
        c.delete("all")
        font = tkfont.Font(self, font=style.small(self))
        bold = tkfont.Font(self, font=style.bold(self))
        heads = max(bold.measure(_(side)) for side in (*data.sides(), "Turn")) + 10
        room = max(c.winfo_width(), 2 * heads)
        phases = data.phases()
        widest = max(font.measure(part) for p in phases for part in box_label(_(p)).split("\n"))
        # As wide as the widest word, or narrower (the words wrap) when the row would not fit.
        box_w = min(max(BOX_W, widest + 8), (room - heads) // len(phases) - GAP)
        played = phases_in_use(state)
        y = 2
        for side in data.sides():
            texts = []
            for col, phase in enumerate(phases):
                x = heads + col * (box_w + GAP)
                here = bool(state.turns) and side == state.side and phase == state.phase
                label = box_label(_(phase))
                if language() != SOURCE:
                    label = hyphenated(label, lambda t: font.measure(t) <= box_w - 6)
                texts.append(
                    c.create_text(
                        x + box_w / 2,
                        y,
                        text=label,
                        width=box_w - 4,
                        justify="center",
                        anchor="n",
                        fill="white" if here else style.INK,
                        font=style.small(self),
                    )
                )
            tall = max(c.bbox(t)[3] - c.bbox(t)[1] for t in texts)
            box_h = max(BOX_H, tall + 6)
            for col, (phase, text) in enumerate(zip(phases, texts, strict=True)):
                x = heads + col * (box_w + GAP)
                here = bool(state.turns) and side == state.side and phase == state.phase
                fill = style.MARKER if here else (style.PAPER if phase in played else style.GREY)
                c.move(text, 0, (box_h - (c.bbox(text)[3] - c.bbox(text)[1])) / 2)
                box = c.create_rectangle(
                    x,
                    y,
                    x + box_w,
                    y + box_h,
                    fill=fill,
                    outline=style.INK,
                    tags=(f"phase:{side}:{phase}",),
                )
                c.tag_lower(box, text)
            c.create_text(
                2,
                y + box_h / 2,
                text=_(side),
                anchor="w",
                fill=side_colour(side),
                font=style.bold(self),
            )
            y += box_h + GAP
        y = self._draw_turns(state, heads, room, y, font)
        c.configure(height=y + 2)

    def _draw_turns(
        self, state: PratzenState, heads: int, room: int, y: int, font: tkfont.Font
    ) -> int:
        """The Game Turn track, in as many rows as the width needs; the y below it."""
        c = self.canvas
        turn_w = max(TURN_W, font.measure(str(max(state.turns, 1))) + 8)
        turn_h = max(BOX_H, int(font.metrics("linespace")) + 8)
        per_row = max(1, (room - heads + GAP) // (turn_w + GAP))
        c.create_text(
            2, y + turn_h / 2, text=_("Turn"), anchor="w", fill=style.INK, font=style.bold(self)
        )
        for turn in range(1, max(state.turns, 1) + 1):
            row, col = divmod(turn - 1, per_row)
            x, top = heads + col * (turn_w + GAP), y + row * (turn_h + GAP)
            here = bool(state.turns) and turn == state.turn
            due = [r for r in state.reinforcements if r.turn == turn and not r.arrived]
            c.create_rectangle(
                x,
                top,
                x + turn_w,
                top + turn_h,
                fill=style.MARKER if here else style.PAPER,
                outline=style.TRIGGER if due else style.INK,
                width=2 if due else 1,
            )
            c.create_text(
                x + turn_w / 2,
                top + turn_h / 2,
                text=str(turn),
                fill="white" if here else style.INK,
                font=style.small(self),
            )
        rows = -(-max(state.turns, 1) // per_row)
        return y + rows * (turn_h + GAP)

    def _resized(self, event: tk.Event[tk.Canvas]) -> None:
        """The panel was widened or narrowed: the boxes are laid out again for the width."""
        if event.width != self.drawn_width and self.state_drawn is not None:
            self.drawn_width = event.width
            self._draw(self.state_drawn)

    def phase_text(self) -> str:
        """The title line, as shown."""
        return str(self.title.cget("text"))


def _said(can: Legal | None) -> str:
    """The rules' sentence for a closed Next phase."""
    why = tr(can.why) if can is not None else ""
    return (why[:1].upper() + why[1:]) if why else _("The rules do not allow it now.")
