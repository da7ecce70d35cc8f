"""The sync protocol's frames: COBS, a CRC-32 per frame, fixed-order payloads.

Pure: no I/O.  The device (``device/link.py``) and the host
(``tablescore.rules.wire``, used by ``tablescore sync``) share this module.
Layouts, flow and resume: ``docs/sync-protocol.md``.

A frame on the wire is ``COBS(type, payload, CRC-32 LE) 0x00``.  COBS leaves
no zero byte inside a frame, so a reader always finds the next frame after
garbage, a cut frame or a REPL banner; the CRC catches flipped bytes.  The
payload is the ledger's value encoding (``ledger.encode``): a fixed-order
list, never a dict.

>>> f = frame(HELLO_Q, [1, 7, None])
>>> d = Decoder(64); d.feed(b"REPL banner\\x00" + f[:6] + b"\\x00" + f)
>>> d.errors, d.frames      # the banner and the cut frame are refused
(2, 1)
>>> d.pending = d.pending[2:]; d.take()
(1, [1, 7, None])
>>> d.take() is None
True
"""
import binascii

from . import ledger
from .ledger import LedgerError

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

PROTOCOL = const(2)
CRC_SIZE = const(4)

# --- message types: host -> device (odd) -------------------------------------
HELLO_Q = const(1)     # [req, protocol, host time [y, mo, d, h, mi, s] or None]
GET = const(3)         # [req, session, from byte, frame size, frames, skip mask]: ledger file bytes
ACK = const(5)         # [req, session, seq, link of that record, host time or None]
SETTINGS = const(7)    # [req, [player names] or None, [[name, int]...] or None, [y, mo, d, h, mi, s] or None]
FREE = const(9)        # [req, session]: remove a closed session acknowledged to its end
RELEASE = const(11)    # [req, "repl"]: leave the app and give the port to MicroPython's REPL (deploy)
INFO = const(13)       # [req, session]: that session's SESSION frame again
# --- device -> host (even) -----------------------------------------------------
HELLO = const(2)       # [req, protocol, firmware version, device uid (bytes), ledger device id, [session ids]]
SESSION = const(4)     # [req, session, last seq, head link, size, acked seq, table seq, [totals]]
DATA = const(6)        # [req, frame index, file bytes]: bytes from + index * frame size on
END = const(8)         # [req, end byte]: a GET is answered; the bytes asked stop at end
DONE = const(10)       # [req, code, detail]: answer to SETTINGS, FREE, RELEASE, a refused ACK (code 0 = done)
ACKED = const(12)      # [req, last seq, head link, size, the ack record or b""]: an ACK written
ERROR = const(15)      # [req or -1, code, detail]: a frame the device could not take

RELEASE_WORD = "repl"  # the release payload's second field, checked as well as the CRC

# --- a GET's bounds (docs/sync-protocol.md, "get") -----------------------------
MIN_FRAME = const(8)      # data bytes a DATA frame carries at least (but the last)
MAX_FRAME = const(2048)   # ... at most: a whole frame stays under the host's 4096
MAX_FRAMES = const(30)    # frames one GET asks for: its skip mask stays a small int on the board

# --- error codes in ERROR frames ----------------------------------------------
E_CRC = const(1)       # COBS or CRC wrong: the frame was damaged
E_SIZE = const(2)      # frame longer than the receiver takes
E_TYPE = const(3)      # unknown message type
E_PAYLOAD = const(4)   # payload does not decode or has the wrong fields
E_SESSION = const(5)   # no such session
E_STATE = const(6)     # the ledger could not be read or written (detail says why)

ERRORS = {E_CRC: "bad frame", E_SIZE: "frame too long", E_TYPE: "unknown message",
          E_PAYLOAD: "bad payload", E_SESSION: "no such session", E_STATE: "ledger refused"}


class WireError(ValueError):
    """A frame that cannot be taken: ``code`` (see ERRORS), ``detail``."""

    def __init__(self, code, detail=""):
        self.code = code
        self.detail = detail
        super().__init__("W%d %s%s" % (code, ERRORS.get(code, "?"), ": " + detail if detail else ""))


def crc32(buf, n):
    """CRC-32 (``zlib.crc32``) of ``buf[:n]``."""
    return binascii.crc32(memoryview(buf)[:n]) & 0xFFFFFFFF


def _u32(buf, pos):
    return buf[pos] | buf[pos + 1] << 8 | buf[pos + 2] << 16 | buf[pos + 3] << 24


