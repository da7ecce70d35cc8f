"""The sync's counterparts for the tests: flash images written under
micropython (``tests/sync/make_flash.py``, edited by ``flash_edit_mp.py``),
the firmware in ``tablescore sim`` with its UART on a pseudo-terminal, and
``tablescore sync`` into an archive file."""
import pathlib
import subprocess
import sys
import threading

from mp import ROOT, run_micropython
from tablescore import sync
from tablescore.archive import Archive

HERE = pathlib.Path(__file__).resolve().parent
BLOCKS = 128


def make_flash(path, deals, matches, blocks=BLOCKS, direct=False):
    """Write the sessions; returns {sid: (last seq, game, totals)} as the device's journal derives them."""
    out = run_micropython(HERE / "sync" / "make_flash.py", path, blocks, deals, matches, *(["direct"] if direct else []),
                          path=[ROOT / "tests" / "ledger"], heapsize="8M").stdout.decode()
    found = {}
    for line in out.splitlines():
        parts = line.split(" ", 7)     # session N seq S game G totals [..] size B
        totals = line.split("totals ", 1)[1].rsplit(" size", 1)[0]
        found[int(parts[1])] = (int(parts[3]), parts[5], eval(totals))
    return found


class Device:
    """``tablescore sim`` on a flash image; ``pty`` is its serial port."""

    def __init__(self, flash, tmp, blocks=BLOCKS):
        self.err = open(tmp / "sim-stderr.txt", "wb")
        self.proc = subprocess.Popen([sys.executable, "-m", "tablescore", "sim", "--flash", str(flash),
                                      "--blocks", str(blocks)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.err)
        line = self.proc.stdout.readline().decode()
        assert "serial port on " in line, line
        self.pty = line.split("serial port on ", 1)[1].split(";", 1)[0]
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self):
        while self.proc.stdout.read(65536):
            pass

    def transport(self):
        return sync.SerialTransport(self.pty)

    def stop(self):
        """Quit; returns what the simulator wrote on stderr (nothing, when all went well)."""
        try:
            self.proc.stdin.write(b"q")
            self.proc.stdin.flush()
            self.proc.wait(timeout=10)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            self.err.close()
        return pathlib.Path(self.err.name).read_text(errors="replace")


def run(transport, db, **kw):
    archive = Archive(db)
    try:
        return sync.run_sync(transport, archive, **kw)
    finally:
        transport.close()
        archive.close()


def ledgers(db):
    a = Archive(db)
    try:
        return dict((s["sid"], a.ledger_bytes(s["id"])) for s in a.sessions())
    finally:
        a.close()


def edit_flash(path, sid, what, n, *more, blocks=BLOCKS):
    """``tests/sync/flash_edit_mp.py``: forge, relink, repeat or tear records on the image; what it printed."""
    return run_micropython(HERE / "sync" / "flash_edit_mp.py", path, blocks, sid, what, n, *more,
                           path=[ROOT / "tests" / "ledger"], heapsize="8M").stdout.decode().strip()
