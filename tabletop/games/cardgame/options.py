"""The card game's options: who plays (the window's choices, kept in the session) and the
rule options where the rulebook is silent or could be read two ways (docs/cardgame-rules.md,
"Readings chosen"). `state.Options` holds the rule choices a state is played with; each is
offered here with its words, the reading as written first.

`steps` is not offered: every session at a table always offers the support and Victory steps
(so their absence never tells a player what the other holds); only simulations skip them."""

from __future__ import annotations

from tabletop.core.i18n import N_
from tabletop.games.cardgame.actions import BOTS
from tabletop.games.cardgame.bots import LEVELS
from tabletop.games.options import READINGS, GameOption, choice, count

PLAYERS = N_("Who plays")

LEVEL_LABELS = BOTS
"""Each bot level as the dialog names it (the level itself, in the reader's language): as the
log names the level that chose a move."""

ATTACK_TARGET_HELP = N_(
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
        N_("Players"),
        "",
        (("solo", N_("Solo against the bot")), ("two", N_("Two players at one screen"))),
        group=PLAYERS,
        radio=True,
    ),
    choice(
        "bot",
        N_("Bot"),
        "",
        tuple((level, LEVEL_LABELS.get(level, level)) for level in LEVELS),
        default="greedy",
        group=PLAYERS,
        radio=True,
    ),
    choice(
        "human",
        N_("I play"),
        "",
        (("napoleon", N_("Napoleon")), ("coalition", N_("Coalition"))),
        group=PLAYERS,
        radio=True,
    ),
    count(
        "bot_time",
        N_("Expert bot's thinking time a move, in milliseconds (0 for the usual 200)"),
        "",
        group=PLAYERS,
        help=N_(
            "The expert bot stops weighing guesses at the hidden cards once this much "
            "processor time is spent on a move (it always weighs at least one)."
        ),
    ),
    choice(
        "hints",
        N_("Hints with two players"),
        "",
        (("off", N_("off")), ("on", N_("on: both players agree"))),
        group=PLAYERS,
        help=N_(
            "A solo player may always ask for a hint. With two players at one screen the "
            "Hint command is offered only when both agree to it here."
        ),
    ),
    choice(
        "first_player",
        N_("Who moves first"),
        N_("TURN SEQUENCE: not stated"),
        (("napoleon", N_("Napoleon")), ("coalition", N_("Coalition")), ("random", N_("at random"))),
        group=READINGS,
    ),
    choice(
        "tie",
        N_("A tie in force"),
        "ACTION PHASE",
        (
            ("no_winner", N_("nobody wins (as written)")),
            ("defender", N_("the defender wins")),
            ("attacker", N_("the attacker wins")),
        ),
        group=READINGS,
    ),
    choice(
        "victory",
        N_("Victory needs"),
        "VICTORY",
        (
            ("both", N_("all 3 fronts and morale 0 (as written)")),
            ("either", N_("all 3 fronts or morale 0")),
        ),
        group=READINGS,
    ),
    choice(
        "casualties",
        N_("Casualties strike"),
        "DECK NOTATION",
        (("anywhere", N_("at any front (as written)")), ("won_front", N_("only at the front won"))),
        group=READINGS,
    ),
    choice(
        "storm_heights",
        N_("Storm Heights and Unleashed: which card the \u201cAssault\u201d belongs to"),
        "DECK CARD LIST",
        (
            ("note", N_("Storm Heights (Assault), then Unleashed")),
            ("name", N_("Storm Heights, then Assault Unleashed")),
        ),
        group=READINGS,
    ),
    choice(
        "reserve",
        N_("After a Reserve search"),
        "RESERVE CARDS",
        (
            ("keep", N_("the deck is not shuffled (text silent)")),
            ("shuffle", N_("shuffle the deck")),
        ),
        group=READINGS,
    ),
    choice(
        "attack_target",
        N_("An attack targets"),
        "ACTION PHASE",
        (
            ("any", N_("any front, even one you hold (as written)")),
            ("enemy", N_("a front the enemy holds")),
        ),
        group=READINGS,
        help=ATTACK_TARGET_HELP,
    ),
    count(
        "victory_cards_per_win",
        N_("Victory cards after one win (0: no limit, as written)"),
        "VICTORY CARDS",
        group=READINGS,
    ),
    count(
        "morale_cap",
        N_("Highest morale (0: no cap, as written)"),
        N_("SETUP: not stated"),
        group=READINGS,
    ),
)
"""Every option the new-game dialog and `tabletop new --option` offer, in the dialog's order."""
