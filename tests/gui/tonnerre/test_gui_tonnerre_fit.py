"""Nothing of the Tonnerre panel is cut off in the moments a new game never shows: each
question of an attack in progress, an Extra Action in play, a hand or the Mist marker shown
after the hand-over, a late time track, the end of the game (issue 26), at 1280x720 and
1920x1080."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fit_support import clipped, on_screen_of
from tonnerre_support import (
    choose,
    full_entries,
    place_units,
    tactics_deck,
    typed_attack,
    write_owner,
)

from tabletop.core.data import load_board

pytestmark = pytest.mark.gui

SIZES = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    """Each test starts with no owner entries read (the board cache holds the last ones)."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def _read(panel: Any, result: str) -> None:
    panel.play.answer.result_entry.insert(0, result)
    panel.play.answer.buttons["read_result"].invoke()


def read_step(panel: Any) -> None:
    """An attack whose card is not entered: the result printed on it is asked."""
    place_units(panel)
    typed_attack(panel, "Bagration", "Lannes", "2")


def defense_step(panel: Any) -> None:
    """The defender's answer, with the effect of a card not entered to choose."""
    read_step(panel)
    _read(panel, "2 FC + 1 FM")


def box_step(panel: Any) -> None:
    """A casualty box the owner has not entered."""
    defense_step(panel)
    panel.play.answer.buttons["no_defense"].invoke()


def rout_step(panel: Any) -> None:
    """A rout test with its odds."""
    box_step(panel)
    panel.play.answer.buttons["plain"].invoke()
    panel.play.answer.buttons["rout test"].invoke()


def extra_action(panel: Any) -> None:
    """Bagration's Extra Action in play, the flags line at its longest."""
    place_units(panel)
    panel.play.standard.extra_button.invoke()


def mist_shown(panel: Any) -> None:
    """The French player looks at the Mist marker."""
    place_units(panel)
    panel.play.mist.look_button.invoke()
    panel.play.mist.confirm_button.invoke()


def mist_step(panel: Any) -> None:
    """Soult attacks the Pratzen: the marker is revealed and its blocks asked."""
    place_units(panel)
    choose(panel.play.standard.other_command, "Langeron")
    panel.play.standard.other_button.invoke()
    typed_attack(panel, "Soult", "Pratzen", "3")


def first_card(panel: Any) -> None:
    """The French player's first tactics card to choose, after the hand-over."""
    entries = full_entries()
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    # A save carries the printed data it is played with: the deck entered now is logged in
    # the game, as the window does when the owner keeps it during play.
    panel.session.enter_printed({"tactics": {"cards": tactics_deck()}})
    panel.book.show("Tactics")
    box = panel.tactics.hands["French"]
    box.show_button.invoke()
    box.confirm_button.invoke()


def hand_shown(panel: Any) -> None:
    """The French hand of six cards, each with its text and its Play and Discard buttons."""
    place_units(panel)
    first_card(panel)
    box = panel.tactics.hands["French"]
    box.choice.set(box.choice.cget("values")[0])
    box.choose_button.invoke()
    box.show_button.invoke()
    box.confirm_button.invoke()
    assert box.rows, panel.error.cget("text")


def tracks_entered(panel: Any) -> None:
    """The owner's casualty tracks drawn with their R, R-1 and B boxes."""
    write_owner(full_entries())
    panel.refresh()
    assert "R-1" in panel.tracks.shown["French casualties"]


def game_over(panel: Any) -> None:
    """The French army broken: the outcome in the status line."""
    rout_step(panel)
    panel.play.answer.rollbox.typed_entry.insert(0, "3")
    panel.play.answer.rollbox.use_typed_button.invoke()
    choose(panel.play.standard.other_command, "Davout")
    panel.play.standard.other_button.invoke()
    typed_attack(panel, "Langeron", "Davout", "4")
    _read(panel, "FC")
    panel.play.answer.buttons["no_defense"].invoke()
    panel.play.answer.buttons["B"].invoke()


SCENES: dict[str, Callable[[Any], None]] = {
    f.__name__: f
    for f in (
        read_step,
        defense_step,
        box_step,
        rout_step,
        extra_action,
        mist_shown,
        mist_step,
        first_card,
        hand_shown,
        tracks_entered,
        game_over,
    )
}


@pytest.mark.parametrize("size", SIZES.values(), ids=SIZES.keys())
@pytest.mark.parametrize("scene", SCENES.values(), ids=SCENES.keys())
def test_every_moment_shows_its_texts_whole(
    app: Any, tk_root: Any, scene: Callable[[Any], None], size: tuple[int, int]
) -> None:
    """A player reaching the moment reads every text of the panel whole, at both sizes."""
    on_screen_of(tk_root, size)
    tab = app.new_session("tonnerre", seed=7)
    tk_root.update()
    scene(tab.panel)
    tk_root.update()
    found = clipped(tab.panel)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("width", [300, 900])
def test_a_row_of_fields_wraps_to_the_room_it_has(tk_root: Any, width: int) -> None:
    """A form's row in a narrow panel goes on to a second line instead of running past the
    edge, and is one line again where there is room."""
    from tkinter import ttk

    from tabletop.gui.widgets.wrap import Flow

    tk_root.geometry(f"{width}x300")
    row = Flow(tk_root)
    row.pack(fill="x")
    for name in ("Command", "face", "kind"):
        ttk.Entry(row.field(name), width=8).pack(side="left")
    row.add(ttk.Button(row, text="Keep"))
    tk_root.update()
    assert (len(row.lines) == 1) == (width == 900)
    assert not clipped(tk_root)
    assert row.winfo_height() >= max(w.winfo_y() + w.winfo_height() for w in row.items)


def _luminance(widget: Any, colour: str) -> float:
    def channel(c: int) -> float:
        v = c / 65535
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = widget.winfo_rgb(colour)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_mist_marker_is_readable_in_both_themes(app: Any, tk_root: Any, dark: bool) -> None:
    """The French player who looks at the Mist marker can read it: its ink stands out from
    its ground (contrast 4.5:1 or more) in the light theme and in the dark one."""
    from tabletop.gui import theme

    theme.apply(tk_root, dark=dark)
    try:
        tab = app.new_session("tonnerre", seed=7)
        tk_root.update()
        mist_shown(tab.panel)
        label = tab.panel.play.mist.secret_label
        assert label.cget("text").startswith("Mist marker")
        ink = _luminance(label, label.cget("foreground"))
        ground = _luminance(label, label.cget("background"))
        assert (max(ink, ground) + 0.05) / (min(ink, ground) + 0.05) >= 4.5
    finally:
        theme.apply(tk_root, dark=False)
        tk_root.update()  # the theme's change events, before the window is destroyed
