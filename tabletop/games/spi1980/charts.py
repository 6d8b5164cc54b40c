"""What the charts draw for a state of SPI's Austerlitz: each army's morale [10.0], the CSPs
each has lost [14.1], and the Game-Turn [3.0]; and the printed tracks the window draws, with
the boxes where a rule sets something off."""

from __future__ import annotations

from tabletop.core.i18n import N_, say, term
from tabletop.core.tracks import Track, Trigger
from tabletop.games.spi1980.data import game_data
from tabletop.games.spi1980.state import Spi1980State

FOG_LABEL = N_("Fog turn: no bombardment, no charge, +2 rally")


def chart_tracks(state: Spi1980State) -> dict[str, int]:
    """Morale and CSPs lost per army, and the Game-Turn ("turn")."""
    return {
        "morale/Allied": state.allied.morale,
        "morale/French": state.french.morale,
        "CSPs lost/Allied": state.allied.csp_eliminated,
        "CSPs lost/French": state.french.csp_eliminated,
        "turn": state.turn,
    }


def turn_track(state: Spi1980State) -> Track:
    """The printed Game-Turn track, 1 to 11, fog turns marked [13.0]."""
    data = game_data()
    triggers = tuple(Trigger(t, FOG_LABEL, "13.0", "at") for t in data.fog_turns)
    return Track(N_("Game-Turn"), 1, data.turns, state.turn, triggers)


def morale_track(state: Spi1980State, side: str) -> Track:
    """One army's Morale Level track, 0 to its start, demoralized at 0 [10.0]."""
    data = game_data()
    name = str(data.raw["army"][side].get("name", side))
    trigger = Trigger(0, N_("Army demoralized"), "10.0", "at_or_below")
    title = say("{side} morale ({name})", side=term(side), name=name)
    return Track(title, 0, data.start_morale[side], state.army(side).morale, (trigger,))
