"""Reading a cell of the fire or close-combat table as the result types of [12.3].

The two tables are not in the text; their owner types each cell. A cell is read as one of the
types [12.3] names: Test, Test-1, Test-2, Disorder and X losses, Rout and X losses, or no
effect ("-"). A close-combat cell holds the attacker's result and the defender's, written
"attacker/defender" [13.2]. A cell this module cannot read is shown as typed and applied by
hand on the loss record; nothing is guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from tabletop.core.i18n import say, say_n, term

_NONE = {"", "-", "--", "—", "–", "0", "no effect", "none", "ne"}
_TEST = re.compile(r"^(?:test|t|mt)\s*(?:-\s*([12]))?$")
_HIT = re.compile(
    r"^(disorder|dis|d|rout|r)\s*(?:and\s*)?(?:\+\s*)?(\d*)\s*(?:losse?s?|loss|pts?|points?|sp)?$"
)


@dataclass(frozen=True)
class Effect:
    """What a result of [12.3] does to one unit."""

    text: str
    """The cell as typed."""
    test: bool = False
    """A morale test is taken."""
    test_minus: int = 0
    """Points deducted from the base morale for that test (Test-1, Test-2)."""
    disorder: bool = False
    """The unit receives a disorder marker (a second disorder routs it)."""
    rout: bool = False
    """The unit routs and makes a complete rout move."""
    losses: int = 0
    """Loss boxes crossed, left to right."""

    @property
    def none(self) -> bool:
        """True when the result does nothing."""
        return not (self.test or self.disorder or self.rout or self.losses)

    def sentence(self) -> str:
        """The effect in words."""
        if self.none:
            return term("no effect")
        parts: list[str] = []
        if self.test:
            parts.append(
                say("morale test -{minus}", minus=self.test_minus)
                if self.test_minus
                else term("morale test")
            )
        if self.rout:
            parts.append(term("rout"))
        elif self.disorder:
            parts.append(term("disorder"))
        if self.losses:
            parts.append(say_n("{n} loss", "{n} losses", self.losses))
        said = parts[0]
        for part in parts[1:]:
            said = say("{first} and {then}", first=said, then=part)
        return said

    def as_dict(self) -> dict[str, Any]:
        """The effect as plain data, for JSON."""
        return {
            "text": self.text,
            "test": self.test,
            "test_minus": self.test_minus,
            "disorder": self.disorder,
            "rout": self.rout,
            "losses": self.losses,
        }


def read_effect(cell: str) -> Effect | None:
    """The effect of one result, or None when the text is not a result type of [12.3]."""
    text = " ".join(cell.strip().lower().split())
    if text in _NONE:
        return Effect(cell)
    if m := _TEST.match(text):
        return Effect(cell, test=True, test_minus=int(m.group(1) or 0))
    if m := _HIT.match(text):
        kind, number = m.group(1), m.group(2)
        losses = int(number) if number else 0
        if kind.startswith("r"):
            return Effect(cell, rout=True, losses=losses)
        return Effect(cell, disorder=True, losses=losses)
    return None


def read_combat(cell: str) -> tuple[Effect | None, Effect | None]:
    """The attacker's and the defender's effects of a close-combat cell [13.2]."""
    attacker, sep, defender = cell.partition("/")
    if not sep:
        return None, None
    return read_effect(attacker), read_effect(defender)
