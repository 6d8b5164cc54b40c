"""The card game's window on a laptop screen (issue 26): every choice of a chooser inside the
pane, every word on a card readable (9 pt or more) and inside the card, the hand wrapping to
the pane, the New-game choices put away once the game is open, the last events read whole,
the fight banner readable in the dark theme."""

from __future__ import annotations

import math
import shutil
import tkinter

import pytest
from checkout_paths import SAVES
from fit_support import clipped

from tabletop.games.cardgame import CardType, card, legal_actions
from tabletop.games.cardgame.cards import cards_read
from tabletop.gui import cardart
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.session.session import Session

pytestmark = pytest.mark.gui

SOLO = {"players": "solo", "bot": "greedy", "human": "napoleon"}


@pytest.fixture(autouse=True)
def laptop(tk_root, monkeypatch: pytest.MonkeyPatch) -> None:
    """A window as a 1280x720 laptop screen gives it, and a bot that waits to be asked."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 60_000)
    tk_root.geometry("1280x690+0+0")
    tk_root.update()


def pump(root, times: int = 3) -> None:
    for _ in range(times):
        root.update()


def right_edge(widget: tkinter.Misc) -> int:
    return widget.winfo_rootx() + widget.winfo_width()


def inside(widget: tkinter.Misc, room: tkinter.Misc) -> bool:
    """True when the widget lies wholly within `room` on the screen, left to right."""
    return room.winfo_rootx() <= widget.winfo_rootx() and right_edge(widget) <= right_edge(room)


def panel_problems(tk_root, panel) -> list[str]:
    """What the fit probe finds cut off inside the card game's panel."""
    return [p for p in clipped(tk_root) if str(panel) in p]


