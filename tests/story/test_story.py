"""The charts' data and the dice luck figures, read from a session without a window."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest
from checkout_paths import SAVES
from story_support import scripted_session

from tabletop.core.dice import DiceSpec
from tabletop.core.log import Log
from tabletop.session import Session
from tabletop.story.luck import chances, luck, rolls
from tabletop.story.moments import live_entries, moments
from tabletop.story.timeline import timeline


@pytest.fixture(scope="module")
def spi_session() -> Session:
    return scripted_session()


def test_charted_morale_is_the_history_of_morale_step_by_step_and_turn_by_turn(
    spi_session: Session,
) -> None:
    """The morale curve a player looks at is each army's morale after every step, and at
    the end of each Game-Turn; a wrong point would show a loss that never happened."""
    steps = (*spi_session.history.past, spi_session.history.present)
    tl = timeline(spi_session)
    assert len(tl.points) == len(steps)
    for side in ("Allied", "French"):
        xs, ys = tl.series(f"morale/{side}")
        assert xs == list(range(len(steps)))
        assert ys == [s.state.army(side).morale for s in steps]
        turn_end = {0: steps[0].state.army(side).morale}  # the set-up, before turn 1
        for step in steps:
            turn_end[step.state.turn] = step.state.army(side).morale
        assert tl.by_turn(f"morale/{side}") == (
            sorted(turn_end),
            [turn_end[t] for t in sorted(turn_end)],
        )
    # Turn 1 of the script: the Allies lose one CSP, the French two (79 and 67 at its end).
    turns, french = tl.by_turn("morale/French")
    assert (turns[:2], french[:2]) == ([0, 1], [70, 67])
    assert tl.groups() == {
        "morale": ["morale/Allied", "morale/French"],
        "CSPs lost": ["CSPs lost/Allied", "CSPs lost/French"],
    }


def test_the_games_end_and_the_rout_are_marked_on_their_steps(spi_session: Session) -> None:
    """The end of the game is marked on the last step, a rout on the step of its roll."""
    tl = timeline(spi_session)
    ends = [m for m in tl.moments if m.kind == "end"]
    assert [m.step for m in ends] == [len(tl.points) - 1]
    assert ends[0].text.startswith("The game is over.")
    routs = [m for m in tl.moments if m.kind == "rout"]
    assert routs and tl.points[routs[0].step].label == "rout_roll"


def test_undo_takes_the_last_point_and_its_moment_away() -> None:
    """After an undo the curve is one point shorter and the undone step's moment is gone."""
    session = scripted_session()
    before = timeline(session)
    assert session.undo()
    after = timeline(session)
    assert len(after.points) == len(before.points) - 1
    assert after.series("morale/French")[1] == before.series("morale/French")[1][:-1]
    assert [m for m in after.moments if m.kind == "end"] == []
    assert session.redo()
    assert timeline(session) == before


def _crafted_log() -> Log:
    log = Log().append(side="", what="new game", result="test")
    for natural in (6, 6, 5):
        log = log.append(side="French", what="t/a", natural=natural, modified=natural, dice="1d6")
    log = log.append(side="French", what="t/a", natural=1, modified=1, dice="1d6", typed=True)
    log = log.append(side="Allied", what="t/b", natural=2, modified=2, dice="2d6")
    log = log.append(
        side="", what="t/ice", natural=2, modified=5, dice="2x1d6", inputs={"faces": [2, 3]}
    )
    log = log.append(side="Allied", what="t/b", natural=12, modified=12, dice="2d6")
    return log.append(side="", what="undo", result="t/b: 12")


