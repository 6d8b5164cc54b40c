"""`tabletop simulate cardgame`: bot against bot, as a short table or JSON."""

from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import TYPE_CHECKING, Any

from tabletop.commands.common import UsageError, emit
from tabletop.core.i18n import _, number, percent

if TYPE_CHECKING:
    from tqdm import tqdm

MAX_GAMES = 100_000
"""More games than this is a typo or a run of hours: random bots play about 500 a second,
the strong bot a few."""


def add_simulate(p: argparse.ArgumentParser) -> None:
    """The simulate subcommand's arguments."""
    p.add_argument("game")
    p.add_argument(
        "--games",
        type=int,
        default=100,
        help=_("games to play (1 to {most})").format(most=MAX_GAMES),
    )
    p.add_argument(
        "--bots",
        default=None,
        metavar="A,B",
        help=_("two bot levels that swap sides game by game (default random,random)"),
    )
    p.add_argument("--napoleon", metavar="BOT", help=_("the bot playing Napoleon in every game"))
    p.add_argument(
        "--coalition", metavar="BOT", help=_("the bot playing the Coalition in every game")
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("a rule option (docs/cardgame-rules.md), e.g. victory=either; repeatable"),
    )


def cmd_simulate(args: argparse.Namespace) -> int:
    from tabletop.games import find_game

    game = find_game(args.game)
    if game.id != "cardgame":
        raise UsageError(_("only the card game can be simulated, not {game}.").format(game=game.id))
    from tabletop.games.cardgame import simulate
    from tabletop.games.cardgame.state import Options

    rules = {}
    for item in args.option:
        key, sep, value = item.partition("=")
        if not sep:
            raise UsageError(
                _("--option takes KEY=VALUE, like victory=either, not '{item}'.").format(item=item)
            )
        rules[key.strip()] = value.strip()
    options = Options.from_mapping(rules)
    fixed = args.napoleon is not None or args.coalition is not None
    if fixed:
        if args.bots is not None:
            raise UsageError(
                _("give either --bots A,B (sides alternate) or --napoleon and --coalition.")
            )
        if args.napoleon is None or args.coalition is None:
            raise UsageError(_("--napoleon and --coalition go together: name a bot for each side."))
        bots: tuple[str, ...] = (args.napoleon.strip(), args.coalition.strip())
    else:
        bots = tuple(b.strip() for b in (args.bots or "random,random").split(","))
        if len(bots) != 2:
            raise UsageError(_("--bots takes two bot names, like random,strong."))
    if args.games < 1:
        raise UsageError(_("--games must be at least 1."))
    if args.games > MAX_GAMES:
        raise UsageError(
            _(
                "--games is at most {most} (random bots play about 500 games a second, "
                "the strong bot a few); run several seeds for more."
            ).format(most=number(MAX_GAMES, 0, grouped=True))
        )
    # A bar on a terminal only: nothing on stderr under --json or into a file or a pipe.
    bar = None if args.json or not sys.stderr.isatty() else _bar(args.games)
    try:
        result = simulate(
            args.games,
            (bots[0], bots[1]),
            args.seed,
            options,
            fixed=fixed,
            progress=None if bar is None else partial(_advance, bar),
        )
    finally:
        if bar is not None:
            bar.close()
    emit(args, result, table(result, args.seed))
    return 0


def _advance(bar: tqdm[Any], done: int, total: int) -> None:
    bar.update(done - bar.n)


def _bar(games: int) -> tqdm[Any]:
    """The progress bar of a run on a terminal: games played, rate and time left; gone from
    the screen once the run is done."""
    from tqdm import tqdm

    return tqdm(total=games, unit=_("game"), desc=_("Playing"), leave=False, file=sys.stderr)


def table(result: dict[str, Any], seed: int) -> str:
    """The run as a short table a person reads: wins per bot and per side, draws, speed."""
    games = result["games"]

    def pct(n: int) -> str:
        return f"{percent(n / games):>6}"

    rows: list[tuple[str, int]] = []
    if result["sides"] == "fixed":
        for side, title in (("napoleon", _("Napoleon")), ("coalition", _("Coalition"))):
            rows.append((f"{title} ({result[side]})", result["wins_by_side"][side]))
    else:
        rows.extend(
            (_("{bot} (sides alternate)").format(bot=name), won)
            for name, won in result["wins"].items()
        )
        rows.append((_("Napoleon, either bot"), result["wins_by_side"]["napoleon"]))
        rows.append((_("Coalition, either bot"), result["wins_by_side"]["coalition"]))
    rows.append((_("Drawn"), result["draws"]))
    width = max(len(label) for label, _n in rows)
    lines = [f"{'':{width}}  {_('games'):>6}  {_('share'):>6}"]
    lines += [f"{label:{width}}  {n:6d}  {pct(n)}" for label, n in rows]
    if result["sides"] == "fixed":
        scores = result["score_by_side"]
        lines.append(
            _("Score (win 1, draw 1/2): Napoleon {napoleon}, Coalition {coalition}").format(
                napoleon=number(scores["napoleon"], 3), coalition=number(scores["coalition"], 3)
            )
        )
    seconds = result["seconds"]
    speed = (
        _("{rate} games/s").format(rate=number(games / seconds, 0)) if seconds > 0 else _("instant")
    )
    lines.append(
        _(
            "{games} games from seed {seed} in {seconds} s ({speed}); mean {turns} player-turns"
        ).format(
            games=games,
            seed=seed,
            seconds=number(seconds, 2),
            speed=speed,
            turns=number(result["mean_turns"], 1),
        )
    )
    return "\n".join(lines)
