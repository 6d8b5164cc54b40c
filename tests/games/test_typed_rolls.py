"""Every roll typed in from real dice is logged as typed, in every game, and `verify` counts it
among the typed rolls, never among the app's dice (issue 21, "Nothing lost, nothing forged").

A player who types `--roll 2` chooses the result: a referee reading `verify` must see that it
did not come from the app's dice. Every resolver of every game and every action kind that takes
a roll is covered; a new kind that rolls fails `test_every_action_that_rolls_has_a_case` until
it gets its case here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop.core.data import load_board
from tabletop.core.dice import DiceSpec
from tabletop.games import GAMES, find_game
from tabletop.games.actions import fields_of
from tabletop.session import Session
from tabletop.session.verify import verify_file

Case = Callable[[], tuple[Session, dict[str, Any]]]


def _act(session: Session, action: dict[str, Any]) -> None:
    session.act(action, side=session.game.side_of(session.state, action))


def _open(session: Session, kind: str) -> bool:
    return any(e.kind == kind and e.open for e in session.legal_actions())


def _until_open(session: Session, kind: str, step: dict[str, Any]) -> Session:
    """Take `step` (a phase-advancing action) until `kind` is open."""
    for _ in range(80):
        if _open(session, kind):
            return session
        _act(session, step)
    raise AssertionError(f"{kind} never opened")


# -- The Pratzen ---------------------------------------------------------------------------


def _pratzen(**changes: Any) -> Session:
    from pratzen_support import set_up

    return set_up(**changes)


def _until_roll(session: Session, name: str) -> None:
    """Press Next phase until the sequence of play opens a roll on `name`."""
    for _ in range(40):
        if session.roll_closed(name) is None:
            return
        _act(session, {"kind": "next_phase"})
    raise AssertionError(f"{name} never opened")


def _reach_roll(session: Session, name: str) -> None:
    """Random play until the sequence of play opens a roll on `name` (SPI's French reserve
    written down first, as random clicks cannot)."""
    from tabletop.session.randomplay import play

    if session.roll_closed(name) is None:
        return
    if session.game.id == "spi1980":
        from spi_saves_support import PLOT

        _act(session, {"kind": "plot_reserve", "hexes": PLOT})
    rng = random.Random(f"reach {name}")
    for _ in range(3000):
        if session.roll_closed(name) is None:
            return
        play(session, 1, rng)
    raise AssertionError(f"{name} never opened")


def _pratzen_reinforcement() -> tuple[Session, dict[str, Any]]:
    session = _pratzen(start_side="Allied")
    _until_open(session, "reinforcement", {"kind": "next_phase"})
    return session, {"kind": "reinforcement", "group": "Allied Grenadiers", "roll": 12}


def _pratzen_rally() -> tuple[Session, dict[str, Any]]:
    session = _pratzen()
    _act(
        session,
        {
            "kind": "status",
            "unit": "F Hussars",
            "status": "disordered",
            "reason": "a combat result on the board",
        },
    )
    _until_open(session, "rally", {"kind": "next_phase"})
    return session, {"kind": "rally", "unit": "F Hussars", "roll": 6}


def _pratzen_leader() -> tuple[Session, dict[str, Any]]:
    session = _pratzen()
    _until_open(session, "leader_casualty", {"kind": "next_phase"})  # a fire phase
    action = {"kind": "leader_casualty", "leader": "French Brigadier", "cause": "fire", "roll": 2}
    return session, action


def _pratzen_combat() -> tuple[Session, dict[str, Any]]:
    session = _pratzen()
    _until_open(session, "close_combat", {"kind": "next_phase"})
    return session, {"kind": "close_combat", "attack": 5, "defend": 3, "roll": 5}


def _pratzen_artillery() -> tuple[Session, dict[str, Any]]:
    session = _pratzen()
    _until_open(session, "artillery_fire", {"kind": "next_phase"})
    return session, {"kind": "artillery_fire", "shot": "canister", "range": 2, "roll": 6}


def _pratzen_musketry() -> tuple[Session, dict[str, Any]]:
    session = _pratzen()
    _until_open(session, "musketry_fire", {"kind": "next_phase"})
    return session, {"kind": "musketry_fire", "range": 3, "roll": 5}


def _pratzen_reload() -> tuple[Session, dict[str, Any]]:
    session = _pratzen(ammunition=True)
    _act(
        session,
        {
            "kind": "ammo",
            "unit": "F1 Flag",
            "ammo": "low",
            "reason": "a combat result on the board",
        },
    )
    _until_open(session, "reload", {"kind": "next_phase"})
    return session, {"kind": "reload", "unit": "F1 Flag", "wagon_in_reach": True, "roll": 1}


# -- SPI's Austerlitz ----------------------------------------------------------------------


class _SpiTable:
    """The scripted SPI game, played through a session, stopping before one kind of roll."""

    def __init__(self, stop: str) -> None:
        self.session = Session.new("spi1980", seed=1805, autosave=False)
        self.stop = stop
        self.found: dict[str, Any] | None = None
        self.rolls = 0

    @property
    def state(self) -> Any:
        return self.session.state

    def do(self, kind: str, **keys: Any) -> None:
        if self.found is not None:
            raise _Stop
        if kind == self.stop:
            self.found = {"kind": kind, **keys}
            raise _Stop
        _act(self.session, {"kind": kind, **keys})

    def to(self, turn: int, phase: str) -> None:
        while (self.state.turn, self.state.phase) != (turn, phase):
            self.do("next_phase")


class _Stop(Exception):
    pass


def _spi(kind: str) -> Case:
    def build() -> tuple[Session, dict[str, Any]]:
        from spi_game_support import play_scripted_game

        table = _SpiTable(kind)
        try:
            play_scripted_game(table)
        except _Stop:
            pass
        assert table.found is not None, f"the scripted SPI game rolls no {kind}"
        return table.session, table.found

    return build


def _spi_disengage() -> tuple[Session, dict[str, Any]]:
    session = Session.new("spi1980", seed=1805, autosave=False)
    from tabletop.games.spi1980.data import game_data

    reserve = [u.id for u in game_data().units if u.is_reserve]
    plot = {u: f"{1700 + i:04d}" for i, u in enumerate(reserve)}
    _act(session, {"kind": "plot_reserve", "hexes": plot})
    _until_open(session, "disengage", {"kind": "next_phase"})
    return session, {"kind": "disengage", "unit": "levis", "enemy_hexes": 2, "roll": 2}


# -- Vae Victis ----------------------------------------------------------------------------


def _vv_tables() -> None:
    """The owner's entries of the tables the text lost
    (tests/games/vaevictis/test_vaevictis_resolvers.py)."""
    from vaevictis_support import FIRE, LEADER_DEATH

    from tabletop.core.overrides import save_table

    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    cells = [["R1/-"], ["D1/Test"], ["Test/D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
    save_table("vaevictis", "close-combat", cells, columns=["0+"])
    save_table("vaevictis", "leader-death", **LEADER_DEATH)
    load_board.cache_clear()


def _vv() -> Session:
    from vaevictis_support import started

    _vv_tables()
    return started()


def _vv_simple(action: dict[str, Any], step: dict[str, Any] | None = None) -> Case:
    def build() -> tuple[Session, dict[str, Any]]:
        session = _vv()
        if step is not None:
            _until_open(session, action["kind"], step)
        return session, action

    return build


def _vv_guard() -> tuple[Session, dict[str, Any]]:
    session = _vv()
    for _ in range(200):
        if _open(session, "guard_departure"):
            return session, {"kind": "guard_departure", "roll": 1}
        if _open(session, "random_finish"):
            _act(session, {"kind": "random_finish", "roll": 1})
        else:
            _act(session, {"kind": "next_phase"})
    raise AssertionError("the Guard's departure never came due")


def _vv_finish() -> tuple[Session, dict[str, Any]]:
    from vaevictis_support import advance_to

    session = _vv()
    advance_to(session, 7, 2, 7)  # the Guard's roll made where Next phase waits for it [17]
    _act(session, {"kind": "next_phase"})  # the end of Turn 7: the random finish [5.3]
    return session, {"kind": "random_finish", "roll": 3}


def _vv_initiative() -> tuple[Session, dict[str, Any]]:
    session = _vv()
    _until_open(session, "initiative", {"kind": "next_phase"})
    return session, {"kind": "initiative", "leader": "suchet", "roll": 1}


def _vv_cross_ice() -> tuple[Session, dict[str, Any]]:
    session = _vv()
    _until_open(session, "close_combat", {"kind": "next_phase"})
    _act(session, {"kind": "morale_test", "unit": "arkh", "reason": "combat", "roll": 11})
    return session, {"kind": "cross_ice", "unit": "arkh", "hexes": 2, "rolls": [1, 6]}


# -- Un coup de Tonnerre! ------------------------------------------------------------------


def _tonnerre(tactics: bool = False) -> Session:
    from tonnerre_support import full_entries, tactics_deck, write_owner

    entries = full_entries()
    if tactics:
        entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    return Session.new("tonnerre", seed=1, autosave=False)


ATTACK = {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2}


def _tonnerre_attack() -> tuple[Session, dict[str, Any]]:
    return _tonnerre(), ATTACK


def _tonnerre_defend() -> tuple[Session, dict[str, Any]]:
    session = _tonnerre()
    _act(session, ATTACK)
    return session, {"kind": "defend", "command": "murat", "roll": 4}


def _tonnerre_rout() -> tuple[Session, dict[str, Any]]:
    from tonnerre_support import SCRIPT

    session = Session.new("tonnerre", seed=3, autosave=False)
    for action in SCRIPT[: SCRIPT.index({"kind": "rout_test", "roll": 2})]:
        _act(session, action)
    return session, {"kind": "rout_test", "roll": 2}


def _tonnerre_tactic() -> tuple[Session, dict[str, Any]]:
    session = _tonnerre(tactics=True)
    _act(session, {"kind": "choose_tactic", "side": "Coalition", "card": 1})
    return session, {"kind": "play_tactic", "side": "Coalition", "card": 1, "roll": 2}


def _template_attack() -> tuple[Session, dict[str, Any]]:
    return Session.new("template", seed=1, autosave=False), {"kind": "attack", "roll": 7}


CASES: dict[tuple[str, str], Any] = {
    ("pratzen", "reinforcement"): _pratzen_reinforcement,
    ("pratzen", "rally"): _pratzen_rally,
    ("pratzen", "leader_casualty"): _pratzen_leader,
    ("pratzen", "close_combat"): _pratzen_combat,
    ("pratzen", "reload"): _pratzen_reload,
    ("pratzen", "artillery_fire"): _pratzen_artillery,
    ("pratzen", "musketry_fire"): _pratzen_musketry,
    ("spi1980", "rally"): _spi("rally"),
    ("spi1980", "combat"): _spi("combat"),
    ("spi1980", "rout_roll"): _spi("rout_roll"),
    ("spi1980", "reinforcement_roll"): _spi("reinforcement_roll"),
    ("spi1980", "disengage"): _spi_disengage,
    ("vaevictis", "random_finish"): _vv_finish,
    ("vaevictis", "guard_departure"): _vv_guard,
    ("vaevictis", "morale_test"): _vv_simple(
        {"kind": "morale_test", "unit": "arkh", "roll": 11}, {"kind": "next_phase"}
    ),
    ("vaevictis", "fire"): _vv_simple(
        {"kind": "fire", "target": "17e", "fire": 4, "protection": 1, "roll": 1},
        {"kind": "next_phase"},
    ),
    ("vaevictis", "close_combat"): _vv_simple(
        {
            "kind": "close_combat",
            "attacker": "17e",
            "defender": "arkh",
            "attack": 4,
            "defend": 2,
            "roll": 3,
        },
        {"kind": "next_phase"},
    ),
    ("vaevictis", "apply_result"): _vv_simple(
        {"kind": "apply_result", "unit": "17e", "result": "Test", "roll": 6},
        {"kind": "next_phase"},
    ),
    ("vaevictis", "cross_ice"): _vv_cross_ice,
    ("vaevictis", "initiative"): _vv_initiative,
    ("vaevictis", "leader_risk"): _vv_simple(
        {"kind": "leader_risk", "leader": "markoff", "column": "Fire", "roll": 11},
        {"kind": "next_phase"},
    ),
    ("tonnerre", "attack"): _tonnerre_attack,
    ("tonnerre", "defend"): _tonnerre_defend,
    ("tonnerre", "rout_test"): _tonnerre_rout,
    ("tonnerre", "play_tactic"): _tonnerre_tactic,
    ("template", "attack"): _template_attack,
}
"""For each (game, action kind that rolls): a session where it is open, and the action with a
typed roll."""


def _rolling_kinds() -> set[tuple[str, str]]:
    out = set()
    for game_id in GAMES:
        for kind, cls in find_game(game_id).actions.items():
            if any(s.name in ("roll", "rolls") for s in fields_of(cls)):
                out.add((game_id, kind))
    return out


def _params() -> list[Any]:
    out = []
    for key, case in CASES.items():
        if isinstance(case, type(pytest.param(0))):
            out.append(pytest.param(key, case.values[0], marks=case.marks, id="-".join(key)))
        else:
            out.append(pytest.param(key, case, id="-".join(key)))
    return out


def _counted(session: Session, path: Path) -> tuple[int, int]:
    session.save(path)
    verdict = verify_file(path)
    assert verdict.ok, verdict.problem
    return verdict.app_rolls, verdict.typed_rolls


@pytest.fixture(autouse=True)
def fresh_data(user_home: Path) -> Any:
    """No owner entries carried from one case to the next."""
    load_board.cache_clear()
    yield
    load_board.cache_clear()


def test_every_action_that_rolls_has_a_case() -> None:
    """A new action kind that takes a typed roll is checked here too, or this fails."""
    assert _rolling_kinds() == set(CASES)


@pytest.mark.parametrize(("key", "build"), _params())
def test_a_typed_roll_of_an_action_is_logged_typed_and_verify_counts_it(
    key: tuple[str, str], build: Case, tmp_path: Path
) -> None:
    """`act FILE KIND --roll N` logs each roll it made as typed; `verify` counts them typed."""
    session, action = build()
    app, typed = _counted(session, tmp_path / "before.toml")
    count = len(session.log)
    _act(session, action)
    rolls = [e for e in session.log.entries[count:] if e.natural is not None]
    assert rolls, f"{key} logged no roll"
    assert [e.typed for e in rolls] == [True] * len(rolls)
    assert _counted(session, tmp_path / "after.toml") == (app, typed + len(rolls))


def _resolver_cases() -> list[Any]:
    out = []
    for game_id in GAMES:
        sequence = find_game(game_id).sequence
        by_action = sequence.rolled_by if sequence is not None else {}
        for name in find_game(game_id).resolvers:
            if name in by_action:  # never logged on its own: its action's case covers it
                continue
            out.append(pytest.param(game_id, name, id=f"{game_id}-{name}"))
    return out


REACHED_BY = {
    ("spi1980", "rout"): ("spi1980", "rout_roll"),
    ("tonnerre", "rout-test"): ("tonnerre", "rout_test"),
}
"""Rolls that wait for a state random play does not reach (an army demoralized, a rout test
due): the action case above builds it."""

RESOLVER_INPUTS: dict[tuple[str, str], dict[str, Any]] = {
    ("spi1980", "combat"): {"attack": 6, "defend": 3},
    ("spi1980", "rally"): {"morale": 4},
    ("vaevictis", "guard-departure"): {"turn": 5},
    ("vaevictis", "leader-death"): {"column": "Fire"},
    ("pratzen", "close-combat"): {"attack": 5, "defend": 3, "loser": "defender"},
    ("pratzen", "artillery"): {"shot": "ball", "range": 4},
    ("pratzen", "musketry"): {"range": 3},
}
"""Inputs where the first of each range, or the first choice, is not a shot the rules allow."""


def _inputs(game_id: str, name: str) -> dict[str, Any]:
    resolver = find_game(game_id).resolvers[name]
    values: dict[str, Any] = {}
    for spec in resolver.inputs:
        if spec.default is not None:
            continue
        if spec.kind == "choice":
            values[spec.name] = spec.choices[0]
        elif spec.kind == "int":
            values[spec.name] = max(spec.low or 1, 1)
    return {**values, **RESOLVER_INPUTS.get((game_id, name), {})}


@pytest.mark.parametrize(("game_id", "name"), _resolver_cases())
def test_a_typed_roll_of_a_resolver_is_logged_typed_and_verify_counts_it(
    game_id: str, name: str, tmp_path: Path
) -> None:
    """`resolve GAME/NAME --roll N` logs the roll typed, and `verify` counts it typed."""
    if game_id == "vaevictis":
        _vv_tables()
    session = Session.new(game_id, seed=1, autosave=False)
    if game_id == "pratzen":  # each roll is logged in its phase of the declared sequence
        session = _pratzen()
        _until_roll(session, name)
    elif (game_id, name) in REACHED_BY:  # a state random clicks do not reach
        session = CASES[REACHED_BY[game_id, name]]()[0]
    else:
        _reach_roll(session, name)
    assert session.roll_closed(name) is None
    app, typed = _counted(session, tmp_path / "before.toml")
    resolver = session.resolver(name)
    inputs = _inputs(game_id, name)
    spec = DiceSpec.parse(resolver.dice)
    throws = resolver.throws(inputs) if resolver.throws is not None else 1
    roll = " ".join([str(spec.count)] * throws) if throws > 1 else str(spec.count * 2)
    count = len(session.log)
    session.resolve(name, inputs, roll=roll)
    rolls = [e for e in session.log.entries[count:] if e.natural is not None]
    assert rolls and all(e.typed for e in rolls)
    assert _counted(session, tmp_path / "after.toml") == (app, typed + len(rolls))
