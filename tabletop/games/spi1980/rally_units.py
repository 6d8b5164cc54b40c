"""A disrupted unit as a corps' rally die reaches it (`RallyUnit`), and the hexes the rally
modifiers name: what the rally's rules (rally.py) and its text form (rally_text.py) share
[7.0]-[7.5]."""

from __future__ import annotations

from dataclasses import dataclass

TERRAINS = ("none", "town", "woods", "fortified")
"""The hexes the rally modifiers name [7.4] [7.5]."""


@dataclass(frozen=True)
class RallyUnit:
    """One disrupted unit as the corps' die reaches it, with what the map shows about it."""

    unit: str
    """Unit id, or the name the player gave it."""
    morale: int
    """Its Morale Rating [2.6]."""
    below_half: bool = False
    """Less than half its printed Combat Strength remains [7.1]."""
    near: tuple[str, ...] = ()
    """Disrupted Friendly units in its hex or adjacent before the die is rolled [7.2]."""
    enemy_adjacent: bool = False
    """Adjacent to an undisrupted Enemy unit [7.3]."""
    terrain: str = "none"
    """none, town, woods or fortified [7.4] [7.5]."""
    unit_type: str | None = None
    """infantry, cavalry, dragoon or artillery (needed only in town, woods or fortified)."""
