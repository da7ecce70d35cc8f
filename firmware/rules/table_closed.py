"""A closed session's table without its game's engine: its counts and the
totals kept at its close, which are all its final results and a sync ask
of it.  Without the engine, its game's rules need not be on the heap.

Loaded when used (firmware/README.md): by the journal when a pulya closes
(``device.journal.Journal.close_session``) and by the sync for a closed
session not in play (``device.journal_host``).
"""
from .table import Table


class ClosedTable(Table):
    """A closed table (``engine`` None, its rules not loaded): its counts, and
    the totals kept at its close (``kept``)."""

    kept = []   # type: list  # the kept totals, set for each table

    def totals(self):
        return self.kept


def closed(table, totals):
    """``table`` as a ``ClosedTable`` keeping ``totals``: its counts, its engine let go."""
    t = ClosedTable()
    t.game, t.players, t.settings, t.seq, t.last_entry = table.game, table.players, table.settings, table.seq, table.last_entry
    t.entries, t.closed, t.acked, t.skipped = table.entries, table.closed, table.acked, table.skipped
    t.kept = totals
    return t
