"""Package discovery that cannot drift from the tree: every package under tabletop/, plus the
printed data (boards/, cards/) shipped inside the wheel as tabletop.boards and tabletop.cards.
Everything else is in pyproject.toml."""

from setuptools import find_packages, setup

setup(
    packages=[
        *find_packages(include=["tabletop", "tabletop.*"]),
        "tabletop.boards",
        "tabletop.cards",
    ]
)
