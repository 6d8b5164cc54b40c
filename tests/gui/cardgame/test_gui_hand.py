"""The hand view: a player sees their cards, never hidden ones, and plays only what is allowed."""

from __future__ import annotations

import tkinter

import pytest

from tabletop.gui.widgets.hand import CardFace, HandView

pytestmark = pytest.mark.gui

MURAT = CardFace("murat", "Murat", "Leader", 3, "Napoleon", "Cavalry charge")
SOULT = CardFace("soult", "Soult", "Leader", 2, "Napoleon")
FOG = CardFace("fog", "Morning Fog", "Event", None, "Both", "Opponent discards a card.")


def test_cards_are_drawn_with_names_and_counts(tk_root):
    view = HandView(tk_root, "Napoleon's hand")
    view.pack()
    view.show([MURAT, SOULT, FOG], deck_count=24, discard_count=3)
    view.update()
    assert view.shown_names() == ["Murat", "Soult", "Morning Fog"]
    text = view.counts_label.cget("text")
    assert "3 cards in hand" in text and "draw pile 24" in text and "discards 3" in text
    assert "Force 3" in " ".join(view.drawn_text())


def test_hidden_cards_draw_no_text_at_all(tk_root):
    view = HandView(tk_root, "Coalition hand")
    view.pack()
    view.show([None, None, MURAT])
    view.update()
    assert view.shown_names() == ["(hidden)", "(hidden)", "Murat"]
    texts = view.drawn_text()
    assert texts[0] == "Murat"  # the backs before it drew nothing
    assert len(view.card_widgets()) == 3


def test_clicking_a_playable_card_plays_it(tk_root):
    played = []
    view = HandView(tk_root, "Hand", on_play=played.append)
    view.pack()
    view.show([MURAT, SOULT], playable={"soult"})
    view.update()
    murat, soult = view.card_widgets()
    murat.event_generate("<Button-1>", x=5, y=5)
    soult.event_generate("<Button-1>", x=5, y=5)
    view.update()
    assert played == ["soult"]


def test_keyboard_plays_the_focused_card(tk_root):
    played = []
    view = HandView(tk_root, "Hand", on_play=played.append)
    view.pack()
    view.show([MURAT, SOULT], playable={"murat", "soult"})
    view.update()
    murat, soult = view.card_widgets()
    assert murat.cget("takefocus") and soult.cget("takefocus")
    assert murat.tk_focusNext() is soult
    soult.focus_force()
    view.update()
    soult.event_generate("<Return>")
    murat.focus_force()
    view.update()
    murat.event_generate("<space>")
    view.update()
    assert played == ["soult", "murat"]


def test_unplayable_or_hidden_cards_cannot_be_played(tk_root):
    played = []
    view = HandView(tk_root, "Hand", on_play=played.append)
    view.pack()
    view.show([MURAT, None], playable={"soult"})
    assert view.play("murat") is False
    assert view.play("soult") is False  # listed playable but not in this hand
    assert played == []


def test_empty_hand_says_so(tk_root):
    view = HandView(tk_root, "Hand")
    view.pack()
    view.show([], deck_count=0)
    view.update()
    assert view.shown_names() == []
    assert "0 cards in hand" in view.counts_label.cget("text")


def test_cards_wrap_to_the_hands_width_and_back(tk_root):
    """Six cards in a hand narrower than six: the cards past the edge could not be seen.
    They wrap onto more rows, each card whole inside the hand, and go back to one row
    when the hand is widened (the window made larger)."""
    holder = tkinter.Frame(tk_root, width=300, height=600)
    holder.pack_propagate(False)
    holder.pack(anchor="nw")
    view = HandView(holder, "Hand", per_row=6)
    view.pack(fill="x")
    faces = [CardFace(f"c{i}", f"Card {i}") for i in range(6)]
    view.show(faces, playable={"c0"})
    tk_root.update()
    cards = view.card_widgets()
    room = view.cards_frame
    for card in cards:
        assert card.winfo_x() + card.winfo_width() <= room.winfo_width()
    assert len({c.winfo_y() for c in cards}) == 3  # two 128 px cards to a 300 px row
    holder.configure(width=1000)
    tk_root.update()
    assert len({c.winfo_y() for c in view.card_widgets()}) == 1


def test_a_playable_card_says_so_in_words_not_by_colour_alone(tk_root):
    """A card that may be played now reads "Playable now" under it (a green border is olive
    to a deuteranope, like the card art's own green); the others keep a blank line, so the
    cards stay in line; a click on the words plays the card too."""
    played = []
    view = HandView(tk_root, "Hand", on_play=played.append)
    view.pack()
    view.show([MURAT, SOULT], playable={"soult"})
    view.update()
    murat, soult = view.card_widgets()

    def words(card: tkinter.Misc) -> list[str]:
        return [str(w.cget("text")).strip() for w in card.winfo_children()]

    assert "▶ Playable now" in words(soult) and "▶ Playable now" not in words(murat)
    assert murat.winfo_height() == soult.winfo_height()
    mark = next(w for w in soult.winfo_children() if "Playable" in str(w.cget("text")))
    assert mark.winfo_viewable()
    mark.event_generate("<Button-1>", x=2, y=2)
    view.update()
    assert played == ["soult"]
