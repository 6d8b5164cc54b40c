"""The log pane's Note… button: the player writes a note of their own on the chosen entry.

The note is kept in the save outside the log's chain (session/notes.py), so it never changes
what `verify` proves; the row shows `NOTE_MARK` and the detail line the note's text.
"""

from __future__ import annotations

import tkinter
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.errors import TabletopError, one_line
from tabletop.core.i18n import N_, _
from tabletop.gui.widgets import style
from tabletop.session.notes import MAX_NOTE
from tabletop.session.session import Session

NOTE_MARK = " \u270e"
"""Put after an entry's number in the table when the player wrote a note on it."""

CHOOSE_FIRST = N_("Click a row first: the note is written on that entry.")


class NoteBar(ttk.Frame):
    """ "Note…", then a line to write the note in, with Save and Cancel."""

    def __init__(
        self,
        master: tkinter.Misc,
        session: Session,
        chosen: Callable[[], int | None],
        say: Callable[[str], None],
    ) -> None:
        super().__init__(master)
        self.session = session
        self._chosen = chosen
        self._say = say
        self._entry: int | None = None
        """The entry whose note is being written (None: not writing one)."""
        self.columnconfigure(0, weight=1)
        self.note_button = ttk.Button(self, text=_("Note\u2026"), command=self.open)
        self.note_button.grid(row=0, column=0, sticky="w", pady=(2, 0))
        self.editor = ttk.Frame(self)
        self.editor.columnconfigure(0, weight=1)
        self.note_var = tkinter.StringVar(self)
        self.note_entry = ttk.Entry(self.editor, textvariable=self.note_var, font=style.body(self))
        self.note_entry.grid(row=0, column=0, columnspan=2, sticky="ew")
        self.note_entry.bind("<Return>", lambda _e: self.save(), add="+")
        self.note_entry.bind("<Escape>", lambda _e: self.close(), add="+")
        self.save_button = ttk.Button(self.editor, text=_("Save note"), command=self.save)
        self.cancel_button = ttk.Button(self.editor, text=_("Cancel"), command=self.close)
        self.save_button.grid(row=1, column=0, sticky="w", pady=(2, 0))
        self.cancel_button.grid(row=1, column=1, sticky="w", padx=(4, 0), pady=(2, 0))

    def open(self) -> None:
        """Start writing a note on the chosen entry (its note so far in the line)."""
        entry = self._chosen()
        if entry is None:
            self._say(_(CHOOSE_FIRST))
            return
        self._entry = entry
        self.note_var.set(self.session.notes.get(entry, ""))
        self.editor.grid(row=1, column=0, columnspan=2, sticky="ew")
        self._say(
            _(
                "Your note on entry {entry} (at most {most} characters; empty removes it). "
                "It is kept outside what verify proves."
            ).format(entry=entry, most=MAX_NOTE)
        )
        self.note_entry.focus_set()

    def save(self) -> None:
        """Keep the note written; a note the save cannot take is one sentence, kept open."""
        if self._entry is None:
            return
        entry = self._entry
        try:
            self.session.note(entry, self.note_var.get())
        except TabletopError as exc:
            self._say(one_line(exc))  # an error reads in the reader's language
            return
        self.close()
        self._say(
            _("Note kept on entry {entry}.").format(entry=entry)
            if entry in self.session.notes
            else _("Note removed.")
        )

    def close(self) -> None:
        """Stop writing, keeping nothing new."""
        self._entry = None
        self.editor.grid_remove()
