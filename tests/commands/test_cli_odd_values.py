"""Values a player types wrong at `tabletop act` (found by playing every game at random from
the shell): each is refused in one sentence in the reader's language, and the save keeps
its bytes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main

PENDING = SAVES / "spi1980-combat-pending.toml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def copied(tmp_path: Path, save: Path) -> Path:
    path = tmp_path / save.name
    shutil.copy(save, path)
    return path


def test_an_empty_value_is_not_called_broken_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`--hex ""` was refused as "'' starts like JSON but is not valid JSON.": the player
    typed no JSON at all. The rule now says what is wrong with an empty hex."""
    save = copied(tmp_path, PENDING)
    before = save.read_bytes()
    code, _out, err = run(capsys, "act", str(save), "objective", "--hex", "")
    assert code == 2
    assert "JSON" not in err, err
    assert err == "tabletop: '' is not a four-digit hex number.\n"
    code, _out, err = run(
        capsys, "act", str(save), "apply_combat_result", "--side", "defender", "--short-hexes", ""
    )
    assert code == 2
    assert "JSON" not in err, err
    assert save.read_bytes() == before


def test_the_choices_of_a_rule_option_are_joined_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """SPI's `set_option ratio_beyond_table` refused a wrong value in French with an English
    "or" between the two readings."""
    save = tmp_path / "spi.toml"
    assert run(capsys, "new", "spi1980", "-o", str(save))[0] == 0
    before = save.read_bytes()
    args = ["act", str(save), "set_option", "--name", "ratio_beyond_table", "--value", "x"]
    code, _out, err = run(capsys, "--lang", "fr", *args)
    assert code == 2
    assert err == (
        "tabletop: un rapport hors de la table se lit clamp_then_shift ou shift_then_clamp [6.2].\n"
    )
    code, _out, err = run(capsys, "--lang", "en", *args)
    assert err == (
        "tabletop: a ratio beyond the table is read clamp_then_shift or shift_then_clamp [6.2].\n"
    )
    assert save.read_bytes() == before


@pytest.mark.parametrize("language", ["en", "fr"])
def test_verify_says_a_save_that_does_not_load_as_show_does(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, language: str
) -> None:
    """A number edited past its printed range: `verify` refused the file in one line that
    began with the loader's field path ("...: state.roster[3].strength is 99; ..."), where
    `show` says it in a plain sentence and keeps the path under Details."""
    save = copied(tmp_path, PENDING)
    text = save.read_text(encoding="utf-8")
    edited = text.replace("strength = 13,", "strength = 99,", 1)
    assert edited != text
    save.write_text(edited, encoding="utf-8")
    before = save.read_bytes()
    code, _out, shown = run(capsys, "--lang", language, "show", str(save))
    assert code == 2
    code, out, err = run(capsys, "--lang", language, "verify", str(save))
    assert code == 2 and out == ""
    assert err == shown
    first, *_rest, details = err.splitlines()
    assert "state." not in first and "strength" not in first, err
    assert "state.roster[" in details, err
    assert save.read_bytes() == before


@pytest.mark.parametrize("extra", [["--reason", "my plan"], ["--effort", "3"]])
def test_a_players_card_move_with_a_bots_reason_is_refused_for_what_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, extra: list[str]
) -> None:
    """`act FILE end_orders --reason "my plan"` in a two-player card game: the move is
    listed, and the bot's reason the player added made it "not allowed here" in words about
    a target or front the move does not have."""
    save = tmp_path / "cards.toml"
    assert run(capsys, "new", "cardgame", "-o", str(save), "--option", "players=two")[0] == 0
    code, out, _err = run(capsys, "act", str(save), "--list", "--side", "napoleon", "--json")
    assert {"kind": "end_orders"} in next(
        a["moves"] for a in json.loads(out)["actions"] if a["kind"] == "end_orders"
    )
    before = save.read_bytes()
    code, _out, err = run(capsys, "act", str(save), "end_orders", *extra)
    assert code == 2
    assert err == (
        "tabletop: only the bot's own moves carry a bot's level and reason: Napoleon is "
        "played by a player.\n"
    )
    assert save.read_bytes() == before
    code, _out, err = run(capsys, "act", str(save), "end_orders")
    assert code == 0, err


