"""`tabletop` run in a forked child, for the tests that need another process at once (two
writers on one save) or limits of its own (a full disk)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence

from tabletop.commands import main


def start(argv: Sequence[str], before: Callable[[], None] | None = None) -> tuple[int, int]:
    """Fork `tabletop ARGV` (after `before()` in the child); its pid and its stderr's pipe."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            os.close(read)
            if before is not None:
                before()
            sys.stderr = os.fdopen(write, "w")
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 (the child ends with _exit)
            code = main(list(argv))
            sys.stderr.flush()
        finally:
            os._exit(code)
    os.close(write)
    return pid, read


def finish(pid: int, err: int) -> tuple[int, str]:
    """Wait for a child `start` forked: its exit code and what it said on stderr."""
    _, status = os.waitpid(pid, 0)
    said = b""
    while chunk := os.read(err, 4096):
        said += chunk
    os.close(err)
    return os.waitstatus_to_exitcode(status), said.decode()
