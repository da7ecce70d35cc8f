"""Reading a session back from its files: its records (``Session.records()``
for the history screens and the confirm line of an old entry), its
checkpoint; for loading a session, a correction that replays and the sync
too.

A module of ``device.journal`` loaded when used (firmware/README.md), and a
small one: a history screen opens in the middle of a game, and needs the
reading half of the format and one window of RAM, nothing else of the
journal's.
"""
import os

from rules import ledger
from rules.ledger import LedgerError
from rules.table import Table


class Records:
    """The records ``(seq, type, values)`` of a ledger file, readable any number
    of times, one window of RAM.

    After an iteration ``reader`` holds the reader (issues, head, last seq);
    during one ``at`` is the file offset of the record just given (the
    history keeps it to read the record again: ``ui.pref_history``).
    """

    def __init__(self, path, start=-1, prev=None, seq=1):
        self.path = path
        self.start = start
        self.prev = prev
        self.seq = seq
        self.reader = None
        self.at = -1
        self.damage_marks = []    # offsets named by DAMAGE records

    def __iter__(self):
        from rules import ledger_read
        f = open(self.path, "rb")
        try:
            size = f.seek(0, 2)

            def fetch(offset, mv):
                f.seek(offset)
                return f.readinto(mv) or 0

            self.reader = r = ledger_read.Reader(fetch=fetch, size=size, start=self.start,
                                                 prev=self.prev, seq=self.seq)
            for rec in r:
                if rec[3] == ledger.DAMAGE and len(rec[4]) > 1:
                    self.damage_marks.append(rec[4][1])
                self.at = rec[0]
                yield rec[2], rec[3], rec[4]
        finally:
            f.close()


def read_checkpoint(s, closed=None):
    """``(offset, seq, link, table, totals)`` of session ``s``'s checkpoint
    (``totals`` None unless the session was closed); OSError if there is
    none, LedgerError or TableError if it cannot be used.  ``closed``, a
    ``Table`` class: the table as one of it, without its game's engine
    (``rules.table_closed.ClosedTable``), keeping the totals and a classic
    pulya's final calculation if the checkpoint has them (its close's)."""
    from rules import ledger_read
    with open(s.journal.path(s.sid, "ckp"), "rb") as f:
        values = ledger_read.read_checkpoint(f.read())
    sid, start = values[0], values[1]
    if sid != s.sid:
        raise LedgerError(ledger.E_CHECKPOINT, detail="of session %d" % sid)
    if start > os.stat(s.path)[6]:
        raise LedgerError(ledger.E_SHORT, start, detail="ledger shorter than its checkpoint")
    totals = values[5] if len(values) > 5 else None
    if closed is None:
        table = Table.from_values(values[4])
    else:
        table = closed.from_values(values[4], False)
        table.kept = totals
        if len(values) > 6:
            from rules.table_final import Final
            table.calculation = Final.from_values(values[6])
    return start, values[2], values[3], table, totals
