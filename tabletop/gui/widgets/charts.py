"""The Charts pane: the battle over time and each side's dice luck, for any game.

It draws whatever the game's `GameInfo.tracks` gives (no per-game code here) and the moments
the log tells of, and follows the session: every step adds a point, an undo takes it away.
It draws on a Tk canvas (widgets/chart_canvas.py): no plotting library is loaded, so the first
view is as quick as the next (scripts/bench); a hidden pane is redrawn only when it is shown
again, and a resize redraws once Tk is idle.
"""

from __future__ import annotations

import textwrap
import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.i18n import N_, _, tr
from tabletop.gui.widgets import style
from tabletop.gui.widgets.chart_canvas import Box, Drawn, Ink, draw_battle, draw_luck
from tabletop.story.luck import luck, rolls
from tabletop.story.moments import live_entries
from tabletop.story.timeline import Timeline, timeline

if TYPE_CHECKING:
    from tabletop.session.session import Session

VIEWS = (("battle", N_("Battle")), ("luck", N_("Dice luck")))


class ChartsView(ttk.Frame):
    """Charts of one session, redrawn after every change while they are on screen."""

    def __init__(self, master: tk.Misc, session: Session) -> None:
        super().__init__(master, padding=4)
        self.session = session
        self.view = tk.StringVar(value="battle")
        bar = self.bar = ttk.Frame(self)
        bar.pack(fill="x")
        views = ttk.Frame(bar)
        views.grid(row=0, column=0, sticky="w")
        self.view_buttons: dict[str, ttk.Radiobutton] = {}
        for value, text in VIEWS:
            button = ttk.Radiobutton(
                views, text=_(text), value=value, variable=self.view, command=self.redraw
            )
            button.pack(side="left", padx=(0, 8))
            self.view_buttons[value] = button
        self._separator = ttk.Separator(bar, orient="vertical")
        # One check box, not two radio buttons: the pane is often narrow.
        self.by_turn = tk.BooleanVar(value=False)
        self.by_turn_button = ttk.Checkbutton(
            bar, text=_("by game-turn"), variable=self.by_turn, command=self.redraw
        )
        self._below: bool | None = None
        """True while the check box sits under the views (the pane too narrow for one row)."""
        self._lay_out_bar(0)
        bar.bind("<Configure>", lambda e: self._lay_out_bar(int(e.width)), add="+")
        self.words = tk.StringVar()
        self.words_label = ttk.Label(self, textvariable=self.words, justify="left", wraplength=400)
        self.words_label.pack(side="bottom", fill="x", pady=(4, 0))
        self.canvas: tk.Canvas | None = None
        self.lines: dict[str, Drawn] = {}
        """The drawn line of each track, by name ("morale/French"), while Battle is shown."""
        self.boxes: list[Box] = []
        """The charts drawn now (one per group of tracks, or per kind of dice)."""
        self.stale = True
        self._pending: str | None = None
        self.bind("<Map>", self._shown, add="+")
        self.bind("<Configure>", self._resized, add="+")

    def _lay_out_bar(self, width: int) -> None:
        """The views and the check box on one row while they fit the pane, the check box
        under the views when they do not (a narrow pane, French, a larger text size)."""
        views = self.view_buttons["battle"].master
        needed = (
            views.winfo_reqwidth()
            + self._separator.winfo_reqwidth()
            + 8
            + self.by_turn_button.winfo_reqwidth()
        )
        below = width > 1 and needed > width
        if below == self._below:
            return
        self._below = below
        if below:
            self._separator.grid_forget()
            self.by_turn_button.grid(row=1, column=0, columnspan=3, sticky="w", pady=(2, 0))
        else:
            self._separator.grid(row=0, column=1, sticky="ns", padx=(0, 8))
            self.by_turn_button.grid(row=0, column=2, sticky="w", pady=0)

    def refresh(self) -> None:
        """The session changed: redraw if on screen (once Tk is idle, so the panel shows the
        change first and a burst of changes draws once), else when next shown."""
        self.stale = True
        if self.canvas is not None and self.winfo_ismapped() and self._pending is None:
            self._pending = self.after_idle(self._redraw_stale)

    def _redraw_stale(self) -> None:
        self._pending = None
        if self.stale and self.winfo_ismapped():
            self.redraw()

    def destroy(self) -> None:
        """Forget a redraw still waiting: the tab is closing."""
        if self._pending is not None:
            self.after_cancel(self._pending)
            self._pending = None
        super().destroy()

    def _shown(self, _event: object = None) -> None:
        if self.canvas is None:
            self._build()
        if self.stale:
            self.redraw()

    def _resized(self, event: tk.Event[Any]) -> None:
        self.words_label.configure(wraplength=max(200, event.width - 16))

    def _build(self) -> None:
        """The first showing: the canvas the charts are drawn on."""
        self.canvas = tk.Canvas(self, highlightthickness=0, width=420, height=420)
        self.canvas.pack(fill="both", expand=True)
        self.canvas.bind("<Configure>", lambda e: self.refresh(), add="+")

    def redraw(self) -> None:
        """Draw the chosen view from the session as it is now."""
        canvas = self.canvas
        if canvas is None:
            return
        self.stale = False
        canvas.delete("all")
        from tabletop.gui import theme
        from tabletop.story.colours import side_colours

        canvas.configure(background=style.PAPER)
        width = max(200, canvas.winfo_width())
        height = max(200, canvas.winfo_height())
        if self.view.get() == "luck":
            lucks = luck(rolls(live_entries(self.session.log.entries)))
            colours = side_colours([f"x/{x.side}" for x in lucks], (theme.FRENCH, theme.ALLIED))
            ink = Ink(style.PAPER, style.INK, style.GREY, colours)
            self.lines = {}
            self.boxes = draw_luck(canvas, lucks, ink, width=width, height=height)
            self.words.set("\n".join(tr(x.sentence()) for x in lucks) or _("No dice rolled yet."))
        else:
            tl = timeline(self.session)
            colours = side_colours(tl.names(), (theme.FRENCH, theme.ALLIED))
            ink = Ink(style.PAPER, style.INK, style.GREY, colours)
            self.lines, self.boxes = draw_battle(
                canvas, tl, ink, by_turn=self.by_turn.get(), width=width, height=height
            )
            self.words.set(_last_moments(tl))


def _last_moments(tl: Timeline, count: int = 2) -> str:
    """The latest moments in words, under the chart."""
    from tabletop.story.moments import NAMES

    recent = tl.moments[-count:]
    if not recent:
        return _("No demoralization, time advance, rout test, front won or end yet.")
    return "\n".join(
        textwrap.shorten(
            _("Step {step}: {name}. {text}").format(
                step=m.step, name=tr(NAMES[m.kind]), text=tr(m.text)
            ),
            150,
        )
        for m in recent
    )