def cobs_encode(src, n, out):
    """Append the COBS form of ``src[:n]`` to bytearray ``out`` (no delimiter).

    >>> o = bytearray(); cobs_encode(b"\\x11\\x00\\x22", 3, o); bytes(o)
    b'\\x02\\x11\\x02"'
    """
    code_at = len(out)
    out.append(0)
    code = 1
    for i in range(n):
        b = src[i]
        if b:
            out.append(b)
            code += 1
        if not b or code == 0xFF:
            out[code_at] = code
            code_at = len(out)
            out.append(0)
            code = 1
    out[code_at] = code


def cobs_decode(buf, n):
    """Decode ``buf[:n]`` in place; return the decoded length.  WireError if malformed.

    >>> b = bytearray(b'\\x02\\x11\\x02"'); bytes(b[:cobs_decode(b, 4)])
    b'\\x11\\x00"'
    """
    i = 0
    o = 0
    while i < n:
        code = buf[i]
        if code == 0 or i + code > n:
            raise WireError(E_CRC, "cobs")
        i += 1
        for _ in range(code - 1):
            buf[o] = buf[i]
            o += 1
            i += 1
        if code != 0xFF and i < n:
            buf[o] = 0
            o += 1
    return o


def frame(mtype, values):
    """A whole frame: ``COBS(type, encoded values, CRC-32 LE) 0x00``."""
    body = bytearray()
    body.append(mtype)
    for v in values:
        ledger.put_value(body, v)
    c = crc32(body, len(body))
    body.extend(bytes((c & 0xFF, (c >> 8) & 0xFF, (c >> 16) & 0xFF, c >> 24)))
    out = bytearray()
    cobs_encode(body, len(body), out)
    out.append(0)
    return out


class FrameOut:
    """Frames written while they are made, for data no buffer need hold whole
    (the device's DATA frames): ``begin(type)``, then ``value(int)``,
    ``bytes_head(n)`` and ``data(buffer)`` in payload order, then ``end()``;
    ``flush()`` hands what is whole to ``write``.

    The CRC is updated as the bytes pass; COBS goes into one fixed buffer,
    whose whole blocks are written whenever it fills, so a frame may be longer
    than the buffer and be made over several polls, and many small frames go
    out in one write.  Nothing is allocated per byte or per frame (a write of
    the buffer makes one memoryview).  ``cancel()`` drops an open frame; if
    part of it was written already, a 0x00 ends it there (the receiver
    refuses it).  The bytes are exactly ``frame()``'s:

    >>> out = bytearray(); w = FrameOut(out.extend)
    >>> w.begin(DATA); w.value(3); w.value(0); w.bytes_head(3); w.data(b"a\\x00b"); w.end(); w.flush()
    >>> bytes(out) == bytes(frame(DATA, [3, 0, b"a\\x00b"]))
    True
    """

    def __init__(self, write, size=384):
        # > 256 bytes: whole blocks go out once past size - 256, while the next one (up to
        # 255 bytes) grows; 384: a write every 129-383 bytes, ~a poll's worth (256)
        self.buf = bytearray(size)
        self.mv = memoryview(self.buf)
        self.write = write
        self.small = bytearray(8)           # a value's tag and varint, or the CRC
        small = memoryview(self.small)
        self.views = [small[:k] for k in range(9)]
        self.n = 0                          # bytes in buf
        self.code_at = 0                    # where the open block's code goes
        self.frame_at = 0                   # where the open frame begins, while none of it is written
        self.open = False
        self.wrote = False                  # part of the open frame was written

    def begin(self, mtype):
        self.crc = 0
        self.frame_at = self.code_at = self.n
        self.n += 1
        self.open = True
        self.wrote = False
        self.small[0] = mtype
        self.data(self.views[1])

    def value(self, v):
        """An int of the payload (the ledger's value encoding)."""
        z = v << 1 if v >= 0 else ((-v) << 1) - 1
        if z < 0x80:
            self.small[0] = z
            return self.data(self.views[1])
        self.small[0] = ledger.T_INT
        self.data(self.views[_varint(self.small, 1, z)])

    def bytes_head(self, n):
        """The tag and length of a bytes value whose ``n`` bytes follow through ``data``."""
        self.small[0] = ledger.T_BYTES
        self.data(self.views[_varint(self.small, 1, n)])

    def data(self, src):
        """All of ``src`` (a buffer) into the payload."""
        self.crc = binascii.crc32(src, self.crc)
        self._cobs(src)

    def end(self):
        c = self.crc & 0xFFFFFFFF
        small = self.small
        for i in range(CRC_SIZE):
            small[i] = (c >> (8 * i)) & 0xFF
        self._cobs(self.views[CRC_SIZE])
        buf = self.buf
        buf[self.code_at] = self.n - self.code_at
        buf[self.n] = 0                     # the frame's end
        self.n += 1
        self.open = False
        if self.n > len(buf) - 0x100:
            self.flush()                    # room for the next frame's first block

    def flush(self):
        """Write what is whole: the frames ended, and the whole blocks of an open one."""
        if not self.open:
            if self.n:
                self.write(self.mv[:self.n])
                self.n = 0
            return
        k = self.code_at
        if k:
            self.write(self.mv[:k])
            self.wrote = True
            buf = self.buf
            for i in range(k, self.n):      # the open block (< 255 bytes) to the front
                buf[i - k] = buf[i]
            self.n -= k
            self.code_at = 0

    def cancel(self):
        if not self.open:
            return
        self.open = False
        if self.wrote:
            self.n = self.code_at = 0       # only its tail is here: the frames before were written
            self.write(b"\x00")
        else:
            self.n = self.code_at = self.frame_at

    def _cobs(self, src):
        buf = self.buf
        o = self.n
        code_at = self.code_at
        for i in range(len(src)):
            b = src[i]
            if b:
                buf[o] = b
                o += 1
                if o - code_at < 0xFF:
                    continue
            buf[code_at] = o - code_at     # a block ends: at a zero, or 254 bytes without one
            code_at = o
            o += 1
            if code_at > len(buf) - 0x100:
                # not room for one more block: out with what is whole
                self.write(self.mv[:code_at])
                self.wrote = True
                code_at = 0
                o = 1
        self.n = o
        self.code_at = code_at


