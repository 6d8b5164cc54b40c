"""A French phase name too long for its box on the turn strip is cut where French
hyphenation allows ("Commande-ment"), never in the middle of a syllable ("Commande" / "ment"
drawn as "Commande" + "ment" by a wrap at a letter)."""

from __future__ import annotations

from tabletop.gui.panels.pratzen.track import hyphenated


def test_a_long_word_is_cut_at_a_syllable_with_a_hyphen() -> None:
    assert hyphenated("Commandement", lambda t: len(t) <= 9) == "Commande-\nment"
    assert hyphenated("Engagement", lambda t: len(t) <= 8) == "Engage-\nment"
    assert hyphenated("Commandement", lambda t: len(t) <= 5) == "Com-\nmandement"


def test_a_word_that_fits_or_has_no_cut_is_left_whole() -> None:
    assert hyphenated("Renforts", lambda t: len(t) <= 20) == "Renforts"
    assert hyphenated("Tir d'artillerie", lambda t: False) == "Tir d'artillerie"
    assert hyphenated("Mêlée", lambda t: False) == "Mêlée"
