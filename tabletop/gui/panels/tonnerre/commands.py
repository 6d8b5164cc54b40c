"""Both sides' commands: units on the map, elimination penalty, card face, and a Flip button
(flipping is immediate and free when the card's printed condition is met)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _, pgettext
from tabletop.games.tonnerre.actions import FlipCard
from tabletop.games.tonnerre.cards import FACE_CONTEXT
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.legal import commands_may_act, flip_reason
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState
from tabletop.gui.panels.tonnerre.standard import Take
from tabletop.gui.panels.tonnerre.tracks import INK
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.legal import controls_of


def penalty_text(command_id: str) -> str:
    """The printed elimination penalty, short [4 Morale Penalties]."""
    spec = game_data().command(command_id)
    text = _("-{n} morale").format(n=spec.penalty) if spec.penalty else _("no penalty")
    if spec.rout_drm:
        text += _(", +{n} rout").format(n=spec.rout_drm)
    return text


def _units_text(units: int, eliminated: bool) -> str:
    """A command's blocks on the map, one square each, and their number."""
    if units:
        return f"{('■ ' * units).strip()} ({units})"
    return _("eliminated") if eliminated else _("none")


def _chars(master: tk.Misc, style_name: str, texts: tuple[str, ...]) -> int:
    """A label's width in characters (a ttk width's unit, its font's "0") that holds the
    widest of `texts`, whatever the text size."""
    name = ttk.Style(master).lookup(style_name, "font") or "TkDefaultFont"
    font = tkfont.Font(root=master, font=str(name))
    widest = max(font.measure(t) for t in texts) + 2  # a pixel's rounding at another size
    return -(-widest // max(1, font.measure("0")))


TITLES = {COALITION: N_("Coalition commands"), FRENCH: N_("French commands")}
"""Each side's box of commands."""


class CommandsView(ttk.Frame):
    """One box per side, the Coalition's above the French (side by side they were wider than
    the panel beside the log), one row per command."""

    def __init__(self, master: tk.Misc, take: Take) -> None:
        super().__init__(master)
        self.take = take
        self.controls = controls_of(self)
        self.state_now: TonnerreState | None = None
        self.units: dict[str, ttk.Label] = {}
        self.faces: dict[str, ttk.Label] = {}
        self.flip_buttons: dict[str, ttk.Button] = {}
        self.garrisons: dict[str, ttk.Label] = {}
        self.acts: dict[str, ttk.Label] = {}
        """"may act" beside each command that may take the next action."""
        data = game_data()
        # The units and "may act" columns as wide as their longest text (a fixed guess in
        # characters ran the Coalition's box past a laptop's panel in French).
        units_width = _chars(
            self,
            "Body.TLabel",
            (_units_text(data.unit_high, False), _("eliminated"), _("none")),
        )
        acts_width = _chars(self, "Muted.TLabel", (_("may act"),))
        for place, side in enumerate((COALITION, FRENCH)):
            box = ttk.LabelFrame(self, text=_(TITLES[side]), padding=4)
            box.grid(row=place, column=0, sticky="nw", pady=(0, 6))
            for row, spec in enumerate(c for c in data.commands if c.side == side):
                name = ttk.Label(box, text=spec.name, style="Title.TLabel", foreground=INK[side])
                # A gap after each column: "Miloradovich" touched its blocks and "+1 rout"
                # the card's face.
                name.grid(row=row, column=0, sticky="w", padx=(0, 10))
                units = ttk.Label(box, style="Body.TLabel", width=units_width)
                units.grid(row=row, column=1, sticky="w", padx=(0, 10))
                ttk.Label(box, text=penalty_text(spec.id), style="Muted.TLabel").grid(
                    row=row, column=2, sticky="w", padx=(0, 10)
                )
                face = ttk.Label(box, style="Muted.TLabel", width=6)
                face.grid(row=row, column=3, sticky="w")
                # At least five characters wide, wider if the word is.
                flip = ttk.Button(box, text=_("Flip"), width=-5, command=self._flipper(spec.id))
                flip.grid(row=row, column=4, padx=2, pady=1)
                self.controls.bind(flip, FlipCard.KIND, self._flip_reason(spec.id))
                acts = ttk.Label(
                    box, style="Muted.TLabel", width=acts_width, foreground=style.PLAYABLE
                )
                acts.grid(row=row, column=5, sticky="w")
                self.acts[spec.id] = acts
                self.units[spec.id], self.faces[spec.id] = units, face
                self.flip_buttons[spec.id] = flip
            if side == FRENCH:
                for g_id, g_name, _cubes in data.garrisons:
                    label = ttk.Label(box, style="Body.TLabel")
                    label.grid(row=len(self.units), column=0, columnspan=4, sticky="w")
                    self.garrisons[g_id] = label
                    self.units[f"garrison:{g_id}"] = label
                    label.configure(text=g_name)

    def _flipper(self, command: str) -> Callable[[], object]:
        return lambda: self.take(FlipCard, command=command)

    def _flip_reason(self, command: str) -> Callable[[], str]:
        """Why the rules refuse this command's flip now ("" when they take it)."""

        def why() -> str:
            if self.state_now is None:
                return ""
            refused = flip_reason(self.state_now, command)
            return sentence(refused) if refused is not None else ""

        return why

    def show(self, state: TonnerreState) -> None:
        """Redraw from the state (the Flip buttons are set by the panel's legal controls)."""
        self.state_now = state
        data = game_data()
        may_act = commands_may_act(state)
        for command in state.commands:
            self.acts[command.id].configure(text=_("may act") if command.id in may_act else "")
            self.units[command.id].configure(
                text=_units_text(command.units, command.eliminated),
                foreground=style.ERROR if command.eliminated else style.INK,
            )
            self.faces[command.id].configure(text=pgettext(FACE_CONTEXT, command.face))
        for g_id, g_name, _cubes in data.garrisons:
            cubes = state.garrison(g_id)
            self.garrisons[g_id].configure(
                text=_("{place} garrison: {cubes} (absorbs FC, not on the track)").format(
                    place=g_name, cubes="□ " * cubes or _("gone")
                )
            )
