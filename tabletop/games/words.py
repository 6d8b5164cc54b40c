"""The log in a player's words: what each entry was ("Who goes first") and what came of it
("French 4, Coalition 2, the French choose"), for the log pane's What and Result columns.

The log itself keeps the engine's names (`roll_first`, `spi1980/crt`): a replay and a
referee's export need them. The words a player reads are data kept beside each game, in
`tabletop/games/<id>/words.py` (its `WORDS`, a `GameWords`): a label for every action kind
(a test checks each kind has one, and that none reads as a code name), labels for the rolls
it logs, and sentences for the entries whose own result says too little (an action whose
outcome is the roll logged after it, a roll whose dice were summed).

Sentences are built from the entry the window may show (`Session.public_entry`), so what is
hidden from the player at the screen reads "(hidden)" here as everywhere (DESIGN 8).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from tabletop.core.i18n import (
    N_,
    Said,
    _,
    from_data,
    language,
    render,
    render_said,
    said_input,
    tr,
)
from tabletop.core.log import LogEntry
from tabletop.games.actions import FieldSpec, fields_of
from tabletop.games.base import GameInfo
from tabletop.games.options import options_said

Say = Callable[[LogEntry], str]
"""A sentence for an entry ("" to fall back to the entry's own result)."""


@dataclass(frozen=True)
class GameWords:
    """One game's words for its log."""

    labels: Mapping[str, str]
    """Every action kind's label, as the What column shows it ("Who goes first")."""
    rolls: Mapping[str, str] = field(default_factory=dict)
    """Labels of the rolls it logs, by table without the game ("first-player")."""
    say: Mapping[str, Say] = field(default_factory=dict)
    """Sentences for action kinds whose logged result is empty or says too little."""
    say_roll: Mapping[str, Say] = field(default_factory=dict)
    """Sentences for rolls, by table without the game."""
    quiet: frozenset[str] = frozenset()
    """Inputs left out of a sentence made from the inputs (a bot's own explanation, which
    the full entry shows)."""
    roll_fields: Mapping[str, str] = field(default_factory=dict)
    """The action kind whose fields word a roll's inputs, by table without the game (a
    morale test's reason in its field's words)."""


SESSION_LABELS = {
    "new game": N_("New game"),
    "undo": N_("Undo"),
    "redo": N_("Redo"),
    "printed data": N_("Printed data entered"),
}
"""Labels of the entries every session logs itself, whatever the game (in English: shown
with `_()`)."""

HIDDEN = N_("(hidden)")
"""What the log shows in place of a value its reader may not see (`Session.public_entry`
writes it so in English; shown translated)."""

SET_UP_INPUTS = {"seed": N_("Dice seed"), "printed": N_("Printed data")}
"""Labels of what a "new game" entry logs beside the game's options (shown with `_()`)."""


@cache
def game_words(game_id: str) -> GameWords:
    """The words of a game (none for a game without a words module: a test's fake game)."""
    name = f"tabletop.games.{game_id}.words"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name and name.startswith(exc.name):
            return GameWords({})
        raise
    words: GameWords = module.WORDS
    return words


MODIFIER_NAMES = (
    N_("Artillery stack"),
    N_("Below half strength"),
    N_("Demoralized"),
    N_("Disordered"),
    N_("Enemy adjacent"),
    N_("Fog"),
    N_("Fortified"),
    N_("Friendly disrupted near"),
    N_("Leader bonus"),
    N_("Rally rout"),
    N_("Town or woods"),
)
"""The names of the modifiers the games log by id ("enemy_adjacent"), as `tidy` words them,
so the catalog translates them where a roll's modifiers are shown ("fog +2": "brouillard +2")."""


def modifier_name(key: str) -> str:
    """A roll modifier's id as a player reads it, in the reader's language ("enemy adjacent");
    one already in words ("Leader in the hex") is translated as it is."""
    if key != key.lower() or "_" not in key and " " in key:
        return tr(key)
    return _(tidy(key)).lower()


def tidy(name: str) -> str:
    """A name in words when a game gives none: "first-player" -> "First player"."""
    return name.replace("_", " ").replace("-", " ").strip().capitalize() or name


def plain_value(value: Any) -> str:
    """A logged value as a player reads it, in the current language: yes/no, lists joined
    with commas."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, list | tuple):
        return ", ".join(plain_value(v) for v in value) or _("none")
    if isinstance(value, Mapping):
        said = ", ".join(
            _("{label}: {value}").format(label=tidy(str(k)).lower(), value=plain_value(v))
            for k, v in value.items()
        )
        return f"({said})" if said else _("none")
    return _(HIDDEN) if value == HIDDEN else str(value)


def field_value(spec: FieldSpec | None, value: Any) -> str:
    """A logged value of an action field as a player reads it, in the current language: a
    choice in the words its field gives it (`FieldSpec.shown`: "the defender", not
    "defender"), each element of a list and each field of a part so too; a value of no
    declared field, or a choice with no words, as `plain_value` says it."""
    if spec is None or isinstance(value, bool):
        return plain_value(value)
    if isinstance(value, list | tuple):
        return ", ".join(field_value(spec, v) for v in value) or _("none")
    if isinstance(value, Mapping):
        parts = {s.name: s for s in fields_of(spec.part)} if spec.part is not None else {}
        said = ", ".join(
            _("{label}: {value}").format(
                label=_(parts[str(k)].label) if str(k) in parts else tidy(str(k)).lower(),
                value=field_value(parts.get(str(k), spec if spec.part is None else None), v),
            )
            for k, v in value.items()
        )
        return f"({said})" if said else _("none")
    return _(HIDDEN) if value == HIDDEN else spec.shown(value)


def printed_name(game: str, path: str) -> str:
    """An entry of printed data as a player names it: its printed title ("Fire Results
    Table"), else its path in words ("Casualty tracks, French" for `casualty_tracks.French`)."""
    from tabletop.core.data import load_board

    node: Any = load_board.shipped(game) or {}
    for part in path.split("."):
        node = node.get(part) if isinstance(node, Mapping) else None
    title = node.get("title") if isinstance(node, Mapping) else None
    if title:
        return tr(str(title))
    return ", ".join(_(tidy(part)) for part in path.split("."))


def label_sentence(entry: LogEntry) -> Said | None:
    """The sentence an entry's step label was cut from, kept with its template: a bot's move
    is labelled with its reason without the closing full stop (`session.solo.play_bot`), and
    the reason is an input kept as a sentence (`LogEntry.inputs_said`). None when the label
    is not one of its inputs' sentences (a panel's own label, a log written before)."""
    if not entry.label or not entry.inputs_said:
        return None
    for data in entry.inputs_said.values():
        made = from_data(data)
        if isinstance(made, Said) and str.__str__(made).rstrip(".") == entry.label:
            return made
    return None


class LogWords:
    """The words for one game's log entries, in the current language (labels kept per name
    and language: a 50,000-entry log asks for each row's label as it is drawn)."""

    def __init__(self, game: GameInfo[Any]) -> None:
        self.game = game
        self.words = game_words(game.id)
        self._labels: dict[tuple[str, str], str] = {}
        self._sentences: dict[str, Said] = {}
        """Each step label cut from a sentence (`label_sentence`), with that sentence."""
        self._read: tuple[int, str] = (0, "")
        """How many of the log's entries `follow` has read, and the last one's hash."""

    def follow(self, entries: Sequence[LogEntry]) -> None:
        """Learn the step labels a log cut from sentences, so `kind_label` shows them in the
        reader's language: only the entries added since the last call are read (a log only
        grows; another log is read whole)."""
        count, last = self._read
        if count > len(entries) or (count and entries[count - 1].hash != last):
            count, self._sentences = 0, {}
        for entry in entries[count:]:
            said = label_sentence(entry)
            if said is not None:
                self._sentences[str(entry.label)] = said
        self._read = (len(entries), entries[-1].hash if entries else "")

    def label(self, entry: LogEntry) -> str:
        """What the entry was, in a few words."""
        key = (language(), entry.what)
        known = self._labels.get(key)
        if known is None:
            known = self._labels[key] = self._label(entry.what)
        return known

    def step_name(self, label: str) -> str:
        """An undo step as the History tab names it, by its label: its action's title ("Plot
        the reserve"), else `kind_label` (a panel's own label, a bot's move by its reason)."""
        action = self.game.actions.get(label)
        if action is not None and action.TITLE:
            return _(action.TITLE)
        return self.kind_label(label)

    def kind_label(self, kind: str) -> str:
        """An action kind's label (or the step label a panel gave, as it was: looked up whole
        in the catalog; a label cut from a sentence, from its template: `follow`)."""
        said = self._sentences.get(kind)
        if said is not None:
            return render(said).rstrip(".")
        if kind in self.words.labels:
            return _(self.words.labels[kind])
        cls = self.game.actions.get(kind)
        return _(cls.TITLE or tidy(kind)) if cls is not None else tr(kind)

    def _label(self, what: str) -> str:
        if what in SESSION_LABELS:
            return _(SESSION_LABELS[what])
        game, slash, table = what.partition("/")
        if slash:
            if table in self.words.rolls:
                return _(self.words.rolls[table])
            resolver = self.game.resolvers.get(table)
            if resolver is not None:  # its title up to any explanation
                return _(resolver.title.split(":")[0].split(" (")[0].strip())
            return _(tidy(table))
        if what in self.words.labels or what in self.game.actions:
            return self.kind_label(what)
        return _(tidy(what))

    def sentence(self, entry: LogEntry) -> str:
        """What came of the entry, in a sentence."""
        what = entry.what
        if entry.step in ("undo", "redo") or what in ("undo", "redo"):
            if entry.result:
                done = _("Undone: {label}") if what == "undo" else _("Done again: {label}")
                return done.format(label=self.kind_label(entry.result))
            return _("Undone.") if what == "undo" else _("Done again.")
        if what == "printed data":
            said = self._printed(entry)
            if said:
                return said
        _game, slash, table = what.partition("/")
        say = self.words.say_roll.get(table) if slash else self.words.say.get(what)
        if say is not None:
            said = say(entry)
            if said:
                return said
        if entry.result:
            # An empty `said` (the set-up's mark that the log keeps templates) keeps none:
            # its result is looked up whole.
            return render_said(entry.said or None, entry.result)
        return self._from_inputs(entry)

    def given(
        self, values: Mapping[str, Any], what: str = "", said: Mapping[str, Any] | None = None
    ) -> str:
        """An entry's inputs (or modifiers) as a player reads them: each by its field's label
        and each value in its field's words where the action `what` names one ("Unit: Levis;
        Enemy adjacent: no"); a new game's options as its dialog words them; never as
        `key=value` or a Python dict. `said`: the inputs kept as sentences
        (`LogEntry.inputs_said`, a bot's reason), shown from their templates."""
        return "; ".join(
            _("{label}: {value}").format(label=label, value=value)
            for label, value in self._said(values, what, said or {})
        )

    def _said(
        self, values: Mapping[str, Any], what: str, said: Mapping[str, Any] | None = None
    ) -> list[tuple[str, str]]:
        """Each of `values` as a label and a value in words, in the order they are shown."""
        if what == "new game":
            options = {k: v for k, v in values.items() if k not in SET_UP_INPUTS}
            return [
                *options_said(self.game.id, options),
                *(
                    (_(SET_UP_INPUTS[k]), plain_value(v))
                    for k, v in values.items()
                    if k in SET_UP_INPUTS
                ),
            ]
        cls = self.game.actions.get(what)
        if cls is None and "/" in what:  # a roll: the inputs of the action that makes it
            cls = self.game.actions.get(self.words.roll_fields.get(what.partition("/")[2], ""))
        specs = {s.name: s for s in fields_of(cls)} if cls is not None else {}
        return [
            (
                _capital(_(specs[key].label) if key in specs else _(tidy(key))),
                said_input(value, said[key])
                if said and key in said
                else field_value(specs.get(key), value),
            )
            for key, value in values.items()
        ]

    def modifiers(self, values: Mapping[str, Any]) -> str:
        """A roll's modifiers as a player says them: "leader +1, river -1"."""
        return ", ".join(
            f"{modifier_name(key)} {value:+d}"
            if isinstance(value, int) and not isinstance(value, bool)
            else f"{modifier_name(key)} {plain_value(value)}"
            for key, value in values.items()
        )

    def _printed(self, entry: LogEntry) -> str:
        """What an owner's entry of printed data entered, named as the rulebook names it."""
        from tabletop.core.layer import entry_paths

        names = [printed_name(self.game.id, path) for path in sorted(entry_paths(entry.inputs))]
        if not names:
            return ""
        return _("{entries}: entered by the owner of the printed game.").format(
            entries=_capital(", ".join(names))
        )

    def _from_inputs(self, entry: LogEntry) -> str:
        """An action that logged no sentence, told from what the player gave it."""
        quiet = self.words.quiet
        shown = {k: v for k, v in entry.inputs.items() if k not in quiet}
        if shown:
            return _("{parts}.").format(parts=self.given(shown, entry.what))
        return _("{label}.").format(label=self.label(entry))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def outcome_next(entry: LogEntry) -> str:
    """An action that only rolls (its outcome is the roll logged just after it)."""
    if entry.result:
        return ""
    roll = entry.inputs.get("roll")
    if roll is not None:
        return _("Roll typed in: {roll}; what came of it is the next entry.").format(
            roll=plain_value(roll)
        )
    return _("Dice rolled; what came of it is the next entry.")


def side_said(text: str) -> Say:
    """A sentence about the side that acted: "{side} passes." with the entry's side, in the
    current language (`text` marked with `N_` where it is defined)."""
    return lambda entry: (
        ""
        if entry.result
        else _(text).format(side=_(entry.side) if entry.side else _("The player"))
    )
