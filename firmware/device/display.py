"""The OLED: Adafruit's SSD1306 driver on MicroPython's ``machine.I2C``.

``adafruit_ssd1306`` talks to the bus through ``adafruit_bus_device``, which
expects CircuitPython's ``busio.I2C`` (``try_lock``/``unlock`` and
``writeto(addr, buf, start=, end=)``).  ``BusIO`` is that interface over a
``machine.I2C``, as much of it as the display uses (writes, and the read
that probes for it; no ``writeto_then_readfrom``); slices are taken as
memoryviews, so nothing is copied.
``start``/``end`` are plain parameters, not keyword-only as in ``busio``:
keyword-only defaults are a dict per method on the heap.
"""


class BusIO:
    """``busio.I2C``-shaped view of a ``machine.I2C`` (one user at a time)."""

    def __init__(self, i2c):
        self.i2c = i2c
        self._locked = False

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def writeto(self, address, buffer, start=0, end=None):
        # kept small (no view unless a part is asked for): a bigger frame is
        # taken from the heap on each of the seven writes of a picture
        if start or end is not None:
            buffer = _view(buffer, start, end)
        self.i2c.writeto(address, buffer)

    def readfrom_into(self, address, buffer, start=0, end=None):
        self.i2c.readfrom_into(address, _view(buffer, start, end))



def _view(buffer, start, end):
    if end is None:
        end = len(buffer)
    if start == 0 and end == len(buffer):
        return buffer
    return memoryview(buffer)[start:end]


def open_display(i2c, width=128, height=64, addr=0x3C):
    """The SSD1306 on ``i2c`` (a ``machine.I2C``); raises ValueError if it does not answer."""
    import adafruit_ssd1306
    return adafruit_ssd1306.SSD1306_I2C(width, height, BusIO(i2c), addr=addr)
