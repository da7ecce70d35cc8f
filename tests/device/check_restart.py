"""A game's close restarts the board, never while the PC talks (issue 15),
under micropython on the simulated board: a pulya is set up, a deal entered
and the pulya ended; the players press OK on its results and the PC's first
bytes come in as that key is handled.  The start menu, the sync's message over it, and no
restart while the PC talks; once it is quiet the link lets its protocol go
and the board restarts (``machine.soft_reset``, counted by ``simboard.Sim``;
"MPY: soft reboot" on the port, as MicroPython prints it) into the start
menu.

    micropython check_restart.py FLASH
Prints ``name: value`` lines, then ``ALL OK``.
"""
import sys

import machine
import simboard
from pc_end import PcEnd
from rules import wire

simboard.mount(sys.argv[1], 64)


def top():
    return sim.app.canvas.rows()[0].rstrip()


pc = machine.UART.link = PcEnd()
sim = simboard.Sim()
sim.run_for(100)
# New pulya (3 players, the names offered, to 100, the first deals, Yes), a six, the menu's End, Yes
for key in "ok,ok,ok,ok,ok,ok,ok,ok,ok,ok,ok,ok,right,ok,left,ok,right,ok".split(","):
    sim.do(key)
print("results: %s" % top())
# OK on the results; the PC's hello comes in while that key is handled, so
# the app's serve finds the restart asked for and the PC's bytes waiting
hello = wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None])
on_key = sim.app.emit


def key_then_hello(key, kind):
    on_key(key, kind)
    if sim.app.restart_asked:
        pc.incoming.extend(hello)
        sim.app.emit = on_key


sim.app.emit = key_then_hello
sim.do("ok")
print("asked: %s" % sim.app.restart_asked)
print("during: %s, %d screens, restarts %d" % (top(), len(sim.app.ui.stack), getattr(sim, "restarts", 0)))
print("hello answered: %s" % any(m[0] == wire.HELLO for m in pc.got))
# the PC quiet (200 polls of the link, 1 s here): the protocol goes, then the restart
sim.run_for(2000)
print("after: %s, %d screens, restarts %d, errors %d" % (top(), len(sim.app.ui.stack), getattr(sim, "restarts", 0),
                                                         sim.app.ui.errors))
print("port: %r" % bytes(pc.raw[-18:]))
print("table: closed %d entries %d" % (sim.app.journal.table.closed, sim.app.journal.table.entries))
print("ALL OK")
