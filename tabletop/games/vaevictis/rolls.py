"""The arithmetic of each roll the rules give in prose, shared by the resolvers and the engine.

Every number comes from boards/vaevictis.toml; these functions only add and compare.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from tabletop.core.errors import RuleError
from tabletop.core.i18n import N_, say
from tabletop.core.tables import Lookup
from tabletop.games.vaevictis.data import game_data

PASS, FAIL = N_("Pass"), N_("Fail")
IN_COMMAND, OUT_OF_COMMAND = N_("In command"), N_("Out of command")
LEAVES, STAYS = N_("Leaves"), N_("Stays")
GAME_ENDS, CONTINUE = N_("Game ends"), N_("Continue")
ICE_CRACKS = N_("Ice cracks")
PRINTED_WORDS = (
    N_("Ice holds"),
    N_("in command"),
    N_("out of command"),
    N_("ice cracks"),
    N_("ice holds"),
)
"""Words the printed tables and these results read in (a result lower-cased in a sentence),
marked for the catalog: the log and the odds show them in the reader's language (`tr`)."""


SQUARE_FROM = (N_("none"), N_("column"), N_("line"), N_("tirailleurs"))
"""The formation a unit goes into square from [10.3]: "none" when the test is not for square;
column (or any other) takes no formation modifier, line -1, en tirailleur -3."""


def square_formation(reason: str, square_from: str) -> str:
    """The formation a morale test for `reason` forms square from: "none" unless the test is
    for square, where "none" reads as column (no formation modifier) [10.3]."""
    if reason != "square":
        return "none"
    return square_from if square_from != "none" else "column"


def check_morale(morale: int) -> int:
    """A unit's morale strength for the 2D6 test [0.4]; RuleError outside the app's guard
    (boards/vaevictis.toml [morale_test]: the text bounds no morale)."""
    section = game_data().section("morale_test")
    low, high = int(section["low"]), int(section["high"])
    if not low <= morale <= high:
        raise RuleError(
            say(
                "a morale of {morale} is not one the app takes: it reads {low} to {high} [0.4].",
                morale=morale,
                low=low,
                high=high,
            )
        )
    return morale


def morale_modifiers(
    *,
    minus: int = 0,
    square_from: str = "none",
    disordered: bool = False,
    rally_rout: bool = False,
    artillery_stack: bool = False,
) -> dict[str, int]:
    """Each named change to the base morale, with its value from the board [10.3] [12.3]."""
    mods = game_data().morale_modifiers
    found: dict[str, int] = {}
    if minus not in (0, 1, 2):
        raise RuleError(
            say("a morale test takes Test, Test-1 or Test-2, not Test-{minus} [12.3].", minus=minus)
        )
    if minus:
        found[f"test_minus_{minus}"] = mods[f"test_minus_{minus}"].value
    if square_from not in SQUARE_FROM:
        raise RuleError(
            say(
                "a unit goes into square from column, line or en tirailleur, not '{square_from}' "
                "[10.3].",
                square_from=square_from,
            )
        )
    if f"square_from_{square_from}" in mods:
        found[f"square_from_{square_from}"] = mods[f"square_from_{square_from}"].value
    if disordered and square_from == "none":
        raise RuleError(
            say(
                "the -1 for disorder is for going into square [10.3]: say the formation it forms "
                "square from."
            )
        )
    if disordered:
        found["disordered"] = mods["disordered"].value
    if rally_rout:
        found["rally_rout"] = mods["rally_rout"].value
    if artillery_stack:
        found["artillery_stack"] = mods["artillery_stack"].value
    return found


def morale_result(effective: int, roll: int) -> str:
    """Pass when the 2D6 roll is at or under the effective morale [0.4]."""
    return PASS if roll <= effective else FAIL


def morale_odds(effective: int) -> dict[str, Fraction]:
    """Exact odds of passing a test at this effective morale."""
    spec = game_data().dice("morale_test")
    passed = sum((p for t, p in spec.distribution().items() if t <= effective), Fraction(0))
    return {PASS: passed, FAIL: 1 - passed}


def finish_dice() -> str:
    """The dice of the random-finish roll, as printed [5.3]."""
    return str(game_data().table("random-finish").dice)


def finish_found(column: str, roll: int) -> Lookup:
    """The random-finish table's cell for the turn just ended and a natural roll [5.3]."""
    return game_data().table("random-finish").lookup(roll=roll, column=column)


