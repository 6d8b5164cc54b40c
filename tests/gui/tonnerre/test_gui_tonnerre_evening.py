"""An evening of Un coup de Tonnerre! clicked through (issue 31, deliverable 9).

A new game from the start page's New game dialog, on the owner's printed data; a whole turn
by clicking: the Coalition's attack on the app's dice and Murat's Defense, Lannes's card
typed on Printed data > A command card during play and corrected, the French attack on it
with a typed roll, a card not entered read off by hand, undo and redo; every page checked
after each step; the window quit, the autosave reopened from the start page's "Sessions in
progress", and verified on an empty user folder.

If this failed, a player's evening could end in a save that no longer opens (a command card
kept during play made the save unloadable: issue 31), a page with nothing on it, or a game
the start page does not find again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from printed_support import verdicts
from tonnerre_evening import (
    answer_the_resolution,
    page_problems,
    quit_window,
    resume_from_start_page,
    window,
)
from tonnerre_support import choose, click_tab, keep_lannes_card

from tabletop.commands import main
from tabletop.games.tonnerre.state import COALITION, FRENCH
from tabletop.gui.newgame import showing

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("every_game_playable")]


def _attack(panel: Any, root: Any, attacker: str, target: str, typed: str | None) -> None:
    standard = panel.play.standard
    choose(standard.attacker, attacker)
    choose(standard.target, target)
    if typed is None:
        standard.rollbox.roll_button.invoke()
    else:
        standard.rollbox.typed_entry.insert(0, typed)
        standard.rollbox.use_typed_button.invoke()
    root.update()


def _looked_at(panel: Any, root: Any, when: str) -> None:
    problems = page_problems(panel, root)
    assert problems == [], f"after {when}: {problems}"
    assert not str(panel.error.cget("text")), f"after {when}: {panel.error.cget('text')}"


def test_an_evening_of_tonnerre_clicked_through(
    dialogs: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with window() as (root, app):
        app.start.new_buttons["tonnerre"].invoke()
        root.update()
        dialog = showing(root)
        assert dialog is not None
        dialog.new_button.invoke()
        root.update()
        tab = app.current_tab()
        panel = tab.panel
        assert "Coalition to act" in panel.status.cget("text")
        _looked_at(panel, root, "the new game")

        # The Coalition: Bagration attacks Lannes on the app's dice; Murat defends [8].
        _attack(panel, root, "Bagration", "Lannes", None)
        attack = next(e for e in reversed(panel.session.log.entries) if e.what == "attack")
        assert not attack.inputs.get("roll"), "the app's dice rolled, not a typed roll"
        _looked_at(panel, root, "the Coalition's attack")
        answer = panel.play.answer
        choose(answer.defender, "Murat")
        answer.rollbox.roll_button.invoke()
        root.update()
        answer_the_resolution(panel, root)
        _looked_at(panel, root, "Murat's Defense")
        state = panel.session.state
        assert state.waiting is None and "Murat" not in state.extra_spent
        # A Defense costs the defender its next action [3 Defense Actions]: the Coalition
        # acts again. Langeron's card is not entered: its result is read off by hand.
        assert state.active == COALITION and state.lost_action == ""
        _attack(panel, root, "Langeron", "Davout", "4")
        panel.play.answer.result_entry.insert(0, "1 FC")
        panel.play.answer.buttons["read_result"].invoke()
        root.update()
        answer_the_resolution(panel, root)
        _looked_at(panel, root, "Langeron's attack, read off the card")
        assert panel.session.state.active == FRENCH

        # During play the owner types Lannes's card, then corrects one cell of it.
        keep_lannes_card(panel, root)
        assert "kept" in panel.printed.note.cget("text")
        form = panel.printed.cards
        form.listing.selection_set(0)
        form.edit_button.invoke()
        form.chart_entries[3].delete(0, "end")
        form.chart_entries[3].insert(0, "2 AC")
        dialogs.answer = True  # "Replace a card action?": yes
        form.card_button.invoke()
        root.update()
        entered = [e for e in panel.session.log.entries if e.what == "printed data"]
        assert len(entered) == 2, "the entry and its correction, each logged in this game"
        click_tab(panel.book, "Play", root)
        _looked_at(panel, root, "the card kept and corrected")

        # The French: Lannes attacks Bagration with a typed 4, read on the corrected card.
        before = panel.session.state.army(COALITION).casualties
        turn = panel.session.state.turn
        _attack(panel, root, "Lannes", "Bagration", "4")
        assert panel.session.state.attack.result == "2 AC"
        _looked_at(panel, root, "Lannes's attack")
        panel.play.answer.buttons["no_defense"].invoke()
        root.update()
        answer_the_resolution(panel, root)
        after = panel.session.state
        assert after.army(COALITION).casualties == before + 2
        assert after.turn == turn + 1 and after.active == COALITION
        _looked_at(panel, root, "the French attack resolved")

        # Undo and redo from the tab's buttons.
        tab.undo_button.invoke()
        root.update()
        # The last answer is undone: the resolution waits for it again.
        assert panel.session.state != after and panel.session.state.waiting is not None
        _looked_at(panel, root, "Undo")
        tab.redo_button.invoke()
        root.update()
        assert panel.session.state == after
        _looked_at(panel, root, "Redo")

        path = panel.session.autosave_path()
        head = panel.session.log.head
        quit_window(app, root)

    with window() as (root, app):
        tab = resume_from_start_page(app, root, path)
        assert tab.session.log.head == head and tab.session.state == after
        _looked_at(tab.panel, root, "reopening")

    empty = tmp_path / "another-machine"
    empty.mkdir()
    assert verdicts(path, {"empty": empty}, monkeypatch) == {"empty": None}
    assert main(["verify", str(path)]) == 0
    assert not any(empty.iterdir()), "verify wrote nothing to the user folder"
