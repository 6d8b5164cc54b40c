"""The optional Event deck: draw, hold, play or discard, set aside, add the printed cards the
text does not list [Optional rule: the Event Deck]. A held card stays face down on screen
until its holder shows it (the opponent may not see it)."""

from __future__ import annotations

import tkinter as tk
from tkinter import ttk

from tabletop.core.i18n import _
from tabletop.games.base import Legal
from tabletop.games.pratzen.actions import AddEventCard, DrawEvent, PlayEvent, UseEventDeck
from tabletop.games.pratzen.deck import catalogue
from tabletop.games.pratzen.state import PratzenState
from tabletop.gui.panels.pratzen.form import Form, chars_for
from tabletop.gui.widgets.actor import Actor, section
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.wrap import wrapping


class EventsPage(ttk.Frame):
    """The deck's piles and the phasing player's held cards."""

    def __init__(self, master: tk.Misc, actor: Actor) -> None:
        super().__init__(master)
        self.actor = actor
        deck = section(self, _("Event deck (optional rule)"))
        self.piles = ttk.Label(deck, style="Body.TLabel", justify="left")
        wrapping(self.piles).pack(anchor="w", fill="x")
        row = ttk.Frame(deck)
        row.pack(anchor="w", pady=(4, 0))
        self.use_button = ttk.Button(row, text=_("Use the Event deck"), command=self.use)
        self.use_button.pack(side="left")
        self.draw_button = ttk.Button(row, text=_("Draw a card"), command=self.draw)
        self.draw_button.pack(side="left", padx=4)
        held = section(self, _("Held cards of the phasing player"))
        self.shown = tk.BooleanVar(self, value=False)
        self.show_check = ttk.Checkbutton(
            held,
            text=_("Show my cards (the opponent looks away)"),
            variable=self.shown,
            command=self._redraw,
        )
        self.show_check.pack(anchor="w")
        self.held_label = ttk.Label(held, style="Body.TLabel", justify="left")
        wrapping(self.held_label).pack(anchor="w", fill="x")
        self.card_var = tk.StringVar(self)
        self.card_box = ttk.Combobox(held, textvariable=self.card_var, state="readonly")
        self.card_box.pack(anchor="w")
        chit = ttk.Frame(held)
        chit.pack(anchor="w", fill="x", pady=(2, 0))
        wrapping(
            ttk.Label(
                chit,
                text=_("Low Ammo, Ammo Shortage: the Flag or gun taking the chit"),
                style="Body.TLabel",
            )
        ).pack(anchor="w", fill="x")
        self.chit_var = tk.StringVar(self)
        self.chit_box = ttk.Combobox(chit, textvariable=self.chit_var, state="readonly")
        self.chit_box.pack(anchor="w")
        buttons = ttk.Frame(held)
        buttons.pack(anchor="w", pady=(2, 0))
        self.play_button = ttk.Button(
            buttons, text=_("Played: discard"), command=lambda: self.put_away(False)
        )
        self.play_button.pack(side="left")
        self.aside_button = ttk.Button(
            buttons, text=_("Played: set aside"), command=lambda: self.put_away(True)
        )
        self.aside_button.pack(side="left", padx=4)
        add = section(self, _("Add a printed card (the 55 cards are not in the text)"))
        self.add = Form(add)
        self.add.pack(anchor="w", fill="x")
        self.add.text("name", _("Name"), width=24, per_row=1)
        self.add.text("text", _("Text"), width=30, per_row=1, stretch=True)
        self.add_button = ttk.Button(add, text=_("Add card"), command=self.add_card)
        self.add_button.pack(anchor="w")
        self.error_label = ttk.Label(self, style="Error.TLabel")
        wrapping(self.error_label).pack(anchor="w", fill="x")
        self.state_now: PratzenState | None = None
        controls = controls_of(self)
        for button, kind in (
            (self.use_button, UseEventDeck.KIND),
            (self.draw_button, DrawEvent.KIND),
            (self.play_button, PlayEvent.KIND),
            (self.aside_button, PlayEvent.KIND),
            (self.add_button, AddEventCard.KIND),
        ):
            controls.bind(button, kind)

    def use(self) -> None:
        """Shuffle the deck and play with it."""
        self.actor.act(UseEventDeck(), self.error_label)

    def draw(self) -> None:
        """The phasing player draws the top card."""
        self.actor.act(DrawEvent(), self.error_label)

    def put_away(self, set_aside: bool) -> None:
        """The chosen held card is discarded face up, or set aside out of play; an
        Ammunition card places or flips the chit of the Flag or gun chosen."""
        card = self.card_var.get().split(" ", 1)[0]
        unit = self.chit_var.get()
        self.actor.take(PlayEvent, self.error_label, card=card, set_aside=set_aside, unit=unit)

    def add_card(self) -> None:
        """Enter a printed card."""
        name, text = self.add.get("name"), self.add.get("text")
        if self.actor.take(AddEventCard, self.error_label, name=name, text=text) is not None:
            self.add.set("name", "")
            self.add.set("text", "")

    def refresh(self, state: PratzenState, legal: dict[str, Legal]) -> None:
        """Redraw the piles and held cards."""
        self.state_now = state
        self.shown.set(False)
        deck = state.events
        self.piles.configure(
            text=_(
                "Draw pile {draw}, discards {discards}, set aside {aside}; {cards} cards entered "
                "of the 55 printed."
            ).format(
                draw=len(deck.draw_pile),
                discards=len(deck.discards),
                aside=len(deck.set_aside),
                cards=len(catalogue(state)),
            )
            if deck.in_use
            else _(
                "Not in use. The deck holds only the events the rules name until you add the "
                "printed cards."
            )
        )
        chits = [
            u.name for u in state.units if (u.flag or u.type == "artillery") and not u.eliminated
        ]
        self.chit_box.configure(values=["", *chits], width=chars_for(self, chits, least=12))
        if self.chit_var.get() not in chits:
            self.chit_var.set("")
        self._redraw()

    def _redraw(self) -> None:
        state = self.state_now
        if state is None:
            return
        mine = state.events.held.get(state.side, ())
        cards = catalogue(state)
        if not mine:
            self.held_label.configure(
                text=_("The {side} player holds no card.").format(side=_(state.side))
            )
            self.card_box.configure(values=[])
            self.card_var.set("")
            return
        if not self.shown.get():
            self.held_label.configure(
                text=_("The {side} player holds {count} card(s).").format(
                    side=_(state.side), count=len(mine)
                )
            )
            self.card_box.configure(values=[])
            self.card_var.set("")
            return
        lines = [f"{cards[c].name}: {cards[c].text}" for c in mine if c in cards]
        self.held_label.configure(text="\n".join(lines))
        values = [f"{c} ({cards[c].name})" for c in mine if c in cards]
        self.card_box.configure(values=values, width=chars_for(self, values, least=20))
        self.card_var.set(values[0])
