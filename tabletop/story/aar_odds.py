"""The odds a roll had before it was thrown, as the panel showed them: "needed 5+, 1 in 3".

Only a roll the log records with its resolver and the inputs given to it (a "resolve" entry)
has odds the log holds: the resolver's own `odds` and `run` over those inputs give them
exactly again. A roll an action made on its own (a "roll" entry) records the table it read,
not the resolver's inputs, so no odds are claimed for it.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from tabletop.core.dice import DiceSpec
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _
from tabletop.core.log import LogEntry
from tabletop.games.inputs import check_inputs
from tabletop.story.luck import percent


def chance_words(share: Fraction, joined: bool = False) -> str:
    """A chance as a player says it: "1 in 3", "11 in 36", or a percent past 36ths
    (`joined`: "1-in-3", as a word before a noun)."""
    if share <= 0:
        return _("no chance")
    if share >= 1:
        return _("certain")
    if share.denominator <= 36:
        pattern = _("{a}-in-{b}") if joined else _("{a} in {b}")
        return pattern.format(a=share.numerator, b=share.denominator)
    return percent(share)


def needed(naturals: list[int], low: int, high: int) -> str:
    """The rolls that give a result, in words: "5+", "3 or less", "4-6", "2, 5"."""
    if not naturals:
        return ""
    first, last = naturals[0], naturals[-1]
    contiguous = naturals == list(range(first, last + 1))
    if contiguous and last == high and first > low:
        return f"{first}+"
    if contiguous and first == low and last < high:
        return _("{n} or less").format(n=last)
    if contiguous and first == last:
        return f"{first}"
    if contiguous:
        return f"{first}-{last}"
    return ", ".join(str(n) for n in naturals)


def _resolved(session: Any, entry: LogEntry) -> tuple[Any, dict[str, Any]] | None:
    """The resolver and the inputs a roll was made on: a resolved roll's own, or those of a
    roll an action made on a game resolver's table with no modifier of its own (a Vae
    Victis fire: "vaevictis/fire" with its fire factor, protection and modifier)."""
    if entry.step == "resolve" and entry.resolver is not None:
        resolver = session.resolver(entry.resolver)
        return resolver, dict(entry.given if entry.given is not None else entry.inputs)
    game, _sep, name = entry.what.partition("/")
    if entry.step != "roll" or entry.modifiers or game != session.game.id:
        return None
    if name not in session.game.resolvers:
        return None
    resolver = session.resolver(name)
    known = {spec.name for spec in resolver.inputs}
    return resolver, {k: v for k, v in entry.inputs.items() if k in known}


def odds_before(session: Any, entry: LogEntry) -> tuple[str, Fraction] | None:
    """(what was needed and its chance in words, the chance) for a resolved roll, or a roll
    an action made on a resolver's table, from the resolver and the inputs the log holds;
    None when the log does not hold them."""
    if entry.natural is None:
        return None
    try:
        found = _resolved(session, entry)
        if found is None:
            return None
        resolver, raw = found
        values = check_inputs(resolver, raw)
        odds = resolver.odds(values)
    except (TabletopError, ValueError, KeyError, TypeError):
        return None
    share = Fraction(odds.get(entry.result, Fraction(0)))
    words = chance_words(share)
    if resolver.throws is None:  # a single throw read whole: which totals give this result
        spec = DiceSpec.parse(resolver.dice)
        low, high = spec.count, spec.count * spec.sides
        try:
            hits = [
                n for n in range(low, high + 1) if resolver.run(values, n).result == entry.result
            ]
        except (TabletopError, ValueError, KeyError, TypeError):
            hits = []
        if hits and len(hits) < high - low + 1:
            words = _("needed {rolls}, {chance}").format(
                rolls=needed(hits, low, high), chance=words
            )
    return words, share
