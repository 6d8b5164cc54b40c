"""The Mist marker beside Soult [1 Setup 4]: face down for the Coalition until it is revealed.

The French player may look at it (they "may inspect it"): a hand-over screen asks the
Coalition to look away, and the marker shows only after "I am French, show the marker". It
hides again at the next change of the game, and nothing else in the window names it.
"""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.i18n import _, ngettext
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import FRENCH, TonnerreState, visible_mist
from tabletop.gui import theme
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping


def marker_text(marker: int) -> str:
    """A marker as a player reads it, with the owner's value when entered."""
    values = game_data().mist_values
    if values:
        return _("Mist marker {marker}: {value}").format(marker=marker, value=values[marker - 1])
    return _("Mist marker {marker} (value not entered yet)").format(marker=marker)


def soult_marker_text() -> str:
    """The 'Soult - 1' marker placed at set-up [1 Setup 3]: the owner's description, or that
    the text does not say what it does (a lost part, never guessed)."""
    described = game_data().soult_marker
    if described:
        return _("'Soult - 1' marker [1 Setup 3]: {described}").format(described=described)
    return _(
        "'Soult - 1' marker [1 Setup 3]: the text places it near the tracks but does not say "
        "what it does; the app applies nothing for it."
    )


class MistView(ttk.LabelFrame):
    """The marker's state, the French player's look, and the hand-over screen before it."""

    def __init__(self, master: tk.Misc) -> None:
        super().__init__(master, text=_("Mist of Austerlitz (Soult)"), padding=6)
        self.state_label = ttk.Label(self, style="Body.TLabel", wraplength=640, justify="left")
        self.state_label.pack(anchor="w", fill="x")
        wrapping(self.state_label)
        self.look_button = ttk.Button(
            self, text=_("French player: look at the marker"), command=self.ask
        )
        self.look_button.pack(anchor="w", pady=(4, 0))
        self.handover = tk.Frame(self, background=style.CARD_BACK, padx=14, pady=10)
        self.handover_text = tk.Label(
            self.handover,
            text=_("Pass the screen to the French player.\nCoalition, please look away."),
            background=style.CARD_BACK,
            foreground="white",
            font=style.big(self),
            justify="left",
        )
        self.handover_text.pack(anchor="w")
        self.confirm_button = ttk.Button(
            self.handover, text=_("I am French, show the marker"), command=self.confirm
        )
        self.confirm_button.pack(anchor="w", pady=(8, 0))
        self.secret = tk.Frame(self, padx=10, pady=8)
        self.secret_label = tk.Label(
            self.secret, font=style.big(self), justify="left", anchor="w", wraplength=600
        )
        wrapping(self.secret_label).pack(anchor="w", fill="x")
        self.hide_button = ttk.Button(self.secret, text=_("Hide the marker"), command=self.hide)
        self.hide_button.pack(anchor="w", pady=(6, 0))
        self._state: TonnerreState | None = None
        self.soult_label = ttk.Label(self, style="Muted.TLabel", wraplength=640, justify="left")
        wrapping(self.soult_label).pack(anchor="w", fill="x", side="bottom", pady=(4, 0))

    def show(self, state: TonnerreState) -> None:
        """Redraw: the marker face up when revealed, face down (and hidden) otherwise."""
        self._state = state
        self.hide()
        self.soult_label.configure(text=soult_marker_text())
        if state.mist_revealed:
            marker = marker_text(state.mist_marker)
            text = (
                ngettext(
                    "Revealed. {marker}; Soult removed {n} block(s).",
                    "Revealed. {marker}; Soult removed {n} block(s).",
                    state.mist_removed,
                ).format(marker=marker, n=state.mist_removed)
                if state.mist_removed
                else _("Revealed. {marker}.").format(marker=marker)
            )
            self.state_label.configure(text=text)
            self.look_button.pack_forget()
            return
        text = (
            _(
                "Face down beside Soult. It is revealed when Soult attacks the Pratzen or when "
                "the time reaches Morning [1 Setup 4]."
            )
            if state.mist_place_only
            else _(
                "Face down beside Soult. It is revealed when Soult attacks the Pratzen (or "
                "Constantine or Miloradovich on it) or when the time reaches Morning [1 Setup 4]."
            )
        )
        self.state_label.configure(text=text)
        self.look_button.pack(anchor="w", pady=(4, 0))

    def ask(self) -> None:
        """Cover the marker with the hand-over screen."""
        self.secret.pack_forget()
        self.handover.pack(anchor="w", fill="x", pady=(6, 0))

    def confirm(self) -> None:
        """The French player is at the screen: show the marker until the next change."""
        self.handover.pack_forget()
        if self._state is None:
            return
        marker = visible_mist(self._state, FRENCH)
        if marker is None:
            return
        # The French ink on the paper of the theme in use, read now: a fixed light ground
        # under the dark theme's light blue ink left the marker unreadable.
        self.secret.configure(background=style.PAPER)
        self.secret_label.configure(
            text=marker_text(marker), background=style.PAPER, foreground=theme.FRENCH
        )
        self.secret.pack(anchor="w", fill="x", pady=(6, 0))

    def hide(self) -> None:
        """Nothing of the marker on screen."""
        self.secret_label.configure(text="")
        self.secret.pack_forget()
        self.handover.pack_forget()
