"""Undo and redo in a card game with hidden hands (issue 8 item 11): a player takes back only
their own moves while still the one to move, never a draw, a bot's move or a hand-over."""

from __future__ import annotations

from cardgame_support import table

from tabletop.core.history import History, Step
from tabletop.games.cardgame import Options, Phase, State, choose
from tabletop.games.cardgame.state import COALITION, NAPOLEON, Front, StepRule
from tabletop.session.session import Session

N, C = NAPOLEON, COALITION
SOLO = {"players": "solo", "bot": "strong", "human": "napoleon"}
ALWAYS = Options(steps=StepRule.ALWAYS)


def session_at(state: State, options: dict[str, str]) -> Session:
    """A session (no file) standing at a hand-built position."""
    session = Session.new("cardgame", seed=4, options=options, autosave=False)
    session.history = History(Step(state, session.dice.state, "Set up"))
    return session


def bot_moves(session: Session, side=C, level: str = "strong") -> list[dict]:
    """Let the bot play until the game waits for someone else, as the window's runner does."""
    made = []
    while session.state.result is None and session.state.to_move is side:
        action, reason = choose(session.state, side, level, session.dice)
        session.act({**action, "bot": level, "reason": reason}, side="Coalition")
        made.append(action)
    return made


def centre_attack() -> State:
    """Napoleon (15 at the Pratzen Heights) attacks the Coalition (4 there, +4 for control),
    whose hand holds Defensive Flank (6) and Artillery Fire (3): it needs both to win."""
    fronts = (
        Front(N),
        Front(C, ("french-imperial-guard", "marshall-davout", "marshall-soult"), ("lichtenstein",)),
        Front(N),
    )
    hand_c = ("defensive-flank", "artillery-fire")
    return table(("good-progress",), hand_c, fronts, options=ALWAYS)


def test_undo_never_returns_the_bots_defense_cards_to_its_hand():
    """Issue 8 item 11: after the bot defends with Defensive Flank and Artillery Fire, undo
    would put both back into its hidden hand, now known, and the player could attack
    elsewhere knowing it. Undo must stop at the bot's first move, and redo likewise."""
    session = session_at(centre_attack(), SOLO)
    session.act({"kind": "attack", "front": "center"}, side="Napoleon")
    assert session.undo() and session.redo()  # the player's own move, still theirs to move
    session.act({"kind": "commit"}, side="Napoleon")
    played = bot_moves(session)
    assert {"kind": "play", "card": "defensive-flank"} in played
    assert {"kind": "play", "card": "artillery-fire"} in played
    state = session.state
    for _ in range(3):
        assert session.undo() is False
    assert session.state == state
    assert "defensive-flank" not in session.state.coalition_hand
    assert session.redo() is False


def test_undo_never_crosses_the_hand_over_in_a_two_player_game():
    """At one screen the defender's cards, once played, are seen by the attacker: the
    attacker must not undo the defence (or the commit that handed play over) and send them
    back into a hand now known."""
    session = session_at(centre_attack(), {"players": "two"})
    session.act({"kind": "attack", "front": "center"}, side="Napoleon")
    session.act({"kind": "commit"}, side="Napoleon")
    assert session.state.phase is Phase.DEFEND
    assert session.undo() is False  # the commit handed play to the Coalition
    session.act({"kind": "play", "card": "defensive-flank"}, side="Coalition")
    assert session.undo() and session.redo()  # the Coalition's own card, its own turn
    session.act({"kind": "play", "card": "artillery-fire"}, side="Coalition")
    session.act({"kind": "hold"}, side="Coalition")
    assert session.state.to_move is C and session.state.phase is Phase.VICTORY
    session.act({"kind": "pass"}, side="Coalition")
    assert session.state.to_move is N
    assert session.undo() is False
    assert session.state.coalition_hand == ()


def test_undo_never_crosses_a_draw():
    """A March card draws two cards: undoing it would let the player draw again."""
    session = session_at(centre_attack(), SOLO)
    session.act({"kind": "play", "card": "good-progress"}, side="Napoleon")
    assert len(session.state.napoleon_hand) == 2
    assert session.undo() is False
