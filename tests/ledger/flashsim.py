"""A flash chip in RAM for ``os.VfsLfs2``, that can lose power at the N-th operation.

MicroPython's littlefs driver uses the extended block-device interface:
``readblocks(block, buf, offset)``, ``writeblocks(block, buf, offset)`` to
program part of an erased block, and ``ioctl(6, block)`` to erase one.  This
class counts programs and erases, and the bytes programmed.

Programming works as on NOR flash: it can only clear bits (the chip's byte
becomes ``old & new``), so a program over bytes that were not erased shows
in the data; ``reprogrammed`` counts such bytes (littlefs never does it).

``fail_at = N``: the N-th program or erase is cut by a power loss: a prefix
of the bytes reaches the chip (a torn program), or of the block is erased;
its length varies with N, from none to all, so a sweep over N meets every
kind of cut.  Then the operation fails, and from then on the chip is dead:
every program or erase fails and changes nothing, as a board that lost
power writes nothing more.  Failing
is ``raise OSError(EIO)`` when ``raise_errors`` is set, else returning
``-EIO``: the driver turns both into OSError(EIO) for the file operation,
but prints a traceback for every raised one, which would drown the output
of a loop over thousands of failures.
``survivor()`` gives a new chip with exactly the bytes that persisted:
remount it to see what the board finds after power comes back.
"""
import os

BLOCK_COUNT = 4
BLOCK_SIZE = 5
BLOCK_ERASE = 6
EIO = 5


def ioctl(chip, op, arg):
    """The block-device ioctl of a ``chip`` with ``blocks``, ``block_size`` and
    ``erase(block)``: 1 init, 2 deinit, 3 sync need nothing here."""
    if op == BLOCK_COUNT:
        return chip.blocks
    if op == BLOCK_SIZE:
        return chip.block_size
    if op == BLOCK_ERASE:
        return chip.erase(arg)
    return 0


class Flash:
    raise_errors = False
    transient = False         # the failing operation fails alone; the chip goes on (a write error, not a power loss)

    def __init__(self, blocks=64, block_size=4096, data=None):
        self.blocks = blocks
        self.block_size = block_size
        self.data = bytearray(data) if data is not None else bytearray(b"\xff" * (blocks * block_size))
        self.ops = 0              # programs + erases so far
        self.programmed = 0       # bytes programmed
        self.erased = 0           # blocks erased
        self.fail_at = 0          # 0: never
        self.dead = False
        self.reprogrammed = 0     # bytes programmed that were not erased
        self.blank = b"\xff" * block_size

    def _op(self):
        """True if this operation is cut by the power loss."""
        if self.dead:
            return True
        self.ops += 1
        return self.fail_at and (self.ops == self.fail_at or self.ops > self.fail_at and not self.transient)

    def _fail(self):
        self.dead = not self.transient
        if self.raise_errors:
            raise OSError(EIO)
        return -EIO

    def readblocks(self, block, buf, offset=0):
        a = block * self.block_size + offset
        try:
            buf[:] = memoryview(self.data)[a:a + len(buf)]
        except MemoryError:       # called from a finaliser while the heap is locked
            data = self.data
            for i in range(len(buf)):
                buf[i] = data[a + i]

    def writeblocks(self, block, buf, offset=None):
        if offset is None:        # simple interface: erase then program whole blocks
            for i in range(len(buf) // self.block_size):
                if self.ioctl(BLOCK_ERASE, block + i):
                    return -EIO
            offset = 0
        a = block * self.block_size + offset
        n = len(buf)
        if self._op():
            if not self.dead:
                self._program(a, buf, self._cut(n))
            return self._fail()
        self._program(a, buf, n)
        self.programmed += n

    def _cut(self, n):
        """How much of an ``n``-byte operation the power loss lets through."""
        return (self.fail_at * 7919) % (n + 1)

    def _program(self, a, buf, n):
        data = self.data
        if data[a:a + n] == self.blank[:n]:   # the usual case, at C speed
            data[a:a + n] = memoryview(buf)[:n]
            return
        for i in range(n):
            old = data[a + i]
            if old != 0xFF:
                self.reprogrammed += 1
            data[a + i] = old & buf[i]

    def ioctl(self, op, arg):
        return ioctl(self, op, arg)

    def erase(self, block):
        a = block * self.block_size
        if self._op():
            if not self.dead:
                cut = self._cut(self.block_size)
                self.data[a:a + cut] = self.blank[:cut]
            return self._fail()
        self.data[a:a + self.block_size] = self.blank
        self.erased += 1
        return 0

    def survivor(self):
        """A working chip holding what persisted."""
        return Flash(self.blocks, self.block_size, self.data)


def mount(flash, point="/flash"):
    """Mount ``flash`` (formatting it if blank) at ``point``; return the point."""
    try:
        vfs = os.VfsLfs2(flash)
    except OSError:
        os.VfsLfs2.mkfs(flash)
        vfs = os.VfsLfs2(flash)
    os.mount(vfs, point)
    return point


def unmount(point="/flash"):
    try:
        os.umount(point)
    except OSError:
        pass


def blank_image(blocks=64, block_size=4096):
    """A freshly formatted chip's bytes (format once, copy per run)."""
    f = Flash(blocks, block_size)
    os.VfsLfs2.mkfs(f)
    return bytes(f.data)


class FileFlash:
    """A chip whose bytes live in a host file, not in the heap: for measuring
    what the journal itself needs of the heap (``benchmarks/run_ledger.py``)."""

    def __init__(self, path, block_size=4096):
        self.file = open(path, "r+b")
        self.block_size = block_size
        self.blocks = self.file.seek(0, 2) // block_size
        self.blank = b"\xff" * block_size

    def readblocks(self, block, buf, offset=0):
        self.file.seek(block * self.block_size + offset)
        self.file.readinto(buf)

    def writeblocks(self, block, buf, offset=None):
        if offset is None:
            offset = 0
        self.file.seek(block * self.block_size + offset)
        self.file.write(buf)

    def ioctl(self, op, arg):
        return ioctl(self, op, arg)

    def erase(self, block):
        self.file.seek(block * self.block_size)
        self.file.write(self.blank)
        return 0
