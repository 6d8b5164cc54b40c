"""`tabletop resolve GAME/RESOLVER`: a what-if on the printed tables, from raw inputs.

It never writes a save (DESIGN "Interfaces"): a roll that goes into a game is logged with
`tabletop act FILE roll RESOLVER`, where the game's sequence of play opens it."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from tabletop.commands.common import Parser, UsageError, emit, odds_json
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
    """Resolve a roll on a fresh set-up of the game, as a what-if: no save is read or written."""
    from tabletop.session.session import Session

    if args.session is not None:
        raise UsageError(
            _(
                "resolve never writes a save: log a roll into a game with "
                "`tabletop act FILE roll RESOLVER ...` (`tabletop act FILE --list` lists the "
                "rolls open now)."
            )
        )
    game_id, sep, name = args.resolver.partition("/")
    if not sep:
        raise UsageError(
            _("'{name}' should be GAME/RESOLVER, e.g. spi1980/combat.").format(name=args.resolver)
        )
    session = Session.new(game_id, seed=args.seed, autosave=False)
    resolver = session.resolver(name)
    inputs = roll_inputs(session, name, f"tabletop resolve {game_id}/{resolver.name}", extra, args)
    if inputs is None:
        return 0
    if args.side and any(spec.name == "side" for spec in resolver.inputs):
        inputs.setdefault("side", args.side)  # the roll's own input says whose it is
    # A what-if on a session never saved: made whatever step its fresh set-up stands at
    # (`as_logged`), for no side in particular.
    resolution = session.resolve(name, inputs, roll=args.roll, as_logged=True)
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


def roll_inputs(
    session: Any, name: str, prog: str, extra: Sequence[str], args: argparse.Namespace
) -> dict[str, Any] | None:
    """A roll's inputs from its own flags (`resolve` and `act FILE roll` alike); None when its
    help was asked for, and printed."""
    resolver = session.resolver(name)
    if args.help:
        resolver_parser(resolver, prog).print_help()
        return None
    inputs = resolver_inputs(resolver, prog, extra)
    check_table_column(session, name, inputs)
    return inputs


def check_table_column(session: Any, name: str, inputs: dict[str, Any]) -> None:
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


def resolver_parser(resolver: Any, prog: str) -> Parser:
    """The resolver's own options, with their labels, choices, defaults and cases as help."""
    parser = Parser(
        prog=prog,
        description=_(
            "{title} ({case}), rolled on {dice}. Also: --roll N (real dice), --side SIDE, --json."
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


def resolver_inputs(resolver: Any, prog: str, extra: Sequence[str]) -> dict[str, Any]:
    """The resolver's inputs from its flags; UsageError for one that is needed and missing."""
    values = vars(resolver_parser(resolver, prog).parse_args(list(extra)))
    given = {k: v for k, v in values.items() if v is not None}
    for spec in resolver.inputs:
        if spec.default is None and spec.name not in given and spec.kind not in ("bool", "count"):
            raise UsageError(
                _("{flag} is needed: {label}.").format(flag=flag(spec.name), label=tr(spec.label))
            )
    return given
