"""`tabletop simulate cardgame`: bot against bot."""

from __future__ import annotations

import argparse

from tabletop.commands.common import UsageError, emit


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.games import find_game

    game = find_game(args.game)
    if game.id != "cardgame":
        raise UsageError(f"only the card game can be simulated, not {game.id}.")
    from tabletop.games.cardgame import simulate
    from tabletop.games.cardgame.state import Options

    rules = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            raise UsageError(f"--option takes KEY=VALUE, like victory=either, not '{item}'.")
        rules[key.strip()] = value.strip()
    options = Options.from_mapping(rules)
    bots = tuple(b.strip() for b in args.bots.split(","))
    if len(bots) != 2:
        raise UsageError("--bots takes two bot names, like random,strong.")
    if args.games < 1:
        raise UsageError("--games must be at least 1.")
    result = simulate(args.games, (bots[0], bots[1]), args.seed, options)
    text = (
        f"{result['games']} games in {result['seconds']:.2f} s: wins {result['wins']}, "
        f"draws {result['draws']}, mean turns {result['mean_turns']:.1f}"
    )
    emit(args, result, text)
    return 0
