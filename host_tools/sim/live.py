"""The interactive simulator: the OLED in the terminal, keys as buttons, a pty as the serial port.

The picture fits the terminal it is drawn in and never scrolls it.  Of three
drawings of the glass the biggest that fits is used, chosen again when the
terminal is resized:

=========================  ==============  ===========================
drawing                    pixels a cell   terminal at least
=========================  ==============  ===========================
half blocks (``▀▄█``)      1 x 2           130 columns x 37 lines
quadrants (``▘▚▟``)        2 x 2           66 x 37
braille (``⣿``)            2 x 4           66 x 21 (so 80 x 24 holds it)
=========================  ==============  ===========================

Above the glass are the serial port's line and the keys, below it the last
line the firmware printed.  A smaller terminal gets a line asking for room.
"""
import os
import pty
import select
import shutil
import subprocess
import sys
import termios
import tty

from ..safe_text import shown
from .flash import refused
from .launch import command
from .png import to_blocks, to_braille, to_quadrants

# terminal input -> (command, key) for the firmware
KEYMAP = {
    b"\x1b[D": ("p", "left"), b"a": ("p", "left"),
    b"\x1b[C": ("p", "right"), b"d": ("p", "right"),
    b"\r": ("p", "ok"), b"\n": ("p", "ok"), b" ": ("p", "ok"),
    b"\x7f": ("p", "back"), b"\x08": ("p", "back"), b"b": ("p", "back"), b"\x1b": ("p", "back"),
    b"O": ("l", "ok"), b"B": ("l", "back"),
}
QUIT = (b"q", b"\x03")
KEYS_HELP = "keys: \u2190/a \u25c0  \u2192/d \u25b6  Enter/space OK  Backspace/b BACK  O/B long OK/BACK  q quit"

# (draw, columns, lines) of the glass itself, biggest first
DRAWINGS = ((to_blocks, 128, 32), (to_quadrants, 64, 32), (to_braille, 64, 16))
ABOVE = 2           # lines above the glass: the serial port, the keys
BELOW = 1           # below it: what the firmware printed last
FRAME = 2           # the frame's lines (and columns)


def split_keys(data):
    """Terminal bytes -> known key sequences, escape sequences kept whole.

    >>> split_keys(b"a\\x1b[Cq")
    [b'a', b'\\x1b[C', b'q']
    """
    out = []
    i = 0
    while i < len(data):
        if data[i:i + 2] == b"\x1b[" and i + 2 < len(data):
            out.append(data[i:i + 3])
            i += 3
        else:
            out.append(data[i:i + 1])
            i += 1
    return out


def drawing_for(columns, lines):
    """The biggest drawing that fits a terminal of ``columns`` x ``lines`` with
    the lines around the glass: ``(draw, columns, lines)``, or None."""
    for drawing in DRAWINGS:
        _, width, height = drawing
        if width + FRAME <= columns and ABOVE + height + FRAME + BELOW <= lines:
            return drawing
    return None


def framed(image, drawing):
    """The glass drawn with ``drawing``, in a frame: a list of lines."""
    draw, width, _ = drawing
    return (["\u250c" + "\u2500" * width + "\u2510"]
            + ["\u2502" + line + "\u2502" for line in draw(image)]
            + ["\u2514" + "\u2500" * width + "\u2518"])


def cut(text, width):
    """``text`` in at most ``width`` columns, its end shown as ``…`` when cut."""
    return text if len(text) <= width else text[:width - 1] + "\u2026"


def title(serial, flash, width):
    """The first line: where the serial port and the flash are (a long flash path cut at its start)."""
    head = "tablescore sim: serial port on %s; flash " % serial
    room = width - len(head)
    if len(flash) > room > 1:
        flash = "\u2026" + flash[len(flash) - room + 1:]
    return head + flash


class Screen:
    """What the terminal shows, painted at fixed places: nothing is written past
    its last line or column, so it never scrolls."""

    def __init__(self, out, serial, flash):
        self.out = out
        self.serial = serial
        self.flash = flash
        self.size = None
        self.drawing = None
        self.image = None
        self.note = ""

    def fit(self, columns, lines):
        """Repaint everything when the terminal's size changed."""
        if (columns, lines) != self.size:
            self.size = (columns, lines)
            self.drawing = drawing_for(columns, lines)
            self.paint()

    def paint(self):
        columns, lines = self.size
        self.out.write("\x1b[0m\x1b[H\x1b[2J")
        if self.drawing is None:
            self.line(1, "terminal %dx%d too small: needs %dx%d (q quits)"
                      % (columns, lines, DRAWINGS[-1][1] + FRAME, ABOVE + DRAWINGS[-1][2] + FRAME + BELOW))
        else:
            self.line(1, title(self.serial, self.flash, columns))
            self.line(2, KEYS_HELP)
            if self.image is not None:
                self.glass(self.image)
            self.say(self.note)
        self.out.flush()

    def line(self, row, text):
        # erased first, then written: the last column written leaves the
        # cursor there, where an erase after it would take that column too
        self.out.write("\x1b[%d;1H\x1b[2K%s" % (row, cut(text, self.size[0])))

    def glass(self, image):
        self.image = image
        if self.drawing is None:
            return
        for row, text in enumerate(framed(image, self.drawing), ABOVE + 1):
            self.out.write("\x1b[%d;1H%s" % (row, text))
        self.out.flush()

    def say(self, text):
        """``text`` (from the firmware: shown escaped) on the line under the glass."""
        self.note = shown(text)
        if self.drawing is not None:
            self.line(ABOVE + self.drawing[2] + FRAME + 1, self.note)
            self.out.flush()


