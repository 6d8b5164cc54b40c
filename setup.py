"""Package discovery that cannot drift from the tree: every package under tabletop/, plus the
printed data (boards/, cards/) and the game notes (docs/) shipped inside the wheel as
tabletop.boards, tabletop.cards and tabletop.docs.
A build also compiles the translation catalogs (tabletop/locale/*/LC_MESSAGES/*.po) to the
`.mo` files the app reads. Everything else is in pyproject.toml."""

from pathlib import Path

from setuptools import find_namespace_packages, find_packages, setup
from setuptools.command.build_py import build_py


class BuildWithCatalogs(build_py):
    """build_py, then each `.po` catalog compiled beside its copy in the build."""

    def run(self) -> None:
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in Path("tabletop/locale").glob("*/LC_MESSAGES/*.po"):
            target = Path(self.build_lib) / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source, target.open("wb") as out:
                write_mo(out, read_po(source))


# The catalogs' folders hold data, not code: listed as (namespace) packages so the build
# ships their `.po` and does not warn that a folder Python could import was left out.
CATALOGS = find_namespace_packages(include=["tabletop.locale", "tabletop.locale.*"])

setup(
    packages=[
        *find_packages(include=["tabletop", "tabletop.*"]),
        *CATALOGS,
        "tabletop.boards",
        "tabletop.cards",
        "tabletop.docs",
    ],
    cmdclass={"build_py": BuildWithCatalogs},
)
