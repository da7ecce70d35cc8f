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
input, damage or a full flash.  ``message(code)`` is a short English text.

Here is what a deal needs: checking an entry, appending it, the checkpoint.
Undoing or voiding the entry just committed steps back to the table kept
before it (``Session.before``).  Closing the session is here too: the end
of a game is where its heap is fullest.  What a deal does not need are modules of
the journal loaded for one call and dropped after it (``_rare``; the
pattern: firmware/README.md, "Modules loaded when used"):

- ``device.journal_session``: boot, a session loaded from its files, a new
  session opened;
- ``device.journal_read``: a session's records and checkpoint read back (the
  history screens, the two modules above and below);
- ``device.journal_fix``: a correction that replays the ledger (anything but
  the entry just committed);
- ``device.journal_host``: the host's side of a sync.
"""
import os

from rules import drop, load

# modules, not their names: every global is a dict entry on the board
from rules import ledger
from rules import table as tables

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
E_TOO_BIG = const(307)
# The codes only the rare calls return are their modules': 303-306
# ``device.journal_host``'s, the boot notices (401-406)
# ``device.journal_session``'s, 308 ``device.journal_fix``'s.
del const

# What a deal does not use: the journal's modules loaded when used, and the
# rules' modules they load (reading the ledger back, replaying it, the texts)
_RARE = ("device.journal_session device.journal_host device.journal_read device.journal_fix "
         "rules.why lang.en_why rules.ledger_read rules.table_replay rules.table_money rules.money "
         "rules.table_closed")


def _forget():
    """Drop the modules a deal does not use (``_RARE``)."""
    drop(_RARE)


def _rare(part, name, *args):
    """Call ``device.journal_<part>.<name>(*args)``, then drop it again."""
    try:
        return getattr(load("device.journal_" + part), name)(*args)
    finally:
        _forget()


def message(code):
    """The English text of a result or notice code, the table's refusals
    included (texts/device.txt, the E codes): what the sync tells the PC.
    The screens show the code in the device's language (``ui.text.message``).

    >>> message(301), message(203), message(999)
    ('flash full: sync first', 'session is closed', '? E999')
    """
    from rules.why import english
    try:
        text = english("E%d" % code)
    finally:
        _forget()
    return text


class Session:
    """One session's ledger file: load (checkpoint + tail, damage framed),
    append + flush, checkpoint (tmp + rename)."""

    def __init__(self, journal, sid):
        self.journal = journal
        self.sid = sid
        self.path = journal.path(sid, "tsl")
        self.table = tables.Table()
        self.size = 0           # bytes up to the end of the last good record
        self.head = None        # link of that record: what the next record stores
        self.last_seq = 0
        self.since = 0          # records since the checkpoint
        self.replayed = 0       # records read at the last load
        self.notices = []       # (code, detail) seen at the last load
        self.handle = None      # append handle, kept open between events
        # (table values before the last record, its type, its values) when
        # that record is an entry committed here: undoing or voiding it
        # steps back to those values, no reading, no replay (``Journal.void``)
        self.before = None

    def records(self):
        """The session's records, ``(seq, type, values)``, read from the file."""
        return _rare("read", "Records", self.path)

    def entry(self, seq):
        """The record ``(seq, type, values)`` numbered ``seq``, None if there is
        none: the entry just committed from memory (what an undo asks about),
        any other read from the file."""
        b = self.before
        if b is not None and seq == self.last_seq:
            return seq, b[1], b[2]
        found = None
        for r in self.records():    # to the end: the file is closed then
            if r[0] == seq:
                found = r
        return found

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

        Entries are refused while fewer than ``reserve_blocks +
        entry_blocks`` blocks are free, so that the flash, filled by the
        ledger or by other files, still takes the records that release a
        session: the close, the host's ack, a damage note, and the end
        of a pulya (the entry before its close: ending a game is never
        refused, the players see its results).  Those are always tried (littlefs says if they fit): without them no session
        could ever be freed."""
        j = self.journal
        seq = self.last_seq + 1
        self.before = None
        try:
            rec = ledger.record(seq, rtype, values, self.head)
        except ledger.LedgerError as exc:
            j.detail = str(exc)
            return E_TOO_BIG
        code = j.room(len(rec), j.reserve_blocks + j.entry_blocks)
        if code == E_FULL and (rtype == ledger.SESSION_CLOSE or rtype == ledger.HOST_ACK or rtype == ledger.DAMAGE
                               or rtype == ledger.PREF_PENALTY and values[0] == "end"):
            # ... and the end of a pulya, its one entry that ends it (then its close)
            code = OK
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
        try:
            self.head = ledger.link(rec)
            self.last_seq = seq
            self.since += 1
            if table is not None:
                self.table = table
            else:
                self.table.apply(seq, rtype, values)
        except Exception:
            # No memory: the record is saved, the journal's picture of it is
            # not whole; the file is read back before the next call.
            j.stale = True
            raise
        return W_LOW if j.free - len(rec) < j.low_blocks * j.block else OK

    def _end_after(self, rec):
        """The file's size if it ends with ``rec`` (seq and link make it ours), else -1."""
        try:
            with open(self.path, "rb") as f:
                end = f.seek(0, 2)
                f.seek(max(0, end - len(rec)))
                return end if f.read(len(rec)) == rec else -1
        except OSError:
            return -1

    def checkpoint(self, before=None, totals=None, final=None):
        """Write the table as the checkpoint (tmp + rename).  True if done.

        ``before`` = ``(table values, size, last_seq, head)`` checkpoints the
        state one record back instead: then the last entry is always after
        the checkpoint: an undo of an older one replays a short tail, not the
        session (the last one is stepped back from ``Session.before``).
        ``totals``: a closed session's, kept beside its table: the sync
        reads it without the game's rules (``journal_host``); ``final``: a
        classic pulya's final calculation's values, the boot's reading of it
        without its engine (``journal_session.load``)."""
        j = self.journal
        state, size, last_seq, head = before or (self.table.to_values(), self.size, self.last_seq, self.head)
        data = ledger.checkpoint(self.sid, size, last_seq, head, state, totals, final)
        if j.room(len(data), j.reserve_blocks) != OK:
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


