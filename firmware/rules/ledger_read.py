"""Reading the ledger format back: values, the header, records one by one
(``Reader``, which names every problem), the checkpoint.

The format is defined in ``ledger`` (codes, tags, framing); this is its
reading half, imported when first needed (``ledger.Reader`` and the other
names here are found through ``ledger.__getattr__``), with the texts of its
error codes (``describe``).  The board reads at
boot, for corrections, the history screens and a sync; a deal only writes.

>>> from .ledger import header, record, start_link, SESSION_OPEN
>>> blob = header(7) + record(1, SESSION_OPEN, ["pref", ["A", "B", "C"]], start_link(7))
>>> [r[3:] for r in Reader(blob)]
[(1, ['pref', ['A', 'B', 'C']])]
"""
from .ledger import (LedgerError, code_text, crc, link, put_value, FORMAT_VERSION, HEADER_SIZE, REC_MAGIC, LINK_SIZE, MAX_BODY,
                     MAX_DEPTH, T_NONE, T_INT, T_STR, T_BYTES, T_LIST, T_SHORT_STR, T_SHORT_LIST, E_ENCODING)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# --- errors and findings a reader names (``ledger`` has the writer's two) ----
E_MAGIC = const(101)
E_VERSION = const(102)
E_HEADER_CRC = const(103)
E_SHORT_HEADER = const(104)
E_DAMAGED = const(110)     # bytes that are not a valid record, good records after them
E_TORN = const(111)        # bytes that are not a valid record, up to the end
E_SEQ = const(112)         # sequence number out of order (a record removed, moved or copied)
E_CHAIN = const(113)       # link does not match the previous record (edited, removed, reordered)
E_SHORT = const(114)       # ends before the anchor the device gave (truncated)
E_ANCHOR = const(115)      # last record's link differs from the anchor
E_CHECKPOINT = const(116)  # checkpoint file unreadable

_WINDOW = const(1024)          # reader buffer: >= the largest record (MIN_RECORD + MAX_BODY)

# One string looked up by code (``ledger.code_text``), not a dict of strs:
# on the board every str of a dict is an object of its own.
_MESSAGES = """
101 not a ledger file
102 unknown ledger version
103 ledger header damaged
104 ledger header cut
105 bad value encoding
106 record too big
110 damaged bytes
111 torn record at end
112 sequence out of order
113 hash chain broken
114 ledger truncated
115 ledger head differs
116 checkpoint unreadable
"""


def describe(code, offset=-1, index=-1, seq=-1, detail=""):
    """One line naming the problem and its position.

    >>> describe(E_CHAIN, 120, 4, 5)
    'E113 hash chain broken at byte 120 (record 4, seq 5)'
    """
    text = "E%d %s" % (code, code_text(_MESSAGES, code) or "?")
    if offset >= 0:
        text += " at byte %d" % offset
    if index >= 0:
        text += " (record %d, seq %d)" % (index, seq)
    if type(detail) is int:  # damage: a byte count
        text += ": %d bytes" % detail
    elif detail:
        text += ": " + detail
    return text


# --- values -----------------------------------------------------------------
def get_varint(buf, pos, end):
    """Return ``(n, pos after)``; LedgerError if it runs past ``end``."""
    n = 0
    shift = 0
    while True:
        if pos >= end:
            raise LedgerError(E_ENCODING, detail="varint cut")
        b = buf[pos]
        pos += 1
        n |= (b & 0x7F) << shift
        if b < 0x80:
            return n, pos
        shift += 7



