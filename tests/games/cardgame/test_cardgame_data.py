"""The card game's deck data read back against the rulebook's DECK CARD LIST."""

from __future__ import annotations

from collections import Counter

import pytest
from conftest import SEEDS

from tabletop.games.cardgame.cards import CardType, Use, card, deck_cards

RULEBOOK = SEEDS / "003_3d64bda656647380.txt"


def _deck_list_text() -> str:
    text = RULEBOOK.read_text(encoding="utf-8")
    return text.split("Card Name Type Force Use Notes ", 1)[1].strip()


@pytest.mark.rulebook
def test_every_card_in_printed_order_with_type_force_use_and_note() -> None:
    """A typo in a card's name, type, force, use or note would show a wrong card in play."""
    text = _deck_list_text()
    pos = 0
    for c in deck_cards():
        force = str(c.force) if c.force else "-"
        entry = f"{c.name} {c.type.value} {force} {c.use.value}" + (f" {c.note}" if c.note else "")
        assert text.startswith(entry, pos), (
            f"{c.id}: expected {entry!r} at {text[pos : pos + 60]!r}"
        )
        pos += len(entry) + 1
    assert pos >= len(text), f"cards left untranscribed: {text[pos : pos + 80]!r}"


def test_deck_has_96_cards_with_unique_ids() -> None:
    """A missing or doubled card would change every shuffle and the length of the battle."""
    cards = deck_cards()
    assert len(cards) == 96
    assert len({c.id for c in cards}) == 96
    counts = Counter(c.type for c in cards)
    assert counts[CardType.VICTORY] == 15 and counts[CardType.LEADER] == 13
    assert counts[CardType.ATTACK] == 13 and counts[CardType.DEFENSE] == 10


def test_notes_become_structured_effects() -> None:
    """A note read wrongly would make a card do nothing, or the wrong thing, when played."""
    assert card("decisive-defeat").effect == "casualties"
    assert card("carefully-timed-blow").effect == "assault"
    assert (card("hour-of-glory").effect, card("hour-of-glory").amount) == ("gain_morale", 2)
    assert card("trap-snaps-shut").effect == "opponent_loses_morale"
    assert card("trap-snaps-shut").use is Use.NAPOLEON
    assert (card("full-retreat").effect, card("full-retreat").amount) == ("opponent_discards", 2)
    assert card("regain-initiative").effect == "draw_extra"
    assert card("shatter-center").fronts == (1,)
    assert card("fortifications").fronts == (0, 2)
    assert card("recall-men").force == 0 and card("recall-men").effect == "gain_morale"


def test_storm_heights_reading_is_recorded() -> None:
    """The run-on 'Storm Heights A 5 B Assault Unleashed' must keep both readings visible."""
    assert card("storm-heights").effect == "assault"
    assert card("unleashed").type is CardType.RESERVE
    from tabletop.core.data import load_deck

    rows = {r["id"]: r for r in load_deck("cardgame")["cards"]}
    assert "Assault Unleashed" in rows["storm-heights"]["notes"]
    assert all(r["source"] == "003_3d64bda656647380.txt [DECK CARD LIST]" for r in rows.values())


def test_no_card_game_module_reads_the_deck_when_imported() -> None:
    """Issue 7: reading cards/cardgame.toml at import time made every start of the app (and
    every command, even `tabletop --help`) pay for it, and a broken deck file crashed the
    import instead of saying which card is wrong when the game is opened."""
    import subprocess
    import sys

    probe = """
import importlib, pkgutil
import tabletop.core.data as data
calls = []
original = data.read_toml
data.read_toml = lambda path: (calls.append(path.name), original(path))[1]
import tabletop.games.cardgame as game
for module in pkgutil.iter_modules(game.__path__):
    importlib.import_module(f"tabletop.games.cardgame.{module.name}")
import tabletop.gui.panels as panels
for module in pkgutil.iter_modules(panels.__path__):
    if module.name.startswith("cardgame"):
        importlib.import_module(f"tabletop.gui.panels.{module.name}")
importlib.import_module("tabletop.commands.simulate")
print(calls)
"""
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
