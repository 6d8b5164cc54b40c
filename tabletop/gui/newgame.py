"""The new-game dialog: every option a game declares (tabletop.games.options), grouped under
its headings, each with its label, its rule case and its default, and the button that starts
the game with them (the same values `tabletop new GAME --option NAME=VALUE` gives).

A game's panel module may name its own form (`NewGameForm`, a subclass of the `NewGameForm`
here): the card game's adds its measured balance.
"""

from __future__ import annotations

import importlib
import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from tkinter import font as tkfont
from tkinter import ttk
from typing import Any

from tabletop.core.i18n import _, tr
from tabletop.games import find_listing
from tabletop.games.options import GameOption, OptionValue, game_options
from tabletop.gui.shell import Starter
from tabletop.gui.widgets import style
from tabletop.gui.widgets.scroll import ScrollBody
from tabletop.gui.widgets.tooltip import Tooltip

ROOM = 600
"""Pixels across a group of options: each label wraps at what its group's widest field
leaves (wrapped once, at a known width: a label that wraps at whatever width it is given
sets off a cascade of layouts that takes a second or more to settle)."""
NARROWEST = 180
"""Pixels a label never wraps narrower than."""
WIDTH = 760
"""Pixels across the dialog, when the screen has them."""
FIELD_ROOM = 5
"""Characters a drop-down takes beyond its longest choice (its arrow and margins)."""
COUNT_HIGH = 99
"""Largest number a count's field offers by its arrows (any whole number may be typed)."""


