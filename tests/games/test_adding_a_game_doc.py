"""docs/adding-a-game.md cannot drift from the template game it walks through: each code block
stands word for word in the file its first line names, every file it names exists, and every
file of the template is named in it (a new file the page forgot fails here)."""

from __future__ import annotations

import re
from pathlib import Path

from checkout_paths import BOARDS, CHECKOUT, SAVES

DOC = (CHECKOUT / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
BLOCK = re.compile(r"^```(\w+) (\S+)\n(.*?)\n```$", re.M | re.S)
NAMED = re.compile(r"`((?:tabletop|boards|saves|tests|docs|cards)/[\w./-]*)`|```\w+ (\S+)")


def test_each_code_block_is_in_the_file_it_names_word_for_word() -> None:
    blocks = BLOCK.findall(DOC)
    assert len(blocks) >= 15, "the page shows the template's code"
    stale = [
        f"{path}: {code.splitlines()[0]}"
        for _, path, code in blocks
        if code not in (CHECKOUT / path).read_text(encoding="utf-8")
    ]
    assert stale == []


def test_every_block_says_its_language_and_its_file() -> None:
    fences = re.findall(r"^```(.*)$", DOC, re.M)
    openings = fences[::2]
    assert all(re.fullmatch(r"(python|toml) \S+", info) for info in openings), openings


def _named() -> set[str]:
    return {a or b for a, b in NAMED.findall(DOC)}


def test_every_file_the_page_names_exists() -> None:
    missing = [name for name in sorted(_named()) if not (CHECKOUT / name).exists()]
    assert missing == []


def test_every_file_of_the_template_is_named_on_the_page() -> None:
    files = [
        *(CHECKOUT / "tabletop" / "games" / "template").glob("*.py"),
        *(CHECKOUT / "tabletop" / "gui" / "panels" / "template").glob("*.py"),
        *SAVES.glob("template-*.toml"),
        BOARDS / "template.toml",
        CHECKOUT / "docs" / "template.md",
        *(CHECKOUT / "tests").rglob("test_*template*.py"),
    ]
    named = _named()
    missing = [
        str(f.relative_to(CHECKOUT)) for f in files if str(f.relative_to(CHECKOUT)) not in named
    ]
    assert missing == []


def test_the_example_save_is_built_by_the_commands_the_page_gives(tmp_path: Path) -> None:
    """Section 13's commands, run as written (into a temporary folder), give the example save's
    state: the page's recipe is the one the save was made with."""
    import shlex

    from tabletop.cli import main
    from tabletop.session.saves import read_session

    commands = re.findall(r"^    tabletop (.*)$", DOC, re.M)
    example = "saves/template-turn3-allied-to-attack.toml"
    copy = str(tmp_path / "t.toml")
    for command in commands:
        argv = [copy if word == example else word for word in shlex.split(command)]
        assert main(argv) == 0, command
    made = read_session(Path(copy), autosave=False)
    assert made.state == read_session(CHECKOUT / example, autosave=False).state


OWN = ("tabletop/games/template/", "tabletop/gui/panels/template/")
"""The template's own packages: everything else under tabletop/ is shared code."""
NAMES_THE_TEMPLATE = re.compile(
    r"""["']template["']|(?:games|panels|boards)[./]template\b|template\.toml"""
)
"""The template named as a game: its id as a string, its packages, its data file."""


def test_adding_the_template_changed_no_shared_module_but_the_registrys_listing() -> None:
    """Adding a game needs no change to a shared module's code (issue 32 item 7): the
    template, a whole game, is named in shared code only by its one `Listing`, the very block
    section 3 shows (so a shared module that special-cased it would fail here)."""
    naming = {
        str(path.relative_to(CHECKOUT)): [
            line.strip()
            for line in path.read_text(encoding="utf-8").splitlines()
            if NAMES_THE_TEMPLATE.search(line)
        ]
        for path in (CHECKOUT / "tabletop").rglob("*.py")
        if not str(path.relative_to(CHECKOUT)).startswith(OWN)
    }
    naming = {path: lines for path, lines in naming.items() if lines}
    assert list(naming) == ["tabletop/games/__init__.py"], naming
    listing = next(code for _, path, code in BLOCK.findall(DOC) if path == list(naming)[0])
    assert all(line in listing for line in naming["tabletop/games/__init__.py"])
