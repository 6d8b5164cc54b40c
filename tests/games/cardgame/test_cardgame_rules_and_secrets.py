"""The card game checked sentence by sentence against the rulebook (003_3d64bda656647380.txt),
and what the engine and the bots let a player at the screen learn of a hidden hand."""

from __future__ import annotations

from typing import Any

import pytest
from cardgame_support import run, table

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.log import LogEntry
from tabletop.games.cardgame import (
    Options,
    Phase,
    apply,
    battle_totals,
    choose,
    deck_cards,
    legal_actions,
    new_state,
    public_entry,
    typed,
)
from tabletop.games.cardgame.bots import describe
from tabletop.games.cardgame.privacy import HIDDEN, hidden_sides
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, StepRule, evolve
from tabletop.session.session import Session

N, C = NAPOLEON, COALITION
CARD_NAMES = {c.id: c.name for c in deck_cards()}


def names_card(text: str, card_id: str) -> bool:
    """True if `text` names the card, not counting a longer name that contains it."""
    name = CARD_NAMES[card_id]
    for other in CARD_NAMES.values():
        if other != name and name in other:
            text = text.replace(other, "")
    return name in text


# --- rules, sentence by sentence -----------------------------------------------------


def test_a_victory_card_that_wins_the_battle_wins_before_its_draw_finds_the_deck_empty() -> None:
    """VICTORY is met as soon as the note breaks the enemy's morale with all three fronts
    held ("checked after every change", docs/cardgame-rules.md); the card's "Draw 1" must
    not then turn the win into a draw because the deck is empty."""
    fronts = (Front(N), Front(C, ("french-corps", "mamelukes")), Front(N))
    s = table(("demoralized",), (), fronts, coalition_morale=5)
    s = run(s, {"kind": "attack", "front": "center"}, {"kind": "hold"})
    assert s.phase is Phase.VICTORY and s.coalition_morale == 2 and s.result is None
    s = run(evolve(s, deck=()), {"kind": "play", "card": "demoralized"})
    assert s.result is not None and s.result.winner is N


def test_a_winning_defender_takes_the_front_and_the_morale() -> None:
    """ACTION PHASE: the Winner (the defender too) gains control, gains 2, the loser loses 3;
    the +4 goes only to a defender who controls the front."""
    fronts = (Front(N, ("marshall-murat",), ("russian-imperial-guard",)), Front(C), Front(N))
    s = run(table((), (), fronts), {"kind": "attack", "front": "north"})
    assert battle_totals(s) == (4, 7)  # the defender does not hold Stanton Hill: no +4
    s = run(s, {"kind": "hold"})
    assert s.fronts[0].controller is C
    assert (s.napoleon_morale, s.coalition_morale) == (17, 22)
    fronts = (Front(C, ("marshall-murat",), ("russian-imperial-guard",)), Front(C), Front(N))
    s = run(table((), (), fronts), {"kind": "attack", "front": "north"})
    assert battle_totals(s) == (4, 11)


def test_reserve_searches_only_your_own_leaders_and_units() -> None:
    """RESERVE CARDS: "one of your Leader or Unit cards": Napoleon may take an N or B Leader
    or Unit, never a Coalition one, nor a card of another type."""
    s = table(("reserve",), phase=Phase.ORDERS)
    targets = {a["target"] for a in legal_actions(s) if a.get("card") == "reserve"}
    assert {"marshall-murat", "light-infantry", "french-imperial-guard"} <= targets
    assert not targets & {"tsar-alexander", "allied-column", "repel", "complete-surprise"}
    with pytest.raises(RuleError):
        apply(s, typed({"kind": "play", "card": "reserve", "target": "tsar-alexander"}), Dice(0))


def test_use_letters_keep_the_other_sides_cards_in_hand() -> None:
    """DECK NOTATION N / C / B: the Coalition may not attack with Complete Surprise (N), add
    Charismatic Leadership (N), play Careful Deployment (N) or Trap Snaps Shut (N)."""
    hand = ("complete-surprise", "charismatic-leadership", "careful-deployment")
    s = evolve(table((), hand), active=C, to_move=C)
    assert {a.get("card") for a in legal_actions(s)} == {None}
    fronts = (Front(C, (), ("russian-imperial-guard",)), Front(C), Front(N))
    s = evolve(table((), ("trap-snaps-shut", "cut-off"), fronts), active=C, to_move=C)
    s = run(s, {"kind": "attack", "front": "north"}, {"kind": "hold"})
    assert s.phase is Phase.VICTORY
    assert {a.get("card") for a in legal_actions(s)} == {"cut-off", None}


def test_standstill_discards_two_random_cards_and_strategy_draws_one() -> None:
    """STANDSTILL: the opponent discards 2 random cards (face up, to the discard pile).
    STRATEGY: move 1 opposing piece to an adjacent flank, then draw 1."""
    fronts = (Front(N), Front(C, (), ("allied-column",)), Front(N))
    s = table(("confusion", "ensnare"), ("repel", "repulse", "skirmishing"), fronts)
    s = run(s, {"kind": "play", "card": "confusion"})
    assert len(s.coalition_hand) == 1 and len(set(s.discard[-2:]) & {"repel", "repulse"}) >= 1
    assert set(s.discard[-2:]) | set(s.coalition_hand) == {"repel", "repulse", "skirmishing"}
    s = run(s, {"kind": "play", "card": "ensnare", "target": "allied-column", "front": "north"})
    assert s.fronts[0].coalition == ("allied-column",) and len(s.napoleon_hand) == 1


