"""The Austerlitz card game (003_3d64bda656647380.txt): rules, bots and simulation, no window.

The window builds on this API:

- `new_state(dice, options)`, `legal_actions(state)` (the mover's moves, as dicts),
  `apply(state, action, dice)` (a typed action: `typed(move)` builds one from a move);
- `visible_hand(state, side, viewer)`, `battle_totals(state)`, `winner(state)`,
  `is_over(state)`, `sealed(before, after)` (undo refuses to cross a draw, a bot's move or
  a hand-over);
- `choose(state, side, level, dice)` for the bots, `simulate(games, bots, seed)`;
- `public_entry(entry, options)`: a log entry as the window may show it (privacy).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.core.i18n import say
from tabletop.games.actions import GameAction, action_data
from tabletop.games.base import GameInfo, Hints
from tabletop.games.cardgame.actions import ACTIONS, CardAction, Hint, typed
from tabletop.games.cardgame.bots import LEVELS
from tabletop.games.cardgame.cards import Card, CardType, card, deck_cards
from tabletop.games.cardgame.charts import chart_tracks
from tabletop.games.cardgame.choosing import advise, choose
from tabletop.games.cardgame.expert import budget_of, choose_expert
from tabletop.games.cardgame.hidden_state import hidden
from tabletop.games.cardgame.hint import hints_allowed
from tabletop.games.cardgame.moves import legal_actions
from tabletop.games.cardgame.plays import Events
from tabletop.games.cardgame.privacy import public_entry
from tabletop.games.cardgame.rules import (
    RULES,
    apply,
    apply_legal,
    battle_totals,
    drew_cards,
    force_at,
    is_over,
    sealed,
    winner,
)
from tabletop.games.cardgame.sequence import SEQUENCE
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.simulate import play_game, simulate
from tabletop.games.cardgame.state import (
    OTHER,
    SIDE_NAMES,
    SIDE_TERMS,
    Options,
    Phase,
    Side,
    State,
    evolve,
    summary,
    visible_hand,
)
from tabletop.games.cardgame.validate import validate


def make_game(listing: Any) -> GameInfo[State]:
    """The card game under the listing's id and title."""
    return GameInfo(
        listing.id,
        listing.title,
        listing.rulebook,
        State,
        _new_state,
        _session_apply,
        {},
        summary,
        sides=("Napoleon", "Coalition"),
        validate=validate,
        irreversible=sealed,  # a draw, a bot's move, a hand-over: undo must not cross it
        public_entry=public_entry,  # hidden hands: the window shows no searched card or seed
        actions=ACTIONS,
        legal_actions=RULES.legal_actions,
        side_of=SEQUENCE.side_of,
        sequence=SEQUENCE,
        bot_side=bot_side,
        bot_move=bot_move,
        hints=Hints(Hint.KIND, hint_refusal, hint_advice, _hint_said),
        tracks=chart_tracks,
        hidden=hidden,
    )


PLAYER_KEYS = frozenset({"players", "bot", "human", "bot_time", "hints"})
"""Session options that say who plays (the window's choices), not how the rules read."""

BOT_KEYS = ("bot", "reason", "effort")
"""Keys a bot's move carries besides the rule action: its level, its one-line reason, and
for the expert the guesses at the hidden cards it weighed (so a replay weighs as many)."""


def _new_state(dice: Dice, options: Mapping[str, Any]) -> State:
    rules = {k: v for k, v in options.items() if k not in PLAYER_KEYS}
    # At a table (the window, `tabletop new`) someone's hand is always hidden from someone:
    # empty support and Victory steps are offered too, so their absence betrays no hand.
    rules.setdefault("steps", "always")
    return new_state(dice, Options.from_mapping(rules))


