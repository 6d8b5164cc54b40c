"""The Vae Victis panel fits its room and reads in both themes: option texts wrap beside their
boxes, the Victory columns stack when the page is narrow, the loss boxes read on dark paper."""

from __future__ import annotations

from typing import Any

import pytest
from vaevictis_support import with_army

from tabletop.gui.panels.vaevictis.records import LossRecord
from tabletop.gui.widgets import style
from tabletop.gui.widgets.wrap import CheckRow

pytestmark = pytest.mark.gui


def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(int(colour[i : i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    """The WCAG contrast ratio of two "#rrggbb" colours."""
    high, low = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def check_rows(page: Any) -> list[CheckRow]:
    """The check boxes with wrapping texts on a page, top to bottom."""
    return [
        c for box in page.winfo_children() for c in box.winfo_children() if isinstance(c, CheckRow)
    ]


def army_tab(app: Any, tk_root: Any) -> Any:
    tab = app.new_session("vaevictis", seed=7)
    session = with_army(tab.session)
    session.act({"kind": "roll_first", "french": 5, "coalition": 2})
    session.act({"kind": "choose_first", "first": "French"})
    session.act({"kind": "lose", "reason": "on the map", "unit": "17e"})
    tab.panel.refresh()
    tk_root.update()
    return tab


def test_a_click_on_an_option_text_ticks_its_box(app: Any, tk_root: Any) -> None:
    """Had the wrapped text stopped answering clicks, a player clicking "Frozen lake ..." would
    see nothing ticked, as no other check box in the window behaves."""
    tab = app.new_session("vaevictis", seed=7)
    options = tab.panel.options
    tk_root.update()
    (row,) = [r for r in check_rows(options) if str(r.label.cget("text")).startswith("Frozen")]
    row.label.event_generate("<Button-1>")
    assert options.options["ice_every_hex"].get()
    assert options.apply_options()
    assert tab.session.state.has("ice_every_hex")


def test_option_texts_wrap_in_the_page_s_width(app: Any, tk_root: Any) -> None:
    """An option text wider than the page was cut mid-sentence ("... (Return to Austerlitz, 1")."""
    tk_root.geometry("1000x700")
    tab = app.new_session("vaevictis", seed=7)
    options = tab.panel.options
    tab.panel.book.show(options)
    tk_root.update()
    labels = [row.label for row in check_rows(options)]
    assert len(labels) == 1 + len(options.options)
    for label in labels:
        assert label.winfo_reqwidth() <= label.winfo_width() + 1, label.cget("text")
    assert any(label.winfo_reqheight() > 1.5 * labels[-1].winfo_reqheight() for label in labels)


def test_victory_columns_stack_when_narrow_and_stand_side_by_side_when_wide(
    app: Any, tk_root: Any
) -> None:
    """At 1280x720 the Coalition's column ran past the page's right edge, its spin boxes out
    of reach; on a wide screen one above the other would waste the width."""
    tk_root.geometry("1000x700")
    tab = app.new_session("vaevictis", seed=7)
    victory = tab.panel.victory
    tab.panel.book.show(victory)
    tk_root.update()
    french, coalition = victory.columns
    assert coalition.winfo_y() >= french.winfo_y() + french.winfo_height()
    assert coalition.winfo_x() + coalition.winfo_width() <= coalition.master.winfo_width()
    tk_root.geometry("1900x1000")
    tk_root.update()
    assert coalition.winfo_y() == french.winfo_y()
    assert coalition.winfo_x() >= french.winfo_x() + french.winfo_width()
    assert coalition.winfo_x() + coalition.winfo_width() <= coalition.master.winfo_width()


def _boxes(record: LossRecord) -> list[tuple[str, str]]:
    """(fill of the box, ink of its morale) for each box of a record."""
    items = record.find_all()
    fills = [record.itemcget(i, "fill") for i in items if record.type(i) == "rectangle"]
    inks = [record.itemcget(i, "fill") for i in items if record.type(i) == "text"]
    return list(zip(fills, inks, strict=True))


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_loss_boxes_read_on_the_theme_s_paper(app: Any, tk_root: Any, dark: bool) -> None:
    """On dark paper the boxes stayed white with the dark theme's light ink in them: the
    morale printed in each box could not be read."""
    tab = army_tab(app, tk_root)
    try:
        style.use_palette(dark)
        tab.panel.refresh()
        _name, record, _morale, _marks = tab.panel.units.table.rows["17e"]
        (crossed, *open_boxes) = _boxes(record)
        assert record.cget("background") == style.PAPER
        for fill, ink in open_boxes:
            assert contrast(fill, ink) >= 7
        fill, ink = crossed
        assert fill != open_boxes[0][0]  # a crossed box is told from an open one
        assert contrast(fill, ink) >= 4.3
    finally:
        style.use_palette(False)


def test_a_two_digit_morale_fits_its_box_at_a_large_text_size(app: Any, tk_root: Any) -> None:
    """A box of fixed size let a "10" in a larger text spill over the box's edges."""
    from tkinter import font

    tab = army_tab(app, tk_root)
    named = font.nametofont("TkDefaultFont", root=tk_root)
    size = named.actual("size")
    try:
        named.configure(size=abs(int(size)) + 6)
        style.forget_fonts()
        tab.panel.refresh()
        _name, record, _morale, _marks = tab.panel.units.table.rows["cuir"]
        texts = [i for i in record.find_all() if record.type(i) == "text"]
        boxes = [i for i in record.find_all() if record.type(i) == "rectangle"]
        for text, box in zip(texts, boxes, strict=True):
            left, top, right, bottom = record.bbox(text)
            x0, y0, x1, y1 = record.coords(box)
            assert x0 <= left + 1 and right - 1 <= x1 and y0 <= top + 1 and bottom - 1 <= y1
    finally:
        named.configure(size=size)
        style.forget_fonts()
