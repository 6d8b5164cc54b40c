"""The app in French and English: one gettext catalog per language (Babel), sentences the
engine writes kept with their templates so each reader sees the log in their language, and a
save that is the same whatever the language it was played in."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.core import i18n
from tabletop.core.errors import RuleError
from tabletop.core.i18n_check import fields, problems
from tabletop.games import GAMES
from tabletop.session.randomplay import play
from tabletop.session.session import Session
from tabletop.session.verify import verify_file


def test_every_message_has_a_french_translation_that_keeps_its_placeholders() -> None:
    """A message marked in the code with no French, a fuzzy one, or a French one that lost a
    `{placeholder}`, each named with its file (run `scripts/i18n update`, then translate)."""
    found = problems("fr")
    assert not found, f"{len(found)} French messages to fix:\n" + "\n".join(found[:40])


def test_the_checker_finds_a_dropped_placeholder() -> None:
    assert fields("{unit} loses {n} point: morale now {morale}.") == {"unit", "n", "morale"}
    assert fields("{unit} perd {n} point.") == {"unit", "n"}


def test_a_logged_sentence_reads_in_french_from_its_template() -> None:
    """The engine writes English (the log's `result`); the log keeps the template too, and a
    French reader sees it translated, the printed name as printed."""
    said = i18n.say("entered: {parts}", parts="Lannes")
    assert said == "entered: Lannes"
    stored = i18n.said_data([said])
    assert stored == [{"t": "entered: {parts}", "a": {"parts": "Lannes"}}]
    i18n.set_language("fr")
    french = i18n.render_said(stored, said)
    assert french == i18n._("entered: {parts}").format(parts="Lannes")
    assert french != said and "Lannes" in french
    i18n.set_language("en")
    assert i18n.render_said(stored, said) == "entered: Lannes"


def test_a_refusal_reads_in_the_language_shown_when_it_is_shown() -> None:
    error = RuleError(i18n.say("entered: {parts}", parts="x"))
    assert str(error) == "entered: x"
    i18n.set_language("fr")
    assert str(error) == i18n._("entered: {parts}").format(parts="x") != "entered: x"


def test_numbers_are_written_the_french_way() -> None:
    assert i18n.percent(0.583) == "58.3%"
    assert i18n.number(2.5) == "2.5"
    i18n.set_language("fr")
    assert i18n.percent(0.583) == "58,3\u00a0%"
    assert i18n.number(2.5) == "2,5"
    said = i18n.say("{p:.1f} points", p=2.25)
    assert i18n.render(said) == i18n._("{p:.1f} points").format(p=2.25).replace(".", ",")


def test_the_language_is_chosen_from_the_command_line_then_the_environment_then_the_system(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TABLETOP_LANG", "fr_FR.UTF-8")
    assert i18n.choose() == "fr"
    assert i18n.choose("en") == "en"
    monkeypatch.delenv("TABLETOP_LANG")
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fr_CA.UTF-8")
    assert i18n.choose() == "fr"
    assert i18n.choose(saved="en") == "en"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")  # not offered: English
    assert i18n.choose() == "en"
    assert i18n.set_language("xx") == "en"


@pytest.mark.parametrize("name", sorted(p.name for p in SAVES.glob("*.toml")))
def test_every_example_save_verifies_with_the_app_in_french(name: str, tmp_path: Path) -> None:
    copy = tmp_path / name
    shutil.copy(SAVES / name, copy)
    i18n.set_language("fr")
    verdict = verify_file(copy)
    assert verdict.problem is None


@pytest.mark.parametrize("game_id", sorted(g for g in GAMES if g != "template"))
def test_a_game_played_in_french_saves_the_same_file_as_in_english(
    game_id: str, tmp_path: Path, every_game_playable: None
) -> None:
    """The same clicks with the same dice write the same bytes in either language, and the
    French save verifies with the app in English."""
    texts = {}
    for lang in ("fr", "en"):
        i18n.set_language(lang)
        path = tmp_path / f"{lang}.toml"
        session = Session.new(
            game_id, seed=1805, path=path, autosave=False, clock=lambda: "2026-11-28T12:00:00+00:00"
        )
        play(session, 120, random.Random(7))
        session.save(path)
        texts[lang] = path.read_text(encoding="utf-8")
    assert texts["fr"] == texts["en"]
    i18n.set_language("en")
    assert verify_file(tmp_path / "fr.toml").problem is None


def test_a_sentence_the_game_hides_part_of_is_not_brought_back_by_its_template() -> None:
    """A card searched into a hand is taken out of the sentence the screen shows; the log's
    template of the sentence would name it again in French, so the screen does not use it."""
    from tabletop.core.log import LogEntry
    from tabletop.games.cardgame.cards import CardType, card_index
    from tabletop.games.words import LogWords

    cards = card_index()
    reserve = next(c for c in cards.values() if c.type is CardType.RESERVE)
    searched = next(c for c in cards.values() if c.type is not CardType.RESERVE)
    session = Session.new("cardgame", seed=3, autosave=False, options={"players": "two"})
    said = i18n.say("Napoleon takes {card} into the hand.", card=searched.name)
    entry = LogEntry(
        seq=2,
        time="2026-11-28T12:00:00+00:00",
        side="Napoleon",
        what="play",
        inputs={"card": reserve.id, "target": searched.id},
        result=said,
        said=i18n.said_data([said]),
    )
    public = session.public_entry(entry)
    assert searched.name not in public.result
    i18n.set_language("fr")
    assert searched.name not in LogWords(session.game).sentence(public)


def test_thousands_are_set_apart_the_french_way() -> None:
    said = i18n.say("{n:,} entries", n=50001)
    assert said == "50,001 entries"
    i18n.set_language("fr")
    assert i18n.render(said) == i18n._("{n:,} entries").format(n=50001).replace(",", "\u202f")
    assert i18n.number(100000, 0, grouped=True) == "100\u202f000"


def test_a_french_no_break_space_stays_a_space_in_a_one_line_message() -> None:
    from tabletop.core.errors import one_line

    assert one_line("58,3\u00a0% et 100\u202f000\nsuite") == "58,3\u00a0% et 100\u202f000\\nsuite"
