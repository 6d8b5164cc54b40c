"""The chances a Vae Victis page shows beside Roll are the action's own (issue 32 item 2): the
bars a player reads equal `session.odds` of the action the form will take, and move when an
input the rules count changes; the fire and close-combat forms are the actions' fields."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import pytest
from test_gui_vaevictis import click_to, enter_army, fill, new_tab, start_play, typed
from vaevictis_support import advance_to, owner_tables

from tabletop.core import data
from tabletop.core.i18n import tr
from tabletop.games.actions import GameAction
from tabletop.games.vaevictis.actions import GuardDeparture, RandomFinish
from tabletop.games.vaevictis.army_actions import (
    CloseCombat,
    Fire,
    Initiative,
    LeaderRisk,
    MoraleTest,
)
from tabletop.gui.widgets.fields import field_label
from tabletop.gui.widgets.odds import percent

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _tables() -> Iterator[None]:
    """The owner's fire, close-combat and mort des chefs tables (test tables, 2D6 for the
    last), entered in this test's user folder before the game is opened."""
    owner_tables(leaders=True)
    yield
    data.load_board.cache_clear()


def bars_read(box: Any) -> dict[str, str]:
    """Each result's name and percentage as drawn on a roll row's odds bars."""
    bars = box.bars
    text = bars.itemcget
    return {
        str(text(label, "text")): str(text(pct, "text")) for label, _b, pct in bars._items.values()
    }


def odds_words(session: Any, action: GameAction) -> dict[str, str]:
    """What the bars should read for `action`: its own odds, each result in the reader's
    words with its percentage."""
    return {tr(result): percent(p) for result, p in session.odds(action).items()}


def _playing(app: Any, tk_root: Any) -> Any:
    panel = new_tab(app, tk_root).panel
    enter_army(panel, tk_root)
    start_play(panel, tk_root)
    return panel


def test_fire_bars_are_the_fire_s_odds_and_move_a_column_with_the_modifier(
    app: Any, tk_root: Any
) -> None:
    """[12.2] 3. "Apply modifiers for terrain and disorder": the bars of a fire at 5 - 2 - 1
    (the "1-2" column) are that fire's odds; +1 reads the "3+" column."""
    panel = _playing(app, tk_root)
    click_to(panel, tk_root, 6)  # the French Offensive Fire Phase [5.2] 7
    combat = panel.combat
    combat.target_box.set("arkh (Arkhangelgorod, Coalition)")
    fire, protection, modifier = combat.fire_values
    fill({"f": fire, "p": protection, "m": modifier}, {"f": "5", "p": "2", "m": "-1"})
    tk_root.update()
    low = odds_words(panel.session, Fire(target="arkh", fire=5, protection=2, modifier=-1))
    assert bars_read(combat.fire_box) == low and "-" in low
    fill({"m": modifier}, {"m": "1"})
    tk_root.update()
    high = odds_words(panel.session, Fire(target="arkh", fire=5, protection=2, modifier=1))
    assert bars_read(combat.fire_box) == high != low


def test_close_combat_bars_are_the_combat_s_odds(app: Any, tk_root: Any) -> None:
    """[13.2]: one die for both; the six attacker/defender cells, one chance in six each."""
    panel = _playing(app, tk_root)
    click_to(panel, tk_root, 7)  # the French Close Combat Phase [5.2] 8
    combat = panel.combat
    attack, defend, _modifier = combat.melee_values
    fill({"a": attack, "d": defend}, {"a": "5", "d": "3"})
    tk_root.update()
    action = CloseCombat(attacker="17e", defender="arkh", attack=5, defend=3)
    assert bars_read(combat.melee_box) == odds_words(panel.session, action)
    assert len(bars_read(combat.melee_box)) == 6


