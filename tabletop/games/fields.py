"""An action's fields, declared once with `arg`: their labels, limits, choices and help
(`FieldSpec`, read by `fields_of`), and the check of a value given for one (`check_field`),
which names the field in its refusal. Forms, the shell's flags, `act --list` and the
refusals all read these declarations (DESIGN principle 3)."""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import Said, say, term, tr

_BOOL_WORDS = {"1": True, "true": True, "yes": True, "on": True}
_BOOL_WORDS.update({"0": False, "false": False, "no": False, "off": False})


@dataclass(frozen=True)
class FieldSpec:
    """One field of an action kind, as forms and `act --list` show it."""

    name: str
    """Attribute name, key in the action dict and the CLI flag (`--name`, `-` for `_`)."""
    label: str
    """What a form shows, and what a refusal names."""
    kind: str
    """"int", "str", "bool", "str-list", "int-list", "str-map", "int-map" or "part-list"."""
    optional: bool
    """True when None (left out) is allowed."""
    required: bool
    """True when the field has no default."""
    low: int | None = None
    """Smallest allowed number (each element of an int list too)."""
    high: int | None = None
    """Largest allowed number."""
    choices: tuple[str, ...] = ()
    """The allowed texts of a str field (each element of a str list too); empty: any text."""
    help: str = ""
    """One line saying what it is, with its rulebook case."""
    part: type | None = None
    """For a "part-list": the frozen dataclass of each element (its fields declared with `arg`;
    a classmethod `from_text(str)` lets the command line give one, or a tuple, as text)."""
    flag: str = ""
    """The command line's flag for it when not `--name` (a field `side` that is not the side
    acting takes `--defeated-side`, so `act --side` still names who acts)."""
    words: Mapping[str, str] = dataclasses.field(default_factory=dict, hash=False, compare=False)
    """What a player calls each choice (marked `N_`), where the saved value is a code word
    ("loser": "The loser"); a choice left out is shown as it is saved."""
    named: Callable[[str], str] | None = dataclasses.field(default=None, hash=False, compare=False)
    """How a player reads a saved value of a field with too many values to list (a card's
    id as its printed name), in the reader's language; None: as it is saved."""
    offered: bool = True
    """False for a field no player fills (the card game's bot level and reason, which only
    the bot's own moves carry): `act --list` and `act FILE KIND --help` do not offer it; typed
    in anyway, it is read and refused in the rule's words."""

    def shown(self, value: object) -> str:
        """A value of this field as a player reads it, in the reader's language."""
        text = str(value)
        word = self.words.get(text)
        if word:
            return tr(word)
        return self.named(text) if self.named is not None else text


def arg(
    label: str,
    *,
    default: Any = dataclasses.MISSING,
    low: int | None = None,
    high: int | None = None,
    choices: Iterable[str] | Mapping[str, str] = (),
    help: str = "",
    kw_only: bool = False,
    flag: str = "",
    named: Callable[[str], str] | None = None,
    offered: bool = True,
) -> Any:
    """Declare an action field: `count: int = arg("CSPs lost", low=1)`. A base class's
    fields with defaults are `kw_only`, so its subclasses may add required fields; `flag`
    names its command-line flag when it is not `--name`. `choices` given as a mapping names
    each saved code word in a player's words (`{"loser": N_("The loser")}`): forms, the log's
    detail and refusals show those; `named` does so for a field whose values are too many to
    list (a card's id -> its printed name); `offered` False keeps a field no player fills
    (a bot's own) out of what the command line offers."""
    words = dict(choices) if isinstance(choices, Mapping) else {}
    meta: dict[str, Any] = {"label": label, "low": low, "high": high, "help": help}
    meta["choices"] = tuple(choices)
    meta["words"] = words
    meta["flag"] = flag
    meta["named"] = named
    meta["offered"] = offered
    if isinstance(default, (list, dict, set)):
        raise TypeError("an action field's default must be immutable (a tuple)")
    return dataclasses.field(default=default, metadata=meta, kw_only=kw_only)


_KINDS = {int: "int", str: "str", bool: "bool"}

Where = Callable[[], str]
"""The field a refusal names ("Fire: CSPs lost"), made only when a refusal says it (every
action built checks each of its fields)."""


_FIELDS: dict[type, tuple[FieldSpec, ...]] = {}


