"""What each side may do now: every action kind open or closed, with the reason [2] [3] [4].

Panels enable their buttons from this and `tabletop act FILE --list` prints it; nothing here
names the hidden Mist marker.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.core.i18n import say, say_n, term
from tabletop.games.actions import GameAction
from tabletop.games.base import Legal
from tabletop.games.rulebook import list_legal
from tabletop.games.tonnerre import tracks
from tabletop.games.tonnerre.actions import ACTIONS, FlipCard, RemoveMistBlocks
from tabletop.games.tonnerre.data import BOX_MARKS, game_data
from tabletop.games.tonnerre.sequence import SEQUENCE
from tabletop.games.tonnerre.state import FRENCH, SETUP, TonnerreState
from tabletop.games.tonnerre.turns import acting_side, either, mandatory_reinforcement

FREE = ("flip_card",)
TACTICS = ("choose_tactic", "play_tactic", "discard_tactic")


def closed_reason(state: TonnerreState, kind: str, side: str = "") -> str | None:
    """Why `kind` may not be taken now by `side` ("" for whoever the game waits for), beyond
    the step and side the sequence of play gives it (sequence.py, run first); None when it
    may. The engine refuses a closed kind with this sentence."""
    legal = _one(state, side, kind)
    return None if legal.open else legal.why


def action_reason(state: TonnerreState, action: GameAction) -> str | None:
    """Why the rules never allow this one action now, whatever else it says (None: its
    handler decides the rest).

    A card is flipped for a command still on the map: a command gone has no card in play
    ([2 Play Sequence 1]: only a Command with a Unit left acts; [3 Reinforcements]: it is
    never reconstituted). Soult's blocks removed at the Mist's reveal leave him the strength
    the marker shows ("This marker indicates Soult's actual strength" [1 Setup 4]); and as
    "these blocks are not considered eliminated", never his last block."""
    if isinstance(action, FlipCard):
        return flip_reason(state, action.command)
    if isinstance(action, RemoveMistBlocks):
        return _mist_reason(state, action.count)
    return None


def flip_reason(state: TonnerreState, command_id: str) -> str | None:
    """Why this command's card may not be flipped now (None: when its condition is met)."""
    command = state.command(command_id)
    if command.eliminated or command.units <= 0:
        name = game_data().command(command_id).name
        return say(
            "{command} has no unit left: an eliminated command's card is no longer flipped "
            "[2 Play Sequence 1] [3 Reinforcements].",
            command=name,
        )
    return None


def _mist_reason(state: TonnerreState, count: int) -> str | None:
    units = state.command("soult").units
    strength = mist_strength(state)
    if strength is not None:
        wanted = max(0, units - strength)
        if count != wanted:
            return say_n(
                "the Mist marker shows Soult's actual strength, {strength}: with {n} block he "
                "removes {wanted}, not {count} [1 Setup 4].",
                "the Mist marker shows Soult's actual strength, {strength}: with {n} blocks he "
                "removes {wanted}, not {count} [1 Setup 4].",
                units,
                strength=strength,
                wanted=wanted,
                count=count,
            )
        return None
    if units and count >= units:
        return say_n(
            "Soult has {n} block: the Mist leaves him at least one, since the blocks removed "
            "are not considered eliminated [1 Setup 4].",
            "Soult has {n} blocks: the Mist leaves him at least one, since the blocks removed "
            "are not considered eliminated [1 Setup 4].",
            units,
        )
    return None


def mist_strength(state: TonnerreState) -> int | None:
    """Soult's actual strength as the revealed marker shows it, when the owner's entry for it
    is a whole number [1 Setup 4]; None otherwise (the players read the marker)."""
    values = game_data().mist_values
    if not values or not state.mist_revealed:
        return None
    text = values[state.mist_marker - 1].strip()
    return int(text) if text.isdigit() and int(text) >= 1 else None


def open_note(
    state: TonnerreState, kind: str, side: str
) -> tuple[str, tuple[Mapping[str, Any], ...]]:
    """What an open kind does now, and its moves where the game lists them."""
    legal = _one(state, side, kind)
    return legal.why, legal.moves


def legal_actions(state: TonnerreState, side: str = "") -> tuple[Legal, ...]:
    """Each kind for `side` ("" for whoever the game waits for), open or closed and why: the
    sequence of play's refusal first (sequence.py), then the guards here."""
    return list_legal(ACTIONS, _closed, state, side, open_note)


def _closed(state: TonnerreState, kind: str, side: str = "") -> str | None:
    reason = SEQUENCE.closed(state, kind, side)
    return reason if reason is not None else closed_reason(state, kind, side)


def _one(state: TonnerreState, asked: str, kind: str) -> Legal:
    """The guards beyond the step: the sequence of play (sequence.py) has already said which
    step opens `kind` and whose it is there."""
    side = asked or acting_side(state)
    if state.phase == SETUP and kind != "enter_units":
        return Legal(
            kind, False, say("The unit counts printed on the board are needed first [1 Setup].")
        )
    if kind in TACTICS:
        return _tactics(state, asked, kind)
    if kind in FREE:
        return Legal(
            kind, True, say("Immediately, when its condition is met [1 The Command Cards].")
        )
    if kind == "enter_units":
        return Legal(kind, True, say("Enter the unit counts printed on the board [1 Setup]."))
    step = state.waiting
    if step is not None:
        return _answer(state, kind)
    return _standard(state, side, kind)


