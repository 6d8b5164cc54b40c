"""The installed version of the app, as `tabletop --version` and `tabletop -h` say it."""

from __future__ import annotations

DISTRIBUTION = "austerlitz-tabletop"


def version() -> str:
    """The installed version (the package's metadata: pyproject.toml's `version`)."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:  # run from a checkout that was never installed
        return "0+checkout"
