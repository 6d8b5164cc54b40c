"""The tactics hands in the window: entered once, built and played behind a hand-over
screen, never drawn for the other side [6 Tactics Cards]."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import full_entries, tactics_deck, write_owner

from tabletop.core.data import load_board
from tabletop.games.tonnerre import tactics

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    """The owner's counts and cards, but only 25 tactics cards: the form enters the last."""
    load_board.cache_clear()
    entries = full_entries()
    deck = tactics_deck()
    del deck["26"]
    entries["tactics"] = {"cards": deck}
    write_owner(entries)
    yield
    load_board.cache_clear()


def _page(app: Any) -> Any:
    tab = app.new_session("tonnerre", seed=5)
    app.root.update()
    tab.panel.book.show("Tactics")
    app.root.update()
    return tab.panel, tab.panel.tactics


def test_the_last_card_entered_opens_the_hands(app: Any) -> None:
    """With 25 of 26 cards no hand can be built; the form's last card opens them."""
    panel, page = _page(app)
    assert page.hands["Coalition"].show_button.instate(["disabled"])
    page.number.set("26")
    page.name.insert(0, "Card 26")
    page.colour.set("Neutral")
    page.keep_button.invoke()
    assert tactics.deck_ready()
    assert "26 of 26" in page.note.cget("text")
    assert page.hands["Coalition"].show_button.instate(["!disabled"])


def test_a_hand_is_shown_only_after_the_hand_over(app: Any) -> None:
    """Build the French hand behind the screen; the Coalition box shows no card; any change
    hides the French hand again; a card of another colour cannot be played."""
    panel, page = _page(app)
    page.number.set("26")
    page.name.insert(0, "Card 26")
    page.colour.set("Neutral")
    page.keep_button.invoke()
    french = page.hands["French"]
    french.show_button.invoke()
    assert french.handover.winfo_manager() and not french.rows
    french.confirm_button.invoke()
    assert french.choice is not None
    french.choice.set(french.choice.cget("values")[0])
    french.choose_button.invoke()
    # Three of the French colour; three more once the Coalition has chosen its own [6].
    assert len(tactics.hand(panel.session.state, "French")) == 3
    coalition = page.hands["Coalition"]
    coalition.show_button.invoke()
    coalition.confirm_button.invoke()
    assert coalition.choice is not None
    coalition.choice.set(coalition.choice.cget("values")[0])
    coalition.choose_button.invoke()
    state = panel.session.state
    assert len(tactics.hand(state, "French")) == 6
    assert not page.hands["French"].rows and not page.hands["Coalition"].rows
    assert "6 cards in hand (hidden)" in french.count.cget("text")
    french.show_button.invoke()
    french.confirm_button.invoke()
    assert len(french.rows) == 6
    names = {tactics.cards()[n].name for n in tactics.hand(state, "French")}
    coalition_text = page.hands["Coalition"].count.cget("text")
    assert not any(name in coalition_text for name in names)
    french.hide_button.invoke()
    assert not french.rows and not french.cards_frame.winfo_manager()
    french.show_button.invoke()
    french.confirm_button.invoke()
    foreign = [n for n in french.rows if tactics.cards()[n].colour != "French"]
    for number in foreign:
        assert french.play_buttons[number].instate(["disabled"])
    own = next(n for n in french.rows if tactics.cards()[n].colour == "French")
    french.typed_roll.insert(0, "9")
    french.play_buttons[own].invoke()
    assert "more than 6" in panel.error.cget("text")
    assert own in tactics.hand(panel.session.state, "French")
    french.typed_roll.delete(0, "end")
    french.play_buttons[own].invoke()
    assert own in panel.session.state.tactics_used
    assert not french.rows
