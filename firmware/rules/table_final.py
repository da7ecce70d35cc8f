"""A classic pulya's final calculation as its results keep it: made by
``rules.pref_close.final`` from the engine's totals, kept by the close's
checkpoint (``to_values``) and read back with a closed table
(``rules.table_closed``, ``device.journal_read.read_checkpoint``), so the
boot reads a closed Sochi, Leningrad or Rostov pulya without its engine.

A module of its own, importing nothing of the engine's nor of the table's:
the engine's ``pref_close`` and the reader both load it.
"""

class Final:
    """The final calculation of a classic pulya (``rules.pref_close.final``
    makes it), its steps kept for the sheet: ``gora`` brought to the target,
    ``least`` and ``reduced`` after the amnesty, ``share`` the divisor,
    ``exact`` each result times the divisor (whole, summing to zero),
    ``results`` in whole vists; the ``target`` and the ``rules`` it was made
    by (the system, the rounding: what the results and the money read once
    the engine is gone)."""

    def to_values(self):
        """``[target, share, gora, least, exact, results, rules]``: what the
        close's checkpoint keeps (``reduced`` is ``gora`` less ``least``)."""
        return [self.target, self.share, self.gora, self.least, self.exact, self.results, list(self.rules)]

    @classmethod
    def from_values(cls, values):
        """The calculation of ``to_values()``; LedgerError if it is not one
        (a checkpoint not to be used)."""
        f = cls()
        try:
            f.target, f.share, f.gora, f.least, f.exact, f.results, f.rules = values
            f.reduced = [x - f.least for x in f.gora]
        except (ValueError, TypeError) as exc:
            from .ledger_read import E_CHECKPOINT, LedgerError      # the reader's, loaded when it reads
            raise LedgerError(E_CHECKPOINT, detail="final calculation: %s" % exc)
        return f
