"""The command cards as their owner enters them from the printed cards [1 The Command Cards].

One action at a time: its face, kind, name, target and Defense effect, its chart (the result
for each roll, each read as the attack will read it), and the card's flip condition. The card's
actions entered so far are listed under the form, each to be loaded back for a correction or
removed; keeping an action under a name the face already holds asks before replacing it.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable, Mapping, Sequence
from tkinter import messagebox, ttk
from typing import Any

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import SOURCE, _, language, ngettext, pgettext
from tabletop.games.tonnerre import owner
from tabletop.games.tonnerre.cards import FACE_CONTEXT, FACES, KINDS
from tabletop.games.tonnerre.data import game_data
from tabletop.gui.panels.tonnerre.answers import effect_name
from tabletop.gui.widgets.actor import sentence
from tabletop.gui.widgets.cell_grid import CellGrid
from tabletop.gui.widgets.wrap import Flow

ROLLS = tuple(str(n) for n in range(1, 7))

Done = Callable[[str, owner.Entry | None], None]
"""Told what was kept (a sentence, and the entry to log in the game open, if any)."""


def shown(word: str) -> str:
    """A word the card file keeps ("front", "attack") as the reader's language writes it; in
    English as the file spells it (a face read as a card's face, not a battle's front)."""
    if language() == SOURCE:
        return word
    return pgettext(FACE_CONTEXT, word) if word in FACES else _(word)


def chosen(text: str, words: Sequence[str], show: Callable[[str], str] = shown) -> str:
    """The word the card file keeps behind what a drop-down shows."""
    return next((w for w in words if show(w) == text), text)


def action_line(face: str, action: Mapping[str, Any]) -> str:
    """One entered action as the list shows it."""
    chart = " | ".join(str(c) for c in action.get("chart") or ()) or _("no chart")
    target = f" → {action['target']}" if action.get("target") else ""
    effect = action.get("effect", "none")
    said = f" ({effect_name(str(effect))})" if effect and effect != "none" else ""
    kind = shown(str(action.get("kind")))
    return f"{shown(face)} · {kind} · {action.get('name')}{target}{said} · {chart}"


class CardForm(ttk.LabelFrame):
    """The form for one card action, and the list of the chosen card's actions."""

    def __init__(self, master: tk.Misc, done: Done, error: ttk.Label) -> None:
        super().__init__(master, text=_("A command card [1 The Command Cards]"), padding=6)
        self.done, self.error = done, error
        data = game_data()
        self.ids = {c.name: c.id for c in data.commands}
        row = Flow(self)
        row.pack(fill="x")
        self.card_command = ttk.Combobox(
            row.field(pgettext("Tonnerre command", "Command")),
            state="readonly",
            width=14,
            values=list(self.ids),
        )
        self.card_command.set(data.commands[0].name)
        self.card_command.bind("<<ComboboxSelected>>", lambda _e: self.show_card(), add="+")
        self.card_face = ttk.Combobox(
            row.field(_("face")), state="readonly", width=6, values=[shown(f) for f in FACES]
        )
        self.card_face.set(shown(FACES[0]))
        self.card_kind = ttk.Combobox(
            row.field(_("kind")), state="readonly", width=9, values=[shown(k) for k in KINDS]
        )
        self.card_kind.set(shown(KINDS[0]))
        self.card_name = ttk.Entry(row.field(_("name")), width=18)
        # The target as printed: a command or a place, or the words the card uses.
        targets = [c.name for c in data.commands] + list(data.places)
        self.card_target = ttk.Combobox(row.field(_("target")), width=14, values=targets)
        self.card_effect = ttk.Combobox(
            row.field(_("Defense effect")),
            state="readonly",
            width=22,
            values=[effect_name(e) for e in data.defense_effects],
        )
        self.card_effect.set(effect_name(data.defense_effects[0]))
        for widget in (
            self.card_command,
            self.card_face,
            self.card_kind,
            self.card_name,
            self.card_target,
            self.card_effect,
        ):
            widget.pack(side="left")
        self.chart = CellGrid(
            self, "tonnerre", "card-chart", [""], ROLLS, corner=_("Roll"), width=7
        )
        self.chart.pack(anchor="w", fill="x", pady=4)
        self.chart_entries = self.chart.entries[0]
        # The condition's entry takes the rest of the line, whatever the label's length.
        flip = ttk.Frame(self)
        flip.pack(fill="x")
        ttk.Label(flip, text=_("The card flips when (as printed)")).grid(
            row=0, column=0, sticky="w", padx=(0, 4)
        )
        self.card_flip = ttk.Entry(flip, width=20)
        self.card_flip.grid(row=0, column=1, sticky="ew")
        flip.columnconfigure(1, weight=1)
        self.card_button = ttk.Button(self, text=_("Keep this card action"), command=self.keep)
        self.card_button.pack(anchor="w", pady=(4, 0))
        self.listing_title = ttk.Label(self, style="Title.TLabel")
        self.listing_title.pack(anchor="w", pady=(6, 0))
        self.listing = tk.Listbox(self, height=4, exportselection=False, activestyle="none")
        self.listing.pack(fill="x")
        buttons = ttk.Frame(self)
        buttons.pack(anchor="w", pady=(2, 0))
        self.edit_button = ttk.Button(buttons, text=_("Load to correct"), command=self.load)
        self.edit_button.pack(side="left")
        self.remove_button = ttk.Button(buttons, text=_("Remove…"), command=self.remove)
        self.remove_button.pack(side="left", padx=(6, 0))
        self.rows: list[tuple[str, Mapping[str, Any]]] = []
        self.show_card()

    def command(self) -> str:
        """The chosen command's id."""
        return self.ids[self.card_command.get()]

    def show_card(self) -> None:
        """List the chosen card's actions, and its flip condition in the form."""
        card = game_data().cards.get(self.command(), {})
        self.rows = [(face, a) for face in FACES for a in card.get(face, ())]
        self.listing.delete(0, "end")
        for face, action in self.rows:
            self.listing.insert("end", action_line(face, action))
        count = len(self.rows)
        said = (
            ngettext("{n} action(s) entered", "{n} action(s) entered", count).format(n=count)
            if count
            else _("no action entered yet")
        )
        self.listing_title.configure(
            text=_("{command}'s card: {entered}").format(
                command=self.card_command.get(), entered=said
            )
        )
        self.card_flip.delete(0, "end")
        self.card_flip.insert(0, str(card.get("flip", "")))

    def _chosen(self) -> tuple[str, Mapping[str, Any]] | None:
        chosen = self.listing.curselection()
        return self.rows[int(chosen[0])] if chosen else None

    def load(self) -> bool:
        """Put the chosen action back in the form, to correct it."""
        chosen = self._chosen()
        if chosen is None:
            self.error.configure(text=_("Choose one of the card's actions in the list first."))
            return False
        face, action = chosen
        self.card_face.set(shown(face))
        self.card_kind.set(shown(str(action.get("kind", KINDS[0]))))
        self.card_effect.set(effect_name(str(action.get("effect", "none"))))
        for entry, text in ((self.card_name, "name"), (self.card_target, "target")):
            entry.delete(0, "end")
            entry.insert(0, str(action.get(text, "")))
        chart = [str(c) for c in action.get("chart") or ()]
        for column in range(len(ROLLS)):
            self.chart.set_cell(0, column, chart[column] if column < len(chart) else "")
        return True

    def keep(self) -> bool:
        """Keep the action typed (asking first when it would replace one of the same name)."""
        cells = self.chart.values()[0]
        chart = cells if any(c.strip() for c in cells) else []
        problem = self.chart.problem() if chart else ""
        if problem:
            self.error.configure(text=problem)
            return False
        command, name = self.command(), self.card_name.get()
        face = chosen(self.card_face.get(), FACES)
        if owner.card_has_action(command, face, name) and not messagebox.askyesno(
            _("Replace a card action"),
            _(
                "{command}'s card already has '{name}' on its {face}. Replace it with this one?"
            ).format(command=self.card_command.get(), name=name.strip(), face=_(face)),
            parent=self,
        ):
            return False
        try:
            entry = owner.save_card_action(
                command,
                face,
                name,
                chosen(self.card_kind.get(), KINDS),
                chart,
                target=self.card_target.get().strip(),
                effect=chosen(self.card_effect.get(), game_data().defense_effects, effect_name),
                flip=self.card_flip.get(),
                tell=False,
            )
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        self.show_card()
        self.done(
            _("{command}'s card action is kept in your override file; used from now on.").format(
                command=self.card_command.get()
            ),
            entry,
        )
        return True

    def remove(self) -> bool:
        """Take the chosen action off the card (after asking)."""
        chosen = self._chosen()
        if chosen is None:
            self.error.configure(text=_("Choose one of the card's actions in the list first."))
            return False
        face, action = chosen
        name = str(action.get("name", ""))
        if not messagebox.askyesno(
            _("Remove a card action"),
            _("Take '{name}' off the {face} of {command}'s card?").format(
                name=name, face=_(face), command=self.card_command.get()
            ),
            parent=self,
        ):
            return False
        try:
            entry = owner.remove_card_action(self.command(), face, name, tell=False)
        except TabletopError as exc:
            self.error.configure(text=sentence(exc))
            return False
        self.show_card()
        self.done(
            _("'{name}' is taken off {command}'s card in your override file.").format(
                name=name, command=self.card_command.get()
            ),
            entry,
        )
        return True
