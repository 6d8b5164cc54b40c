"""A button that enters a roster typed in a spreadsheet and saved as CSV: one logged action per
row (`games.rosters`), every row checked before the first is entered; a refusal names the
line in one sentence and the rows before it stay entered (each is a step of its own, undone
with Undo)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, _, say
from tabletop.games.rosters import read_roster
from tabletop.gui.widgets.actor import Actor
from tabletop.gui.widgets.wrap import wrapping

CSV_TYPES = [(N_("Roster (CSV)"), "*.csv *.txt"), (N_("All files"), "*")]


def ask_csv(master: tk.Misc) -> str:
    """The roster file the owner picks ("" when they cancel)."""
    from tkinter import filedialog

    return filedialog.askopenfilename(
        parent=master,
        title=_("Import a roster"),
        filetypes=[(_(name), pattern) for name, pattern in CSV_TYPES],
    )


def read_text(path: str) -> str:
    """A roster file's text; TabletopError in plain words when it cannot be read (a named
    pipe or a device is refused at once, and no more is read than a roster can be)."""
    from tabletop.core.files import read_capped
    from tabletop.games.rosters import LARGEST

    raw = read_capped(Path(path), 4 * LARGEST)[0]  # UTF-8: at most 4 bytes a character
    if len(raw) > 4 * LARGEST:
        raise TabletopError(say("that file is far larger than a roster; not read."))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise TabletopError(
            say("{name} is not a text file saved as UTF-8.", name=Path(path).name)
        ) from None


class RosterImport(ttk.Frame):
    """ "Import from CSV…" and the line saying what it did."""

    def __init__(self, master: tk.Misc, actor: Actor, kind: str, fields: str) -> None:
        super().__init__(master)
        self.actor, self.kind = actor, kind
        self.ask_open: Callable[[tk.Misc], str] = ask_csv
        self.button = ttk.Button(self, text=_("Import from CSV…"), command=self.run)
        self.button.pack(anchor="w")
        hint = ttk.Label(
            self,
            text=_("A header row naming {fields}.").format(fields=fields),
            style="Muted.TLabel",
        )
        wrapping(hint).pack(anchor="w", fill="x")
        self.said = wrapping(ttk.Label(self, style="Body.TLabel"))
        self.said.pack(anchor="w", fill="x")
        self.error_label = wrapping(ttk.Label(self, style="Error.TLabel"))
        self.error_label.pack(anchor="w", fill="x")

    def run(self) -> int:
        """Enter each row of the file chosen; the number entered."""
        path = self.ask_open(self)
        if not path:
            return 0
        self.said.configure(text="")
        try:
            actions = read_roster(read_text(path), self.actor.session.game.actions, self.kind)
        except TabletopError as exc:
            self.actor.error(_("nothing imported: {why}").format(why=exc), self.error_label)
            return 0
        for done, action in enumerate(actions):
            if self.actor.act(action, self.error_label) is None:
                said = str(self.error_label.cget("text"))
                self.error_label.configure(
                    text=_("{done} of {n} entered; line {line}: {why}").format(
                        done=done, n=len(actions), line=done + 2, why=said
                    )
                )
                return done
        self.said.configure(
            text=_("{n} entered from {name}.").format(n=len(actions), name=Path(path).name)
        )
        return len(actions)
