"""The log in a player's words: every action kind of every game has a label that reads as
words, and the entries whose logged result says too little get a sentence (issue 23).

Failing, a player would read `roll_first` or `end_orders` in the log's What column, or "6"
for a throw of two dice.
"""

from __future__ import annotations

import re

import pytest

from tabletop.core.log import LogEntry
from tabletop.games import GAMES, find_game
from tabletop.games.words import LogWords, game_words

CODE = re.compile(r"[a-z]+_[a-z_]+|[a-z]+-[a-z]+-?|/")
"""What a code name looks like: `roll_first`, `end_orders`, `first-player`, `spi1980/crt`."""

EVERY_KIND = {kind for gid in GAMES for kind in find_game(gid).actions}


def entry(what: str, side: str = "French", **fields: object) -> LogEntry:
    return LogEntry(1, "2026-01-01T00:00:00+00:00", side, what, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_action_kind_has_a_label_in_words(game_id: str) -> None:
    game = find_game(game_id)
    labels = game_words(game_id).labels
    assert set(labels) == set(game.actions), "a kind without a label, or a label for none"
    words = LogWords(game)
    for kind in game.actions:
        label = words.label(entry(kind))
        assert label == labels[kind]
        assert not CODE.search(label), f"{kind}: {label!r} reads as a code name"
        assert not any(k in label for k in EVERY_KIND if "_" in k), label


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_roll_of_a_resolver_has_a_label_in_words(game_id: str) -> None:
    game = find_game(game_id)
    words = LogWords(game)
    for name in game.resolvers:
        label = words.label(entry(f"{game_id}/{name}"))
        assert label and not CODE.search(label), f"{name}: {label!r}"


@pytest.mark.parametrize(
    ("inputs", "natural", "said"),
    [
        ({"french": 4, "coalition": 2}, 6, "French 4, Coalition 2, the French choose"),
        ({"faces": [4, 2]}, 6, "French 4, Coalition 2, the French choose"),
        ({}, 6, "6 rolled, the French choose"),
    ],
)
def test_who_goes_first_is_told_from_both_dice_when_logged(
    inputs: dict[str, object], natural: int, said: str
) -> None:
    """Vae Victis [5.1]: the log said "French choose" beside a roll of 6; the dice are named
    when the entry holds them, the sum otherwise."""
    words = LogWords(find_game("vaevictis"))
    rolled = entry(
        "vaevictis/first-player", inputs=inputs, natural=natural, dice="2d6", result="French choose"
    )
    assert words.label(rolled) == "Who goes first"
    assert words.sentence(rolled) == said


def test_an_action_that_logged_no_sentence_gets_one() -> None:
    """The card game's commit logged an empty result: the Result column was blank."""
    words = LogWords(find_game("cardgame"))
    done = entry("commit", side="Napoleon", inputs={"bot": "strong", "reason": "I commit."})
    assert words.sentence(done) == "Napoleon commits the attack."
    undone = entry("undo", result="end_orders", step="undo")
    assert (words.label(undone), words.sentence(undone)) == ("Undo", "Undone: Orders end")


def test_an_entry_told_from_its_inputs_uses_the_fields_labels() -> None:
    words = LogWords(find_game("spi1980"))
    moved = entry("exit_map", inputs={"unit": "becker"})
    assert words.sentence(moved) == "Unit: becker."


IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b|\{.*\}|\b\w+=\S|\b[a-z]+\.[a-z]+\b")
"""What a player must never read: `snake_case`, a dict, `key=value`, a dotted key."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_printed_data_entered_is_named_as_the_rulebook_names_it(language: str) -> None:
    """An owner's entry of the Vae Victis fire table reads "Fire Results Table: entered by
    the owner of the printed game", not "entered: tables.fire"; one without a printed title
    ("casualty_tracks.French") reads as words."""
    from tabletop.core import i18n

    i18n.set_language(language)
    vae = LogWords(find_game("vaevictis"))
    fire = entry(
        "printed data",
        side="",
        inputs={"tables": {"fire": {"cells": [["1"]]}}},
        result="entered: tables.fire",
        step="printed",
    )
    said = vae.sentence(fire)
    assert said.startswith(i18n.tr("Fire Results Table")) and "tables.fire" not in said, said
    tonnerre = LogWords(find_game("tonnerre"))
    tracks = entry(
        "printed data",
        side="",
        inputs={"casualty_tracks": {"French": {"boxes": 9}}},
        result="entered: casualty_tracks.French",
        step="printed",
    )
    said = tonnerre.sentence(tracks)
    assert not IDENTIFIER.search(said), said
    if language == "fr":
        assert "owner" not in said


def test_a_logged_mapping_reads_as_words_not_a_python_dict() -> None:
    """A log row's detail showed `units={'unit': 'levis', ... 'enemy_adjacent': False}`: each
    value now reads by its field's label, a nested one in words too."""
    words = LogWords(find_game("pratzen"))
    said = words.given({"units": {"unit": "levis", "enemy_adjacent": False}, "roll": 4}, "musketry")
    assert "Unit: levis" not in said and "unit: levis" in said and "enemy adjacent: no" in said
    assert not IDENTIFIER.search(said), said
    assert words.modifiers({"leader": 1, "river_crossing": -1}) == "leader +1, river crossing -1"
