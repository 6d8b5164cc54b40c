"""A hand of cards with the deck and discard counts; the cards that may be played can be clicked.

A card hidden from the viewer is drawn as a plain back: none of its text reaches the screen.
The cards wrap onto as many rows as the hand's width needs, so none is cut off at its edge.
Playable cards have a green border, take the keyboard focus with Tab (the border then takes
the focus ring's colour, as every focused control does) and are played with a click, Return
or space.
"""

from __future__ import annotations

import functools
import tkinter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, ngettext, tr
from tabletop.gui.widgets import style

CARD_WIDTH = 128
"""Pixels across a card."""
CARD_HEIGHT = 172
"""Pixels down a card."""
PER_ROW = 6
"""Cards on one row at most; fewer when the hand is narrower than that many."""
GAP = 3
"""Pixels between two cards (each side of a card)."""
COUNTS_GAP = 12
"""Pixels between the hand's title and the piles' counts beside it."""
HIDDEN = "(hidden)"
"""What `shown_names` gives for a card back."""


@dataclass(frozen=True)
class CardFace:
    """What a card shows its holder."""

    id: str
    """Card id, handed to `on_play`."""
    name: str
    """Printed name."""
    kind: str = ""
    """Printed type ("Leader", "Attack")."""
    force: int | None = None
    """Printed force, or None where the card prints none."""
    use: str = ""
    """Who may play it ("Napoleon", "Both")."""
    note: str = ""
    """Printed note, word for word."""


