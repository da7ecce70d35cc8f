"""``tablescore sim``: the firmware on this PC, under the real ``micropython``.

The same ``firmware/`` runs on stand-in hardware (``sim/mp``): the OLED is a
simulated SSD1306 fed by the real Adafruit driver's I2C traffic, the buttons
are pins the keyboard presses, the flash is littlefs in a file, and the serial
port is a pseudo-terminal whose path is printed at start.

Interactive: ``tablescore sim`` draws the screen in the terminal, as big as
the terminal holds (an 80x24 one too: 2x4 pixels a character); keys are
←/a (LEFT), →/d (RIGHT), Enter/space (OK), Backspace/b (BACK), O and B for a
long OK / BACK (keys typed meanwhile are pressed after it), q to quit.

The flash image: made when missing; one that exists keeps its size and is
never formatted over unless still erased.  A path that cannot hold it is
refused in one line (``cannot use the flash image PATH: why``, status 2).

Scripted: ``tablescore sim --script ok,right,ok --dump-dir DIR`` presses the
keys on a virtual clock (fast, repeatable) and prints the final screen as
text; DIR gets a .txt and a .png per snapshot.

Demo: ``tablescore sim --demo`` plays a short pulya on a fresh flash (what
``./dev run`` does when it has no terminal) and prints its screens.
"""
import json
import pathlib
import subprocess
import sys

from ..cli import UsageError
from . import png
from .flash import refused
from .launch import command

DEFAULT_FLASH = "sim-flash.img"
DEFAULT_BLOCKS = 512            # 2 MB, the size of the board's data partition

# The demo: a new pulya for Anna, Boris and Vera; Boris plays a six, Vera whists
# open, ▶ made (6 presses: the last question opens on "?", its breakdown
# under it); a raspasy 4/3/3 (Raspasy is ◀ from the first name; ▶ 3 a row, the
# third worked out); snapshots
# of the breakdown and the scoreboards.  Keys as in tests/test_pulya_scripts.py.
DEMO = [("new pulya: 3 players, ends at 100, Anna deals", "ok,ok,ok,ok,ok,ok,ok,ok"),
        ("a six by Boris, Vera whists open, made: the breakdown", "ok,ok,ok,ok,right"),
        ("saved: the scoreboard", "ok"),
        ("a raspasy, Vera 4, Anna 3, Boris 3: the scoreboard", "ok,left,ok,right,right,ok,right,ok")]


def run_script(keys, flash, blocks=DEFAULT_BLOCKS, every=False, timeout=600, lang=None):
    """Press ``keys`` (comma separated) and return the snapshots (dicts);
    ``lang`` ("ru", "en") sets the device's language first."""
    mode = ["script", "every" if every else "once"] + (["lang=" + lang] if lang else [])
    cmd, env = command(flash, blocks, *mode)
    proc = subprocess.run(cmd, env=env, input=keys, capture_output=True, text=True, timeout=timeout)
    lines = proc.stdout.splitlines()
    if proc.returncode == 2 and lines and lines[0].startswith("E "):
        raise refused(flash, lines[0][2:])     # the image did not mount
    snaps = [json.loads(line) for line in lines if line.startswith("{")]
    if proc.returncode != 0 or not snaps:
        raise RuntimeError("simulator failed (%d):\n%s\n%s" % (proc.returncode, proc.stdout, proc.stderr))
    for snap in snaps:
        if "image" in snap:
            snap["image"] = bytes.fromhex(snap["image"])
    return snaps


def dump(snaps, folder):
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    for n, snap in enumerate(snaps):
        if "image" not in snap:
            continue
        stem = "%03d-%s" % (n, snap["key"])
        (folder / (stem + ".png")).write_bytes(png.to_png(snap["image"]))
        (folder / (stem + ".txt")).write_text("\n".join(snap["text"]) + "\n")


def add_parser(sub):
    p = sub.add_parser("sim", help="run the device firmware in a simulator",
                       description=__doc__.split("\n\n", 1)[1],
                       formatter_class=__import__("argparse").RawDescriptionHelpFormatter)
    p.add_argument("--flash", default=DEFAULT_FLASH,
                   help="flash image file, made when missing (default: %(default)s)")
    p.add_argument("--blocks", type=int, default=DEFAULT_BLOCKS,
                   help="size of a new flash image in 4 KB blocks (an image that exists keeps its own)")
    p.add_argument("--script", metavar="KEYS",
                   help="comma separated keys: left right ok back long-ok long-back "
                        "hold-KEY-MS wait-MS snap fuzz-N-SEED")
    p.add_argument("--dump-dir", metavar="DIR", help="with --script: write a PNG and text per snapshot")
    p.add_argument("--every", action="store_true", help="with --script: snapshot after every key")
    p.add_argument("--pixels", action="store_true", help="with --script: print the screen as pixels too")
    p.add_argument("--lang", choices=("ru", "en"),
                   help="set the device's language first, as Settings, Language does (it stays on the flash)")
    p.add_argument("--demo", action="store_true",
                   help="play a short pulya on a fresh flash and print its screens (no terminal needed)")
    p.set_defaults(func=run)


def run(args):
    if args.blocks < 16:
        raise UsageError("--blocks must be at least 16 (littlefs needs room)")
    if args.demo:
        return demo(args.blocks, args.lang)
    if args.script is None:
        if args.dump_dir or args.every or args.pixels:
            raise UsageError("--dump-dir, --every and --pixels go with --script")
        # loaded when used: the terminal's modules (termios, pty) are POSIX
        # only, and every tablescore command builds this parser
        from .live import run_live
        return run_live(args.flash, args.blocks, args.lang)
    try:
        snaps = run_script(args.script, args.flash, args.blocks, every=args.every or bool(args.dump_dir),
                           lang=args.lang)
    except RuntimeError as exc:
        raise UsageError(str(exc))
    if args.dump_dir:
        dump(snaps, args.dump_dir)
    last = snaps[-1]
    for snap in snaps:
        if snap.get("problem"):
            print("problem: %s" % snap["problem"], file=sys.stderr)
            last = snap
    if "image" not in last:
        print("the device went to sleep")
        return 0
    print("+" + "-" * 21 + "+")
    for row in last["text"]:
        print("|" + row + "|")
    print("+" + "-" * 21 + "+")
    if args.pixels:
        print("\n".join(png.to_blocks(last["image"])))
    return 1 if last.get("problem") else 0


def show(text):
    print("+" + "-" * 21 + "+")
    for row in text:
        print("|" + row + "|")
    print("+" + "-" * 21 + "+")


def demo(blocks, lang=None):
    """``--demo``: the DEMO keys on a scratch flash, a screen printed per step."""
    import tempfile
    keys = ",".join(k + ",snap" for _, k in DEMO)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            snaps = run_script(keys, pathlib.Path(tmp) / "demo.img", min(blocks, 64), lang=lang)
        except RuntimeError as exc:
            raise UsageError(str(exc))
    print("tablescore sim --demo: the firmware under micropython, keys pressed by a script")
    for (what, keys_), snap in zip(DEMO, snaps):
        print("\n%s  [%s]" % (what, keys_))
        show(snap["text"])
    print("\nInteractive: tablescore sim (in a terminal); ./dev run starts it when it has one.")
    return 1 if any(s.get("problem") or s.get("errors") for s in snaps) else 0
