"""The `tabletop` command: opens the window, or runs a subcommand (tabletop.commands)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Open the window with no arguments; otherwise parse the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) <= 3 and args[:1] == ["--lang"] and len(args) >= 2:
        # `tabletop --lang fr`: the window, in that language (TABLETOP_LANG carries it there).
        from tabletop.commands.common import UsageError, take_language

        try:
            args = take_language(args)
        except UsageError as exc:
            print(f"tabletop: {exc}", file=sys.stderr)
            return 2
    if args in ([], ["--quit-when-ready"]):
        # Opening the window is the common case: it needs neither argparse nor the engine.
        from tabletop.gui.launch import launch

        return launch(quit_when_ready=bool(args))
    from tabletop.commands import main as run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
