"""A session's ledger as the host receives it: bytes of the device's file,
put back in order (``Assembler``), read into records that are checked and
kept back until the hash chain confirms them (``Chain``).

Nothing is stored before it is confirmed: a record is confirmed by the next
record's link, the last one by the head the device announced (its last seq
and the link of its last record).  A record whose payload was changed and
whose CRC was recomputed is therefore never archived, wherever it falls.
Bytes between records that are not a record (a record torn by a power cut,
which the board's journal skips and appends after) are passed over, but only
where the chain holds across them: the next record has the next seq and
links to the record before the gap.  Record 1, the session's opening, must
have the shape everything the host shows of the session comes from
(``sync_open``): a session whose opening does not is refused whole.

>>> from .rules.ledger import header, record, link, start_link, SESSION_OPEN, PREF_DEAL
>>> r1 = record(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None], start_link(7))
>>> r2 = record(2, PREF_DEAL, ["raspasy"], link(r1))
>>> c = Chain(7, header=None)
>>> c.feed(header(7) + r1 + b"torn" + r2)
>>> [r[1] for r in c.take()]          # r1 is confirmed by r2's link; r2 waits for the head
[1]
>>> c.announce(2, link(r2)); [r[1] for r in c.take()]
[2]
"""
from . import sync_open
from .rules import ledger

HEADER = ledger.HEADER_SIZE
MAX_SKIP = 1 << 16      # bytes in a row that are not a record: more is not a ledger the board wrote


class Diverged(Exception):
    """The device's history of a session differs from the archived one, or its ledger is damaged."""


class Assembler:
    """Bytes of a file from offset ``pos`` on, arriving in pieces in any order."""

    def __init__(self, pos, limit=1 << 18):
        self.pos = pos              # every byte before this was taken
        self.limit = limit          # bytes held ahead of pos at most
        self.data = bytearray()     # the bytes from pos on, as far as any arrived
        self.have = bytearray()     # 1 where data holds a byte that arrived

    def put(self, offset, chunk):
        """Place ``chunk`` at file ``offset``; returns how many bytes were new."""
        i = offset - self.pos
        if i < 0:
            chunk = chunk[-i:]
            i = 0
        n = min(len(chunk), self.limit - i)
        if n <= 0:
            return 0
        if len(self.data) < i + n:
            grow = i + n - len(self.data)
            self.data.extend(bytes(grow))
            self.have.extend(bytes(grow))
        new = self.have[i:i + n].count(0)
        self.data[i:i + n] = chunk[:n]
        self.have[i:i + n] = b"\x01" * n
        return new

    def held(self, a, b):
        """True if every byte of ``[a, b)`` is here (or was taken)."""
        i = max(a - self.pos, 0)
        j = b - self.pos
        return j <= i or (j <= len(self.have) and self.have.find(0, i, j) < 0)

    def take(self):
        """The bytes from ``pos`` on that arrived without a gap; ``pos`` moves past them."""
        k = self.have.find(0)
        if k < 0:
            k = len(self.have)
        out = bytes(self.data[:k])
        del self.data[:k]
        del self.have[:k]
        self.pos += k
        return out


