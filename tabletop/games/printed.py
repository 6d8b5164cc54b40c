"""Finding a printed table by its qualified name ("spi1980/crt") through the registry."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.data import load_board
from tabletop.core.errors import TableError
from tabletop.core.i18n import joined, say
from tabletop.core.tables import Table


def find_table(qualified: str) -> Table:
    """A table by "game/name"; TableError or UnknownGameError with a readable sentence."""
    from tabletop.games import GAMES, find_game

    game, sep, name = qualified.partition("/")
    if not sep or not name:
        raise TableError(
            say("'{qualified}' should be GAME/TABLE, for example spi1980/crt.", qualified=qualified)
        )
    game = game.strip().lower()
    if game not in GAMES:
        find_game(game)  # raises the registry's sentence naming the games
    # Tables are data: reading one must not depend on the game's rules module importing.
    board = load_board(game)
    if name not in board.tables and not board.tables:
        resolvers = find_game(game).resolvers
        if name in resolvers:
            raise TableError(
                say(
                    "{game} prints no tables: the {title} is a rule "
                    "[{case}], rolled with `tabletop resolve {game}/{name}` "
                    "(its --json gives the odds).",
                    game=game,
                    title=resolvers[name].title.lower(),
                    case=resolvers[name].case,
                    name=name,
                )
            )
    return board.table(name)


def no_tables_text(game_ids: Sequence[str]) -> str:
    """What `tabletop tables` says when none of these games prints a table: each game's
    rolls that are rules rather than tables, as resolvers ("" when none has any)."""
    from tabletop.games import find_game

    lines: list[str] = []
    for game in game_ids:
        resolvers = find_game(game).resolvers
        if not resolvers:
            continue
        lines.append(
            say("{game} prints no tables; its rolls are rules, each a resolver:", game=game)
        )
        for name, resolver in sorted(resolvers.items()):
            lines.append(
                f"  {name:<26} {resolver.title}  [{resolver.case}]  "
                f"(tabletop resolve {game}/{name} --help)"
            )
    return joined(lines, "\n")
