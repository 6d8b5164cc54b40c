"""What the owner of the printed game enters once (DESIGN principle 2): the unit counts (set-up
waits for them), each casualty track, the morale track's extent, the Mist markers and the
command cards' actions. Kept in the user's override file and used from then on; the shipped
board file is never changed."""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from tkinter import ttk

from tabletop.core.errors import RuleError, TabletopError
from tabletop.core.i18n import _, say
from tabletop.games.rosters import read_counts
from tabletop.games.tonnerre import owner
from tabletop.games.tonnerre.actions import EnterUnits
from tabletop.games.tonnerre.data import game_data
from tabletop.gui.panels.tonnerre.card_form import CardForm
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.legal import controls_of
from tabletop.gui.widgets.roster_import import ask_csv, read_text
from tabletop.gui.widgets.wrap import Flow, wrapping

Kept = Callable[[owner.Entry], None]
"""Logs an entry the owner kept in the game of the tab where it was typed."""


def _numbers(text: str) -> list[int]:
    parts = [p for p in text.replace(";", ",").replace(" ", ",").split(",") if p]
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise RuleError(
            say("'{text}' should be box numbers separated by commas.", text=text)
        ) from None


class UnitCounts(ttk.LabelFrame):
    """One spinbox per command; Start places the units (and keeps them for every game)."""

    def __init__(self, master: tk.Misc, start: Callable[[list[int]], bool], kept: Kept) -> None:
        super().__init__(
            master, text=_("Unit counts printed on the board [1 The Commands and Units]"), padding=6
        )
        self.start_game, self.kept = start, kept
        data = game_data()
        intro = ttk.Label(
            self,
            text=_(
                "The text lost them. French blocks add up to {french}, Coalition blocks to "
                "{coalition} [Matériel]."
            ).format(french=data.unit_totals["French"], coalition=data.unit_totals["Coalition"]),
            style="Muted.TLabel",
            wraplength=600,
            justify="left",
        )
        wrapping(intro).pack(anchor="w", fill="x")
        # Flows, not a grid: as many commands to a line as the panel holds, and the buttons
        # under them on a second line where one is too narrow (French runs longer).
        counts = Flow(self, gap=12, leading=2)
        counts.pack(anchor="w", fill="x", pady=(2, 4))
        names = [spec.name for spec in data.commands]
        self.spins: dict[str, ttk.Spinbox] = {}
        for spec in data.commands:
            spin = ttk.Spinbox(
                counts.field(spec.name, as_wide_as=names),
                from_=data.unit_low,
                to=data.unit_high,
                width=3,
            )
            spin.set(str(spec.units or ""))
            spin.pack(side="left")
            self.spins[spec.id] = spin
        buttons = Flow(self, gap=10)
        buttons.pack(anchor="w", fill="x")
        self.keep = tk.BooleanVar(value=True)
        buttons.add(ttk.Checkbutton(buttons, text=_("Keep for every game"), variable=self.keep))
        self.start_button = ttk.Button(
            buttons, text=_("Place the units and start"), command=self.start
        )
        self.ask_open: Callable[[tk.Misc], str] = ask_csv
        self.csv_button = ttk.Button(buttons, text=_("Fill from CSV…"), command=self.fill_from_csv)
        buttons.add(self.start_button, self.csv_button)
        controls_of(self).bind(self.start_button, EnterUnits.KIND)
        self.error = ttk.Label(self, style="Error.TLabel", wraplength=600, justify="left")
        wrapping(self.error).pack(anchor="w", fill="x")

    def fill_from_csv(self) -> bool:
        """Fill the counts from rows "command,units" (names or ids, a header row allowed)."""
        path = self.ask_open(self)
        if not path:
            return False
        names = {c.name: c.id for c in game_data().commands} | {i: i for i in self.spins}
        try:
            counts = read_counts(read_text(path), names)
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        for command, count in counts.items():
            self.spins[command].set(str(count))
        missing = [c.name for c in game_data().commands if c.id not in counts]
        self.error.configure(
            text=_("The file gives no count for {names}.").format(names=", ".join(missing))
            if missing
            else ""
        )
        return True

    def start(self) -> bool:
        """Check, keep (if asked) and dispatch the counts."""
        try:
            counts = [int(s.get()) for s in self.spins.values()]
        except ValueError:
            self.error.configure(text=_("Give every command its unit count."))
            return False
        try:
            entry = owner.save_units(counts, tell=False) if self.keep.get() else None
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        if entry is not None:
            self.kept(entry)
        return self.start_game(counts)


