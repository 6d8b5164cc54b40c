"""Typed actions: a typo, a wrong type or a value out of range is refused by name before any
rule runs, for every game (tabletop/games/actions.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.actions import action_data
from tabletop.session import Session

BAD = [
    # (game, action dict, words the refusal must hold)
    (
        "spi1980",
        {"kind": "combat", "attackers": ["a"], "defenders": ["b"], "defender_terain": "doubled"},
        "no field 'defender_terain'",
    ),
    (
        "spi1980",
        {"kind": "combat", "attackers": ["a"], "defenders": ["b"], "defender_terrain": "moat"},
        "defender terrain should be one of none, doubled, tripled",
    ),
    (
        "spi1980",
        {"kind": "lose_csp", "unit": "becker", "count": 0},
        "CSPs lost cannot be less than 1",
    ),
    ("spi1980", {"kind": "lose_csp", "unit": "becker", "count": "2.5"}, "whole number"),
    ("spi1980", {"kind": "lose_csp", "unit": "becker"}, "needs CSPs lost"),
    (
        "spi1980",
        {"kind": "apply_combat_result", "side": "Prussia"},
        "should be one of defender, attacker",
    ),
    ("spi1980", {"kind": "set_disrupted", "unit": "becker", "disrupted": "maybe"}, "yes or no"),
    ("spi1980", {"kind": "nex_phase"}, "no action 'nex_phase'"),
    (
        "cardgame",
        {"kind": "deploy", "card": "x", "front": "west"},
        "front should be one of north, center, south",
    ),
    ("cardgame", {"kind": "attack", "front": "north", "phse": "over"}, "no field 'phse'"),
    ("cardgame", {"kind": "discard"}, "needs card"),
    ("cardgame", {"kind": "end_turn", "bot": "genius"}, "bot level should be one of"),
    ("fake", {"kind": "notes", "text": ["a", "list"]}, "should be a text"),
    ("fake", {"kind": "next_turns"}, "no action 'next_turns'"),
]


@pytest.mark.usefixtures("fake_game_listed")
@pytest.mark.parametrize(("game_id", "raw", "said"), BAD)
def test_a_bad_action_is_refused_by_name_before_any_rule_runs(
    game_id: str, raw: dict[str, Any], said: str
) -> None:
    """A misspelt key would be ignored and the rule would run on a default (3-1 for 1-1)."""
    session = Session.new(game_id, seed=2, autosave=False)
    before = (session.state, len(session.log))
    with pytest.raises(RuleError, match=said):
        session.act(raw)
    assert (session.state, len(session.log)) == before


def test_a_typed_action_reads_back_as_the_dict_a_save_holds() -> None:
    """The log keeps an action as a dict; reading it back must give the same action."""
    game = find_game("spi1980")
    raw = {
        "kind": "rally",
        "corps": "IV",
        "units": [{"unit": "schirer", "near": ["candras"]}, {"unit": "candras"}],
        "roll": 4,
    }
    typed = game.action(raw)
    assert typed.units[0].near == ("candras",)  # type: ignore[attr-defined]
    data = action_data(typed)
    assert game.action(data) == typed
    assert data["units"][1] == {
        "unit": "candras",
        "near": [],
        "enemy_adjacent": False,
        "terrain": "none",
    }


def test_numbers_typed_as_text_become_numbers() -> None:
    """A form or the command line sends "2"; the rules must see the number 2."""
    typed = find_game("spi1980").action({"kind": "lose_csp", "unit": "becker", "count": "2"})
    assert typed.count == 2  # type: ignore[attr-defined]


def test_an_absurdly_long_number_is_refused_not_computed() -> None:
    """A 30-digit number must be a sentence, not a hang or a crash."""
    with pytest.raises(RuleError, match="far too large"):
        find_game("spi1980").action({"kind": "lose_csp", "unit": "becker", "count": "9" * 30})
