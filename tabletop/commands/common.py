"""What every subcommand shares: one-line errors, the parser, JSON or text output."""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from tabletop.core.errors import SaveError, TabletopError


class UsageError(TabletopError):
    """A wrong argument on the command line."""


def _plain(message: str) -> str:
    """argparse's wording put as a sentence a player reads (no 'invalid int value')."""
    flag, sep, rest = message.partition(": ")
    if not (sep and flag.startswith("argument ")):
        rest, flag = message, ""
    flag = flag.removeprefix("argument ").split("/")[-1]
    if flag == "COMMAND":
        flag = "the command"
    if m := re.fullmatch(r"invalid int value: '(.*)'", rest):
        rest = f"should be a whole number, not '{m[1]}'"
    elif m := re.fullmatch(r"invalid choice: '(.*)' \(choose from (.*)\)", rest):
        allowed = ", ".join(c.strip("'") for c in m[2].split(", "))
        rest = f"should be one of {allowed}; '{m[1]}' is not one"
    elif rest == "expected one argument":
        rest = "needs a value after it"
    elif m := re.fullmatch(r"the following arguments are required: (.*)", rest):
        return f"{m[1]} is needed; see --help."
    elif m := re.fullmatch(r"unrecognized arguments: (.*)", rest):
        return f"{m[1]} is not an option here; see --help."
    return f"{flag} {rest}." if flag else f"{rest}."


SHIFT_LIMIT = 20
"""Largest die modifier or column shift typed on the command line, as the table resolver's
form allows (games/table_resolver.py): further than any printed table reaches."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a wrong argument in one line, never a usage dump."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands: dict[str, Parser] = {}
        """The subcommands' own parsers, by name (for their help)."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]
        text = _plain(message)
        raise UsageError(f"{command}: {text}" if command else text)


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`, refused in a sentence."""

    def read(text: str) -> int:
        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"should be a whole number, not '{text}'") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"should be a whole number from {low} to {high}, not {text.strip()}"
            )
        return value

    return read


def save_file(name: str) -> Path:
    """A path that names a save file a player may have typed wrong: a folder, a missing file
    or one that is not text is refused in one sentence (never an errno or a codec tuple)."""
    path = Path(name)
    if path.is_dir():
        raise UsageError(f"{path} is a folder, not a save file.")
    if not path.exists():
        raise UsageError(f"{path} does not exist.")
    try:
        with path.open("rb") as handle:
            head = handle.read(65536)
    except OSError as exc:
        from tabletop.core.files import plain_reason

        raise UsageError(f"{path} cannot be read: {plain_reason(exc)}.") from None
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a character cut at the end of the sample
            raise UsageError(f"{path} is not a text file, so it is not a save.") from None
    if b"\0" in head:
        raise UsageError(f"{path} is not a text file, so it is not a save.")
    return path


def check_recorded(session: Any, what: str, file: str, kept: str) -> None:
    """SaveError, one sentence, when the change a command made was not written to `file`:
    the save file refused it (changed by another program, read-only ...) or the disk did."""
    if not session.save_problem:
        return
    if session.save_refused:
        raise SaveError(f"the {what} was not recorded: {session.save_reason}.")
    raise SaveError(
        f"the {what} was not recorded: {file} could not be written ({session.save_reason}); {kept}."
    )


def odds_json(odds: dict[str, Fraction] | Any) -> dict[str, float]:
    return {result: float(p) for result, p in odds.items()}


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    if getattr(args, "json", False):
        import json

        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        print(text)


def fresh_seed() -> int:
    import secrets

    return secrets.randbits(63)
