"""Printed tables read from TOML, looked up cell by cell, with exact odds (principles 1 and 5).

A table in `boards/<game>.toml` looks like this::

    [tables.crt]
    title = "Combat Results Table"
    source = "000_5229c468f954273e.txt [15.0]"
    dice = "1d6"                 # absent for a table read by two keys, with no roll
    columns = ["1-5", "1-4"]     # absent for a one-column table
    shift = "clamp"              # a column shift past either end stops there ("error": refuse;
                                 # "none": the table takes no shifts; "turnover": past the first
                                 # column it turns to the second for the other side)
    modified_roll = "clamp"      # a modified roll past the printed rows reads the end row
    column_bands = true          # headers are number bands: column 4 finds "3-6"
    rows_are_columns = true      # printed with a row per column header (ER1, ER2): --row picks it
    reroll = ["Reroll"]          # cells that mean "roll again"
    rows = [{ roll = "1", cells = ["1d/d", "r/1"] }]   # or { key = "Clear Hex", ... }

Code never holds a cell: it only asks this module for one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from tabletop.core.bands import UNBOUNDED, Band, parse_band
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import DataError, RollError, TableError, message_of
from tabletop.core.i18n import say, term

EndRule = Literal["clamp", "error"]
ShiftRule = Literal["clamp", "error", "none", "turnover"]
"""What a column shift does past the ends: stop, refuse, is refused at all (a table the rules
shift no column of), or turns over past the first column to the second, favouring the other
side, and stops at the last (The Pratzen's Close Combat Results Table)."""


@dataclass(frozen=True)
class Row:
    """One printed row: its header (a roll band or a name) and its cells, left to right."""

    label: str
    """The header as printed ("1", "7-9", "Clear Hex")."""
    band: Band | None
    """The numbers the header covers, when it is a number band."""
    cells: tuple[str, ...]
    """The cell texts exactly as printed."""


@dataclass(frozen=True)
class Lookup:
    """One cell read from a table, with everything that led to it."""

    table: str
    """Qualified table id, "game/name"."""
    roll: int | None
    """The natural roll (None for a table with no roll)."""
    modified_roll: int | None
    """The roll after modifiers, as used to read the row."""
    row: str
    """Header of the row that was read."""
    column: str | None
    """Header of the column that was read, after shifts."""
    result: str
    """The printed cell text."""
    source: str
    """Rulebook file and case of the table."""
    modifier: int = 0
    """What was added to the natural roll."""
    shift: int = 0
    """Columns moved right (negative: left) from the one the inputs gave."""
    turned: bool = False
    """True when the shifts ran past the first column and turned over: the column read is
    for the other side (a table whose `shift` is "turnover")."""

    def as_dict(self) -> dict[str, Any]:
        """The lookup as plain data, for JSON and the log."""
        return {
            "table": self.table,
            "roll": self.roll,
            "modified_roll": self.modified_roll,
            "modifier": self.modifier,
            "row": self.row,
            "column": self.column,
            "shift": self.shift,
            "turned": self.turned,
            "result": self.result,
            "source": self.source,
        }


@dataclass(frozen=True)
class Table:
    """A printed table of one game."""

    game: str
    """Id of the game whose rulebook prints it."""
    name: str
    """Short id within the game ("crt")."""
    title: str
    """Title as printed."""
    source: str
    """Seed file and case the cells were transcribed from."""
    dice: DiceSpec | None
    """The dice that pick the row, or None for a table read by keys."""
    columns: tuple[str, ...]
    """Column headers, left to right (one empty header for a one-column table)."""
    rows: tuple[Row, ...]
    """Rows, top to bottom."""
    shift_rule: ShiftRule = "clamp"
    """What a column shift past either end does."""
    modified_roll_rule: EndRule = "clamp"
    """What a modified roll beyond the printed rows does."""
    reroll: frozenset[str] = frozenset()
    """Cell texts that mean roll again."""
    notes: str = ""
    """Transcription notes: differences between printed copies, readings chosen."""
    unknown: bool = False
    """True when the rulebook text lost this table and its owner has not filled it in."""
    column_bands: bool = False
    """True when the column headers are number bands ("1-2", "3-6") a number can fall in."""
    rows_are_columns: bool = False
    """True when the printed table gives one row per column header here (an ER, a cause)
    and the roll bands in its cells: `--row ER2` on this rolled table names the column."""
    blank_cells: str = ""
    """Why some printed cells are blank (the odds triangle's far side), said when one is
    asked for: a blank printed cell is never a result."""

    @property
    def id(self) -> str:
        """Qualified id, "game/name"."""
        return f"{self.game}/{self.name}"

    # -- finding rows and columns -------------------------------------------------------

    def column_index(self, column: str | int | None) -> int:
        """Index of a column by its header, or (for a table whose headers are number bands,
        `column_bands = true`) by a number falling in a header's band. Headers such as the
        CRT's "1-5" are odds, not bands: only the printed text finds them."""
        if len(self.columns) == 1 and column in (None, "", self.columns[0]):
            return 0
        # A table printed with a row per header (ER1, ER2) is asked for a row, as printed.
        axis = term("row") if self.rows_are_columns else term("column")
        if column is None:
            raise TableError(
                say(
                    "{table} needs a {axis}: one of {choices}.",
                    table=self.id,
                    axis=axis,
                    choices=", ".join(self.columns),
                )
            )
        text = str(column).strip()
        for i, header in enumerate(self.columns):
            if header.casefold() == text.casefold():
                return i
        number = _as_int(text) if self.column_bands else None
        if number is not None:
            for i, header in enumerate(self.columns):
                band = parse_band(header)
                if band and number in band:
                    return i
        raise TableError(
            say(
                "{table} has no {axis} '{text}': choose one of {choices}.",
                table=self.id,
                axis=axis,
                text=text,
                choices=", ".join(self.columns),
            )
        )

    def row_by_key(self, key: str | int) -> Row:
        """A row by its printed header, or by a number falling in its band."""
        text = str(key).strip()
        for row in self.rows:
            if row.label.casefold() == text.casefold():
                return row
        number = _as_int(text)
        if number is not None:
            for row in self.rows:
                if row.band and number in row.band:
                    return row
        raise TableError(
            say(
                "{table} has no row '{text}': choose one of {choices}.",
                table=self.id,
                text=text,
                choices=", ".join(r.label for r in self.rows),
            )
        )

    def roll_range(self) -> tuple[int, int]:
        """Lowest and highest row numbers printed (open ends stand for themselves)."""
        ends = [
            end
            for r in self.rows
            if r.band
            for end in (r.band.low, r.band.high)
            if -UNBOUNDED < end < UNBOUNDED
        ]
        if not ends:
            raise DataError(say("{table} has a roll but no numbered rows", table=self.id))
        return min(ends), max(ends)

    def _row_holding(self, modified: int) -> Row | None:
        for row in self.rows:
            if row.band and modified in row.band:
                return row
        return None

    def row_by_roll(self, modified: int) -> Row:
        """The row a modified roll reads, clamped to the printed range when the rules say so."""
        found = self._row_holding(modified)
        if found is not None:
            return found
        low, high = self.roll_range()
        if self.modified_roll_rule == "clamp" and not low <= modified <= high:
            found = self._row_holding(max(low, min(high, modified)))
            if found is not None:
                return found
        if low <= modified <= high:
            # A gap between printed bands is a transcription fault, not a reason to recurse.
            raise TableError(
                say(
                    "{table} has no row for a roll of {modified}; check its "
                    "printed bands ({bands}).",
                    table=self.id,
                    modified=modified,
                    bands=", ".join(r.label for r in self.rows),
                )
            )
        raise TableError(
            say(
                "a modified roll of {modified} is off {table}, which runs from {low} to {high}.",
                modified=modified,
                table=self.id,
                low=low,
                high=high,
            )
        )

    # -- lookups ----------------------------------------------------------------------

    def shifted(self, column: str | int | None, shift: int) -> int:
        """Column index after a shift, clamped at the ends unless the table forbids it."""
        return self.shifted_over(column, shift)[0]

    def shifted_over(self, column: str | int | None, shift: int) -> tuple[int, bool]:
        """Column index after a shift, and whether it turned over past the first column."""
        if shift and self.shift_rule == "none":
            raise TableError(
                say(
                    "{title} takes no column shifts, so a shift has no use here.",
                    title=self.title,
                )
            )
        index = self.column_index(column) + shift
        last = len(self.columns) - 1
        if 0 <= index <= last:
            return index, False
        if self.shift_rule == "turnover" and index < 0:
            return min(-index, last), True
        if self.shift_rule in ("clamp", "turnover"):
            return max(0, min(last, index)), False
        raise TableError(
            say("a shift of {shift:+d} runs off the end of {table}.", shift=shift, table=self.id)
        )

    def lookup(
        self,
        *,
        row: str | int | None = None,
        column: str | int | None = None,
        roll: int | None = None,
        modifier: int = 0,
        shift: int = 0,
    ) -> Lookup:
        """Read one cell: by roll (plus modifier) on a rolled table, by row key otherwise."""
        self._check_known()
        row, column = self._printed_row(row, column)
        col, turned = self.shifted_over(column, shift)
        if self.dice is None:
            if roll is not None:
                raise TableError(say("{table} has no dice: give --row, not a roll.", table=self.id))
            if row is None:
                raise TableError(
                    say(
                        "{table} is read by row: give one of {choices}.",
                        table=self.id,
                        choices=", ".join(r.label for r in self.rows),
                    )
                )
            found = self.row_by_key(row)
            return self._lookup(found, col, None, None, modifier, shift, turned)
        if row is not None:
            raise TableError(
                say(
                    "{table} is read by a roll of {dice}, not by row.",
                    table=self.id,
                    dice=str(self.dice),
                )
            )
        if roll is None:
            raise TableError(
                say("{table} needs a roll of {dice}.", table=self.id, dice=str(self.dice))
            )
        if not self.dice.low <= roll <= self.dice.high:
            raise RollError(
                say(
                    "{roll} cannot be rolled on {dice}: give a number from {low} to {high}.",
                    roll=roll,
                    dice=str(self.dice),
                    low=self.dice.low,
                    high=self.dice.high,
                )
            )
        modified = roll + modifier
        found = self.row_by_roll(modified)
        return self._lookup(found, col, roll, modified, modifier, shift, turned)

    def _lookup(
        self,
        row: Row,
        col: int,
        roll: int | None,
        modified: int | None,
        modifier: int,
        shift: int,
        turned: bool = False,
    ) -> Lookup:
        header = self.columns[col] if self.columns[col] else None
        if not row.cells[col] and not self.unknown:
            self._refuse_blank(row, header)
        return Lookup(
            self.id,
            roll,
            modified,
            row.label,
            header,
            row.cells[col],
            self.source,
            modifier,
            shift,
            turned,
        )

    def odds(
        self,
        *,
        row: str | int | None = None,
        column: str | int | None = None,
        modifier: int = 0,
        shift: int = 0,
    ) -> dict[str, Fraction]:
        """Exact probability of each printed result, enumerating the dice.

        A "roll again" cell gives its probability to the others in proportion, since the
        dice are simply thrown again until one of them comes up.
        """
        # Worked out once per table and inputs: a long game (and its replay by `verify`)
        # resolves the same few columns thousands of times.
        memo: dict[tuple[Any, ...], dict[str, Fraction]] | None = self.__dict__.get("_memo")
        if memo is None:
            memo = {}
            object.__setattr__(self, "_memo", memo)  # a cache, not a field: eq and hash ignore it
        key = (row, column, modifier, shift)
        found = memo.get(key)
        if found is None:
            found = memo[key] = self._odds(row, column, modifier, shift)
        return dict(found)

    def _odds(
        self, row: str | int | None, column: str | int | None, modifier: int, shift: int
    ) -> dict[str, Fraction]:
        self._check_known()
        row, column = self._printed_row(row, column)
        if self.dice is None:
            found = self.lookup(row=row, column=column, shift=shift)
            return {found.result: Fraction(1)}
        col = self.shifted(column, shift)
        weights: dict[str, Fraction] = {}
        for total, p in self.dice.distribution().items():
            printed = self.row_by_roll(total + modifier)
            cell = printed.cells[col]
            if not cell:
                self._refuse_blank(printed, self.columns[col] or None)
            weights[cell] = weights.get(cell, Fraction(0)) + p
        again = sum((p for cell, p in weights.items() if cell in self.reroll), Fraction(0))
        if again == 1:
            raise TableError(
                say("every roll on {table} with these inputs says roll again.", table=self.id)
            )
        return {cell: p / (1 - again) for cell, p in weights.items() if cell not in self.reroll}

    def _printed_row(
        self, row: str | int | None, column: str | int | None
    ) -> tuple[str | int | None, str | int | None]:
        """A printed row name given as --row on a table kept with those rows as columns."""
        if self.rows_are_columns and self.dice is not None and row is not None and column is None:
            return None, row
        return row, column

    def _refuse_blank(self, row: Row, header: str | None) -> None:
        where = (
            say("row {row}, column {column}", row=row.label, column=header)
            if header
            else say("row {row}", row=row.label)
        )
        why = self.blank_cells or say("a blank cell is not a result")
        raise TableError(
            say("{table} prints nothing at {where}: {why}", table=self.id, where=where, why=why)
        )

    def _check_known(self) -> None:
        if self.unknown:
            raise TableError(
                say(
                    "{table} was lost from the rulebook text; enter it once from "
                    "your printed copy ({source}).",
                    table=self.id,
                    source=self.source,
                )
            )


def _as_int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def table_from_toml(game: str, name: str, data: Mapping[str, Any]) -> Table:
    """Build a table from its TOML entry; DataError names what is malformed."""
    where = f"boards/{game}.toml [tables.{name}]"
    try:
        source = str(data["source"])
        title = str(data.get("title", name))
        dice = DiceSpec.parse(str(data["dice"])) if "dice" in data else None
        columns = tuple(str(c) for c in data.get("columns", [""]))
        rows = []
        for i, raw in enumerate(data.get("rows", [])):
            label = str(raw["roll"] if "roll" in raw else raw["key"])
            if "cells" in raw:
                cells = tuple(str(c) for c in raw["cells"])
            elif "result" in raw:
                cells = (str(raw["result"]),)
            elif data.get("unknown", False):
                cells = ("",) * len(columns)  # the layout survived, the cells were lost
            else:
                raise KeyError("cells")
            if len(cells) != len(columns):
                raise DataError(
                    say(
                        "{where} row {row} has {cells} cells for {columns} columns",
                        where=where,
                        row=i + 1,
                        cells=len(cells),
                        columns=len(columns),
                    )
                )
            rows.append(Row(label, parse_band(label), cells))
        unknown = bool(data.get("unknown", False))
        if not rows and not unknown:
            raise DataError(say("{where} has no rows", where=where))
        shift_rule = data.get("shift", "clamp")
        roll_rule = data.get("modified_roll", "clamp")
        if shift_rule not in ("clamp", "error", "none", "turnover"):
            raise DataError(
                say("{where}: shift must be 'clamp', 'error', 'none' or 'turnover'", where=where)
            )
        if roll_rule not in ("clamp", "error"):
            raise DataError(say("{where}: modified_roll must be 'clamp' or 'error'", where=where))
        return Table(
            game,
            name,
            title,
            source,
            dice,
            columns,
            tuple(rows),
            shift_rule,
            roll_rule,
            frozenset(str(c) for c in data.get("reroll", [])),
            str(data.get("notes", "")),
            unknown,
            bool(data.get("column_bands", False)),
            bool(data.get("rows_are_columns", False)),
            blank_cells=str(data.get("blank_cells", "")),
        )
    except (KeyError, TypeError) as exc:
        raise DataError(
            say("{where} is missing or mistypes {error}", where=where, error=str(exc))
        ) from exc
    except RollError as exc:
        raise DataError(say("{where}: {error}", where=where, error=message_of(exc))) from exc
