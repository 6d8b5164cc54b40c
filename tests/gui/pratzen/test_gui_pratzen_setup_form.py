"""Pratzen's Set-up page as the owner fills it from the Playbook: a battalion in one row, the
form cleared for the next piece, each unit's ER in the list, a unit corrected in place, and
pieces imported from a CSV roster (issue 20, item 4) [Infantry Flags] [Preparing for play]."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop.gui.panels.pratzen.setup import SetupPage
from tabletop.gui.widgets.actor import Actor
from tabletop.session import Session

pytestmark = pytest.mark.gui


@pytest.fixture
def page(app: Any, tk_root: Any) -> SetupPage:
    session = Session.new("pratzen", seed=4, autosave=False)
    shown = SetupPage(tk_root, Actor(session, app))
    session.subscribe(lambda s: shown.refresh(s.state))
    shown.refresh(session.state)
    return shown


def units(page: SetupPage) -> list[tuple[str, str, bool, int]]:
    return [(u.name, u.battalion, u.flag, u.er) for u in page.actor.session.state.units]


def test_a_battalion_in_one_row(page: SetupPage) -> None:
    """A battalion took one form per counter, the Flag box and battalion typed again each
    time."""
    row = page.battalion
    row.form.set("battalion", "4/IR3")
    row.form.set("flag_er", "3")
    row.form.set("unit_ers", "2 2 1")
    row.add_button.invoke()
    assert units(page) == [
        ("4/IR3 Flag", "4/IR3", True, 3),
        ("4/IR3 A", "4/IR3", False, 2),
        ("4/IR3 B", "4/IR3", False, 2),
        ("4/IR3 C", "4/IR3", False, 1),
    ]
    assert "4/IR3 Flag ⚑ [4/IR3] ER 3" in str(page.pieces.cget("text"))
    row.form.set("battalion", "4/IR3")
    row.form.set("unit_ers", "2")
    row.add_button.invoke()  # the names are taken: nothing added
    assert "already has a piece named '4/IR3 Flag'" in str(row.error_label.cget("text"))
    assert len(units(page)) == 4


def test_the_form_is_cleared_for_the_next_piece_and_a_unit_corrected(page: SetupPage) -> None:
    """The Flag box and battalion stayed set for the next piece, and a wrong ER meant
    removing the unit and typing it all again."""
    form = page.unit
    for key, value in (("name", "1/IR4 Flag"), ("battalion", "1/IR4"), ("er", "2")):
        form.set(key, value)
    form.set("flag", True)
    page.add_unit_button.invoke()
    assert (form.get("name"), form.get("battalion"), form.get("flag")) == ("", "", False)
    form.set("name", "Hussars")
    form.set("type", "cavalry")
    page.add_unit_button.invoke()
    page.group.set("group", "Grenadiers")
    page.add_group_button.invoke()
    assert page.group.get("group") == ""  # the next group is typed afresh
    page.remove_var.set("1/IR4 Flag")
    page.correct_button.invoke()
    assert (form.get("name"), form.get("flag"), str(page.add_unit_button.cget("text"))) == (
        "1/IR4 Flag",
        True,
        "Replace 1/IR4 Flag",
    )
    form.set("er", "3")
    page.add_unit_button.invoke()
    assert ("1/IR4 Flag", "1/IR4", True, 3) in units(page) and len(units(page)) == 2
    assert str(page.add_unit_button.cget("text")) == "Add unit"
    page.remove_var.set("Hussars")
    page.correct_button.invoke()
    form.set("battalion", "1/IR4")  # cavalry in a battalion: refused, the unit kept
    page.add_unit_button.invoke()
    said = str(page.unit_error.cget("text"))
    assert "Only infantry belongs to a battalion" in said and "Hussars is kept as it was" in said
    assert ("Hussars", "", False, 2) in units(page)


def test_a_unit_corrected_keeps_its_place_in_pieces_entered(page: SetupPage) -> None:
    """Correcting a unit took it out and added it again at the end of "Pieces entered"; it
    now stays where it was entered [Preparing for play]."""
    form = page.unit
    for name in ("Hussars", "Dragoons", "Cuirassiers"):
        form.set("name", name)
        form.set("type", "cavalry")
        page.add_unit_button.invoke()
    page.remove_var.set("Hussars")
    page.correct_button.invoke()
    form.set("er", "3")
    page.add_unit_button.invoke()
    assert units(page) == [
        ("Hussars", "", False, 3),
        ("Dragoons", "", False, 2),
        ("Cuirassiers", "", False, 2),
    ]
    shown = str(page.pieces.cget("text"))
    assert shown.index("Hussars") < shown.index("Dragoons") < shown.index("Cuirassiers")
    assert "Hussars" in shown and "ER 3" in shown.split("Dragoons")[0]


def test_pieces_import_from_a_csv_roster(page: SetupPage, tmp_path: Path) -> None:
    """A scenario's forty counters had to be typed one form at a time."""
    roster = tmp_path / "pieces.csv"
    roster.write_text(
        "name,side,type,battalion,flag,ER\n"
        "2/IR1 Flag,French,infantry,2/IR1,yes,2\n"
        "2/IR1 A,French,,2/IR1,,1\n"
        "Cossacks,Allied,cavalry,,no,3\n",
        encoding="utf-8",
    )
    page.roster.ask_open = lambda _master: str(roster)
    page.roster.button.invoke()
    assert units(page) == [
        ("2/IR1 Flag", "2/IR1", True, 2),
        ("2/IR1 A", "2/IR1", False, 1),
        ("Cossacks", "", False, 3),
    ]
    assert str(page.roster.said.cget("text")) == "3 entered from pieces.csv."
    roster.write_text("name,side,er\nX,French,2\nY,Prussian,2\n", encoding="utf-8")
    page.roster.button.invoke()
    said = str(page.roster.error_label.cget("text"))
    assert said.startswith("Nothing imported: line 3:") and "Prussian" in said
    assert len(units(page)) == 3


