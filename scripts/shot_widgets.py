"""Place every shared widget in one window and save a PNG of it, to look at them.

Run under an X server (for example `Xvfb :99 & DISPLAY=:99 python scripts/shot_widgets.py`);
it needs ImageMagick's `import`. Usage: shot_widgets.py [OUT.png [THEME]]
"""

from __future__ import annotations

import subprocess
import sys
import tkinter
from pathlib import Path
from tkinter import ttk

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))

from gui_fakes import fake_session  # noqa: E402

from tabletop.core.tracks import Track, Trigger  # noqa: E402
from tabletop.gui.widgets.hand import CardFace, HandView  # noqa: E402
from tabletop.gui.widgets.logview import LogView  # noqa: E402
from tabletop.gui.widgets.resolver import ResolverView  # noqa: E402
from tabletop.gui.widgets.track import TrackView  # noqa: E402


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "widgets.png")
    root = tkinter.Tk()
    if len(sys.argv) > 2:
        ttk.Style(root).theme_use(sys.argv[2])
    root.geometry("1600x1100+0+0")
    session = fake_session()
    session.resolve("crt", {"odds": "2-1"}, roll=4, side="French")
    session.resolve("crt", {"leader": 1}, roll=2, side="Allied")
    left = ttk.Frame(root, padding=8)
    left.grid(row=0, column=0, sticky="nw")
    right = ttk.Frame(root, padding=8)
    right.grid(row=0, column=1, sticky="nw")
    morale = Track(
        "Allied army morale",
        0,
        80,
        45,
        (Trigger(50, "Army demoralized", "14.2"), Trigger(30, "Army routs", "14.3")),
    )
    TrackView(left, morale).pack(anchor="w", pady=4)
    TrackView(left, Track("Game turn", 1, 12, 3, (Trigger(12, "Game ends", "4.0", "at"),))).pack(
        anchor="w", pady=4
    )
    resolver = ResolverView(left, session, "crt", side="French")
    resolver.pack(anchor="w", pady=4)
    resolver.set_input("leader", "1")
    resolver.typed_entry.insert(0, "4")
    resolver.use_typed()
    bad = ResolverView(left, session, "crt")
    bad.pack(anchor="w", pady=4)
    bad.set_input("leader", "9")
    hand = HandView(right, "Napoleon's hand", on_play=print)
    hand.pack(anchor="w")
    hand.show(
        [
            CardFace("murat", "Murat", "Leader", 3, "Napoleon", "Cavalry charge: +1 force"),
            CardFace("fog", "Morning Fog", "Event", None, "Both", "Opponent discards a card."),
            None,
            None,
        ],
        playable={"murat"},
        deck_count=24,
        discard_count=3,
    )
    log = LogView(right, session)
    log.pack(anchor="w", fill="x", pady=8)
    log.tree.selection_set("2")
    root.update()
    root.after(300, root.quit)
    root.mainloop()
    root.update()
    subprocess.run(["import", "-window", "root", str(out)], check=True)
    root.destroy()
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
