"""The app in its reader's language: gettext catalogs managed with Babel.

The catalogs live under `tabletop/locale/<lang>/LC_MESSAGES/tabletop.po` (written and kept
with `scripts/i18n`: `pybabel extract`, `update`, `compile`); a wheel carries them compiled
(`.mo`, built by setup.py), and a checkout compiles a catalog in memory when its `.mo` is
missing or older than its `.po`. English is the source language: it needs no catalog.

Three kinds of text, three ways to mark them (the keywords `scripts/i18n` extracts):

- `_("Roll")`, `ngettext("{n} loss", "{n} losses", n)`: text shown now, in the language
  chosen now. For the window, the command line's output, the report. Never in the engine.
- `N_("Rally Phase")`: a constant defined at import (a label in a table of labels), marked for
  the catalog but translated only where it is shown, with `_()`.
- `say("{unit} loses {n} point.", unit=name, n=1)`: a sentence the engine writes into an event
  or a refusal. It is an English `str` (what the log's `result` keeps and every test reads), and
  it also keeps its template and arguments, which the log stores (`LogEntry.said`) so that each
  reader sees the entry in their language (`render`, `tr`). A save is the same whatever the
  language it was played in. `term("French")` marks a word an argument carries ("French", a
  phase's name) so it is translated too; a printed name (a unit, a leader, a place) stays a
  plain `str` and is shown as printed.

`tr(text)` shows any text an engine gave in the current language: a `Said` from its template,
a plain sentence looked up whole in the catalog (a printed table's result, a sentence from a
save written before sentences kept their templates), anything else as it is.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import gettext

DOMAIN = "tabletop"
"""The gettext domain: one catalog per language for the whole app."""

LOCALES = Path(__file__).resolve().parent.parent / "locale"
"""Where the catalogs are: `<lang>/LC_MESSAGES/tabletop.po` (and `.mo` once compiled)."""

SOURCE = "en"
"""The language the app is written in."""

LANGUAGES: Mapping[str, str] = {"en": "English", "fr": "Français"}
"""The languages offered, each by its own name (as a language menu lists them)."""

KEYWORDS: Mapping[str, tuple[int | tuple[int, str], ...] | None] = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "say": None,
    "kept_say": None,  # `say` under the name the card game gives it for a kept result
    "say_n": (1, 2),
    "term": None,
    "C_": ((1, "c"), 2),
}
"""The functions whose arguments are messages (Babel's keyword specs: `(1, "c")` is the
argument that gives the message's context)."""

ENVIRONMENT = "TABLETOP_LANG"
"""The environment variable that chooses the language ("fr", "en")."""


class _Source:
    """The source language's catalog: every message is its own translation (gettext's
    NullTranslations, without importing gettext and locale in every command: issue 34)."""

    def gettext(self, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        return singular if count == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message


_state: dict[str, Any] = {"code": SOURCE, "catalog": _Source()}
_listeners: list[Callable[[], None]] = []


# -- choosing the language ----------------------------------------------------------------


def language() -> str:
    """The language shown now ("en", "fr")."""
    code: str = _state["code"]
    return code


def known(code: str | None) -> str | None:
    """The offered language a locale name stands for ("fr_FR.UTF-8" -> "fr"), or None."""
    if not code:
        return None
    short = code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    return short if short in LANGUAGES else None


def system_language() -> str:
    """The language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the
    platform's own locale), when it is one offered; English otherwise."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in os.environ.get(name, "").split(":"):
            found = known(part)
            if found:
                return found
            if part and part not in ("C", "POSIX"):
                break
    try:
        import locale

        found = known(locale.getlocale()[0])
    except ValueError:
        found = None
    return found or SOURCE


def choose(asked: str | None = None, saved: str | None = None) -> str:
    """The language to show: the one asked for (`--lang`), then TABLETOP_LANG, then the
    one the player chose in the window (`saved`), then the system's."""
    for candidate in (asked, os.environ.get(ENVIRONMENT), saved):
        found = known(candidate)
        if found:
            return found
    return system_language()


def set_language(code: str) -> str:
    """Show the app in `code` from now on (an unknown code: English); returns the language
    set. Whatever listens (the window's texts) is told."""
    chosen = known(code) or SOURCE
    if chosen != _state["code"]:
        _state["code"] = chosen
        _state["catalog"] = _catalog(chosen)
        for listener in list(_listeners):
            listener()
    return chosen


def on_change(listener: Callable[[], None]) -> Callable[[], None]:
    """Call `listener` after each change of language; returns what stops it."""
    _listeners.append(listener)
    return lambda: _listeners.remove(listener) if listener in _listeners else None


def _catalog(code: str) -> gettext.NullTranslations | _Source:
    if code == SOURCE:
        return _Source()
    import gettext

    folder = LOCALES / code / "LC_MESSAGES"
    po, mo = folder / f"{DOMAIN}.po", folder / f"{DOMAIN}.mo"
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime_ns > po.stat().st_mtime_ns):
            with mo.open("rb") as handle:
                return gettext.GNUTranslations(handle)
        if po.is_file():
            data = compiled(po)
            _keep(mo, data)
            return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, ImportError):
        pass  # a damaged catalog, or a checkout without Babel: the app stays readable in English
    return _Source()


