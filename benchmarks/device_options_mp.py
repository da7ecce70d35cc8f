# Runs under micropython: the options of device_pulya_mp.py that its heap
# runs do not take ("lang=en", "cpu"), in a module of their own that the
# driver imports only when one is given, so that their code and names are
# not on the heap of a run without them (an evening's names are near the end
# of a qstr pool: benchmarks/README.md, "The qstr pools").
#   boot()        on the flash, before the device starts
#   watch(app)    once the app's keys and refresh are the driver's
#   end(figure)   the figures of the options
import sys
import time

OPTIONS = sys.argv[3:]
cpu = [0, 0.0, None]        # presses, seconds, the CPU clock at the last key


def boot():
    """"lang=en": the device set to English before it boots, as Settings >
    Language leaves it (``device.settings``: ``lang=1``; the default is Russian)."""
    if "lang=en" in OPTIONS:
        with open("settings.txt", "w") as f:
            f.write("lang=1\n")


def watch(app):
    """"cpu": the process's CPU time from a key event to the picture it
    brings, summed over the presses (``time.clock()``, a float a press).  On a
    shared machine the wall time counts the other processes' turns too; this
    does not.  Wraps the app's key and refresh, as the driver's stopwatch does."""
    if "cpu" not in OPTIONS:
        return
    emit, refresh = app.emit, app.refresh

    def key(k, kind):
        cpu[2] = time.clock()
        emit(k, kind)

    def drawn():
        refresh()
        if cpu[2] is not None:
            cpu[1] += time.clock() - cpu[2]
            cpu[2] = None
            cpu[0] += 1

    app.emit = key
    app.refresh = drawn


def end(figure):
    if "cpu" in OPTIONS:
        figure("keypress_cpu_us_mean", int(cpu[1] * 1000000) // max(1, cpu[0]))
