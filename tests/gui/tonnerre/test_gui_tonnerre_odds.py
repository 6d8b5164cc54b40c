"""The odds Tonnerre's pages show before a roll are the action's own (issue 32 item 2): the bars
a player reads beside Roll equal what the session gives for the action the form will take, and
move when an input the rules count moves; the forms' fields are the actions' own.

The cards, counts and tracks are test values entered as the owner would (the text lost them).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import pytest
from tonnerre_support import (
    build_hands_and_show,
    choose,
    entered,
    full_entries,
    playing_panel,
    tactics_deck,
    tip_shown,
    typed_attack,
    write_owner,
)

from tabletop.core.i18n import tr
from tabletop.games.tonnerre.actions import (
    Attack,
    CardAction,
    Defend,
    PlayTactic,
    Reinforce,
    RoutTestRoll,
)
from tabletop.gui.widgets.fields import field_label, spec_of
from tabletop.gui.widgets.odds import percent

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("entered")]
__all__ = ["entered"]


def _bars(box: Any) -> dict[str, str]:
    """Each outcome's name and percentage as the bars draw them (the canvas's texts, in the
    order a player reads them: a name, then its percentage)."""
    box.update()
    bars = box.bars
    assert not bars.greyed(), box.error_label.cget("text")
    texts = [bars.itemcget(i, "text") for i in bars.find_all() if bars.type(i) == "text"]
    return dict(zip(texts[::2], texts[1::2], strict=True))


def _as_drawn(odds: Mapping[str, Fraction]) -> dict[str, str]:
    return {tr(k): percent(v) for k, v in odds.items()}


def test_the_attacks_bars_are_its_own_odds_and_follow_the_modifier(app: Any) -> None:
    """Bagration on Lannes: the bars read his card's chart as the session works it out for
    the attack the form will take; one step up the modifier ([8 Example 1]'s +1) moves every
    face one row down the chart, and the bars with it."""
    panel = playing_panel(app)
    standard = panel.play.standard
    choose(standard.attacker, "Bagration")
    choose(standard.target, "Lannes")
    session = panel.session
    plain = session.odds(Attack(command="bagration", target="lannes", action="Attack Lannes"))
    assert _bars(standard.rollbox) == _as_drawn(plain)
    assert _bars(standard.rollbox)["1 AC + 1 FM"] == percent(Fraction(1, 6))
    standard.modifier.event_generate("<<Increment>>")
    app.root.update()
    assert standard.modifier.get() == "1"
    plus = session.odds(
        Attack(command="bagration", target="lannes", action="Attack Lannes", modifier=1)
    )
    assert plus != plain and _bars(standard.rollbox) == _as_drawn(plus)
    assert "-" not in _bars(standard.rollbox)  # a 1 now reads the 2's row


def test_a_card_not_entered_shows_the_one_outcome_its_roll_is_logged_with(app: Any) -> None:
    """Langeron's card is not entered: one bar, the result read from the card after the roll
    (the text lost the chart; none is made up)."""
    panel = playing_panel(app)
    standard = panel.play.standard
    choose(standard.attacker, "Langeron")
    assert _bars(standard.rollbox) == {"read from the card": "100%"}


def test_the_defense_and_rout_bars_are_their_actions_odds(app: Any) -> None:
    """Murat's counter-charge then the Guard's cost are each their Defense's own odds; once
    the French casualties reach the rout box, the rout test's bars are the test the game
    waits for [4 Rout Test]."""
    panel = playing_panel(app)
    typed_attack(panel, "Bagration", "Lannes", "6")
    answer = panel.play.answer
    choose(answer.defender, "Murat")
    murat = panel.session.odds(Defend(command="murat"))
    assert _bars(answer.rollbox) == _as_drawn(murat) and murat["1 AM"] == Fraction(2, 3)
    choose(answer.defender, "Imperial Guard")
    guard = panel.session.odds(Defend(command="guard"))
    assert guard != murat and _bars(answer.rollbox) == _as_drawn(guard)
    for _round in range(3):
        panel.play.answer.buttons["no_defense"].invoke()  # 2 FC each time
        panel.update()
        while panel.session.state.waiting is not None and (
            panel.session.state.waiting.kind == "loss"
        ):
            next(iter(panel.play.answer.buttons.values())).invoke()
            panel.update()
        if panel.session.state.waiting is not None:
            break
        choose(panel.play.standard.other_command, "Davout")
        panel.play.standard.other_button.invoke()
        typed_attack(panel, "Bagration", "Lannes", "6")
    assert panel.session.state.waiting.kind == "rout"
    shown = _bars(panel.play.answer.rollbox)
    assert shown == _as_drawn(panel.session.odds(RoutTestRoll())) and "Holds" in shown


def test_the_forms_fields_are_the_actions_own(app: Any) -> None:
    """The modifier, the units sent and the card action's words are labelled as the actions
    declare them; a modifier beyond the action's -6 to 6 is refused in the rules' sentence
    (the odds greyed, Roll greyed with it as its tooltip), and 9 units sent are refused in a
    sentence, nothing changed."""
    panel = playing_panel(app)
    standard = panel.play.standard
    assert standard.modifier_field.label.cget("text") == field_label(Attack, "modifier")
    assert str(standard.modifier.cget("from")) in ("-6", "-6.0")
    assert str(standard.modifier.cget("to")) in ("6", "6.0")
    assert standard.units_field.label.cget("text") == field_label(Reinforce, "units")
    assert standard.other_field.label.cget("text") == field_label(CardAction, "text")
    choose(standard.attacker, "Bagration")
    standard.modifier.delete(0, "end")
    standard.modifier.insert(0, "9")
    app.root.update()
    said = standard.rollbox.error_label.cget("text")
    assert "roll modifier" in said and "6" in said and "Error" not in said
    assert standard.rollbox.roll_button.instate(["disabled"])
    assert panel.controls.why(standard.rollbox.roll_button) == said
    before = panel.session.state
    standard.reinforce_units.delete(0, "end")
    standard.reinforce_units.insert(0, "9")
    standard.reinforce_button.invoke()
    app.root.update()
    assert "units" in panel.error.cget("text") and panel.session.state == before


def test_the_defense_effect_reads_in_a_players_words(app: Any) -> None:
    """A card not entered: the Defense's effect is chosen in words ("double attacker
    losses"), never the board file's code word, and reaches the rules as the code."""
    panel = playing_panel(app)
    typed_attack(panel, "Bagration", "Lannes", "2")
    answer = panel.play.answer
    assert answer.effect_field.label.cget("text") == field_label(Defend, "effect")
    values = list(answer.effect.cget("values"))
    assert "double attacker losses" in values and not any("_" in v for v in values)
    choose(answer.defender, "Lannes")
    assert answer.effect.instate(["!disabled"])
    assert tip_shown(answer.effect, app.root) == tr(spec_of(Defend, "effect").help)
    choose(answer.effect, "ignore all")
    assert answer.defense_fields() == {"command": "lannes", "effect": "ignore_all"}
    choose(answer.defender, "Murat")  # his card is entered: it says what his Defense does
    assert answer.effect.instate(["disabled"])
    assert tip_shown(answer.effect, app.root).startswith("Murat's card is entered")


def test_a_tactics_cards_row_shows_the_chance_its_play_gives(app: Any) -> None:
    """[8 Example 1] Russian Artillery, success on 1-4: the shown hand's row gives the chance
    of the card's Play action (2 in 3), in the percentage the bars would print."""
    entries = full_entries()
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    panel = playing_panel(app)
    box = build_hands_and_show(panel, app.root)
    odds = panel.session.odds(PlayTactic(side="Coalition", card=1))
    assert odds["success"] == Fraction(2, 3)
    row = box.rows[1].cget("text")
    assert f"(success on 1-4: {percent(Fraction(2, 3))})" in row
