"""File > Export printed data and Import printed data…: the owner's entries for a game as a
pack to share with an opponent who owns the printed game too (DESIGN principle 2, the same
packs as `tabletop printed export` and `import`). Import shows what it adds and what it
changes before it asks; nothing is written unless the owner says yes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tabletop.core.errors import TabletopError, one_line
from tabletop.core.i18n import N_, _, ngettext, tr

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from tabletop.gui.printed_view import PrintedView
    from tabletop.gui.shell import Window

PACK_TYPES = [(N_("Printed data pack"), "*.toml"), (N_("All files"), "*")]


def pack_types() -> list[tuple[str, str]]:
    """The kinds of file a pack dialog offers, in the current language."""
    return [(_(name), pattern) for name, pattern in PACK_TYPES]


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
            title=_("Export your printed data"),
            initialfile=f"{game}-printed.toml",
            defaultextension=".toml",
            filetypes=pack_types(),
        )

    def _ask_import(self) -> str:
        from tkinter import filedialog

        return filedialog.askopenfilename(
            parent=self.app.root, title=_("Import printed data"), filetypes=pack_types()
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
            self.app.notify(_("Nothing exported: {reason}").format(reason=_plain(exc)), error=True)
            return None
        count = len(entry_paths(pack.entries))
        self.app.notify(
            ngettext(
                "Exported {n} entry to {name} (hash {hash}): an opponent who owns the game "
                "imports it with File > Import printed data…",
                "Exported {n} entries to {name} (hash {hash}): an opponent who owns the game "
                "imports it with File > Import printed data…",
                count,
            ).format(n=count, name=Path(path).name, hash=pack.hash[:16])
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
                _("Your printed data for {game} already holds all of {name}.").format(
                    game=title, name=Path(path).name
                )
            )
            return False
        lines = [
            _("{name} holds printed data for {game}.").format(name=Path(path).name, game=title)
        ]
        lines += [_("Adds: {entry}").format(entry=tr(described(game, p))) for p in plan.added]
        lines += [
            _("Changes: {entry} (yours is replaced)").format(entry=tr(described(game, p)))
            for p in plan.changed
        ]
        if plan.same:
            same = len(plan.same)
            lines.append(
                ngettext(
                    "{n} entry is as you have it already.",
                    "{n} entries are as you have them already.",
                    same,
                ).format(n=same)
            )
        lines.append("")
        lines.append(
            _(
                "Add these to your printed data? New games use them; a game open now offers to "
                "adopt them; saved games keep their own."
            )
        )
        if not self.confirm(_("Import printed data"), "\n".join(lines)):
            self.app.notify(_("Nothing imported."))
            return False
        try:
            apply_import(plan)
        except (TabletopError, OSError) as exc:
            self.app.notify(_("Nothing imported: {reason}").format(reason=_plain(exc)), error=True)
            return False
        for tab in self.app.tabs:
            tab.show_adopt()
        self.app.notify(
            _("Imported {added} new and {changed} changed entries for {game}.").format(
                added=len(plan.added), changed=len(plan.changed), game=title
            )
        )
        return True


def sentence(message: object) -> str:
    """A message as a sentence: one line, capital first letter (as `widgets.actor` says it,
    without importing the engine before the window is drawn)."""
    text = one_line(message).strip()
    return text[:1].upper() + text[1:]


def _plain(exc: Exception) -> str:
    if isinstance(exc, OSError):
        return (exc.strerror or _("the disk refused it")).lower() + "."
    return sentence(exc)
