"""An entry's breakdown opened from the history, under micropython on the
simulated board: a pulya is set up with the buttons and two sixes saved,
the history opened from the game menu, ▶ to the older entry, OK: as the
breakdown is scored (the pulya replayed up to the entry) the screens'
modules loaded and the screens on the stack are looked at (the history's
code and figures are not under the breakdown: it covers the history);
BACK: the history again, its cursor where it was.

    micropython check_history_memory.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import sys

import new_pulya
from rules import pref_session

sim = new_pulya.booted()
new_pulya.set_up(sim, sixes=2)
ui = sim.app.ui
rows = sim.app.canvas.rows
print("entries: %d" % sim.app.journal.table.entries)
# ▶ the game menu (on History), OK the history, ▶ the older entry
for key in ("right", "ok", "right"):
    sim.do(key)
before = [r.rstrip() for r in rows()]
print("history: %s" % before[0])
print("lit: %d" % ui.top.index)

score = pref_session.Session.score
# at each scoring: the screens' modules loaded, and the stack (a covered
# screen is the name of its class, made again when on top)
scored = []


def looked_at(session, event):
    scored.append((" ".join(sorted(m for m in sys.modules if m.startswith("ui.pref"))),
                   " ".join(s[0] if type(s) is tuple else type(s).__name__ for s in ui.stack)))
    return score(session, event)


pref_session.Session.score = looked_at
sim.do("ok")
pref_session.Session.score = score
print("breakdown modules: %s" % scored[-1][0])
print("breakdown stack: %s" % scored[-1][1])
print("breakdown: %s" % rows()[0].rstrip())
sim.do("back")
after = [r.rstrip() for r in rows()]
print("back: %s" % after[0])
print("same: %d" % (after == before))
print("lit again: %d" % ui.top.index)
print("errors: %d" % ui.errors)
print("ALL OK")
