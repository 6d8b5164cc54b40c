"""`tabletop desktop-install`: the app in a Linux desktop's menu, with its icon, and its saves
opened by a double click (a freedesktop.org desktop entry, an icon and a MIME type for the
saves, in the user's own folders: no root needed).

Windows and macOS have no such files to write from here: the README says how to make a
shortcut there.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tabletop.commands.common import Parser, UsageError
from tabletop.core.files import write_atomic
from tabletop.core.i18n import _

APP_ID = "austerlitz-tabletop"
SAVE_TYPE = "application/x-austerlitz-tabletop"
"""The MIME type of the app's saves, known by their first line (`format = ...`)."""
SAVE_HEAD = 'format = "austerlitz-tabletop session"'
BLUE, VERMILION, PAPER = "#0072B2", "#D55E00", "#F4EBD6"
"""The sides' colours in the window (told apart by colour-blind players too), on paper."""


def add_desktop_install(p: Parser) -> None:
    p.add_argument(
        "--print",
        action="store_true",
        dest="dry_run",
        help=_("say where the files would go, writing nothing"),
    )


def data_home() -> Path:
    """$XDG_DATA_HOME, else ~/.local/share: where a user's own desktop files go."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _command() -> str:
    """The command a desktop entry runs: this install's `tabletop`."""
    script = Path(sys.executable).parent / "tabletop"
    if script.is_file():
        return f'"{script}"'
    return f'"{sys.executable}" -m tabletop.cli'


def desktop_entry() -> str:
    """The menu entry: the app, its icon, and the saves it opens (`%F`: any number)."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Name=Austerlitz Tabletop",
            "Comment=A companion for five board and card games about Austerlitz (1805)",
            "Comment[fr]=Un compagnon pour cinq jeux de plateau et de cartes sur Austerlitz (1805)",
            f"Exec={_command()} %F",
            f"Icon={APP_ID}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            f"MimeType={SAVE_TYPE};",
            "StartupWMClass=Tabletop",
            "",
        ]
    )


def mime_type() -> str:
    """The saves' MIME type: a TOML file whose first line names the app's session format."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{SAVE_TYPE}">
    <comment>Austerlitz Tabletop session</comment>
    <comment xml:lang="fr">Partie d'Austerlitz Tabletop</comment>
    <sub-class-of type="application/toml"/>
    <icon name="{APP_ID}"/>
    <magic priority="80">
      <match type="string" value="{SAVE_HEAD.replace('"', "&quot;")}" offset="0"/>
    </magic>
  </mime-type>
</mime-info>
"""


def icon_png(size: int = 256) -> bytes:
    """The app's icon: a blue and a vermilion counter face to face on paper, the sun of
    Austerlitz rising between them."""
    import io

    from PIL import Image, ImageDraw

    scale = size / 256
    image = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)

    def box(*xy: float) -> tuple[float, ...]:
        return tuple(v * scale for v in xy)

    draw.rounded_rectangle(box(8, 8, 248, 248), radius=36 * scale, fill=PAPER)
    draw.ellipse(box(78, 40, 178, 140), fill="#E69F00")
    draw.rectangle(box(8, 120, 248, 134), fill=PAPER)
    draw.rounded_rectangle(box(28, 132, 120, 224), radius=10 * scale, fill=BLUE)
    draw.rounded_rectangle(box(136, 132, 228, 224), radius=10 * scale, fill=VERMILION)
    for left in (28, 136):  # the counters' unit symbol: a crossed box (infantry)
        draw.rectangle(box(left + 22, 158, left + 70, 194), outline="white", width=round(5 * scale))
        draw.line(box(left + 22, 158, left + 70, 194), fill="white", width=round(5 * scale))
        draw.line(box(left + 22, 194, left + 70, 158), fill="white", width=round(5 * scale))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def files() -> dict[Path, bytes]:
    """Each file the desktop needs, by where it goes."""
    home = data_home()
    return {
        home / "applications" / f"{APP_ID}.desktop": desktop_entry().encode("utf-8"),
        home / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png": icon_png(256),
        home / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png": icon_png(48),
        home / "mime" / "packages" / f"{APP_ID}.xml": mime_type().encode("utf-8"),
    }


def cmd_desktop_install(args: argparse.Namespace) -> int:
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        raise UsageError(
            _(
                "desktop-install writes a Linux desktop's menu entry; on Windows and macOS "
                "make a shortcut to the tabletop command as the README says."
            )
        )
    made = files()
    for path, content in made.items():
        if not args.dry_run:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(path, content)
        print(path)
    if not args.dry_run:
        home = data_home()
        # The desktop reads these caches; a desktop without the tools reads the files.
        for tool, folder in (
            ("update-mime-database", home / "mime"),
            ("update-desktop-database", home / "applications"),
        ):
            if shutil.which(tool):
                subprocess.run([tool, str(folder)], capture_output=True, check=False)
        print(_("Austerlitz Tabletop is in the desktop's menu, and opens its saves."))
    return 0