def get_value(buf, pos, end, depth=0):
    """Return ``(value, pos after)`` for the value at ``buf[pos]``."""
    if pos >= end:
        raise LedgerError(E_ENCODING, detail="value cut")
    t = buf[pos]
    pos += 1
    if t < 0x80:
        return (t >> 1) if not t & 1 else -((t + 1) >> 1), pos
    if t == T_NONE:
        return None, pos
    if t == T_INT:
        z, pos = get_varint(buf, pos, end)
        return (z >> 1) if not z & 1 else -((z + 1) >> 1), pos
    if t == T_STR or T_SHORT_STR <= t < T_SHORT_STR + 32:
        if t == T_STR:
            n, pos = get_varint(buf, pos, end)
        else:
            n = t - T_SHORT_STR
        if pos + n > end:
            raise LedgerError(E_ENCODING, detail="str cut")
        try:
            return str(memoryview(buf)[pos:pos + n], "utf-8"), pos + n   # one copy, not two
        except UnicodeError:
            raise LedgerError(E_ENCODING, detail="bad UTF-8")
    if t == T_BYTES:
        n, pos = get_varint(buf, pos, end)
        if pos + n > end:
            raise LedgerError(E_ENCODING, detail="bytes cut")
        return bytes(memoryview(buf)[pos:pos + n]), pos + n
    if t == T_LIST or T_SHORT_LIST <= t < T_SHORT_LIST + 16:
        if depth >= MAX_DEPTH:
            raise LedgerError(E_ENCODING, detail="lists nested too deep")
        if t == T_LIST:
            n, pos = get_varint(buf, pos, end)
        else:
            n = t - T_SHORT_LIST
        if n > end - pos:      # every item takes a byte: a huge count is damage, not a loop
            raise LedgerError(E_ENCODING, detail="list cut")
        items = []
        for _ in range(n):
            v, pos = get_value(buf, pos, end, depth + 1)
            items.append(v)
        return items, pos
    raise LedgerError(E_ENCODING, detail="unknown tag 0x%02x" % t)



def encode(values):
    """Encode a list of values back to back (no outer count): ``decode`` reads to
    the end.  The host's (tests, exports; ``ledger.encode`` finds it): the board
    writes records value by value (``ledger.put_value``)."""
    out = bytearray()
    for v in values:
        put_value(out, v)
    return out


def decode(buf, pos=0, end=-1):
    """Decode values from ``buf[pos:end]`` until ``end``.

    >>> decode(encode([1, "x", [None, -70]]))
    [1, 'x', [None, -70]]
    """
    if end < 0:
        end = len(buf)
    values = []
    while pos < end:
        v, pos = get_value(buf, pos, end)
        values.append(v)
    return values



# --- header and records -------------------------------------------------------
def _u32(buf, pos):
    return buf[pos] | buf[pos + 1] << 8 | buf[pos + 2] << 16 | buf[pos + 3] << 24



def read_header(buf):
    """Return ``(session, device)`` of a ledger; LedgerError on a bad or unknown header.

    The version is checked before the CRC: a newer layout may differ anywhere after it.
    """
    if len(buf) < 5:
        raise LedgerError(E_SHORT_HEADER, 0)
    if bytes(buf[:4]) != b"TSLG":
        raise LedgerError(E_MAGIC, 0)
    if buf[4] != FORMAT_VERSION:
        raise LedgerError(E_VERSION, 4, detail="version %d, this reads %d" % (buf[4], FORMAT_VERSION))
    if len(buf) < HEADER_SIZE:
        raise LedgerError(E_SHORT_HEADER, 0)
    if _u32(buf, 14) != crc(buf[:14]):
        raise LedgerError(E_HEADER_CRC, 0)
    return _u32(buf, 6), _u32(buf, 10)



def frame(buf, pos, end):
    """Size of the valid record at ``buf[pos:end]``; 0 if none; -n if ``n`` more bytes
    are needed to tell (the record runs past ``end``)."""
    if pos >= end:
        return -1
    if buf[pos] != REC_MAGIC:
        return 0
    n = 0
    shift = 0
    p = pos + 1
    while True:  # body length varint, at most 2 bytes for MAX_BODY
        if p >= end:
            return -1
        b = buf[p]
        p += 1
        n |= (b & 0x7F) << shift
        if b < 0x80:
            break
        shift += 7
        if shift > 7:
            return 0
    if n < 2 or n > MAX_BODY:
        return 0
    size = p - pos + LINK_SIZE + n + 4
    if pos + size > end:
        return pos - end - size  # negative: bytes still missing
    if _u32(buf, pos + size - 4) != crc(memoryview(buf)[pos:pos + size - 4]):
        return 0
    return size


