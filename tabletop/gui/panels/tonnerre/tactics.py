"""The tactics hands [6 Tactics Cards], each behind a hand-over screen.

Nothing of a hand is drawn until its player presses "I am <side>, show my hand" after the
other player was asked to look away; any change of the game hides it again. The form for
the owner to enter the 26 cards once sits below.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from fractions import Fraction
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.actions import GameAction
from tabletop.games.tonnerre import owner, tactics
from tabletop.games.tonnerre.actions import ChooseTactic, DiscardTactic, PlayTactic
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState
from tabletop.gui.panels.tonnerre.card_form import chosen, shown
from tabletop.gui.panels.tonnerre.standard import Take
from tabletop.gui.panels.tonnerre.tracks import INK
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import Actor, sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.odds import percent
from tabletop.gui.widgets.wrap import Flow, wrapping

TITLE = {COALITION: N_("Coalition tactics hand"), FRENCH: N_("French tactics hand")}
SHOW = {COALITION: N_("Coalition player: show my hand"), FRENCH: N_("French player: show my hand")}
FIRST = {
    COALITION: N_("Coalition player: choose my first card"),
    FRENCH: N_("French player: choose my first card"),
}
HANDOVER = {
    COALITION: N_("Pass the screen to the Coalition player.\nFrench, please look away."),
    FRENCH: N_("Pass the screen to the French player.\nCoalition, please look away."),
}
CONFIRM = {COALITION: N_("I am Coalition, show my hand"), FRENCH: N_("I am French, show my hand")}
"""Each side's words on its hand's box and hand-over screen."""


class HandBox(ttk.LabelFrame):
    """One side's hand: its size for everyone, its cards only after the hand-over."""

    def __init__(self, master: tk.Misc, side: str, take: Take, actor: Actor) -> None:
        super().__init__(master, text=_(TITLE[side]), padding=6)
        self.side, self.take, self.actor = side, take, actor
        self.controls = controls_of(self)
        self.count = ttk.Label(
            self, style="Body.TLabel", foreground=INK[side], wraplength=640, justify="left"
        )
        wrapping(self.count).pack(anchor="w", fill="x")
        self.show_button = ttk.Button(self, text=_(SHOW[side]), command=self.ask)
        self.show_button.pack(anchor="w", pady=(4, 0))
        self.handover = tk.Frame(self, background=style.CARD_BACK, padx=14, pady=10)
        tk.Label(
            self.handover,
            text=_(HANDOVER[side]),
            background=style.CARD_BACK,
            foreground="white",
            font=style.big(self),
            justify="left",
        ).pack(anchor="w")
        self.confirm_button = ttk.Button(self.handover, text=_(CONFIRM[side]), command=self.confirm)
        self.confirm_button.pack(anchor="w", pady=(8, 0))
        self.cards_frame = ttk.Frame(self)
        self.rows: dict[int, ttk.Label] = {}
        self.play_buttons: dict[int, ttk.Button] = {}
        self.discard_buttons: dict[int, ttk.Button] = {}
        self.choice: ttk.Combobox | None = None
        self.choose_button: ttk.Button | None = None
        self.hide_button: ttk.Button | None = None
        self.typed_roll: ttk.Entry | None = None
        self.state_now: TonnerreState | None = None

    def show(self, state: TonnerreState) -> None:
        """Redraw with the hand hidden."""
        self.state_now = state
        self.hide()
        held = tactics.hand(state, self.side)
        if self.side in state.hands_built:
            self.count.configure(
                text=ngettext(
                    "{n} cards in hand (hidden); replacement draws {draws} of 3.",
                    "{n} cards in hand (hidden); replacement draws {draws} of 3.",
                    len(held),
                ).format(n=len(held), draws=tactics_draws(state, self.side))
            )
            self.show_button.configure(text=_(SHOW[self.side]))
            self.controls.set(self.show_button, "")
        else:
            refused = tactics.deck_refusal()
            self.count.configure(
                text=_("No hand: enter the tactics cards first.") if refused else _("No hand yet.")
            )
            self.show_button.configure(text=_(FIRST[self.side]))
            # Greyed until the deck is entered, with the rules' sentence under the pointer.
            self.controls.set(self.show_button, sentence(refused) if refused else "")

    def ask(self) -> None:
        """Cover the hand with the hand-over screen."""
        self.cards_frame.pack_forget()
        self.handover.pack(anchor="w", fill="x", pady=(6, 0))

    def confirm(self) -> None:
        """The side's player is at the screen: draw its hand (or its first choice)."""
        self.handover.pack_forget()
        state = self.state_now
        if state is None:
            return
        for child in self.cards_frame.winfo_children():
            child.destroy()
        self.rows, self.play_buttons, self.discard_buttons = {}, {}, {}
        known = tactics.cards()
        if self.side not in state.hands_built:
            mine = [c for c in known.values() if c.colour == self.side]
            first = Flow(self.cards_frame)
            first.pack(fill="x")
            self.choice = ttk.Combobox(
                first, state="readonly", width=30, values=[f"{c.number} {c.name}" for c in mine]
            )
            self.choose_button = ttk.Button(
                first, text=_("Choose; draw the rest"), command=self.choose
            )
            first.add(self.choice, self.choose_button)
            self.controls.bind(self.choose_button, ChooseTactic.KIND)
        for number in tactics.hand(state, self.side):
            card = known[number]
            # The card's text wraps in what the two buttons leave of the row.
            row = ttk.Frame(self.cards_frame)
            row.pack(anchor="w", fill="x")
            row.columnconfigure(0, weight=1)
            success = self._success(card)
            label = ttk.Label(
                row,
                text=f"{card.name} [{_(card.colour)}]{success}: {card.text}",
                wraplength=420,
                justify="left",
            )
            wrapping(label).grid(row=0, column=0, sticky="ew")
            discard = ttk.Button(
                row, text=_("Discard"), command=self._player(number, DiscardTactic)
            )
            discard.grid(row=0, column=1, padx=2)
            play = ttk.Button(row, text=_("Play"), command=self._player(number, PlayTactic))
            play.grid(row=0, column=2)
            self.controls.bind(discard, DiscardTactic.KIND, self._refusal(number, discard=True))
            self.controls.bind(play, PlayTactic.KIND, self._refusal(number, discard=False))
            self.rows[number], self.play_buttons[number] = label, play
            self.discard_buttons[number] = discard
        line = Flow(self.cards_frame)
        line.pack(fill="x", pady=(4, 0))
        self.typed_roll = ttk.Entry(
            line.field(_("Real dice for a success roll (or leave empty):")), width=4
        )
        self.typed_roll.pack(side="left")
        self.hide_button = ttk.Button(line, text=_("Hide my hand"), command=self.hide)
        line.add(self.hide_button)
        self.cards_frame.pack(anchor="w", fill="x", pady=(6, 0))

    def _success(self, card: tactics.TacticsCard) -> str:
        """A card's success roll as its row shows it: the band printed on it and, for a card
        this hand may play, the chance the Play action gives it (" (success on 1-4: 66.7%)")."""
        if card.success is None:
            return ""
        low, high = card.success
        try:
            odds = self.actor.odds(PlayTactic, side=self.side, card=card.number)
        except TabletopError:
            return _(" (success on {low}-{high})").format(low=low, high=high)
        chance = percent(odds.get(str(tactics.success_result(card, low)), Fraction(0)))
        return _(" (success on {low}-{high}: {chance})").format(low=low, high=high, chance=chance)

    def _player(self, number: int, kind: type[GameAction]) -> Callable[[], bool]:
        return lambda: self.play(number, kind)

    def _refusal(self, number: int, *, discard: bool) -> Callable[[], str]:
        """Why the rules refuse this card to this hand now ("" when they take it)."""

        def why() -> str:
            if self.state_now is None:
                return ""
            refused = tactics.play_refusal(self.state_now, self.side, number, discard=discard)
            return sentence(refused) if refused is not None else ""

        return why

    def play(self, number: int, kind: type[GameAction]) -> bool:
        """Play or discard a card; a typed roll of real dice is used for its success roll."""
        if kind is PlayTactic:
            typed = self.typed_roll.get().strip() if self.typed_roll is not None else ""
            return self.take(PlayTactic, side=self.side, card=number, roll=typed or None)
        return self.take(kind, side=self.side, card=number)

    def choose(self) -> bool:
        """Build the hand from the card chosen."""
        picked = self.choice.get().split(" ")[0] if self.choice is not None else ""
        return self.take(ChooseTactic, side=self.side, card=picked)

    def hide(self) -> None:
        """Nothing of the hand on screen."""
        for child in self.cards_frame.winfo_children():
            child.destroy()
        self.rows, self.play_buttons, self.discard_buttons = {}, {}, {}
        self.choice = self.choose_button = None
        self.cards_frame.pack_forget()
        self.handover.pack_forget()