class PrintedData(ttk.Frame):
    """Forms for the casualty tracks, the Mist markers and one card action at a time."""

    def __init__(self, master: tk.Misc, kept: Kept) -> None:
        super().__init__(master, padding=6)
        self.kept = kept
        data = game_data()
        tracks = ttk.LabelFrame(
            self, text=_("Casualty tracks [2 Play Sequence 4] [4 Rout Test]"), padding=6
        )
        tracks.pack(fill="x", pady=(0, 6))
        self.track_fields: dict[str, tuple[ttk.Spinbox, ttk.Entry, ttk.Entry]] = {}
        self.track_buttons: dict[str, ttk.Button] = {}
        for side in data.sides:
            line = Flow(tracks)
            line.pack(fill="x", pady=1)
            labels = [_("{side}: boxes before B").format(side=_(s)) for s in data.sides]
            length = ttk.Spinbox(
                line.field(_("{side}: boxes before B").format(side=_(side)), as_wide_as=labels),
                from_=1,
                to=60,
                width=4,
            )
            rout = ttk.Entry(line.field(_("rout boxes")), width=12)
            minus = ttk.Entry(line.field(_("'-1' boxes")), width=12)
            for field in (length, rout, minus):
                field.pack(side="left")
            known = data.tracks[side]
            if known.length is not None:
                length.set(str(known.length))
                rout.insert(0, ", ".join(str(b) for b in sorted(known.rout_boxes)))
                minus.insert(0, ", ".join(str(b) for b in sorted(known.minus_one_boxes)))
            button = ttk.Button(line, text=_("Keep"), command=self._keeper(side))
            line.add(button)
            self.track_buttons[side] = button
            self.track_fields[side] = (length, rout, minus)
        morale = ttk.LabelFrame(self, text=_("Morale track [1 Setup 3]"), padding=6)
        morale.pack(fill="x", pady=(0, 6))
        line = Flow(morale)
        line.pack(fill="x")
        self.morale_low = ttk.Spinbox(line.field(_("first box")), from_=0, to=60, width=4)
        self.morale_low.pack(side="left")
        self.morale_high = ttk.Spinbox(line.field(_("last box")), from_=0, to=60, width=4)
        self.morale_high.pack(side="left")
        if data.morale_track is not None:
            self.morale_low.set(str(data.morale_track[0]))
            self.morale_high.set(str(data.morale_track[1]))
        self.morale_button = ttk.Button(line, text=_("Keep"), command=self.keep_morale)
        line.add(self.morale_button)
        mist = ttk.LabelFrame(self, text=_("The five Mist markers [1 Setup 4]"), padding=6)
        mist.pack(fill="x", pady=(0, 6))
        line = Flow(mist)
        line.pack(fill="x")
        self.mist_entries = []
        for i in range(data.mist_markers):
            entry = ttk.Entry(line.field(f"{i + 1}"), width=8)
            if data.mist_values:
                entry.insert(0, data.mist_values[i])
            entry.pack(side="left")
            self.mist_entries.append(entry)
        self.mist_button = ttk.Button(line, text=_("Keep"), command=self.keep_mist)
        line.add(self.mist_button)
        self.error = ttk.Label(self, style="Error.TLabel", wraplength=640, justify="left")
        self.cards = CardForm(self, self._noted, self.error)
        self.cards.pack(fill="x")
        wrapping(self.error).pack(anchor="w", fill="x")
        self.note = ttk.Label(self, style="Muted.TLabel", wraplength=640, justify="left")
        wrapping(self.note).pack(anchor="w", fill="x")

    def _keeper(self, side: str) -> Callable[[], bool]:
        return lambda: self.keep_track(side)

    def _noted(self, text: str, entry: owner.Entry | None) -> None:
        self.error.configure(text="")
        self.note.configure(text=text)
        if entry is not None:
            self.kept(entry)

    def keep_track(self, side: str) -> bool:
        """Keep one side's track."""
        length, rout, minus = self.track_fields[side]
        try:
            entry = owner.save_track(
                side,
                int(length.get() or 0),
                _numbers(rout.get()),
                _numbers(minus.get()),
                tell=False,
            )
        except (TabletopError, ValueError) as exc:
            self.error.configure(text=sentence(exc))
            return False
        self._noted(
            _("The {side} casualty track is kept in your override file; used from now on.").format(
                side=_(side)
            ),
            entry,
        )
        return True

    def keep_morale(self) -> bool:
        """Keep the morale track's first and last boxes."""
        try:
            low, high = int(self.morale_low.get()), int(self.morale_high.get())
        except ValueError:
            self.error.configure(text=_("Give the morale track's first and last box numbers."))
            return False
        try:
            entry = owner.save_morale_track(low, high, tell=False)
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        self._noted(_("The morale track is kept in your override file; used from now on."), entry)
        return True

    def keep_mist(self) -> bool:
        """Keep the five markers."""
        try:
            entry = owner.save_mist([e.get() for e in self.mist_entries], tell=False)
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        self._noted(_("The Mist markers are kept in your override file; used from now on."), entry)
        return True
