"""The Austerlitz card game's window (issue 4): the quick solitaire session of the app.

Solo against a bot or two players at one screen. The panel shows both morale tracks, the
three fronts and the fight in progress (board), the moves allowed now and a chooser for
cards that need a front or target (actions), the hand of the player at the screen drawn with
Pillow (tabletop/gui/cardart.py), the hand-over screen between two players (handover), the
bot's moves one at a time (bot), the last few events, and the result with a new game in one
click (setup). It redraws from the session's state after every change; every move goes
through `Session.act`, so it is logged and saved.
"""

from __future__ import annotations

import math
import tkinter as tk
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from PIL import ImageTk

from tabletop.core.errors import TabletopError
from tabletop.games.cardgame import Side, card, legal_actions
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.cards import cards_read
from tabletop.games.cardgame.state import SIDE_NAMES
from tabletop.gui import cardart
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.cardgame.actions import ActionBar, waiting_words
from tabletop.gui.panels.cardgame.board import COLOURS, FrontsView, MoraleView
from tabletop.gui.panels.cardgame.bot import BotRunner, steps_back, steps_forward
from tabletop.gui.panels.cardgame.handover import Handover
from tabletop.gui.panels.cardgame.setup import SetupView, players
from tabletop.gui.widgets import style
from tabletop.gui.widgets.hand import CardFace, HandView
from tabletop.gui.widgets.scroll import ScrollBody
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.shell import Shell

EVENT_LINES = 3
"""Game events shown under the hand (the full log is on the right)."""
PER_ROW = 8
"""Cards on a row of the hand at most (fewer when the pane is narrower)."""


def card_text_px(widget: tk.Misc) -> int:
    """Pixels of the smallest text on a card in the hand: 9 points at the normal text size,
    more when the player makes the text larger, as this screen draws points."""
    points = max(9, style.body(widget)[1] - 3)
    return math.ceil(widget.winfo_fpixels(f"{points}p"))


def face(card_id: str, other: bool = False) -> CardFace:
    """A card's face for the hand view, from the deck data (`other`: a run-on entry read the
    other way, option `storm_heights`)."""
    c = cards_read(other)[card_id]
    return CardFace(c.id, c.name, cardart.type_name(c), c.force or None, c.use.value, c.note)


NewGameForm = SetupView
"""The card game's new-game dialog holds the same choices as its New game… pane."""


