"""Hand-edited saves with impossible values: one sentence naming the field, file untouched."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from checkout_paths import SAVES

from tabletop.core.errors import SaveError
from tabletop.session.saves import read_session

SPI = SAVES / "spi1980-turn3-after-combat.toml"
CARDS = SAVES / "cardgame-solo-greedy-midgame.toml"


def edited(tmp_path: Path, source: Path, change: Any) -> Path:
    data = tomllib.loads(source.read_text())
    change(data["state"])
    path = tmp_path / source.name
    path.write_text(tomli_w.dumps(data, multiline_strings=True))  # the log on its lines
    return path


def _set(*keys: Any, value: Any) -> Any:
    def change(state: dict[str, Any]) -> None:
        holder = state
        for key in keys[:-1]:
            holder = holder[key]
        holder[keys[-1]] = value

    return change


@pytest.mark.parametrize(
    "source,change,field",
    [
        (SPI, _set("roster", 0, "id", value="nobody"), "state.roster[0].id"),
        (SPI, _set("roster", 0, "strength", value=-4), "state.roster[0].strength"),
        (SPI, _set("roster", 0, "strength", value=300), "state.roster[0].strength"),
        (SPI, _set("allied", "morale", value=500), "state.allied.morale"),
        (SPI, _set("french", "morale", value=-5), "state.french.morale"),
        (SPI, _set("turn", value=42), "state.turn"),
        (SPI, _set("phase", value="lunch"), "state.phase"),
        (CARDS, _set("deck", 0, value="no-such-card"), "state.deck"),
        (CARDS, _set("turn", value=-1), "state.turn"),
        (CARDS, _set("napoleon_morale", value=-3), "state.napoleon_morale"),
    ],
)
def test_impossible_values_are_refused_by_name(
    tmp_path: Path, source: Path, change: Any, field: str
) -> None:
    """A save edited to hold a unit or card that does not exist, or morale off its track,
    would open and then crash the panel, instead of being refused with the field named."""
    path = edited(tmp_path, source, change)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_session(path, autosave=False)
    message = str(caught.value)
    assert field in message and "\n" not in message
    assert path.read_bytes() == before


def test_a_card_in_two_places_is_refused(tmp_path: Path) -> None:
    """A copied card id would give one player a card the deck has only once."""

    def duplicate(state: dict[str, Any]) -> None:
        state["discard"] = [*state["discard"], state["deck"][0]]

    with pytest.raises(SaveError, match="two places"):
        read_session(edited(tmp_path, CARDS, duplicate), autosave=False)


@pytest.mark.gui
def test_the_window_refuses_an_impossible_save_in_one_sentence(tk_root: Any, tmp_path: Path):
    """Opening a hand-edited save would crash the window with a Tk traceback."""
    from tabletop.gui.app import App
    from tabletop.gui.recover_dialog import showing

    app = App(tk_root)
    path = edited(tmp_path, SPI, _set("roster", 0, "id", value="nobody"))
    assert app.open_path(path) is None
    tk_root.update()
    assert "does not open" in app.status.get() and app.tabs == []
    dialog = showing(tk_root)  # the loader's words, naming the id, under Details (issue 31)
    assert dialog is not None and "nobody" in dialog.details.cget("text")
    assert path.resolve() not in [p.resolve() for p in app.start._paths]
