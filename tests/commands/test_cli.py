"""The `tabletop` command: the DESIGN.md contract, one-line errors, and save round trips."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w
from core_support import fire_board

from tabletop.cli import main
from tabletop.session.logfile import log_tables

__all__ = ["fire_board"]

GAME_IDS = ["spi1980", "vaevictis", "tonnerre", "cardgame", "pratzen", "template"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_json_lists_every_game_with_its_title(capsys: pytest.CaptureFixture[str]) -> None:
    """A script or the start page would miss a game, or show it without its title."""
    code, out, err = run(capsys, "games", "--json")
    assert code == 0 and err == ""
    games = json.loads(out)["games"]
    assert [g["id"] for g in games] == GAME_IDS
    assert all(g["title"] and g["title"] != g["id"] for g in games)


def test_help_lists_the_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    """A new user typing `tabletop --help` would not learn what the command can do."""
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    out = capsys.readouterr().out
    for command in (
        "games",
        "tables",
        "lookup",
        "odds",
        "resolve",
        "roll",
        "new",
        "show",
        "verify",
        "simulate",
    ):
        assert command in out


def test_roll_with_a_seed_is_repeatable(capsys: pytest.CaptureFixture[str]) -> None:
    """A referee replaying `tabletop roll 2d6 --seed 3` would get a different number."""
    code, out, _ = run(capsys, "roll", "2d6", "--seed", "3", "--json")
    again = run(capsys, "roll", "2d6", "--seed", "3", "--json")[1]
    data = json.loads(out)
    assert code == 0 and out == again
    assert data["dice"] == "2d6" and len(data["faces"]) == 2
    assert sum(data["faces"]) == data["total"] and all(1 <= f <= 6 for f in data["faces"])


@pytest.mark.parametrize(
    "argv",
    [
        ["nonsense"],
        ["games", "--bogus"],
        ["lookup"],
        ["roll", "--seed", "x"],
        ["roll", "2x6"],
        ["lookup", "spi1980/crt", "--roll", "three"],
        ["tables", "borodino"],
        ["lookup", "borodino/crt", "--roll", "3"],
        ["new", "borodino", "-o", "x.toml"],
        ["resolve", "borodino/fire"],
        ["lookup", "spi1980/nosuch", "--roll", "3"],
        ["lookup", "spi1980", "--roll", "3"],
        ["odds", "fake/nosuch"],
        ["lookup", "spi1980/crt", "--roll", "7", "--column", "1-1"],
        ["lookup", "spi1980/crt", "--roll", "0", "--column", "1-1"],
        ["lookup", "spi1980/crt", "--roll", "3", "--column", "9-1"],
        ["show", "missing.toml"],
        ["verify", "missing.toml"],
        ["resolve", "fake/nope"],
        ["resolve", "fake"],
        ["resolve", "fake/table:fire", "--column", "weak", "--roll", "13"],
        ["resolve", "fake/table:fire", "--column", "medium"],
        ["resolve", "fake/table:fire", "--colour", "red"],
        ["tables", "bad\ngame"],
    ],
)
@pytest.mark.usefixtures("fire_board")
def test_a_wrong_command_prints_one_line_and_exits_2(
    argv: list[str],
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A typo on the command line would dump a traceback or a usage page instead of a sentence."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, *argv)
    assert code == 2, err
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("tabletop: ") and "Traceback" not in err
    assert not (tmp_path / "x.toml").exists()


def test_lookup_json_has_the_contract_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """A script reading `tabletop lookup --json` would miss the fields DESIGN.md promises."""
    code, out, _ = run(
        capsys,
        "lookup",
        "spi1980/crt",
        "--roll",
        "3",
        "--column",
        "1-1",
        "--modifier",
        "1",
        "--shift",
        "1",
        "--json",
    )
    data = json.loads(out)
    assert code == 0
    assert (data["table"], data["roll"], data["modified_roll"]) == ("spi1980/crt", 3, 4)
    assert data["column"] == "2-1" and data["row"] == "4"
    assert data["result"] == "d/d"  # printed CRT [15.0]: die 4, column 2-1


def test_odds_json_sums_to_one(capsys: pytest.CaptureFixture[str]) -> None:
    """The odds a script reads would not add up to certainty."""
    code, out, _ = run(capsys, "odds", "spi1980/crt", "--column", "3-1", "--json")
    outcomes = json.loads(out)["outcomes"]
    assert code == 0 and sum(outcomes.values()) == pytest.approx(1)
    assert all(abs(p * 6 - round(p * 6)) < 1e-9 for p in outcomes.values())  # a 1d6 table


@pytest.mark.usefixtures("fire_board")
def test_act_roll_logs_a_roll_into_a_save(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tabletop act FILE roll` would not add the roll to the save a referee checks."""
    save = tmp_path / "g.toml"
    assert run(capsys, "new", "fake", "-o", str(save), "--seed", "4")[0] == 0
    argv = ["act", str(save), "roll", "fake/table:fire", "--column", "strong", "--roll", "9"]
    code, out, _ = run(capsys, *argv, "--side", "Allied", "--json")
    data = json.loads(out)
    assert code == 0 and data["result"] == "3"
    (entry,) = data["log_entries"]
    assert entry["natural"] == 9 and entry["typed"] is True and entry["side"] == "Allied"
    shown = json.loads(run(capsys, "show", str(save), "--json")[1])
    assert shown["log_entries"] == 2 and shown["can_undo"]
    assert run(capsys, "verify", str(save))[0] == 0


