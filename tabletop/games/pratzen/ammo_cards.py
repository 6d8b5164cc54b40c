"""The Ammunition cards played from the Event deck: Low Ammo places its chit, Ammo Shortage
flips one [Optional rule: Ammunition]. A card is not played without its chit while the
Ammunition rules are in use, and places none while they are not.
"""

from __future__ import annotations

from tabletop.core.errors import RuleError
from tabletop.core.i18n import say, term
from tabletop.games.pratzen import deck, ledger
from tabletop.games.pratzen.state import PratzenState

CASE = "Optional rule: Ammunition"


def _piece(state: PratzenState, name: str) -> str:
    """Why `name` is no Flag or artillery unit in play ("" when it is one)."""
    try:
        unit = state.unit(name)
    except RuleError as exc:
        return str(exc)
    if unit.eliminated:
        return say("{unit} is eliminated.", unit=unit.name)
    if not unit.flag and unit.type != "artillery":
        return say(
            "ammunition is tracked by infantry Flag and artillery unit; {unit} is neither "
            "[{case}].",
            unit=unit.name,
            case=CASE,
        )
    return ""


def takers(state: PratzenState) -> tuple[str, ...]:
    """The Flags and guns a Low Ammo chit may go on: in play, not marked No Ammo (with none,
    the card does not apply: "Some cards must be played immediately if applicable" [Event
    Phase (Optional)])."""
    return tuple(
        u.name
        for u in state.units
        if (u.flag or u.type == "artillery") and not u.eliminated and u.ammo != "none"
    )


def chit_reason(state: PratzenState, side: str, card: str, unit: str, set_aside: bool) -> str:
    """Why `side` may not play or discard `card` naming `unit` ("" when it may)."""
    if card not in deck.AMMUNITION_CARDS or not state.ammunition:
        if unit.strip():
            return say(
                "{card} places no ammunition chit in this game [{case}].",
                card=deck.name_of(state, card),
                case=CASE,
            )
        return ""
    if card == deck.LOW_AMMO:
        if side != state.side:
            return say(
                "A Low Ammo card is the phasing player's: the {side} player places its chit "
                "[{case}].",
                side=term(state.side),
                case=CASE,
            )
        if not unit.strip() and takers(state):
            return say(
                "Low Ammo: the phasing player must place a Low Ammo chit on one Flag or one "
                "artillery unit closest to an enemy unit, regardless of side: name it [{case}].",
                case=CASE,
            )
    if not unit.strip():
        return ""  # Ammo Shortage with no firing Flag or gun marked Low Ammo: no effect
    found = _piece(state, unit)
    if found:
        return found
    piece = state.unit(unit)
    if card == deck.LOW_AMMO and piece.ammo == "none":
        return say(
            "{unit} is marked No Ammo already: a Low Ammo chit would give it back its fire "
            "[{case}].",
            unit=piece.name,
            case=CASE,
        )
    if card == deck.AMMO_SHORTAGE:
        if piece.side == side:
            return say(
                "Ammo Shortage is played against enemy units after they fire; {unit} is the "
                "{side} player's own [{case}].",
                unit=piece.name,
                side=term(side),
                case=CASE,
            )
        if piece.ammo != "low":
            return say(
                "Ammo Shortage flips a Low Ammo chit to No Ammo; {unit} is not marked Low Ammo "
                "[{case}].",
                unit=piece.name,
                case=CASE,
            )
    return ""


def place_chit(state: PratzenState, card: str, unit: str) -> tuple[PratzenState, list[str]]:
    """The chit the card places or flips, if any."""
    if not unit.strip() or card not in deck.AMMUNITION_CARDS or not state.ammunition:
        return state, []
    return ledger.set_ammo(state, unit, "low" if card == deck.LOW_AMMO else "none")
