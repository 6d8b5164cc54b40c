"""The `tabletop` command: opens the window (with the saves named, as tabs), or runs a
subcommand (tabletop.commands)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

SUBCOMMANDS = (
    "games",
    "tables",
    "lookup",
    "odds",
    "resolve",
    "roll",
    "new",
    "show",
    "verify",
    "simulate",
    "act",
    "report",
    "aar",
    "note",
    "printed",
    "desktop-install",
)
"""Every subcommand's name: a word the window's arguments never take for a save."""


def _window_request(args: list[str]) -> tuple[str | None, bool, list[str]] | None:
    """(language, quit when ready, saves to open) when `args` ask for the window: only
    `--lang LANG`, `--quit-when-ready` and save files (a `.toml` name, or a file that
    exists); None for anything else, which the subcommands' parser answers."""
    language: str | None = None
    quit_when_ready = False
    files: list[str] = []
    words = iter(args)
    for word in words:
        if word == "--lang" or word.startswith("--lang="):
            language = next(words, None) if word == "--lang" else word.partition("=")[2]
            from tabletop.core.i18n import known

            if language is None or known(language) is None:
                return None  # the parser says what is wrong with it
        elif word == "--quit-when-ready":
            quit_when_ready = True
        elif word.startswith("-") or word in SUBCOMMANDS:
            return None
        elif Path(word).suffix.lower() == ".toml" or Path(word).is_file():
            files.append(word)
        else:
            return None
    return language, quit_when_ready, files


def main(argv: Sequence[str] | None = None) -> int:
    """Open the window with no arguments, or only saves to open; otherwise run a subcommand."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--version"]:
        from tabletop.version import version

        print(f"tabletop {version()}")
        return 0
    window = _window_request(args)
    if window is not None:
        # Opening the window is the common case: it needs neither argparse nor the engine.
        language, quit_when_ready, files = window
        if language is not None:
            # `tabletop --lang fr`: TABLETOP_LANG carries the choice to the window, over the
            # one it saved.
            from tabletop.core.i18n import ENVIRONMENT

            os.environ[ENVIRONMENT] = language
        from tabletop.gui.launch import launch

        return launch(quit_when_ready=quit_when_ready, files=files)
    from tabletop.commands import main as run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
