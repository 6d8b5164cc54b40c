"""Vae Victis's log read in French: the engine writes English (the log's `result`, which every
save and test compares), and a French reader sees each sentence from its template, in the
French game's own terms ("Test-1" kept as printed, a morale test read "test de moral", PV for
victory points), the printed names as printed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from vaevictis_support import FIRE, advance_to, started, to_phase

from tabletop.core import data, i18n
from tabletop.core.errors import RuleError
from tabletop.core.i18n import _, ngettext
from tabletop.core.log import LogEntry
from tabletop.core.overrides import save_table
from tabletop.games.words import LogWords
from tabletop.session import Session


@pytest.fixture(autouse=True)
def _fire_table() -> Iterator[None]:
    """The owner has entered the fire table in this test's user folder."""
    data.load_board.cache_clear()
    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    yield
    data.load_board.cache_clear()


def _played() -> Session:
    """The test army, the French first; in the Coalition's sequence the French defensive fire,
    typed, whose Test-1 is left to the players' dice, that test typed in, a box crossed, a
    general killed; then on to the French Rally Phase of Turn 2."""
    session = started()
    to_phase(session, "defensive_fire", sequence=2)
    session.act(
        {"kind": "fire", "target": "arkh", "fire": 5, "protection": 2, "modifier": -1, "roll": 3}
    )  # column 1-2, a 3: Test-1
    session.act({"kind": "morale_test", "unit": "arkh", "reason": "fire", "minus": 1, "roll": 9})
    session.act({"kind": "lose", "reason": "on the map", "unit": "cuir"})
    session.act({"kind": "kill_leader", "leader": "suchet"})
    advance_to(session, 2, 1, 1)
    return session


def _entry(session: Session, what: str) -> LogEntry:
    return next(e for e in reversed(session.log.entries) if e.what == what)


def test_the_log_reads_in_french_with_the_games_own_terms() -> None:
    session = _played()
    words = LogWords(session.game)
    fire = _entry(session, "fire")
    test = _entry(session, "vaevictis/morale-test")
    lose = _entry(session, "lose")
    phase = _entry(session, "next_phase")
    english = {e.what: words.sentence(e) for e in (fire, test, lose, phase)}
    assert english["fire"] == (
        "Arkhangelgorod must test its morale (Test-1): roll 2D6 on your own dice and enter it "
        "as a morale test for fire [12.3]."
    )
    assert english["lose"] == "Cuirassiers loses 1 point: morale now 9 [12.3]."
    assert english["next_phase"] == "French: Rally Phase."

    i18n.set_language("fr")
    french = {e.what: words.sentence(e) for e in (fire, test, lose, phase)}
    assert french["fire"] == _(
        "{name} must test its morale{minus}: roll 2D6 on your own dice and enter it as a "
        "morale test for {reason} [12.3]."
    ).format(name="Arkhangelgorod", minus=_(" (Test-{minus})").format(minus=1), reason=_("fire"))
    assert "Test-1" in french["fire"]  # the French game's own term, kept as printed
    assert "test de moral" in french["fire"] and "morale test" not in french["fire"]
    assert french["vaevictis/morale-test"] == _(
        "{unit}, morale {morale}: rolled {roll}, {result}"
    ).format(unit="arkh", morale=8, roll=9, result=_("Fail"))
    assert french["lose"] == ngettext(
        "{name} loses {n} point{why}: morale now {morale} [12.3].",
        "{name} loses {n} points{why}: morale now {morale} [12.3].",
        1,
    ).format(name="Cuirassiers", n=1, why="", morale=9)
    assert french["next_phase"] == _("{side}: {phase}.").format(
        side=_("French"), phase=_("Rally Phase")
    )
    assert "Phase de ralliement" in french["next_phase"]
    for what, sentence in french.items():
        assert sentence != english[what], what
    killed = words.sentence(_entry(session, "kill_leader"))
    assert killed.startswith("Suchet est tué ; son aide de camp arrive au tour 3 [15.1].")
    effect = (
        "All the units of the division are out of command until the aide-de-camp replaces "
        "the general."
    )
    assert _(effect) in killed and effect not in killed  # the printed rule, in French too

    i18n.set_language("en")
    assert {e.what: words.sentence(e) for e in (fire, test, lose, phase)} == english


def test_a_refusal_and_the_score_read_in_french() -> None:
    session = started()
    i18n.set_language("fr")
    with pytest.raises(RuleError) as refused:
        session.act({"kind": "rally", "unit": "arkh"})
    assert str(refused.value) == _("{action} is taken in: {steps}; now: {step} [{case}].").format(
        action=_("Rally"), steps=_("Rally Phase"), step=_("Command Phase"), case="5.2 2"
    )
    assert "Phase de ralliement" in str(refused.value)
    summary = i18n.tr(session.game.summary(session.state))
    assert summary.startswith(_("Turn {turn}, {side} sequence, {phase}; {vp}").split("{")[0])
    assert "PV Français 0, Coalition 0" in summary
    i18n.set_language("en")
    assert session.game.summary(session.state) == (
        "Turn 1, French sequence, Command Phase; VP French 0, Coalition 0"
    )


def test_the_french_game_terms_are_the_catalogs() -> None:
    i18n.set_language("fr")
    assert _("morale test") == "test de moral"
    assert _("Death of Leaders (mort des chefs)") == "Mort des chefs"
    assert "tables des potentiels" in _(
        "The tables des potentiels are not in the rulebook text: enter each unit once below, "
        "with the morale printed in each of its loss boxes [14]."
    )
    assert _("Close Combat Results Table (TRC)").endswith("(TRC)")
    assert "PV" in _("VP French {french}, Coalition {coalition}")
    assert "en tirailleurs" in _(
        "a unit goes into square from column, line or en tirailleur, not '{square_from}' [10.3]."
    )
