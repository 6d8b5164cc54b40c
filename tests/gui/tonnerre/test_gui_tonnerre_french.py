"""The Tonnerre panel in French: every page and every question of a resolution drawn from the
catalog (a translation that lost a placeholder would raise here), the engine's sentences shown
in French, the actions still dispatched with the game's own names."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from tonnerre_support import full_entries, playing_panel, tactics_deck, write_owner

from tabletop.core import i18n
from tabletop.core.data import load_board
from tabletop.core.i18n import _

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def french(user_home: Path) -> Iterator[None]:
    """The owner's counts, tracks, four cards and the tactics deck; the app in French."""
    load_board.cache_clear()
    write_owner({**full_entries(), "tactics": {"cards": tactics_deck()}})
    i18n.set_language("fr")
    yield
    i18n.set_language("en")
    load_board.cache_clear()


def test_the_panel_reads_in_french_through_an_attack(app: Any) -> None:
    panel = playing_panel(app, seed=3)
    status = panel.status.cget("text")
    assert _("{side} to act.").format(side=_("Coalition")) in status
    assert status.startswith(_("Turn {turn} · {period} ({hours}) · {waiting}").split("{")[0])
    assert panel.play.standard.reinforce_button.cget("text") == _("Reinforce")
    assert panel.play.commands.acts["bagration"].cget("text") == _("may act")
    session = panel.session
    steps: list[dict[str, Any]] = [
        {"kind": "attack", "command": "bagration", "target": "lannes", "roll": 2},
        {"kind": "reinforce", "source": "davout", "destination": "soult", "units": 1},
        {"kind": "attack", "command": "dokhtourov", "target": "Maxdorf", "roll": 6},
    ]
    for action in steps:
        assert panel.act(action), panel.error.cget("text")
        app.root.update()
        if session.state.waiting is None:
            continue
        assert session.state.waiting.kind == "defense"
        defense = panel.play.answer
        assert defense.question.cget("text") == _("{side}: {waiting}.").format(
            side=_("French"),
            waiting=_("the defender's answer to the attack (Defend or No defense)"),
        )
        assert defense.buttons["no_defense"].cget("text") == _("No defense: the result stands")
        defense.buttons["no_defense"].invoke()
        app.root.update()
    assert session.state.waiting is not None and session.state.waiting.kind == "loss"
    question = panel.play.answer.question.cget("text")
    assert question == _("{side}: choose where 1 loss comes from.").format(side=_("French"))
    panel.play.answer.buttons["davout"].invoke()
    app.root.update()
    assert "GAME OVER" not in panel.status.cget("text")
    for name in ("Tactics", "Printed data", "Play"):
        panel.book.show(name)
        app.root.update()
    hand = panel.tactics.hands["French"]
    assert hand.show_button.cget("text") == _("French player: choose my first card")
    hand.ask()
    hand.confirm()
    app.root.update()
    panel.play.mist.ask()
    panel.play.mist.confirm()
    app.root.update()
    assert panel.play.mist.secret_label.cget("text").startswith(
        _("Mist marker {marker}: {value}").split("{")[0]
    ) or panel.play.mist.secret_label.cget("text").startswith(
        _("Mist marker {marker} (value not entered yet)").split("{")[0]
    )
