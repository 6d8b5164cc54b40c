"""Owner entries for Un coup de Tonnerre! tests, and a helper to play actions.

The unit counts, casualty track boxes and card charts below are NOT the printed ones (the text
lost them): they are test values of the right shape, written to the override file exactly as
the owner's entry would be, so the engine's handling of an entry can be checked.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
import tomli_w

from tabletop.core import paths
from tabletop.core.data import load_board
from tabletop.core.dice import Dice
from tabletop.games.actions import build_action
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.rules import apply
from tabletop.games.tonnerre.state import TonnerreState, new_state

COUNTS = {
    "davout": 3,
    "lannes": 3,
    "soult": 4,
    "guard": 2,
    "murat": 2,
    "oudinot": 2,
    "bagration": 4,
    "dokhtourov": 4,
    "langeron": 4,
    "miloradovich": 3,
    "constantine": 3,
}
TRACK = {"unknown": False, "length": 12, "rout_boxes": [4, 10], "minus_one_boxes": [8]}
CARDS: dict[str, Any] = {
    "bagration": {
        "front": [
            {
                "name": "Attack Lannes",
                "kind": "attack",
                "target": "Lannes",
                "chart": ["-", "1 AC + 1 FM", "FM", "1 FC", "1 FC + 1 FM", "2 FC"],
            }
        ]
    },
    "murat": {
        "front": [
            {
                "name": "Defense",
                "kind": "defend",
                "effect": "double_attacker_losses",
                "chart": ["-", "-", "1 AM", "1 AM", "1 AM", "1 AM"],
            }
        ]
    },
    "dokhtourov": {
        "front": [
            {
                "name": "Attack Maxdorf",
                "kind": "attack",
                "target": "Maxdorf",
                "chart": ["1 AC", "-", "FC", "FC", "1 FC + 1 FM", "1 FC + 1 FM + Capture"],
            }
        ]
    },
    "guard": {
        "front": [
            {
                "name": "Defend Maxdorf",
                "kind": "defend",
                "effect": "ignore_all",
                "chart": ["1 FC", "1 FC", "-", "-", "-", "-"],
            }
        ]
    },
}


def write_owner(entries: Mapping[str, Any]) -> None:
    """Write the owner's override file and make the data reread it."""
    path = paths.override_file("tonnerre")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(tomli_w.dumps(dict(entries)), encoding="utf-8")
    load_board.cache_clear()


def full_entries(*, track: bool = True, cards: bool = True) -> dict[str, Any]:
    """Unit counts, both tracks and four cards, as an owner would enter them."""
    out: dict[str, Any] = {"units": {"unknown": False, "counts": COUNTS}}
    if track:
        out["casualty_tracks"] = {"French": TRACK, "Coalition": TRACK}
    if cards:
        out["command_cards"] = {"cards": CARDS}
    return out


@pytest.fixture
def owner(user_home: object) -> Iterator[None]:
    """The owner has entered counts, tracks and four cards."""
    write_owner(full_entries())
    yield
    load_board.cache_clear()


@pytest.fixture
def entered(user_home: object) -> Iterator[None]:
    """Counts, tracks and four cards entered, as the owner would."""
    write_owner(full_entries())
    yield
    load_board.cache_clear()


def play(state: TonnerreState, *actions: Mapping[str, Any], seed: int = 1) -> TonnerreState:
    """Apply dict actions in turn, as the session would."""
    dice = Dice(seed)
    for raw in actions:
        state, _ = apply(state, build_action(ACTIONS, raw), dice)
    return state


def start(seed: int = 1) -> TonnerreState:
    """A new game set up from the owner's entries."""
    return new_state(Dice(seed), {})


# Test cards, NOT the printed ones (the text names only "Russian Artillery"): 10 Coalition,
# 10 French, 6 Neutral, as an owner's entry would hold them.
COLOURS = ["Coalition"] * 10 + ["French"] * 10 + ["Neutral"] * 6


def tactics_deck() -> dict[str, Any]:
    """26 tactics cards as an owner would enter them (test values)."""
    out: dict[str, Any] = {}
    for i, colour in enumerate(COLOURS, start=1):
        out[str(i)] = {"name": f"Card {i}", "colour": colour, "text": "", "success": ""}
    out["1"] = {
        "name": "Russian Artillery",
        "colour": "Coalition",
        "text": "+1 to the attack roll",
        "success": "1-4",
    }
    return out


def choose(combo: Any, value: str) -> None:
    """Pick `value` in a drop-down as a player does (the selection event included)."""
    combo.set(value)
    combo.event_generate("<<ComboboxSelected>>")
    combo.update()


def place_units(panel: Any) -> None:
    """Type the printed unit counts into the Play page and start the game."""
    for command, spin in panel.play.setup.spins.items():
        spin.set(str(COUNTS[command]))
    panel.play.setup.start_button.invoke()


