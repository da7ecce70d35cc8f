"""The "Synced with PC" message goes by itself (issue 13), under micropython on
the simulated board: a pulya is set up with the buttons, the PC syncs it
(hello, ack), the message shows over the scoreboard, and a few seconds later
the scoreboard is back with no key pressed.  While the PC talks the pulya's
screens are let go (issue 15), the board built again from the table after.

    micropython check_sync_screen.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import builtins
import sys

import machine
import new_pulya
from pc_end import PcEnd
from rules import wire

pc = machine.UART.link = PcEnd()
sim = new_pulya.booted()
new_pulya.set_up(sim)
ui = sim.app.ui
rows = sim.app.canvas.rows
print("before: %s" % rows()[0].rstrip())


def ask(mtype, values, until):
    pc.got = []
    pc.incoming.extend(wire.frame(mtype, values))
    for _ in range(500):
        sim.run_for(20)
        for msg in pc.got:
            if msg[0] == until:
                return msg[1]
    raise SystemExit("no answer to %d" % mtype)


# the modules a part of the sync imports (recorded by an import hook while it
# is answered), and the game's modules loaded as the link's was imported
imported = []
beside = []
_import = builtins.__import__
GAME = ("ui.pref", "ui.pref_entry", "lang.ru_more", "rules.pref_session")


def recording(name, *args):
    if name not in sys.modules and name not in imported:
        imported.append(name)
        if name == "device.link":
            beside.extend(m for m in GAME if m in sys.modules)
    return _import(name, *args)


session = None
pc.got = []
pc.incoming.extend(wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None]))
builtins.__import__ = recording
for _ in range(500):
    sim.run_for(20)
    for msg in pc.got:
        if msg[0] == wire.SESSION:
            session = msg[1]
    if session is not None and any(m[0] == wire.DONE or m[0] == wire.HELLO for m in pc.got):
        break
builtins.__import__ = _import
print("hello imported: %s" % " ".join(sorted(imported)))
print("the link imported beside: %r" % beside)
sid, last, head = session[1], session[2], session[3]
# while the PC talks: the sync's message alone over the start menu, the
# pulya's screens, texts and rules let go (its engine set aside)
print("during: %s, %d screens, loaded %r" % (rows()[0].rstrip(), len(ui.stack),
      [m for m in GAME if m in sys.modules]))
# the ack of the session in play: the modules it imports
imported = []
builtins.__import__ = recording
ask(wire.ACK, [2, sid, last, head, None], wire.ACKED)
builtins.__import__ = _import
print("ack imported: %s" % " ".join(sorted(imported)))
print("synced: %s" % rows()[0].rstrip())
# the sim polls the link every 5 ms tick: its 200 quiet polls are 1 s here
sim.run_for(500)
print("after 0.5 s: %s" % rows()[0].rstrip())
sim.run_for(4500)
print("after 5 s: %s" % rows()[0].rstrip())
print("link: %s, the app's %r" % ([m for m in ("device.link", "device.link_proto", "ui.sync") if m in sys.modules],
                                  sim.app.link))
print("stack: %d screens, %d errors" % (len(ui.stack), ui.errors))
# the session loaded again: its engine back, a deal entered after the sync saved
for key in "ok,ok,ok,ok,right,ok".split(","):
    sim.do(key)
print("after a deal: %s, entries %d, errors %d" % (rows()[0].rstrip(), sim.app.journal.table.entries, ui.errors))
# the PC again, and the session cannot be loaded as the PC goes quiet (the
# heap full, say): shown as a key's error would be, and the link still answers
j = sim.app.journal


def no_room():
    raise MemoryError("memory allocation failed")


ask(wire.HELLO_Q, [3, wire.PROTOCOL, None], wire.HELLO)
j.reload = no_room          # the journal's reload, as the sync's end calls it (ui.boot.resume)
sim.run_for(5000)
del j.reload
print("reload failed: %s, %d errors" % (rows()[0].rstrip(), ui.errors))
ask(wire.HELLO_Q, [4, wire.PROTOCOL, None], wire.HELLO)
print("hello after it: %r" % [m[0] for m in pc.got if m[1][0] == 4][:1])
print("ALL OK")
