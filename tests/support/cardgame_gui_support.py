"""A player at the card game's window, for its GUI tests and scripts/bench: pump the event
loop, and make the first move a player could."""

from __future__ import annotations

from typing import Any


def pump(root: Any, times: int = 3) -> None:
    for _ in range(times):
        root.update()


def human_move(panel: Any) -> bool:
    """Do the first thing a player could: a chooser button, a green card, else a button."""
    if panel.actions.chooser_buttons:
        panel.actions.chooser_buttons[0].invoke()
        return True
    for face, _frame, _label in panel.hand._slots:
        if face is not None and panel.hand.play(face.id):
            return True
    if panel.actions.buttons:
        next(iter(panel.actions.buttons.values())).invoke()
        return True
    return False


def deploy_seed() -> int:
    """The first seed whose new game deals a card that can go to more than one front (a
    Leader or a Unit in the orders phase): its click opens the "which front?" chooser."""
    from tabletop.core.dice import Dice
    from tabletop.games.cardgame import legal_actions, new_state

    return next(
        s
        for s in range(1, 200)
        if any(a["kind"] == "deploy" for a in legal_actions(new_state(Dice(s))))
    )
