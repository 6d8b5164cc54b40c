"""The SPI panel's answers to the rules audit (issue 8, items 1, 2, 3, 6, 9, 10), driven
through its own widgets on a real X server."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from spi_gui_support import roster_values, step_session, take_losses, type_roll, vp_cell

from tabletop.core.data import load_board
from tabletop.session import Session

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def shipped_board_after() -> Iterator[None]:
    """A type entered by a test stays in that test's own home."""
    yield
    load_board.cache_clear()


def open_at(app: Any, tk_root: Any, turn: int, phase: str) -> Any:
    """A game stepped by the engine to a Game-Turn and phase, opened in the window."""
    session = Session.new("spi1980", seed=3, autosave=False)
    step_session(session, turn, phase)
    tab = app.add_session(session)
    tk_root.update()
    return tab


def pick(tab: Any, tk_root: Any, attackers: list[str], defenders: list[str]) -> Any:
    combat = tab.panel.combat
    combat.attackers.choose(attackers)
    combat.defenders.choose(defenders)
    tk_root.update()
    return combat


def test_combat_page_halves_only_the_unit_across_the_stream(app, tk_root):
    """Carnville 7 across a stream plus Doctrov 13 bombarding, against Candras 7: the page
    must read 3 + 13 = 16 to 7, 2-1 [5.8] [8.0]. If this failed, the player would be shown
    (and rolled on) the halved sum, 1-1."""
    tab = open_at(app, tk_root, 3, "allied_combat")
    combat = pick(tab, tk_root, ["carnville", "doctrov"], ["candras"])
    combat.bombarding.check(["doctrov"])
    tk_root.update()
    assert "doctrov" not in combat.terrain.through  # a bombardment crosses no hexside
    combat.terrain.through["carnville"].check(["stream"])
    tk_root.update()
    assert combat.terrain.effect_text("carnville") == "halved: 7 → 3"
    assert "16 against 7 is 2-1" in combat.plan_label.cget("text")
    type_roll(combat.roll_box, 6, tk_root)
    pending = tab.session.state.pending_combat
    assert pending is not None and "16 against 7" in app.status.get() + combat.last_label.cget(
        "text"
    )


def test_combat_page_takes_each_defender_by_its_type(app, tk_root):
    """Levis 16 against Merle (infantry 3) in a town and Margaron (cavalry 2) in woods: 6 + 2
    = 8, 2-1 [8.0] [5.4]. If this failed, cavalry would be doubled with the stack (1-1)."""
    tab = open_at(app, tk_root, 3, "allied_combat")
    combat = pick(tab, tk_root, ["levis"], ["merle", "margarn"])
    combat.terrain.hexes["merle"].set("town")
    combat.terrain.hexes["margarn"].set("woods")
    tk_root.update()
    assert combat.terrain.effect_text("merle") == "doubled: 6"
    assert combat.terrain.effect_text("margarn") == "not doubled: 2"
    assert "16 against 8 is 2-1" in combat.plan_label.cget("text")
    type_roll(combat.roll_box, 6, tk_root)
    assert tab.session.state.pending_combat is not None


def test_combat_page_asks_for_both_morale_units_of_an_adjacent_attack(app, tk_root):
    """[6.8] applies to every adjacent attack. If this failed, the player could leave the
    morale units at "none" and roll without a word, losing the shift."""
    tab = open_at(app, tk_root, 3, "allied_combat")
    combat = pick(tab, tk_root, ["levis"], ["merle"])
    combat.vars["attacker_morale"].set("none")
    tk_root.update()
    assert "[6.8]" in combat.plan_label.cget("text")
    assert combat.roll_box.roll_button.instate(["disabled"])
    combat.roll_box.use_typed()  # even a typed roll is refused, in words
    assert tab.session.state.pending_combat is None
    # A bombardment alone needs no morale unit [6.8].
    combat = pick(tab, tk_root, ["doctrov"], ["merle"])
    combat.bombarding.check(["doctrov"])
    tk_root.update()
    assert combat.attacker_morale.instate(["disabled"])
    assert combat.roll_box.roll_button.instate(["!disabled"])


