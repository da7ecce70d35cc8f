"""The host's side of a sync: a session by its id (``Journal.session``), its
problems (``check``), its head (``head``), the PC's acknowledgement
(``acknowledge``) and the removal of a session the PC has (``remove_session``).

A module of ``device.journal`` loaded when used (firmware/README.md), as
``device.journal_session`` is, which loads a session asked for that is not
the one in play.  A closed one the sync reads without its game's rules:
its checkpoint keeps its totals (``session``).
"""
import os

from rules import ledger
from rules.ledger import LedgerError
from device.journal import Session, OK
from rules.table import TableError

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


# -- the host's side -----------------------------------------------------------------
def session(j, sid, engine=True):
    """``Journal.session``: the loaded ``Session`` of ``sid`` (the current one if it is), or None.

    ``engine`` False, what the sync asks: a closed session not in play comes
    as its close's checkpoint left it, without its game's rules (a
    ``ClosedTable``); loaded whole only if it is not closed, or what follows
    the checkpoint is not an ack."""
    if j.current is not None and j.current.sid == sid:
        j.reload()
        return j.current
    try:
        os.stat(j.path(sid, "tsl"))
    except OSError:
        return None
    s = Session(j, sid)
    if not engine and _closed(s):
        return s
    # another session than the one in play: loaded from its files (with the
    # reading half of the format and its game's rules)
    from device.journal_session import load
    return s if load(s) else None


def _closed(s):
    """Read closed session ``s`` from its checkpoint and the acks after it,
    without its game's rules.  False if it has no closed checkpoint, or
    anything else follows it (damage too: a whole load frames it)."""
    from device.journal_read import Records, read_checkpoint
    from rules.table_closed import ClosedTable
    try:
        start, last, prev, table, totals = read_checkpoint(s, ClosedTable)
    except (OSError, LedgerError, TableError):
        return False
    if totals is None:
        return False
    records = Records(s.path, start, prev, last + 1)
    ok = True
    try:
        for rec in records:         # to the end: the file is closed then
            ok = ok and rec[1] == ledger.HOST_ACK
            if ok:
                try:
                    table.apply(rec[0], rec[1], rec[2])
                except TableError:
                    ok = False
    except (OSError, LedgerError):
        return False
    r = records.reader
    if not ok or r.issues:
        return False
    s.table = table
    s.size, s.head, s.last_seq = r.end, r.head, r.last_seq
    return True


def check(j, sid):
    """``Journal.check``: a whole session's problems as ``rules.ledger`` issues."""
    s = session(j, sid, False)
    if s is None:
        return [(E_NO_LEDGER, -1, -1, -1, "")]
    from device.journal_read import Records
    records = Records(s.path)
    try:
        for _ in records:
            pass
    except (LedgerError, OSError) as exc:     # the file changed since it was loaded
        return [(E_NO_LEDGER, -1, -1, -1, str(exc))]
    return records.reader.issues


def head(j, sid):
    """``Journal.head``: ``(last seq, link of the last record)`` of a session, the anchor the host checks."""
    s = session(j, sid, False)
    return None if s is None else (s.last_seq, s.head)


def acknowledge(j, sid, seq, link, host_time=None):
    """``Journal.acknowledge``: HOST_ACK ``[seq, link, host_time]`` if ``link`` is that of record ``seq``."""
    s = session(j, sid, False)
    if s is None:
        return E_NO_LEDGER
    found = None
    if seq == s.last_seq:
        found = s.head        # the usual ack, of the head: no need to read the session again
    else:
        from device.journal_read import Records
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
    s = session(j, sid, False)
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
