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
