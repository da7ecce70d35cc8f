"""What the journal does rarely: boot (loading the latest session), the
host's side of a sync, the texts of the codes.  Opening and closing a
session are ``device.journal_open``, reading a session back
``device.journal_read``, corrections that replay ``device.journal_fix``.

``device.journal`` imports this module for one call and forgets it again,
with the reading half of the format (``journal._rare``), so a pulya between
those calls carries none of their code on the heap.  The functions take the journal's objects and answer as their
methods there do: a code, the reason in ``journal.detail``.  They call each
other directly, never back through ``_rare``.
"""
import os

from rules import ledger
from rules.ledger import LedgerError
from rules.table import TableError
from device.journal import Session, OK, W_LOW, E_WRITE
from device.journal_open import make_root, sessions
from device.journal_read import Records, read_checkpoint

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# The codes of the host's side (``device.journal`` has 301, 302, 307;
# ``device.journal_fix`` 308)
E_NOT_ACKED = const(303)
E_SESSION_OPEN = const(304)
E_ACK = const(305)
E_NO_LEDGER = const(306)
# boot notices
N_TORN = const(401)
N_DAMAGED = const(402)
N_CHECKPOINT = const(403)
N_ORDER = const(404)
N_SKIPPED = const(405)
N_UNREADABLE = const(406)

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
        if load(s):
            j.current = s
        j.notices = s.notices
    j.stale = False
    return j.notices


# -- loading a session -------------------------------------------------------------
def load(s):
    """``Session.load``: the checkpoint + the records after it; a full replay if
    the checkpoint is missing or bad, or if a correction after it reaches back
    before it.  Damage found is reported in ``s.notices`` and framed by a
    DAMAGE record.  False if the file cannot be read (another format: never
    appended to)."""
    from rules import ledger_read, table_replay
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
        start, last, prev, table = read_checkpoint(s)
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
    if s.since >= s.journal.checkpoint_every or marked or records.start < 0 and s.since:
        s.checkpoint()
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


# -- the host's side -----------------------------------------------------------------
def session(j, sid):
    """``Journal.session``: the loaded ``Session`` of ``sid`` (the current one if it is), or None."""
    if j.current is not None and j.current.sid == sid:
        j._reload()
        return j.current
    try:
        os.stat(j.path(sid, "tsl"))
    except OSError:
        return None
    s = Session(j, sid)
    return s if load(s) else None


def check(j, sid):
    """``Journal.check``: a whole session's problems as ``rules.ledger`` issues."""
    s = session(j, sid)
    if s is None:
        return [(E_NO_LEDGER, -1, -1, -1, "")]
    records = Records(s.path)
    try:
        for _ in records:
            pass
    except (LedgerError, OSError) as exc:     # the file changed since it was loaded
        return [(E_NO_LEDGER, -1, -1, -1, str(exc))]
    return records.reader.issues


def head(j, sid):
    """``Journal.head``: ``(last seq, link of the last record)`` of a session, the anchor the host checks."""
    s = session(j, sid)
    return None if s is None else (s.last_seq, s.head)


def acknowledge(j, sid, seq, link, host_time=None):
    """``Journal.acknowledge``: HOST_ACK ``[seq, link, host_time]`` if ``link`` is that of record ``seq``."""
    s = session(j, sid)
    if s is None:
        return E_NO_LEDGER
    found = None
    if seq == s.last_seq:
        found = s.head        # the usual ack, of the head: no need to read the session again
    else:
        records = Records(s.path)
        try:
            for rec in records:
                if rec[0] == seq:
                    found = records.reader.head
        except (LedgerError, OSError) as exc:
            j.detail = str(exc)
            return E_NO_LEDGER
    if found is None or found != bytes(link):
        j.detail = "seq %d" % seq
        return E_ACK
    code = s.append(ledger.HOST_ACK, [seq, bytes(link), host_time])
    if s is not j.current:
        s.close_handle()
    return code


def remove_session(j, sid):
    """``Journal.remove_session``: delete a closed session the host has acknowledged up to its close."""
    s = session(j, sid)
    if s is None:
        return E_NO_LEDGER
    if not s.table.closed:
        j.detail = "close it first"
        return E_SESSION_OPEN
    if s.table.acked < s.table.closed:
        j.detail = "acked %d of %d" % (s.table.acked, s.table.closed)
        return E_NOT_ACKED
    s.close_handle()
    for ext in ("ckp", "tsl"):
        try:
            os.remove(j.path(sid, ext))
        except OSError:
            pass
    if j.current is not None and j.current.sid == sid:
        j.current = None
    return OK
