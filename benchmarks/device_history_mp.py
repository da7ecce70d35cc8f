# Runs under micropython (see device_pulya_mp.py): the "history" part of its
# scenarios, imported only when played (the driver's own code is on the heap
# it measures).  Takes the driver's ``figure`` and ``live``.
# The history from the scoreboard (game menu, History), then back (BACK): the
# whole pulya read back and replayed, a file offset and two figures kept for
# each entry, the lines on the screen read from the file.
HISTORY = "right,ok"


def history(play, count, figure, live):
    """``count`` looks at the history of the open pulya: OK on the newest
    line (its breakdown, the check code after it), BACK; LEFT wraps to the
    oldest line, OK, BACK; back to the scoreboard.  The live heap with the
    history open (collected) and the entries it listed."""
    from ui import text as T
    ui = play.sim.app.ui
    live_max = lines = 0
    for _ in range(count):
        play.keys(HISTORY)
        assert ui.errors == 0, ui.stack[-1]      # no screen raised (say, out of memory)
        lines = len(ui.top.offsets)
        for move in ("", "left"):
            if move:
                play.keys(move)
            play.keys("ok")
            assert ui.errors == 0 and ui.top.lines[-1].startswith(T.CODE % ""), ui.top.lines      # the code after it
            used = live()
            if used > live_max:
                live_max = used
            play.keys("back")
        play.keys("back")
    figure("history_lines", lines)
    figure("history_heap_max", live_max)


