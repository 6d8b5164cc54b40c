"""The card game's and the template's panels take the games' typed actions (issue 32 item 4):
no action dict is built in them, no rule module's private name is imported, and every action
button of the card game is enabled by the rules' legal actions, its tooltip the rules' own
sentence when they close it."""

from __future__ import annotations

import re

import pytest
from cardgame_gui_support import pump
from checkout_paths import CHECKOUT

pytestmark = pytest.mark.gui

PANELS = ("tabletop/gui/panels/cardgame", "tabletop/gui/panels/template")
KIND_KEY = re.compile(r"""["']kind["']\s*:""")
PRIVATE = re.compile(r"^from tabletop\.games\S* import .*\b_[a-z]\w*", re.M)


def test_the_panels_build_no_action_dict_and_import_no_private_rule_name() -> None:
    """A panel that builds `{"kind": "hold"}` speaks the engine's save format, not its
    actions, and drifts from them unseen: each takes the game's action class instead."""
    found = []
    for folder in PANELS:
        for path in sorted((CHECKOUT / folder).glob("*.py")):
            text = path.read_text(encoding="utf-8")
            where = path.relative_to(CHECKOUT)
            found += [f"{where}: {m.group(0)}" for m in KIND_KEY.finditer(text)]
            found += [f"{where}: {m.group(0)}" for m in PRIVATE.finditer(text)]
    assert found == []


def test_each_action_button_is_enabled_by_the_rules_with_their_sentence(app, tk_root):
    """The buttons are the rules' to enable: once the rules close End orders to the player
    at the screen, the button greys with the rules' sentence naming who takes it (ORDERS
    PHASE), and opens again with them."""
    tab = app.new_session("cardgame", seed=2, options={"players": "two"})
    pump(tk_root)
    panel = tab.panel
    panel.handover.button.invoke()  # Napoleon at the screen
    pump(tk_root)
    button = panel.actions.buttons["End orders"]
    assert not button.instate(["disabled"]) and panel.controls.why(button) == ""
    panel.controls.refresh(tab.session.legal_actions("Coalition"))
    assert button.instate(["disabled"])
    assert panel.controls.why(button) == (
        "In the Orders Phase, End orders is the Napoleon player's to take [ORDERS PHASE]."
    )
    panel.controls.refresh(tab.session.legal_actions())
    assert not button.instate(["disabled"])
    button.invoke()
    pump(tk_root)
    assert tab.session.log.entries[-1].what == "end_orders"
    assert tab.session.log.entries[-1].side == "Napoleon"


def test_the_help_shows_the_card_games_sequence_of_play(app, tk_root):
    """Help > Notes for the card game gave no sequence of play: it shows the declared steps,
    each with its case and what is taken there."""
    from tabletop.games import GAMES
    from tabletop.gui.help import help_window

    menu = app.menus.bar.nametowidget(app.menus.bar.entrycget("Help", "menu"))
    menu.invoke(f"Notes: {GAMES['cardgame'].title}")
    pump(tk_root)
    text = help_window(app.root).shown()
    assert "Sequence of play" in text
    assert "2. Orders Phase [ORDERS PHASE]: Deploy, Play a card, End orders" in text
    assert "Victory cards of the action's winner [VICTORY CARDS]: Play a card, Pass" in text


def test_f6_ends_the_card_game_turn_as_for_every_game(app, tk_root):
    """F6 takes End turn in every game through the buttons bound to the rules: the card
    game's End turn was a button of its own, unbound, and F6 said the panel had none."""
    tab = app.new_session("cardgame", seed=2, options={"players": "two"})
    pump(tk_root)
    tab.panel.handover.button.invoke()
    pump(tk_root)
    tab.panel.actions.buttons["End orders"].invoke()
    pump(tk_root)
    assert "End turn" in tab.panel.actions.labels()
    tk_root.focus_force()
    tk_root.event_generate("<F6>")
    pump(tk_root)
    assert tab.session.log.entries[-1].what == "end_turn"
    assert tab.session.state.to_move.value == "coalition"
