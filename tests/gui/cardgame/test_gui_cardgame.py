"""The card game's window on a real X server: a whole solo game, the hidden hand at one
screen, undo of your own move but never of a draw or the bot's, save and resume, the
example saves."""

from __future__ import annotations

from pathlib import Path

import pytest
from cardgame_gui_support import deploy_seed, human_move, pump
from checkout_paths import SAVES

from tabletop.games.cardgame import Side, card, legal_actions
from tabletop.games.cardgame.actions import Hold
from tabletop.gui.panels.cardgame.bot import BotRunner
from tabletop.gui.widgets.hand import HIDDEN

pytestmark = pytest.mark.gui

SOLO = {"players": "solo", "bot": "greedy", "human": "napoleon"}


@pytest.fixture(autouse=True)
def quick_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot moves at once, so a whole game takes seconds."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 0)


def press(panel, label: str) -> None:
    """Press the action button whose text starts with `label`."""
    for text, button in panel.actions.buttons.items():
        if text.startswith(label):
            button.invoke()
            return
    raise AssertionError(f"no button {label!r}; shown: {panel.actions.labels()}")


def shown(panel) -> dict[str, object]:
    """What a player reads on the panel, in one comparable bundle."""
    return {
        "status": panel.status.cget("text"),
        "info": panel.notice.cget("text"),
        "fronts": [box.text() for box in panel.fronts.boxes],
        "fight": panel.fronts.fight_shown(),
        "morale": [v.cget("text") for v in panel.morale.values.values()],
        "hand": panel.hand.shown_names(),
        "buttons": panel.actions.labels(),
    }


def test_a_whole_solo_game_against_random_ends_on_the_result_screen(app, tk_root):
    """Playing every move through the window's own buttons, cards and chooser against the
    random bot reaches the result screen; otherwise a player would get stuck mid-game (how
    long it takes is a figure of scripts/bench)."""
    tab = app.new_session("cardgame", seed=21, options={**SOLO, "bot": "random"})
    panel = tab.panel
    human_moves = 0
    for _ in range(5000):
        pump(tk_root, 1)
        state = tab.session.state
        if state.result is not None:
            break
        if state.to_move is Side.NAPOLEON:
            assert human_move(panel), f"nothing to press in the {state.phase} phase"
            human_moves += 1
    pump(tk_root)
    state = tab.session.state
    assert state.result is not None
    assert panel.result.winfo_manager() == "grid" and panel.result.winfo_ismapped()
    title = panel.result_title.cget("text")
    assert ("wins" in title) or ("Drawn" in title)
    assert state.result.reason in panel.result_reason.cget("text")
    assert panel.again_button.winfo_ismapped()
    entries = tab.session.log.entries[1:]  # after "new game", which names the bot too
    bot_entries = [e for e in entries if e.inputs.get("bot") == "random"]
    assert bot_entries and all(e.inputs.get("reason") for e in bot_entries)
    assert human_moves > 5


def test_two_players_hand_over_shows_nothing_until_confirmed(app, tk_root):
    """At one screen, neither hand is drawn until the player to move says who they are, and
    the hand-over comes back when the defender must answer; else a player sees the other's
    cards."""
    tab = app.new_session("cardgame", seed=5, options={"players": "two"})
    panel = tab.panel
    pump(tk_root)
    state = tab.session.state
    assert panel.handover.winfo_ismapped()
    assert panel.hand.shown_names() == [HIDDEN] * len(state.napoleon_hand)
    assert panel.hand.drawn_text() == []
    assert not panel.actions.winfo_ismapped()
    assert panel.handover.button.cget("text") == "I am Napoleon, show my hand"

    panel.handover.button.invoke()
    pump(tk_root)
    names = panel.hand.shown_names()
    assert HIDDEN not in names and len(names) == len(state.napoleon_hand)

    press(panel, "End orders")
    press(panel, "Attack Pratzen Heights")
    if tab.session.state.to_move is Side.NAPOLEON:
        press(panel, "Commit")
    pump(tk_root)
    state = tab.session.state
    assert state.to_move is Side.COALITION and state.phase.value == "defend"
    assert panel.handover.winfo_ismapped()
    assert panel.hand.shown_names() == [HIDDEN] * len(state.coalition_hand)
    assert "Pratzen Heights" in panel.fronts.fight_shown()
    assert panel.handover.button.cget("text") == "I am Coalition, show my hand"
    panel.handover.button.invoke()
    pump(tk_root)
    assert HIDDEN not in panel.hand.shown_names()
    assert "Hold" in " ".join(panel.actions.labels())


