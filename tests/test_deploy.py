"""``tablescore deploy`` against a real MicroPython REPL on a pseudo-terminal.

The "board" is the unix ``micropython`` interpreter running its REPL on one
pty, in a temporary folder (its flash); ``deploy`` opens a second pty, and a
thread copies bytes between the two masters, as a USB-serial bridge would.
mpremote drives it exactly as a board: Ctrl-C, raw REPL, raw-paste, file
writes, ``os.stat``/``os.statvfs``.  Limits: the unix port has no
``machine.reset`` or ``machine.WDT`` (deploy says so / skips them), and its
REPL ends on a soft reset, which deploy never does.  What was copied is then
run: the simulator boots from the deployed .mpy files and plays an OFC deal.

A board that runs the scorer: ``tests/device/console_board.py`` runs the
firmware with the REPL's console (stdin/stdout) on the pty as its port, as
``board.console()`` takes it on the ESP32, under ``micropython -i`` so that
the app ending lands in the REPL, as main.py ending does on the board.  The
pty is raw, like a UART: there a 0x03 is a byte, never a signal, so what the
test shows is that the app takes no byte but a RELEASE frame as a way out
(on the ESP32 it is ``kbd_intr(-1)`` that keeps the UART's 0x03 from raising).
"""
import json
import os
import pty
import random
import select
import subprocess
import threading
import time
import tty

import pytest
import serial

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import FIRMWARE, ROOT, micropython_exe, mpy_source_name, run_micropython
from tablescore.cli import main as cli_main
from tablescore.rules import ledger, wire


class PtyBoard:
    """micropython's REPL on pty A; ``port`` is the slave of pty B; a thread bridges the masters."""

    def __init__(self, folder, argv=None, path=()):
        self.folder = folder
        ma, sa = pty.openpty()
        mb, sb = pty.openpty()
        tty.setraw(sa)
        tty.setraw(sb)
        self.port = os.ttyname(sb)
        self._fds = [ma, mb, sb]
        self.proc = subprocess.Popen([micropython_exe()] + list(argv or []), stdin=sa, stdout=sa, stderr=sa,
                                     cwd=folder, close_fds=True,
                                     env={"MICROPYPATH": os.pathsep.join([".frozen"] + [str(p) for p in path])})
        os.close(sa)
        self._stop = False
        self._thread = threading.Thread(target=self._bridge, daemon=True)
        self._thread.start()

    def _bridge(self):
        ma, mb = self._fds[0], self._fds[1]
        while not self._stop and self.proc.poll() is None:
            ready, _, _ = select.select([ma, mb], [], [], 0.1)
            for fd in ready:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    continue
                os.write(mb if fd == ma else ma, data)

    def close(self):
        self._stop = True
        self._thread.join(timeout=5)
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        for fd in self._fds:
            os.close(fd)


@pytest.fixture
def board(tmp_path):
    folder = tmp_path / "board"
    folder.mkdir()
    b = PtyBoard(folder)
    try:
        yield b
    finally:
        b.close()


