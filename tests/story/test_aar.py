"""`tabletop aar FILE --format bbcode|markdown|html -o OUT`: the after-action report a player
posts. Each test says what a reader of the post would see go wrong."""

from __future__ import annotations

import dataclasses
import errno
import html
import os
import re
import stat
from functools import cache
from pathlib import Path
from typing import Any

import checkout_paths
import pytest

from tabletop.commands import main
from tabletop.core.history import History, Step
from tabletop.games.cardgame.cards import card_index
from tabletop.games.spi1980.legal import reserve_units
from tabletop.session.saves import read_session
from tabletop.session.session import Session

SAVES = sorted(checkout_paths.SAVES.glob("*.toml"))
FORMATS = ("bbcode", "markdown", "html")
TAGS = ("b", "i", "size", "color", "url", "img", "c", "list", "o")
"""The BBCode tags BoardGameGeek and ConsimWorld render that the report may use."""


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def aar(capsys: pytest.CaptureFixture[str], save: Path, kind: str, out: Path) -> str:
    code, said, err = run(capsys, "aar", str(save), "--format", kind, "-o", str(out), "--no-charts")
    assert code == 0, err
    assert "after-action report" in said
    return out.read_text(encoding="utf-8")


def replayed(save: Path) -> Session:
    """The save's game played again from its log's set-up, entry by entry, through a session
    (as `verify` does): the states the turn table must show."""
    saved = read_session(save, autosave=False)
    first, *rest = saved.log.entries
    session = Session.new(
        saved.game.id,
        seed=first.inputs["seed"],
        options=saved.options,
        autosave=False,
        printed=saved.printed_start,
        stamp="printed" in first.inputs,
        follows_owner=False,
    )
    for entry in rest:
        if entry.step == "act":
            session.act({"kind": entry.what, **entry.inputs}, side=entry.side, label=entry.label)
        elif entry.step == "resolve":
            assert entry.resolver is not None
            given = entry.given if entry.given is not None else entry.inputs
            session.resolve(
                entry.resolver, given, roll=entry.typed_roll, side=entry.side, as_logged=True
            )
        elif entry.step == "undo":
            session.undo()
        elif entry.step == "redo":
            session.redo()
        else:
            assert entry.step == "roll", entry.step
    return session


@cache
def expected_rows(save: Path) -> list[list[int]]:
    """Each track at the start and at the end of each game-turn, read off the states the
    save's log replays."""
    session = replayed(save)
    states = [s.state for s in (*session.history.past, session.history.present)]
    tracks = [dict(session.game.tracks(state)) for state in states]
    names = [n for n in tracks[0] if n != "turn"]
    rows = [[tracks[0][n] for n in names]]
    for index, values in enumerate(tracks):
        following = tracks[index + 1] if index + 1 < len(tracks) else None
        if following is None or following["turn"] != values["turn"]:
            rows.append([values[n] for n in names])
    return rows


def table_rows(text: str, kind: str) -> list[list[int]]:
    """The figures of the turn table as the reader sees them, row by row."""
    if kind == "html":
        table = text.split("<table>", 1)[1].split("</table>", 1)[0]
        rows = table.split("<tr>")[2:]
        return [[int(c) for c in re.findall(r"<td>(-?\d+)</td>", row)] for row in rows]
    if kind == "bbcode":
        block = text.split("[c]\n", 1)[1].split("\n[/c]", 1)[0].splitlines()[2:]
        return [[int(c) for c in line.split(" | ")[1:]] for line in block]
    lines = text.split("## Turn by turn", 1)[1].split("\n## ", 1)[0]
    body = [x for x in lines.splitlines() if x.startswith("| ")][1:]
    return [[int(c) for c in x.strip("| ").split(" | ")[1:]] for x in body]


def balanced(text: str) -> bool:
    """Every BBCode tag the forums know is closed, in the order it was opened."""
    stack: list[str] = []
    for closing, name in re.findall(r"\[(/?)([a-z*]+)(?:=[^\]]*)?\]", text):
        if name not in TAGS:
            continue
        if not closing:
            stack.append(name)
        elif not stack or stack.pop() != name:
            return False
    return not stack


