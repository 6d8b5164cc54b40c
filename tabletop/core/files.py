"""Writing a file so that a crash at any moment leaves the old or the new one, never half.

The new text goes to a temporary file in the same folder, is flushed and fsynced, and is
renamed over the file; the file it replaces becomes FILE.bak the same way (a hard link
renamed into place, or where the disk has no links, a copy written, fsynced and renamed),
and the folder is fsynced after the renames. A temporary file left by a writer that died
is removed by the next write of that file.

Every file the app writes goes through here (saves, reports, exports, packs, settings): a
path that is a link to another file is not written through (`SymlinkRefused`; a save the
player opened through a link follows it on purpose, `session/savefile.py`), and a file whose
owner may not write it is left as it is (`ReadOnlyRefused`), rather than replaced by a rename
that would not ask.

Every file a player names is read through here too (`open_regular`, `read_capped`): only a
regular file is read, so a named pipe (which would wait for a writer forever) or a device
(/dev/zero never ends) is refused at once, and never more than the caller's limit is read.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
import threading
from collections.abc import Iterable
from pathlib import Path

from tabletop.core.errors import TabletopError
from tabletop.core.i18n import N_, say, term

TYPE_CHECKING = False  # not typing's: the window imports no `typing` before it is drawn
if TYPE_CHECKING:
    from typing import BinaryIO

TEMP_SUFFIX = ".tmp"

_WRITING: set[str] = set()
"""Temporary files this process is writing now: another of its threads (a window's autosave
writer, session/writer.py) writing the same save must not take them for a dead writer's."""
_NAMING = threading.Lock()
"""Held while a temporary file is made and named in _WRITING, and while stale ones go."""


Stamp = tuple[int, int, int]
"""A file as it is on disk: its inode, size and time of change (every write of the app makes a
new inode, by the rename)."""


class WriteRefused(TabletopError):
    """A file the app will not write, in one sentence (its path is `path`)."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


class SymlinkRefused(WriteRefused):
    """The path is a symbolic link: writing would replace the link, or write another file."""


class ReadOnlyRefused(WriteRefused):
    """The file is read-only: its owner took away the right to write it."""


_REASONS = {
    errno.EACCES: N_("your account is not allowed to use it there"),
    errno.EPERM: N_("your account is not allowed to use it there"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("your share of the disk is used up"),
    errno.EFBIG: N_("it would be larger than this system lets a file be"),
    errno.EROFS: N_("it is on a disk that cannot be written"),
    errno.ENOENT: N_("it does not exist"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of its path is a file, not a folder"),
    errno.ENAMETOOLONG: N_("its name is too long"),
    errno.EIO: N_("the disk failed to read or write it"),
}


class ReadRefused(TabletopError):
    """A file the app will not read, in one sentence (its path is `path`)."""

    def __init__(self, message: str, path: Path) -> None:
        super().__init__(message)
        self.path = path


_NOT_FILES = (
    (stat.S_ISDIR, N_("{path} is a folder, not a file, so it was not read.")),
    (stat.S_ISFIFO, N_("{path} is a named pipe, not a file, so it was not read.")),
    (stat.S_ISSOCK, N_("{path} is a socket, not a file, so it was not read.")),
    (stat.S_ISCHR, N_("{path} is a device, not a file, so it was not read.")),
    (stat.S_ISBLK, N_("{path} is a device, not a file, so it was not read.")),
)
"""What a path the player gave may name besides a file, each said in plain words."""

_OPEN_FLAGS = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
"""Opening a named pipe without O_NONBLOCK waits for a writer, forever; a terminal named as a
file must not become the program's controlling terminal."""


