"""File > Export printed data and Import printed data…: the owner's entries for a game as a
pack to share with an opponent who owns the printed game too (DESIGN principle 2, the same
packs as `tabletop printed export` and `import`). Import shows what it adds and what it
changes before it asks; nothing is written unless the owner says yes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tabletop.core.errors import TabletopError, one_line

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.printed_view import PrintedView
    from tabletop.gui.shell import Window

PACK_TYPES = [("Printed data pack", "*.toml"), ("All files", "*")]


class PrintedPacks:
    """The two File menu commands; the dialogs are attributes a test answers."""

    def __init__(self, app: Window) -> None:
        self.app = app
        self.ask_export: Callable[[str], str] = self._ask_export
        self.ask_import: Callable[[], str] = self._ask_import
        self.confirm: Callable[[str, str], bool] = self._confirm
        self.window: PrintedView | None = None
        """The open "Your printed data" window, if any."""

    def _ask_export(self, game: str) -> str:
        from tkinter import filedialog

        return filedialog.asksaveasfilename(
            parent=self.app.root,
            title="Export your printed data",
            initialfile=f"{game}-printed.toml",
            defaultextension=".toml",
            filetypes=PACK_TYPES,
        )

    def _ask_import(self) -> str:
        from tkinter import filedialog

        return filedialog.askopenfilename(
            parent=self.app.root, title="Import printed data", filetypes=PACK_TYPES
        )

    def _confirm(self, title: str, message: str) -> bool:
        from tkinter import messagebox

        return bool(messagebox.askyesno(title, message, parent=self.app.root))

    def view(self) -> None:
        """Open the window listing the owner's entries (File > Your printed data…)."""
        from tabletop.gui.printed_view import PrintedView

        if self.window is not None and self.window.winfo_exists():
            self.window.lift()
            return
        self.window = PrintedView(self.app.root, self)

    def export(self, game: str) -> Path | None:
        """Write the owner's entries for `game` to a pack file they choose."""
        from tabletop.core.layer import entry_paths
        from tabletop.session.packs import export_pack

        path = self.ask_export(game)
        if not path:
            return None
        try:
            pack = export_pack(game, Path(path))
        except (TabletopError, OSError) as exc:
            self.app.notify(f"Nothing exported: {_plain(exc)}", error=True)
            return None
        count = len(entry_paths(pack.entries))
        self.app.notify(
            f"Exported {count} entries to {Path(path).name} (hash {pack.hash[:16]}): an "
            "opponent who owns the game imports it with File > Import printed data…"
        )
        return Path(path)

    def import_pack(self) -> bool:
        """Read a pack, say what it adds and changes, and import it if the owner says yes."""
        from tabletop.games import find_game
        from tabletop.session.packs import PackError, apply_import, described, plan_import

        path = self.ask_import()
        if not path:
            return False
        try:
            plan = plan_import(Path(path))
        except PackError as exc:
            self.app.notify(sentence(exc), error=True)
            return False
        game = plan.pack.game
        title = find_game(game).title
        if not plan.added and not plan.changed:
            self.app.notify(
                f"Your printed data for {title} already holds all of {Path(path).name}."
            )
            return False
        lines = [f"{Path(path).name} holds printed data for {title}."]
        lines += [f"Adds: {described(game, p)}" for p in plan.added]
        lines += [f"Changes: {described(game, p)} (yours is replaced)" for p in plan.changed]
        if plan.same:
            lines.append(f"{len(plan.same)} entries are as you have them already.")
        lines.append("")
        lines.append(
            "Add these to your printed data? New games use them; a game open now offers to "
            "adopt them; saved games keep their own."
        )
        if not self.confirm("Import printed data", "\n".join(lines)):
            self.app.notify("Nothing imported.")
            return False
        try:
            apply_import(plan)
        except (TabletopError, OSError) as exc:
            self.app.notify(f"Nothing imported: {_plain(exc)}", error=True)
            return False
        for tab in self.app.tabs:
            tab.show_adopt()
        self.app.notify(
            f"Imported {len(plan.added)} new and {len(plan.changed)} changed entries for {title}."
        )
        return True


def sentence(message: object) -> str:
    """A message as a sentence: one line, capital first letter (as `widgets.actor` says it,
    without importing the engine before the window is drawn)."""
    text = one_line(message).strip()
    return text[:1].upper() + text[1:]


def _plain(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return (exc.strerror or "the disk refused it").lower() + "."
    return sentence(exc)
