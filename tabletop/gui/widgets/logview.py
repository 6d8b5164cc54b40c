"""The referee's log: every entry in a table, filtered by side and by table or action, with the
dice statistics per side, the head hash to note down, and export to CSV and Markdown.

The table and the detail line show each entry as the game lets the player at the screen see
it (`Session.public_entry`: in the card game a searched card reads "(hidden)"). The exports
are the referee's and write every field as logged: the CSV carries each entry's hash, which
only the full fields match, and the save file holds them all anyway.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable
from pathlib import Path
from tkinter import filedialog, ttk

from tabletop.core.log import LogEntry
from tabletop.gui.widgets import style
from tabletop.gui.widgets.logexport import (
    COLUMNS,
    NO_SIDE,
    describe,
    row_of,
    stats_lines,
    write_csv,
    write_markdown,
)
from tabletop.session.session import Session

ALL = "all"
"""The filter value that keeps every entry."""


class LogView(ttk.Frame):
    """The session log, kept up to date as the session changes."""

    def __init__(self, master: tkinter.Misc, session: Session) -> None:
        super().__init__(master, padding=6)
        style.apply(self)
        self.session = session
        self._alive = True
        self._shown: list[LogEntry] = []
        """The entries the filters keep, as the screen shows them."""

        bar = ttk.Frame(self)
        bar.pack(fill="x")
        # Buttons are packed first so a narrow window squeezes the filters, not them.
        self.markdown_button = ttk.Button(bar, text="Export Markdown\u2026", command=self._ask_md)
        self.markdown_button.pack(side="right")
        self.csv_button = ttk.Button(bar, text="Export CSV\u2026", command=self._ask_csv)
        self.csv_button.pack(side="right", padx=4)
        self.side_var = tkinter.StringVar(self, value=ALL)
        self.what_var = tkinter.StringVar(self, value=ALL)
        self.side_box = self._filter(bar, "Side", self.side_var, 9)
        self.what_box = self._filter(bar, "Table / action", self.what_var, 15)

        table = ttk.Frame(self)
        table.pack(fill="both", expand=True, pady=4)
        ttk.Style(self).configure("Log.Treeview", font=style.body(self), rowheight=24)
        ttk.Style(self).configure("Log.Treeview.Heading", font=style.bold(self))
        self.tree = ttk.Treeview(
            table, columns=[c[0] for c in COLUMNS], show="headings", height=10, style="Log.Treeview"
        )
        for key, heading, width in COLUMNS:
            self.tree.heading(key, text=heading, anchor="w")
            self.tree.column(key, width=width, minwidth=30, stretch=key in ("inputs", "result"))
        scroll = ttk.Scrollbar(table, orient="vertical", command=self.tree.yview)
        self.tree.configure(yscrollcommand=scroll.set)
        scroll.pack(side="right", fill="y")
        self.tree.pack(side="left", fill="both", expand=True)

        self.detail_label = ttk.Label(self, style="Muted.TLabel", wraplength=720, justify="left")
        self.detail_label.pack(anchor="w")
        self.tree.bind("<<TreeviewSelect>>", lambda e: self._show_detail())
        self.stats_label = ttk.Label(self, style="Body.TLabel", justify="left")
        self.stats_label.pack(anchor="w")
        self.head_label = ttk.Label(self, style="Muted.TLabel")
        self.head_label.pack(anchor="w", pady=(4, 0))
        self.head_var = tkinter.StringVar(self)
        ttk.Entry(
            self, textvariable=self.head_var, state="readonly", width=66, font=style.mono(self)
        ).pack(anchor="w")
        self.status_label = ttk.Label(self, style="Muted.TLabel")
        self.status_label.pack(anchor="w")

        session.subscribe(self._session_changed)
        self.refresh()

    def _filter(
        self, bar: ttk.Frame, label: str, var: tkinter.StringVar, width: int
    ) -> ttk.Combobox:
        ttk.Label(bar, text=label, style="Body.TLabel").pack(side="left")
        box = ttk.Combobox(
            bar, textvariable=var, state="readonly", width=width, font=style.body(self)
        )
        box.pack(side="left", padx=(4, 12))
        box.bind("<<ComboboxSelected>>", lambda e: self.refresh())
        return box

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
        """Show only one side's entries and/or one table's or action's; None shows all."""
        self.side_var.set(side if side else ALL)
        self.what_var.set(what if what else ALL)
        self.refresh()

    def entries(self) -> list[LogEntry]:
        """The entries the filters keep, oldest first."""
        side, what = self.side_var.get(), self.what_var.get()
        return [
            e
            for e in self.session.log.entries
            if (side == ALL or (e.side or NO_SIDE) == side) and (what == ALL or e.what == what)
        ]

    def refresh(self) -> None:
        """Redraw from the session's log and the filters."""
        log = self.session.log
        sides = sorted({e.side or NO_SIDE for e in log.entries})
        whats = sorted({e.what for e in log.entries})
        self.side_box.configure(values=[ALL, *sides])
        self.what_box.configure(values=[ALL, *whats])
        self._shown = [self.session.public_entry(e) for e in self.entries()]
        self.tree.delete(*self.tree.get_children())
        for entry in self._shown:
            self.tree.insert("", "end", iid=str(entry.seq), values=row_of(entry))
        if self._shown:
            self.tree.see(str(self._shown[-1].seq))
        self.stats_label.configure(
            text="\n".join(stats_lines(self._shown)) or "No dice rolled yet."
        )
        self._show_detail()
        self.head_label.configure(
            text=f"{len(log)} entries. Hash of the last one (note it for the referee):"
        )
        self.head_var.set(log.head)

    def _show_detail(self) -> None:
        chosen = {int(iid) for iid in self.tree.selection()}
        text = "\n".join(describe(e) for e in self._shown if e.seq in chosen)
        self.detail_label.configure(text=text or "Select a row to read it in full.")

    # -- export -----------------------------------------------------------------------

    def export_csv(self, path: str | Path) -> Path:
        """Write the entries the filters keep, every field as logged (nothing hidden) with its
        hashes, to a CSV file: the referee's copy."""
        return write_csv(self.entries(), path)

    def export_markdown(self, path: str | Path) -> Path:
        """Write the entries the filters keep as a Markdown table, as logged (nothing hidden),
        with the statistics and head hash: the referee's copy."""
        log = self.session.log
        filters = [
            f"{name} = {var.get()}"
            for name, var in (("side", self.side_var), ("table/action", self.what_var))
            if var.get() != ALL
        ]
        return write_markdown(self.entries(), path, title=self.session.game.title,
                              count=len(log), head=log.head, filters=filters)  # fmt: skip

    def _ask_csv(self) -> None:
        self._ask(".csv", "CSV", self.export_csv)

    def _ask_md(self) -> None:
        self._ask(".md", "Markdown", self.export_markdown)

    def _ask(self, suffix: str, kind: str, write: Callable[[str], Path]) -> None:
        name = filedialog.asksaveasfilename(
            parent=self,
            title=f"Export the log as {kind}",
            defaultextension=suffix,
            filetypes=[(kind, f"*{suffix}"), ("All files", "*")],
            initialfile=f"{self.session.game.id}-log{suffix}",
        )
        if not name:
            return
        try:
            written = write(name)
        except OSError as exc:
            self.status_label.configure(text=f"Could not write {name}: {exc.strerror or exc}.")
            return
        self.status_label.configure(text=f"Wrote {written}.")

    # -- test hooks -------------------------------------------------------------------

    def rows(self) -> list[tuple[str, ...]]:
        """The rows shown after filtering, as strings."""
        return [
            tuple(str(v) for v in self.tree.item(iid, "values")) for iid in self.tree.get_children()
        ]

    def detail_text(self) -> str:
        """The selected entry in full, as shown under the table."""
        return str(self.detail_label.cget("text"))

    def stats_text(self) -> str:
        """The dice statistics lines, as shown."""
        return str(self.stats_label.cget("text"))

    def head_text(self) -> str:
        """The head hash, as shown."""
        return self.head_var.get()
