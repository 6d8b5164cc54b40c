"""The proof says what it covers (issue 31, item 7): a key no app writes, at the top of a save
or in its `[history]`, `[step]` or `[printed]` table, is refused on load in one sentence (it
passed unproven beside a save that verified), while every save the app writes, of this
schema or an older one, still opens."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import checkout_paths
import pytest
from test_verify import edit, run

from tabletop.core.errors import SaveError
from tabletop.session.savekeys import TABLE_KEYS, TOP_KEYS
from tabletop.session.saves import read_session, session_to_data
from tabletop.session.session import Session
from tabletop.session.verify import verify_file

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))


@pytest.mark.parametrize(
    ("where", "key"),
    [((), "referee_approved"), (("history",), "referee_approved"), (("step",), "witnessed")],
)
def test_a_key_added_by_hand_is_refused_naming_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: tuple[str, ...], key: str
) -> None:
    """`referee_approved = true` added to a save, or under its [history], left it verifying:
    a reader took the key for part of what `verify` proved."""
    save = tmp_path / "game.toml"
    save.write_bytes((checkout_paths.SAVES / "template-turn3-allied-to-attack.toml").read_bytes())
    assert verify_file(save).ok

    def add(data: dict[str, Any]) -> None:
        table = data
        for name in where:
            table = table[name]
        table[key] = True

    forged = edit(save, add)
    before = forged.read_bytes()
    named = ".".join((*where, key))
    with pytest.raises(SaveError, match=f"field '{named}' is not one the app writes"):
        read_session(forged, autosave=False)
    code, out, err = run(capsys, "verify", str(forged))
    assert code == 2 and out == "" and f"'{named}'" in err
    assert forged.read_bytes() == before


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
def test_every_example_save_still_opens(save: Path) -> None:
    """The check refused a key an example save holds: the game would no longer open."""
    assert read_session(save, autosave=False).log.entries


def test_every_key_the_writer_writes_is_known() -> None:
    """A key added to the writer but not to savekeys.py: every new save would be refused."""
    session = Session.new("template", seed=4, autosave=False)
    session.act({"kind": "attack"}, side="French")
    session.notes = {1: "the Guard waits"}
    session.printed_note = "a note"
    data = session_to_data(session)
    assert set(data) <= TOP_KEYS and {"notes", "history", "printed"} <= set(data)
    for table, keys in TABLE_KEYS.items():
        assert set(data[table]) <= keys, table
    shipped = tomllib.loads(SAVES[0].read_text(encoding="utf-8"))
    assert set(shipped) <= TOP_KEYS


def test_a_schema_2_save_still_opens(tmp_path: Path) -> None:
    """A save written before saves carried their printed data has none of [printed]: the
    migration adds it and the check passes it."""
    source = tmp_path / "spi1980.toml"
    source.write_bytes((checkout_paths.SAVES / "spi1980-turn3-after-combat.toml").read_bytes())

    def older(data: dict[str, Any]) -> None:
        data["schema"] = 2
        del data["printed"], data["printed_hash"]

    assert read_session(edit(source, older), autosave=False)
