"""The tabs open when the window closed, reopened when it starts again, and the names a player
gave sessions (issue 33 item 6): both kept in `tabs.toml` in the configuration folder.

The file is a convenience, as the settings are: one that is missing, damaged or not the app's
gives no tabs and no names, and a failure to write it is ignored. A save named in it that is
gone by the next start is left out with one sentence in the message line.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core import paths

TYPE_CHECKING = False  # not typing's, as the window's other start-up modules
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from tkinter import Misc, ttk
    from typing import Protocol

    from tabletop.gui.shell import SessionPage as SessionTab
    from tabletop.gui.tabtitles import TabTitles

    class App(Protocol):
        """The window as its open tabs are kept and named: not the window itself, so this
        module imports nothing that imports it back."""

        notebook: ttk.Notebook
        titles: TabTitles
        ask_name: Callable[[str], str | None]

        @property
        def tabs(self) -> Sequence[SessionTab]: ...

        def current_tab(self) -> SessionTab | None: ...

        def open_path(self, path: str | Path) -> SessionTab | None: ...

        def notify(self, text: str, *, error: bool = False) -> None: ...


MAX_NAME = 80
"""Longest name a player may give a session, in characters (a tab's caption, not a note)."""
MAX_KEPT = 200
"""Most names kept (the oldest go first): one per session a player ever named."""


def tabs_file() -> Path:
    """Where the open tabs and the sessions' names are kept."""
    return paths.config_dir() / "tabs.toml"


class Kept:
    """What `tabs.toml` holds: the saves open at quit, in the tab row's order, which one was
    in front, and the name a player gave each session, by its save's path."""

    __slots__ = ("open", "front", "names")

    def __init__(
        self,
        open: list[Path] | None = None,
        front: int = 0,
        names: dict[str, str] | None = None,
    ) -> None:
        self.open = list(open or [])
        """The saves of the tabs open at quit, left to right."""
        self.front = front
        """The index in `open` of the tab that was in front."""
        self.names = dict(names or {})
        """The name a player gave a session, by the absolute path of its save."""


def load() -> Kept:
    """The kept tabs and names (none from a file that is missing or does not read)."""
    import tomllib

    try:
        data = tomllib.loads(tabs_file().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return Kept()
    raw_open = data.get("open", [])
    raw_names = data.get("names", {})
    front = data.get("front", 0)
    opened = (
        [Path(p) for p in raw_open if isinstance(p, str) and p]
        if isinstance(raw_open, list)
        else []
    )
    names = (
        {k: v[:MAX_NAME] for k, v in raw_names.items() if isinstance(v, str) and v.strip()}
        if isinstance(raw_names, dict)
        else {}
    )
    front = front if type(front) is int and 0 <= front < max(1, len(opened)) else 0
    return Kept(opened, front, names)


def store(kept: Kept) -> None:
    """Keep the open tabs and the names for the next run (a failure is ignored)."""
    import tomli_w

    from tabletop.core.files import WriteRefused, write_atomic

    names = dict(list(kept.names.items())[-MAX_KEPT:])
    data = {"open": [str(p) for p in kept.open], "front": kept.front, "names": names}
    try:
        write_atomic(tabs_file(), tomli_w.dumps(data).encode("utf-8"), backup=False)
    except (OSError, WriteRefused):
        pass


def key(path: Path) -> str:
    """A save's path as the names are kept by (absolute, so a name follows the file however it
    was opened)."""
    return str(Path(path).resolve())


def name_of(path: Path | None) -> str:
    """The name a player gave the session saved at `path` ("" when none)."""
    if path is None:
        return ""
    return load().names.get(key(path), "")


def give_name(path: Path, name: str) -> None:
    """Keep `name` for the session saved at `path` ("" forgets it)."""
    kept = load()
    kept.names.pop(key(path), None)
    name = " ".join(name.split())[:MAX_NAME]
    if name:
        kept.names[key(path)] = name
    store(kept)


def carry_name(old: Path, new: Path) -> None:
    """A session saved under a new file keeps the name its player gave it."""
    name = name_of(old)
    if name and key(old) != key(new):
        give_name(new, name)


def keep_open(saves: list[Path], front: int) -> None:
    """Keep the saves of the tabs open now (left to right) and the one in front."""
    kept = load()
    kept.open = [Path(p).resolve() for p in saves]
    kept.front = front if 0 <= front < len(saves) else 0
    store(kept)


# -- the window's side ----------------------------------------------------------------------


def keep_tabs(app: App) -> None:
    """At quit: keep the saves of the tabs open now (those written to disk), and which is in
    front, for the next start."""
    saves: list[Path] = []
    front = 0
    current = app.current_tab()
    for tab in app.tabs:
        path = tab.session.autosave_path()
        if path.is_file():
            if tab is current:
                front = len(saves)
            saves.append(path)
    keep_open(saves, front)


def reopen(app: App) -> None:
    """At start: open again the tabs open at the last quit, the one in front in front; a save
    gone since is left out, and the message line says which."""
    from tabletop.core.i18n import ngettext

    kept = load()
    opened, gone = [], []
    for path in kept.open:
        if not path.is_file():
            gone.append(path.name)
            continue
        tab = app.open_path(path)
        if tab is not None:
            opened.append(tab)
    if not kept.open:
        return
    if opened:
        app.notebook.select(opened[min(kept.front, len(opened) - 1)])
    said = ngettext(
        "Reopened the {n} tab open when the window was closed.",
        "Reopened the {n} tabs open when the window was closed.",
        len(opened),
    ).format(n=len(opened))
    if gone:
        said += " " + ngettext(
            "{names} is no longer there: left out.",
            "{names} are no longer there: left out.",
            len(gone),
        ).format(names=", ".join(gone))
    app.notify(said, error=bool(gone))


def name_session(app: App) -> None:
    """File > Name this session…: the name a player gives the session in front, shown in its
    tab and kept for the next time it is opened."""
    from tabletop.core.i18n import _

    tab = app.current_tab()
    if tab is None:
        app.notify(_("Open a session first: the name is given to the session in front."))
        return
    path = tab.session.autosave_path()
    name = app.ask_name(name_of(path))
    if name is None:
        return
    give_name(path, name)
    from typing import cast  # a tab is a Tk widget: the protocol above only says less

    app.titles.set(cast("Misc", tab), tab.title())
    named = " ".join(name.split())[:MAX_NAME]
    app.notify(
        _("This session is named \u201c{name}\u201d.").format(name=named)
        if named
        else _("This session's name is taken off: its tab names it by its file.")
    )
