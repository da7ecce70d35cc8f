"""Ledger figures under micropython (run by ``benchmarks/run_ledger.py``).

On a simulated 4 MB-board filesystem (4096-byte blocks, littlefs2 with the
driver's defaults) it measures:

- bytes programmed, blocks erased and flash operations per saved deal;
- boot time, heap and records replayed with 0, 100, 1 000 and 5 000 deals
  in the session's ledger;
- the time of a commit, an undo and a void of the deal half-way back at each size;
- with ``argv[1]`` a folder, it saves the chip at each size there
  (``<size>.img``) for ``ledger_boot.py`` to measure the boot's heap.

Heap: ``kept`` is what boot leaves live (after a collection); the peak is
found by ``run_ledger.py`` as the smallest heap that boots.
Times are the unix port's on the build machine, not an ESP32's: compare
them with each other, not with a board.
"""
import gc
import sys
import time

from flashsim import Flash, mount
from device.journal import Journal
from rules import ledger as L
import ledger_evening as script

ROOT = "/flash/ledger"


def ms_since(t0):
    return time.ticks_diff(time.ticks_us(), t0) / 1000


def deal(j, i):
    rtype, values = script.pref_entry(i, j.table.engine)
    return j.commit(rtype, values)


def write_cost(chip, j, n, entry=deal):
    """Program/erase cost of ``n`` entries (checkpoints included, as they happen)."""
    p0, e0, o0 = chip.programmed, chip.erased, chip.ops
    size0 = j.current.size
    for i in range(n):
        entry(j, i)
    return ((chip.programmed - p0) / n, (chip.erased - e0) / n, (chip.ops - o0) / n,
            (j.current.size - size0) / n)


def boot_figures():
    gc.collect()
    before = gc.mem_alloc()
    t0 = time.ticks_us()
    j = Journal(ROOT)
    j.boot()
    took = ms_since(t0)
    gc.collect()
    kept = gc.mem_alloc() - before
    return j, took, kept


def main():
    global chip
    chip = Flash(512, 4096)       # 2 MB: the filesystem part of a 4 MB ESP32
    mount(chip)
    j = Journal(ROOT)
    j.boot()
    j.open_session(*(["pref", script.PREF_PLAYERS, script.PREF_SETTINGS]))

    prog, erase, ops, rec = write_cost(chip, j, 256)
    print("per deal (256 preferans deals, checkpoint every %d records):" % Journal.checkpoint_every)
    print("  record bytes        %6.1f" % rec)
    print("  bytes programmed    %6.1f" % prog)
    print("  blocks erased       %6.3f" % erase)
    print("  flash operations    %6.2f" % ops)
    j.close_session()
    j.open_session("ofc", script.OFC_PLAYERS, script.OFC_SETTINGS)
    prog, erase, ops, rec = write_cost(chip, j, 256, lambda j, i: j.commit(*script.ofc_entry(i, j.table.engine)))
    print("per OFC entry (256: card, tap and quick deals, davi, new matches):")
    print("  record bytes        %6.1f" % rec)
    print("  bytes programmed    %6.1f" % prog)
    print("  blocks erased       %6.3f" % erase)

    # a new session, grown to each size; boot reads only the latest session
    j.close_session()
    j.open_session(*(["pref", script.PREF_PLAYERS, script.PREF_SETTINGS]))
    print("")
    print("deals  ledger B  boot ms  replayed  kept B  commit ms  undo ms  void ms")
    done = 0
    for size in (0, 100, 1000, 5000):
        while done < size:
            deal(j, done)
            done += 1
        j.close()
        del j
        if len(sys.argv) > 1:
            with open("%s/%d.img" % (sys.argv[1], size), "wb") as f:
                f.write(chip.data)
        j, took, kept = boot_figures()
        replayed = j.current.replayed
        t0 = time.ticks_us()
        deal(j, done)
        commit = ms_since(t0)
        t0 = time.ticks_us()
        j.undo()
        undo = ms_since(t0)
        void = 0
        if size:
            t0 = time.ticks_us()
            code = j.void(size // 2)
            void = ms_since(t0)
            if code >= 100:
                print("void refused", code, j.detail)
        print("%5d  %8d  %7.1f  %8d  %6d  %9.1f  %7.1f  %7.1f" % (
            size, j.current.size, took, replayed, kept, commit, undo, void))


main()
