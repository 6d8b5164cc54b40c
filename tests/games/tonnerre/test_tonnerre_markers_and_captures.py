"""Un coup de Tonnerre!: what a careful player found wrong (issue 22) and a refusal that told
what the hidden French tactics hand held (issue 19).

Increased Difficulty's Guard half [6]; the 'Soult - 1' marker as a lost part [1 Setup 3];
the Mist revealed by Soult attacking a command on the Pratzen [1 Setup 4] [5] [9]; Napoleon
at the top of the track; the Mist's blocks bounded by the marker; the capture announced after
the losses [4 Capturing Locations]; no flip for an eliminated command; one refusal for a
tactics card whatever the hand holds.
"""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import pytest
from tonnerre_support import full_entries, owner, play, tactics_deck, write_owner

from tabletop.core.dice import Dice
from tabletop.core.errors import RuleError
from tabletop.games.actions import build_action
from tabletop.games.tonnerre.actions import ACTIONS
from tabletop.games.tonnerre.data import game_data
from tabletop.games.tonnerre.legal import legal_actions
from tabletop.games.tonnerre.rules import apply
from tabletop.games.tonnerre.state import COALITION, FRENCH, TonnerreState, new_state

__all__ = ["owner"]

pytestmark = pytest.mark.usefixtures("owner")


def begin(**options: Any) -> TonnerreState:
    return new_state(Dice(1), options)


def events_of(state: TonnerreState, *raws: dict[str, Any]) -> tuple[TonnerreState, list[str]]:
    dice = Dice(5)
    texts: list[str] = []
    for raw in raws:
        state, events = apply(state, build_action(ACTIONS, raw), dice)
        texts.extend(e.text for e in events)
    return state, texts


FRENCH_TO_ACT = {"kind": "card_action", "command": "langeron"}
GUARD_DEFENDS = (
    {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6},
    {"kind": "defend", "command": "guard", "roll": 3},
)


def test_increased_difficulty_guard_defense_costs_a_casualty_on_three() -> None:
    """The Guard's Defense roll of 3 costs nothing normally [8 Example 4] and a French
    casualty with Increased Difficulty ("on a roll of 1-3") [6]."""
    normal = play(begin(), *GUARD_DEFENDS)
    assert normal.command("guard").units == 2 and normal.army(FRENCH).casualties == 0
    hard = play(begin(hard=True), *GUARD_DEFENDS)
    assert hard.command("guard").units == 1 and hard.army(FRENCH).casualties == 1
    four = play(begin(hard=True), GUARD_DEFENDS[0], {**GUARD_DEFENDS[1], "roll": 4})
    assert four.command("guard").units == 2


@pytest.mark.parametrize(("roll", "lost"), [(3, 1), (4, 0)])
def test_increased_difficulty_guard_attack_on_an_odd_roll_costs_one_fc(
    roll: int, lost: int
) -> None:
    """'Combat results modified (Odd=1 FC, Even=0)' [6]: the Guard's attack on an odd roll
    costs the French a unit from the Guard, on top of the printed result."""
    entries = copy.deepcopy(full_entries())
    guard = entries["command_cards"]["cards"]["guard"]
    entries["command_cards"]["cards"]["guard"] = {
        "front": [*guard["front"], {"name": "Attack", "kind": "attack", "chart": ["1 AC"] * 6}]
    }
    write_owner(entries)
    attack = {"kind": "attack", "command": "guard", "target": "constantine", "roll": roll}
    state, texts = events_of(begin(hard=True), FRENCH_TO_ACT, attack, {"kind": "no_defense"})
    assert state.army(COALITION).casualties == 1
    assert state.command("guard").units == 2 - lost and state.army(FRENCH).casualties == lost
    assert any("Increased Difficulty" in t for t in texts) == bool(lost)
    plain = play(begin(), FRENCH_TO_ACT, attack, {"kind": "no_defense"})
    assert plain.command("guard").units == 2
    # Option: odd or even read after a tactics card's +1.
    plus = {**attack, "modifier": 1}
    read = play(
        begin(hard=True, hard_guard_modified_roll=True), FRENCH_TO_ACT, plus, {"kind": "no_defense"}
    )
    assert read.command("guard").units == 2 - (1 - lost)


def test_soult_minus_one_marker_is_a_lost_part_the_owner_describes(user_home: object) -> None:
    """The set-up places a 'Soult - 1' marker [1 Setup 3] that the text never explains: the
    board says it is lost, and what the owner writes is what the app shows."""
    from tabletop.core.data import load_board, lost_parts

    raw = load_board("tonnerre").raw["soult_minus_one"]
    assert raw["unknown"] is True and game_data().soult_marker is None
    assert "The 'Soult - 1' marker: what it does" in lost_parts("tonnerre", {})
    described = "Soult's morale penalty, as my copy prints it"
    write_owner({"soult_minus_one": {"unknown": False, "description": described}})
    assert game_data().soult_marker == described


@pytest.mark.parametrize("target", ["constantine", "miloradovich"])
def test_soult_attacking_a_command_on_the_pratzen_reveals_the_mist(target: str) -> None:
    """Constantine and Miloradovich stand on the Pratzen [9] and Soult's attack on them can
    take it [5 Constantine]: the default reveals the Mist; the option keeps the place only."""
    attack = {"kind": "attack", "command": "soult", "target": target, "roll": 4, "result": "AC"}
    state, texts = events_of(begin(), FRENCH_TO_ACT, attack)
    assert state.mist_revealed and state.waiting is not None and state.waiting.kind == "mist"
    assert any(f"on the Pratzen: marker {state.mist_marker}" in t for t in texts)
    literal = play(begin(mist_reveal_place_only=True), FRENCH_TO_ACT, attack)
    assert not literal.mist_revealed


