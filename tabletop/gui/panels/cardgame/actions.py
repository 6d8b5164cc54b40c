"""The card game's action bar: a button for each legal move that needs no card (End orders,
Attack <front>, Commit, Hold, Pass, End turn), and the small inline chooser a card opens when
it can be played more than one way (which front, which target). Nothing here is modal: a test
presses the same buttons a player does.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Sequence
from functools import partial
from tkinter import ttk

from tabletop.core.i18n import N_, _
from tabletop.games.cardgame import CardType, State, card
from tabletop.games.cardgame.actions import Attack, CardAction, Deploy, Play
from tabletop.games.cardgame.state import FRONT_KEYS, FRONT_NAMES, SIDE_NAMES
from tabletop.gui.widgets.legal import LegalControls
from tabletop.gui.widgets.wrap import Cells, wrapping

CHOOSER_COLUMNS = 4
"""Buttons on a row at most (a Reserve card can offer a dozen targets); fewer when the pane
is narrower than four of them."""

_WORDS = {
    "end_orders": N_("End orders"),
    "commit": N_("Commit the attack"),
    "hold": N_("Hold: fight it out"),
    "pass": N_("Pass (no more Victory cards)"),
    "end_turn": N_("End turn"),
}


def _front(front: str | None) -> str:
    return FRONT_NAMES[FRONT_KEYS.index(str(front))]


def card_of(move: CardAction) -> str | None:
    """The card a move plays, deploys, attacks with or discards (None for a move without)."""
    found = getattr(move, "card", None)
    return None if found is None else str(found)


def button_label(move: CardAction) -> str:
    """What a button for a move without a card says."""
    if isinstance(move, Attack):
        return _("Attack {front}").format(front=_front(move.front))
    return _(_WORDS[move.KIND]) if move.KIND in _WORDS else move.KIND


def choice_label(state: State, move: CardAction) -> str:
    """What a chooser button says for one way of playing a card."""
    if isinstance(move, Deploy):
        return _("to {front}").format(front=_front(move.front))
    if isinstance(move, Attack):
        return _("attack {front}").format(front=_front(move.front))
    if not isinstance(move, Play):  # a card's only other move with a choice: a discard
        return _("discard it")
    target = move.target
    if target is None:
        return _("play it")
    name = card(target).name
    if move.front is not None:
        return _("move {card} to {front}").format(card=name, front=_front(move.front))
    if card(move.card).type is CardType.RESERVE:
        return _("take {card}").format(card=name)
    fronts = enumerate(state.fronts)
    where = next((FRONT_NAMES[i] for i, f in fronts if target in f.napoleon + f.coalition), "")
    if where:
        return _("remove {card} at {front}").format(card=name, front=where)
    return _("remove {card}").format(card=name)


def question(move: CardAction) -> str:
    """The chooser's question for a card."""
    name = card(str(card_of(move))).name
    if isinstance(move, Deploy):
        return _("Put {card} at which front?").format(card=name)
    if isinstance(move, Attack):
        return _("Attack which front with {card}?").format(card=name)
    if isinstance(move, Play) and move.front is not None:
        return _("{card}: move which piece where?").format(card=name)
    return _("{card}: which one?").format(card=name)


