"""The SPI panel in French on a real X server: every page draws with the catalog's words
(a translation that lost a placeholder would raise here), the pending combat's result and
the roster's columns read in French, and the log's sentences shown under the form too."""

from __future__ import annotations

import pytest
from spi_saves_support import build_pending

from tabletop.core import i18n
from tabletop.games.spi1980.data import game_data

pytestmark = pytest.mark.gui

_ = i18n._


def test_the_spi_panel_draws_in_french(app, tk_root):
    i18n.set_language("fr")
    session = build_pending()
    tab = app.add_session(session)
    tk_root.update()
    panel = tab.panel
    for page in (panel.combat, panel.rally, panel.roster, panel.victory, panel.reserve):
        panel.show_page(page)
        tk_root.update()
        page.refresh()
    assert panel.turn.next_button.cget("text") == _("Next phase ▶") != "Next phase ▶"
    phase = game_data().phase(session.state.phase)
    assert panel.turn.phase_name() == _("Turn {turn}: {phase}").format(turn=1, phase=_(phase.name))
    assert panel.turn.fog_text() == _("FOG [13.0]: no bombardment, no cavalry charge, +2 to rally")
    losses = panel.combat.losses
    assert losses.showing()
    assert str(losses.frame.cget("text")) == _("Combat result to apply [6.0]")
    pending = session.state.pending_combat
    assert pending is not None
    assert str(losses.result_label.cget("text")) == _("{result}   on the {column} column").format(
        result=pending.result, column=pending.column
    )
    assert str(panel.roster.tree.heading("status", "text")) == _("Status") != "Status"
    assert str(panel.roster.tree.item("French", "text")) == _("{side} army").format(
        side=_("French")
    )
    level = panel.victory.level_text()
    assert level.startswith(_("If it ended now: {who} (by {n} VPs)").split("{")[0])

    session.act({"kind": "apply_combat_result", "side": "defender", "losses": {"becker": 2}})
    events = session.act(
        {"kind": "apply_combat_result", "side": "attacker", "losses": {"rotrmd": 1}}
    )
    panel.combat.show_events(events)
    tk_root.update()
    shown = str(panel.combat.last_label.cget("text"))
    assert shown == "\n".join(i18n.tr(e.text) for e in events)
    assert shown != "\n".join(str(e.text) for e in events)
    i18n.set_language("en")
    panel.combat.show_events(events)
    assert str(panel.combat.last_label.cget("text")) == "\n".join(e.text for e in events)


def test_the_rally_terrain_reads_in_french_and_the_rules_get_their_word():
    """The rally's terrain drop-down shows the reader's words; the action it builds carries
    the engine's ("town"), whatever the language shown."""
    from tabletop.games.spi1980.rally import TERRAINS
    from tabletop.gui.panels.spi1980.rally import terrain_of, terrain_shown

    i18n.set_language("fr")
    shown = [terrain_shown(t) for t in TERRAINS]
    assert shown == ["aucun", "village", "bois", "fortifié"]
    assert [terrain_of(s) for s in shown] == list(TERRAINS)
    i18n.set_language("en")
    assert [terrain_shown(t) for t in TERRAINS] == list(TERRAINS)
