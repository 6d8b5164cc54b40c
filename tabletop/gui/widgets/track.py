"""A printed numbered track: one box per value, the marker filled, trigger boxes marked.

Long tracks (morale 0..80) wrap onto rows of ten-box groups so they fit about 700 pixels.
Each trigger box is outlined in red, its label shows in a tooltip and in the caption below,
and the triggers in force where the marker stands are named there too.

Folded (`fold`, the window's View > Fold the tracks: gui/room.py), a track is one line: its
"name: value" and the boxes around the marker, so a laptop keeps its room for the pages.
"""

from __future__ import annotations

import tkinter
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.core.i18n import N_, _, tr
from tabletop.core.tracks import Track, Trigger
from tabletop.gui import room
from tabletop.gui.widgets import style
from tabletop.gui.widgets.tooltip import Tooltip

FIT_WIDTH = 700
"""Pixels a track fits in before it wraps, until it learns the width it is given."""
GAP = 2
"""Pixels between boxes."""
PAD = 4
"""Pixels around the boxes."""
MARGIN = 2
"""Pixels of paper a box keeps for its number beyond the number's width, each side (one
and a half once the number is centred on whole pixels; the digits' own side bearings add
about one more): SPI's 81 morale boxes still run 30 to a row in a 1280-pixel window."""
SMALL_BOX = 26
"""Boxes asked for narrower than this number their values in the smallest legible type."""
AROUND = 3
"""Boxes a folded track shows each side of the marker (fewer where the track ends)."""

_WHEN = {
    "at_or_below": N_("{label}{case}: when the marker is at or below {box}."),
    "at_or_above": N_("{label}{case}: when the marker is at or above {box}."),
    "at": N_("{label}{case}: when the marker is exactly at {box}."),
}


_FITTED: dict[tuple[object, ...], int] = {}
"""Box sides already worked out, by interpreter, font and track (see `_fit_box`)."""


