"""The card game's log in French (issue 24): the engine writes English, keeps each sentence's
template, and a French reader sees every entry translated from the catalog, the printed names
(cards, places) as printed; the English log is unchanged, and no French sentence names a card
that went into a hidden hand."""

from __future__ import annotations

import pytest
from cardgame_support import table

from tabletop.core import i18n
from tabletop.core.errors import RuleError
from tabletop.core.history import History, Step
from tabletop.core.i18n import _, ngettext, tr
from tabletop.games.cardgame import Phase, card, legal_actions
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front
from tabletop.games.words import LogWords
from tabletop.session.session import Session

TWO = {"players": "two"}


def napoleon_plays_a_turn() -> tuple[Session, str]:
    """A two-player session: Napoleon deploys a Leader or Unit at Stanton Hill, ends his
    orders, attacks the Pratzen Heights without a card; the Coalition holds. Returns the
    session and the card deployed."""
    session = Session.new("cardgame", seed=1801, options=TWO, autosave=False)
    state = session.state
    assert state.to_move is NAPOLEON and state.phase is Phase.ORDERS
    deployed = next(
        m["card"] for m in legal_actions(state) if m["kind"] == "deploy" and m["front"] == "north"
    )
    session.act({"kind": "deploy", "card": deployed, "front": "north"}, side="Napoleon")
    session.act({"kind": "end_orders"}, side="Napoleon")
    session.act({"kind": "attack", "front": "center"}, side="Napoleon")
    session.act({"kind": "commit"}, side="Napoleon")
    session.act({"kind": "hold"}, side="Coalition")
    return session, deployed


def sentences(session: Session) -> dict[str, str]:
    """Each action's sentence as the log pane reads it, by action kind."""
    words = LogWords(session.game)
    return {
        e.what: words.sentence(session.public_entry(e))
        for e in session.log.entries
        if e.what != "new game"
    }


def test_the_log_reads_in_french_and_the_english_is_unchanged() -> None:
    session, deployed = napoleon_plays_a_turn()
    name = card(deployed).name
    force = card(deployed).force
    english = sentences(session)
    assert english["deploy"] == f"Napoleon puts {name} (force {force}) at Stanton Hill."
    assert english["end_orders"] == "Napoleon ends the orders phase."
    assert english["attack"] == "Napoleon attacks Pratzen Heights."
    assert english["commit"] == "Napoleon commits the attack."
    assert english["hold"].startswith("At Pratzen Heights Napoleon has force ")
    for entry in session.log.entries:
        if entry.what in english:
            assert english[entry.what] == (entry.result or english[entry.what])

    i18n.set_language("fr")
    french = sentences(session)
    napoleon = _("Napoleon")
    assert napoleon == "Napoléon"
    assert french["deploy"] == _("{side} puts {card} (force {force}) at {front}.").format(
        side=napoleon, card=name, force=force, front="Stanton Hill"
    )
    assert french["end_orders"] == _("{side} ends the orders phase.").format(side=napoleon)
    assert french["attack"] == _("{side} attacks {front}.").format(
        side=napoleon, front="Pratzen Heights"
    )
    assert french["commit"] == _("{side} commits the attack.").format(side=napoleon)
    for kind, text in french.items():
        assert text != english[kind], kind  # every sentence is translated
    assert name in french["deploy"]  # a card's name is shown as printed
    battle = session.log.entries[-1]
    assert battle.what == "hold" and "Pratzen Heights" in french["hold"]
    assert french["hold"].startswith("À Pratzen Heights, Napoléon")

    i18n.set_language("en")
    assert sentences(session) == english


def test_a_plural_reads_in_french_from_its_count() -> None:
    """A turn's draw: "Coalition draws 5 cards." with its plural from the catalog."""
    session, _deployed = napoleon_plays_a_turn()
    while session.state.phase is not Phase.ACTION:  # the winner's Victory step, if any
        session.act({"kind": "pass"})
    session.act({"kind": "end_turn"}, side="Napoleon")
    entry = session.log.entries[-1]
    assert "Coalition draws 5 cards." in entry.result
    i18n.set_language("fr")
    french = LogWords(session.game).sentence(session.public_entry(entry))
    drawn = ngettext("{side} draws {n} card.", "{side} draws {n} cards.", 5)
    assert drawn.format(side="Coalition", n=5) in french
    assert "cartes" in french and "draws" not in french


