"""The screen's font and texts: ``python benchmarks/font_bench.py [SCENARIO] [--smallest]`` (~1 minute).

1. What they cost: the heap ``ui.font``, ``ui.canvas`` and the text tables
   (``lang/ru.py`` and its parts, ``lang/en.py``) leave live on this 64-bit
   micropython, from source and from the .mpy (compiled as ``tablescore
   deploy`` compiles them), and their .mpy sizes (the flash).
2. The time to draw a screen of text, 8 rows of 21 characters (every other
   row inverse), with ``ui.canvas`` (the font) against 8 rows of 16 with
   ``framebuf.text`` (C, the 8x8 font the app had before: no Cyrillic), and
   the bytes allocated a screen (``font_mp.py``).
3. Keypress to picture: SCENARIO (default ``pulya:20``; see
   ``device_pulya.py``) played through the buttons under ``-X heapsize=64wK``,
   the firmware as deployed, in Russian (the device's default) and in
   English (``lang=en``), twice each: the wall time and the CPU time from
   the key to the picture (the CPU time is the figure on a shared machine);
   of it the time ``UI.draw`` takes; the live heap after deal 10 and at the
   most.
4. With ``--smallest``: the smallest heap SCENARIO plays in, in each
   language (bisected: ~8 runs each).  ``pulya:300,fix:5`` asks whether the
   64wK budget holds.

Times are this PC's (shared: the best of several batches); an ESP32 at 240
MHz is roughly 10-30x slower.  Figures: benchmarks/README.md ("The font").
"""
import pathlib
import resource
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from mp import micropython_exe, mpy_cross_exe  # noqa: E402
from device_pulya import HEAP, Device  # noqa: E402
from tablescore import deploy  # noqa: E402

MODULES = ("ui/__init__.py", "ui/font.py", "ui/canvas.py", "lang/__init__.py", "lang/ru.py", "lang/en.py",
           "lang/ru_pulya.py", "lang/ru_more.py", "lang/ru_why.py")
LANGS = (("Russian", ()), ("English", ("lang=en",)))
TIMED = ("cpu",)           # device_pulya_mp.py: the CPU time keypress -> picture too
# around the driver: the time UI.draw takes (the screen's code and the canvas's)
DRAW_TIMED = """import time
import ui.screen
U=ui.screen.UI
d=U.draw
t=[0,0]
def draw(self,canvas):
    a=time.ticks_us()
    d(self,canvas)
    t[0]+=time.ticks_diff(time.ticks_us(),a)
    t[1]+=1
U.draw=draw
import device_pulya_mp
print('draw_us_mean',t[0]//max(1,t[1]))
"""
# the font canvas counting the pictures (clear) and the characters and texts drawn
COUNTING = """import ui.canvas
F=ui.canvas.Canvas
n=[0,0,0]
class C(F):
    def clear(self):
        n[0]+=1
        F.clear(self)
    def text(self,s,col,row,inverse=False):
        s=F.text(self,s,col,row,inverse)
        if s:
            n[1]+=len(s)
            n[2]+=1
        return s
ui.canvas.Canvas=C
import device_pulya_mp
print('pictures',n[0])
print('characters',n[1])
print('texts',n[2])
"""


def figures(stdout):
    lines = stdout.splitlines()
    if "done 1" not in lines:
        return None
    return {name: int(value) for name, value in (line.rsplit(" ", 1) for line in lines if line != "done 1")}


def micro(tmp):
    """Parts 1 and 2: ``font_mp.py`` from the .mpy files, then from source."""
    mpy = tmp / "mpy"
    for rel in MODULES:
        dst = mpy / pathlib.Path(rel).with_suffix(".mpy")
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(deploy.mpy_cross_args(ROOT / "firmware" / rel, dst, rel), check=True)
    bench = tmp / "font_mp.mpy"
    subprocess.run([mpy_cross_exe(), "-o", str(bench), str(ROOT / "benchmarks" / "font_mp.py")], check=True)
    runs = {}
    for kind, path in (("mpy", mpy), ("source", ROOT / "firmware")):
        proc = subprocess.run([micropython_exe(), "-m", "font_mp"], capture_output=True, text=True,
                              env={"MICROPYPATH": ":".join([".frozen", str(tmp), str(path)])})
        runs[kind] = figures(proc.stdout)
        if runs[kind] is None:
            sys.exit("font_mp.py failed from %s: %s" % (kind, (proc.stdout + proc.stderr).strip()[-500:]))
    f, src = runs["mpy"], runs["source"]
    print("the font (%d glyphs, %d bytes of them; %d characters beyond ASCII in the map):"
          % (f["glyphs"], f["glyph_bytes"], f["others_chars"]))
    print("  %-18s %14s %14s %10s" % ("module", "heap from .mpy", "from .py", ".mpy file"))
    for rel in MODULES:
        if rel.endswith("__init__.py"):
            continue
        name = rel[:-3].replace("/", ".")
        size = (mpy / pathlib.Path(rel).with_suffix(".mpy")).stat().st_size
        print("  %-18s %6d (%5d) %6d (%5d) %10d" % (name, f["objects_" + name], f["heap_" + name],
                                                   src["objects_" + name], src["heap_" + name], size))
    print("  %-18s %6d" % ("a Canvas", f["heap_Canvas"]))
    sizes = []
    for src in sorted((ROOT / "firmware" / "lang").glob("[a-z]*.py")):
        dst = tmp / "lang_mpy" / (src.stem + ".mpy")
        dst.parent.mkdir(exist_ok=True)
        subprocess.run(deploy.mpy_cross_args(src, dst, "lang/" + src.name), check=True)
        sizes.append("%s %d" % (src.stem, dst.stat().st_size))
    print("  the text tables' .mpy files (flash): " + ", ".join(sizes))
    print("  (64-bit heap bytes a module keeps, its imports not counted: its objects once its names are"
          " interned, and in brackets its first import, with the qstrs and any qstr pool chunk it starts)")
    print("a screen of text (8 rows, every other inverse), the best of 300 batches of 3, this PC:")
    for name, what in (("font_ru", "ui.canvas, 21 Russian"), ("font_latin", "ui.canvas, 21 Latin"),
                       ("framebuf_latin", "framebuf.text, 16 Latin")):
        print("  %-28s %7.1f us  %5d bytes allocated" % (what, f[name + "_ns"] / 1000, f[name + "_alloc"]))
    # what a character costs more than framebuf.text's, Russian
    return f["font_ru_ns"] / (8 * 21) - f["framebuf_latin_ns"] / (8 * 16)