def test_santon_routed_asks_no_rout_roll_and_is_destroyed(app, tk_root):
    """Kienmyer against the Santon, 1-1, a 2 reads 1/r. If this failed, the page would ask for
    a rout roll and let the immovable guns rout [6.4 Exception]."""
    tab = open_at(app, tk_root, 1, "allied_combat")
    combat = pick(tab, tk_root, ["kienmyer"], ["santon"])
    type_roll(combat.roll_box, 2, tk_root)
    form = combat.losses
    assert form.showing() and not form.rout.winfo_manager()
    assert "destroyed [6.4 Exception]" in form.now_label.cget("text")
    take_losses(tab.panel, tk_root, {})
    assert roster_values(tab.panel, "santon")["status"] == "eliminated"
    assert tab.panel.morale_shown("French") == 67


def test_santon_may_not_retreat_on_the_page(app, tk_root):
    """At 1-1 a 4 reads r/1: the Santon must lose the CSP. If this failed, the page would
    offer the retreat instead."""
    tab = open_at(app, tk_root, 1, "allied_combat")
    combat = pick(tab, tk_root, ["kienmyer"], ["santon"])
    type_roll(combat.roll_box, 4, tk_root)
    assert combat.losses.retreat_spin.instate(["disabled"])
    assert "may never retreat" in combat.losses.now_label.cget("text")


def test_owner_enters_saulimas_type_on_the_victory_page(app, tk_root):
    """The text lost Saulima's type [2.4]; the owner enters cavalry once. If this failed, its
    5 CSPs would never count as cavalry VPs [14.2]."""
    tab = open_at(app, tk_root, 3, "allied_combat")
    page = tab.panel.victory
    before = int(vp_cell(tab.panel, "Allied", "mounted"))
    assert "Saulima" in page.unknown_label.cget("text")
    page.lost_types.choices["saulima"].set("cavalry")
    page.lost_types.buttons["saulima"].invoke()
    tk_root.update()
    assert int(vp_cell(tab.panel, "Allied", "mounted")) == before + 10
    assert "saulima" not in page.lost_types.choices
    assert "Saulima is cavalry" in app.status.get()


def test_an_objectives_vps_take_the_actions_own_label_and_limit(app, tk_root):
    """The Victory page's VPs count stopped at 50 where the action takes up to 99: the form
    said one limit, the rules another. It is the action's field now, label and limit."""
    from tabletop.games.spi1980.actions import SetObjective
    from tabletop.gui.widgets.fields import spec_of

    tab = open_at(app, tk_root, 3, "allied_combat")
    page = tab.panel.victory
    spec = spec_of(SetObjective, "value")
    assert int(str(page.value_spin.cget("to"))) == spec.high == 99
    assert int(str(page.value_spin.cget("from"))) == spec.low == 0
    labels = [
        w.cget("text")
        for w in page.value_spin.master.winfo_children()
        if w.winfo_class() == "TLabel"
    ]
    assert "VPs" in labels


def test_roster_displaces_a_unit(app, tk_root):
    """Displacement [6.6]: the first disrupts, a disrupted unit loses a CSP per hex. If this
    failed, the player would have no way to take the cost of a displacement."""
    session = Session.new("spi1980", seed=3, autosave=False)
    step_session(session, 3, "french_combat")
    # Caffarelli routs Urusov (1/r): Levis stands in the only safe hex of the rout [6.6].
    attack = {"attackers": ["caffrelli"], "defenders": ["urusov"], "roll": 3}
    morale = {"attacker_morale_unit": "caffrelli", "defender_morale_unit": "urusov"}
    session.act({"kind": "combat", **attack, **morale})
    tab = app.add_session(session)
    tk_root.update()
    roster = tab.panel.roster
    tab.panel.show_page(roster)
    roster.select("levis")
    roster.displace_button.invoke()
    tk_root.update()
    assert "disrupted" in roster_values(tab.panel, "levis")["status"] + app.status.get()
    assert tab.session.state.unit("levis").disrupted
    roster.select("levis")
    roster.hexes_var.set("2")
    roster.displace_button.invoke()
    tk_root.update()
    assert tab.session.state.unit("levis").strength == 14
    assert tab.panel.morale_shown("Allied") == 78