def tactics_draws(state: TonnerreState, side: str) -> int:
    """Replacement draws a side has made."""
    return state.coalition_draws if side == COALITION else state.french_draws


class TacticsPage(ttk.Frame):
    """Both hands, and the owner's form for the cards."""

    def __init__(
        self,
        master: tk.Misc,
        take: Take,
        kept: Callable[[owner.Entry], None],
        actor: Actor,
    ) -> None:
        super().__init__(master, padding=6)
        self.kept = kept
        intro = ttk.Label(
            self,
            text=_(
                "Optional rule [6 Tactics Cards]: choose 1 card of your colour, draw 2 more and "
                "3 from the combined deck; only your colour is playable; at most 3 replacement "
                "draws per game."
            ),
            style="Muted.TLabel",
            wraplength=700,
            justify="left",
        )
        wrapping(intro).pack(anchor="w", fill="x")
        self.hands = {side: HandBox(self, side, take, actor) for side in (COALITION, FRENCH)}
        for box in self.hands.values():
            box.pack(fill="x", pady=(4, 4))
        form = ttk.LabelFrame(self, text=_("Enter a tactics card as printed (once)"), padding=6)
        form.pack(fill="x")
        row = Flow(form)
        row.pack(fill="x")
        self.number = ttk.Spinbox(row.field(_("No.")), from_=1, to=26, width=3)
        self.number.set("1")
        self.name = ttk.Entry(row.field(_("name")), width=20)
        self.colour = ttk.Combobox(
            row.field(_("colour")),
            state="readonly",
            width=10,
            values=[shown(c) for c in tactics.COLOURS],
        )
        self.colour.set(shown(tactics.COLOURS[0]))
        self.success = ttk.Entry(row.field(_("success roll")), width=5)
        for widget in (self.number, self.name, self.colour, self.success):
            widget.pack(side="left")
        # The card's text: as wide as the form, not a fixed 70 letters past a narrow panel.
        self.text = ttk.Entry(form, width=30)
        self.text.pack(anchor="w", fill="x", pady=2)
        self.keep_button = ttk.Button(form, text=_("Keep this card"), command=self.keep)
        self.keep_button.pack(anchor="w")
        self.note = ttk.Label(form, style="Muted.TLabel", wraplength=640, justify="left")
        wrapping(self.note).pack(anchor="w", fill="x")

    def show(self, state: TonnerreState) -> None:
        """Redraw both hands hidden, and how many cards are entered."""
        for box in self.hands.values():
            box.show(state)
        self.note.configure(text=_("{n} of 26 cards entered.").format(n=len(tactics.cards())))

    def keep(self) -> bool:
        """Keep one card in the override file."""
        try:
            entry = owner.save_tactics_card(
                int(self.number.get()),
                self.name.get(),
                chosen(self.colour.get(), tactics.COLOURS),
                self.text.get(),
                self.success.get(),
                tell=False,
            )
        except (TabletopError, ValueError) as exc:
            self.note.configure(text=sentence(exc))
            return False
        self.kept(entry)
        return True