def _regular(path: Path, mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    template = next(
        (said for test, said in _NOT_FILES if test(mode)),
        N_("{path} is not a file, so it was not read."),
    )
    raise ReadRefused(say(template, path=str(path)), path)


def open_regular(path: Path) -> BinaryIO:
    """The file at `path` open for reading: ReadRefused, in one sentence and at once, for
    anything but a regular file (checked before it is opened, then on the very file opened,
    which may have been swapped between the two), a missing file or one the system refuses."""
    path = Path(path)
    try:
        _regular(path, os.stat(path).st_mode)
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        if exc.errno == errno.ENOENT:
            raise ReadRefused(say("{path} does not exist.", path=str(path)), path) from None
        raise ReadRefused(
            say("{path} cannot be read: {reason}.", path=str(path), reason=plain_reason(exc)),
            path,
        ) from None
    try:
        _regular(path, os.fstat(fd).st_mode)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_capped(path: Path, most: int) -> tuple[bytes, Stamp]:
    """At most `most + 1` bytes of the regular file at `path` (more than `most`: the caller
    refuses it in its own words, and nothing past that was read), and its stamp as read;
    ReadRefused as `open_regular`."""
    with open_regular(path) as handle:
        try:
            raw = handle.read(most + 1)
        except OSError as exc:
            raise ReadRefused(
                say("{path} cannot be read: {reason}.", path=str(path), reason=plain_reason(exc)),
                Path(path),
            ) from None
        return raw, stamp_of(os.fstat(handle.fileno()))


def plain_reason(exc: OSError) -> str:
    """Why the system refused, in plain words (never an errno or Python's wording)."""
    known = _REASONS.get(exc.errno or 0)
    if known:
        return term(known)
    return (exc.strerror or "the system refused").lower()


def stamp_of(status: os.stat_result) -> Stamp:
    """The stamp of a file from its status."""
    return (status.st_ino, status.st_size, status.st_mtime_ns)


def stamp(path: Path) -> Stamp | None:
    """The stamp of the file at `path` now (None: there is none)."""
    try:
        return stamp_of(os.stat(path))
    except OSError:
        return None


def writable(path: Path) -> None:
    """Refuse in a sentence a path that is a link, or a file its owner made read-only."""
    if os.path.islink(path):
        raise SymlinkRefused(
            say(
                "{path} is a link to another file ({target}); it is not written through: "
                "give the file's own path, or another name.",
                path=str(path),
                target=os.readlink(path),
            ),
            path,
        )
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return
    if not mode & 0o200:
        raise ReadOnlyRefused(
            say(
                "{path} is read-only, so it was not written (make it writable, or give another "
                "name).",
                path=str(path),
            ),
            path,
        )


def backup_path(path: Path) -> Path:
    """Where the previous version of a file is kept."""
    return path.with_name(path.name + ".bak")


def write_atomic(
    path: Path, payload: bytes | Iterable[bytes | bytearray], *, backup: bool = True
) -> None:
    """Write bytes (or chunks of bytes, in order) so that a crash at any moment, or a full
    disk, leaves the old or the new file whole, and FILE.bak the version before (`backup`).

    WriteRefused, nothing written, for a link or a read-only file (`writable`)."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    writable(path)
    remove_stale(path)
    tmp = _temp(path, "")
    try:
        with open(tmp, "r+b") as handle:
            if isinstance(payload, (bytes, bytearray, memoryview)):
                handle.write(payload)
            else:
                handle.writelines(payload)
            handle.flush()
            os.fsync(handle.fileno())
        # mkstemp makes the file private (0600); a save keeps the mode of the one it replaces.
        try:
            mode = path.stat().st_mode & 0o777
            exists = True
        except FileNotFoundError:
            mode, exists = 0o644, False
        os.chmod(tmp, mode)
        if exists and backup:
            _keep_backup(path)
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        # Named for the file the player gave, not the temporary one (a full disk).
        raise OSError(exc.errno, exc.strerror, str(path)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    finally:
        _done(tmp)
    fsync_folder(folder)


def _temp(path: Path, kind: str) -> str:
    """A new empty temporary file beside `path`, named so a later write can tell whose it is."""
    with _NAMING:
        fd, tmp = tempfile.mkstemp(
            prefix=f".{path.name}.{kind}{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent
        )
        _WRITING.add(os.path.basename(tmp))
    os.close(fd)
    return tmp


def _done(tmp: str) -> None:
    """The temporary file is renamed or removed: a later write may clean up its name."""
    _WRITING.discard(os.path.basename(tmp))


def _keep_backup(path: Path) -> None:
    """Make the current file FILE.bak atomically, before the new one replaces it."""
    bak = backup_path(path)
    link = _temp(path, "bak.")
    try:
        os.unlink(link)
        try:
            os.link(path, link)
        except OSError:
            # No hard links here (some network or FAT disks): a copy, written like the file.
            with open(path, "rb") as source, open(link, "wb") as copy:
                while chunk := source.read(1 << 20):
                    copy.write(chunk)
                copy.flush()
                os.fsync(copy.fileno())
        os.replace(link, bak)
    finally:
        # Where FILE.bak already is FILE (a writer died between the two renames), the
        # rename does nothing and leaves the link (rename(2) on two links of one file).
        Path(link).unlink(missing_ok=True)
        _done(link)


def remove_stale(path: Path) -> int:
    """Remove temporary files of `path` whose writer is no longer running; how many."""
    with _NAMING:
        return _remove_stale(path)


def _remove_stale(path: Path) -> int:
    prefix = f".{path.name}."
    removed = 0
    try:
        names = os.listdir(path.parent)
    except OSError:
        return 0
    for name in names:
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)) or name in _WRITING:
            continue
        middle = name[len(prefix) : -len(TEMP_SUFFIX)].removeprefix("bak.")
        pid_text = middle.partition(".")[0]
        if pid_text.isdigit() and int(pid_text) != os.getpid() and _running(int(pid_text)):
            continue  # another program is writing this save right now
        try:
            os.unlink(path.parent / name)
            removed += 1
        except OSError:
            pass
    return removed


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
