"""Issue 35 in the window: the new-game dialog shows how the side a solo player takes has
fared against the bot chosen (with its sample size, and for the Coalition the rulebook's own
readings that make the game closer), and the Hint command (Game menu, Ctrl+H) shows the
expert's move for the player's side and logs it as a hint."""

from __future__ import annotations

import pytest
from cardgame_gui_support import pump
from test_gui_cardgame import quick_bot  # noqa: F401  (the bot moves at once)

from tabletop.core.i18n import number
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.hint import decode
from tabletop.games.cardgame.sides import closer_options, side_score
from tabletop.games.cardgame.state import COALITION, NAPOLEON

pytestmark = pytest.mark.gui

SOLO = {"players": "solo", "bot": "greedy", "human": "napoleon", "bot_time": 30}


def _radio(setup, name: str, text: str) -> None:
    """Click the radio button of option `name` that reads `text`."""
    for button in setup.form.fields[name].winfo_children():
        if button.cget("text") == text:
            button.invoke()
            return
    raise AssertionError(f"no {text!r} among {name}'s choices")


def test_the_dialog_shows_the_score_of_the_side_taken_against_the_bot(app, tk_root):
    """A player about to take the Coalition against a bot read only how equal bots fare:
    they must see how the Coalition scored against that very level, over how many games,
    and which of the rulebook's open readings make it closer."""
    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    tab.panel.setup_button.invoke()
    setup = tab.panel.setup
    pump(tk_root)
    _radio(setup, "human", "Coalition")
    for level in ("random", "greedy"):
        _radio(setup, "bot", level)
        pump(tk_root)
        found = side_score(COALITION, level, {})
        assert found is not None and found.games >= 100
        text = setup.against.cget("text")
        assert setup.against.winfo_ismapped()
        assert f"Against the {level} bot, Coalition scored {number(found.score, 2)}" in text
        assert f"of {found.games} games" in text
        closer = closer_options(COALITION, level, {})
        assert closer is not None  # the open readings were measured against both levels
        assert ("Closer for the Coalition" in text) == bool(closer)
        for _name, _value, score in closer:
            assert f"{number(score.score, 2)} over {score.games} games" in text
    assert "Who moves first: Coalition" in text  # measured closer against greedy
    # Against the expert: its own figure, and moving first helps the Coalition there too.
    _radio(setup, "bot", "expert")
    pump(tk_root)
    expert = side_score(COALITION, "expert", {})
    first = side_score(COALITION, "expert", {"first_player": "coalition"})
    assert expert is not None and first is not None and first.score > expert.score
    text = setup.against.cget("text")
    assert f"Against the expert bot, Coalition scored {number(expert.score, 2)}" in text
    assert f"of {expert.games} games" in text
    assert f"Who moves first: Coalition ({number(first.score, 2)} over {first.games} games)" in text
    # The side taken changes the figure: Napoleon against the same bot.
    _radio(setup, "human", "Napoleon")
    pump(tk_root)
    napoleon = side_score(NAPOLEON, "expert", {})
    assert napoleon is not None
    assert f"Napoleon scored {number(napoleon.score, 2)}" in setup.against.cget("text")
    assert "Closer for the Coalition" not in setup.against.cget("text")
    # Two players at one screen: no bot, no such line.
    _radio(setup, "players", "Two players at one screen")
    pump(tk_root)
    assert not setup.against.winfo_ismapped()


