# Runs under micropython (see device_pulya.py): scenarios played through the
# buttons on the simulated board, timing each keypress and watching the heap.
#   micropython -X heapsize=64wK device_pulya_mp.py FLASH SCENARIO [modules]
# SCENARIO is comma separated NAME:COUNT, played in order in one session of
# the device (one process, one heap): "pulya:300,match:40" (an OFC match
# after the pulya); "pulya:300,history:1,end:1" (the history looked at, then
# the final results); "pulya:300,sync:2" (the PC syncs the pulya twice).  With "modules" the heap each module
# takes when first imported is printed too (a collection per import: slower).
# device_pulya.py also runs it from a ROMFS image mounted at /rom (ROM_BOOT).
# Prints "name value" lines; the last is "done 1", so a MemoryError anywhere
# shows as a missing "done".
import gc
import sys
import time

# New pulya, 3 players (Anna Boris Vera), no limit, Anna deals.
# End choice: 40 60 80 100 120 150 200 none; from 100, RIGHT x4 -> none.
PULYA_SETUP = "ok,ok,ok,ok,ok,right,right,right,right,ok,ok,ok"
# Two deals that alternate, each scoreboard to scoreboard (saved), keys as in
# tests/test_pulya_scripts.py: a raspasy (the second seat 4, the third 3, the
# first the rest) and a six, whisted open, made (every offered answer taken).
PULYA_DEALS = ("ok,right,ok,right,ok,ok,ok", "ok,ok,ok,ok,ok,ok,ok")

out = []                  # printed at the end: nothing is printed while the heap is measured


def figure(name, value):
    out.append("%s %d" % (name, value))


def live():
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
        figure("heap_stand_ins", live())
        # the board keeps no text of the screen, and its panel's RAM is in the
        # SSD1306, not the heap: the bytes go to a bus device that keeps none
        self.sim = simboard.Sim(record=False, panel=False)
        app = self.sim.app
        figure("heap_boot", live())
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

    def keys(self, script):
        for token in script.split(","):
            self.sim.do(token)


def deals(play, name, setup, scripts, count):
    """Open a game with the ``setup`` keys, then play ``count`` deals, taking
    the key ``scripts`` in turn (each from the game's board back to it,
    saved); the live heap after each deal (collected)."""
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
    assert j.table.entries == first + count, (name, j.table.entries, first, count)
    figure(name + "_deals", count)
    figure(name + "_presses", play.sim.presses - presses)
    figure(name + "_allocated", allocated_bytes() - allocated)
    figure(name + "_heap_max", live_max)


def pulya(play, count):
    deals(play, "pulya", PULYA_SETUP, PULYA_DEALS, count)


# An OFC match after the pulya: to the start menu, New match (LEFT wraps to
# it), Yes to ending the open pulya, Anna and Boris, Start.
MATCH_SETUP = "back,left,ok,right,ok,ok,ok,ok"
# Three deals in turn that keep the match under 31 for 40 deals (A +1, B +1
# a round): a quick Anna +1; row by row (A, B, tie) with Anna's top 66 and
# Boris's middle trips (net -1); both foul (0).  See device_presses_ofc.py.
MATCH_DEALS = ("ok,ok,right,ok,ok",
               "ok,right,right,right,ok,ok,right,ok,right,right,ok,ok,hold-right-1710,ok,ok,hold-right-940,ok,ok,ok",
               "ok,left,ok,ok")


def match(play, count):
    deals(play, "match", MATCH_SETUP, MATCH_DEALS, count)


# Corrections in the open pulya, from its scoreboard: undo the last deal
# (game menu, Undo, Yes), the six again, void it (game menu, Void, Yes), the
# six again.  The rare paths: the journal reads its ledger back and replays.
UNDO, VOID = "right,ok,ok", "right,right,ok,ok"


def fix(play, count):
    """``count`` rounds of an undo and a void, each followed by the deal again;
    the live heap after each step (collected)."""
    j = play.sim.app.journal
    first = j.table.entries
    live_max = 0
    presses = play.sim.presses
    for _ in range(count):
        # an undo or a void takes the deal off the table, the deal puts one on
        for script, deals in ((UNDO, -1), (PULYA_DEALS[1], 0), (VOID, -1), (PULYA_DEALS[1], 0)):
            play.keys(script)
            assert j.table.entries == first + deals, ("fix", script, j.table.entries, first)
            used = live()
            if used > live_max:
                live_max = used
    figure("fix_rounds", count)
    figure("fix_presses", play.sim.presses - presses)
    figure("fix_heap_max", live_max)


# The history from the scoreboard (game menu, History), then back (BACK): the
# whole pulya read back, a line and the link of its record kept for each entry.
HISTORY = "right,right,right,ok"


