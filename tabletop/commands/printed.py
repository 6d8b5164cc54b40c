"""`tabletop printed export GAME -o FILE` and `tabletop printed import FILE`: the owner's
entries for a game as a pack to share with an opponent who owns the printed game too."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tabletop.commands.common import Parser, UsageError, emit, no_link, shown, written_to
from tabletop.core.i18n import _, ngettext, tr


def _yes(answer: str) -> bool:
    """A yes typed at a [y/N] question, in English or in the language shown ("o", "oui")."""
    return answer.strip().lower() in {"y", "yes", _("y"), _("yes")}


def add_printed(parser: Parser) -> None:
    """The `printed` subcommands."""
    sub = parser.add_subparsers(dest="printed_command", parser_class=Parser, metavar="ACTION")
    export = sub.add_parser(
        "export",
        help=_("write your entries for a game as a pack"),
        description=_("write your entries for a game as a pack"),
    )
    export.add_argument("game")
    export.add_argument("-o", "--output", required=True)
    export.add_argument("--force", action="store_true", help=_("write over an existing file"))
    export.add_argument("--json", action="store_true", help=_("print JSON"))
    take = sub.add_parser(
        "import",
        help=_("add a pack's entries to yours, after showing what it adds and changes"),
        description=_("add a pack's entries to yours, after showing what it adds and changes"),
    )
    take.add_argument("file")
    take.add_argument("--yes", action="store_true", help=_("do not ask"))
    take.add_argument("--json", action="store_true", help=_("print JSON (needs --yes)"))
    adopt = sub.add_parser(
        "adopt",
        help=_("enter into a save the entries your printed data holds and it does not (logged)"),
        description=_(
            "enter into a save the entries your printed data holds and it does not, "
            "as one logged step, after showing them"
        ),
    )
    adopt.add_argument("file")
    adopt.add_argument("--yes", action="store_true", help=_("do not ask"))
    adopt.add_argument("--json", action="store_true", help=_("print JSON (needs --yes)"))


def cmd_printed(args: argparse.Namespace) -> int:
    if args.printed_command == "export":
        return _export(args)
    if args.printed_command == "import":
        return _import(args)
    if args.printed_command == "adopt":
        return _adopt(args)
    raise UsageError(_("printed: give export GAME -o FILE, import FILE or adopt SAVE; see --help."))


def _export(args: argparse.Namespace) -> int:
    from tabletop.games import find_game
    from tabletop.session.packs import described, export_pack

    game = find_game(args.game.strip().lower()).id
    out = Path(args.output)
    no_link(out)
    if out.is_dir():
        example = out / "pack.toml"
        raise UsageError(
            _("{path} is a folder; give a file name inside it, like {example}.").format(
                path=out, example=example
            )
        )
    if out.exists() and not args.force:
        raise UsageError(_("{path} already exists; give another name or --force.").format(path=out))
    if not out.parent.is_dir():
        raise UsageError(
            _("the folder {folder} does not exist; make it first, or give another.").format(
                folder=out.parent
            )
        )
    pack = export_pack(game, out)
    from tabletop.core.layer import entry_paths

    paths = list(entry_paths(pack.entries))
    lines = [
        ngettext(
            "{path}: {n} entry of {game}, hash {hash}",
            "{path}: {n} entries of {game}, hash {hash}",
            len(paths),
        ).format(path=out, n=len(paths), game=game, hash=pack.hash[:16])
    ]
    lines += [f"  {tr(described(game, p))}" for p in paths]
    data = {"file": str(out), "game": game, "hash": pack.hash, "entries": paths}
    emit(args, data, "\n".join(lines))
    return 0


def _import(args: argparse.Namespace) -> int:
    from tabletop.session.packs import apply_import, described, plan_import

    if args.json and not args.yes:
        raise UsageError(_("printed import --json cannot ask; add --yes."))
    plan = plan_import(Path(args.file))
    game = plan.pack.game
    data = {
        "file": args.file,
        "game": game,
        "hash": plan.pack.hash,
        "added": list(plan.added),
        "changed": list(plan.changed),
        "same": list(plan.same),
        "imported": False,
    }
    lines = [
        _("{file}: printed data for {game}, hash {hash}").format(
            file=args.file, game=game, hash=plan.pack.hash[:16]
        )
    ]
    lines += [_("  adds     {entry}").format(entry=tr(described(game, p))) for p in plan.added]
    lines += [
        _("  changes  {entry} (yours is replaced)").format(entry=tr(described(game, p)))
        for p in plan.changed
    ]
    lines += [_("  same     {entry}").format(entry=tr(described(game, p))) for p in plan.same]
    if not plan.added and not plan.changed:
        lines.append(_("Your printed data already holds all of it; nothing changed."))
        emit(args, data, "\n".join(lines))
        return 0
    if not args.yes:
        print(shown("\n".join(lines)))
        print(
            _("Add these to your printed data for {game}? [y/N] ").format(game=game),
            end="",
            flush=True,
        )
        if not _yes(sys.stdin.readline()):
            print(_("Nothing imported."))
            return 1
        lines = []
    path = apply_import(plan)
    data["imported"] = True
    lines.append(
        _(
            "Imported into {path}: new games of {game} use it (a game already saved keeps its own)."
        ).format(path=path, game=game)
    )
    emit(args, data, "\n".join(lines))
    return 0


def _adopt(args: argparse.Namespace) -> int:
    from tabletop.core.errors import SaveError
    from tabletop.session.adopt import adopt, owner_news
    from tabletop.session.packs import described
    from tabletop.session.saves import read_session

    if args.json and not args.yes:
        raise UsageError(_("printed adopt --json cannot ask; add --yes."))
    session = read_session(Path(args.file))
    game = session.game.id
    news = owner_news(session)
    data = {"file": args.file, "game": game, "added": list(news.added)}
    data |= {"changed": list(news.changed), "adopted": False}
    if not news:
        emit(
            args,
            data,
            _("{file} is played on your printed data as it is now; nothing to adopt.").format(
                file=args.file
            ),
        )
        return 0
    lines = [
        _("{file}: your printed data for {game} differs from the save's").format(
            file=args.file, game=game
        )
    ]
    lines += [_("  adds     {entry}").format(entry=tr(described(game, p))) for p in news.added]
    lines += [
        _("  changes  {entry} (the save's is replaced)").format(entry=tr(described(game, p)))
        for p in news.changed
    ]
    if not args.yes:
        print(shown("\n".join(lines)))
        print(_("Enter these into the save, as a logged step? [y/N] "), end="", flush=True)
        if not _yes(sys.stdin.readline()):
            print(_("Nothing adopted."))
            return 1
        lines = []
    args.file = written_to(session, args.file)
    adopt(session)
    if session.save_problem:
        raise SaveError(
            _("nothing adopted: {file} could not be written ({reason}).").format(
                file=args.file, reason=session.save_reason
            )
        )
    data["adopted"] = True
    lines.append(
        _("Adopted, log entry {n}: rolls after it read the new entries.").format(n=len(session.log))
    )
    emit(args, data, "\n".join(lines))
    return 0
