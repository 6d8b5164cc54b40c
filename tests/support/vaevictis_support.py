"""A small Vae Victis order of battle for the engine, CLI and window tests.

The real "tables des potentiels" are not in the text: these units and morale values are test
fixtures only, entered as an owner would enter his own.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from checkout_paths import SAVES

from tabletop.session import Session

LEADERS: list[dict[str, Any]] = [
    {"leader": "lannes", "name": "Lannes", "side": "French", "rank": "corps"},
    {
        "leader": "suchet",
        "name": "Suchet",
        "side": "French",
        "rank": "division",
        "corps": "lannes",
        "initiative": 3,
    },
    {"leader": "bagration", "name": "Bagration", "side": "Coalition", "rank": "corps"},
    {
        "leader": "markoff",
        "name": "Markoff",
        "side": "Coalition",
        "rank": "division",
        "corps": "bagration",
        "initiative": 2,
    },
]

UNITS: list[dict[str, Any]] = [
    {
        "unit": "17e",
        "name": "17e Ligne",
        "side": "French",
        "arm": "infantry",
        "boxes": [9, 8, 7],
        "division": "suchet",
    },
    {
        "unit": "cuir",
        "name": "Cuirassiers",
        "side": "French",
        "arm": "heavy-cavalry",
        "boxes": [10, 9, 8, 7],
    },
    {
        "unit": "art",
        "name": "Foot battery",
        "side": "French",
        "arm": "foot-artillery",
        "boxes": [8, 7],
    },
    {
        "unit": "arkh",
        "name": "Arkhangelgorod",
        "side": "Coalition",
        "arm": "infantry",
        "boxes": [8, 7, 6],
        "division": "markoff",
    },
    {
        "unit": "garde",
        "name": "Preobrazhensky",
        "side": "Coalition",
        "arm": "infantry",
        "boxes": [11, 10, 9, 8],
        "guard": True,
    },
]


def with_army(session: Session) -> Session:
    """Enter the test leaders and units, as the owner would from his printed copy."""
    for leader in LEADERS:
        session.act({"kind": "add_leader", **leader})
    for unit in UNITS:
        session.act({"kind": "add_unit", **unit})
    return session


def started(seed: int = 1805, more: Iterable[dict[str, Any]] = (), **options: Any) -> Session:
    """A session with the test army (and `more` of its entries: a unit, a leader), the
    French going first."""
    session = with_army(Session.new("vaevictis", seed=seed, autosave=False, options=options))
    for entry in more:
        session.act(entry)  # the order of battle is entered before play [18]
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    session.act({"kind": "choose_first", "first": "French"})
    return session


def advance_to(session: Session, turn: int, sequence: int = 1, phase: int = 0) -> None:
    """Press Next phase until the turn, sequence and phase are reached; at the end of Turns 7
    to 9 the random finish is rolled as a typed 1, which carries on [5.3], and the Guard's
    departure as a typed 1, which stays [17]."""
    state = session.state
    while (state.turn, state.sequence, state.phase) < (turn, sequence, phase):
        legal = {entry.kind: entry.open for entry in session.game.legal_actions(state, "")}
        if legal["random_finish"]:
            session.act({"kind": "random_finish", "roll": 1})
        elif legal["guard_departure"]:
            session.act({"kind": "guard_departure", "roll": 1})  # the Guard stays [17]
        else:
            session.act({"kind": "next_phase"})
        state = session.state


def to_phase(session: Session, phase: str, sequence: int = 0, turn: int = 0) -> None:
    """Press Next phase until the phase of that id (boards/vaevictis.toml [[phases]]) of
    `sequence` of `turn` (the current ones when left 0) [5.2]."""
    from tabletop.games.vaevictis.legal import phase_index

    state = session.state
    advance_to(session, turn or state.turn, sequence or state.sequence, phase_index(phase))


EXAMPLE = "vaevictis-turn3-losses-and-a-dead-general.toml"


def build_example(path: Any = None) -> Session:
    """The example session of saves/: Turn 3, losses, a disorder, a morale test from the
    Coalition's defensive fire, a general killed in the French Close Combat Phase of Turn 2,
    an objective hex held; every action in the step that opens it, logged for its side."""
    session = Session.new("vaevictis", seed=1805, path=path, autosave=False)

    def act(action: dict[str, Any]) -> None:
        session.act(action, side=session.game.side_of(session.state, action))

    def to(turn: int, sequence: int = 1, phase: int = 0) -> None:
        while (session.state.turn, session.state.sequence, session.state.phase) < (
            turn,
            sequence,
            phase,
        ):
            act({"kind": "next_phase"})

    for leader in LEADERS:
        act({"kind": "add_leader", **leader})
    for unit in UNITS:
        act({"kind": "add_unit", **unit})
    act({"kind": "roll_first", "french": 5, "coalition": 2})
    act({"kind": "choose_first", "first": "French"})
    act({"kind": "lose", "reason": "on the map", "unit": "arkh", "boxes": 1})
    act({"kind": "disorder", "reason": "on the map", "unit": "arkh"})
    to(1, 1, 5)  # the Coalition's Defensive Fire: the 17e tests from it [12.4]
    act({"kind": "morale_test", "unit": "17e", "reason": "fire", "minus": 1, "roll": 6})
    to(2, 1, 7)  # the French Close Combat Phase: Markoff dies with his troops [15.1]
    act({"kind": "kill_leader", "leader": "markoff"})
    act({"kind": "lose", "reason": "on the map", "unit": "cuir", "boxes": 2})
    to(3, 1, 3)
    act({"kind": "hold", "objective": "blasiowitz", "hexes": 1})
    act({"kind": "notes", "text": "Suchet's division holds the Santon road; Markoff killed."})
    return session


if __name__ == "__main__":  # python tests/support/vaevictis_support.py rewrites the example save
    target = SAVES / EXAMPLE
    target.unlink(missing_ok=True)
    build_example(target).save()
    print(target)


FIRE = [
    ["-", "-", "Test"],
    ["-", "Test", "Test-1"],
    ["Test", "Test-1", "D1"],
    ["Test-1", "D1", "D2"],
    ["D1", "R1", "R2"],
    ["R1", "R2", "R3"],
]
"""The Fire Results Table as an owner types it from the printed copy (tests only)."""

COMBAT = [["R1/-"], ["D1/Test"], ["Test/D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
"""A close-combat table as an owner types it (tests only): attacker/defender."""


def owner_tables(leaders: bool = False) -> None:
    """The owner enters the fire and close-combat tables (and the mort des chefs table) in
    the test's user folder, as the Charts page keeps them."""
    from tabletop.core import data
    from tabletop.core.overrides import save_table

    data.load_board.cache_clear()
    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    save_table("vaevictis", "close-combat", COMBAT, columns=["0+"])
    if leaders:
        save_table("vaevictis", "leader-death", **LEADER_DEATH)


LEADER_DEATH: dict[str, Any] = {
    "cells": [["-", "-"], ["Killed", "-"], ["Killed", "Killed"]],
    "columns": ["Fire", "Combat"],
    "row_labels": ["2-9", "10-11", "12"],
    "dice": "2d6",
}
"""The mort des chefs table as an owner might type it, on 2d6 (tests only, not the printed)."""


def type_fire_table(entry: Any) -> None:
    """Type a fire table into the Charts page's form as an owner would: its column headers,
    Lay out, then each cell (a test table of the right shape, not the printed one)."""
    entry.columns_entry.insert(0, "0 or less, 1-2, 3+")
    entry.layout_button.invoke()
    for r, row in enumerate(entry.cells):
        for c, cell in enumerate(row):
            cell.insert(0, ["-", "Test", "D1"][c] if r < 3 else ["Test", "D1", "R2"][c])