def click_tab(book: Any, title: str, root: Any) -> None:
    """Click the tab of a ttk notebook captioned `title` with the mouse, as a player does."""
    root.update()
    for x in range(2, book.winfo_width(), 4):
        found = book.tk.call(str(book), "identify", "tab", x, 8)
        if found != "" and book.tab(int(found), "text") == title:
            book.event_generate("<ButtonPress-1>", x=x, y=8)
            book.event_generate("<ButtonRelease-1>", x=x, y=8)
            root.update()
            assert book.tab(book.select(), "text") == title, title
            return
    raise AssertionError(f"no tab {title!r} on screen")


def each_page(book: Any, root: Any) -> Iterator[tuple[str, Any]]:
    """Click each tab of a `Pages` book in turn, giving its title and its tab's id; the page
    that was in front is clicked again at the end."""
    front = book.tab(book.select(), "text")
    for tab_id in book.tabs():
        title = book.tab(tab_id, "text")
        click_tab(book, title, root)
        yield title, tab_id
    click_tab(book, front, root)


LANNES_CHART = ["-", "AM", "FM", "1 AC", "1 AC + 1 AM", "2 AC"]
"""Test values for a card action of Lannes, not the printed card (the text lost it)."""


def keep_lannes_card(panel: Any, root: Any, chart: list[str] | None = None) -> None:
    """Printed data > A command card: type Lannes's "Attack Bagration" and click "Keep this
    card action", as the owner does with the game open (the Play page is left in front)."""
    click_tab(panel.book, "Printed data", root)
    form = panel.printed.cards
    choose(form.card_command, "Lannes")
    form.card_name.delete(0, "end")
    form.card_name.insert(0, "Attack Bagration")
    form.card_target.set("Bagration")
    for entry, cell in zip(form.chart_entries, chart or LANNES_CHART, strict=True):
        entry.delete(0, "end")
        entry.insert(0, cell)
    form.card_button.invoke()
    root.update()


def playing_panel(app: Any, seed: int = 7) -> Any:
    """A new Tonnerre tab in the window, its unit counts placed if the game asks for them."""
    tab = app.new_session("tonnerre", seed=seed)
    app.root.update()
    if tab.panel.session.state.phase == "setup":
        place_units(tab.panel)
    return tab.panel


SCRIPT: list[dict[str, Any]] = [
    {"kind": "enter_units", "counts": list(COUNTS.values())},
    {
        "kind": "attack",
        "command": "bagration",
        "target": "lannes",
        "roll": 2,
        "result": "1 AC + 1 FM",
    },
    {"kind": "no_defense"},
    {"kind": "box_shows", "mark": "plain"},
    {"kind": "pass"},
    {"kind": "attack", "command": "langeron", "target": "Sokolnitz", "roll": 5, "result": "2 FC"},
    {"kind": "no_defense"},
    {"kind": "take_loss", "source": "garrison:sokolnitz"},
    {"kind": "take_loss", "source": "davout"},
    {"kind": "box_shows", "mark": "rout test"},
    {"kind": "rout_test", "roll": 2},
    {"kind": "card_action", "command": "soult", "text": "waits in the mist"},
    {
        "kind": "attack",
        "command": "dokhtourov",
        "target": "davout",
        "roll": 6,
        "result": "2 FC + 1 FM",
    },
    {"kind": "no_defense"},
    {"kind": "box_shows", "mark": "plain"},
    {"kind": "box_shows", "mark": "rout test -1"},
    {"kind": "rout_test", "roll": 6},
]
"""Rolls and results typed as a player reads them off real dice and the cards."""


def typed_attack(panel: Any, attacker: str, target: str, roll: str) -> None:
    """Choose the attacker and target on the Play page and use a roll of real dice typed in."""
    standard = panel.play.standard
    choose(standard.attacker, attacker)
    choose(standard.target, target)
    standard.rollbox.typed_entry.insert(0, roll)
    standard.rollbox.use_typed_button.invoke()
    panel.update()


def build_hands_and_show(panel: Any, root: Any, side: str = "Coalition") -> Any:
    """On the Tactics page, each player chooses a first card behind the hand-over (the
    Coalition Russian Artillery, the French card 12); then `side`'s hand is shown. Its box."""
    click_tab(panel.book, "Tactics", root)
    for player, first in (("Coalition", "1 Russian Artillery"), ("French", "12 Card 12")):
        box = panel.tactics.hands[player]
        box.show_button.invoke()
        box.confirm_button.invoke()
        box.choice.set(first)
        box.choose_button.invoke()
        root.update()
    box = panel.tactics.hands[side]
    box.show_button.invoke()
    box.confirm_button.invoke()
    root.update()
    return box


def descendants(widget: Any) -> Iterator[Any]:
    """Every widget inside `widget`, depth first."""
    for child in widget.winfo_children():
        yield child
        yield from descendants(child)


def tip_shown(widget: Any, root: Any) -> str:
    """The tooltip a player reads with the pointer on `widget` ("" when none opens)."""
    widget.event_generate("<Enter>", x=2, y=2)
    root.update()
    shown = ""
    for top in descendants(root):
        if isinstance(top, tk.Toplevel) and top.wm_overrideredirect() and top.winfo_exists():
            shown = " ".join(str(w.cget("text")) for w in top.winfo_children())
    widget.event_generate("<Leave>")
    root.update()
    return shown.strip()