@pytest.mark.parametrize("kind", FORMATS)
@pytest.mark.parametrize("save", SAVES, ids=lambda p: p.stem)
def test_the_turn_table_shows_the_replayed_states(
    save: Path, kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each figure of the turn table (morale, losses, VP, fronts, time at each turn's end) is
    the one the save's log gives when its game is played again; BBCode tags all close."""
    text = aar(capsys, save, kind, tmp_path / f"report.{kind}")
    assert table_rows(text, kind) == expected_rows(save)
    if kind == "bbcode":
        assert balanced(text)
        assert not re.search(r"<\S", text)  # BoardGameGeek drops a post after "<" and a letter
    if kind == "html":
        assert text.startswith("<!DOCTYPE html>") and "src=" not in text  # no chart asked for
    title = read_session(save, autosave=False).game.title
    assert title in (html.unescape(text) if kind == "html" else text)


def test_a_hand_held_is_never_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A card game's report names no card still held in a hand (they are hidden [DESIGN 8])."""
    for save in (s for s in SAVES if s.name.startswith("cardgame-")):
        state = read_session(save, autosave=False).state
        held = [card_index()[c].name for c in (*state.napoleon_hand, *state.coalition_hand)]
        for kind in FORMATS:
            text = aar(capsys, save, kind, tmp_path / f"{save.stem}.{kind}")
            assert [n for n in held if n in text] == [], (save.name, kind)


def _variant(base: Path, tmp: Path, name: str, change: Any) -> Path:
    """A copy of `base` whose present state is `change(state)`, under the same file name."""
    session = read_session(base, autosave=False)
    session.history = History(Step(change(session.state), session.history.present.dice, "Set up"))
    out = tmp / name / "game.toml"
    out.parent.mkdir()
    session.save(out)
    return out


def test_the_plotted_reserve_and_the_hands_read_the_same_whatever_they_are(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """[12.0]: the SPI reserve's plotted hexes are nowhere in the report, and two games that
    differ only in the plot (or in Napoleon's hand) give the same report."""
    unit = reserve_units()[0]
    reports = []
    for place in ("9901", "9902"):
        session = Session.new("spi1980", seed=5, autosave=False)
        session.act({"kind": "plot_reserve", "hexes": {unit: place}})
        save = tmp_path / place / "spi.toml"
        save.parent.mkdir()
        session.save(save)
        reports.append(aar(capsys, save, "bbcode", tmp_path / f"{place}.bbcode"))
    assert "9901" not in reports[0] and "9902" not in reports[1]
    heads = [re.sub(r"Log head \w+", "", text) for text in reports]  # hashes of the plots
    assert heads[0] == heads[1]
    base = next(s for s in SAVES if s.name.startswith("cardgame-two"))

    def swap(state: Any) -> Any:
        hand = state.napoleon_hand
        return dataclasses.replace(
            state, napoleon_hand=state.deck[: len(hand)], deck=hand + state.deck[len(hand) :]
        )

    one = _variant(base, tmp_path, "a", lambda s: s)
    two = _variant(base, tmp_path, "b", swap)
    for kind in FORMATS:
        assert aar(capsys, one, kind, tmp_path / f"a.{kind}") == aar(
            capsys, two, kind, tmp_path / f"b.{kind}"
        )


PRATZEN = next(s for s in SAVES if s.name.startswith("pratzen-"))


def test_a_decisive_roll_shows_its_odds_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The Pratzen close combat (Close Combat Phase): with the inputs the log holds, 1 and 4
    read R, 2 and 3 are rolled again, 5 reads D and 6 reads T, so the D rolled needed a 5, 1
    in 4 of the rolls that stand. The reader sees those odds before the roll, and why the
    roll is listed."""
    text = aar(capsys, PRATZEN, "markdown", tmp_path / "p.md")
    rolls = text.split("## Decisive rolls", 1)[1].split("\n## ", 1)[0]
    assert "Close combat: needed 5, 1 in 4: rolled 5, D *(a 1-in-4 result)*" in rolls
    assert "A roll is listed as decisive when" in rolls
    assert "of the 5 rolls in play" in rolls
    luck = text.split("## Dice luck", 1)[1].split("\n## ", 1)[0]
    assert luck.count("\n- ") == 1 and "French rolled" in luck  # one line for the one side


def test_the_charts_are_beside_the_post_and_inside_the_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """BBCode names two PNG charts written beside it; the HTML page carries them as data."""
    out = tmp_path / "turn1.bbcode"
    code, _, err = run(capsys, "aar", str(PRATZEN), "--format", "bbcode", "-o", str(out))
    assert code == 0, err
    text = out.read_text(encoding="utf-8")
    for name in ("turn1-battle.png", "turn1-dice.png"):
        assert f"[img]{name}[/img]" in text
        assert (tmp_path / name).read_bytes().startswith(b"\x89PNG")
    assert balanced(text)
    page = tmp_path / "page.html"
    code, _, err = run(capsys, "aar", str(PRATZEN), "-o", str(page))  # the format by suffix
    assert code == 0, err
    assert page.read_text(encoding="utf-8").count('src="data:image/png;base64,iVBOR') == 2
    assert not list(tmp_path.glob("page*.png"))


def one_sentence(err: str) -> str:
    assert err.startswith("tabletop: ") and err.count("\n") == 1, err
    assert "Error" not in err and "errno" not in err.lower(), err
    return err


def test_a_wrong_format_or_an_unwritable_report_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A format the forums do not take, a missing folder, a folder given as the report, or
    a folder the report cannot be written in: one sentence, exit 2, nothing written."""
    out = tmp_path / "report.txt"
    code, said, err = run(capsys, "aar", str(PRATZEN), "--format", "pdf", "-o", str(out))
    assert code == 2 and said == "" and "bbcode, markdown, html" in one_sentence(err)
    for target in (tmp_path / "nowhere" / "r.md", tmp_path):
        code, said, err = run(capsys, "aar", str(PRATZEN), "-o", str(target), "--no-charts")
        assert code == 2 and said == "" and str(target) in one_sentence(err)
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "r.md").write_text("my own notes\n")
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(folder, os.W_OK):  # root writes anyway: refuse as the disk would

            def refused(path: Path, payload: object) -> None:
                raise PermissionError(errno.EACCES, "Permission denied", str(path))

            monkeypatch.setattr("tabletop.story.aar_files.write_atomic", refused)
        code, said, err = run(capsys, "aar", str(PRATZEN), "-o", str(folder / "r.md"))
    finally:
        folder.chmod(stat.S_IRWXU)
    assert code == 2 and said == ""
    assert "r.md" in one_sentence(err) and "not allowed" in err
    assert (folder / "r.md").read_text() == "my own notes\n"
    assert sorted(p.name for p in folder.iterdir()) == ["r.md"]


def test_a_report_over_a_link_is_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Writing through a link would overwrite the file it points at (another game's notes);
    a link where a chart goes beside the report is refused the same, before the report."""
    target = tmp_path / "notes.txt"
    target.write_text("keep me\n")
    link = tmp_path / "report.md"
    link.symlink_to(target)
    code, said, err = run(capsys, "aar", str(PRATZEN), "-o", str(link), "--no-charts")
    assert code == 2 and said == "" and "is a link" in one_sentence(err)
    assert target.read_text() == "keep me\n" and link.is_symlink()
    out = tmp_path / "post.bbcode"
    (tmp_path / "post-dice.png").symlink_to(target)
    code, said, err = run(capsys, "aar", str(PRATZEN), "-o", str(out))
    assert code == 2 and said == "" and "post-dice.png is a link" in one_sentence(err)
    assert target.read_text() == "keep me\n" and not out.exists()
    assert not (tmp_path / "post-battle.png").exists()


def test_the_notable_moments_are_listed_on_their_turns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The two-player card game: Napoleon took Pratzen Heights in turn 1 and held Stanton Hill
    in turn 2 [the fronts]; the post lists the front that changed hands on its turn (not the
    one held), in the log's words, and
    a game played without dice says so under Dice luck."""
    save = next(s for s in SAVES if s.name.startswith("cardgame-two"))
    text = aar(capsys, save, "markdown", tmp_path / "cards.md")
    moments = text.split("## Notable moments", 1)[1].split("\n## ", 1)[0]
    listed = [line for line in moments.splitlines() if line.startswith("- ")]
    # Turn 2's action at Stanton Hill was won by Napoleon, who held it: no front changed hands.
    assert [line.split(":", 1)[0] for line in listed] == ["- Turn 1, **front won**"]
    assert "Napoleon wins and controls Pratzen Heights" in listed[0]
    assert "No dice were rolled." in text
