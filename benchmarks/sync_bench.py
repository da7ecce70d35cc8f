"""Print the sync's figures: ``python benchmarks/sync_bench.py [--big]``.

Flash images with a closed pulya of 300, 3,000 and 10,000 deals (50,000 too
with ``--big``; tests/sync/make_flash.py, the big ones written straight by
the ledger module); the firmware in ``tablescore sim`` (micropython) with
its UART on a pseudo-terminal, serving 256 bytes a 20 ms poll as on the
board's UART; ``tablescore sync`` into a fresh archive:

- per size: the first sync's time (and per record: it grows linearly), wire
  bytes (both ways) per payload byte (the ledger file's bytes), round trips;
  the same for a sync with nothing new;
- the 300-deal board through a relay that drops, flips or duplicates each
  byte both ways with probability 0.1 / 0.5 / 1 / 2 / 5 %: whether one run
  completes with the archive byte for byte a clean sync's, round trips, time;
- on the device side (``sync_poll_mp.py``, micropython, the 10,000-deal
  image): the link's polls, the heap it takes, what its polls allocate.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from mp import micropython_exe  # noqa: E402
from sync_devices import Device, ledgers, make_flash, run  # noqa: E402
from tablescore import sync  # noqa: E402

RATES = (0.001, 0.005, 0.01, 0.02, 0.05)


def blocks_for(deals):
    return 128 + deals // 40        # ~36 bytes a deal, and room for littlefs to work


def one_sync(transport, db):
    t0 = time.monotonic()
    s, status = run(transport, db)
    p = s.peer
    return s, status, p.sent_bytes + p.got_bytes, p.round_trips, time.monotonic() - t0


def sizes(tmp, deals_list):
    images = {}
    for deals in deals_list:
        blocks = blocks_for(deals)
        flash = tmp / ("d%d.img" % deals)
        t0 = time.monotonic()
        built = make_flash(flash, deals, 0, blocks=blocks, direct=deals > 300)
        made = time.monotonic() - t0
        images[deals] = (flash, blocks)
        shutil.copy(flash, tmp / ("d%d-fresh.img" % deals))
        dev = Device(flash, tmp, blocks)
        try:
            s, status, wire, trips, dt = one_sync(dev.transport(), tmp / ("d%d.sqlite" % deals))
            assert status == 0, s.problems
            print("%6d deals (%d records, %d bytes; image made in %.0f s): first sync %.2f s = %.2f ms a record, "
                  "%.3f wire bytes per payload byte, %d round trips"
                  % (deals, built[1][0], s.payload, made, dt, 1000 * dt / s.added, wire / s.payload, trips))
            s, status, wire, trips, dt = one_sync(dev.transport(), tmp / ("d%d.sqlite" % deals))
            print("        nothing new: %d wire bytes, %d round trip%s, %.2f s"
                  % (wire, trips, "" if trips == 1 else "s", dt))
        finally:
            dev.stop()
    return images


def noise(tmp, fresh, blocks):
    print("a bad line (each byte both ways dropped, flipped or duplicated; no cap), the 300-deal board, first sync:")
    for k, rate in enumerate(RATES):
        flash = tmp / ("noise%d.img" % k)
        shutil.copy(fresh, flash)
        dev = Device(flash, tmp, blocks)
        try:
            noisy = sync.FaultyTransport(dev.transport(), seed=100 + k, rate=rate)
            t0 = time.monotonic()
            try:
                s, status, wire, trips, dt = one_sync(noisy, tmp / ("n%d.sqlite" % k))
            except sync.SyncError as exc:
                print("  %4.1f %%: FAILED after %.0f s: %s" % (100 * rate, time.monotonic() - t0, exc))
                continue
            clean, _, _, _, _ = one_sync(dev.transport(), tmp / ("c%d.sqlite" % k))
            same = ledgers(tmp / ("n%d.sqlite" % k)) == ledgers(tmp / ("c%d.sqlite" % k)) and s.added

            print("  %4.1f %%: %s in one run, %d round trips, %.1f s, %d faults, %d damaged frames refused, "
                  "frames down to %d bytes, %.2f wire bytes per payload byte%s"
                  % (100 * rate, "synced" if status == 0 else "FAILED %s" % s.problems, trips, dt, noisy.faults,
                     s.peer.bad_frames, s.peer.frame, wire / s.payload,
                     "; the archive is a clean sync's" if same else "; THE ARCHIVE DIFFERS FROM A CLEAN SYNC'S"))
        finally:
            dev.stop()


def device(flash, blocks):
    env = dict(__import__("os").environ)
    env["MICROPYPATH"] = ":".join([".frozen", str(ROOT / "tests" / "ledger"), str(ROOT / "firmware")])
    poll = subprocess.run([micropython_exe(), str(ROOT / "benchmarks" / "sync_poll_mp.py"), str(flash), str(blocks)],
                          env=env, capture_output=True, check=True)
    print("the device's link under micropython (this PC's unix port; an ESP32 is roughly 10-30x slower):")
    for line in poll.stdout.decode().splitlines():
        print("  " + line)


def main():
    deals_list = [300, 3000, 10000] + ([50000] if "--big" in sys.argv else [])
    tmp = pathlib.Path(tempfile.mkdtemp())
    try:
        images = sizes(tmp, deals_list)
        noise(tmp, tmp / "d300-fresh.img", blocks_for(300))
        for deals in deals_list[2:]:
            flash, blocks = images[deals]
            print("%d deals:" % deals)
            device(tmp / ("d%d-fresh.img" % deals), blocks)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