def fields_of(cls: type) -> tuple[FieldSpec, ...]:
    """The declared fields of an action kind (or of a part of one), worked out once per class."""
    known = _FIELDS.get(cls)
    if known is None:
        known = _FIELDS[cls] = _read_fields(cls)
    return known


def _read_fields(cls: type) -> tuple[FieldSpec, ...]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        kind, optional, part = _kind_of(hints[f.name], cls, f.name)
        meta = f.metadata
        out.append(
            FieldSpec(
                f.name,
                str(meta.get("label", f.name.replace("_", " "))),
                kind,
                optional,
                f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
                meta.get("low"),
                meta.get("high"),
                tuple(meta.get("choices", ())),
                str(meta.get("help", "")),
                part,
                str(meta.get("flag", "")),
                dict(meta.get("words", {})),
                meta.get("named"),
                bool(meta.get("offered", True)),
            )
        )
    return tuple(out)


def _kind_of(hint: Any, cls: type, name: str) -> tuple[str, bool, type | None]:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        rest = [a for a in args if a is not type(None)]
        if len(rest) == 1:
            kind, _, part = _kind_of(rest[0], cls, name)
            return kind, True, part
    if hint in _KINDS:
        return _KINDS[hint], False, None
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if args[0] in (str, int):
            return f"{_KINDS[args[0]]}-list", False, None
        part = args[0]
        if isinstance(part, type) and dataclasses.is_dataclass(part):
            fields_of(part)  # its own fields must be of the kinds above
            return "part-list", False, part
    if origin in (dict, Mapping) and args and args[0] is str and args[1] in (str, int):
        return f"{_KINDS[args[1]]}-map", False, None
    raise TypeError(f"{cls.__name__}.{name}: an action field is int, str, bool, a tuple or a map")


def title_of(cls: type) -> str:
    """What a refusal calls an action kind (or a part of one): its title, else its kind."""
    kind = str(getattr(cls, "KIND", "") or cls.__name__)
    return str(getattr(cls, "TITLE", "") or kind.replace("_", " ").capitalize())


def check_field(spec: FieldSpec, value: Any, cls: type) -> Any:
    """The value in its declared type; RuleError (naming the field) when it cannot be."""

    def where() -> str:
        return say("{title}: {label}", title=term(title_of(cls)), label=term(spec.label))

    if value is None:
        if spec.optional or not spec.required:
            return None
        raise RuleError(say("{where} is needed.", where=where()))
    if spec.kind == "part-list":
        return _parts(spec, value, where)
    if spec.kind.endswith("-map"):
        return _map(spec, value, where)
    if spec.kind.endswith("-list"):
        if isinstance(value, str):
            items: list[Any] = [v for v in (p.strip() for p in value.split(",")) if v]
        elif isinstance(value, (list, tuple)):
            items = list(value)
        else:
            raise RuleError(
                say("{where} should be a list, not '{value}'.", where=where(), value=_typed(value))
            )
        one = spec.kind.removesuffix("-list")
        return tuple(_scalar(one, spec, v, where) for v in items)
    return _scalar(spec.kind, spec, value, where)


def _parts(spec: FieldSpec, value: Any, where: Where) -> tuple[Any, ...]:
    """A list of parts, each from a dict of its fields (or a text its class can read)."""
    assert spec.part is not None
    part = spec.part
    if isinstance(value, (str, Mapping)):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise RuleError(
            say("{where} should be a list, not '{value}'.", where=where(), value=_typed(value))
        )
    out = []
    for index, item in enumerate(value, start=1):
        if isinstance(item, part):
            out.append(item)
        elif isinstance(item, str) and hasattr(part, "from_text"):
            read = part.from_text(item)  # one part, or a tuple of them ("a;b")
            out.extend(read if isinstance(read, tuple) else (read,))
        elif isinstance(item, Mapping):
            out.append(_build_part(part, item, _numbered(where, index)))
        else:
            raise RuleError(
                say(
                    "{where} should be a table of fields, not '{item}'.",
                    where=_numbered(where, index)(),
                    item=_typed(item),
                )
            )
    return tuple(out)


def _numbered(where: Where, index: int) -> Where:
    return lambda: say("{where} #{index}", where=where(), index=index)


