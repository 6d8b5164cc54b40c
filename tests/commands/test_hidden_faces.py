"""Hidden information on the shell's faces: `show --json`, `act --list --json`, `act` errors
and the report read the same whatever a hidden hand, plot or marker holds, for anyone at the
screen and for the other side (DESIGN principle 8).

Each test makes two saves that differ only in the hidden thing and compares every face. If
one failed, a player could learn the other's hand, the reserve's hexes or the Mist marker by
asking the shell.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from checkout_paths import CHECKOUT, SAVES
from matplotlib.text import Text
from tonnerre_support import full_entries, tactics_deck, write_owner

from tabletop.cli import main
from tabletop.core.data import load_board
from tabletop.core.history import History, Step
from tabletop.games.cardgame.cards import card_index
from tabletop.games.cardgame.moves import legal_actions as listed_moves
from tabletop.games.cardgame.state import evolve
from tabletop.games.spi1980.legal import reserve_units
from tabletop.session.saves import read_session
from tabletop.story.page import report_figure


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def variant(base: Path, tmp: Path, name: str, change: Any) -> Path:
    """A copy of `base` whose present state is `change(state)`, saved as tmp/name/game.toml
    (the same file name, so the report's header reads the same)."""
    session = read_session(base, autosave=False)
    state = change(session.state)
    session.history = History(Step(state, session.history.present.dice, "Set up"))
    out = tmp / name / "game.toml"
    out.parent.mkdir()
    session.save(out)
    return out


def faces(capsys: pytest.CaptureFixture[str], path: Path, side: str) -> dict[str, Any]:
    """What the shell and the report show of a save to `side` ("" for anyone)."""
    flag = ["--side", side] if side else []
    shown: dict[str, Any] = {}
    for face in (["show", str(path), "--json"], ["act", str(path), "--list", "--json"]):
        code, out, _ = run(capsys, *face, *flag)
        assert code == 0
        data = json.loads(out)
        data.pop("file", None)
        shown[face[0]] = data
    figure = report_figure(read_session(path, autosave=False))
    shown["report"] = sorted(t.get_text() for t in figure.findobj(Text) if t.get_text())
    return shown


def same_faces(capsys: pytest.CaptureFixture[str], a: Path, b: Path, *sides: str) -> None:
    for side in sides:
        assert faces(capsys, a, side) == faces(capsys, b, side), side or "no side"


def test_spi_reserve_plot_is_hidden_until_revealed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """[12.0]: the Allied Player never sees the plotted hexes before the reserve is placed."""
    save = tmp_path / "spi.toml"
    run(capsys, "new", "spi1980", "-o", str(save), "--seed", "5")
    unit = reserve_units()[0]
    code, out, _ = run(capsys, "act", str(save), "plot_reserve", "--hexes", f"{unit}=9901")
    assert code == 0
    code, out, _ = run(capsys, "act", str(save), "--list", "--json")
    assert "9901" not in out
    for side in ("", "Allied"):
        shown = faces(capsys, save, side)
        assert shown["show"]["state"]["reserve_plot"] == "(hidden)"
        assert "9901" not in json.dumps(shown)
    assert "9901" in json.dumps(faces(capsys, save, "French")["show"])
    other = variant(save, tmp_path, "b", lambda s: dataclasses.replace(s, reserve_plot=()))
    same = variant(save, tmp_path, "a", lambda s: s)
    same_faces(capsys, same, other, "", "Allied")


def _swap_hand(state: Any) -> Any:
    """The mover's hand traded for as many cards from the deck."""
    hand = state.napoleon_hand
    return evolve(state, napoleon_hand=state.deck[: len(hand)], deck=hand + state.deck[len(hand) :])


def test_card_game_hands_are_hidden_on_every_face(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """With no side, or as the Coalition, nothing the shell says depends on Napoleon's hand."""
    save = tmp_path / "cards.toml"
    run(capsys, "new", "cardgame", "-o", str(save), "--seed", "3")
    state = read_session(save, autosave=False).state
    assert state.to_move.value.casefold() == "napoleon"
    one = variant(save, tmp_path, "a", lambda s: s)
    two = variant(save, tmp_path, "b", _swap_hand)
    same_faces(capsys, one, two, "", "Coalition")
    listed = faces(capsys, one, "")["act"]["actions"]
    assert all("hand" not in row["why"] and not row["moves"] for row in listed)
    # A card Napoleon holds but may not play now, and one he lacks: one sentence for both.
    playable = {m.get("card") for m in listed_moves(state) if m["kind"] == "play"}
    held = next(c for c in state.napoleon_hand if c not in playable)
    lacked = next(c for c in state.deck if c not in state.napoleon_hand and c != held)
    said = []
    for card in (held, lacked):
        before = one.read_bytes()
        code, out, err = run(capsys, "act", str(one), "play", "--card", card)
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
        assert one.read_bytes() == before
        said.append(err.replace(card_index()[card].name, "X"))
    assert said[0] == said[1] and "not in" not in said[0]


def test_act_side_must_be_the_side_to_act(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--side Coalition` on Napoleon's move is refused; the log names the engine's side."""
    save = tmp_path / "cards.toml"
    run(capsys, "new", "cardgame", "-o", str(save), "--seed", "3")
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "end_orders", "--side", "Coalition")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "Coalition" in err and save.read_bytes() == before
    code, out, _ = run(capsys, "act", str(save), "end_orders", "--json")
    assert code == 0 and json.loads(out)["side"] == "Napoleon"
    assert read_session(save, autosave=False).log.entries[-1].side == "Napoleon"


def test_spi_next_phase_by_the_wrong_side_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A phase is ended by the Phasing Player, and the log names that player [3.0]."""
    save = tmp_path / "spi.toml"
    run(capsys, "new", "spi1980", "-o", str(save), "--seed", "5")
    phasing = read_session(save, autosave=False).state.phasing_side
    other = "French" if phasing == "Allied" else "Allied"
    before = save.read_bytes()
    code, out, err = run(capsys, "act", str(save), "next_phase", "--side", other)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert f"the {phasing} player's" in err and save.read_bytes() == before


@pytest.fixture
def tonnerre_owner(user_home: object) -> Iterator[None]:
    write_owner({**full_entries(), "tactics": {"cards": tactics_deck()}})
    yield
    load_board.cache_clear()


def test_tonnerre_tactics_refusal_reads_the_same_held_or_not(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tonnerre_owner: None
) -> None:
    """Typing `--side French`, anyone at the shell learned the French hand: "tactics card N is
    not in the French hand" for a card not held, "only cards of your colour" for a Neutral or
    Coalition card held [6 Tactics Cards]. One sentence now, the file untouched."""
    save = tmp_path / "tonnerre.toml"
    run(capsys, "new", "tonnerre", "-o", str(save), "--seed", "8")
    held = variant(
        save,
        tmp_path,
        "a",
        lambda s: dataclasses.replace(
            s,
            french_hand=(11, 12, 13, 21, 2, 3),
            coalition_hand=(1, 4, 5, 22, 14, 15),
            hands_built=("French", "Coalition"),
        ),
    )
    said = set()
    for card in (21, 2, 23, 6, 16):  # held Neutral and Coalition, and three not held
        before = held.read_bytes()
        code, out, err = run(
            capsys, "act", str(held), "play_tactic", "--side", "French", "--card", str(card)
        )
        assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
        assert held.read_bytes() == before
        said.add(err.replace(f"card {card} ", "card N "))
    assert len(said) == 1, said
    listed = faces(capsys, held, "")["act"]["actions"]
    tactics = {r["kind"]: r for r in listed if r["kind"].endswith("_tactic")}
    assert tactics["play_tactic"]["open"] and not tactics["play_tactic"]["moves"]


def test_tonnerre_mist_and_tactics_hands_are_hidden(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tonnerre_owner: None
) -> None:
    """The Coalition never learns the Mist marker [1 Setup 4]; nobody learns a hand [6]."""
    save = tmp_path / "tonnerre.toml"
    run(capsys, "new", "tonnerre", "-o", str(save), "--seed", "8")
    one = variant(save, tmp_path, "a", lambda s: s)
    mist = variant(
        save, tmp_path, "b", lambda s: dataclasses.replace(s, mist_marker=s.mist_marker % 3 + 1)
    )
    same_faces(capsys, one, mist, "", "Coalition")
    hands = variant(
        save,
        tmp_path,
        "c",
        lambda s: dataclasses.replace(
            s, french_hand=(11, 12), coalition_hand=(2, 3), hands_built=("French", "Coalition")
        ),
    )
    empty = variant(
        save,
        tmp_path,
        "d",
        lambda s: dataclasses.replace(
            s, french_hand=(), coalition_hand=(), hands_built=("French", "Coalition")
        ),
    )
    same_faces(capsys, hands, empty, "")
    shown = faces(capsys, hands, "")["show"]["state"]
    assert shown["french_hand"] == shown["coalition_hand"] == shown["mist_marker"] == "(hidden)"


def test_pratzen_held_event_is_hidden(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A card drawn "without showing the opponent" stays unseen, and unsaid, with no side."""
    from tabletop.games.pratzen.deck import shipped_cards

    (base,) = sorted(CHECKOUT.joinpath("saves").glob("pratzen-*"))
    ids = [c.id for c in shipped_cards()]

    def holding(cards: tuple[str, ...]) -> Any:
        def change(s: Any) -> Any:
            rest = tuple(c for c in ids if c not in cards)
            deck = dataclasses.replace(
                s.events, in_use=True, draw_pile=rest, held={"French": cards} if cards else {}
            )
            return dataclasses.replace(s, events=deck)

        return change

    one = variant(base, tmp_path, "a", holding((ids[0],)))
    two = variant(base, tmp_path, "b", holding((ids[1],)))
    none = variant(base, tmp_path, "c", holding(()))
    same_faces(capsys, one, two, "", "Allied")
    assert faces(capsys, one, "")["act"] == faces(capsys, none, "")["act"]
    # The card's id as a value (the close combat's flag `--low-ammo` is no card)
    assert f'"{ids[0]}"' not in json.dumps(faces(capsys, one, "Allied"))


def _log_pane(tk_root: Any, session: Any) -> list[str]:
    """Every text the log pane shows of `session`'s log: each row (its time left out), the
    whole entry a click on it shows, and the tooltip over each of its cells."""
    import re

    from tabletop.gui.widgets.logview import LogView

    view = LogView(tk_root, session)
    view.pack(fill="both", expand=True)
    tk_root.geometry("700x500")
    tk_root.update()
    tree, shown = view.tree, []
    for iid in tree.get_children():
        x, y, _, height = tree.bbox(iid)
        tree.event_generate("<Button-1>", x=x + 5, y=y + height // 2)
        tree.event_generate("<ButtonRelease-1>", x=x + 5, y=y + height // 2)
        tk_root.update()
        shown.append(re.sub(r"\d{4}-\d\d-\d\dT[\d:+]+", "TIME", view.detail_text()))
        for place in range(1, len(tree.cget("displaycolumns")) + 1):
            shown.append(view.cell_tip.whole(iid, f"#{place}"))
    shown += ["|".join(r[:1] + r[2:]) for r in view.rows()]
    view.destroy()
    return shown


@pytest.mark.gui
def test_the_log_pane_never_names_the_plotted_reserve_or_a_searched_card(tk_root: Any) -> None:
    """The log's words (What, Result, the whole entry on click, a cut cell's tooltip) are made
    from what the screen may show: the plotted hexes [12.0] and the card searched into a
    hand [RESERVE CARDS] read the same whatever they are."""
    from tabletop.session.session import Session

    unit = reserve_units()[0]
    panes = []
    for place in ("9901", "9902"):
        session = Session.new("spi1980", seed=5, autosave=False)
        session.act({"kind": "plot_reserve", "hexes": {unit: place}})
        panes.append(_log_pane(tk_root, session))
    assert panes[0] == panes[1]
    assert "9901" not in " ".join(panes[0]) and "(hidden)" in " ".join(panes[0])

    save = SAVES / "cardgame-two-players-defending.toml"
    session = read_session(save, autosave=False)
    searched = next(e for e in session.log.entries if e.inputs.get("target"))
    session.log = type(session.log)(session.log.entries[: searched.seq])
    shown = " ".join(_log_pane(tk_root, session))
    name = card_index()[str(searched.inputs["target"])].name
    assert name not in shown and str(searched.inputs["target"]) not in shown


@pytest.mark.gui
def test_the_log_pane_never_names_a_chosen_tactics_card(tk_root: Any, user_home: object) -> None:
    """Tonnerre [6 Tactics Cards]: the card chosen into a hand reads the same in the log's
    words, the whole entry and the tooltips, whichever it is."""
    from tabletop.session.session import Session

    entries = full_entries()
    entries["tactics"] = {"cards": tactics_deck()}
    write_owner(entries)
    try:
        panes = []
        for card in (1, 2):
            session = Session.new("tonnerre", seed=8, autosave=False)
            session.act({"kind": "choose_tactic", "side": "Coalition", "card": card})
            panes.append(_log_pane(tk_root, session))
    finally:
        load_board.cache_clear()
    assert panes[0] == panes[1]
    assert "Russian Artillery" not in " ".join(panes[0])
    assert "Tactics chosen" in " ".join(panes[0])
