"""A small made-up scenario for the Pratzen tests (the Playbook's scenarios are not in the text)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from checkout_paths import SAVES

from tabletop.games.pratzen.legal import to_rally
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
    """Press Next phase until the phase marker reaches `side`'s `phase`, making on the way the
    rolls a phase may not be left without: the event card drawn, a group due rolled for (a
    typed 2: it arrives) or placed, each disordered or routed unit's rally (a typed 6)."""
    for _ in range(80):
        state = session.state
        if state.side == side and state.phase == phase:
            return
        if next(e for e in session.legal_actions() if e.kind == "next_phase").open:
            act(session, {"kind": "next_phase"})
        elif state.phase == "Event":
            act(session, {"kind": "draw_event"})
        elif state.phase == "Reinforcements":
            group = next(r for r in state.reinforcements if r.side == state.side and not r.arrived)
            if group.rolled:
                act(session, {"kind": "reinforcement_arrives", "group": group.group})
            else:
                act(session, {"kind": "reinforcement", "group": group.group, "roll": 2})
        else:
            act(session, {"kind": "rally", "unit": to_rally(state)[0].name, "roll": 6})
    raise AssertionError(f"never reached the {side} {phase} Phase")


def act(session: Session, action: dict[str, Any]) -> None:
    """Act as the panel does, the log naming the side the game says acted."""
    session.act(action, side=session.game.side_of(session.state, action))


EXAMPLE = "pratzen-turn1-after-close-combat.toml"
"""The example session in saves/ (`python tests/support/pratzen_support.py` rewrites it)."""


def build_example(path: Path | None = None) -> Session:
    """The example: ball fire on a stack, a musketry hit that limbers the Allied guns (a
    natural 4: no hit marker [Hitting and "Disordering" Artillery]), a close combat the Allies
    lose with a D (their Defeated Flag, a hit, the guns eliminated, a leader's roll), a Low
    Ammo chit; the Allied Player Turn about to begin."""
    session = Session.new("pratzen", seed=2026, path=path, autosave=False)
    name = "Example skirmish (made up: the Playbook is not in the text)"
    act(session, {**SCENARIO, "scenario": name, "turns": 4, "ammunition": True})
    advance_to(session, "French", "Artillery Fire")
    ball = {"shot": "ball", "range": 4, "stack_units": 2}
    session.resolve("artillery", ball, roll="5 3", side="French")
    act(session, {"kind": "hits", "units": ["A1 A"]})
    advance_to(session, "French", "Engagement")
    session.resolve("engagement", {"er": 2, "leader": 1}, roll=8, side="French")
    session.resolve("musketry", {"range": 3}, roll=4, side="French")
    act(session, {"kind": "hits", "units": ["A Guns"]})
    advance_to(session, "French", "Close Combat")
    combat = {"attack": 5, "defend": 3, "attacker_leader": True, "loser": "defender"}
    session.resolve("close-combat", {**combat, "defender_units": 2}, roll=5, side="French")
    act(session, {"kind": "flags_defeated", "side": "Allied"})
    act(session, {"kind": "hits", "units": ["A1 Flag"]})
    act(
        session,
        {"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "close-combat", "roll": 6},
    )
    act(session, {"kind": "eliminate", "name": "A Guns"})
    act(session, {"kind": "ammo", "unit": "F1 Flag", "ammo": "low"})
    act(session, {"kind": "next_phase"})
    return session


if __name__ == "__main__":
    target = SAVES / EXAMPLE
    target.unlink(missing_ok=True)
    build_example(target).save()
    print(target)
