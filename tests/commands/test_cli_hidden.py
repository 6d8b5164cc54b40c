"""Hidden information stays hidden on the command line too: `show --json`, `act --list` and
`act`'s output never give one side what only the other may see (DESIGN principle 8)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from checkout_paths import SAVES

from tabletop.commands import main
from tabletop.session.saves import read_session


def shown(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, object]:
    assert main(list(argv)) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_show_json_keeps_the_mist_marker_face_down(capsys: pytest.CaptureFixture[str]) -> None:
    """Anyone running `show --json` would read the French Mist marker before it is revealed
    [002 1 Setup 4], and each side the other's tactics hand [6 Tactics Cards]."""
    save = SAVES / "tonnerre-setup.toml"
    session = read_session(save, autosave=False)
    assert not session.state.mist_revealed
    state = shown(capsys, "show", str(save), "--json")["state"]
    assert isinstance(state, dict)
    assert state["mist_marker"] == "(hidden)"
    assert state["coalition_hand"] == state["french_hand"] == "(hidden)"
    french = shown(capsys, "show", str(save), "--json", "--side", "French")["state"]
    assert isinstance(french, dict)
    assert french["mist_marker"] == session.state.mist_marker
    assert french["coalition_hand"] == "(hidden)"


def test_show_json_hides_both_hands_and_the_deck_order(capsys: pytest.CaptureFixture[str]) -> None:
    """The card game's hands and the deck's order (which deals every later hand) would be
    printed for whoever runs `show`."""
    save = SAVES / "cardgame-two-players-defending.toml"
    session = read_session(save, autosave=False)
    state = shown(capsys, "show", str(save), "--json")["state"]
    assert isinstance(state, dict)
    assert state["deck"] == state["napoleon_hand"] == state["coalition_hand"] == "(hidden)"
    own = shown(capsys, "show", str(save), "--json", "--side", "Coalition")["state"]
    assert isinstance(own, dict)
    assert own["coalition_hand"] == list(session.state.coalition_hand)
    assert own["napoleon_hand"] == "(hidden)"


def test_act_list_names_no_card_unless_the_side_says_who_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """`act --list` at a shared screen would print the cards in the mover's hand."""
    save = tmp_path / "c.toml"
    save.write_bytes((SAVES / "cardgame-two-players-defending.toml").read_bytes())
    anyone = shown(capsys, "act", str(save), "--list", "--json")["actions"]
    assert isinstance(anyone, list) and all(row["moves"] == [] for row in anyone)
    mover = read_session(save, autosave=False).state.to_move.value.capitalize()
    own = shown(capsys, "act", str(save), "--list", "--json", "--side", mover)["actions"]
    assert isinstance(own, list) and any(row["moves"] for row in own)


def test_show_refuses_a_side_the_game_does_not_have(capsys: pytest.CaptureFixture[str]) -> None:
    """A typo in --side would silently show the anonymous view."""
    assert main(["show", str(SAVES / "tonnerre-setup.toml"), "--side", "Prussia"]) == 2
    assert "not a side of this game" in capsys.readouterr().err


def test_a_held_pratzen_event_card_is_not_shown_to_the_opponent() -> None:
    """A Pratzen event card is held "without showing the opponent" [Optional rule: the Event
    Deck]: a state view for the Allies, or for anyone, would name the French card."""
    import dataclasses

    from tabletop.core.history import History, Step

    session = read_session(SAVES / "pratzen-turn1-after-close-combat.toml", autosave=False)
    state = session.state
    events = dataclasses.replace(
        state.events, in_use=True, draw_pile=("blaze",), held={"French": ("smoke",)}
    )
    state = dataclasses.replace(state, events=events)
    session.history = History(Step(state, session.history.present.dice, "a card held"))
    for viewer in ("", "Allied"):
        shown = session.public_state(viewer)["events"]
        assert shown["held"]["French"] == "(hidden)" and shown["draw_pile"] == "(hidden)"
    own = session.public_state("French")["events"]
    assert own["held"]["French"] == ["smoke"] and own["draw_pile"] == "(hidden)"
