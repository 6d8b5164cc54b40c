"""`tabletop` run in a forked child with a deadline and 200 MB more memory than the test's
own process (issue 31, item 5): a command that would wait on a named pipe forever, or read
/dev/zero to the end, is killed or stopped by its limit instead of hanging the suite or
eating the machine, and the test sees that it was."""

from __future__ import annotations

import os
import resource
import signal
import time
from collections.abc import Sequence
from dataclasses import dataclass

from fork_support import start

MEMORY = 200 * 1024 * 1024
"""Bytes of address space a command may take beyond what the test process had."""


@dataclass(frozen=True)
class Ran:
    """How a bounded command ended."""

    code: int
    """Its exit code (-9: killed at the deadline)."""
    said: str
    """What it wrote on stderr."""
    cpu: float
    """Seconds of processor time it took (its own and the system's on its behalf)."""


def _address_space() -> int | None:
    """The process's address space in bytes (None where the system does not say: no cap)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def _capped() -> None:
    size = _address_space()
    if size is not None:
        resource.setrlimit(resource.RLIMIT_AS, (size + MEMORY, size + MEMORY))


def run_bounded(argv: Sequence[str], deadline: float = 20.0) -> Ran:
    """`tabletop ARGV` in a child limited to 200 MB more memory, killed after `deadline`
    seconds of wall time (a machine under load is slow, but not that slow)."""
    pid, err = start(argv, before=_capped)
    end = time.monotonic() + deadline
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        if time.monotonic() > end:
            os.kill(pid, signal.SIGKILL)
            _, status, usage = os.wait4(pid, 0)
            break
        time.sleep(0.01)
    said = b""
    while chunk := os.read(err, 4096):
        said += chunk
    os.close(err)
    cpu = usage.ru_utime + usage.ru_stime
    return Ran(os.waitstatus_to_exitcode(status), said.decode(errors="replace"), cpu)
