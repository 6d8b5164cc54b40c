"""Subcommands on save files: new, show, verify."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from tabletop.commands.common import UsageError, emit, no_link, save_file, shown, side_named
from tabletop.core.errors import SaveError
from tabletop.core.i18n import _, ngettext, tr

if TYPE_CHECKING:
    from tabletop.session.session import Session


def cmd_new(args: argparse.Namespace) -> int:
    from tabletop.session.session import Session

    out = Path(args.output)
    no_link(out)
    if out.is_dir():
        example = out / "game.toml"
        raise UsageError(
            _("{path} is a folder; give a file name inside it, like {example}.").format(
                path=out, example=example
            )
        )
    if out.exists() and not args.force:
        raise UsageError(_("{path} already exists; give another name or --force.").format(path=out))
    if not out.parent.is_dir():
        # A typo in the folder must not leave a tree of new folders behind it.
        raise UsageError(
            _("the folder {folder} does not exist; make it first, or give another.").format(
                folder=out.parent
            )
        )
    options = _options(args.game, args.option)
    session = Session.new(args.game, seed=args.seed, path=out, autosave=False, options=options)
    try:
        session.save()
    except OSError as exc:
        from tabletop.core.files import plain_reason

        raise SaveError(
            _("cannot write {path}: {reason}.").format(path=out, reason=plain_reason(exc))
        ) from None
    emit(
        args,
        {"file": str(out), "game": session.game.id, "summary": session.summary()},
        _("{path}: new {game}").format(path=out, game=session.game.title),
    )
    return 0


def _options(game_id: str, pairs: list[str]) -> dict[str, object]:
    """The `--option NAME=VALUE` words as the game's option values (each option the game
    declares, tabletop.games.options); a wrong name or value is one sentence."""
    from tabletop.games import find_listing
    from tabletop.games.options import game_options, parse_assignments

    if not pairs:
        return {}
    listing = find_listing(game_id)
    return dict(parse_assignments(listing.short, game_options(listing.id), pairs))


def cmd_show(args: argparse.Namespace) -> int:
    from tabletop.session.saves import read_session

    path = save_file(args.file)
    try:
        session = read_session(path, autosave=False)
    except SaveError as exc:  # one plain sentence, what can be opened again, the detail
        from tabletop.commands.recover import report_unopened

        return report_unopened(args, path, exc)
    args.side = side_named(session.game, args.side)  # any case, or the reader's language
    data = {
        "file": args.file,
        "game": session.game.id,
        "summary": session.summary(),
        "viewer": args.side or "",
        "state": session.public_state(args.side or ""),
        "log_entries": len(session.log),
        "log_head": session.log.head,
        "can_undo": session.history.can_undo,
        "can_redo": session.history.can_redo,
        "last_step": session.history.present.label,
        "printed": printed_json(session),
        "options": dict(session.options),
    }
    emit(
        args,
        data,
        f"{tr(session.game.title)}: {tr(session.summary())}\n"
        + _("Last step: {step}").format(step=last_step(session))
        + "\n"
        + options_text(session)
        + ngettext(
            "{n} log entry, head {head}", "{n} log entries, head {head}", len(session.log)
        ).format(n=len(session.log), head=session.log.head)
        + f"\n{printed_text(session)}",
    )
    return 0


def last_step(session: Session) -> str:
    """The step the game stands at, named as the History tab names it, in the reader's
    language (a bot's move by its reason)."""
    from tabletop.games.words import LogWords

    words = LogWords(session.game)
    words.follow(session.log.entries)
    return words.step_name(session.history.present.label)


def options_text(session: Session) -> str:
    """The rule options a save was set up with, as its new-game dialog words them, on a
    line of their own ("" when it holds none)."""
    from tabletop.games.options import options_line, options_said

    chosen = options_line(options_said(session.game.id, session.options))
    return _("Rule options: {options}").format(options=chosen) + "\n" if chosen else ""


def printed_json(session: Session) -> dict[str, object]:
    """The printed data a save carries, as `show --json` gives it."""
    from tabletop.core.layer import entry_paths

    return {
        "hash": session.printed.hash,
        "start_hash": session.printed_start.hash,
        "entries": {
            path: session.printed.sources.get(path, "")
            for path in entry_paths(session.printed.entries)
        },
        "note": session.printed_note,
    }


def printed_text(session: Session) -> str:
    """One line (two with a note) naming the printed data a save carries."""
    from tabletop.core.layer import entry_paths

    count = len(entry_paths(session.printed.entries))
    text = (
        _("printed data {short}: the owner's entries it carries ({count})")
        if count
        else _("printed data {short}: none of the owner's, only what is shipped")
    ).format(short=session.printed.short, count=count)
    return f"{text}\n{tr(session.printed_note)}" if session.printed_note else text


def _unopened(args: argparse.Namespace) -> int | None:
    """A save `verify` cannot load said as `show` says it: one plain sentence, what can be
    opened instead and the loader's words under Details (exit 2); None when FILE opens (the
    trouble was the `--since` copy)."""
    from tabletop.commands.recover import report_unopened
    from tabletop.session.saves import read_session

    path = save_file(args.file)
    try:
        read_session(path, autosave=False)
    except SaveError as exc:
        return report_unopened(args, path, exc)
    return None


def cmd_verify(args: argparse.Namespace) -> int:
    from tabletop.session.verify import corrections_line, unproven, verdict_data, verify_file

    if args.since and args.head:
        raise UsageError(_("verify: give --since OLD or --head HASH, not both."))
    from tabletop.session.verify import head_problem

    problem = head_problem(args.head) if args.head is not None else None
    if problem:
        raise UsageError(f"verify: {problem}")
    try:
        verdict = verify_file(
            save_file(args.file),
            since=save_file(args.since) if args.since else None,
            head=args.head,
        )
    except SaveError:
        unopened = _unopened(args)
        if unopened is None:
            raise
        return unopened
    public = None
    if verdict.appended:  # listed as the screen shows them: no hidden card named
        from tabletop.session.saves import read_session

        public = read_session(save_file(args.file), autosave=False).public_entry
    data = verdict_data(args.file, verdict, public)
    if verdict.problem is not None:
        text = f"{args.file}: {tr(verdict.problem)}"
        if verdict.note:
            text += f"\n{tr(verdict.note)}"
    else:
        rolls = ngettext(
            "{n} roll from the app's dice", "{n} rolls from the app's dice", verdict.app_rolls
        ).format(n=verdict.app_rolls)
        if verdict.typed_rolls:
            rolls += ", " + ngettext(
                "{n} typed in from real dice (marked as typed)",
                "{n} typed in from real dice (marked as typed)",
                verdict.typed_rolls,
            ).format(n=verdict.typed_rolls)
        text = ngettext(
            "{file}: replayed from the start, the log's one entry gives exactly the "
            "saved state, dice and undo history ({rolls}); head {head}; on the printed data "
            "the save carries ({printed}).",
            "{file}: replayed from the start, the log's {entries} entries give exactly the "
            "saved state, dice and undo history ({rolls}); head {head}; on the printed data "
            "the save carries ({printed}).",
            verdict.entries,
        ).format(
            file=args.file,
            entries=verdict.entries,
            rolls=rolls,
            head=verdict.head,
            printed=verdict.printed[:16],
        )
        text += "\n" + tr(unproven(verdict))
        if verdict.corrections:
            text += "\n" + tr(corrections_line(verdict))
        if args.since or args.head:
            before = f"{args.since}" if args.since else _("head {hash}").format(hash=args.head[:16])
            lines = [
                ngettext(
                    "{n} entry appended since {before}, nothing rewritten:",
                    "{n} entries appended since {before}, nothing rewritten:",
                    len(verdict.appended),
                ).format(n=len(verdict.appended), before=before)
            ]
            lines += [
                f"  {e['seq']:>5}  {shown(e['side'] or '-', lines=False):<10} "
                f"{shown(e['what'], lines=False)}: {shown(e['result'], lines=False)}"[:160]
                for e in data["appended"]
            ]
            text += "\n" + "\n".join(lines)
    emit(args, data, text)
    return 0 if verdict.problem is None else 1