def _prefix(buf, pos, size):
    """``(link, seq, position of the type byte)`` of the valid record of ``size``
    at ``buf[pos]``; LedgerError if its seq or type cannot be read."""
    p = pos + 1
    while buf[p] & 0x80:
        p += 1
    p += 1
    prev = bytes(memoryview(buf)[p:p + LINK_SIZE])
    end = pos + size - 4
    seq, p = get_varint(buf, p + LINK_SIZE, end)
    if p >= end:
        raise LedgerError(E_ENCODING, detail="no type")
    return prev, seq, p


def fields(buf, pos, size):
    """``(link, seq, type, values)`` of the valid record of ``size`` at ``buf[pos]``."""
    prev, seq, p = _prefix(buf, pos, size)
    return prev, seq, buf[p], decode(buf, p + 1, pos + size - 4)


class Reader:
    """Walks a ledger from its header, checking every record, naming every problem.

    ``data``: the whole ledger as bytes; or give ``fetch(offset, mv) -> n`` and
    ``size`` to read through a small window (the device reads its file that way).
    ``start``/``prev``/``seq`` resume after a checkpoint: byte offset, link of the
    record before, next expected seq.  Iterating yields
    ``(offset, size, seq, type, values)`` for every valid record, in file order,
    including records after damage.  Problems are collected in ``issues`` as
    ``(code, offset, index, seq, detail)``; nothing is raised for damage.
    ``head`` is the link of the last good record (what the next record stores),
    ``end`` the byte offset just after it; a record that does not decode
    (E105) counts there too: it is framed and CRC-correct, its seq and link
    are checked as any record's, and the next record must link to it.
    """

    def __init__(self, data=None, fetch=None, size=0, start=-1, prev=None, seq=1, index=0):
        if data is not None:
            self.buf = data
            self.size = len(data)
        else:
            self.buf = bytearray(_WINDOW)
            self.size = size
        self.fetch = fetch
        self.base = 0
        self.avail = 0 if fetch else self.size
        self.issues = []
        self.session = self.device = -1
        if start < 0:
            buf, i = self._window(0, HEADER_SIZE)
            hb = bytes(buf[i:i + min(HEADER_SIZE, self.size)])
            try:
                self.session, self.device = read_header(hb)
            except LedgerError as exc:
                # Another format or not a ledger: nothing of it can be read.
                # A header whose CRC fails is still ours: read the records
                # (the first one's link shows what the header held).
                if exc.code != E_HEADER_CRC:
                    raise
                self.issues.append((E_HEADER_CRC, 0, -1, -1, ""))
                self.session, self.device = _u32(hb, 6), _u32(hb, 10)
            start = HEADER_SIZE
            prev = link(hb)
        self.pos = self.end = start
        self.head = prev
        self.next_seq = seq
        self.last_seq = seq - 1
        self.index = index
        self.after_damage = 0       # 1 after lost bytes, 2 after a record whose seq did not read

    def _window(self, pos, n):
        """``(buf, i)`` with ``buf[i:i+n]`` = file bytes at ``pos`` (fewer at the end of file)."""
        if self.fetch is None:
            return self.buf, pos
        if pos < self.base or pos + n > self.base + self.avail and self.base + self.avail < self.size:
            self.base = pos
            self.avail = self.fetch(pos, memoryview(self.buf))
        return self.buf, pos - self.base

    def _frame_at(self, pos):
        """Size of a valid record at file offset ``pos``, or 0.

        Asks the window for what the record needs (its magic and length
        first): records are ~40 bytes, so a window holds many and is
        fetched again only when one runs past its end."""
        n = 3
        while True:
            buf, i = self._window(pos, n)
            end = self.base + self.avail        # file offset after the bytes at hand
            size = frame(buf, i, i + end - pos)
            if size >= 0 or end >= self.size or self.base == pos:
                return max(size, 0)   # cut by the end of the file: not a record
            n = end - pos - size      # -size more bytes than are at hand

    def __iter__(self):
        return self

    def _next_frame(self):
        """``(pos, size)`` of the next valid record frame; the bytes skipped to
        reach it are an issue.  StopIteration at the end of the file."""
        pos = self.pos
        if pos >= self.size:
            raise StopIteration
        size = self._frame_at(pos)
        if size:
            return pos, size
        # Not a record: find the next valid one.  Every record starts with
        # REC_MAGIC and carries its length and CRC, so a scan finds it.
        q = pos + 1
        while q < self.size:
            buf, i = self._window(q, 1)
            if buf[i] == REC_MAGIC:
                size = self._frame_at(q)
                if size:
                    break
            q += 1
        if q >= self.size:
            self.issues.append((E_TORN, pos, self.index, self.next_seq, self.size - pos))
            self.pos = self.size
            raise StopIteration
        self.issues.append((E_DAMAGED, pos, self.index, self.next_seq, q - pos))
        self.after_damage = 1
        return q, size

    def __next__(self):
        while True:   # a loop, not recursion: any number of unreadable records in a row
            pos, size = self._next_frame()
            buf, i = self._window(pos, size)
            self.pos = self.end = pos + size
            index = self.index
            self.index += 1
            own = link(memoryview(buf)[i:i + size])
            try:
                prev, seq, p = _prefix(buf, i, size)
            except LedgerError as exc:
                # framed and CRC-correct, yet not even its seq reads: its link
                # is known all the same, so the next record must follow it
                self.issues.append((E_ENCODING, pos, index, -1, exc.detail))
                self.head = own
                self.after_damage = 2
                continue
            self._follows(pos, index, seq, prev)
            self.head = own
            self.next_seq = seq + 1
            self.last_seq = seq
            try:
                return pos, size, seq, buf[p], decode(buf, p + 1, i + size - 4)
            except LedgerError as exc:  # seq and link in order, the values not our encoding
                self.issues.append((E_ENCODING, pos, index, seq, exc.detail))

    def _follows(self, pos, index, seq, prev):
        """Name what is wrong with a record's seq and link (``prev``)."""
        damage = self.after_damage
        self.after_damage = 0
        if damage == 1:
            # Lost bytes may have held records: seq may jump and then the
            # link cannot be checked; but seq must still go forward, and when
            # it does not jump (a torn record was cut off) the chain must hold.
            if seq < self.next_seq:
                self.issues.append((E_SEQ, pos, index, seq, "expected >= %d" % self.next_seq))
            elif seq == self.next_seq and prev != self.head:
                self.issues.append((E_CHAIN, pos, index, seq, ""))
            return
        # after a record whose seq did not read (2) it is unknown, but the
        # record's link is: the chain is checked all the same
        if seq != self.next_seq and not (damage == 2 and seq > self.next_seq):
            self.issues.append((E_SEQ, pos, index, seq, "expected %d" % self.next_seq))
        if prev != self.head:
            self.issues.append((E_CHAIN, pos, index, seq, ""))




