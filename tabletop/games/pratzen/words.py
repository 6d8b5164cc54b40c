"""The Pratzen's log in a player's words (tabletop/games/words.py)."""

from __future__ import annotations

from tabletop.games.words import GameWords, outcome_next

WORDS = GameWords(
    labels={
        "setup": "Scenario set up",
        "add_unit": "Unit added",
        "replace_unit": "Unit corrected",
        "add_leader": "Leader added",
        "remove_piece": "Piece removed",
        "add_reinforcement": "Reinforcements due",
        "next_phase": "New phase",
        "reinforcement": "Reinforcement roll",
        "reinforcement_arrives": "Group arrives",
        "reinforcement_blocked": "Arrival blocked",
        "hits": "Hits",
        "rejoin": "Unit rejoins",
        "status": "Cohesion",
        "ammo": "Ammunition",
        "marker": "Marker",
        "eliminate": "Eliminated",
        "rally": "Rally",
        "reload": "Reload",
        "leader_casualty": "Leader casualty",
        "flags_defeated": "Defeated Flags",
        "combat_loser": "Combat lost by",
        "use_event_deck": "Event deck",
        "use_ammunition": "Ammunition rules",
        "draw_event": "Event card drawn",
        "play_event": "Event card played",
        "add_event_card": "Event card added",
    },
    rolls={
        "reinforcement": "Reinforcement roll",
        "artillery": "Artillery fire",
        "engagement": "Engagement",
        "fire-control": "Fire control",
        "musketry": "Musketry",
        "rally": "Rally roll",
        "reload": "Reload roll",
        "close-combat": "Close combat",
        "leader-casualty": "Leader casualty",
    },
    say={
        "reinforcement": outcome_next,
        "rally": outcome_next,
        "reload": outcome_next,
        "leader_casualty": outcome_next,
    },
)
