"""What the Graphs tab and `tabletop report` draw for a template state: one chart of both
armies' morale [T1], and the turn."""

from __future__ import annotations

from collections.abc import Mapping

from tabletop.games.template.state import TemplateState


def chart_tracks(state: TemplateState) -> Mapping[str, int]:
    """Each army's morale on the "morale" chart, and the turn."""
    out = {f"morale/{army.side}": army.morale for army in state.armies}
    out["turn"] = state.turn
    return out
