"""The words The Pratzen's sentences carry as arguments, marked for the catalog.

Sides, phases, cohesion states, unit types and the printed tables' results come from
boards/pratzen.toml (or the state) and reach a sentence as `term(word)`; they are listed here
with `N_` so the catalog holds them and a French reader sees them translated. The printed
texts of the Close Combat Results Table (boards/pratzen.toml [close_combat.results]) are
listed too: a sentence carries them whole. A word the owner changed in their printed data
is not listed and is shown as typed.
"""

from __future__ import annotations

from tabletop.core.i18n import N_

SIDES = (N_("French"), N_("Allied"))
PHASES = (
    N_("Event"),
    N_("Reinforcements"),
    N_("Command"),
    N_("Artillery Fire"),
    N_("Engagement"),
    N_("Rally"),
    N_("Close Combat"),
)
STATUSES = (N_("steady"), N_("disordered"), N_("routed"))
UNIT_TYPES = (
    N_("infantry"),
    N_("cavalry"),
    N_("artillery"),
    N_("wagon"),
    N_("foot-artillery"),
    N_("horse-artillery"),
)
COMBAT_SIDES = (N_("attacker"), N_("defender"))
MARKERS = (N_("Fired"), N_("OOC"))
SHOTS = (N_("ball"), N_("canister"))
TARGET_HEXES = (N_("other"), N_("woods"), N_("village"))
TABLE_RESULTS = (
    # Reinforcement Table
    N_("As scheduled"),
    N_("Delay 1 turn"),
    N_("Delay 3 turns"),
    N_("Delay 5 turns"),
    # Engagement Table
    N_("Withdraw"),
    N_("Hold"),
    N_("Attack"),
    # Fire Control Table
    N_("Cease Fire"),
    N_("Choice"),
    N_("Fire"),
    N_("Waste Fire"),
    # Combat effects on Leaders
    N_("Unharmed"),
    N_("Eliminated"),
    # Close Combat Results Table
    N_("Reroll"),
    # Rally, reload
    N_("Good order"),
    N_("Rout removed"),
    N_("Still disordered"),
    N_("Still routed"),
    N_("Routed, retreats"),
    N_("Reloaded"),
    N_("Not reloaded"),
    # Fire
    N_("Hit"),
    N_("Two hits"),
    N_("Miss"),
    N_("No effect"),
)
CLOSE_COMBAT_TEXTS = (
    N_(
        "Repulsed: 1 unit disordered (not hit) per 4 or fraction of 4 units involved. Inf/Cav "
        "Withdraw 4/10 hexes."
    ),
    N_(
        "Defeated: 1 unit hit per 4 or fraction of 4 units involved. All units Disordered and "
        "Retreat 10 hexes."
    ),
    N_(
        "Totally defeated: 2 units hit per 4 or fraction of 4 units involved. All units Rout "
        "(flip to disordered if not already, and mark rout) and Retreat 12 hexes."
    ),
    N_("R: no effect."),
    N_(
        "D: Hits = half of losers hits (rounded down). All Disordered; no effect if already "
        "disordered."
    ),
    N_(
        "T: Hits equal to 1/3 the hits of loser, (round down), rest disordered; no effect if "
        "already disordered."
    ),
    N_("Victorious attacking infantry MUST advance into one of its front hexes (1 hex)."),
    N_(
        "Victorious attacking cavalry must advance two hexes if no units block it (the table: "
        "'up to 2 hexes'); if now adjacent to enemy units it must resolve another close combat "
        "with one column shift in the enemy's favour (tick Cavalry's follow-up charge)."
    ),
    N_("Victorious defending units do not advance."),
    N_(
        "Victorious cavalry which inflicted a D or T must Withdraw 12 hexes at the end of all "
        "combats and becomes disordered."
    ),
)
