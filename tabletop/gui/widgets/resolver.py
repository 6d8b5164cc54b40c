"""A dice resolver: the inputs a rule asks for, the odds as bars, Roll or type a roll, the result.

The form is built from the resolver's `InputSpec`s. The odds are recomputed exactly whenever
an input changes (principle 5); inputs that do not make sense show the rule's own sentence in
red and grey the bars instead of raising. A roll of real dice can be typed in (principle 4);
one the dice cannot show is refused with a sentence and nothing is logged.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable, Mapping
from fractions import Fraction
from tkinter import ttk
from typing import TYPE_CHECKING, Any

from tabletop.core.data import load_board
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.games.base import InputSpec, Resolution
from tabletop.games.inputs import check_inputs
from tabletop.games.table_resolver import PREFIX
from tabletop.games.words import modifier_name
from tabletop.gui.widgets import style
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.rollbox import RollBox
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session

if TYPE_CHECKING:
    from tabletop.gui.widgets.table_entry import TableEntry

BAR_WIDTH = 260
"""Pixels of a 100% bar."""
LABEL_WIDTH = 150
"""Pixels left of the bars for the result names."""
FORM_LABEL = 340
"""Pixels an input's label wraps at, left of its field."""


class ResolverView(ttk.Frame):
    """Inputs, odds, Roll / typed roll, and the result of one resolver of a session."""

    def __init__(
        self,
        master: tkinter.Misc,
        session: Session,
        resolver_name: str,
        *,
        side: str = "",
        on_result: Callable[[Resolution], None] | None = None,
    ) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        resolver = session.resolver(resolver_name)
        self.session = session
        self.resolver = resolver
        self.name = resolver_name
        self.side = side
        self.on_result = on_result
        self.tooltip = Tooltip(self)
        self.vars: dict[str, tkinter.Variable] = {}
        self._choices: dict[str, dict[str, str]] = {}
        """Each choice input's values by the words shown for them (translated)."""

        # The title on its line, the source it was read from wrapping under it: the two on
        # one line ran past the pane's edge (a seed file's name is long).
        self.columnconfigure(1, weight=1)
        head = ttk.Frame(self)
        head.grid(row=0, column=0, columnspan=2, sticky="ew")
        self.title_label = wrapping(
            ttk.Label(head, text=tr(resolver.title), style="Title.TLabel"), 2, first=300
        )
        self.title_label.pack(anchor="w", fill="x")
        self.source_label = wrapping(
            ttk.Label(
                head,
                text=_("Source: {case}").format(case=resolver.case),
                style="Muted.TLabel",
            ),
            2,
            first=300,
        )
        if resolver.case:
            self.source_label.pack(anchor="w", fill="x")
        form = ttk.Frame(self)
        form.grid(row=1, column=0, sticky="nw", padx=(0, 16), pady=4)
        for row, spec in enumerate(resolver.inputs):
            self._add_input(form, row, spec)

        # Odds and the roll row go under the form, full width, so a narrow pane cuts nothing.
        right = ttk.Frame(self)
        right.grid(row=2, column=0, columnspan=2, sticky="nw", pady=4)
        ttk.Label(
            right, text=_("Odds on {dice}").format(dice=resolver.dice), style="Muted.TLabel"
        ).pack(anchor="w")
        self._last: Resolution | None = None
        self._shown_step: object = None
        """The history step the result on screen made: once undone, the result is cleared."""
        # The one roll row every panel uses: odds bars, Roll, a typed roll, the red sentence.
        self.box = RollBox(
            right,
            resolver.dice,
            self._odds,
            self._roll,
            label_width=LABEL_WIDTH,
            bar_width=BAR_WIDTH,
        )
        self.box.pack(anchor="w", pady=(2, 0))
        self.odds_canvas = self.box.bars
        self.roll_button = self.box.roll_button
        self.typed_entry = self.box.typed_entry
        self.use_typed_button = self.box.use_typed_button
        self.error_label = self.box.error_label
        self.entry_window: tkinter.Toplevel | None = None
        self.enter_button: ttk.Button | None = None
        if resolver_name.startswith(PREFIX) and (self._lost() or self._kept()):
            # The text lost this table: its owner enters it once from the printed copy, and
            # can open their entry again to correct or remove it.
            self.enter_button = ttk.Button(
                self,
                text=_("Your entry of this table…")
                if self._kept()
                else _("Enter this table from your printed copy…"),
                command=self.enter_table,
            )
            self.enter_button.grid(row=7, column=0, columnspan=2, sticky="w", pady=(6, 0))
        self.result_label = ttk.Label(self, style="Result.TLabel")
        self.result_label.grid(row=4, column=0, columnspan=2, sticky="w", pady=(4, 0))
        self.cause_label = wrapping(ttk.Label(self, style="Body.TLabel"), 2, first=300)
        self.cause_label.grid(row=5, column=0, columnspan=2, sticky="ew")
        self.case_label = ttk.Label(self, style="Muted.TLabel")
        self.case_label.grid(row=6, column=0, columnspan=2, sticky="w")
        # Greyed, with the sequence of play's sentence as its tooltip, while the step does
        # not open this roll; the panel's controls look again after every change.
        self.controls = controls_of(master)
        self.controls.listen(self._gate)
        self._why = ""
        self.update_odds()

    # -- a table the rulebook text lost ------------------------------------------------

    def _lost(self) -> bool:
        table_name = self.name[len(PREFIX) :]
        return load_board(self.session.game.id).table(table_name).unknown

    def _kept(self) -> bool:
        from tabletop.core.layer import at_path
        from tabletop.core.overrides import owner_entries

        path = f"tables.{self.name[len(PREFIX) :]}"
        return at_path(owner_entries(self.session.game.id), path) is not None

    def enter_table(self) -> TableEntry:
        """Open the form for the owner to type the lost table in."""
        from tabletop.gui.widgets.table_entry import TableEntry

        if self.entry_window is not None:
            self.entry_window.destroy()
        self.entry_window = tkinter.Toplevel(self)
        self.entry_window.title(_("Enter a lost table"))
        # Closed by its frame, it is cancelled as by its Cancel button.
        self.entry_window.protocol("WM_DELETE_WINDOW", self._entry_closed)
        form = TableEntry(
            self.entry_window,
            self.session.game.id,
            self.name[len(PREFIX) :],
            on_saved=self._table_entered,
            on_cancel=self._entry_closed,
            keeper=self.session,
        )
        form.pack(fill="both", expand=True)
        return form

    def _entry_closed(self) -> None:
        if self.entry_window is not None:
            self.entry_window.destroy()
            self.entry_window = None

    def _table_entered(self) -> None:
        self.resolver = self.session.resolver(self.name)
        self._entry_closed()
        if self.enter_button is not None and self._kept():
            self.enter_button.configure(text=_("Your entry of this table…"))
        elif self.enter_button is not None and not self._lost():
            self.enter_button.grid_remove()
        self.update_odds()

    # -- the form ---------------------------------------------------------------------

    def _add_input(self, form: ttk.Frame, row: int, spec: InputSpec) -> None:
        # A long input label wraps in its column rather than pushing the field off the pane.
        label = ttk.Label(
            form, text=tr(spec.label), style="Body.TLabel", wraplength=FORM_LABEL, justify="left"
        )
        label.grid(row=row, column=0, sticky="w", padx=(0, 8), pady=2)
        default = spec.default
        widget: tkinter.Widget
        if spec.kind == "bool":
            var: tkinter.Variable = tkinter.BooleanVar(self, value=bool(default))
            widget = ttk.Checkbutton(form, variable=var)
            flag = var  # its words are the label left of it: a click on them ticks it too
            label.bind("<Button-1>", lambda _e: flag.set(not flag.get()), add="+")
        elif spec.kind == "choice":
            shown = [tr(c) for c in spec.choices]
            self._choices[spec.name] = dict(zip(shown, spec.choices, strict=True))
            var = tkinter.StringVar(self, value="" if default is None else tr(str(default)))
            widget = ttk.Combobox(
                form,
                textvariable=var,
                values=shown,
                state="readonly",
                width=max([8, *(len(c) + 2 for c in shown)]),
                font=style.body(self),
            )
        elif spec.kind in ("int", "count"):
            low = spec.low if spec.low is not None else (0 if spec.kind == "count" else -999)
            high = spec.high if spec.high is not None else 999
            start = default if default is not None else (0 if spec.kind == "count" else "")
            var = tkinter.StringVar(self, value=str(start))
            widget = ttk.Spinbox(
                form, textvariable=var, from_=low, to=high, width=6, font=style.body(self)
            )
        else:
            var = tkinter.StringVar(self, value="" if default is None else str(default))
            widget = ttk.Entry(form, textvariable=var, width=18, font=style.body(self))
        widget.grid(row=row, column=1, sticky="w", pady=2)
        if spec.help:
            self.tooltip.attach(label, tr(spec.help))
            self.tooltip.attach(widget, tr(spec.help))
        var.trace_add("write", lambda *_a: self.update_odds())
        self.vars[spec.name] = var

    def raw_inputs(self) -> dict[str, Any]:
        """What the form holds, as typed (check_inputs turns it into values); a choice as the
        rules name it, whatever language shows it."""
        raw: dict[str, Any] = {}
        for name, var in self.vars.items():
            try:
                raw[name] = var.get()
            except tkinter.TclError:
                raw[name] = ""
            choices = self._choices.get(name)
            if choices is not None:
                raw[name] = choices.get(raw[name], raw[name])
        return raw

    def set_input(self, name: str, value: Any) -> None:
        """Put a value in one input, as a player would (the odds follow)."""
        var = self.vars[name]
        if isinstance(var, tkinter.BooleanVar):
            var.set(bool(value))
        elif name in self._choices:  # shown in the reader's words
            words = {v: k for k, v in self._choices[name].items()}
            var.set(words.get(str(value), str(value)))
        else:
            var.set(str(value))

    # -- odds -------------------------------------------------------------------------

    def update_odds(self) -> None:
        """Recompute and redraw the odds; on bad inputs show why and grey the bars; grey the
        roll while the step of play does not open it."""
        self.box.update_odds()
        self._why = self.closed_reason()
        self.controls.roll_box(self.box, self._why)

    def closed_reason(self) -> str:
        """Why this roll may not be logged now, as its greyed buttons' tooltip says ("" when
        the step of play opens it)."""
        try:
            why = self.session.roll_closed(self.name)
        except TabletopError as exc:
            return sentence(exc)
        return sentence(why) if why else ""

    def _gate(self) -> None:
        """After a change: open or close the roll as the step now says, and clear a result
        whose roll was undone (it no longer happened)."""
        if not self.winfo_exists():
            return
        if self._shown_step is not None and not self._still_played():
            self._shown_step = None
            for label in (self.result_label, self.cause_label, self.case_label):
                label.configure(text="")
        if self.closed_reason() != self._why:
            self.update_odds()

    def _still_played(self) -> bool:
        history = self.session.history
        return any(step is self._shown_step for step in (*history.past, history.present))

    def destroy(self) -> None:
        """Stop following the panel's controls (a list of forms made again)."""
        self.controls.unlisten(self._gate)
        super().destroy()

    def _odds(self) -> Mapping[str, Fraction]:
        return self.resolver.odds(check_inputs(self.resolver, self.raw_inputs()))

    # -- rolling ----------------------------------------------------------------------

    def roll(self) -> Resolution | None:
        """Roll the session's dice; None (and a sentence shown) when it cannot be done."""
        self._last = None
        self.box.roll()
        return self._last

    def use_typed(self) -> Resolution | None:
        """Resolve with the roll typed in; a roll the dice cannot show is refused."""
        self._last = None
        self.box.use_typed()
        return self._last

    def _roll(self, roll: str | None) -> bool:
        self._last = self._resolve(roll)
        return self._last is not None

    def _resolve(self, roll: str | None) -> Resolution | None:
        try:
            resolution = self.session.resolve(
                self.name, self.raw_inputs(), roll=roll, side=self.side
            )
        except TabletopError as exc:
            self._show_error(sentence(exc))
            return None
        self._show_error("")
        self.show_resolution(resolution)
        self._shown_step = self.session.history.present
        if self.on_result is not None:
            self.on_result(resolution)
        return resolution

    def show_resolution(self, resolution: Resolution) -> None:
        """Show a result with the roll that caused it, what it means, and its case."""
        record = resolution.record
        self.result_label.configure(text=tr(resolution.result))
        cause = (
            _("{dice} typed in: {natural}") if record.typed else _("{dice} rolled: {natural}")
        ).format(dice=record.dice, natural=record.natural)
        mods = {k: v for k, v in record.modifiers.items() if v}
        parts = ", ".join(f"{modifier_name(k)} {v:+d}" for k, v in mods.items())
        net = sum(mods.values(), 0)
        if record.modified == record.natural and net != 0:
            # Named values that left the roll as it was move a column (Pratzen's close combat).
            cause += _("; column shifts: {parts}").format(parts=parts)
        elif mods or record.modified != record.natural:
            cause += _(", modified to {modified}").format(modified=record.modified) + (
                f" ({parts})" if parts else ""
            )
        lines = [cause + "."]
        lines += [
            tr(e.text) + (f" ({e.case})" if e.case and e.case != record.case else "")
            for e in resolution.events
        ]
        self.cause_label.configure(text="\n".join(lines))
        case = record.case or self.resolver.case
        self.case_label.configure(text=_("Rulebook case: {case}").format(case=case) if case else "")

    def _show_error(self, text: str) -> None:
        self.error_label.configure(text=text)

    # -- what a player sees (read by the window tests) ---------------------------------

    def result_text(self) -> str:
        """The big result, as shown."""
        return str(self.result_label.cget("text"))

    def cause_text(self) -> str:
        """The roll and the explanatory lines under the result, as shown."""
        return str(self.cause_label.cget("text"))

    def case_text(self) -> str:
        """The rulebook case line, as shown."""
        return str(self.case_label.cget("text"))

    def error_text(self) -> str:
        """The red sentence, as shown ("" when none)."""
        return str(self.error_label.cget("text"))

    def odds_shown(self) -> dict[str, str]:
        """Each result with the percentage drawn beside its bar."""
        return self.odds_canvas.shown

    def odds_greyed(self) -> bool:
        """True when the bars are drawn grey because the inputs are wrong."""
        return self.odds_canvas.greyed()
