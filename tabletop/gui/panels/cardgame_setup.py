"""The card game's new-game choices: who plays (two at one screen, or solo against a bot), and
the rule options the rulebook leaves open (docs/cardgame-rules.md). They are kept in the
session's options, so a save remembers them, and "New game" starts one in one click.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.games.cardgame import LEVELS, Side
from tabletop.games.cardgame.balance import balance_for
from tabletop.games.cardgame.state import OTHER, SIDE_NAMES
from tabletop.gui.widgets.wrap import wrapping

if TYPE_CHECKING:
    from tabletop.gui.app import App
    from tabletop.session.session import Session

SOLO = "solo"
"""One player against a bot."""
TWO = "two"
"""Two players sharing the screen (hand-over screen between them)."""

DEFAULTS: dict[str, str] = {"players": SOLO, "bot": "greedy", "human": "napoleon"}
"""A session started from the start page is the quick solitaire game: you as Napoleon."""

RULE_CHOICES: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "first_player": (
        "Who moves first",
        (("napoleon", "Napoleon"), ("coalition", "Coalition"), ("random", "at random")),
    ),
    "tie": (
        "A tie in force",
        (
            ("no_winner", "nobody wins (as written)"),
            ("defender", "the defender wins"),
            ("attacker", "the attacker wins"),
        ),
    ),
    "victory": (
        "Victory needs",
        (
            ("both", "all 3 fronts and morale 0 (as written)"),
            ("either", "all 3 fronts or morale 0"),
        ),
    ),
    "casualties": (
        "Casualties strike",
        (("anywhere", "at any front (as written)"), ("won_front", "only at the front won")),
    ),
    "storm_heights": (
        "Storm Heights A 5 B Assault Unleashed R",
        (
            ("note", "Storm Heights (Assault), then Unleashed"),
            ("name", "Storm Heights, then Assault Unleashed"),
        ),
    ),
    "reserve": (
        "After a Reserve search",
        (("keep", "the deck is not shuffled (text silent)"), ("shuffle", "shuffle the deck")),
    ),
    "attack_target": (
        "An attack targets",
        (
            ("any", "any front, even one you hold (as written)"),
            ("enemy", "a front the enemy holds"),
        ),
    ),
}
"""Each rule option: its caption, and (value, words) for each choice, the default first."""
CAPTION_WRAP = 240
"""Pixels across a rule's caption before it wraps."""


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


class SetupView(ttk.LabelFrame):
    """The choices for the next game, and the button that starts it.

    Laid out in short rows (who plays, the bot, the side, each rule with its choice) so it
    fits the pane on a laptop screen; it closes once the new game is open (`on_start`)."""

    def __init__(
        self,
        master: tk.Misc,
        session: Session,
        app: App,
        on_start: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(master, text="New game", padding=8)
        self.app = app
        self.on_start = on_start
        current = {**DEFAULTS, **{k: str(v) for k, v in session.options.items()}}
        self.vars: dict[str, tk.StringVar] = {}
        for key in ("players", "bot", "human"):
            self.vars[key] = tk.StringVar(self, value=current[key])

        ttk.Radiobutton(
            self, text="Solo against the bot", value=SOLO, variable=self.vars["players"]
        ).pack(anchor="w")
        solo = ttk.Frame(self)
        solo.pack(fill="x", padx=(24, 0))
        ttk.Label(solo, text="Bot").grid(row=0, column=0, sticky="w", padx=(0, 6))
        for column, level in enumerate(LEVELS, start=1):
            ttk.Radiobutton(solo, text=level, value=level, variable=self.vars["bot"]).grid(
                row=0, column=column, sticky="w", padx=(0, 6)
            )
        ttk.Label(solo, text="I play").grid(row=1, column=0, sticky="w", padx=(0, 6))
        for column, side in enumerate(Side, start=1):
            ttk.Radiobutton(
                solo, text=SIDE_NAMES[side], value=side.value, variable=self.vars["human"]
            ).grid(row=1, column=column, sticky="w", padx=(0, 6))
        ttk.Radiobutton(
            self, text="Two players at one screen", value=TWO, variable=self.vars["players"]
        ).pack(anchor="w", pady=(2, 4))

        rules = ttk.Frame(self)
        rules.pack(fill="x")
        rules.columnconfigure(1, weight=1)
        self.combos: dict[str, ttk.Combobox] = {}
        self._words: dict[str, dict[str, str]] = {}
        for index, (key, (caption, choices)) in enumerate(RULE_CHOICES.items()):
            words = dict(choices)
            self._words[key] = words
            value = current.get(key, choices[0][0])
            var = tk.StringVar(self, value=words.get(value, choices[0][1]))
            self.vars[key] = var
            # A caption wraps (the deck's run-on "Storm Heights ..." entry is long) so the
            # choice beside it keeps the room its longest words need.
            ttk.Label(rules, text=caption, wraplength=CAPTION_WRAP, justify="left").grid(
                row=index, column=0, sticky="w"
            )
            combo = ttk.Combobox(
                rules, textvariable=var, values=[w for _, w in choices], state="readonly", width=34
            )
            combo.grid(row=index, column=1, sticky="ew", padx=(6, 0), pady=1)
            self.combos[key] = combo
        self.balance = ttk.Label(self, style="Muted.TLabel", wraplength=520, justify="left")
        self.balance.pack(fill="x", pady=(4, 0))
        wrapping(self.balance)
        for key in RULE_CHOICES:
            self.vars[key].trace_add("write", lambda *_: self.show_balance())
        self.show_balance()
        self.new_button = ttk.Button(self, text="New game", command=self.start)
        self.new_button.pack(anchor="e", pady=(4, 0))

    def show_balance(self) -> None:
        """The measured balance of the rules chosen now (issue 8 item 13): with the same bot
        on both sides, how often each side wins, so a solo player can pick a fair game."""
        found = balance_for(self.options())
        self.balance.configure(
            text=found.words() if found is not None else "No measured balance for these rules."
        )

    def choose(self, key: str, value: str) -> None:
        """Pick a choice by its value ("two", "strong", "either"), as a click would."""
        words = self._words.get(key)
        self.vars[key].set(words[value] if words else value)

    def options(self) -> dict[str, str]:
        """The session options these choices make: players first, then the rule options."""
        out = {key: self.vars[key].get() for key in ("players", "bot", "human")}
        for key, words in self._words.items():
            shown = self.vars[key].get()
            out[key] = next((v for v, w in words.items() if w == shown), shown)
        return out

    def start(self) -> None:
        """Open a new game with these choices in a new tab, and put the choices away (they
        stay open when the game could not be made, with the reason in the message line)."""
        opened = self.app.new_session("cardgame", options=self.options())
        if opened is not None and self.on_start is not None:
            self.on_start()
