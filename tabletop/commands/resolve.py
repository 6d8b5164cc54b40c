"""`tabletop resolve GAME/RESOLVER`: a game's own roll from raw inputs, with its log entry."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop.commands.common import Parser, UsageError, emit, odds_json


def cmd_resolve(args: argparse.Namespace, extra: Sequence[str]) -> int:
    from tabletop.session.session import Session

    game_id, sep, name = args.resolver.partition("/")
    if not sep:
        raise UsageError(f"'{args.resolver}' should be GAME/RESOLVER, e.g. spi1980/combat.")
    if args.session:
        from tabletop.session.saves import read_session

        session = read_session(Path(args.session))
    else:
        session = Session.new(game_id, seed=args.seed, autosave=False)
    if session.game.id != game_id:
        raise UsageError(f"{args.session} holds a {session.game.id} game, not {game_id}.")
    resolver = session.resolver(name)
    if args.help:
        _resolver_parser(resolver, game_id).print_help()
        return 0
    inputs = _resolver_inputs(resolver, game_id, extra)
    resolution = session.resolve(name, inputs, roll=args.roll, side=args.side or "")
    entry = session.log.entries[-1]
    from tabletop.core import plain

    data = {
        "resolver": f"{game_id}/{name}",
        "result": resolution.result,
        **dict(resolution.fields),
        "odds": odds_json(resolution.odds),
        "log_entry": plain.dump(entry),
    }
    lines = [
        f"{resolution.result}    [{resolver.title}, {resolver.case}]",
        *(e.text for e in resolution.events),
    ]
    emit(args, data, "\n".join(lines))
    return 0


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _resolver_parser(resolver: Any, game_id: str) -> Parser:
    """The resolver's own options, with their labels, choices, defaults and cases as help."""
    parser = Parser(
        prog=f"tabletop resolve {game_id}/{resolver.name}",
        description=f"{resolver.title} ({resolver.case}), rolled on {resolver.dice}. Also: "
        "--roll N (real dice), --seed S, --side SIDE, --session FILE, --json.",
        add_help=False,
    )
    for spec in resolver.inputs:
        text = spec.label + (f": {spec.help}" if spec.help else "")
        if spec.default is None and spec.kind not in ("bool", "count"):
            text += " (required)"
        elif spec.default not in (None, False, 0, ""):
            text += f" (default {spec.default})"
        if spec.kind == "bool":
            parser.add_argument(
                flag(spec.name), dest=spec.name, action="store_true", default=None, help=text
            )
        elif spec.kind == "count":
            parser.add_argument(
                flag(spec.name),
                dest=spec.name,
                action="count",
                default=None,
                help=text + " (repeat the flag)",
            )
        else:
            parser.add_argument(
                flag(spec.name),
                dest=spec.name,
                help=text,
                metavar="{" + ",".join(spec.choices) + "}" if spec.choices else spec.kind.upper(),
            )
    return parser


def _resolver_inputs(resolver: Any, game_id: str, extra: Sequence[str]) -> dict[str, Any]:
    values = vars(_resolver_parser(resolver, game_id).parse_args(list(extra)))
    given = {k: v for k, v in values.items() if v is not None}
    for spec in resolver.inputs:
        if spec.default is None and spec.name not in given and spec.kind not in ("bool", "count"):
            raise UsageError(f"{flag(spec.name)} is needed: {spec.label}.")
    return given