def test_a_players_card_moves_do_not_offer_the_bots_own_fields(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`act --list` and `act FILE KIND --help` offered `--bot? --reason? --effort?` on every
    card-game move, which a player's move is then refused for carrying."""
    save = tmp_path / "cards.toml"
    assert run(capsys, "new", "cardgame", "-o", str(save), "--option", "players=two")[0] == 0
    code, out, err = run(capsys, "act", str(save), "--list", "--json")
    assert code == 0, err
    offered = {f["name"] for a in json.loads(out)["actions"] for f in a["fields"]}
    assert {"card", "front", "target"} <= offered
    assert not offered & {"bot", "reason", "effort"}
    code, out, err = run(capsys, "act", str(save), "--list")
    assert code == 0 and "--reason" not in out and "--bot" not in out, out
    code, out, err = run(capsys, "act", str(save), "deploy", "--help")
    assert code == 0 and "--front" in out, err
    assert "--bot" not in out and "--reason" not in out and "--effort" not in out


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["objective", "--hex", "1520", "--value", "[true]"],
            "tabletop: Objective hex: VPs should be a whole number, not '[true]'.\n",
        ),
        (
            ["lose_csp", "--unit", '{"x": null}', "--count", "1", "--reason", "seen"],
            "tabletop: Lose CSPs: unit should be a text, not '{\"x\": null}'.\n",
        ),
        (
            ["apply_combat_result", "--side", "defender", "--losses", '{"becker": [1, null]}'],
            "tabletop: Apply the combat result: CSPs lost per unit (becker) should be a whole "
            "number, not '[1, null]'.\n",
        ),
    ],
)
def test_a_refused_json_value_is_echoed_as_typed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str], said: str
) -> None:
    """A JSON value of the wrong kind was echoed as Python writes it ("[True]", "{'x':
    None}"), which the player never typed and cannot type back."""
    save = copied(tmp_path, PENDING)
    before = save.read_bytes()
    code, _out, err = run(capsys, "act", str(save), *argv)
    assert code == 2
    assert err == said
    assert "True" not in err and "None" not in err
    assert save.read_bytes() == before


@pytest.mark.parametrize("command", ["show", "verify", "act"])
def test_a_save_cut_short_is_said_in_french_with_no_parser_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str
) -> None:
    """A save cut short (a copy that stopped half way) was refused under `--lang fr` with
    the TOML parser's English: "(erreur TOML : Expected "'''" (at end of document))"."""
    save = copied(tmp_path, PENDING)
    save.write_bytes(PENDING.read_bytes()[:2000])
    before = save.read_bytes()
    argv = [command, str(save)] + (["--list"] if command == "act" else [])
    code, out, err = run(capsys, "--lang", "fr", *argv)
    assert code == 2 and out == ""
    first = err.splitlines()[0]
    assert first == (
        f"tabletop: {save.name} est endommagé ou tronqué : il s'arrête au milieu d'une valeur."
    )
    assert "TOML" not in err and "Expected" not in err, err
    assert save.read_bytes() == before


def test_a_save_that_stops_reading_names_the_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A save an editor left with a stray first line was refused in the parser's words
    ("Invalid statement (at line 1, column 1)"); it now names the line in the player's."""
    save = copied(tmp_path, PENDING)
    save.write_bytes(b"oops\n" + PENDING.read_bytes())
    code, _out, err = run(capsys, "verify", str(save))
    assert code == 2
    first = err.splitlines()[0]
    assert first == (
        f"tabletop: {save.name} is damaged or cut short: it cannot be read from line 1 on."
    )
    assert "Invalid statement" not in err, err


HINTS_OFF = (
    "Hints are off in this two-player game: both players turn them on in the new-game "
    "options (Hints with two players)."
)


