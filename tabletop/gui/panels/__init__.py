"""One panel per game, each named by its game's registry listing (tabletop.games.GAMES)."""
