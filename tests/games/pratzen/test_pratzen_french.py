"""The Pratzen in French: the log's sentences read in the reader's language from the templates
the engine kept, the English (the log's `result`, what saves and tests read) unchanged."""

from __future__ import annotations

import pytest
from pratzen_support import advance_to, lost_combat, set_up

from tabletop.core import i18n
from tabletop.core.errors import RuleError
from tabletop.games.words import LogWords
from tabletop.session.session import Session


def _played() -> Session:
    """Hits, a cohesion change, an elimination and a phase move on the test scenario."""
    session = set_up()
    session.act({"kind": "hits", "units": ["F Hussars", "F Hussars"]})
    session.act(
        {
            "kind": "status",
            "unit": "A1 A",
            "status": "routed",
            "reason": "a combat result on the board",
        }
    )
    session.act({"kind": "eliminate", "name": "A Guns"})
    session.act({"kind": "next_phase"})
    return session


def _sentences(session: Session) -> dict[str, str]:
    words = LogWords(session.game)
    return {
        entry.what: words.sentence(entry) for entry in session.log.entries if entry.step == "act"
    }


ENGLISH = {
    "hits": "F Hussars has 2 hits: -1 to its close combat strength and Fire modifier. "
    "A leader stacked with F Hussars: the opposing player rolls 2d6 for him "
    "[Combat effects on Leaders].",
    "status": "A1 A is now routed. A leader stacked with A1 A: the opposing player rolls 2d6 "
    "for him [Combat effects on Leaders].",
    "eliminate": "A Guns is eliminated: Allied Morale Chart box 2.",
    "next_phase": "French Command Phase.",
}


def test_the_log_reads_in_french_and_stays_english_underneath() -> None:
    session = _played()
    english = _sentences(session)
    for what, sentence in ENGLISH.items():
        assert english[what] == sentence
    results = {e.what: e.result for e in session.log.entries if e.step == "act"}
    i18n.set_language("fr")
    french = _sentences(session)
    _ = i18n._
    leader = _("A leader stacked with {units}: the opposing player rolls 2d6 for him [{case}].")
    assert french["hits"] == " ".join(
        (
            _("{unit} has {n} hits: -1 to its close combat strength and Fire modifier.").format(
                unit="F Hussars", n=2
            ),
            leader.format(units="F Hussars", case="Combat effects on Leaders"),
        )
    )
    assert french["status"].startswith(
        _("{unit} is now {status}.").format(unit="A1 A", status=_("routed"))
    )
    assert french["eliminate"] == _("{piece} is eliminated: {side} Morale Chart box {box}.").format(
        piece="A Guns", side=_("Allied"), box=2
    )
    assert french["next_phase"] == _("{side} {phase} Phase.").format(
        side=_("French"), phase=_("Command")
    )
    for what, sentence in ENGLISH.items():
        assert french[what] != sentence, what
        assert results[what] == sentence  # the log itself keeps the English
    i18n.set_language("en")
    assert _sentences(session) == english


def test_a_refusal_and_the_summary_read_in_french() -> None:
    session = set_up()
    advance_to(session, "French", "Close Combat")
    lost_combat(session, "Allied")
    with pytest.raises(RuleError) as refused:
        session.act({"kind": "flags_defeated", "side": "Allied", "count": 9})
    english = str(refused.value)
    assert english.startswith("the Allied Defeated Flags marker is in box 0: 9 more")
    summary = session.game.summary(session.state)
    assert summary == "Turn 1 of 3, French Close Combat; Defeated Flags French 0, Allied 0"
    i18n.set_language("fr")
    french = str(refused.value)
    assert french == i18n._(
        "the {side} Defeated Flags marker is in box {box}: {count} more would take it past the "
        "Demoralization marker in box {last}, where the chart ends [{case}]."
    ).format(side=i18n._("Allied"), box=0, count=9, last=3, case="Using the Morale Tracks")
    assert french != english and i18n._("Allied") in french
    assert i18n.tr(summary) != summary
    assert i18n._("French") in i18n.tr(summary)


def test_every_pratzen_term_and_printed_result_has_a_french_translation() -> None:
    """The words the engine passes as `term`s (sides, phases, states, printed results) are in
    the catalog, so a sentence never mixes French and an English word the app knows."""
    from babel.messages.pofile import read_po

    from tabletop.games.pratzen import data, terms

    with (i18n.LOCALES / "fr" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po").open("rb") as handle:
        catalog = read_po(handle)
    words = (
        *terms.SIDES,
        *terms.PHASES,
        *terms.STATUSES,
        *terms.UNIT_TYPES,
        *terms.TABLE_RESULTS,
        *terms.CLOSE_COMBAT_TEXTS,
    )
    for word in words:
        found = catalog.get(word)
        assert found is not None and found.string and not found.fuzzy, word
    assert set(data.sides()) <= set(terms.SIDES)
    assert set(data.phases()) <= set(terms.PHASES)
    printed = data.section("close_combat", "results")
    for key in ("R", "D", "T", "winner_R", "winner_D", "winner_T"):
        assert printed[key] in terms.CLOSE_COMBAT_TEXTS, key
