"""`tabletop act FILE KIND [--field value ...]`: one action applied to a save, as a panel would.

The same rules, the same log entry and the same atomic autosave as the window (DESIGN.md
principle 7); `act FILE --list` says what may be done now and with which fields. A refused
action prints one line, exits 2 and leaves the file as it was.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tabletop.commands.actroll import ROLL, act_roll, open_rolls
from tabletop.commands.actundo import REDO, UNDO, act_undo
from tabletop.commands.common import (
    Parser,
    UsageError,
    check_recorded,
    emit,
    odds_json,
    side_named,
    written_to,
)
from tabletop.core.corrections import MARK, WORD, reason_last
from tabletop.core.errors import TabletopError
from tabletop.core.i18n import _, percent, tr
from tabletop.games.actions import FieldSpec, action_data, fields_of


def add_act(p: Parser) -> None:
    """The options `act` takes before the action's own fields."""
    p.add_argument("file", metavar="FILE")
    p.add_argument(
        "kind",
        nargs="?",
        metavar="KIND",
        help=_(
            "the action (see --list); bot: the solo bot moves; roll RESOLVER: a roll the "
            "sequence of play opens now; undo, redo: as the window's Undo and Redo"
        ),
    )
    p.add_argument("--list", action="store_true", help=_("list the actions open now"))
    p.add_argument("--side", help=_("the side acting (default: as the panel would log it)"))
    p.add_argument("--roll", help=_("the total of real dice, instead of rolling"))
    p.add_argument(
        "--odds",
        action="store_true",
        help=_("the chance of each result of the action's roll now; nothing is done or written"),
    )
    p.add_argument("-h", "--help", action="store_true", help=_("this help, or the KIND's fields"))


BOT = "bot"
"""`act FILE bot`: the solo bot makes its move (its own KIND, beside the game's)."""

_OWN = ("roll", "side")
"""Action fields given through act's own options: `--roll N` is the typed roll, and `--side`
fills an action's `side` field (a combat result's "attacker" or "defender") when it has one
with no flag of its own; otherwise it names the side acting, which by default is the one the
panel would log."""


def _flag(name: str) -> str:
    return "--" + name.replace("_", "-")


def _own_option(spec: FieldSpec) -> bool:
    """True when the field is given through act's own option of that name."""
    return spec.name in _OWN and not spec.flag


def _describe(spec: FieldSpec) -> str:
    text = tr(spec.label) + (f": {tr(spec.help)}" if spec.help else "")
    if spec.choices:
        # An empty choice is "left out", said in words rather than listed as a blank.
        named = ", ".join(c for c in spec.choices if c)
        text += (
            _(" (one of {choices}, or left out)")
            if "" in spec.choices
            else _(" (one of {choices})")
        ).format(choices=named)
    if spec.low is not None or spec.high is not None:
        text += f" ({spec.low if spec.low is not None else ''}..{spec.high or ''})"
    return text + (_(" (required)") if spec.required else "")


def form_fields(cls: Any, *, required_first: bool = False) -> tuple[FieldSpec, ...]:
    """An action kind's fields as a form asks for them (`required_first`: those required
    first), a correction's reason last and required (core/corrections.py)."""
    specs = fields_of(cls)
    if required_first:
        specs = tuple(sorted(specs, key=lambda s: not s.required))
    return reason_last(cls, specs)


def _field_parser(cls: Any, file: str) -> Parser:
    parser = Parser(
        prog=f"tabletop act {file} {cls.KIND}",
        description=f"{tr(cls.TITLE or cls.KIND)}{f' [{cls.CASE}]' if cls.CASE else ''}. "
        + _(
            "Lists take several values or a comma-separated text; a map takes "
            "name=value;name=value; any value may be JSON."
        ),
        add_help=False,
    )
    for spec in form_fields(cls):
        if _own_option(spec):
            continue  # given with act's own option of that name
        many = spec.kind.endswith("-list")
        parser.add_argument(
            spec.flag or _flag(spec.name),
            dest=spec.name,
            nargs="*" if many else ("?" if spec.kind == "bool" else None),
            const="yes" if spec.kind == "bool" else None,
            help=_describe(spec) if spec.offered else argparse.SUPPRESS,
            metavar=spec.kind.upper(),
        )
    return parser


def _json_like(text: str) -> bool:
    """True when a typed value opens a JSON list or map (an empty one is a plain text)."""
    return text[:1] in ("[", "{")


def _value(text: Any, kind: str = "") -> Any:
    if isinstance(text, list) and kind in ("str-list", "int-list"):
        # `--attackers rotrmd,jurschek` as `--attackers rotrmd jurschek`, as documented
        text = [p.strip() for t in text for p in (t.split(",") if not _json_like(t) else [t])]
        text = [t for t in text if t]
    if isinstance(text, list):
        values = [_value(t) for t in text]
        return values[0] if len(values) == 1 and isinstance(values[0], (list, dict)) else values
    if isinstance(text, str) and _json_like(text):
        try:
            return json.loads(text)
        except ValueError:
            raise UsageError(
                _("'{text}' starts like JSON but is not valid JSON.").format(text=text[:40])
            ) from None
    return text


