"""Un coup de Tonnerre! in French: a game played through the session writes the same English
log as ever, and a French reader sees each of its sentences from the catalog, printed names
(commands, places) as printed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import full_entries, write_owner

from tabletop.core import i18n
from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.core.i18n import _, ngettext
from tabletop.games.words import LogWords
from tabletop.session.session import Session

ACTIONS: list[dict[str, Any]] = [
    {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2},
    {"kind": "defend", "command": "murat", "roll": 3},
    {"kind": "reinforce", "source": "langeron", "destination": "bagration", "units": 1},
    {"kind": "card_action", "command": "soult", "text": "waits in the mist"},
    {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6},
    {"kind": "no_defense"},
    {"kind": "take_loss", "source": "davout"},
]
"""Rolls typed as a player reads them off real dice; the cards are the owner's test entries."""


@pytest.fixture
def owner(user_home: Path) -> Iterator[None]:
    """The owner has entered counts, tracks and four cards (tests/support/tonnerre_support)."""
    write_owner(full_entries())
    yield
    load_board.cache_clear()


def _played() -> Session:
    session = Session.new("tonnerre", seed=3, autosave=False)
    for action in ACTIONS:
        session.act(action, side=session.game.side_of(session.state, action))
    return session


def _entry(session: Session, what: str, index: int = 0) -> Any:
    return [e for e in session.log.entries if e.what == what][index]


def test_the_log_reads_in_french_from_the_catalog_and_in_english_as_before(owner: None) -> None:
    session = _played()
    words = LogWords(session.game)
    reinforce, defend = _entry(session, "reinforce"), _entry(session, "defend")
    loss = _entry(session, "take_loss")
    english = {e.what: words.sentence(e) for e in (reinforce, defend, loss)}
    assert english["reinforce"] == "Langeron sends 1 unit to Bagration. French to act."
    assert english["defend"] == (
        "Result applied: 2 AC + 1 FM + 1 AM. French morale falls to 8. Coalition morale falls "
        "to 9. Bagration loses a unit. Coalition casualties: 1. Bagration loses a unit. "
        "Coalition casualties: 2. The French player's action is lost to the Defense it played; "
        "the Coalition player acts again. Coalition to act."
    )
    assert english["take_loss"].startswith("Davout loses a unit. French casualties: 1. ")
    assert all(words.sentence(e) == e.result for e in session.log.entries if e.said)

    i18n.set_language("fr")
    french, coalition = _("French"), _("Coalition")
    assert french != "French" and i18n.translated("{side} morale falls to {morale}.")
    assert words.sentence(reinforce) == " ".join(
        (
            ngettext(
                "{command} sends {n} unit to {destination}.",
                "{command} sends {n} units to {destination}.",
                1,
            ).format(command="Langeron", n=1, destination="Bagration"),
            _("{side} to act.").format(side=french),
        )
    )
    said = words.sentence(defend)
    for part in (
        _("Result applied: {result}.").format(result="2 AC + 1 FM + 1 AM"),
        _("{side} morale falls to {morale}.").format(side=french, morale=8),
        _("{side} morale falls to {morale}.").format(side=coalition, morale=9),
        _("{command} loses a unit.").format(command="Bagration"),
        _("{side} casualties: {box}.").format(side=coalition, box=2),
        _(
            "The {side} player's action is lost to the Defense it played; the {other} player "
            "acts again."
        ).format(side=french, other=coalition),
    ):
        assert part in said, part
    assert _(
        "{command} captures {where}: the surviving defenders retreat to their fallback zone and "
        "every attacking unit advances into it; flip the card if its condition is met."
    ).format(command="Dokhtourov", where="Maxdorf") in words.sentence(loss)
    for entry in session.log.entries:
        if entry.said:
            assert words.sentence(entry) != entry.result, entry.result

    i18n.set_language("en")
    assert {e.what: words.sentence(e) for e in (reinforce, defend, loss)} == english


def test_a_refusal_reads_in_french_and_names_the_command_as_printed(owner: None) -> None:
    session = Session.new("tonnerre", seed=3, autosave=False)
    action = {"kind": "attack", "command": "davout", "target": "bagration"}
    with pytest.raises(RuleError) as refused:
        session.act(action, side="French")
    said = (
        "French may not take this action now: it is the Coalition player's to take "
        "[2 Action Phase]."
    )
    assert str(refused.value) == said
    i18n.set_language("fr")
    assert str(refused.value) == _(
        "{side} may not take this action now: it is the {decided} player's to take{case}."
    ).format(side=_("French"), decided=_("Coalition"), case=" [2 Action Phase]")


def test_a_rout_test_reads_in_french_without_the_hidden_mist_marker(owner: None) -> None:
    """The rout test's sentence and its roll's result in French; the Mist marker drawn face
    down is named by no sentence the log shows, in either language."""
    session = _played()
    assert not session.state.mist_revealed
    words = LogWords(session.game)
    i18n.set_language("fr")
    revealed = _(
        "The Mist marker is revealed because {why}: marker {marker}{value}. Remove Soult's "
        "blocks as it shows (they are not eliminated)."
    ).split("{why}")[0]
    for entry in session.log.entries:
        text = words.sentence(session.public_entry(entry))
        assert revealed not in text
    from tabletop.games.tonnerre.rout import BROKEN, RoutTest

    test = RoutTest(5, 1, 0)
    sentence = test.sentence("French", 6)
    assert i18n.render(sentence) == _(
        "{who}: {roll}{drm} is more than morale {morale}{lowered}: {whose} is Broken and loses."
    ).format(
        who=_("{side} rout test").format(side=_("French")),
        roll=6,
        drm="",
        morale=4,
        lowered=_(" (morale lowered to {morale} by the -1 box)").format(morale=4),
        whose=_("the {side} army").format(side=_("French")),
    )
    assert _(BROKEN) != BROKEN
    i18n.set_language("en")
    assert sentence == (
        "French rout test: 6 is more than morale 4 (morale lowered to 4 by the -1 box): the "
        "French army is Broken and loses."
    )
