"""A probe per game that declares its sequence of play (issue 32 item 6): random play through
every step, trying every action kind at every step. A kind the step does not open is refused
with the declared sentence, whatever its fields; every roll an action makes is booked to the
side that takes it. A game joins the probe by declaring `GameInfo.sequence`."""

from __future__ import annotations

import random

import pytest

from tabletop.core.errors import RuleError
from tabletop.games import GAMES, find_game
from tabletop.session import Session
from tabletop.session.randomplay import made_up, play

DECLARED = sorted(g for g in GAMES if find_game(g).sequence is not None)


def test_the_template_declares_its_sequence_of_play() -> None:
    """The template shows a new game the declaration first (docs/adding-a-game.md)."""
    assert "template" in DECLARED


@pytest.mark.usefixtures("every_game_playable")
@pytest.mark.parametrize("game", DECLARED)
def test_every_kind_at_every_step_is_refused_where_the_sequence_closes_it(game: str) -> None:
    """A kind taken in a step that does not open it reached the log (Vae Victis fire in any of
    16 phase slots): the declared sentence refuses it, and the log does not grow."""
    session = Session.new(game, seed=4, autosave=False)
    sequence = session.game.sequence
    assert sequence is not None
    rng = random.Random(game)
    tried = closed = 0
    for _ in range(40):
        for kind in session.game.actions:
            reason = sequence.closed(session.state, kind)
            if reason is None:
                continue
            before = len(session.log)
            with pytest.raises(RuleError) as refused:
                session.act(made_up(session, kind, rng))
            assert str(refused.value) == reason
            assert len(session.log) == before
            listed = next(one for one in session.legal_actions() if one.kind == kind)
            assert not listed.open and listed.why == reason, "--list says the same"
            closed += 1
        tried += 1
        play(session, 3, rng)
    assert closed, "the probe met a step that closes some kind"


@pytest.mark.usefixtures("every_game_playable")
@pytest.mark.parametrize("game", DECLARED)
def test_every_roll_is_booked_to_the_side_that_takes_the_action(game: str) -> None:
    """Vae Victis booked every fire die to the target's side, so the log, the dice luck and
    the AAR gave one player's dice to the other: a roll's side is the acting side."""
    session = Session.new(game, seed=5, autosave=False)
    play(session, 120, random.Random(f"{game} rolls"))
    acting = ""
    rolls = 0
    for entry in session.log.entries:
        if entry.step == "act":
            acting = entry.side
        elif entry.step == "roll":
            assert entry.side == acting, (entry.seq, entry.what, entry.side, acting)
            rolls += 1
    assert rolls, "random play made some roll"


def test_a_roll_outside_an_action_is_booked_to_the_side_the_sequence_names() -> None:
    """The template's Clash Table is rolled by the side to act [T2]: the other side may not
    claim it (`act FILE roll table:clash --side`), and a roll naming no side is the roller's."""
    session = Session.new("template", seed=6, autosave=False)
    clash = {"column": "Attacker loses"}
    with pytest.raises(RuleError, match="Clash Table is the French player's to roll"):
        session.resolve("table:clash", clash, side="Allied")
    session.resolve("table:clash", clash)
    assert session.log.entries[-1].side == "French"