def _keep(mo: Path, data: bytes) -> None:
    """Keep a catalog compiled in a checkout beside its `.po` (as Python keeps `.pyc`), so the
    next start reads it at once; where the folder cannot be written, it is compiled again."""
    spare = mo.with_name(f".{mo.name}.{os.getpid()}")
    try:
        spare.write_bytes(data)
        os.replace(spare, mo)
    except OSError:
        spare.unlink(missing_ok=True)


def compiled(po: Path) -> bytes:
    """A `.po` catalog compiled to `.mo` bytes (fuzzy entries left out, as pybabel does)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as handle:
        catalog = read_po(handle)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


# -- text shown now -------------------------------------------------------------------------


def _(message: str) -> str:
    """`message` in the current language (a `Said`, such as a word marked with its context,
    from its template)."""
    if not message:
        return message
    if isinstance(message, Said):
        return render(message)
    text: str = _state["catalog"].gettext(message)
    return text


def N_(message: str) -> str:  # noqa: N802 (gettext's own name for it)
    """Mark `message` for the catalog without translating it (it is shown with `_()`)."""
    return message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The singular or plural of a message for `count`, in the current language."""
    text: str = _state["catalog"].ngettext(singular, plural, count)
    return text


def pgettext(context: str, message: str) -> str:
    """`message` in the current language, as it reads in `context` (one English word, two
    meanings: a card's "front" and a battle's)."""
    if not message:
        return message
    text: str = _state["catalog"].pgettext(context, message)
    return text


def translated(message: str) -> bool:
    """Whether the current language's catalog has `message` (English has every message)."""
    return language() == SOURCE or _(message) != message


# -- numbers ----------------------------------------------------------------------------


def number(value: float, digits: int | None = None, grouped: bool = False) -> str:
    """A number as the current language writes it ("2.5" / "2,5"); `digits` after the point;
    `grouped`: thousands apart ("100,000" / "100 000")."""
    comma = "," if grouped else ""
    text = f"{value:{comma}.{digits}f}" if digits is not None else f"{value:{comma}}"
    return _localized(text)


def percent(value: float, digits: int = 1) -> str:
    """A fraction as a percentage in the current language ("58.3%" / "58,3 %")."""
    return _localized(f"{value * 100:.{digits}f}%")


def _localized(text: str) -> str:
    """English number text ("1,234.5", "58.3%") written as the current language writes it."""
    code = language()
    if code == SOURCE:
        return text
    symbols = _symbols()
    out = text.replace(",", "\0").replace(".", symbols["decimal"]).replace("\0", symbols["group"])
    if out.endswith("%"):
        out = out[:-1] + symbols["percent"]
    return out


def _symbols() -> dict[str, str]:
    """The current language's number symbols, from its catalog (a translator writes them
    once, as CLDR has them: Babel is not needed to run the app)."""
    return {
        "decimal": pgettext("decimal separator", "."),
        "group": pgettext("thousands separator", ","),
        "percent": pgettext("percent sign, with the space before it", "%"),
    }


