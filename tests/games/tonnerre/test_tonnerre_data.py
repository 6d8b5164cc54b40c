"""Un coup de Tonnerre!'s board file read back against the rulebook text."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import rulebook

from tabletop.core.data import load_board
from tabletop.games.tonnerre.data import game_data


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _quotes(node: Any, where: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if "quote" in key and isinstance(value, str):
                yield f"{where}.{key}", value
            else:
                yield from _quotes(value, f"{where}.{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _quotes(value, f"{where}[{i}]")


def _entries(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _entries(value)
    elif isinstance(node, list):
        for value in node:
            yield from _entries(value)


@pytest.mark.rulebook
def test_every_quoted_phrase_is_in_the_rulebook() -> None:
    """A value whose quoted source is not in the text was typed from memory, not the book."""
    text = _flat(rulebook("002"))
    quotes = list(_quotes(load_board("tonnerre").raw))
    assert len(quotes) > 60
    for where, quote in quotes:
        assert _flat(quote) in text, where


def test_every_table_entry_names_its_source() -> None:
    """An entry without a source could not be checked against the printed rulebook."""
    raw = load_board("tonnerre").raw
    for name in ("play", "morale", "time", "rout_test", "results", "units", "mist", "tactics"):
        assert raw[name]["source"].startswith("002_8bdc647e022b1aa3.txt ["), name
    for entry in (*raw["commands"], *raw["garrisons"], *raw["casualty_priority"]):
        assert entry["source"].startswith("002_8bdc647e022b1aa3.txt ["), entry
        assert "quote" in entry
    for entry in raw["time"]["periods"]:
        assert entry["source"].startswith("002_8bdc647e022b1aa3.txt [")


@pytest.mark.rulebook
def test_start_morale_and_time_thresholds_read_as_printed() -> None:
    """A wrong start would put the morale markers or the time marker on the wrong box."""
    data = game_data()
    assert data.start_morale == {"Coalition": 10, "French": 9}
    text = rulebook("002")
    assert "Coalition Morale Marker on 10 and the French Morale Marker on 9" in text
    assert data.advance_at == (10, 16)
    assert "combined casualties reach 10" in text and "combined casualties reach 16" in text
    assert [p[1] for p in data.periods] == ["Early Morning", "Morning", "Afternoon"]
    assert [p[2] for p in data.periods] == ["7h-9h", "10h-12h", "13h-15h"]
    assert data.time_morale_cost == 1


@pytest.mark.rulebook
def test_swapped_french_time_labels_are_noted() -> None:
    """The set-up block's French labels are swapped against the hours; the note says so."""
    text = rulebook("002")
    assert "APRÈS-MIDI/MID MORNING\n10h à 12h" in text
    assert "MATIN/AFTERNOON\n13h à 15h" in text
    assert "swapped" in load_board("tonnerre").raw["time"]["notes"]


@pytest.mark.rulebook
def test_penalties_match_the_printed_lists() -> None:
    """A wrong penalty would take the wrong number of morale levels when a command goes."""
    data = game_data()
    penalties = {c.name: c.penalty for c in data.commands}
    assert penalties == {
        "Davout": 1,
        "Lannes": 1,
        "Soult": 1,
        "Imperial Guard": 2,
        "Murat": 0,
        "Oudinot": 0,
        "Bagration": 1,
        "Dokhtourov": 1,
        "Langeron": 1,
        "Miloradovich": 1,
        "Constantine": 1,
    }
    text = rulebook("002")
    french = re.search(r"\*\*French:\*\* (.*)", text)
    assert french is not None
    for name, levels in (("Imperial Guard", "- 2 levels"), ("Soult", "- 1 level")):
        assert f"{name} ({levels})" in french.group(1)
    assert "Murat, Oudinot (None)" in french.group(1)
    assert {c.name: c.rout_drm for c in data.commands if c.rout_drm} == {"Constantine": 1}
    assert "Constantine (- 1 level +1 DRM to Rout Test)" in text
    sides = {c.side for c in data.commands}
    assert sides == {"French", "Coalition"}


@pytest.mark.rulebook
def test_garrisons_extra_actions_and_totals() -> None:
    """Garrisons, Extra Actions and block totals are where the set-up and material list say."""
    data = game_data()
    assert [g[1] for g in data.garrisons] == ["Sokolnitz", "Telnitz"]
    assert data.extra_commands == ("lannes", "bagration")
    assert data.unit_totals == {"French": 16, "Coalition": 18}
    assert (data.unit_low, data.unit_high) == (1, 5)
    text = rulebook("002")
    assert "16 barrettes bleues" in text and "2 cubes bleus" in text
    assert "15 barrettes Russes" in text and "3 barrettes Autrichiennes" in text


@pytest.mark.rulebook
def test_what_the_text_lost_is_marked_unknown() -> None:
    """A guessed casualty box, unit count, card or mist value would be an invented rule."""
    raw = load_board("tonnerre").raw
    data = game_data()
    for side in ("French", "Coalition"):
        assert raw["casualty_tracks"][side]["unknown"] is True
        assert data.tracks[side].length is None
        assert data.tracks[side].mark(3) is None
    assert raw["units"]["unknown"] is True and not data.units_known()
    assert raw["mist"]["unknown"] is True and data.mist_values is None
    assert raw["mist"]["markers"] == 5 and "x5 Jetons Brouillard" in rulebook("002")
    assert raw["command_cards"]["unknown"] is True and data.cards == {}
    assert raw["tactics"]["unknown"] is True and raw["tactics"]["count"] == 26


@pytest.mark.rulebook
def test_resolution_sequence_in_printed_order() -> None:
    """Steps out of order would apply a rout test before the losses that call for it."""
    text = rulebook("002")
    start = text.index("RESOLUTION SEQUENCE")
    printed = re.findall(r"^\d\. (.+)$", text[start : start + 400], re.MULTILINE)
    steps = load_board("tonnerre").raw["resolution_sequence"]
    assert [s["text"] for s in steps] == printed[:7]
    assert [s["step"] for s in steps] == list(range(1, 8))


def test_casualty_priorities_as_printed() -> None:
    """The loss choices after a village attack are offered in the printed order."""
    data = game_data()
    assert [label for _, label in data.priorities["Sokolnitz"]] == [
        "Garrison",
        "French Unit in village",
        "Davout Unit",
    ]
    assert [c for c, _ in data.priorities["Maxdorf"]] == [
        "village",
        "davout",
        "oudinot",
        "soult",
        "guard",
    ]


def test_guard_historical_note_is_an_option_not_the_default() -> None:
    """The historical note's +1 rout modifier must not override the rules body's penalty."""
    raw = next(c for c in load_board("tonnerre").raw["commands"] if c["id"] == "guard")
    assert raw["penalty"] == 2 and "rout_drm" not in raw
    assert raw["option_rout_drm"] == 1
