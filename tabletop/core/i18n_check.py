"""Whether every language is complete: each message marked in the code (extracted as
`scripts/i18n extract` does) has a translation that is not fuzzy and keeps every placeholder
of the English. Read by `scripts/i18n check` and by the tests; needs Babel's extractor."""

from __future__ import annotations

import string
import tomllib
from collections.abc import Iterator
from pathlib import Path

from tabletop.core.i18n import DOMAIN, KEYWORDS, LANGUAGES, LOCALES, SOURCE
from tabletop.core.i18n_data import words

PACKAGE = Path(__file__).resolve().parent.parent


def messages() -> dict[str | tuple[str, ...], list[str]]:
    """Every message marked in the package, and every word of the printed data
    (`i18n_data`), with the files that hold it."""
    from babel.messages.extract import extract_from_dir

    found: dict[str | tuple[str, ...], list[str]] = {}
    for filename, _lineno, message, _comments, _context in extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=dict(KEYWORDS),
        comment_tags=("TRANSLATORS:",),
    ):
        key = message if isinstance(message, str) else tuple(m for m in message if m)
        found.setdefault(key, []).append(filename)
    for folder in (PACKAGE.parent / "boards", PACKAGE.parent / "cards"):
        for path in sorted(folder.glob("*.toml")):
            for text in dict.fromkeys(words(tomllib.loads(path.read_text(encoding="utf-8")))):
                found.setdefault(text, []).append(f"{folder.name}/{path.name}")
    return found


def fields(text: str) -> set[str]:
    """The placeholders of a template ("{unit} loses {n}" -> {"unit", "n"})."""
    try:
        return {
            name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(text)
            if name is not None
        }
    except ValueError:
        return {"(not a template: a brace is not closed)"}


def problems(lang: str | None = None) -> list[str]:
    """One line per message a language lacks or translates without a placeholder."""
    return [
        line
        for code in ([lang] if lang else [c for c in LANGUAGES if c != SOURCE])
        for line in _problems(code)
    ]


def _problems(code: str) -> Iterator[str]:
    from babel.messages.pofile import read_po

    po = LOCALES / code / "LC_MESSAGES" / f"{DOMAIN}.po"
    if not po.is_file():
        yield f"{code}: no catalog at {po}"
        return
    with po.open("rb") as handle:
        catalog = read_po(handle)
    for key, where in sorted(messages().items(), key=lambda kv: str(kv[0])):
        msgid = key if isinstance(key, str) else key[0]
        entry = catalog.get(msgid)
        place = where[0]
        if (
            entry is None
            or not entry.string
            or (isinstance(entry.string, tuple) and not all(entry.string))
        ):
            yield f"{code}: not translated: {msgid!r} ({place})"
            continue
        if entry.fuzzy:
            yield f"{code}: fuzzy: {msgid!r} ({place})"
            continue
        english = [key] if isinstance(key, str) else list(key)
        wanted = set().union(*(fields(e) for e in english))
        targets = [entry.string] if isinstance(entry.string, str) else list(entry.string)
        for target in targets:
            have = fields(target)
            # a plural's forms may each leave out {n} ("une perte")
            missing = wanted - have - ({"n"} if isinstance(key, tuple) else set())
            extra = have - wanted
            if missing or extra:
                yield (
                    f"{code}: placeholders differ in {msgid!r} ({place}): "
                    f"missing {sorted(missing)}, unknown {sorted(extra)}"
                )
