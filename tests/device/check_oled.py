# Under micropython: the real Adafruit driver -> device.display.BusIO -> the
# simulator's I2C -> the SSD1306 model.  What the model shows must be what the
# driver drew.
import random

import framebuf
import machine
from device.display import BusIO, open_display

oled = machine.attach_oled()
d = open_display(machine.I2C(0), 128, 64, 0x3C)
assert oled.on and oled.charge_pump, "init turns the panel and charge pump on"
assert oled.mode == 0, "the driver selects horizontal addressing"
assert oled.blank(), "init clears the screen"
print("ok init")


def same(mirror=False):
    for y in range(64):
        for x in range(128):
            want = d.pixel(127 - x, 63 - y) if mirror else d.pixel(x, y)
            if oled.pixel(x, y) != want:
                return "differs at %d,%d" % (x, y)
    return None


random.seed(5)
d.fill(0)
d.text("tablescore", 0, 0, 1)
d.rect(0, 10, 128, 54, 1)
for _ in range(300):
    d.pixel(random.getrandbits(7), random.getrandbits(6), 1)
d.show()
assert same() is None, same()
assert bytes(oled.image()) == bytes(d.buffer[1:])
print("ok pixels match the driver's framebuffer")

d.fill(0)
d.pixel(0, 0, 1)
d.pixel(127, 63, 1)
d.show()
assert oled.pixel(0, 0) == 1 and oled.pixel(127, 63) == 1 and oled.pixel(1, 0) == 0
print("ok corners")

d.invert(True)
assert oled.inverted and oled.pixel(0, 0) == 0 and oled.pixel(1, 0) == 1
d.invert(False)
d.contrast(17)
assert oled.contrast == 17
print("ok invert and contrast")

d.poweroff()
assert oled.blank() and not oled.on
d.poweron()
assert not oled.blank()
print("ok power off and on")

# rotate(False) turns the picture 180 degrees on the glass
d.fill(0)
d.text("Ab", 3, 5, 1)
d.show()
d.rotate(False)
assert same(mirror=True) is None, same(mirror=True)
d.rotate(True)
assert same() is None
print("ok rotate")

# the font canvas writes glyph bytes into the driver's own framebuffer
# (memoryview(d): the 1024 pixel bytes after the I2C control byte)
from ui import font
from ui.canvas import Canvas
d.fill(0)
c = Canvas(d)
assert len(c.buf) == 1024
c.text("Ж", 0, 0)
c.text("Ж", 20, 7, True)
d.show()
i = 95 + font.OTHERS.find("Ж")
glyph = font.GLYPHS[i * 6:(i + 1) * 6]
assert bytes(oled.image()[0:6]) == glyph and d.buffer[1:7] == glyph
assert bytes(oled.image()[7 * 128 + 120:7 * 128 + 126]) == bytes(b ^ 0xFE for b in glyph)
assert same() is None, same()
print("ok font canvas on the driver")

# page addressing, as the datasheet has it: 0xB0+page, column low/high nibbles
oled2 = machine.attach_oled(0x3D)
i2c = machine.I2C(0)
i2c.writeto(0x3D, bytes([0x00, 0xAF, 0xA1, 0xC8, 0x20, 0x02, 0xB3, 0x05, 0x12]))
i2c.writeto(0x3D, bytes([0x40, 0x81, 0x42]))
# page 3, column 0x25: bit 0 is row 24, bit 7 row 31
assert oled2.mode == 2 and oled2.ram[3 * 128 + 0x25] == 0x81 and oled2.ram[3 * 128 + 0x26] == 0x42
assert oled2.pixel(0x25, 24) == 1 and oled2.pixel(0x25, 31) == 1 and oled2.pixel(0x25, 25) == 0
print("ok page addressing")

# nobody at 0x3E: the driver's probe fails with a clear error
try:
    open_display(machine.I2C(0), 128, 64, 0x3E)
    raise AssertionError("no error for a missing display")
except ValueError as exc:
    assert "0x3e" in str(exc)
print("ok missing display reported")


# BusIO slices without copying and locks
class Recorder:
    def __init__(self):
        self.seen = []

    def writeto(self, addr, buf, stop=True):
        self.seen.append((addr, bytes(buf), stop))

    def readfrom_into(self, addr, buf, stop=True):
        for i in range(len(buf)):
            buf[i] = 7


r = Recorder()
bus = BusIO(r)
assert bus.try_lock() and not bus.try_lock()
bus.unlock()
bus.writeto(0x3C, b"\x01\x02\x03\x04", start=1, end=3)
bus.writeto(0x3C, b"\x05")
inp = bytearray(4)
bus.readfrom_into(0x3C, inp, 2)
assert r.seen == [(0x3C, b"\x02\x03", True), (0x3C, b"\x05", True)], r.seen
assert inp == bytearray(b"\x00\x00\x07\x07"), inp
assert not hasattr(bus, "writeto_then_readfrom")       # the display never reads back
print("ok BusIO slices")

# the model decodes a command stream sent in one write (Co=0, D/C=0) too
oled3 = machine.attach_oled(0x3E)
machine.I2C(0).writeto(0x3E, bytes([0x00, 0xAF, 0xA1, 0xC8, 0x20, 0x00, 0x21, 4, 5, 0x22, 1, 2]))
machine.I2C(0).writeto(0x3E, bytes([0x40, 0xFF, 0x01, 0x80, 0x03]))
# window columns 4-5, pages 1-2: bytes go to (4,p1) (5,p1) (4,p2) (5,p2)
assert oled3.ram[128 + 4] == 0xFF and oled3.ram[128 + 5] == 0x01
assert oled3.ram[256 + 4] == 0x80 and oled3.ram[256 + 5] == 0x03
assert oled3.frames == 1
assert oled3.pixel(4, 8) == 1 and oled3.pixel(5, 9) == 0 and oled3.pixel(4, 23) == 1
print("ok command stream and address window")
print("ALL OK")
