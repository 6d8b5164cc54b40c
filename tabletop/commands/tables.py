"""Subcommands about what exists and what the printed tables say: games, tables, lookup, odds,
roll."""

from __future__ import annotations

import argparse

from tabletop.commands.common import UsageError, emit, fresh_seed, odds_json
from tabletop.core.i18n import _, percent, tr


def cmd_games(args: argparse.Namespace) -> int:
    from tabletop.games import GAMES

    rows = [{"id": g.id, "title": g.title, "rulebook": g.rulebook} for g in GAMES.values()]
    emit(args, {"games": rows}, "\n".join(f"{r['id']:<10} {tr(r['title'])}" for r in rows))
    return 0


def cmd_tables(args: argparse.Namespace) -> int:
    from tabletop.core.data import load_board
    from tabletop.games import GAMES, find_game

    if args.game and args.game.strip().lower() not in GAMES:
        find_game(args.game)  # the registry's own sentence naming the games
    ids = [args.game.strip().lower()] if args.game else list(GAMES)
    rows = []
    for game_id in ids:
        # Tables are data: list them without importing a game's rules module.
        for table in load_board(game_id).tables.values():
            rows.append(
                {
                    "id": table.id,
                    "title": table.title,
                    "source": table.source,
                    "dice": str(table.dice) if table.dice else None,
                    "columns": list(table.columns),
                    "rows": [r.label for r in table.rows],
                    "unknown": table.unknown,
                }
            )
    text = "\n".join(f"{r['id']:<28} {tr(r['title'])}  ({r['source']})" for r in rows)
    empty = [g for g in ids if not load_board(g).tables]
    if empty:
        # A game whose rolls are rules (Tonnerre) is named too, with its resolvers.
        from tabletop.games.printed import no_tables_text

        text = "\n".join(part for part in (text, no_tables_text(empty)) if part)
    emit(
        args,
        {"tables": rows},
        text or _("{games} prints no tables.").format(games=", ".join(ids)),
    )
    return 0


def cmd_lookup(args: argparse.Namespace) -> int:
    from tabletop.core.dice import Dice
    from tabletop.games.printed import find_table

    table = find_table(args.table)
    roll = args.roll
    if table.dice is not None and roll is None:
        roll = Dice(args.seed if args.seed is not None else fresh_seed()).roll(table.dice)
    found = table.lookup(
        row=args.row, column=args.column, roll=roll, modifier=args.modifier, shift=args.shift
    )
    where = _("row {row}").format(row=found.row) + (
        _(", column {column}").format(column=found.column) if found.column else ""
    )
    if table.rows_are_columns and found.column:
        # printed with a row per header; the roll picks the cell
        where = _("row {row}").format(row=found.column)
    if found.turned:
        where += _(" for the other side (the shifts ran past the first column)")
    rolled = (
        ""
        if found.roll is None
        else _("roll {roll} (modified {modified}), ").format(
            roll=found.roll, modified=found.modified_roll
        )
    )
    emit(args, found.as_dict(), f"{tr(found.result)}    [{rolled}{where}; {found.source}]")
    return 0


def cmd_odds(args: argparse.Namespace) -> int:
    from tabletop.games.printed import find_table

    table = find_table(args.table)
    odds = table.odds(row=args.row, column=args.column, modifier=args.modifier, shift=args.shift)
    data = {
        "table": table.id,
        "outcomes": odds_json(odds),
        "exact": {k: str(v) for k, v in odds.items()},
    }
    emit(
        args,
        data,
        "\n".join(f"{tr(k):<10} {percent(float(v)):>6}  ({v})" for k, v in odds.items()),
    )
    return 0


def cmd_roll(args: argparse.Namespace) -> int:
    from tabletop.core.dice import Dice, DiceSpec

    spec = DiceSpec.parse(args.dice)
    if spec.sides != 6:
        raise UsageError(
            _("roll: these games use six-sided dice only (d6, 2d6, nd6); '{dice}' is not.").format(
                dice=args.dice
            )
        )
    dice = Dice(args.seed if args.seed is not None else fresh_seed())
    faces = dice.throw(spec)
    emit(
        args,
        {"dice": str(spec), "faces": list(faces), "total": sum(faces)},
        f"{sum(faces)}  ({' + '.join(map(str, faces))})",
    )
    return 0
