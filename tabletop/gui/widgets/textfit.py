"""Fitting text into a column of pixels: measured once per text, cut with an ellipsis.

A long game repeats its texts, and asking Tk to measure is slow, so both the widths and the
cut texts are kept (and dropped wholesale when they grow past a few thousand).
"""

from __future__ import annotations

from tkinter import font as tkfont

ELLIPSIS = "\u2026"
KEEP = 4000
"""Texts kept measured or cut before the caches start again."""


class TextFit:
    """Measure and cut texts in one font."""

    def __init__(self, font: tkfont.Font) -> None:
        self.font = font
        self._widths: dict[str, int] = {}
        self._cut: dict[tuple[str, int], str] = {}

    def measure(self, text: str) -> int:
        """Pixels `text` takes in the font."""
        pixels = self._widths.get(text)
        if pixels is None:
            if len(self._widths) > KEEP:
                self._widths.clear()
            pixels = self._widths[text] = int(self.font.measure(text))
        return pixels

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
