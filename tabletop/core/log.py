"""The session log: every roll and every change a player makes, hash-chained for a referee.

Each entry carries the SHA-256 of the entry before it and of itself, over a canonical JSON
form of its fields. Editing, removing or reordering an entry breaks the chain at that entry;
`verify` names the first one. The save also records the count and the last hash, so cutting
entries off the end shows too. (A chain without a secret cannot stop someone who rewrites
the whole log: `tabletop verify` replays the log from the recorded start instead, and
`verify NEW --since OLD` or `--head HASH` proves a copy only appended to one seen before.)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, datetime
from fractions import Fraction
from typing import Any

from tabletop.core import plain
from tabletop.core.dice import DiceSpec
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say

GENESIS = "0" * 64


@dataclass(frozen=True)
class LogEntry:
    """One line of the referee's log."""

    seq: int
    """Position in the log, from 1."""
    time: str
    """When it happened (UTC, ISO 8601)."""
    side: str
    """Who acted or rolled."""
    what: str
    """The table or resolver rolled on ("spi1980/crt"), or the action taken."""
    inputs: Mapping[str, Any] = field(default_factory=dict)
    """What the player chose."""
    modifiers: Mapping[str, int] = field(default_factory=dict)
    """Named modifiers with their values."""
    natural: int | None = None
    """The roll as the dice showed it (None for an action without a roll)."""
    modified: int | None = None
    """The roll after modifiers."""
    dice: str = ""
    """The dice thrown ("1d6"), so statistics know what to expect."""
    typed: bool = False
    """True when typed in from real dice."""
    result: str = ""
    """What came of it, in the game's words."""
    case: str = ""
    """Rulebook case."""
    step: str | None = None
    """How a replay redoes this entry (`tabletop verify`): "new" (the set-up), "act" (the
    action `what` with `inputs` as its fields), "roll" (a die rolled by the action just
    before), "resolve" (a roll through `resolver`), "undo" or "redo". None in saves written
    before actions were logged in full: those can only be chain-checked."""
    resolver: str | None = None
    """For "resolve": the resolver's name (its record's table is in `what`)."""
    given: Mapping[str, Any] | None = None
    """For "resolve": the inputs as given, when they differ from the record's `inputs`."""
    typed_roll: str | None = None
    """For "resolve": the roll typed in from real dice, as typed."""
    label: str | None = None
    """For "act": the undo label the panel gave, when it is not the action's kind."""
    moments: Mapping[str, str] | None = None
    """The moments its events mark for the charts (`Event.moments`), each kind with the
    sentence that says it ({"demoralized": "The French army is demoralized: ..."}). The set-up
    entry holds {} from the first log that marks them; None in a log written before."""
    said: list[Any] | None = None
    """What `result` says, kept with its templates so each reader sees it in their language
    (`tabletop.core.i18n`): one item per sentence joined in `result`, each a template with
    its arguments or a plain sentence. None when no sentence kept a template (a log written
    before, a roll's printed result): the reader sees `result`, looked up whole."""
    inputs_said: Mapping[str, Any] | None = None
    """Those of `inputs` that are sentences an engine wrote (a bot's reason), each kept with
    its template as `said` keeps a result's, so each reader sees it in their language; a
    replay gives them to the action again. None when none is (a log written before: the
    reader sees the input as written)."""
    prev: str = GENESIS
    """Hash of the entry before."""
    hash: str = ""
    """Hash of this entry (over every field above)."""

    def body(self) -> dict[str, Any]:
        """The hashed fields, as plain data."""
        out: dict[str, Any] = {}
        for name in _BODY:
            value = getattr(self, name)
            if value is None:
                continue
            if type(value) not in _PLAIN:  # a tuple or a mapping made in code: the long way
                data = plain.dump(self)
                data.pop("hash", None)
                return dict(data)
            out[name] = value
        return out

    def digest(self) -> str:
        """SHA-256 of the canonical JSON of the hashed fields."""
        return hashlib.sha256(canonical(self.body()).encode()).hexdigest()


def canonical(body: Mapping[str, Any]) -> str:
    """The text an entry's hash is taken over: its hashed fields as JSON, keys sorted, ASCII."""
    # default=str: a hand-edited save can put a TOML date where text was; that must read as a
    # changed entry, not crash the check.
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True, default=str)


_BODY = tuple(f.name for f in fields(LogEntry) if f.name != "hash")
_PLAIN = frozenset({str, int, bool, float, dict, list})
_SCALAR = frozenset({str, int, bool, float})


