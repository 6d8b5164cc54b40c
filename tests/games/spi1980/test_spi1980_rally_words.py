"""A rally's sentences name each modifier in a player's words, in English and in French
(issue 33 item 3): "enemy adjacent +1", "ennemi adjacent +1", never the chart's id
`enemy_adjacent`; and the log keeps what it always kept, so every save still verifies."""

from __future__ import annotations

import re
from pathlib import Path

from spi_saves_support import act, build_pending

from tabletop.core import i18n
from tabletop.core.i18n import _
from tabletop.core.log import LogEntry
from tabletop.games import find_game
from tabletop.games.words import LogWords
from tabletop.session import Session
from tabletop.session.verify import verify_file

IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")


def rallied_in_woods(path: Path | None = None) -> Session:
    """French Rally Phase of Game-Turn 1 (fog, +2 [7.6]): Becker, in woods (-1 [7.4]) with
    an Enemy unit adjacent (+1 [7.3]), then Valhubert beside him (+1 [7.2]); a 6 rallies
    neither."""
    session = build_pending(path)
    act(session, {"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    act(session, {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}})
    act(
        session,
        {"kind": "set_disrupted", "unit": "valhubert", "disrupted": True, "reason": "as shown"},
    )
    act(session, {"kind": "next_phase"})
    act(
        session,
        {
            "kind": "rally",
            "corps": "V",
            "units": "becker:enemy:terrain=woods;valhubert:near=becker",
            "roll": 6,
        },
    )
    return session


def rally_entry(session: Session) -> LogEntry:
    """The log's entry of the rally: its sentences, unit by unit."""
    (entry,) = [e for e in session.log.entries if e.what == "rally"]
    return entry


def test_the_rally_sentence_names_each_modifier_in_english() -> None:
    """The log's Result reads the chart's modifiers as a player says them."""
    session = rallied_in_woods()
    entry = rally_entry(session)
    said = LogWords(find_game("spi1980")).sentence(entry)
    assert "Becker: 6 (enemy adjacent +1, town or woods -1, fog +2)" in said
    assert "Valhubert: 6 (friendly disrupted near +1, fog +2)" in said
    assert not IDENTIFIER.findall(said), said


def test_the_rally_sentence_names_each_modifier_in_french() -> None:
    """The same entry read in French: every modifier in the catalog's words."""
    session = rallied_in_woods()
    entry = rally_entry(session)
    i18n.set_language("fr")
    said = LogWords(find_game("spi1980")).sentence(entry)
    near = _("Friendly disrupted near").lower()
    assert f"{_('Enemy adjacent').lower()} +1, {_('Town or woods').lower()} -1" in said
    assert f"Valhubert : 6 ({near} +1, {_('Fog').lower()} +2)" in said
    assert "enemy" not in said and not IDENTIFIER.findall(said), said


def test_the_log_keeps_the_rally_as_it_was_written_so_saves_verify(tmp_path: Path) -> None:
    """What the log stores is unchanged (the ids, as every save before wrote them), so a
    save's replay gives it to the letter."""
    session = rallied_in_woods(tmp_path / "rally.toml")
    assert "enemy_adjacent +1" in rally_entry(session).result
    verdict = verify_file(session.save())
    assert verdict.problem is None and verdict.replayed