class Chain:
    """The records of session ``sid`` out of its file's bytes, fed in order.

    ``last``/``head``/``offset``: the archived head (seq, link of that record,
    file offset after it) the bytes go on from.  ``header``: for a session new
    to the archive None (the bytes start with the file's header, read and
    checked here: ``self.header``); for a session whose offsets the archive
    does not know (archived by protocol 1) the archived header, with
    ``known(seq)`` giving each archived record: the bytes then start at 0 and
    must repeat the archive up to ``last``.
    """

    def __init__(self, sid, last=0, head=None, offset=HEADER, header=b"", known=None):
        self.sid = sid
        self.known = known
        self.known_last = last if known else 0
        self.expect_header = header
        self.header = None
        self.need_header = header is None or known is not None
        if self.need_header:
            last, head, offset = 0, None, 0
        self.last = last            # seq and link of the last record read (pending or not)
        self.head = head
        self.buf = bytearray()      # bytes not read yet, from file offset ``off``
        self.off = offset
        self.skipped = 0            # bytes passed over since the last record
        self.pending = None         # the last record read, until the chain confirms it
        self.ready = []             # confirmed records: (raw, seq, type, link, values, end offset)
        self.confirmed = (last, head, offset)   # seq, link and end offset of the last confirmed record
        self.want = None            # the last seq the device announced: a record past it is refused

    def where(self):
        """The file offset of the next byte the chain wants."""
        return self.off + len(self.buf)

    def feed(self, data):
        self.buf.extend(data)
        while self._step():
            pass

    def jump(self, offset):
        """The bytes up to ``offset`` will not come (the device wrote past what
        was fetched): they count as passed over, and the chain must hold across."""
        if offset > self.where():
            self.skipped += offset - self.where() + len(self.buf)
            self.buf = bytearray()
            self.off = offset

    def announce(self, seq, link):
        """The device's head: its last record's seq and link.  Confirms the
        pending record if it is that record; Diverged if it should be and is not."""
        p = self.pending
        if p is None or p[1] != seq:
            return
        if ledger.link(p[0]) != bytes(link):
            raise Diverged("session %d: record %d differs from the head the device announced "
                           "(changed after it was written?)" % (self.sid, seq))
        self._confirm()

    def take(self):
        """The confirmed records not taken yet, oldest first."""
        out = self.ready
        self.ready = []
        return out

    # -- reading ----------------------------------------------------------------
    def _confirm(self):
        p = self.pending
        self.ready.append(p)
        self.confirmed = (p[1], ledger.link(p[0]), p[5])
        self.pending = None

    def _step(self):
        """Read one thing off the buffer: the header, a record, or bytes that are
        not one.  False when more bytes are needed first."""
        buf = self.buf
        n = len(buf)
        if self.need_header:
            if n < HEADER:
                return False
            self._header(bytes(buf[:HEADER]))
            self._drop(HEADER)
            return True
        size = ledger.frame(buf, 0, n)
        if size > 0:
            raw = bytes(buf[:size])
            self._record(raw, self.off + size)
            self._drop(size)
            return True
        if size < 0:
            return False
        # not a record here: up to the next place one starts (magic, length, CRC)
        q = buf.find(ledger.REC_MAGIC, 1)
        while q > 0:
            size = ledger.frame(buf, q, n)
            if size < 0:
                break           # that one is not whole yet: skip up to it, decide when it is
            if size > 0:
                break
            q = buf.find(ledger.REC_MAGIC, q + 1)
        skip = n if q < 0 else q
        self.skipped += skip
        self._drop(skip)
        if self.skipped > MAX_SKIP:
            raise Diverged("session %d: more than %d bytes after seq %d are not records (not a ledger?)"
                           % (self.sid, MAX_SKIP, self.last))
        return q > 0 and size > 0

    def _drop(self, k):
        del self.buf[:k]
        self.off += k

    def _header(self, raw):
        sid = self.sid
        if self.expect_header:
            if raw != bytes(self.expect_header):
                raise Diverged("session %d: the device's ledger header differs from the archived one "
                               "(a reformatted device?)" % sid)
        else:
            try:
                got, _ = ledger.read_header(raw)
            except ledger.LedgerError as exc:
                raise Diverged("session %d: the device's ledger header is unreadable (%s)" % (sid, exc))
            if got != sid:
                raise Diverged("session %d: its ledger header names session %d" % (sid, got))
        self.header = raw
        self.need_header = False
        self.head = ledger.link(raw)
        self.confirmed = (0, self.head, HEADER)

    def _record(self, raw, end):
        sid, last = self.sid, self.last
        at = end - len(raw)
        try:
            prev, seq, rtype, values = ledger.fields(raw, 0, len(raw))
        except ledger.LedgerError as exc:
            raise Diverged("session %d: the record at byte %d after seq %d does not decode (%s)"
                           % (sid, at, last, exc.detail))
        if seq <= last:
            raise Diverged("session %d: record %d at byte %d repeats or goes back (seq %d came before it)"
                           % (sid, seq, at, last))
        if self.want is not None and seq > self.want:
            raise Diverged("session %d: record %d at byte %d is past the head the device announced (seq %d)"
                           % (sid, seq, at, self.want))
        if seq != last + 1:
            raise Diverged("session %d: the device's ledger jumps from seq %d to %d (damage on the device%s)"
                           % (sid, last, seq, ", %d bytes unreadable before it" % self.skipped
                              if self.skipped else ""))
        if prev != self.head:
            raise Diverged("session %d: record %d does not continue the hash chain of record %d%s"
                           % (sid, seq, last, " across %d unreadable bytes" % self.skipped if self.skipped else ""))
        self.last, self.head = seq, ledger.link(raw)
        self.skipped = 0
        if seq <= self.known_last:
            # archived already (by protocol 1): must be the same bytes
            known = self.known(seq)
            if known is None or raw != bytes(known):
                raise Diverged("session %d: record %d on the device differs from the archived one" % (sid, seq))
            self.confirmed = (seq, self.head, end)
            return
        opening = sync_open.problem(seq, rtype, values)
        if opening:
            raise Diverged("session %d: %s" % (sid, opening))
        if self.pending is not None:
            self._confirm()         # this record's link confirms the one before it
        self.pending = (raw, seq, rtype, prev, values, end)
