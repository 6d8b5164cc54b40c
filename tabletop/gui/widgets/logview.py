"""The referee's log: every entry in a table, filtered by side and by table or action, with the
dice statistics per side, the head hash to note down, and export to CSV and Markdown.

The table and the detail line show each entry as the game lets the player at the screen see
it (`Session.public_entry`: in the card game a searched card reads "(hidden)"). The exports
are the referee's and write every field as logged: the CSV carries each entry's hash, which
only the full fields match, and the save file holds them all anyway.

A long game logs tens of thousands of entries: the table draws only the rows that fit
(`VirtualTree`), the filters keep a list of positions, and a new entry is added to them and to
the statistics alone, so a click costs the same at entry 50,000 as at entry 50.
"""

from __future__ import annotations

import threading
import tkinter
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog, ttk
from tkinter import font as tkfont

from tabletop.core.corrections import MARK, correcting, is_correction
from tabletop.core.i18n import N_, _, ngettext, tr
from tabletop.core.log import LogEntry
from tabletop.games import GAMES
from tabletop.games.words import LogWords
from tabletop.gui.widgets import style
from tabletop.gui.widgets.logexport import (
    COLUMNS,
    NO_SIDE,
    TYPED,
    TYPED_MARK,
    DiceTally,
    describe,
    grouped,
    marked_detail,
    marked_row,
    row_of,
    write_csv,
    write_markdown,
)
from tabletop.gui.widgets.lognote import NOTE_MARK, NoteBar
from tabletop.gui.widgets.logtip import CellTip
from tabletop.gui.widgets.textfit import TextFit
from tabletop.gui.widgets.tooltip import Tooltip
from tabletop.gui.widgets.virtualtree import Row, VirtualTree
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.session import Session

Job = Callable[[str | Path], Path]
"""An export with its entries taken: give it the file to write."""

ALL = N_("all")
"""The filter value that keeps every entry (shown translated: `LogView.all`)."""

READ_FIRST = ("seq", "side", "what", "roll", "result")
"""The columns a referee reads at any width (Roll once the log holds a roll); the others
join them when there is room, and every field is in the detail line one click away."""

ROOM_FOR = (("time", 90), ("case", 64), ("inputs", 200))
"""The other columns, in the order they are added, each with the width it needs at least."""

RESULT_ROOM = 160
"""Width the result column keeps before another column is added beside it."""

WHAT_SHARE = 0.5
"""Most of the width left after #, Side and Roll that the table or action may take: the
rest is the result's, so "The Batt" is never all a referee reads of it."""

WHAT_HEADING, SHORT_WHAT = N_("Table / action"), N_("What")
"""The table or action column's heading, and the one it takes when too narrow for it (shown
translated)."""

CLIPPED = ("what", "result", "inputs")
"""Columns whose long values are cut with an ellipsis rather than mid-letter."""

PAD = 14
"""Pixels around a cell's text."""

FILTER_ROOM = 110
"""Pixels a filter's box keeps beside the other before the two go one above the other."""

HEAD_SHOWN = 16
"""Leading hex digits of the head hash shown: a 64-character hash fits no narrow pane, and
`tabletop verify FILE --head` wants 32 or more (session/verify.py): Copy gives it whole."""

HEAD_SAID = N_("Hash of the last entry, for the referee (Copy takes it whole, for verify --head):")
"""The line above the head hash."""


