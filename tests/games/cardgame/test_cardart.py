"""Card faces drawn with Pillow from the deck data, and `scripts/render OUTDIR`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from checkout_paths import CHECKOUT
from PIL import Image, ImageChops, ImageDraw

from tabletop.games.cardgame import card, deck_cards
from tabletop.gui import cardart

ROOT = CHECKOUT


def _differs(a: Image.Image, b: Image.Image) -> bool:
    return ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is not None


def test_a_card_renders_at_the_size_asked_for():
    """The hand and the printed sheet get cards of the size they lay out; otherwise cards
    overlap or are cut off in the window."""
    small = cardart.render("marshall-davout")
    big = cardart.render("marshall-davout", cardart.PRINT_WIDTH, cardart.PRINT_HEIGHT)
    assert small.size == (cardart.WIDTH, cardart.HEIGHT)
    assert big.size == (cardart.PRINT_WIDTH, cardart.PRINT_HEIGHT)
    assert cardart.render("marshall-davout") is small  # cached: the hand redraws often


def test_two_cards_differing_only_in_name_look_different():
    """Davout and Murat share type, force, use and note, so only the drawn name tells them
    apart; if the name were not drawn a player could not tell which Marshall they hold."""
    davout, murat = card("marshall-davout"), card("marshall-murat")
    assert (davout.type, davout.force, davout.use, davout.note) == (
        murat.type,
        murat.force,
        murat.use,
        murat.note,
    )
    for size in ((cardart.WIDTH, cardart.HEIGHT), (cardart.PRINT_WIDTH, cardart.PRINT_HEIGHT)):
        assert _differs(cardart.render(davout.id, *size), cardart.render(murat.id, *size))


def test_the_name_is_drawn_where_the_card_says():
    """The data's name, set alone in the card's font at the name's place (below the type
    band), is dark ink on the drawn face: the player reads the card's own name."""
    c = card("french-imperial-guard")
    face = cardart.render(c.id, cardart.PRINT_WIDTH, cardart.PRINT_HEIGHT)
    blank = Image.new("RGB", face.size, cardart.PAPER)
    draw = ImageDraw.Draw(blank)
    f, lines = cardart._fit(draw, c.name, 27, 12, cardart.PRINT_WIDTH - 20, 3, True)
    assert " ".join(lines) == c.name
    # The first line's ink, drawn alone at the card's name position, is all present on the
    # face in the same colour.
    probe = Image.new("L", face.size, 0)
    ImageDraw.Draw(probe).text((10, 46), lines[0], fill=255, font=f)
    pairs = zip(probe.tobytes(), face.convert("L").tobytes(), strict=True)
    ink = [p for p in pairs if p[0] > 200]
    assert ink and sum(1 for _, v in ink if v < 90) / len(ink) > 0.9


def test_the_other_reading_of_storm_heights_is_drawn_on_the_cards():
    """Under the other reading of "Storm Heights A 5 B Assault Unleashed R" (option
    storm_heights = name) the Reserve card is Assault Unleashed and Storm Heights has no
    Assault note: the pictures in the hand must say what the rules then do, as the card's
    label does (a player would read "Unleashed" on the card and "Assault Unleashed" in the
    log, or an Assault restriction the rules no longer make)."""
    from tabletop.games.cardgame.cards import cards_read

    assert cards_read(True)["unleashed"].name == "Assault Unleashed"
    for card_id in ("unleashed", "storm-heights"):
        assert _differs(cardart.render(card_id), cardart.render(card_id, other=True))
    # Cards the reading does not touch are drawn the same either way.
    assert not _differs(cardart.render("repel"), cardart.render("repel", other=True))


def test_every_card_type_and_use_is_spelled_out():
    """Each type letter and use letter of the DECK NOTATION has words on the card."""
    letters = {c.type for c in deck_cards()}
    assert letters <= set(cardart.TYPE_NAMES)
    assert {cardart.TYPE_NAMES[t] for t in letters} >= {"Leader", "Standstill", "Maneuver"}
    assert cardart.force_text(card("reserve")) == "-"
    assert cardart.force_text(card("marshall-kutusov")) == "6"


def test_render_script_writes_every_card(tmp_path: Path):
    """`scripts/render OUTDIR` writes one PNG per card of the 96-card deck; a missing
    argument is one line on stderr and exit 2."""
    out = tmp_path / "cards"
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "render"), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    pngs = sorted(out.glob("*.png"))
    assert len(pngs) == len(deck_cards()) == 96
    with Image.open(out / "storm-heights.png") as img:
        assert img.size == (cardart.PRINT_WIDTH, cardart.PRINT_HEIGHT)
    bad = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "render")], capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


def test_the_card_faces_spell_out_the_type_and_use_in_the_readers_language():
    """In French the type and "Use:" are the catalog's words, the name and note as printed;
    every face still fits its card, and a face drawn in one language is not shown in the
    other (the cache keeps each language's)."""
    from tabletop.core import i18n
    from tabletop.games.cardgame.cards import cards_read

    english = cardart.render("marshall-davout")
    i18n.set_language("fr")
    french = cardart.render("marshall-davout")
    assert french is not english and _differs(english, french)
    davout = card("marshall-davout")
    assert cardart.type_name(davout) == i18n._("Leader") == "Chef"
    for px in (cardart.TEXT_PX, 16):
        width, height = cardart.hand_size(px)
        for other in (False, True):
            for c in cards_read(other).values():
                face = cardart.layout(c, width, height, px)
                assert face.fits, (px, c.id, [t.text for t in face.texts])
                assert c.name.split()[0] in " ".join(t.text for t in face.texts)  # as printed
    i18n.set_language("en")
    assert cardart.render("marshall-davout") is english
