"""A roster typed in a spreadsheet and imported as CSV: one row per piece, a header naming the
fields of the action that enters one (Vae Victis's `add_unit` with its loss boxes [14],
Pratzen's `add_unit` [Playing pieces]). Each row is checked as that action before any is
entered, so a typo on line 9 leaves nothing half-imported; the refusal names the line."""

from __future__ import annotations

import csv
from collections.abc import Mapping
from typing import Any

from tabletop.core.errors import RuleError, message_of
from tabletop.core.i18n import say
from tabletop.games.actions import GameAction, build_action, fields_of

LARGEST = 200_000
"""Characters: a roster is a few hundred lines at most."""


def read_roster(
    text: str, kinds: Mapping[str, type[GameAction]], kind: str
) -> list[dict[str, Any]]:
    """The actions of `kind` a CSV roster gives, in order; RuleError names the line.

    Header cells are the fields' names or their labels (any case); a list field (loss boxes)
    is written with commas inside quotes, or with ';' or spaces between its numbers."""
    if len(text) > LARGEST:
        raise RuleError(say("that file is far larger than a roster; not read."))
    specs = {s.name: s for s in fields_of(kinds[kind])}
    by_word = {w.casefold(): s.name for s in specs.values() for w in (s.name, s.label)}
    lines = [line for line in text.replace("\r\n", "\n").split("\n") if line.strip()]
    if not lines:
        raise RuleError(say("the roster is empty: give a header row, then one row per piece."))
    delimiter = "\t" if "\t" in lines[0] else ","
    rows = list(csv.reader(lines, delimiter=delimiter))
    header = [by_word.get(cell.strip().casefold(), "") for cell in rows[0]]
    unknown = [cell.strip() for cell, name in zip(rows[0], header, strict=True) if not name]
    if unknown:
        known = ", ".join(specs)
        raise RuleError(
            say(
                "line 1: '{cell}' is not a field of the roster; use {known}.",
                cell=unknown[0],
                known=known,
            )
        )
    out: list[dict[str, Any]] = []
    for number, row in enumerate(rows[1:], start=2):
        if len(row) > len(header):
            raise RuleError(
                say(
                    "line {number} has {cells} cells; the header names {named}.",
                    number=number,
                    cells=len(row),
                    named=len(header),
                )
            )
        action: dict[str, Any] = {"kind": kind}
        for name, cell in zip(header, row, strict=False):
            value = cell.strip()
            if not value:
                continue
            if specs[name].kind.endswith("-list"):
                value = ",".join(value.replace(";", " ").replace(",", " ").split())
            action[name] = value
        try:
            build_action(kinds, action)
        except RuleError as exc:
            raise RuleError(
                say("line {number}: {error}", number=number, error=message_of(exc))
            ) from None
        out.append(action)
    return out


def read_counts(text: str, names: Mapping[str, str]) -> dict[str, int]:
    """A count per piece from rows "name,count" (a header row is skipped when its count is not
    a number); `names` maps each accepted name (any case) to its id. RuleError names the line."""
    by_name = {k.casefold(): v for k, v in names.items()}
    lines = [line for line in text.replace("\r\n", "\n").split("\n") if line.strip()]
    delimiter = "\t" if lines and "\t" in lines[0] else ","
    out: dict[str, int] = {}
    for number, row in enumerate(csv.reader(lines, delimiter=delimiter), start=1):
        cells = [c.strip() for c in row]
        if len(cells) < 2:
            raise RuleError(
                say("line {number} should be a name and a count, like Davout,4.", number=number)
            )
        if number == 1 and not cells[1].isdigit():
            continue  # the header
        key = by_name.get(cells[0].casefold())
        if key is None:
            known = ", ".join(sorted({*names.values()}))
            raise RuleError(
                say(
                    "line {number}: '{cell}' is not one of {known}.",
                    number=number,
                    cell=cells[0],
                    known=known,
                )
            )
        if not cells[1].isdigit():
            raise RuleError(
                say(
                    "line {number}: '{cell}' should be a whole number.",
                    number=number,
                    cell=cells[1],
                )
            )
        out[key] = int(cells[1])
    return out
