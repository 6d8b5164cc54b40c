"""The code words a save holds for a choice that has a player's words: an action field's
(`arg(choices={"loser": N_("The loser")})`) or a game option's (`choice(..., (("two",
N_("Two players at one screen")), ...))`). Shown as a value ("Tie: defender", "Side that
lost: loser"), such a word is the engine's, not a player's."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

from tabletop.core.i18n import tr
from tabletop.games import find_game
from tabletop.games.actions import FieldSpec, fields_of
from tabletop.games.options import game_options


def _specs(kind: type) -> Iterator[FieldSpec]:
    for spec in fields_of(kind):
        yield spec
        if spec.part is not None and dataclasses.is_dataclass(spec.part):
            yield from _specs(spec.part)


def choice_words(game_id: str) -> dict[str, set[str]]:
    """Each code word of a choice with words, and what it reads as in the current language
    (one code may be the choice of several fields or options)."""
    found: dict[str, set[str]] = {}
    for kind in find_game(game_id).actions.values():
        for spec in _specs(kind):
            for code, words in spec.words.items():
                found.setdefault(str(code), set()).add(tr(words))
    for option in game_options(game_id):
        for choice in option.choices:
            found.setdefault(str(choice.value), set()).add(tr(choice.words))
    return found


def coded_value(game_id: str) -> re.Pattern[str] | None:
    """What a shown text must not hold: a code word of the game's choices with words standing
    as a value (after "label: " or "= ", or in a list after ", ", up to the end of the
    value); None when the game has none. A code that reads as itself (English "off") is a
    player's word too, and a number ("1 CSP lost") is read as a number: neither is sought."""
    codes = sorted(
        (
            code
            for code, said in choice_words(game_id).items()
            if code not in said and any(c.isalpha() for c in code)
        ),
        key=len,
        reverse=True,
    )
    if not codes:
        return None
    either = "|".join(re.escape(code) for code in codes)
    return re.compile(rf"(?:[:=]|, )\s*({either})(?=$|[;,.)\n])")
