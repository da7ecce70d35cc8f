"""The device's heap cap: a 300-deal pulya played through the buttons, with
the firmware from mpy-cross as deployed, must run (a MemoryError anywhere
fails it) and must not grow with the deals.

Two ways the .mpy files can reach the board (benchmarks/README.md):

* from a ROMFS image, the bytecode and strings used in place from flash:
  then the pulya must play in ``HEAP`` (64wK: a 32-bit board's 64 KB heap,
  scaled to this 64-bit build).  The unix port has no flash to map, so the
  image itself sits in the heap and the heap is given its size on top;
* as files on littlefs, copied into the heap when imported: held to
  ``TEST_HEAP``, a ratchet lowered as the firmware is cut; the pulya then a
  40-deal OFC match in the same session (issue 6) to ``TEST_HEAP_MATCH``.

Pass/fail caps, not timings: the figures are printed by
``benchmarks/device_pulya.py``.
"""
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import device_pulya  # noqa: E402

DEALS = 300


@pytest.fixture(scope="module")
def device(tmp_path_factory):
    return device_pulya.Device(tmp_path_factory.mktemp("device"))


def check_pulya(figures, error, heap):
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (heap, error)
    assert figures["pulya_deals"] == DEALS
    # every deal saved: 7 presses each (a raspasy and a six made, alternating)
    assert figures["pulya_presses"] == 7 * DEALS
    # flat once the first screens and modules are in: deal 300 holds what deal 10 held
    assert figures["pulya_heap_max"] - figures["pulya_heap_at_10"] <= 4096, figures


def test_from_romfs_a_300_deal_pulya_plays_in_64wK(device):
    image, size = device.romfs()
    heap = device.rom_heap(size)            # 64wK + the image (in flash on a board)
    figures, error = device.run(heap, "pulya:%d" % DEALS, image=image)
    check_pulya(figures, error, "%s (64wK + a %d-byte image)" % (heap, size))


def test_from_files_a_300_deal_pulya_plays_in_the_ratchet_heap(device):
    figures, error = device.run(device_pulya.TEST_HEAP, "pulya:%d" % DEALS)
    check_pulya(figures, error, device_pulya.TEST_HEAP)


MATCH_DEALS = 40


def test_from_files_a_pulya_then_a_match_play_in_their_ratchet_heap(device):
    heap = device_pulya.TEST_HEAP_MATCH
    figures, error = device.run(heap, "pulya:%d,match:%d" % (DEALS, MATCH_DEALS))
    check_pulya(figures, error, heap)
    assert figures["match_deals"] == MATCH_DEALS
    # the three deals in turn take 5, 19 and 4 presses (a hold is one): 28 a
    # round of three, 13 whole rounds (39 deals) and a first deal more
    assert figures["match_presses"] == 13 * 28 + 5, figures
    # flat: the preferans modules gave the heap back to the OFC ones
    assert figures["match_heap_max"] - figures["match_heap_at_10"] <= 4096, figures
