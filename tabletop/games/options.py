"""A game's rule options, declared once: the new-game dialog draws them and `tabletop new
--option NAME=VALUE` reads them, with the same labels, citations and refusals.

Each game declares its options where it always has (DESIGN principle 2: where the text is
silent or contradicts itself, the other reading is a named option), and gathers them in
`OPTIONS` in its `options` module (`tabletop/games/<id>/options.py`). An option is one of:

- `choice(name, label, case, ((value, words), ...), default=...)`: one of a few values;
- `flag(name, label, case)`: on or off (off by default);
- `count(name, label, case, default=0)`: a whole number.

The values a dialog or the shell hands the game are those a save already holds (a word, a
number or true/false), so saves made before the dialog keep loading.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, say, tr

READINGS = N_("Readings the text leaves open")
"""The heading of options that keep the other reading of an ambiguous text."""
OPTIONAL = N_("Optional rules")
"""The heading of the rulebook's own optional rules."""

OptionValue = str | int | bool
"""What a save holds for an option."""

_YES = ("yes", "true", "on", "1")
_NO = ("no", "false", "off", "0")


class OptionError(TabletopError):
    """An option the game does not have, or a value it cannot take."""


@dataclass(frozen=True)
class Choice:
    """One value an option can take, and the words a player reads for it."""

    value: OptionValue
    """What the save holds."""
    words: str
    """What the dialog shows."""


@dataclass(frozen=True)
class GameOption:
    """One rule choice a game is set up with."""

    name: str
    """Key in the session's options (and `--option NAME=...`)."""
    label: str
    """What the dialog calls it."""
    case: str
    """Where the rulebook says it ("[7.7] [10.0]", "Return to Austerlitz, 10.1")."""
    kind: Literal["choice", "flag", "count"]
    """choice: one of `choices`; flag: on or off; count: a whole number from `low`."""
    default: OptionValue
    """The value when nobody chooses: the reading the rules body supports."""
    choices: tuple[Choice, ...] = ()
    """The values of a choice, in the order shown."""
    group: str = N_("Rules")
    """The heading it is shown under in the dialog."""
    help: str = ""
    """A sentence more, shown under the label."""
    radio: bool = False
    """Shown as a row of buttons (a few short choices) instead of a drop-down."""
    low: int = 0
    """Smallest number of a count."""

    def words(self, value: OptionValue) -> str:
        """The words a player reads for a value."""
        if self.kind == "flag":
            return N_("on") if value else N_("off")
        for choice in self.choices:
            if choice.value == value:
                return choice.words
        return str(value)

    def allowed(self) -> str:
        """The values it takes, as a player types them ("1 or 2")."""
        if self.kind == "flag":
            return say("yes or no")
        if self.kind == "count":
            return say("a whole number from {low}", low=self.low)
        values = [str(c.value) for c in self.choices]
        if len(values) == 1:
            return values[0]
        return say("{values} or {last}", values=", ".join(values[:-1]), last=values[-1])

    def parse(self, text: object) -> OptionValue:
        """The value a typed word or a saved value names; OptionError says what it can be."""
        word = str(text).strip()
        if self.kind == "flag":
            if isinstance(text, bool):
                return text
            if word.lower() in _YES + _NO:
                return word.lower() in _YES
        elif self.kind == "count":
            if not isinstance(text, bool) and word.lstrip("-").isdigit() and int(word) >= self.low:
                return int(word)
        else:
            for choice in self.choices:
                if word == str(choice.value):
                    return choice.value
        raise OptionError(
            say(
                "the option {name} is {allowed}; '{word}' is not one.",
                name=self.name,
                allowed=self.allowed(),
                word=word,
            )
        )


def choice(
    name: str,
    label: str,
    case: str,
    choices: Sequence[tuple[OptionValue, str]],
    *,
    default: OptionValue | None = None,
    group: str = N_("Rules"),
    help: str = "",
    radio: bool = False,
) -> GameOption:
    """An option with a few values, each with its words; the default is the first unless
    named."""
    listed = tuple(Choice(value, words) for value, words in choices)
    chosen = listed[0].value if default is None else default
    if chosen not in [c.value for c in listed]:
        raise ValueError(f"option {name}: default {chosen!r} is not one of its choices")
    return GameOption(name, label, case, "choice", chosen, listed, group, help, radio)


def flag(
    name: str,
    label: str,
    case: str,
    *,
    default: bool = False,
    group: str = N_("Rules"),
    help: str = "",
) -> GameOption:
    """An option that is on or off."""
    return GameOption(name, label, case, "flag", default, group=group, help=help)


def count(
    name: str,
    label: str,
    case: str,
    *,
    default: int = 0,
    low: int = 0,
    group: str = N_("Rules"),
    help: str = "",
) -> GameOption:
    """An option that is a whole number."""
    return GameOption(name, label, case, "count", default, group=group, help=help, low=low)


