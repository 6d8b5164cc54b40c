"""The moments the charts mark are said by the rules that decide them (`Event.moments`), kept
in the log, and read back from a save written before the log kept them.

If these failed, the Graphs tab and `tabletop report` would miss a game's end or a front won,
or mark one where the sentence only looked like it.
"""

from __future__ import annotations

import dataclasses
import random

from checkout_paths import SAVES

from tabletop.core.dice import Dice
from tabletop.core.log import Log
from tabletop.games import find_game
from tabletop.games.cardgame import plays
from tabletop.games.cardgame.state import NAPOLEON, Front
from tabletop.games.spi1980.army_morale import check_demoralization
from tabletop.games.tonnerre import actions as tonnerre_actions
from tabletop.games.tonnerre.answers import rout_test
from tabletop.games.tonnerre.state import PLAY, Step
from tabletop.games.tonnerre.tracks import advance_time
from tabletop.games.vaevictis import rolls
from tabletop.games.vaevictis.data import game_data as vaevictis_data
from tabletop.games.vaevictis.turns import last_turn
from tabletop.session.randomplay import play
from tabletop.session.saves import read_session
from tabletop.session.session import Session
from tabletop.story.moments import marked_entries, moments
from tabletop.story.timeline import timeline


def _new(game_id: str) -> tuple[object, Dice]:
    dice = Session.new(game_id, seed=3, autosave=False).dice
    return find_game(game_id).new_state(dice, {}), dice


def test_vaevictis_ends_after_its_last_turn_and_on_a_random_finish() -> None:
    """Vae Victis: "Game over" after Turn 10, and a random-finish roll reading Game ends
    [5.3] (the roll's own sentence, which no log line repeated, was never marked)."""
    game = find_game("vaevictis")
    state, dice = _new("vaevictis")
    phases = len(vaevictis_data().phases)
    playing = dataclasses.replace(state, first_player="French", sequence=2, phase=phases - 1)
    last = dataclasses.replace(playing, turn=last_turn(playing))
    _, events = game.apply(last, game.action({"kind": "next_phase"}), dice)
    assert events[-1].moments == ("end",) and events[-1].text.startswith("Game over")
    table = vaevictis_data().table("random-finish")
    roll = next(r for r in range(1, 7) if table.lookup(roll=r, column="8").result == "Game ends")
    eighth = dataclasses.replace(playing, turn=8, turn_ended=True)  # its random finish [5.3]
    after, events = game.apply(eighth, game.action({"kind": "random_finish", "roll": roll}), dice)
    assert after.game_over and [e.moments for e in events] == [("end",)]
    assert rolls.GAME_ENDS in events[0].text


def test_a_tonnerre_rout_test_that_breaks_the_army_is_a_rout_and_the_end() -> None:
    """Tonnerre: a rout test rolled above morale breaks the army, which loses [4 Rout Test]."""
    state, dice = _new("tonnerre")
    army = state.army("French")
    state = dataclasses.replace(
        state.with_army(dataclasses.replace(army, morale=1)),
        phase=PLAY,
        queue=(Step("rout", "French"),),
    )
    _, events = rout_test(state, tonnerre_actions.RoutTestRoll(roll=6), dice)
    assert events[0].moments == ("rout", "end")
    state = state.with_army(dataclasses.replace(army, morale=6))
    _, events = rout_test(state, tonnerre_actions.RoutTestRoll(roll=1), dice)
    assert events[0].moments == ("rout",)


def test_an_spi_army_at_0_after_a_loss_is_demoralized() -> None:
    """SPI Austerlitz: an army whose loss leaves its Morale Level at 0 is demoralized [10.0]."""
    state, _ = _new("spi1980")
    french = dataclasses.replace(state.french, morale=0, csp_eliminated=3)
    after, events = check_demoralization(state.with_army(french), {"French": 2})
    assert after.french.demoralized and [e.moments for e in events] == [("demoralized",)]


