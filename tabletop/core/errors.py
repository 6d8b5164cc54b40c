"""Errors a player or referee can read: each message is one sentence saying what is wrong."""

from __future__ import annotations


def one_line(message: object) -> str:
    """The message with line breaks and other control characters escaped, so text quoted
    from a damaged file or a typed argument cannot split it over several lines."""
    return "".join(c if c.isprintable() or _undecoded(c) else repr(c)[1:-1] for c in str(message))


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
