# Runs under micropython (see device_pulya.py): scenarios played through the
# buttons on the simulated board, timing each keypress and watching the heap.
#   micropython -X heapsize=64wK device_pulya_mp.py FLASH SCENARIO [modules]
# SCENARIO is comma separated NAME:COUNT, played in order in one session of
# the device (one process, one heap): "pulya:300,match:40" (an OFC match
# after the pulya); "pulya:300,history:1,end:1" (the history looked at, then
# the final results); "pulya:300,void:200,sync:1,match:40,sync:1" (the
# evening: a void of an old deal, the PC's sync, a match, the sync of both;
# the second sync's figures are "sync2_..."); "sochi:140,fix:5,settle:1" (a
# pulya of a classic system, corrected, played on to its settlement:
# device_classic_mp.py).  With "modules" the heap each module
# takes when first imported is printed too (a collection per import: slower);
# with "lang=en" the device is set to English first; with "cpu" the CPU time
# from keypress to picture is summed too (device_options_mp.py).  The modules
# of the options, of "sync" and "void" and of the classic parts are imported
# only when asked for, by a name too long to be interned when they are not
# (their code and names would count).
# device_pulya.py also runs it from a ROMFS image mounted at /rom (ROM_BOOT).
# Prints "name value" lines; the last is "done 1", so a MemoryError anywhere
# shows as a missing "done".
# A game's close restarts the board (board.restart: a soft reset, the
# interpreter started again, so the next game's heap holds none of this one's
# interned names): the last key of an "end" part (or of a "settle"), or the final results' OK in
# a "match" part's setup (the pulya ended for it).  The process ends then
# (device_restart_mp.py: its figures, the part to go on with, "restart 1", the
# RTC memory the chip keeps written to FLASH.rtc); device_pulya.py starts
# micropython again with the same heap and flash and the parts from that one
# on (a "match" again: on the setup the restarted board opened).  A power cut ("cut") ends
# the process there too, nothing closed and no RTC memory kept: the next
# one boots on the flash as it was written.
import gc
import sys
import time

# New pulya, 3 players (Anna Boris Vera), no limit, Anna deals.
# End choice: 40 60 80 100 120 150 200 none; from 100, RIGHT x4 -> none.
PULYA_SETUP = "ok,ok,ok,ok,ok,right,right,right,right,ok,ok,ok"
# Two deals that alternate, each scoreboard to scoreboard (saved), keys as in
# tests/test_pulya_scripts.py: a raspasy (the first row 4, the second 3, the
# third the rest) and a six, whisted open, made (the answers offered, ▶ made).
PULYA_DEALS = ("ok,left,ok,right,right,ok,right,ok", "ok,ok,ok,ok,right,ok")

out = []                  # printed at the end: nothing is printed while the heap is measured


def figure(name, value):
    out.append("%s %d" % (name, value))


def live():
    # the collector is conservative: a stale word on the C stack that looks
    # like a pointer can keep a garbage block alive, ~2.5K after a correction
    # or not, by where the blocks lie (benchmarks/README.md): what a part
    # keeps loaded is counted as modules too (``len(sys.modules)``)
    gc.collect()
    return gc.mem_alloc()


def largest_free():
    """The largest block that can be allocated now (after a collection), to 16 bytes."""
    gc.collect()
    lo, hi = 0, gc.mem_free()
    while hi - lo > 16:
        mid = (lo + hi) // 2
        try:
            b = bytearray(mid)
            del b
            lo = mid
        except MemoryError:
            hi = mid
    return lo


def allocated_bytes():
    """Bytes allocated since start, garbage included (0 where the build does not count)."""
    import micropython
    return micropython.mem_total() if hasattr(micropython, "mem_total") else 0


