"""Every action of *Un coup de Tonnerre!* as a typed value (tabletop/games/actions.py).

Standard actions (attack, reinforce, Napoleon, another card action, pass) take the active
side's turn [2 Action Types]; the others answer the resolution in progress (a Defense, a loss
to place, a casualty box read, a rout test, the Mist's blocks) or are free (an Extra Action
declared, a card flipped, the unit counts entered at set-up).
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.i18n import N_
from tabletop.games.actions import GameAction, action_kinds, arg
from tabletop.games.tonnerre.data import BOX_MARKS, game_data

_DATA = game_data()
COMMAND_IDS = tuple(c.id for c in _DATA.commands)
TARGETS = (*COMMAND_IDS, *_DATA.places)
ROLL_HELP = N_("a roll of real dice; left out, the app rolls")
EFFECT_WORDS = {
    "none": N_("none"),
    "double_attacker_losses": N_("double attacker losses"),
    "ignore_all": N_("ignore all"),
    "ignore_ac_am": N_("ignore AC and AM"),
}
"""What a player calls each Defense effect boards/tonnerre.toml names [3 Defense Actions]."""


@dataclass(frozen=True)
class EnterUnits(GameAction):
    """The owner enters the unit counts printed on the board, once per game set-up."""

    KIND = "enter_units"
    TITLE = N_("Enter unit counts")
    CASE = "1 The Commands and Units"

    counts: tuple[int, ...] = arg(
        N_("units per command"),
        low=1,
        high=5,
        help="one count per command, in the order " + ", ".join(COMMAND_IDS),
    )


@dataclass(frozen=True)
class Attack(GameAction):
    """A command attacks: roll on its card's chart, or type the printed result.

    Its odds are the chart of the card action it names, read at each face of the die plus
    its modifier, once the owner has entered the card. The text lost the charts [1 The Command
    Cards]: until then the result is printed on the card and typed after the roll, so the
    odds are the one outcome the roll is logged with, "read from the card" (no chart is
    made up); a result typed in `result` is not read by the odds."""

    KIND = "attack"
    TITLE = N_("Attack")
    CASE = "2 Play Sequence"
    DICE = "1d6"

    command: str = arg(N_("attacking command"), choices=COMMAND_IDS)
    target: str = arg(N_("target"), choices=TARGETS, help=N_("the defending command or the place"))
    action: str = arg(N_("card action"), default="", help=N_("the card's attack action, by name"))
    modifier: int = arg(
        N_("roll modifier"), default=0, low=-6, high=6, help=N_("a tactics card's +1")
    )
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    result: str | None = arg(
        N_("result read"),
        default=None,
        help=N_("the card's result for the roll (card not entered)"),
    )


@dataclass(frozen=True)
class ReadResult(GameAction):
    """Type the result the card prints for the roll just made (a card the owner has not
    entered)."""

    KIND = "read_result"
    TITLE = N_("Read the card")
    CASE = "4 Attack Results"

    result: str = arg(N_("result"), help=N_("as the card prints it: '2 AC + 1 AM', 'FC', '-'"))


@dataclass(frozen=True)
class Defend(GameAction):
    """The defender answers the attack roll with a card's Defense (costs its next action).

    Its odds are those of the Defense's own roll (its counter-charge or cost, read on its own
    chart), not of the attack it changes: the Guard's 1 FC on 1-3 with Increased Difficulty
    [6 Increased Difficulty 2], the card's chart once entered; until then "read from the
    card", the result printed on the card and typed after the roll (no chart is made up)."""

    KIND = "defend"
    TITLE = N_("Defend")
    CASE = "3 Defense Actions"
    DICE = "1d6"

    command: str = arg(N_("defending command"), choices=COMMAND_IDS)
    action: str = arg(N_("card action"), default="", help=N_("the card's Defense action, by name"))
    effect: str | None = arg(
        N_("what it does to the attack"),
        default=None,
        choices={e: EFFECT_WORDS.get(e, e) for e in _DATA.defense_effects},
        help=N_("as the card says (card not entered)"),
    )
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)
    result: str | None = arg(
        N_("its own result"),
        default=None,
        help=N_("the Defense's result for the roll (card not entered)"),
    )


@dataclass(frozen=True)
class NoDefense(GameAction):
    """The defender lets the attack's result stand."""

    KIND = "no_defense"
    TITLE = N_("No defense")
    CASE = "3 Defense Actions"


@dataclass(frozen=True)
class TakeLoss(GameAction):
    """Take the next unit loss from this command (or garrison)."""

    KIND = "take_loss"
    TITLE = N_("Take a loss")
    CASE = "4 Attack Results"

    source: str = arg(N_("from"), help=N_("a command id, or garrison:sokolnitz / garrison:telnitz"))


