"""The `tabletop` command: opens the window, or runs a subcommand (tabletop.commands)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Open the window with no arguments; otherwise parse the command line."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--lang"] and args[2:] in ([], ["--quit-when-ready"]):
        # `tabletop --lang fr`: the window, in that language (TABLETOP_LANG carries the
        # choice to the window, over the one it saved).
        from tabletop.core.i18n import ENVIRONMENT, known

        if len(args) > 1 and known(args[1]):
            os.environ[ENVIRONMENT] = args[1]
            args = args[2:]
    if args in ([], ["--quit-when-ready"]):
        # Opening the window is the common case: it needs neither argparse nor the engine.
        from tabletop.gui.launch import launch

        return launch(quit_when_ready=bool(args))
    from tabletop.commands import main as run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
