"""Fitting text into a column of pixels: measured once per text, cut with an ellipsis.

A long game repeats its texts, and asking Tk to measure is slow, so both the widths and the
cut texts are kept (and dropped wholesale when they grow past a few thousand). Where Tk's
width of a text is the sum of its letters' (X11: no kerning; checked once per font), a text
is measured from its letters' widths, the new letters asked of Tk in one call: the log's
first draw asked Tk some hundred times.
"""

from __future__ import annotations

import tkinter
from tkinter import font as tkfont

ELLIPSIS = "\u2026"
KEEP = 4000
"""Texts kept measured or cut before the caches start again."""


class TextFit:
    """Measure and cut texts in one font."""

    def __init__(self, widget: tkinter.Misc, font: tkfont.Font) -> None:
        """`font` as used in `widget` (which asks Tk)."""
        self.font = font
        self.tk = widget.tk
        self._widths: dict[str, int] = {}
        self._cut: dict[tuple[str, int], str] = {}
        self._letters: dict[str, int] = {}
        sample = "AVWo"  # a kerned pair or two shows at once (each letter is a call to Tk)
        self._by_letter = self._letter_sum(sample) == int(font.measure(sample))

    def measure(self, text: str) -> int:
        """Pixels `text` takes in the font."""
        pixels = self._widths.get(text)
        if pixels is None:
            if len(self._widths) > KEEP:
                self._widths.clear()
            measured = self._letter_sum if self._by_letter else self.font.measure
            pixels = self._widths[text] = int(measured(text))
        return pixels

    def _letter_sum(self, text: str) -> int:
        letters = self._letters
        new = [c for c in set(text) if c not in letters]
        if new:
            widths = self.tk.call("lmap", "c", tuple(new), f"font measure {{{self.font.name}}} $c")
            letters.update(zip(new, map(int, self.tk.splitlist(widths)), strict=True))
        return sum(letters[c] for c in text)

    def clip(self, text: str, room: int) -> str:
        """`text` as it is when it fits in `room` pixels, else cut to fit with an ellipsis
        (never mid-letter)."""
        key = (text, room)
        cut = self._cut.get(key)
        if cut is None:
            if len(self._cut) > KEEP:
                self._cut.clear()
            cut = self._cut[key] = self._fit(text, room)
        return cut

    def _fit(self, text: str, room: int) -> str:
        full = self.measure(text)
        if full <= room:
            return text
        measure = self.measure
        # Guess the length from the average letter, then step to the longest that fits.
        keep = max(0, min(len(text) - 1, len(text) * room // max(full, 1)))
        while keep > 0 and measure(text[:keep] + ELLIPSIS) > room:
            keep -= max(1, keep // 8)
        while keep + 1 < len(text) and measure(text[: keep + 1] + ELLIPSIS) <= room:
            keep += 1
        return text[: max(keep, 0)].rstrip() + ELLIPSIS