def test_tonnerre_time_advances_with_the_combined_casualties() -> None:
    """Tonnerre: the time marker moves when the combined casualties call for it [2 Time]."""
    state, _ = _new("tonnerre")
    hit = tuple(dataclasses.replace(a, casualties=30) for a in state.armies)
    after, events = advance_time(dataclasses.replace(state, armies=hit))
    times = [e for e in events if e.moments == ("time",)]
    assert after.time > state.time and len(times) == after.time - state.time
    assert all(e.text.startswith("Time advances") for e in times)


def test_the_card_game_ends_on_victory_and_when_the_deck_runs_out() -> None:
    """The card game: Napoleon holding every front with the enemy's morale gone wins
    [VICTORY]; a deck that runs out draws the battle [STRATEGY PHASE]."""
    state, _ = _new("cardgame")
    fronts = tuple(Front(NAPOLEON, f.napoleon, f.coalition) for f in state.fronts)
    won = dataclasses.replace(state, fronts=fronts, coalition_morale=0)
    _, events = plays.check_end(won)
    assert [e.moments for e in events] == [("end",)] and "Napoleon wins" in events[0].text
    _, events = plays.draw_cards(dataclasses.replace(state, deck=()), NAPOLEON, 2)
    assert events[-1].moments == ("end",) and "draw" in events[-1].text
    _, events = plays.check_end(state)
    assert events == ()


def test_a_front_won_in_a_new_game_is_kept_in_its_save() -> None:
    """A card game played now keeps its moments in the log: a reopened save charts them
    without replaying anything."""
    session = Session.new("cardgame", seed=4, autosave=False)
    play(session, 120, random.Random(4))
    fronts = [e for e in session.log.entries if e.moments and "front" in e.moments]
    assert fronts and "wins and controls" in fronts[0].moments["front"]
    assert session.log.entries[0].moments == {}
    assert marked_entries(session) is session.log.entries
    steps = len(session.history.past) + 1
    assert [m.kind for m in moments(session.log.entries, steps)].count("front") >= 1


def _as_written_before_marks(log: Log) -> Log:
    """The same log as the app wrote it before entries kept their moments (and their
    sentences' templates), chained again."""
    old = Log()
    for entry in log.entries:
        kept = {
            f.name: getattr(entry, f.name)
            for f in dataclasses.fields(entry)
            if f.name not in ("seq", "prev", "hash", "moments", "said", "side", "what", "time")
        }
        old = old.append(side=entry.side, what=entry.what, clock=lambda e=entry: e.time, **kept)
    return old


def test_a_save_from_before_the_marks_charts_its_moments_from_the_replay() -> None:
    """A card game saved before the log kept its moments still shows each front won on its
    step (the log's sentences were read for them then; the replay's rules say them now)."""
    session = read_session(SAVES / "cardgame-solo-greedy-midgame.toml", autosave=False)
    session.log = _as_written_before_marks(session.log)
    assert session.log.entries[0].moments is None  # written before the marks
    tl = timeline(session)
    # Steps 13 and 33 won fronts Napoleon already held: no front changed hands there.
    assert [(m.step, m.kind, m.side) for m in tl.moments] == [(4, "front", "Coalition")]
    assert all("wins and controls" in m.text for m in tl.moments)


def test_a_pratzen_side_that_loses_on_its_morale_chart_ends_the_game_on_the_graphs() -> None:
    """Pratzen: the Defeated Flags marker entering a box holding an eliminated unit loses the
    game [Using the Morale Tracks]; its sentence matched no phrase, so no end was marked."""
    from pratzen_support import act, advance_to, lost_combat, set_up

    session = set_up()
    advance_to(session, "French", "Close Combat")
    act(session, {"kind": "eliminate", "name": "A Guns"})  # Allied Morale Chart box 2
    lost_combat(session, "Allied")
    act(session, {"kind": "flags_defeated", "side": "Allied"})
    assert session.log.entries[-1].moments is None
    lost_combat(session, "Allied")
    act(session, {"kind": "flags_defeated", "side": "Allied"})
    assert session.state.over
    end = session.log.entries[-1].moments
    assert end is not None and list(end) == ["end"] and "Allied side loses" in end["end"]
    assert [m.kind for m in timeline(session).moments] == ["end"]
