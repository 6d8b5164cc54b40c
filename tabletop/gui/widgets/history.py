"""The history pane: every step of the undo history, the game's place among them, and a jump
back or forward to any of them (issue 25 item 2).

Steps undone stay listed, struck through and greyed, until a new action replaces them (the
undo history drops its redo steps then, `core.history.History.push`). Choosing a row says
first what the jump will undo or redo ("Undo 3 steps: fire, rally, next phase"); the jump is
one undo or redo at a time through the session, so each is logged and replayed by `verify`
as the Undo button's are. It never goes back across a step that showed hidden information or
was the other side's move: such a step is a barrier, and the refusal is the Undo button's.
"""

from __future__ import annotations

import tkinter
from collections.abc import Sequence
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

from tabletop.core.corrections import correcting, is_correction, marked_step, step_entries
from tabletop.core.history import LIMIT, Step
from tabletop.core.i18n import N_, _, ngettext
from tabletop.games.words import LogWords
from tabletop.gui.widgets import style
from tabletop.gui.widgets.textfit import TextFit
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session
from tabletop.session.undoing import CANNOT_UNDO

NAMED = 3
"""Steps a preview names before it counts the rest ("… and 9 more")."""

NOW_MARK = N_("\u25c0 now")
"""The present step's mark in the list."""

CHOOSE = N_("Choose a step to go back or forward to it.")


def listing(labels: Sequence[str]) -> str:
    """The steps' names (as shown), the first `NAMED` of them and a count of the rest."""
    named = ", ".join(labels[:NAMED])
    rest = len(labels) - NAMED
    return _("{named} \u2026 and {rest} more").format(named=named, rest=rest) if rest > 0 else named


def steps_word(count: int) -> str:
    return ngettext("{n} step", "{n} steps", count).format(n=count)


