"""Legality written once, for every registered game: a kind `legal_actions` calls closed is
refused by the engine with that very sentence before any rule runs, and an open kind's
made-up action is either applied or refused for its fields, never with a crash.

If this failed, the shell (`tabletop act`) would apply what the window greys out, or tell the
player a different reason from the one the list gave.
"""

from __future__ import annotations

import random

import pytest
from checkout_paths import SAVES

from tabletop.core.errors import RollError, RuleError
from tabletop.games import GAMES, find_game
from tabletop.games.actions import GameAction
from tabletop.session.randomplay import made_up
from tabletop.session.saves import read_session
from tabletop.session.session import Session
from tabletop.session.solo import play_bot

STEPS = 60
"""Random steps per starting point: enough to cross phases, small enough for a quick test."""


def _typed(session: Session, kind: str, rng: random.Random) -> GameAction | None:
    """A made-up action of `kind` that builds (its fields typed and in range), or None."""
    for _ in range(12):
        try:
            return session.game.action(made_up(session, kind, rng))
        except RuleError:
            continue
    return None


def _starts() -> list[Session]:
    out = [Session.new(game_id, seed=11, autosave=False) for game_id in GAMES]
    for path in sorted(SAVES.glob("*.toml")):
        out.append(read_session(path, autosave=False))
    return out


def test_every_closed_kind_is_refused_with_its_listed_sentence(every_game_playable: None) -> None:
    rng = random.Random(1805)
    closed_tried = open_tried = applied = 0
    for session in _starts():
        game = session.game
        for _ in range(STEPS):
            state = session.state
            for legal in game.legal_actions(state, ""):
                action = _typed(session, legal.kind, rng)
                if action is None:
                    continue
                if not legal.open:
                    closed_tried += 1
                    with pytest.raises(RuleError) as refused:
                        game.apply(state, action, session.dice)
                    assert str(refused.value) == legal.why, (game.id, legal.kind)
                    continue
                open_tried += 1
                try:
                    game.apply(state, action, session.dice)
                except (RuleError, RollError):
                    continue  # refused for its fields (a roll the dice cannot show): a sentence
                applied += 1
            _step(session, rng)
    print(f"closed tried {closed_tried}, open tried {open_tried}, applied {applied}")
    assert closed_tried > 1000 and open_tried > 300 and applied > 50, (closed_tried, open_tried)


def _step(session: Session, rng: random.Random) -> None:
    """Move the game on: the solo bot's move when it is due (no player may make it), else a
    listed move, else a made-up open action, else the next phase."""
    try:
        play_bot(session)
        return
    except RuleError:
        pass  # no bot in this game, or not its move
    legal = [one for one in session.legal_actions() if one.open]
    moves = [dict(m) for one in legal for m in one.moves]
    tries: list[dict[str, object]] = [rng.choice(moves)] if moves else []
    kinds = [one.kind for one in legal]
    for _ in range(6):
        if kinds:
            tries.append(made_up(session, rng.choice(kinds), rng))
    if "next_phase" in kinds:
        tries.append({"kind": "next_phase"})
    for action in tries:
        try:
            session.act(action)
        except (RuleError, RollError):
            continue
        return


def test_every_game_lists_every_kind_once() -> None:
    """A kind missing from the list could never be shown closed or open."""
    for game_id in GAMES:
        game = find_game(game_id)
        state = game.new_state(Session.new(game_id, seed=3, autosave=False).dice, {})
        kinds = [legal.kind for legal in game.legal_actions(state, "")]
        assert sorted(kinds) == sorted(game.actions), game_id
