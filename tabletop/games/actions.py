"""Typed actions: every action kind of every game is a frozen dataclass, checked when built.

A game declares its kinds as subclasses of `GameAction`, each field declared with `arg`
(its label, range or choices, and help line). `build_action` is the one place where a dict
read from TOML, JSON, a form or the command line becomes an action: an unknown kind or key,
a missing field, a wrong type or an out-of-range value is refused with one sentence naming
the field, before any rule runs (as python-chess refuses an illegal `Move`).

Saved logs keep an action as its dict (`action_data`), so old saves read as before.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say, term
from tabletop.games.fields import FieldSpec as FieldSpec  # re-exported: kinds declare with these
from tabletop.games.fields import arg as arg
from tabletop.games.fields import check_field, title_of
from tabletop.games.fields import fields_of as fields_of


@dataclass(frozen=True)
class GameAction:
    """Base of every action kind: subclasses are frozen dataclasses with `arg` fields."""

    KIND: ClassVar[str] = ""
    """The action's name in saves, on the command line (`tabletop act FILE KIND`) and in logs."""
    TITLE: ClassVar[str] = ""
    """What the panel and `act --list` call it."""
    CASE: ClassVar[str] = ""
    """Rulebook case the action follows."""
    CORRECTION: ClassVar[bool] = False
    """True for a correction of the tracked state where the app cannot see the map (a unit
    moved off, a marker placed by hand): taken with a reason, marked in every view and
    counted by `verify`; never a stand-in for a procedure the app runs (DESIGN 3). Subclass
    `Correction` for one."""
    DICE: ClassVar[str] = ""
    """The dice its `roll` field stands for ("2d6") when it throws one; "" when it throws none.
    A kind that sets it registers its odds with its handler (`Rulebook.on(..., odds=)`)."""

    def __post_init__(self) -> None:
        # Built directly in code (not through build_action), an action is checked all the same.
        for spec in fields_of(type(self)):
            value = getattr(self, spec.name)
            checked = check_field(spec, value, type(self))
            if checked is not value:
                object.__setattr__(self, spec.name, checked)


@dataclass(frozen=True)
class Correction(GameAction):
    """Base of a correction kind: its `reason` says what the board shows that the app did
    not see. A new correction without one is refused (`Session.act`); one in an old log
    replays as it was."""

    CORRECTION: ClassVar[bool] = True
    reason: str = arg(
        N_("Reason"),
        default="",
        kw_only=True,
        help=N_(
            "What the board shows that the app did not see (a correction is marked in the log)"
        ),
    )


def action_kinds(*classes: type[GameAction]) -> dict[str, type[GameAction]]:
    """The kinds of a game by name, checking each is declared once with a KIND."""
    out: dict[str, type[GameAction]] = {}
    for cls in classes:
        if not cls.KIND or cls.KIND in out:
            raise TypeError(f"{cls.__name__} needs a KIND of its own")
        fields_of(cls)  # a field of an unsupported type fails here, at start-up of the game
        out[cls.KIND] = cls
    return out


def make_action(cls: type[GameAction], **values: Any) -> GameAction:
    """The action of class `cls` from a form's values, checked as `build_action` checks a
    dict: a missing, unknown or bad field is refused (RuleError) with the sentence naming it."""
    return build_action({cls.KIND: cls}, {**values, "kind": cls.KIND})


def build_action(
    kinds: Mapping[str, type[GameAction]], raw: Mapping[str, Any] | GameAction
) -> GameAction:
    """The typed action for a dict with a "kind"; RuleError names the first bad field."""
    if isinstance(raw, GameAction):
        if kinds.get(raw.KIND) is not type(raw):
            raise RuleError(say("this game has no action '{kind}'.", kind=raw.KIND))
        return raw
    kind = raw.get("kind")
    cls = kinds.get(str(kind)) if kind is not None else None
    if cls is None:
        known = ", ".join(kinds) or term("none")
        if kind:
            raise RuleError(
                say(
                    "this game has no action '{kind}'; the actions are {known}.",
                    kind=str(kind),
                    known=known,
                )
            )
        raise RuleError(
            say("this game has an action needs a kind; the actions are {known}.", known=known)
        )
    specs = fields_of(cls)
    names = {s.name for s in specs}
    for key in raw:
        if key != "kind" and key not in names:
            known = ", ".join(sorted(names)) or term("none")
            raise RuleError(
                say(
                    "{title} has no field '{key}'; its fields are {known}.",
                    title=term(title_of(cls)),
                    key=str(key),
                    known=known,
                )
            )
    values: dict[str, Any] = {}
    for spec in specs:
        if spec.name in raw and raw[spec.name] is not None:
            values[spec.name] = raw[spec.name]
        elif spec.required:
            raise RuleError(
                say(
                    "{title} needs {label} ('{name}').",
                    title=term(title_of(cls)),
                    label=term(spec.label),
                    name=spec.name,
                )
            )
    try:
        return cls(**values)
    except TypeError as exc:  # a field the class declares outside `arg`
        raise RuleError(
            say("{title} cannot be built: {error}.", title=term(title_of(cls)), error=str(exc))
        ) from None


def action_data(action: GameAction) -> dict[str, Any]:
    """The action as a dict (kind first, fields left at None left out), for logs and saves."""
    out: dict[str, Any] = {"kind": action.KIND}
    for spec in fields_of(type(action)):
        value = getattr(action, spec.name)
        if value is not None:
            out[spec.name] = _plain(value)
    return out


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: _plain(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if getattr(value, f.name) is not None
        }
    return value
