"""Printed numbered tracks (morale, turn) with triggers at marked boxes: each game says its
tracks with them (`<game>/charts.py`: where SPI's army is demoralized [10.0], Vae Victis's
random-finish turns [5.3]; the template reads its tracks from its board file with
`track_from_toml`) and the window draws them (`gui/widgets/track.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from tabletop.core.errors import DataError
from tabletop.core.i18n import say


@dataclass(frozen=True)
class Trigger:
    """A marked box: reaching it (or passing it the given way) sets something off."""

    box: int
    """The box number."""
    label: str
    """What happens, in the rulebook's words ("Army demoralized")."""
    case: str = ""
    """Rulebook case."""
    when: Literal["at_or_below", "at_or_above", "at"] = "at_or_below"
    """Whether it fires on reaching the box going down, going up, or only exactly on it."""

    def fires(self, value: int) -> bool:
        """Whether a marker on `value` is at or past this box."""
        if self.when == "at_or_below":
            return value <= self.box
        if self.when == "at_or_above":
            return value >= self.box
        return value == self.box


@dataclass(frozen=True)
class Track:
    """A bounded numbered track with a marker on one box."""

    name: str
    """What it counts ("Allied army morale")."""
    low: int
    """First box."""
    high: int
    """Last box."""
    value: int
    """The box the marker is on."""
    triggers: tuple[Trigger, ...] = ()
    """Marked boxes."""

    def moved(self, delta: int) -> tuple[Track, tuple[Trigger, ...]]:
        """The track with the marker moved (stopping at the ends) and the triggers newly set
        off by the move."""
        return self.set(self.value + delta)

    def set(self, value: int) -> tuple[Track, tuple[Trigger, ...]]:
        """The track with the marker on `value` (clamped) and the triggers newly set off."""
        new = replace(self, value=max(self.low, min(self.high, value)))
        fired = tuple(t for t in self.triggers if t.fires(new.value) and not t.fires(self.value))
        return new, fired

    def active(self) -> tuple[Trigger, ...]:
        """Triggers in force where the marker stands."""
        return tuple(t for t in self.triggers if t.fires(self.value))


def track_from_toml(name: str, data: Mapping[str, Any]) -> Track:
    """A track from its TOML entry (low, high, start, triggers = [{box, label, case, when}])."""
    try:
        low, high = int(data["low"]), int(data["high"])
        start = int(data.get("start", low))
        triggers = tuple(
            Trigger(
                int(t["box"]), str(t["label"]), str(t.get("case", "")), t.get("when", "at_or_below")
            )
            for t in data.get("triggers", [])
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(
            say("track '{name}' is malformed: {error}", name=name, error=str(exc))
        ) from exc
    if not low <= start <= high:
        raise DataError(say("track '{name}' starts off its own boxes", name=name))
    return Track(str(data.get("title", name)), low, high, start, triggers)