class OptionsForm(ttk.Frame):
    """The options, a framed group for each heading: a row each with the label, the case
    and default beneath it in small type, and the field (a drop-down, a row of buttons, a
    check box or a number)."""

    def __init__(
        self,
        master: tk.Misc,
        options: Sequence[GameOption],
        current: Mapping[str, Any] | None = None,
        room: int = ROOM,
    ) -> None:
        super().__init__(master)
        style.apply(self)
        self.declared = {o.name: o for o in options}
        self.vars: dict[str, tk.Variable] = {}
        """The value of each option as shown (a choice's words, a flag's tick, a number)."""
        self.combos: dict[str, ttk.Combobox] = {}
        self.fields: dict[str, tk.Widget] = {}
        """The field of each option, by name."""
        self.labels: dict[str, ttk.Label] = {}
        self.notes: dict[str, ttk.Label] = {}
        """The case and default of each option, under its label."""
        self.groups: dict[str, ttk.LabelFrame] = {}
        self.tooltip = Tooltip(self)
        given = dict(current or {})
        self.columnconfigure(0, weight=1)
        for option in options:
            box = self.groups.get(option.group)
            if box is None:
                box = ttk.LabelFrame(self, text=tr(option.group), padding=(8, 4))
                box.grid(row=len(self.groups), column=0, sticky="ew", pady=(0, 6))
                box.columnconfigure(0, weight=1)
                self.groups[option.group] = box
            value = option.default
            if option.name in given:
                try:
                    value = option.parse(given[option.name])
                except ValueError:
                    pass  # a save's value this form cannot show: the default is offered
            self._row(box, option, value)
        if not options:
            ttk.Label(self, text=_("This game has no options to choose.")).grid(sticky="w")
        self._wrap(room)

    def _wrap(self, room: int) -> None:
        """Wrap each label at what its group's widest field leaves of `room`."""
        self.update_idletasks()
        for group in self.groups:
            names = [o.name for o in self.declared.values() if o.group == group]
            widest = max(self.fields[n].winfo_reqwidth() for n in names)
            wrap = max(NARROWEST, room - widest - 24)
            for name in names:
                self.labels[name].configure(wraplength=wrap)
                self.notes[name].configure(wraplength=wrap)

    def _row(self, box: ttk.LabelFrame, option: GameOption, value: OptionValue) -> None:
        row = len(box.grid_slaves(column=0))
        words = ttk.Frame(box)
        words.grid(row=row, column=0, sticky="ew", pady=2)
        words.columnconfigure(0, weight=1)
        label = ttk.Label(words, text=tr(option.label), justify="left")
        label.grid(row=0, column=0, sticky="w")
        self.labels[option.name] = label
        note = ttk.Label(words, text=_note(option), style="Muted.TLabel", justify="left")
        note.grid(row=1, column=0, sticky="w")
        self.notes[option.name] = note
        if option.help:  # the rule's own words, or why the default reads as it does
            for widget in (label, note):
                self.tooltip.attach(widget, tr(option.help))
        field = self._field(box, option, value)
        field.grid(row=row, column=1, sticky="nw", padx=(8, 0), pady=2)
        self.fields[option.name] = field

    def _field(self, box: tk.Misc, option: GameOption, value: OptionValue) -> tk.Widget:
        if option.kind == "flag":
            flag = tk.BooleanVar(self, value=bool(value))
            self.vars[option.name] = flag
            check = ttk.Checkbutton(box, variable=flag)
            self.labels[option.name].bind("<Button-1>", lambda _e: check.invoke())
            return check
        if option.kind == "count":
            number = tk.StringVar(self, value=str(value))
            self.vars[option.name] = number
            return ttk.Spinbox(
                box, from_=option.low, to=COUNT_HIGH, textvariable=number, width=5, increment=1
            )
        shown = tk.StringVar(self, value=tr(option.words(value)))
        self.vars[option.name] = shown
        if option.radio:
            buttons = ttk.Frame(box)
            across = sum(len(tr(c.words)) for c in option.choices) <= 30
            for index, choice in enumerate(option.choices):
                ttk.Radiobutton(
                    buttons, text=tr(choice.words), value=tr(choice.words), variable=shown
                ).grid(
                    row=0 if across else index,
                    column=index if across else 0,
                    sticky="w",
                    padx=(0, 6),
                )
            return buttons
        font = tkfont.nametofont("TkTextFont", root=self)
        widest = max(font.measure(tr(c.words)) for c in option.choices)
        longest = -(-widest // max(1, font.measure("0")))  # in the field's width unit
        combo = ttk.Combobox(
            box,
            textvariable=shown,
            values=[tr(c.words) for c in option.choices],
            state="readonly",
            width=longest + FIELD_ROOM,
        )
        self.combos[option.name] = combo
        return combo

    def value(self, name: str) -> OptionValue:
        """The value an option has now, as the game takes it."""
        option = self.declared[name]
        shown = self.vars[name].get()
        if option.kind == "flag":
            return bool(shown)
        if option.kind == "count":
            try:
                return option.parse(shown)
            except ValueError:
                return option.default
        return next((c.value for c in option.choices if tr(c.words) == shown), option.default)

    def values(self) -> dict[str, OptionValue]:
        """Every option's value now, as the session is set up with (and its save holds)."""
        return {name: self.value(name) for name in self.declared}

    def choose(self, name: str, value: OptionValue) -> None:
        """Show `value` for an option (a choice by its value: "two", "either")."""
        option = self.declared[name]
        if option.kind == "flag":
            self.vars[name].set(bool(value))
        elif option.kind == "count":
            self.vars[name].set(str(value))
        else:
            self.vars[name].set(tr(option.words(option.parse(value))))

    def on_change(self, callback: Callable[[], object]) -> None:
        """Call `callback` whenever a value changes."""
        for var in self.vars.values():
            var.trace_add("write", lambda *_a: callback())


def _note(option: GameOption) -> str:
    """The case and the default, under an option's label."""
    default = _("default: {value}").format(value=tr(option.words(option.default)))
    if not option.case:
        return default
    return _("{case}; {default}").format(case=tr(option.case), default=default)


class NewGameForm(ttk.LabelFrame):
    """A game's options and the button that starts a game with them."""

    def __init__(
        self,
        master: tk.Misc,
        app: Starter,
        game_id: str,
        current: Mapping[str, Any] | None = None,
        on_start: Callable[[], None] | None = None,
        *,
        own_button: bool = True,
        room: int = ROOM,
    ) -> None:
        super().__init__(master, text=_("New game"), padding=8)
        self.app = app
        self.game_id = game_id
        self.on_start = on_start
        self.form = OptionsForm(self, game_options(game_id), current, room)
        self.form.pack(fill="x")
        self.combos = self.form.combos
        self.vars = self.form.vars
        self.extras()
        self.new_button = ttk.Button(self, text=_("New game"), command=self.start)
        if own_button:  # (a dialog shows it beside Cancel, always in sight)
            self.new_button.pack(anchor="e", pady=(4, 0))

    def extras(self) -> None:
        """More for a game's own form, below the options (nothing here)."""

    def choose(self, key: str, value: OptionValue) -> None:
        """Pick a choice by its value ("two", "strong", "either"), as a click would."""
        self.form.choose(key, value)

    def options(self) -> dict[str, OptionValue]:
        """The session options these choices make."""
        return self.form.values()

    def start(self) -> None:
        """Open a new game with these choices in a new tab; the choices stay when it could
        not be made (the reason is in the message line)."""
        opened = self.app.new_session(self.game_id, options=self.options())
        if opened is not None and self.on_start is not None:
            self.on_start()


def form_class(game_id: str) -> type[NewGameForm]:
    """The form a game's panel module names (`NewGameForm`), else the plain one."""
    module = importlib.import_module(find_listing(game_id).panel)
    found = getattr(module, "NewGameForm", NewGameForm)
    return found if isinstance(found, type) and issubclass(found, NewGameForm) else NewGameForm


def asks_nothing(game_id: str) -> bool:
    """Whether a game's new-game dialog would have nothing to ask (no option, no form of its
    own): New then starts the game at once."""
    return not game_options(game_id) and form_class(game_id) is NewGameForm


class NewGameDialog(tk.Toplevel):
    """A window over the main one, for one game: its options, New game, and Cancel (or
    Escape). It closes once the game is open."""

    def __init__(self, master: tk.Misc, app: Starter, game_id: str) -> None:
        super().__init__(master)
        listing = find_listing(game_id)
        self.title(_("New game: {game}").format(game=listing.title))
        self.transient(master.winfo_toplevel())
        bottom = ttk.Frame(self, padding=8)
        bottom.pack(side="bottom", fill="x")
        self.scroll = ScrollBody(self, padding=8)
        self.scroll.pack(fill="both", expand=True)
        self.form = form_class(game_id)(
            self.scroll.body,
            app,
            game_id,
            on_start=self.destroy,
            own_button=False,
            room=WIDTH - 100,
        )
        self.form.pack(fill="x")
        self.cancel_button = ttk.Button(bottom, text=_("Cancel"), command=self.destroy)
        self.cancel_button.pack(side="right")
        self.new_button = ttk.Button(bottom, text=_("New game"), command=self.form.start)
        self.new_button.pack(side="right", padx=(0, 6))
        self.bind("<Escape>", lambda _e: self.destroy())
        self.bind("<Return>", lambda _e: self.new_button.invoke())
        self._size()
        self.new_button.focus_set()

    def _size(self) -> None:
        """As tall as the options need, up to the main window's height (then the body
        scrolls), over the main window: it fits wherever the window does."""
        self.update_idletasks()
        window = self.master.winfo_toplevel()
        room_w = window.winfo_width() if window.winfo_width() > 1 else self.winfo_screenwidth()
        room_h = window.winfo_height() if window.winfo_height() > 1 else self.winfo_screenheight()
        width = min(max(self.form.winfo_reqwidth() + 40, WIDTH), room_w)
        height = self.form.winfo_reqheight() + self.new_button.master.winfo_reqheight() + 20
        height = min(height, room_h)
        x = window.winfo_rootx() + max(0, (room_w - width) // 2)
        y = window.winfo_rooty() + max(0, (room_h - height) // 2)
        self.geometry(f"{width}x{height}+{x}+{y}")


def showing(root: tk.Misc) -> NewGameDialog | None:
    """The new-game dialog open over the window, if any."""
    for child in root.winfo_children():
        if isinstance(child, NewGameDialog) and child.winfo_exists():
            return child
    return None


def ask_new_game(root: tk.Misc, app: Starter, game_id: str) -> NewGameDialog:
    """Open the new-game dialog of a game (the one already open is closed first)."""
    old = showing(root)
    if old is not None:
        old.destroy()
    return NewGameDialog(root, app, game_id)
