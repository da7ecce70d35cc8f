"""The simulator's flash image on the PC, checked before micropython mounts it.

The image is littlefs in a file of 4 KB blocks (``mp/simboard.py`` mounts
it).  A missing image is made erased (every byte 0xFF), as a new board's
flash is, and micropython formats it.  An existing image keeps its size,
whatever ``--blocks`` says, and is used only when it holds littlefs or is
still erased: a file that holds anything else is left as it is, never
formatted over.  What stops it is one line::

    cannot use the flash image sim/x.img: Read-only file system
"""
import os
import pathlib

from ..cli import UsageError

BLOCK = 4096
MIN_BLOCKS = 16                 # littlefs needs room for its own metadata
# littlefs (v2) starts each copy of its superblock, blocks 0 and 1, with a
# 4-byte revision and a 4-byte tag, then its name
MAGIC = b"littlefs"
MAGIC_AT = 8
ERASED = 0xFF


def refused(path, why):
    return UsageError("cannot use the flash image %s: %s" % (path, why))


def prepare(path, blocks):
    """Make the image at ``path`` (``blocks`` blocks) or check the one there; its size in blocks.

    Raises ``UsageError`` saying why the path cannot hold the flash."""
    path = pathlib.Path(path)
    folder = path.resolve().parent
    if path.is_dir():
        raise refused(path, "it is a folder")
    if not folder.exists():
        raise refused(path, "no folder %s" % folder)
    if not folder.is_dir():
        raise refused(path, "%s is not a folder" % folder)
    try:
        f = open(path, "r+b")
    except FileNotFoundError:
        return make(path, blocks, "xb")
    except OSError as exc:
        raise refused(path, exc.strerror or exc)
    with f:
        size = os.fstat(f.fileno()).st_size
        if erased(f):
            pass        # made and never formatted (or emptied): made anew below
        elif size % BLOCK or size < MIN_BLOCKS * BLOCK:
            raise refused(path, "%d bytes: not a flash image (whole 4 KB blocks, at least %d)"
                          % (size, MIN_BLOCKS))
        elif not holds_littlefs(f):
            raise refused(path, "it holds no littlefs, so it is no simulator's flash "
                                "(left as it is: give another --flash)")
        else:
            return size // BLOCK
    return make(path, blocks, "r+b")


def make(path, blocks, mode):
    """An erased image of ``blocks`` blocks at ``path``; ``blocks``."""
    try:
        with open(path, mode) as f:
            f.truncate(0)
            erased_block = bytes([ERASED]) * BLOCK
            for _ in range(blocks):
                f.write(erased_block)
    except OSError as exc:
        raise refused(path, exc.strerror or exc)
    return blocks


def erased(f):
    """True when every byte of the open file ``f`` is 0xFF (or it has none)."""
    f.seek(0)
    while True:
        chunk = f.read(64 * BLOCK)
        if not chunk:
            return True
        if chunk.count(ERASED) != len(chunk):
            return False


def holds_littlefs(f):
    for block in (0, 1):
        f.seek(block * BLOCK + MAGIC_AT)
        if f.read(len(MAGIC)) == MAGIC:
            return True
    return False
