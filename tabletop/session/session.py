"""A session: one game being played, its log, dice and history, saved after every change.

This is the one engine the window, the command line and the tests all drive (principle 7).
The window subscribes and redraws when the session tells it something changed.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

from tabletop.core import paths
from tabletop.core.data import owner_printed, readable_board, using
from tabletop.core.dice import Dice
from tabletop.core.errors import DataError, RuleError, TableError, TabletopError, message_of
from tabletop.core.history import History, Step
from tabletop.core.i18n import N_, said_data, said_fields, say, term
from tabletop.core.layer import Printed, entry_paths
from tabletop.core.log import Log, LogEntry, now
from tabletop.games import find_game
from tabletop.games.actions import GameAction, action_data
from tabletop.games.base import (
    Event,
    GameInfo,
    Legal,
    RawAction,
    Resolution,
    Resolver,
    RollRecord,
    marked,
    no_side,
)
from tabletop.games.bounds import holdable
from tabletop.games.words import HIDDEN
from tabletop.session.carried import KEPT_IN_PLAY, PRINTED_STEP
from tabletop.session.kept import follow, kept_in
from tabletop.session.notes import set_note
from tabletop.session.rollgate import booked_side, roll_closed
from tabletop.session.rolls import Resolvers, roll_on
from tabletop.session.savefile import SaveFile
from tabletop.session.savetext import WouldNotOpen
from tabletop.session.writer import Writer

Listener = Callable[["Session"], None]

__all__ = ["HIDDEN", "KEPT_IN_PLAY", "PRINTED_STEP", "Session", "kept_in"]


class Session:
    """One game in play. Mutable on the outside, a history of immutable states inside."""

    def __init__(
        self,
        game: GameInfo[Any],
        history: History[Any],
        log: Log,
        *,
        seed: int,
        created: str,
        path: Path | None = None,
        options: Mapping[str, Any] | None = None,
        autosave: bool = True,
        printed: Printed | None = None,
        printed_start: Printed | None = None,
        follows_owner: bool = True,
        file: SaveFile | None = None,
    ) -> None:
        self.game = game
        self.history = history
        self.log = log
        self.seed = seed
        self.created = created
        self.file = file if file is not None else SaveFile(path)
        """The file it is saved in: its text, its writer thread, its lock (savefile.py)."""
        self.options = dict(options or {})
        self.autosave = autosave
        self.last_resolution: Resolution | None = None
        self.save_problem: str | None = None
        """A sentence saying the last autosave failed, until one succeeds (None: all saved)."""
        self.save_reason = ""
        """Why the last autosave failed, in a few plain words ("permission denied"), or the
        save file's own sentence (changed by another program, read-only ...)."""
        self.save_refused = False
        """The last autosave was refused by the save file (`save_reason` is its sentence)."""
        self.clock: Callable[[], str] = now
        self._listeners: list[Listener] = []
        self._resolvers = Resolvers(game)
        self.printed = printed if printed is not None else Printed(game.id)
        """The printed data the game is played on now: the owner's entries copied in at
        set-up and those made during play (each logged). The engine reads nothing else."""
        self.printed_start = printed_start if printed_start is not None else self.printed
        """The printed data at set-up, as the save carries it for a replay."""
        self.printed_note = ""
        """One sentence about printed data this save lacks (an older save opened here)."""
        self.notes: dict[int, str] = {}
        """The player's notes, by log entry number: outside the log's chain and the undo
        history, so `verify` and undo leave them be (session/notes.py)."""
        self.home = paths.user_dir()
        if follows_owner:
            follow(self)

    # -- making one -------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game_id: str,
        *,
        seed: int | None = None,
        path: Path | None = None,
        options: Mapping[str, Any] | None = None,
        autosave: bool = True,
        clock: Callable[[], str] = now,
        printed: Printed | None = None,
        stamp: bool = True,
        follows_owner: bool = True,
    ) -> Session:
        """Set up a new game from its scenario, with fresh (or given) dice.

        The owner's printed data the game reads is copied in (or `printed` is used, as a
        replay does), and its hash is logged with the set-up (`stamp`), so the log names the
        data the game was played on."""
        game = find_game(game_id)
        if seed is None:
            import secrets

            seed = secrets.randbits(63)
        if printed is None:
            printed = owner_printed(game.id)
        dice = Dice(seed)
        with using(printed):
            state = game.new_state(dice, dict(options or {}))
        history = History(Step(state, dice.state, N_("Set up")))
        session = cls(
            game,
            history,
            Log(),
            seed=seed,
            created=clock(),
            path=path,
            options=options,
            autosave=autosave,
            printed=printed,
            follows_owner=follows_owner,
        )
        session.clock = clock
        inputs: dict[str, Any] = {"seed": seed, **dict(options or {})}
        if stamp:
            inputs["printed"] = printed.hash
        inputs = dict(sorted(inputs.items()))  # as a save reads them back: shown alike
        session.log = session.log.append(
            side="",
            what="new game",
            result=game.title,
            inputs=inputs,
            step="new",
            moments={},  # this log marks its moments (a log written before holds None here)
            said=[],  # and keeps its sentences' templates (`LogEntry.said`)
            clock=lambda: session.created,  # one reading of the clock: `verify` proves it
        )
        return session

    # -- what is there ----------------------------------------------------------------

    @property
    def path(self) -> Path | None:
        """The file the player gave (None: autosaved in the app's folder)."""
        return self.file.path

    @path.setter
    def path(self, path: Path | None) -> None:
        self.file.path = path

    @property
    def writer(self) -> Writer | None:
        """The thread autosaves are written on, while the window has one (writer.py)."""
        return self.file.writer

    @property
    def state(self) -> Any:
        """The current game state."""
        return self.history.present.state

    @property
    def dice(self) -> Dice:
        """A copy of the dice where the session stands (rolling it changes nothing)."""
        return Dice.from_state(self.history.present.dice)

    def summary(self) -> str:
        """One line about the game now (kept with its template: show it with `i18n.tr`)."""
        with using(self.printed):
            said = self.game.summary(self.state)
        return said if isinstance(said, str) else str(said)

    def public_state(self, viewer: str = "") -> dict[str, Any]:
        """The state as plain data, with what `viewer` may not see replaced by "(hidden)"."""
        from tabletop.core import plain

        data: dict[str, Any] = plain.dump(self.state)
        with using(self.printed):
            hidden = tuple(self.game.hidden(self.state, viewer))
        for name in hidden:
            *outer, last = name.split(".")
            inner: Any = data
            for part in outer:
                inner = inner.get(part) if isinstance(inner, dict) else None
            if isinstance(inner, dict) and last in inner:
                inner[last] = HIDDEN
        return data

    def public_entry(self, entry: LogEntry) -> LogEntry:
        """A log entry as the window may show it to whoever is at the screen (the game hides
        what only its actor may see, such as a card taken secretly into a hand)."""
        with using(self.printed):
            public = self.game.public_entry(entry, self.options)
        if public.said is not None and public.result != entry.result:
            # The game took something out of the sentence: its templates would bring it back
            # in another language, so the screen reads the sentence as the game left it.
            public = dataclasses.replace(public, said=None)
        kept = public.inputs_said
        if kept and any(public.inputs.get(k) != entry.inputs.get(k) for k in kept):
            # Likewise an input the game hid or scrubbed is shown as it left it.
            said = {k: v for k, v in kept.items() if public.inputs.get(k) == entry.inputs.get(k)}
            public = dataclasses.replace(public, inputs_said=said or None)
        return public

    def subscribe(self, listener: Listener) -> None:
        """Call `listener(session)` after every change."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling `listener` (a closed tab)."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    # -- changing it ------------------------------------------------------------------

    def act(
        self,
        action: RawAction | GameAction,
        *,
        side: str = "",
        label: str | None = None,
        as_logged: bool = False,
    ) -> tuple[Event, ...]:
        """Apply one player action through the game's rules, log it, keep it undoable.

        A dict is first built into the game's typed action: an unknown kind or field, or a
        value of the wrong type or out of range, is refused (RuleError) before any rule runs.
        `as_logged`: a replay redoing a logged action (a correction an older log holds with no
        reason replays as it was written).
        """
        self._check_side(side)
        with using(self.printed):
            typed = self.game.action(action)
            reason = str(getattr(typed, "reason", "")).strip()
            if typed.CORRECTION and not reason and not as_logged:
                # A kind closed now is refused with the rules' sentence, whatever its fields.
                legal = next((k for k in self.legal_actions() if k.kind == typed.KIND), None)
                raise RuleError(
                    legal.why
                    if legal is not None and not legal.open
                    else say(
                        "a correction needs its reason: what the board shows that the app did not "
                        "see."
                    )
                )
            before = self.state
            data = action_data(typed)
            side = self.acting_side(data, side)
            self._check_bot(side, data)
            self._check_hint(typed.KIND)
            dice = self.dice
            after, events = self.game.apply(before, typed, dice)
            holdable(self.game, after)
            barrier = bool(self.game.irreversible(before, after))
        kind = typed.KIND
        # The action itself is logged first (so a replay redoes it), then each roll it made,
        # under the side the engine decided.
        details = {k: v for k, v in data.items() if k != "kind"}
        plain_events = [e for e in events if e.roll is None]
        # Each entry is on the session's log as the next is made: a replay hands each its
        # own time by its place in the log (replay._Clock).
        log_before = self.log
        self.log = self.log.append(
            side=side,
            what=kind,
            inputs=details,
            result=" ".join(e.text for e in plain_events),
            said=self._said(e.text for e in plain_events),
            inputs_said=said_fields(details),
            case=events[0].case if events else "",
            step="act",
            label=label if label is not None and label != kind else None,
            moments=marked(plain_events),
            clock=self.clock,
        )
        for event in events:
            if event.roll is not None:
                self.log = self._log_roll(
                    self.log, event.roll, side, step="roll", moments=marked((event,))
                )
        self._commit(
            history=self.history.push(Step(after, dice.state, label or kind, barrier)),
            log_before=log_before,
        )
        return events

    def acting_side(self, action: Mapping[str, Any], side: str = "") -> str:
        """The side that takes this action now, as the game decides it (`side_of`): the one
        place the acting side is worked out, and the side the log names. A side given must
        be that one (RuleError, one sentence, otherwise). Where the game names no one side
        ("" : a set-up step or a rule choice both players make), the log names none either,
        whatever side was given, so a replay recomputes every logged side (`verify`). A
        game that decides no sides (`no_side`) logs the side given."""
        if not self.decides_sides:
            return side
        decided = str(self.game.side_of(self.state, action) or "")
        if side and decided and side != decided:
            kind, steps = str(action.get("kind", "")), self.game.sequence
            by = steps.taker(self.state, kind) if steps is not None else None
            cls = self.game.actions.get(kind)
            case = steps.step(self.state).case if steps is not None and isinstance(by, str) else ""
            case = case or (cls.CASE if cls is not None else "")  # the owner's: 0.4 ...
            raise RuleError(
                say(
                    "{side} may not take this action now: it is the {decided} player's to "
                    "take{case}.",
                    side=term(side),
                    decided=term(decided),
                    case=f" [{case}]" if case else "",
                )
            )
        return decided

    def _check_hint(self, kind: str) -> None:
        """A hint is logged only where one may be asked: typed with its fields (`act FILE
        hint --move ... --score ...`), it was logged in a two-player game with hints off."""
        hints = self.game.hints
        if hints is not None and kind == hints.kind:
            why = hints.refusal(self.state, self.options)
            if why:
                raise RuleError(why)

    def _check_bot(self, side: str, action: Mapping[str, Any]) -> None:
        """In a solo game the bot's side is played by the bot: a move for it must be the
        bot's (carrying its level, and chosen again by the rules with the session's dice),
        and a move for the player's side may not pass for the bot's."""
        bot = self.game.bot_side(self.options)
        steps = self.game.sequence
        if (
            action.get("bot")
            and (not bot or side != bot)
            and (steps is None or steps.closed(self.state, str(action.get("kind", ""))) is None)
        ):
            # A player's move dressed as the bot's would be logged under the bot's level and
            # reason, and undo could not cross it. (A kind the sequence of play shuts now is
            # refused with the sequence's own sentence.)
            raise RuleError(
                say(
                    "only the bot's own moves carry a bot's level and reason: {side} is played "
                    "by a player.",
                    side=term(side) if side else say("this side"),
                )
            )
        if bot and side == bot and not action.get("bot"):
            raise RuleError(
                say(
                    "{bot} is played by the bot in this solo game: the bot makes its moves "
                    "(tabletop act FILE bot), not a player.",
                    bot=term(bot),
                )
            )

    @property
    def decides_sides(self) -> bool:
        """Whether the game decides who takes each action (else the player's word is kept)."""
        return self.game.side_of is not no_side

    def legal_actions(self, side: str = "") -> tuple[Legal, ...]:
        """Each action kind open now or closed with the reason (for `side`, or whoever acts)."""
        with using(self.printed):
            return tuple(self.game.legal_actions(self.state, side))

    def enter_printed(self, update: Mapping[str, Any], *, label: str = KEPT_IN_PLAY) -> None:
        """Enter printed data during play (a table, a card's chart, the unit counts ...): it
        is logged as a step of its own, so a replay enters it at the same point, and the
        rolls after it read it. Not undoable: it is the printed game, not a move.

        RuleError (nothing changed) when the game's board cannot be read with it."""
        if not isinstance(update, Mapping) or not update:
            raise RuleError(say("an entry of printed data needs at least one value."))
        after = self.printed.with_entries(update, label)
        try:
            readable_board(self.game.id, after.entries)
        except (DataError, TableError) as exc:
            raise RuleError(
                say("that printed data cannot be read: {error}", error=message_of(exc))
            ) from None
        parts = ", ".join(sorted(entry_paths(update)))  # as a replay reads them: sorted
        log = self.log.append(
            side="",
            what="printed data",
            inputs=dict(update),
            result=(entered := say("entered: {parts}", parts=parts)),
            said=self._said((entered,)),
            step=PRINTED_STEP,
            label=label if label != KEPT_IN_PLAY else None,
            clock=self.clock,
        )
        self._commit(log=log, printed=after)

    def resolve(
        self,
        name: str,
        inputs: Mapping[str, Any],
        *,
        roll: str | int | None = None,
        side: str = "",
        as_logged: bool = False,
    ) -> Resolution:
        """Log a roll the rules call for on its own, outside an action: from the dice, or
        typed in from real dice. Refused (RuleError, the sequence of play's sentence, nothing
        logged) where the game's sequence does not open that roll now, and booked to the side
        it names (session/rollgate.py). `as_logged`: a replay redoing a logged roll, which is
        never refused for its step (an old save's roll logged elsewhere replays as written)."""
        self._check_side(side)
        with using(self.printed):
            resolver = self.resolver(name)
            if not as_logged:
                closed = roll_closed(self, name, resolver)
                if closed is not None:
                    raise RuleError(closed)
            if side and "side" not in inputs and any(i.name == "side" for i in resolver.inputs):
                inputs = {**inputs, "side": side}  # a resolver that reads whose roll it is
            side = booked_side(self, name, resolver, side, inputs, as_logged=as_logged)
            return self._resolve(resolver, inputs, roll, side, name)

    def roll_closed(self, name: str) -> str | None:
        """Why a roll on `name` may not be logged on its own now (the sequence of play's
        sentence); None when it may. RuleError for a resolver the game does not have."""
        with using(self.printed):
            return roll_closed(self, name, self.resolver(name))

    def odds(self, action: GameAction | Mapping[str, Any]) -> Mapping[str, Fraction]:
        """The exact chance of each result of `action`'s own roll on the state now, before it
        is thrown: the action's odds, read on this session's printed data (what a panel shows
        beside Roll). RuleError (one sentence) for a bad field or an action that throws no dice.
        """
        typed = action if isinstance(action, GameAction) else self.game.action(action)
        with using(self.printed):
            odds = self.game.odds(self.state, typed)
        if odds is None:
            title = term(type(typed).TITLE or typed.KIND)
            raise RuleError(say("{title} throws no dice.", title=title))
        return odds

    def what_if(
        self, name: str, inputs: Mapping[str, Any], *, roll: str | int | None = None
    ) -> Resolution:
        """A roll on the printed tables as a what-if (`tabletop resolve`): resolved on this
        session's printed data from a copy of its dice (or the roll typed), whatever the step;
        nothing is logged and the session does not change."""
        with using(self.printed):
            resolver = self.resolver(name)
            resolution, _values = roll_on(resolver, inputs, roll, self.dice)
            return resolution

    def _resolve(
        self,
        resolver: Resolver,
        inputs: Mapping[str, Any],
        roll: str | int | None,
        side: str,
        name: str,
    ) -> Resolution:
        dice = self.dice
        resolution, values = roll_on(resolver, inputs, roll, dice)
        record = resolution.record
        log = self._log_roll(
            self.log,
            record,
            side,
            step="resolve",
            resolver=name,
            given=None if dict(values) == dict(record.inputs) else dict(values),
            typed_roll=None if roll is None else str(roll),
            moments=marked(resolution.events),
        )
        label = f"{resolver.title}: {resolution.result}"
        self._commit(history=self.history.push(Step(self.state, dice.state, label)), log=log)
        self.last_resolution = dataclasses.replace(resolution, record=record)
        return self.last_resolution

    def _check_side(self, side: str) -> None:
        if side and self.game.sides and side not in self.game.sides:
            raise RuleError(
                say(
                    "'{side}' is not a side of this game; the sides are {sides}.",
                    side=side,
                    sides=", ".join(self.game.sides),
                )
            )

    def _said(self, texts: Iterable[str]) -> list[Any] | None:
        """What a new entry keeps of its sentences' templates (`LogEntry.said`): nothing in a
        log written before entries kept them (its set-up entry holds none), so that a save
        from before, played on, still replays as it was written."""
        entries = self.log.entries
        if entries and entries[0].said is None:
            return None
        return said_data(texts)

    def _log_roll(self, log: Log, record: RollRecord, side: str, **replay: Any) -> Log:
        return log.append(
            side=record.side or side,
            what=record.table,
            inputs=record.inputs,
            modifiers=record.modifiers,
            natural=record.natural,
            modified=record.modified,
            dice=record.dice,
            typed=record.typed,
            result=record.result,
            said=self._said((record.result,)),
            case=record.case,
            clock=self.clock,
            **replay,
        )

    def resolver(self, name: str) -> Resolver:
        """A game resolver by name, or "table:NAME" for any printed table of the game (read
        on the printed data this game is played on)."""
        with using(self.printed):
            return self._resolvers.get(name)

    def undo(self) -> bool:
        """Go back one step (a roll and all it caused); False when there is nothing to undo."""
        if not self.history.can_undo:
            return False
        label = self.history.present.label
        self._commit(
            history=self.history.undo(),
            log=self.log.append(side="", what="undo", result=label, step="undo", clock=self.clock),
        )
        return True

    def redo(self) -> bool:
        """Redo the step just undone, with the same roll; False when there is none."""
        if not self.history.can_redo:
            return False
        history = self.history.redo()
        log = self.log.append(
            side="", what="redo", result=history.present.label, step="redo", clock=self.clock
        )
        self._commit(history=history, log=log)
        return True

    def note(self, entry: int, text: str) -> None:
        """Write the player's note on log entry `entry` (an empty text removes it); RuleError
        in one sentence for an entry the log lacks or a text too long (session/notes.py)."""
        self._commit(notes=set_note(self.notes, entry, text, len(self.log)))

    # -- saving -----------------------------------------------------------------------

    def autosave_path(self) -> Path:
        """Where this session is written after every change."""
        if self.path is not None:
            return self.path
        stamp = self.created.replace(":", "").replace("-", "")[:15]
        # A digest of the seed, not its digits: the name shows in the window, and in a game
        # with hidden cards the seed would let the player at the screen deal every hand.
        tag = hashlib.sha256(str(self.seed).encode()).hexdigest()[:8]
        return paths.autosave_dir() / f"{self.game.id}-{stamp}-{tag}.toml"

    def save(self, path: Path | None = None) -> Path:
        """Write the session (atomically, keeping FILE.bak) once any autosave being written
        is done; a new path becomes its own."""
        self.flush()
        if path is not None:
            self.path = Path(path)
        target = self.autosave_path()
        self.file.write(target, self.file.text.chunks(self))
        self.save_problem, self.save_refused = None, False
        return target

    def changed_on_disk(self) -> bool:
        """Whether another program changed the save since this session read or wrote it
        (a shell's `tabletop act`, another window): the next autosave is then refused."""
        return self.path is not None and self.file.changed_on_disk(self.path)

    def write_in_background(self) -> None:
        """Write autosaves off the caller's thread from now on, one at a time (the window
        does: a click no longer waits for the disk). `flush` waits for the last one."""
        self.file.write_in_background()

    def write_at_once(self) -> None:
        """Write autosaves on the caller's thread again (a closing tab; `flush` first)."""
        self.file.write_at_once()

    def flush(self, *, wait: bool = True) -> bool:
        """Wait for the autosave being written, if any, and note in `save_problem` how it
        went; with `wait=False`, False while it is still being written."""
        writer = self.writer
        if writer is None:
            return True
        if not wait and writer.busy:
            return False
        written = writer.finish()
        if written is not None and isinstance(written.error, (OSError, TabletopError)):
            self._failed(written.path, written.error)
        elif written is not None and written.error is not None:
            raise written.error  # not the disk: a bug, shown as the window shows bugs
        elif written is not None:
            self.save_problem, self.save_refused = None, False
        return True

    def _failed(self, path: Path, exc: OSError | TabletopError) -> None:
        # Plain words for the player, never an errno tuple.
        self.save_refused = isinstance(exc, TabletopError)
        if isinstance(exc, TabletopError):
            self.save_reason = message_of(exc)
            self.save_problem = say("could not autosave: {error}", error=message_of(exc))
            return
        self.save_reason = (exc.strerror or "the disk refused it").lower()
        self.save_problem = say(
            "could not autosave to {path} ({reason})", path=str(path), reason=self.save_reason
        )

    def _commit(
        self,
        *,
        history: History[Any] | None = None,
        log: Log | None = None,
        printed: Printed | None = None,
        notes: dict[int, str] | None = None,
        log_before: Log | None = None,
    ) -> None:
        """Make a change, once its save is known to open again (whatever the app accepts, it
        opens again: issue 31); otherwise RuleError naming what grew, the session as it was
        and nothing written. Then autosave it and tell the listeners. (`log_before`: the log
        as it was, when the new entries are on `self.log` already.)"""
        log_now = self.log if log_before is None else log_before
        before = (self.history, log_now, self.printed, self.notes)
        self.history = self.history if history is None else history
        self.log = self.log if log is None else log
        self.printed = self.printed if printed is None else printed
        self.notes = self.notes if notes is None else notes
        chunks = None
        if self.autosave:
            # The write before must be done before this one's text is made: the log's
            # block it is writing is appended to in place.
            self.flush()
            try:
                chunks = self.file.text.chunks(self)
            except WouldNotOpen as exc:
                self.history, self.log, self.printed, self.notes = before
                raise RuleError(
                    say("Not done, and nothing was written: {error}.", error=message_of(exc))
                ) from None
        self._changed(chunks)

    def _changed(self, chunks: list[bytes | bytearray] | None = None) -> None:
        # The change has happened; a disk that refuses the autosave must not undo it or
        # crash the caller. The problem is kept for the window to show, and the next
        # change (or Save) tries again.
        if self.autosave and chunks is not None:
            if self.writer is not None:
                self.writer.write(self.autosave_path(), chunks)
            else:
                try:
                    self.save()  # its text is the one just checked, made again from the cache
                except (OSError, TabletopError) as exc:
                    self._failed(self.autosave_path(), exc)
        with using(self.printed):  # a redraw reads the printed data this game is played on
            for listener in list(self._listeners):
                listener(self)
