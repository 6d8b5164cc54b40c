"""Reading a resolver's inputs against its InputSpecs, and the log record of its roll."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.games.base import InputSpec, InputValue, RollRecord
from tabletop.games.inputs import check_values

Inputs = Mapping[str, InputValue]


def read_inputs(specs: tuple[InputSpec, ...], inputs: Inputs) -> dict[str, Any]:
    """Inputs checked against their specs, with defaults filled in; RuleError names a bad one."""
    return check_values(specs, inputs)


def roll_record(
    name: str,
    inputs: Mapping[str, Any],
    modifiers: Mapping[str, int],
    natural: int,
    modified: int,
    result: str,
    case: str,
) -> RollRecord:
    """The log entry of a resolver's roll."""
    return RollRecord(
        "", f"spi1980/{name}", dict(inputs), dict(modifiers), natural, modified, result, case
    )