class Play:
    """The device on the stand-in board, with a stopwatch on keypress -> picture."""

    def __init__(self, flash):
        import simboard
        simboard.mount(flash, 256)
        options = sys.modules.get("device_options_mp")     # main() imported it: an option is given
        if options:
            options.boot()          # on the flash, before the device starts (the language)
        figure("heap_stand_ins", live())
        # the board keeps no text of the screen, and its panel's RAM is in the
        # SSD1306, not the heap: the bytes go to a bus device that keeps none
        # a restart ends this process (``restarted``): built again here, the board would keep its qstrs
        simboard.Sim.restart = self.restarted
        self.sim = simboard.Sim(record=False, panel=False)
        app = self.sim.app
        figure("heap_boot", live())
        import micropython
        micropython.qstr_info()     # "qstr pool: ..." the names the boot interned (device_pulya.py reads it)
        self.n = self.total = self.max = 0
        self.pending = None
        on_key, refresh = app.on_key, app.refresh

        def timed_key(key, kind):
            self.pending = time.ticks_us()
            on_key(key, kind)

        def timed_refresh():
            refresh()
            if self.pending is not None:
                dt = time.ticks_diff(time.ticks_us(), self.pending)
                self.pending = None
                self.n += 1
                self.total += dt
                if dt > self.max:
                    self.max = dt

        app.emit = timed_key            # what the keypad calls (App.on_key, bound once)
        app.refresh = timed_refresh
        if options:
            options.watch(app)      # the CPU time too

    def restarted(self):
        """The firmware restarted the board: this process ends (device_restart_mp.py)."""
        __import__("device_restart_mp").restarted(out, self)

    def keys(self, script):
        for token in script.split(","):
            self.sim.do(token)


def deals(play, name, setup, scripts, count):
    """Open a game with the ``setup`` keys (None: go on with the one open),
    then play ``count`` deals, taking the key ``scripts`` in turn (each from
    the game's board back to it, saved); the live heap after each deal
    (collected); ``NAME_deals``: the game's entries at the end."""
    if setup:
        play.keys(setup)
    j = play.sim.app.journal
    first = j.table.entries
    live_max = 0
    presses = play.sim.presses
    allocated = allocated_bytes()
    for d in range(count):
        play.keys(scripts[d % len(scripts)])
        used = live()
        if used > live_max:
            live_max = used
        if d == 9:
            figure(name + "_heap_at_10", used)
            figure(name + "_modules_at_10", len(sys.modules))
    assert j.table.entries == first + count, (name, j.table.entries, first, count)
    figure(name + "_deals", j.table.entries)     # count, or with the deals before a power cut
    figure(name + "_presses", play.sim.presses - presses)
    figure(name + "_allocated", allocated_bytes() - allocated)
    figure(name + "_heap_max", live_max)


def pulya(play, count):
    # ... or the deals of the pulya the board was back in after a power cut ("cut")
    deals(play, "pulya", None if play.sim.app.journal.is_open() else PULYA_SETUP, PULYA_DEALS, count)


# An OFC match's setup: Anna and Boris, Start.
MATCH_SETUP = "ok,ok,ok"
# Three deals in turn that keep the match under 31 for 40 deals (A +1, B +1
# a round): a quick Anna +1; row by row (A, B, tie) with Anna's top 66 and
# Boris's middle trips (net -1); both foul (0).  See device_presses_ofc.py.
MATCH_DEALS = ("ok,ok,right,ok",
               "ok,right,right,right,ok,ok,right,ok,right,right,ok,ok,hold-left-2925,ok,ok,hold-right-1935,ok,ok,"
               "right,ok",
               "ok,left,left,ok,right,ok")


def match(play, count):
    if play.sim.app.journal.is_open():
        # the pulya open: to the start menu, New match (LEFT wraps to it), Yes
        # to ending the pulya, its final results; their OK restarts the board
        # (this process ends), which opens the match's setup: the next goes on there
        play.keys("back,left,ok,right,ok,ok")
    # the setup the restarted board opened, or the start menu (an "end" part
    # restarted it, on New pulya; a new board): New match (LEFT) first
    setup = MATCH_SETUP if len(play.sim.app.ui.stack) > 1 else "left,ok," + MATCH_SETUP
    deals(play, "match", setup, MATCH_DEALS, count)