def _varint(buf, pos, n):
    """Write unsigned ``n`` into ``buf`` at ``pos``; return the position after it."""
    while n > 0x7F:
        buf[pos] = (n & 0x7F) | 0x80
        n >>= 7
        pos += 1
    buf[pos] = n
    return pos + 1


def parse(buf, n):
    """``(type, values)`` of a decoded frame body ``buf[:n]``; WireError if damaged."""
    if n < 1 + CRC_SIZE:
        raise WireError(E_CRC, "short")
    if _u32(buf, n - CRC_SIZE) != crc32(buf, n - CRC_SIZE):
        raise WireError(E_CRC, "crc")
    try:
        values = ledger.decode(buf, 1, n - CRC_SIZE)
    except LedgerError as exc:
        raise WireError(E_PAYLOAD, exc.detail)
    return buf[0], values


class Decoder:
    """Takes bytes as they come, hands out whole checked frames.

    One preallocated buffer of ``limit`` bytes; a frame longer than that is
    dropped (up to its end marker) and counted in ``errors`` as E_SIZE.
    ``take()`` returns the next ``(type, values)`` or None; a damaged frame
    makes it raise WireError once (the caller may answer with an ERROR
    frame) and the decoder goes on with the next frame.
    """

    def __init__(self, limit):
        self.buf = bytearray(limit)
        self.limit = limit
        self.n = 0
        self.overflow = False
        self.pending = []       # decoded frames or WireErrors, oldest first
        self.max_pending = 4    # more than this unread: the oldest are dropped
        self.errors = 0
        self.frames = 0

    def feed(self, data, n=-1):
        """Push ``data[:n]`` (all of it by default)."""
        if n < 0:
            n = len(data)
        buf = self.buf
        for i in range(n):
            b = data[i]
            if b:
                if self.n < self.limit:
                    buf[self.n] = b
                    self.n += 1
                else:
                    self.overflow = True
                continue
            if self.overflow:
                self._put(WireError(E_SIZE, "over %d bytes" % self.limit))
            elif self.n:
                try:
                    m = cobs_decode(buf, self.n)
                    self._put(parse(buf, m))
                    self.frames += 1
                except WireError as exc:
                    self._put(exc)
            self.n = 0
            self.overflow = False

    def _put(self, item):
        if isinstance(item, WireError):
            self.errors += 1
        if len(self.pending) >= self.max_pending:
            self.pending.pop(0)
        self.pending.append(item)

    def take(self):
        if not self.pending:
            return None
        item = self.pending.pop(0)
        if isinstance(item, WireError):
            raise item
        return item


def clock_values(t):
    """``[y, mo, d, h, mi, s]`` from a ``time.gmtime``-like tuple."""
    return [t[0], t[1], t[2], t[3], t[4], t[5]]


def check_clock(v):
    """True if ``v`` is a plausible ``[y, mo, d, h, mi, s]``."""
    if type(v) is not list or len(v) != 6:
        return False
    for x in v:
        if type(x) is not int:
            return False
    return (2000 <= v[0] < 2100 and 1 <= v[1] <= 12 and 1 <= v[2] <= 31 and 0 <= v[3] < 24
            and 0 <= v[4] < 60 and 0 <= v[5] < 62)
