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
from collections.abc import Callable
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from PIL import ImageTk

from tabletop.core.i18n import _, render_said, tr
from tabletop.games.actions import action_data
from tabletop.games.cardgame import Side, card, legal_actions, typed
from tabletop.games.cardgame.actions import CardAction
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.cards import cards_read
from tabletop.games.cardgame.state import SIDE_NAMES
from tabletop.gui import cardart
from tabletop.gui.panel import GamePanel
from tabletop.gui.panels.cardgame.actions import ActionBar, card_of, waiting_words
from tabletop.gui.panels.cardgame.board import FrontsView, MoraleView
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.gui.panels.cardgame.handover import Handover
from tabletop.gui.panels.cardgame.hints import HintMenu
from tabletop.gui.panels.cardgame.result import ResultView
from tabletop.gui.panels.cardgame.setup import SetupView, players
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.hand import CardFace, HandView
from tabletop.gui.widgets.scroll import ScrollBody
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session import undoing
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


def _side(side: Side) -> str:
    """A side's name in the reader's language ("Napoléon")."""
    return _(SIDE_NAMES[side])


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
    """Pixels the session tab gives this panel at the normal text size: five cards across,
    three fronts side by side (more at a larger text size: `preferred_width`)."""

    def __init__(self, master: tk.Misc, session: Session, app: Shell) -> None:
        super().__init__(master, session, app, padding=4)
        style.apply(self)
        self.players = players(session.options)
        self.actor = Actor(session, app)
        self.controls.learn(session.legal_actions())  # the tab teaches it after each change
        self.viewer: Side | None = None
        """In a two-player game, the side that confirmed it is at the screen."""
        self._photos: dict[tuple[str, bool], Any] = {}
        # Above the scrolled body, as every game's tracks are: on a laptop's screen they
        # fold to one line each (View > Fold the tracks), and the hand keeps its room.
        self.morale = MoraleView(self, session.state)
        self.morale.pack(fill="x", pady=(0, 2))
        self.scroll = ScrollBody(self)
        self.scroll.pack(fill="both", expand=True)
        body = self.scroll.body
        body.columnconfigure(0, weight=1)

        top = ttk.Frame(body)
        top.grid(row=0, column=0, sticky="ew")
        self.status = ttk.Label(top, style="Heading.TLabel")
        self.status.pack(side="left")
        self.setup_button = ttk.Button(top, text=_("New game…"), command=self.toggle_setup)
        self.setup_button.pack(side="right")
        says = ttk.Frame(body)
        says.grid(row=1, column=0, sticky="ew")
        self.hints = HintMenu(says, self)  # beside the bot's words: the top row is full
        self.hints.button.pack(side="right", anchor="n", padx=(6, 0))
        # Packed once the bot has said something: an empty line would push the hand down.
        self.bot_says = ttk.Label(says, style="Muted.TLabel", wraplength=720, justify="left")
        self.hint_says = ttk.Label(says, style="Muted.TLabel", wraplength=720, justify="left")
        self.setup = SetupView(body, app, "cardgame", session.options, on_start=self.close_setup)

        self.notice = ttk.Label(body, style="Muted.TLabel", wraplength=720, justify="left")
        self.notice.grid(row=3, column=0, sticky="ew")
        # The hint's own code shows and hides it (hints.py): the bot's words follow.
        for event in ("<Map>", "<Unmap>"):
            self.hint_says.bind(event, self._place_words, add="+")
        for label in (self.bot_says, self.hint_says, self.notice):
            wrapping(label)
        self.fronts = FrontsView(body)
        self.fronts.grid(row=5, column=0, sticky="ew")

        self.actions = ActionBar(body, self.act, self.controls)
        self.actions.bind("<<ChooserCancel>>", lambda _e: self.refresh())
        self.actions.grid(row=6, column=0, sticky="new", pady=(4, 0))
        self.actions.hold_room()
        self.text_px = card_text_px(self)
        card_width, card_height = cardart.hand_size(self.text_px)
        self.hand = HandView(
            body,
            _("Hand"),
            on_play=self.play_card,
            card_width=card_width,
            card_height=card_height,
            per_row=PER_ROW,
        )
        self.hand.grid(row=7, column=0, sticky="nsew")
        self.handover = Handover(body, self.confirm_handover)
        self.result = ResultView(body, self.setup.start)
        self.result_title, self.result_reason = self.result.title, self.result.reason
        self.again_button = self.result.again_button
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
        self._bot_reason = ""
        if self.players.solo:
            bot_side = self.players.bot_side
            assert bot_side is not None
            self.bot = BotRunner(
                self, session, bot_side, self.players.bot, self._bot_said, self._problem
            )
        self.refresh()

    def preferred_width(self) -> int:
        """PREFERRED_WIDTH, and as much more as four cards of the hand grow with the text
        size: the fronts' lines grow alike, and at 740 pixels two steps larger a Leader's
        line wrapped to two, above the hand (a 1280x800 screen then kept its first row of
        cards out of sight). The log keeps 400 pixels of a 1280-pixel window."""
        return self.PREFERRED_WIDTH + 4 * max(0, self.hand.card_width - cardart.WIDTH)

    # -- drawing ----------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw everything from the session's state; hand the move to the bot if it is due."""
        state = self.session.state
        over = state.result is not None
        # The words set once are set again: a change of language redraws the panel.
        self.setup_button.configure(text=_("New game…"))
        self.again_button.configure(text=_("New game"))
        if self._bot_reason:
            self._bot_said(self._bot_reason)
        if not self.players.solo and state.to_move is not self.viewer:
            self.viewer = None  # the player to move changed: hide the hand until confirmed
        self.morale.show(state)
        self.fronts.show(state)
        self._show_info(state)
        self._show_events()
        self.hints.refresh()
        self._place_words()
        for widget in (self.actions, self.hand, self.handover, self.result):
            widget.grid_remove()
        if over:
            self._show_result(state)
        elif not self.players.solo and self.viewer is None:
            self.status.configure(text=_("{side} to move").format(side=_side(state.to_move)))
            self.actions.show([], "")  # no chooser left behind, even unmapped
            self.handover.show(state.to_move, waiting_words(state))
            self.handover.grid(row=6, column=0, sticky="ew", pady=(6, 0))
            self.hand.grid()
            self.hand.title_label.configure(
                text=_("{side}'s hand (hidden)").format(side=_side(state.to_move))
            )
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
        legal = self.moves() if mine else []
        if mine:
            name = _side(side)
            you = _("Your move") if self.players.solo else _("{side} to move").format(side=name)
            self.status.configure(
                text=_("{you} ({side}) · {phase} phase").format(
                    you=you, side=name, phase=_(state.phase.value)
                )
            )
            self.actions.show(legal, waiting_words(state))
        else:
            bot = self._bot_name(state.to_move)
            self.status.configure(text=_("{bot} is moving…").format(bot=bot))
            self.actions.show([], waiting_words(state))
        self.actions.grid()
        playable = {found for found in map(card_of, legal) if found is not None}
        ids = state.hand(side)
        # Each card playable now says so under it ("▶ Playable now"): the title need not
        # explain the mark, and leaves the piles' counts room beside it.
        owner = _("Your hand") if self.players.solo else _("{side}'s hand").format(side=_side(side))
        title = (
            _("{hand} ({side})").format(hand=owner, side=_side(side))
            if self.players.solo
            else owner
        )
        self.hand.title_label.configure(text=title)
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
        self.status.configure(text=_("The battle is over"))
        self.result.show(state, self.players)
        self.result.grid(row=6, column=0, rowspan=2, sticky="nsew", pady=(6, 0))

    def _show_info(self, state: Any) -> None:
        # The draw pile and the discards are counted beside the hand's title: said here too,
        # the line took two lines at a larger text size, above the hand.
        hands = ", ".join(f"{_side(s)} {len(state.hand(s))}" for s in Side)
        line = (
            _("Turn {turn} ({side}) · hands: {hands} · win: 3 fronts and morale 0")
            if state.options.victory.value == "both"
            else _("Turn {turn} ({side}) · hands: {hands} · win: 3 fronts or morale 0")
        )
        self.notice.configure(
            text=line.format(turn=state.turn, side=_side(state.active), hands=hands)
        )

    def _show_events(self) -> None:
        entries = [e for e in self.session.log.entries if e.result and e.what != "new game"]
        entries = [self.session.public_entry(e) for e in entries[-EVENT_LINES:]]
        self.events.configure(text="\n".join(render_said(e.said, e.result) for e in entries))
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

    def moves(self) -> list[CardAction]:
        """The moves of the player to move, as the game's typed actions."""
        return [typed(move) for move in legal_actions(self.session.state)]

    def act(self, action: CardAction) -> bool:
        """Make a move for the player to move; an illegal one is one red sentence."""
        label = describe(action_data(action))
        return self.actor.act(action, label=label) is not None

    def play_card(self, card_id: str) -> None:
        """A card was clicked: play it, or ask where when it can go more than one way."""
        state = self.session.state
        ways = [move for move in self.moves() if card_of(move) == card_id]
        if not ways:
            self._problem(_("{card} cannot be played now.").format(card=card(card_id).name))
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

    def _bot_name(self, side: Side) -> str:
        """ "Coalition (greedy bot)", in the reader's language."""
        return _("{side} ({level} bot)").format(side=_side(side), level=_(self.players.bot))

    def _bot_said(self, reason: str) -> None:
        self._bot_reason = reason  # said again in the reader's language at each redraw
        side = self.bot.side if self.bot is not None else None
        who = self._bot_name(side) if side is not None else _("Bot")
        self.bot_says.configure(text=_("{who} says: {reason}").format(who=who, reason=tr(reason)))
        self._place_words()

    def _place_words(self, _event: object = None) -> None:
        """The bot's words beside the Game menu, or the hint while one is shown: one of the
        two, so asking for a hint never pushes the hand down (a laptop's screen, the text
        two steps larger). The bot's reason stays in the log's entry for its move."""
        wanted = bool(self.bot_says.cget("text")) and not self.hint_says.winfo_manager()
        if wanted and not self.bot_says.winfo_manager():
            self.bot_says.pack(fill="x")
        elif not wanted and self.bot_says.winfo_manager():
            self.bot_says.pack_forget()

    def _problem(self, text: str) -> None:
        text = text.strip()
        if not text[:1].isalpha():
            # the engine's sentence starts with a quoted move
            text = _("Not now: {text}").format(text=text)
        self.app.notify(text[:1].upper() + text[1:], error=True)

    # -- undo and redo: in a solo game, back to the player's own last move -------------
    # (session/undoing.py works out how far, for the window and `act FILE undo` alike)

    def undo(self) -> bool:
        """Take back the human's last move (and the bot's replies), never across a draw."""
        return self._quiet(lambda: undoing.undo(self.session))

    def redo(self) -> bool:
        """Redo the human's move undone, and the bot's replies after it."""
        return self._quiet(lambda: undoing.redo(self.session))

    def _quiet(self, step: Callable[[], int]) -> bool:
        """Make `step` with the bot held back, so it does not answer a position undone."""
        if self.bot is not None:
            self.bot.cancel()
            self.bot.paused = True
        try:
            done = step() > 0
        finally:
            if self.bot is not None:
                self.bot.paused = False
        if done:
            self.refresh()
        return done

    def destroy(self) -> None:
        """Drop a pending bot move with the tab."""
        if self.bot is not None:
            self.bot.cancel()
        super().destroy()
