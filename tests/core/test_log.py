"""The referee's hash-chained log and the dice statistics drawn from it."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from tabletop.core.log import GENESIS, Log, LogEntry, dice_stats, verify


def clock() -> str:
    return "1805-12-02T08:00:00+00:00"


def five_rolls() -> Log:
    log = Log()
    rolls = [("French", 3), ("Allied", 6), ("French", 5), ("Allied", 2), ("French", 1)]
    for side, natural in rolls:
        log = log.append(
            side=side,
            what="spi1980/crt",
            inputs={"column": "3-1"},
            modifiers={"terrain": -1},
            natural=natural,
            modified=natural - 1,
            dice="1d6",
            result=f"r{natural}",
            case="[15.0]",
            clock=clock,
        )
    return log


def test_a_whole_chain_verifies() -> None:
    """A referee checking an honest save would be told it was tampered with."""
    log = five_rolls()
    assert verify(log.entries, len(log), log.head) is None
    assert [e.seq for e in log.entries] == [1, 2, 3, 4, 5]
    assert log.entries[0].prev == GENESIS
    assert all(b.prev == a.hash for a, b in itertools.pairwise(log.entries))


def test_an_edited_result_is_named() -> None:
    """A player who changed "r5" to a better result would not be caught."""
    entries = list(five_rolls().entries)
    entries[2] = replace(entries[2], result="-/3r")
    assert verify(entries) == "log entry 3 (spi1980/crt) was changed after it was written."


def test_an_edited_roll_with_its_hash_recomputed_is_still_caught() -> None:
    """Recomputing one entry's hash would hide the edit if the next entry did not chain to it."""
    entries = list(five_rolls().entries)
    edited = replace(entries[2], natural=6)
    entries[2] = replace(edited, hash=edited.digest())
    problem = verify(entries)
    assert problem is not None and problem.startswith("log entry 3 (spi1980/crt) was changed")


def test_a_removed_entry_is_named() -> None:
    """A player who deleted a bad roll from the save would not be caught."""
    entries = list(five_rolls().entries)
    del entries[2]
    problem = verify(entries)
    assert problem is not None and problem.startswith("log entry 3 ") and "removed" in problem


def test_two_reordered_entries_are_named() -> None:
    """Swapping two rolls would go unnoticed by the referee."""
    entries = list(five_rolls().entries)
    entries[1], entries[2] = entries[2], entries[1]
    problem = verify(entries)
    assert problem is not None and problem.startswith("log entry 2 ") and "reordered" in problem


def test_entries_cut_from_the_end_are_caught_by_count_and_head() -> None:
    """Dropping the last, unlucky rolls would leave a chain that still looks whole."""
    log = five_rolls()
    cut = log.entries[:3]
    assert verify(cut) is None  # the chain alone cannot see it
    problem = verify(cut, count=len(log))
    assert problem is not None and "5 entries but holds 3" in problem
    assert (
        verify(cut, head=log.head) == "the log's last entry is not the one that was written last."
    )


def test_the_hash_covers_every_field() -> None:
    """An edit to the side, modifiers or time of a roll would go unnoticed."""
    entry = five_rolls().entries[0]
    for change in (
        {"side": "Allied"},
        {"modifiers": {"terrain": 0}},
        {"time": "x"},
        {"inputs": {"column": "4-1"}},
        {"typed": True},
        {"case": "[9.1]"},
        {"modified": 9},
        {"dice": "2d6"},
        {"seq": 2},
        {"prev": "1" * 64},
    ):
        assert replace(entry, **change).digest() != entry.digest(), change  # type: ignore[arg-type]


def test_entries_record_what_the_referee_needs() -> None:
    """The log view would show a roll without its inputs, modifiers or result."""
    entry = five_rolls().entries[1]
    assert (entry.side, entry.what, entry.natural, entry.modified) == (
        "Allied",
        "spi1980/crt",
        6,
        5,
    )
    assert dict(entry.inputs) == {"column": "3-1"} and dict(entry.modifiers) == {"terrain": -1}
    assert (entry.result, entry.case, entry.time) == ("r6", "[15.0]", clock())


def test_dice_stats_per_side() -> None:
    """The statistics tab would misreport how lucky each side has been."""
    log = five_rolls().append(side="French", what="undo", clock=clock)
    log = log.append(side="Allied", what="rout", natural=9, dice="2d6", clock=clock)
    stats = {s.side: s for s in dice_stats(log.entries)}
    assert set(stats) == {"French", "Allied"}
    french, allied = stats["French"], stats["Allied"]
    assert (french.rolls, french.mean, french.expected) == (3, 3.0, 3.5)
    assert dict(french.counts) == {1: 1, 3: 1, 5: 1}
    assert allied.rolls == 3
    assert allied.mean == pytest.approx((6 + 2 + 9) / 3)
    assert allied.expected == pytest.approx((3.5 + 3.5 + 7) / 3)


def test_entry_without_a_roll() -> None:
    """A logged action with no dice would be counted in the dice statistics."""
    log = Log().append(side="French", what="next_turn", result="Turn 2 begins.", clock=clock)
    entry: LogEntry = log.entries[0]
    assert entry.natural is None and entry.dice == ""
    assert dice_stats(log.entries) == []


def test_a_text_with_a_broken_character_is_never_logged() -> None:
    """A command-line argument with a byte that is not UTF-8 reaches Python as a lone
    surrogate, which no file can hold and Tk cannot show: refused before it is logged. A
    character beyond the first 65,536 (an emoji in a note) is text like any other."""
    from tabletop.core.errors import RuleError
    from tabletop.core.log import Log

    log = Log().append(side="French", what="note", result="Pratzen \U0001f3c7")
    assert log.entries[-1].result == "Pratzen \U0001f3c7"
    with pytest.raises(RuleError, match="not UTF-8"):
        log.append(side="French", what="note", inputs={"label": "Pratzen\udcff"})
