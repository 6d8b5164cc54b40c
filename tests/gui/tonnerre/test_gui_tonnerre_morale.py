"""The morale track's lost extent in the Tonnerre window: asked for, entered once on the
Printed data page, then used (audit finding 2)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import COUNTS

from tabletop.core.data import load_board
from tabletop.games.tonnerre.state import FRENCH

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Iterator[None]:
    """Each test starts with no owner entries read."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def _ready(app: Any) -> Any:
    tab = app.new_session("tonnerre", seed=7)
    app.root.update()
    panel = tab.panel
    for command, spin in panel.play.setup.spins.items():
        spin.set(str(COUNTS[command]))
    panel.play.setup.start_button.invoke()
    combo = panel.play.standard.other_command
    combo.set("Langeron")
    combo.event_generate("<<ComboboxSelected>>")
    panel.play.standard.other_button.invoke()
    return panel


def test_napoleon_at_nine_asks_for_the_track_then_stops_on_its_last_box(app: Any) -> None:
    """Napoleon at French morale 9 must not show an invented 11: the window asks for the
    printed track's last box, and once the owner enters it (test values 0 to 10, not the
    printed ones) the marker stops there."""
    panel = _ready(app)
    panel.play.standard.napoleon_button.invoke()
    assert "Printed data" in panel.error.cget("text")
    assert panel.morale_shown(FRENCH) == 9
    assert panel.tracks.shown["French morale"] == "9"
    panel.printed.morale_low.set("0")
    panel.printed.morale_high.set("10")
    panel.printed.morale_button.invoke()
    assert "kept" in panel.printed.note.cget("text")
    panel.play.standard.napoleon_button.invoke()
    assert panel.morale_shown(FRENCH) == 10


def test_a_morale_track_without_box_ten_is_refused_on_the_page(app: Any) -> None:
    """The owner typing a track that cannot hold the Coalition's start reads one sentence."""
    panel = _ready(app)
    panel.printed.morale_low.set("0")
    panel.printed.morale_high.set("8")
    panel.printed.morale_button.invoke()
    text = panel.printed.error.cget("text")
    assert "10" in text and "\n" not in text
