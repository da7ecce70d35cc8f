"""One session's ledger file on littlefs: load (checkpoint + tail, damage
framing), append + flush, checkpoint (tmp + rename).  ``device.journal``
drives these; the result and notice codes live here and are re-exported
there for the screens.
"""
import os

from rules import ledger
from rules.ledger import (SESSION_CLOSE, UNDO, VOID, HOST_ACK, DAMAGE,
                          TORN_TAIL, BAD_REGION, E_TORN, E_DAMAGED, E_SEQ, E_CHAIN, LedgerError)
from rules import table as tables
from rules.table import Table, TableError

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

OK = const(0)
W_LOW = const(1)          # saved; little room left
W_CHECKPOINT = const(2)   # saved; the checkpoint could not be written (boot will replay more)
E_FULL = const(301)
E_WRITE = const(302)
E_NOT_ACKED = const(303)
E_SESSION_OPEN = const(304)
E_ACK = const(305)
E_NO_LEDGER = const(306)
E_TOO_BIG = const(307)
E_DAMAGED_LEDGER = const(308)
# boot notices
N_TORN = const(401)
N_DAMAGED = const(402)
N_CHECKPOINT = const(403)
N_ORDER = const(404)
N_SKIPPED = const(405)
N_UNREADABLE = const(406)

MESSAGES = {
    OK: "saved", W_LOW: "saved; flash nearly full", W_CHECKPOINT: "saved; checkpoint failed",
    E_FULL: "flash full: sync first", E_WRITE: "flash write failed", E_NOT_ACKED: "not synced yet",
    E_SESSION_OPEN: "session still open", E_ACK: "host copy differs", E_NO_LEDGER: "no such session",
    E_TOO_BIG: "entry too big", E_DAMAGED_LEDGER: "ledger damaged: sync it",
    N_TORN: "torn record cut off", N_DAMAGED: "damaged records skipped",
    N_CHECKPOINT: "checkpoint bad; replayed", N_ORDER: "ledger order broken",
    N_SKIPPED: "entries not counted", N_UNREADABLE: "ledger unreadable",
}
MESSAGES.update(tables.MESSAGES)


def message(code):
    """Short text for a result or notice code."""
    return MESSAGES.get(code, "error %d" % code)


# Records that do not add to the table: accepted down to the last reserve.
_HOUSEKEEPING = (SESSION_CLOSE, HOST_ACK, DAMAGE)


class Records:
    """The records of a ledger file, readable any number of times, one window of RAM.

    After an iteration ``reader`` holds the reader (issues, head, last seq).
    """

    def __init__(self, path, start=-1, prev=None, seq=1):
        self.path = path
        self.start = start
        self.prev = prev
        self.seq = seq
        self.reader = None
        self.damage_marks = []    # offsets named by DAMAGE records

    def __iter__(self):
        f = open(self.path, "rb")
        try:
            size = f.seek(0, 2)

            def fetch(offset, mv):
                f.seek(offset)
                return f.readinto(mv) or 0

            self.reader = r = ledger.Reader(fetch=fetch, size=size, start=self.start,
                                            prev=self.prev, seq=self.seq)
            for rec in r:
                if rec[3] == DAMAGE and len(rec[4]) > 1:
                    self.damage_marks.append(rec[4][1])
                yield rec[2], rec[3], rec[4]
        finally:
            f.close()


