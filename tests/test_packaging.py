"""`pip install .` gives a working `tabletop`, printed tables and decks included."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from checkout_paths import CHECKOUT

PYPROJECT = tomllib.loads((CHECKOUT / "pyproject.toml").read_text(encoding="utf-8"))


def _packages_on_disk() -> set[str]:
    return {
        ".".join(init.parent.relative_to(CHECKOUT).parts)
        for init in (CHECKOUT / "tabletop").rglob("__init__.py")
    }


def test_every_package_is_found_for_the_wheel() -> None:
    """A new game or panel package would be left out of the wheel and fail only once installed."""
    from setuptools import find_packages

    found = set(find_packages(str(CHECKOUT), include=["tabletop", "tabletop.*"]))
    assert found == _packages_on_disk()
    setup_py = (CHECKOUT / "setup.py").read_text(encoding="utf-8")
    assert "find_packages" in setup_py
    assert '"tabletop.boards"' in setup_py and '"tabletop.cards"' in setup_py
    assert "packages" not in PYPROJECT["tool"]["setuptools"]


def test_data_folders_ship_as_packages() -> None:
    """boards/, cards/ and docs/ would be missing from an installed copy."""
    tool = PYPROJECT["tool"]["setuptools"]
    assert tool["package-dir"] == {
        "tabletop.boards": "boards",
        "tabletop.cards": "cards",
        "tabletop.docs": "docs",
    }
    assert all("*.toml" in tool["package-data"][p] for p in ("tabletop.boards", "tabletop.cards"))
    assert "*.md" in tool["package-data"]["tabletop.docs"]
    assert PYPROJECT["project"]["scripts"]["tabletop"] == "tabletop.cli:main"


def _run(
    *argv: str | Path, cwd: Path, timeout: int = 180, warnings: bool = False, **more_env: str
) -> str:
    """The command's output (with its warnings on stderr, if asked), once it exited 0."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        [str(a) for a in argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**env, **more_env},
        timeout=timeout,
    )
    assert done.returncode == 0, f"{argv}: {done.stderr[-2000:]}"
    return done.stdout + done.stderr if warnings else done.stdout


@pytest.mark.slow
@pytest.mark.gui  # opens a save in the window, on the tests' X server
def test_wheel_installs_and_finds_its_data_outside_the_checkout(tmp_path: Path) -> None:
    """A player who installs the wheel would get a `tabletop` with no printed tables or decks."""
    source = tmp_path / "src"
    source.mkdir()
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.mo", "screenshots")
    for name in ("tabletop", "boards", "cards", "docs"):
        shutil.copytree(CHECKOUT / name, source / name, ignore=ignore)
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy(CHECKOUT / name, source / name)

    dist = tmp_path / "dist"
    # The sdist, then the wheel built from it, as `python -m build` makes them: neither may
    # warn that something is left out.
    log = _run(
        sys.executable,
        "-m",
        "build",
        "--outdir",
        dist,
        source,
        cwd=tmp_path,
        timeout=600,
        warnings=True,
    )
    assert "WARNING" not in log and "would be ignored" not in log, log[-3000:]
    (wheel,) = dist.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for kind in ("boards", "cards"):
        for data in (source / kind).glob("*.toml"):
            assert f"tabletop/{kind}/{data.name}" in names
    for package in _packages_on_disk():
        assert package.replace(".", "/") + "/__init__.py" in names
    # The French catalog, compiled by the build: an installed app speaks French without Babel's
    # compiler at run time.
    assert "tabletop/locale/fr/LC_MESSAGES/tabletop.mo" in names
    # Help's notes on each game, read from the install.
    assert {f"tabletop/docs/{doc.name}" for doc in (source / "docs").glob("*.md")} <= names
    assert any(name.endswith("/licenses/LICENSE") for name in names)

    venv = tmp_path / "venv"
    _run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    bin_ = venv / ("Scripts" if os.name == "nt" else "bin")
    _run(
        bin_ / "python",
        "-m",
        "pip",
        "install",
        "--quiet",
        "--disable-pip-version-check",
        wheel,
        cwd=tmp_path,
        timeout=600,
    )

    outside = tmp_path / "elsewhere"
    outside.mkdir()
    where = _run(
        bin_ / "python",
        "-c",
        "from tabletop.core.data import data_dir; print(data_dir('boards'))",
        cwd=outside,
    ).strip()
    assert Path(where).is_relative_to(venv), where

    games = json.loads(_run(bin_ / "tabletop", "games", "--json", cwd=outside))["games"]
    from tabletop.games import GAMES

    assert [g["id"] for g in games] == list(GAMES)
    _plays_as_installed(bin_, outside, PYPROJECT["project"]["version"])

    listed = [
        t["id"]
        for t in json.loads(_run(bin_ / "tabletop", "tables", "--json", cwd=outside))["tables"]
    ]
    for board in sorted((source / "boards").glob("*.toml")):
        printed = tomllib.loads(board.read_text(encoding="utf-8")).get("tables", {})
        for name in printed:
            assert listed.count(f"{board.stem}/{name}") == 1, (board.stem, name)
    if (source / "boards" / "spi1980.toml").is_file():
        assert "spi1980/crt" in listed
        found = json.loads(
            _run(
                bin_ / "tabletop",
                "lookup",
                "spi1980/crt",
                "--roll",
                "3",
                "--column",
                "1-1",
                "--json",
                cwd=outside,
            )
        )
        from tabletop.games.printed import find_table

        assert found["result"] == find_table("spi1980/crt").lookup(roll=3, column="1-1").result


def _plays_as_installed(bin_: Path, outside: Path, version: str) -> None:
    """From an empty folder with an empty user folder: the version, a new save that verifies
    and opens in the window, and Help's notes read from the install."""
    home = outside / "home"
    assert _run(bin_ / "tabletop", "--version", cwd=outside).strip() == f"tabletop {version}"
    _run(bin_ / "tabletop", "new", "spi1980", "-o", "game.toml", cwd=outside, TABLETOP_HOME=home)
    verdict = _run(bin_ / "tabletop", "verify", "game.toml", cwd=outside, TABLETOP_HOME=home)
    assert "replayed from the start" in verdict, verdict
    _run(
        bin_ / "tabletop", "game.toml", "--quit-when-ready", cwd=outside, TABLETOP_HOME=home
    )  # exit 0: the save opened in a tab
    notes = _run(
        bin_ / "python",
        "-c",
        "from tabletop.gui.help_rules import notes_text, rule_text\n"
        "print(notes_text('spi1980')[:200]); print(rule_text('spi1980', '6.2'))",
        cwd=outside,
        TABLETOP_HOME=home,
    )
    assert "installed without them" not in notes and "In the game's notes:" in notes, notes
