"""The panel for *Austerlitz: Un coup de Tonnerre! 1805*, beside the board.

Always in view: whose action it is and what the game waits for, the Extra Action and Defense
states, and the tracks (both morales, time, both casualty tracks). Below, on the Play page:
the question of an attack in progress (or the standard actions), the commands, the Mist. The
Tactics page holds both hands, each behind a hand-over screen; the Printed data page takes
what the owner enters once (tracks, Mist markers, card actions).
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, tr
from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.tonnerre.actions import EnterUnits
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER, TonnerreState
from tabletop.games.tonnerre.turns import acting_side, waiting_text
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.tonnerre.play import PlayPage
from tabletop.gui.panels.tonnerre.printed import PrintedData
from tabletop.gui.panels.tonnerre.tactics import TacticsPage
from tabletop.gui.panels.tonnerre.tracks import INK, TracksView, legend
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.adopt_bar import offer_to_others
from tabletop.gui.widgets.pages import Page, Pages
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell


def flags_text(state: TonnerreState) -> str:
    """The Extra Action and Defense states in one line."""
    data = game_data()
    parts = []
    for command in data.extra_commands:
        name = data.command(command).name
        if state.extra_side and command in state.extra_spent and command == state.extra_spent[-1]:
            done = len(state.extra_commands)
            parts.append(
                _("{command}'s Extra Action in play ({done} of 2 done)").format(
                    command=name, done=done
                )
            )
        elif command in state.extra_spent:
            parts.append(_("{command}'s Extra Action used").format(command=name))
        else:
            parts.append(_("{command}'s Extra Action available").format(command=name))
    if state.lost_action:
        parts.append(_("{side} loses its next action (Defense)").format(side=_(state.lost_action)))
    return " · ".join(parts)


TonnerrePage = PlayPage | TacticsPage | PrintedData
"""A page under the tracks (each made when first shown: widgets/pages.py)."""


PLAY_KINDS = (
    "enter_units",
    "attack",
    "read_result",
    "defend",
    "no_defense",
    "take_loss",
    "box_shows",
    "rout_test",
    "remove_mist_blocks",
    "reinforce",
    "napoleon",
    "card_action",
    "pass",
    "extra_action",
    "flip_card",
)
TACTICS_KINDS = ("choose_tactic", "play_tactic", "discard_tactic")
"""What each page's controls take (pages.py `Page.takes`)."""


class Panel(GamePanel):
    """Every track, roll and choice of the game, beside the printed board."""

    PREFERRED_WIDTH = 820

    play = Page(N_("Play"), PlayPage, takes=PLAY_KINDS)
    tactics = Page(N_("Tactics"), TacticsPage, takes=TACTICS_KINDS)
    printed = Page(N_("Printed data"), PrintedData)

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.actor = Actor(session, app)
        self.status = ttk.Label(self, style="Title.TLabel", wraplength=780, justify="left")
        self.status.pack(anchor="w", fill="x")
        self.flags = ttk.Label(self, style="Body.TLabel", wraplength=780, justify="left")
        self.flags.pack(anchor="w", fill="x")
        self.tracks = TracksView(self)
        self.tracks.pack(anchor="w", pady=(4, 0))
        legend(self, self.tracks).pack(anchor="w", fill="x")
        self.error = ttk.Label(self, style="Error.TLabel", wraplength=780, justify="left")
        self.error.pack(anchor="w", fill="x")
        for label in (self.status, self.flags, self.error):
            wrapping(label)
        self.book: Pages[TonnerrePage] = Pages(self, self._fill_now, padding=0)
        self.book.pack(fill="both", expand=True)
        self.book.page(
            Panel.play, lambda body: PlayPage(body, self.take, self.start, self.kept, self.actor)
        )
        self.book.page(
            Panel.tactics, lambda body: TacticsPage(body, self.take, self.kept, self.actor)
        )
        self.book.page(Panel.printed, lambda body: PrintedData(body, self.kept))
        self.refresh()
        self.book.make_front()

    # -- acting ----------------------------------------------------------------------

    def act(self, action: GameAction | Mapping[str, Any]) -> bool:
        """Apply one action; a refusal shows as one sentence."""
        return self.actor.act(action, self.error) is not None

    def take(self, kind: type[GameAction], **fields: Any) -> bool:
        """Build the game's action of class `kind` from a form's values and apply it; a value
        or an action the rules refuse shows as one sentence."""
        return self.actor.take(kind, self.error, **fields) is not None

    def start(self, counts: list[int]) -> bool:
        """Set-up with the owner's unit counts."""
        return self.take(EnterUnits, counts=counts)

    def kept(self, entry: Mapping[str, Any]) -> None:
        """The owner kept `entry` on a page of this tab: it is logged in this game only, a step
        a replay enters at the same point (DESIGN principles 2 and 6); every other open game
        of Tonnerre offers to adopt it instead (issue 31 item 4)."""
        try:
            self.session.enter_printed(entry)
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
        offer_to_others(self.session)
        self.refresh()

    def legal(self) -> dict[str, Legal]:
        """Each action kind for the side the game waits for (the controls learn it too)."""
        legal = self.session.legal_actions()
        self.controls.learn(legal)
        return {x.kind: x for x in legal}

    # -- drawing ---------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the session's state."""
        state: TonnerreState = self.session.state
        legal = self.legal()
        side = acting_side(state)
        data = game_data()
        _i, period, hours = data.periods[state.time]
        if state.phase == OVER:
            head = _("GAME OVER: {outcome}").format(outcome=tr(state.outcome))
        else:
            head = _("Turn {turn} · {period} ({hours}) · {waiting}").format(
                turn=state.turn, period=_(period), hours=hours, waiting=tr(waiting_text(state))
            )
        self.status.configure(text=head, foreground=INK.get(side, style.INK))
        self.flags.configure(text=flags_text(state))
        self.tracks.show(state)
        for page in self.book.made():
            self._fill(page, state, legal)
        self.controls.refresh()

    def _fill_now(self, page: TonnerrePage) -> None:
        self._fill(page, self.session.state, self.legal())
        self.controls.refresh()

    def _fill(self, page: TonnerrePage, state: TonnerreState, legal: dict[str, Legal]) -> None:
        """Draw one page from the session state (the printed data keeps what was entered)."""
        if isinstance(page, PlayPage):
            page.show(state, legal)
        elif isinstance(page, TacticsPage):
            page.show(state)

    def morale_shown(self, side: str) -> int:
        """The morale the tracks show for a side (what a player reads)."""
        return int(self.tracks.shown[f"{side} morale"])


__all__ = ["COALITION", "FRENCH", "Panel"]