def test_a_hint_with_hints_off_is_neither_offered_nor_logged(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """In a two-player game with hints off, `act --list` offered the hint as open while
    `act FILE hint` refused it, and a hint typed with its fields (`--move ... --score ...`)
    was logged all the same: a door the sequence of play had shut."""
    save = tmp_path / "two.toml"
    assert run(capsys, "new", "cardgame", "-o", str(save), "--option", "players=two")[0] == 0
    code, out, _err = run(capsys, "act", str(save), "--list", "--json")
    hint = next(a for a in json.loads(out)["actions"] if a["kind"] == "hint")
    assert not hint["open"] and hint["why"] == HINTS_OFF
    before = save.read_bytes()
    code, _out, err = run(capsys, "act", str(save), "hint")
    assert code == 2 and err == f"tabletop: {HINTS_OFF}\n"
    typed = ["hint", "--move", "kind=end_orders", "--score", "51"]
    code, _out, err = run(capsys, "act", str(save), *typed)
    assert code == 2 and err == f"tabletop: {HINTS_OFF}\n"
    assert save.read_bytes() == before


def test_a_hint_with_hints_on_is_offered_and_verifies(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    save = tmp_path / "two.toml"
    options = ["--option", "players=two", "--option", "hints=on"]
    assert run(capsys, "new", "cardgame", "-o", str(save), *options)[0] == 0
    code, out, _err = run(capsys, "act", str(save), "--list", "--json")
    assert next(a for a in json.loads(out)["actions"] if a["kind"] == "hint")["open"]
    assert run(capsys, "act", str(save), "hint")[0] == 0
    assert run(capsys, "verify", str(save))[0] == 0


def test_pratzen_says_no_delayed_group_is_due_in_french(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Pratzen refused a delayed group's arrival in English under `--lang fr` ("No delayed
    group is due now"), in `act` and in `act --list`."""
    save = copied(tmp_path, SAVES / "pratzen-turn1-after-close-combat.toml")
    before = save.read_bytes()
    said = "Aucun groupe retardé n'est attendu maintenant [Reinforcements Phase]."
    code, _out, err = run(
        capsys, "--lang", "fr", "act", str(save), "reinforcement_arrives", "--group", "x"
    )
    assert code == 2 and err == f"tabletop: {said}\n"
    code, out, _err = run(capsys, "--lang", "fr", "act", str(save), "--list")
    assert code == 0
    assert f"({said})" in next(line for line in out.splitlines() if "reinforcement_arrives" in line)
    assert save.read_bytes() == before


def test_a_pratzen_game_over_reads_in_french_after_it_is_saved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Once a Pratzen game ended and was saved, `show` and every refusal under `--lang fr`
    gave the reason in English ("Partie terminée : The Allied Defeated Flags marker is
    ..."): the state kept the sentence as text."""
    save = tmp_path / "pratzen.toml"
    steps = [
        ["new", "pratzen", "-o", str(save)],
        ["act", str(save), "setup", "--turns", "3", "--french-level", "9", "--allied-level", "1"],
        ["act", str(save), "add_leader", "--name", "kutuzov", "--side", "Allied"],
        ["act", str(save), "eliminate", "--name", "kutuzov"],
    ]
    for argv in steps:
        code, _out, err = run(capsys, *argv)
        assert code == 0, err
    lost = (
        "Le marqueur Drapeaux vaincus des Alliés est dans une case qui contient une unité "
        "éliminée : les Alliés perdent [Using the Morale Tracks]."
    )
    code, out, _err = run(capsys, "--lang", "fr", "show", str(save))
    assert code == 0
    assert out.splitlines()[0] == f"The Pratzen: Austerlitz 1805: Partie terminée : {lost}"
    before = save.read_bytes()
    code, _out, err = run(capsys, "--lang", "fr", "act", str(save), "next_phase")
    assert code == 2 and err == f"tabletop: La partie est terminée : {lost}\n"
    assert save.read_bytes() == before
    code, _out, _err = run(capsys, "--lang", "en", "act", str(save), "next_phase")
    assert "The Allied Defeated Flags marker is in a box holding an eliminated unit" in _err


def test_a_vae_victis_game_over_reads_in_french_after_it_is_saved(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A competition game of Vae Victis played to its last turn from the shell: reopened,
    its refusals under `--lang fr` said "la partie est terminée (Turn 6 was the last turn
    of a competition game)", the reason in the English the state kept."""
    save = tmp_path / "vv.toml"
    assert run(capsys, "new", "vaevictis", "-o", str(save), "--option", "competition=yes")[0] == 0
    assert run(capsys, "act", str(save), "roll_first", "--french", "6", "--coalition", "1")[0] == 0
    assert run(capsys, "act", str(save), "choose_first", "--first", "French")[0] == 0
    for _ in range(300):
        code, out, err = run(capsys, "act", str(save), "next_phase")
        if code != 0:  # the Russian Guard's roll to leave Blasiowitz comes first
            assert "Russian Guard" in err, err
            assert run(capsys, "act", str(save), "guard_departure", "--roll", "1")[0] == 0
        if "Game over" in out:
            break
    assert "Turn 6 was the last turn of a competition game" in out
    before = save.read_bytes()
    code, _out, err = run(capsys, "--lang", "fr", "act", str(save), "next_phase")
    assert code == 2
    assert err == (
        "tabletop: la partie est terminée (le tour 6 était le dernier tour d'une partie de "
        "compétition).\n"
    )
    assert save.read_bytes() == before
    assert run(capsys, "verify", str(save))[0] == 0


@pytest.mark.parametrize("output", ["", "folder"])
def test_report_to_a_folder_or_no_name_says_it_needs_a_file_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, output: str
) -> None:
    """`report FILE -o /tmp` was refused as "tmp must end in .pdf or .png", and `-o ''` as
    " must end in .pdf or .png": a folder or no name where the page's file goes."""
    if output:
        (tmp_path / output).mkdir()
        output = str(tmp_path / output)
    code, out, err = run(capsys, "report", str(PENDING), "-o", output)
    assert code == 2 and out == ""
    assert err == "tabletop: report: -o takes a file's name, ending in .pdf or .png.\n"