def test_hint_from_the_menu_and_the_key_shows_the_expert_move_and_logs_it(app, tk_root):
    """A newcomer asks what to do: the Game menu's Hint and Ctrl+H show a move they may
    make with its estimated score, and the log keeps it as a hint."""
    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    panel = tab.panel
    session = tab.session
    assert session.state.to_move is NAPOLEON
    legal_before = session.state
    before = len(session.log)
    panel.hints.menu.invoke(0)
    pump(tk_root)
    entry = session.log.entries[-1]
    assert len(session.log) == before + 1 and entry.what == "hint" and entry.side == "Napoleon"
    move = decode(entry.inputs["move"])
    assert move is not None
    from tabletop.games.cardgame import legal_actions

    assert move in legal_actions(legal_before)
    shown = panel.hint_says.cget("text")
    assert panel.hint_says.winfo_ismapped()
    assert shown.startswith("Hint: ") and str(describe(move)) in shown
    assert f"estimated score {number(entry.inputs['score'] / 100, 2)}" in shown
    assert session.state == legal_before  # a hint changes nothing on the table
    # The key asks again.
    panel.focus_force()
    pump(tk_root)
    panel.event_generate("<Control-h>")
    pump(tk_root)
    assert len(session.log) == before + 2 and session.log.entries[-1].what == "hint"
    # Playing on puts the hint away.
    panel.actions.buttons[next(iter(panel.actions.buttons))].invoke()
    pump(tk_root)
    assert not panel.hint_says.winfo_ismapped()


def test_hints_are_off_with_two_players_unless_both_agreed(app, tk_root):
    """At one screen a hint would help one player against the other: it is offered only
    when both turned hints on in the options, and the hint's move stays hidden from the
    other player in the log."""
    two = {"players": "two"}
    tab = app.new_session("cardgame", seed=2, options=two)
    pump(tk_root)
    panel = tab.panel
    assert panel.hints.menu.entrycget(0, "state") == "disabled"
    before = len(tab.session.log)
    panel.hints.hint()
    pump(tk_root)
    assert len(tab.session.log) == before
    assert "Hints are off" in app.status.get()

    tab = app.new_session("cardgame", seed=2, options={**two, "hints": "on", "bot_time": 30})
    pump(tk_root)
    panel = tab.panel
    assert panel.hints.menu.entrycget(0, "state") == "disabled"  # hand-over not yet confirmed
    panel.handover.button.invoke()
    pump(tk_root)
    assert panel.hints.menu.entrycget(0, "state") == "normal"
    panel.hints.menu.invoke(0)
    pump(tk_root)
    entry = tab.session.log.entries[-1]
    assert entry.what == "hint"
    public = tab.session.public_entry(entry)
    assert public.inputs["move"] != entry.inputs["move"]  # hidden from the other player


def test_the_hint_key_is_listed_in_the_keyboard_shortcuts(app, tk_root):
    """Ctrl+H asked for a hint but Help > Keyboard shortcuts did not say so: a player who
    looks there for the keys finds it, and every Control key bound with a card game open is
    listed."""
    from tabletop.gui.help import help_window
    from tabletop.gui.menus import SHORTCUTS

    app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    help_menu = app.menus.bar.nametowidget(app.menus.bar.entrycget("Help", "menu"))
    help_menu.invoke("Keyboard shortcuts")
    pump(tk_root)
    lines = help_window(app.root).shown().splitlines()
    assert any(line.startswith("Ctrl+H ") and "a hint" in line for line in lines)
    listed = {sequence for sequences, *_rest in SHORTCUTS for sequence in sequences}
    bound = [s for s in tk_root.bind_all() if "Control" in s and s.lower().endswith("-h>")]
    assert bound and {s.replace("Key-", "") for s in bound} <= listed  # Tk adds "Key-"


def test_the_side_taken_scores_beside_the_choices_that_move_it(app, tk_root):
    """The side's score against the bot stood at the foot of the dialog, below every rule
    reading: a player choosing the bot or the side could not see it change without
    scrolling. It stands in the "Who plays" group, above the readings."""
    tab = app.new_session("cardgame", seed=2, options=SOLO)
    pump(tk_root)
    tab.panel.setup_button.invoke()
    setup = tab.panel.setup
    pump(tk_root)
    who, readings = setup.form.groups.values()
    _radio(setup, "bot", "strong")
    pump(tk_root)
    assert setup.against.winfo_ismapped() and "strong bot" in setup.against.cget("text")
    assert who.winfo_rooty() < setup.against.winfo_rooty() < readings.winfo_rooty()
    _radio(setup, "players", "Two players at one screen")
    pump(tk_root)
    assert not setup.against.winfo_ismapped()
