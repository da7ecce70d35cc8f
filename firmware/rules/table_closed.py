"""A closed session's table without its game's engine: its counts and the
totals kept at its close, which are all its final results and a sync ask
of it.  Without the engine, its game's rules need not be on the heap (a
classic pulya keeps its final calculation: a few lists and its rules' tuple,
its values in the close's checkpoint: ``rules.table_final``).

Loaded when used (firmware/README.md): by the journal when a pulya closes
(``device.journal.Journal.close_session``), by the boot for a closed pulya
(``device.journal_session.load``) and by the sync for a closed session not
in play (``device.journal_host``).
"""
from .table import PREF, Table

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# the rules' parameters read here (the layout: pref_rules)
_SETTLE = const(28)
_SETTLE_END = const(1)


class ClosedTable(Table):
    """A closed table (``engine`` None, its rules not loaded): its counts, and
    the totals kept at its close (``kept``, which ``totals()`` gives); a pulya
    in Sochi, Leningrad or Rostov its final calculation too (``calculation``)."""

    calculation = None      # a classic pulya's table_final.Final, kept by its close's checkpoint


def calculation(table):
    """A classic pulya's final calculation once it is over
    (a ``rules.table_final.Final``: its steps, its exact results, its rules),
    from its engine or kept by its closed table; None for System «M», an
    OFC session, or a pulya still on."""
    s = table.engine
    if s is None:
        return getattr(table, "calculation", None)
    if table.game == PREF and s.finished and s.rules[_SETTLE] == _SETTLE_END:
        return s.final()
    return None


def closed(table, totals, final=None):
    """``table`` as a ``ClosedTable`` keeping ``totals`` and a classic pulya's
    ``final`` calculation: its counts, its engine let go."""
    t = ClosedTable()
    t.game, t.players, t.settings, t.seq, t.last_entry = table.game, table.players, table.settings, table.seq, table.last_entry
    t.entries, t.closed, t.acked, t.skipped = table.entries, table.closed, table.acked, table.skipped
    t.kept = totals
    t.calculation = final
    return t
