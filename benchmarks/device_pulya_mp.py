# Runs under micropython (see device_pulya.py): a whole pulya through the
# buttons on the simulated board, timing each keypress and watching the heap.
#   micropython -X heapsize=64wK device_pulya_mp.py FLASH DEALS
import gc
import sys
import time

import simboard

# New pulya, 3 players (Anna Boris Vera), no limit (LEFT from 100 wraps... see below), Anna deals.
# End choice: 40 60 80 100 120 150 200 none; from 100, RIGHT x4 -> none.
SETUP = "ok,ok,ok,ok,ok,right,right,right,right,ok,ok,ok"
# A raspasy: kind RIGHT x2, tricks 3, 3, the rest 4 is filled in, save.
RASPASY = "ok,right,right,ok,ok,ok,ok"
# A game passed by both defenders: Game, first seat declares, lowest contract
# allowed, defence RIGHT x3 -> pass, save.
PASSED = "ok,ok,ok,ok,right,right,right,ok,ok"


def main():
    flash, deals = sys.argv[1], int(sys.argv[2])
    simboard.mount(flash, 256)
    gc.collect()
    base = gc.mem_alloc()
    sim = simboard.Sim()
    app = sim.app
    stats = {"n": 0, "total": 0, "max": 0, "peak": 0}
    pending = [None]

    on_key, refresh = app.on_key, app.refresh

    def timed_key(key, kind):
        pending[0] = time.ticks_us()
        on_key(key, kind)

    def timed_refresh():
        refresh()
        used = gc.mem_alloc()
        if used > stats["peak"]:
            stats["peak"] = used
        if pending[0] is not None:
            dt = time.ticks_diff(time.ticks_us(), pending[0])
            pending[0] = None
            stats["n"] += 1
            stats["total"] += dt
            if dt > stats["max"]:
                stats["max"] = dt

    app.on_key = timed_key
    app.refresh = timed_refresh
    for token in SETUP.split(","):
        sim.do(token)
    live_max = 0
    live_10 = 0
    presses = 0
    for d in range(deals):
        script = RASPASY if d % 2 == 0 else PASSED
        before = sim.presses
        for token in script.split(","):
            sim.do(token)
        presses += sim.presses - before
        gc.collect()
        live = gc.mem_alloc()
        if live > live_max:
            live_max = live
        if d == 9:
            live_10 = live
    t = app.journal.table
    assert t.entries == deals, (t.entries, deals)
    assert app.ui.errors == 0
    print("deals %d" % t.entries)
    print("presses %d" % presses)
    print("keypress_us_mean %d" % (stats["total"] // max(1, stats["n"])))
    print("keypress_us_max %d" % stats["max"])
    print("heap_live_max %d" % live_max)
    print("heap_live_at_10 %d" % live_10)
    print("heap_peak %d" % stats["peak"])
    print("heap_before_firmware %d" % base)
    print("heap_total %d" % (gc.mem_alloc() + gc.mem_free()))


main()
