"""The owner's printed data shared through the File menu, and a game offered the owner's new
entries as a logged step (issue 20, items 2 and 3): a pack exported by one owner, imported by
another after seeing what it adds, adopted by the game open on their window; the save still
verifies on a third folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from printed_support import FIRE_A, FIRE_COLUMNS, in_folder, verdicts

from tabletop.core.data import load_board
from tabletop.core.overrides import owner_entries, save_table
from tabletop.session.adopt import ADOPTED

pytestmark = [pytest.mark.gui, pytest.mark.usefixtures("fresh_boards")]


def menu_item(menu: Any, label: str) -> int:
    """The index of a menu's item by its label, as a player finds it."""
    for index in range(int(menu.index("end")) + 1):
        if menu.type(index) != "separator" and menu.entrycget(index, "label") == label:
            return index
    raise AssertionError(f"no item {label!r}")


def test_a_pack_goes_round_through_the_file_menu(
    app: Any,
    tk_root: Any,
    dialogs: Any,
    user_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Export and import were on the command line only: a player in the window had to copy
    override files by hand, and a game open on the other owner's window never used them."""
    save_table("vaevictis", "fire", FIRE_A, columns=FIRE_COLUMNS)
    pack = tmp_path / "fire-pack.toml"
    packs = app.menus.packs
    packs.ask_export = lambda game: str(pack)
    export = app.menus.export_menu
    export.invoke(menu_item(export, "Austerlitz 1805 (Vae Victis)"))
    assert pack.is_file() and "Exported 1 entry to fire-pack.toml" in app.status.get()

    other = tmp_path / "other"
    in_folder(monkeypatch, other)
    tab = app.new_session("vaevictis", seed=5)
    tk_root.update()
    assert not tab.adopt_bar.winfo_ismapped()
    packs.ask_import = lambda: str(pack)
    file_menu = app.menus.file_menu
    file_menu.invoke(menu_item(file_menu, "Import printed data…"))  # answered no
    title, message = dialogs.shown[-1]
    assert title == "Import printed data"
    assert "Adds: tables.fire (Fire Results Table)" in message
    assert owner_entries("vaevictis") == {} and app.status.get() == "Nothing imported."
    dialogs.answer = True
    file_menu.invoke(menu_item(file_menu, "Import printed data…"))
    tk_root.update()
    assert owner_entries("vaevictis")["tables"]["fire"]["columns"] == FIRE_COLUMNS
    assert "Imported 1 new and 0 changed entries" in app.status.get()

    # The open game is not changed behind its back: it offers the new entry.
    assert tab.adopt_bar.winfo_ismapped()
    assert "Fire Results Table (new)" in str(tab.adopt_bar.label.cget("text"))
    assert load_board("vaevictis").table("fire").unknown is False  # the owner's folder
    assert tab.session.printed.entries == {}
    tab.adopt_bar.adopt_button.invoke()
    tk_root.update()
    last = tab.session.log.entries[-1]
    assert (last.what, last.label) == ("printed data", ADOPTED)
    assert not tab.adopt_bar.winfo_ismapped()
    saved = tab.session.save(tmp_path / "adopted.toml")
    homes = {"maker": user_home, "importer": other, "third": tmp_path / "third"}
    assert verdicts(saved, homes, monkeypatch) == {"maker": None, "importer": None, "third": None}


def test_an_old_save_offers_the_owners_correction(app: Any, tk_root: Any, tmp_path: Path) -> None:
    """A save played before the owner corrected a cell opened with no word that its table
    differs from the owner's, and no way to take the correction but a new game."""
    from printed_support import FIRE_B

    from tabletop.session import Session

    save_table("vaevictis", "fire", FIRE_A, columns=FIRE_COLUMNS)
    old = Session.new("vaevictis", seed=2, autosave=False)
    path = old.save(tmp_path / "before.toml")
    save_table("vaevictis", "fire", FIRE_B, columns=FIRE_COLUMNS)
    tab = app.open_path(path)
    tk_root.update()
    assert tab is not None and tab.adopt_bar.winfo_ismapped()
    assert "Fire Results Table (changed)" in str(tab.adopt_bar.label.cget("text"))
    assert tab.session.printed.entries["tables"]["fire"]["rows"][0]["cells"] == FIRE_A[0]
    tab.adopt_bar.adopt_button.invoke()
    tk_root.update()
    assert tab.session.printed.entries["tables"]["fire"]["rows"][0]["cells"] == FIRE_B[0]
    assert not tab.adopt_bar.winfo_ismapped()


def test_every_kept_entry_is_listed_shown_and_removed(app: Any, tk_root: Any, dialogs: Any) -> None:
    """A kept entry (a Tonnerre track, a table) could not be seen or removed in the window:
    one typo meant editing a file by hand."""
    from tabletop.games.tonnerre.owner import save_mist, save_track

    save_track("French", 12, [4, 10], [8])
    save_mist(["1", "2", "2", "3", "3"])
    file_menu = app.menus.file_menu
    file_menu.invoke(menu_item(file_menu, "Your printed data…"))
    view = app.menus.packs.window
    assert view is not None
    tk_root.update()
    assert view.game_box.get() == "Austerlitz: Un coup de Tonnerre! 1805"  # the one with data
    assert view.tree.get_children() == ("casualty_tracks.French", "mist")
    shown = view.text.get("1.0", "end")
    assert "[casualty_tracks.French]" in shown and "rout_boxes = [\n    4,\n    10,\n]" in shown
    view.tree.selection_set("mist")
    view.remove_button.invoke()  # answered no
    assert "mist" in owner_entries("tonnerre")
    dialogs.answer = True
    view.remove_button.invoke()
    assert "mist" not in owner_entries("tonnerre")
    assert view.tree.get_children() == ("casualty_tracks.French",)
    assert str(view.said.cget("text")) == "mist removed from your printed data."
