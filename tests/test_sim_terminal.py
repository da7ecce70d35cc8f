"""The simulator in a terminal: it fits the terminal it is drawn in, 80x24 too,
never scrolls it, and its picture is the glass, pixel for pixel.

``tablescore sim`` runs in a pseudo-terminal of a set size; what it writes goes
to a terminal emulator (pyte) that counts the characters written past a line's
last column and the lines pushed off the top.  The glass is read back from the
emulator's cells by the characters' Unicode names (braille dots, quadrants,
half blocks; reverse video swaps lit and dark) and compared with the PNG the
scripted simulator dumps after the same keys.
"""
import fcntl
import itertools
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
import unicodedata

import pyte
import pytest
from pyte.screens import wcwidth     # the character widths pyte itself goes by

from devsim import libs_dir
from tablescore.cli import main as cli_main
from tablescore.sim import live, png

BLOCKS = 64

# braille dot n -> (x, y) in its 2x4 cell (Unicode's numbering)
DOTS = {1: (0, 0), 2: (0, 1), 3: (0, 2), 7: (0, 3), 4: (1, 0), 5: (1, 1), 6: (1, 2), 8: (1, 3)}
# a block element's part -> (x, y) in a 2x2 cell
PARTS = {"UPPER LEFT": (0, 0), "UPPER RIGHT": (1, 0), "LOWER LEFT": (0, 1), "LOWER RIGHT": (1, 1)}
HALVES = {"FULL BLOCK": tuple(PARTS), "UPPER HALF BLOCK": ("UPPER LEFT", "UPPER RIGHT"),
          "LOWER HALF BLOCK": ("LOWER LEFT", "LOWER RIGHT"), "LEFT HALF BLOCK": ("UPPER LEFT", "LOWER LEFT"),
          "RIGHT HALF BLOCK": ("UPPER RIGHT", "LOWER RIGHT")}


class Terminal(pyte.Screen):
    """A terminal screen that counts what spoils a full-screen picture."""

    def __init__(self, columns, lines):
        super().__init__(columns, lines)
        self.wrapped = 0        # characters written past the last column
        self.scrolled = 0       # lines pushed off the top

    def draw(self, data):
        for char in data:
            if self.cursor.x >= self.columns and wcwidth(char) > 0:
                self.wrapped += 1
            super().draw(char)

    def index(self):
        bottom = self.margins.bottom if self.margins else self.lines - 1
        if self.cursor.y == bottom:
            self.scrolled += 1
        super().index()

    def text(self):
        return ["".join(self.buffer[y][x].data for x in range(self.columns)) for y in range(self.lines)]


def cell_pixels(char, width, height):
    """The lit pixels ``(x, y)`` of a ``width`` x ``height`` cell drawn as ``char``
    (None for a character that is no drawing of such a cell)."""
    if char == " ":
        return set()
    name = unicodedata.name(char, "")
    if name.startswith("BRAILLE PATTERN"):
        dots = name.rpartition("DOTS-")[2] if "DOTS-" in name else ""
        return {DOTS[int(d)] for d in dots} if (width, height) == (2, 4) else None
    parts = HALVES.get(name)
    if parts is None:
        if not name.startswith("QUADRANT "):
            return None
        parts = name[len("QUADRANT "):].split(" AND ")
    lit = {PARTS[p] for p in parts}
    if (width, height) == (2, 2):
        return lit
    if (width, height) == (1, 2) and char in "\u2580\u2584\u2588":     # half blocks: rows
        return {(0, y) for _, y in lit}
    return None


def glass(term):
    """The 128x64 pixels (a set of lit ``(x, y)``) framed on ``term``; None while
    there is no whole frame holding a whole drawing (as while it is painted)."""
    rows = term.text()
    top = next((y for y, row in enumerate(rows) if row.startswith("\u250c")), None)
    bottom = next((y for y, row in enumerate(rows) if row.startswith("\u2514")), None)
    if top is None or bottom is None or "\u2510" not in rows[top]:
        return None
    width, height = rows[top].index("\u2510") - 1, bottom - top - 1
    if width not in (64, 128) or height not in (16, 32):
        return None
    cw, ch = 128 // width, 64 // height
    lit = set()
    for row in range(height):
        for col in range(width):
            cell = term.buffer[top + 1 + row][1 + col]
            pixels = cell_pixels(cell.data, cw, ch)
            if pixels is None:
                return None
            if cell.reverse:
                pixels = {(x, y) for x in range(cw) for y in range(ch)} - pixels
            lit |= {(col * cw + x, row * ch + y) for x, y in pixels}
    return lit


