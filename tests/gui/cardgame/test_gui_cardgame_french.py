"""The card game's window in French (issue 24): a whole solo game played through the window's
own buttons with the app in French reads in French (status, buttons, fronts, the bot's words,
the last events, the result), the printed names of cards and places as printed."""

from __future__ import annotations

import pytest
from cardgame_gui_support import human_move, pump

from tabletop.core import i18n
from tabletop.core.i18n import _
from tabletop.games.cardgame import Side, card
from tabletop.gui import cardart
from tabletop.gui.panels.cardgame.bot import BotRunner

pytestmark = pytest.mark.gui

SOLO = {"players": "solo", "bot": "random", "human": "napoleon"}


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot moves at once, so a whole game takes seconds."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 0)


def test_a_whole_solo_game_in_french(app, tk_root):
    i18n.set_language("fr")
    tab = app.new_session("cardgame", seed=21, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    assert panel.setup_button.cget("text") == _("New game…") == "Nouvelle partie…"
    assert panel.status.cget("text").startswith("À vous de jouer (Napoléon) · phase : ")
    assert "Tour 1 (Napoléon)" in panel.notice.cget("text")
    assert [v.cget("text") for v in panel.morale.values.values()] == [
        "Moral Napoléon 20",
        "Moral Coalition 20",
    ]
    assert "Stanton Hill" in panel.fronts.boxes[0].text()
    assert "Napoléon le tient" in panel.fronts.boxes[0].text()
    saw_bot = saw_buttons = False
    for _i in range(5000):
        pump(tk_root, 1)
        state = tab.session.state
        if state.result is not None:
            break
        if state.to_move is Side.NAPOLEON:
            if panel.actions.buttons:
                saw_buttons = True
                english = ("End ", "Attack ", "Commit", "Hold", "Pass ")
                for label in panel.actions.labels():
                    assert not label.startswith(english), label
            assert human_move(panel)
        said = panel.bot_says.cget("text")
        if said:
            saw_bot = True
            assert said.startswith("Coalition (ordinateur aléatoire) dit : Mon choix : "), said
    pump(tk_root)
    assert saw_bot and saw_buttons
    state = tab.session.state
    assert state.result is not None
    title = panel.result_title.cget("text")
    assert "gagne" in title or title == "Bataille nulle"
    assert panel.status.cget("text") == "La bataille est terminée"
    reason = panel.result_reason.cget("text")
    assert state.result.reason not in reason and "Tour " in reason
    events = panel.events.cget("text")
    assert events and " draws " not in events and " plays " not in events
    i18n.set_language("en")
    panel.refresh()
    assert state.result.reason in panel.result_reason.cget("text")
    assert panel.status.cget("text") == "The battle is over"
    assert panel.bot_says.cget("text").startswith("Coalition (random bot) says: I ")


def test_each_card_in_the_hand_reads_its_use_label_in_french(app, tk_root):
    """French cards showed "Napoléon" alone where English ones read "Use: Napoleon": the
    label, too long in French for its line, was dropped. Each card of the French player's
    hand, laid out as the panel draws it, reads the catalog's label and the side's name
    (the label wraps where its line is short, beside the force box; it is never left out)."""
    i18n.set_language("fr")
    tab = app.new_session("cardgame", seed=21, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    width, height = cardart.hand_size(panel.text_px)
    hand = tab.session.state.hand(Side.NAPOLEON)
    assert panel.hand.shown_names() == [card(c).name for c in hand]
    for card_id in hand:
        c = card(card_id)
        label = _("Use: {use}").format(use=cardart.use_name(c))
        assert label.startswith("Pour\u202f: "), label
        drawn = " ".join(t.text for t in cardart.layout(c, width, height, panel.text_px).texts)
        assert label in drawn, (card_id, drawn)
