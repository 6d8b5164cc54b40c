"""Helpers the SPI Austerlitz window tests share: drive the panel's own widgets as a player
would (type into boxes, press buttons, pick rows) and read back what the screen shows.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.spi1980.data import game_data

RESERVE = [u.id for u in game_data().units if u.is_reserve]
PLOT = {u: f"{1600 + i:04d}" for i, u in enumerate(RESERVE)}
PHASES = [p.id for p in game_data().phases]


def new_tab(app: Any, tk_root: Any, seed: int = 7) -> Any:
    """A fresh SPI session in the window, drawn."""
    tab = app.new_session("spi1980", seed=seed)
    tk_root.update()
    return tab


def plot_reserve(panel: Any, tk_root: Any) -> None:
    """Type every reserve hex into the masked boxes and write them down [12.0]."""
    for unit_id, hex_id in PLOT.items():
        panel.reserve.entries[unit_id].insert(0, hex_id)
    panel.reserve.write_button.invoke()
    tk_root.update()


NO_REINFORCEMENTS = 6
"""A reinforcement roll that brings none before Game-Turn 5 (6 - turn > 1) [9.0]."""


def next_phase(panel: Any, tk_root: Any, times: int = 1) -> None:
    """Press Next phase a number of times, first rolling for the French reinforcements
    where the rules call for it (Next phase waits for that roll [9.0])."""
    for _ in range(times):
        if panel.turn.is_open("reinforcement_roll"):
            type_roll(panel.turn.reinforcement_box, NO_REINFORCEMENTS, tk_root)
        panel.turn.next_button.invoke()
        tk_root.update()


def step_session(session: Any, turn: int, phase: str) -> None:
    """Step a session by the engine to a Game-Turn and phase (the reserve plotted, the
    reinforcement roll made where it is due)."""
    session.act({"kind": "plot_reserve", "hexes": PLOT})
    while (session.state.turn, session.state.phase) != (turn, phase):
        if session.state.phase == "french_rally" and any(
            legal.kind == "reinforcement_roll" and legal.open for legal in session.legal_actions()
        ):
            session.act({"kind": "reinforcement_roll", "roll": NO_REINFORCEMENTS})
        session.act({"kind": "next_phase"})


def step_to(panel: Any, tk_root: Any, turn: int, phase: str) -> None:
    """Press Next phase until the session stands at that Game-Turn and phase."""
    session = panel.session
    for _ in range(6 * 11 + 1):
        if (session.state.turn, session.state.phase) == (turn, phase):
            return
        before = (session.state.turn, session.state.phase)
        next_phase(panel, tk_root)
        assert (session.state.turn, session.state.phase) != before, panel.app.status.get()
    raise AssertionError(f"never reached Game-Turn {turn}, {phase}")


def type_roll(box: Any, roll: int, tk_root: Any) -> None:
    """Type a real die's roll into a roll box and press Use this roll."""
    box.typed_entry.delete(0, "end")
    box.typed_entry.insert(0, str(roll))
    box.use_typed_button.invoke()
    tk_root.update()


def roster_values(panel: Any, unit_id: str) -> dict[str, str]:
    """One roster row as shown, by column id."""
    from tabletop.gui.panels.spi1980.roster import COLUMNS

    values = panel.roster.tree.item(unit_id, "values")
    return {name: str(v) for (name, _, _), v in zip(COLUMNS, values, strict=True)}


def vp_cell(panel: Any, side: str, item: str) -> str:
    """One figure of the Victory page's VP table, as shown."""
    return str(panel.victory.cells[(side, item)].cget("text"))


def fight(
    panel: Any,
    tk_root: Any,
    attackers: list[str],
    defenders: list[str],
    roll: int,
) -> str:
    """Pick the units on the Combat page, type the roll; returns the plan line shown."""
    combat = panel.combat
    combat.attackers.choose(attackers)
    combat.defenders.choose(defenders)
    tk_root.update()
    plan = str(combat.plan_label.cget("text"))
    type_roll(combat.roll_box, roll, tk_root)
    return plan


