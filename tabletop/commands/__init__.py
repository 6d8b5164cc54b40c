"""The subcommands of `tabletop`: the same engine as the window, from a shell (DESIGN.md).

One module per group of subcommands; this one wires them into one parser, and imports the
module of the subcommand run only (`tabletop lookup` never loads the after-action report).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Sequence
from importlib import import_module
from typing import Any

from tabletop.commands.common import (
    SHIFT_LIMIT,
    Parser,
    UsageError,
    shown,
    take_language,
    whole,
)
from tabletop.core.errors import TabletopError, one_line
from tabletop.core.i18n import LANGUAGES, N_, _

__all__ = ["UsageError", "build_parser", "main"]

RUNS: dict[str, tuple[str, str]] = {
    "games": ("tables", "cmd_games"),
    "tables": ("tables", "cmd_tables"),
    "lookup": ("tables", "cmd_lookup"),
    "odds": ("tables", "cmd_odds"),
    "roll": ("tables", "cmd_roll"),
    "new": ("sessions", "cmd_new"),
    "show": ("sessions", "cmd_show"),
    "verify": ("sessions", "cmd_verify"),
    "recover": ("recover", "cmd_recover"),
    "simulate": ("simulate", "cmd_simulate"),
    "report": ("report", "cmd_report"),
    "aar": ("aar", "cmd_aar"),
    "printed": ("printed", "cmd_printed"),
    "note": ("note", "cmd_note"),
    "desktop-install": ("desktop", "cmd_desktop_install"),
}
"""Each subcommand's module (under tabletop.commands) and function, imported when it runs
(`resolve` and `act` take their extra flags and are run apart)."""


def _from(module: str, name: str) -> Any:
    return getattr(import_module(f"tabletop.commands.{module}"), name)


class _Version(argparse.Action):
    """--version: the installed version, read from the package's metadata only when asked
    (importlib.metadata costs a command a third of a bare Python start)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> None:
        from tabletop.version import version

        parser.exit(message=f"{parser.prog} {version()}\n")


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its width read without importing shutil (which imports three
    compressors: a tenth of a table lookup's time)."""

    def __init__(self, prog: str, **options: Any) -> None:
        if options.get("width") is None:
            columns = os.environ.get("COLUMNS", "")
            try:
                width = int(columns) if columns.isdigit() else os.get_terminal_size().columns
            except OSError:  # not a terminal
                width = 80
            options["width"] = width - 2
        super().__init__(prog, **options)


def build_parser(only: str | None = None) -> Parser:
    """The whole command line; with `only`, that subcommand's own options alone (the others
    are named, for the command's list, but their modules are not imported)."""
    parser = Parser(
        prog="tabletop",
        formatter_class=_Formatter,
        description=_(
            "Austerlitz Tabletop: with no command, opens the window; tabletop FILE... opens "
            "those saves in it."
        ),
    )
    parser.add_argument(
        "--quit-when-ready",
        action="store_true",
        help=_("open the main window, draw it, and exit (for tests and timing)"),
    )
    parser.add_argument(
        "--version",
        action=_Version,
        help=_("show the version and exit"),
    )
    parser.add_argument(
        "--lang",
        metavar="LANG",
        help=_("the language to speak ({languages}); else TABLETOP_LANG, else the system's").format(
            languages=", ".join(LANGUAGES)
        ),
    )
    sub = parser.add_subparsers(dest="command", parser_class=Parser, metavar="COMMAND")

    def add(name: str, help_: str, own_help: bool = False) -> Parser:
        said = _(help_)
        p: Parser = sub.add_parser(
            name, help=said, description=said, add_help=not own_help, formatter_class=_Formatter
        )
        p.add_argument("--json", action="store_true", help=_("print JSON"))
        parser.commands[name] = p
        return p

    add("games", N_("list the games"))
    p = add("tables", N_("list the printed tables"))
    p.add_argument("game", nargs="?")
    for name, help_ in (
        ("lookup", N_("read one cell of a printed table")),
        ("odds", N_("exact odds of each result of a table")),
    ):
        p = add(name, help_)
        p.add_argument("table", metavar="GAME/TABLE")
        p.add_argument("--row")
        p.add_argument("--column")
        p.add_argument(
            "--modifier",
            type=whole(-SHIFT_LIMIT, SHIFT_LIMIT),
            default=0,
            help=_("added to the roll (-{limit} to {limit})").format(limit=SHIFT_LIMIT),
        )
        p.add_argument(
            "--shift",
            type=whole(-SHIFT_LIMIT, SHIFT_LIMIT),
            default=0,
            help=_("columns to the right, or left if negative (-{limit} to {limit})").format(
                limit=SHIFT_LIMIT
            ),
        )
        if name == "lookup":
            p.add_argument("--roll", type=int)
            p.add_argument("--seed", type=int)
    p = add(
        "resolve",
        N_("a what-if roll on the printed tables, from raw inputs (never writes a save)"),
        own_help=True,
    )
    p.add_argument("resolver", metavar="GAME/RESOLVER", nargs="?")
    p.add_argument(
        "-h",
        "--help",
        action="store_true",
        help=_("list the resolvers, or with GAME/RESOLVER that resolver's own options"),
    )
    p.add_argument("--roll", help=_("the total of real dice, instead of rolling"))
    p.add_argument("--seed", type=int, help=_("seed the dice, to roll the same again"))
    p.add_argument("--side", help=_("who rolls (one of the game's sides)"))
    # Gone: resolve never writes a save (`act FILE roll`); kept to say so in one sentence.
    p.add_argument("--session", help=argparse.SUPPRESS)
    p = add("roll", N_("roll dice (d6, 2d6, nd6)"))
    p.add_argument("dice", nargs="?", default="1d6")
    p.add_argument("--seed", type=int)
    p = add("new", N_("start a new session in a save file"))
    p.add_argument("game")
    p.add_argument("-o", "--output", required=True)
    p.add_argument("--seed", type=int)
    p.add_argument("--force", action="store_true")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=_(
            "a rule option of the game, as the new-game dialog offers it (repeat for more; "
            "a wrong name lists the game's options)"
        ),
    )
    p = add("show", N_("show a save"))
    p.add_argument("file")
    p.add_argument(
        "--side", help=_("the side looking: its own hidden cards are shown, the other's are not")
    )
    p = add(
        "verify",
        N_(
            "prove a save by replaying its log from the recorded start (exit 1: it does not "
            "replay; exit 2: not a save)"
        ),
    )
    p.add_argument("file")
    p.add_argument(
        "--since",
        metavar="OLD",
        help=_("also prove FILE is the save OLD with entries only appended, and list them"),
    )
    p.add_argument(
        "--head",
        metavar="HASH",
        help=_("also prove FILE only appended to the log whose head hash was noted as HASH"),
    )
    for name, module, help_, own_help in (
        (
            "recover",
            "recover",
            N_("open a save that does not open up to the last entry that loads, as a new file"),
            False,
        ),
        ("simulate", "simulate", N_("play bot against bot"), False),
        ("act", "act", N_("apply one action to a save, as a panel would"), True),
        ("report", "report", N_("write one page about a session (PDF or PNG)"), False),
        (
            "aar",
            "aar",
            N_("write an after-action report to post (BBCode, Markdown, HTML)"),
            False,
        ),
        (
            "note",
            "note",
            N_("write a player's note on a log entry (outside what verify checks)"),
            False,
        ),
        (
            "printed",
            "printed",
            N_("share your entries of printed data as a pack (export, import)"),
            False,
        ),
        (
            "desktop-install",
            "desktop",
            N_("put the app in a Linux desktop's menu, with its icon and its saves' file type"),
            False,
        ),
    ):
        p = add(name, help_, own_help)
        if only in (None, name):
            _from(module, "add_" + name.replace("-", "_"))(p)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; errors print one line on stderr and exit 2."""
    argv = list(sys.argv[1:] if argv is None else argv)
    for stream in (sys.__stdout__, sys.__stderr__):
        # A file name that is not UTF-8 is printed as the bytes it is, as `ls` prints it
        # (on the process's own streams: never on one a caller put in their place).
        if stream in (sys.stdout, sys.stderr) and isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="surrogateescape")
    try:
        argv = take_language(argv)
        command = next((word for word in argv if not word.startswith("-")), None)
        parser = build_parser(command if command in (*RUNS, "act", "resolve") else None)
        if argv[:1] in (["resolve"], ["act"]):
            if argv[0] == "act" and argv[1:] and set(argv[1:]) <= {"-h", "--help", "--json"}:
                parser.commands["act"].print_help()  # help before any FILE, as elsewhere
                return 0
            args, extra = parser.parse_known_args(argv)
            if argv[0] == "act":
                return int(_from("act", "cmd_act")(args, extra))
            if args.resolver is None:
                run = _from("resolve", "resolve_without_resolver")
                return int(run(parser.commands["resolve"], args, extra))
            return int(_from("resolve", "cmd_resolve")(args, extra))
        args = parser.parse_args(argv)
        if args.quit_when_ready and args.command is not None:
            raise UsageError(
                _(
                    "--quit-when-ready opens the window and closes it; it does not go with a "
                    "command ('{command}'). Give one or the other."
                ).format(command=args.command)
            )
        if args.command is None:
            from tabletop.gui.launch import launch

            return launch(quit_when_ready=args.quit_when_ready)
        module, function = RUNS[args.command]
        run_command: Callable[[Any], int] = _from(module, function)
        return run_command(args)
    except TabletopError as exc:
        print(f"tabletop: {one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):  # `tabletop ... | head`: the reader left
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
        from tabletop.core.files import plain_reason

        where = (
            _("{file} cannot be used").format(file=shown(str(exc.filename), lines=False))
            if exc.filename
            else _("that cannot be done")
        )
        print(f"tabletop: {where}: {plain_reason(exc)}.", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: still one line, unless a developer asks for the trace
        if os.environ.get("TABLETOP_DEBUG"):
            raise
        print(
            "tabletop: "
            + _("internal error ({kind}: {error}); set TABLETOP_DEBUG=1 for details.").format(
                kind=type(exc).__name__, error=one_line(exc)
            ),
            file=sys.stderr,
        )
        return 1