def cpu_seconds():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def play(dev, tmp, scenario, code, heap=HEAP, extra=()):
    """device_pulya_mp.py's figures for ``scenario``, run by ``code``, or the error's last line;
    with "cpu_us": the CPU time the run took (not the wall time: the machine is shared)."""
    flash = tmp / "flash.img"
    cpu = cpu_seconds()
    proc = subprocess.run([micropython_exe(), "-X", "heapsize=" + heap, "-c", code, str(flash), scenario, *extra],
                          capture_output=True, text=True, env={"MICROPYPATH": ":".join(dev.path)})
    cpu = cpu_seconds() - cpu
    flash.unlink(missing_ok=True)
    f = figures(proc.stdout)
    if f is None:
        return ((proc.stdout + proc.stderr).strip().splitlines() or ["?"])[-1]
    f["cpu_us"] = int(cpu * 1e6)
    return f


def app(dev, tmp, scenario, per_char_ns):
    """Part 3: keypress to picture in Russian and in English, in turn (twice each)."""
    print("keypress to picture, %s, firmware from mpy-cross, -X heapsize=%s:" % (scenario, HEAP))
    print("  (wall time from the key event to the picture sent, as device_pulya.py, and the process's CPU"
          " time over the same span, which the machine's other processes do not inflate; of the wall time"
          " UI.draw's; the run's CPU time over its presses, boot and the stand-in board included)")
    for name, extra in LANGS * 2:
        f = play(dev, tmp, scenario, DRAW_TIMED, extra=extra + TIMED)
        if isinstance(f, str):
            print("  %-8s does not run: %s" % (name, f))
            continue
        presses = sum(v for k, v in f.items() if k.endswith("_presses"))
        print("  %-8s %5d us mean (CPU %4d us), %6d us max; drawing %3d us; run's CPU %4d us a press;"
              " live heap at deal 10 %d, at most %d" % (
                  name, f["keypress_us_mean"], f["keypress_cpu_us_mean"], f["keypress_us_max"], f["draw_us_mean"],
                  f["cpu_us"] // max(1, presses), f["pulya_heap_at_10"], f["pulya_heap_max"]))
    for name, extra in LANGS:
        f = play(dev, tmp, scenario, COUNTING, extra=extra)
        if isinstance(f, str):
            print("  counting run failed: %s" % f)
            return
        chars = f["characters"] / max(1, f["pictures"])
        print("  %-8s a picture draws %.0f characters in %.1f texts (%d pictures): at %.2f us more a"
              " character than framebuf.text (part 2), the font adds ~%.0f us to a picture on this PC"
              % (name, chars, f["texts"] / max(1, f["pictures"]), f["pictures"], per_char_ns / 1000,
                 chars * per_char_ns / 1000))


def smallest(dev, tmp, scenario):
    """Part 4 (``--smallest``): the smallest heap SCENARIO plays in, in each language."""
    print("the smallest heap %s plays in (bisected, 1K steps; the 64wK cap is %s):" % (scenario, "129 536"))
    for name, extra in LANGS:
        lo, hi = 64, 256
        while lo < hi:
            mid = (lo + hi) // 2
            if isinstance(play(dev, tmp, scenario, "import device_pulya_mp", "%dK" % mid, extra), dict):
                hi = mid
            else:
                lo = mid + 1
        print("  %-8s %d" % (name, lo * 1024))


def main(argv):
    bisect = "--smallest" in argv
    argv = [a for a in argv if a != "--smallest"]
    scenario = argv[0] if argv else "pulya:20"
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        per_char_ns = micro(tmp)
        dev = Device(tmp)           # the firmware, driver and stand-in board as device_pulya.py builds them
        app(dev, tmp, scenario, per_char_ns)
        if bisect:
            smallest(dev, tmp, scenario)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
