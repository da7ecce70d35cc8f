"""A deal's entry and save on the heap, under micropython on the simulated
board: a pulya is set up with the buttons and a six entered and saved,
the modules loaded as it is scored looked at (the scoreboard's code is not
under the entry, the entry's not under the commit, the start menu's under
neither); then a six entered up to its save, and the engine's scoring
raises MemoryError (on purpose) as the deal is written.  The players see the error, OK closes it, and every
screen after draws without a second error; the deal was not saved, its
entry is open again at its last question with its answers, and ▶ OK saves
it.

    micropython check_entry_memory.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import sys

import new_pulya
from rules import pref_session

sim = new_pulya.booted()
new_pulya.set_up(sim)
ui = sim.app.ui
rows = sim.app.canvas.rows
SIX = new_pulya.SIX[:-1]       # a six whisted open, made: up to its save (then OK)


def out_of_memory(session, event):
    raise MemoryError("memory allocation failed, allocating 160 bytes")


score = pref_session.Session.score
# at each scoring: the screens' modules loaded ("*": the one with the
# scoreboard), the start menu's (ui.home) among them
scored = []


def looked_at(session, event):
    names = [m + ("*" if hasattr(sys.modules[m], "Scoreboard") else "") for m in sys.modules
             if m.startswith("ui.pref") or m == "ui.home"]
    scored.append(" ".join(sorted(names)))
    return score(session, event)


pref_session.Session.score = looked_at
for key in SIX + ["ok"]:
    sim.do(key)
pref_session.Session.score = score
print("preview: %s" % scored[0])        # the breakdown, before the save
print("commit: %s" % scored[-1])        # as the deal is written
print("entries first: %d" % sim.app.journal.table.entries)
for key in SIX:
    sim.do(key)
print("save: %s" % rows()[0].rstrip())
pref_session.Session.score = out_of_memory     # the scoring as the deal is written
sim.do("ok")
pref_session.Session.score = score
print("error: %s" % rows()[0].rstrip())
sim.do("ok")
sim.run_for(100)
print("after: %s" % rows()[0].rstrip())
print("entries: %d" % sim.app.journal.table.entries)
for key in ("right", "ok"):
    sim.do(key)
print("again: %s" % rows()[0].rstrip())
print("entries again: %d" % sim.app.journal.table.entries)
print("errors: %d" % ui.errors)
print("ALL OK")
