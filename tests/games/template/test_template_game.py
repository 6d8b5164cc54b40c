"""The template game (docs/adding-a-game.md walks through it): a scripted game through the
engine and the same game through the shell, the Clash Table's cells read back against the
rules text that prints it, and a save out of its declared bounds refused on load."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

import pytest
import tomli_w
from checkout_paths import BOARDS, CHECKOUT, SAVES

from tabletop.cli import main
from tabletop.core.data import load_board
from tabletop.core.errors import RuleError, SaveError
from tabletop.session import Session
from tabletop.session.saves import read_session
from tabletop.story.moments import moments

SAVE = SAVES / "template-turn3-allied-to-attack.toml"
RULES = CHECKOUT / "docs" / "template.md"


def morale(session: Session) -> dict[str, int]:
    return {army.side: army.morale for army in session.state.armies}


def test_an_attack_reads_both_columns_of_the_row_its_roll_falls_in() -> None:
    """A 7 on the Clash Table costs each army one box [T3], logged as a typed 2d6 roll."""
    session = Session.new("template", seed=1, autosave=False)
    session.act({"kind": "attack", "roll": 7})
    assert morale(session) == {"French": 8, "Allied": 9}
    roll = session.log.entries[-1]
    assert (roll.what, roll.dice, roll.natural, roll.typed) == ("template/clash", "2d6", 7, True)
    assert roll.side == "French" and roll.result == "attacker 1, defender 1"
    assert session.state.to_act == "Allied"


def test_higher_morale_adds_one_and_a_13_reads_the_12_row() -> None:
    """French 9 against Allied 8: the French add 1 [T3]; 12 + 1 reads the last row."""
    session = Session.new("template", seed=1, autosave=False)
    session.act({"kind": "attack", "roll": 9})  # the Allied lose 1: 9
    session.act({"kind": "attack", "roll": 5})  # the Allied attack and lose 1: 8
    assert morale(session) == {"French": 9, "Allied": 8}
    session.act({"kind": "attack", "roll": 12})
    roll = session.log.entries[-1]
    assert (roll.natural, roll.modified, roll.modifiers) == (12, 13, {"higher morale": 1})
    assert morale(session) == {"French": 9, "Allied": 5}


def test_hold_is_closed_on_the_starting_box_with_the_sentence_apply_refuses_with() -> None:
    session = Session.new("template", seed=1, autosave=False)
    (hold,) = [legal for legal in session.legal_actions() if legal.kind == "hold"]
    assert not hold.open and "starting morale box (9)" in hold.why and "[T2]" in hold.why
    with pytest.raises(RuleError) as refused:
        session.act({"kind": "hold"})
    assert str(refused.value) == hold.why
    session.act({"kind": "attack", "roll": 2})  # the French lose 3
    session.act({"kind": "attack", "roll": 7})
    assert morale(session)["French"] == 5
    session.act({"kind": "hold"})
    assert morale(session)["French"] == 6
    assert "rallies to 6" in session.log.entries[-1].result


def test_an_army_at_zero_is_demoralized_its_side_loses_and_the_graphs_mark_it() -> None:
    session = Session.new("template", seed=1, autosave=False)
    for _ in range(3):
        session.act({"kind": "attack", "roll": 12})  # the Allied lose 3
        if session.state.over:
            break
        session.act({"kind": "attack", "roll": 5})  # the Allied attack and lose 1
    assert morale(session)["Allied"] == 0 and session.state.winner == "French"
    assert "the French win" in session.summary()
    assert all(not legal.open for legal in session.legal_actions())
    with pytest.raises(RuleError, match=r"The game is over \(the French win\) \[T4\]"):
        session.act({"kind": "attack"})
    kinds = {m.kind for m in moments(session.log.entries, len(session.history.past) + 1)}
    assert {"demoralized", "end"} <= kinds, kinds
    assert session.game.tracks(session.state) == {"morale/French": 9, "morale/Allied": 0, "turn": 3}


def test_after_the_last_turn_the_higher_morale_wins() -> None:
    """Each side rolls 8 every turn (the defender loses 1): six turns later the French are
    on 3, the Allied on 4, and the Allied win on morale [T4]."""
    session = Session.new("template", seed=1, autosave=False)
    for _ in range(12):
        session.act({"kind": "attack", "roll": 8})
    assert session.state.over and session.state.turn == 6
    assert morale(session) == {"French": 3, "Allied": 4}
    assert session.log.entries[-2].result.endswith("The game is over: the Allied win.")


def test_the_shell_plays_the_same_game_as_the_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    steps = [["attack", "--roll", "9"], ["hold"], ["attack", "--roll", "4"], ["attack"]]
    path = tmp_path / "t.toml"
    assert main(["new", "template", "-o", str(path), "--seed", "1805"]) == 0
    session = Session.new("template", seed=1805, autosave=False)
    for step in steps:
        assert main(["act", str(path), *step]) == 0
        action: dict[str, object] = {"kind": step[0]}
        if len(step) == 3:
            action["roll"] = int(step[2])
        session.act(action)
    assert read_session(path, autosave=False).state == session.state
    capsys.readouterr()
    assert main(["act", str(path), "attack", "--side", "Allied"]) == 2
    assert "it is the French player's to take" in capsys.readouterr().err


def test_the_clash_table_reads_cell_by_cell_as_its_rules_print_it() -> None:
    """The table in docs/template.md [T3] is the 'printed' table: every cell the same."""
    printed = re.findall(
        r"^\s*\|\s*([\d-]+)\s*\|\s*(\d)\s*\|\s*(\d)\s*\|$", RULES.read_text(), re.M
    )
    table = load_board("template").table("clash")
    assert table.source == "docs/template.md [T3]" and str(table.dice) == "2d6"
    assert [(r.label, *r.cells) for r in table.rows] == printed


def test_every_entry_of_the_data_file_names_its_source_and_a_case_the_rules_hold() -> None:
    raw = load_board("template").raw
    entries = [*raw["tracks"].values(), *raw["tables"].values(), raw["turns"]]
    entries += list(raw["modifiers"].values())
    text = RULES.read_text()
    for entry in entries:
        file, case = entry["source"].split(" ", 1)
        assert file == "docs/template.md" and f"- {case}" in text, entry["source"]


def _edited(tmp_path: Path, **state: object) -> Path:
    data = tomllib.loads(SAVE.read_text(encoding="utf-8"))
    data["state"].update(state)
    path = tmp_path / SAVE.name
    path.write_text(tomli_w.dumps(data, multiline_strings=True), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("state", "said"),
    [
        ({"turn": 0}, "state.turn is 0; it runs 1 to 6: the game lasts six turns [T1]"),
        (
            {"armies": [{"side": "French", "morale": 9}, {"side": "Allied", "morale": 99}]},
            "state.armies[1].morale is 99; it runs 0 to 12: a box of the morale track [T1]",
        ),
        ({"to_act": "Prussian"}, "state.to_act is 'Prussian'"),
    ],
)
def test_a_save_out_of_its_bounds_is_refused_on_load_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], state: dict[str, object], said: str
) -> None:
    path = _edited(tmp_path, **state)
    before = path.read_bytes()
    with pytest.raises(SaveError, match=re.escape(said)):
        read_session(path, autosave=False)
    assert main(["show", str(path)]) == 2
    sentence, *_, details = capsys.readouterr().err.splitlines()
    assert "does not open" in sentence and "state." not in sentence  # plain (issue 31)
    assert said in details and details.startswith("Details: ")
    assert path.read_bytes() == before


def test_the_example_save_verifies(tmp_path: Path) -> None:
    copy = tmp_path / SAVE.name
    shutil.copy(SAVE, copy)
    assert main(["verify", str(copy)]) == 0


def test_a_data_file_missing_a_section_is_refused_in_a_sentence_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A board file without its [turns] section: `tabletop new` says which section is
    missing, in one line, and writes no save."""
    from tabletop.core import data

    boards = tmp_path / "boards"
    boards.mkdir()
    text = (BOARDS / "template.toml").read_text(encoding="utf-8")
    cut = re.sub(r"\[turns\]\n(.+\n)+", "", text)
    (boards / "template.toml").write_text(cut, encoding="utf-8")
    monkeypatch.setattr(data, "data_dir", lambda kind: tmp_path / kind)
    load_board.cache_clear()
    try:
        save = tmp_path / "t.toml"
        assert main(["new", "template", "-o", str(save)]) == 2
        err = capsys.readouterr().err
        assert "boards/template.toml has no [turns.last]" in err and err.count("\n") == 1
        assert not save.exists()
    finally:
        load_board.cache_clear()
