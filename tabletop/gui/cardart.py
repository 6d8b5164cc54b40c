"""Card faces for the Austerlitz card game, drawn with Pillow from cards/cardgame.toml.

Every face is drawn from the card's data (name, type spelled out, force, use N/C/B, note):
no picture is stored, so a corrected data file gives corrected cards. Images are cached by
card and size, and returned as PIL images; a Tk panel wraps them in `ImageTk.PhotoImage` and
keeps those references alive. `scripts/render OUTDIR` writes every card as a PNG.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from tabletop.core.files import write_atomic
from tabletop.core.i18n import N_, _, language
from tabletop.games.cardgame.cards import Card, CardType, Use, card, cards_read, deck_cards

TEXT_PX = 13
"""Pixels of the smallest text on a card in the hand: 9 points on a 96 dpi screen, as Tk
scales them under X (the panel passes its own, from the window's text size)."""
WIDTH, HEIGHT = 130, 120
"""Pixels across and down a card in the hand at TEXT_PX: `hand_size(TEXT_PX)`, kept here so
importing the module measures no text (a test checks the two agree)."""
PRINT_WIDTH = 250
"""Pixels across a card written by `scripts/render`."""
PRINT_HEIGHT = 350
"""Pixels down a card written by `scripts/render`."""

TYPE_NAMES = {
    CardType.LEADER: N_("Leader"),
    CardType.UNIT: N_("Unit"),
    CardType.ATTACK: N_("Attack"),
    CardType.DEFENSE: N_("Defense"),
    CardType.EVENT: N_("Event"),
    CardType.VICTORY: N_("Victory"),
    CardType.RESERVE: N_("Reserve"),
    CardType.STRATEGY: N_("Strategy"),
    CardType.MARCH: N_("March"),
    CardType.MANEUVER: N_("Maneuver"),
    CardType.STANDSTILL: N_("Standstill"),
}
"""DECK NOTATION: each type letter spelled out."""

USE_NAMES = {
    Use.NAPOLEON: N_("Napoleon"),
    Use.COALITION: N_("Coalition"),
    Use.BOTH: N_("Both sides"),
}
"""DECK NOTATION: N, C and B spelled out."""

# Band colour of each type, chosen so the kinds that fight (red attack, blue defense, green
# units, gold leaders) tell apart at a glance; the discard-to-use specials share a brown.
_BAND = {
    CardType.LEADER: "#a77b12",
    CardType.UNIT: "#2e6b34",
    CardType.ATTACK: "#9c2f1f",
    CardType.DEFENSE: "#1f4e9c",
    CardType.EVENT: "#6b3d8f",
    CardType.VICTORY: "#7a5c00",
}
_SPECIAL_BAND = "#6b5440"
_USE_INK = {Use.NAPOLEON: "#1f4e9c", Use.COALITION: "#9c2f1f", Use.BOTH: "#444444"}
PAPER = "#f7f3e8"
INK = "#222222"

_FONT_DIRS = (
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/local/share/fonts",
    "/Library/Fonts",
    "C:/Windows/Fonts",
)

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


@cache
def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans at `size` pixels if the system has it, else Pillow's own scalable font."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for folder in _FONT_DIRS:
        path = Path(folder) / name
        if path.is_file():
            return ImageFont.truetype(str(path), size)
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size)


def type_name(c: Card) -> str:
    """The card's type letter spelled out ("Attack"), in the reader's language."""
    return _(TYPE_NAMES[c.type])


def use_name(c: Card) -> str:
    """Who may play the card, spelled out ("Both sides"), in the reader's language."""
    return _(USE_NAMES[c.use])


def force_text(c: Card) -> str:
    """The force as printed: a number, or "-" where the list prints none."""
    return str(c.force) if c.force else "-"


