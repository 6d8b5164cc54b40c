"""Only legal play reaches SPI's log (issue 32): the reserve plot [12.0], the rally text in a
game [7.0], the rule options before play [1.0], the rout roll [6.3]; each as the player would
see it go wrong."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_spi1980_engine import act, at, disrupt, fresh

from tabletop.core.data import load_board
from tabletop.core.errors import RuleError
from tabletop.games import find_game
from tabletop.games.spi1980.reserve_line import deployment_line, save_deployment_line
from tabletop.session import Session

GAME = find_game("spi1980")


@pytest.fixture(autouse=True)
def shipped_board_after() -> Iterator[None]:
    """A line the owner enters stays in this test's temporary home."""
    yield
    load_board.cache_clear()


def listed(state: object, kind: str) -> tuple[bool, str]:
    """What `act --list` and the window's buttons show for `kind`: open, or why not."""
    found = next(one for one in GAME.legal_actions(state) if one.kind == kind)  # type: ignore[arg-type]
    return found.open, found.why


# -- The reserve plot [12.0] ----------------------------------------------------------------


def test_a_reserve_hex_holding_an_allied_unit_is_refused_without_naming_the_hex() -> None:
    """Rivaud written down in 0511, Levis's set-up hex, was accepted: "a unit may never enter
    or pass through a hex containing an Enemy unit" [4.3]. The refusal names the unit, never
    the hex written for it, which stays hidden [12.0]."""
    with pytest.raises(RuleError) as refused:
        act(fresh(), kind="plot_reserve", hexes={"rivaud": "0511"})
    said = str(refused.value)
    assert "Rivaud" in said and "Allied unit" in said and "[4.3]" in said
    assert "0511" not in said and "Levis" not in said


def test_the_stacking_refusal_names_no_hex_either() -> None:
    """Walther (4) written into Candras's hex (7) breaks the limit of 10 [4.4]: said without
    the hex or the French unit there, which would give the plot away."""
    with pytest.raises(RuleError, match=r"Walther would hold 11 CSPs.*\[4.4\]") as refused:
        act(fresh(), kind="plot_reserve", hexes={"walther": "1518"})
    assert "1518" not in str(refused.value) and "Candras" not in str(refused.value)


def test_the_deployment_line_entered_from_the_map_refuses_hexes_south_of_it_and_off_it() -> None:
    """Hex 9999 and hexes South of the French Reserve Deployment Line were written down: the
    line is printed on the map the text lost, so the owner enters it once (DESIGN principle
    2), and from then on such a hex is refused [12.0]."""
    assert deployment_line() is None
    save_deployment_line("1505 1606 1707")
    for hex_id in ("9999", "1607", "1800", "1600"):
        with pytest.raises(RuleError, match=r"not North of the French Reserve Deployment") as no:
            act(fresh(), kind="plot_reserve", hexes={"rivaud": hex_id})
        assert hex_id not in str(no.value)
    state, _ = act(fresh(), kind="plot_reserve", hexes={"rivaud": "1606", "drouet": "1501"})
    assert [p.hex for p in state.reserve_plot] == ["1606", "1501"]


def test_a_line_mistyped_by_the_owner_is_one_sentence_and_nothing_is_kept() -> None:
    """The owner types the line from his map; a slip is said in one sentence."""
    for typed, words in (
        ("15x5", "not a four-digit hex"),
        ("1505 1507", "given twice"),
        ("", "for example"),
    ):
        with pytest.raises(RuleError, match=words):
            save_deployment_line(typed)
    assert deployment_line() is None


