"""Resolver forms one under the other: a game's printed charts, or every roll of its rules."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Mapping
from tkinter import ttk

from tabletop.gui.widgets.resolver import ResolverView
from tabletop.session.session import Session


class ResolverList(ttk.Frame):
    """One `ResolverView` per resolver, kept in `views` under the key the panel gives it."""

    def __init__(self, master: tk.Misc, session: Session, names: Mapping[str, str]) -> None:
        """`names`: key -> resolver name (a chart's "table:crt", or a rule's resolver)."""
        super().__init__(master)
        self.session = session
        self.views: dict[str, ResolverView] = {}
        self.show(names)

    def show(self, names: Mapping[str, str]) -> None:
        """Make the forms again, for these resolvers (a table entered changes a game's)."""
        for view in self.views.values():
            view.destroy()
        self.views = {}
        for key, name in names.items():
            view = ResolverView(self, self.session, name)
            view.pack(anchor="w", fill="x")
            self.views[key] = view
