"""Hidden cards in the card game's window: nothing on screen names a card in the hand of the
player away from the screen, nor the card a Reserve searched into a hand; the referee's log
on disk and its exports still hold every field."""

from __future__ import annotations

import csv
import tkinter
from pathlib import Path
from tkinter import ttk

import pytest

from tabletop.core.log import verify
from tabletop.games.cardgame import CardType, Side, card, deck_cards, legal_actions
from tabletop.gui.widgets.logview import LogView
from tabletop.session.saves import read_session
from tabletop.session.session import Session
from tabletop.session.solo import play_bot

pytestmark = pytest.mark.gui

SEED = 12
"""Napoleon's opening hand holds the Reserve card (checked in the test)."""


def with_a_reserve_to_play(options: dict[str, str]) -> tuple[Session, list[dict]]:
    """The first seeded game whose first player can open with a Reserve search."""
    for seed in range(200):
        session = Session.new("cardgame", seed=seed, options=options, autosave=False)
        reserves = [
            a
            for a in legal_actions(session.state)
            if "target" in a and card(a["card"]).type is CardType.RESERVE
        ]
        if reserves:
            return session, reserves
    raise AssertionError("no seed in 200 deals a Reserve card to the first player")


def with_the_bots_reserve_search(options: dict[str, str]) -> tuple[Session, str]:
    """The first seeded solo game whose bot opens with a Reserve search, made by the bot
    (a player may not move for it); the card it took."""
    for seed in range(400):
        session = Session.new("cardgame", seed=seed, options=options, autosave=False)
        move = session.game.bot_move(session.state, session.options, session.dice)
        if move and "target" in move[0] and card(move[0]["card"]).type is CardType.RESERVE:
            play_bot(session)
            return session, str(move[0]["target"])
    raise AssertionError("no seed in 400 has the bot open with a Reserve search")


def pump(root, times: int = 3) -> None:
    for _ in range(times):
        root.update()


def widget_texts(widget: tkinter.Misc) -> list[str]:
    """Every piece of text the widget and all its children hold, shown or not: label and
    button texts, text variables, Treeview rows and headings, Text and Entry contents,
    Combobox values, Canvas text items, Notebook tab titles and menu entries."""
    out: list[str] = []
    stack = [widget]
    while stack:
        w = stack.pop()
        stack.extend(w.winfo_children())
        for option in ("text", "label", "title"):
            try:
                out.append(str(w.cget(option)))
            except tkinter.TclError:
                pass
        try:
            var = str(w.cget("textvariable"))
            if var:
                out.append(str(w.getvar(var)))
        except tkinter.TclError:
            pass
        if isinstance(w, ttk.Treeview):
            items = list(w.get_children())
            while items:
                iid = items.pop()
                items.extend(w.get_children(iid))
                out.append(str(w.item(iid, "text")))
                out += [str(v) for v in w.item(iid, "values")]
        if isinstance(w, tkinter.Text):
            out.append(w.get("1.0", "end"))
        if isinstance(w, tkinter.Entry | ttk.Entry):
            out.append(w.get())
        if isinstance(w, ttk.Combobox):
            out += [str(v) for v in w.cget("values")]
        if isinstance(w, tkinter.Canvas):
            out += [w.itemcget(i, "text") for i in w.find_all() if w.type(i) == "text"]
        if isinstance(w, ttk.Notebook):
            out += [str(w.tab(t, "text")) for t in w.tabs()]
        if isinstance(w, tkinter.Menu) and w.index("end") is not None:
            for i in range(int(w.index("end")) + 1):
                try:
                    out.append(str(w.entrycget(i, "label")))
                except tkinter.TclError:
                    pass  # a separator
    if isinstance(widget, tkinter.Tk | tkinter.Toplevel):
        out.append(widget.title())
    return out


def named(texts: list[str], card_id: str) -> list[str]:
    """The texts naming a card by its name or its id, not counting a longer card's name or
    id that merely contains it ("Imperial Guard" in "French Imperial Guard")."""
    c = card(card_id)
    hits = []
    for text in texts:
        for word in (c.name, c.id):
            rest = text
            for other in deck_cards():
                for longer in (other.name, other.id):
                    if longer != word and word in longer:
                        rest = rest.replace(longer, "")
            if word in rest:
                hits.append(text)
    return hits


def select_all_rows(view: LogView) -> None:
    view.tree.selection_set(view.tree.get_children())
    view.update()


