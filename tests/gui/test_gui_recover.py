"""The window's answer to a save that does not open (issue 31, item 3): one plain sentence,
the loader's words under Details, and buttons that open the game up to the last entry that
loads, or the backup, each as a new file; the damaged file keeps its bytes."""

from __future__ import annotations

from pathlib import Path

import checkout_paths
import pytest
from damaged_saves import ENTRIES, EXAMPLE, damaged_entry, damaged_state

from tabletop.gui.recover_dialog import showing
from tabletop.session.verify import verify_file


@pytest.mark.gui
def test_the_window_opens_a_damaged_save_up_to_the_last_entry_that_loads(
    app, tk_root, tmp_path: Path
) -> None:
    """The window said "game.toml: state.turn is 99 ..." in the status line, and the game
    was gone: no way on from the log that was whole."""
    save = damaged_state(tmp_path)
    before = save.read_bytes()
    assert app.open_path(save) is None
    tk_root.update()
    dialog = showing(tk_root)
    assert dialog is not None and app.tabs == []
    sentence = dialog.sentence.cget("text")
    assert sentence.startswith("game.toml does not open: the game's position, undo steps")
    assert "state." not in sentence and "state." not in app.status.get()
    assert f"up to entry {ENTRIES} of {ENTRIES}" in dialog.offer.cget("text")
    assert dialog.backup_button is None and dialog.recover_button is not None
    assert not dialog.details.winfo_ismapped()
    dialog.details_button.invoke()
    tk_root.update()
    assert dialog.details.winfo_ismapped() and "state.turn is 99" in dialog.details.cget("text")
    assert dialog.recover_button.cget("text") == "Open up to the last entry that loads"
    dialog.recover_button.invoke()
    tk_root.update()
    new = tmp_path / "game-recovered.toml"
    assert showing(tk_root) is None
    tab = app.current_tab()
    assert tab is not None and tab.session.path == new and len(tab.session.log) == ENTRIES
    assert "Opened game-recovered.toml" in app.status.get()
    assert save.read_bytes() == before
    tab.session.flush()
    assert verify_file(new).ok


@pytest.mark.gui
def test_the_window_offers_the_backup_and_cancel_writes_nothing(
    app, tk_root, tmp_path: Path
) -> None:
    """FILE.bak was kept for this, but the window never said it was there."""
    save = damaged_entry(tmp_path, 20)
    backup = tmp_path / "game.toml.bak"
    backup.write_bytes((checkout_paths.SAVES / EXAMPLE).read_bytes())
    before, kept = save.read_bytes(), backup.read_bytes()
    app.open_path(save)
    tk_root.update()
    dialog = showing(tk_root)
    assert dialog is not None
    assert dialog.sentence.cget("text") == (
        f"game.toml does not open: its log is damaged from entry 20 on (of {ENTRIES})."
    )
    assert "(entry 19" not in dialog.sentence.cget("text")
    assert "Its backup, game.toml.bak, the version before the last save, opens too." in (
        dialog.offer.cget("text")
    )
    assert dialog.recover_button is not None and dialog.backup_button is not None
    assert dialog.backup_button.cget("text") == "Open the backup"
    dialog.cancel_button.invoke()
    tk_root.update()
    assert showing(tk_root) is None and app.tabs == []
    assert sorted(p.name for p in tmp_path.glob("game*")) == ["game.toml", "game.toml.bak"]
    app.open_path(save)
    tk_root.update()
    dialog = showing(tk_root)
    assert dialog is not None and dialog.backup_button is not None
    dialog.backup_button.invoke()
    tk_root.update()
    copy = tmp_path / "game-backup.toml"
    tab = app.current_tab()
    assert tab is not None and tab.session.path == copy and len(tab.session.log) == ENTRIES
    assert save.read_bytes() == before and backup.read_bytes() == kept
