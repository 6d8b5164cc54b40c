"""Each Tonnerre action that throws a die shows, before the roll, the chance of each result
its own rules then read (issue 32 item 2): the attack's and the Defense's card charts, the
rout test and a tactics card's success roll, on games reached by play.

The charts, unit counts and tactics cards are test values written as the owner would enter
them (tests/support/tonnerre_support.py), not the printed ones: the text lost them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

import pytest
from tonnerre_support import CARDS, SCRIPT, full_entries, tactics_deck, write_owner

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.games.tonnerre.actions import Attack, Defend, PlayTactic, RoutTestRoll
from tabletop.games.tonnerre.rout import BROKEN, HOLDS
from tabletop.session import Session
from tests.support.odds_support import assert_odds_are_its_rolls

READ = "read from the card"
LANGERON = {
    "front": [
        {
            "name": "Attack Sokolnitz",
            "kind": "attack",
            "target": "Sokolnitz",
            "chart": ["-", "-", "FC", "FC", "1 FC + Capture", "1 FC + Capture"],
        }
    ]
}
"""Test values for a card of Langeron, not the printed card."""


@pytest.fixture(autouse=True)
def owner_entries(user_home: object) -> Iterator[None]:
    """The owner has entered the counts, both tracks, five cards and the tactics deck."""
    entries = full_entries()
    entries["command_cards"] = {"cards": {**CARDS, "langeron": LANGERON}}
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    yield
    load_board.cache_clear()


def _game(*actions: Mapping[str, Any], options: Mapping[str, Any] | None = None) -> Session:
    session = Session.new("tonnerre", seed=11, autosave=False, options=options)
    assert session.state.phase == "play"  # the owner's counts are entered
    for raw in actions:
        session.act(raw)
    return session


def test_an_attack_shows_its_cards_chart_and_a_printed_cell_by_value() -> None:
    """Bagration attacks Lannes: each result of his chart with the chance of its faces;
    "1 AC + 1 FM" is printed on the 2 alone [8 Example 3]."""
    session = _game()
    shown = assert_odds_are_its_rolls(
        session, Attack(command="bagration", target="lannes", action="Attack Lannes")
    )
    assert shown["1 AC + 1 FM"] == Fraction(1, 6)
    assert set(shown) == {"-", "1 AC + 1 FM", "FM", "1 FC", "1 FC + 1 FM", "2 FC"}


def test_a_tactics_cards_plus_one_moves_the_attack_down_its_chart() -> None:
    """[8 Example 1]: Langeron attacks Sokolnitz with Russian Artillery's +1: each face reads
    the chart one row on, so the capture comes on 4, 5 and 6 (1 in 2) instead of 5 and 6
    (1 in 3), and nothing on a 1 alone."""
    session = _game()
    plain = assert_odds_are_its_rolls(session, Attack(command="langeron", target="Sokolnitz"))
    plus = assert_odds_are_its_rolls(
        session, Attack(command="langeron", target="Sokolnitz", modifier=1)
    )
    assert plain == {"-": Fraction(1, 3), "FC": Fraction(1, 3), "1 FC + Capture": Fraction(1, 3)}
    assert plus == {"-": Fraction(1, 6), "FC": Fraction(1, 3), "1 FC + Capture": Fraction(1, 2)}


def test_an_attack_on_a_card_not_entered_is_read_from_the_card() -> None:
    """Davout's card is not entered: the text lost its chart, so before the roll the one
    outcome is the card read after it, as the roll is logged (no chart is made up)."""
    session = _game({"kind": "card_action", "command": "langeron"})
    shown = assert_odds_are_its_rolls(session, Attack(command="davout", target="Sokolnitz"))
    assert shown == {READ: Fraction(1)}


def test_a_defense_shows_its_own_roll_and_increased_difficulty_changes_the_guards() -> None:
    """[8 Example 3] Murat's counter-charge: 1 AM on 3-6. [8 Example 4] the Guard's Defense
    costs 1 FC on 1-2 by its chart; with Increased Difficulty on 1-3 whatever the chart
    [6 Increased Difficulty 2]: 1 in 3 becomes 1 in 2."""
    bagration = {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2}
    murat = assert_odds_are_its_rolls(_game(bagration), Defend(command="murat"))
    assert murat == {"-": Fraction(1, 3), "1 AM": Fraction(2, 3)}
    maxdorf = {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6}
    plain = assert_odds_are_its_rolls(_game(maxdorf), Defend(command="guard"))
    hard = _game(maxdorf, options={"hard": True})
    harder = assert_odds_are_its_rolls(hard, Defend(command="guard"))
    assert plain["1 FC"] == Fraction(1, 3) and harder["1 FC"] == Fraction(1, 2)


def test_a_defense_on_a_card_not_entered_is_read_from_the_card() -> None:
    """Lannes's card is not entered: his Defense's own result is read off the card."""
    attack = {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 3}
    shown = assert_odds_are_its_rolls(_game(attack), Defend(command="lannes", effect="ignore_all"))
    assert shown == {READ: Fraction(1)}


def _to_the_rout_tests() -> tuple[Session, Session]:
    """The scripted game at its two rout tests: a plain one, then one after a "-1" box
    (played as the owner who has entered the unit counts only: boxes and results are read
    off the board and the cards)."""
    write_owner(full_entries(track=False, cards=False))
    first = _game()
    steps = SCRIPT[1:]
    cut = [i for i, raw in enumerate(steps) if raw["kind"] == "rout_test"]
    for raw in steps[: cut[0]]:
        first.act(raw)
    second = _game(*steps[: cut[1]])
    return first, second


def test_the_rout_test_shows_broken_on_a_roll_above_morale() -> None:
    """[4 Rout Test]: 1d6 greater than morale breaks the army. The French at morale 8 (after
    1 FM) cannot break; at 6 with a "-1" box reached, morale is lowered to 5 first, so a 6
    breaks them (1 in 6, where 6 alone would not)."""
    first, second = _to_the_rout_tests()
    assert first.state.army("French").morale == 8
    assert assert_odds_are_its_rolls(first, RoutTestRoll()) == {HOLDS: Fraction(1)}
    army = second.state.army("French")
    assert (army.morale, army.minus_one_due) == (6, 1)
    lowered = assert_odds_are_its_rolls(second, RoutTestRoll())
    assert lowered == {BROKEN: Fraction(1, 6), HOLDS: Fraction(5, 6)}


def test_constantines_plus_one_raises_the_coalitions_chance_to_break() -> None:
    """[4 Morale Penalties]: Constantine eliminated adds +1 to the Coalition's rout tests.
    Lannes's 4 AC + 5 AM takes Constantine's last unit (morale 10 - 5 - 1 = 4) and the fourth
    loss reaches the rout box: a roll above 4 with +1 breaks on 4, 5, 6 (1 in 2, not 1 in 3)."""
    session = _game(
        {"kind": "card_action", "command": "langeron"},
        {
            "kind": "attack",
            "command": "lannes",
            "target": "constantine",
            "roll": 3,
            "result": "4 AC + 5 AM",
        },
        {"kind": "no_defense"},
        {"kind": "take_loss", "source": "bagration"},
    )
    army = session.state.army("Coalition")
    assert (army.morale, army.rout_drm) == (4, 1)
    shown = assert_odds_are_its_rolls(session, RoutTestRoll())
    assert shown == {BROKEN: Fraction(1, 2), HOLDS: Fraction(1, 2)}


def test_a_tactics_cards_success_roll() -> None:
    """[8 Example 1] Russian Artillery succeeds on 1-4: 2 in 3; a card with no roll throws no
    dice, and a card not in the hand is refused in the rules' one sentence."""
    session = _game(
        {"kind": "choose_tactic", "side": "Coalition", "card": 1},
        {"kind": "choose_tactic", "side": "French", "card": 12},
    )
    shown = assert_odds_are_its_rolls(session, PlayTactic(side="Coalition", card=1))
    assert shown == {"success": Fraction(2, 3), "no effect": Fraction(1, 3)}
    held = [n for n in session.state.coalition_hand if n != 1 and n <= 10]
    if held:
        with pytest.raises(RuleError, match="throws no dice"):
            session.odds(PlayTactic(side="Coalition", card=held[0]))
    with pytest.raises(RuleError, match="cannot be played"):
        session.odds(PlayTactic(side="Coalition", card=12))
