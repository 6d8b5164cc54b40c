"""Card faces for the Austerlitz card game, drawn with Pillow from cards/cardgame.toml.

Every face is drawn from the card's data (name, type spelled out, force, use N/C/B, note):
no picture is stored, so a corrected data file gives corrected cards. Images are cached by
card and size, and returned as PIL images; a Tk panel wraps them in `ImageTk.PhotoImage` and
keeps those references alive. `scripts/render OUTDIR` writes every card as a PNG.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from tabletop.games.cardgame.cards import Card, CardType, Use, card, cards_read, deck_cards

WIDTH = 100
"""Pixels across a card in the window's hand."""
HEIGHT = 100
"""Pixels down a card in the window's hand."""
PRINT_WIDTH = 250
"""Pixels across a card written by `scripts/render`."""
PRINT_HEIGHT = 350
"""Pixels down a card written by `scripts/render`."""

TYPE_NAMES = {
    CardType.LEADER: "Leader",
    CardType.UNIT: "Unit",
    CardType.ATTACK: "Attack",
    CardType.DEFENSE: "Defense",
    CardType.EVENT: "Event",
    CardType.VICTORY: "Victory",
    CardType.RESERVE: "Reserve",
    CardType.STRATEGY: "Strategy",
    CardType.MARCH: "March",
    CardType.MANEUVER: "Maneuver",
    CardType.STANDSTILL: "Standstill",
}
"""DECK NOTATION: each type letter spelled out."""

USE_NAMES = {Use.NAPOLEON: "Napoleon", Use.COALITION: "Coalition", Use.BOTH: "Both sides"}
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
    """The card's type letter spelled out ("Attack")."""
    return TYPE_NAMES[c.type]


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


@cache
def render(
    card_id: str, width: int = WIDTH, height: int = HEIGHT, other: bool = False
) -> Image.Image:
    """The face of one card as an RGB image, drawn from its data (cached; do not modify).

    A card about as wide as tall (the window's hand) puts the force beside the name; a
    taller one (print size) gives the force a disc of its own. `other`: a run-on entry of
    the deck list read the other way (option `storm_heights` = name), as the rules read it.
    """
    c = card(card_id) if not other else cards_read(True)[card_id]
    img = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(img)
    band = _BAND.get(c.type, _SPECIAL_BAND)
    compact = height < 1.25 * width
    s = width / (PRINT_WIDTH * (0.8 if compact else 1))  # measures are for print size
    pad = max(4, round(10 * s))
    draw.rectangle((0, 0, width - 1, height - 1), outline=band, width=max(2, round(6 * s)))
    band_h = max(16, round(40 * s))
    draw.rectangle((0, 0, width - 1, band_h), fill=band)
    letter = f"{c.type.value}·{c.use.value}"
    size = max(10, round(22 * s))
    type_font, _ = _fit(draw, f"{type_name(c).upper()} {letter}", size, 8, width - 2 * pad, 1, True)
    draw.text((pad, band_h / 2), type_name(c).upper(), fill="white", font=type_font, anchor="lm")
    draw.text((width - pad, band_h / 2), letter, fill="white", font=type_font, anchor="rm")

    y = band_h + pad // 2 + 1
    name_size = max(11, round(27 * s))
    text_width = width - 2 * pad
    box_top = height
    if compact:
        # The force in a box at the bottom right (none where the card prints "-"), so the
        # name has the full width above and the use and note wrap beside the box.
        box = max(22, round(52 * s)) if c.force else 0
        if box:
            x0, y0 = width - pad // 2 - box - 1, height - pad // 2 - box - 1
            draw.rectangle((x0, y0, x0 + box, y0 + box), outline=band, width=2, fill="white")
            draw.text(
                (x0 + box / 2, y0 + box / 2),
                force_text(c),
                fill=INK,
                font=font(round(box * 0.7), bold=True),
                anchor="mm",
            )
            text_width, box_top = x0 - pad - 1, y0
        name_font, lines = _fit(draw, c.name, name_size, 10, width - 2 * pad, 3, True)
        for line in lines:
            draw.text((pad, y), line, fill=INK, font=name_font)
            y += round(_height(name_font) * 1.12)
        y += 1
    else:
        name_font, lines = _fit(draw, c.name, name_size, 12, width - 2 * pad, 3, True)
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
        draw.text(
            (cx, cy),
            force_text(c),
            fill=INK,
            font=font(round(disc * 0.55), bold=True),
            anchor="mm",
        )
        y = round(cy + disc / 2 + pad / 2)
        small = font(max(9, round(20 * s)))
        draw.text((width / 2, y), "FORCE", fill="#5a5a5a", font=small, anchor="ma")
        y += round(_height(small) * 1.3)

    use_font = font(max(10, round(21 * s)), bold=True)
    use = f"Use: {USE_NAMES[c.use]}"
    beside = y + _height(use_font) > box_top
    if beside and draw.textlength(use, font=use_font) > text_width:
        use = USE_NAMES[c.use]  # beside the force box: the words alone
    draw.text((pad, y), use, fill=_USE_INK[c.use], font=use_font)
    y += round(_height(use_font) * 1.3)
    room = max(1, (height - pad // 2 - y) // max(9, round(21 * s)))
    note_font, lines = _fit(draw, c.note, max(10, round(21 * s)), 8, text_width, room, False)
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
        render(c.id, width, height).save(path)
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
