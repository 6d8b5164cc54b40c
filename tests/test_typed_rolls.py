"""A roll of real dice typed into an action is marked as typed in the log, in every game.

If this failed, a referee reading the log (and `tabletop verify`'s count of the app's dice)
would take a roll the player threw at the table for one the app made: Pratzen's rally, leader
casualty and reinforcement rolls were logged so.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from spi_gui_support import PLOT

from tabletop.core.errors import RuleError
from tabletop.games import GAMES, find_game
from tabletop.games.actions import fields_of
from tabletop.session.randomplay import _made_up
from tabletop.session.saves import read_session
from tabletop.session.session import Session

CHECKOUT = Path(__file__).resolve().parent.parent
STEPS = 45


def _rolling_kinds(game_id: str) -> dict[str, tuple[int, int]]:
    """Each action kind with a `roll` of real dice, and the range a typed roll is tried in."""
    out = {}
    for kind, cls in find_game(game_id).actions.items():
        for spec in fields_of(cls):
            if spec.name == "roll":
                out[kind] = (spec.low or 2, min(spec.high or 6, 6))
    return out


def _typed_rolls_logged(session: Session, rng: random.Random) -> int:
    """Play at random; each open kind that rolls is tried with a typed roll. Counts the
    actions applied, asserting each one's rolls are logged as typed."""
    kinds = _rolling_kinds(session.game.id)
    logged = 0
    for _ in range(STEPS):
        for legal in session.legal_actions():
            if not legal.open or legal.kind not in kinds:
                continue
            low, high = kinds[legal.kind]
            raw = {**_made_up(session, legal.kind, rng), "roll": rng.randint(low, high)}
            before = len(session.log.entries)
            try:
                session.act(raw)
            except RuleError:
                continue
            rolls = [e for e in session.log.entries[before:] if e.natural is not None]
            assert all(e.typed for e in rolls), (session.game.id, legal.kind, rolls)
            logged += bool(rolls)  # a tactics card with no success roll rolls nothing
            session.undo()
        moves = [dict(m) for one in session.legal_actions() if one.open for m in one.moves]
        open_kinds = [one.kind for one in session.legal_actions() if one.open]
        tries = [rng.choice(moves)] if moves else []
        tries += [_made_up(session, rng.choice(open_kinds), rng) for _ in range(6) if open_kinds]
        # the next phase often, so a game crosses the turns whose rolls come once a turn
        tries.insert(0 if rng.random() < 0.5 else len(tries), {"kind": "next_phase"})
        for action in tries:
            try:
                session.act(action)
                break
            except RuleError:
                continue
    return logged


ROLLING = [game_id for game_id in GAMES if _rolling_kinds(game_id)]


def test_the_games_that_roll_are_all_tried() -> None:
    """A game whose actions take a roll of real dice is left out of the check below."""
    assert set(ROLLING) == {"spi1980", "vaevictis", "tonnerre", "pratzen"}


@pytest.mark.parametrize("game_id", ROLLING)
def test_a_typed_roll_is_logged_as_typed(every_game_playable: None, game_id: str) -> None:
    rng = random.Random(1805)
    starts = [Session.new(game_id, seed=5, autosave=False)]
    if game_id == "spi1980":  # the French reserve is written down before anything moves [12.0]
        starts[0].act({"kind": "plot_reserve", "hexes": PLOT})
    starts += [
        read_session(path, autosave=False)
        for path in sorted((CHECKOUT / "saves").glob(f"{game_id}-*.toml"))
    ]
    assert sum(_typed_rolls_logged(session, rng) for session in starts) > 0
