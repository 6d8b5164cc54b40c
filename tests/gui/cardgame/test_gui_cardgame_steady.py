"""The card game's hand keeps its place while the player chooses (issue 33 item 2): the
"which front?" row opening or closing above the hand moved every card by some 34 px, so the
next click, meant for a front, landed on a card and played it with no way back."""

from __future__ import annotations

import pytest
from cardgame_gui_support import deploy_seed, pump

from tabletop.games.cardgame import legal_actions
from tabletop.gui.panels.cardgame.bot import BotRunner

pytestmark = pytest.mark.gui

SOLO = {"players": "solo", "bot": "greedy", "human": "napoleon"}


@pytest.fixture(autouse=True)
def waiting_bot(monkeypatch: pytest.MonkeyPatch, tk_root) -> None:
    """A laptop's window and a bot that waits to be asked."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 60_000)
    tk_root.geometry("1280x690+0+0")
    tk_root.update()


def where(panel) -> list[tuple[int, int]]:
    """Each card of the hand on the screen, as the pointer finds it."""
    return [(w.winfo_rootx(), w.winfo_rooty()) for w in panel.hand.card_widgets()]


def test_the_hand_stays_put_when_the_front_chooser_opens_and_closes(app, tk_root):
    """Clicking a Leader opens "Put ... at which front?" above the hand; the cards stay where
    they were, and stay there when Cancel closes it."""
    tab = app.new_session("cardgame", seed=deploy_seed(), options=SOLO)
    panel = tab.panel
    pump(tk_root)
    card_id = next(a["card"] for a in legal_actions(tab.session.state) if a["kind"] == "deploy")
    hand = tab.session.state.hand(panel.players.human)
    before = where(panel)
    assert before and all(y > 0 for _x, y in before)
    clicked = panel.hand.card_widgets()[hand.index(card_id)]
    clicked.event_generate("<Button-1>", x=10, y=10)
    pump(tk_root)
    assert panel.actions.chooser_buttons, "the chooser did not open"
    assert all(b.winfo_viewable() for b in panel.actions.chooser_buttons)
    assert where(panel) == before
    panel.actions.cancel_button.invoke()
    pump(tk_root)
    assert not panel.actions.chooser_buttons
    assert where(panel) == before


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_focused_card_is_marked_as_every_focused_control_is(app, tk_root, dark):
    """The card the keyboard is on turned gold: 1.8:1 against the light window, next to
    nothing; it takes the focus ring's colour, 3:1 or more against the window in both
    themes, and unlike the green of a playable card."""
    from tabletop.gui import theme
    from tabletop.gui.widgets import style

    theme.apply(tk_root, dark=dark)
    tab = app.new_session("cardgame", seed=deploy_seed(), options=SOLO)
    pump(tk_root)
    playable = [w for w in tab.panel.hand.card_widgets() if int(w.cget("takefocus"))]
    assert playable
    mark = str(playable[0].cget("highlightcolor"))
    assert mark == style.FOCUS_RING != str(playable[0].cget("highlightbackground"))
    assert style.contrast(mark, style.window_background(tk_root)) >= 3