class HistoryView(ttk.Frame):
    """The session's undo history as a list, with a preview and a Go button."""

    def __init__(self, master: tkinter.Misc, session: Session) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        self.session = session
        self.words = LogWords(session.game)
        """Each step's action by its title, in the reader's language (never its kind)."""
        self.columnconfigure(0, weight=1)
        self.rowconfigure(1, weight=1)
        self.intro = wrapping(
            ttk.Label(
                self,
                style="Muted.TLabel",
                text=_(
                    "The last {limit} steps. Undone steps are struck through until a new "
                    "action replaces them."
                ).format(limit=LIMIT),
            ),
            2,
            first=300,
        )
        self.intro.grid(row=0, column=0, columnspan=2, sticky="ew")
        family, size = style.body(self)[:2]
        self._struck = tkfont.Font(self, family=str(family), size=int(size), overstrike=True)
        self.tree = ttk.Treeview(
            self, columns=("n", "step", "now"), show="headings", selectmode="browse"
        )
        self._fit = TextFit(self.tree, _tree_font(self.tree))
        """The rows' font, to cut a long step with an ellipsis and to size the columns."""
        self._names: list[str] = []
        """Each row's step in full (a row shows it cut to the column; the preview whole)."""
        self._room = 0
        pad = self._fit.measure("00")
        for key, heading, width, stretch in (
            ("n", "#", self._fit.measure("000") + pad, False),
            ("step", _("Step"), 160, True),
            ("now", "", self._fit.measure(_(NOW_MARK)) + pad, False),
        ):
            self.tree.heading(key, text=heading, anchor="w")
            self.tree.column(key, width=width, minwidth=24, stretch=stretch)
        # The step column takes its new width once the tree is laid out, after the event.
        self.tree.bind("<Configure>", lambda _e: self.after_idle(self._fit_names), add="+")
        self.tree.tag_configure("undone", font=self._struck, foreground=style.MUTED)
        self.tree.bind("<<TreeviewSelect>>", lambda _e: self._preview(), add="+")
        self.tree.grid(row=1, column=0, sticky="nsew", pady=4)
        bar = ttk.Scrollbar(self, orient="vertical", command=self.tree.yview)
        bar.grid(row=1, column=1, sticky="ns", pady=4)
        self.tree.configure(yscrollcommand=bar.set)
        self.preview_label = wrapping(ttk.Label(self, style="Body.TLabel"), 2, first=300)
        self.preview_label.grid(row=2, column=0, columnspan=2, sticky="ew")
        self.go_button = ttk.Button(self, text=_("Go to this step"), command=self.go)
        self.go_button.grid(row=3, column=0, sticky="w", pady=(4, 0))
        self._corrections = correcting(session.game.actions)
        """The game's correction kinds, marked in the list."""
        session.subscribe(self._session_changed)
        self.refresh()

    # -- what is shown --------------------------------------------------------------------

    def steps(self) -> list[Step[Any]]:
        """Every step kept, oldest first: the past, the present, then those undone."""
        history = self.session.history
        return [*history.past, history.present, *history.future]

    def name(self, step: Step[Any]) -> str:
        """A step as the list names it: its action's title ("Plot the reserve"), a panel's own
        label or a roll's title and result, in the reader's language (a bot's move by its
        reason: `LogWords.follow`)."""
        return self.words.step_name(step.label)

    @property
    def now(self) -> int:
        """The present step's row."""
        return len(self.session.history.past)

    def refresh(self) -> None:
        """List the steps again, the present marked and the undone struck through."""
        tree, now = self.tree, self.now
        chosen = tree.selection()
        tree.delete(*tree.get_children())
        self.words.follow(self.session.log.entries)
        self._names = [self.name(step) for step in self.steps()]
        room = self._step_room()
        for index, name in enumerate(self._names):
            tree.insert(
                "",
                "end",
                iid=str(index),
                values=(index + 1, self._fit.clip(name, room), _(NOW_MARK) if index == now else ""),
                tags=("undone",) if index > now else (),
            )
        self._room = room
        self._mark_corrections()
        kept = [key for key in chosen if tree.exists(key)]
        if kept:
            tree.selection_set(kept)
        tree.see(str(now))
        self._preview()

    def _mark_corrections(self) -> None:
        """Name each correction's row marked, with its reason (core/corrections.py)."""
        steps, kinds = self.steps(), self._corrections
        if not any(step.label in kinds for step in steps):
            return
        actions = self.session.game.actions
        made = step_entries(self.session.log.entries, len(steps), self.now, actions)
        for index, entry in enumerate(made):
            made_it = entry is not None and entry.what == steps[index].label
            if made_it and entry is not None and is_correction(entry, kinds):
                self._names[index] = marked_step(actions, entry)
                self.tree.set(str(index), "step", self._fit.clip(self._names[index], self._room))

    def _step_room(self) -> int:
        """Pixels a step's text may take in its column (the cell's own margins left)."""
        return max(24, int(self.tree.column("step", "width")) - self._fit.measure("00"))

    def _fit_names(self) -> None:
        """Each step cut again to its column once the pane is wider or narrower."""
        if not self.tree.winfo_exists():
            return  # the tab closed before the pane was laid out again
        room = self._step_room()
        if room == self._room:
            return
        self._room = room
        for index, name in enumerate(self._names):
            if self.tree.exists(str(index)):
                self.tree.set(str(index), "step", self._fit.clip(name, room))

    def chosen(self) -> int | None:
        """The row chosen (None: none)."""
        chosen = self.tree.selection()
        return int(chosen[0]) if chosen else None

    def plan(self, target: int) -> tuple[str, str]:
        """What going to step `target` does, in a sentence, and the refusal ("" when it may)."""
        steps, now = self.steps(), self.now
        if target == now:
            return _("This is where the game is now."), _("Nothing to undo or redo: it is now.")
        if target > now:
            redone = [self.name(s) for s in steps[now + 1 : target + 1]]
            return _("Redo {steps}: {names}.").format(
                steps=steps_word(len(redone)), names=listing(redone)
            ), ""
        undone = steps[target + 1 : now + 1]
        said = _("Undo {steps}: {names}.").format(
            steps=steps_word(len(undone)), names=listing([self.name(s) for s in undone])
        )
        barriers = [s for s in undone if s.barrier]
        if barriers:
            return said, _("Step \u201c{name}\u201d {why}").format(
                name=self.name(barriers[-1]), why=_(CANNOT_UNDO)
            )
        return said, ""

    def _preview(self) -> None:
        target = self.chosen()
        if target is None:
            self.preview_label.configure(text=_(CHOOSE))
            self.go_button.state(["disabled"])
            return
        said, refusal = self.plan(target)
        self.preview_label.configure(text=f"{said} {refusal}" if refusal else said)
        self.go_button.state(["disabled" if refusal else "!disabled"])

    # -- the jump ---------------------------------------------------------------------------

    def go(self) -> None:
        """Undo or redo step by step to the chosen row (none when the jump is refused)."""
        target = self.chosen()
        if target is None or self.plan(target)[1]:
            return
        while self.now > target and self.session.undo():
            pass
        while self.now < target and self.session.redo():
            pass

    def destroy(self) -> None:
        """Stop following the session and go."""
        self.session.unsubscribe(self._session_changed)
        super().destroy()

    def _session_changed(self, _session: Session) -> None:
        # A listener called in the same round as the tab closed finds the list gone.
        if self.tree.winfo_exists():
            self.refresh()


def _tree_font(tree: ttk.Treeview) -> tkfont.Font:
    """The font a Treeview draws its rows in (its style's, else Tk's default)."""
    named = str(ttk.Style(tree).lookup("Treeview", "font") or "TkDefaultFont")
    try:
        return tkfont.nametofont(named, root=tree)
    except tkinter.TclError:
        return tkfont.Font(tree, font=named)