def cmd_act(args: argparse.Namespace, extra: Sequence[str]) -> int:
    """Apply one action to a save, or list the actions open now: the save is locked from
    its read to its write, so two shells acting on one save take turns (issue 21)."""
    from tabletop.session.savefile import locked

    with locked(Path(args.file)):
        return _act(args, extra)


def _act(args: argparse.Namespace, extra: Sequence[str]) -> int:
    from tabletop.session.saves import read_session

    session = read_session(Path(args.file))
    game = session.game
    if args.list or (args.help and not args.kind):
        args.side = side_named(game, args.side)
        return _list(args, session)
    if not args.kind:
        raise UsageError(_("give the action's KIND, or --list to see what may be done now."))
    if args.kind == BOT and BOT not in game.actions:
        return _bot(args, extra, session)
    if args.kind in (UNDO, REDO) and args.kind not in game.actions:
        return act_undo(args, extra, session)
    if args.kind == ROLL and ROLL not in game.actions:
        args.side = side_named(game, args.side, loose=True)
        return act_roll(args, extra, session)
    if game.hints is not None and args.kind == game.hints.kind and not (extra or args.help):
        args.side = side_named(game, args.side)
        return _hint(args, session)
    cls = game.actions.get(args.kind)
    if cls is None:
        known = ", ".join(game.actions) or _("none")
        raise UsageError(
            _("{game} has no action '{kind}'; the actions are {known}.").format(
                game=game.id, kind=args.kind, known=known
            )
        )
    parser = _field_parser(cls, args.file)
    if args.help:
        parser.print_help()
        return 0
    kinds = {spec.name: spec.kind for spec in fields_of(cls)}
    given = {k: _value(v, kinds[k]) for k, v in vars(parser.parse_args(list(extra))).items()}
    raw: dict[str, Any] = {"kind": cls.KIND, **{k: v for k, v in given.items() if v is not None}}
    if args.roll is not None:
        if "roll" not in {s.name for s in fields_of(cls)}:
            raise UsageError(
                _("'{kind}' rolls no dice, so --roll has no use here.").format(kind=cls.KIND)
            )
        raw["roll"] = args.roll
    own_side = args.side is not None and any(
        s.name == "side" and _own_option(s) for s in fields_of(cls)
    )
    if own_side:
        raw["side"] = args.side  # the action's own field: its choices are read in any case
    else:
        args.side = side_named(game, args.side)
    typed = game.action(raw)
    if args.odds:
        return _odds(args, session, typed)
    odds = _odds_before(session, typed)
    args.file = written_to(session, args.file)
    # The engine decides who acts (`Session.acting_side`); a --side given must be that side.
    count = len(session.log)
    events = session.act(typed, side=args.side if args.side and not own_side else "")
    return _done(args, session, count, action_data(typed), events, odds=odds)


def _odds_before(session: Any, action: Any) -> dict[str, float] | None:
    """The odds the action's roll had before it was thrown (None: it throws no dice, or
    they cannot be worked out, and the action's own refusal will say why)."""
    if not type(action).DICE:
        return None
    try:
        return odds_json(session.odds(action))
    except TabletopError:
        return None


def _odds(args: argparse.Namespace, session: Any, action: Any) -> int:
    """`act FILE KIND ... --odds`: the chance of each result of the action's roll on the
    game now, as a panel shows it beside Roll; the save is not touched."""
    if args.roll is not None:
        raise UsageError(_("--odds shows the chances before a roll; leave out --roll."))
    odds = odds_json(session.odds(action))
    lines = [f"{tr(type(action).TITLE or action.KIND)} ({type(action).DICE})"]
    width = max(len(tr(result)) for result in odds)
    lines += [f"  {tr(result):<{width}}  {percent(chance)}" for result, chance in odds.items()]
    data = {"file": args.file, "action": action_data(action), "dice": type(action).DICE}
    emit(args, {**data, "odds": odds}, "\n".join(lines))
    return 0


def _bot(args: argparse.Namespace, extra: Sequence[str], session: Any) -> int:
    """`act FILE bot`: the solo bot's move, made and logged as the window's bot makes it."""
    from tabletop.session.solo import play_bot

    if extra or args.roll is not None or args.side is not None:
        raise UsageError(_("the bot chooses its own move: `act FILE bot` takes no fields."))
    count = len(session.log)
    args.file = written_to(session, args.file)
    reason, events = play_bot(session)
    entry = session.public_entry(session.log.entries[count])
    action = {"kind": entry.what, **entry.inputs}
    return _done(args, session, count, action, events, reason)


