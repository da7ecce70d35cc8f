"""The device's answer to a GET: bytes of a session's ledger file, as they
are on the flash, in DATA frames (``docs/sync-protocol.md``, "get").

The host asks for ``frames`` frames of ``size`` bytes from byte ``start``
(frame i is the bytes from ``start + i * size``), leaving out those in its
skip mask (it holds them already).  The device never parses a record here:
the host reassembles the bytes and checks every record and the chain
itself, so finding where to start costs one seek, however long the ledger,
and a frame's size does not depend on the records' sizes.

A poll moves the stream on by about ``budget`` bytes of the line (``Protocol.out_per_poll``):
a frame may be written over several polls (``wire.FrameOut``), and several
small ones go out in one.  The file is read through one small buffer, in
views of it made once: nothing is allocated per frame of the usual sizes.
"""
from rules.wire import DATA

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# what a DATA frame costs on the line besides its bytes: type, req, index, the
# bytes' tag and length, CRC, COBS code, end (~12): charged to the budget, so a
# poll of small frames takes the UART as long as one of big ones
_FRAME_COST = const(12)


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

    def poll(self, out, views, budget):
        """Put ~``budget`` bytes of frames into ``out`` (a ``wire.FrameOut``),
        reading the file through ``views`` (the read buffer's first 8, 16, ...
        bytes: an exact view for the usual sizes, no slice made); True once
        every frame is out.  What is whole is written at the end."""
        f = self.f
        chunk = views[-1]
        while budget > 0:
            if self.pos < 0:
                i = self.i
                while i < self.frames and (self.skip >> i) & 1:
                    i += 1
                a = self.start + i * self.size
                if i >= self.frames or a >= self.end:
                    out.flush()
                    return True
                self.i = i
                self.pos = a
                self.stop = min(a + self.size, self.end)
                f.seek(a)
                out.begin(DATA)
                out.value(self.req)
                out.value(i)
                out.bytes_head(self.stop - a)
                budget -= _FRAME_COST
            n = min(len(chunk), self.stop - self.pos)
            view = chunk
            if n < len(chunk):
                k = 0
                while len(views[k]) < n:
                    k += 1
                view = views[k] if len(views[k]) == n else chunk[:n]
            if f.readinto(view) != n:       # the file is shorter than it was: not ours to explain
                raise OSError(5)
            out.data(view)
            self.pos += n
            budget -= n
            if self.pos >= self.stop:
                out.end()
                self.i += 1
                self.pos = -1
        out.flush()
        return False

    def rewind(self):
        """The frame being written was cut (another frame had to go out): write it again whole."""
        self.pos = -1

    def close(self):
        if self.f is not None:
            self.f.close()
            self.f = None
