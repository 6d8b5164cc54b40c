"""Strict validation on load (issue 9 item 3): every state random play reaches validates, and
each mutant that breaks an invariant the rules keep is refused, naming the field (and the
undo step). The mutants are the ones a fault-injection run found loading on main."""

from __future__ import annotations

import random
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from checkout_paths import SAVES
from spi_saves_support import build_pending, build_turn3

from tabletop.core.dice import Dice
from tabletop.core.errors import SaveError
from tabletop.core.history import LIMIT
from tabletop.games import find_game
from tabletop.games.cardgame import Options, apply, legal_actions, new_state, typed
from tabletop.session.logfile import log_tables
from tabletop.session.randomplay import play
from tabletop.session.saves import read_session
from tabletop.session.session import Session

CARDS = SAVES / "cardgame-two-players-defending.toml"
CARDS_ACTION = SAVES / "cardgame-solo-strong-bot-to-move.toml"
SPI = SAVES / "spi1980-combat-pending.toml"
SPI_LATE = SAVES / "spi1980-turn3-after-combat.toml"


def test_every_card_game_state_random_play_reaches_validates() -> None:
    """A save of a position the rules themselves reached would be refused as impossible."""
    validate = find_game("cardgame").validate
    for seed in range(120):
        dice = Dice(seed)
        steps = random.Random(seed).choice(["always", "skip"])
        state = new_state(dice, Options.from_mapping({"steps": steps}))
        for _ in range(400):
            validate(state)
            actions = legal_actions(state)
            if state.result is not None or not actions:
                break
            state, _ = apply(state, typed(dice.choice(actions)), dice)


@pytest.mark.parametrize("build", [build_pending, build_turn3])
def test_every_spi_state_random_play_reaches_validates(build: Callable[[], Session]) -> None:
    """A save of an SPI position reached by play (combats, rallies, losses, undo) would be
    refused as impossible."""
    validate = find_game("spi1980").validate
    for seed in range(6):
        session = build()
        session.autosave = False
        play(session, 150, random.Random(seed))
        for step in (*session.history.past, session.history.present, *session.history.future):
            validate(step.state)


def mutate(source: Path, tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    data = tomllib.loads(source.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / source.name
    path.write_text(tomli_w.dumps(data, multiline_strings=True), encoding="utf-8")
    return path


def at(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        holder = data
        for key in keys[:-1]:
            holder = holder[key]
        holder[keys[-1]] = value

    return change


def eliminated_at_strength(data: dict[str, Any]) -> None:
    unit = next(u for u in data["state"]["roster"] if u.get("status") != "eliminated")
    unit["status"] = "eliminated"


def options_of_any_type(data: dict[str, Any]) -> None:
    data["options"] = {"players": ["solo"], "tie": {"x": 1}}


def roll_of_99(data: dict[str, Any]) -> None:
    entries = log_tables(data)
    entry = next(e for e in entries if e.get("natural") is not None)
    entry["natural"] = entry["modified"] = 99
    from test_verify import rehash

    rehash(data)


def too_many_undo_steps(data: dict[str, Any]) -> None:
    past = data["history"]["past"]
    data["history"]["past"] = (past * (LIMIT + 2))[: LIMIT + 1]


MUTANTS = [
    (CARDS, at("state", "won_front", value=83), "state.won_front"),
    (CARDS, at("state", "battle", "front", value=180), "state.battle.front"),
    (CARDS, at("state", "discard_count", value=-42), "state.discard_count"),
    (CARDS, at("state", "phase", value="action"), "state.battle"),
    (CARDS_ACTION, at("state", "phase", value="defend"), "state.battle"),
    (CARDS_ACTION, at("state", "phase", value="over"), "state.result"),
    (CARDS, at("state", "victory_played", value=-1), "state.victory_played"),
    (CARDS, options_of_any_type, "options.players"),
    (CARDS, at("options", "tie", value="sometimes"), "options"),
    (SPI, at("state", "french", "csp_eliminated", value=-69), "state.french.csp_eliminated"),
    (SPI, eliminated_at_strength, "state.roster["),
    (SPI, at("state", "pending_combat", "column", value="99-1"), "state.pending_combat.column"),
    (
        SPI,
        at("state", "pending_combat", "attacker_side", value="Prussia"),
        "state.pending_combat.attacker_side",
    ),
    (SPI, at("state", "pending_combat", "defenders", value=["rotrmd"]), "pending_combat.defenders"),
    (SPI, at("state", "game_over", value=True), "state.final_level"),
    (
        SPI,
        at("state", "options", "ratio_beyond_table", value="sideways"),
        "state.options.ratio_beyond_table",
    ),
    (SPI, at("state", "options", "demoralized_rally_penalty", value=5), "rally_penalty"),
    (SPI, at("state", "engaged", value=["nobody"]), "state.engaged"),
    (SPI_LATE, roll_of_99, "log"),
    (SPI_LATE, too_many_undo_steps, "history"),
]


@pytest.mark.parametrize("source,change,field", MUTANTS, ids=lambda v: getattr(v, "name", v))
def test_a_mutant_that_breaks_an_invariant_is_refused(
    tmp_path: Path, source: Path, change: Callable[[dict[str, Any]], None], field: str
) -> None:
    """A hand-edited save holding a state the rules never reach would open and then crash the
    engine or the panel when play went on, instead of being refused with the field named."""
    path = mutate(source, tmp_path, change)
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        read_session(path)
    message = str(caught.value)
    assert field in message and "\n" not in message
    assert path.read_bytes() == before and not path.with_name(path.name + ".bak").exists()


def test_a_bad_undo_step_is_named_with_its_step(tmp_path: Path) -> None:
    """An impossible state hidden in an undo step would load, and come back on Undo."""
    session = read_session(SPI_LATE, autosave=False)
    index = len(session.history.past) - 3

    def break_step(data: dict[str, Any]) -> None:
        step = data["history"]["past"][index]
        step["change"] = {"keys": {"turn": {"value": 99}}}

    path = mutate(SPI_LATE, tmp_path, break_step)
    with pytest.raises(SaveError, match=rf"history\.past\[{index}\].*turn"):
        read_session(path)


def test_a_roll_the_dice_cannot_show_in_a_log_is_refused(tmp_path: Path) -> None:
    """A 1d6 roll of 99 in a rehashed log loaded [issue 9]."""
    path = mutate(SPI_LATE, tmp_path, roll_of_99)
    with pytest.raises(SaveError, match="log entry .* 99"):
        read_session(path)
