"""The window's own settings, kept between runs: theme, text size, size and place, the split.

One small TOML file in the user's data folder (`settings.toml`). It is a convenience: a
missing, damaged or hand-edited file gives the defaults for what it cannot say, never an
error, and a failed write is ignored (the game's saves are what must not be lost).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from tabletop.core import paths

THEMES = ("system", "light", "dark")
"""The theme choices of View > Theme: follow the desktop, or one of the two."""

TEXT_SIZES = range(-2, 7)
"""Steps of Ctrl+minus and Ctrl+plus around the default text size (0)."""


@dataclass(frozen=True)
class Settings:
    """What the window remembers."""

    theme: str = "system"
    """"system", "light" or "dark"."""
    text_size: int = 0
    """Points added to every font (Ctrl+plus, Ctrl+minus; Ctrl+0 for 0)."""
    geometry: str = ""
    """The window's last size and place, as Tk writes it ("1280x760+0+0"); "" the first time."""
    zoomed: bool = False
    """Whether the window was last maximised."""
    log_share: float = 0.0
    """The part of a session tab's width the log pane had when last moved (0: the default)."""


def settings_file() -> Path:
    """Where the settings are kept."""
    return paths.user_dir() / "settings.toml"


def load() -> Settings:
    """The kept settings, each value that is missing or wrong replaced by its default."""
    try:
        import tomllib

        data = tomllib.loads(settings_file().read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return Settings()
    default = Settings()
    kept: dict[str, object] = {}
    for field in fields(Settings):
        value = data.get(field.name)
        wanted = type(getattr(default, field.name))
        if wanted is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is wanted:
            kept[field.name] = value
    loaded = replace(default, **kept)  # type: ignore[arg-type]
    if loaded.theme not in THEMES:
        loaded = replace(loaded, theme="system")
    if loaded.text_size not in TEXT_SIZES:
        loaded = replace(loaded, text_size=0)
    if not 0.0 <= loaded.log_share <= 0.8:
        loaded = replace(loaded, log_share=0.0)
    if len(loaded.geometry) > 40:
        loaded = replace(loaded, geometry="")
    return loaded


def store(settings: Settings) -> None:
    """Keep the settings for the next run (a failure is ignored: it is only a convenience)."""
    import tomli_w

    from tabletop.core.files import write_atomic

    try:
        write_atomic(settings_file(), tomli_w.dumps(asdict(settings)).encode("utf-8"))
    except OSError:
        pass
