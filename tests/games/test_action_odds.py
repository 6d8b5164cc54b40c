"""Every action that throws dice gives its own odds (issue 32, item 2): a player sees, before
the roll, the chance of each result the rules will read, worked out from the action on the
state now (not from a second resolver of the same table)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletop.core.dice import DiceSpec
from tabletop.games import GAMES, find_game
from tabletop.games.actions import GameAction, fields_of
from tabletop.games.rulebook import Rulebook
from tabletop.games.template.actions import Attack, Hold
from tabletop.session import Session
from tests.support.odds_support import assert_odds_are_its_rolls

KINDS = [(g, cls) for g in GAMES for cls in find_game(g).actions.values()]


@pytest.mark.parametrize(("game", "cls"), KINDS, ids=[f"{g}-{c.KIND}" for g, c in KINDS])
def test_a_kind_that_throws_dice_says_which_and_gives_its_odds(
    game: str, cls: type[GameAction]
) -> None:
    """A roll typed in by hand stands for named dice, and a kind that throws them shows
    their odds: otherwise a panel would show no chances before that roll."""
    if not cls.DICE:
        assert not any(spec.name == "roll" for spec in fields_of(cls)), (
            f"{cls.__name__} takes a roll of real dice but does not say which dice (DICE)"
        )
        return
    assert DiceSpec.parse(str(cls.DICE))
    assert any(spec.name == "roll" for spec in fields_of(cls)), cls.__name__


def test_a_rulebook_refuses_a_kind_that_throws_dice_with_no_odds() -> None:
    """A game whose kind throws dice but registers no odds would show a player no chances
    before that roll: its rulebook fails at start-up, naming the kind."""
    rulebook: Rulebook[object] = Rulebook({"attack": Attack, "hold": Hold}, lambda s, k, d: None)
    rulebook.on(Attack, lambda state, action, dice: (state, ()))
    rulebook.on(Hold, lambda state, action, dice: (state, ()))
    with pytest.raises(TypeError, match="no odds for attack"):
        rulebook.check_complete()


def test_the_template_attack_shows_the_clash_tables_chances_face_by_face() -> None:
    """The template's Attack (2d6 on the Clash Table [T3]) shows, before the roll, exactly
    the results its rules read on each of the 36 throws, before and after morale is lost."""
    session = Session.new("template", seed=3)
    shown = assert_odds_are_its_rolls(session, Attack())
    assert len(shown) > 1
    for _ in range(3):
        session.act(Attack(), side=session.game.side_of(session.state, {"kind": "attack"}))
        if not session.state.winner:
            assert_odds_are_its_rolls(session, Attack())


def test_an_action_that_throws_no_dice_says_so_in_a_sentence() -> None:
    """Asking the odds of Hold says it throws no dice, in words, not a crash."""
    session = Session.new("template", seed=3)
    with pytest.raises(Exception, match="throws no dice"):
        session.odds(Hold())
    assert session.odds({"kind": "attack"}) == session.odds(Attack())
    assert all(isinstance(v, Fraction) for v in session.odds(Attack()).values())
