"""The SPI example saves in saves/, made with the engine: a combat waiting for its result, and a
game at Game-Turn 3 (`python tests/support/spi_saves_support.py` rewrites them)."""

from __future__ import annotations

import sys
from pathlib import Path

from checkout_paths import SAVES

from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.sequence import SEQUENCE
from tabletop.session.session import Session

RESERVE = [u.id for u in game_data().units if u.is_reserve]
PLOT = {u: f"{1600 + i:04d}" for i, u in enumerate(RESERVE)}


def act(session: Session, action: dict[str, object]) -> None:
    """Act as the panel does, with the log naming the side that acted."""
    session.act(action, side=SEQUENCE.side_of(session.state, action))


def _to_combat(session: Session) -> None:
    """Write the reserve down and step to the Allied Combat Phase of Game-Turn 1."""
    act(session, {"kind": "plot_reserve", "hexes": PLOT})
    act(session, {"kind": "next_phase"})
    act(session, {"kind": "next_phase"})


def _first_combat(session: Session) -> None:
    """Rotrmd (15, morale 4) attacks Becker (5, morale 5): 3-1 shifted to 2-1; a 1 gives 1/2d."""
    act(
        session,
        {
            "kind": "combat",
            "attackers": ["rotrmd"],
            "defenders": ["becker"],
            "attacker_morale_unit": "rotrmd",
            "defender_morale_unit": "becker",
            "roll": 1,
        },
    )


def build_pending(path: Path | None = None) -> Session:
    """Game-Turn 1, Allied Combat Phase, a combat resolved and its result waiting [6.0]."""
    session = Session.new("spi1980", seed=1805, path=path, autosave=False)
    _to_combat(session)
    _first_combat(session)
    return session


def build_turn3(path: Path | None = None) -> Session:
    """A game played to Game-Turn 3 with one combat applied and its disrupted unit rallied."""
    session = build_pending(path)
    act(session, {"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    act(session, {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}})
    act(session, {"kind": "next_phase"})  # French Rally: Becker (disrupted) must try [7.0]
    act(session, {"kind": "rally", "corps": "V", "units": ["becker"], "roll": 1})
    for _ in range(2):
        act(session, {"kind": "next_phase"})
    for _ in range(4):  # Game-Turn 2 to the French Rally Phase, no combats
        act(session, {"kind": "next_phase"})
    act(session, {"kind": "reinforcement_roll", "roll": 3})  # 3 - 2 = 1 [9.0]
    act(session, {"kind": "next_phase"})
    act(session, {"kind": "enter_reinforcements", "units": ["friant", "bourcier", "ourie"]})
    for _ in range(2):  # to Game-Turn 3, Allied Rally Phase
        act(session, {"kind": "next_phase"})
    return session


EXAMPLES = {
    "spi1980-turn3-after-combat.toml": build_turn3,
    "spi1980-combat-pending.toml": build_pending,
}


def write_example_saves(folder: Path = SAVES) -> list[Path]:
    """Write every example save; returns their paths."""
    folder.mkdir(exist_ok=True)
    return [build(folder / name).save() for name, build in EXAMPLES.items()]


if __name__ == "__main__":
    for written in write_example_saves(Path(sys.argv[1]) if len(sys.argv) > 1 else SAVES):
        print(written)
