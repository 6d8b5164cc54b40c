"""A small game with one real printed 1d6 table, for driving the shared widgets in tests."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import fake_game as fake_rules

from tabletop.core.dice import Dice
from tabletop.core.history import History, Step
from tabletop.core.log import Log
from tabletop.core.tables import table_from_toml
from tabletop.games.base import (
    Event,
    GameInfo,
    InputSpec,
    InputValue,
    Resolution,
    Resolver,
    RollRecord,
)
from tabletop.session.session import Session

CRT = table_from_toml(
    "fake",
    "crt",
    {
        "title": "Fake Combat Results Table",
        "source": "000_fake.txt [7.1]",
        "dice": "1d6",
        "columns": ["1-1", "2-1"],
        "rows": [
            {"roll": "1", "cells": ["AE", "DR"]},
            {"roll": "2", "cells": ["AR", "DR"]},
            {"roll": "3", "cells": ["AR", "DR"]},
            {"roll": "4", "cells": ["DR", "DE"]},
            {"roll": "5", "cells": ["DR", "DE"]},
            {"roll": "6", "cells": ["DE", "DE"]},
        ],
    },
)
"""A 1d6 combat table: two odds columns, rolls 1 to 6, modified rolls clamped."""

MEANING = {
    "AE": "Attacker eliminated",
    "AR": "Attacker retreats",
    "DR": "Defender retreats",
    "DE": "Defender eliminated",
}


def _modifiers(values: Mapping[str, InputValue]) -> dict[str, int]:
    return {"leader": int(values["leader"]), "river": -1 if values["river"] else 0}  # type: ignore[arg-type]


def odds(values: Mapping[str, InputValue]) -> dict[str, Fraction]:
    """Exact odds of each printed result."""
    return CRT.odds(column=str(values["odds"]), modifier=sum(_modifiers(values).values()))


def run(values: Mapping[str, InputValue], natural: int) -> Resolution:
    """Read the table for a natural roll."""
    mods = _modifiers(values)
    found = CRT.lookup(column=str(values["odds"]), roll=natural, modifier=sum(mods.values()))
    record = RollRecord(
        side="",
        table="fake/crt",
        inputs=dict(values),
        modifiers=mods,
        natural=natural,
        modified=found.modified_roll or natural,
        result=found.result,
        case="7.1",
        dice="1d6",
    )
    events = (
        Event(f"{MEANING[found.result]}.", "7.1"),
        Event(f"Read row {found.row}, column {found.column}.", "7.2"),
    )
    return Resolution(found.result, found.as_dict(), odds(values), record, events)


CRT_RESOLVER = Resolver(
    name="crt",
    title="Fake combat",
    case="7.1",
    inputs=(
        InputSpec("odds", "Odds column", "choice", ("1-1", "2-1"), "1-1", help="Ratio (7.1)."),
        InputSpec("leader", "Leader bonus", "int", default=0, low=-2, high=2),
        InputSpec("river", "Across a river", "bool", default=False),
    ),
    odds=odds,
    run=run,
    dice="1d6",
)


def fake_game() -> GameInfo[fake_rules.TurnState]:
    """A turn tracker with the fake combat resolver."""
    return GameInfo(
        "fake",
        "Fake Battle",
        "000_fake.txt",
        fake_rules.TurnState,
        fake_rules.new_state,
        fake_rules.apply,
        {"crt": CRT_RESOLVER},
        lambda s: f"Turn {s.turn}",
        actions=fake_rules.ACTIONS,
        legal_actions=fake_rules.legal_actions,
    )


def fake_session(seed: int = 1) -> Session:
    """A session of the fake game, never written to disk."""
    state = fake_rules.new_state(Dice(seed), {})
    history = History(Step(state, Dice(seed).state, "Set up"))
    return Session(
        fake_game(), history, Log(), seed=seed, created="2025-01-01T00:00:00+00:00", autosave=False
    )
