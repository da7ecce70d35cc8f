"""The ledger on the board's flash: one append-only file per session on littlefs.

Files in ``root`` (``/ledger`` on the board):

- ``sNNNNN.tsl`` the session's ledger (``rules.ledger`` format), only ever appended to;
- ``sNNNNN.ckp`` its checkpoint: the derived table after a known record,
  written to ``sNNNNN.tmp`` and renamed, so it is always whole or absent;
- ``sNNNNN.new`` a ledger being created (header + SESSION_OPEN, renamed when whole).

Every event is written and flushed (littlefs commits the file on flush)
before ``commit`` returns OK: only then may the screen say "saved".  Boot
reads the checkpoint and the few records after it, so it costs the same
after 10 or 5000 deals.  Every method returns a code (``OK``, a ``W_`` warning
or an error) and leaves the reason in ``detail``; nothing raises for bad
input, damage or a full flash.  ``MESSAGES`` has a short English text per code.
"""
import os

from rules import ledger
from rules.ledger import (HEADER_SIZE, SESSION_OPEN, SESSION_CLOSE, UNDO, VOID, HOST_ACK, DAMAGE,
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
    E_TOO_BIG: "entry too big",
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


class _Records:
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
            start, last, prev, table = self.read_checkpoint()
            seq = last + 1
        except OSError:
            pass                  # no checkpoint yet
        except (LedgerError, TableError) as exc:
            self.notices.append((N_CHECKPOINT, str(exc)))
        skipped = table.skipped if table is not None else 0
        records = _Records(self.path, start, prev, seq)
        try:
            if table is not None:
                table = self._tail(records, table)
                if table is None:                 # a correction in the tail: replay all
                    records = _Records(self.path)
                    skipped = 0
            if table is None:
                table = tables.derive(records, strict=False)
        except LedgerError as exc:                # header unreadable
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
        free = j.free_bytes()
        need = j.reserve_bytes() + len(rec)
        if rtype not in _HOUSEKEEPING:
            need += j.entry_blocks * j._block
        if free < need:
            j.detail = "%d bytes free" % free
            return E_FULL
        try:
            if self.handle is None:
                self.handle = open(self.path, "ab")
            self.handle.write(rec)
            self.handle.flush()           # littlefs: lfs_file_sync, the record is committed
        except OSError as exc:
            # Part of the record may be in the file: the next load frames it out.
            self.close_handle()
            j.stale = True
            j.detail = str(exc)
            return E_FULL if exc.args and exc.args[0] == 28 else E_WRITE
        self.size = self.handle.tell()    # the file's end: after any torn bytes too
        self.head = ledger.link(rec)
        self.last_seq = seq
        self.since += 1
        if table is not None:
            self.table = table
        else:
            self.table.apply(seq, rtype, values)
        return W_LOW if free - len(rec) < j.low_bytes() else OK

    def checkpoint(self, before=None):
        """Write the table as the checkpoint (tmp + rename).  True if done.

        ``before`` = ``(table, size, last_seq, head)`` checkpoints the state one
        record back instead: then the last entry is always after the
        checkpoint, and undoing it replays a short tail, not the session."""
        j = self.journal
        table, size, last_seq, head = before or (self.table, self.size, self.last_seq, self.head)
        data = ledger.checkpoint(self.sid, size, last_seq, head, table.to_values())
        if j.free_bytes() < j.reserve_bytes() + len(data):
            return False
        tmp = j.path(self.sid, "tmp")
        try:
            with open(tmp, "wb") as f:
                f.write(data)
            os.rename(tmp, j.path(self.sid, "ckp"))
        except OSError as exc:
            j.detail = str(exc)
            return False
        self.since = self.last_seq - last_seq
        return True

    def records(self):
        return _Records(self.path)


class Journal:
    """The device's ledger.  ``boot()`` first, then ``open_session``, ``commit``,
    ``undo``, ``void``, ``close_session``; ``acknowledge`` and
    ``remove_session`` for the host sync.

    Tunables are class attributes (set them before ``boot``).
    """
    checkpoint_every = 32     # records between checkpoints: what boot replays at most
    reserve_blocks = 3        # littlefs needs free blocks to copy-on-write the tail and metadata
    entry_blocks = 2          # kept free beyond that for closing and acknowledging a session
    low_blocks = 12           # below this many free blocks, warn with every save

    def __init__(self, root="/ledger", device=0):
        self.root = root
        self.device = device
        self.current = None       # Session being played (or the last one, closed)
        self.notices = []
        self.detail = ""
        self.stale = False
        self._block = 0

    # -- files ---------------------------------------------------------------------
    def path(self, sid, ext):
        return "%s/s%05d.%s" % (self.root, sid, ext)

    def sessions(self):
        """Session ids with a ledger file, oldest first."""
        out = []
        try:
            entries = list(os.ilistdir(self.root))
        except OSError:
            return out
        for entry in entries:
            name = entry[0]
            if len(name) == 10 and name[0] == "s" and name[6:] == ".tsl":
                try:
                    out.append(int(name[1:6]))
                except ValueError:
                    pass
        out.sort()
        return out

    def free_bytes(self):
        st = os.statvfs(self.root)
        self._block = st[0]
        return st[0] * st[3]

    def reserve_bytes(self):
        return self.reserve_blocks * self._block

    def low_bytes(self):
        return self.low_blocks * self._block

    # -- boot ------------------------------------------------------------------------
    def boot(self):
        """Find the latest session and load it.  Returns the notices [(code, detail)]."""
        self.notices = []
        try:
            try:
                os.stat(self.root)
            except OSError:
                os.mkdir(self.root)
            for entry in list(os.ilistdir(self.root)):
                # a checkpoint or a new ledger never renamed: not a record of anything
                if entry[0].endswith(".tmp") or entry[0].endswith(".new"):
                    os.remove(self.root + "/" + entry[0])
        except OSError as exc:
            self.detail = str(exc)
            self.notices.append((E_WRITE, self.detail))
        self.current = None
        sids = self.sessions()
        if sids:
            s = Session(self, sids[-1])
            if s.load():
                self.current = s
            self.notices = s.notices
        self.stale = False
        return self.notices

    def close(self):
        """Close the open append handle (before unmounting, a sync or sleep)."""
        if self.current is not None:
            self.current.close_handle()

    def _reload(self):
        if self.stale and self.current is not None:
            self.current.load()
            self.notices = self.current.notices
            self.stale = False

    @property
    def table(self):
        """The derived state of the current session (an empty Table if none)."""
        return self.current.table if self.current is not None else Table()

    def is_open(self):
        return self.current is not None and self.current.table.game is not None and not self.current.table.closed

    # -- the table -------------------------------------------------------------------
    def open_session(self, game, players, settings, started=None):
        """Start a new session file: header + SESSION_OPEN, written whole or not at all."""
        self._reload()
        if self.is_open():
            self.detail = "close it first"
            return tables.T_OPEN
        values = [game, list(players), list(settings), started]
        t = Table()
        try:
            t.apply(1, SESSION_OPEN, values)
            sids = self.sessions()
            sid = sids[-1] + 1 if sids else 1
            data = ledger.header(sid, self.device) + ledger.record(1, SESSION_OPEN, values,
                                                                   ledger.start_link(sid, self.device))
        except (TableError, LedgerError) as exc:
            self.detail = exc.detail
            return exc.code if isinstance(exc, TableError) else E_TOO_BIG
        free = self.free_bytes()
        if free < self.reserve_bytes() + len(data) + self.entry_blocks * self._block:
            self.detail = "%d bytes free" % free
            return E_FULL
        new = self.path(sid, "new")
        try:
            with open(new, "wb") as f:
                f.write(data)
            os.rename(new, self.path(sid, "tsl"))
        except OSError as exc:
            self.detail = str(exc)
            return E_WRITE
        if self.current is not None:
            self.current.close_handle()
        s = Session(self, sid)
        s.table = t
        s.size = len(data)
        s.head = ledger.link(data[HEADER_SIZE:])
        s.last_seq = 1
        s.since = 1
        self.current = s
        return OK

    def commit(self, rtype, values):
        """Check an entry against the table, then write it.  OK/W_LOW mean saved."""
        self._reload()
        s = self.current
        if s is None or s.table.game is None:
            self.detail = ""
            return tables.T_NO_SESSION
        t = Table.from_values(s.table.to_values())
        try:
            t.apply(s.last_seq + 1, rtype, values)
        except TableError as exc:
            self.detail = exc.detail
            return exc.code
        before = (s.table, s.size, s.last_seq, s.head)
        code = s.append(rtype, values, t)
        if code <= W_LOW and s.since >= self.checkpoint_every:
            if not s.checkpoint(before):
                code = W_CHECKPOINT
        return code

    def close_session(self, reason=0, ended=None):
        code = self.commit(SESSION_CLOSE, [reason, ended])
        if code <= W_LOW:
            if not self.current.checkpoint():
                code = W_CHECKPOINT
            self.current.close_handle()
        return code

    def undo(self):
        """Take back the last live entry (usually the last deal)."""
        self._reload()
        if self.current is None or not self.current.table.last_entry:
            self.detail = "nothing to undo"
            return tables.T_TARGET
        return self._correct(UNDO, self.current.table.last_entry)

    def void(self, seq):
        """Take back the live entry with ``seq``, however old: the totals are recomputed."""
        self._reload()
        return self._correct(VOID, seq)

    def _correct(self, rtype, target):
        s = self.current
        if s is None or s.table.game is None:
            return tables.T_NO_SESSION
        if s.table.closed:
            return tables.T_CLOSED
        # The same replay for old and new targets: from the checkpoint when the
        # target is after it (an undo, usually), else from the start (twice
        # over the file, one window of RAM).
        records, base = s.records(), None
        try:
            start, last, prev, table = s.read_checkpoint()
            tail = _Records(s.path, start, prev, last + 1)
            if target > last and not tables.voids(tail):
                records, base = tail, table
        except (OSError, LedgerError, TableError):
            pass
        try:
            t = tables.correction(records, rtype, target, s.last_seq + 1, s.table, base)
        except TableError as exc:
            self.detail = exc.detail
            return exc.code
        code = s.append(rtype, [target], t)
        if code <= W_LOW and not s.checkpoint():
            code = W_CHECKPOINT
        return code

    # -- the host's side -------------------------------------------------------------
    def _session(self, sid):
        if self.current is not None and self.current.sid == sid:
            self._reload()
            return self.current
        try:
            os.stat(self.path(sid, "tsl"))
        except OSError:
            return None
        s = Session(self, sid)
        return s if s.load() else None

    def check(self, sid):
        """Read a whole session and return its problems as ``rules.ledger`` issues:
        boot reads only after the checkpoint, this finds damage anywhere."""
        s = self._session(sid)
        if s is None:
            return [(E_NO_LEDGER, -1, -1, -1, "")]
        records = s.records()
        for _ in records:
            pass
        return records.reader.issues

    def head(self, sid):
        """``(last seq, link of the last record)`` of a session: the anchor the host checks."""
        s = self._session(sid)
        return None if s is None else (s.last_seq, s.head)

    def acknowledge(self, sid, seq, link, host_time=None):
        """The host stored the session up to ``seq`` whose record's link is ``link``.

        Written as a HOST_ACK record: only then may ``remove_session`` delete it.
        """
        s = self._session(sid)
        if s is None:
            return E_NO_LEDGER
        found = None
        records = s.records()
        for rec in records:
            if rec[0] == seq:
                found = records.reader.head
        if found is None or found != bytes(link):
            self.detail = "seq %d" % seq
            return E_ACK
        code = s.append(HOST_ACK, [seq, bytes(link), host_time])
        if s is not self.current:
            s.close_handle()
        return code

    def remove_session(self, sid):
        """Delete a closed session the host has acknowledged up to its close."""
        s = self._session(sid)
        if s is None:
            return E_NO_LEDGER
        if not s.table.closed:
            self.detail = "close it first"
            return E_SESSION_OPEN
        if s.table.acked < s.table.closed:
            self.detail = "acked %d of %d" % (s.table.acked, s.table.closed)
            return E_NOT_ACKED
        s.close_handle()
        for ext in ("ckp", "tsl"):
            try:
                os.remove(self.path(sid, ext))
            except OSError:
                pass
        if self.current is not None and self.current.sid == sid:
            self.current = None
        return OK