@pytest.mark.usefixtures("fire_board")
def test_resolve_never_writes_a_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`resolve --session` logged rolls into a game at any step, for any side: resolve is a
    what-if on the printed tables, and the old flag gets one sentence naming its replacement."""
    save = tmp_path / "g.toml"
    assert run(capsys, "new", "fake", "-o", str(save), "--seed", "4")[0] == 0
    before = save.read_bytes()
    argv = ["resolve", "fake/table:fire", "--column", "strong", "--roll", "9"]
    code, out, err = run(capsys, *argv, "--session", str(save))
    assert code == 2 and out == "" and save.read_bytes() == before
    assert err == (
        "tabletop: resolve never writes a save: log a roll into a game with "
        "`tabletop act FILE roll RESOLVER ...` (`tabletop act FILE --list` lists the rolls "
        "open now).\n"
    )
    code, out, _ = run(capsys, *argv, "--json")
    assert code == 0 and json.loads(out)["result"] == "3" and save.read_bytes() == before


@pytest.mark.usefixtures("fake_game_listed")
def test_new_show_verify_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A session started from the command line would not open again, or would fail its check."""
    save = tmp_path / "game.toml"
    code, out, err = run(capsys, "new", "fake", "-o", str(save), "--seed", "12", "--json")
    assert code == 0 and err == "" and json.loads(out)["game"] == "fake"
    code, out, _ = run(capsys, "show", str(save), "--json")
    shown = json.loads(out)
    assert code == 0
    assert (shown["game"], shown["state"]["turn"], shown["log_entries"]) == ("fake", 1, 1)
    code, out, _ = run(capsys, "verify", str(save), "--json")
    assert code == 0 and json.loads(out)["ok"] is True
    assert run(capsys, "new", "fake", "-o", str(save))[0] == 2  # never overwritten
    assert run(capsys, "new", "fake", "-o", str(save), "--force")[0] == 0


