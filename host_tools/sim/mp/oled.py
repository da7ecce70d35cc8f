"""A simulated SSD1306 controller: I2C bytes in, 128x64 pixels out.

It decodes what the chip would see on the wire: a control byte (Co, D/C#)
followed by commands or display data.  Commands keep their state across
transactions (the Adafruit driver sends every command byte in its own write),
so a command's parameter bytes may arrive one per write.  Display data lands
in the 1 KB GDDRAM at the address pointer, which moves the way the selected
addressing mode says.  ``pixel(x, y)`` is what a viewer of the glass sees,
after segment remap, COM direction, start line, invert, entire-on and
display on/off.
"""
from micropython import const

_WIDTH = const(128)
_PAGES = const(8)
_HEIGHT = const(64)

# command byte -> number of parameter bytes that follow it
_ARGS = {
    0x20: 1, 0x21: 2, 0x22: 2, 0x81: 1, 0x8D: 1, 0xA8: 1, 0xAD: 1,
    0xD3: 1, 0xD5: 1, 0xD9: 1, 0xDA: 1, 0xDB: 1, 0x26: 6, 0x27: 6,
    0x29: 5, 0x2A: 5, 0xA3: 2,
}

HORIZONTAL = const(0)
VERTICAL = const(1)
PAGE = const(2)


class SSD1306:
    """The controller's state.  ``frames`` counts completed full-screen writes."""

    def __init__(self, addr=0x3C):
        self.addr = addr
        self.ram = bytearray(_WIDTH * _PAGES)
        self.on = False
        self.inverted = False
        self.entire_on = False
        self.contrast = 0x7F
        self.mode = PAGE            # the chip's reset default
        self.col_start = 0
        self.col_end = _WIDTH - 1
        self.page_start = 0
        self.page_end = _PAGES - 1
        self.col = 0
        self.page = 0
        self.seg_remap = False
        self.com_reversed = False
        self.start_line = 0
        self.charge_pump = False
        self.frames = 0             # bumps when the pointer wraps past the window
        self.writes = 0             # data bytes received
        self._cmd = None            # command waiting for parameters
        self._params = bytearray(6)
        self._nparams = 0

    # -- the wire ---------------------------------------------------------
    def write(self, buf):
        """One I2C write transaction addressed to this chip."""
        n = len(buf)
        i = 0
        while i < n:
            control = buf[i]
            i += 1
            continuation = control & 0x80
            is_data = control & 0x40
            if continuation:
                # exactly one byte follows, then another control byte
                if i < n:
                    if is_data:
                        self._data(buf[i])
                    else:
                        self._command(buf[i])
                    i += 1
            elif is_data:
                # the rest of the transaction is display data
                i = self._data_run(buf, i, n)
            else:
                while i < n:
                    self._command(buf[i])
                    i += 1

    def _data_run(self, buf, i, n):
        """Data bytes buf[i:n]; in horizontal mode a row of the window at a
        time, copied in one slice (a frame is one write of 1024 bytes)."""
        if self.mode != HORIZONTAL:
            while i < n:
                self._data(buf[i])
                i += 1
            return n
        view = memoryview(buf)
        while i < n:
            k = min(n - i, max(1, self.col_end - self.col + 1))
            at = self.page * _WIDTH + self.col
            self.ram[at:at + k] = view[i:i + k]
            self.writes += k
            i += k
            self.col += k - 1
            self._data_advanced()
        return n

    def _command(self, b):
        if self._cmd is not None:
            self._params[self._nparams] = b
            self._nparams += 1
            if self._nparams == _ARGS[self._cmd]:
                cmd = self._cmd
                self._cmd = None
                self._apply(cmd, self._params)
            return
        if b in _ARGS:
            self._cmd = b
            self._nparams = 0
            return
        if b == 0xAE or b == 0xAF:
            self.on = b == 0xAF
        elif b == 0xA6 or b == 0xA7:
            self.inverted = b == 0xA7
        elif b == 0xA4 or b == 0xA5:
            self.entire_on = b == 0xA5
        elif b == 0xA0 or b == 0xA1:
            self.seg_remap = b == 0xA1
        elif b == 0xC0 or b == 0xC8:
            self.com_reversed = b == 0xC8
        elif 0x40 <= b <= 0x7F:
            self.start_line = b & 0x3F
        elif 0xB0 <= b <= 0xB7:
            self.page = b & 0x07
        elif b <= 0x0F:
            self.col = (self.col & 0xF0) | b
        elif b <= 0x1F:
            self.col = (self.col & 0x0F) | ((b & 0x0F) << 4)
        # 0x2E/0x2F scrolling, 0xE3 nop and the rest: no effect on pixels here

    def _apply(self, cmd, p):
        if cmd == 0x20:
            self.mode = p[0] & 0x03
            if self.mode > PAGE:
                self.mode = PAGE
        elif cmd == 0x21:
            self.col_start = p[0] & 0x7F
            self.col_end = p[1] & 0x7F
            self.col = self.col_start
        elif cmd == 0x22:
            self.page_start = p[0] & 0x07
            self.page_end = p[1] & 0x07
            self.page = self.page_start
        elif cmd == 0x81:
            self.contrast = p[0]
        elif cmd == 0x8D:
            self.charge_pump = bool(p[0] & 0x04)

    def _data(self, b):
        self.writes += 1
        self.ram[self.page * _WIDTH + self.col] = b
        self._data_advanced()

    def _data_advanced(self):
        """Move the address pointer past the byte just written at it."""
        if self.mode == PAGE:
            self.col = (self.col + 1) & 0x7F
        elif self.mode == HORIZONTAL:
            if self.col >= self.col_end:
                self.col = self.col_start
                if self.page >= self.page_end:
                    self.page = self.page_start
                    self.frames += 1
                else:
                    self.page += 1
            else:
                self.col += 1
        else:
            if self.page >= self.page_end:
                self.page = self.page_start
                if self.col >= self.col_end:
                    self.col = self.col_start
                    self.frames += 1
                else:
                    self.col += 1
            else:
                self.page += 1

    # -- the glass --------------------------------------------------------
    def pixel(self, x, y):
        """1 if the pixel at (x, y), top-left origin, is lit."""
        if not self.on:
            return 0
        if self.entire_on:
            return 1
        # modules are mounted so that remap + reversed COM scan read upright
        col = x if self.seg_remap else _WIDTH - 1 - x
        row = y if self.com_reversed else _HEIGHT - 1 - y
        row = (row + self.start_line) & 0x3F
        bit = (self.ram[(row >> 3) * _WIDTH + col] >> (row & 7)) & 1
        return bit ^ 1 if self.inverted else bit

    def image(self, out=None):
        """The glass as 1024 bytes, MONO_VLSB like the RAM (page-major, LSB on top)."""
        if out is None:
            out = bytearray(_WIDTH * _PAGES)
        if self.on and not self.entire_on and self.seg_remap and self.com_reversed \
                and self.start_line == 0:
            # the usual orientation: the glass shows the RAM as it is
            out[:] = self.ram
            if self.inverted:
                for i in range(len(out)):
                    out[i] ^= 0xFF
            return out
        for page in range(_PAGES):
            for x in range(_WIDTH):
                v = 0
                for bit in range(8):
                    if self.pixel(x, page * 8 + bit):
                        v |= 1 << bit
                out[page * _WIDTH + x] = v
        return out

    def blank(self):
        """True if nothing at all is lit on the glass."""
        if not self.on:
            return True
        if self.entire_on:
            return False
        for b in self.ram:
            if b != (0xFF if self.inverted else 0):
                return False
        return True
