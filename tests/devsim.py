"""Helpers for the device tests: where the simulator's parts live."""
import pathlib

from mp import ROOT, run_micropython
from tablescore import fwlibs

SIM_MP = ROOT / "host_tools" / "sim" / "mp"
DEVICE_CHECKS = ROOT / "tests" / "device"
GOLDEN = ROOT / "tests" / "golden"


def libs_dir():
    """The Adafruit libraries, copied where micropython can import them."""
    return fwlibs.install(ROOT / "build" / "fwlibs")


def run_device_check(name, heapsize=None):
    """Run ``tests/device/NAME`` under micropython with the stand-in hardware."""
    return run_micropython(DEVICE_CHECKS / name, path=[SIM_MP, libs_dir()], heapsize=heapsize)


def presses(script):
    """The button presses a simulator key script sends, counted from its text
    as ``simboard.Sim.do`` presses them: a tap (``ok``), a long press
    (``long-back``) and a held arrow (``hold-right-1500``) are one each,
    ``fuzz-N-SEED`` is N; ``snap``, ``wait-MS`` and ``send-TEXT`` press nothing
    (``ok,hold-right-1160,snap,long-ok,wait-100`` is three presses)."""
    count = 0
    for token in script.split(","):
        parts = token.split("-")
        if parts[0] in ("left", "right", "ok", "back", "long", "hold"):
            count += 1
        elif parts[0] == "fuzz":
            count += int(parts[1])
    return count
