"""Every greyed Tonnerre control says why (issue 33 item 5): the example save is opened and
played a few steps (set-up, an attack whose card is read, the Defense window, a loss, a box
of the casualty track, a rout test, the end), and at each one every page is shown by clicking
its tab; each greyed button or field on it, touched by the pointer, opens a tooltip with a
sentence saying why."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import SAVES
from tonnerre_support import (
    build_hands_and_show,
    choose,
    click_tab,
    descendants,
    each_page,
    full_entries,
    place_units,
    playing_panel,
    tactics_deck,
    tip_shown,
    typed_attack,
    write_owner,
)

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui

EXAMPLE = SAVES / "tonnerre-setup.toml"
GREYABLE = ("TButton", "TCheckbutton", "TEntry", "TSpinbox", "TRadiobutton", "TCombobox")


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    """No owner entries: the example save's game, as a new owner opens it."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def _says_why(text: str) -> bool:
    """A sentence: it starts with a capital and ends as a sentence or a case does."""
    return bool(text) and text[:1].isupper() and text.rstrip()[-1:] in ".])"


def _silent_on(page: Any, root: Any, where: str) -> list[str]:
    """Every greyed control shown on `page` whose tooltip gives no sentence; and how many
    greyed controls it holds."""
    silent = []
    for widget in descendants(page):
        if widget.winfo_class() not in GREYABLE or not widget.winfo_ismapped():
            continue
        if not widget.instate(["disabled"]):
            continue
        tip = tip_shown(widget, root)
        if not _says_why(tip):
            name = _name(widget)
            silent.append(f"{where}: {name!r} greyed, tooltip {tip!r}")
    return silent


def _name(widget: Any) -> str:
    """A control as a report names it: its text, or its kind for a field."""
    try:
        return str(widget.cget("text"))
    except tk.TclError:
        return str(widget.winfo_class())


def _greyed(page: Any) -> int:
    return sum(
        1
        for w in descendants(page)
        if w.winfo_class() in GREYABLE and w.winfo_ismapped() and w.instate(["disabled"])
    )


def _silent_greys(panel: Any, root: Any, step: str) -> list[str]:
    """Each page of the panel, its tab clicked: every greyed control on it in view whose
    tooltip gives no sentence."""
    silent = []
    for title, _tab_id in each_page(panel.book, root):
        silent += _silent_on(panel.book.get(title), root, f"{step} / {title}")
    return silent


def test_every_greyed_control_of_the_example_game_says_why(app: Any) -> None:
    """From the example save's set-up to the end of the game, no greyed control is silent."""
    root = app.root
    tab = app.open_path(EXAMPLE)
    root.update()
    panel = tab.panel
    silent = _silent_greys(panel, root, "set-up")
    place_units(panel)
    root.update()
    silent += _silent_greys(panel, root, "Coalition to act")
    typed_attack(panel, "Bagration", "Lannes", "2")
    silent += _silent_greys(panel, root, "card to read")
    panel.play.answer.result_entry.insert(0, "3 FC + 6 FM")
    panel.play.answer.buttons["read_result"].invoke()
    root.update()
    silent += _silent_greys(panel, root, "Defense window")
    choose(panel.play.answer.defender, "Davout")
    panel.play.answer.buttons["no_defense"].invoke()
    root.update()
    steps = 0
    while panel.session.state.waiting is not None and steps < 12:
        kind = panel.session.state.waiting.kind
        silent += _silent_greys(panel, root, f"waiting for {kind}")
        answer = panel.play.answer
        if kind == "rout":
            answer.rollbox.typed_entry.insert(0, "6")
            answer.rollbox.use_typed_button.invoke()
        elif kind == "box":
            answer.buttons["rout test"].invoke()
        else:
            next(b for b in answer.buttons.values() if b.instate(["!disabled"])).invoke()
        root.update()
        steps += 1
    assert {"box", "rout"} <= _kinds_seen(panel)
    assert panel.session.state.phase == "over"
    silent += _silent_greys(panel, root, "game over")
    assert silent == [], "\n".join(silent)


def _kinds_seen(panel: Any) -> set[str]:
    """The steps the log shows were answered: a box read and a rout test rolled."""
    what = {entry.what for entry in panel.session.log.entries}
    return {"box" for w in what if w == "box_shows"} | {"rout" for w in what if w == "rout_test"}


def test_a_shown_hand_and_an_entered_cards_defense_say_why_they_are_greyed(app: Any) -> None:
    """With the owner's cards and tactics deck entered: a hand shown after its hand-over
    greys the cards of another colour (only your colour is playable [6 Tactics Cards]) with
    the rules' sentence, and the Defense window of an attack on an entered card greys
    nothing silently."""
    entries = full_entries()
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    root = app.root
    panel = playing_panel(app)
    build_hands_and_show(panel, root)
    assert _greyed(panel.tactics) >= 1  # a Neutral or French card of the combined deck
    silent = _silent_on(panel.tactics, root, "Coalition hand shown")
    click_tab(panel.book, "Play", root)
    typed_attack(panel, "Bagration", "Lannes", "2")
    choose(panel.play.answer.defender, "Murat")
    assert panel.play.answer.effect.instate(["disabled"])  # his card says what it does
    silent += _silent_greys(panel, root, "Defense window, cards entered")
    assert silent == [], "\n".join(silent)
