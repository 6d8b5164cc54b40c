"""What every subcommand shares: one-line errors, the parser, JSON or text output."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from tabletop.core.errors import SaveError, TabletopError
from tabletop.core.i18n import LANGUAGES, N_, _, choose, known, set_language


class UsageError(TabletopError):
    """A wrong argument on the command line."""


def _plain(message: str) -> str:
    """argparse's wording put as a sentence a player reads (no 'invalid int value')."""
    flag, sep, rest = message.partition(": ")
    if not (sep and flag.startswith("argument ")):
        rest, flag = message, ""
    flag = flag.removeprefix("argument ").split("/")[-1]
    if flag == "COMMAND":
        flag = _("the command")
    if m := re.fullmatch(r"invalid int value: '(.*)'", rest):
        rest = _("should be a whole number, not '{value}'").format(value=m[1])
    elif m := re.fullmatch(r"invalid choice: '(.*)' \(choose from (.*)\)", rest):
        allowed = ", ".join(c.strip("'") for c in m[2].split(", "))
        rest = _("should be one of {allowed}; '{value}' is not one").format(
            allowed=allowed, value=m[1]
        )
    elif rest == "expected one argument":
        rest = _("needs a value after it")
    elif m := re.fullmatch(r"the following arguments are required: (.*)", rest):
        return _("{names} is needed; see --help.").format(names=m[1])
    elif m := re.fullmatch(r"unrecognized arguments: (.*)", rest):
        return _("{names} is not an option here; see --help.").format(names=m[1])
    return f"{flag} {rest}." if flag else f"{rest}."


def take_language(argv: list[str]) -> list[str]:
    """`--lang LANG` (or `--lang=LANG`) taken out of the arguments, wherever it stands, and
    the language set from it (then TABLETOP_LANG, then the system's); the rest returned."""
    rest: list[str] = []
    asked: str | None = None
    words = iter(argv)
    for word in words:
        if word == "--lang":
            asked = next(words, "")
        elif word.startswith("--lang="):
            asked = word.partition("=")[2]
        else:
            rest.append(word)
    if asked is not None and known(asked) is None:
        set_language(choose())
        raise UsageError(
            _("--lang should be one of {languages}; '{asked}' is not one.").format(
                languages=", ".join(LANGUAGES), asked=asked
            )
        )
    set_language(choose(asked))
    return rest


_ARGPARSE_WORDS = frozenset(
    {
        N_("usage: "),
        N_("positional arguments"),
        N_("options"),
        N_("show this help message and exit"),
    }
)
"""The words argparse writes in a command's help, which the catalog translates (argparse's own
error sentences are put in our words by `_plain`, from their English)."""


def _argparse_word(message: str) -> str:
    return _(message) if message in _ARGPARSE_WORDS else message


setattr(argparse, "_", _argparse_word)  # noqa: B010 (argparse looks its words up by this name)


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
            raise argparse.ArgumentTypeError(
                _("should be a whole number, not '{value}'").format(value=text)
            ) from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("should be a whole number from {low} to {high}, not {value}").format(
                    low=low, high=high, value=text.strip()
                )
            )
        return value

    return read


NOT_TEXT = N_("{path} is not a text file, so it is not a save.")


def save_file(name: str) -> Path:
    """A path that names a save file a player may have typed wrong: a folder, a missing file
    or one that is not text is refused in one sentence (never an errno or a codec tuple)."""
    path = Path(name)
    if path.is_dir():
        raise UsageError(_("{path} is a folder, not a save file.").format(path=path))
    if not path.exists():
        raise UsageError(_("{path} does not exist.").format(path=path))
    from tabletop.core.files import ReadRefused, read_capped

    try:  # a named pipe or a device is refused at once, never waited on or read to its end
        head = read_capped(path, 65535)[0]
    except ReadRefused as exc:
        raise UsageError(str(exc)) from None
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 4:  # not just a character cut at the end of the sample
            raise UsageError(_(NOT_TEXT).format(path=path)) from None
    if b"\0" in head:
        raise UsageError(_(NOT_TEXT).format(path=path))
    return path