def _session_apply(state: State, action: GameAction, dice: Dice) -> tuple[State, Events]:
    """One typed action as a session applies it: the engine's `apply`. A bot's move (sent
    with its level and reason) is chosen again with the session's own dice, so those dice
    advance exactly as the bot's choice used them and a replay of the save makes the same
    choice; then the move itself, without the bot's words, goes to the engine."""
    if not isinstance(action, CardAction) or action.bot is None:
        if isinstance(action, CardAction) and (action.reason or action.effort is not None):
            # Without this, the move with a player's "reason" was not among the listed moves
            # and was refused as "that target or front is not allowed here".
            closed = RULES.closed_reason(state, action.KIND, "")
            raise RuleError(
                closed
                or say(
                    "only the bot's own moves carry a bot's level and reason: {side} is "
                    "played by a player.",
                    side=SIDE_TERMS[state.to_move],
                )
            )
        return apply(state, action, dice)
    closed = RULES.closed_reason(state, action.KIND, "")
    if closed is not None:
        raise RuleError(closed)
    move = replace(action, bot=None, reason=None, effort=None)
    chosen, _ = choose(state, state.to_move, action.bot, dice, effort=action.effort)
    if chosen != action_data(move):
        raise RuleError(say("that bot move is not the one the bot's dice choose here."))
    after, events = apply(state, move, dice)
    # Counted so undo never crosses it: the bot's hand is hidden from the player.
    return evolve(after, bot_moves=after.bot_moves + 1), events


def hint_refusal(state: State, options: Mapping[str, Any]) -> str | None:
    """Why no hint may be asked now, whoever asks: the rules' reason (the battle is over),
    or hints off in a two-player game both did not agree to (hint.py)."""
    closed = RULES.closed_reason(state, Hint.KIND, "")
    if closed is not None:
        return closed
    if not hints_allowed(options):
        return say(
            "Hints are off in this two-player game: both players turn them on in the "
            "new-game options (Hints with two players)."
        )
    return None


def hint_advice(state: State, options: Mapping[str, Any], dice: Dice) -> dict[str, Any]:
    """The hint for the player to move: the expert's move and its score, within the bot's
    time budget (`bot_time`), worked out with a copy of `dice` (`choosing.advise`)."""
    return advise(state, dice, budget_ms=budget_of(options))


def _hint_said(inputs: Mapping[str, Any]) -> str:
    """A hint logged, in words (words.py)."""
    from tabletop.games.cardgame.words import hint_words

    return hint_words(str(inputs.get("move", "")), int(inputs.get("score", 0)))


def _solo_bot(options: Mapping[str, Any]) -> tuple[Side, str] | None:
    """The bot's side and level in a session started solo (`players=solo`), else None.
    Options that name no players (a shell's `tabletop new cardgame`) have no bot."""
    if options.get("players") != "solo":
        return None
    human = Side.COALITION if options.get("human") == "coalition" else Side.NAPOLEON
    level = str(options.get("bot", "greedy"))
    return OTHER[human], level if level in LEVELS else "greedy"


def bot_side(options: Mapping[str, Any]) -> str:
    """The side the bot plays in a solo game ("" with two players)."""
    bot = _solo_bot(options)
    return SIDE_NAMES[bot[0]] if bot is not None else ""


def bot_move(
    state: State, options: Mapping[str, Any], dice: Dice
) -> tuple[dict[str, Any], str] | None:
    """The solo bot's move now, as the window's bot sends it (its level and its reason
    with the move), and the reason; None when the game does not wait for the bot."""
    bot = _solo_bot(options)
    if bot is None or state.result is not None or state.to_move is not bot[0]:
        return None
    side, level = bot
    actions = legal_actions(state)
    if level == "expert" and len(actions) > 1:
        thought = choose_expert(state, side, dice, actions, budget_ms=budget_of(options))
        move = {**thought.move, "bot": level, "reason": thought.reason, "effort": thought.worlds}
        return move, thought.reason
    action, reason = choose(state, side, level, dice)
    return {**action, "bot": level, "reason": reason}, reason


__all__ = [
    "BOT_KEYS",
    "LEVELS",
    "PLAYER_KEYS",
    "Card",
    "CardType",
    "Dice",
    "Options",
    "Phase",
    "Side",
    "State",
    "apply",
    "apply_legal",
    "battle_totals",
    "card",
    "choose",
    "deck_cards",
    "drew_cards",
    "sealed",
    "force_at",
    "is_over",
    "legal_actions",
    "make_game",
    "new_state",
    "play_game",
    "public_entry",
    "simulate",
    "summary",
    "typed",
    "visible_hand",
    "winner",
]
