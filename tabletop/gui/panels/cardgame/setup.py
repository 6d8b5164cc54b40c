"""The card game's new-game choices: who plays (two at one screen, or solo against a bot), and
the rule options the rulebook leaves open (docs/cardgame-rules.md), as the game declares them
(tabletop/games/cardgame/options.py), with the measured balance of the rules chosen. They are
kept in the session's options, so a save remembers them, and "New game" starts one in one click.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, number, percent, tr
from tabletop.games.cardgame import LEVELS, Side
from tabletop.games.cardgame.balance import Balance, balance_for
from tabletop.games.cardgame.options import OPTIONS, PLAYERS
from tabletop.games.cardgame.sides import SideScore, closer_options, side_score
from tabletop.games.cardgame.state import OTHER, SIDE_NAMES
from tabletop.gui.newgame import NewGameForm
from tabletop.gui.widgets.wrap import wrapping

SOLO = "solo"
"""One player against a bot."""
TWO = "two"
"""Two players sharing the screen (hand-over screen between them)."""

DEFAULTS: dict[str, str] = {"players": SOLO, "bot": "greedy", "human": "napoleon"}
"""A session started without choices is the quick solitaire game: you as Napoleon."""
BALANCE_WRAP = 520
"""Pixels the balance line wraps at before it is first laid out."""


@dataclass(frozen=True)
class Players:
    """Who sits at the table in this session."""

    solo: bool
    """True for one player against a bot."""
    bot: str
    """The bot's level (random, greedy, strong); unused with two players."""
    human: Side
    """The side the human plays in a solo game."""

    @property
    def bot_side(self) -> Side | None:
        """The side the bot plays, or None with two players."""
        return OTHER[self.human] if self.solo else None


def players(options: Mapping[str, Any]) -> Players:
    """The players a session's options name (defaults where they name none)."""
    merged = {**DEFAULTS, **{k: str(v) for k, v in options.items()}}
    bot = merged["bot"] if merged["bot"] in LEVELS else DEFAULTS["bot"]
    human = Side.COALITION if merged["human"] == "coalition" else Side.NAPOLEON
    return Players(merged["players"] != TWO, bot, human)


class SetupView(NewGameForm):
    """The choices for the next game (who plays, the bot, the side, each rule option as the
    game declares it in tabletop/games/cardgame/options.py), the measured balance of the
    rules chosen, and the button that starts it. It closes once the new game is open
    (`on_start`)."""

    def extras(self) -> None:
        """The measured balance, below the options, following every change: with the same
        bot on both sides, and for a solo player the side taken against the bot chosen."""
        self.balance = ttk.Label(self, style="Muted.TLabel", justify="left")
        self.balance.pack(fill="x", pady=(4, 0))
        wrapping(self.balance, first=BALANCE_WRAP)
        # The side's score against the bot stands in the "Who plays" group, beside the
        # choices that move it (below the rule readings a player scrolled to find it).
        # It wraps at a fixed width, narrower than the group's rows: a label that followed its
        # own width there would set the group's width it then follows (a layout that never
        # settles).
        who = self.form.groups[PLAYERS]
        self.against = ttk.Label(who, style="Muted.TLabel", justify="left", wraplength=BALANCE_WRAP)
        self.against.grid(
            row=len(who.grid_slaves(column=0)), column=0, columnspan=2, sticky="w", pady=(4, 2)
        )
        self.form.on_change(self.show_balance)
        self.show_balance()

    def show_balance(self) -> None:
        """The measured balance of the rules chosen now (issue 8 item 13): with the same bot
        on both sides, how often each side wins, so a solo player can pick a fair game."""
        options = self.options()
        found = balance_for(options)
        self.balance.configure(
            text=balance_words(found)
            if found is not None
            else _("No measured balance for these rules.")
        )
        chosen = players(options)
        if chosen.solo:
            self.against.configure(text=against_words(chosen.human, chosen.bot, options))
            self.against.grid()  # back in its place (grid_remove keeps it)
        else:
            self.against.grid_remove()


def balance_words(found: Balance) -> str:
    """`Balance.words` in the reader's language (the same words in English)."""
    napoleon, coalition, draws = (percent(share / 100, 0) for share in found.shares())
    return _(
        "Measured with these rules ({bot} bot on both sides, {n} games): Napoleon wins "
        "{napoleon}, the Coalition {coalition}, drawn {draws}."
    ).format(
        bot=_(found.bot),
        n=found.games,
        napoleon=napoleon,
        coalition=coalition,
        draws=draws,
    )


def _score(found: SideScore) -> str:
    return number(found.score, 2)


def against_words(side: Side, bot: str, options: Mapping[str, Any]) -> str:
    """What the table of measured sides (cards/cardgame-sides.toml) says of `side` against
    the `bot` level under these rules, with its sample size; for the Coalition, the
    rulebook's own readings that make the game closer."""
    found = side_score(side, bot, options)
    if found is None:
        return _("No measured score for {side} against the {bot} bot with these rules.").format(
            side=_(SIDE_NAMES[side]), bot=_(bot)
        )
    line = _(
        "Against the {bot} bot, {side} scored {score} (win 1, draw 1/2: won {won}, drawn "
        "{drawn}, lost {lost} of {n} games, {side} played by the {stand_in} bot)."
    ).format(
        bot=_(bot),
        side=_(SIDE_NAMES[side]),
        score=_score(found),
        won=found.won,
        drawn=found.drawn,
        lost=found.lost,
        n=found.games,
        stand_in=_(found.played_by),
    )
    if side is not Side.COALITION:
        return line
    closer = closer_options(side, bot, options)
    if closer is None:
        return (
            line
            + " "
            + _("The readings the rulebook leaves open were not measured against this bot.")
        )
    if not closer:
        return (
            line
            + " "
            + _("None of the readings the rulebook leaves open was measured to make it closer.")
        )
    declared = {o.name: o for o in OPTIONS}
    parts = []
    for name, value, score in closer:
        option = declared[name]
        words = next((tr(c.words) for c in option.choices if str(c.value) == value), value)
        parts.append(
            _("{option}: {value} ({score} over {n} games)").format(
                option=tr(option.label), value=words, score=_score(score), n=score.games
            )
        )
    return (
        line
        + " "
        + _("Closer for the Coalition, as the rulebook allows: {options}.").format(
            options="; ".join(parts)
        )
    )
