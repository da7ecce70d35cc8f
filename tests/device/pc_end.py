"""The PC's end of the simulated board's UART (``machine.UART.link``), for the
device scripts that sync (check_sync_screen.py, check_restart.py): what the
board writes is kept raw and decoded into frames, what the PC sends waits in
``incoming`` until the board reads it."""
from rules import wire


class PcEnd:
    """The PC's end of the board's UART (``machine.UART.link``): frames decoded, the bytes kept."""

    def __init__(self):
        self.incoming = bytearray()
        self.decoder = wire.Decoder(4096)
        self.decoder.max_pending = 100000
        self.got = []
        self.raw = bytearray()

    def any(self):
        return len(self.incoming)

    def read(self, n=-1):
        n = len(self.incoming) if n < 0 else min(n, len(self.incoming))
        data = bytes(self.incoming[:n])
        self.incoming = self.incoming[n:]
        return data or None

    def write(self, buf):
        self.raw.extend(buf)
        self.decoder.feed(buf)
        while True:
            msg = self.decoder.take()
            if msg is None:
                break
            self.got.append(msg)
        return len(buf)
