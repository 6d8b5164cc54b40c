"""Rule choices a game is played with, where the text gives two readings or an optional rule
[7.7] [10.0] [11.0]."""

from __future__ import annotations

import dataclasses

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.base import Event
from tabletop.games.options import from_board
from tabletop.games.spi1980.actions import SetOption
from tabletop.games.spi1980.data import beyond_table_refused, game_data
from tabletop.games.spi1980.state import Spi1980State

Outcome = tuple[Spi1980State, tuple[Event, ...]]
_YES = ("true", "yes", "1", "on")
_NO = ("false", "no", "0", "off")


def set_option(state: Spi1980State, action: SetOption, dice: Dice) -> Outcome:
    """Change a rule choice: the demoralized rally penalty or corps integrity."""
    name = action.name
    choices = game_data().raw["options"]
    options = state.options
    if name == "demoralized_rally_penalty":
        penalty = _whole(action.value)
        if penalty is None or penalty not in choices[name]["choices"]:
            raise RuleError(say("the demoralized rally penalty is +1 [7.7] or +2 [10.0]."))
        options = dataclasses.replace(options, demoralized_rally_penalty=penalty)
    elif name == "ratio_beyond_table":
        allowed = [str(c) for c in choices[name]["choices"]]
        if action.value.strip() not in allowed:
            raise beyond_table_refused(allowed)
        options = dataclasses.replace(options, ratio_beyond_table=action.value.strip())
    else:
        flag = action.value.strip().lower()
        if flag not in _YES + _NO:
            raise RuleError(say("corps integrity is on (yes) or off (no) [6.6]."))
        options = dataclasses.replace(options, corps_integrity=flag in _YES)
    return dataclasses.replace(state, options=options), (
        Event(
            say("Option {name} set to {value}.", name=name, value=action.value),
            str(choices[name]["source"]),
        ),
    )


def _whole(text: str) -> int | None:
    try:
        return int(text.strip())
    except ValueError:
        return None


OPTIONS = from_board(game_data().raw["options"])
"""The rule choices the new-game dialog and `tabletop new --option` offer, as the printed
data declares them (boards/spi1980.toml [options]): each its title, case, choices and
default."""
