"""The expert looks past its own turn (issue 35): the other side's next turn is played out in
its guessed world (`reply.after_reply`), so a battle that turn would lose is seen as lost,
not as a chance weighed by a rule of thumb."""

from __future__ import annotations

from tabletop.core.dice import Dice
from tabletop.games.cardgame.bots import WIN
from tabletop.games.cardgame.reply import after_reply
from tabletop.games.cardgame.setup import new_state
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, Phase, State, evolve

FILLER = (
    "marshall-oudinot",
    "marshall-davout",
    "marshall-soult",
    "marshall-lannes",
    "marshall-bernadotte",
    "marshall-murat",
    "general-langeron",
    "general-buxhowden",
    "general-bagration",
    "lichtenstein",
    "emperor-of-austria",
    "light-infantry",
    "light-cavalry",
    "heavy-cavalry",
    "allied-column",
)
"""Leaders and Units, three turns' draws: nothing that draws more or moves a card, so the
deck lasts past the Coalition's next draw."""


def _coalition_ends_its_turn(coalition_morale: int) -> State:
    """The Coalition's action phase, nothing left to play: Napoleon holds Stanton Hill and
    Telnitz; at the Pratzen Heights, which the Coalition holds with nothing there, Napoleon
    has both Imperial Guards and the Mamelukes (force 20 against the Coalition's +4)."""
    return evolve(
        new_state(Dice(1), None),
        turn=6,
        active=COALITION,
        to_move=COALITION,
        phase=Phase.ACTION,
        deck=FILLER,
        napoleon_hand=(),
        coalition_hand=(),
        discard=(),
        napoleon_morale=12,
        coalition_morale=coalition_morale,
        fronts=(
            Front(NAPOLEON),
            Front(COALITION, ("imperial-guard", "french-imperial-guard", "mamelukes"), ()),
            Front(NAPOLEON),
        ),
    )


def test_a_battle_lost_in_the_other_sides_next_turn_is_seen_as_lost() -> None:
    """With its morale gone, the Coalition loses the battle when Napoleon takes the Pratzen
    Heights on his next turn (VICTORY: all three fronts and the enemy's morale at zero): the
    turn played out scores it as lost. With morale to spare the same turn costs the front
    and three morale, not the battle."""
    lost = after_reply(_coalition_ends_its_turn(0), COALITION, Dice(7))
    assert lost == -WIN
    hurt = after_reply(_coalition_ends_its_turn(20), COALITION, Dice(7))
    assert -WIN < hurt < 0
