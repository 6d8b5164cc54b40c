"""SPI's Austerlitz in French: the log's sentences read in the catalog's French, a printed
name as printed, and the English the engine wrote is unchanged (saves and tests read it)."""

from __future__ import annotations

import pytest

from tabletop.core import i18n
from tabletop.core.errors import RuleError
from tabletop.core.log import LogEntry
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.printed_words import PRINTED
from tabletop.games.spi1980.state import Spi1980State, UnitStatus
from tabletop.games.words import LogWords
from tabletop.session.session import Session


def _session() -> Session:
    return Session.new(
        "spi1980", seed=1805, autosave=False, clock=lambda: "2026-11-28T12:00:00+00:00"
    )


def _allied_unit(state: Spi1980State) -> str:
    """An Allied unit on the map with CSPs to lose and still face up."""
    data = game_data()
    return next(
        u.id
        for u in state.roster
        if data.unit(u.id).army == "Allied"
        and u.status is UnitStatus.ON_MAP
        and u.strength >= 3
        and not u.disrupted
    )


def _entry(session: Session, what: str) -> LogEntry:
    return [e for e in session.log.entries if e.what == what][-1]


def test_spi_log_sentences_read_in_french_and_the_english_is_unchanged() -> None:
    session = _session()
    unit = _allied_unit(session.state)
    name = game_data().unit(unit).name
    strength = session.state.unit(unit).strength
    morale = session.state.allied.morale
    session.act({"kind": "set_disrupted", "unit": unit, "disrupted": True, "reason": "seen"})
    session.act({"kind": "lose_csp", "unit": unit, "count": 1, "reason": "stacking"})
    session.act({"kind": "objective", "hex": "1521", "label": "F", "value": 3, "holder": "French"})
    session.act({"kind": "set_option", "name": "corps_integrity", "value": "yes"})
    words = LogWords(session.game)
    entries = {
        kind: _entry(session, kind)
        for kind in ("set_disrupted", "lose_csp", "objective", "set_option")
    }
    english = {kind: words.sentence(entry) for kind, entry in entries.items()}

    # The English, as the engine has always written it.
    assert english["set_disrupted"] == f"{name} is disrupted."
    assert english["lose_csp"] == (
        f"{name} loses 1 CSP and is down to {strength - 1}. "
        f"Allied army morale falls to {morale - 1}."
    )
    assert english["objective"] == "Hex 1521 (F, 3 VPs) is held by the French."
    assert english["set_option"] == "Option corps_integrity set to yes."
    for kind, entry in entries.items():
        assert entry.result == english[kind]  # the log keeps the English

    i18n.set_language("fr")
    _ = i18n._
    french = {kind: words.sentence(entry) for kind, entry in entries.items()}
    assert french["set_disrupted"] == _("{unit} is disrupted.").format(unit=name)
    assert french["lose_csp"] == " ".join(
        (
            _("{unit} loses {n} CSP and is down to {left}.").format(
                unit=name, n=1, left=strength - 1
            ),
            _("{side} army morale falls to {morale}.").format(side=_("Allied"), morale=morale - 1),
        )
    )
    assert french["objective"] == _(
        "Hex {hex} ({label}, {value} VPs) is held by the {holder}."
    ).format(hex="1521", label="F", value=3, holder=_("French"))
    assert french["set_option"] == _("Option {name} set to {value}.").format(
        name="corps_integrity", value="yes"
    )
    for kind in entries:
        assert french[kind] != english[kind], kind  # really translated
        assert entries[kind].result == english[kind]  # the log itself is unchanged
    assert name in french["set_disrupted"]  # a printed name stays as printed
    assert _("Allied") in french["lose_csp"] and "Allied" not in french["lose_csp"]

    i18n.set_language("en")
    assert {kind: words.sentence(entry) for kind, entry in entries.items()} == english


def test_a_spi_refusal_reads_in_french() -> None:
    session = _session()
    with pytest.raises(RuleError) as caught:
        session.act({"kind": "lose_csp", "unit": "nobody", "count": 1, "reason": "seen"})
    assert str(caught.value) == "there is no unit 'nobody' in this game."
    i18n.set_language("fr")
    assert str(caught.value) == i18n._("there is no unit '{unit}' in this game.").format(
        unit="nobody"
    )
    assert str(caught.value) != "there is no unit 'nobody' in this game."


def test_the_spi_summary_and_log_labels_are_in_the_catalog() -> None:
    """The turn line the window shows and the log's labels have French in the catalog."""
    session = _session()
    state = session.state
    phase = game_data().phase(state.phase).name
    english = session.game.summary(state)
    assert english == (
        f"Game-Turn 1 (fog), {phase}; Allied morale {state.allied.morale}, "
        f"French morale {state.french.morale}"
    )
    i18n.set_language("fr")
    template = "Game-Turn {turn} (fog), {phase}; Allied morale {allied}, French morale {french}"
    assert i18n.tr(session.game.summary(session.state)) == i18n._(template).format(
        turn=1, phase=i18n.tr(phase), allied=state.allied.morale, french=state.french.morale
    )
    assert i18n.tr(session.game.summary(session.state)) != english
    same = {"Combat"}  # the same word in French
    for label in LogWords(session.game).words.labels.values():
        assert i18n.translated(label) or label in same, label


def test_the_board_files_prose_a_player_reads_is_marked_for_the_catalog() -> None:
    """Phases, fog and demoralization effects, levels of victory, the reserve's rule and the
    options' words as boards/spi1980.toml prints them are all in printed_words (so in the
    catalog), and each has its French."""
    data = game_data()
    raw = data.raw
    shown = [text for phase in data.phases for text in (phase.name, phase.text)]
    shown += [*raw["turn_track"]["fog_effects"], *raw["morale_rules"]["effects"]]
    shown += [level.level for level in data.victory_levels]
    shown.append(raw["reserve"]["text"])
    for spec in raw["options"].values():
        shown += [spec["title"], spec.get("group", ""), *spec.get("words", {}).values()]
    missing = [text for text in shown if text and text not in PRINTED]
    assert not missing
    i18n.set_language("fr")
    assert all(i18n.translated(text) for text in PRINTED)
    assert i18n.tr(data.phases[0].name) == i18n._("Allied Rally Phase") != "Allied Rally Phase"
