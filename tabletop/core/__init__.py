"""The engine shared by every game: dice, tables, tracks, log, history, saves. No Tk."""