def test_hand_limit_is_seven_exactly() -> None:
    """END PHASE: "Max hand size is 7 cards": 7 kept without a discard step, 8 cut to 7."""
    seven = ("repel", "repulse", "skirmishing", "mamelukes", "bombardment", "ensnare", "reserve")
    s = run(table(seven), {"kind": "end_turn"})
    assert s.active is C and s.napoleon_hand == seven
    s = run(table(seven + ("confusion",)), {"kind": "end_turn"})
    assert s.phase is Phase.DISCARD and s.discard_count == 1


# --- hidden information ----------------------------------------------------------------


def test_sessions_offer_empty_steps_so_neither_log_nor_pace_betrays_a_hand() -> None:
    """Skipping the attacker's support step (no Event card) or its Victory step (no Victory
    card) would show in the log as a missing "commit" or "pass": the other player would
    learn what the hand lacks. Every session offers both steps; simulations may skip them."""
    session = Session.new("cardgame", seed=1, options={"players": "two"}, autosave=False)
    assert session.state.options.steps is StepRule.ALWAYS
    fronts = (Front(N, ("french-corps",)), Front(C), Front(N))
    always = Options.from_mapping({"steps": "always"})
    s = run(table(("repel",), (), fronts, options=always), {"kind": "attack", "front": "north"})
    assert s.phase is Phase.SUPPORT and legal_actions(s) == [{"kind": "commit"}]
    s = run(s, {"kind": "commit"}, {"kind": "hold"})
    assert s.phase is Phase.VICTORY and legal_actions(s) == [{"kind": "pass"}]
    s = run(table(("repel",), (), fronts), {"kind": "attack", "front": "north"})
    assert s.phase is Phase.DEFEND  # the engine's default, for simulations
    assert run(s, {"kind": "hold"}).phase is Phase.ACTION


def _reserve_session(options: dict[str, str]) -> tuple[Session, dict[str, Any]]:
    for seed in range(200):
        session = Session.new("cardgame", seed=seed, options=options, autosave=False)
        side = session.state.to_move
        ways = [a for a in legal_actions(session.state) if a.get("card") == "reserve"]
        if ways:
            session.act(ways[0], side="Napoleon" if side is N else "Coalition")
            return session, ways[0]
    raise AssertionError("no seed with a Reserve card in the opening hand")


def test_a_reserve_search_names_no_card_on_screen_but_the_log_keeps_it() -> None:
    """The event sentence and the undo label are shown to both players: they must not name
    the card taken into the hand. The log's inputs keep it for the referee."""
    session, action = _reserve_session({"players": "two"})
    entry = session.log.entries[-1]
    assert entry.inputs["target"] == action["target"]
    assert not names_card(entry.result, action["target"])
    assert not names_card(describe(action), action["target"])
    assert not names_card(session.history.present.label, action["target"])


def test_public_entry_hides_the_target_and_the_seed_from_whoever_may_not_see_them() -> None:
    """Two players at one screen: every side's searched card and the seed read "(hidden)".
    Solo: the bot's side and the seed are hidden, the human's own search is not."""
    session, action = _reserve_session({"players": "two"})
    entry, first = session.log.entries[-1], session.log.entries[0]
    two = {"players": "two"}
    assert public_entry(entry, two).inputs["target"] == HIDDEN
    assert public_entry(first, two).inputs["seed"] == HIDDEN
    assert public_entry(entry, two).hash == entry.hash  # a view; the log is untouched
    assert entry.inputs["target"] == action["target"] and first.inputs["seed"] == session.seed
    solo_human = {"players": "solo", "human": entry.side.lower()}
    solo_bot = {"players": "solo", "human": "coalition" if entry.side == "Napoleon" else ""}
    assert public_entry(entry, solo_human).inputs["target"] == action["target"]
    assert public_entry(entry, solo_bot).inputs["target"] == HIDDEN
    assert hidden_sides({}) == frozenset({"Coalition", ""})  # the default: solo as Napoleon


def test_an_old_log_that_named_the_searched_card_is_scrubbed_on_screen() -> None:
    """A save written before the engine kept the card out of its sentence still must not
    show it: the bot's reason and the result are scrubbed too."""
    old = LogEntry(
        7,
        "2025-01-01T00:00:00Z",
        "Napoleon",
        "play",
        {
            "card": "forced-march",
            "target": "imperial-guard",
            "bot": "strong",
            "reason": "I play Forced March on Imperial Guard: best outcome (+19.5).",
        },  # fmt: skip
        result="Napoleon plays Forced March: takes Imperial Guard from the deck.",
    )
    shown = public_entry(old, {"players": "solo", "human": "coalition"})
    assert "Imperial Guard" not in shown.result + str(shown.inputs["reason"])
    assert shown.inputs["target"] == HIDDEN and "Forced March" in shown.result


@pytest.mark.parametrize(("level", "games"), [("random", 6), ("greedy", 6), ("strong", 1)])
def test_bot_reasons_never_name_a_card_left_in_the_bots_hand(level: str, games: int) -> None:
    """The bot's one-line reason is shown to the human: it may name the card it plays or
    discards, never one it keeps (a Reserve search included), nor hint at its hand."""
    for seed in range(games):
        dice = Dice(seed)
        state = new_state(dice, Options())
        while state.result is None:
            side = state.to_move
            action, reason = choose(state, side, level if side is C else "random", dice)
            state, _ = apply(state, typed(action), dice)
            if side is C:
                kept = [c for c in state.hand(side) if names_card(reason, c)]
                assert kept == [], f"{reason!r} names {kept}"
                assert "only move" not in reason and "(" not in reason
