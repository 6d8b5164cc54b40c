"""A probe per game that declares its sequence of play (issue 32 item 6): random play through
every step, trying every action kind at every step. A kind the step does not open is refused
with the declared sentence, whatever its fields; every roll an action makes is booked to the
side that takes it. A game joins the probe by declaring `GameInfo.sequence`."""

from __future__ import annotations

import random

import pytest

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError, TabletopError
from tabletop.core.log import LogEntry
from tabletop.games import GAMES, find_game
from tabletop.session import Session
from tabletop.session.randomplay import made_up, play

DECLARED = sorted(g for g in GAMES if find_game(g).sequence is not None)
CLICKS = {"pratzen": 400}
"""Random play long enough to reach a game's rolls: the Pratzen's owner enters the scenario
first, and its rolls wait for their phases of a seven-phase Player Turn."""


def started(game: str, seed: int) -> Session:
    """A new session, past what random clicks cannot do: SPI's French reserve, 13 hexes
    written down before the first Allied Movement Phase [12.0]; Vae Victis's units and
    leaders, entered from the printed tables des potentiels and leader chart."""
    session = Session.new(game, seed=seed, autosave=False)
    if game == "spi1980":
        from spi_saves_support import PLOT

        session.act({"kind": "plot_reserve", "hexes": PLOT})
    if game == "vaevictis":  # the owner's order of battle and leaders [14] [1.4]
        from vaevictis_support import with_army

        with_army(session)
    return session


def test_the_template_declares_its_sequence_of_play() -> None:
    """The template shows a new game the declaration first (docs/adding-a-game.md)."""
    assert "template" in DECLARED


@pytest.mark.usefixtures("every_game_playable")
@pytest.mark.parametrize("game", DECLARED)
def test_every_kind_at_every_step_is_refused_where_the_sequence_closes_it(game: str) -> None:
    """A kind taken in a step that does not open it reached the log (Vae Victis fire in any of
    16 phase slots): the declared sentence refuses it, and the log does not grow."""
    session = started(game, seed=4)
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
    session = started(game, seed=5)
    play(session, CLICKS.get(game, 120), random.Random(f"{game} rolls"))
    acting = ""
    rolls = 0
    for entry in session.log.entries:
        if entry.step == "act":
            acting = entry.side
        elif entry.step == "roll":
            assert entry.side in (acting, _owner(session, entry)), (entry.seq, entry.what)
            rolls += 1
    assert rolls or not _rolls_dice(session), "random play made some roll"


def _rolls_dice(session: Session) -> bool:
    """Whether the game rolls any die: a resolver of its own or a printed table with dice
    (the card game draws cards and rolls none: its rulebook has no die)."""
    if session.game.resolvers:
        return True
    try:
        board = load_board(session.game.id)
    except TabletopError:
        return False
    return any(table.dice is not None for table in board.tables.values())


def _owner(session: Session, entry: LogEntry) -> str:
    """The side a roll made inside an action goes to when the sequence declares it thrown by
    the owner of what it names (Vae Victis: "the player who controls it throws 2D6" [0.4],
    the morale test a fire calls for): "" when none is declared so."""
    sequence = session.game.sequence
    assert sequence is not None
    resolver = entry.what.partition("/")[2]
    rolled = [o.by for s in sequence.steps for o in s.rolls if o.kind == resolver]
    by = next((b for b in rolled if callable(b)), None)
    return str(by(session.state, entry.inputs)) if by is not None else ""


def test_a_roll_outside_an_action_is_booked_to_the_side_the_sequence_names() -> None:
    """The template's Clash Table is rolled by the side to act [T2]: the other side may not
    claim it (`act FILE roll table:clash --side`), and a roll naming no side is the roller's."""
    session = Session.new("template", seed=6, autosave=False)
    clash = {"column": "Attacker loses"}
    with pytest.raises(RuleError, match="Clash Table is the French player's to roll"):
        session.resolve("table:clash", clash, side="Allied")
    session.resolve("table:clash", clash)
    assert session.log.entries[-1].side == "French"