def finish_odds(column: str) -> dict[str, Fraction]:
    """Exact odds of the game ending at the end of the turn `column` names [5.3]."""
    return game_data().table("random-finish").odds(column=column)


def initiative_result(initiative: int, roll: int) -> str:
    """In command when 1D6 is at or under the general's initiative [6.7]."""
    return IN_COMMAND if roll <= initiative else OUT_OF_COMMAND


def initiative_odds(initiative: int) -> dict[str, Fraction]:
    """Exact odds of a general de division taking command on his own initiative [6.7]."""
    spec = game_data().dice("initiative")
    got = sum((p for t, p in spec.distribution().items() if t <= initiative), Fraction(0))
    return {IN_COMMAND: got, OUT_OF_COMMAND: 1 - got}


GUARD_TURN_3 = "guard_roll_turn_3"
"""The named option: the Guard also rolls on Turn 3, on a six (amendments)."""


def guard_first_turn(turn_3: bool = False) -> int:
    """The first turn the Guard rolls: Turn 4 [17], or Turn 3 under the option (amendments)."""
    section = game_data().section("guard_departure")
    return int(section["after_turn"] if turn_3 else section["first_turn"])


def check_guard_turn(turn: int, turn_3: bool = False) -> int:
    """A turn on which the Guard rolls to leave [17]; RuleError otherwise."""
    section = game_data().section("guard_departure")
    first, last = guard_first_turn(turn_3), game_data().turns
    if not first <= turn <= last:
        also = (
            ""
            if turn_3
            else say(" (Turn 3 only under the option {option}, amendments)", option=GUARD_TURN_3)
        )
        raise RuleError(
            say(
                "the Russian Guard rolls to leave from the end of Turn {after}: "
                "at the Command Phases of Turns {first} to {last}, not Turn {turn}{also} [17].",
                after=section["after_turn"],
                first=first,
                last=last,
                turn=turn,
                also=also,
            )
        )
    return turn


def guard_modifier(turn: int, turn_3: bool = False) -> int:
    """+1 for every turn after Turn 3 (Turn 6: +3) [17]; Turn 3 (option) rolls unmodified."""
    section = game_data().section("guard_departure")
    after = check_guard_turn(turn, turn_3) - int(section["after_turn"])
    return after * int(section["modifier_per_turn"])


def guard_result(turn: int, roll: int, turn_3: bool = False) -> str:
    """Leaves on a modified six [17]."""
    section = game_data().section("guard_departure")
    return LEAVES if roll + guard_modifier(turn, turn_3) >= int(section["leaves_on"]) else STAYS


def guard_odds(turn: int, turn_3: bool = False) -> dict[str, Fraction]:
    """Exact odds of the Guard leaving this turn [17]."""
    spec = game_data().dice("guard_departure")
    gone = sum(
        (p for t, p in spec.distribution().items() if guard_result(turn, t, turn_3) == LEAVES),
        Fraction(0),
    )
    return {LEAVES: gone, STAYS: 1 - gone}


def ice_column(arm: str) -> str:
    """The frozen-lake column of an arm (or of a column name) [14.2]."""
    columns = game_data().table("ice").columns
    if arm in columns:
        return arm
    column = game_data().arm(arm).ice
    if not column:
        raise RuleError(
            say(
                "{arm} does not rout across the frozen lake: only infantry and "
                "cavalry have a line on it [14.2].",
                arm=arm,
            )
        )
    return column


def ice_losses(results: tuple[str, ...], every_hex: bool) -> int:
    """Points lost crossing the ice: one per hex whose roll cracks it, or (option
    ice_every_hex) one per hex crossed once it cracks at all [14.2]."""
    cracks = sum(1 for r in results if r == ICE_CRACKS)
    if every_hex:
        return len(results) if cracks else 0
    return cracks


def ice_odds(column: str, hexes: int, every_hex: bool) -> dict[str, Fraction]:
    """Exact odds of each number of points lost crossing `hexes` frozen hexes [14.2]."""
    p = game_data().table("ice").odds(column=column).get(ICE_CRACKS, Fraction(0))
    from math import comb

    odds: dict[str, Fraction] = {}
    for k in range(hexes + 1):
        chance = comb(hexes, k) * p**k * (1 - p) ** (hexes - k)
        lost = (hexes if k else 0) if every_hex else k
        key = f"{lost} lost"
        odds[key] = odds.get(key, Fraction(0)) + chance
    return odds


def effective_morale(morale: int, modifiers: Mapping[str, int]) -> int:
    """Base morale plus every modifier [0.4]."""
    return morale + sum(modifiers.values())
