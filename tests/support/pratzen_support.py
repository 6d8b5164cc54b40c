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
        {"name": "F Guns", "side": "French", "type": "artillery", "er": 2},
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
        elif state.phase == "Event" and state.events.held.get(state.side):
            play_at_once(session)
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


def to_grenadiers_due(session: Session) -> None:
    """Press Next phase until the Allied Reinforcements Phase of Game Turn 2, where the
    scenario's Allied Grenadiers are due and not yet rolled for [Reinforcements Phase]."""
    for _ in range(40):
        state = session.state
        if (state.turn, state.side, state.phase) == (2, "Allied", "Reinforcements"):
            return
        act(session, {"kind": "next_phase"})
    raise AssertionError("never reached the Allied Reinforcements Phase of Game Turn 2")


def put_away(session: Session, card: str, set_aside: bool = False) -> None:
    """Play or discard a held card of the phasing player's; a Low Ammo card, with the
    Ammunition rules in use, places its chit on the first Flag or gun not marked No Ammo."""
    action: dict[str, Any] = {"kind": "play_event", "card": card, "set_aside": set_aside}
    state = session.state
    if card == "low-ammo" and state.ammunition:
        action["unit"] = next(
            u.name
            for u in state.units
            if (u.flag or u.type == "artillery") and u.ammo != "none" and not u.eliminated
        )
    act(session, action)


def play_at_once(session: Session) -> None:
    """Play the held cards that are played at once when drawn (Low Ammo, Breeze)."""
    from tabletop.games.pratzen.deck import held_at_once

    for card in held_at_once(session.state, session.state.side):
        put_away(session, card)


def lost_combat(session: Session, side: str) -> None:
    """Roll, in this Close Combat Phase, a close combat `side` loses with a D (the printed
    marks read from the table as the `loser` input): its Defeated Flags marker may then move
    once [Using the Morale Tracks]."""
    loser = "attacker" if side == session.state.side else "defender"
    combat = {"attack": 5, "defend": 3, "attacker_leader": True, "roll": 5, "loser": loser}
    act(session, {"kind": "close_combat", **combat})
    assert session.state.combat is not None and session.state.combat.suffered() == "D"


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
    ball = {"kind": "artillery_fire", "shot": "ball", "range": 4, "stack_units": 2}
    act(session, ball)  # one die per unit of the stack, from the session's dice
    act(session, {"kind": "hits", "units": ["A1 A"]})
    advance_to(session, "French", "Engagement")
    session.resolve("engagement", {"er": 2, "leader": 1}, roll=8, side="French")
    act(session, {"kind": "musketry_fire", "range": 3, "roll": 4})
    act(session, {"kind": "hits", "units": ["A Guns"]})
    advance_to(session, "French", "Close Combat")
    combat = {"attack": 5, "defend": 3, "attacker_leader": True, "loser": "defender"}
    act(session, {"kind": "close_combat", **combat, "defender_units": 2, "roll": 5})
    act(session, {"kind": "flags_defeated", "side": "Allied"})
    act(session, {"kind": "hits", "units": ["A1 Flag"]})
    act(
        session,
        {"kind": "leader_casualty", "leader": "Allied Colonel", "cause": "close-combat", "roll": 6},
    )
    act(session, {"kind": "eliminate", "name": "A Guns"})
    act(
        session,
        {
            "kind": "ammo",
            "unit": "F1 Flag",
            "ammo": "low",
            "reason": "a combat result on the board",
        },
    )
    act(session, {"kind": "next_phase"})
    return session


if __name__ == "__main__":
    target = SAVES / EXAMPLE
    target.unlink(missing_ok=True)
    build_example(target).save()
    print(target)