def from_board(
    section: Mapping[str, Any], group: Callable[[str], str] = lambda name: N_("Rules")
) -> tuple[GameOption, ...]:
    """The options a game declares in its printed data's `[options.NAME]` tables.

    Each table gives `title` (the label), `source` (seed file and case), and either
    `choices` (with `default`, and the words of each value in `words = {value = "..."}`) or
    nothing more (a flag, off unless `default = true`); `group` and `help` (or `body`, the
    rule's or the reading's own words) are optional."""
    found = []
    for name, spec in section.items():
        label = str(spec.get("title", name.replace("_", " ")))
        case = cited(str(spec.get("source", "")))
        heading = str(spec.get("group", group(name)))
        help_ = str(spec.get("help", spec.get("body", "")))
        if "choices" in spec:
            words = spec.get("words", {})
            listed = [(v, str(words.get(str(v), v))) for v in spec["choices"]]
            found.append(
                choice(
                    name,
                    label,
                    case,
                    listed,
                    default=spec.get("default"),
                    group=heading,
                    help=help_,
                )
            )
        else:
            found.append(
                flag(
                    name,
                    label,
                    case,
                    default=bool(spec.get("default", False)),
                    group=heading,
                    help=help_,
                )
            )
    return tuple(found)


def cited(source: str) -> str:
    """The rule case of a `source` ("000_x.txt [7.7]" gives "[7.7]")."""
    first, _, rest = source.partition(" ")
    return rest if first.endswith(".txt") else source


def game_options(game_id: str) -> tuple[GameOption, ...]:
    """The options a game declares (its rules package's `options.OPTIONS`; none if it has
    no such module)."""
    from tabletop.games import find_listing

    listing = find_listing(game_id)
    name = f"{listing.rules}.options"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name not in (name, listing.rules):  # a declaration's own import is broken
            raise
        return ()
    declared: tuple[GameOption, ...] = getattr(module, "OPTIONS", ())
    return declared


def option_said(option: GameOption | None, name: str, value: object) -> tuple[str, str]:
    """An option a session holds as the new-game dialog words it ("A tie in force", "the
    defender wins"), in the reader's language; one the game does not declare (or a value it
    no longer takes) by its name in words and the value as saved."""
    if option is None:
        return _(name.replace("_", " ").strip().capitalize() or name), str(value)
    try:
        shown = option.words(option.parse(value))
    except OptionError:
        shown = str(value)
    return tr(option.label), tr(shown)


def options_said(game_id: str, options: Mapping[str, object]) -> tuple[tuple[str, str], ...]:
    """The session's options as the new-game dialog words them, label and value, in the
    order the game declares them (then any it does not), in the reader's language: the log's
    "new game" entry, the after-action report and `tabletop show` all read them so."""
    from tabletop.games import GAMES

    declared = {o.name: o for o in game_options(game_id)} if game_id in GAMES else {}
    order = {name: place for place, name in enumerate(declared)}
    keys = sorted(options, key=lambda k: (order.get(str(k), len(order)), str(k)))
    return tuple(option_said(declared.get(str(k)), str(k), options[k]) for k in keys)


def options_line(said: Sequence[tuple[str, str]]) -> str:
    """Options as `options_said` words them, on one line: "Players: Solo against the bot;
    Bot: strong" ("" for none)."""
    return "; ".join(_("{label}: {value}").format(label=k, value=v) for k, v in said)


def defaults(options: Sequence[GameOption]) -> dict[str, OptionValue]:
    """Every option at its default."""
    return {o.name: o.default for o in options}


def parse_assignments(
    title: str, options: Sequence[GameOption], pairs: Sequence[str]
) -> dict[str, OptionValue]:
    """`NAME=VALUE` words typed on the command line, as the values a session is set up
    with; OptionError says in one sentence which name or value is wrong."""
    by_name = {o.name: o for o in options}
    chosen: dict[str, OptionValue] = {}
    for pair in pairs:
        name, equals, value = pair.partition("=")
        name = name.strip()
        if not equals or not name:
            example = f"{options[0].name}={options[0].default}" if options else "NAME=VALUE"
            raise OptionError(
                say(
                    "give an option as NAME=VALUE, like {example}; '{pair}' is not.",
                    example=example,
                    pair=pair,
                )
            )
        if name not in by_name:
            if not by_name:
                raise OptionError(
                    say(
                        "{title} has no options to choose; '{name}' is not one.",
                        title=title,
                        name=name,
                    )
                )
            raise OptionError(
                say(
                    "{title} has no option '{name}'; its options are {known}.",
                    title=title,
                    name=name,
                    known=", ".join(sorted(by_name)),
                )
            )
        chosen[name] = by_name[name].parse(value)
    return chosen