@dataclass(frozen=True)
class BoxShows(GameAction):
    """What the casualty box just reached shows on the printed track."""

    KIND = "box_shows"
    TITLE = N_("Casualty box shows")
    CASE = "4 Rout Test"

    mark: str = arg(N_("the box shows"), choices=BOX_MARKS)


@dataclass(frozen=True)
class RoutTestRoll(GameAction):
    """Roll the rout test the casualty track called for."""

    KIND = "rout_test"
    TITLE = N_("Rout test")
    CASE = "4 Rout Test"
    DICE = "1d6"

    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class RemoveMistBlocks(GameAction):
    """Remove Soult's blocks as the revealed Mist marker shows (not eliminated)."""

    KIND = "remove_mist_blocks"
    TITLE = N_("Remove Soult's blocks")
    CASE = "1 Setup 4"

    count: int = arg(N_("blocks removed"), low=0, high=5)


@dataclass(frozen=True)
class Reinforce(GameAction):
    """Move units from one command to another of the same side."""

    KIND = "reinforce"
    TITLE = N_("Reinforce")
    CASE = "3 Reinforcements"

    source: str = arg(N_("from command"), choices=COMMAND_IDS)
    destination: str = arg(N_("to command"), choices=COMMAND_IDS)
    units: int = arg(N_("units"), default=1, low=1, high=5)


@dataclass(frozen=True)
class Napoleon(GameAction):
    """Napoleon galvanises the troops: French morale +2 (+1 with Increased Difficulty)."""

    KIND = "napoleon"
    TITLE = N_("Napoleon")
    CASE = "9 Napoleon and the Imperial Guard"


@dataclass(frozen=True)
class CardAction(GameAction):
    """Any other action of a command's card (move, place, envelop): takes the action."""

    KIND = "card_action"
    TITLE = N_("Other card action")
    CASE = "2 Action Types"

    command: str = arg(N_("command"), choices=COMMAND_IDS)
    text: str = arg(N_("what it does"), default="", help=N_("the card action, in a few words"))


@dataclass(frozen=True)
class Pass(GameAction):
    """The French pass: on turn 1 only."""

    KIND = "pass"
    TITLE = N_("Pass")
    CASE = "2 Action Phase"


@dataclass(frozen=True)
class ExtraAction(GameAction):
    """Lannes or Bagration: two actions back to back, once per game."""

    KIND = "extra_action"
    TITLE = N_("Extra Action")
    CASE = "3 Extra Action"

    command: str = arg(N_("command"), choices=_DATA.extra_commands)


@dataclass(frozen=True)
class FlipCard(GameAction):
    """Turn a Command Card over: its flipping condition is met."""

    KIND = "flip_card"
    TITLE = N_("Flip a card")
    CASE = "1 The Command Cards"

    command: str = arg(N_("command"), choices=COMMAND_IDS)


SIDES = ("Coalition", "French")


@dataclass(frozen=True)
class ChooseTactic(GameAction):
    """Build a hand: the card chosen, then 2 drawn of your colour and 3 from the combined deck."""

    KIND = "choose_tactic"
    TITLE = N_("Build a tactics hand")
    CASE = "6 Tactics Cards"

    side: str = arg(N_("side"), choices=SIDES)
    card: int = arg(
        N_("card chosen"), low=1, high=_DATA.tactics_count, help=N_("a card of your colour")
    )


@dataclass(frozen=True)
class PlayTactic(GameAction):
    """Play a tactics card of your colour from your hand; a replacement is drawn."""

    KIND = "play_tactic"
    TITLE = N_("Play a tactics card")
    CASE = "6 Tactics Cards"
    DICE = "1d6"

    side: str = arg(N_("side"), choices=SIDES)
    card: int = arg(N_("card"), low=1, high=_DATA.tactics_count)
    roll: int | None = arg(N_("roll of real dice"), default=None, low=1, high=6, help=ROLL_HELP)


@dataclass(frozen=True)
class DiscardTactic(GameAction):
    """Discard a tactics card from your hand; a replacement is drawn."""

    KIND = "discard_tactic"
    TITLE = N_("Discard a tactics card")
    CASE = "6 Tactics Cards"

    side: str = arg(N_("side"), choices=SIDES)
    card: int = arg(N_("card"), low=1, high=_DATA.tactics_count)


ACTIONS = action_kinds(
    EnterUnits,
    Attack,
    ReadResult,
    Defend,
    NoDefense,
    TakeLoss,
    BoxShows,
    RoutTestRoll,
    RemoveMistBlocks,
    Reinforce,
    Napoleon,
    CardAction,
    Pass,
    ExtraAction,
    FlipCard,
    ChooseTactic,
    PlayTactic,
    DiscardTactic,
)
"""Every action kind of the game, by KIND."""