def test_a_refusal_reads_in_french() -> None:
    session, _deployed = napoleon_plays_a_turn()
    with pytest.raises(RuleError) as refused:
        session.act({"kind": "deploy", "card": "marshall-davout", "front": "north"})
    english = str(refused.value)
    assert english.startswith("Deploy is taken in: Orders Phase; now: ")
    assert english.endswith("[ORDERS PHASE].")
    i18n.set_language("fr")
    french = str(refused.value)
    assert french.startswith(f"L'action « {_('Deploy')} » se prend dans : {_('Orders Phase')} ;")


def test_a_reserve_search_names_no_card_in_either_language() -> None:
    """The card a Reserve takes into the hand is hidden: neither the English nor the French
    sentence the other player reads names it."""
    fronts = (Front(NAPOLEON), Front(COALITION), Front(NAPOLEON))
    state = table(("reserve",), (), fronts, phase=Phase.ORDERS)
    session = Session.new("cardgame", seed=4, options=TWO, autosave=False)
    session.history = History(Step(state, session.dice.state, "Set up"))
    target = "marshall-davout"
    assert target in state.deck
    session.act({"kind": "play", "card": "reserve", "target": target}, side="Napoleon")
    entry = session.public_entry(session.log.entries[-1])
    words = LogWords(session.game)
    secret = card(target).name
    assert secret not in words.sentence(entry)
    i18n.set_language("fr")
    french = words.sentence(entry)
    assert secret not in french
    assert french == _(
        "{side} plays {card}: takes a Leader or Unit from the deck into the hand."
    ).format(side="Napoléon", card=card("reserve").name)


def test_the_end_of_the_battle_reads_in_french() -> None:
    """The window's end panel and the log said "Napoleon wins: controls all three fronts and
    the enemy's morale is broken." in the middle of French text: the end sentences were
    missing from the catalog."""
    from tabletop.core.dice import Dice
    from tabletop.games.cardgame.plays import result_said, won_reason
    from tabletop.games.cardgame.setup import new_state
    from tabletop.games.cardgame.state import Result, evolve

    start = new_state(Dice(1), None)
    ends = {
        str.__str__(won_reason(NAPOLEON, False)): NAPOLEON,
        str.__str__(won_reason(COALITION, True)): COALITION,
        "The deck ran out, so the battle is a draw.": None,
        "Both sides met a victory condition at once, so it is a draw.": None,
    }
    states = [evolve(start, result=Result(side, text)) for text, side in ends.items()]
    assert [str(result_said(s)) for s in states] == list(ends)
    i18n.set_language("fr")
    french = [tr(result_said(s)) for s in states]
    assert french == [
        "Napoléon gagne : il tient les trois fronts et le moral de l'ennemi est brisé.",
        "Coalition gagne : une condition de victoire est remplie.",
        "La pioche est épuisée : la bataille est nulle.",
        "Les deux camps remplissent une condition de victoire en même temps : la bataille est "
        "nulle.",
    ]


def test_the_logs_detail_names_cards_and_a_hints_move_in_words() -> None:
    """The detail read "Card: mist-fog" and "The move advised:
    kind=play;card=mist-fog;front=south;target=imperial-guard": the saved ids, not what a
    player reads on the cards."""
    from tabletop.games import find_game

    words = LogWords(find_game("cardgame"))
    played = words.given({"card": "mist-fog", "target": "imperial-guard", "front": "south"}, "play")
    assert played == "Card: Mist & Fog; Target card: Imperial Guard; Front: Telnitz"
    hint = words.given(
        {"move": "kind=play;card=mist-fog;front=south;target=imperial-guard"}, "hint"
    )
    assert hint == "The move advised: play Mist & Fog on Imperial Guard towards Telnitz"
    assert "kind=" not in words.given({"move": "kind=attack;front=north"}, "hint")
    i18n.set_language("fr")
    french = words.given({"move": "kind=attack;front=north;card=storm-heights"}, "hint")
    assert "Storm Heights" in french and "kind=" not in french and "attack" not in french
