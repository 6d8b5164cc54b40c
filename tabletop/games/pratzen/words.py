"""The Pratzen's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.words import GameWords, outcome_next

WORDS = GameWords(
    labels={
        "setup": N_("Scenario set up"),
        "add_unit": N_("Unit added"),
        "replace_unit": N_("Unit corrected"),
        "add_leader": N_("Leader added"),
        "remove_piece": N_("Piece removed"),
        "add_unit_correction": N_("Unit added (correction)"),
        "remove_piece_correction": N_("Piece removed (correction)"),
        "close_combat": N_("Close combat"),
        "artillery_fire": N_("Artillery fire"),
        "musketry_fire": N_("Musketry"),
        "add_reinforcement": N_("Reinforcements due"),
        "next_phase": N_("New phase"),
        "reinforcement": N_("Reinforcement roll"),
        "reinforcement_arrives": N_("Group arrives"),
        "reinforcement_blocked": N_("Arrival blocked"),
        "hits": N_("Hits"),
        "rejoin": N_("Unit rejoins"),
        "status": N_("Cohesion"),
        "ammo": N_("Ammunition"),
        "marker": N_("Marker"),
        "eliminate": N_("Eliminated"),
        "rally": N_("Rally"),
        "reload": N_("Reload"),
        "leader_casualty": N_("Leader casualty"),
        "flags_defeated": N_("Defeated Flags"),
        "combat_loser": N_("Combat lost by"),
        "use_event_deck": N_("Event deck"),
        "use_ammunition": N_("Ammunition rules"),
        "draw_event": N_("Event card drawn"),
        "play_event": N_("Event card played"),
        "add_event_card": N_("Event card added"),
    },
    rolls={
        "reinforcement": N_("Reinforcement roll"),
        "artillery": N_("Artillery fire"),
        "engagement": N_("Engagement"),
        "fire-control": N_("Fire control"),
        "musketry": N_("Musketry"),
        "rally": N_("Rally roll"),
        "reload": N_("Reload roll"),
        "close-combat": N_("Close combat"),
        "leader-casualty": N_("Leader casualty"),
    },
    roll_fields={
        "close-combat": "close_combat",
        "leader-casualty": "leader_casualty",
        "artillery": "artillery_fire",
        "musketry": "musketry_fire",
        "rally": "rally",
        "reload": "reload",
        "reinforcement": "reinforcement",
    },
    say={
        "reinforcement": outcome_next,
        "rally": outcome_next,
        "reload": outcome_next,
        "leader_casualty": outcome_next,
    },
)
