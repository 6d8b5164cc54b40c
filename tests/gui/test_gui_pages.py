"""A panel's pages are made when a player first opens them: the session opens with the page
in front drawn, every other tab still opens with a click, and a page opened late shows the
session as it stands now, not as it stood when the tab was opened."""

from __future__ import annotations

from typing import Any

import pytest
from spi_gui_support import fight, new_tab, next_phase, plot_reserve, roster_values

pytestmark = pytest.mark.gui


def click_tab(book: Any, title: str) -> None:
    """Click the notebook tab captioned `title` with the mouse, as a player does."""
    book.update_idletasks()
    wanted = [book.tab(tab, "text") for tab in book.tabs()].index(title)
    for x in range(2, book.winfo_width(), 3):
        found = book.tk.call(str(book), "identify", "tab", x, 8)
        if found != "" and int(found) == wanted:
            book.event_generate("<ButtonPress-1>", x=x, y=8)
            book.event_generate("<ButtonRelease-1>", x=x, y=8)
            book.update()
            return
    raise AssertionError(f"no tab {title!r} on screen")


@pytest.mark.parametrize("game", ["spi1980", "vaevictis", "tonnerre", "pratzen"])
def test_every_tab_opens_its_page_with_a_click(app, tk_root, game):
    """Only the page in front is made when the session opens; clicking each other tab brings
    up its page, drawn and in front."""
    tab = app.new_session(game, seed=3)
    tk_root.update()
    book = tab.panel.book
    titles = [book.tab(t, "text") for t in book.tabs()]
    assert book.made_titles() == [book.shown()]
    for title in titles:
        click_tab(book, title)
        assert book.shown() == title
        page = book.get(title)
        assert page.winfo_ismapped(), title
        assert page.winfo_children(), f"the {title} page is empty"
    assert sorted(book.made_titles()) == sorted(titles)


def test_a_page_opened_late_shows_the_losses_taken_before(app, tk_root):
    """A combat fought on the Combat page while the Roster was never opened: clicking the
    Roster tab shows Becker at 3 of 5 CSP and disrupted, Rotrmd at 14 of 15."""
    tab = new_tab(app, tk_root)
    panel = tab.panel
    plot_reserve(panel, tk_root)
    next_phase(panel, tk_root, 2)
    fight(panel, tk_root, ["rotrmd"], ["becker"], 1)
    losses = panel.combat.losses
    for unit, lost in (("becker", 2), ("rotrmd", 1)):  # the defender's loss, then the attacker's
        losses.set_loss(unit, lost)
        losses.apply_button.invoke()
        tk_root.update()
    assert "Roster" not in panel.book.made_titles()

    click_tab(panel.book, "Roster")
    becker = roster_values(panel, "becker")
    assert (becker["csp"], becker["disrupted"]) == ("3 of 5", "DISRUPTED")
    assert roster_values(panel, "rotrmd")["csp"] == "14 of 15"


def test_a_pratzen_page_opened_late_shows_the_units_as_they_stand(app, tk_root):
    """Hits recorded and a unit eliminated while the Units & losses page was never opened:
    opening it lists F1 B eliminated and F1 C disordered."""
    from pratzen_support import set_up

    tab = app.add_session(set_up())
    tk_root.update()
    panel = tab.panel
    panel.session.act({"kind": "eliminate", "name": "F1 B"})
    panel.session.act(
        {
            "kind": "status",
            "unit": "F1 C",
            "status": "disordered",
            "reason": "a combat result on the board",
        }
    )
    tk_root.update()
    assert "Units" not in panel.book.made_titles()

    click_tab(panel.book, "Units")
    assert panel.units.status_of("F1 B") == "eliminated"
    assert panel.units.status_of("F1 C") == "disordered"
    assert panel.units.status_of("F1 A") == "steady"