# -- sentences the engine writes ----------------------------------------------------------


class Said(str):
    """A sentence an engine wrote, in English, kept with its template and arguments so each
    reader can see it in their language (`render`). Everything that reads a `str` reads it as
    the English sentence."""

    template: str
    plural: str | None
    amount: int | None
    args: Mapping[str, Any]
    context: str | None

    def __new__(
        cls,
        template: str,
        args: Mapping[str, Any] | None = None,
        plural: str | None = None,
        count: int | None = None,
        context: str | None = None,
    ) -> Said:
        args = dict(args or {})
        if count is not None:
            args.setdefault("n", count)
        pattern = plural if plural is not None and count != 1 else template
        if args:  # in English: a sentence given as an argument reads as it was written
            english = pattern.format_map(
                {k: str.__str__(v) if isinstance(v, Said) else v for k, v in args.items()}
            )
        else:
            english = pattern
        made = super().__new__(cls, english)
        made.template, made.plural, made.amount, made.args = template, plural, count, args
        made.context = context
        return made

    def data(self) -> dict[str, Any]:
        """The sentence as a log stores it: {"t": template, "a": arguments, "p": plural,
        "n": count}, arguments that are sentences nested the same way."""
        out: dict[str, Any] = {"t": self.template}
        if self.args:
            out["a"] = {k: _arg_data(v) for k, v in self.args.items()}
        if self.plural is not None:
            out["p"], out["n"] = self.plural, self.amount
        if self.context is not None:
            out["c"] = self.context
        return out

    def __reduce__(self) -> tuple[Any, ...]:
        return (Said, (self.template, self.args, self.plural, self.amount, self.context))


def say(template: str, /, **args: Any) -> Said:
    """An engine's sentence: `template` filled with `args` (printed names as plain `str`,
    words to translate as `term`s, sentences as `Said`, numbers as numbers)."""
    return Said(template, args)


def say_n(singular: str, plural: str, count: int, /, **args: Any) -> Said:
    """An engine's sentence with a singular and a plural chosen by `count` (`{n}` in them)."""
    return Said(singular, args, plural, count)


def term(word: str) -> Said:
    """A word an engine gives as an argument that is translated with the sentence ("French",
    "Rally Phase"); printed names are not terms."""
    return Said(word)


def C_(context: str, word: str) -> Said:  # noqa: N802 (a marker, as N_)
    """A word whose English has more than one meaning, kept with the one it has here
    (`context`): a constant or an argument, shown with `tr` in the current language."""
    return Said(word, context=context)


def joined(parts: Iterable[str], sep: str = " ") -> str:
    """Sentences joined, each kept with its template when any of them has one."""
    items = list(parts)
    if not any(isinstance(p, Said) for p in items):
        return sep.join(items)
    names = {f"s{i}": p for i, p in enumerate(items)}
    return Said(sep.join(f"{{{name}}}" for name in names), names)


def _arg_data(value: Any) -> Any:
    if isinstance(value, Said):
        return value.data()
    if isinstance(value, bool | int | float):
        return value
    return str(value)


def data_of(text: str) -> Any:
    """What a log stores of a text: a `Said`'s data, a plain sentence as it is."""
    return text.data() if isinstance(text, Said) else str(text)


def said_data(texts: Iterable[str]) -> list[Any] | None:
    """The data a log entry keeps of its sentences (`LogEntry.said`), or None when none of
    them kept a template (nothing to add to what its `result` says)."""
    items = list(texts)
    if not any(isinstance(t, Said) for t in items):
        return None
    return [data_of(t) for t in items]


def said_fields(values: Mapping[str, Any]) -> dict[str, Any] | None:
    """The data a log entry keeps of those of its inputs that are sentences an engine wrote
    (a bot's reason: `LogEntry.inputs_said`), by input; None when none is."""
    out = {key: value.data() for key, value in values.items() if isinstance(value, Said)}
    return out or None