class LogView(ttk.Frame):
    """The session log, kept up to date as the session changes."""

    def __init__(self, master: tkinter.Misc, session: Session) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        self.session = session
        self.words = LogWords(session.game)
        """What each entry was and what came of it, in a player's words (the game's own)."""
        self._alive = True
        self.all = _(ALL)
        """The filter choice that keeps every entry, as shown."""
        self._shown: dict[str, str] = {}
        """Sides and table or action names as shown (translated), by what the log says."""
        self._matches: list[int] = []
        self._folded: dict[int, int] = {}
        """The roll shown on its action's row, by the action's position in the log: an action
        whose outcome is its roll reads as one row (issue 33), not "what came of it is the
        next entry"."""
        """Positions in the log of the entries the filters keep, oldest first."""
        self._seen = 0
        self._last_hash = ""
        self._sides: set[str] = set()
        self._whats: set[str] = set()
        self._rolled = False
        """Whether any entry is a roll (a game without dice needs no Roll column)."""
        self._corrections = correcting(session.game.actions)
        """The game's correction kinds (marked in the table: core/corrections.py)."""
        self._corrected = False
        """Whether any entry is a correction (the count line then says what marks one)."""
        self._tally = DiceTally()
        self._full: dict[str, tuple[str, ...]] = {}
        """Rows drawn, by key, before their long values were cut."""
        self._widths: dict[str, int] = {}
        """Width of each column shown."""
        # The table is set a point smaller than the panels' text: a referee's columns are
        # many and the pane beside a panel is narrow (the detail line keeps the body size).
        family, size = style.body(self)[:2]
        self._body = tkfont.Font(self, family=str(family), size=int(size) - 1)
        self._bold = tkfont.Font(self, family=str(family), size=int(size) - 1, weight="bold")
        self._fit = TextFit(self, self._body)
        """Texts measured and cut to their columns in the table's font."""

        # One grid, the table's row the only one with weight: the pane may be any height,
        # and every line but the table keeps what it asks (pack squeezed the last packed).
        self.columnconfigure(0, weight=1)
        self.rowconfigure(2, weight=1)
        bar = ttk.Frame(self)
        bar.grid(row=0, column=0, sticky="ew")
        self.side_var = tkinter.StringVar(self, value=self.all)
        self.what_var = tkinter.StringVar(self, value=self.all)
        self._filters = [
            self._filter(bar, _("Side"), self.side_var),
            self._filter(bar, _("Table / action"), self.what_var),
        ]
        self.side_box, self.what_box = (box for _w, box in self._filters)
        self._stacked: bool | None = None
        bar.bind("<Configure>", lambda e: self._lay_filters(e.width), add="+")
        self._lay_filters(0)
        self.count_label = wrapping(ttk.Label(self, style="Muted.TLabel"), 2, first=300)
        self.count_label.grid(row=1, column=0, sticky="ew")

        ttk.Style(self).configure(
            "Log.Treeview", font=self._body, rowheight=self._body.metrics("linespace") + 8
        )
        ttk.Style(self).configure("Log.Treeview.Heading", font=self._bold)
        self.table = VirtualTree(
            self, [c[0] for c in COLUMNS], self._row, style="Log.Treeview", on_select=self._detail
        )
        self.table.grid(row=2, column=0, sticky="nsew", pady=4)
        self.tree = self.table.tree
        self.scrollbar = self.table.scrollbar
        for key, heading, width in COLUMNS:
            self.tree.heading(key, text=_(heading), anchor="w")
            self.tree.column(key, width=width, minwidth=24, stretch=key == "result")
        self.tree.bind("<Configure>", self._resized, add="+")
        self.tree.bind("<Map>", lambda _e: self._fit_columns(self.tree.winfo_width()), add="+")
        self.cell_tip = CellTip(self.tree, [key for key, _h, _w in COLUMNS], self._full.get)
        """The whole text of a cell cut to its column, while the pointer rests on it."""
        self._widths_seen: tuple[int, ...] = ()
        """The widths the list was last laid out at by its own resizing (see `_resized`)."""

        self.detail_label = wrapping(ttk.Label(self, style="Muted.TLabel"), 2, first=300)
        self.detail_label.grid(row=3, column=0, sticky="ew")
        self.note_bar = NoteBar(self, session, self._chosen_entry, self._say)
        self.note_bar.grid(row=4, column=0, sticky="ew")
        self.rule_button = ttk.Button(self, command=self._show_rule)
        """Leads from the chosen entry's rule case to what the app holds about it."""
        self._rule: tuple[str, str] | None = None
        """The game and case the rule button shows."""
        self.stats_label = wrapping(ttk.Label(self, style="Body.TLabel"), 2, first=300)
        self.stats_label.grid(row=5, column=0, sticky="ew")
        self.head_label = wrapping(
            ttk.Label(self, style="Muted.TLabel", text=_(HEAD_SAID)), 2, first=300
        )
        self.head_label.grid(row=6, column=0, sticky="ew", pady=(4, 0))
        head_row = ttk.Frame(self)
        head_row.grid(row=7, column=0, sticky="w")
        self.head_var = tkinter.StringVar(self)
        self.head_entry = ttk.Entry(
            head_row,
            textvariable=self.head_var,
            state="readonly",
            width=HEAD_SHOWN + 2,
            font=style.mono(self),
        )
        self.head_entry.pack(side="left")
        self.copy_button = ttk.Button(head_row, text=_("Copy"), command=self.copy_head)
        self.copy_button.pack(side="left", padx=(4, 0))
        self.tooltip = Tooltip(self)
        self.tooltip.attach(
            self.head_entry, lambda: _("The whole hash: {hash}").format(hash=self.head_text())
        )
        self.tooltip.attach(self.copy_button, _("Copy the whole hash (64 characters)"))
        exports = ttk.Frame(self)
        exports.grid(row=8, column=0, sticky="ew", pady=(4, 0))
        self.csv_button = ttk.Button(exports, text=_("Export CSV\u2026"), command=self._ask_csv)
        self.markdown_button = ttk.Button(
            exports, text=_("Export Markdown\u2026"), command=self._ask_md
        )
        self.csv_button.grid(row=0, column=0, sticky="w", padx=(0, 4))
        exports.bind("<Configure>", lambda e: self._lay_exports(e.width), add="+")
        self._lay_exports(0)
        self.status_label = wrapping(ttk.Label(self, style="Muted.TLabel"), 2, first=300)
        self.status_label.grid(row=9, column=0, sticky="ew")

        session.subscribe(self._session_changed)
        self.refresh()

    def _filter(
        self, bar: ttk.Frame, label: str, var: tkinter.StringVar
    ) -> tuple[ttk.Label, ttk.Combobox]:
        words = ttk.Label(bar, text=label, style="Body.TLabel")
        box = ttk.Combobox(bar, textvariable=var, state="readonly", width=4, font=style.body(self))
        box.bind("<<ComboboxSelected>>", lambda e: self._refilter())
        return words, box

    def _lay_filters(self, width: int) -> None:
        """Both filters on one line when it holds them with room to read a choice, else one
        above the other, each box as wide as the pane allows (never squeezed to "a|")."""
        need = sum(w.winfo_reqwidth() + 4 + FILTER_ROOM + 12 for w, _b in self._filters)
        stacked = 0 < width < need
        if stacked == self._stacked:
            return
        self._stacked = stacked
        bar = self._filters[0][0].master
        for column in range(4):
            bar.columnconfigure(column, weight=0)
        for index, (words, box) in enumerate(self._filters):
            row, column = (index, 0) if stacked else (0, 2 * index)
            words.grid(row=row, column=column, sticky="w", padx=(0, 4), pady=(0, 2))
            box.grid(row=row, column=column + 1, sticky="ew", padx=(0, 12), pady=(0, 2))
            bar.columnconfigure(column + 1, weight=1 if stacked else 1 + index)

    def _lay_exports(self, width: int) -> None:
        """The two export buttons side by side, or one above the other in a narrow pane."""
        beside = self.csv_button.winfo_reqwidth() + 4 + self.markdown_button.winfo_reqwidth()
        row, column = (1, 0) if 0 < width < beside else (0, 1)
        self.markdown_button.grid(row=row, column=column, sticky="w", pady=(0, 2) if row else 0)

    def copy_head(self) -> None:
        """Put the whole hash of the last entry on the clipboard, for the referee's note."""
        self.clipboard_clear()
        self.clipboard_append(self.session.log.head)
        self.status_label.configure(text=_("The whole hash is on the clipboard."))

    # -- keeping up with the session --------------------------------------------------

    def destroy(self) -> None:
        """Stop following the session and go."""
        self._alive = False
        self.session.unsubscribe(self._session_changed)
        super().destroy()

    def _session_changed(self, session: Session) -> None:
        if self._alive:
            self.refresh()

    def set_filter(self, side: str | None = None, what: str | None = None) -> None:
        """Show only one side's entries and/or one table's or action's (as the log names
        them, or as shown); None shows all."""
        self.side_var.set(self._show(side) if side else self.all)
        self.what_var.set(self._show(what) if what else self.all)
        self._refilter()

    def entries(self) -> list[LogEntry]:
        """The entries the filters keep, oldest first (every field, as logged)."""
        log = self.session.log.entries
        return [log[i] for i in self._matches]

    def _show(self, text: str) -> str:
        """A side or a table or action name as shown (kept: a long log asks for each)."""
        shown = self._shown.get(text)
        if shown is None:
            shown = self._shown[text] = tr(text)
        return shown

    def _refilter(self) -> None:
        """Choose the entries again after a filter changed, and show the newest of them."""
        self._seen = 0
        self.table.follow = True
        self.refresh()

    def refresh(self) -> None:
        """Take in the entries logged since the last call (all of them after a filter change
        or when the log is not the one seen before), and redraw what shows."""
        log = self.session.log
        entries = log.entries
        self.words.follow(entries)  # an undo names a bot's move by its reason, translated
        if self._seen and (
            len(entries) < self._seen or entries[self._seen - 1].hash != self._last_hash
        ):
            self._seen = 0  # not the log seen before: take it all in again
            self._sides, self._whats, self._rolled = set(), set(), False
            self._corrected = False
        if self._seen == 0:
            self._matches, self._tally, self._folded = [], DiceTally(), {}
        before = len(self._sides), len(self._whats)
        side, what = self.side_var.get(), self.what_var.get()
        sides, whats, keep, tally = self._sides, self._whats, self._matches.append, self._tally
        label, show, every = self.words.label, self._show, self.all
        corrections = self._corrections
        for index in range(self._seen, len(entries)):
            entry = entries[index]
            who = show(entry.side or NO_SIDE)
            sides.add(who)
            said = show(label(entry))
            whats.add(said)
            if entry.natural is not None:
                self._rolled = True
            elif entry.what in corrections and is_correction(entry, corrections):
                self._corrected = True
            if self._matches and self._matches[-1] == index - 1 and _outcome_of(entries, index):
                self._folded[index - 1] = index  # shown on its action's row
                tally.add(entry)
            elif (side == every or who == side) and (what == every or said == what):
                keep(index)
                tally.add(entry)
        self._seen = len(entries)
        self._last_hash = entries[-1].hash if entries else ""
        if (len(self._sides), len(self._whats)) != before or not self.side_box.cget("values"):
            self.side_box.configure(values=[self.all, *sorted(self._sides)])
            self.what_box.configure(values=[self.all, *sorted(self._whats)])
        self.table.show(len(self._matches))
        self._fit_columns(self.tree.winfo_width())
        kept = len(self._matches)
        total = len(entries)
        counted = (
            ngettext("{n} entry", "{n} entries", total).format(n=grouped(total))
            if kept == total
            else ngettext("{kept} of {n} entries shown", "{kept} of {n} entries shown", kept)
            .format(kept=grouped(kept), n=grouped(total))
        )  # fmt: skip
        legend = (
            " " + _("{mark} marks a roll typed in.").format(mark=TYPED_MARK.strip())
            if self._rolled
            else ""
        )
        if self.session.notes:
            legend += " " + _("{mark} marks your note.").format(mark=NOTE_MARK.strip())
        if self._corrected:
            legend += " " + _("{mark} marks a correction, with its reason.").format(mark=MARK)
        self.count_label.configure(text=f"{counted}.{legend}")
        self.stats_label.configure(text="\n".join(self._tally.lines()) or _("No dice rolled yet."))
        self._detail()
        self.head_var.set(log.head[:HEAD_SHOWN])

    def _row(self, index: int) -> Row:
        """Row `index` of the filtered list, as the player at the screen may see it, each long
        value cut to its column with "…" (clicking the row shows it whole)."""
        at = self._matches[index]
        entry = self.session.public_entry(self.session.log.entries[at])
        values = self._values(at, TYPED_MARK)
        if len(self._full) > 1000:  # rows scrolled past long ago
            self._full.clear()
        if entry.seq in self.session.notes:
            values = (values[0] + NOTE_MARK, *values[1:])
        self._full[str(entry.seq)] = values
        return str(entry.seq), tuple(
            self._fit.clip(v, self._widths.get(key, 0) - PAD) if key in CLIPPED else v
            for (key, _h, _w), v in zip(COLUMNS, values, strict=True)
        )

    def _values(self, at: int, typed: str = TYPED) -> tuple[str, ...]:
        """The row of the entry at `at` in the log, with its roll's when the roll is its
        outcome: the action's name and inputs, the roll and what came of it."""
        log, public = self.session.log.entries, self.session.public_entry
        entry = public(log[at])
        values = self._marked(entry, row_of(entry, typed=typed, words=self.words))
        roll = self._folded.get(at)
        if roll is None:
            return values
        rolled = row_of(public(log[roll]), typed=typed, words=self.words)
        return (*values[:4], rolled[4], rolled[5], *values[6:])

    def _detail(self) -> None:
        entries = self.session.log.entries
        chosen = sorted(int(k) for k in self.table.selected if 0 < int(k) <= len(entries))
        public, words = self.session.public_entry, self.words
        notes = self.session.notes
        folded = {action + 1: roll + 1 for action, roll in self._folded.items()}
        text = "\n".join(
            self._described(public(entries[s - 1]), describe(public(entries[s - 1]), words))
            + (
                "\n"
                + self._described(public(entries[f - 1]), describe(public(entries[f - 1]), words))
                if (f := folded.get(s))
                else ""
            )
            + ("\n" + _("Your note: {note}").format(note=notes[s]) if s in notes else "")
            for s in chosen
        )
        case = entries[chosen[-1] - 1].case if chosen else ""
        game = self.session.game.id
        self._rule = (game, case) if case and game in GAMES else None
        if self._rule is None:
            self.rule_button.grid_remove()
        else:
            self.rule_button.configure(text=_("Rule [{case}]\u2026").format(case=case))
            self.rule_button.grid(in_=self.note_bar, row=0, column=1, sticky="e", pady=(2, 0))
            self.rule_button.lift(self.note_bar)
        self.detail_label.configure(
            text=text or _("Click a row to read it in full (inputs, modifiers, dice, case).")
        )

    def _say(self, text: str) -> None:
        self.status_label.configure(text=text)

    def _chosen_entry(self) -> int | None:
        """The number of the entry chosen last (None when no row is chosen)."""
        count = len(self.session.log)
        chosen = sorted(int(k) for k in self.table.selected if 0 < int(k) <= count)
        return chosen[-1] if chosen else None

    def _show_rule(self) -> None:
        """The chosen entry's rule case: what the app holds about it, and where its words are."""
        if self._rule is not None:
            from tabletop.gui.help import show_rule

            show_rule(self, *self._rule)

    def _resized(self, event: tkinter.Event) -> None:
        """Fit the columns to a new width. Not while hidden (a tab behind another), where
        the list's width follows what its columns ask and the two would chase each other,
        and not back to the width it had just before, which is that chase too (624, 627,
        624 ... seen with nine sessions open): the columns already suit it."""
        width = int(event.width)
        if not self.tree.winfo_ismapped() or width in self._widths_seen:
            return
        self._widths_seen = (*self._widths_seen[-1:], width)
        self._fit_columns(width)

    def _fit_columns(self, width: int) -> None:
        """Give the columns a referee reads the width their headings and values need (the
        table or action and the result sharing the rest), then add the others while the
        result keeps room; redraw when a width changed."""
        if width <= 1:
            return
        measure = self._fit.measure
        heading = {key: self._bold.measure(_(text)) + PAD for key, text, _w in COLUMNS}
        shown_rolls = [self._full.get(i, ("",) * 5)[4] for i in self.tree.get_children()]
        need = {
            "seq": max(heading["seq"], measure(str(max(self._seen, 99))) + PAD),
            "side": max([heading["side"], *(measure(s) + PAD for s in self._sides)]),
        }
        if self._rolled:
            need["roll"] = max([heading["roll"], *(measure(r) + PAD for r in shown_rolls)])
        # The table or action and the result share what is left; the name takes what it
        # needs up to WHAT_SHARE, and its heading is shortened before it is ever cut.
        short = self._bold.measure(_(SHORT_WHAT)) + PAD
        longest = max([short, *(measure(w) + PAD for w in self._whats)])
        left = width - sum(need.values()) - 4
        need["what"] = max(short, min(longest, int(left * WHAT_SHARE)))
        title = _(WHAT_HEADING) if need["what"] >= heading["what"] else _(SHORT_WHAT)
        if self.tree.heading("what", "text") != title:
            self.tree.heading("what", text=title)
        room = left - need["what"]
        shown = [key for key in READ_FIRST if key != "roll" or self._rolled]
        for key, least in ROOM_FOR:
            least = max(least, heading[key])
            if room - least >= RESULT_ROOM:
                need[key] = least
                shown.append(key)
                room -= least
        need["result"] = max(heading["result"], room)
        order = [key for key, _h, _w in COLUMNS if key in shown]
        if tuple(self.tree.cget("displaycolumns")) != tuple(order):
            self.tree.configure(displaycolumns=order)
        widths = {key: need[key] for key in order}
        for key, pixels in widths.items():
            self.tree.column(key, width=pixels)
        if widths != self._widths:
            self._widths = widths
            self.table.redraw()

    # -- export -----------------------------------------------------------------------

    def export_csv(self, path: str | Path) -> Path:
        """Write the entries the filters keep, every field as logged (nothing hidden) with its
        hashes, to a CSV file: the referee's copy."""
        return self._csv_job()(path)

    def export_markdown(self, path: str | Path) -> Path:
        """Write the entries the filters keep as a Markdown table, as logged (nothing hidden),
        with the statistics and head hash: the referee's copy."""
        return self._markdown_job()(path)

    def _csv_job(self) -> Job:
        entries = self.entries()
        return lambda path: write_csv(entries, path)

    def _markdown_job(self) -> Job:
        entries, log, title = self.entries(), self.session.log, self.session.game.title
        filters = [
            f"{name} = {var.get()}"
            for name, var in ((_("side"), self.side_var), (_("table/action"), self.what_var))
            if var.get() != self.all
        ]
        return lambda path: write_markdown(entries, path, title=title, count=len(log),
                                           head=log.head, filters=filters)  # fmt: skip

    def _ask_csv(self) -> None:
        self._ask(".csv", "CSV", self._csv_job)

    def _ask_md(self) -> None:
        self._ask(".md", "Markdown", self._markdown_job)

    def _ask(self, suffix: str, kind: str, make_job: Callable[[], Job]) -> None:
        """Ask where, then write there off the window's thread: a 50,000-entry export takes
        seconds, and the window keeps answering meanwhile (the entries are taken now)."""
        name = filedialog.asksaveasfilename(
            parent=self,
            title=_("Export the log as {kind}").format(kind=kind),
            defaultextension=suffix,
            filetypes=[(kind, f"*{suffix}"), (_("All files"), "*")],
            initialfile=f"{self.session.game.id}-log{suffix}",
        )
        if not name:
            return
        job = make_job()
        outcome: list[Path | str] = []

        def work() -> None:
            try:
                outcome.append(job(name))
            except OSError as exc:
                outcome.append(
                    _("Could not write {name}: {reason}.").format(
                        name=name, reason=exc.strerror or exc
                    )
                )

        worker = threading.Thread(target=work, name="log export")
        self.status_label.configure(text=_("Writing {name}\u2026").format(name=name))
        worker.start()
        self._wait(worker, outcome)

    def _wait(self, worker: threading.Thread, outcome: list[Path | str]) -> None:
        if worker.is_alive():
            self.after(100, self._wait, worker, outcome)
        elif self._alive and outcome:
            done = outcome[0]
            self.status_label.configure(
                text=_("Wrote {path}.").format(path=done) if isinstance(done, Path) else done
            )

    # -- what the tests read ----------------------------------------------------------

    def rows(self) -> list[tuple[str, ...]]:
        """Every row the filters keep, in full: the table draws the rows that fit, cuts a
        long value with an ellipsis and marks a typed roll with the writing hand."""
        return [self._values(i) for i in self._matches]

    def _marked(self, entry: LogEntry, values: tuple[str, ...]) -> tuple[str, ...]:
        """A row, marked when its entry is a correction (core/corrections.py)."""
        if entry.what in self._corrections and is_correction(entry, self._corrections):
            return marked_row(entry, values)
        return values

    def _described(self, entry: LogEntry, text: str) -> str:
        """A detail line, marked when its entry is a correction."""
        if entry.what in self._corrections and is_correction(entry, self._corrections):
            return marked_detail(entry, text)
        return text

    def cell_tip_text(self) -> str:
        """The tooltip shown over a cut cell ("" when none is shown)."""
        return self.cell_tip.shown()

    def detail_text(self) -> str:
        """The selected entry in full, as shown under the table."""
        return str(self.detail_label.cget("text"))

    def stats_text(self) -> str:
        """The dice statistics lines, as shown."""
        return str(self.stats_label.cget("text"))

    def head_text(self) -> str:
        """The whole head hash, as the Copy button copies it and its tooltip reads."""
        return self.session.log.head

    def head_shown(self) -> str:
        """The head hash's first characters, as shown in the field."""
        return self.head_var.get()


def _outcome_of(entries: tuple[LogEntry, ...] | list[LogEntry], index: int) -> bool:
    """Whether the entry at `index` is the roll that is its action's whole outcome: the first
    roll after an action that logged no sentence of its own."""
    entry, before = entries[index], entries[index - 1]
    return entry.step == "roll" and before.step == "act" and not before.result