def test_leaders_import_from_a_csv_roster(page: SetupPage, tmp_path: Path) -> None:
    """The leaders of a scenario had to be typed one form at a time."""
    roster = tmp_path / "leaders.csv"
    roster.write_text("name,side,command\nVandamme,French,2nd Division\n", encoding="utf-8")
    page.leader_roster.ask_open = lambda _master: str(roster)
    page.leader_roster.button.invoke()
    leaders = page.actor.session.state.leaders
    assert [(x.name, x.side, x.command) for x in leaders] == [
        ("Vandamme", "French", "2nd Division")
    ]
    assert "French leaders: Vandamme" in str(page.pieces.cget("text"))


def test_the_forms_are_the_actions_fields_and_refuse_out_of_range_in_a_sentence(
    page: SetupPage, tk_root: Any
) -> None:
    """The scenario, unit, leader and group forms restated each field's label and limits
    (a Spinbox 0 to 3 for an ER the action also bounds): they are now the actions' own fields,
    so the form says and allows what the rules do; an ER of 7 typed in is refused with the
    rules' sentence and nothing is entered [Playing pieces]."""
    from tabletop.games.pratzen.actions import AddLeader, AddReinforcement, AddUnit, SetUp
    from tabletop.gui.widgets.fields import field_label

    for form, kind in (
        (page.head, SetUp),
        (page.unit, AddUnit),
        (page.leader, AddLeader),
        (page.group, AddReinforcement),
    ):
        for name, field in form.declared.items():
            assert field.label.cget("text") == field_label(kind, name), name
    assert set(page.unit.declared) == {"name", "side", "type", "battalion", "flag", "er"}
    er = page.unit.widgets["er"]
    assert (int(er.cget("from")), int(er.cget("to"))) == (0, 3)
    assert page.unit.widgets["side"].cget("values") == ("French", "Allied")
    page.head.set("turns", "3")
    page.setup_button.invoke()
    page.unit.set("name", "Line 1")
    page.unit.set("er", "7")
    page.add_unit_button.invoke()
    tk_root.update()
    assert page.unit_error.cget("text") == "Add a unit: ER cannot be more than 3."
    assert units(page) == []
