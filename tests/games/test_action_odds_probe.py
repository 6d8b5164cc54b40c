"""The registry-wide odds probe (issue 32, item 2; OpenSpiel's shared random-simulation test):
random play through every game, and at every step each open kind that throws dice, filled in
as a player might, shows before its roll exactly the results its rules then read, face by face.
A game joins by declaring its actions' `DICE` and `odds`."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tabletop.core.data import using
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import TabletopError
from tabletop.games import GAMES, find_game
from tabletop.session import Session
from tabletop.session.randomplay import made_up, play
from tabletop.session.saves import read_session
from tests.games.test_sequence_probe import CLICKS, started
from tests.support.checkout_paths import SAVES
from tests.support.odds_support import assert_odds_are_its_rolls

ROLLING = sorted(g for g in GAMES if any(c.DICE for c in find_game(g).actions.values()))


def _accepted(session: Session, raw: dict[str, object]) -> object | None:
    """The typed action, roll left out, when the rules take it on the lowest face; else None."""
    try:
        action = session.game.action(raw)
        action = dataclasses.replace(action, roll=None)  # type: ignore[type-var]
        low = DiceSpec.parse(type(action).DICE).low
        with using(session.printed):
            session.game.apply(
                session.state, dataclasses.replace(action, roll=low), session.dice.copy()
            )  # type: ignore[type-var]
        session.odds(action)
    except TabletopError:
        return None
    return action


def _check_open_rolls(session: Session, rng: random.Random, checked: set[str]) -> None:
    """Each kind that throws dice and is open now, filled in as a player might (a move the
    game lists, or made up from its fields), checked face by face when the rules take it."""
    for legal in session.legal_actions():
        cls = session.game.actions[legal.kind]
        if not legal.open or not cls.DICE:
            continue
        tries = [dict(m) for m in legal.moves] or [
            made_up(session, legal.kind, rng) for _ in range(6)
        ]
        for raw in tries:
            action = _accepted(session, raw)
            if action is not None:
                assert_odds_are_its_rolls(session, action)  # type: ignore[arg-type]
                checked.add(legal.kind)
                break


@pytest.mark.usefixtures("every_game_playable")
@pytest.mark.parametrize("game", ROLLING)
def test_every_open_roll_shows_the_odds_its_rules_then_read(game: str) -> None:
    """A panel's odds came from a second resolver of the same table, worked out from inputs
    the window re-derived: a player could be shown one chance and rolled on another. Random
    play from a new game and from each example save of the game."""
    rng = random.Random(f"{game} odds")
    starts = [started(game, seed=6)]
    starts += [read_session(path) for path in sorted(SAVES.glob(f"{game}-*.toml"))]
    checked: set[str] = set()
    for session in starts:
        session.autosave = False
        for _ in range(CLICKS.get(game, 120) // 3):
            _check_open_rolls(session, rng, checked)
            play(session, 3, rng)
    assert checked, f"random play reached no roll of {game}"
