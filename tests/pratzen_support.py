"""A small made-up scenario for the Pratzen tests (the Playbook's scenarios are not in the text)."""

from __future__ import annotations

from typing import Any

from tabletop.session import Session

SCENARIO: dict[str, Any] = {
    "kind": "setup",
    "scenario": "Test skirmish (made up for the tests)",
    "turns": 3,
    "french_level": 4,
    "allied_level": 3,
    "units": [
        {"name": "F1 Flag", "side": "French", "battalion": "F1", "flag": True, "er": 2},
        {"name": "F1 A", "side": "French", "battalion": "F1", "er": 2},
        {"name": "F1 B", "side": "French", "battalion": "F1", "er": 2},
        {"name": "F1 C", "side": "French", "battalion": "F1", "er": 2},
        {"name": "F Hussars", "side": "French", "type": "cavalry", "er": 3},
        {"name": "A1 Flag", "side": "Allied", "battalion": "A1", "flag": True, "er": 1},
        {"name": "A1 A", "side": "Allied", "battalion": "A1", "er": 1},
        {"name": "A Guns", "side": "Allied", "type": "artillery", "er": 2},
    ],
    "leaders": [
        {"name": "French Brigadier", "side": "French"},
        {"name": "Allied Colonel", "side": "Allied"},
    ],
    "reinforcements": [{"group": "Allied Grenadiers", "side": "Allied", "turn": 2}],
}


def set_up(seed: int = 7, **options: Any) -> Session:
    """A session with the test scenario entered, French Reinforcements Phase of turn 1."""
    session = Session.new("pratzen", seed=seed, autosave=False)
    session.act({**SCENARIO, **options})
    return session


def advance_to(session: Session, side: str, phase: str) -> None:
    """Press Next phase until the phase marker reaches `side`'s `phase`."""
    for _ in range(40):
        if session.state.side == side and session.state.phase == phase:
            return
        session.act({"kind": "next_phase"})
    raise AssertionError(f"never reached the {side} {phase} Phase")