class ActionBar(ttk.Frame):
    """Buttons for the moves without a card, or the chooser for one card.

    The sentence saying what to do comes first and wraps at the pane's width; the buttons
    follow in rows that wrap too, so a Reserve's dozen choices all stay in the pane.

    The bar keeps the room of its tallest content (`hold_room`): the hand under it never
    moves when a card's chooser opens or closes, so a click meant for a front never lands
    on a card (issue 33 item 2)."""

    def __init__(
        self, master: tk.Misc, act: Callable[[CardAction], object], controls: LegalControls
    ) -> None:
        super().__init__(master)
        self.act = act
        self.controls = controls
        self.buttons: dict[str, ttk.Button] = {}
        self.chooser_buttons: list[ttk.Button] = []
        self.choosing: str | None = None
        # The chooser's Cancel stands at the end of its question's line, not on a line of
        # its own: the room the bar holds is a line and a row of buttons.
        line = ttk.Frame(self)
        line.pack(side="top", fill="x")
        self.cancel_button = ttk.Button(line, text=_("Cancel"), command=self.cancel)
        self.prompt = ttk.Label(line, justify="left", wraplength=520)
        self.prompt.pack(side="left", fill="x", expand=True, anchor="n")
        wrapping(self.prompt)
        self.flow = Cells(self, most=CHOOSER_COLUMNS)
        self.flow.pack(side="top", fill="x")
        self._room = 0

    def hold_room(self) -> None:
        """Reserve, in the grid row the bar sits in, the height of a one-row chooser (its
        question and Cancel, a row of buttons): the bar's own buttons fit in it too, so the
        hand under it stays put when the chooser opens and closes. A chooser of more rows (a
        Reserve's dozen cards) keeps its room once shown, so Cancel moves nothing back."""
        probe = ttk.Label(self, text="Ag", style="Title.TLabel")
        line = probe.winfo_reqheight()
        probe.destroy()
        button = self.cancel_button.winfo_reqheight()
        self._keep(max(line, button) + button + 2 * self.flow.gap + 2)

    def _keep_shown(self) -> None:
        """Keep the height the chooser is drawn at (laid out at the pane's width by now)."""
        if self.winfo_exists():
            self._keep(self.winfo_height())

    def _keep(self, height: int) -> None:
        """Keep at least `height` pixels (and the bar's own padding) for the bar's row."""
        info = self.grid_info()
        pady = info.get("pady", 0)
        pads = sum(map(int, pady)) if isinstance(pady, tuple | list) else int(pady or 0)
        if "row" in info and height + pads > self._room:
            self._room = height + pads
            self.master.rowconfigure(int(info["row"]), minsize=self._room)

    def _clear(self, prompt: str, style: str) -> None:
        self.flow.clear()
        self.prompt.configure(text=prompt, style=style)
        self.cancel_button.configure(text=_("Cancel"))
        self.cancel_button.pack_forget()
        self.buttons = {}
        self.chooser_buttons = []
        self.choosing = None

    def _button(self, text: str, move: CardAction) -> ttk.Button:
        """A button that takes `move`, enabled while the rules open its kind (its tooltip
        says why when they close it)."""
        button = ttk.Button(self.flow, text=text, command=partial(self.act, move))
        self.flow.add(button)
        self.controls.bind(button, move.KIND)
        return button

    def show(self, moves: Sequence[CardAction], prompt: str) -> None:
        """A line saying what to do, then one button per legal move that needs no card."""
        self._clear(prompt, "Body.TLabel")
        for move in moves:
            if card_of(move) is None:
                label = button_label(move)
                self.buttons[label] = self._button(label, move)

    def ask(self, state: State, card_id: str, moves: Sequence[CardAction]) -> None:
        """The inline chooser: one button per way to play `card_id`, and Cancel."""
        self._clear(question(moves[0]), "Title.TLabel")
        self.choosing = card_id
        for move in moves:
            self.chooser_buttons.append(self._button(choice_label(state, move), move))
        self.cancel_button.pack(side="right", anchor="n", padx=(6, 2), before=self.prompt)
        self.after_idle(self._keep_shown)
        if self.chooser_buttons:
            self.chooser_buttons[0].focus_set()

    def cancel(self) -> None:
        """Close the chooser without playing (the panel redraws the buttons)."""
        self.event_generate("<<ChooserCancel>>")

    def labels(self) -> list[str]:
        """The buttons shown, chooser or not (test hook)."""
        return [str(b.cget("text")) for b in (self.chooser_buttons or self.buttons.values())]


def waiting_words(state: State) -> str:
    """What the game waits for, in a player's words."""
    who = _(SIDE_NAMES[state.to_move])
    phase = state.phase.value
    if phase == "orders":
        text = _("{side}: orders phase. Put Leaders and Units at fronts, then End orders.")
    elif phase == "action":
        text = _("{side}: action phase. Attack a front, play a special card, or End turn.")
    elif phase == "support":
        text = _("{side}: add Event cards to the attack, then Commit.")
    elif phase == "defend":
        text = _("{side} defends: play Defense or Event cards, then Hold.")
    elif phase == "victory":
        text = _("{side} won the action: play Victory cards, or Pass.")
    elif phase == "discard":
        return _("{side}: click a card to discard it ({n} to go).").format(
            side=who, n=state.discard_count
        )
    else:
        return _("The battle is over.")
    return text.format(side=who)