def test_ratio_reading_is_chosen_on_the_options_page(app, tk_root):
    """[6.2] read two ways: the literal one by default, the other as an option. If this
    failed, a group that plays the other reading could not choose it in the window."""
    tab = open_at(app, tk_root, 1, "allied_rally")  # before play [1.0]
    page = tab.panel.reserve
    assert page.beyond.get() == "clamp_then_shift"
    page.beyond_buttons["shift_then_clamp"].invoke()
    tk_root.update()
    assert tab.session.state.options.ratio_beyond_table == "shift_then_clamp"


def test_units_already_in_an_attack_are_not_offered_again(app, tk_root):
    """[5.2]: one attack per unit per phase, and one attack on each defender. If this failed,
    the Combat page would offer Levis and Merle for a second attack in the same phase."""
    tab = open_at(app, tk_root, 3, "allied_combat")
    # Levis 16 against Merle 3 is 5-1; morale 3 - 5 reads 3-1, where a 5 gives 1/1.
    combat = pick(tab, tk_root, ["levis"], ["merle"])
    type_roll(combat.roll_box, 5, tk_root)
    take_losses(tab.panel, tk_root, {"merle": 1})
    take_losses(tab.panel, tk_root, {"levis": 1})
    assert tab.session.state.pending_combat is None, app.status.get()
    assert "levis" not in combat.attackers.ids and "merle" not in combat.defenders.ids
    assert "[5.2]" in combat.engaged_label.cget("text")


def test_a_defending_cavalry_charge_is_taken_from_the_combat_page(app, tk_root):
    """Uvarov, attacked, adopts a charge mode [5.9]: ticked under Charging cavalry, he
    doubles to 16 against Soules's 7, and the combat is kept. If this failed, the page would
    offer the charge and then refuse it as a save that could not hold it (issue 31)."""
    tab = open_at(app, tk_root, 3, "french_combat")
    combat = pick(tab, tk_root, ["soules"], ["uvarov"])
    menu = combat.charging.menu
    labels = [menu.entrycget(i, "label") for i in range(int(menu.index("end")) + 1)]
    menu.invoke(next(i for i, label in enumerate(labels) if label.startswith("Uvarov")))
    tk_root.update()
    assert "7 against 16" in combat.plan_label.cget("text")
    type_roll(combat.roll_box, 3, tk_root)
    pending = tab.session.state.pending_combat
    assert pending is not None and pending.charging == ("uvarov",), app.status.get()
    assert combat.losses.showing()


def test_the_deployment_line_is_entered_on_the_reserve_page_and_checks_the_plot(app, tk_root):
    """The French Reserve Deployment Line is printed on the map the text lost [12.0]: the
    owner types it once on the Reserve page, and a reserve hex off it (9999) is then refused
    in red, naming the unit and not the hex written for it, with nothing written down."""
    tab = app.add_session(Session.new("spi1980", seed=3, autosave=False))
    tk_root.update()
    page = tab.panel.reserve
    tab.panel.show_page(page)
    assert "Not entered yet" in page.line_label.cget("text")
    page.line_entry.insert(0, "15x5")
    page.line_button.invoke()
    tk_root.update()
    assert "not a four-digit hex" in page.line_error.cget("text")
    page.line_entry.delete(0, "end")
    page.line_entry.insert(0, "1505 1606 1707")
    page.line_button.invoke()
    tk_root.update()
    assert page.line_label.cget("text") == "Entered from your map: 1505 1606 1707"
    page.entries["rivaud"].insert(0, "9999")
    page.write_button.invoke()
    tk_root.update()
    said = page.error_label.cget("text")
    assert "Rivaud is not North of the French Reserve Deployment Line" in said
    assert "9999" not in said and "9999" not in app.status.get()
    assert tab.session.state.reserve_plot == ()
    page.entries["rivaud"].delete(0, "end")
    page.entries["rivaud"].insert(0, "1606")
    page.write_button.invoke()
    tk_root.update()
    assert [p.hex for p in tab.session.state.reserve_plot] == ["1606"]