class TrackView(ttk.Frame):
    """A track drawn as numbered boxes under a "name: value" title."""

    def __init__(self, master: tkinter.Misc, track: Track, *, box_width: int = 28) -> None:
        super().__init__(master)
        style.apply(self)
        self._asked = box_width
        self.box_width = box_width
        """Side of a box in pixels: what was asked, or more when the widest number needs
        it (two digits touched the outline of a box sized by hand)."""
        self._room = 0
        """Width the track was last given (0 until it is laid out)."""
        self.track = track
        self.tooltip = Tooltip(self)
        self.title = ttk.Label(self, style="Title.TLabel")
        self.title.pack(anchor="w")
        self.canvas = tkinter.Canvas(self, highlightthickness=0, background=self._background())
        self.canvas.pack(anchor="w", pady=(2, 2))
        self.caption_label = ttk.Label(
            self, style="Muted.TLabel", justify="left", wraplength=FIT_WIDTH
        )
        self.caption_label.pack(anchor="w")
        for part in (self.title, self.canvas):
            room.unfold_on_click(part, lambda: self.folded)
        self._layout: tuple[object, ...] = ()
        self._items: dict[int, tuple[int, int]] = {}
        """Each box's rectangle and number on the canvas, by value."""
        self._drawn: dict[int, _Look] = {}
        self.folded = False
        """Whether the track shows one line: its title and the boxes around the marker."""
        self.show(track)
        self.bind("<Configure>", self._resized, add="+")

    def _background(self) -> str:
        return style.window_background(self)

    def _box_font(self) -> style.FontSpec:
        """The numbers' type: the body's, or for boxes asked small the small type (at least
        9 pt, and never smaller than the player's text size makes it)."""
        if self._asked >= SMALL_BOX:
            return style.body(self)
        family, size = style.small(self)[:2]
        return (str(family), max(9, int(size) - 1))

    def _fit_box(self, track: Track) -> int:
        """The side a box needs so the widest number keeps MARGIN inside the outline (a
        trigger's outline is thicker), and no less than was asked."""
        spec = self._box_font()
        marked = {t.box for t in track.triggers}
        scaling = str(self.tk.call("tk", "scaling"))  # a font's pixels follow the DPI
        key = (
            id(self.tk),
            scaling,
            spec,
            track.low,
            track.high,
            tuple(sorted(marked)),
            self._asked,
        )
        if key not in _FITTED:
            _FITTED[key] = self._measure_box(spec, track, marked)
        return _FITTED[key]

    def _measure_box(self, spec: style.FontSpec, track: Track, marked: set[int]) -> int:
        # A font made and asked of Tk costs round trips; every redraw of a track asked again.
        measure = tkfont.Font(self, font=spec).measure
        need = self._asked
        for value in (track.low, track.high, *marked):
            outline = 2 if value in marked else 1  # a 3-pixel outline is centred on the edge
            need = max(need, measure(str(value)) + 2 * (MARGIN + outline))
        if track.low < 0:  # a minus sign makes a one-digit number wider than 10
            need = max(need, measure(str(-9)) + 2 * (MARGIN + 2))
        return need

    def _resized(self, event: tkinter.Event[tkinter.Misc]) -> None:
        """Wrap again when the track is stretched wider than it asks (laid out to fill) or
        squeezed narrower: at the width it asks for, it keeps the rows it has."""
        width, asked = self.winfo_width(), self.winfo_reqwidth()
        if width <= 1 or abs(width - asked) <= 1 or width == self._room:
            return
        before = self.per_row()
        self._room = width
        if self.per_row() != before:
            self._layout = ()
            self.show(self.track)

    def fold(self, folded: bool) -> None:
        """Show one line (the title, then the boxes around the marker), or the whole track."""
        if folded == self.folded:
            return
        self.folded = folded
        caption = self.caption_label
        shown = bool(caption.winfo_manager())  # a panel may have left it out
        if folded:
            if shown:  # under the line, across the whole width
                caption.pack_configure(side="bottom", before=self.title)
            self.title.pack_configure(side="left", anchor="w")
            self.canvas.pack_configure(side="left", anchor="w", padx=(8, 0))
        else:
            self.title.pack_configure(side="top", anchor="w")
            self.canvas.pack_configure(side="top", anchor="w", padx=0)
            if shown:
                caption.pack_configure(side="top", after=self.canvas)
        self._layout = ()
        self.show(self.track)

    def shown_values(self) -> range:
        """The values whose boxes are drawn: all of them, or those around the marker."""
        track = self.track
        if not self.folded:
            return range(track.low, track.high + 1)
        width = 2 * AROUND + 1
        if self._room > 1:  # fewer where a long title leaves the line less room (French, +2)
            room = self._room - self.title.winfo_reqwidth() - 8
            width = max(1, min(width, (room - 2 * PAD + GAP) // (self.box_width + GAP)))
        first = max(track.low, min(track.value - width // 2, track.high - width + 1))
        return range(first, min(track.high, first + width - 1) + 1)

    def per_row(self) -> int:
        """How many boxes one row holds: whole groups of ten when the track must wrap."""
        if self.folded:
            return len(self.shown_values())
        room = self._room if self._room > 1 else FIT_WIDTH
        fits = max(1, (room - 2 * PAD + GAP) // (self.box_width + GAP))
        count = self.track.high - self.track.low + 1
        if count <= fits:
            return count
        return fits // 10 * 10 if fits >= 10 else fits

    def show(self, track: Track) -> None:
        """Redraw for `track` (the marker moved, or another track altogether). Boxes are made
        once per layout; a move restyles only the boxes whose look changed (a redraw after
        every click would otherwise make some 300 canvas items again)."""
        self.track = track
        self.title.configure(
            text=_("{label}: {value}").format(label=tr(track.name), value=track.value)
        )
        self.box_width = self._fit_box(track)
        shown = self.shown_values()
        layout = (track.low, track.high, track.triggers, self.box_width, self.per_row(), shown)
        looks = {v: look for v, look in _looks(track).items() if v in shown}
        if layout != self._layout:
            self._draw(track, looks)
            self._layout = layout
        else:
            canvas = self.canvas
            for value, look in looks.items():
                if look != self._drawn[value]:
                    rect, number = self._items[value]
                    fill, outline, width, ink, tags = look
                    canvas.itemconfigure(rect, fill=fill, outline=outline, width=width, tags=tags)
                    canvas.itemconfigure(number, fill=ink, tags=[*tags[1:], "number"])
        self._drawn = looks
        self.caption_label.configure(text=self._caption_text(track))

    def _draw(self, track: Track, looks: dict[int, _Look]) -> None:
        canvas = self.canvas
        canvas.delete("all")
        self._items = {}
        step = self.box_width + GAP
        per_row = self.per_row()
        count = len(looks)
        rows = (count + per_row - 1) // per_row
        canvas.configure(width=per_row * step - GAP + 2 * PAD, height=rows * step - GAP + 2 * PAD)
        box_font = self._box_font()
        marked = {t.box: t for t in track.triggers}
        for index, (value, look) in enumerate(looks.items()):
            x = PAD + (index % per_row) * step
            y = PAD + (index // per_row) * step
            fill, outline, width, ink, tags = look
            # Drawn on the box's edge pixels: its inside is box_width less two outlines.
            rect = canvas.create_rectangle(
                x,
                y,
                x + self.box_width - 1,
                y + self.box_width - 1,
                fill=fill,
                outline=outline,
                width=width,
                tags=tags,
            )
            number = canvas.create_text(
                x + (self.box_width - 1) / 2,
                y + (self.box_width - 1) / 2,
                text=str(value),
                fill=ink,
                font=box_font,
                tags=[*tags[1:], "number"],
            )
            self._items[value] = (rect, number)
            trigger = marked.get(value)
            if trigger is not None:
                self.tooltip.attach_item(canvas, f"box:{value}", _describe(trigger))

    @staticmethod
    def _caption_text(track: Track) -> str:
        if not track.triggers:
            return ""
        marked = sorted(track.triggers, key=lambda t: -t.box)
        lines = [
            _("Marked boxes: {boxes}").format(
                boxes="; ".join(f"{t.box} {tr(t.label)}" for t in marked)
            )
        ]
        active = track.active()
        if active:
            lines.append(
                _("In force now: {labels}").format(labels="; ".join(tr(t.label) for t in active))
            )
        return "\n".join(lines)

    # -- test hooks -------------------------------------------------------------------

    def marker_value(self) -> int:
        """The number in the box drawn as the marker."""
        for item in self.canvas.find_withtag("marker"):
            if str(self.canvas.type(item)) == "text":
                return int(self.canvas.itemcget(item, "text"))
        raise LookupError("no marker is drawn")

    def caption(self) -> str:
        """The caption under the boxes, as shown."""
        return str(self.caption_label.cget("text"))

    def title_text(self) -> str:
        """The "name: value" title, as shown."""
        return str(self.title.cget("text"))


_Look = tuple[str, str, int, str, list[str]]
"""A box's fill, outline, outline width, number colour and tags."""


def _looks(track: Track) -> dict[int, _Look]:
    """How each box of the track looks, by value: paper, a trigger (in force or not), or
    the box the marker stands on."""
    marked = {t.box for t in track.triggers}
    active = {t.box for t in track.active()}
    looks: dict[int, _Look] = {}
    for value in range(track.low, track.high + 1):
        tags = ["box", f"box:{value}"]
        fill, outline, width, ink = style.PAPER, style.INK, 1, style.INK
        if value in marked:
            tags.append("trigger")
            fill = style.TRIGGER_ACTIVE if value in active else style.TRIGGER_FILL
            outline, width = style.TRIGGER, 3
        if value == track.value:
            tags.append("marker")
            fill, ink = style.MARKER, "white"
        looks[value] = (fill, outline, width, ink, tags)
    return looks


def _describe(trigger: Trigger) -> str:
    case = f" ({trigger.case})" if trigger.case else ""
    return _(_WHEN[trigger.when]).format(label=tr(trigger.label), case=case, box=trigger.box)
