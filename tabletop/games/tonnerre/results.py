"""Reading a result as the cards print it: `FC`, `2 AC + 1 AM`, `1 FC + 1 FM + Capture`.

The codes and what each does are data (boards/tonnerre.toml [results], from [4 Attack
Results]); this module only reads the text into counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.tonnerre.data import game_data

CAPTURE_WORDS = ("capture", "prise")
"""How a capture is written: 'Capture' as the examples say it [8 Example 4], 'Prise' in French."""
NOTHING = ("-", "", "0", "none", "no effect", "nothing")
"""A chart cell with no effect."""

MOST = 20
"""The largest count one part of a result may carry (a typing slip beyond it is refused)."""

_TERM = re.compile(r"^(?:(\d+)\s*(?:x\s*)?)?([a-z]+)$", re.IGNORECASE)


@dataclass(frozen=True)
class Effects:
    """What one result does: unit losses and morale steps per code, and a capture."""

    fc: int = 0
    """French unit losses."""
    ac: int = 0
    """Coalition unit losses."""
    fm: int = 0
    """French morale steps lost."""
    am: int = 0
    """Coalition morale steps lost."""
    capture: bool = False
    """The attacked location is captured [4 Capturing Locations]."""

    def units(self, side: str) -> int:
        """Unit losses of one side."""
        return self.fc if side == "French" else self.ac

    def morale(self, side: str) -> int:
        """Morale steps one side loses."""
        return self.fm if side == "French" else self.am

    def plus(self, other: Effects) -> Effects:
        """Both results together (an attack and a counter-charge)."""
        return Effects(
            self.fc + other.fc,
            self.ac + other.ac,
            self.fm + other.fm,
            self.am + other.am,
            self.capture or other.capture,
        )

    def doubled_units(self, side: str) -> Effects:
        """One side's unit losses doubled (Murat's Defense, [8 Example 3])."""
        return replace(self, fc=self.fc * 2) if side == "French" else replace(self, ac=self.ac * 2)

    def without(self, side: str) -> Effects:
        """One side's unit and morale losses ignored (Constantine's Defense [5])."""
        if side == "French":
            return replace(self, fc=0, fm=0)
        return replace(self, ac=0, am=0)

    @property
    def empty(self) -> bool:
        """True when nothing happens."""
        return self == Effects()

    def text(self) -> str:
        """The result written as the cards write it ("2 AC + 1 AM"), or "no effect"."""
        parts = [
            f"{n} {code}"
            for code, n in (("FC", self.fc), ("AC", self.ac), ("FM", self.fm), ("AM", self.am))
            if n
        ]
        if self.capture:
            parts.append("Capture")
        return " + ".join(parts) or "no effect"

    def said(self) -> str:
        """The result as an event carries it: the printed codes as they are, "no effect" as
        a term the reader's language translates."""
        return self.text() if not self.empty else term("no effect")


def parse_result(text: str) -> Effects:
    """The effects of a printed result; RuleError in one sentence when it does not read."""
    cleaned = str(text).strip()
    if cleaned.casefold() in NOTHING:
        return Effects()
    counts = {code.code.casefold(): 0 for code in game_data().codes}
    capture = False
    for piece in re.split(r"\s*(?:\+|,|&|\band\b|\bet\b)\s*", cleaned, flags=re.IGNORECASE):
        if not piece:
            raise RuleError(
                say(
                    "the result '{result}' has an empty part; write it as the card does, for "
                    "example '2 AC + 1 AM' [4 Attack Results].",
                    result=one(cleaned),
                )
            )
        if piece.casefold() in CAPTURE_WORDS:
            capture = True
            continue
        match = _TERM.match(piece)
        code = match.group(2).casefold() if match else ""
        if match is None or code not in counts:
            raise RuleError(
                say(
                    "'{part}' in the result '{result}' is not FC, AC, FM, AM or Capture "
                    "[4 Attack Results].",
                    part=one(piece),
                    result=one(cleaned),
                )
            )
        number = int(match.group(1)) if match.group(1) else 1
        if not 1 <= number <= MOST:
            raise RuleError(
                say(
                    "'{part}' asks for {number} losses; a card result counts 1 to {most} "
                    "[4 Attack Results].",
                    part=one(piece),
                    number=number,
                    most=MOST,
                )
            )
        counts[code] += number
    return Effects(counts["fc"], counts["ac"], counts["fm"], counts["am"], capture)


def one(text: str) -> str:
    """Text quoted in a message, kept to one short line."""
    flat = "".join(c if c.isprintable() else " " for c in text)
    return flat if len(flat) <= 40 else flat[:37] + "..."