def _keyed(where: Where, key: str) -> Where:
    return lambda: say("{where} ({key})", where=where(), key=key)


def _build_part(part: type, raw: Mapping[str, Any], where: Where) -> Any:
    specs = fields_of(part)
    names = {s.name for s in specs}
    for key in raw:
        if key not in names:
            raise RuleError(
                say(
                    "{where} has no field '{key}'; its fields are {known}.",
                    where=where(),
                    key=str(key),
                    known=", ".join(names),
                )
            )
    values = {}
    for spec in specs:
        if raw.get(spec.name) is not None:
            values[spec.name] = check_field(spec, raw[spec.name], part)
        elif spec.required:
            raise RuleError(
                say(
                    "{where} needs {label} ('{name}').",
                    where=where(),
                    label=term(spec.label),
                    name=spec.name,
                )
            )
    return part(**values)


def _map(spec: FieldSpec, value: Any, where: Where) -> dict[str, Any]:
    """A {name: value} map, from a table or from text "a=1;b=2"."""
    if isinstance(value, str):
        pairs = [p.partition("=") for p in value.split(";") if p.strip()]
        if any(not sep for _, sep, _ in pairs):
            raise RuleError(
                say(
                    "{where} should read name=value;name=value, not '{value}'.",
                    where=where(),
                    value=value,
                )
            )
        value = {k.strip(): v.strip() for k, _, v in pairs}
    if not isinstance(value, Mapping):
        raise RuleError(
            say(
                "{where} should be a table of names and values, not '{value}'.",
                where=where(),
                value=_typed(value),
            )
        )
    one = spec.kind.removesuffix("-map")
    return {str(k): _scalar(one, spec, v, _keyed(where, str(k))) for k, v in value.items()}


def _typed(value: Any) -> str:
    """A refused value as the player typed it: a text as it is, anything else (a list, a
    table, a number, yes or no read from JSON) written back as JSON, never as Python
    writes it ("[True, None]")."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(value)


def _scalar(kind: str, spec: FieldSpec, value: Any, where: Where) -> Any:
    if kind == "bool":
        if isinstance(value, bool):
            return value
        word = _BOOL_WORDS.get(str(value).strip().lower())
        if word is None:
            raise RuleError(
                say(
                    "{where} should be yes or no, not '{value}'.",
                    where=where(),
                    value=_typed(value),
                )
            )
        return word
    if kind == "int":
        if isinstance(value, bool) or isinstance(value, float) and not value.is_integer():
            raise RuleError(
                say(
                    "{where} should be a whole number, not '{value}'.",
                    where=where(),
                    value=_typed(value),
                )
            )
        text = str(value).strip()
        if len(text) > 12:
            raise RuleError(say("{where} is far too large a number.", where=where()))
        try:
            number = int(text) if not isinstance(value, float) else int(value)
        except ValueError:
            raise RuleError(
                say(
                    "{where} should be a whole number, not '{value}'.",
                    where=where(),
                    value=_typed(value),
                )
            ) from None
        if spec.low is not None and number < spec.low:
            raise RuleError(say("{where} cannot be less than {low}.", where=where(), low=spec.low))
        if spec.high is not None and number > spec.high:
            raise RuleError(
                say("{where} cannot be more than {high}.", where=where(), high=spec.high)
            )
        return number
    if isinstance(value, bool):
        value = "yes" if value else "no"  # a check box sent to a field that also takes words
    if not isinstance(value, (str, int)):
        raise RuleError(
            say("{where} should be a text, not '{value}'.", where=where(), value=_typed(value))
        )
    text = str(value).strip()
    if len(text) > 2000:
        raise RuleError(say("{where} is too long (at most 2000 characters).", where=where()))
    if spec.choices:
        folded = text.casefold()
        for choice in spec.choices:  # the saved word first: the bots build thousands a move
            if folded == choice.casefold():
                return choice
        for choice in spec.choices if spec.words else ():
            if folded == spec.shown(choice).casefold():
                return choice
        raise RuleError(
            say(
                "{where} should be one of {choices}, not '{value}'.",
                where=where(),
                choices=", ".join(spec.choices),
                value=_typed(value),
            )
        )
    # A sentence an engine wrote (a bot's reason) stays one, so the log keeps its template.
    return value if isinstance(value, Said) and str.__str__(value) == text else text
