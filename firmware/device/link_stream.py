"""The device's answer to a GET: bytes of a session's ledger file, as they
are on the flash, in DATA frames (``docs/sync-protocol.md``, "get").

The host asks for ``frames`` frames of ``size`` bytes from byte ``start``
(frame i is the bytes from ``start + i * size``), leaving out those in its
skip mask (it holds them already).  The device never parses a record here:
the host reassembles the bytes and checks every record and the chain
itself, so finding where to start costs one seek, however long the ledger,
and a frame's size does not depend on the records' sizes.

A poll moves the stream on by at most ``budget`` bytes (``Protocol.out_per_poll``):
a frame may be written over several polls (``wire.FrameOut``), and several
small ones go out in one.  The file is read through one small buffer.
"""
from rules.wire import DATA


class Stream:
    """One GET in progress: ``poll(out, chunk, budget)`` until it returns True."""

    def __init__(self, req, path, start, size, frames, skip):
        self.req = req
        self.f = f = open(path, "rb")
        self.start = start
        self.size = size
        self.frames = frames
        self.skip = skip
        # the bytes the GET covers: up to its last frame, or the file's end as it is now
        # (a game going on appends after that: the next GET has them)
        self.end = min(start + frames * size, f.seek(0, 2))
        self.i = 0              # the frame being sent, or the next one
        self.pos = -1           # where its next bytes are read; -1: not begun

    def poll(self, out, chunk, budget):
        """Write up to ~``budget`` bytes of frames into ``out`` (a ``wire.FrameOut``,
        reading through ``chunk``, a memoryview); True once every frame is out."""
        f = self.f
        while budget > 0:
            if self.pos < 0:
                i = self.i
                while i < self.frames and (self.skip >> i) & 1:
                    i += 1
                a = self.start + i * self.size
                if i >= self.frames or a >= self.end:
                    return True
                self.i = i
                self.pos = a
                self.stop = min(a + self.size, self.end)
                f.seek(a)
                out.begin(DATA)
                out.value(self.req)
                out.value(i)
                out.bytes_head(self.stop - a)
            n = f.readinto(chunk)
            if not n:                   # the file is shorter than it was: not ours to explain
                raise OSError(5)
            n = min(n, self.stop - self.pos)
            out.data(chunk, n)
            self.pos += n
            budget -= n
            if self.pos >= self.stop:
                out.end()
                self.i += 1
                self.pos = -1
        return False

    def rewind(self):
        """The frame being written was cut (another frame had to go out): write it again whole."""
        self.pos = -1

    def close(self):
        if self.f is not None:
            self.f.close()
            self.f = None
