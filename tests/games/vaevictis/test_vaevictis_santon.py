"""The Santon [17] (001_abdfd3064374ac67.txt): "The artillery battery has a range of eight
hexes and fires twice a turn, at the same target. When it has to test for losses it does so
only once. These units are always in command." What the app tracks of it, by default and
under option santon_target_tests_once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from vaevictis_support import FIRE, started, to_phase

from tabletop.core import data
from tabletop.core.errors import TabletopError
from tabletop.core.overrides import save_table
from tabletop.session import Session

INFANTRY = {
    "kind": "add_unit",
    "unit": "17l",
    "name": "17e Léger",
    "side": "French",
    "arm": "infantry",
    "boxes": [10, 9],
    "santon": True,
}
BATTERY = {**INFANTRY, "unit": "guns", "name": "Santon battery", "arm": "foot-artillery"}
"""The Santon's two units, as their owner enters them [17]."""
SECOND_FIRE = {
    "kind": "fire",
    "target": "arkh",
    "fire": 5,
    "protection": 2,
    "roll": 1,
    "santon_second": True,
}
"""The battery's second fire at Arkhangelgorod: factor 3, a 1 reads Test on the test table."""
FIRST_FIRE = {**SECOND_FIRE, "fire": 1, "santon_second": False, "firer": "guns"}
"""The battery's first fire this turn, at Arkhangelgorod: factor -1, a 1 reads "-"."""


@pytest.fixture(autouse=True)
def _fire_table() -> Iterator[None]:
    """The owner has entered the fire table in this test's user folder."""
    data.load_board.cache_clear()
    save_table("vaevictis", "fire", FIRE, columns=["0 or less", "1-2", "3+"])
    yield
    data.load_board.cache_clear()


def santon(**options: bool) -> Session:
    """A started game with the Santon's infantry and battery entered."""
    return started(more=[INFANTRY, BATTERY], **options)


def test_the_santon_battery_takes_no_test_of_its_own_when_its_stack_tests() -> None:
    """By default "when it has to test for losses it does so only once" spares the battery
    the second test [4.2] gives a stacked battery: the log told the players to test it too."""
    session = santon()
    to_phase(session, "defensive_fire")  # the Coalition fire at the Santon [12.4]
    events = session.act(
        {"kind": "morale_test", "unit": "17l", "reason": "fire", "artillery_stack": True, "roll": 5}
    )
    assert "takes no morale test of its own" in events[-1].text and events[-1].case == "17"
    other = santon(santon_target_tests_once=True)  # the other reading: [4.2] as printed
    to_phase(other, "defensive_fire")
    events = other.act(
        {"kind": "morale_test", "unit": "17l", "reason": "fire", "artillery_stack": True, "roll": 5}
    )
    assert "takes its own morale test" in events[-1].text and events[-1].case == "4.2"


def test_the_santon_batterys_second_fire_tests_its_target_once_under_the_option() -> None:
    """Option santon_target_tests_once: the target of the battery's two fires tests once, so
    the second fire's Test is not taken; by default the Test of each fire is taken [12.3]."""
    once = santon(santon_target_tests_once=True)
    to_phase(once, "offensive_fire")  # the French fire [5.2] 7
    once.act(FIRST_FIRE)
    events = once.act(SECOND_FIRE)
    texts = [e.text for e in events]
    assert "Test [12.3]" in texts[0]
    assert "tests for losses only once" in texts[1] and events[1].case == "17"
    assert not any("2D6" in t or "no effect" in t for t in texts)
    assert [e.what for e in once.log.entries if e.what == "vaevictis/morale-test"] == []
    printed = santon()
    to_phase(printed, "offensive_fire")
    printed.act(FIRST_FIRE)
    events = printed.act(SECOND_FIRE)
    assert "fires its second time this turn" in events[1].text
    assert any("2D6" in e.text for e in events)  # Arkhangelgorod tests after this fire too


def test_a_second_santon_fire_needs_the_battery_and_an_enemy_target() -> None:
    """The second fire is the Santon battery's [17]: refused with no battery entered there,
    or at a French unit, before any die is rolled."""
    session = started(more=[INFANTRY])  # the Santon's infantry alone: no battery to fire
    to_phase(session, "offensive_fire")
    with pytest.raises(TabletopError, match="no battery on the Santon"):
        session.act(SECOND_FIRE)
    session = santon()
    to_phase(session, "offensive_fire")
    logged = len(session.log.entries)
    with pytest.raises(TabletopError, match="the Coalition units are fired at"):
        session.act({**SECOND_FIRE, "target": "17e"})
    assert len(session.log.entries) == logged and session.state.unit("17e").crossed == 0


def test_the_santon_units_stay_in_command_when_their_general_is_lost_or_fails() -> None:
    """[17] "These units are always in command": the log put the Santon's infantry among the
    units a dead general leaves out of command [15.2] and said nothing of it when his
    initiative failed [6.7] or his corps commander died [15.3]."""
    session = started(more=[{**INFANTRY, "division": "suchet"}])
    failed = session.act({"kind": "initiative", "leader": "suchet", "roll": 6})  # over 3
    held = "17e Léger, on the Santon, stays in command [17]"
    assert failed[-1].text.endswith(f"out of command [6.7]; {held}.")
    to_phase(session, "defensive_fire")  # their stacks under the Coalition's fire [15.1]
    corps = session.act({"kind": "kill_leader", "leader": "lannes"})
    assert f"(Suchet) [15.3]; {held}" in corps[-1].text
    killed = session.act({"kind": "kill_leader", "leader": "suchet"})
    assert f"(17e Ligne) [15.2]; {held}" in killed[-1].text
