"""A scripted SPI session for the story tests: the 11-turn game of spi_game_support.py played
through a real `Session`, so the charts read its history and log."""

from __future__ import annotations

from typing import Any

from tabletop.session import Session


class SessionTable:
    """`play_scripted_game`'s table, backed by a session."""

    def __init__(self) -> None:
        self.session = Session.new("spi1980", seed=1805, autosave=False)
        self.rolls = 0

    @property
    def state(self) -> Any:
        return self.session.state

    def do(self, kind: str, **keys: Any) -> None:
        events = self.session.act({"kind": kind, **keys})
        self.rolls += sum(1 for e in events if e.roll is not None)

    def to(self, turn: int, phase: str) -> None:
        while (self.state.turn, self.state.phase) != (turn, phase):
            self.do("next_phase")


def scripted_session() -> Session:
    """The whole scripted SPI game, as a session."""
    from spi_game_support import play_scripted_game

    table = SessionTable()
    play_scripted_game(table)
    return table.session