class HandView(ttk.Frame):
    """One side's hand as card faces (or backs), with the piles' counts."""

    def __init__(
        self,
        master: tkinter.Misc,
        title: str,
        *,
        on_play: Callable[[str], None] | None = None,
        card_width: int = CARD_WIDTH,
        card_height: int = CARD_HEIGHT,
        per_row: int = PER_ROW,
    ) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        self.on_play = on_play
        self.card_width = card_width
        self.card_height = card_height
        self.per_row = per_row
        self._images: Mapping[str, tkinter.PhotoImage | Any] = {}
        self._slots: list[tuple[CardFace | None, tkinter.Frame, ttk.Label | tkinter.Label | None]]
        self._slots = []
        self._playable: frozenset[str] = frozenset()
        self.top = top = ttk.Frame(self)
        top.pack(fill="x")
        top.columnconfigure(1, weight=1)
        self.title_label = ttk.Label(top, text=tr(title), style="Title.TLabel")
        self.title_label.grid(row=0, column=0, sticky="w")
        self.counts_label = ttk.Label(top, style="Muted.TLabel", justify="left")
        self._counts_font: tkfont.Font | None = None
        self.counts_below: bool | None = None
        """Whether the counts stand under the title (they do not fit beside it)."""
        # The counts wrap in the width they are given (a large text size, a narrow pane).
        self.counts_label.bind(
            "<Configure>",
            lambda e: self.counts_label.configure(wraplength=max(40, e.width)),
            add="+",
        )
        top.bind("<Configure>", lambda _e: self._fit_counts(), add="+")
        self.title_label.bind("<Configure>", lambda _e: self._fit_counts(), add="+")
        self.cards_frame = ttk.Frame(self)
        self.cards_frame.pack(fill="x", pady=(4, 0))
        self._columns = per_row
        self._widths: list[int] = []
        """Pixels across each card drawn, border included."""
        # The cards' frame is as wide as the hand: it changes size when the hand does, and
        # when the cards first take their room.
        self.cards_frame.bind("<Configure>", self._reflow, add="+")
        self.show(())

    def show(
        self,
        cards: Sequence[CardFace | None],
        playable: Collection[str] = (),
        deck_count: int | None = None,
        discard_count: int | None = None,
        images: Mapping[str, tkinter.PhotoImage | Any] | None = None,
    ) -> None:
        """Redraw the hand; None stands for a card the viewer may not see.

        `images` maps card ids to a picture of the face (a PhotoImage the caller keeps
        alive); such a card is drawn as its picture instead of text labels.
        """
        for child in self.cards_frame.winfo_children():
            child.destroy()
        self._slots = []
        self._widths = []
        self._images = images or {}
        self._playable = frozenset(playable)
        counts = [
            ngettext("{n} card in hand", "{n} cards in hand", len(cards)).format(n=len(cards))
        ]
        if deck_count is not None:
            counts.append(_("draw pile {n}").format(n=deck_count))
        if discard_count is not None:
            counts.append(_("discards {n}").format(n=discard_count))
        self.counts_label.configure(text=" \u00b7 ".join(counts))
        self._fit_counts()
        if not cards:
            ttk.Label(self.cards_frame, text=_("No cards."), style="Muted.TLabel").grid(
                row=0, column=0, sticky="w"
            )
        for card in cards:
            if card is None:
                self._back()
            else:
                self._face(card)
        self._columns = self.columns()
        self._place()

    def _fit_counts(self) -> None:
        """The counts on the title's line while they fit there whole, else on a line of
        their own under it: wrapped beside a long title, they took three lines of the
        height the cards need (a laptop's screen, the text two steps larger, French)."""
        room = self.top.winfo_width()
        text = str(self.counts_label.cget("text"))
        if self._counts_font is None:  # the page is made again for a new text size
            spec = ttk.Style(self).lookup("Muted.TLabel", "font") or "TkDefaultFont"
            self._counts_font = tkfont.Font(self, font=spec)
        needed = self.title_label.winfo_reqwidth() + COUNTS_GAP + self._counts_font.measure(text)
        needed += 2
        below = room > 1 and needed > room
        if below is self.counts_below:
            return
        self.counts_below = below
        if below:
            self.counts_label.grid(row=1, column=0, columnspan=2, sticky="ew")
        else:
            self.counts_label.grid(row=0, column=1, columnspan=1, sticky="ew", padx=(COUNTS_GAP, 0))

    def columns(self) -> int:
        """Cards on a row: as many as the hand's width holds, at most `per_row`, at least one
        (before the hand is first drawn, `per_row`)."""
        room = self.cards_frame.winfo_width()
        if not self._widths or room <= 1:
            return self.per_row
        return max(1, min(self.per_row, room // (max(self._widths) + 2 * GAP)))

    def _place(self) -> None:
        for index, (_c, frame, _n) in enumerate(self._slots):
            row, column = divmod(index, self._columns)
            frame.grid(row=row, column=column, padx=GAP, pady=GAP, sticky="n")

    def _reflow(self, _event: object = None) -> None:
        columns = self.columns()
        if columns != self._columns:
            self._columns = columns
            self._place()

    def _back(self) -> tkinter.Frame:
        frame = tkinter.Frame(
            self.cards_frame,
            width=self.card_width,
            height=self.card_height,
            background=style.CARD_BACK,
            highlightthickness=1,
            highlightbackground=style.INK,
        )
        frame.pack_propagate(False)
        inner = tkinter.Frame(
            frame, background=style.CARD_BACK, highlightthickness=2, highlightbackground="#c9a96e"
        )
        inner.pack(fill="both", expand=True, padx=8, pady=8)
        self._slots.append((None, frame, None))
        self._widths.append(self.card_width + 2)
        return frame

    def _face(self, card: CardFace) -> tkinter.Frame:
        playable = card.id in self._playable
        frame = tkinter.Frame(
            self.cards_frame,
            width=self.card_width,
            height=self.card_height,
            background=style.PAPER,
            highlightthickness=4 if playable else 1,
            takefocus=1 if playable else 0,
            highlightbackground=style.PLAYABLE if playable else style.GREY,
            highlightcolor=style.FOCUS_RING if playable else style.GREY,
        )
        frame.pack_propagate(False)
        image = self._images.get(card.id)
        if image is not None:
            return self._picture(card, frame, image, playable)
        wrap = self.card_width - 14
        mark = self._mark(frame, playable)  # packed first: the bottom line is always its own
        name = tkinter.Label(
            frame,
            text=card.name,
            font=style.bold(self),
            wraplength=wrap,
            justify="left",
            anchor="w",
            background=style.PAPER,
            foreground=style.INK,
        )
        name.pack(fill="x", padx=5, pady=(5, 2))
        parts = (
            (card.kind, style.body(self), style.INK),
            (_force(card.force), style.bold(self), style.INK),
            (card.use and _("Use: {use}").format(use=card.use), style.small(self), style.MUTED),
            (card.note, style.small(self), style.INK),
        )
        widgets: list[tkinter.Misc] = [frame, name, mark]
        for text, font, ink in parts:
            if text:
                line = tkinter.Label(
                    frame,
                    text=text,
                    font=font,
                    wraplength=wrap,
                    justify="left",
                    anchor="w",
                    background=style.PAPER,
                    foreground=ink,
                )
                line.pack(fill="x", padx=5, pady=1)
                widgets.append(line)
        if playable:
            frame.configure(cursor="hand2")
            play = functools.partial(self._play_event, card.id)
            for widget in widgets:
                widget.bind("<Button-1>", play)
            frame.bind("<Return>", play)
            frame.bind("<space>", play)
        self._slots.append((card, frame, name))
        self._widths.append(self.card_width + 2 * int(frame.cget("highlightthickness")))
        return frame

    def _picture(
        self, card: CardFace, frame: tkinter.Frame, image: Any, playable: bool
    ) -> tkinter.Frame:
        # The picture carries every printed word; the label keeps the name as its text (not
        # drawn: compound "none" shows the image only) so shown_names reads the same. The
        # frame fits the picture plus a border as wide as a playable card's, so a playable
        # card's green border never covers the picture and the cards stay in line.
        frame.pack_propagate(True)
        frame.configure(highlightthickness=4)
        if not playable:
            frame.configure(highlightbackground=str(self.cards_frame.winfo_toplevel().cget("bg")))
        name = tkinter.Label(
            frame,
            image=image,
            text=card.name,
            compound="none",
            borderwidth=0,
            background=style.PAPER,
        )
        mark = self._mark(frame, playable)  # packed first: the picture takes what is left
        name.pack(fill="both", expand=True)
        if playable:
            frame.configure(cursor="hand2")
            play = functools.partial(self._play_event, card.id)
            mark.bind("<Button-1>", play)
            name.bind("<Button-1>", play)
            frame.bind("<Button-1>", play)
            frame.bind("<Return>", play)
            frame.bind("<space>", play)
        self._slots.append((card, frame, name))
        self._widths.append(int(name.winfo_reqwidth()) + 8)
        return frame

    def _mark(self, frame: tkinter.Frame, playable: bool) -> tkinter.Label:
        """The word under a card that may be played now (the border's colour is not the only
        cue); an empty line of the same height under the others, so the cards stay in line."""
        mark = tkinter.Label(
            frame,
            text="▶ " + _("Playable now") if playable else " ",
            font=style.small(self),
            background=style.PAPER,
            foreground=style.PLAYABLE,
            anchor="w",
            width=1,  # asks for no width: the card's own width holds it, never widens it
        )
        mark.pack(side="bottom", fill="x", padx=5)
        return mark

    def _play_event(self, card_id: str, event: object = None) -> str:
        self.play(card_id)
        return "break"

    def play(self, card_id: str) -> bool:
        """Play a card as a click would; False (and nothing called) when it is not playable."""
        if card_id not in self._playable or not any(
            c and c.id == card_id for c, *_rest in self._slots
        ):
            return False
        if self.on_play is not None:
            self.on_play(card_id)
        return True

    # -- test hooks -------------------------------------------------------------------

    def shown_names(self) -> list[str]:
        """Each card's name as drawn, "(hidden)" for a card back."""
        return [
            HIDDEN if label is None else str(label.cget("text")) for _c, _f, label in self._slots
        ]

    def card_widgets(self) -> list[tkinter.Frame]:
        """The drawn cards, left to right (for focus and key tests)."""
        return [frame for _c, frame, _n in self._slots]

    def drawn_text(self) -> list[str]:
        """Every piece of text drawn on the cards, in order (a back draws none)."""
        texts: list[str] = []
        for _c, frame, _n in self._slots:
            stack: list[tkinter.Misc] = [frame]
            while stack:
                widget = stack.pop(0)
                if isinstance(widget, tkinter.Label) and str(widget.cget("text")).strip():
                    texts.append(str(widget.cget("text")))
                stack.extend(widget.winfo_children())
        return texts


def _force(force: int | None) -> str:
    return "" if force is None else _("Force {force}").format(force=force)
