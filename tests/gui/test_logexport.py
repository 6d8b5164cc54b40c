"""The log as text: the dice statistics the log view keeps as entries come agree with the
ones worked out from the whole log, for every example save."""

from __future__ import annotations

from pathlib import Path

import checkout_paths
import pytest

from tabletop.gui.widgets.logexport import DiceTally, stats_lines
from tabletop.session.saves import read_session

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
def test_the_kept_dice_statistics_match_the_whole_log(save: Path) -> None:
    """The log view's dice lines would differ from the exported ones, or a roll read die by
    die ("2x1d6", as Pratzen's close combat logs it) would stop the save from opening."""
    entries = read_session(save, autosave=False).log.entries
    tally = DiceTally()
    for entry in entries:
        tally.add(entry)
    assert tally.lines() == stats_lines(entries)