def history(play, count):
    """``count`` looks at the history of the open pulya: OK on the newest
    line (the void question, with the check code after it), No; LEFT wraps to
    the oldest line, OK, No; back to the scoreboard.  The live heap with the
    history open (collected) and the lines it listed."""
    from ui import text as T
    ui = play.sim.app.ui
    live_max = lines = 0
    for _ in range(count):
        play.keys(HISTORY)
        assert ui.errors == 0, ui.top.lines      # no screen raised (say, out of memory)
        lines = len(ui.top.items)
        for move in ("", "left"):
            if move:
                play.keys(move)
            play.keys("ok")
            assert ui.top.lines[2].startswith(T.CODE % ""), ui.top.lines      # the code after the line
            used = live()
            if used > live_max:
                live_max = used
            play.keys("back")
        play.keys("back")
    figure("history_lines", lines)
    figure("history_heap_max", live_max)


def end(play, count):
    """The end of the pulya (game menu opened with LEFT: End pulya, Yes): the
    final results with the session's check code; OK, the start menu."""
    from ui import text as T
    play.keys("left,ok,right,ok")
    lines = play.sim.app.ui.top.lines
    assert lines[-1].startswith(T.CODE % ""), lines
    figure("end_heap_max", live())
    play.keys("ok")


class PcEnd:
    """The PC's end of the board's UART (``machine.UART.link``) for ``sync``:
    what it sends waits in ``incoming``; what the board writes is parsed as it
    comes (frames of 512 bytes at most: a small buffer of the harness's)."""

    def __init__(self):
        from rules import wire
        self.incoming = bytearray()
        self.decoder = wire.Decoder(600)
        self.decoder.max_pending = 64

    def any(self):
        return len(self.incoming)

    def read(self, n=-1):
        n = len(self.incoming) if n < 0 else min(n, len(self.incoming))
        data = bytes(self.incoming[:n])
        self.incoming = self.incoming[n:]
        return data or None

    def write(self, buf):
        self.decoder.feed(buf)
        return len(buf)


def sync(play, count):
    """The PC syncs the session in play ``count`` times, as ``tablescore sync``
    asks on a clean line (frames of 512 bytes here): the hello, the whole
    ledger, the acknowledgement; the game's screens go on meanwhile.  The
    live heap after each and the most while the link streamed (collected)."""
    import machine
    from rules import wire
    pc = machine.UART.link = PcEnd()
    sid = play.sim.app.journal.current.sid
    most = {}                   # the live heap's most while the link answered each kind of request
    sent = 0
    req = 0

    def ask(mtype, values, until):
        """Send a request; poll the board until the frame ``until`` answers it; (that
        frame, the data bytes that came, the session frame if one came).  The DATA
        frames are counted, not kept: the harness holds as little as it can."""
        nonlocal req, sent
        req = (req + 1) % 64
        pc.incoming.extend(wire.frame(mtype, [req] + values))
        session = None
        for _ in range(20000):
            play.sim.run_for(20)
            last = None
            while True:
                try:
                    msg = pc.decoder.take()
                except wire.WireError:      # a frame the board cut short (it ran out of heap)
                    continue
                if msg is None:
                    break
                if msg[1][0] != req:
                    continue
                if msg[0] == wire.DATA:
                    sent += len(msg[1][2])
                elif msg[0] == wire.SESSION:
                    session = msg[1]
                last = msg
            msg = None
            used = live()
            if used > most.get(mtype, 0):
                most[mtype] = used
            if last is not None and last[0] == until:
                return last[1], session
        raise AssertionError("the link does not answer %d" % mtype)

    for _ in range(count):
        _, session = ask(wire.HELLO_Q, [wire.PROTOCOL, None], wire.SESSION)
        assert session[1] == sid, session
        pos = 0
        while pos < session[4]:
            pos = ask(wire.GET, [sid, pos, 512, 30, 0], wire.END)[0][1]
        acked = ask(wire.ACK, [sid, session[2], session[3], None], wire.ACKED)[0]
        assert acked[1] >= session[2], acked
    machine.UART.link = None
    figure("sync_rounds", count)
    figure("sync_bytes", sent)
    figure("sync_heap_max", max(most.values()))
    for mtype, name in ((wire.HELLO_Q, "hello"), (wire.GET, "get"), (wire.ACK, "ack")):
        figure("sync_heap_max_" + name, most[mtype])


SCENARIOS = {"pulya": pulya, "match": match, "fix": fix, "history": history, "end": end, "sync": sync}


def main():
    flash, scenario = sys.argv[1], sys.argv[2]
    modules = None
    if "modules" in sys.argv[3:]:
        from module_cost_mp import ModuleCost    # only then: its code would count
        modules = ModuleCost(live)
    figure("heap_start", live())
    play = Play(flash)
    for part in scenario.split(","):
        name, count = part.split(":")
        SCENARIOS[name](play, int(count))
    assert play.sim.app.ui.errors == 0, "a screen raised"
    figure("keypress_us_mean", play.total // max(1, play.n))
    figure("keypress_us_max", play.max)
    figure("heap_end", live())
    figure("heap_free_end", gc.mem_free())
    figure("largest_free_end", largest_free())
    figure("heap_total", gc.mem_alloc() + gc.mem_free())
    for line in out:
        print(line)
    if modules is not None:
        for names, used in modules.costs:
            print("module:%s %d" % (names, used))
    print("done 1")


main()