def test_every_reserve_choice_is_a_button_inside_the_pane(app, tk_root):
    """Careful Deployment offers a dozen "take ..." buttons: four to a row ran past the pane's
    right edge on a laptop and the last column could not be read or clicked. They wrap
    onto more rows, each whole inside the pane, and the last one still plays the card."""
    for seed in range(200):
        session = Session.new("cardgame", seed=seed, options=SOLO, autosave=False)
        ways = [
            a
            for a in legal_actions(session.state)
            if "target" in a and card(a["card"]).type is CardType.RESERVE
        ]
        if len(ways) > 8:
            break
    tab = app.new_session("cardgame", seed=seed, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    hand = tab.session.state.hand(panel.players.human)
    reserve = panel.hand.card_widgets()[hand.index(ways[0]["card"])]
    reserve.event_generate("<Button-1>", x=10, y=10)  # the player clicks the Reserve card
    pump(tk_root)
    buttons = panel.actions.chooser_buttons
    assert len(buttons) == len(ways) > 8
    assert all(str(b.cget("text")).startswith("take ") for b in buttons)
    pane = panel.scroll.canvas
    for button in buttons:
        assert button.winfo_viewable(), button.cget("text")
        assert inside(button, pane), f"{button.cget('text')} runs past the pane's edge"
        assert button.winfo_width() >= button.winfo_reqwidth()  # its words whole
    assert len(panel.actions.flow.rows()) > 2
    assert panel_problems(tk_root, panel) == []
    taken = str(buttons[-1].cget("text")).removeprefix("take ")
    buttons[-1].invoke()
    pump(tk_root)
    now = tab.session.state.hand(panel.players.human)
    assert taken in [card(c).name for c in now if c not in hand]


def test_every_card_sets_its_words_at_9_points_or_more_inside_the_card(app, tk_root):
    """Hand cards were 100 px with notes in 8 px letters, and a three-line name pushed
    "Use: ..." down out of the card. Every card of the deck, both readings, at the size the
    panel draws: no text under 9 points, each inside the card's border, none under the force
    box, the name first and the use line after it."""
    tab = app.new_session("cardgame", seed=4, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    nine_points = math.ceil(tk_root.winfo_fpixels("9p"))
    assert panel.text_px >= nine_points
    width, height = cardart.hand_size(panel.text_px)
    assert cardart.hand_size(cardart.TEXT_PX) == (cardart.WIDTH, cardart.HEIGHT)
    for other in (False, True):
        for c in cards_read(other).values():
            face = cardart.layout(c, width, height, panel.text_px)
            assert face.texts[0].text == cardart.type_name(c).upper()
            drawn = " ".join(t.text for t in face.texts)
            assert f"Use: {cardart.use_name(c)}" in drawn, (c.id, drawn)  # wrapped, never cut
            for t in face.texts:
                assert t.px >= nine_points, (c.id, t.text, t.px)
                assert cardart._inside(t.box, t.room), (c.id, t.text, t.box, t.room)
                assert t.room[0] >= 0 and t.room[2] <= width and t.room[3] <= height
                box = face.force_box
                if box is not None:
                    apart = t.box[2] <= box[0] or t.box[3] <= box[1]
                    assert apart, (c.id, t.text, "under the force box")
            name = " ".join(t.text for t in face.texts[1:] if t.px > panel.text_px)
            assert name in ("", c.name)  # a name set a size up, whole


def test_the_hand_wraps_to_the_pane_and_every_card_is_inside_it(app, tk_root, tmp_path):
    """Ten cards in Napoleon's hand: each card whole inside the pane, on two rows at a
    laptop's width; the cards are the size the card art asks for."""
    copy = tmp_path / "mid.toml"
    shutil.copy(SAVES / "cardgame-solo-greedy-midgame.toml", copy)
    tab = app.open_path(copy)
    panel = tab.panel
    pump(tk_root)
    cards = panel.hand.card_widgets()
    assert len(cards) == 10
    rows = {c.winfo_rooty() for c in cards}
    assert len(rows) == math.ceil(10 / panel.hand.columns()) >= 2
    for widget in cards:
        assert inside(widget, panel.hand.cards_frame)
        assert widget.winfo_width() >= cardart.hand_size(panel.text_px)[0]
    assert panel_problems(tk_root, panel) == []


def test_new_game_choices_close_once_the_game_is_open(app, tk_root):
    """The New-game choices stayed open over the board after the game started. They fit the
    pane while open (nothing cut off), and once New game has opened the game they are put
    away, in the tab they were opened from as well."""
    tab = app.new_session("cardgame", seed=2, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    panel.setup_button.invoke()
    pump(tk_root)
    assert panel.setup.winfo_ismapped()
    assert panel_problems(tk_root, panel) == []
    for child in panel.setup.winfo_children():
        assert inside(child, panel.setup), child
    panel.setup.choose("bot", "strong")
    panel.setup.new_button.invoke()
    pump(tk_root)
    new = app.current_tab()
    assert new is not tab and new.session.options["bot"] == "strong"
    assert not new.panel.setup.winfo_ismapped()
    app.notebook.select(tab)
    pump(tk_root)
    assert not panel.setup.winfo_manager()
    assert panel.fronts.winfo_ismapped()


def test_the_last_events_are_read_whole(app, tk_root, tmp_path):
    """The box of last events under the hand was three text lines high: an event that
    wrapped pushed the last words out of it. Every line of the last three events shows."""
    copy = tmp_path / "mid.toml"
    shutil.copy(SAVES / "cardgame-solo-greedy-midgame.toml", copy)
    tab = app.open_path(copy)
    panel = tab.panel
    pump(tk_root)
    panel.scroll.page(5)
    pump(tk_root)
    events = panel.events
    assert "Napoleon wins and controls Stanton Hill" in events.cget("text")
    assert events.winfo_reqheight() <= events.winfo_height()
    assert events.winfo_reqwidth() <= events.winfo_width()
    assert inside(events, panel.scroll.canvas)


def _luminance(widget: tkinter.Misc, colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 65535
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(v) for v in widget.winfo_rgb(colour))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def test_the_fight_banner_is_readable_in_both_themes(app, tk_root, tmp_path):
    """In the dark theme the fight banner kept its pale gold fill under the theme's light
    ink: "Fight at ..." could not be read. Its ink stands out from its fill (4.5:1) in both."""
    from tabletop.gui import theme

    try:
        for dark in (False, True):
            theme.apply(tk_root, dark=dark)
            copy = tmp_path / f"fight-{dark}.toml"
            shutil.copy(SAVES / "cardgame-two-players-defending.toml", copy)
            fight = app.open_path(copy).panel.fronts.fight
            pump(tk_root)
            assert fight.winfo_ismapped() and "Fight at" in fight.cget("text")
            ink = _luminance(fight, fight.cget("foreground"))
            fill = _luminance(fight, fight.cget("background"))
            assert (max(ink, fill) + 0.05) / (min(ink, fill) + 0.05) >= 4.5, dark
            assert fight.winfo_reqheight() <= fight.winfo_height()
    finally:
        theme.apply(tk_root, dark=False)
