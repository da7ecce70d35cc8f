"""The device's heap with a classic system on the board (issue 16: "heap
budgets hold with all four systems"): a long pulya of Sochi, Leningrad and
Rostov played through the buttons to its settlement, as
tests/test_device_memory.py plays System «M»'s (the firmware from mpy-cross
.mpy files on the board's flash, the harness's code on the heap): the
system chosen with ◀▶ on the start question, each player closing his pulya
at 50; 140 deals, five rounds of corrections (an undo and a void of the
last deal, each followed by the deal again), then the deals on until the
last player has closed: the final results come by themselves, every line
of them scrolled to (the money, the final calculation's five steps, the
session's check code), OK to the start menu, and the board restarts and
boots again with the closed pulya on its flash.  The driver's part:
benchmarks/device_classic_mp.py.

A classic pulya does not play in 64wK yet: a ratchet a system
(``TEST_HEAP``), lowered as the classic modules are cut
(benchmarks/README.md, "Device memory").  An evening with one (the pulya,
a sync, its settlement, an OFC match, a sync) plays in the evening's
budget, as System «M»'s does.
"""
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import device_classic_mp  # noqa: E402  (its key scripts: a plain module, nothing runs on import)
import device_pulya  # noqa: E402
from test_device_memory import KEYS, played  # noqa: E402

DEALS = 140
FIX_ROUNDS = 5
# A ratchet a system, lowered as the classic pulya is cut: by 1K scans, 2
# December (afternoon), 139K each system, 2K over it.  The peak is the final results (ui.results.final_lines: the final
# calculation's lines and texts loaded over the results); the play's own
# (the opening, a correction's reload) fits 133K since a plain system's
# rules are read without the presets table (rules.pref_presets).
# benchmarks/README.md, "Device memory".
TEST_HEAP = {"sochi": "141K", "leningrad": "141K", "rostov": "141K"}
SYSTEMS = sorted(TEST_HEAP)


@pytest.fixture(scope="module")
def device(tmp_path_factory):
    return device_pulya.Device(tmp_path_factory.mktemp("device"))


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_long_classic_pulya_with_corrections_plays_to_its_settlement_in_its_ratchet_heap(device, system):
    heap = TEST_HEAP[system]
    figures, error = device.run(heap, "%s:%d,fix:%d,settle:1" % (system, DEALS, FIX_ROUNDS))
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (heap, error)
    assert figures["classic_deals"] == DEALS
    # flat once the first screens and modules are in
    assert figures["classic_heap_max"] - figures["classic_heap_at_10"] <= 4096, figures
    # the systems' presets (rules.pref_systems, ~10K) made the pulya's rules
    # and went: not kept through its deals, nor loaded again by the
    # corrections' reloads of a checkpoint
    assert figures["classic_presets_kept"] == 0 and figures["settle_presets_kept"] == 0, figures
    # each round: an undo, the six, a void, the six (the driver checked the table after each)
    assert figures["fix_rounds"] == FIX_ROUNDS
    assert figures["fix_presses"] == FIX_ROUNDS * played(
        [KEYS["UNDO"], device_classic_mp.GAME, KEYS["VOID"], device_classic_mp.GAME], 4)
    # closed the classic way: no end chosen from the menu, the pulya over
    # when the last one open closed his (the driver checked that he was)
    assert figures["settle_open_before"] == 1
    if system != "leningrad":
        # help: a closed player's points go on to those still open, so the
        # pulya ends when all 3 x 50 points are written, a six's 2 at every other deal
        assert figures["settle_deals"] == 2 * (3 * device_classic_mp.TARGET // 2), figures
    else:
        # no help: each plays on to his own 50, a seven and a six after five raspasy
        assert figures["settle_deals"] > DEALS + 7, figures
    # the final results named the system and its pulya, showed the five
    # steps of the final calculation, and were scrolled to their last line,
    # the check code (the driver checked); their OK restarted the board
    assert figures["results_named"] == 1 and figures["results_steps"] == 5, figures
    assert figures["results_scrolled"] == figures["results_lines"] - 6 > 0, figures
    assert figures["restarts"] == 1, figures


# The evening's budget (tests/test_device_memory.py's TEST_HEAP_EVENING, the
# device's heap: the harness's code in ROMFS) with a classic pulya in it:
# the pulya corrected, the PC's sync, its settlement (the board restarts),
# a 40-deal OFC match and the sync of both.  By 1K scans, 2 December
# (afternoon): Sochi 144K, Leningrad and Rostov 143K; the peak is the
# second part's (the restarted boot with the closed pulya's final
# calculation, the match, its sync), the first part 138K.  At the budget's
# edge: a cut that moves it belongs here as much as in the «M» evening.
@pytest.mark.parametrize("system", SYSTEMS)
def test_an_evening_with_a_classic_pulya_plays_in_the_evenings_budget(device, system):
    from test_device_memory import MATCH_DEALS, TEST_HEAP_EVENING
    scenario = "%s:%d,fix:%d,sync:1,settle:1,match:%d,sync:1" % (system, DEALS, FIX_ROUNDS, MATCH_DEALS)
    figures, error = device.run(TEST_HEAP_EVENING, scenario, harness_rom=True)
    assert figures is not None, "does not run in -X heapsize=%s: %s" % (TEST_HEAP_EVENING, error)
    assert figures["restarts"] == 1 and figures["results_steps"] == 5, figures
    assert figures["match_deals"] == MATCH_DEALS and figures["sync2_bytes"] > 0, figures
