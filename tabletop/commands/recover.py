"""A save that does not open, on the command line: what `show` says of it, and `tabletop
recover FILE [-o OUT] [--backup]`, which opens it up to the last entry that loads as a new
file (session/recover.py). The damaged file is never written to."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.commands.common import UsageError, emit, save_file
from tabletop.core.errors import SaveError, TabletopError, one_line
from tabletop.core.i18n import _, tr

if TYPE_CHECKING:
    from tabletop.session.recover import Recovery


def add_recover(p: argparse.ArgumentParser) -> None:
    """The `recover` subcommand's arguments."""
    p.add_argument("file")
    p.add_argument(
        "-o",
        "--output",
        help=_("the new file (default: NAME-recovered.toml beside FILE; never an existing one)"),
    )
    p.add_argument(
        "--backup",
        action="store_true",
        help=_("copy FILE.bak, the version before the last save, to a new file instead"),
    )


def recovery_data(recovery: Recovery) -> dict[str, object]:
    """What `show --json` gives for a save that does not open."""
    from tabletop.session.recover import recovered_path

    return {
        "file": str(recovery.path),
        "ok": False,
        "error": tr(recovery.sentence),
        "detail": tr(recovery.detail),
        "hint": tr(recovery.hint()),
        "entries": recovery.total,
        "loads_up_to": recovery.kept,
        "recovered_file": str(recovered_path(recovery.path)) if recovery.recoverable else None,
        "backup": str(recovery.backup) if recovery.backup is not None else None,
    }


def report_unopened(args: argparse.Namespace, path: Path, error: TabletopError) -> int:
    """Say what is wrong with a save that does not open, and what can be done (exit 2)."""
    from tabletop.session.recover import plain_problem

    recovery = plain_problem(path, error).replay()
    if getattr(args, "json", False):
        print(json.dumps(recovery_data(recovery), indent=2, ensure_ascii=False))
        return 2
    lines = [f"tabletop: {one_line(tr(recovery.sentence))}"]
    if recovery.recoverable or recovery.backup is not None:
        lines.append(one_line(tr(recovery.hint())))
    if recovery.detail != recovery.sentence:
        lines.append(_("Details: {detail}").format(detail=one_line(tr(recovery.detail))))
    print("\n".join(lines), file=sys.stderr)
    return 2


def cmd_recover(args: argparse.Namespace) -> int:
    from tabletop.session.recover import copy_backup, plain_problem, write_recovered
    from tabletop.session.saves import read_session
    from tabletop.session.verify import verify_file

    path = save_file(args.file)
    out = Path(args.output) if args.output else None
    if out is not None and (out.exists() or out.is_symlink()):
        raise UsageError(
            _("{path} already exists; give another name (nothing was written).").format(path=out)
        )
    try:
        read_session(path, autosave=False)
    except SaveError as exc:
        recovery = plain_problem(path, exc).replay()
    else:
        if not args.backup:
            emit(
                args,
                {"file": args.file, "written": None, "entries": None},
                _("{file} opens as it is: nothing to recover, nothing was written.").format(
                    file=args.file
                ),
            )
            return 0
        recovery = plain_problem(path, SaveError(""))
    if args.backup:
        if recovery.backup is None:
            raise SaveError(
                _("{file} has no backup that opens ({backup}).").format(
                    file=args.file, backup=Path(args.file).name + ".bak"
                )
            )
        written = copy_backup(recovery, out)
        emit(
            args,
            {"file": args.file, "written": str(written), "from": str(recovery.backup)},
            _("{backup} copied to {written}, which opens; {file} is left as it is.").format(
                backup=recovery.backup, written=written, file=args.file
            ),
        )
        return 0
    if not recovery.recoverable:
        raise SaveError(f"{tr(recovery.sentence)} {tr(recovery.hint())}")
    written = write_recovered(recovery, out)
    verdict = verify_file(written)
    data = {
        "file": args.file,
        "written": str(written),
        "entries": recovery.total,
        "kept": recovery.kept,
        "verifies": verdict.ok,
        "problem": verdict.problem,
    }
    text = _(
        "{file}: opened up to entry {kept} of {total}, the last that loads, and written to "
        "{written}, which verifies; {file} is left as it is."
    ).format(file=args.file, kept=recovery.kept, total=recovery.total, written=written)
    if not verdict.ok:
        text = _(
            "{file}: opened up to entry {kept} of {total} and written to {written}, but it "
            "does not verify: {problem}"
        ).format(
            file=args.file,
            kept=recovery.kept,
            total=recovery.total,
            written=written,
            problem=tr(verdict.problem or ""),
        )
    emit(args, data, text)
    return 0 if verdict.ok else 1
