"""Any printed table as a resolver: pick the row or column, add modifiers, roll, read the cell.

This is how a panel (or `tabletop resolve GAME/table:NAME`) rolls on a table the game's own
resolvers do not wrap yet, with the same odds, typed-in rolls and log entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from tabletop.core.i18n import N_
from tabletop.core.tables import Table
from tabletop.games.base import InputSpec, InputValue, Resolution, Resolver, RollRecord

PREFIX = "table:"


def table_resolver(table: Table) -> Resolver:
    """A resolver reading `table`: column (and row, for a table without dice) as choices."""
    inputs: list[InputSpec] = []
    if table.dice is None:
        labels = tuple(r.label for r in table.rows)
        inputs.append(InputSpec("row", N_("Row"), "choice", labels, labels[0] if labels else None))
    if len(table.columns) > 1:
        inputs.append(InputSpec("column", N_("Column"), "choice", table.columns, table.columns[0]))
    if table.dice is not None:
        inputs.append(
            InputSpec("modifier", N_("Die roll modifier"), "int", default=0, low=-20, high=20)
        )
    if len(table.columns) > 1:
        inputs.append(
            InputSpec(
                "shift", N_("Column shift (+ right, - left)"), "int", default=0, low=-20, high=20
            )
        )

    def number(values: Mapping[str, InputValue], name: str) -> int:
        value = values.get(name, 0)
        return value if isinstance(value, int) else 0

    def key(values: Mapping[str, InputValue], name: str) -> str | None:
        value = values.get(name)
        return value if isinstance(value, str) else None

    def odds(values: Mapping[str, InputValue]) -> Mapping[str, Fraction]:
        return table.odds(
            row=key(values, "row"),
            column=key(values, "column"),
            modifier=number(values, "modifier"),
            shift=number(values, "shift"),
        )

    def run(values: Mapping[str, InputValue], natural: int) -> Resolution:
        modifier = number(values, "modifier")
        found = table.lookup(
            row=key(values, "row"),
            column=key(values, "column"),
            roll=natural if table.dice else None,
            modifier=modifier,
            shift=number(values, "shift"),
        )
        record = RollRecord(
            "",
            table.id,
            dict(values),
            {"modifier": modifier} if modifier else {},
            natural,
            found.modified_roll or natural,
            found.result,
            table.source,
            dice=str(table.dice or "1d6"),
        )
        return Resolution(found.result, found.as_dict(), odds(values), record)

    return Resolver(
        PREFIX + table.name,
        table.title,
        table.source,
        tuple(inputs),
        odds,
        run,
        str(table.dice or "1d6"),
    )
