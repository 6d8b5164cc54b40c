"""Equal bids for the first player [5.1]: the French decide; who pays is a named option."""

from __future__ import annotations

from tabletop.games.vaevictis.victory import totals
from tabletop.session import Session


def test_equal_bids_make_nobody_pay_by_default() -> None:
    """On equal bids the French silently lost their bid to the Coalition, a rule the text
    never states ("In the case of an equal bid the French player decides")."""
    session = Session.new("vaevictis", seed=3, autosave=False)
    events = session.act({"kind": "bid_first", "french": 4, "coalition": 4})
    assert session.state.chooser == "French"
    assert totals(session.state) == {"French": 0, "Coalition": 0}
    assert "Nobody pays" in events[0].text and "[5.1]" in events[0].text


def test_the_french_pay_their_equal_bid_only_under_the_named_option() -> None:
    """With the option chosen, the Coalition would not receive the equal bid."""
    session = Session.new("vaevictis", seed=3, autosave=False)
    session.act({"kind": "set_options", "options": ["equal_bid_french_pay"]})
    session.act({"kind": "bid_first", "french": 4, "coalition": 4})
    assert session.state.chooser == "French"
    assert totals(session.state)["Coalition"] == 4
