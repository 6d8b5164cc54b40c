"""A choice reads in a player's words wherever it is shown (issue 33 item 3): a new game's
options as its dialog words them, and a logged action's choice in the words its field gives
each saved code word (`arg(choices={code: N_("words")})`), in English and in French. What
the save holds stays the code word, so old saves load and verify as before.

Failing, a player read "Tie: defender" and "Players: two" in a new game's log entry, and
"Front: north" for the front the card names Stanton Hill.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pytest
from checkout_paths import SAVES

from tabletop.core import i18n
from tabletop.core.i18n import N_
from tabletop.core.log import LogEntry
from tabletop.games import find_game
from tabletop.games.actions import GameAction, arg, fields_of
from tabletop.games.cardgame.actions import BOTS, FRONTS
from tabletop.games.options import options_line, options_said
from tabletop.games.words import LogWords, field_value
from tabletop.session.saves import read_session


def entry(what: str, side: str, inputs: dict[str, object], **fields: object) -> LogEntry:
    return LogEntry(1, "2026-01-01T00:00:00+00:00", side, what, inputs=inputs, **fields)  # type: ignore[arg-type]


def cap(label: str) -> str:
    """A field's label as the log shows it: translated, then capitalised."""
    text = i18n._(label)
    return text[:1].upper() + text[1:]


def said(*pairs: tuple[str, str]) -> str:
    return "; ".join(i18n._("{label}: {value}").format(label=k, value=v) for k, v in pairs)


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> str:
    i18n.set_language(request.param)
    return str(request.param)


def test_a_new_games_options_read_as_its_dialog_words_them(language: str) -> None:
    """The card game set up for two players with the defender winning ties: its first log
    entry names each option and value as the new-game dialog does, in the reader's language,
    in the order the dialog lists them; the seed by what it is."""
    words = LogWords(find_game("cardgame"))
    made = entry("new game", "", {"players": "two", "seed": 3, "tie": "defender"}, step="new")
    shown = words.given(made.inputs, "new game")
    tr = i18n.tr
    assert shown == said(
        (tr("Players"), tr("Two players at one screen")),
        (tr("A tie in force"), tr("the defender wins")),
        (tr("Dice seed"), "3"),
    )
    assert ": defender" not in shown and ": two" not in shown
    if language == "fr":
        assert "le défenseur gagne" in shown and "Graine des dés" in shown


def test_an_option_the_game_no_longer_declares_reads_as_saved(language: str) -> None:
    """A save may hold an option a later version dropped, or a value it no longer takes:
    shown by its name in words and the value as saved, never refused."""
    assert options_said("cardgame", {"old_rule": "x", "tie": "nobody"}) == (
        (i18n.tr("A tie in force"), "nobody"),
        (i18n._("Old rule"), "x"),
    )


def test_a_logged_choice_reads_in_its_fields_words(language: str) -> None:
    """The strong bot deploying at the north front: the front by the name the card prints,
    the bot's level as the dialog names it, and the card by its printed name (not its id)."""
    words = LogWords(find_game("cardgame"))
    deployed = entry(
        "deploy", "Coalition", {"bot": "greedy", "card": "tsar-alexander", "front": "north"}
    )
    shown = words.given(deployed.inputs, "deploy")
    spec = {s.name: s for s in fields_of(find_game("cardgame").actions["deploy"])}
    assert shown == said(
        (cap("bot level"), i18n.tr(BOTS["greedy"])),
        (cap("card"), "Tsar Alexander"),
        (cap("front"), "Stanton Hill"),
    )
    assert spec["front"].shown("north") == FRONTS["north"] == "Stanton Hill"
    assert ": north" not in shown
    if language == "fr":
        assert "glouton" in shown and "greedy" not in shown


def test_an_action_told_from_its_inputs_says_its_choices_in_words(language: str) -> None:
    """An action that logged no sentence of its own is told from its inputs: a choice there
    reads in words too."""
    words = LogWords(find_game("cardgame"))
    attacked = entry("attack", "Napoleon", {"front": "south", "card": "link-up"})
    assert words.sentence(attacked) == i18n._("{parts}.").format(
        parts=said((cap("front"), "Telnitz"), (cap("attack card"), "Link-Up"))
    )


@dataclass(frozen=True)
class Pick:
    """A part of an action: one pick, with a level in words and a name in none."""

    level: str = arg(N_("bot level"), choices=BOTS)
    name: str = arg(N_("card"))


@dataclass(frozen=True)
class Picks(GameAction):
    """An action whose choices come in a list, a map and a list of parts."""

    KIND = "picks"
    levels: tuple[str, ...] = arg(N_("bot level"), choices=BOTS)
    fronts: Mapping[str, str] = arg(N_("front"), choices=FRONTS)
    picks: tuple[Pick, ...] = arg(N_("card"))
    note: str = arg(N_("Reason"))


def test_every_element_of_a_list_a_map_and_a_part_reads_in_words(language: str) -> None:
    """A list of choices, a map whose values are choices and a list of parts whose fields
    have choices each read in their words; a value with no words, or a code word a field
    does not name, as it was logged."""
    spec = {s.name: s for s in fields_of(Picks)}
    tr = i18n.tr
    assert field_value(spec["levels"], ["greedy", "strong", "unheard"]) == ", ".join(
        [tr(BOTS["greedy"]), tr(BOTS["strong"]), "unheard"]
    )
    assert field_value(spec["fronts"], {"Soult": "center"}) == "({})".format(
        i18n._("{label}: {value}").format(label="soult", value="Pratzen Heights")
    )
    assert field_value(spec["picks"], [{"level": "random", "name": "link-up"}]) == "({})".format(
        ", ".join(
            i18n._("{label}: {value}").format(label=i18n._(k), value=v)
            for k, v in (("bot level", tr(BOTS["random"])), ("card", "link-up"))
        )
    )
    assert field_value(spec["note"], "as it was") == "as it was"
    assert field_value(None, True) == i18n._("yes")


@pytest.mark.parametrize(
    ("name", "held"),
    [
        ("cardgame-two-players-defending", {"players": "two", "tie": "defender"}),
        ("cardgame-solo-greedy-midgame", {"players": "solo", "bot": "greedy", "human": "napoleon"}),
    ],
)
def test_a_save_keeps_its_code_words_and_reads_in_words(
    name: str, held: dict[str, str], language: str
) -> None:
    """The example saves hold "defender" and "two" as before, and load with them (their
    replay is `verify`'s, tests/session); their first entry shows them as the dialog does,
    and the seed hidden from the player at the screen as "(caché)" in French."""
    session = read_session(SAVES / f"{name}.toml", autosave=False)
    first = session.public_entry(session.log.entries[0])
    assert session.options == held and {k: first.inputs[k] for k in held} == held
    shown = LogWords(session.game).given(first.inputs, first.what)
    assert shown.startswith(options_line(options_said("cardgame", held)))
    assert ": two;" not in shown.replace("\xa0", " ") and ": defender;" not in shown
    hidden = said((i18n._("Dice seed"), "(caché)" if language == "fr" else "(hidden)"))
    assert shown.endswith(hidden)  # the seed a player may not see, in the reader's language
