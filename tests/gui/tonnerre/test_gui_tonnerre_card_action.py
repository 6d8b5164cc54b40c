"""The Tonnerre Play page's Card action box follows the attacking command.

If this failed, Bagration's "Attack Lannes" would stay in the box when the player picks a
command whose card is not entered, and the attack would be logged under that action.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import choose, full_entries, playing_panel, write_owner

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def entered(user_home: Path) -> Iterator[None]:
    """Counts, tracks and four cards entered (Bagration's and Dokhtourov's attacks)."""
    write_owner(full_entries())
    yield
    load_board.cache_clear()


def test_card_action_box_is_cleared_for_a_command_whose_card_is_not_entered(app: Any) -> None:
    panel = playing_panel(app)
    standard = panel.play.standard
    choose(standard.attacker, "Bagration")
    assert standard.card_action.get() == "Attack Lannes"
    choose(standard.attacker, "Langeron")
    assert standard.card_action.get() == ""
    choose(standard.target, "Davout")
    standard.rollbox.typed_entry.insert(0, "3")
    standard.rollbox.use_typed_button.invoke()
    entry = next(e for e in reversed(panel.session.log.entries) if e.what == "attack")
    assert entry.inputs["command"] == "langeron" and entry.inputs.get("action", "") == ""


def test_other_card_action_text_is_not_logged_for_the_next_command(app: Any) -> None:
    panel = playing_panel(app)
    standard = panel.play.standard
    choose(standard.other_command, "Langeron")
    standard.other_text.insert(0, "moves to Sokolnitz")
    standard.other_button.invoke()
    choose(standard.other_command, "Davout")
    standard.other_button.invoke()
    last = [e for e in panel.session.log.entries if e.what == "card_action"][-1]
    assert last.inputs["command"] == "davout" and last.inputs.get("text", "") == ""


def test_the_soult_minus_one_marker_is_named_as_the_text_leaves_it(app: Any) -> None:
    """The set-up's 'Soult - 1' marker [1 Setup 3] was nowhere in the window; it is named, as
    a part the text does not explain, and shows the owner's description once entered."""
    panel = playing_panel(app)
    said = panel.play.mist.soult_label.cget("text")
    assert "'Soult - 1' marker [1 Setup 3]" in said and "does not say what it does" in said
    write_owner({**full_entries(), "soult_minus_one": {"unknown": False, "description": "X"}})
    panel.refresh()
    assert panel.play.mist.soult_label.cget("text").endswith(": X")


def test_an_eliminated_commands_flip_button_is_greyed(app: Any) -> None:
    """Flip looked possible for a command with no unit left, and the rules refuse it."""
    panel = playing_panel(app)
    panel.session.act({"kind": "card_action", "command": "langeron"})
    panel.session.act({"kind": "reinforce", "source": "murat", "destination": "lannes", "units": 2})
    app.root.update()
    assert panel.session.state.command("murat").eliminated
    assert panel.play.commands.flip_buttons["murat"].instate(["disabled"])
    assert panel.play.commands.flip_buttons["lannes"].instate(["!disabled"])


def test_the_mist_form_offers_what_the_marker_shows(app: Any) -> None:
    """With the markers entered as Soult's strength [1 Setup 4], the form was set to 0 and
    went up to 5 (all of Soult's 4 blocks could go); it now starts at the blocks the marker
    removes and stops short of his last block."""
    write_owner({**full_entries(), "mist": {"unknown": False, "values": ["2"] * 5}})
    panel = playing_panel(app)
    panel.session.act({"kind": "card_action", "command": "langeron"})
    attack = {"kind": "attack", "command": "soult", "target": "Pratzen", "roll": 4}
    panel.session.act({**attack, "result": "AC"})
    app.root.update()
    count = panel.play.answer.mist_count
    assert count.get() == "2" and str(count.cget("to")) in ("3", "3.0")
    panel.play.answer.buttons["remove_mist_blocks"].invoke()
    assert panel.session.state.command("soult").units == 2
