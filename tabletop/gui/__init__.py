"""The Tk window: app shell, shared widgets and one panel per game (the only Tk code)."""
