"""The heap of the money on the board: ``python benchmarks/money_bench.py``  (seconds).

Compiles ``rules/money.py``, ``rules/table_money.py`` and what they import as
``tablescore deploy`` does (mpy-cross, the board's paths) and runs
``money_mp.py`` under micropython, from the .mpy files and from source: the
heap ``rules.table_money`` with ``rules.money`` keep once imported (what the
final-results screen adds to a pulya's table), the bytes a settling-up of a
4-player pulya allocates and keeps, and what ``money.payments`` allocates for
8 players.  Also the .mpy sizes (the flash).  64-bit heap bytes; a 32-bit
board's are about half for objects, the same for bytecode.
"""
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from mp import micropython_exe  # noqa: E402
from tablescore import deploy  # noqa: E402

MODULES = [p.relative_to(ROOT / "firmware").as_posix() for p in sorted((ROOT / "firmware" / "rules").glob("*.py"))]


def run(path):
    proc = subprocess.run([micropython_exe(), str(ROOT / "benchmarks" / "money_mp.py")], capture_output=True,
                          text=True, env={"MICROPYPATH": ":".join([".frozen", str(path)])})
    lines = proc.stdout.split("\n")
    if "done 1" not in lines:
        sys.exit("money_mp.py failed: %s" % (proc.stdout + proc.stderr).strip()[-500:])
    return dict((k, int(v)) for k, v in (line.split() for line in lines if line and line != "done 1"))


def main():
    with tempfile.TemporaryDirectory() as tmp:
        mpy = pathlib.Path(tmp)
        for rel in MODULES:
            dst = mpy / pathlib.Path(rel).with_suffix(".mpy")
            dst.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(deploy.mpy_cross_args(ROOT / "firmware" / rel, dst, rel), check=True)
        figures = {"from .mpy": run(mpy), "from source": run(ROOT / "firmware")}
        sizes = dict((rel, (mpy / pathlib.Path(rel).with_suffix(".mpy")).stat().st_size)
                     for rel in ("rules/money.py", "rules/table_money.py"))
    print("the money on the final results (64-bit micropython, heap bytes):")
    print("  %-56s %10s %12s" % ("", "from .mpy", "from source"))
    for key, what in (("heap_modules", "rules.table_money + rules.money, their objects"),
                      ("heap_first_import", "  the same, first import (with their qstrs)"),
                      ("heap_table_money", "  of them rules.table_money"),
                      ("settling_allocated", "a 4-player pulya's settling-up: allocated"),
                      ("settling_kept", "  and kept (its answer)"),
                      ("payments8_allocated", "money.payments, 8 players: allocated")):
        print("  %-56s %10d %12d" % (what, figures["from .mpy"][key], figures["from source"][key]))
    print("  .mpy files: rules/money %d bytes, rules/table_money %d bytes"
          % (sizes["rules/money.py"], sizes["rules/table_money.py"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