RUNS = itertools.count()


def expected(keys, tmp_path):
    """The glass after ``keys``, from the PNG the scripted simulator dumps."""
    shots = tmp_path / ("shots-%d" % next(RUNS))
    argv = ["sim", "--flash", str(shots) + ".img", "--blocks", str(BLOCKS), "--script", keys or "snap",
            "--dump-dir", str(shots)]
    assert cli_main(argv) == 0
    width, height, rgb = png.read_png(sorted(shots.glob("*-end.png"))[-1].read_bytes())
    scale = width // 128
    return {(x, y) for y in range(64) for x in range(128)
            if rgb[((y * scale + 1) * width + x * scale + 1) * 3] > 128}


class Live:
    """``tablescore sim`` in a pseudo-terminal of ``columns`` x ``lines``."""

    def __init__(self, flash, columns, lines):
        libs_dir()
        master, slave = pty.openpty()
        self.master = master
        self.term = Terminal(columns, lines)
        self.stream = pyte.ByteStream(self.term)
        self.resize(columns, lines)
        env = dict(os.environ, TERM="xterm-256color")
        env.pop("COLUMNS", None)
        env.pop("LINES", None)
        self.proc = subprocess.Popen([sys.executable, "-m", "tablescore", "sim", "--flash", str(flash),
                                      "--blocks", str(BLOCKS)], stdin=slave, stdout=slave, stderr=slave,
                                     env=env, start_new_session=True)
        os.close(slave)

    def resize(self, columns, lines):
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        self.term.resize(lines, columns)

    def read(self, seconds):
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([self.master], [], [], 0.05)
            if ready:
                try:
                    self.stream.feed(os.read(self.master, 65536))
                except OSError:
                    return

    def wait_for(self, want, seconds=30, steady=1.5):
        """Read until the glass on the terminal is ``want`` and stays so ``steady`` seconds."""
        end = time.time() + seconds
        got = since = None
        while time.time() < end:
            self.read(0.1)
            got = glass(self.term)
            if got != want:
                since = None
            elif since is None:
                since = time.time()
            elif time.time() - since >= steady:
                return
        shown = "\n".join(self.term.text())
        differ = "no glass" if got is None else "%d pixels differ" % len(got ^ want)
        pytest.fail("the terminal never showed the expected glass for %s s (%s; %d lines scrolled, "
                    "%d characters wrapped):\n%s" % (steady, differ, self.term.scrolled, self.term.wrapped, shown))

    def type(self, keys):
        os.write(self.master, keys)

    def quit(self):
        self.type(b"q")
        try:
            assert self.proc.wait(timeout=10) == 0
        finally:
            self.close()

    def close(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        os.close(self.master)


@pytest.fixture
def run_live(tmp_path):
    started = []

    def start(columns, lines):
        started.append(Live(tmp_path / "live.img", columns, lines))
        return started[-1]
    yield start
    for sim in started:
        if sim.proc.poll() is None:
            sim.close()


def assert_fits(term):
    assert term.wrapped == 0, "a line went past column %d" % term.columns
    assert term.scrolled == 0, "the terminal scrolled %d lines" % term.scrolled


def test_80x24_holds_the_glass_the_keys_and_the_serial_port(run_live, tmp_path):
    sim = run_live(80, 24)
    sim.wait_for(expected("", tmp_path))
    rows = sim.term.text()
    assert rows[0].startswith("tablescore sim: serial port on /dev/"), rows[0]
    assert "O/B long" in rows[1] and "q quit" in rows[1], rows[1]
    # the compact drawing: 64 columns of 16 lines, framed
    assert rows[2] == "\u250c" + "\u2500" * 64 + "\u2510" + " " * 14
    assert rows[19].startswith("\u2514")
    sim.type(b"d")
    sim.wait_for(expected("right", tmp_path))
    assert_fits(sim.term)
    sim.quit()


def test_keys_typed_during_a_long_press_are_all_pressed_after_it(run_live, tmp_path):
    # in one go, as fast as a person types: a long BACK, three taps of the
    # same key (one after another, not merged), a long OK, two taps
    sim = run_live(80, 24)
    sim.wait_for(expected("", tmp_path))
    sim.type(b"BdddOaa")
    # (the screen after all of them is passed on the way, for a moment: the
    # wait is for the one that stays)
    sim.wait_for(expected("long-back,right,right,right,long-ok,left,left", tmp_path))
    assert_fits(sim.term)
    sim.quit()


def test_a_burst_longer_than_the_queue_is_cut_and_says_so(run_live, tmp_path):
    # a key held down in the terminal repeats faster than taps are pressed:
    # past Presser.most waiting keys the newest are dropped, and the line
    # under the glass says how many; the rest are pressed in order
    sim = run_live(80, 24)
    sim.wait_for(expected("", tmp_path))
    sim.type(b"B" + b"d" * 30)
    sim.read(2.0)
    note = sim.term.text()[20]
    assert "key(s) dropped" in note, note
    dropped = int(note.split()[0])
    assert 0 < dropped < 30
    sim.wait_for(expected(",".join(["long-back"] + ["right"] * (30 - dropped)), tmp_path))
    sim.quit()


def test_the_biggest_drawing_that_fits_and_again_on_a_resize(run_live, tmp_path):
    sim = run_live(132, 43)
    start = expected("", tmp_path)
    sim.wait_for(start)
    rows = sim.term.text()
    top = next(y for y, row in enumerate(rows) if row.startswith("\u250c"))
    assert rows[top].index("\u2510") == 129           # half blocks: 128 columns
    # 80x40: quadrants, 64 columns of 32 lines; 80x24: braille, 16 lines
    for columns, lines, height in ((80, 40, 32), (80, 24, 16)):
        sim.resize(columns, lines)
        sim.wait_for(start)
        rows = sim.term.text()
        top = next(y for y, row in enumerate(rows) if row.startswith("\u250c"))
        assert rows[top].index("\u2510") == 65 and rows[top + height + 1].startswith("\u2514")
    # too small for any: a line that says so, whole; bigger again: the glass is back
    sim.resize(60, 20)
    sim.read(1.0)
    assert glass(sim.term) is None
    assert sim.term.text()[0].rstrip() == "terminal 60x20 too small: needs 66x21 (q quits)", sim.term.text()[0]
    sim.resize(80, 24)
    sim.type(b"d")
    sim.wait_for(expected("right", tmp_path))
    # pyte crops on a resize and a full repaint follows it: still nothing
    # wrapped or scrolled
    assert_fits(sim.term)
    sim.quit()


def _image(lit):
    """A frame as the simulator dumps it (MONO_VLSB: 8 pages of 128 columns) with the given pixels lit."""
    buf = bytearray(128 * 64 // 8)
    for x, y in lit:
        buf[(y // 8) * 128 + x] |= 1 << (y % 8)
    return bytes(buf)


def test_the_drawing_for_a_terminal_size():
    assert live.drawing_for(200, 50)[1:] == (128, 32)
    assert live.drawing_for(130, 37)[1:] == (128, 32)
    assert live.drawing_for(129, 37)[1:] == (64, 32)
    assert live.drawing_for(80, 36)[1:] == (64, 16)
    assert live.drawing_for(80, 24)[1:] == (64, 16)
    assert live.drawing_for(66, 21)[1:] == (64, 16)
    assert live.drawing_for(65, 24) is None and live.drawing_for(80, 20) is None


def test_braille_shows_each_pixel_of_a_cell():
    # the eight pixels of the top-left cell one at a time, by the dots'
    # Unicode names; a lit bar's cells are reversed, their dots the dark pixels
    for dot, (x, y) in DOTS.items():
        line = png.to_braille(_image([(x, y)]))[0]
        assert unicodedata.name(line[0]) == "BRAILLE PATTERN DOTS-%d" % dot
    bar = [(x, y) for x in range(128) for y in range(8) if (x, y) != (3, 5)]
    line = png.to_braille(_image(bar))[1]
    assert line.startswith(png.REVERSE) and line.endswith(png.PLAIN)
    assert unicodedata.name(line[len(png.REVERSE) + 1]) == "BRAILLE PATTERN DOTS-5"


def test_quadrants_show_each_pixel_of_a_cell():
    # the four pixels of the top-left cell, one at a time, and all four
    cases = [((0, 0), "\u2598"), ((1, 0), "\u259d"), ((0, 1), "\u2596"), ((1, 1), "\u2597")]
    for xy, glyph in cases:
        assert png.to_quadrants(_image([xy]))[0][0] == glyph
    assert png.to_quadrants(_image([(0, 0), (1, 0), (0, 1), (1, 1)]))[0][0] == "\u2588"
    assert png.to_quadrants(_image([(127, 63)]))[31][63] == "\u2597"
