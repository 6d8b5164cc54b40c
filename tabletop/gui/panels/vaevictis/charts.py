"""The Charts page: Vae Victis's printed tables as printed (widgets/printed_charts.py), then
the forms where the owner enters, once, the tables the rulebook's text lost."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable

from tabletop.gui.panels.vaevictis.lost import LostTablesPage
from tabletop.gui.widgets.printed_charts import PrintedCharts
from tabletop.session.session import Session


class ChartsPage(LostTablesPage):
    """The chart picker and grid on top; the lost tables' forms (`lost`) below."""

    def __init__(self, master: tk.Misc, session: Session, on_saved: Callable[[], None]) -> None:
        self.session: Session = session
        self.charts: PrintedCharts | None = None
        super().__init__(master, on_saved)

    def show(self) -> None:
        """Make the page again from the tables as they are now (a table entered is drawn)."""
        super().show()
        below = self.winfo_children()
        self.charts = PrintedCharts(self, self.session, rolls=False)
        if below:
            self.charts.pack(anchor="w", fill="x", pady=(0, 8), before=below[0])
        else:
            self.charts.pack(anchor="w", fill="x", pady=(0, 8))