def test_two_players_after_a_reserve_search_and_the_hand_over_nothing_names_the_hidden_hand(
    app, tk_root
):
    """After Napoleon searches a card with Reserve and passes the screen, nothing anywhere in
    the window (log rows, its detail line, event lines, status bar, summary, hand-over,
    counts) names a card in Napoleon's hand or the card searched; else the Coalition player
    reads the hidden hand. The log on disk keeps the target for the referee."""
    tab = app.new_session("cardgame", seed=SEED, options={"players": "two"})
    panel, session = tab.panel, tab.session
    pump(tk_root)
    assert "reserve" in session.state.napoleon_hand
    panel.handover.button.invoke()
    pump(tk_root)

    panel.hand.play("reserve")
    pump(tk_root)
    takes = panel.actions.labels()
    assert takes and all(t.startswith("take ") for t in takes)
    panel.actions.chooser_buttons[0].invoke()
    pump(tk_root)
    target = str(session.log.entries[-1].inputs["target"])
    assert card(target).type in (CardType.LEADER, CardType.UNIT)
    assert target in session.state.napoleon_hand
    secret = set(session.state.napoleon_hand)

    panel.actions.buttons["End orders"].invoke()
    panel.actions.buttons["End turn"].invoke()
    pump(tk_root)
    state = session.state
    assert state.to_move is Side.COALITION and panel.handover.winfo_ismapped()
    assert set(state.napoleon_hand) == secret

    select_all_rows(tab.log_view)
    for when in ("at the hand-over", "with the Coalition's hand shown"):
        texts = widget_texts(tk_root)
        assert any("(hidden)" in t for t in texts)  # the Reserve row, on screen
        for card_id in secret:
            assert named(texts, card_id) == [], f"{card_id} is named {when}"
        seed_shown = (f"seed={session.seed}", f"{session.seed % (1 << 32):08x}")
        assert not [t for t in texts for s in seed_shown if s in t], "the seed deals every hand"
        panel.handover.button.invoke()
        pump(tk_root)
        select_all_rows(tab.log_view)

    # The referee's log keeps every field: in memory, in the autosave, in the exports.
    entry = next(e for e in session.log.entries if e.inputs.get("card") == "reserve")
    assert entry.inputs["target"] == target
    assert verify(session.log.entries) is None
    saved = read_session(session.autosave_path(), autosave=False).log.entries
    assert any(e.inputs.get("target") == target for e in saved)


def test_solo_the_bots_reserve_search_is_hidden_but_the_export_keeps_it(tk_root, tmp_path):
    """Against the bot, the log view must not show which card the bot's Reserve took, nor
    the seed; the referee's CSV export keeps both (its hashes match only the full fields)."""
    options = {"players": "solo", "human": "napoleon", "first_player": "coalition"}
    session, target = with_the_bots_reserve_search({**options, "bot": "random"})
    view = LogView(tk_root, session)
    view.pack()
    select_all_rows(view)
    texts = widget_texts(view)
    assert named(texts, target) == []
    assert not [t for t in texts if f"seed={session.seed}" in t]
    assert "Target card: (hidden)" in view.rows()[-1][6]
    assert "Dice seed: (hidden)" in view.rows()[0][6]

    out = view.export_csv(tmp_path / "log.csv")
    with Path(out).open(encoding="utf-8") as written:
        rows = list(csv.DictReader(written))
    assert f"target={target}" in rows[-1]["inputs"]
    assert f"seed={session.seed}" in rows[0]["inputs"]


def test_solo_the_humans_own_reserve_search_stays_readable(tk_root):
    """The player at the screen may read what its own Reserve took; only the bot's side and
    the seed are hidden."""
    session, reserves = with_a_reserve_to_play({"players": "solo"})
    session.act(reserves[0], side="Napoleon")
    view = LogView(tk_root, session)
    view.pack()
    from tabletop.games.cardgame.actions import card_name

    assert f"Target card: {card_name(reserves[0]['target'])}" in view.rows()[-1][6]


def test_the_reserve_chooser_lists_the_deck_by_name_not_in_deck_order(app, tk_root):
    """Issue 8 item 12: listed in deck order, the Reserve chooser told the player in which
    order their Leaders and Units will be drawn. The choices must read alphabetically."""
    session, reserves = with_a_reserve_to_play({"players": "solo", "human": "napoleon"})
    tab = app.new_session("cardgame", seed=session.seed, options={"players": "solo"})
    pump(tk_root)
    reserve = reserves[0]["card"]
    tab.panel.play_card(reserve)
    pump(tk_root)
    labels = tab.panel.actions.labels()
    taken = [label.removeprefix("take ") for label in labels if label.startswith("take ")]
    in_deck = [
        card(c).name
        for c in tab.session.state.deck
        if card(c).id in {a["target"] for a in reserves}
    ]
    assert sorted(taken) == taken == sorted(in_deck)
    assert len(taken) == len(in_deck) > 1