class Journal:
    """The device's ledger.  ``boot()`` first, then ``open_session``, ``commit``,
    ``undo``, ``void``, ``close_session``; ``acknowledge`` and
    ``remove_session`` for the host sync.

    The calls a deal does not make are functions of the journal's modules
    loaded when used, reached through ``__getattr__``:
    ``boot()``, ``open_session(game, players, settings, started=None)`` and
    ``sessions()`` in ``device.journal_session``; ``session(sid, engine=True)``, ``check(sid)``,
    ``head(sid)``, ``acknowledge(sid, seq, link, host_time=None)`` and
    ``remove_session(sid)`` in ``device.journal_host``.  Their arguments are
    positional only (the call goes through a ``*args``).  ``table`` is the
    current session's table (an empty Table if none).

    Tunables are class attributes (set them before ``boot``).
    """
    checkpoint_every = 32     # records between checkpoints: what boot replays at most
    reserve_blocks = 3        # littlefs needs free blocks to copy-on-write the tail and metadata
    entry_blocks = 2          # kept free beyond that for closing and acknowledging a session
    low_blocks = 12           # below this many free blocks, every save says W_LOW

    def __init__(self, root="/ledger", device=0):
        self.root = root
        self.device = device
        self.current = None       # Session being played (or the last one, closed)
        self.notices = []
        self.detail = ""
        self.stale = False
        self.free = 0             # free bytes at the last room() check
        self.block = 0            # the filesystem's block size, from the same check

    # -- files ---------------------------------------------------------------------
    def path(self, sid, ext):
        return "%s/s%05d.%s" % (self.root, sid, ext)

    def room(self, need, blocks):
        """OK if ``need`` bytes and ``blocks`` blocks beyond them are free, else
        E_FULL (E_WRITE if the filesystem cannot say, e.g. not mounted); the
        free bytes are left in ``free``."""
        try:
            st = os.statvfs(self.root)
        except OSError as exc:
            self.detail = str(exc)
            return E_WRITE
        # littlefs counts the blocks in use by walking its files, and counts
        # some twice: near full the count passes the total, and the free
        # count (total - used, unsigned) reads 2**32 - k here, -k on a 32-bit
        # board.  Neither is room.
        free = st[3]
        if not 0 <= free <= st[2]:
            free = 0
        self.block = st[0]
        self.free = st[0] * free
        if self.free < need + blocks * self.block:
            self.detail = "%d bytes free" % self.free
            return E_FULL
        return OK

    def close(self):
        """Close the open append handle (before unmounting, a sync or sleep)."""
        if self.current is not None:
            self.current.close_handle()

    def reload(self):
        """The current session read again from its files if ``stale``: a
        call cut short (no memory halfway), or its engine set aside while the
        PC synced (``ui.sync``, ``ui.boot.resume``).  Before every call that
        changes it."""
        if self.stale and self.current is not None:
            s = self.current
            if not _rare("session", "load", s):      # the file is gone or unreadable: a new session may start
                self.current = None
            self.notices = s.notices
            self.stale = False

    def __getattr__(self, name):
        """``table`` and the rare calls (see the class): a call imports its
        module for the call and forgets it again (``_rare``)."""
        if name == "table":
            return self.current.table if self.current is not None else tables.Table()
        word = " %s " % name
        if word in " boot open_session sessions ":
            part = "session"
        elif word in " session check head acknowledge remove_session ":
            part = "host"
        else:
            raise AttributeError(name)
        return lambda *args: _rare(part, name, self, *args)

    def is_open(self):
        return self.current is not None and self.current.table.game is not None and not self.current.table.closed

    # -- the table -------------------------------------------------------------------
    def commit(self, rtype, values):
        """Check an entry against the table, then write it.  OK/W_LOW mean saved."""
        _forget()     # what a history screen or a sync read in is not kept through the game
        self.reload()
        s = self.current
        if s is None or s.table.game is None:
            self.detail = ""
            return tables.T_NO_SESSION
        # The table before: kept for an undo, checkpointed one record back,
        # and restored if the entry is not saved.  The entry is applied to
        # the live table, not to a copy: no second engine on the heap.
        state = s.table.to_values()
        before = (state, s.size, s.last_seq, s.head)
        code = E_WRITE
        try:
            s.table.apply(s.last_seq + 1, rtype, values)
            code = s.append(rtype, values, s.table)
        except tables.TableError as exc:
            self.detail = exc.detail
            code = exc.code
        except Exception:
            # No memory (or worse) halfway, maybe after the record was written:
            # the file says what was saved, and is read back before the next call.
            self.stale = True
            s.before = None
            raise
        finally:
            if code > W_LOW and not self.stale:   # refused or not written: apply may have changed part of it
                s.table = tables.Table.from_values(state)
        if code <= W_LOW:
            s.before = (state, rtype, values)
            if s.since >= self.checkpoint_every and not s.checkpoint(before):
                code = W_CHECKPOINT
        return code

    def close_session(self, reason=0, ended=None):
        """SESSION_CLOSE, a checkpoint with the closed table's totals, the
        handle closed; a pulya's table then without its engine (a
        ``rules.table_closed.ClosedTable``).  Here, not in
        ``journal_session``: the end of a game is where its heap is fullest."""
        code = self.commit(ledger.SESSION_CLOSE, [reason, ended])
        if code <= W_LOW:
            s = self.current
            t = s.table
            totals = t.totals()
            # a classic pulya's final calculation (rules[0], the system: not
            # System «M»'s 0), kept by the checkpoint: its results read at boot
            # without its engine (System «M»'s are its totals)
            final = None
            if t.game == tables.PREF and t.engine.rules[0]:
                final = load("rules.table_closed").calculation(t)
            if not s.checkpoint(None, totals, final.to_values() if final else None):
                code = W_CHECKPOINT
            elif t.game == tables.PREF:
                # a pulya's results are its totals (vists), its final
                # calculation and its terms: its engine and rules go before
                # the results come (an OFC session's show the engine's
                # matches won and balance); taking the end back reads the
                # table from this checkpoint
                s.table = load("rules.table_closed").closed(t, totals, final)
            s.close_handle()
        return code

    # -- corrections -------------------------------------------------------------
    def undo(self):
        """Take back the last live entry (usually the last deal)."""
        return self.void(None, ledger.UNDO)

    def void(self, target, rtype=ledger.VOID):
        """Take back the live entry with seq ``target``, however old: the
        totals are recomputed (``rtype`` UNDO: the last live entry, ``undo``).

        The entry just committed is taken back from the table as it was
        before it (``Session.before``): the replay would give the same table
        (``table_replay.correction``), and players correct the deal they just
        entered, with the whole game on the heap.  Any other target is
        ``device.journal_fix``'s replay of the ledger."""
        self.reload()
        s = self.current
        if s is not None and s.before is not None and not s.table.closed:
            last = s.table.last_entry
            if last == s.last_seq and (target is None or target == last):
                try:
                    t = tables.Table.from_values(s.before[0])
                    t.voided = {last: rtype}
                    t.apply(last, s.before[1], None)    # skipped; a voided deal still passes the deal
                    t.apply(last + 1, rtype, [last])
                    t.voided = ()
                except tables.TableError:
                    t = None        # not expected: the replay decides then
                if t is not None:
                    code = s.append(rtype, [last], t)
                    if code <= W_LOW and not s.checkpoint():
                        code = W_CHECKPOINT
                    return code
        return _rare("fix", "undo", self) if rtype == ledger.UNDO else _rare("fix", "void", self, target)
