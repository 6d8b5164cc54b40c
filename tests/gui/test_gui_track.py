"""The track widget: a player reads the marker, the numbers and the marked boxes right."""

from __future__ import annotations

import pytest

from tabletop.core.tracks import Track, Trigger
from tabletop.gui.widgets.track import TrackView

pytestmark = pytest.mark.gui

MORALE = Track(
    "Allied army morale",
    0,
    80,
    64,
    (Trigger(50, "Army demoralized", "14.2"), Trigger(30, "Army routs", "14.3")),
)


def test_title_and_marker_show_where_the_track_stands(tk_root):
    view = TrackView(tk_root, MORALE)
    view.pack()
    view.update()
    assert view.title_text() == "Allied army morale: 64"
    assert view.marker_value() == 64


def test_every_box_is_numbered_and_a_long_track_wraps_to_fit(tk_root):
    view = TrackView(tk_root, MORALE)
    view.pack()
    view.update()
    numbers = [view.canvas.itemcget(i, "text") for i in view.canvas.find_withtag("number")]
    assert numbers == [str(v) for v in range(0, 81)]
    assert view.per_row() == 20
    assert int(view.canvas.cget("width")) <= 700
    assert view.canvas.winfo_reqheight() > 4 * view.box_width  # five rows


def test_short_track_stays_on_one_row(tk_root):
    view = TrackView(tk_root, Track("Game turn", 1, 12, 3))
    view.pack()
    view.update()
    assert view.per_row() == 12
    assert view.caption() == ""


def test_trigger_boxes_are_marked_and_named(tk_root):
    view = TrackView(tk_root, MORALE)
    view.pack()
    view.update()
    outlined = {
        view.canvas.itemcget(i, "text")
        for i in view.canvas.find_withtag("trigger")
        if view.canvas.type(i) == "text"
    }
    assert outlined == {"50", "30"}
    assert "50 Army demoralized" in view.caption()
    assert "30 Army routs" in view.caption()
    assert "In force" not in view.caption()


def test_moving_the_marker_redraws_and_names_triggers_in_force(tk_root):
    view = TrackView(tk_root, MORALE)
    view.pack()
    moved, fired = MORALE.set(45)
    assert [t.label for t in fired] == ["Army demoralized"]
    view.show(moved)
    view.update()
    assert view.marker_value() == 45
    assert view.title_text() == "Allied army morale: 45"
    assert "In force now: Army demoralized" in view.caption()
    assert len(view.canvas.find_withtag("marker")) == 2  # one box, one number


def test_hovering_a_trigger_box_shows_its_label(tk_root):
    view = TrackView(tk_root, MORALE)
    view.pack()
    view.update()
    (box,) = [i for i in view.canvas.find_withtag("box:50") if view.canvas.type(i) == "rectangle"]
    x1, y1, x2, y2 = view.canvas.coords(box)
    view.canvas.event_generate("<Motion>", x=int(x1 + 5), y=int(y1 + 5))
    view.update()
    assert "Army demoralized (14.2)" in view.tooltip.text
    view.tooltip.hide()


def test_a_moved_marker_looks_as_a_track_drawn_there(tk_root):
    """Moving the marker restyles only the boxes that change: every box then looks exactly
    as on a track drawn afresh at the new value (old marker box back to paper, the trigger
    in force filled darker)."""

    def looks(view):
        canvas = view.canvas
        return [
            (
                canvas.type(item),
                canvas.itemcget(item, "text") if canvas.type(item) == "text" else "",
                canvas.itemcget(item, "fill"),
                canvas.itemcget(item, "outline") if canvas.type(item) == "rectangle" else "",
                canvas.itemcget(item, "width"),
                sorted(canvas.gettags(item)),
            )
            for item in canvas.find_all()
        ]

    view = TrackView(tk_root, MORALE)
    view.pack()
    for value in (45, 64, 12, 80):
        moved, _ = MORALE.set(value)
        view.show(moved)
        fresh = TrackView(tk_root, moved)
        assert looks(view) == looks(fresh)
        assert view.marker_value() == value
        fresh.destroy()


@pytest.mark.parametrize("asked", [18, 21, 28])
def test_every_number_keeps_a_margin_inside_its_box(tk_root, asked):
    """Two-digit numbers touched the outline of SPI's morale boxes: a box is sized from the
    widest number in its type, whatever width the panel asked for (and the glyphs' own
    side bearings add a pixel of paper to what is measured here)."""
    view = TrackView(tk_root, MORALE, box_width=asked)
    view.pack()
    view.update()
    canvas = view.canvas
    for value in range(0, 81):
        rect, number = sorted(
            canvas.find_withtag(f"box:{value}"), key=lambda i: canvas.type(i) != "rectangle"
        )
        x0, y0, x1, y1 = canvas.coords(rect)
        inside = 2 if "trigger" in canvas.gettags(rect) else 1  # a thick outline's inner half
        left, top, right, bottom = canvas.bbox(number)  # one pixel of slack each side
        gaps = left + 1 - (x0 + inside), (x1 - inside) - (right - 1)
        assert min(gaps) >= 1 and sum(gaps) >= 3, value  # 1.5 px a side, the pixel rounded
        assert top >= y0 - 1 and bottom <= y1 + 2, value
