"""What the rules audit of Un coup de Tonnerre! found wrong (tools/audit-tonnerre.md, findings
2 to 5), each as a player would meet it: the morale track's lost extent asked for rather than
invented, Constantine's +1 kept to the Coalition, the rout test named by `tabletop tables`,
and the loss prompt's grammar."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from tonnerre_support import owner, play, start

from tabletop.commands import main
from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.games.tonnerre import owner as printed
from tabletop.games.tonnerre.state import COALITION, FRENCH, OVER, Army
from tabletop.games.tonnerre.turns import waiting_text

__all__ = ["owner"]

pytestmark = pytest.mark.usefixtures("owner")

NAPOLEON: list[dict[str, Any]] = [
    {"kind": "card_action", "command": "langeron"},
    {"kind": "napoleon"},
]


def _one_sentence(text: str) -> None:
    assert "\n" not in text.strip() and "Error" not in text and "Traceback" not in text


# -- finding 2: the morale track's extent is on the board, never invented ----------------------


def test_napoleon_past_box_ten_asks_for_the_printed_track_instead_of_inventing_11() -> None:
    """Napoleon at French morale 9 must not put the marker on an 11 the text never shows; the
    owner is asked for the printed track's last box, and nothing moves."""
    before = play(start(), NAPOLEON[0])
    with pytest.raises(RuleError) as caught:
        play(before, NAPOLEON[1])
    message = str(caught.value)
    _one_sentence(message)
    assert "Printed data" in message and "[1 Setup 3]" in message
    assert before.army(FRENCH).morale == 9


def test_morale_falling_below_zero_asks_rather_than_stopping_at_an_invented_floor() -> None:
    """A morale loss at 0 must not silently leave the marker on 0 (a floor the text never
    prints): the owner is asked for the track's first box."""
    state = start().with_army(Army(FRENCH, morale=0))
    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 3},  # FM
    )
    with pytest.raises(RuleError) as caught:
        play(state, {"kind": "no_defense"})
    assert "below 0" in str(caught.value) and "Printed data" in str(caught.value)


def test_entered_morale_track_stops_the_marker_at_its_printed_boxes() -> None:
    """Once the owner enters the track (test values 1 to 10, not the printed ones), Napoleon
    at 9 stops on the last box and a loss at the first box stays on it, with no question."""
    printed.save_morale_track(1, 10)
    state = play(start(), *NAPOLEON)
    assert state.army(FRENCH).morale == 10
    low = start().with_army(Army(FRENCH, morale=1))
    low = play(
        low,
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 3},  # FM
        {"kind": "no_defense"},
    )
    assert low.army(FRENCH).morale == 1
    assert load_board("tonnerre").raw["morale"]["high"] == 10


def test_morale_track_entry_must_hold_both_start_boxes() -> None:
    """A track entered without box 10 (the Coalition's start) is refused in one sentence."""
    with pytest.raises(RuleError) as caught:
        printed.save_morale_track(0, 9)
    _one_sentence(str(caught.value))
    assert "10" in str(caught.value)


# -- finding 3: Constantine's +1 is the Coalition's only ---------------------------------------


def test_french_rout_test_refuses_constantines_plus_one(capsys: pytest.CaptureFixture[str]) -> None:
    """`resolve tonnerre/rout-test --constantine --side French` must not break the French on a
    roll equal to their morale: one sentence, exit 2; the Coalition's test still gets +1."""
    argv = ["resolve", "tonnerre/rout-test", "--morale", "4", "--constantine", "--roll", "4"]
    assert main([*argv, "--side", "French"]) == 2
    err = capsys.readouterr().err
    _one_sentence(err)
    assert "Coalition rout tests only" in err and "[4 Morale Penalties]" in err
    assert main([*argv, "--side", "Coalition"]) == 0
    assert "Broken" in capsys.readouterr().out


def test_french_rout_test_in_the_log_never_names_constantine() -> None:
    """With the Guard option, the Guard's elimination gives the French +1: the logged French
    rout test must not say Constantine was eliminated, and the Coalition's tests stay plain."""
    base = replace(start(), guard_rout_drm=True, active=COALITION)
    state = replace(
        base,
        commands=tuple(replace(c, units=1) if c.id == "guard" else c for c in base.commands),
    )
    state = state.with_army(Army(FRENCH, morale=6, casualties=3))
    from tabletop.core.dice import Dice
    from tabletop.games.actions import build_action
    from tabletop.games.tonnerre.actions import ACTIONS
    from tabletop.games.tonnerre.rules import apply

    state = play(
        state,
        {"kind": "attack", "command": "bagration", "target": "guard", "roll": 4},  # 1 FC
        {"kind": "no_defense"},
    )
    assert state.army(FRENCH).rout_drm == 1 and state.army(COALITION).rout_drm == 0
    state, events = apply(state, build_action(ACTIONS, {"kind": "rout_test", "roll": 2}), Dice(1))
    record = next(e.roll for e in events if e.roll is not None)
    assert record.side == FRENCH and record.inputs["constantine"] is False
    assert state.phase != OVER


# -- finding 4: `tabletop tables tonnerre` names the rout test ----------------------------------


def test_tables_names_the_rout_test_instead_of_saying_nothing_is_there(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A player asking for Tonnerre's tables must learn the rout test exists and how to roll
    it, not read that nothing is transcribed."""
    assert main(["tables", "tonnerre"]) == 0
    out = capsys.readouterr().out
    assert "rout-test" in out and "tabletop resolve tonnerre/rout-test" in out
    assert "nothing" not in out and "transcribed yet" not in out


def test_tables_of_every_game_name_the_rout_test_too(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop tables` with no game lists every game's printed tables: Tonnerre, whose one
    roll is a rule, must be named there with its resolver, not left out; the card game,
    which rolls no dice, says so when asked alone."""
    assert main(["tables"]) == 0
    out = capsys.readouterr().out
    assert "spi1980/crt" in out and "pratzen/musketry-fire" in out
    assert "tabletop resolve tonnerre/rout-test" in out
    assert main(["tables", "cardgame"]) == 0
    assert capsys.readouterr().out.strip() == "cardgame prints no tables."


def test_odds_and_lookup_of_the_rout_test_point_to_its_resolver(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`odds`/`lookup tonnerre/rout-test` (the name `tables` lists) say in one sentence how it
    is rolled, and the resolver it names gives the odds."""
    for argv in (["odds", "tonnerre/rout-test"], ["lookup", "tonnerre/rout-test", "--roll", "3"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        _one_sentence(err)
        assert "tabletop resolve tonnerre/rout-test" in err
    assert main(["resolve", "tonnerre/rout-test", "--morale", "4", "--roll", "4", "--json"]) == 0
    assert '"odds"' in capsys.readouterr().out


# -- finding 5: the loss prompt's grammar --------------------------------------------------------


def test_loss_prompt_says_one_loss_comes_and_two_losses_come() -> None:
    """The prompt must read "choose where 1 loss comes from", not "1 loss come from"."""
    state = play(
        start(),
        {"kind": "attack", "command": "langeron", "target": "sokolnitz", "roll": 3, "result": "FC"},
        {"kind": "no_defense"},
    )
    assert waiting_text(state) == "French: choose where 1 loss comes from."
    assert state.waiting is not None
    two = replace(state, queue=(replace(state.waiting, count=2), *state.queue[1:]))
    assert waiting_text(two) == "French: choose where 2 losses come from."
