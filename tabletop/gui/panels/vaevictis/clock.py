"""The competition chess clock: ninety minutes a side, 3 VP a minute over [Competition].

Start, switch and pause from the buttons or the keyboard (F8 starts or switches, F9 pauses).
The running time is drawn from the state's clock and the wall clock; every start, switch and
pause is an action in the log.
"""

from __future__ import annotations

import time
import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.i18n import _, tr
from tabletop.games.vaevictis.actions import ClockAction
from tabletop.games.vaevictis.data import SIDES, game_data
from tabletop.games.vaevictis.state import VaeVictisState
from tabletop.gui import theme
from tabletop.gui.panels.vaevictis.ink import mix
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.legal import controls_of

COLOURS = theme.SideInk({SIDES[0]: "FRENCH", SIDES[1]: "ALLIED"})
RUNNING_TINT = 0.15
"""How far the running clock's face moves from the paper towards the focus yellow: a warm
face on light and on dark paper, on which the side's ink and the red of time over still read
(4.5:1 or more)."""


def now_ms() -> int:
    """Wall-clock time in milliseconds since 1970."""
    return int(time.time() * 1000)


def shown(ms: int) -> str:
    """Minutes and seconds used ("91:05")."""
    seconds = ms // 1000
    return f"{seconds // 60:d}:{seconds % 60:02d}"


class ClockBar(ttk.Frame):
    """Both sides' time used, and Start / Switch / Pause."""

    def __init__(
        self,
        master: tk.Misc,
        actor: Actor,
        on_tick: Callable[[], None],
        clock: Callable[[], int] = now_ms,
    ) -> None:
        super().__init__(master)
        self.actor, self.on_tick, self.clock = actor, on_tick, clock
        limit = int(game_data().section("competition")["minutes_per_side"])
        ttk.Label(
            self,
            text=_("Chess clock ({limit} min a side):").format(limit=limit),
            style="Title.TLabel",
        ).pack(side="left")
        self.faces: dict[str, tk.Label] = {}
        for side in SIDES:
            face = tk.Label(self, font=style.big(self), width=12, relief="ridge", bd=2)
            face.pack(side="left", padx=4)
            self.faces[side] = face
        self.start_button = ttk.Button(
            self,
            text=_("Start (F8)"),
            command=lambda: self.command("start"),
        )
        self.start_button.pack(side="left", padx=2)
        self.switch_button = ttk.Button(
            self, text=_("Switch (F8)"), command=lambda: self.command("switch")
        )
        self.switch_button.pack(side="left", padx=2)
        self.pause_button = ttk.Button(
            self, text=_("Pause (F9)"), command=lambda: self.command("pause")
        )
        self.pause_button.pack(side="left", padx=2)
        self.error_label = ttk.Label(self, style="Error.TLabel")
        self.error_label.pack(side="left", padx=4)
        controls = controls_of(self)
        controls.bind(self.start_button, "clock", self._running)
        controls.bind(self.switch_button, "clock", self._stopped)
        controls.bind(self.pause_button, "clock", self._stopped)
        top = self.winfo_toplevel()
        self._bindings = [
            (key, top.bind(key, handler, add="+"))
            for key, handler in (("<F8>", self._f8), ("<F9>", self._f9))
        ]
        self._job: str | None = None
        self.refresh()

    def _f8(self, event: object = None) -> None:
        state: VaeVictisState = self.actor.session.state
        self.command("switch" if state.clock.running else "start")

    def _f9(self, event: object = None) -> None:
        self.command("pause")

    def _running(self) -> str:
        state: VaeVictisState = self.actor.session.state
        return _("The clock is running: switch or pause it.") if state.clock.running else ""

    def _stopped(self) -> str:
        state: VaeVictisState = self.actor.session.state
        return "" if state.clock.running else _("The clock is paused: start it first.")

    def command(self, which: str) -> bool:
        """Start (the rules start the active player's clock), switch or pause the clock."""
        state: VaeVictisState = self.actor.session.state
        if not state.competition:
            return False  # F8 and F9 do nothing outside a competition game
        at = self.clock() // 1000
        return self.actor.take(ClockAction, self.error_label, command=which, at=at) is not None

    def refresh(self) -> None:
        """Redraw both faces; tick every half second while a clock runs."""
        state: VaeVictisState = self.actor.session.state
        now = self.clock()
        limit = int(game_data().section("competition")["minutes_per_side"]) * 60_000
        for side, face in self.faces.items():
            used = state.clock.used_ms(side, now)
            running = state.clock.running == side
            over = used > limit
            face.configure(
                text=f"{tr(side)[:3]} {shown(used)}",
                fg=style.ERROR if over else (COLOURS[side] if running else style.MUTED),
                bg=mix(style.PAPER, style.FOCUS, RUNNING_TINT) if running else style.PAPER,
            )
        start = _("Start {side} (F8)").format(side=tr(state.active)) if state.active else ""
        self.start_button.configure(text=start or _("Start (F8)"))
        running = bool(state.clock.running)
        if self._job is not None:
            self.after_cancel(self._job)
            self._job = None
        if running:
            self._job = self.after(500, self._tick)

    def _tick(self) -> None:
        self._job = None
        self.refresh()
        self.on_tick()

    def destroy(self) -> None:
        if self._job is not None:
            self.after_cancel(self._job)
        top = self.winfo_toplevel()
        for key, funcid in self._bindings:
            try:
                top.unbind(key, funcid)
            except tk.TclError:
                pass
        super().destroy()
