"""The ledger on the board's flash: one append-only file per session on littlefs.

Files in ``root`` (``/ledger`` on the board):

- ``sNNNNN.tsl`` the session's ledger (``rules.ledger`` format), only ever appended to;
- ``sNNNNN.ckp`` its checkpoint: the derived table after a known record,
  written to ``sNNNNN.tmp`` and renamed, so it is always whole or absent;
- ``sNNNNN.new`` a ledger being created (header + SESSION_OPEN, renamed when whole).

The reading and writing of one file is ``device.ledger_file.Session``.

Every event is written and flushed (littlefs commits the file on flush)
before ``commit`` returns OK: only then may the screen say "saved".  Boot
reads the checkpoint and the few records after it, so it costs the same
after 10 or 5000 deals.  Every method returns a code (``OK``, a ``W_`` warning
or an error) and leaves the reason in ``detail``; nothing raises for bad
input, damage or a full flash.  ``MESSAGES`` has a short English text per code.
"""
import gc
import os

from rules import ledger
from rules.ledger import HEADER_SIZE, SESSION_OPEN, SESSION_CLOSE, UNDO, VOID, HOST_ACK, LedgerError
from rules import table as tables
from rules.table import Table, TableError
from device.ledger_file import (Session, Records, message, MESSAGES, OK, W_LOW, W_CHECKPOINT, E_FULL,  # noqa: F401
                                E_WRITE, E_NOT_ACKED, E_SESSION_OPEN, E_ACK, E_NO_LEDGER, E_TOO_BIG, E_DAMAGED_LEDGER,
                                N_TORN, N_DAMAGED, N_CHECKPOINT, N_ORDER, N_SKIPPED, N_UNREADABLE)


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
        self.free = 0             # free bytes at the last room() check
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
        """Free bytes on the ledger's filesystem; -1 if it cannot be asked (not mounted)."""
        try:
            st = os.statvfs(self.root)
        except OSError as exc:
            self.detail = str(exc)
            return -1
        self._block = st[0]
        return st[0] * st[3]

    def room(self, need):
        """OK if ``need`` bytes are free, else E_FULL (E_WRITE if the
        filesystem cannot say); the free bytes are left in ``free``."""
        self.free = self.free_bytes()
        if self.free < 0:
            return E_WRITE
        if self.free < need:
            self.detail = "%d bytes free" % self.free
            return E_FULL
        return OK

    def reserve_bytes(self):
        return self.reserve_blocks * self._block

    def entry_bytes(self):
        return self.entry_blocks * self._block

    def low_bytes(self):
        return self.low_blocks * self._block

    # -- boot ------------------------------------------------------------------------
    def boot(self):
        """Find the latest session and load it.  Returns the notices [(code, detail)]."""
        self.notices = []
        try:
            self._make_root()
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

    def _make_root(self):
        """Create the ledger folder if it is missing (first boot, or removed by hand)."""
        try:
            os.stat(self.root)
        except OSError:
            os.mkdir(self.root)

    def close(self):
        """Close the open append handle (before unmounting, a sync or sleep)."""
        if self.current is not None:
            self.current.close_handle()

    def _reload(self):
        if self.stale and self.current is not None:
            s = self.current
            if not s.load():          # the file is gone or unreadable: a new session may start
                self.current = None
            self.notices = s.notices
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
        last = self.current
        if last is not None and last.table.game != game:
            # the closed session of the other game lets its engine go before
            # this game's rules are imported: not both on the heap at once
            last.table = Table()
            gc.collect()
        code = self._open_session(game, players, settings, started)
        if self.current is last and last is not None and last.table.game is None and not last.load():
            self.current = None     # not started: the last session as it was (from its file)
        return code

    def _open_session(self, game, players, settings, started):
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
        try:
            self._make_root()
        except OSError as exc:
            self.detail = str(exc)
            return E_WRITE
        code = self.room(self.reserve_bytes() + len(data) + self.entry_bytes())
        if code != OK:
            return code
        new = self.path(sid, "new")
        try:
            with open(new, "wb") as f:
                f.write(data)
            os.rename(new, self.path(sid, "tsl"))
        except OSError as exc:
            self.detail = str(exc)
            try:
                os.remove(new)    # half a new ledger only takes room
            except OSError:
                pass
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
            tail = Records(s.path, start, prev, last + 1)
            if target > last and not tables.voids(tail):
                records, base = tail, table
        except (OSError, LedgerError, TableError):
            pass
        try:
            t = tables.correction(records, rtype, target, s.last_seq + 1, s.table, base)
        except TableError as exc:
            t = exc
        except (LedgerError, OSError) as exc:     # the file changed since boot
            self.detail = str(exc)
            return E_DAMAGED_LEDGER
        for issue in records.reader.issues if records.reader else ():
            if issue[1] not in records.damage_marks:
                # Damage the checkpoint hid: a replay would drop more than the
                # target.  Change nothing; the host's copy and check() show it.
                self.detail = ledger.describe(*issue[:4])
                return E_DAMAGED_LEDGER
        if isinstance(t, TableError):
            self.detail = t.detail
            return t.code
        code = s.append(rtype, [target], t)
        if code <= W_LOW and not s.checkpoint():
            code = W_CHECKPOINT
        return code

    # -- the host's side -------------------------------------------------------------
    def session(self, sid):
        """The loaded ``ledger_file.Session`` of ``sid`` (the current one if it is), or None:
        its ``table``, ``last_seq`` and ``head`` for the host's sync."""
        return self._session(sid)

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
        try:
            for _ in records:
                pass
        except (LedgerError, OSError) as exc:     # the file changed since it was loaded
            return [(E_NO_LEDGER, -1, -1, -1, str(exc))]
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
        if seq == s.last_seq:
            found = s.head        # the usual ack, of the head: no need to read the session again
        else:
            records = s.records()
            try:
                for rec in records:
                    if rec[0] == seq:
                        found = records.reader.head
            except (LedgerError, OSError) as exc:
                self.detail = str(exc)
                return E_NO_LEDGER
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
