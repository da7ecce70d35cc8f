"""A session's start on the flash: boot (the latest session found and
loaded), a session loaded from its files (the checkpoint and the records
after it, damage framed), a new session opened; the sessions on the flash
(``Journal.sessions``).  Closing one is the journal's own
(``Journal.close_session``).

A module of ``device.journal`` loaded when used (firmware/README.md): the
functions take the journal's objects and answer as its methods do, a code,
the reason in ``journal.detail``.
"""
import gc
import os

from rules import ledger
from rules.ledger import LedgerError
from rules import table as tables
from rules.table import Table, TableError
from device.journal import Session, OK, W_LOW, E_WRITE, E_TOO_BIG

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# boot notices
N_TORN = const(401)
N_DAMAGED = const(402)
N_CHECKPOINT = const(403)
N_ORDER = const(404)
N_SKIPPED = const(405)
N_UNREADABLE = const(406)


def make_root(j):
    """Create the ledger folder if it is missing (first boot, or removed by hand)."""
    try:
        os.stat(j.root)
    except OSError:
        os.mkdir(j.root)


def sessions(j):
    """``Journal.sessions``: session ids with a ledger file, oldest first."""
    out = []
    try:
        entries = list(os.ilistdir(j.root))
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


def open_session(j, game, players, settings, started=None):
    """``Journal.open_session``: header + SESSION_OPEN in a new file, written
    whole or not at all.  OK, or W_LOW: opened, little room left."""
    j.reload()
    if j.is_open():
        j.detail = "close it first"
        return tables.T_OPEN
    last = j.current
    if last is not None and last.table.game != game:
        # the closed session of the other game lets its engine go before
        # this game's rules are imported: not both on the heap at once
        last.table = Table()
        gc.collect()
    code = _open(j, game, players, settings, started)
    if j.current is last and last is not None and last.table.game is None:
        # not started: the last session as it was (from its file)
        if not load(last):
            j.current = None
    return code


def _open(j, game, players, settings, started):
    values = [game, list(players), list(settings), started]
    t = Table()
    try:
        t.apply(1, ledger.SESSION_OPEN, values)
        sids = sessions(j)
        sid = sids[-1] + 1 if sids else 1
        data = ledger.header(sid, j.device) + ledger.record(1, ledger.SESSION_OPEN, values,
                                                            ledger.start_link(sid, j.device))
    except (TableError, LedgerError) as exc:
        j.detail = exc.detail
        return exc.code if isinstance(exc, TableError) else E_TOO_BIG
    try:
        make_root(j)
    except OSError as exc:
        j.detail = str(exc)
        return E_WRITE
    code = j.room(len(data), j.reserve_blocks + j.entry_blocks)
    if code != OK:
        return code
    new = j.path(sid, "new")
    try:
        with open(new, "wb") as f:
            f.write(data)
        os.rename(new, j.path(sid, "tsl"))
    except OSError as exc:
        j.detail = str(exc)
        try:
            os.remove(new)    # half a new ledger only takes room
        except OSError:
            pass
        return E_WRITE
    if j.current is not None:
        j.current.close_handle()
    s = Session(j, sid)
    s.table = t
    s.size = len(data)
    s.head = ledger.link(data[ledger.HEADER_SIZE:])
    s.last_seq = 1
    s.since = 1
    j.current = s
    # the start of an evening is when the players can still sync first
    return W_LOW if j.free - len(data) < j.low_blocks * j.block else OK


# -- boot ---------------------------------------------------------------------------
def boot(j):
    """``Journal.boot``: remove what was never renamed, find the latest session
    and load it.  Returns the notices [(code, detail)]."""
    j.notices = []
    try:
        make_root(j)
        for entry in list(os.ilistdir(j.root)):
            # a checkpoint or a new ledger never renamed: not a record of anything
            if entry[0].endswith(".tmp") or entry[0].endswith(".new"):
                os.remove(j.root + "/" + entry[0])
    except OSError as exc:
        j.detail = str(exc)
        j.notices.append((E_WRITE, j.detail))
    j.current = None
    sids = sessions(j)
    if sids:
        s = Session(j, sids[-1])
        if load(s, True):
            j.current = s
        j.notices = s.notices
    j.stale = False
    return j.notices


