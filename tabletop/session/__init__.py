"""A session of a game: play, saves, autosave and verification, above `core` and `games`.

The window, the command line and the tests all drive a game through a `Session`
(DESIGN.md principle 7).
"""

from __future__ import annotations

from tabletop.session.session import Session

__all__ = ["Session"]