def test_the_fire_form_is_the_fire_action_s_fields_and_refuses_out_of_range(
    app: Any, tk_root: Any
) -> None:
    """Its labels are the action's own, and a fire factor of 150 (the field takes 0 to 99)
    is refused in a sentence naming the field: no roll is logged, nothing crashes."""
    panel = _playing(app, tk_root)
    click_to(panel, tk_root, 6)
    combat = panel.combat
    labels = [str(field.label.cget("text")) for field in combat.fire_fields]
    assert labels == [field_label(Fire, n) for n in ("fire", "protection", "modifier")]
    melee = [str(field.label.cget("text")) for field in combat.melee_fields]
    assert melee == [field_label(CloseCombat, n) for n in ("attack", "defend", "modifier")]
    combat.target_box.set("arkh (Arkhangelgorod, Coalition)")
    fill({"f": combat.fire_values[0]}, {"f": "150"})
    before = len(panel.session.log.entries)
    typed(combat.fire_box, "3")
    tk_root.update()
    said = str(combat.fire_box.error_label.cget("text"))
    assert field_label(Fire, "fire") in said and "99" in said
    assert len(panel.session.log.entries) == before


def test_morale_test_bars_drop_with_test_minus_one(app: Any, tk_root: Any) -> None:
    """[12.3] Test-1: the 17e (morale 9) passes on 30 of 36, then on 26 of 36."""
    panel = _playing(app, tk_root)
    units = panel.units
    units.unit_box.set("17e (17e Ligne, morale 9)")
    units.refresh_odds()
    tk_root.update()
    plain = odds_words(panel.session, MoraleTest(unit="17e"))
    assert bars_read(units.test_box) == plain
    units.minus.set("1")
    units.refresh_odds()
    minus = odds_words(panel.session, MoraleTest(unit="17e", minus=1))
    assert bars_read(units.test_box) == minus != plain


def test_leader_bars_are_the_initiative_and_the_mort_des_chefs_column(
    app: Any, tk_root: Any
) -> None:
    """[6.7] Suchet's initiative 3 on 1D6; [15.1] the owner's 2D6 table, its Fire column
    then its Combat column, with the dice on the Roll button."""
    panel = _playing(app, tk_root)
    leaders = panel.leaders
    leaders.leader_box.set("suchet (Suchet)")
    leaders.refresh_odds()
    tk_root.update()
    assert bars_read(leaders.initiative_box) == odds_words(
        panel.session, Initiative(leader="suchet")
    )
    click_to(panel, tk_root, 6)
    fill({"c": leaders.column}, {"c": "Fire"})
    tk_root.update()
    fire = odds_words(panel.session, LeaderRisk(leader="suchet", column="Fire"))
    assert bars_read(leaders.death_box) == fire
    assert "2d6" in str(leaders.death_box.roll_button.cget("text"))
    fill({"c": leaders.column}, {"c": "Combat"})
    tk_root.update()
    combat = odds_words(panel.session, LeaderRisk(leader="suchet", column="Combat"))
    assert bars_read(leaders.death_box) == combat != fire


def test_the_turn_strip_shows_the_guard_s_and_the_random_finish_s_own_odds(
    app: Any, tk_root: Any
) -> None:
    """[17] +1 a turn after Turn 3: the Guard's bars read 1/3 on Turn 4, 2/3 on Turn 6;
    [5.3] the random finish at the end of Turn 7 reads the game ending on 5 or 6."""
    panel = _playing(app, tk_root)
    session = panel.session
    advance_to(session, 4, 2, 0)
    tk_root.update()
    turn = panel.turn
    four = odds_words(session, GuardDeparture())
    assert bars_read(turn.guard_roll) == four and four[tr("Leaves")] == percent(Fraction(1, 3))
    advance_to(session, 6, 2, 0)
    tk_root.update()
    assert bars_read(turn.guard_roll) == odds_words(session, GuardDeparture()) != four
    advance_to(session, 7, 2, 7)
    turn.next_button.invoke()
    tk_root.update()
    assert turn.finish_box.winfo_ismapped()
    assert bars_read(turn.finish_roll) == odds_words(session, RandomFinish(roller="French"))
