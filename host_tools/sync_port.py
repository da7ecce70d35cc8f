"""The sync's byte transports: a serial port, and a faulty relay for tests
and the benchmark.  A transport is ``send(bytes)``, ``recv(timeout) -> bytes``
(``b""`` when nothing came in time) and ``close()``.
"""
import time

from .cli import UsageError


class SerialTransport:
    """A pyserial port."""

    def __init__(self, port, baud=115200):
        import serial
        self.name = port
        # DTR and RTS stay low: on an ESP32 DevKitC they drive EN and GPIO0
        # (the auto-reset circuit), and toggling them would reset the board mid-game
        self.ser = serial.Serial(None, baud, timeout=0.05, write_timeout=5)
        self.ser.port = port
        self.ser.dtr = False
        self.ser.rts = False
        try:
            self.ser.open()
        except (serial.SerialException, OSError, ValueError) as exc:
            raise UsageError("cannot open %s: %s" % (port, exc))

    def send(self, data):
        import serial
        try:
            self.ser.write(data)
        except (serial.SerialException, OSError) as exc:
            raise UsageError("cannot write to %s: %s" % (self.name, exc))

    def recv(self, timeout):
        import serial
        try:
            self.ser.timeout = timeout
            n = self.ser.in_waiting
            return self.ser.read(max(1, min(n, 65536)))
        except (serial.SerialException, OSError) as exc:
            raise UsageError("cannot read from %s: %s" % (self.name, exc))

    def close(self):
        self.ser.close()


class FaultyTransport:
    """A bad cable: drops, flips and duplicates bytes both ways, each byte
    spoiled with probability ``rate`` (seeded); ``budget`` caps the faults
    (None: no cap).  ``cut_after``: falls silent for good after that many
    bytes from the device, a link that is pulled out."""

    def __init__(self, inner, seed, rate=0.0, budget=None, cut_after=None):
        import random
        self.inner = inner
        self.name = getattr(inner, "name", "the relay")
        self.rng = random.Random(seed)
        self.rate = rate
        self.budget = budget
        self.cut_after = cut_after
        self.got = 0
        self.faults = 0

    def _spoil(self, data):
        if not self.rate:
            return data
        out = bytearray()
        rng = self.rng
        for b in data:
            if rng.random() < self.rate and (self.budget is None or self.faults < self.budget):
                self.faults += 1
                kind = rng.random()
                if kind < 1 / 3:
                    continue                         # dropped
                if kind < 2 / 3:
                    b ^= 1 << rng.randrange(8)       # flipped
                else:
                    out.append(b)                    # duplicated
            out.append(b)
        return bytes(out)

    def send(self, data):
        if self.cut_after is not None and self.got >= self.cut_after:
            return
        self.inner.send(self._spoil(data))

    def recv(self, timeout):
        if self.cut_after is not None and self.got >= self.cut_after:
            time.sleep(timeout)
            return b""
        data = self.inner.recv(timeout)
        if self.cut_after is not None and self.got + len(data) > self.cut_after:
            data = data[:self.cut_after - self.got]
        self.got += len(data)
        return self._spoil(data)

    def close(self):
        self.inner.close()
