"""The subcommands of `tabletop`: the same engine as the window, from a shell (DESIGN.md)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from tabletop.core.errors import SaveError, TabletopError, one_line


class UsageError(TabletopError):
    """A wrong argument on the command line."""


class _Parser(argparse.ArgumentParser):
    """argparse that reports a wrong argument in one line, never a usage dump."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.partition(" ")[2]
        raise UsageError(f"{command}: {message}" if command else message)


def _odds_json(odds: dict[str, Fraction] | Any) -> dict[str, float]:
    return {result: float(p) for result, p in odds.items()}


def _emit(args: argparse.Namespace, data: Any, text: str) -> None:
    if getattr(args, "json", False):
        import json

        print(json.dumps(data, indent=2, ensure_ascii=False, default=str))
    else:
        print(text)


# -- subcommands -----------------------------------------------------------------------


def cmd_games(args: argparse.Namespace) -> int:
    from tabletop.games import GAMES

    rows = [{"id": g.id, "title": g.title, "rulebook": g.rulebook} for g in GAMES.values()]
    _emit(args, {"games": rows}, "\n".join(f"{r['id']:<10} {r['title']}" for r in rows))
    return 0


def cmd_tables(args: argparse.Namespace) -> int:
    from tabletop.core.data import load_board
    from tabletop.games import GAMES, find_game

    if args.game and args.game.strip().lower() not in GAMES:
        find_game(args.game)  # the registry's own sentence naming the games
    ids = [args.game.strip().lower()] if args.game else list(GAMES)
    rows = []
    for game_id in ids:
        # Tables are data: list them without importing a game's rules module.
        for table in load_board(game_id).tables.values():
            rows.append(
                {
                    "id": table.id,
                    "title": table.title,
                    "source": table.source,
                    "dice": str(table.dice) if table.dice else None,
                    "columns": list(table.columns),
                    "rows": [r.label for r in table.rows],
                    "unknown": table.unknown,
                }
            )
    text = "\n".join(f"{r['id']:<28} {r['title']}  ({r['source']})" for r in rows)
    _emit(args, {"tables": rows}, text or "no printed tables transcribed yet")
    return 0


def cmd_lookup(args: argparse.Namespace) -> int:
    from tabletop.core.data import find_table
    from tabletop.core.dice import Dice

    table = find_table(args.table)
    roll = args.roll
    if table.dice is not None and roll is None:
        roll = Dice(args.seed if args.seed is not None else _fresh_seed()).roll(table.dice)
    found = table.lookup(
        row=args.row, column=args.column, roll=roll, modifier=args.modifier, shift=args.shift
    )
    where = f"row {found.row}" + (f", column {found.column}" if found.column else "")
    rolled = "" if found.roll is None else f"roll {found.roll} (modified {found.modified_roll}), "
    _emit(args, found.as_dict(), f"{found.result}    [{rolled}{where}; {found.source}]")
    return 0


def cmd_odds(args: argparse.Namespace) -> int:
    from tabletop.core.data import find_table

    table = find_table(args.table)
    odds = table.odds(row=args.row, column=args.column, modifier=args.modifier, shift=args.shift)
    data = {
        "table": table.id,
        "outcomes": _odds_json(odds),
        "exact": {k: str(v) for k, v in odds.items()},
    }
    _emit(args, data, "\n".join(f"{k:<10} {float(v):6.1%}  ({v})" for k, v in odds.items()))
    return 0


