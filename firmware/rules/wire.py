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

PROTOCOL = const(1)
CRC_SIZE = const(4)

# --- message types: host -> device ------------------------------------------
HELLO_Q = const(1)     # [req, protocol, host time [y, mo, d, h, mi, s] or None]
GET = const(3)         # [req, session, from seq]: the records with seq >= from seq
ACK = const(5)         # [req, session, seq, link of that record, host time or None]
SETTINGS = const(7)    # [req, [player names] or None, [[name, int]...] or None, [y, mo, d, h, mi, s] or None]
FREE = const(9)        # [req, session]: remove a closed session acknowledged to its end
RELEASE = const(11)    # [req, "repl"]: leave the app and give the port to MicroPython's REPL (deploy)
# --- device -> host -------------------------------------------------------
HELLO = const(2)       # [req, protocol, firmware version, device uid (bytes), ledger device id, [session ids]]
SESSION = const(4)     # [req, session, header (18 bytes), last seq, head link, game, [names],
#                         closed seq, acked seq, table seq, [totals], entries]
RECORDS = const(6)     # [req, session, seq sent before in this stream (0 none), raw records (bytes)]
END = const(8)         # [req, session, last seq sent (0 none)]: the stream is over
DONE = const(10)       # [req, code, detail]: answer to ACK, SETTINGS, FREE, RELEASE (code 0 = done)
ERROR = const(15)      # [req or -1, code, detail]: a frame the device could not take

NAMES = {HELLO_Q: "hello?", HELLO: "hello", GET: "get", SESSION: "session", ACK: "ack",
         RECORDS: "records", SETTINGS: "settings", END: "end", FREE: "free", DONE: "done",
         RELEASE: "release", ERROR: "error"}
RELEASE_WORD = "repl"  # the release payload's second field, checked as well as the CRC

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
