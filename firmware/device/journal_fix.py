"""Corrections that replay the ledger: an undo or void of anything but the
entry just committed (``device.journal`` takes that one back itself), e.g.
after a reboot, a second undo, a void of an old deal from the history.

A module of ``device.journal`` loaded when used (firmware/README.md), with
``device.journal_read``, ``rules.ledger_read`` and ``rules.table_replay``: a
correction happens in the middle of a game, with its screens and engine on
the heap, and needs none of boot's or the sync's code.
"""
from rules import ledger
from rules.ledger import LedgerError
from rules import table as tables
from rules.table import TableError
from device.journal import W_LOW, W_CHECKPOINT
from device.journal_read import Records, read_checkpoint

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

E_DAMAGED_LEDGER = const(308)   # damage a replay would hide (its text: texts/device.txt)


def undo(j):
    """``Journal.undo``: take back the last live entry (usually the last deal);
    in a session just ended, the end (``reopen``)."""
    j.reload()
    if j.current is not None and j.current.table.closed:
        return reopen(j)
    if j.current is None or not j.current.table.last_entry:
        j.detail = "nothing to undo"
        return tables.T_TARGET
    return _correct(j, ledger.UNDO, j.current.table.last_entry)


def reopen(j):
    """The end taken back: an UNDO of the session's close, only as the record
    right after it (``rules.table``: nothing else entered since, not even the
    host's acknowledgement); the session is open again.  The table is the
    one before the close but for ``closed`` (a close changes nothing else).
    A pulya's closed table has no engine (``Journal.close_session``): the
    close's checkpoint has the table with it."""
    s = j.current
    t = s.table
    if t.engine is None:
        try:
            t = read_checkpoint(s)[3]
        except (OSError, LedgerError, TableError) as exc:     # the file changed since the close
            j.detail = str(exc)
            return E_DAMAGED_LEDGER
        if t.seq != s.table.seq:
            j.detail = "checkpoint before the close"
            return E_DAMAGED_LEDGER
    t = tables.Table.from_values(t.to_values())
    try:
        t.apply(s.last_seq + 1, ledger.UNDO, [s.table.closed])
    except TableError as exc:
        j.detail = exc.detail
        return exc.code
    code = s.append(ledger.UNDO, [s.table.closed], t)
    if code <= W_LOW and not s.checkpoint():
        code = W_CHECKPOINT
    return code


def void(j, seq):
    """``Journal.void``: take back the live entry with ``seq``, however old."""
    j.reload()
    return _correct(j, ledger.VOID, seq)


def _correct(j, rtype, target):
    from rules import table_replay
    s = j.current
    if s is None or s.table.game is None:
        return tables.T_NO_SESSION
    if s.table.closed:
        return tables.T_CLOSED
    # The same replay for old and new targets: from the checkpoint when the
    # target is after it (an undo, usually), else from the start (twice
    # over the file, one window of RAM).
    records, base = Records(s.path), None
    try:
        start, last, prev, table, _ = read_checkpoint(s)
        tail = Records(s.path, start, prev, last + 1)
        if target > last and not table_replay.voids(tail):
            records, base = tail, table
    except (OSError, LedgerError, TableError):
        pass
    try:
        t = table_replay.correction(records, rtype, target, s.last_seq + 1, s.table, base)
    except TableError as exc:
        t = exc
    except (LedgerError, OSError) as exc:     # the file changed since boot
        j.detail = str(exc)
        return E_DAMAGED_LEDGER
    for issue in records.reader.issues if records.reader else ():
        if issue[1] not in records.damage_marks:
            # Damage the checkpoint hid: a replay would drop more than the
            # target.  Change nothing; the host's copy and check() show it.
            j.detail = ledger.describe(*issue[:4])
            return E_DAMAGED_LEDGER
    if isinstance(t, TableError):
        j.detail = t.detail
        return t.code
    code = s.append(rtype, [target], t)
    if code <= W_LOW and not s.checkpoint():
        code = W_CHECKPOINT
    return code