def cmd_resolve(args: argparse.Namespace, extra: Sequence[str]) -> int:
    from tabletop.core.session import Session

    game_id, sep, name = args.resolver.partition("/")
    if not sep:
        raise UsageError(f"'{args.resolver}' should be GAME/RESOLVER, e.g. spi1980/combat.")
    if args.session:
        from tabletop.core.saves import read_session

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
        "odds": _odds_json(resolution.odds),
        "log_entry": plain.dump(entry),
    }
    lines = [
        f"{resolution.result}    [{resolver.title}, {resolver.case}]",
        *(e.text for e in resolution.events),
    ]
    _emit(args, data, "\n".join(lines))
    return 0


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _resolver_parser(resolver: Any, game_id: str) -> _Parser:
    """The resolver's own options, with their labels, choices, defaults and cases as help."""
    parser = _Parser(
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
                _flag(spec.name), dest=spec.name, action="store_true", default=None, help=text
            )
        elif spec.kind == "count":
            parser.add_argument(
                _flag(spec.name),
                dest=spec.name,
                action="count",
                default=None,
                help=text + " (repeat the flag)",
            )
        else:
            parser.add_argument(
                _flag(spec.name),
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
            raise UsageError(f"{_flag(spec.name)} is needed: {spec.label}.")
    return given


def cmd_roll(args: argparse.Namespace) -> int:
    from tabletop.core.dice import Dice, DiceSpec

    spec = DiceSpec.parse(args.dice)
    dice = Dice(args.seed if args.seed is not None else _fresh_seed())
    faces = dice.throw(spec)
    _emit(
        args,
        {"dice": str(spec), "faces": list(faces), "total": sum(faces)},
        f"{sum(faces)}  ({' + '.join(map(str, faces))})",
    )
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    from tabletop.core.session import Session

    out = Path(args.output)
    if out.exists() and not args.force:
        raise UsageError(f"{out} already exists; give another name or --force.")
    session = Session.new(args.game, seed=args.seed, path=out, autosave=False)
    try:
        session.save()
    except OSError as exc:
        raise SaveError(f"cannot write {out}: {exc.strerror or exc}.") from None
    _emit(
        args,
        {"file": str(out), "game": session.game.id, "summary": session.summary()},
        f"{out}: new {session.game.title}",
    )
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from tabletop.core import plain
    from tabletop.core.saves import read_session

    session = read_session(Path(args.file), autosave=False)
    data = {
        "file": args.file,
        "game": session.game.id,
        "summary": session.summary(),
        "state": plain.dump(session.state),
        "log_entries": len(session.log),
        "log_head": session.log.head,
        "can_undo": session.history.can_undo,
        "can_redo": session.history.can_redo,
    }
    _emit(
        args,
        data,
        f"{session.game.title}: {session.summary()}\n"
        f"{len(session.log)} log entries, head {session.log.head[:16]}",
    )
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from tabletop.core.verify import verify_file

    problem, count, head = verify_file(Path(args.file))
    data = {
        "file": args.file,
        "ok": problem is None,
        "problem": problem,
        "entries": count,
        "head": head,
    }
    _emit(args, data, problem or f"{args.file}: the log is whole ({count} entries; head {head}).")
    return 0 if problem is None else 1


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.games import find_game

    game = find_game(args.game)
    if game.id != "cardgame":
        raise UsageError(f"only the card game can be simulated, not {game.id}.")
    from tabletop.games.cardgame import simulate
    from tabletop.games.cardgame.state import Options

    rules = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--option takes KEY=VALUE, like victory=either, not '{item}'.")
        rules[key.strip()] = value.strip()
    options = Options.from_mapping(rules)
    bots = tuple(b.strip() for b in args.bots.split(","))
    if len(bots) != 2:
        raise UsageError("--bots takes two bot names, like random,strong.")
    if args.games < 1:
        raise UsageError("--games must be at least 1.")
    result = simulate(args.games, (bots[0], bots[1]), args.seed, options)
    text = (
        f"{result['games']} games in {result['seconds']:.2f} s: wins {result['wins']}, "
        f"draws {result['draws']}, mean turns {result['mean_turns']:.1f}"
    )
    _emit(args, result, text)
    return 0


def _fresh_seed() -> int:
    import secrets

    return secrets.randbits(63)


# -- wiring ----------------------------------------------------------------------------


def build_parser() -> _Parser:
    """The whole command line."""
    parser = _Parser(
        prog="tabletop", description="Austerlitz Tabletop: with no command, opens the window."
    )
    parser.add_argument(
        "--quit-when-ready",
        action="store_true",
        help="open the main window, draw it, and exit (for tests and timing)",
    )
    parser.add_argument("--version", action="version", version="%(prog)s 0.1.0")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    def add(name: str, help_: str, own_help: bool = False) -> _Parser:
        p: _Parser = sub.add_parser(name, help=help_, description=help_, add_help=not own_help)
        p.add_argument("--json", action="store_true", help="print JSON")
        return p

    add("games", "list the games")
    p = add("tables", "list the printed tables")
    p.add_argument("game", nargs="?")
    for name, help_ in (
        ("lookup", "read one cell of a printed table"),
        ("odds", "exact odds of each result of a table"),
    ):
        p = add(name, help_)
        p.add_argument("table", metavar="GAME/TABLE")
        p.add_argument("--row")
        p.add_argument("--column")
        p.add_argument("--modifier", type=int, default=0)
        p.add_argument("--shift", type=int, default=0)
        if name == "lookup":
            p.add_argument("--roll", type=int)
            p.add_argument("--seed", type=int)
    p = add("resolve", "resolve a roll the rules call for, from raw inputs", own_help=True)
    p.add_argument("resolver", metavar="GAME/RESOLVER")
    p.add_argument(
        "-h",
        "--help",
        action="store_true",
        help="list this resolver's own options (after GAME/RESOLVER)",
    )
    p.add_argument("--roll", help="the total of real dice, instead of rolling")
    p.add_argument("--seed", type=int)
    p.add_argument("--side")
    p.add_argument("--session", help="append the roll to this save's log")
    p = add("roll", "roll dice (d6, 2d6, nd6)")
    p.add_argument("dice", nargs="?", default="1d6")
    p.add_argument("--seed", type=int)
    p = add("new", "start a new session in a save file")
    p.add_argument("game")
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--seed", type=int)
    p.add_argument("--force", action="store_true")
    p = add("show", "show a save")
    p.add_argument("file")
    p = add("verify", "check that a save's log was not edited")
    p.add_argument("file")
    p = add("simulate", "play bot against bot")
    p.add_argument("game")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--bots", default="random,random")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a rule option (docs/cardgame-rules.md), e.g. victory=either; repeatable",
    )
    return parser


COMMANDS = {
    "games": cmd_games,
    "tables": cmd_tables,
    "lookup": cmd_lookup,
    "odds": cmd_odds,
    "roll": cmd_roll,
    "new": cmd_new,
    "show": cmd_show,
    "verify": cmd_verify,
    "simulate": cmd_simulate,
}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; errors print one line on stderr and exit 2."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        parser = build_parser()
        if argv[:1] == ["resolve"]:
            args, extra = parser.parse_known_args(argv)
            return cmd_resolve(args, extra)
        args = parser.parse_args(argv)
        if args.command is None:
            from tabletop.gui.launch import launch

            return launch(quit_when_ready=args.quit_when_ready)
        return COMMANDS[args.command](args)
    except TabletopError as exc:
        print(f"tabletop: {one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):  # `tabletop ... | head`: the reader left
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        where = f" ({exc.filename})" if exc.filename else ""
        print(f"tabletop: cannot do that{where}: {exc.strerror or exc}.", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: still one line, unless a developer asks for the trace
        if os.environ.get("TABLETOP_DEBUG"):
            raise
        print(
            f"tabletop: internal error ({type(exc).__name__}: {one_line(exc)}); set "
            f"TABLETOP_DEBUG=1 for details.",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":
    sys.exit(main())
