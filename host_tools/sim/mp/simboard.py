"""The simulated board, lean enough to count on a 64 KB heap.

``mount`` puts littlefs over a flash image file at /flash (the board's flash
root); ``Sim`` builds the firmware's app on the stand-in hardware and presses
its buttons on a virtual clock.  The heap benchmark imports only this, so what
the simulator adds to the firmware's heap stays small; the scripted and live
modes, snapshots and fuzzing are in ``simhost``.
"""
import os
import time

import machine

BLOCK = 4096
KEYS = ("left", "right", "ok", "back")
TAP_MS = 60         # how long a scripted tap holds the button
GAP_MS = 60         # released time after it
LONG_MS = 1000
TICK_MS = 5


class FileBlockDevice:
    """A littlefs block device over a file: the flash survives between runs."""

    def __init__(self, path, blocks):
        try:
            self.f = open(path, "r+b")
        except OSError:
            self.f = open(path, "w+b")
            chunk = b"\xff" * BLOCK
            for _ in range(blocks):
                self.f.write(chunk)
            self.f.flush()
        self.blocks = blocks

    def erased(self, n):
        """Block ``n`` starts erased (its first bytes 0xFF): littlefs never wrote a commit there."""
        head = bytearray(32)
        self.readblocks(n, head)
        return head == b"\xff" * 32

    def readblocks(self, n, buf, off=0):
        self.f.seek(n * BLOCK + off)
        self.f.readinto(buf)

    def writeblocks(self, n, buf, off=None):
        self.f.seek(n * BLOCK + (off or 0))
        self.f.write(buf)
        self.f.flush()

    def ioctl(self, op, arg):
        if op == 4:
            return self.blocks
        if op == 5:
            return BLOCK
        return 0


def mount(path, blocks):
    """littlefs over the image file at ``path`` mounted at /flash, made the current folder.

    An image still erased where littlefs keeps its superblock (blocks 0 and
    1) is formatted, as a new board's flash; one that holds something there
    and does not mount is damaged and raises OSError: formatting it would
    lose what it holds.  (The host checks the file before: ``sim/flash.py``.)"""
    bdev = FileBlockDevice(path, blocks)
    try:
        fs = os.VfsLfs2(bdev)
    except OSError:
        if not (bdev.erased(0) and bdev.erased(1)):
            raise
        os.VfsLfs2.mkfs(bdev)
        fs = os.VfsLfs2(bdev)
    os.mount(fs, "/flash")
    os.chdir("/flash")
    try:
        # the RTC memory a soft reset left beside the image (the heap benchmark's
        # restarted board: benchmarks/device_restart_mp.py); the chip keeps it so
        with open(path + ".rtc") as f:
            machine.RTC.kept = bytes.fromhex(f.read())
    except OSError:
        pass


class Sim:
    """The firmware's app on the stand-in board, driven on a virtual clock."""

    def __init__(self, record=True, panel=True):
        # panel=False: no SSD1306 model behind the bus (the heap benchmark)
        self.oled = machine.attach_oled(model=panel)
        import board
        import main
        self.app = main.build(record=record)
        self.pins = board.BUTTON_PINS
        self.now = time.ticks_ms()
        self.presses = 0

    def restart(self):
        """The firmware asked for a soft reset (``machine.soft_reset``): start
        it again as the board does, on the same flash, pins and OLED
        (``simreset``: loaded only then)."""
        import simreset
        simreset.again(self)

    def run_for(self, ms):
        end = time.ticks_add(self.now, ms)
        while time.ticks_diff(end, self.now) > 0:
            self.now = time.ticks_add(self.now, TICK_MS)
            try:
                self.app.step(self.now)
            except SystemExit:      # machine.soft_reset(): the firmware asked to start again
                self.restart()

    def hold(self, key, ms):
        pin = self.pins[KEYS.index(key)]
        machine.Pin.drive(pin, 0)
        self.run_for(ms)
        machine.Pin.drive(pin, None)
        self.run_for(GAP_MS)
        self.presses += 1

    def do(self, token):
        """Press what ``token`` says: ``ok``, ``long-back``, ``hold-right-1500``, ``wait-3000``, ``snap``."""
        parts = token.split("-")
        if parts[0] in KEYS:
            self.hold(parts[0], TAP_MS)
        elif parts[0] == "long" and len(parts) == 2 and parts[1] in KEYS:
            self.hold(parts[1], LONG_MS)
        elif parts[0] == "hold" and len(parts) == 3 and parts[1] in KEYS:
            self.hold(parts[1], int(parts[2]))
        elif parts[0] == "wait" and len(parts) == 2:
            self.run_for(int(parts[1]))
        elif parts[0] != "snap":
            raise ValueError("unknown key %r" % token)
