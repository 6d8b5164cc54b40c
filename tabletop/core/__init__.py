"""The engine shared by every game: dice, tables, tracks, decks, log, history, saves. No Tk."""