def terminal_size(fd):
    try:
        size = os.get_terminal_size(fd)
    except OSError:
        size = shutil.get_terminal_size()
    return size.columns, size.lines


def run_live(flash, blocks, lang=None):
    cmd, env = command(flash, blocks, "live", *(["lang=" + lang] if lang else []))      # the image is checked here
    # a session of its own: Ctrl-C in the terminal stops this program, which
    # ends micropython, rather than killing it with a traceback over the glass
    proc = subprocess.Popen(cmd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, bufsize=0, start_new_session=True)
    first, rest = first_line(proc)
    if first.startswith(b"E "):
        proc.wait()
        raise refused(flash, first[2:].decode(errors="replace"))
    master, slave = pty.openpty()
    tty.setraw(slave)
    out = sys.stdout
    stdout = out.fileno()
    stdin = sys.stdin.fileno()
    saved = termios.tcgetattr(stdin) if os.isatty(stdin) else None
    full_screen = os.isatty(stdout)
    screen = Screen(out, os.ttyname(slave), str(flash))
    if not full_screen:
        # a program reading us, not a terminal: the serial port's path comes
        # first, on a line of its own (tests/test_sync.py finds its port so)
        out.write(title(screen.serial, screen.flash, sys.maxsize) + "\n")
    errors = b""
    try:
        if saved is not None:
            tty.setcbreak(stdin)
        if full_screen:
            out.write("\x1b[?1049h\x1b[?25l")      # the terminal's other screen, no cursor
        screen.fit(*terminal_size(stdout))
        buf = first + b"\n" + rest
        while proc.poll() is None:
            buf = show_lines(buf, screen, master)
            ready, _, _ = select.select([stdin, proc.stdout, proc.stderr, master], [], [], 0.2)
            screen.fit(*terminal_size(stdout))
            if master in ready:
                # the PC's program wrote to the serial port: pass it to the firmware
                try:
                    data = os.read(master, 4096)
                except OSError:
                    data = b""
                if data:
                    proc.stdin.write(b"s " + data.hex().encode() + b"\n")
            if proc.stdout in ready:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    break
                buf += chunk
            if proc.stderr in ready:
                chunk = os.read(proc.stderr.fileno(), 65536)
                errors += chunk
                if chunk.strip():
                    screen.say(chunk.strip().splitlines()[-1].decode(errors="replace"))
            if stdin in ready:
                data = os.read(stdin, 64)
                if not data:
                    break
                for k in split_keys(data):
                    if k in QUIT:
                        proc.stdin.write(b"q\n")
                        raise KeyboardInterrupt
                    if k in KEYMAP:
                        cmd_, key = KEYMAP[k]
                        proc.stdin.write(("%s %s\n" % (cmd_, key)).encode())
    except (KeyboardInterrupt, BrokenPipeError):
        pass
    finally:
        if full_screen:
            out.write("\x1b[0m\x1b[?25h\x1b[?1049l")
            out.flush()
        if saved is not None:
            termios.tcsetattr(stdin, termios.TCSADRAIN, saved)
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=3)
            except subprocess.TimeoutExpired:
                proc.kill()
        os.close(master)
        os.close(slave)
    errors += proc.stderr.read() or b""
    if proc.returncode not in (0, None, -15) and errors:
        sys.stderr.write(errors.decode(errors="replace"))
        return 1
    return 0


def first_line(proc):
    """The first line micropython prints (``E ...`` when the flash does not mount), and what came after it."""
    buf = b""
    while b"\n" not in buf:
        chunk = os.read(proc.stdout.fileno(), 65536)
        if not chunk:
            break
        buf += chunk
    first, _, rest = buf.partition(b"\n")
    return first, rest


def show_lines(buf, screen, master):
    """Act on each whole line of ``buf`` from micropython; the unfinished rest."""
    while b"\n" in buf:
        line, buf = buf.split(b"\n", 1)
        if line.startswith(b"F "):
            screen.glass(bytes.fromhex(line[2:].decode()))
        elif line.startswith(b"S "):
            os.write(master, bytes.fromhex(line[2:].decode()))
        elif line.strip():
            screen.say(line.decode(errors="replace"))
    return buf