def test_deploy_copies_the_compiled_firmware(board, capsys):
    # a stale source left from an older deploy would be imported before the new .mpy
    (board.folder / "ui").mkdir()
    (board.folder / "ui" / "ofc.py").write_text("raise ImportError('stale')\n")
    (board.folder / "ledger").mkdir()
    (board.folder / "ledger" / "s00001.tsl").write_bytes(b"keep")
    assert cli_main(["deploy", "--port", board.port]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[1] == "copying to %s (board folder %s):" % (board.port, board.folder)
    copied = {}
    for line in lines[2:]:
        if not line.startswith("  "):
            break
        name, size, unit = line.split()
        copied[name] = int(size)
    # every firmware module as .mpy, main.py as source, the two display libraries
    modules = [p.relative_to(FIRMWARE) for p in FIRMWARE.rglob("*.py") if "__pycache__" not in p.parts]
    want = {str(p.with_suffix(".mpy")) for p in modules if str(p) != "main.py"} | {"main.py"}
    assert want <= set(copied)
    assert {"adafruit_ssd1306.mpy", "adafruit_bus_device/i2c_device.mpy"} <= set(copied)
    assert "copied %d files, %d bytes" % (len(copied), sum(copied.values())) in lines
    for name, size in copied.items():
        assert (board.folder / name).stat().st_size == size, name
    assert (board.folder / "main.py").read_bytes() == (FIRMWARE / "main.py").read_bytes()
    assert not (board.folder / "ui" / "ofc.py").exists(), "the stale source is removed"
    assert (board.folder / "ledger" / "s00001.tsl").read_bytes() == b"keep", "the ledger is never touched"
    st = os.statvfs(board.folder)
    free = [line for line in lines if line.startswith("flash left: ")]
    assert len(free) == 1 and free[0].endswith(" of %d" % (st.f_frsize * st.f_blocks))
    assert "no machine.reset() on this port" in out
    # the REPL still answers afterwards: a second deploy works the same
    assert cli_main(["deploy", "--port", board.port, "--no-reset"]) == 0
    assert "copied %d files" % len(copied) in capsys.readouterr().out

    # what was copied runs: the simulator boots from the deployed files (stand-in
    # hardware first on the path) and plays a quick OFC deal: Anna +1
    env = {"MICROPYPATH": os.pathsep.join([".frozen", str(SIM_MP), str(board.folder)])}
    proc = subprocess.run([micropython_exe(), str(SIM_MP / "simhost.py"), str(board.folder / "flash.img"),
                           "64", "script"], input="left,ok,ok,ok,ok,ok,ok,right,ok,ok", env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    snap = json.loads(proc.stdout.splitlines()[-1])
    assert snap["table"]["game"] == "ofc" and snap["table"]["totals"] == [1, 0]
    assert snap["errors"] == 0


def test_deploy_to_a_missing_port_says_so(tmp_path, capsys):
    libs_dir()
    assert cli_main(["deploy", "--port", str(tmp_path / "ttyUSB9")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tablescore: cannot open %s" % (tmp_path / "ttyUSB9"))


def test_deploy_to_a_port_without_a_repl_says_so(tmp_path, capsys):
    # a pty nobody answers on: no raw REPL prompt
    master, slave = pty.openpty()
    try:
        assert cli_main(["deploy", "--port", os.ttyname(slave)]) == 2
        assert "no MicroPython REPL on" in capsys.readouterr().err
    finally:
        os.close(master)
        os.close(slave)


def ask(ser, mtype, values, want, seen):
    """Send a frame, return the values of the first ``want`` answer with its req (5 s at most).

    A 0x00 first ends any garbage sent before, which is otherwise the start of this frame.
    """
    ser.write(b"\x00" + wire.frame(mtype, values))
    dec = wire.Decoder(4096)
    end = time.monotonic() + 5
    while time.monotonic() < end:
        data = ser.read(256)
        seen.extend(data)
        dec.feed(data)
        while True:
            try:
                msg = dec.take()
            except wire.WireError:
                continue
            if msg is None:
                break
            if msg[0] == want and msg[1][0] == values[0]:
                return msg[1]
    raise AssertionError("no %s answer to req %d" % (wire.NAMES[want], values[0]))


def test_deploy_takes_the_port_from_a_running_scorer(tmp_path, capsys):
    folder = tmp_path / "board"
    folder.mkdir()
    b = PtyBoard(folder, ["-i", str(DEVICE_CHECKS / "console_board.py"), "seed"],
                 path=[SIM_MP, FIRMWARE, libs_dir(), ROOT / "tests" / "ledger"])
    try:
        seen = bytearray()
        with serial.Serial(b.port, 115200, timeout=0.05) as ser:
            # the scorer runs an OFC match (session 1: open + 5 entries), its ledger open
            hello = ask(ser, wire.HELLO_Q, [1, wire.PROTOCOL, None], wire.HELLO, seen)
            assert hello[1] == wire.PROTOCOL and hello[5] == [1]
            ledger_before = (folder / "ledger" / "s00001.tsl").read_bytes()
            # random bytes (0x00s, 0x03s and all), a bare Ctrl-C, what mpremote sends to
            # interrupt a program and enter the raw REPL, a RELEASE with the wrong word:
            # none of it is a way out; the app still answers a framed hello
            rnd = random.Random(7)
            junk = bytes(rnd.getrandbits(8) for _ in range(3000))
            assert junk.count(3) > 5 and junk.count(0) > 5
            ser.write(junk)
            ser.write(b"\x03")
            ser.write(b"\r\x03\r\x01")
            err = ask(ser, wire.RELEASE, [9, "nope"], wire.ERROR, seen)
            assert err == [9, wire.E_PAYLOAD, "release"]
            hello = ask(ser, wire.HELLO_Q, [2, wire.PROTOCOL, None], wire.HELLO, seen)
            assert hello[0] == 2
            assert b.proc.poll() is None, "the app is still running"
            assert b"raw REPL" not in seen and b">>>" not in seen
        # deploy asks the scorer for the port (RELEASE), then copies over the raw REPL
        assert cli_main(["deploy", "--port", b.port, "--no-reset"]) == 0
        lines = capsys.readouterr().out.splitlines()
        assert lines[1] == "the scorer on %s closed its ledger and gave the port to the REPL" % b.port
        assert lines[2] == "copying to %s (board folder %s):" % (b.port, folder)
        copied = [line.split()[0] for line in lines[3:] if line.startswith("  ")]
        modules = [p.relative_to(FIRMWARE) for p in FIRMWARE.rglob("*.py") if "__pycache__" not in p.parts]
        assert {str(p.with_suffix(".mpy")) for p in modules if str(p) != "main.py"} | {"main.py"} <= set(copied)
        assert (folder / "main.py").read_bytes() == (FIRMWARE / "main.py").read_bytes()
        # release wrote nothing into the ledger, and deploy did not touch it: byte for byte
        # what the scorer held, six whole records (the host's reader checks CRCs and links)
        data = (folder / "ledger" / "s00001.tsl").read_bytes()
        assert data == ledger_before
        reader = ledger.Reader(data)
        assert [rec[2] for rec in reader] == [1, 2, 3, 4, 5, 6] and reader.issues == []
        # the port is the REPL's now: a second deploy finds it there (no answer to RELEASE)
        assert cli_main(["deploy", "--port", b.port, "--no-reset"]) == 0
        out = capsys.readouterr().out
        assert "gave the port" not in out and "copied %d files" % len(copied) in out
        assert b.proc.poll() is None
    finally:
        b.close()


def test_back_held_at_boot_leaves_the_port_to_the_repl(tmp_path):
    # BACK held: main.run() returns at once, nothing built, the port not claimed
    proc = run_micropython(DEVICE_CHECKS / "console_board.py", "back", path=[SIM_MP, libs_dir()],
                           cwd=tmp_path, input=wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None]), timeout=60)
    assert proc.stdout == b"tablescore: BACK held at boot, the REPL keeps the port\n"
    assert not (tmp_path / "ledger").exists()


def test_the_release_frame_is_safe_at_a_repl():
    # it also reaches boards at the REPL: no Ctrl-A..F (Ctrl-D would soft-reset into the
    # scorer), no Enter, no history keys or Escape; a 0x00 first ends any older garbage
    from tablescore import deploy
    req, f = deploy.release_frame()
    assert f[0] == 0 and not set(f) & set(deploy.REPL_KEYS)
    d = wire.Decoder(64)
    d.feed(b"junk" + f)
    with pytest.raises(wire.WireError):
        d.take()                # the junk, ended by the 0x00, is refused on its own
    assert d.take() == (wire.RELEASE, [req, "repl"]) and d.take() is None


def test_a_module_is_compiled_with_its_path_on_the_board(tmp_path):
    """Each module, the generated tables (the texts, the font) too, carries
    its path on the board as deployed (``ui/pref.mpy``) as its source name:
    the string a board's import interns as its ``__file__``, so one name a
    module, not a second of the PC's source (``ui/pref.py``) or a folder."""
    import doctest
    from tablescore import deploy as d
    assert doctest.testmod(d).failed == 0
    for rel in ("lang/ru_more.py", "ui/font.py", "ui/pref.py", "rules/pref_deal.py"):
        out = tmp_path / "x.mpy"
        subprocess.run(d.mpy_cross_args(FIRMWARE / rel, out, rel), check=True)
        assert mpy_source_name(out) == rel[:-3] + ".mpy", rel
        assert rel.encode() not in out.read_bytes(), rel
