"""The card game's new-game choices: who plays (two at one screen, or solo against a bot), and
the rule options the rulebook leaves open (docs/cardgame-rules.md). They are kept in the
session's options, so a save remembers them, and "New game" starts one in one click.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from dataclasses import dataclass
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.games.cardgame import LEVELS, Side
from tabletop.games.cardgame.balance import balance_for
from tabletop.games.cardgame.state import OTHER, SIDE_NAMES

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
}
"""Each rule option: its caption, and (value, words) for each choice, the default first."""


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
    """The choices for the next game, and the button that starts it."""

    def __init__(self, master: tk.Misc, session: Session, app: App) -> None:
        super().__init__(master, text="New game", padding=8)
        self.app = app
        current = {**DEFAULTS, **{k: str(v) for k, v in session.options.items()}}
        self.vars: dict[str, tk.StringVar] = {}
        for key in ("players", "bot", "human"):
            self.vars[key] = tk.StringVar(self, value=current[key])

        row = ttk.Frame(self)
        row.pack(fill="x")
        ttk.Radiobutton(
            row, text="Solo against the bot", value=SOLO, variable=self.vars["players"]
        ).pack(side="left")
        for level in LEVELS:
            ttk.Radiobutton(row, text=level, value=level, variable=self.vars["bot"]).pack(
                side="left", padx=(6, 0)
            )
        ttk.Label(row, text="  I play").pack(side="left")
        for side in Side:
            ttk.Radiobutton(
                row, text=SIDE_NAMES[side], value=side.value, variable=self.vars["human"]
            ).pack(side="left", padx=(6, 0))
        ttk.Radiobutton(
            self, text="Two players at one screen", value=TWO, variable=self.vars["players"]
        ).pack(anchor="w", pady=(2, 4))

        rules = ttk.Frame(self)
        rules.pack(fill="x")
        self.combos: dict[str, ttk.Combobox] = {}
        self._words: dict[str, dict[str, str]] = {}
        for index, (key, (caption, choices)) in enumerate(RULE_CHOICES.items()):
            words = dict(choices)
            self._words[key] = words
            value = current.get(key, choices[0][0])
            var = tk.StringVar(self, value=words.get(value, choices[0][1]))
            self.vars[key] = var
            ttk.Label(rules, text=caption).grid(row=index, column=0, sticky="w")
            combo = ttk.Combobox(
                rules, textvariable=var, values=[w for _, w in choices], state="readonly", width=38
            )
            combo.grid(row=index, column=1, sticky="w", padx=(6, 0), pady=1)
            self.combos[key] = combo
        self.balance = ttk.Label(self, style="Muted.TLabel", wraplength=520, justify="left")
        self.balance.pack(anchor="w", pady=(4, 0))
        for key in RULE_CHOICES:
            self.vars[key].trace_add("write", lambda *_: self.show_balance())
        self.show_balance()
        self.new_button = ttk.Button(self, text="New game", command=self.start)
        self.new_button.place(relx=1.0, rely=1.0, anchor="se")

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
        """Open a new game with these choices in a new tab."""
        self.app.new_session("cardgame", options=self.options())
