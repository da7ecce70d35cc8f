"""Print the device's figures: ``python benchmarks/device_pulya.py [DEALS]``.

1. Presses per deal: each kind of deal entered through the simulator, the
   button presses counted from the scoreboard back to the scoreboard.
2. A whole pulya of DEALS (300) deals played through the buttons with the
   firmware loaded from ``mpy-cross`` output (as deployed) under
   ``micropython -X heapsize=64wK`` (a 32-bit board's heap): peak heap, and
   the time from a key event to the new picture sent to the display.
   Times are this PC's; an ESP32 at 240 MHz is roughly 10-30x slower.
"""
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from mp import micropython_exe, mpy_cross_exe  # noqa: E402
from tablescore import fwlibs, sim  # noqa: E402

SETUP_3 = "ok,ok,ok,ok,ok,ok,ok,ok"          # 3 players, Anna Boris Vera, ends at 100, Anna deals
SETUP_4 = "ok,right,ok,ok,ok,ok,ok,ok,right,right,right,ok,ok"   # 4 players, Gleb deals
DEALS = [
    # (what, setup, keys from the scoreboard, as players would press them)
    ("game 7 made, whist open", SETUP_3, "ok,ok,ok,right,ok,right,ok,ok,ok,ok"),
    ("game 6 made (Ex. 10, at four)", SETUP_4, "ok,ok,ok,ok,right,ok,ok,right,ok,ok"),
    ("game passed by both", SETUP_3, "ok,ok,ok,ok,right,right,right,ok,ok"),
    ("game 6, both whist", SETUP_3, "ok,ok,ok,ok,ok,ok,ok,ok,ok"),
    ("misere made", SETUP_3, "ok,right,ok,ok,ok,ok"),
    ("raspasy 4/3/3", SETUP_3, "ok,right,right,ok,right,ok,ok,ok"),
    ("without three", SETUP_3, "ok,left,ok,ok,ok,ok"),
]


def presses_per_deal(tmp):
    print("presses per deal (scoreboard to scoreboard, saved):")
    for n, (what, setup, keys) in enumerate(DEALS):
        flash = tmp / ("p%d.img" % n)
        snaps = sim.run_script(setup + "," + keys, flash, 64)
        last = snaps[-1]
        ok = last["table"] and last["table"]["entries"] == 1 and last["text"][0].startswith("Pulya")
        print("  %-32s %2d%s" % (what, len(keys.split(",")), "" if ok else "  (NOT SAVED)"))


HEAP = "64wK"     # 64 K words: a 32-bit board's 64 KB heap, scaled to this build's word size


def compile_tree(src_root, out, skip=()):
    for src in src_root.rglob("*.py"):
        rel = src.relative_to(src_root)
        if rel.parts[0] in skip:
            continue
        dst = out / rel.with_suffix(".mpy")
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([mpy_cross_exe(), "-o", str(dst), str(src)], check=True)


def pulya(tmp, deals):
    fw = tmp / "fw"
    compile_tree(ROOT / "firmware", fw, skip=("main.py",))
    shutil.copy(ROOT / "firmware" / "main.py", fw / "main.py")   # main.py stays source on the board
    libs = fwlibs.install(tmp / "libs")
    compile_tree(libs, tmp / "libs_mpy")
    # the stand-in hardware is compiled too: on the board it is not there at all
    mp_dir = tmp / "sim_mpy"
    compile_tree(ROOT / "host_tools" / "sim" / "mp", mp_dir)
    env = {"MICROPYPATH": ":".join([".frozen", str(mp_dir), str(tmp / "libs_mpy"), str(fw)])}
    def run(heap):
        return subprocess.run([micropython_exe(), "-X", "heapsize=" + heap,
                               str(ROOT / "benchmarks" / "device_pulya_mp.py"),
                               str(tmp / ("pulya-%s.img" % heap)), str(deals)],
                              capture_output=True, text=True, env=env)

    start = time.time()
    proc = run(HEAP)
    print("a %d-deal pulya through the buttons, firmware from mpy-cross:" % deals)
    if proc.returncode == 0:
        report(proc.stdout, HEAP)
    else:
        last = ((proc.stdout + proc.stderr).strip().splitlines() or ["?"])[-1]
        print("  -X heapsize=%s: does not run (%s)" % (HEAP, last))
    # the smallest heap the whole pulya runs in, to the KB, by bisection
    lo, hi = 64, 1024
    best = None
    while lo < hi:
        mid = (lo + hi) // 2
        p = run("%dK" % mid)
        if p.returncode == 0:
            hi = mid
            best = p
        else:
            lo = mid + 1
    if best is not None:
        print("  smallest heap that plays it: -X heapsize=%dK (this 64-bit build; a 32-bit board"
              " needs about half)" % lo)
        if proc.returncode != 0:
            report(best.stdout, "%dK" % lo)
    roomy = run("512K")
    if roomy.returncode == 0:
        figures = dict(line.split() for line in roomy.stdout.splitlines() if line.strip())
        print("  keypress to picture      %d us mean, %d us max with a roomy heap (512K, fewer collections)"
              % (int(figures["keypress_us_mean"]), int(figures["keypress_us_max"])))
    print("  wall time                %.1f s" % (time.time() - start))


def report(stdout, heap):
    figures = dict(line.split() for line in stdout.splitlines() if line.strip())
    n = int(figures["deals"])
    print("  at -X heapsize=%s:" % heap)
    print("  presses                  %d (%.1f per deal)" % (int(figures["presses"]), int(figures["presses"]) / n))
    print("  heap                     %d bytes" % int(figures["heap_total"]))
    print("  stand-in hardware        %d bytes of it (not on a board)" % int(figures["heap_before_firmware"]))
    print("  peak heap in use         %d bytes (sampled after each redraw)" % int(figures["heap_peak"]))
    print("  live heap after a deal   %d bytes at most, %d after deal 10 (after gc.collect)" % (
        int(figures["heap_live_max"]), int(figures["heap_live_at_10"])))
    print("  keypress to picture      %d us mean, %d us max (this PC)" % (
        int(figures["keypress_us_mean"]), int(figures["keypress_us_max"])))


# what a pulya loads, stand-ins first (they are not on a board)
MODULES = ("machine,simboard,asyncio,board,ui.keys,ui.text,ui.canvas,ui.screen,ui.widgets,ui.home,"
           "device.buttons,device.settings,device.app,device.link,rules.ledger,rules.table,"
           "device.journal,adafruit_bus_device.i2c_device,adafruit_ssd1306,rules.pref_sheet,"
           "rules.pref_deal,rules.pref_session,ui.pref,main")


def modules(tmp):
    env = {"MICROPYPATH": ":".join([".frozen", str(tmp / "sim_mpy"), str(tmp / "libs_mpy"), str(tmp / "fw")])}
    proc = subprocess.run([micropython_exe(), "-X", "heapsize=1M", str(ROOT / "benchmarks" / "device_modules_mp.py")],
                          input=MODULES, capture_output=True, text=True, env=env)
    if proc.returncode:
        sys.exit("module benchmark failed:\n" + proc.stdout + proc.stderr)
    print("heap taken by each module once imported (from .mpy, this 64-bit build):")
    for line in proc.stdout.splitlines():
        name, used = line.split()
        print("  %-32s %6d" % (name, int(used)))


def main():
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    with tempfile.TemporaryDirectory() as d:
        tmp = pathlib.Path(d)
        presses_per_deal(tmp)
        pulya(tmp, deals)
        modules(tmp)


if __name__ == "__main__":
    main()
