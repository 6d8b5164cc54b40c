"""Owners' printed data for the games whose text lost some, and games played on it: shared by
the tests that prove a save replays on the data it carries (tests/session/test_saves_printed.py)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import CARDS, COUNTS, TRACK
from vaevictis_support import FIRE

from tabletop.core.data import load_board
from tabletop.core.overrides import save_entries, save_table
from tabletop.session import Session
from tabletop.session.randomplay import play as random_play
from tabletop.session.verify import verify_file

FIRE_A = FIRE  # the table as test_vaevictis_resolvers types it
FIRE_B = [row[::-1] for row in FIRE_A[::-1]]  # another owner's misreading of the same table
FIRE_COLUMNS = ["0 or less", "1-2", "3+"]
COMBAT_A = [["R1/-"], ["D1/Test"], ["Test/D1"], ["-/D2"], ["R1/R2"], ["-/R1"]]
COMBAT_B = [["-/R1"], ["-/D2"], ["Test/D1"], ["D1/Test"], ["R1/-"], ["R1/R2"]]


def in_folder(monkeypatch: pytest.MonkeyPatch, home: Path) -> None:
    """Act as the app started on the user folder `home` (another machine, another owner)."""
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    load_board.cache_clear()


def verdicts(
    path: Path, homes: Mapping[str, Path], monkeypatch: pytest.MonkeyPatch
) -> dict[str, Any]:
    """`verify` of one save on each user folder: its problem (None when it passes)."""
    out: dict[str, Any] = {}
    for name, home in homes.items():
        in_folder(monkeypatch, home)
        out[name] = verify_file(path).problem
    return out


# -- what each owner entered, by game -----------------------------------------------------


def vaevictis_owner(variant: str) -> None:
    """The three lost tables [12.2] [13.2] [15.1]; owner B read two of them otherwise."""
    a = variant == "a"
    save_table("vaevictis", "fire", FIRE_A if a else FIRE_B, columns=FIRE_COLUMNS)
    save_table("vaevictis", "close-combat", COMBAT_A if a else COMBAT_B, columns=["0+"])
    save_table(
        "vaevictis",
        "leader-death",
        [["-", "-"], ["Killed", "-"], ["Killed", "Killed"]]
        if a
        else [["Killed", "-"], ["-", "-"], ["-", "Killed"]],
        columns=["Fire", "Combat"],
        row_labels=["2-9", "10-11", "12"],
        dice="2d6",
    )


def tonnerre_owner(variant: str) -> None:
    """Counts, both casualty tracks and four cards' charts; owner B's tracks are longer and
    have other rout boxes, and B entered no card."""
    if variant == "a":
        track: dict[str, Any] = dict(TRACK)
        entries: dict[str, Any] = {"command_cards": {"cards": CARDS}}
    else:
        track = {**TRACK, "length": 15, "rout_boxes": [2, 5, 9], "minus_one_boxes": [3]}
        entries = {}
    entries["units"] = {"unknown": False, "counts": COUNTS}
    entries["casualty_tracks"] = {"French": track, "Coalition": track}
    save_entries("tonnerre", entries)


def pratzen_owner(variant: str) -> None:
    """The two tables the text lost: the bold-italic marks of the close combat table and the
    artillery's adjacent range; owner B read them otherwise."""
    mark = "bold" if variant == "a" else "plain"
    save_table("pratzen", "close-combat-marks", [[mark] * 6 for _ in range(6)])
    save_table("pratzen", "artillery-range-1", [["5" if variant == "a" else "3"], ["none"]])


def spi1980_owner(variant: str) -> None:
    """A Combat Results Table cell corrected from the printed copy, and Saulima's lost type
    symbol [2.4]; owner B corrected another cell and read Saulima otherwise."""
    from tabletop.games.spi1980.data import game_data
    from tabletop.games.spi1980.unit_types import save_unit_type

    crt = game_data().crt
    cells = [list(row.cells) for row in crt.rows]
    for row in cells:
        row[crt.columns.index("1-1")] = "-/1" if variant == "a" else "1/-"
    save_table("spi1980", "crt", cells)
    save_unit_type("saulima", "cavalry" if variant == "a" else "infantry")


OWNERS: dict[str, Callable[[str], None]] = {
    "vaevictis": vaevictis_owner,
    "tonnerre": tonnerre_owner,
    "pratzen": pratzen_owner,
    "spi1980": spi1980_owner,
}
"""Every game whose printed data an owner enters."""


# -- a game played on it ------------------------------------------------------------------


def play_on_owner_data(session: Session) -> None:
    """Rolls that read the owner's entries, from the session's dice, then random play."""
    game = session.game.id
    if game == "vaevictis":
        from vaevictis_support import to_phase, with_army

        with_army(session)  # the order of battle, then who goes first [5.1]
        session.act({"kind": "roll_first", "french": 5, "coalition": 2})
        session.act({"kind": "choose_first", "first": "French"})
        to_phase(session, "defensive_fire")  # each roll in its phase [5.2]
        for _ in range(3):
            session.resolve("fire", {"fire": 5, "protection": 2, "modifier": -1})
            session.resolve("leader-death", {"column": "Fire"})
        to_phase(session, "close_combat")
        for _ in range(3):
            session.resolve("close-combat", {"attack": 5, "defend": 3})
    elif game == "pratzen":
        from pratzen_support import SCENARIO, act, advance_to

        session.act(dict(SCENARIO))  # the owner's scenario: a logged action of its own
        advance_to(session, "French", "Artillery Fire")  # each roll in its phase
        for _ in range(3):  # the Artillery fire action's roll, read on the owner's table
            act(session, {"kind": "artillery_fire", "shot": "ball", "range": 1})
        advance_to(session, "French", "Close Combat")
        for _ in range(3):  # the Close combat action's roll, read on the owner's marks
            act(session, {"kind": "close_combat", "attack": 9, "defend": 3})
    elif game == "spi1980":
        for _ in range(4):
            session.resolve("table:crt", {"column": "1-1"})
    # Tonnerre reads its owner's tracks and cards only once casualties mount and a card is
    # drawn: a longer game (most clicks act as the side to move, as the window does).
    random_play(session, 200 if game == "tonnerre" else 60, random.Random(game))


def readings(session: Session) -> list[str]:
    """What the log says of every roll and action, to tell two owners' games apart."""
    return [f"{e.what}: {e.result}" for e in session.log.entries[1:]]
