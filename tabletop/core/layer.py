"""The owner's printed data for one game, as a layer over its shipped board (DESIGN 2 and 6).

What the owner of a printed game entered for the parts the text lost (a table, the unit
counts, a track's boxes, a card's chart) is kept in their data folder for their next games,
and copied into every save that uses it. A `Printed` is that layer as one value: its entries
(shaped as the override file is), where each came from, and a content hash that names it in
a save and in a pack. The engine reads a game's board through the layer in force
(`core.data.using`), so a save replays on the data it carries, whatever the folder holds.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

META = frozenset({"entered", "entered_from"})
"""Keys of an entry that say when and from what it was typed, not what the game reads: a
content hash leaves them out, so the same cells typed twice are the same data."""


def content_hash(entries: Mapping[str, Any]) -> str:
    """SHA-256 of the entries' content (keys sorted, JSON), without the `META` keys."""
    text = json.dumps(_content(entries), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _content(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _content(v) for k, v in value.items() if k not in META}
    if isinstance(value, (list, tuple)):
        return [_content(v) for v in value]
    return value


def merged(base: Mapping[str, Any], over: Mapping[str, Any]) -> dict[str, Any]:
    """`base` with `over` on top: tables within tables merged, anything else replaced."""
    out = dict(base)
    for key, value in over.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = merged(out[key], value)
        else:
            out[key] = value
    return out


def entry_paths(entries: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """Each entry by its dotted path ("tables.fire", "units", "casualty_tracks.French").

    An entry is the shallowest table on its path that holds a value of its own (a cell list,
    a number, a flag): a table holding only tables is a section, and its tables are looked
    into."""
    out: dict[str, Any] = {}
    for key, value in entries.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            if all(isinstance(v, Mapping) for v in value.values()):
                out.update(entry_paths(value, f"{path}."))
            else:
                out[path] = value
        else:
            out[path] = value
    return out


def at_path(entries: Mapping[str, Any], path: str) -> Any:
    """The value at a dotted entry path (None when absent)."""
    node: Any = entries
    for part in _split(entries, path):
        if not isinstance(node, Mapping) or part not in node:
            return None
        node = node[part]
    return node


def _split(entries: Mapping[str, Any], path: str) -> list[str]:
    # A key may hold a dot ("tables.close-combat" has none, but a card number could): walk
    # the keys that exist rather than splitting blindly.
    parts: list[str] = []
    node: Any = entries
    rest = path
    while rest:
        if isinstance(node, Mapping) and rest in node:
            parts.append(rest)
            break
        head, _, tail = rest.partition(".")
        parts.append(head)
        node = node.get(head) if isinstance(node, Mapping) else None
        rest = tail
    return parts


def nest(path: str, value: Any) -> dict[str, Any]:
    """`{"tables": {"fire": value}}` for "tables.fire"."""
    out: Any = value
    for part in reversed(path.split(".")):
        out = {part: out}
    result: dict[str, Any] = out
    return result


@dataclass(frozen=True)
class Printed:
    """The owner's entries one game reads over its shipped board."""

    game: str
    """Game id."""
    entries: Mapping[str, Any] = field(default_factory=dict)
    """The entries, shaped as the owner's override file (`tables.fire`, `units` ...)."""
    sources: Mapping[str, str] = field(default_factory=dict)
    """Where each entry (by its dotted path, see `entry_paths`) came from, in a few words."""

    @cached_property
    def hash(self) -> str:
        """The content hash of the entries (what a save and a pack name them by)."""
        return content_hash(self.entries)

    @property
    def short(self) -> str:
        """The first 16 hex digits of the hash, as `show` prints it."""
        return self.hash[:16]

    def with_entries(self, update: Mapping[str, Any], source: str) -> Printed:
        """This layer with `update` merged over it, each of its entries from `source`."""
        sources = dict(self.sources)
        for path in entry_paths(update):
            sources[path] = source
        return Printed(self.game, merged(self.entries, update), sources)

    def __bool__(self) -> bool:
        return bool(self.entries)


def changes(
    current: Mapping[str, Any], update: Mapping[str, Any]
) -> tuple[list[str], list[str], list[str]]:
    """What merging `update` over `current` would do, by entry path: (added, changed, same).
    An entry whose content differs only in when it was typed counts as the same."""
    added: list[str] = []
    changed: list[str] = []
    same: list[str] = []
    for path, value in entry_paths(update).items():
        old = at_path(current, path)
        if old is None:
            added.append(path)
        elif _content(old) == _content(merged(old, value) if isinstance(old, Mapping) else value):
            same.append(path)
        else:
            changed.append(path)
    return added, changed, same