def _wrap(draw: ImageDraw.ImageDraw, text: str, f: Font, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if not line or draw.textlength(trial, font=f) <= width:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def _fit(
    draw: ImageDraw.ImageDraw, text: str, size: int, low: int, width: int, lines: int, bold: bool
) -> tuple[Font, list[str]]:
    """The largest font from `size` down to `low` that sets `text` in `lines` lines of `width`
    with no word sticking out; the smallest if none does."""
    for px in range(size, low - 1, -1):
        f = font(px, bold)
        wrapped = _wrap(draw, text, f, width)
        if len(wrapped) <= lines and all(draw.textlength(w, font=f) <= width for w in wrapped):
            return f, wrapped
    f = font(low, bold)
    return f, _wrap(draw, text, f, width)[:lines]


def _height(f: Font) -> int:
    return int(getattr(f, "size", 11))


Box = tuple[int, int, int, int]
"""Left, top, right, bottom in pixels."""


@dataclass(frozen=True)
class Placed:
    """One text set on a card in the hand, and the room it was given (a test reads these)."""

    text: str
    """The words drawn."""
    px: int
    """The font's size in pixels."""
    bold: bool
    """Set in the bold face."""
    xy: tuple[float, float]
    """Where Pillow sets it, with `anchor`."""
    anchor: str
    """Pillow's text anchor ("la": left, top of the letters)."""
    fill: str
    """The ink."""
    box: Box
    """Where its ink lies."""
    room: Box
    """Where it may lie: inside the border, and clear of the band's edge and the force box."""


@dataclass(frozen=True)
class Face:
    """A card in the hand, laid out: every text with its place, and the force box."""

    texts: tuple[Placed, ...]
    """The texts, top to bottom."""
    force_box: Box | None
    """The force's square (None where the card prints no force)."""

    @property
    def fits(self) -> bool:
        """True when every text lies inside its room."""
        return all(_inside(t.box, t.room) for t in self.texts)


def _inside(box: Box, room: Box) -> bool:
    return room[0] <= box[0] and room[1] <= box[1] and box[2] <= room[2] and box[3] <= room[3]


_SCRATCH = ImageDraw.Draw(Image.new("RGB", (1, 1)))
"""Measures texts for a layout without a card to draw on."""


def _pads(text_px: int) -> tuple[int, int, int]:
    """Inner margin, border width and type band height of a hand-sized card."""
    return max(4, round(text_px * 0.45)), max(2, round(text_px / 4)), round(text_px * 1.7)


def layout(c: Card, width: int, height: int, text_px: int = TEXT_PX) -> Face:
    """Where each text of `c` goes on a hand-sized card: the type band, the name (up to
    three lines, a size larger than the rest when it fits), "Use: ..." and the note in
    `text_px` pixels, the force in a box at the bottom right that the use and note wrap
    beside. No text is set smaller than `text_px`: a card too small for its words does not
    fit (`Face.fits`), and `hand_size` makes the card taller instead of the words smaller."""
    draw, placed = _SCRATCH, []
    pad, border, band_h = _pads(text_px)
    left, right, bottom = pad, width - pad, height - border - pad // 2

    def put(text: str, xy: tuple[float, float], f: Font, anchor: str, fill: str, room: Box) -> None:
        x0, y0, x1, y1 = draw.textbbox(xy, text, font=f, anchor=anchor)
        bold = f is font(_height(f), True)
        box = (int(x0), int(y0), int(x1 + 0.99), int(y1 + 0.99))
        placed.append(Placed(text, _height(f), bold, xy, anchor, fill, box, room))

    bold = font(text_px, True)
    kind, letter = type_name(c).upper(), f"{c.type.value}·{c.use.value}"
    band = (border, border, width - border, band_h)
    if draw.textlength(f"{kind}  {letter}", font=bold) > right - left:
        letter = ""  # the use line spells the letters out: the type's name needs the room
    put(kind, (left, band_h / 2), bold, "lm", "white", band)
    if letter:
        put(letter, (right, band_h / 2), bold, "rm", "white", band)

    force_box, beside, box_top = None, right, bottom + 1
    if c.force:
        size = round(text_px * 2.1)
        x0, y0 = width - border - 2 - size, height - border - 2 - size
        force_box, beside, box_top = (x0, y0, x0 + size, y0 + size), x0 - 4, y0

    def room(y: int, line_h: int) -> Box:
        """The card's width, or the part left of the force box for a line beside it."""
        return (left, y - 1, beside if y + line_h > box_top else right, bottom)

    y = band_h + pad // 2 + 1
    name_font, lines = _fit(draw, c.name, round(text_px * 1.2), text_px, right - left, 3, True)
    name_h = round(_height(name_font) * 1.12)
    for line in lines:
        put(line, (left, y), name_font, "la", INK, room(y, name_h))
        y += name_h
    y += 2
    line_h = round(text_px * 1.25)
    # The label wraps like the note where it is too long for its line (beside the force box,
    # a longer language): it is never dropped. Only plain spaces break a line, so a French
    # "par\u00a0:" keeps its colon.
    use = _("Use: {use}").format(use=use_name(c))
    for line in _lines(use, bold, lambda at: room(at, line_h)[2] - left, y, line_h):
        put(line, (left, y), bold, "la", _USE_INK[c.use], room(y, line_h))
        y += line_h
    y += round(line_h * 0.1)
    plain = font(text_px)
    for line in _lines(c.note, plain, lambda at: room(at, line_h)[2] - left, y, line_h):
        put(line, (left, y), plain, "la", INK, room(y, line_h))
        y += line_h
    return Face(tuple(placed), force_box)


def _lines(text: str, f: Font, width_at: Callable[[int], int], y: int, line_h: int) -> list[str]:
    """`text` broken at its plain spaces into lines from `y` down, each as wide as
    `width_at(its top)` allows (a word wider than its line stands alone on it)."""
    words, lines = [w for w in text.split(" ") if w], []
    while words:
        edge = width_at(y)
        line = words.pop(0)
        while words and _SCRATCH.textlength(f"{line} {words[0]}", font=f) <= edge:
            line = f"{line} {words.pop(0)}"
        lines.append(line)
        y += line_h
    return lines


def hand_size(text_px: int = TEXT_PX) -> tuple[int, int]:
    """Pixels across and down a card in the hand whose smallest text is `text_px` pixels:
    ten of those per card (a name's longest word fits a line a size up), and as tall as the
    most crowded card of the deck, either reading, needs (in the reader's language)."""
    return _hand_size(text_px, language())


@cache
def _hand_size(text_px: int, lang: str) -> tuple[int, int]:
    width = text_px * 10
    readings = (cards_read(False), cards_read(True))
    faces = {(c.name, c.note, c.force, c.use): c for cards in readings for c in cards.values()}
    height = round(width * 0.8)
    # A word too wide for the card is not helped by a taller card: stop at four widths.
    while height < 4 * width and not all(
        layout(c, width, height, text_px).fits for c in faces.values()
    ):
        height += 2
    return width, height


def _draw_hand_card(img: Image.Image, c: Card, text_px: int) -> None:
    width, height = img.size
    draw = ImageDraw.Draw(img)
    band = _BAND.get(c.type, _SPECIAL_BAND)
    _pad, border, band_h = _pads(text_px)
    draw.rectangle((0, 0, width - 1, height - 1), outline=band, width=border)
    draw.rectangle((0, 0, width - 1, band_h), fill=band)
    face = layout(c, width, height, text_px)
    if face.force_box is not None:
        draw.rectangle(face.force_box, outline=band, width=2, fill="white")
        x0, y0, x1, y1 = face.force_box
        number = font(round((x1 - x0) * 0.7), bold=True)
        draw.text(((x0 + x1) / 2, (y0 + y1) / 2), force_text(c), fill=INK, font=number, anchor="mm")
    for t in face.texts:
        draw.text(t.xy, t.text, fill=t.fill, font=font(t.px, t.bold), anchor=t.anchor)


def render(
    card_id: str,
    width: int = WIDTH,
    height: int = HEIGHT,
    other: bool = False,
    text_px: int = TEXT_PX,
) -> Image.Image:
    """The face of one card as an RGB image, drawn from its data (cached; do not modify).

    A card about as wide as tall (the window's hand, `hand_size`) is laid out by `layout`,
    its smallest text `text_px` pixels; a taller one (print size) gives the force a disc of
    its own. `other`: a run-on entry of the deck list read the other way (option
    `storm_heights` = name), as the rules read it. The words the app spells out (the type,
    "Use:") are in the reader's language; the card's name and note as printed.
    """
    return _render(card_id, width, height, other, text_px, language())


@cache
def _render(
    card_id: str, width: int, height: int, other: bool, text_px: int, lang: str
) -> Image.Image:
    c = card(card_id) if not other else cards_read(True)[card_id]
    img = Image.new("RGB", (width, height), PAPER)
    if height < 1.25 * width:
        _draw_hand_card(img, c, text_px)
        return img
    draw = ImageDraw.Draw(img)
    band = _BAND.get(c.type, _SPECIAL_BAND)
    s = width / PRINT_WIDTH  # measures are for print size
    pad = max(4, round(10 * s))
    draw.rectangle((0, 0, width - 1, height - 1), outline=band, width=max(2, round(6 * s)))
    band_h = max(16, round(40 * s))
    draw.rectangle((0, 0, width - 1, band_h), fill=band)
    letter = f"{c.type.value}·{c.use.value}"
    size = max(10, round(22 * s))
    type_font, _lines = _fit(
        draw, f"{type_name(c).upper()} {letter}", size, 8, width - 2 * pad, 1, True
    )
    draw.text((pad, band_h / 2), type_name(c).upper(), fill="white", font=type_font, anchor="lm")
    draw.text((width - pad, band_h / 2), letter, fill="white", font=type_font, anchor="rm")

    y = band_h + pad // 2 + 1
    name_font, lines = _fit(draw, c.name, max(11, round(27 * s)), 12, width - 2 * pad, 3, True)
    for line in lines:
        draw.text((pad, y), line, fill=INK, font=name_font)
        y += round(_height(name_font) * 1.15)
    # The force in a disc: the number players add up at a front.
    disc = max(26, round(84 * s))
    cx, cy = width / 2, y + pad + disc / 2
    draw.ellipse(
        (cx - disc / 2, cy - disc / 2, cx + disc / 2, cy + disc / 2),
        outline=band,
        width=max(2, round(5 * s)),
        fill="white",
    )
    number = font(round(disc * 0.55), bold=True)
    draw.text((cx, cy), force_text(c), fill=INK, font=number, anchor="mm")
    y = round(cy + disc / 2 + pad / 2)
    small = font(max(12, round(20 * s)))
    draw.text((width / 2, y), _("FORCE"), fill="#5a5a5a", font=small, anchor="ma")
    y += round(_height(small) * 1.3)

    use_font = font(max(12, round(21 * s)), bold=True)
    use = _("Use: {use}").format(use=use_name(c))
    draw.text((pad, y), use, fill=_USE_INK[c.use], font=use_font)
    y += round(_height(use_font) * 1.3)
    room = max(1, (height - pad // 2 - y) // max(12, round(21 * s)))
    text_width = width - 2 * pad
    note_font, lines = _fit(draw, c.note, max(12, round(21 * s)), 12, text_width, room, False)
    for line in lines:
        draw.text((pad, y), line, fill=INK, font=note_font)
        y += round(_height(note_font) * 1.1)
    return img


def render_all(outdir: Path, width: int = PRINT_WIDTH, height: int = PRINT_HEIGHT) -> list[Path]:
    """Write every card of the deck as OUTDIR/<id>.png; the paths written, in deck order."""
    outdir.mkdir(parents=True, exist_ok=True)
    written = []
    for c in deck_cards():
        path = outdir / f"{c.id}.png"
        picture = io.BytesIO()
        render(c.id, width, height).save(picture, format="PNG")
        write_atomic(path, picture.getvalue(), backup=False)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """`scripts/render OUTDIR`: every card as a PNG; a wrong argument is one line and exit 2."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1 or args[0].startswith("-"):
        print(
            "usage: scripts/render OUTDIR  (writes every card of the card game as a PNG)",
            file=sys.stderr,
        )
        return 2
    try:
        written = render_all(Path(args[0]))
    except OSError as exc:
        print(f"could not write the cards to {args[0]}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(written)} cards to {args[0]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
