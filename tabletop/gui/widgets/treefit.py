"""A table's columns as wide as what they hold, in the fonts they are drawn in.

A column given a width in pixels holds its texts at one text size in one language: two
steps larger, or in French, a Tk tree cuts the cell at the column's edge with no mark
("infanter" for "infanterie"). `fit_columns` widens each column to its heading and its
widest cell, and the first (the tree's own) to its widest row as indented; a horizontal
scroll bar beside the tree reaches what the page's width does not hold.
"""

from __future__ import annotations

from collections.abc import Mapping
from tkinter import font as tkfont
from tkinter import ttk

from tabletop.gui.widgets.textfit import TextFit

PAD = 10
"""Pixels a cell keeps around its text (Tk's padding and a rounding to spare)."""
INDENT = 20
"""Pixels each level of the tree is set in, the open-close mark's included (ttk's default)."""


def _font(tree: ttk.Treeview, style: str, fallback: str) -> tkfont.Font:
    name = ttk.Style(tree).lookup(style, "font") or fallback
    return tkfont.Font(tree, font=name)


def fit_columns(
    tree: ttk.Treeview,
    bold: tkfont.Font | None = None,
    tag: str = "",
    most: Mapping[str, int] | None = None,
) -> None:
    """Set every column of `tree` to the width of its heading or its widest cell, whichever is
    wider, a column named in `most` at most that many characters (a rare long cell there ends
    in "…", rather than the columns after it pushed out of sight: a `CellTip` shows it
    whole); rows tagged `tag` are measured in `bold` (the font that tag draws in)."""
    body = TextFit(tree, _font(tree, "Treeview", "TkDefaultFont"))
    strong = TextFit(tree, bold) if bold is not None else body
    head = TextFit(tree, _font(tree, "Treeview.Heading", "TkHeadingFont"))
    digit = body.measure("0")
    limit = {column: chars * digit for column, chars in (most or {}).items()}
    columns = ["#0", *(str(c) for c in tree.cget("columns"))]
    widest = {c: head.measure(str(tree.heading(c, "text"))) for c in columns}

    def visit(parent: str, depth: int) -> None:
        for row in tree.get_children(parent):
            font = strong if tag and tag in tree.item(row, "tags") else body
            text = str(tree.item(row, "text"))
            widest["#0"] = max(widest["#0"], font.measure(text) + INDENT * (depth + 1))
            for column, value in tree.set(row).items():
                pixels = font.measure(str(value))
                widest[column] = max(widest[column], pixels)
                if pixels > limit.get(column, pixels):
                    long.append((row, column, font))
            visit(row, depth + 1)

    long: list[tuple[str, str, TextFit]] = []
    visit("", 0)
    for column in columns:
        width = min(widest[column], limit.get(column, widest[column]))
        tree.column(column, width=width + PAD, minwidth=width + PAD)
    for row, column, font in long:
        tree.set(row, column, font.clip(str(tree.set(row, column)), limit[column]))
