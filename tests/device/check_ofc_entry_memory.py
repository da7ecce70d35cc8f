"""An OFC deal's entry and save on the heap, under micropython on the
simulated board: a match is set up with the buttons, a deal entered both
ways (the net only; both foul, confirmed) and saved, the screens' modules
loaded as each is written looked at (the entry's are not: the deal is
written once its entry has closed); then a deal entered up to its
confirmation, and the journal's commit raises MemoryError (on purpose).
The players see the error, OK closes it, and the deal's confirmation is
there again with its answers: Yes saves it.

    micropython check_ofc_entry_memory.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import sys

import simboard

simboard.mount(sys.argv[1], 64)
sim = simboard.Sim()
sim.run_for(100)
# New match (◀ from New pulya): Anna and Boris offered, Start
for key in "left,ok,ok,ok,ok".split(","):
    sim.do(key)
ui = sim.app.ui
j = sim.app.journal
rows = sim.app.canvas.rows
QUICK = "ok,ok,right,right,ok".split(",")          # the net only: 2 points to Anna, OK saves
BOTH_FOUL = "ok,left,left,ok".split(",")           # both foul: up to its confirmation (then ▶ OK)
commit = j.commit
written = []     # at each commit: the OFC screens' modules loaded


def looked_at(rtype, values):
    written.append(" ".join(sorted([m for m in sys.modules if m.startswith("ui.ofc")])))
    return commit(rtype, values)


def out_of_memory(rtype, values):
    raise MemoryError("memory allocation failed, allocating 160 bytes")


j.commit = looked_at
for key in QUICK + BOTH_FOUL + ["right", "ok"]:
    sim.do(key)
print("quick: %s" % written[0])
print("confirmed: %s" % written[1])
print("entries first: %d" % j.table.entries)
for key in BOTH_FOUL:
    sim.do(key)
print("confirm: %s" % rows()[0].rstrip())
j.commit = out_of_memory
for key in ("right", "ok"):
    sim.do(key)
j.commit = commit
print("error: %s" % rows()[0].rstrip())
sim.do("ok")
sim.run_for(100)
print("after: %s" % rows()[0].rstrip())
print("entries: %d" % j.table.entries)
for key in ("right", "ok"):
    sim.do(key)
print("entries again: %d" % j.table.entries)
print("errors: %d" % ui.errors)
print("ALL OK")
