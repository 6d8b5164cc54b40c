"""Close combat odds: from the two totals to a column of the Results Table, and who it favours.

[Close Combat Phase 4-5] and the Close Combat Odds Table: the row is the larger total, the
column the smaller; named modifiers shift the column toward one side. Shifts past column I turn
the advantage over ("II for the French with two shifts against them is II for the Allies");
unfavourable shifts from an X start at VI. Every number is read from boards/pratzen.toml.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.pratzen import data
from tabletop.games.pratzen.record import enumerate_odds

ATTACKER, DEFENDER = "attacker", "defender"
AUTO = "X"


def other(side: str) -> str:
    """The other side of a combat."""
    return DEFENDER if side == ATTACKER else ATTACKER


@dataclass(frozen=True)
class CombatPlan:
    """Everything that decides the column, before the roll."""

    attack: int
    """Attacker's total strength, a leader's +1 included."""
    defend: int
    """Defender's total strength, a leader's +1 included."""
    base_column: str
    """The Odds Table cell for the two totals ("I".."VI" or "X")."""
    base_favours: str
    """The side with the larger total (the attacker on equal totals, see docs/pratzen.md)."""
    shifts: Mapping[str, int] = field(default_factory=dict)
    """Each named shift: + in favour of the attacker, - of the defender."""
    column: str = "I"
    """The column read after all shifts ("I".."VI" or "X")."""
    favours: str = ATTACKER
    """The side the column is read for: the advantaged side."""

    @property
    def net_shift(self) -> int:
        """All shifts together, + for the attacker."""
        return sum(self.shifts.values())

    @property
    def automatic(self) -> bool:
        """True when the column is X: an automatic Total Defeat of the other side."""
        return self.column == AUTO

    def as_fields(self) -> dict[str, object]:
        """The plan as plain data."""
        return {
            "attack": self.attack,
            "defend": self.defend,
            "base_column": self.base_column,
            "base_favours": self.base_favours,
            "shifts": {k: v for k, v in self.shifts.items() if v},
            "net_shift": self.net_shift,
            "column": self.column,
            "favours": self.favours,
        }


def side_total(tops: tuple[int, ...], others: int, leader: bool = False) -> int:
    """A side's close combat total: each participating stack's top unit printed strength, + 1
    for each other good-order unit in those stacks, + 1 for one Leader [Close Combat Phase 4]."""
    block = data.section("close_combat")
    extra = data.number(block, "other_good_order_unit")
    return sum(tops) + extra * max(others, 0) + (data.number(block, "leader") if leader else 0)


def results_columns() -> tuple[str, ...]:
    """The Results Table's columns, I to VI."""
    return data.table("close-combat").columns


def odds_cell(attack: int, defend: int) -> str:
    """The Close Combat Odds Table cell for two totals; RuleError for a total off the table."""
    block = data.section("close_combat")
    top, side = data.number(block, "max_larger"), data.number(block, "max_smaller")
    for who, total in (("attacking", attack), ("defending", defend)):
        if total < 1:
            raise RuleError(
                say(
                    "the attacking total strength must be at least 1, not {total} "
                    "[Close Combat Odds Table].",
                    total=total,
                )
                if who == "attacking"
                else say(
                    "the defending total strength must be at least 1, not {total} "
                    "[Close Combat Odds Table].",
                    total=total,
                )
            )
    larger, smaller = max(attack, defend), min(attack, defend)
    odds = data.table("close-combat-odds")
    # Past the last row the difference only grows: 18 against 5 is X already, so 20 against
    # 5 is too; a cell below X at row 18 leaves the total off the table.
    if (
        larger > top
        and smaller <= side
        and odds.lookup(row=top, column=str(smaller)).result == AUTO
    ):
        return AUTO
    if larger > top:
        raise RuleError(
            say(
                "a total of {total} is above the Close Combat Odds Table, which runs to {top} "
                "[Close Combat Odds Table].",
                total=larger,
                top=top,
            )
        )
    if smaller > side:
        raise RuleError(
            say(
                "the smaller total, {total}, is above the table's last column, {last} "
                "[Close Combat Odds Table].",
                total=smaller,
                last=side,
            )
        )

    return odds.lookup(row=larger, column=str(smaller)).result


def walk(column: str, favours: str, shift: int) -> tuple[str, str]:
    """The column and favoured side after `shift` columns (+ for the attacker).

    A shift toward the favoured side moves right, stopping at VI (an X stays X); a shift
    against it moves left, from an X first to VI, and past I to II for the other side.
    """
    columns = results_columns()
    level = len(columns) + 1 if column == AUTO else columns.index(column) + 1
    for _ in range(abs(shift)):
        toward = ATTACKER if shift > 0 else DEFENDER
        if toward == favours:
            if level != len(columns) + 1:
                level = min(level + 1, len(columns))
        elif level > 1:
            level = min(level - 1, len(columns))
        else:
            favours, level = toward, 2
    return (AUTO if level == len(columns) + 1 else columns[level - 1]), favours


def plan_combat(attack: int, defend: int, shifts: Mapping[str, int]) -> CombatPlan:
    """The column for two totals and the named shifts."""
    base = odds_cell(attack, defend)
    favours = DEFENDER if defend > attack else ATTACKER
    column, final = walk(base, favours, sum(shifts.values()))
    return CombatPlan(attack, defend, base, favours, dict(shifts), column, final)


def roll_odds(plan: CombatPlan) -> dict[str, Fraction]:
    """The chance of each printed result of one roll on the plan's column, a Reroll as its
    own (what the close combat action's roll reads, face by face of its die)."""
    return enumerate_odds(str(data.table("close-combat").dice), lambda n: read_column(plan, n))


def column_odds(plan: CombatPlan) -> dict[str, Fraction]:
    """Exact odds of R, D and T on the plan's column, the combat rolled until it stands: a
    Reroll's chance spread over the others (the what-if's odds, from the same roll's)."""
    again = data.table("close-combat").reroll
    faces = roll_odds(plan)
    standing = sum((p for r, p in faces.items() if r not in again), Fraction(0))
    return {r: p / standing for r, p in faces.items() if r not in again}


def read_column(plan: CombatPlan, roll: int) -> str:
    """The printed result for a roll ("R", "D", "T", "Reroll"); an X is an automatic T."""
    if plan.automatic:
        return "T"
    return data.table("close-combat").lookup(roll=roll, column=plan.column).result


def marked_loser(plan: CombatPlan, roll: int) -> str | None:
    """The losing side from the owner's bold-italic marks, or None while they are unknown.

    A bold-italic cell applies to the disadvantaged side; a plain one to the advantaged side.
    An X applies to the disadvantaged side ("X is auto T result").
    """
    if plan.automatic:
        return other(plan.favours)
    marks = data.table("close-combat-marks")
    if marks.unknown:
        return None
    cell = marks.lookup(roll=roll, column=plan.column).result.strip().lower()
    if cell == "bold":
        return other(plan.favours)
    if cell == "plain":
        return plan.favours
    return None