def test_negative_seed_makes_a_loadable_save(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tabletop new --seed -3` would write a save that then refuses to open."""
    save = tmp_path / "game.toml"
    assert run(capsys, "new", "fake", "-o", str(save), "--seed", "-3")[0] == 0
    code, _, err = run(capsys, "show", str(save))
    assert code == 0, err


def test_verify_of_an_edited_save_names_the_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A referee would not learn which log entry of a doctored save was changed."""
    save = tmp_path / "game.toml"
    run(capsys, "new", "fake", "-o", str(save), "--seed", "12")
    data = tomllib.loads(save.read_text(encoding="utf-8"))
    log_tables(data)[0]["result"] = "A different game"  # the log's lines, as tables
    save.write_text(tomli_w.dumps(data), encoding="utf-8")
    code, out, _ = run(capsys, "verify", str(save))
    assert code == 1 and "log entry 1 (new game) was changed" in out
    code, out, err = run(capsys, "show", str(save))
    sentence, details = err.splitlines()  # nothing loads, so nothing to open again is offered
    assert code == 2 and sentence.endswith("its log is damaged from entry 1 on (of 1).")
    assert "log entry 1 (new game) was changed" in details


def _tabletop(*argv: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": ""}
    env.pop("TABLETOP_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", "tabletop.cli", *argv],
        capture_output=True,
        text=True,
        cwd=cwd,
        env=env,
        timeout=60,
    )


def test_real_command_lists_games(tmp_path: Path) -> None:
    """The installed `tabletop games` would fail outside the test process."""
    done = _tabletop("games", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert [g["id"] for g in json.loads(done.stdout)["games"]] == GAME_IDS


def test_real_command_error_is_one_line(tmp_path: Path) -> None:
    """A wrong argument in a shell would print a traceback."""
    done = _tabletop("lookup", "spi1980/crt", "--roll", "9", "--column", "1-1", cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "9 cannot be rolled on 1d6" in done.stderr


def test_no_display_gives_a_sentence_not_a_traceback(tmp_path: Path) -> None:
    """Starting the app over ssh without a display would dump a Tk traceback."""
    env = {**os.environ, "PYTHONPATH": "", "TABLETOP_HOME": str(tmp_path)}
    env.pop("DISPLAY", None)
    done = subprocess.run(
        [sys.executable, "-m", "tabletop.cli"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "cannot open a window" in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.gui
def test_quit_when_ready_opens_and_closes_the_window(tmp_path: Path) -> None:
    """`tabletop --quit-when-ready` (used by the bench) would hang or crash."""
    env = {**os.environ, "PYTHONPATH": "", "TABLETOP_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "tabletop.cli", "--quit-when-ready"],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def test_simulate_prints_the_promised_json(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop simulate` would miss a key that scripts and the README rely on."""
    code, out, _ = run(
        capsys,
        "simulate",
        "cardgame",
        "--games",
        "20",
        "--bots",
        "random,greedy",
        "--seed",
        "4",
        "--json",
    )
    data = json.loads(out)
    assert code == 0
    assert set(data) >= {"games", "wins", "draws", "seconds", "mean_turns"}
    assert data["games"] == 20 and sum(data["wins"].values()) + data["draws"] == 20
    assert set(data["wins"]) == {"random", "greedy"}


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "cardgame", "--bots", "random,wizard"],
        ["simulate", "spi1980", "--games", "3"],
        ["new", "spi1980", "-o", "/proc/no/such/dir/x.toml"],
        ["lookup", "spi1980/crt", "--roll", "1", "--column", "3"],
        ["lookup", "spi1980/crt", "--row", "3", "--roll", "2", "--column", "1-1"],
    ],
)
def test_more_wrong_commands_print_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A bad bot name, an unwritable file or an odds header taken for a number would print an
    internal error or read the wrong column instead of one sentence."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("tabletop: ")


def test_simulate_takes_rule_options(capsys: pytest.CaptureFixture[str]) -> None:
    """The draw rate under the "either" victory reading could not be measured from the CLI;
    under it almost no game reaches the end of the deck, so draws must fall."""
    argv = ["simulate", "cardgame", "--games", "200", "--bots", "random,random", "--json"]
    _, written, _ = run(capsys, *argv)
    _, either, _ = run(capsys, *argv, "--option", "victory=either")
    assert json.loads(either)["draws"] < json.loads(written)["draws"] / 3
    code, out, err = run(capsys, *argv, "--option", "victory=maybe")
    assert code == 2 and out == "" and "maybe" in err and err.count("\n") == 1


def test_resolve_help_lists_the_resolvers_own_flags(capsys: pytest.CaptureFixture[str]) -> None:
    """`tabletop resolve spi1980/combat --help` would hide --attack, --defend and the rest,
    leaving a player to guess the flags."""
    code, out, _ = run(capsys, "resolve", "spi1980/combat", "--help")
    assert code == 0
    for flag in ("--attack", "--defend", "--defender-terrain", "--attacker-halved", "--lower-to"):
        assert flag in out
    assert "[6.8]" in out


def test_a_missing_resolver_input_names_its_flag(capsys: pytest.CaptureFixture[str]) -> None:
    """ "Game-Turn is needed" would not tell a shell user to type --game-turn."""
    code, out, err = run(capsys, "resolve", "spi1980/reinforcement", "--roll", "3")
    assert code == 2 and out == ""
    assert "--game-turn" in err and err.count("\n") == 1


def test_simulate_keeps_each_bot_on_its_side_and_counts_wins_by_side(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 8 item 13: with sides alternating, a bot's wins hide that the game favours
    Napoleon; `--napoleon` and `--coalition` keep each bot on its side in every game, and the
    JSON says how many games each side won."""
    argv = ["simulate", "cardgame", "--games", "30", "--seed", "3", "--json"]
    code, out, _ = run(capsys, *argv, "--napoleon", "random", "--coalition", "greedy")
    data = json.loads(out)
    assert code == 0 and data["sides"] == "fixed"
    assert data["wins_by_side"] == {
        "napoleon": data["wins"]["random"],
        "coalition": data["wins"]["greedy"],
    }
    assert sum(data["wins_by_side"].values()) + data["draws"] == data["games"] == 30
    assert {"wins", "draws", "games", "seconds"} <= set(data)
    _, out, _ = run(capsys, *argv, "--bots", "random,greedy")
    mixed = json.loads(out)
    assert mixed["sides"] == "alternating"
    assert sum(mixed["wins_by_side"].values()) == sum(mixed["wins"].values())
    code, out, err = run(capsys, *argv, "--napoleon", "random")
    assert code == 2 and out == "" and err.count("\n") == 1


def test_simulate_prints_a_short_table_and_refuses_an_absurd_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 8 item 21: without --json it printed a Python dict, and --games 1000000000000
    ran for days with no progress; a player reads a table, and an absurd count is refused in
    one sentence (progress goes to stderr only on a terminal, so nothing is written here)."""
    code, out, err = run(
        capsys,
        "simulate",
        "cardgame",
        "--games",
        "10",
        "--napoleon",
        "greedy",
        "--coalition",
        "random",
    )
    assert code == 0 and err == ""
    assert "{" not in out and "Napoleon (greedy)" in out and "Coalition (random)" in out
    assert "Drawn" in out and "10 games from seed 1" in out
    code, out, err = run(capsys, "simulate", "cardgame", "--games", "1000000000000")
    assert code == 2 and out == "" and err.count("\n") == 1 and "at most" in err