def test_solo_undo_takes_back_your_own_move_but_never_the_bots_or_a_draw(app, tk_root):
    """Undo takes back the player's own move while it is still theirs to move, and refuses
    to cross the bot's reply (its cards came from a hidden hand) or a card draw; otherwise a
    player could learn the bot's hand, redraw a bad hand, or lose a good move."""
    tab = app.new_session("cardgame", seed=3, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    press(panel, "End orders")
    before = tab.session.state
    press(panel, "Attack Stanton Hill")
    support = tab.session.state
    assert support.to_move is Side.NAPOLEON and support.phase.value == "support"
    tab.undo_button.invoke()
    pump(tk_root)
    assert tab.session.state == before
    assert "Attack Stanton Hill" in panel.actions.labels()
    assert app.status.get().startswith("Undone")
    tab.redo_button.invoke()
    pump(tk_root)
    assert tab.session.state == support
    press(panel, "Commit")
    pump(tk_root)
    answered = tab.session.state
    assert answered.to_move is Side.NAPOLEON and answered.attacked == (0,)  # the bot answered
    assert tab.undo_button.instate(["disabled"])
    tab.undo_button.invoke()
    pump(tk_root)
    assert tab.session.state == answered

    while tab.session.state.turn == 1:  # end the turn (discarding down to 7 if asked)
        press(panel, "End turn") if "End turn" in panel.actions.labels() else human_move(panel)
        pump(tk_root)
    for _ in range(400):  # the bot's turn; we answer its attacks when asked to defend
        state = tab.session.state
        if state.turn == 3 or state.result is not None:
            break
        if state.to_move is Side.NAPOLEON:
            human_move(panel)
        pump(tk_root, 1)
    state = tab.session.state
    assert state.to_move is Side.NAPOLEON and state.turn == 3  # the bot played, we drew 5
    assert panel.undo() is False
    assert tab.undo_button.instate(["disabled"])
    tk_root.event_generate("<Control-z>")
    pump(tk_root)
    assert tab.session.state == state
    assert "cannot be undone" in app.status.get()


def test_save_close_reopen_shows_the_same_position(app, tk_root):
    """A game closed mid-turn reopens showing the same fronts, morale, hand and buttons;
    otherwise a player could not carry on a saved game."""
    tab = app.new_session("cardgame", seed=8, options=SOLO)
    panel = tab.panel
    pump(tk_root)
    for _ in range(3):
        human_move(panel)
        pump(tk_root)
    press(panel, "End orders") if "End orders" in panel.actions.labels() else None
    pump(tk_root)
    before = shown(panel)
    path = tab.session.autosave_path()
    app.close_tab()
    pump(tk_root)
    reopened = app.open_path(path)
    assert reopened is not None
    pump(tk_root)
    assert shown(reopened.panel) == before


def test_reopened_solo_game_resumes_the_bot_turn(app, tk_root, tmp_path: Path):
    """A save made while the bot was to move makes the bot carry on when it is reopened;
    otherwise the game would sit waiting for nobody."""
    path = SAVES / "cardgame-solo-strong-bot-to-move.toml"
    target = tmp_path / path.name  # a scratch copy: the shipped save stays as it is
    target.write_bytes(path.read_bytes())
    tab = app.open_path(target)
    assert tab is not None
    before = tab.session.state
    assert before.to_move is Side.NAPOLEON and tab.panel.players.human is Side.COALITION
    for _ in range(400):
        pump(tk_root, 1)
        if tab.session.state.to_move is Side.COALITION or tab.session.state.result:
            break
    assert tab.session.state != before
    assert "(strong bot) says: I " in tab.panel.bot_says.cget("text")


@pytest.mark.parametrize("name", sorted(p.name for p in SAVES.glob("cardgame-*.toml")))
def test_example_saves_open_in_the_panel(app, tk_root, monkeypatch, tmp_path: Path, name):
    """Each example save opens showing its fronts and morale, and the hand a player may
    see; otherwise the shipped examples would be broken."""
    monkeypatch.setattr(BotRunner, "BOT_DELAY_MS", 10**6)  # look before the bot moves
    target = tmp_path / name
    target.write_bytes((SAVES / name).read_bytes())
    tab = app.open_path(target)
    assert tab is not None
    pump(tk_root)
    panel, state = tab.panel, tab.session.state
    for i, box in enumerate(panel.fronts.boxes):
        assert box.text().startswith(("Stanton Hill", "Pratzen Heights", "Telnitz")[i])
    assert panel.morale.values[Side.NAPOLEON].cget("text").endswith(str(state.napoleon_morale))
    if panel.players.solo:
        assert len(panel.hand.shown_names()) == len(state.hand(panel.players.human))
        assert HIDDEN not in panel.hand.shown_names()
    else:
        assert set(panel.hand.shown_names()) <= {HIDDEN}
    if state.battle is not None:
        assert "Fight at" in panel.fronts.fight_shown()


def test_a_card_with_choices_asks_inline_and_an_illegal_move_is_one_red_sentence(app, tk_root):
    """A Leader asks which front with buttons under the board (no dialog), Cancel closes it,
    and a move the rules forbid is explained in one red sentence in the status bar."""
    tab = app.new_session("cardgame", seed=deploy_seed(), options=SOLO)
    panel = tab.panel
    pump(tk_root)
    card_id = next(a["card"] for a in legal_actions(tab.session.state) if a["kind"] == "deploy")
    assert panel.hand.play(card_id)
    assert panel.actions.labels() == ["to Stanton Hill", "to Pratzen Heights", "to Telnitz"]
    panel.actions.cancel_button.invoke()
    pump(tk_root)
    assert "End orders" in panel.actions.labels()
    panel.hand.play(card_id)
    panel.actions.chooser_buttons[2].invoke()
    pump(tk_root)
    assert card_id in tab.session.state.fronts[2].napoleon
    force = card(card_id).force
    assert f"{card(card_id).name} {force}" in panel.fronts.boxes[2].text()

    assert panel.act(Hold()) is False
    message = app.status.get()
    assert message[0].isupper() and "\n" not in message and "Hold is taken in" in message
    assert str(app.status_bar.cget("style")) == "StatusError.TLabel"


def test_new_game_button_starts_a_two_player_game_in_one_click(app, tk_root):
    """The New game choices start a new tab with them; otherwise a player could not change
    who plays or the rule options."""
    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    tab.panel.setup_button.invoke()
    tab.panel.setup.choose("players", "two")
    tab.panel.setup.choose("victory", "either")
    tab.panel.setup.new_button.invoke()
    pump(tk_root)
    new = app.current_tab()
    assert new is not None and new is not tab
    assert new.session.options["players"] == "two"
    assert new.session.state.options.victory.value == "either"
    assert new.panel.handover.winfo_ismapped()


def test_new_game_choices_show_the_measured_balance_of_the_rules_chosen(app, tk_root):
    """Issue 8 item 13: Napoleon wins most games between equal bots under the written rules;
    the dialog must say how often each side wins under the rules chosen, and change when a
    rule changes, or a solo player cannot pick a fair game."""
    from tabletop.games.cardgame.balance import balance_for

    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    tab.panel.setup_button.invoke()
    setup = tab.panel.setup
    pump(tk_root)
    written = balance_for({})
    assert written is not None and written.napoleon > written.coalition
    assert setup.balance.winfo_ismapped()
    assert setup.balance.cget("text") == written.words()
    assert "Napoleon wins" in written.words() and "%" in written.words()
    setup.combos["first_player"].set("Coalition")
    pump(tk_root)
    coalition_first = balance_for({"first_player": "coalition"})
    assert coalition_first is not None and coalition_first != written
    assert setup.balance.cget("text") == coalition_first.words()


def test_new_game_offers_attacks_only_on_the_enemys_fronts_with_its_balance(app, tk_root):
    """Issue 22: attacking a front you hold wins +2 and -3 against no defence, and the strong
    bot farms it; the dialog must offer "an attack targets a front the enemy holds", show its
    measured balance, and start a game that plays by it."""
    from tabletop.games.cardgame.balance import balance_for

    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    tab.panel.setup_button.invoke()
    setup = tab.panel.setup
    pump(tk_root)
    assert "a front the enemy holds" in setup.combos["attack_target"].cget("values")
    setup.combos["attack_target"].set("a front the enemy holds")
    pump(tk_root)
    enemy = balance_for({"attack_target": "enemy"})
    assert enemy is not None and enemy != balance_for({})
    assert setup.balance.cget("text") == enemy.words()
    setup.new_button.invoke()
    pump(tk_root)
    new = app.current_tab()
    assert new is not tab and new.session.state.options.attack_target.value == "enemy"


def test_a_morale_above_twenty_keeps_its_low_boxes(app, tk_root, tmp_path: Path) -> None:
    """Napoleon at 24 morale: his track still shows box 0 (where a side breaks) up to 24, not
    the 20 boxes below the marker (a player counts down to 0)."""
    import shutil

    save = tmp_path / "defending.toml"
    shutil.copyfile(SAVES / "cardgame-two-players-defending.toml", save)
    tab = app.open_path(save)
    tk_root.update()
    view = tab.panel.morale.tracks[Side.NAPOLEON]
    assert tab.panel.session.state.napoleon_morale == 24
    canvas = view.canvas
    numbers = {canvas.itemcget(i, "text") for i in canvas.find_all() if canvas.type(i) == "text"}
    assert {"0", "1", "20", "24"} <= numbers
