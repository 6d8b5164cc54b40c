"""What every subcommand shares: one-line errors, the parser, JSON or text output."""

from __future__ import annotations

import argparse
from fractions import Fraction
from typing import Any, NoReturn

from tabletop.core.errors import TabletopError


class UsageError(TabletopError):
    """A wrong argument on the command line."""


class Parser(argparse.ArgumentParser):
    """argparse that reports a wrong argument in one line, never a usage dump."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]
        raise UsageError(f"{command}: {message}" if command else message)


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
