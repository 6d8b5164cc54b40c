"""The window's own settings, kept between runs: theme, text size, size and place, the split,
the language.

One small TOML file in the user's configuration folder (`settings.toml`; versions before 0.2
kept it in the data folder, and it is moved from there the first time it is read), read
before the window is drawn. It is a convenience: a missing, damaged or hand-edited file
gives the defaults for what it cannot say, never an error, and a failed write is ignored
(the game's saves are what must not be lost). It is read line by line, `name = value`, the
only shape it is written in: importing a TOML parser (and `dataclasses`) would cost the
window's first draw a tenth of its time (scripts/bench, window ready), as the recent list's
plain file already found.
"""

from __future__ import annotations

from pathlib import Path

from tabletop.core import paths
from tabletop.core.i18n import LANGUAGES

THEMES = ("system", "light", "dark")
"""The theme choices of View > Theme: follow the desktop, or one of the two."""

TRACKS = ("auto", "folded", "open")
"""The choices for the tracks above a game's pages (see `Settings.tracks`)."""

TEXT_SIZES = range(-2, 7)
"""Steps of Ctrl+minus and Ctrl+plus around the default text size (0)."""

MAX_GEOMETRY = 40
"""Longest geometry text kept (a hand-edited file cannot make the window do anything odd)."""


class Settings:
    """What the window remembers (a value type: compare with ==, change with `replace`)."""

    __slots__ = (
        "theme",
        "text_size",
        "geometry",
        "zoomed",
        "log_share",
        "system_dark",
        "dpi",
        "language",
        "tracks",
        "log_hidden",
    )

    def __init__(
        self,
        theme: str = "system",
        text_size: int = 0,
        geometry: str = "",
        zoomed: bool = False,
        log_share: float = 0.0,
        system_dark: bool = False,
        dpi: float = 0.0,
        language: str = "",
        tracks: str = "auto",
        log_hidden: bool = False,
    ) -> None:
        self.theme = theme
        """"system", "light" or "dark"."""
        self.text_size = text_size
        """Points added to every font (Ctrl+plus, Ctrl+minus; Ctrl+0 for 0)."""
        self.geometry = geometry
        """The window's last size and place as Tk writes it ("1280x760+0+0"); "" at first."""
        self.zoomed = zoomed
        """Whether the window was last maximised."""
        self.log_share = log_share
        """The part of a session tab's width the log pane had when last moved (0: default)."""
        self.system_dark = system_dark
        """Whether the desktop asked for dark windows when last asked (asking takes a
        program's run, done after the first draw; this is what the first draw follows)."""
        self.dpi = dpi
        """The desktop's font DPI when last asked (X11's Xft.dpi; 0: it did not say, and
        Tk's own scaling from the X server stands)."""
        self.language = language
        """The language chosen in View > Language ("en", "fr"); "" until one is chosen (the
        system's is shown)."""
        self.tracks = tracks
        """The tracks above a game's pages: "folded" to one line each, "open" in full, or
        "auto" until the player chooses (folded on a screen room.FOLD_BELOW pixels tall or
        less)."""
        self.log_hidden = log_hidden
        """Whether the log beside a game is hidden (View > Hide the log), giving its width to
        the game."""

    def values(self) -> dict[str, object]:
        """Each setting by name."""
        return {name: getattr(self, name) for name in self.__slots__}

    def replace(self, **changes: object) -> Settings:
        """A copy with `changes`."""
        values = self.values()
        values.update(changes)
        return Settings(**values)  # type: ignore[arg-type]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.values() == other.values()

    def __hash__(self) -> int:
        return hash(tuple(self.values().items()))

    def __repr__(self) -> str:
        return f"Settings({self.values()})"

    def dark(self) -> bool:
        """Whether the window is dark under these settings."""
        return self.theme == "dark" or (self.theme == "system" and self.system_dark)


def settings_file() -> Path:
    """Where the settings are kept."""
    return paths.config_dir() / "settings.toml"


def _moved_from_the_data_folder(path: Path) -> None:
    """The settings an earlier version kept in the data folder, moved to `path` once (left
    where they were if the move fails: they are read from there next time)."""
    old = paths.user_dir() / "settings.toml"
    if old == path or path.exists() or not old.is_file():
        return
    import shutil

    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(old, path)
    except OSError:
        pass


def _value(text: str) -> object:
    """A TOML value as written by `store`: a plain string, true/false, an int or a float."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"' and "\\" not in text:
        return text[1:-1]
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        return None


def load() -> Settings:
    """The kept settings, each value that is missing or wrong replaced by its default."""
    path = settings_file()
    _moved_from_the_data_folder(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return _forced(Settings())
    default = Settings()
    kept: dict[str, object] = {}
    for line in text.splitlines()[:50]:
        name, equals, value = line.partition("=")
        name = name.strip()
        if not equals or name not in Settings.__slots__:
            continue
        parsed = _value(value)
        wanted = type(getattr(default, name))
        if wanted is float and type(parsed) is int:
            parsed = float(parsed)
        if type(parsed) is wanted:
            kept[name] = parsed
    loaded = default.replace(**kept)
    if loaded.theme not in THEMES:
        loaded = loaded.replace(theme="system")
    if loaded.text_size not in TEXT_SIZES:
        loaded = loaded.replace(text_size=0)
    if not 0.0 <= loaded.log_share <= 0.8:
        loaded = loaded.replace(log_share=0.0)
    if not (loaded.dpi == 0.0 or 48.0 <= loaded.dpi <= 480.0):
        loaded = loaded.replace(dpi=0.0)
    if len(loaded.geometry) > MAX_GEOMETRY:
        loaded = loaded.replace(geometry="")
    if loaded.tracks not in TRACKS:
        loaded = loaded.replace(tracks="auto")
    if loaded.language not in LANGUAGES:
        loaded = loaded.replace(language="")
    return _forced(loaded)


def _forced(settings: Settings) -> Settings:
    """$TABLETOP_THEME=light|dark overrides the kept theme (screenshots, a kiosk)."""
    import os

    forced = os.environ.get("TABLETOP_THEME", "")
    return settings.replace(theme=forced) if forced in ("light", "dark") else settings


def store(settings: Settings) -> None:
    """Keep the settings for the next run (a failure is ignored: it is only a convenience)."""
    import tomli_w

    from tabletop.core.files import write_atomic

    try:
        write_atomic(settings_file(), tomli_w.dumps(settings.values()).encode("utf-8"))
    except OSError:
        pass
