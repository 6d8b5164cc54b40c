"""Errors a player or referee can read: each message is one sentence saying what is wrong."""

from __future__ import annotations


def one_line(message: object) -> str:
    """The message with line breaks and other control characters escaped, so text quoted
    from a damaged file or a typed argument cannot split it over several lines. A sentence
    kept with its template (`i18n.say`) that needs no escape stays that sentence."""
    text = str.__str__(message) if isinstance(message, str) else str(message)
    out = "".join(
        c if c.isprintable() or c in _SPACES or _undecoded(c) else repr(c)[1:-1] for c in text
    )
    return message if out == text and isinstance(message, str) else out


_SPACES = frozenset("\u00a0\u202f")
"""The no-break spaces French puts before ":" and in "58,3 %": spaces, not control characters
(Python does not count them printable)."""


def _undecoded(c: str) -> bool:
    """A byte of a file name that is not UTF-8, as Python keeps it (PEP 383): printed back as
    that byte (the command line's streams write it so), not as an escape."""
    return "\udc80" <= c <= "\udcff"


class TabletopError(ValueError):
    """Base of every error the app reports to a person instead of crashing. Its message is
    shown in the reader's language (`i18n.tr`: a `say` sentence from its template)."""

    def __str__(self) -> str:
        from tabletop.core.i18n import tr

        return tr(self.args[0]) if len(self.args) == 1 else super().__str__()


class RollError(TabletopError):
    """A roll typed in by hand is not one the dice can show, or a dice expression is wrong."""


class TableError(TabletopError):
    """A printed table was asked for a row, column or roll it does not have."""


class RuleError(TabletopError):
    """An action the rules do not allow in the current state."""


class UnknownGameError(TabletopError):
    """No game has that id."""


class SaveError(TabletopError):
    """A save file cannot be read; the message names the file and the field."""


class DataError(TabletopError):
    """Shipped game data (boards/ or cards/) is malformed."""


def message_of(exc: BaseException) -> str:
    """The message an error was made with, as the engine wrote it (a `say` sentence keeps its
    template, so a sentence that quotes it is shown in the reader's language as a whole);
    any other error's text as it is."""
    if isinstance(exc, TabletopError) and len(exc.args) == 1 and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)
