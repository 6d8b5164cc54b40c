"""`tabletop resolve GAME/RESOLVER`: a game's own roll from raw inputs, with its log entry."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from tabletop.commands.common import (
    Parser,
    UsageError,
    check_recorded,
    emit,
    odds_json,
    save_file,
    written_to,
)
from tabletop.core.i18n import _, tr


def resolve_without_resolver(parser: Parser, args: argparse.Namespace, extra: Sequence[str]) -> int:
    """`tabletop resolve --help`: the command's help and every game's resolvers; without
    --help, one sentence saying what is missing."""
    if not args.help:
        raise UsageError(
            _(
                "resolve: give GAME/RESOLVER, e.g. spi1980/combat; "
                "`tabletop resolve --help` lists them."
            )
        )
    from tabletop.games import GAMES, find_game

    parser.print_help()
    print("\n" + _("resolvers (GAME/RESOLVER --help lists one's own options):"))
    for game_id in GAMES:
        names = sorted(find_game(game_id).resolvers)
        print(f"  {game_id}: {', '.join(names) or _('(none yet)')}")
    print(
        "  " + _("any game: table:NAME rolls on one of its printed tables (tabletop tables GAME)")
    )
    return 0


def cmd_resolve(args: argparse.Namespace, extra: Sequence[str]) -> int:
    """Resolve a roll, appended to a save's log with `--session` (locked from its read to
    its write, as `act` is)."""
    from tabletop.session.savefile import locked

    if not args.session:
        return _resolve(args, extra)
    with locked(save_file(args.session)):
        return _resolve(args, extra)


def _resolve(args: argparse.Namespace, extra: Sequence[str]) -> int:
    from tabletop.session.session import Session

    game_id, sep, name = args.resolver.partition("/")
    if not sep:
        raise UsageError(
            _("'{name}' should be GAME/RESOLVER, e.g. spi1980/combat.").format(name=args.resolver)
        )
    if args.session:
        from tabletop.session.saves import read_session

        session = read_session(save_file(args.session))
    else:
        session = Session.new(game_id, seed=args.seed, autosave=False)
    if session.game.id != game_id:
        raise UsageError(
            _("{file} holds a {game} game, not {wanted}.").format(
                file=args.session, game=session.game.id, wanted=game_id
            )
        )
    resolver = session.resolver(name)
    if args.help:
        _resolver_parser(resolver, game_id).print_help()
        return 0
    inputs = _resolver_inputs(resolver, game_id, extra)
    _check_table_column(session, name, inputs)
    side = args.side or ""
    if args.session:
        args.session = written_to(session, args.session)
        # Logged: whose roll it is is the engine's word, as `verify` proves.
        from tabletop.session.rollside import roll_side

        side = roll_side(session, name, side)
    resolution = session.resolve(name, inputs, roll=args.roll, side=side)
    if args.session:
        # The roll happened in memory only: the referee's log on disk never got it.
        check_recorded(session, _("roll"), args.session, _("nothing was added to its log"))
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
        f"{tr(resolution.result)}    [{tr(resolver.title)}, {resolver.case}]",
        *(tr(e.text) for e in resolution.events),
    ]
    emit(args, data, "\n".join(lines))
    return 0


def _check_table_column(session: Any, name: str, inputs: dict[str, Any]) -> None:
    """A printed table read without its column is refused, as `tabletop lookup` refuses it,
    rather than read silently in its first column."""
    from tabletop.games.table_resolver import PREFIX

    if not name.startswith(PREFIX) or "column" in inputs:
        return
    from tabletop.core.data import load_board, using

    with using(session.printed):
        table = load_board(session.game.id).table(name[len(PREFIX) :])
    if len(table.columns) > 1:
        table.shifted(None, 0)  # the lookup's own refusal, naming the columns


def flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _resolver_parser(resolver: Any, game_id: str) -> Parser:
    """The resolver's own options, with their labels, choices, defaults and cases as help."""
    parser = Parser(
        prog=f"tabletop resolve {game_id}/{resolver.name}",
        description=_(
            "{title} ({case}), rolled on {dice}. Also: --roll N (real dice), --seed S, "
            "--side SIDE, --session FILE, --json."
        ).format(title=tr(resolver.title), case=resolver.case, dice=resolver.dice),
        add_help=False,
    )
    from tabletop.games.table_resolver import PREFIX

    for spec in resolver.inputs:
        text = tr(spec.label) + (f": {tr(spec.help)}" if spec.help else "")
        if spec.name == "column" and resolver.name.startswith(PREFIX):
            text += _(" (required, as for tabletop lookup)")
        elif spec.default is None and spec.kind not in ("bool", "count"):
            text += _(" (required)")
        elif spec.default not in (None, False, 0, ""):
            text += _(" (default {value})").format(value=spec.default)
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
                help=text + _(" (repeat the flag)"),
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
            raise UsageError(
                _("{flag} is needed: {label}.").format(flag=flag(spec.name), label=tr(spec.label))
            )
    return given
