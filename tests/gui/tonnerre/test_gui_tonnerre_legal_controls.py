"""Tonnerre's pages take their controls from the legal actions (issue 32 item 4): a button the
rules close is greyed with the rules' sentence as its tooltip, the answers of an attack open
only the choices the rules list (the Sokolnitz garrison first [2 Targeting Attacks]), and no
page builds an action as a dict or imports a rule module's private name."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import CHECKOUT
from tonnerre_support import full_entries, playing_panel, write_owner

from tabletop.core.data import load_board
from tabletop.games.tonnerre.state import FRENCH

pytestmark = pytest.mark.gui

PANEL = CHECKOUT / "tabletop" / "gui" / "panels" / "tonnerre"


@pytest.fixture(autouse=True)
def entered(user_home: Path) -> Iterator[None]:
    """Counts, tracks and four cards entered, as the owner would."""
    write_owner(full_entries())
    yield
    load_board.cache_clear()


def test_no_page_builds_an_action_as_a_dict_or_imports_a_private_rule() -> None:
    for path in sorted(PANEL.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert '"kind":' not in text, path.name
        assert not re.search(r"from tabletop\.games\.\S+ import .*\b_[a-z]", text), path.name


def test_a_closed_action_is_greyed_with_the_rules_sentence(app: Any) -> None:
    """The Coalition acts first [2 Action Phase]: Napoleon and Pass are the French player's,
    greyed with the engine's own words; Reinforce is open."""
    panel = playing_panel(app)
    standard = panel.play.standard
    controls = panel.controls
    assert standard.napoleon_button.instate(["disabled"])
    assert controls.why(standard.napoleon_button) == "Napoleon is the French player's [9]."
    assert standard.pass_button.instate(["disabled"])
    assert "Only the French may pass" in controls.why(standard.pass_button)
    assert standard.reinforce_button.instate(["!disabled"])
    assert controls.why(standard.reinforce_button) == ""
    # Miloradovich "can NEVER attack alone" [5]: the rules list no attack of his.
    assert "Miloradovich" not in standard.attacker.cget("values")


def test_the_loss_at_sokolnitz_offers_the_garrison_alone_and_clicks_it(app: Any) -> None:
    """Langeron's 2 FC at Sokolnitz: the first loss is the garrison's (one button), then
    Davout's is offered first [2 Targeting Attacks] [4 Garrisons]."""
    panel = playing_panel(app)
    standard = panel.play.standard
    standard.attacker.set("Langeron")
    standard.attacker.event_generate("<<ComboboxSelected>>")
    standard.target.set("Sokolnitz")
    standard.rollbox.typed_entry.insert(0, "5")
    app.root.update()
    standard.rollbox.use_typed_button.invoke()
    app.root.update()
    answer = panel.play.answer
    if panel.session.state.waiting.kind == "read":
        answer.result_entry.insert(0, "2 FC")
        answer.buttons["read_result"].invoke()
        app.root.update()
    answer.buttons["no_defense"].invoke()
    app.root.update()
    assert set(answer.buttons) == {"garrison:sokolnitz"}
    answer.buttons["garrison:sokolnitz"].invoke()
    app.root.update()
    state = panel.session.state
    assert state.garrison("sokolnitz") == 0 and state.army(FRENCH).casualties == 0
    assert next(iter(answer.buttons)) == "davout"


def test_the_defense_roll_is_closed_with_the_extra_action_rule(app: Any) -> None:
    """Against an Extra Action only one of the two actions may be defended [3 Defense
    Actions]: the second attack's Defense roll is greyed with that sentence."""
    panel = playing_panel(app)
    session = panel.session
    for action in (
        {"kind": "extra_action", "command": "bagration"},
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 1},
        {"kind": "defend", "command": "murat", "roll": 1},
        {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 2},
    ):
        session.act(action)
    app.root.update()
    box = panel.play.answer.rollbox
    assert box is not None and box.roll_button.instate(["disabled"])
    assert "Only one of an Extra Action's two actions" in panel.controls.why(box.roll_button)
    assert panel.play.answer.buttons["no_defense"].instate(["!disabled"])
