"""The device's heap cap: a 300-deal pulya played through the buttons, with
the firmware from mpy-cross as deployed, must run in ``TEST_HEAP`` (a
MemoryError anywhere fails it) and must not grow with the deals.

A pass/fail cap, not a timing: the figures are printed by
``benchmarks/device_pulya.py``.  ``TEST_HEAP`` is lowered as the firmware is
cut; the aim is ``HEAP`` (64wK, a 32-bit board's 64 KB).
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import device_pulya  # noqa: E402

DEALS = 300


def test_a_300_deal_pulya_runs_in_the_heap_cap_without_growing(tmp_path):
    dev = device_pulya.Device(tmp_path)
    figures, error = dev.run(device_pulya.TEST_HEAP, "pulya:%d" % DEALS)
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (device_pulya.TEST_HEAP, error)
    assert figures["pulya_deals"] == DEALS
    # every deal saved: 7 presses each (raspasy and a six made, alternating)
    assert figures["pulya_presses"] == 7 * DEALS
    # flat after the first screens and modules are in: deal 300 holds what deal 10 held
    assert figures["pulya_heap_max"] - figures["pulya_heap_at_10"] <= 4096, figures
