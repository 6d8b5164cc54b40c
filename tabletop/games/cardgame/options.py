"""The card game's options: who plays (the window's choices, kept in the session) and the
rule options where the rulebook is silent or could be read two ways (docs/cardgame-rules.md,
"Readings chosen"). `state.Options` holds the rule choices a state is played with; each is
offered here with its words, the reading as written first.

`steps` is not offered: every session at a table always offers the support and Victory steps
(so their absence never tells a player what the other holds); only simulations skip them."""

from __future__ import annotations

from tabletop.games.cardgame.bots import LEVELS
from tabletop.games.options import READINGS, GameOption, choice, count

PLAYERS = "Who plays"

ATTACK_TARGET_HELP = (
    '"You may attack from a Front even if you already control the Front" (ACTION PHASE): as '
    "written an attack may target a front you hold, where the defender has no +4 and any "
    "force wins +2 and -3 (the strong bot farms it). The other reading: the front attacked "
    "from is yours, the target the enemy's. Measured, strong bot on both sides: as written "
    "Napoleon wins 77%, the Coalition 0%, drawn 22% (300 games); on the enemy's fronts only "
    "1%, 0%, 99% (174 games). Strong Napoleon against greedy: 99% / 0% / 1% against 30% / "
    "0% / 70%; greedy Napoleon against the strong Coalition: 13% / 13% / 74% against 0% / "
    "13% / 87% (174 games each; docs/cardgame-rules.md)."
)

OPTIONS: tuple[GameOption, ...] = (
    choice(
        "players",
        "Players",
        "",
        (("solo", "Solo against the bot"), ("two", "Two players at one screen")),
        group=PLAYERS,
        radio=True,
    ),
    choice(
        "bot",
        "Bot",
        "",
        tuple((level, level) for level in LEVELS),
        default="greedy",
        group=PLAYERS,
        radio=True,
    ),
    choice(
        "human",
        "I play",
        "",
        (("napoleon", "Napoleon"), ("coalition", "Coalition")),
        group=PLAYERS,
        radio=True,
    ),
    choice(
        "first_player",
        "Who moves first",
        "TURN SEQUENCE: not stated",
        (("napoleon", "Napoleon"), ("coalition", "Coalition"), ("random", "at random")),
        group=READINGS,
    ),
    choice(
        "tie",
        "A tie in force",
        "ACTION PHASE",
        (
            ("no_winner", "nobody wins (as written)"),
            ("defender", "the defender wins"),
            ("attacker", "the attacker wins"),
        ),
        group=READINGS,
    ),
    choice(
        "victory",
        "Victory needs",
        "VICTORY",
        (
            ("both", "all 3 fronts and morale 0 (as written)"),
            ("either", "all 3 fronts or morale 0"),
        ),
        group=READINGS,
    ),
    choice(
        "casualties",
        "Casualties strike",
        "DECK NOTATION",
        (("anywhere", "at any front (as written)"), ("won_front", "only at the front won")),
        group=READINGS,
    ),
    choice(
        "storm_heights",
        "Storm Heights A 5 B Assault Unleashed R",
        "DECK CARD LIST",
        (
            ("note", "Storm Heights (Assault), then Unleashed"),
            ("name", "Storm Heights, then Assault Unleashed"),
        ),
        group=READINGS,
    ),
    choice(
        "reserve",
        "After a Reserve search",
        "RESERVE CARDS",
        (("keep", "the deck is not shuffled (text silent)"), ("shuffle", "shuffle the deck")),
        group=READINGS,
    ),
    choice(
        "attack_target",
        "An attack targets",
        "ACTION PHASE",
        (
            ("any", "any front, even one you hold (as written)"),
            ("enemy", "a front the enemy holds"),
        ),
        group=READINGS,
        help=ATTACK_TARGET_HELP,
    ),
    count(
        "victory_cards_per_win",
        "Victory cards after one win (0: no limit, as written)",
        "VICTORY CARDS",
        group=READINGS,
    ),
    count(
        "morale_cap", "Highest morale (0: no cap, as written)", "SETUP: not stated", group=READINGS
    ),
)
"""Every option the new-game dialog and `tabletop new --option` offer, in the dialog's order."""
