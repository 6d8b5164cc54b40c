"""The window's tests. `test_gui_room.py` opens windows on an X screen of its own (a 1280x800
laptop's) and closes that screen when done: Tk keeps a connection to every screen it drew on
until the process ends, and a closed one ends the process. So the room tests run in a pytest
of their own (`test_gui_room_run.py` starts it), never in this one."""

from __future__ import annotations

import os

collect_ignore = [] if os.environ.get("TABLETOP_ROOM_CHILD") else ["test_gui_room.py"]
