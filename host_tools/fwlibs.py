"""The third-party MicroPython libraries the firmware runs with, found in site-packages.

The OLED driver (``adafruit_ssd1306``) and its bus helper
(``adafruit_bus_device``) are pure-Python files installed from PyPI as
dependencies of this package.  The board, the simulator and the tests all run
those same files: ``install(dest)`` copies them into a folder that goes on
MICROPYPATH (or onto the board).  Only the modules are copied - site-packages
also holds Blinka's CPython shims (``board.py``, ``micropython.py``...) that
must never shadow the firmware's own.
"""
import importlib.util
import os
import pathlib
import shutil
import tempfile

# module name -> files inside it to copy ("" for a single-file module)
LIBRARIES = {
    "adafruit_ssd1306": ("",),
    "adafruit_bus_device": ("__init__.py", "i2c_device.py", "spi_device.py"),
}


class MissingLibrary(RuntimeError):
    """A firmware library is not installed in this Python."""


def sources():
    """``[(source path, relative destination)]`` of every firmware library file."""
    out = []
    for name, files in LIBRARIES.items():
        spec = importlib.util.find_spec(name)
        if spec is None or not spec.origin:
            raise MissingLibrary("%s is not installed: pip install -e . (it is a dependency)" % name)
        origin = pathlib.Path(spec.origin)
        if files == ("",):
            out.append((origin, pathlib.Path(origin.name)))
        else:
            for f in files:
                out.append((origin.parent / f, pathlib.Path(name) / f))
    return out


def install(dest, files=None):
    """Copy the libraries (``files``: ``sources()``) into folder ``dest`` (made
    if needed); return ``dest``.

    Files already there with the same size and time are left alone, so calling
    this before every run is cheap.  Each file is written beside its target
    under a name of its own and renamed over it (``os.replace``): two runs
    installing at once (two simulators, two test runs; the cache is per
    user) never let a third import a half-written module.
    """
    dest = pathlib.Path(dest)
    for src, rel in files if files is not None else sources():
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        st = src.stat()
        if target.exists():
            tt = target.stat()
            if tt.st_size == st.st_size and int(tt.st_mtime) == int(st.st_mtime):
                continue
        fd, tmp = tempfile.mkstemp(prefix="." + target.name + ".", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as out, open(src, "rb") as inp:
                shutil.copyfileobj(inp, out)
            shutil.copystat(src, tmp)
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
    return dest


def default_dir():
    """A per-user cache folder for the copied libraries."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(base) / "tablescore" / "fwlibs"
