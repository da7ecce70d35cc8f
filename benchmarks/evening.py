"""Print the heap of a whole evening on the device: ``python benchmarks/evening.py [SCENARIO ...]``  (~10 minutes)

One session of the device, the firmware from mpy-cross as deployed,
played through the buttons by ``device_pulya_mp.py``: a 300-deal pulya, a
void of a deal 200 back, the PC's sync, the pulya ended (its results left
for the start menu: the board restarts, and the driver goes on in a new
micropython process with the same heap and flash), a 40-deal OFC match,
the PC's sync again (which lists both sessions and takes the pulya's close
and the match); the same with the pulya's history opened before the void;
and the match with its sync alone on a new board, the evening's second
part's floor.  For each: the live heap after each part (collected), the
names interned (qstrs) and the smallest ``-X heapsize`` every process
plays in, by bisection (the true peak: collections and fragmentation
included), against the evening's budget, 144 KB on this 64-bit build: the
device's heap, so measured with the harness's code (the stand-in board,
the driver scripts) out of it, in ROMFS (``Device.run(harness_rom=True)``);
with it on the heap too, as the other benchmarks measure.
Figures and what they mean: benchmarks/README.md.
"""
import pathlib
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from device_pulya import Device  # noqa: E402

EVENING = "pulya:300,void:200,sync:1,end:1,match:40,sync:1"
WITH_HISTORY = "pulya:300,history:1,void:200,sync:1,end:1,match:40,sync:1"
FRESH_MATCH = "match:40,sync:1"
BUDGET = 144 * 1024
# the live heap's most in each part: (figure, what)
PARTS = (("pulya_heap_max", "pulya, most after a deal"), ("history_heap_max", "history open"),
         ("void_heap", "after the void (the ledger replayed)"), ("sync_heap_max", "first sync, most"),
         ("end_heap_max", "the pulya's final results"), ("restart1_heap_boot", "restarted: the start menu"),
         ("match_heap_max", "match, most after a deal"), ("sync2_heap_max", "second sync, most"),
         ("heap_end", "at the end"))


def report(dev, scenario):
    start = time.time()
    figures, error = dev.run("1M", scenario)
    if figures is None:
        sys.exit("%s does not play even in 1 MB: %s" % (scenario, error))
    print("%s (live heap, collected, in a 1 MB heap; the stand-in board and the driver %d of it):" % (
        scenario, figures["heap_stand_ins"]))
    for name, what in PARTS:
        if name in figures:
            print("  %-40s %7d" % (what, figures[name]))
    print("  names interned (qstrs) at the end         %7d in %d pools (%d bytes); %d after its last boot%s" % (
        figures["qstr_count"], figures["qstr_pools"], figures["qstr_bytes"], figures["qstr_boot"],
        "; %d before the restart" % figures["qstr_count_first"] if figures["restarts"] else ""))
    k = dev.smallest_heap(scenario, 96, 512)
    print("  smallest heap, the harness's code on it  %7d (%dK)" % (k * 1024, k))
    k = dev.smallest_heap(scenario, 96, 512, harness_rom=True)
    print("  smallest heap, the device's (the harness in ROMFS) %7d (%dK): %s the %dK budget by %dK  [%.0f s]" % (
        k * 1024, k, "within" if k * 1024 <= BUDGET else "OVER", BUDGET // 1024, abs(k * 1024 - BUDGET) // 1024,
        time.time() - start))


def main():
    with tempfile.TemporaryDirectory() as d:
        dev = Device(pathlib.Path(d))
        for scenario in sys.argv[1:] or (EVENING, WITH_HISTORY, FRESH_MATCH):
            report(dev, scenario)


if __name__ == "__main__":
    main()