def no_link(out: Path) -> None:
    """Refuse a file to write that is a symbolic link, whether it names a file or none yet,
    before `--force` or "already exists" is looked at: it is never written through."""
    if out.is_symlink():
        from tabletop.core.files import writable

        writable(out)


def side_named(game: Any, text: str | None, *, loose: bool = False) -> str | None:
    """The side of `game` a player names on the command line (`--side`), in any case, by its
    English name or the one the reader's language gives it ("coalition", "Napoléon"). A name
    that is none of them: UsageError, one sentence naming the sides; `loose`: kept as given,
    for a roll whose own input may name a side another way."""
    if not text or not game.sides:
        return text
    from tabletop.core.i18n import tr

    folded = text.strip().casefold()
    for side in game.sides:
        if folded in (side.casefold(), tr(side).casefold()):
            return str(side)
    if loose:
        return text
    raise UsageError(
        _("'{side}' is not a side of this game; the sides are {sides}.").format(
            side=text, sides=", ".join(tr(side) for side in game.sides)
        )
    )


def written_to(session: Any, file: str) -> str:
    """The file a command that changes `session`, read from `file`, writes: `file` itself, or
    for an example save shipped with the app a new copy in the user's folder, which the
    session is pointed at and which is named on stderr (the example is never written)."""
    from tabletop.session.savefile import example_copy, shipped_example

    if not shipped_example(Path(file)):
        return file
    copy = example_copy(Path(file))
    session.path = copy
    print(
        "tabletop: "
        + _(
            "{file} is an example shipped with the app, so it is left as it is: this is "
            "written to a copy in your folder, {copy}."
        ).format(file=file, copy=copy),
        file=sys.stderr,
    )
    return str(copy)


def check_recorded(session: Any, what: str, file: str, kept: str) -> None:
    """SaveError, one sentence, when the change a command made was not written to `file`:
    the save file refused it (changed by another program, read-only ...) or the disk did."""
    if not session.save_problem:
        return
    if session.save_refused:
        raise SaveError(
            _("the {what} was not recorded: {reason}.").format(
                what=what, reason=session.save_reason
            )
        )
    raise SaveError(
        _("the {what} was not recorded: {file} could not be written ({reason}); {kept}.").format(
            what=what, file=file, reason=session.save_reason, kept=kept
        )
    )


def odds_json(odds: dict[str, Fraction] | Any) -> dict[str, float]:
    return {result: float(p) for result, p in odds.items()}


_CONTROLS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")
"""The C0 and C1 control characters and DEL: ESC and CSI start a terminal's own commands
(clear the screen, retitle the window, hide or forge what is printed), BEL rings, a carriage
return prints over a line. A line end is kept where one is meant."""
_CONTROLS_AND_LINE_ENDS = re.compile("[\x00-\x1f\x7f-\x9f]")
_NOT_ESCAPED_BY_JSON = re.compile("[\x7f-\x9f]")


def _escaped(match: re.Match[str]) -> str:
    return repr(match[0])[1:-1]


def shown(text: str, *, lines: bool = True) -> str:
    """Text as a terminal may be given it: every control character written as its escape
    (ESC as `\\x1b`), so a name or a note a save holds is printed as typed and cannot drive
    the terminal. Line ends are kept (`lines`), or escaped too, for a field of a one-line row.

    Every text the command line prints goes through here (`emit`, the questions it asks)."""
    return (_CONTROLS if lines else _CONTROLS_AND_LINE_ENDS).sub(_escaped, text)


def emit(args: argparse.Namespace, data: Any, text: str) -> None:
    """Print the command's result: `data` as JSON with --json, else `text`, neither with a
    control character a terminal would obey."""
    if getattr(args, "json", False):
        import json

        # JSON escapes C0 controls itself, but not DEL nor C1 (CSI is \x9b).
        dumped = json.dumps(data, indent=2, ensure_ascii=False, default=str)
        print(_NOT_ESCAPED_BY_JSON.sub(lambda m: f"\\u{ord(m[0]):04x}", dumped))
    else:
        print(shown(text))


def fresh_seed() -> int:
    import secrets

    return secrets.randbits(63)
