"""Every number of a saved state in its range and every id unique where the rules say so
(issue 21 item 4): `show`, `act` and the window refuse what `verify` refuses, in one sentence
naming the field (how quickly is a figure of scripts/bench); the example saves still load.

The first tests are the values a fault-injection run found loading on main; the property
tests make mutants of every example save from each game's declared bounds
(`tabletop/games/<id>/bounds.py`): one past each end of every range, the largest 64-bit number,
and a copy of each unique id.
"""

from __future__ import annotations

import collections.abc
import dataclasses
import json
import random
import re
import types
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from bounds_support import (
    BIG,
    EXAMPLES,
    SAVES,
    bounds_of,
    edited,
    game_of,
    label,
    mutants,
    places,
    set_to,
    twice,
    with_bounds,
)

from tabletop.cli import main
from tabletop.core.errors import SaveError
from tabletop.games import GAMES, find_game
from tabletop.games.bounds import Bound, Range
from tabletop.gui.recover_dialog import showing
from tabletop.session.randomplay import play
from tabletop.session.saves import read_session

PRATZEN = SAVES / "pratzen-turn1-after-close-combat.toml"
SPI = SAVES / "spi1980-combat-pending.toml"
TONNERRE = SAVES / "tonnerre-setup.toml"
CARDS = SAVES / "cardgame-solo-greedy-midgame.toml"


def refused(path: Path, field: str) -> str:
    """The loader's sentence for a save it must refuse, checked to name the field."""
    with pytest.raises(SaveError) as caught:
        read_session(path, autosave=False)
    message = str(caught.value)
    assert re.search(field, message), message
    assert "\n" not in message, message
    return message