class Panel(GamePanel):
    """The card game at the table: board, moves, hand, hand-over, bot and result."""

    PREFERRED_WIDTH = 740
    """Pixels the session tab gives this panel: six cards across, three fronts side by side."""

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.players = players(session.options)
        self.viewer: Side | None = None
        """In a two-player game, the side that confirmed it is at the screen."""
        self._photos: dict[tuple[str, bool], Any] = {}
        self.scroll = ScrollBody(self)
        self.scroll.pack(fill="both", expand=True)
        body = self.scroll.body
        body.columnconfigure(0, weight=1)

        top = ttk.Frame(body)
        top.grid(row=0, column=0, sticky="ew")
        self.status = ttk.Label(top, style="Heading.TLabel")
        self.status.pack(side="left")
        self.setup_button = ttk.Button(top, text="New game…", command=self.toggle_setup)
        self.setup_button.pack(side="right")
        self.bot_says = ttk.Label(body, style="Muted.TLabel", wraplength=720, justify="left")
        self.bot_says.grid(row=1, column=0, sticky="ew")
        self.setup = SetupView(body, app, "cardgame", session.options, on_start=self.close_setup)

        self.notice = ttk.Label(body, style="Muted.TLabel", wraplength=720, justify="left")
        self.notice.grid(row=3, column=0, sticky="ew")
        for label in (self.bot_says, self.notice):
            wrapping(label)
        self.morale = MoraleView(body, session.state)
        self.morale.grid(row=4, column=0, sticky="ew", pady=(2, 2))
        self.fronts = FrontsView(body)
        self.fronts.grid(row=5, column=0, sticky="ew")

        self.actions = ActionBar(body, self.act)
        self.actions.bind("<<ChooserCancel>>", lambda _e: self.refresh())
        self.actions.grid(row=6, column=0, sticky="ew", pady=(4, 0))
        self.text_px = card_text_px(self)
        card_width, card_height = cardart.hand_size(self.text_px)
        self.hand = HandView(
            body,
            "Hand",
            on_play=self.play_card,
            card_width=card_width,
            card_height=card_height,
            per_row=PER_ROW,
        )
        self.hand.grid(row=7, column=0, sticky="nsew")
        self.handover = Handover(body, self.confirm_handover)
        self.result = ttk.Frame(body, padding=8)
        self.result_title = ttk.Label(self.result, style="Result.TLabel")
        self.result_title.pack(anchor="w")
        self.result_reason = ttk.Label(self.result, style="Body.TLabel", wraplength=700)
        self.result_reason.pack(fill="x", pady=(2, 8))
        wrapping(self.result_reason)
        self.again_button = ttk.Button(self.result, text="New game", command=self.setup.start)
        self.again_button.pack(anchor="w", ipadx=8, ipady=4)
        # A label, not a fixed number of text lines: a long event wraps to a line more and
        # is read whole, never cut at the box's bottom.
        self.events = tk.Label(
            body,
            font=style.small(self),
            background=style.PAPER,
            foreground=style.INK,
            justify="left",
            anchor="nw",
            padx=4,
            pady=2,
            wraplength=700,
        )
        self.events.grid(row=8, column=0, sticky="ew", pady=(4, 0))
        wrapping(self.events, margin=10)
        body.rowconfigure(7, weight=1)

        self.bot: BotRunner | None = None
        if self.players.solo:
            bot_side = self.players.bot_side
            assert bot_side is not None
            self.bot = BotRunner(
                self, session, bot_side, self.players.bot, self._bot_said, self._problem
            )
        self.refresh()

    # -- drawing ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the session's state; hand the move to the bot if it is due."""
        state = self.session.state
        over = state.result is not None
        if not self.players.solo and state.to_move is not self.viewer:
            self.viewer = None  # the player to move changed: hide the hand until confirmed
        self.morale.show(state)
        self.fronts.show(state)
        self._show_info(state)
        self._show_events()
        for widget in (self.actions, self.hand, self.handover, self.result):
            widget.grid_remove()
        if over:
            self._show_result(state)
        elif not self.players.solo and self.viewer is None:
            self.status.configure(text=f"{SIDE_NAMES[state.to_move]} to move")
            self.actions.show([], "")  # no chooser left behind, even unmapped
            self.handover.show(state.to_move, waiting_words(state))
            self.handover.grid(row=6, column=0, sticky="ew", pady=(6, 0))
            self.hand.grid()
            self.hand.title_label.configure(text=f"{SIDE_NAMES[state.to_move]}'s hand (hidden)")
            self.hand.show(
                [None] * len(state.hand(state.to_move)), (), len(state.deck), len(state.discard)
            )
        else:
            self._show_play(state)
        if self.bot is not None:
            self.bot.poke()

    def _show_play(self, state: Any) -> None:
        side = self.players.human if self.players.solo else state.to_move
        mine = state.to_move is side
        legal = legal_actions(state) if mine else []
        if mine:
            you = "Your move" if self.players.solo else f"{SIDE_NAMES[side]} to move"
            self.status.configure(text=f"{you} ({SIDE_NAMES[side]}) · {state.phase.value} phase")
            self.actions.show(legal, waiting_words(state))
        else:
            bot = f"{SIDE_NAMES[state.to_move]} ({self.players.bot} bot)"
            self.status.configure(text=f"{bot} is moving…")
            self.actions.show([], waiting_words(state))
        self.actions.grid()
        playable = {str(a["card"]) for a in legal if "card" in a}
        ids = state.hand(side)
        owner = "Your hand" if self.players.solo else f"{SIDE_NAMES[side]}'s hand"
        hint = " (green: playable now)" if playable else f" ({SIDE_NAMES[side]})"
        self.hand.title_label.configure(text=owner + hint)
        other = state.options.storm_heights.value == "name"
        self.hand.show(
            [face(c, other) for c in ids],
            playable,
            len(state.deck),
            len(state.discard),
            images={c: self._photo(c, other) for c in ids},
        )
        self.hand.grid()

    def _show_result(self, state: Any) -> None:
        result = state.result
        who = result.winner
        title = "Drawn battle" if who is None else f"{SIDE_NAMES[who]} wins"
        if who is not None and self.players.solo:
            title += " — you win!" if who is self.players.human else " — the bot wins"
        self.status.configure(text="The battle is over")
        self.result_title.configure(
            text=title, foreground=COLOURS[who] if who is not None else style.INK
        )
        self.result_reason.configure(
            text=f"{result.reason} Turn {state.turn}; morale Napoleon {state.napoleon_morale}, "
            f"Coalition {state.coalition_morale}. New game starts one with the same choices "
            "(change them with New game… above)."
        )
        self.result.grid(row=6, column=0, rowspan=2, sticky="nsew", pady=(6, 0))

    def _show_info(self, state: Any) -> None:
        hands = ", ".join(f"{SIDE_NAMES[s]} {len(state.hand(s))}" for s in Side)
        both = "and" if state.options.victory.value == "both" else "or"
        self.notice.configure(
            text=f"Turn {state.turn} ({SIDE_NAMES[state.active]}) · hands: {hands} · deck "
            f"{len(state.deck)} · discards {len(state.discard)} · win: 3 fronts {both} "
            "morale 0"
        )

    def _show_events(self) -> None:
        entries = [e for e in self.session.log.entries if e.result and e.what != "new game"]
        entries = [self.session.public_entry(e) for e in entries[-EVENT_LINES:]]
        self.events.configure(text="\n".join(e.result for e in entries))
        if entries:
            self.events.grid()
        else:
            self.events.grid_remove()  # no empty box under a new game's hand

    def _photo(self, card_id: str, other: bool) -> Any:
        photo = self._photos.get((card_id, other))
        if photo is None:
            width, height = cardart.hand_size(self.text_px)
            image = cardart.render(card_id, width, height, other=other, text_px=self.text_px)
            photo = ImageTk.PhotoImage(image, master=self)
            self._photos[(card_id, other)] = photo  # Tk shows nothing once the last reference goes
        return photo

    # -- moves --------------------------------------------------------------------------

    def act(self, action: dict[str, Any]) -> bool:
        """Make a move for the player to move; an illegal one is one red sentence."""
        side = self.session.state.to_move
        try:
            self.session.act(action, side=SIDE_NAMES[side], label=describe(action))
        except TabletopError as exc:
            self._problem(str(exc))
            return False
        return True

    def play_card(self, card_id: str) -> None:
        """A card was clicked: play it, or ask where when it can go more than one way."""
        state = self.session.state
        ways = [a for a in legal_actions(state) if a.get("card") == card_id]
        if not ways:
            self._problem(f"{card(card_id).name} cannot be played now.")
        elif len(ways) == 1:
            self.act(ways[0])
        else:
            self.actions.ask(state, card_id, ways)

    def confirm_handover(self, side: Side) -> None:
        """The named player is at the screen: show that hand."""
        if self.session.state.to_move is side:
            self.viewer = side
            self.refresh()

    def toggle_setup(self) -> None:
        """Show or hide the new-game choices."""
        if self.setup.winfo_manager():
            self.close_setup()
        else:
            self.setup.grid(row=2, column=0, sticky="ew", pady=4)

    def close_setup(self) -> None:
        """Put the new-game choices away: the board is seen again whole (a game started from
        them opens in a tab of its own)."""
        self.setup.grid_remove()

    def _bot_said(self, reason: str) -> None:
        side = self.bot.side if self.bot is not None else None
        who = f"{SIDE_NAMES[side]} ({self.players.bot} bot)" if side is not None else "Bot"
        self.bot_says.configure(text=f"{who} says: {reason}")

    def _problem(self, text: str) -> None:
        text = text.strip()
        if not text[:1].isalpha():
            text = f"Not now: {text}"  # the engine's sentence starts with a quoted move
        self.app.notify(text[:1].upper() + text[1:], error=True)

    # -- undo and redo: in a solo game, back to the player's own last move -------------

    def undo_refusal(self) -> str:
        """Why undo is closed: in a solo game, a draw, a hand-over or the bot's move since
        the human's own last move (undo never brings a hidden card back into view)."""
        refusal = super().undo_refusal()
        if not self.players.solo or not self.session.history.past:
            return refusal
        if steps_back(self.session.history, self.players.human) == 0:
            return (
                "Your last move cannot be undone: cards were drawn or the bot has "
                "moved since, and undo never shows a hidden card again."
            )
        return ""

    def undo(self) -> bool:
        """Take back the human's last move (and the bot's replies), never across a draw."""
        if not self.players.solo:
            return self.session.undo()
        steps = steps_back(self.session.history, self.players.human)
        return steps > 0 and self._repeat(self.session.undo, steps)

    def redo(self) -> bool:
        """Redo the human's move undone, and the bot's replies after it."""
        if not self.players.solo:
            return self.session.redo()
        steps = steps_forward(self.session.history, self.players.human)
        return steps > 0 and self._repeat(self.session.redo, steps)

    def _repeat(self, step: Any, times: int) -> bool:
        if self.bot is not None:
            self.bot.cancel()
            self.bot.paused = True
        try:
            for _ in range(times):
                step()
        finally:
            if self.bot is not None:
                self.bot.paused = False
        self.refresh()
        return True

    def destroy(self) -> None:
        """Drop a pending bot move with the tab."""
        if self.bot is not None:
            self.bot.cancel()
        super().destroy()