def test_luck_figures_of_a_crafted_log() -> None:
    """Known rolls give the counts, means and exact chances a player reads: three d6 totalling
    17 beat 212 of every 216 fair throws; an undone roll does not count."""
    found = {(x.side, x.typed): x for x in luck(rolls(live_entries(_crafted_log().entries)))}
    french = found[("French", False)]
    assert (french.rolls, french.total, french.expected) == (3, 17, Fraction(21, 2))
    assert french.lower == Fraction(212, 216) and french.higher == Fraction(1, 216)
    assert french.counts == {"1d6": {5: 1, 6: 2}}
    assert french.sentence() == (
        "French rolled higher than 98% of fair sessions of this length (3 rolls of the app's "
        "dice; mean 5.67 against 3.50)."
    )
    typed = found[("French", True)]
    assert (typed.rolls, typed.higher) == (1, Fraction(5, 6))
    assert "lower than 83%" in typed.sentence() and "typed-in real dice" in typed.sentence()
    allied = found[("Allied", False)]
    assert (allied.rolls, allied.total, allied.lower, allied.higher) == (
        1,
        2,
        Fraction(0),
        Fraction(35, 36),
    )
    die_by_die = found[("no side", False)]
    assert die_by_die.counts == {"1d6": {2: 1, 3: 1}}


def test_exact_chances_match_counting_every_throw() -> None:
    """The luck percentage is exact: it equals counting every way fair dice can fall."""
    specs = [DiceSpec(1, 6), DiceSpec(2, 6), DiceSpec(1, 10)]
    for total in range(4, 29):
        faces = product(range(1, 7), range(1, 7), range(1, 7), range(1, 11))
        sums = [sum(f) for f in faces]
        lower = Fraction(sum(s < total for s in sums), len(sums))
        higher = Fraction(sum(s > total for s in sums), len(sums))
        assert chances(specs, total) == (lower, higher)


def test_moments_of_a_crafted_log_follow_undo() -> None:
    """Each kind of moment is found on its step; one undone is not shown."""
    log = Log().append(side="", what="new game", result="x", moments={})
    marks: list[dict[str, str]] = [
        {"demoralized": "The Allied army is demoralized: units may leave the map."},
        {"time": "Time advances to 10:00 (the second hour)."},
        {"rout": "Rout test: 5 is more than morale 4.", "end": "The army is Broken and loses."},
        {"front": "Napoleon wins and controls Telnitz."},
        {"end": "The game is over. Allied 30 VPs, French 20 VPs."},
        {},
    ]
    for mark in marks:
        log = log.append(side="", what="act", result="x", moments=mark or None)
    log = log.append(side="", what="undo", result="act")
    found = moments(log.entries, len(marks))  # the set-up and five steps still in play
    assert [(m.step, m.kind) for m in found] == [
        (1, "demoralized"),
        (2, "time"),
        (3, "rout"),
        (3, "end"),  # a Broken army loses the game (Tonnerre): told after the test
        (4, "front"),
        (5, "end"),
    ]
    undone = log.append(side="", what="undo", result="act")
    assert [m.kind for m in moments(undone.entries, len(marks) - 1)][-1] == "front"


def test_tonnerre_charts_both_morales_the_casualties_and_the_time_track() -> None:
    """A Tonnerre player opening the Graphs would see no curve, or the Mist marker's value
    (hidden from the Coalition) drawn as a line."""

    from tabletop.session.saves import read_session

    save = SAVES / "tonnerre-setup.toml"
    session = read_session(save, autosave=False)
    tl = timeline(session)
    assert tl.groups() == {
        "morale": ["morale/Coalition", "morale/French"],
        "casualties": ["casualties/Coalition", "casualties/French"],
        "time": ["time/Time track"],
    }
    _, coalition = tl.series("morale/Coalition")
    assert coalition[-1] == session.state.armies[0].morale == 10
    assert not any("mist" in name.lower() for names in tl.groups().values() for name in names)


def test_a_long_session_s_luck_is_told_as_quickly_and_to_the_same_percent() -> None:
    """Past 600 dice the luck sentence reads the normal curve: the same whole percents as
    the exact count gives at 600, and 2,500 dice told in well under a second."""
    import time

    from tabletop.core.dice import DiceSpec
    from tabletop.story.luck import EXACT_UP_TO, _normal, chances, percent

    for total in (2050, 2100, 2130, 2170):
        exact = chances([DiceSpec(EXACT_UP_TO, 6)], total)
        near = _normal({6: EXACT_UP_TO}, total)
        assert [percent(x) for x in exact] == [percent(x) for x in near]
    start = time.process_time()
    low, high = chances([DiceSpec(2500, 6), DiceSpec(30, 10)], 8750 + 165)  # the mean
    assert time.process_time() - start < 0.5
    assert low == high and Fraction(49, 100) < low < Fraction(1, 2)