def shell_refuses(capsys: pytest.CaptureFixture[str], path: Path, field: str) -> None:
    """`act` refuses the file in one line naming the field, and `show --json` names it as the
    detail of its plain sentence (issue 31), leaving it untouched."""
    before = path.read_bytes()
    assert main(["show", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    shown = json.loads(out)
    assert err == "" and re.search(field, shown["detail"]) and "\n" not in shown["error"], out
    assert main(["act", str(path), "--list", "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and re.search(field, err) and err.count("\n") == 1, err
    assert path.read_bytes() == before


# -- what the fault-injection run found loading on main ------------------------------------

FOUND = {
    "pratzen demoralization 2^63-1": (
        PRATZEN,
        set_to("morale", 0, "demoralization", value=BIG),
        r"state\.morale\[0\]\.demoralization",
    ),
    "pratzen demoralization -7": (
        PRATZEN,
        set_to("morale", 1, "demoralization", value=-7),
        r"state\.morale\[1\]\.demoralization",
    ),
    "pratzen reinforcement twice": (
        PRATZEN,
        twice("reinforcements"),
        r"state\.reinforcements\[1\]\.group",
    ),
    "pratzen unit rallied twice": (
        PRATZEN,
        set_to("rallied", value=["A1 A", "a1 a"]),
        r"state\.rallied\[1\]",
    ),
    "pratzen rallied piece unknown": (
        PRATZEN,
        set_to("rallied", value=["Nobody"]),
        r"state\.rallied\[0\]",
    ),
    "pratzen cavalry of a gun's class": (
        PRATZEN,
        set_to("units", 4, "arm", value="horse"),
        r"state\.units\[4\]\.arm",
    ),
    "pratzen guns marked fired": (
        PRATZEN,
        set_to("units", 7, "fired", value=True),
        r"state\.units\[7\]\.fired",
    ),
    "pratzen guns out of command": (
        PRATZEN,
        set_to("units", 7, "ooc", value=True),
        r"state\.units\[7\]\.ooc",
    ),
    "spi pending rout number 2^64-1": (
        SPI,
        set_to("pending_combat", "attacker_effect", "rout_number", value=2**64 - 1),
        r"state\.pending_combat\.attacker_effect\.rout_number",
    ),
    "spi unit twice in engaged": (SPI, twice("engaged"), r"state\.engaged\[\d+\]"),
    "card game turn 10^12": (CARDS, set_to("turn", value=10**12), r"state\.turn "),
    "tonnerre turn -1": (TONNERRE, set_to("turn", value=-1), r"state\.turn "),
    "tonnerre coalition_draws 2^63-1": (
        TONNERRE,
        set_to("coalition_draws", value=BIG),
        r"state\.coalition_draws",
    ),
}


@pytest.mark.parametrize("name", sorted(FOUND))
def test_a_value_off_its_track_is_refused_by_show_and_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    """A save the referee's `verify` refuses would open in `show` and `act` and be played on
    (a Demoralization Level of 2^63-1 then drew a Morale Chart until the kernel killed the
    window)."""
    source, change, field = FOUND[name]
    path = edited(tmp_path, source, change)
    refused(path, field)
    shell_refuses(capsys, path, field)


@pytest.mark.gui
@pytest.mark.parametrize("name", ["pratzen demoralization 2^63-1", "pratzen reinforcement twice"])
def test_the_window_refuses_a_value_off_its_track(
    app: Any, tk_root: Any, tmp_path: Path, name: str
) -> None:
    """The window grew without end drawing a Morale Chart of 2^63 boxes, or showed a Tk
    traceback for a reinforcement group listed twice."""
    source, change, field = FOUND[name]
    path = edited(tmp_path, source, change)
    tabs = len(app.notebook.tabs())
    assert app.open_path(path) is None
    tk_root.update()
    assert len(app.notebook.tabs()) == tabs
    shown = app.status.get()
    assert "\n" not in shown and "Error" not in shown and not re.search(field, shown)
    dialog = showing(tk_root)  # the field is named under Details (issue 31)
    assert dialog is not None and re.search(field, dialog.details.cget("text"))


# -- mutants of every example save -----------------------------------------------------------


def _breakable() -> list[Any]:
    """(save, bound) for each bound a value of the save can break."""
    cases = []
    for save, bounds in with_bounds():
        for bound in bounds:
            paths = (bound.path,) if isinstance(bound, Range) else bound.paths
            if any(places(save, path) for path in paths):
                cases.append(pytest.param(save, bound, id=f"{save.stem}:{label(bound)}"))
    return cases


@pytest.mark.parametrize("save,bound", _breakable())
def test_a_mutant_that_breaks_a_bound_is_refused_by_load_show_and_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], save: Path, bound: Bound
) -> None:
    """A hand-edited save holding a number off its track or an id twice would open in
    `show` or `act` and break the panel or the rules later."""
    made = mutants(save, bound)
    assert made, f"no value of {save.name} breaks {label(bound)}"
    for what, change, field in made:
        path = edited(tmp_path, save, change)
        try:
            refused(path, field)
        except AssertionError as exc:
            raise AssertionError(f"{save.name} with {what}: {exc}") from None
    shell_refuses(capsys, path, field)


@pytest.mark.gui
@pytest.mark.parametrize("save", [save for save, _ in with_bounds()], ids=lambda p: p.stem)
def test_the_window_refuses_every_mutant_of_a_save(
    app: Any, tk_root: Any, tmp_path: Path, save: Path
) -> None:
    """Opening a save with a number off its track drew a Morale Chart of 2^63 boxes, or a
    Tk traceback for an id listed twice, instead of one sentence and no tab."""
    tabs = len(app.notebook.tabs())
    for bound in bounds_of(game_of(save)):
        for what, change, field in mutants(save, bound)[-1:]:
            path = edited(tmp_path, save, change)
            assert app.open_path(path) is None, what
            tk_root.update()
            shown = app.status.get()
            assert "\n" not in shown and not re.search(field, shown), (what, shown)
            dialog = showing(tk_root)  # the field is named under Details (issue 31)
            assert dialog is not None and re.search(field, dialog.details.cget("text")), what
            dialog.cancel_button.invoke()
    assert len(app.notebook.tabs()) == tabs


@pytest.mark.parametrize("save", EXAMPLES, ids=lambda p: p.stem)
def test_an_example_save_and_random_play_from_it_stay_in_bounds(save: Path) -> None:
    """A bound narrower than the rules would refuse a save of a position play reached."""
    session = read_session(save, autosave=False)
    session.autosave = False
    validate = session.game.validate
    play(session, 120, random.Random(21))
    for step in (*session.history.past, session.history.present, *session.history.future):
        validate(step.state)


# -- every number declared ------------------------------------------------------------------

NOT_HERE = {
    "vaevictis": {"units[].crossed": "no more than the unit's own boxes: validate's own check"},
}
"""Numbers whose range depends on their neighbours, checked by the game's `validate`."""


def numbers(kind: Any, path: str = "") -> Iterator[str]:
    """The path of every whole number a state type holds (what `bounds.found` reads)."""
    if kind is int:
        yield path
        return
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin in (types.UnionType, typing.Union):
        for arg in args:
            if arg is not type(None):
                yield from numbers(arg, path)
    elif origin is tuple and (args[-1] is Ellipsis or len(set(args)) == 1):
        yield from numbers(args[0], f"{path}[]")
    elif origin is tuple:
        for index, arg in enumerate(args):
            yield from numbers(arg, f"{path}[{index}]")
    elif origin in (dict, collections.abc.Mapping):
        yield from numbers(args[1], f"{path}{{}}")
    elif dataclasses.is_dataclass(kind):
        hints = typing.get_type_hints(kind)
        for item in dataclasses.fields(kind):
            yield from numbers(hints[item.name], f"{path}.{item.name}" if path else item.name)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_number_of_a_game_state_has_its_range(game: str) -> None:
    """A number with no declared range (a new field, or one forgotten) would load at any
    value, as Pratzen's Demoralization Level of 2^63-1 did."""
    declared = {bound.path for bound in bounds_of(game) if isinstance(bound, Range)}
    held = set(numbers(find_game(game).state_type))
    assert held - declared - set(NOT_HERE.get(game, {})) == set()
    assert declared <= held, "a range names a number the state does not hold"


# -- play never makes a save that will not open --------------------------------------------


def test_an_action_past_the_top_of_the_morale_chart_is_refused_and_the_save_reopens(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Defeated Flags moved past the Morale Chart's top box (no piece on the chart to stop
    them) were written to the save, which `show` and the window then refused to open; the
    marker now stops at the Demoralization marker [Using the Morale Tracks]."""
    from pratzen_support import advance_to, lost_combat

    path = tmp_path / PRATZEN.name
    path.write_bytes(PRATZEN.read_bytes())
    session = read_session(path, autosave=False)
    advance_to(session, "Allied", "Close Combat")
    lost_combat(session, "French")  # the French lose a close combat with a D
    session.save(path)
    before = path.read_bytes()
    move = ["act", str(path), "flags_defeated", "--defeated-side", "French", "--count", "20"]
    assert main(move) == 2
    out, err = capsys.readouterr()
    assert "past the Demoralization marker in box 4" in err and err.count("\n") == 1
    assert path.read_bytes() == before
    assert read_session(path, autosave=False).state.chart("French").defeated_flags == 0
