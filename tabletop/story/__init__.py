"""The story of a session as pictures: the tracks over time, the moments that mattered, and
how lucky each side's dice were (issue 14).

No Tk here, and no matplotlib at import: `timeline` and `luck` are plain Python the window,
the report and the tests share; `plots` draws them with matplotlib and is imported only when a
chart or a report is first asked for, so the window opens as fast as before (scripts/bench).
"""
