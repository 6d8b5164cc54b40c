"""The window's answer to a save that does not open (issue 31, item 3): what is wrong in one
sentence, the loader's own words under Details, and what can still be opened: the game up to
the last entry of its log that loads, or its backup, each as a NEW file beside it (the
damaged file and its backup are never written to; session/recover.py)."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from pathlib import Path
from tkinter import ttk

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, tr
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import wrapping
from tabletop.session.recover import Recovery, copy_backup, recovered_path, write_recovered

WIDTH = 560
"""The dialog's width in pixels at the usual text size (its texts wrap inside it)."""


class RecoverDialog(tk.Toplevel):
    """What is wrong with a save, and buttons for what can be opened again, over the main
    window: Open up to the last entry that loads, Open the backup, Cancel (or Escape)."""

    def __init__(
        self,
        master: tk.Misc,
        recovery: Recovery,
        open_path: Callable[[Path], object],
        notify: Callable[[str], None],
    ) -> None:
        super().__init__(master)
        style.apply(self)
        self.recovery = recovery
        self.open_path = open_path
        self.notify = notify
        self.title(_("{name} does not open").format(name=recovery.path.name))
        self.transient(master.winfo_toplevel())
        body = ttk.Frame(self, padding=12)
        body.pack(fill="both", expand=True)
        self.sentence = wrapping(
            ttk.Label(body, text=tr(recovery.sentence), style="Body.TLabel"), first=WIDTH - 30
        )
        self.sentence.pack(fill="x")
        self.offer = wrapping(
            ttk.Label(body, text=self._offer(), style="Body.TLabel"), first=WIDTH - 30
        )
        self.offer.pack(fill="x", pady=(8, 0))
        self.details_button = ttk.Button(body, text=_("Details"), command=self.toggle_details)
        self.details_button.pack(anchor="w", pady=(8, 0))
        self.details = wrapping(
            ttk.Label(body, text=tr(recovery.detail), style="Muted.TLabel"), first=WIDTH - 30
        )
        self.problem = wrapping(ttk.Label(body, style="Error.TLabel"), first=WIDTH - 30)
        self.problem.pack(fill="x", side="bottom")
        buttons = ttk.Frame(self, padding=(12, 0, 12, 12))
        buttons.pack(fill="x", side="bottom")
        self.cancel_button = ttk.Button(buttons, text=_("Cancel"), command=self.destroy)
        self.cancel_button.pack(side="right")
        self.backup_button: ttk.Button | None = None
        self.recover_button: ttk.Button | None = None
        if recovery.backup is not None:
            self.backup_button = ttk.Button(
                buttons, text=_("Open the backup"), command=self.open_backup
            )
            self.backup_button.pack(side="right", padx=(0, 6))
        if recovery.recoverable:
            self.recover_button = ttk.Button(
                buttons, text=_("Open up to the last entry that loads"), command=self.open_recovered
            )
            self.recover_button.pack(side="right", padx=(0, 6))
        self.bind("<Escape>", lambda _e: self.destroy())
        first = self.recover_button or self.backup_button or self.cancel_button
        first.focus_set()
        self.withdraw()  # shown once laid out, over the window (the refusal is not kept waiting)
        self.after_idle(self._place)

    def _offer(self) -> str:
        """What can be opened again, in a sentence or two."""
        recovery = self.recovery
        name = recovery.path.name
        parts = []
        if recovery.recoverable:
            parts.append(
                _(
                    "Its log reads up to entry {readable} of {total}: the game can be opened "
                    "up to the last of them that loads, as a new file, {new}."
                ).format(
                    readable=recovery.readable,
                    total=recovery.total,
                    new=recovered_path(recovery.path).name,
                )
            )
        if recovery.backup is not None:
            parts.append(
                _("Its backup, {backup}, the version before the last save, opens too.").format(
                    backup=recovery.backup.name
                )
            )
        if not parts:
            return (
                _("Nothing in it can be opened again.")
                + " "
                + _("{name} is left as it is.").format(name=name)
            )
        return " ".join([*parts, _("{name} is left as it is.").format(name=name)])

    def toggle_details(self) -> None:
        """Show or hide the loader's own words (the field it stopped at)."""
        if self.details.winfo_ismapped():
            self.details.pack_forget()
        else:
            self.details.pack(fill="x", after=self.details_button, pady=(4, 0))

    def open_recovered(self) -> None:
        """Write the game up to the last entry that loads as a new file, and open it."""
        recovery = self.recovery
        written = self._open(lambda: write_recovered(recovery))
        if written is not None:
            self.notify(
                _(
                    "Opened {new}: the game up to entry {kept} of {total}, the last that "
                    "loads; {name} is left as it is."
                ).format(
                    new=written.name,
                    kept=recovery.kept,
                    total=recovery.total,
                    name=recovery.path.name,
                )
            )

    def open_backup(self) -> None:
        """Copy the backup to a new file, and open it."""
        recovery = self.recovery
        written = self._open(lambda: copy_backup(recovery))
        if written is not None and recovery.backup is not None:
            self.notify(
                _("Opened {new}, a copy of {backup}; {name} is left as it is.").format(
                    new=written.name, backup=recovery.backup.name, name=recovery.path.name
                )
            )

    def _open(self, write: Callable[[], Path]) -> Path | None:
        """Write the new file and open it (its path); None, with the reason shown, when
        nothing could be written or it does not open."""
        try:
            written = write()
        except (TabletopError, OSError) as exc:
            from tabletop.core.files import plain_reason

            reason = plain_reason(exc) if isinstance(exc, OSError) else str(exc)
            self.problem.configure(text=_("Nothing was written: {reason}").format(reason=reason))
            return None
        self.destroy()
        return written if self.open_path(written) is not None else None

    def _place(self) -> None:
        """Over the middle of the main window, as wide as its texts need (no wider than the
        screen)."""
        self.update_idletasks()
        window = self.master.winfo_toplevel()
        width = min(max(WIDTH, self.winfo_reqwidth()), self.winfo_screenwidth())
        height = min(self.winfo_reqheight(), self.winfo_screenheight())
        x = window.winfo_rootx() + max(0, (window.winfo_width() - width) // 2)
        y = window.winfo_rooty() + max(0, (window.winfo_height() - height) // 3)
        self.geometry(f"+{x}+{y}")
        self.deiconify()


def showing(root: tk.Misc) -> RecoverDialog | None:
    """The dialog open over the window, if any."""
    for child in root.winfo_children():
        if isinstance(child, RecoverDialog) and child.winfo_exists():
            return child
    return None


def offer_recovery(
    root: tk.Misc,
    recovery: Recovery,
    open_path: Callable[[Path], object],
    notify: Callable[[str], None],
) -> RecoverDialog:
    """Open the dialog for a save that did not open (one already open is closed first)."""
    old = showing(root)
    if old is not None:
        old.destroy()
    return RecoverDialog(root, recovery, open_path, notify)