# --- checkpoint file ----------------------------------------------------------
def read_checkpoint(buf):
    """``[session, offset, seq, head, state]``, and ``totals`` after them if the
    checkpoint keeps them (a closed session's), then a classic pulya's final
    calculation's values if it keeps them; LedgerError if damaged or of
    another version."""
    if len(buf) < 9 or bytes(buf[:4]) != b"TSCK":
        raise LedgerError(E_CHECKPOINT, 0)
    if buf[4] != FORMAT_VERSION:
        raise LedgerError(E_VERSION, 4, detail="checkpoint version %d" % buf[4])
    n = len(buf) - 4
    if _u32(buf, n) != crc(memoryview(buf)[:n]):
        raise LedgerError(E_CHECKPOINT, n)
    values = decode(buf, 5, n)
    # CRC-correct is not enough: a checkpoint written by a faulty build must
    # not reach the journal as a None offset or an int link.
    ok = 5 <= len(values) <= 7 and type(values[3]) is bytes and len(values[3]) == LINK_SIZE and type(values[4]) is list
    for v in values[:3]:       # session, offset, seq: counts
        ok = ok and type(v) is int and v >= 0
    if ok and len(values) > 5:      # the totals: a list of ints; the final calculation a list
        ok = type(values[5]) is list and type(values[-1]) is list
        for v in values[5] if ok else ():
            ok = ok and type(v) is int
    if not ok or values[1] < HEADER_SIZE:
        raise LedgerError(E_CHECKPOINT, 5, detail="fields")
    return values