def _hint(args: argparse.Namespace, session: Any) -> int:
    """`act FILE hint`: the hint for the player to move, worked out, logged and shown as the
    window's Hint command does it (`session.hints`); refused in one sentence where the window
    refuses it. With its fields given, a hint is logged as given, like any action, where
    one may be asked (`Session._check_hint`)."""
    from tabletop.session.hints import hint_action

    if args.roll is not None or args.odds:
        raise UsageError(_("a hint throws no dice: `act FILE hint` takes no --roll or --odds."))
    action = hint_action(session)
    count = len(session.log)
    args.file = written_to(session, args.file)
    events = session.act(action, side=args.side or "")
    data = action_data(action)
    said = session.game.hints.words(data)
    hint = {k: v for k, v in data.items() if k != "kind"}
    return _done(args, session, count, data, events, hint=({**hint, "words": str(said)}, said))


def _done(
    args: argparse.Namespace,
    session: Any,
    count: int,
    action: dict[str, Any],
    events: Sequence[Any],
    reason: str = "",
    *,
    odds: dict[str, float] | None = None,
    hint: tuple[dict[str, Any], str] | None = None,
) -> int:
    """The action written (or the sentence saying it could not be), and what it did."""
    side = session.log.entries[count].side
    check_recorded(session, _("action"), args.file, _("the save is as it was"))
    from tabletop.core import plain

    data = {
        "file": args.file,
        "action": action,
        "side": side,
        "events": [e.text for e in events],
        "summary": session.summary(),
        "log_entries": [plain.dump(session.public_entry(e)) for e in session.log.entries[count:]],
        "log_head": session.log.head,
    }
    if reason:
        data["reason"] = reason
    if odds is not None:
        data["odds"] = odds  # what the roll's results stood at before it was thrown
    lines = [f"{tr(side)}: {tr(reason)}"] if reason else []
    if hint is not None:  # the asker's own: the log shows the move hidden where it is
        data["hint"] = hint[0]
        lines.append(f"{tr(side)}: {tr(hint[1])}")
    emit(args, data, "\n".join([*lines, *(tr(e.text) for e in events), tr(session.summary())]))
    return 0


def _list(args: argparse.Namespace, session: Any) -> int:
    from tabletop.session import undoing
    from tabletop.session.solo import listed

    side = args.side or ""
    rows = []
    for legal in listed(session, side):  # none offered to a player on the solo bot's turn
        cls = session.game.actions[legal.kind]
        rows.append(
            {
                "kind": legal.kind,
                "title": cls.TITLE or legal.kind,
                "correction": bool(cls.CORRECTION),
                "case": cls.CASE,
                "open": legal.open,
                "why": legal.why,
                "fields": [
                    {
                        "name": s.name,
                        "flag": s.flag or _flag(s.name),
                        "label": s.label,
                        "type": s.kind,
                        "required": s.required,
                        "low": s.low,
                        "high": s.high,
                        "choices": list(s.choices),
                    }
                    for s in form_fields(cls, required_first=True)
                    if s.offered  # a bot's own fields are no player's to fill
                ],
                # Concrete moves name the cards in the mover's hand: only for a side that says
                # who it is (`--side`), never for anyone at the screen.
                "moves": [dict(m) for m in legal.moves] if side else [],
            }
        )
    lines = [f"{session.game.title}: {tr(session.summary())}"]
    width = max(len(_("open")), len(_("closed")))
    for row in rows:
        flags = " ".join(f["flag"] + ("" if f["required"] else "?") for f in row["fields"])
        mark = (_("open") if row["open"] else _("closed")).ljust(width)
        why = f"  ({tr(row['why'])})" if row["why"] and not row["open"] else ""
        kind = f"{row['kind']} ({MARK} {_(WORD)})" if row["correction"] else row["kind"]
        lines.append(f"{mark} {kind:<22} {flags}{why}")
    rolls = open_rolls(session)
    for roll in rolls:
        who = f"  ({tr(roll['side'])})" if roll["side"] else ""
        lines.append(f"{_('open').ljust(width)} {ROLL} {roll['resolver']:<17} {roll['case']}{who}")
    steps = {}
    for kind, refusal in (
        (UNDO, undoing.undo_refusal(session)),
        (REDO, undoing.redo_refusal(session)),
    ):
        steps[kind] = {"open": not refusal, "why": refusal}
        mark = (_("open") if not refusal else _("closed")).ljust(width)
        lines.append(f"{mark} {kind:<22} {f'  ({refusal})' if refusal else ''}".rstrip())
    data = {
        "file": args.file,
        "summary": session.summary(),
        "actions": rows,
        "rolls": rolls,
        **steps,
    }
    emit(args, data, "\n".join(lines))
    return 0
