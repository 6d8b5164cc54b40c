"""Vae Victis's rule options: competition mode, the Return to Austerlitz (VV4) changes, the
amendments and the readings the text leaves open, as boards/vaevictis.toml [options] declares
them (each its title and source). A new option is a new `[options.NAME]` table there; its
heading comes from its name's start unless it gives `group`."""

from __future__ import annotations

from tabletop.core.i18n import N_, say
from tabletop.games.options import READINGS, GameOption, flag, from_board
from tabletop.games.vaevictis.data import game_data

GROUPS = {
    "vv4_": N_("Return to Austerlitz (Vae Victis 4)"),
    "amend_": N_("Amendments"),
}
"""The heading of an option by the start of its name; the rest are readings."""


def _group(name: str) -> str:
    return next((g for start, g in GROUPS.items() if name.startswith(start)), READINGS)


def _competition() -> GameOption:
    comp = game_data().section("competition")
    return flag(
        "competition",
        say(
            "Competition: {turns} turns, a chess clock of {minutes} minutes a side, "
            "{vp} VP a minute over",
            turns=comp["last_turn"],
            minutes=comp["minutes_per_side"],
            vp=comp["vp_per_minute_over"],
        ),
        "Competition",
        group=N_("Competition"),
    )


OPTIONS: tuple[GameOption, ...] = (
    _competition(),
    *from_board(
        {k: v for k, v in game_data().section("options").items() if v.get("offered", True)},
        _group,
    ),
)
"""Every option the new-game dialog and `tabletop new --option` offer; all off unless chosen
(a save names those in force, as before). One the app cannot apply (`offered = false`: the
square's attack, VV4 13, needs the formation on the map) is not offered, and a save that
chose it still opens."""
