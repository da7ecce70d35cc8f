"""Print the sync's figures: ``python benchmarks/sync_bench.py [DEALS]``.

A flash image gets a closed pulya of DEALS (300) deals (tests/sync/make_flash.py);
the firmware runs in ``tablescore sim`` (micropython) with its UART on a
pseudo-terminal, and ``tablescore sync`` takes the ledger into a fresh archive:

- wire bytes (both ways) per payload byte (the ledger's record bytes) and round
  trips, for the first sync, and with 0.3 % of the bytes dropped or flipped;
- the time, bytes and round trips of a sync with nothing new;
- on the device side (micropython, the same image): the slowest poll of the
  link while it answers a hello, streams the session and writes the ack.

For comparison, reading the same file through mpremote's raw REPL costs about
2.9 wire bytes per byte and some 80 round trips per 20 KB.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from mp import micropython_exe  # noqa: E402
from tablescore import sync  # noqa: E402
from tablescore.archive import Archive  # noqa: E402

BLOCKS = 128


def env():
    import os
    e = dict(os.environ)
    e["MICROPYPATH"] = ":".join([".frozen", str(ROOT / "tests" / "ledger"), str(ROOT / "firmware")])
    return e


def start_sim(flash):
    proc = subprocess.Popen([sys.executable, "-m", "tablescore", "sim", "--flash", str(flash), "--blocks",
                             str(BLOCKS)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL)
    line = proc.stdout.readline().decode()
    pty = line.split("serial port on ", 1)[1].split(";", 1)[0]
    threading.Thread(target=lambda: [None for _ in iter(lambda: proc.stdout.read(65536), b"")],
                     daemon=True).start()
    return proc, pty


def one_sync(transport, db):
    archive = Archive(db)
    t0 = time.monotonic()
    s, status = sync.run_sync(transport, archive)
    dt = time.monotonic() - t0
    transport.close()
    archive.close()
    assert status == 0, s.problems
    p = s.peer
    return s, p.sent_bytes + p.got_bytes, p.round_trips, dt


def main():
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    tmp = pathlib.Path(tempfile.mkdtemp())
    try:
        flash = tmp / "flash.img"
        out = subprocess.run([micropython_exe(), str(ROOT / "tests" / "sync" / "make_flash.py"), str(flash),
                              str(BLOCKS), str(deals), "0"], env=env(), capture_output=True, check=True)
        print("device: %s" % out.stdout.decode().strip())
        shutil.copy(flash, tmp / "poll.img")
        proc, pty = start_sim(flash)
        try:
            s, wire_bytes, trips, dt = one_sync(sync.SerialTransport(pty), tmp / "a.sqlite")
            print("first sync: %d records, %d payload bytes, %d wire bytes both ways = %.3f wire bytes per "
                  "payload byte, %d round trips, %.2f s" % (s.added, s.payload, wire_bytes, wire_bytes / s.payload,
                                                            trips, dt))
            print("  the round trips do not grow with the ledger (one request streams a session); "
                  "on a 115200-baud UART these bytes take %.1f s" % (wire_bytes * 10 / 115200.0))
            s, wire_bytes, trips, dt = one_sync(sync.SerialTransport(pty), tmp / "a.sqlite")
            print("sync with nothing new: %d records, %d wire bytes, %d round trip%s, %.3f s"
                  % (s.added, wire_bytes, trips, "" if trips == 1 else "s", dt))
            noisy = sync.FaultyTransport(sync.SerialTransport(pty), seed=5, rate=0.003, budget=60)
            s, wire_bytes, trips, dt = one_sync(noisy, tmp / "b.sqlite")
            print("lossy link (%d bytes dropped or flipped): %d records, %.3f wire bytes per payload byte, "
                  "%d round trips, %d damaged frames refused, %.2f s"
                  % (noisy.faults, s.added, wire_bytes / max(s.payload, 1), trips, s.peer.bad_frames, dt))
        finally:
            proc.stdin.write(b"q")
            proc.stdin.flush()
            proc.wait(timeout=10)
        poll = subprocess.run([micropython_exe(), str(ROOT / "benchmarks" / "sync_poll_mp.py"),
                               str(tmp / "poll.img")], env=env(), capture_output=True, check=True)
        print("device link under micropython (this PC; an ESP32 is roughly 10-30x slower):")
        for line in poll.stdout.decode().splitlines():
            print("  " + line)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