# -- loading a session -------------------------------------------------------------
def load(s, boot=False):
    """``Session.load``: the checkpoint + the records after it; a full replay if
    the checkpoint is missing or bad, or if a correction after it reaches back
    before it.  Damage found is reported in ``s.notices`` and framed by a
    DAMAGE record.  False if the file cannot be read (another format: never
    appended to).

    At ``boot`` a pulya closed comes as its close left it
    (``Journal.close_session``): its table without its engine, its rules not
    loaded (the start menu after a game's close, ``board.restart``, holds
    none of its names), a classic one with its final calculation from the
    close's checkpoint; taking the end back reads the table with its engine
    from the checkpoint.  An OFC session keeps its matches in its engine,
    and a classic pulya closed before its checkpoint kept its final
    calculation has it only there: those load whole."""
    # reading and replaying: not what opening or closing a session needs
    from rules import ledger_read
    from device.journal_read import Records, read_checkpoint
    s.notices = []
    s.close_handle()
    table, start, prev, seq = None, -1, None, 1
    try:
        # The header (boot reads no other byte before the checkpoint).  A
        # damaged CRC is only noted: the records are the session, and the
        # host reads them past the header.
        with open(s.path, "rb") as f:
            head = f.read(ledger.HEADER_SIZE)
        try:
            ledger_read.read_header(head)
        except LedgerError as exc:
            if exc.code != ledger.E_HEADER_CRC:
                raise
            s.notices.append((N_DAMAGED, str(exc)))
    except (LedgerError, OSError) as exc:
        s.notices.append((N_UNREADABLE, str(exc)))
        return False
    try:
        if boot:
            from rules.table_closed import ClosedTable
            start, last, prev, table, totals = read_checkpoint(s, ClosedTable)
            if totals is None or table.game != tables.PREF or table.calculation is None and tables.split_settings(
                    tables.PREF, table.settings)[2] is not None:
                table = None        # not a pulya closed with all its results: read with its engine
        if table is None:
            start, last, prev, table, _ = read_checkpoint(s)
        seq = last + 1
    except OSError:
        pass                  # no checkpoint yet
    except (LedgerError, TableError) as exc:
        s.notices.append((N_CHECKPOINT, str(exc)))
    skipped = table.skipped if table is not None else 0
    records = Records(s.path, start, prev, seq)
    try:
        if table is not None:
            table = _tail(s, records, table)
            if table is None:                 # a correction in the tail: replay all
                records = Records(s.path)
                skipped = 0
        if table is None:
            from rules import table_replay      # only then: a tail applied needs none of it
            table = table_replay.derive(records, strict=False)
    except (LedgerError, OSError) as exc:     # header unreadable, or the file gone
        s.notices.append((N_UNREADABLE, str(exc)))
        return False
    r = records.reader
    s.table = table
    s.size = r.end
    s.head = r.head
    s.last_seq = r.last_seq
    s.replayed = s.since = r.index        # records read (per pass) to get here
    if table.skipped > skipped:   # new this load (a checkpoint keeps the count)
        s.notices.append((N_SKIPPED, "%d" % (table.skipped - skipped)))
    marked = _mark_damage(s, r.issues, records.damage_marks, r.last_seq)
    # a checkpoint now saves the next boot this replay and this damage report
    # (not over the close's of a table without its engine: that one keeps it,
    # for taking the end back)
    keeps = table.engine is not None or not table.closed
    if keeps and (s.since >= s.journal.checkpoint_every or marked or records.start < 0 and s.since):
        # a closed one's totals (journal_host) and a classic pulya's final calculation (the boot's)
        final = None
        if table.closed and table.game == tables.PREF:
            from rules.table_closed import calculation
            final = calculation(table)
        s.checkpoint(None, table.totals() if table.closed else None, final.to_values() if final else None)
    return True


def _tail(s, records, table):
    """Apply the records after the checkpoint; None if one is a correction
    (only a full replay knows what it takes back)."""
    table.voided = ()
    ok = True
    for rec in records:      # read to the end even then: the file gets closed
        if rec[1] == ledger.UNDO or rec[1] == ledger.VOID:
            ok = False
        if ok:
            try:
                table.apply(rec[0], rec[1], rec[2])
            except TableError:
                table.skipped += 1
                table.seq = rec[0]
    issues = records.reader.issues
    if issues and issues[0][1] == records.start and (issues[0][0] == ledger.E_SEQ or issues[0][0] == ledger.E_CHAIN):
        # The record after the checkpoint does not follow the record the
        # checkpoint covers: it belongs to another state of the file.
        s.notices.append((N_CHECKPOINT, ledger.describe(*issues[0][:4])))
        return None
    return table if ok else None


def _mark_damage(s, issues, marks, last_seq):
    """Report damage and write a DAMAGE record after it, once, so that a
    later reader sees the device noticed and carried on from there.
    Returns how many DAMAGE records were written."""
    marked = 0
    for code, offset, index, seq, detail in issues:
        if code == ledger.E_TORN or code == ledger.E_DAMAGED:
            torn = code == ledger.E_TORN
            s.notices.append((N_TORN if torn else N_DAMAGED, "byte %d, %d bytes" % (offset, detail)))
            if offset not in marks:
                # appended at the end of the file: after any torn bytes
                kind = ledger.TORN_TAIL if torn else ledger.BAD_REGION
                if s.append(ledger.DAMAGE, [kind, offset, detail, last_seq]) <= W_LOW:
                    marked += 1
                marks.append(offset)
        elif code == ledger.E_SEQ or code == ledger.E_CHAIN:
            s.notices.append((N_ORDER, ledger.describe(code, offset, index, seq)))
        elif code == ledger.E_ENCODING:    # a whole record, CRC-correct, not readable
            s.notices.append((N_DAMAGED, ledger.describe(code, offset, index, seq, detail)))
    return marked
