"""Numbered tracks with triggers at marked boxes."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.errors import DataError
from tabletop.core.tracks import Track, Trigger, track_from_toml

MORALE = Track(
    "Allied morale",
    0,
    30,
    20,
    (
        Trigger(10, "Demoralized", "[9.2]"),
        Trigger(25, "Elated", when="at_or_above"),
        Trigger(15, "Wavering", when="at"),
    ),
)


def test_marker_stops_at_the_ends() -> None:
    """A big loss would put the morale marker below the first printed box."""
    assert MORALE.moved(-100)[0].value == 0
    assert MORALE.moved(+100)[0].value == 30
    assert MORALE.set(7)[0].value == 7


def test_triggers_fire_once_when_reached() -> None:
    """Demoralisation would be announced again on every later loss, or never at all."""
    down, fired = MORALE.moved(-10)
    assert [t.label for t in fired] == ["Demoralized"]
    further, again = down.moved(-3)
    assert again == ()
    assert [t.label for t in further.active()] == ["Demoralized"]


def test_upward_and_exact_triggers() -> None:
    """A box marked for rising morale, or for exactly one box, would fire at the wrong time."""
    up, fired = MORALE.moved(+6)
    assert [t.label for t in fired] == ["Elated"]
    at, fired = MORALE.set(15)
    assert [t.label for t in fired] == ["Wavering"]
    past, fired = at.moved(-1)
    assert fired == () and past.active() == ()


def test_moving_back_above_a_trigger_clears_it() -> None:
    """Recovering morale would leave the army marked demoralized."""
    down, _ = MORALE.set(9)
    up, fired = down.moved(+5)
    assert fired == () and up.active() == ()


def test_track_from_toml() -> None:
    """A printed track in boards/ would load with the wrong start or triggers."""
    track = track_from_toml(
        "morale",
        {
            "title": "Morale",
            "low": 0,
            "high": 12,
            "start": 8,
            "triggers": [{"box": 3, "label": "Rout", "case": "[7]"}],
        },
    )
    assert track == Track("Morale", 0, 12, 8, (Trigger(3, "Rout", "[7]"),))


@pytest.mark.parametrize(
    "data",
    [
        {"high": 5},
        {"low": 0, "high": 5, "start": 9},
        {"low": 0, "high": 5, "triggers": [{"label": "x"}]},
        {"low": "x", "high": 5},
    ],
)
def test_malformed_track_names_it(data: dict[str, Any]) -> None:
    """A typo in a printed track would crash the panel instead of naming the track."""
    with pytest.raises(DataError, match="track 'morale'"):
        track_from_toml("morale", data)


def test_each_game_says_where_its_printed_tracks_set_something_off() -> None:
    """The window draws the boxes the game's rules mark: SPI's army demoralized at morale 0
    [10.0], Vae Victis's random-finish turns and its last turn [5.3]."""
    import dataclasses

    from tabletop.games import find_game
    from tabletop.games.spi1980.charts import morale_track
    from tabletop.games.vaevictis.charts import turn_track
    from tabletop.session.session import Session

    dice = Session.new("spi1980", seed=1, autosave=False).dice
    spi = find_game("spi1980").new_state(dice, {})
    at_zero = spi.with_army(dataclasses.replace(spi.french, morale=0))
    assert morale_track(spi, "French").active() == ()
    assert [t.label for t in morale_track(at_zero, "French").active()] == ["Army demoralized"]
    vv = find_game("vaevictis").new_state(dice, {})
    marks = {t.box: t.label for t in turn_track(vv).triggers}
    assert marks == {
        7: "Random finish roll",
        8: "Random finish roll",
        9: "Random finish roll",
        10: "Game ends automatically",
    }