def take_losses(panel: Any, tk_root: Any, losses: dict[str, int]) -> None:
    """Put the CSPs lost against the units of the side now taking its result, and apply."""
    form = panel.combat.losses
    for unit_id in form.loss_vars:
        form.set_loss(unit_id, losses.get(unit_id, 0))
    form.apply_button.invoke()
    tk_root.update()


def lose_from_roster(panel: Any, tk_root: Any, unit_id: str, count: int) -> None:
    """Select a unit in the roster and press Lose CSP for that many."""
    panel.roster.select(unit_id)
    panel.roster.count_var.set(str(count))
    panel.roster.reason_var.set("over stacking at the end of the Movement Phase [4.4]")
    panel.roster.lose_button.invoke()
    tk_root.update()


def demoralize(panel: Any, tk_root: Any, side: str, keep: tuple[str, ...] = ()) -> None:
    """Take CSPs from one army's units through the roster until its morale reaches 0."""
    state = panel.session.state
    for spec in game_data().units:
        if panel.session.state.army(side).demoralized:
            return
        unit = panel.session.state.unit(spec.id)
        if spec.army != side or spec.id in keep or unit.strength == 0:
            continue
        need = panel.session.state.army(side).morale
        lose_from_roster(panel, tk_root, spec.id, min(unit.strength, need))
    assert panel.session.state.army(side).demoralized, state


def tooltip_over(gate: Any, widget: Any, tk_root: Any) -> str:
    """What a greyed control's tooltip says while the pointer rests on it ("" when open)."""
    widget.event_generate("<Enter>", x=2, y=2)
    tk_root.update()
    text = str(gate.tooltip.text)
    widget.event_generate("<Leave>")
    tk_root.update()
    return text


CONTROLS = (
    "TButton",
    "TEntry",
    "TCombobox",
    "TSpinbox",
    "TCheckbutton",
    "TRadiobutton",
    "TMenubutton",
    "Treeview",
    "Listbox",
    "Entry",
    "Button",
)
"""The widget classes a player clicks or types into."""


def scroll_of(widget: Any) -> Any:
    """The scrolling page body that holds a widget."""
    from tabletop.gui.widgets.scroll import ScrollBody

    holder = widget
    while holder is not None and not isinstance(holder, ScrollBody):
        holder = holder.master
    assert holder is not None, widget
    return holder


def in_view(widget: Any) -> bool:
    """True when a widget is drawn inside the part of its page the window shows."""
    if not widget.winfo_viewable() or widget.winfo_height() <= 1:
        return False
    canvas = scroll_of(widget).canvas
    top = canvas.winfo_rooty()
    bottom = top + canvas.winfo_height()
    return widget.winfo_rooty() < bottom and widget.winfo_rooty() + widget.winfo_height() > top


def controls_in_view(page: Any) -> list[Any]:
    """The controls of a page a player can see now (none: the page looks blank)."""
    found, todo = [], [page]
    while todo:
        widget = todo.pop()
        todo.extend(widget.winfo_children())
        if widget.winfo_class() in CONTROLS and in_view(widget):
            found.append(widget)
    return found


def focus(widget: Any, tk_root: Any) -> None:
    """Move the keyboard's focus to a widget, as Tab does (the page scrolls it into view)."""
    widget.focus_force()
    tk_root.update()


def sentences_in_view(page: Any) -> list[str]:
    """The texts of a page's labels a player can see now."""
    found, todo = [], [page]
    while todo:
        widget = todo.pop()
        todo.extend(widget.winfo_children())
        if widget.winfo_class() == "TLabel" and in_view(widget):
            text = str(widget.cget("text")).strip()
            if text:
                found.append(text)
    return found


def assert_every_page_shown(panel: Any, tk_root: Any) -> None:
    """Pick each page's tab as a player clicks it: each shows controls in view, or, with
    nothing to do there, says so (none is blank); the page that was in front is picked
    again."""
    book = panel.book
    front = book.select()
    for tab_id in book.tabs():
        book.select(tab_id)
        tk_root.update()
        title = book.shown()
        page = book.get(title)
        assert page.winfo_ismapped() and page.winfo_height() > 1, f"page {title} is blank"
        assert controls_in_view(page) or sentences_in_view(page), f"page {title} is empty"
    book.select(front)
    tk_root.update()
