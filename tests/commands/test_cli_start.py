"""The shell starts fast (its figures: scripts/bench --shell): a subcommand imports its own
module only, and no command needs Babel to write a number the reader's way."""

from __future__ import annotations

import json
import subprocess
import sys

LOADED = """
import json, sys
from tabletop.cli import main
from tabletop.core import i18n
code = main(sys.argv[1:])
print(json.dumps({"code": code, "french": [i18n.percent(0.583), i18n.number(100000, 0, True)],
                  "modules": sorted(sys.modules)}))
"""


def _run(*argv: str, lang: str = "en") -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", LOADED, *argv, "--lang", lang],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_a_lookup_loads_no_other_subcommand() -> None:
    """Every command paid for importing the after-action report and `act` (46 ms)."""
    found = _run("lookup", "spi1980/crt", "--roll", "3", "--column", "1-1")
    modules = [m for m in found["modules"] if m.startswith("tabletop.commands.")]  # type: ignore[attr-defined]
    assert found["code"] == 0
    assert modules == ["tabletop.commands.common", "tabletop.commands.tables"], modules


def test_french_numbers_come_from_the_catalog_without_babel() -> None:
    """Babel (36 MB) was loaded at run time for three symbols per language."""
    found = _run("games", lang="fr")
    assert found["french"] == ["58,3\u00a0%", "100\u202f000"]
    assert not [m for m in found["modules"] if m.startswith("babel")]  # type: ignore[attr-defined]