def test_a_game_played_with_the_entered_line_verifies_on_a_machine_without_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The save carries the owner's line (DESIGN principle 6): verify gives the same verdict
    with an empty user folder."""
    from tabletop.session.verify import verify_file

    save_deployment_line("1505 1606 1707")
    path = tmp_path / "line.toml"
    session = Session.new("spi1980", seed=3, path=path, autosave=False)
    session.act({"kind": "plot_reserve", "hexes": {"rivaud": "1606"}})
    session.save()
    empty = tmp_path / "elsewhere"
    empty.mkdir()
    monkeypatch.setenv("TABLETOP_HOME", str(empty))
    load_board.cache_clear()
    assert verify_file(path).problem is None


# -- Rule options before play [1.0] ---------------------------------------------------------


def test_a_rule_option_is_chosen_before_play_not_mid_game() -> None:
    """`set_option corps_integrity` was accepted at Game-Turn 3: the attacks already made
    were read without it. The options are chosen before play [1.0]; mid-game the sequence of
    play refuses with the step where they belong."""
    state, _ = act(fresh(), kind="set_option", name="corps_integrity", value="yes")
    assert state.options.corps_integrity
    later = at(fresh(), 3, "allied_combat")
    with pytest.raises(RuleError, match=r"Rule option is taken in: Before play") as refused:
        act(later, kind="set_option", name="corps_integrity", value="yes")
    assert not later.options.corps_integrity
    assert listed(later, "set_option") == (False, str(refused.value))


# -- The rout roll [6.3] --------------------------------------------------------------------


def test_the_rout_roll_is_listed_open_only_when_a_side_routs() -> None:
    """`rout_roll` was listed open after any attack, although nobody routed: `act --list`
    and the Rout button offered a roll the rules never call for [6.3]."""
    state = at(fresh(), 3, "french_combat")
    morale = {"attacker_morale_unit": "caffrelli", "defender_morale_unit": "urusov"}
    attack = {"kind": "combat", "attackers": ["caffrelli"], "defenders": ["urusov"], **morale}
    no_rout, _ = act(state, **attack, roll=4)  # d/d on the 2-1 column
    assert no_rout.pending_combat is not None and no_rout.pending_combat.result == "d/d"
    opened, why = listed(no_rout, "rout_roll")
    assert not opened and "no rout roll" in why and "[6.3]" in why
    routed, _ = act(state, **attack, roll=3)  # 1/r: Urusov routs
    assert listed(routed, "rout_roll")[0]
    rolled, _ = act(routed, kind="rout_roll", side="defender", roll=2)
    assert not listed(rolled, "rout_roll")[0]


# -- The rally text in a game [7.0] ---------------------------------------------------------


def test_a_rally_in_a_game_takes_the_text_the_resolver_documents() -> None:
    """`tabletop act FILE rally --corps Bx --units levis:terrain=woods` was refused with
    "levis:terrain=woods ... not listed": the README's form for the rally resolver
    ("schirer:near=candras;candras:terrain=town") is the form a game's rally takes too."""
    state = disrupt(at(fresh(), 3, "allied_rally"), "levis", "urusov")
    action = GAME.action(
        {"kind": "rally", "corps": "Bx", "units": ["levis:terrain=woods;urusov:near=levis"]}
    )
    steps = action.units  # type: ignore[attr-defined]
    assert [(s.unit, s.terrain, s.near) for s in steps] == [
        ("levis", "woods", ()),
        ("urusov", "none", ("levis",)),
    ]
    rallied, events = act(
        state, kind="rally", corps="Bx", units=["levis:terrain=woods;urusov:near=levis"], roll=1
    )
    assert "Bx" in rallied.rallied_corps and "Levis" in " ".join(e.text for e in events)
    with pytest.raises(RuleError, match="below-half"):
        GAME.action({"kind": "rally", "corps": "Bx", "units": ["levis:below-half"]})


# -- Corrections (DESIGN principle 3) ------------------------------------------------------


def test_a_disrupted_unit_comes_back_by_its_rally_roll_not_by_a_correction() -> None:
    """Turning a counter face up by hand stood in for the rally roll: "The Allied Player must
    attempt to rally all his disrupted units. He rolls the die once for each corps" [3.0]
    [7.0]. The correction is refused with the rule's words; face down it stays a correction,
    and a correction needs its reason."""
    state = disrupt(at(fresh(), 3, "allied_rally"), "levis")
    with pytest.raises(RuleError, match=r"face up only by a successful rally attempt.*\[7.0\]"):
        act(state, kind="set_disrupted", unit="levis", disrupted=False, reason="rallied")
    session = Session.new("spi1980", seed=3, autosave=False)
    with pytest.raises(RuleError, match="a correction needs its reason"):
        session.act({"kind": "lose_csp", "unit": "levis", "count": 1})
    assert session.state.unit("levis").strength == 16 and len(session.log) == 1
    session.act({"kind": "lose_csp", "unit": "levis", "count": 1, "reason": "over stacking"})
    assert session.state.unit("levis").strength == 15
