"""Subcommands about what exists and what the printed tables say: games, tables, lookup, odds,
roll."""

from __future__ import annotations

import argparse

from tabletop.commands.common import UsageError, emit, fresh_seed, odds_json


def cmd_games(args: argparse.Namespace) -> int:
    from tabletop.games import GAMES

    rows = [{"id": g.id, "title": g.title, "rulebook": g.rulebook} for g in GAMES.values()]
    emit(args, {"games": rows}, "\n".join(f"{r['id']:<10} {r['title']}" for r in rows))
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
    text = "\n".join(f"{r['id']:<28} {r['title']}  ({r['source']})" for r in rows)
    empty = [g for g in ids if not load_board(g).tables]
    if empty:
        # A game whose rolls are rules (Tonnerre) is named too, with its resolvers.
        from tabletop.games.printed import no_tables_text

        text = "\n".join(part for part in (text, no_tables_text(empty)) if part)
    emit(args, {"tables": rows}, text or f"{', '.join(ids)} prints no tables.")
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
    where = f"row {found.row}" + (f", column {found.column}" if found.column else "")
    if table.rows_are_columns and found.column:
        where = f"row {found.column}"  # printed with a row per header; the roll picks the cell
    if found.turned:
        where += " for the other side (the shifts ran past the first column)"
    rolled = "" if found.roll is None else f"roll {found.roll} (modified {found.modified_roll}), "
    emit(args, found.as_dict(), f"{found.result}    [{rolled}{where}; {found.source}]")
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
    emit(args, data, "\n".join(f"{k:<10} {float(v):6.1%}  ({v})" for k, v in odds.items()))
    return 0


def cmd_roll(args: argparse.Namespace) -> int:
    from tabletop.core.dice import Dice, DiceSpec

    spec = DiceSpec.parse(args.dice)
    if spec.sides != 6:
        raise UsageError(
            f"roll: these games use six-sided dice only (d6, 2d6, nd6); '{args.dice}' is not."
        )
    dice = Dice(args.seed if args.seed is not None else fresh_seed())
    faces = dice.throw(spec)
    emit(
        args,
        {"dice": str(spec), "faces": list(faces), "total": sum(faces)},
        f"{sum(faces)}  ({' + '.join(map(str, faces))})",
    )
    return 0
