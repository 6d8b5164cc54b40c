"""One session, one TOML file (DESIGN.md principle 6): reading it.

Written by its save file (`savefile.SaveFile`: atomically, locked, the previous version kept
as FILE.bak); read here with tomllib and checked field by field. A bad file raises SaveError
with one sentence naming the file and the field, and nothing on disk is touched. No pickle, no eval.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.core import plain
from tabletop.core.data import using
from tabletop.core.dice import Dice
from tabletop.core.errors import SaveError, TabletopError, message_of, one_line
from tabletop.core.files import Stamp, write_atomic
from tabletop.core.history import LIMIT as HISTORY_LIMIT
from tabletop.core.history import History, Step
from tabletop.core.i18n import say
from tabletop.core.log import Log
from tabletop.core.patch import patch
from tabletop.games import find_game
from tabletop.games.base import GameInfo
from tabletop.session.carried import carry_owner_data, read_printed
from tabletop.session.fields import field, hex_field, list_field
from tabletop.session.limits import parse_limited, read_stamped
from tabletop.session.logfile import LogTampered, read_log
from tabletop.session.notes import read_notes
from tabletop.session.savefile import SaveFile
from tabletop.session.savekeys import check_keys
from tabletop.session.savetext import FORMAT, SCHEMA
from tabletop.session.sentences import revived
from tabletop.session.session import Session

__all__ = [
    "FORMAT",
    "SCHEMA",
    "LogTampered",
    "read_session",
    "session_chunks",
    "session_from_data",
    "session_to_data",
    "write_atomic",
    "write_session",
]

# Migrations take the raw data of schema N and return it as schema N + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {
    1: lambda data: {**data, "schema": 2},
    2: carry_owner_data,
}


def session_to_data(
    session: Session, *, with_log: bool = True, with_history: bool = True
) -> dict[str, Any]:
    """The whole session as TOML-ready data (its save file's serializer, `SaveText.data`)."""
    return session.file.data(session, with_log=with_log, with_history=with_history)


def session_chunks(session: Session) -> list[bytes | bytearray]:
    """The save's text in pieces, as its save file writes it (`SaveText.chunks`)."""
    return session.file.text.chunks(session)


def write_session(session: Session, path: Path) -> None:
    """Save atomically: the old file becomes FILE.bak only once the new one is whole."""
    session.file.write(path, session_chunks(session))


def read_session(path: Path, *, autosave: bool = True) -> Session:
    """Open a save; SaveError says in one sentence what is wrong, naming the field."""
    path = Path(path)
    name = path.name
    raw, read = read_stamped(path)
    data = parse_limited(raw, name)
    try:
        return session_from_data(data, path=path, autosave=autosave, read=read)
    except SaveError as exc:
        raise type(exc)(
            one_line(say("{name}: {error}", name=name, error=message_of(exc)))
        ) from None


def session_from_data(
    data: dict[str, Any],
    *,
    path: Path | None = None,
    autosave: bool = True,
    read: Stamp | None = None,
) -> Session:
    """Rebuild a session from save data, checking every field (`read`: the file's stamp as
    it was read, so a change another program makes after it is not written over)."""
    if data.get("format") != FORMAT:
        raise SaveError(
            say("this is not an Austerlitz Tabletop save (its 'format' field is wrong)")
        )
    schema = field(data, "schema", int)
    if schema > SCHEMA:
        raise SaveError(
            say(
                "it was written by a newer version of the app (schema {schema}; this "
                "one reads up to {most})",
                schema=schema,
                most=SCHEMA,
            )
        )
    while schema < SCHEMA:
        if schema not in MIGRATIONS:
            raise SaveError(say("schema {schema} is too old to read", schema=schema))
        data = MIGRATIONS[schema](data)
        schema += 1
    check_keys(data)  # a key no app writes would pass unproven (session/savekeys.py)
    try:
        game = find_game(field(data, "game", str))
    except TabletopError as exc:
        raise SaveError(say("field 'game': {error}", error=message_of(exc))) from None
    entries = read_log(
        data.get("log", []), field(data, "log_count", int), field(data, "log_head", str)
    )
    start, printed, note = read_printed(data, game.id, entries)
    with using(start):
        options = _options(game, plain.load(dict[str, Any], data.get("options", {}), "options"))
    state_type = game.state_type
    hist = field(data, "history", dict)
    present_data = data.get("state")
    raw_past = list_field(hist, "past", "history.past")
    raw_future = list_field(hist, "future", "history.future")
    if len(raw_past) > HISTORY_LIMIT or len(raw_future) > HISTORY_LIMIT:
        raise SaveError(
            say(
                "field 'history' holds more undo or redo steps than the app keeps ({most})",
                most=HISTORY_LIMIT,
            )
        )
    checked: set[int] = set()  # a roll leaves the state as it was: check each state once
    with plain.sharing():
        present = Step(
            revived(plain.load(state_type, present_data, "state"), entries, game.sentences),
            hex_field(data, "dice"),
            *_meta(data.get("step", {}), "step"),
        )
        # The present first: a wrong value there is named as itself, not as an undo step
        # that no longer fits it.
        with using(printed):
            _check_values(game, present.state, "state", checked)
        past = _steps(state_type, present_data, raw_past[::-1], "history.past", len(raw_past))
        future = _steps(state_type, present_data, raw_future, "history.future", 0)
    past = past[::-1]
    with using(printed):
        for index in range(len(past) - 1, -1, -1):  # outward from the present, as read
            _check_values(game, past[index].state, f"history.past[{index}] state", checked)
        for index, step in enumerate(future):
            _check_values(game, step.state, f"history.future[{index}] state", checked)
    session = Session(
        game,
        History(present, past, future),
        Log(entries),
        seed=hex_field(data, "seed"),
        created=field(data, "created", str),
        path=path,
        options=options,
        autosave=autosave,
        printed=printed,
        printed_start=start,
        follows_owner=autosave,
        file=SaveFile(path, read),
    )
    session.printed_note = note
    session.notes = read_notes(data, len(entries))
    return session


def _options(game: GameInfo[Any], options: dict[str, Any]) -> dict[str, Any]:
    """Session options as the game takes them: each a word, number or yes/no, and the set
    one the game can be set up with (its own option types say which)."""
    for key, value in options.items():
        if type(value) not in (str, int, bool):
            raise SaveError(
                say("field 'options.{key}' should be a word, a number or true/false", key=key)
            )
    try:
        game.new_state(Dice(0), dict(options))
    except TabletopError as exc:
        raise SaveError(say("field 'options': {error}", error=message_of(exc))) from None
    except Exception:  # an option type the game does not check itself
        raise SaveError(say("field 'options' holds a value this game cannot take")) from None
    return options


def _check_values(game: GameInfo[Any], state: Any, where: str, checked: set[int]) -> None:
    """The game's own checks of values; their SaveError is told where in the file it is."""
    if id(state) in checked:
        return
    checked.add(id(state))
    try:
        game.validate(state)
    except TabletopError as exc:
        text = message_of(exc)
        if where == "state" and text.startswith("state"):
            raise SaveError(text) from None
        # An undo step: name the step, then the field ("history.past[3]: state.turn is 99").
        raise SaveError(
            say("{where}: {error}", where=where.removesuffix(" state"), error=text)
        ) from None


def _steps(
    state_type: type, present: Any, raws: list[Any], where: str, count_down: int
) -> tuple[Step[Any], ...]:
    """Rebuild steps outward from the present, each patched onto its neighbour."""
    out, neighbour = [], present
    for n, raw in enumerate(raws):
        index = count_down - 1 - n if count_down else n
        label = f"{where}[{index}]"
        if not isinstance(raw, dict):
            raise SaveError(say("{label} should be a table", label=label))
        neighbour = patch(neighbour, raw.get("change"), f"{label}.change")
        state = plain.load(state_type, neighbour, f"{label} state")
        out.append(Step(state, hex_field(raw, "dice", label), *_meta(raw, label)))
    return tuple(out)


def _meta(raw: Any, where: str) -> tuple[str, bool]:
    if not isinstance(raw, dict):
        raise SaveError(say("{where} should be a table", where=where))
    return (
        plain.load(str, raw.get("label", ""), f"{where}.label"),
        plain.load(bool, raw.get("barrier", False), f"{where}.barrier"),
    )