def _answer(state: TonnerreState, kind: str) -> Legal:
    step = state.waiting
    assert step is not None
    if kind == "take_loss":
        choices = tracks.loss_choices(state, step.side, step.source)
        moves = tuple({"kind": kind, "source": c} for c, _ in choices)
        labels = ", ".join(label for _, label in choices)
        return Legal(kind, True, say("Offered in this order: {labels}.", labels=labels), moves)
    if kind == "box_shows":
        moves = tuple({"kind": kind, "mark": m} for m in BOX_MARKS)
        text = say("Casualty box {box} of the {side} track.", box=step.box, side=term(step.side))
        return Legal(kind, True, text, moves)
    if kind == "defend" and state.extra_side and state.extra_defended:
        return Legal(
            kind,
            False,
            say("Only one of an Extra Action's two actions may be defended [3 Defense Actions]."),
        )
    if kind in ("no_defense", "rout_test"):
        return Legal(kind, True, "", ({"kind": kind},))
    return Legal(kind, True)


def _standard(state: TonnerreState, side: str, kind: str) -> Legal:
    data = game_data()
    able = [c for c in data.commands if c.side == side and state.command(c.id).units > 0]
    needy = mandatory_reinforcement(state) if side != FRENCH else ()
    if needy and kind != "reinforce":
        names = either([data.command(c).name for c in needy])
        return Legal(
            kind,
            False,
            say(
                "While the Mist is in play Miloradovich must first reinforce {names}, down to 1 "
                "unit [5 Coalition Mandatory Action].",
                names=names,
            ),
        )
    if kind == "attack":
        if not [c for c in able if not c.never_attacks_alone]:
            return Legal(kind, False, say("No command that may attack has a unit left."))
        return Legal(kind, True, "", _attacks(state, side))
    if kind == "reinforce":
        if len(able) < 2:
            return Legal(
                kind, False, say("Reinforcing needs two commands with units [3 Reinforcements].")
            )
        return Legal(kind, True)
    if kind == "napoleon":
        if side != FRENCH:
            return Legal(kind, False, say("Napoleon is the French player's [9]."))
        track = data.morale_track
        morale = state.army(FRENCH).morale
        if track is not None and morale >= track[1]:
            return Legal(
                kind,
                False,
                say(
                    "French morale is on the track's last box ({box}): Napoleon has nothing to "
                    "raise [9] [1 Setup 3].",
                    box=track[1],
                ),
            )
        return Legal(kind, True)
    if kind == "pass":
        if side != FRENCH or state.turn != data.french_pass_turn:
            return Legal(
                kind, False, say("Only the French may pass, on turn 1 only [2 Action Phase].")
            )
        return Legal(kind, True)
    if kind == "extra_action":
        return _extra(state, side)
    if not able:
        return Legal(kind, False, say("No command has a unit left."))
    return Legal(kind, True)


def _attacks(state: TonnerreState, side: str) -> tuple[Mapping[str, Any], ...]:
    """Each attack a command that may act could make now: at an enemy command with a unit
    left or at a place [2 Targeting Attacks]."""
    data = game_data()
    acting = set(commands_may_act(state))
    targets = [
        *(c.id for c in data.commands if c.side != side and state.command(c.id).units > 0),
        *data.places,
    ]
    return tuple(
        {"kind": "attack", "command": c.id, "target": target}
        for c in data.commands
        if c.id in acting and c.side == side and not c.never_attacks_alone
        for target in targets
    )


def _extra(state: TonnerreState, side: str) -> Legal:
    data = game_data()
    own = [c for c in data.extra_commands if data.command(c).side == side]
    kind = "extra_action"
    if not own:
        return Legal(kind, False, say("Only Lannes and Bagration have an Extra Action [3]."))
    command = own[0]
    name = data.command(command).name
    if command in state.extra_spent:
        text = say(
            "{command}'s Extra Action is used: once per game [3 Extra Action].", command=name
        )
        return Legal(kind, False, text)
    if state.command(command).units <= 0:
        return Legal(
            kind, False, say("{command} has no unit left [2 Play Sequence 1].", command=name)
        )
    moves = ({"kind": kind, "command": command},)
    text = say("{command}: two actions back to back, once per game.", command=name)
    return Legal(kind, True, text, moves)


def commands_may_act(state: TonnerreState) -> tuple[str, ...]:
    """Commands that may take the next standard action [2 Play Sequence 1] [3 Extra Action]
    (Miloradovich only to reinforce while it must [5])."""
    from tabletop.core.errors import RuleError
    from tabletop.games.tonnerre.turns import check_standard

    out = []
    for spec in game_data().commands:
        try:
            check_standard(state, spec.side, spec.id)
        except RuleError:
            continue
        out.append(spec.id)
    return tuple(out)


def _tactics(state: TonnerreState, side: str, kind: str) -> Legal:
    """Tactics cards: never listed as moves, since a hand is hidden [6 Tactics Cards]. Either
    side may play one (the action names it), so with no side given nothing here depends on
    a hand: only a side that says who it is learns that its own hand is empty."""
    from tabletop.games.tonnerre import tactics

    if not tactics.deck_ready():
        return Legal(kind, False, say("The tactics cards are not entered yet (Printed data) [6]."))
    if kind == "choose_tactic":
        if side and side in state.hands_built:
            return Legal(
                kind, False, say("The {side} hand is built [6 Tactics Cards].", side=term(side))
            )
        if len(state.hands_built) >= 2:
            return Legal(kind, False, say("Both hands are built [6 Tactics Cards]."))
        return Legal(kind, True, say("Choose 1 card of your colour; 2 and 3 more are drawn [6]."))
    when = say("During an interruption or an activation [6 Tactics Cards].")
    if not side:
        if not state.hands_built:
            return Legal(kind, False, say("No tactics hand is built yet [6 Tactics Cards]."))
        return Legal(kind, True, when)
    if not tactics.hand(state, side):
        return Legal(
            kind, False, say("The {side} hand is empty [6 Tactics Cards].", side=term(side))
        )
    return Legal(kind, True, when)
