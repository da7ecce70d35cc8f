"""A stand-in for MicroPython's ``machine`` on the simulator (never deployed).

It has only what the firmware's ``board.py`` uses (it shares the benchmark's
64 KB heap with the firmware): ``Pin`` with pulls, ``I2C`` with devices that
answer at their addresses (the SSD1306 model in ``oled``), ``WDT``, ``UART``,
``RTC`` and ``soft_reset`` (no ``deepsleep`` nor ``reset``: the firmware
calls neither, nothing sleeps yet).  The simulator presses a button by
driving its pin low (``Pin.drive(id, 0)``) and releases it with
``Pin.drive(id, None)``; a released pin reads its pull, and one without a
pull floats low, so a firmware that forgot a pull-up sees a stuck button.
"""
import time


class Pin:
    IN = 1
    OUT = 3
    PULL_UP = 1
    PULL_DOWN = 2

    _driven = {}        # pin id -> level forced from outside (a button to ground)

    def __init__(self, id, mode=IN, pull=None, value=0):
        self.id = id
        self._mode = mode
        self._pull = pull
        self._out = 1 if value else 0

    def value(self, v=None):
        if v is not None:
            self._out = 1 if v else 0
            return None
        level = Pin._driven.get(self.id)
        if level is not None:
            return level
        if self._mode == self.OUT:
            return self._out
        return 1 if self._pull == self.PULL_UP else 0

    @classmethod
    def drive(cls, id, level):
        """Force pin ``id`` to ``level`` (0/1) from outside; None lets it go."""
        if level is None:
            cls._driven.pop(id, None)
        else:
            cls._driven[id] = level


class I2C:
    """A bus with simulated devices; ``devices`` maps address -> device."""

    devices = {}

    def __init__(self, id=0, scl=None, sda=None, freq=400000):
        self.id = id

    def _device(self, addr):
        dev = self.devices.get(addr)
        if dev is None:
            raise OSError(19)   # ENODEV: nobody acknowledged the address
        return dev

    def writeto(self, addr, buf, stop=True):
        self._device(addr).write(buf)
        return len(buf)

    def readfrom_into(self, addr, buf, stop=True):
        self._device(addr)
        for i in range(len(buf)):
            buf[i] = 0


def attach_oled(addr=0x3C, model=True):
    """Put a fresh SSD1306 model on the bus at ``addr`` and return it.

    ``model=False`` puts a device there that takes the bytes and keeps
    nothing: the heap benchmark's board, whose panel RAM is in the chip."""
    if model:
        from oled import SSD1306
        dev = SSD1306(addr)
    else:
        dev = Sink()
    I2C.devices[addr] = dev
    return dev


class Sink:
    def write(self, buf):
        pass


class WDT:
    """Counts feeds; ``starved()`` tells if the firmware let it run out."""

    def __init__(self, id=0, timeout=5000):
        self.timeout = timeout
        self.feeds = 0
        self._fed_at = time.ticks_ms()

    def feed(self):
        self.feeds += 1
        self._fed_at = time.ticks_ms()

    def starved(self):
        return time.ticks_diff(time.ticks_ms(), self._fed_at) > self.timeout


class UART:
    """Serial port: bytes move through ``link`` (set by the simulator), else vanish."""

    link = None

    def __init__(self, id=0, baudrate=115200, **kw):
        self.id = id

    def any(self):
        return self.link.any() if self.link else 0

    def init(self, *a, **kw):
        pass

    def read(self, n=-1):
        return self.link.read(n) if self.link else None

    def readinto(self, buf):
        data = self.read(len(buf))
        if not data:
            return None
        buf[:len(data)] = data
        return len(data)

    def write(self, buf):
        return self.link.write(buf) if self.link else len(buf)


class RTC:
    """The clock a sync sets (``datetime((y, mo, d, wd, h, mi, s, us))``); reading gives it back.
    Its ``memory`` keeps a few bytes over a soft reset, as the chip's RTC memory does."""

    now = (2000, 1, 1, 5, 0, 0, 0, 0)
    kept = b""

    def datetime(self, t=None):
        if t is None:
            return RTC.now
        RTC.now = tuple(t)

    def memory(self, data=None):
        if data is None:
            return RTC.kept
        RTC.kept = bytes(data)


def soft_reset():
    """The interpreter starts again, as on the chip: a SystemExit ends the
    program (there the REPL then runs boot.py and main.py again).  Whoever
    steps the app catches it and builds the app again on the same flash
    (``simboard.Sim.restart``, which counts them); the heap benchmark starts
    a new process."""
    if UART.link is not None:
        UART.link.write(b"MPY: soft reboot\r\n")     # as MicroPython prints it on the REPL's UART
    raise SystemExit


def unique_id():
    return b"\x24\x0a\xc4\x00\x51\x0e"