def with_said(values: Mapping[str, Any], said: Mapping[str, Any] | None) -> dict[str, Any]:
    """Inputs as they were given: each kept as a sentence (`said_fields`) made again from its
    template, the others as written (a replay gives an action what its entry logged)."""
    out = dict(values)
    for key, data in (said or {}).items():
        if key in out:
            out[key] = from_data(data)
    return out


def said_input(value: Any, data: Any) -> str:
    """An input in the current language: from the template it was kept with (`said_fields`)
    when that still makes the input's English words, else as it is."""
    if data is not None:
        made = from_data(data)
        if isinstance(made, Said) and str.__str__(made) == str(value):
            return render(made)
    return str(value)


def from_data(data: Any) -> str:
    """A stored sentence made again (the inverse of `data_of`): a `Said` when it kept its
    template, a plain `str` otherwise. A damaged record reads as the text it still holds."""
    if isinstance(data, Mapping) and isinstance(data.get("t"), str):
        raw = data.get("a")
        args = {str(k): from_data(v) for k, v in raw.items()} if isinstance(raw, Mapping) else {}
        count = data.get("n")
        plural = data.get("p")
        context = data.get("c")
        try:
            return Said(
                data["t"],
                args,
                plural if isinstance(plural, str) else None,
                count if isinstance(count, int) else None,
                context if isinstance(context, str) else None,
            )
        except (KeyError, IndexError, ValueError):
            return str(data["t"])
    if isinstance(data, bool | int | float):
        return data  # type: ignore[return-value]  # a number argument stays a number
    return str(data)


def render(text: str) -> str:
    """A text in the current language: a `Said` from its template (in English: as it was
    written), a plain text looked up whole in the catalog."""
    if isinstance(text, Said):
        if language() == SOURCE:
            return str.__str__(text)
        if text.plural is not None:
            pattern = ngettext(text.template, text.plural, text.amount or 0)
        elif text.context is not None:
            pattern = pgettext(text.context, text.template)
        else:
            pattern = _(text.template)
        if not text.args:
            return pattern
        try:
            return pattern.format_map(_Args(text.args))
        except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
            return str.__str__(text)
    return _(text) if isinstance(text, str) else str(text)


def tr(text: object) -> str:
    """Any text an engine gave, shown in the current language (an error: its message)."""
    if isinstance(text, BaseException):
        text = text.args[0] if text.args else ""
    if isinstance(text, str):
        return render(text)
    return str(text)


def render_said(said: Any, result: str) -> str:
    """A log entry's result in the current language: from what it keeps of its sentences
    (`LogEntry.said`, joined as `result` joins them), else its `result` looked up whole."""
    if not said or language() == SOURCE:
        return tr(result)
    if isinstance(said, list | tuple):
        return " ".join(render(from_data(item)) for item in said)
    return render(from_data(said))


def render_within(text: str, said: Any) -> str:
    """A sentence made of some of a log entry's sentences (a moment it marks: the events that
    say it, joined) in the current language, from those of `said` (`LogEntry.said`) it is
    made of; looked up whole when they do not make it up."""
    if said is None or language() == SOURCE or not isinstance(said, list | tuple):
        return tr(text)
    parts = [from_data(item) for item in said]
    chosen = [part for part in parts if str.__str__(part) and str.__str__(part) in text]
    if " ".join(str.__str__(part) for part in chosen) != text:
        return tr(text)
    return " ".join(render(part) for part in chosen)


class _Args(dict[str, Any]):
    """Arguments as a translated template reads them: sentences rendered in the current
    language, numbers written its way."""

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        if isinstance(value, Said):
            return render(value)
        if isinstance(value, float):
            return _Number(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return _Whole(value)
        return value


class _Whole(int):
    """A whole number whose thousands are set apart the current language's way ("{n:,}")."""

    def __format__(self, spec: str) -> str:
        text = int.__format__(int(self), spec)
        return _localized(text) if "," in spec else text


class _Number(float):
    """A float that formats itself in the current language ("{p:.1f}" -> "2,5")."""

    def __format__(self, spec: str) -> str:
        return _localized(float.__format__(float(self), spec))

    def __str__(self) -> str:
        return _localized(float.__repr__(float(self)))
