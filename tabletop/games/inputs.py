"""Checking a resolver's inputs as typed in a form or on the command line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.base import InputSpec, InputValue, Resolver

NUMBER_LIMIT = 9999
"""Largest number any input takes when its game sets no bound of its own: a typo guard, not
a rule (no game's counters add up to more)."""


def check_inputs(resolver: Resolver, raw: Mapping[str, Any]) -> dict[str, InputValue]:
    """Typed values for every input, defaults filled in; RuleError names a bad one."""
    known = {spec.name for spec in resolver.inputs}
    for name in raw:
        if name not in known:
            raise RuleError(
                say(
                    "{title} has no input '{name}'; it takes {known}.",
                    title=term(resolver.title),
                    name=str(name),
                    known=", ".join(sorted(known)),
                )
            )
    return check_values(resolver.inputs, raw)


def check_values(specs: Sequence[InputSpec], raw: Mapping[str, Any]) -> dict[str, InputValue]:
    """Typed values for the given inputs, defaults filled in; RuleError names a bad one."""
    return {spec.name: _one(spec, raw.get(spec.name)) for spec in specs}


def _one(spec: InputSpec, value: Any) -> InputValue:
    if value is None or value == "":
        if spec.default is None:
            raise RuleError(say("{where} is needed.", where=term(spec.label)))
        return spec.default
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise RuleError(
            say(
                "{where} should be yes or no, not '{value}'.",
                where=term(spec.label),
                value=str(value),
            )
        )
    if spec.kind == "choice":
        text = str(value).strip()
        for choice in spec.choices:
            if choice.casefold() == text.casefold():
                return choice
        raise RuleError(
            say(
                "{where} should be one of {choices}, not '{value}'.",
                where=term(spec.label),
                choices=", ".join(spec.choices),
                value=str(value),
            )
        )
    if spec.kind == "text":
        return str(value)
    try:
        number = int(str(value).strip())
    except ValueError:
        raise RuleError(
            say(
                "{where} should be a whole number, not '{value}'.",
                where=term(spec.label),
                value=str(value),
            )
        ) from None
    low = 0 if spec.kind == "count" and spec.low is None else spec.low
    if low is not None and number < low:
        raise RuleError(say("{where} cannot be less than {low}.", where=term(spec.label), low=low))
    if spec.high is not None and number > spec.high:
        raise RuleError(
            say("{where} cannot be more than {high}.", where=term(spec.label), high=spec.high)
        )
    if abs(number) > NUMBER_LIMIT:
        raise RuleError(
            say(
                "{where} cannot be {number}: no counters on a table come near "
                "{most:,}; check the number.",
                where=term(spec.label),
                number=number,
                most=NUMBER_LIMIT,
            )
        )
    return number