def is_text(text: str, body: Mapping[str, Any]) -> bool:
    """Whether every text of an entry (`body`, written as `text`: its `canonical` JSON) is
    Unicode a file can hold: a lone surrogate (a byte that was not UTF-8 in a command-line
    argument, or a hand-edited escape) is not, and Tk cannot show it."""
    if "\\ud" not in text.lower():  # no character beyond the 65,536 first, broken or not
        return True
    try:
        json.dumps(body, ensure_ascii=False, default=str).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def now() -> str:
    """The current time as the log writes it."""
    return datetime.now(UTC).replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Log:
    """An append-only, hash-chained sequence of entries."""

    entries: tuple[LogEntry, ...] = ()
    """Every entry, oldest first."""

    @property
    def head(self) -> str:
        """Hash of the last entry (what a referee notes down)."""
        return self.entries[-1].hash if self.entries else GENESIS

    def append(self, *, side: str, what: str, clock: Callable[[], str] = now, **fields: Any) -> Log:
        """A new log with one more entry chained to the last."""
        fields = {
            k: v if type(v) in _SCALAR else plain.dump(v)
            for k, v in fields.items()
            if v is not None
        }
        entry = LogEntry(
            seq=len(self.entries) + 1, time=clock(), side=side, what=what, prev=self.head, **fields
        )
        body = entry.body()
        text = canonical(body)
        if not is_text(text, body):
            raise RuleError(
                say(
                    "a text given holds bytes that are not UTF-8 (from a mistyped or pasted "
                    "character); nothing is logged, type it again."
                )
            )
        digest = hashlib.sha256(text.encode()).hexdigest()
        object.__setattr__(entry, "hash", digest)  # still being made: not yet shared
        return Log((*self.entries, entry))

    def __len__(self) -> int:
        return len(self.entries)


def verify(
    entries: Sequence[LogEntry],
    count: int | None = None,
    head: str | None = None,
    digests: Sequence[str] | None = None,
) -> str | None:
    """None when the chain is whole; otherwise a sentence naming the first broken entry.
    `digests`: each entry's digest, when the caller has it already (from its stored text)."""
    prev = GENESIS
    for index, entry in enumerate(entries, start=1):
        if entry.seq == index and entry.prev != prev and index > 1:
            # The entry before hashes to itself but not to what this one recorded: it was
            # edited and its own hash recomputed to hide the edit.
            before = entries[index - 2]
            return say(
                "log entry {index} ({what}) was changed after it was written (its "
                "hash was recomputed to hide it).",
                index=index - 1,
                what=before.what,
            )
        if entry.seq != index or entry.prev != prev:
            moved = any(e.seq == index for e in entries[index:])
            if entry.seq > index and not moved:
                if entry.seq == index + 1:
                    return say(
                        "log entry {index} is not the one that was written there: entry "
                        "{index} was removed.",
                        index=index,
                    )
                return say(
                    "log entry {index} is not the one that was written there: entries "
                    "{index} to {last} were removed.",
                    index=index,
                    last=entry.seq - 1,
                )
            return say(
                "log entry {index} is not the one that was written there: entries were "
                "reordered or replaced.",
                index=index,
            )
        if (digests[index - 1] if digests is not None else entry.digest()) != entry.hash:
            return say(
                "log entry {index} ({what}) was changed after it was written.",
                index=index,
                what=entry.what,
            )
        prev = entry.hash
    if count is not None and count != len(entries):
        return say(
            "the log should hold {count} entries but holds {n}: entries were removed from its end.",
            count=count,
            n=len(entries),
        )
    if head is not None and head != prev:
        return say("the log's last entry is not the one that was written last.")
    return None


@dataclass(frozen=True)
class DiceStats:
    """How one side's rolls compare with what the dice should give."""

    side: str
    """Who rolled."""
    rolls: int
    """How many rolls."""
    mean: float
    """Average natural roll."""
    expected: float
    """Average the dice should give over those rolls."""
    counts: Mapping[int, int]
    """How often each natural total came up."""


def dice_stats(entries: Iterable[LogEntry]) -> list[DiceStats]:
    """Rolled against expected, per side, from the natural rolls in the log."""
    by_side: dict[str, list[LogEntry]] = {}
    for entry in entries:
        if entry.natural is not None and entry.dice:
            by_side.setdefault(entry.side or "-", []).append(entry)
    out = []
    for side, rolls in sorted(by_side.items()):
        expected = sum((_mean(e.dice) for e in rolls), Fraction(0)) / len(rolls)
        counts: dict[int, int] = {}
        for e in rolls:
            assert e.natural is not None
            counts[e.natural] = counts.get(e.natural, 0) + 1
        mean = sum(e.natural or 0 for e in rolls) / len(rolls)
        out.append(DiceStats(side, len(rolls), mean, float(expected), dict(sorted(counts.items()))))
    return out


def _mean(dice: str) -> Fraction:
    # "2x1d6" is a roll read die by die (Resolver.throws): its natural roll is the first throw.
    _, by_die, one = dice.partition("x")
    spec = DiceSpec.parse(one if by_die else dice)
    return Fraction(spec.count * (spec.sides + 1), 2)
