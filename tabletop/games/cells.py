"""Reading one cell of a table the owner types from the printed copy (DESIGN principle 2).

A cell is read the way the engine will read it when it is rolled: a Vae Victis fire cell as
a result type of [12.3], a close-combat cell as attacker/defender [13.2], a Pratzen
bold-italic mark as the side the result applies to, a Tonnerre chart cell as the cards' codes
[4 Attack Results]. The entry forms show each cell's reading beside it and refuse a cell that
does not read, when it is kept, not when it is first rolled. A table with no reader of its
own takes any cell that is not empty (it is shown as printed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tabletop.core.errors import RuleError, message_of
from tabletop.core.i18n import N_, say, term

CellRows = Sequence[Sequence[str]]
"""A table's cells, one sequence per printed row."""
Reader = Callable[[str], str]
"""The reading of a cell in a few words; RuleError (one sentence) when it does not read."""


@dataclass(frozen=True)
class Reading:
    """One cell as typed and what the game reads in it."""

    text: str
    """The cell as typed (stripped)."""
    meaning: str
    """What it does, in a few words ("" when it does not read, or is empty)."""
    problem: str = ""
    """Why it cannot be kept, in one sentence ("" when it reads)."""

    @property
    def ok(self) -> bool:
        """True when the cell can be kept."""
        return not self.problem

    def line(self) -> str:
        """The reading ("D1: disorder and 1 loss"), or the refusal."""
        if self.problem:
            return self.problem
        return (
            say("{text}: {meaning}", text=self.text, meaning=self.meaning)
            if self.meaning
            else self.text
        )


def _vaevictis_fire(text: str) -> str:
    from tabletop.games.vaevictis.results import read_effect

    effect = read_effect(text)
    if effect is None:
        raise RuleError(
            say(
                "'{text}' is not a result of [12.3]: type Test, Test-1, Test-2, D and the losses "
                "(D2: disorder, 2 losses), R and the losses (R1) or - for no effect.",
                text=text,
            )
        )
    return effect.sentence()


def _vaevictis_combat(text: str) -> str:
    from tabletop.games.vaevictis.results import read_combat

    if "/" not in text:
        raise RuleError(
            say(
                "'{text}' gives one result; a close-combat cell gives the attacker's and the "
                "defender's, written attacker/defender, for example D1/R2 [13.2].",
                text=text,
            )
        )
    attacker, defender = read_combat(text)
    for who, part, effect in zip(
        ("attacker", "defender"), text.split("/", 1), (attacker, defender), strict=True
    ):
        if effect is None:
            raise RuleError(
                say(
                    "the attacker's part of '{text}', '{part}', is not a result of [12.3] "
                    "(Test, Test-1, Test-2, D2, R1 or -).",
                    text=text,
                    part=part.strip(),
                )
                if who == "attacker"
                else say(
                    "the defender's part of '{text}', '{part}', is not a result of [12.3] "
                    "(Test, Test-1, Test-2, D2, R1 or -).",
                    text=text,
                    part=part.strip(),
                )
            )
    assert attacker is not None and defender is not None
    return say(
        "attacker {attacker}; defender {defender}",
        attacker=attacker.sentence(),
        defender=defender.sentence(),
    )


BOLD = {"bold": N_("the disadvantaged side"), "plain": N_("the advantaged side")}
"""A bold-italic mark as the owner types it, and the side the result then applies to."""


def _pratzen_mark(text: str) -> str:
    side = BOLD.get(text.casefold())
    if side is None:
        raise RuleError(
            say(
                "'{text}' is not a side: type bold (the result applies to the disadvantaged "
                "side) or plain (to the advantaged side) [Close Combat Results Table].",
                text=text,
            )
        )
    return say("applies to {side}", side=term(side))


def _pratzen_range_one(text: str) -> str:
    from tabletop.games.pratzen.artillery import range_one_hit

    hit = range_one_hit(text)
    if hit is None:
        return say("no fire at an adjacent hex")
    return say("hits on a modified {hit}+", hit=hit)


def _tonnerre_result(text: str) -> str:
    from tabletop.games.tonnerre.results import parse_result

    return parse_result(text).text()


READERS: dict[tuple[str, str], Reader] = {
    ("vaevictis", "fire"): _vaevictis_fire,
    ("vaevictis", "close-combat"): _vaevictis_combat,
    ("pratzen", "close-combat-marks"): _pratzen_mark,
    ("pratzen", "artillery-range-1"): _pratzen_range_one,
    ("tonnerre", "card-chart"): _tonnerre_result,
}
"""Readers by (game, table); "card-chart" is a Tonnerre command card's chart."""


def read_cell(game: str, table: str, text: str) -> Reading:
    """One cell's reading; an empty cell is refused as empty, not read."""
    cleaned = " ".join(str(text).split())
    if not cleaned:
        return Reading("", "", say("an empty cell; fill in every cell as printed."))
    reader = READERS.get((game, table))
    if reader is None:
        return Reading(cleaned, "")
    try:
        return Reading(cleaned, reader(cleaned))
    except RuleError as exc:
        return Reading(cleaned, "", message_of(exc))


def first_unreadable(
    game: str,
    table: str,
    cells: CellRows,
    rows: Sequence[str],
    columns: Sequence[str] = (),
) -> str:
    """The first cell that cannot be kept, named by its row and column ("" when all read)."""
    for label, row in zip(rows, cells, strict=False):
        for index, text in enumerate(row):
            reading = read_cell(game, table, text)
            if not reading.ok:
                column = columns[index] if index < len(columns) and columns[index] else index + 1
                return say(
                    "Row {label}, column {column}: {problem}",
                    label=label,
                    column=column,
                    problem=reading.problem,
                )
    return ""


def checker(game: str, table: str) -> Callable[[CellRows, Sequence[str], Sequence[str]], None]:
    """The check `core.overrides.save_table` runs before keeping a table: RuleError naming
    the first cell that does not read."""

    def check(cells: CellRows, rows: Sequence[str], columns: Sequence[str]) -> None:
        problem = first_unreadable(game, table, cells, rows, columns)
        if problem:
            raise RuleError(problem)

    return check


def split_block(text: str) -> list[list[str]]:
    """A block copied from a spreadsheet: rows by line, cells by tab (or, with no tab, by
    comma, quotes as CSV writes them); trailing empty lines dropped."""
    import csv

    lines = text.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n").split("\n")
    if "\t" in text:
        return [[c.strip() for c in line.split("\t")] for line in lines]
    return [[c.strip() for c in row] for row in csv.reader(lines)]