class Session:
    """One session's ledger file as the journal knows it."""

    def __init__(self, journal, sid):
        self.journal = journal
        self.sid = sid
        self.path = journal.path(sid, "tsl")
        self.table = Table()
        self.size = 0           # bytes up to the end of the last good record
        self.head = None        # link of that record: what the next record stores
        self.last_seq = 0
        self.since = 0          # records since the checkpoint
        self.replayed = 0       # records read at the last load
        self.full = False       # whether that was a full replay
        self.notices = []       # (code, detail) seen at the last load
        self.handle = None      # append handle, kept open between events

    # -- load ------------------------------------------------------------------
    def load(self):
        """Checkpoint + the records after it; a full replay if the checkpoint is
        missing or bad, or if a correction after it reaches back before it.
        Damage found is reported in ``notices`` and framed by a DAMAGE record."""
        self.notices = []
        self.close_handle()
        table, start, prev, seq = None, -1, None, 1
        try:
            self.read_header()
        except (LedgerError, OSError) as exc:     # another format: never append to it
            self.notices.append((N_UNREADABLE, str(exc)))
            return False
        try:
            start, last, prev, table = self.read_checkpoint()
            seq = last + 1
        except OSError:
            pass                  # no checkpoint yet
        except (LedgerError, TableError) as exc:
            self.notices.append((N_CHECKPOINT, str(exc)))
        skipped = table.skipped if table is not None else 0
        records = Records(self.path, start, prev, seq)
        try:
            if table is not None:
                table = self._tail(records, table)
                if table is None:                 # a correction in the tail: replay all
                    records = Records(self.path)
                    skipped = 0
            if table is None:
                table = tables.derive(records, strict=False)
        except (LedgerError, OSError) as exc:     # header unreadable, or the file gone
            self.notices.append((N_UNREADABLE, str(exc)))
            return False
        r = records.reader
        self.table = table
        self.size = r.end
        self.head = r.head
        self.last_seq = r.last_seq
        self.replayed = r.index       # records read (per pass) to get here
        self.full = records.start < 0
        self.since = r.index
        if table.skipped > skipped:   # new this load (a checkpoint keeps the count)
            self.notices.append((N_SKIPPED, "%d" % (table.skipped - skipped)))
        marked = self._mark_damage(r.issues, records.damage_marks, r.last_seq)
        # a checkpoint now saves the next boot this replay and this damage report
        if self.since >= self.journal.checkpoint_every or marked or records.start < 0 and self.since:
            self.checkpoint()
        return True

    def read_header(self):
        """Check the ledger's header (boot reads no other byte before the
        checkpoint).  LedgerError for another version or not a ledger.  A
        damaged CRC is only noted (N_DAMAGED): the records are the session,
        and the host reads them past the header."""
        with open(self.path, "rb") as f:
            head = f.read(ledger.HEADER_SIZE)
        try:
            ledger.read_header(head)
        except LedgerError as exc:
            if exc.code != ledger.E_HEADER_CRC:
                raise
            self.notices.append((N_DAMAGED, str(exc)))

    def read_checkpoint(self):
        """``(offset, seq, link, table)`` of the checkpoint; OSError if there is
        none, LedgerError or TableError if it cannot be used."""
        with open(self.journal.path(self.sid, "ckp"), "rb") as f:
            sid, start, last, prev, state = ledger.read_checkpoint(f.read())
        if sid != self.sid:
            raise LedgerError(ledger.E_CHECKPOINT, detail="of session %d" % sid)
        if start > os.stat(self.path)[6]:
            raise LedgerError(ledger.E_SHORT, start, detail="ledger shorter than its checkpoint")
        return start, last, prev, Table.from_values(state)

    def _tail(self, records, table):
        """Apply the records after the checkpoint; None if one is a correction
        (only a full replay knows what it takes back)."""
        table.voided = ()
        ok = True
        for rec in records:      # read to the end even then: the file gets closed
            if rec[1] == UNDO or rec[1] == VOID:
                ok = False
            if ok:
                try:
                    table.apply(rec[0], rec[1], rec[2])
                except TableError:
                    table.skipped += 1
                    table.seq = rec[0]
        issues = records.reader.issues
        if issues and issues[0][1] == records.start and (issues[0][0] == E_SEQ or issues[0][0] == E_CHAIN):
            # The record after the checkpoint does not follow the record the
            # checkpoint covers: it belongs to another state of the file.
            self.notices.append((N_CHECKPOINT, ledger.describe(*issues[0][:4])))
            return None
        return table if ok else None

    def _mark_damage(self, issues, marks, last_seq):
        """Report damage and write a DAMAGE record after it, once, so that a
        later reader sees the device noticed and carried on from there.
        Returns how many DAMAGE records were written."""
        marked = 0
        for code, offset, index, seq, detail in issues:
            if code == E_TORN or code == E_DAMAGED:
                kind = TORN_TAIL if code == E_TORN else BAD_REGION
                self.notices.append((N_TORN if kind == TORN_TAIL else N_DAMAGED,
                                     "byte %d, %d bytes" % (offset, detail)))
                if offset not in marks:
                    # appended at the end of the file: after any torn bytes
                    if self.append(DAMAGE, [kind, offset, detail, last_seq]) <= W_LOW:
                        marked += 1
                    marks.append(offset)
            elif code == E_SEQ or code == E_CHAIN:
                self.notices.append((N_ORDER, ledger.describe(code, offset, index, seq)))
            elif code == ledger.E_ENCODING:    # a whole record, CRC-correct, not readable
                self.notices.append((N_DAMAGED, ledger.describe(code, offset, index, seq, detail)))
        return marked

    # -- writing -----------------------------------------------------------------
    def close_handle(self):
        if self.handle is not None:
            try:
                self.handle.close()
            except OSError:
                pass
            self.handle = None

    def append(self, rtype, values, table=None):
        """Write one record after the last good one; flush; then adopt ``table``.
        Returns OK, W_LOW or an error code (nothing changed then).

        Entries need ``entry_blocks`` more free blocks than the rest, so that
        a full flash still takes the close, the host's ack and a damage note:
        without them no session could ever be released."""
        j = self.journal
        seq = self.last_seq + 1
        try:
            rec = ledger.record(seq, rtype, values, self.head)
        except LedgerError as exc:
            j.detail = str(exc)
            return E_TOO_BIG
        need = j.reserve_bytes() + len(rec)
        if rtype not in _HOUSEKEEPING:
            need += j.entry_bytes()
        code = j.room(need)
        if code != OK:
            return code
        try:
            if self.handle is None:
                os.stat(self.path)            # "ab" would start a file with no header
                self.handle = open(self.path, "ab")
            self.handle.write(rec)
            self.handle.flush()           # littlefs: lfs_file_sync, the record is committed
            self.size = self.handle.tell()    # the file's end: after any torn bytes too
        except OSError as exc:
            # Closing syncs again, and may commit the record after all: then it
            # is saved, and saying otherwise would have it entered twice.
            self.close_handle()
            self.size = self._end_after(rec)
            if self.size < 0:
                # Part of the record may be in the file: the next load frames it out.
                j.stale = True
                j.detail = str(exc)
                return E_FULL if exc.args and exc.args[0] == 28 else E_WRITE
        self.head = ledger.link(rec)
        self.last_seq = seq
        self.since += 1
        if table is not None:
            self.table = table
        else:
            self.table.apply(seq, rtype, values)
        return W_LOW if j.free - len(rec) < j.low_bytes() else OK

    def _end_after(self, rec):
        """The file's size if it ends with ``rec`` (seq and link make it ours), else -1."""
        try:
            with open(self.path, "rb") as f:
                end = f.seek(0, 2)
                f.seek(max(0, end - len(rec)))
                return end if f.read(len(rec)) == rec else -1
        except OSError:
            return -1

    def checkpoint(self, before=None):
        """Write the table as the checkpoint (tmp + rename).  True if done.

        ``before`` = ``(table, size, last_seq, head)`` checkpoints the state one
        record back instead: then the last entry is always after the
        checkpoint, and undoing it replays a short tail, not the session."""
        j = self.journal
        table, size, last_seq, head = before or (self.table, self.size, self.last_seq, self.head)
        data = ledger.checkpoint(self.sid, size, last_seq, head, table.to_values())
        if j.room(j.reserve_bytes() + len(data)) != OK:
            return False
        tmp = j.path(self.sid, "tmp")
        try:
            with open(tmp, "wb") as f:
                f.write(data)
            os.rename(tmp, j.path(self.sid, "ckp"))
        except OSError as exc:
            j.detail = str(exc)
            try:
                os.remove(tmp)    # a cut checkpoint only takes room the ledger needs
            except OSError:
                pass
            return False
        self.since = self.last_seq - last_seq
        return True

    def records(self):
        return Records(self.path)