# Corrections in the open pulya, from its scoreboard: undo the last deal
# (game menu on History, ▶ Undo, OK), the six again, void it (Void, ▶ Yes), the
# six again.  The rare paths: the journal reads its ledger back and replays.
UNDO, VOID = "right,right,ok", "right,right,right,ok,right,ok"


def fix(play, count):
    """``count`` rounds of an undo and a void, each followed by the deal again;
    the live heap after each step (collected)."""
    j = play.sim.app.journal
    first = j.table.entries
    live_max = modules_max = 0
    presses = play.sim.presses
    for _ in range(count):
        # an undo or a void takes the deal off the table, the deal puts one on
        for script, deals in ((UNDO, -1), (PULYA_DEALS[1], 0), (VOID, -1), (PULYA_DEALS[1], 0)):
            play.keys(script)
            ui = play.sim.app.ui
            assert j.table.entries == first + deals, ("fix", script, j.table.entries, first, type(ui.top).__name__,
                                                      getattr(ui.top, "lines", None), ui.errors)
            used = live()
            if used > live_max:
                live_max = used
            if len(sys.modules) > modules_max:
                modules_max = len(sys.modules)
    figure("fix_rounds", count)
    figure("fix_modules_max", modules_max)
    figure("fix_presses", play.sim.presses - presses)
    figure("fix_heap_max", live_max)


def end(play, count):
    """The end of the pulya (game menu opened with LEFT: End pulya, Yes): the
    final results with the session's check code; OK, the start menu: the
    board restarts (the next part is played by the next process)."""
    from ui import text as T
    play.keys("left,ok,right,ok")
    lines = play.sim.app.ui.top.lines
    assert lines[-1].startswith(T.CODE % ""), lines
    figure("end_heap_max", live())
    play.part += 1          # the next process goes on with the part after this one
    play.keys("ok")


def boot(play, count):
    """The board's boot alone, nothing pressed: after an "end" that was the
    scenario's last part, the restarted board into the start menu."""


# "sync" and "void" are in device_sync_mp.py, "history" in device_history_mp.py,
# imported when a scenario has one: the PC's end of the link, the history's
# checks are code the pulya's heap runs need not carry
SCENARIOS = {"pulya": pulya, "match": match, "fix": fix, "end": end, "boot": boot}


def main():
    flash, scenario = sys.argv[1], sys.argv[2]
    modules = None
    if "modules" in sys.argv[3:]:
        from module_cost_mp import ModuleCost    # only then: its code would count
        modules = ModuleCost(live)
    figure("heap_start", live())
    options = None
    if set(sys.argv[3:]) - {"modules"}:
        options = __import__("device_options_mp")
    play = Play(flash)
    parts = scenario.split(",")
    for i, part in enumerate(parts):
        play.part = i       # a restart in it: the next process goes on with this part
        name, count = part.split(":")
        if name in SCENARIOS:
            SCENARIOS[name](play, int(count))
        else:
            # a classic system's parts ("sochi", "leningrad", "rostov", "settle"): one string, not interned
            module = ("device_history_mp" if name == "history" else "device_restart_mp" if name == "cut"
                      else "device_classic_mp" if name in "sochi leningrad rostov settle" else "device_sync_mp")
            getattr(__import__(module), name)(play, int(count), figure, live)
    assert play.sim.app.ui.errors == 0, "a screen raised"
    figure("keypress_us_mean", play.total // max(1, play.n))
    figure("keypress_us_max", play.max)
    if options:
        options.end(figure)
    figure("heap_end", live())
    figure("heap_free_end", gc.mem_free())
    figure("largest_free_end", largest_free())
    figure("heap_total", gc.mem_alloc() + gc.mem_free())
    for line in out:
        print(line)
    if modules is not None:
        for names, used in modules.costs:
            print("module:%s %d" % (names, used))
    import micropython
    micropython.qstr_info()     # the names interned in this process, at its end
    print("done 1")

main()
