# Runs under micropython (see font_bench.py): the heap of the font, the
# canvas and the text tables, and the time to draw a screen of text, the font
# canvas (ui.canvas) against framebuf.text (C; the 8x8 font, no Cyrillic).
#   micropython font_mp.py        MICROPYPATH: the firmware (.mpy or source) first
# Prints "name value" lines; the last is "done 1".
import gc
import sys
import time

import framebuf

REPEAT = 3              # screens a batch: short, so that the best missed the other processes
BATCHES = 300           # the best batch is the figure: the machine is shared
RU = "Распасы Мизер Вист Па"        # 21 characters: a row of the font canvas
LATIN = "Raspasy Mizer Vist Pa"
out = []


def figure(name, value):
    out.append("%s %d" % (name, value))


def live():
    gc.collect()
    return gc.mem_alloc()


def imported(name):
    """Heap the module ``name`` leaves live once imported (its imports loaded
    before): the first import (qstr pool chunks it starts included), then the
    module's objects alone (imported again, its names interned by then)."""
    before = live()
    __import__(name)
    figure("heap_" + name, live() - before)
    del sys.modules[name]
    package, _, leaf = name.rpartition(".")
    if package:
        delattr(sys.modules[package], leaf)
    before = live()
    __import__(name)
    figure("objects_" + name, live() - before)


def screen(canvas, s):
    """8 rows of ``s``, every other one inverse, as a menu draws them."""
    for row in range(8):
        canvas.text(s, 0, row, row & 1)


def timed(canvas, s):
    """(best us a screen, bytes allocated a screen)."""
    screen(canvas, s)           # characters interned, caches warm
    best = None
    gc.collect()
    gc.disable()
    start = gc.mem_alloc()
    for _ in range(BATCHES):
        t = time.ticks_us()
        for _ in range(REPEAT):
            screen(canvas, s)
        dt = time.ticks_diff(time.ticks_us(), t)
        if best is None or dt < best:
            best = dt
    allocated = gc.mem_alloc() - start
    gc.enable()
    return best * 1000 // REPEAT, allocated // (REPEAT * BATCHES)


class Framebuf:
    """The 8x8 canvas the app had before the font: framebuf.text, 16 columns."""

    def __init__(self, fb):
        self.fb = fb

    def text(self, s, col, row, inverse=False):
        self.fb.fill_rect(col * 8, row * 8, len(s) * 8, 8, 1 if inverse else 0)
        self.fb.text(s, col * 8, row * 8, 0 if inverse else 1)


def main():
    for name in ("ui", "ui.font", "ui.canvas", "lang", "lang.ru", "lang.en", "lang.ru_pulya", "lang.ru_more",
                 "lang.ru_why"):
        imported(name)
    from ui import font
    from ui.canvas import Canvas
    figure("glyphs", len(font.GLYPHS) // 6)      # a glyph is a cell of 6 bytes
    figure("glyph_bytes", len(font.GLYPHS))
    figure("others_chars", len(font.OTHERS))
    fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
    before = live()
    canvas = Canvas(fb)
    figure("heap_Canvas", live() - before)
    old = Framebuf(fb)
    for name, c, s in (("font_ru", canvas, RU), ("font_latin", canvas, LATIN),
                       ("framebuf_latin", old, LATIN[:16])):
        ns, allocated = timed(c, s)
        figure(name + "_ns", ns)
        figure(name + "_alloc", allocated)
    for line in out:
        print(line)
    print("done 1")


main()
