"""The firmware started again on the simulated board after a soft reset
(``machine.soft_reset``, asked for when a game closes: ``board.restart``).

As on the board, its modules are forgotten and imported again and
``main.build()`` runs again, on the same flash, pins and OLED (the stand-ins
are the board's hardware: they stay).  Interned names stay in this process:
the heap benchmark starts a new one instead (``benchmarks/device_pulya_mp.py``).
Loaded only when a reset happens: the benchmark's heap does not carry it.
"""
import gc
import sys

# the firmware's packages and modules, and the OLED driver it loads
FIRMWARE = ("main", "board", "device", "ui", "rules", "lang", "adafruit_ssd1306", "adafruit_bus_device")


def again(sim):
    """Build ``sim``'s app again from scratch (``simboard.Sim``); ``sim.restarts`` counts them."""
    sim.restarts = getattr(sim, "restarts", 0) + 1
    record = hasattr(sim.app.canvas, "rows")    # the screens kept as text too (main.build(record=True))
    sim.app = None
    for name in list(sys.modules):
        if name.split(".")[0] in FIRMWARE:
            del sys.modules[name]
    gc.collect()
    import main
    sim.app = main.build(record=record)
