"""The history's reading failing halfway, under micropython on the simulated
board: a pulya is set up with the buttons and two sixes saved; the ledger's
records run out after the first pass (what the heap running out while the
entries are replayed does: ``MemoryError``) as the history opens from the
game menu.  The error is said, once, over the scoreboard (the menu had made way for
the history); OK on it leaves the scoreboard, drawn without error;
the history opened again, the ledger read whole, lists both entries.

    micropython check_history_fails.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import sys

import new_pulya

sim = new_pulya.booted()
new_pulya.set_up(sim, sixes=2)
ui = sim.app.ui
rows = sim.app.canvas.rows
session = sim.app.journal.current
records = session.records


class Spent:
    """The session's records read once whole, then ``MemoryError`` at the
    second pass's first record (the replay that numbers the entries)."""

    def __init__(self):
        self.inner = records()
        self.passes = 0

    def __iter__(self):
        self.passes += 1
        if self.passes > 1:
            raise MemoryError("memory allocation failed")
        return iter(self.inner)

    @property
    def at(self):
        return self.inner.at


session.records = Spent
# ▶ the game menu (on History), OK the history
sim.do("right")
menu = rows()[0].rstrip()
print("menu title: %s" % menu)
print("stack: %s" % " ".join(s[0] if type(s) is tuple else type(s).__name__ for s in ui.stack))
sim.do("ok")
print("errors: %d" % ui.errors)
print("said: %s" % " ".join(r.strip() for r in rows()[:3]))
sim.do("ok")
print("after: %s" % rows()[0].rstrip())
print("errors after: %d" % ui.errors)
session.records = records
sim.do("right")
sim.do("ok")
print("again: %s" % rows()[0].rstrip())
print("lines: %d" % sum(1 for r in rows()[1:] if r.strip()))
print("errors at last: %d" % ui.errors)
print("ALL OK")
