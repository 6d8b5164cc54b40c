"""An evening of the card game clicked through (issue 31): two players at one screen play a
whole round (Napoleon's turn, then the Coalition's, each attack answered after the hand-over
screen), a card taken back with Undo and played again with Redo; then a solo game against the
bot, the bot's whole turn watched. The panel shows its controls after every move; each
window is quit, the autosave found again on the start page, and verified on an empty user
folder.

The card game rolls no dice (the app's dice shuffle the deck) and has no printed data the text
lost and no correction: its evening is the moves, the hand-over and the bot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from evening_support import (
    blank_panel,
    new_game_with,
    quit_window,
    resumed,
    verifies_elsewhere,
    window,
)

from tabletop.games.cardgame import Side
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.gui.widgets.hand import HIDDEN

pytestmark = pytest.mark.gui

PREFERRED = ("Commit", "Hold", "End orders", "End turn")
"""The buttons a player presses once his attack is made, in the order he looks for them."""


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot moves at once, so the evening takes seconds."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 0)


def playable_cards(panel: Any) -> list[Any]:
    """The cards drawn green (playable) in the hand."""
    return [f for f in panel.hand.card_widgets() if str(f.cget("cursor")) == "hand2"]


def click(widget: Any, root: Any) -> None:
    widget.event_generate("<Button-1>", x=5, y=5)
    root.update()


def seen(panel: Any) -> tuple[Any, ...]:
    """What the players read on the panel: the fronts, the morale, the hand, the buttons."""
    return (
        [box.text() for box in panel.fronts.boxes],
        [value.cget("text") for value in panel.morale.values.values()],
        panel.hand.shown_names(),
        panel.actions.labels(),
    )


def move(panel: Any, root: Any, attacked: set[int]) -> str:
    """One move as a player makes it: press the hand-over button when it is shown, pick a
    front when a card asks, play a card in the orders phase, attack once a turn, then the
    buttons that carry the turn on; what was pressed."""
    if panel.handover.winfo_ismapped():
        assert set(panel.hand.shown_names()) <= {HIDDEN}  # nobody's cards while handing over
        panel.handover.button.invoke()
        root.update()
        return "hand-over"
    actions = panel.actions
    if actions.chooser_buttons:
        actions.chooser_buttons[0].invoke()
        root.update()
        return "front chosen"
    labels = list(actions.buttons)
    state = panel.session.state
    if state.turn not in attacked:
        attack = next((t for t in labels if t.startswith("Attack")), None)
        if attack is not None:
            attacked.add(state.turn)
            actions.buttons[attack].invoke()
            root.update()
            return attack
        cards = playable_cards(panel)
        if state.phase.value == "orders" and cards:
            click(cards[0], root)
            return "card played"
    for wanted in PREFERRED:
        found = next((t for t in labels if t.startswith(wanted)), None)
        if found is not None:
            actions.buttons[found].invoke()
            root.update()
            return found
    cards = playable_cards(panel)
    if cards:  # discarding down to the hand limit, or a card the answer needs
        click(cards[0], root)
        return "card played"
    assert labels, f"nothing to press in the {state.phase.value} phase"
    actions.buttons[labels[0]].invoke()
    root.update()
    return labels[0]


def test_two_players_at_one_screen_play_a_whole_round(tmp_path: Path) -> None:
    """Two players who hand the screen over, take a card back and play on, then quit, would
    find a panel with nothing to press, the game elsewhere than they left it, or a save a
    referee cannot verify."""
    with window() as (root, app):
        tab = new_game_with(app, root, "cardgame", {"players": "Two players at one screen"})
        panel, session = tab.panel, tab.session
        assert session.options["players"] == "two"
        assert panel.handover.winfo_ismapped()
        assert blank_panel(panel, root) == []
        pressed: list[str] = []
        attacked: set[int] = set()
        for _ in range(300):
            state = session.state
            if state.turn == 3 or state.result is not None:
                break
            before, looked = session.state, seen(panel)
            did = move(panel, root, attacked)
            pressed.append(f"{state.turn} {state.to_move.value}: {did}")
            assert not str(app.status_bar.cget("style")).startswith("StatusError"), app.status.get()
            assert blank_panel(panel, root) == [], pressed[-1]
            after, now = session.state, seen(panel)
            own = after != before and after.to_move is before.to_move
            if own and tab.undo_button.instate(["!disabled"]) and "undone" not in str(pressed):
                tab.undo_button.invoke()  # taken back: the table as it was before the move
                root.update()
                assert session.state == before, pressed[-1]
                assert seen(panel)[:3] == looked[:3]  # (a card's front chooser is closed)
                assert blank_panel(panel, root) == []
                tab.redo_button.invoke()
                root.update()
                assert (session.state, seen(panel)) == (after, now), pressed[-1]
                pressed.append("undone and redone")
            assert session.state != before or did in ("hand-over", "card played"), pressed
        assert session.state.turn == 3, pressed
        sides = {p.split(":")[0].split()[1] for p in pressed if ":" in p}
        assert sides == {Side.NAPOLEON.value, Side.COALITION.value}
        assert attacked == {1, 2} and "undone and redone" in pressed
        state = session.state
        path = session.autosave_path()
        quit_window(app, root)

    with resumed(path, "Card game, Turn 3, just now: autosave ") as (root, again):
        assert again.session.state == state
        assert again.panel.handover.winfo_ismapped()  # nobody's hand shown on reopening
        assert set(again.panel.hand.shown_names()) <= {HIDDEN}
        assert blank_panel(again.panel, root) == []

    verifies_elsewhere(path, tmp_path / "empty-home")


def test_a_solo_evening_watches_the_bots_whole_turn(tmp_path: Path) -> None:
    """A solo player who ends his turn and watches the bot's would find a panel with nothing
    to press, or a game that does not reopen where the bot left it."""
    with window() as (root, app):
        tab = new_game_with(app, root, "cardgame", {"players": "Solo against the bot"})
        panel, session = tab.panel, tab.session
        assert panel.players.solo and panel.players.human is Side.NAPOLEON
        attacked: set[int] = set()
        for _ in range(400):
            root.update()
            state = session.state
            if state.turn == 3 or state.result is not None:
                break
            if state.to_move is Side.NAPOLEON:
                move(panel, root, attacked)
                assert blank_panel(panel, root) == []
            else:
                root.after(5)
        root.update()
        assert session.state.turn == 3
        bot_moves = [e for e in session.log.entries if e.inputs.get("bot") == "greedy"]
        assert len(bot_moves) >= 3  # its answer to our attack, and its own whole turn
        assert "bot) says:" in str(panel.bot_says.cget("text"))
        assert blank_panel(panel, root) == []
        state = session.state
        path = session.autosave_path()
        quit_window(app, root)

    with resumed(path, "Card game, Turn 3, just now: autosave ") as (root, again):
        assert again.session.state == state
        assert blank_panel(again.panel, root) == []

    verifies_elsewhere(path, tmp_path / "empty-home")