def test_napoleon_at_the_top_of_the_track_takes_no_action(user_home: object) -> None:
    """With the printed track entered, Napoleon at its last box raised nothing yet spent the
    action and said morale 'rises to 12'."""
    write_owner({**full_entries(), "morale": {"unknown": False, "low": 0, "high": 12}})
    state = replace(begin(), active=FRENCH)
    state = state.with_army(replace(state.army(FRENCH), morale=12))
    napoleon = next(x for x in legal_actions(state, FRENCH) if x.kind == "napoleon")
    assert not napoleon.open and "last box (12)" in napoleon.why
    with pytest.raises(RuleError, match=r"last box \(12\)"):
        play(state, {"kind": "napoleon"})
    near = state.with_army(replace(state.army(FRENCH), morale=11))
    _, texts = events_of(near, {"kind": "napoleon"})
    assert "French morale rises to 12, the track's last box." in texts


def _revealed() -> TonnerreState:
    attack = {"kind": "attack", "command": "soult", "target": "Pratzen", "roll": 4}
    return play(begin(), FRENCH_TO_ACT, {**attack, "result": "AC"})


def test_the_mist_never_takes_soults_last_block() -> None:
    """Soult's blocks removed are 'not considered eliminated' [1 Setup 4]: all 4 removed left
    Soult at 0 units with no penalty."""
    state = _revealed()
    with pytest.raises(RuleError, match=r"at least one.*\[1 Setup 4\]"):
        play(state, {"kind": "remove_mist_blocks", "count": 4})
    assert play(state, {"kind": "remove_mist_blocks", "count": 3}).command("soult").units == 1


def test_the_mist_removes_what_the_marker_shows(user_home: object) -> None:
    """A marker entered as Soult's actual strength [1 Setup 4] fixes how many blocks go."""
    write_owner({**full_entries(), "mist": {"unknown": False, "values": ["1", "2", "3", "4", "2"]}})
    state = _revealed()
    strength = int(game_data().mist_values[state.mist_marker - 1])  # type: ignore[index]
    wrong = 4 - strength + 1
    with pytest.raises(RuleError, match=rf"actual strength, {strength}.*not {wrong}"):
        play(state, {"kind": "remove_mist_blocks", "count": wrong})
    kept = play(state, {"kind": "remove_mist_blocks", "count": 4 - strength})
    assert kept.command("soult").units == strength


def test_a_capture_is_announced_after_the_losses() -> None:
    """[4 Capturing Locations]: the surviving defenders retreat, so the losses come first."""
    attack = {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6}
    loss = {"kind": "take_loss", "source": "davout"}
    _, texts = events_of(begin(), attack, {"kind": "no_defense"}, loss)
    capture = next(i for i, t in enumerate(texts) if "captures Maxdorf" in t)
    lost = next(i for i, t in enumerate(texts) if "Davout loses a unit" in t)
    assert lost < capture


def test_an_eliminated_commands_card_is_not_flipped() -> None:
    """Flip was allowed on a command with no unit left."""
    state = begin()
    gone = replace(
        state,
        commands=tuple(
            replace(c, units=0, eliminated=True) if c.id == "langeron" else c
            for c in state.commands
        ),
    )
    with pytest.raises(RuleError, match=r"Langeron has no unit left.*\[2 Play Sequence 1\]"):
        play(gone, {"kind": "flip_card", "command": "langeron"})
    assert (
        play(state, {"kind": "flip_card", "command": "langeron"}).command("langeron").face == "back"
    )


@pytest.fixture
def tactics(owner: None) -> None:
    write_owner({**full_entries(), "tactics": {"cards": tactics_deck()}})


@pytest.mark.usefixtures("tactics")
def test_a_refused_tactics_card_reads_the_same_held_or_not() -> None:
    """Typing the French side, the Coalition learned which French cards are held: 'not in
    the French hand' for one, another refusal for a Neutral or Coalition card held."""
    state = play(
        begin(),
        {"kind": "choose_tactic", "side": "French", "card": 11},
        {"kind": "choose_tactic", "side": "Coalition", "card": 1},
    )
    french = set(state.french_hand)
    unplayable = [n for n in range(1, 27) if not (11 <= n <= 20 and n in french)]
    said = set()
    for number in unplayable:
        with pytest.raises(RuleError) as refused:
            play(state, {"kind": "play_tactic", "side": "French", "card": number})
        said.add(str(refused.value).replace(f"card {number} ", "card N "))
    assert len(said) == 1, said
    refusals = set()
    for number in range(1, 27):
        if number in french:
            continue
        with pytest.raises(RuleError) as refused:
            play(state, {"kind": "discard_tactic", "side": "French", "card": number})
        refusals.add(str(refused.value).replace(f"card {number} ", "card N "))
    assert len(refusals) == 1, refusals


@pytest.mark.usefixtures("tactics")
def test_choosing_a_card_never_tells_what_the_other_hand_drew() -> None:
    """The French built first and drew 3 from the combined deck; the Coalition choosing a
    Coalition card the French had drawn was told 'not in the deck'."""
    first = play(begin(), {"kind": "choose_tactic", "side": "French", "card": 11})
    assert all(11 <= n <= 20 for n in first.french_hand)
    for number in range(1, 11):
        built = play(first, {"kind": "choose_tactic", "side": "Coalition", "card": number})
        assert built.coalition_hand[0] == number and len(built.coalition_hand) == 6
