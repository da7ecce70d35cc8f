"""Presses per deal on the device: ``python benchmarks/device_presses.py``.

Each entry of a scripted set is pressed through the simulator (the firmware
under micropython), counting the presses from the scoreboard until the
scoreboard is back with the entry saved (or voided).  The issue's targets
are checked and printed beside the figures:

- a six made with one open whister: at most 8 presses;
- a raspasy: at most 12;
- a void of the last deal: at most 4.

``device_pulya.py`` prints the same table as its first part.
"""
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from tablescore import fwlibs, sim  # noqa: E402

SETUP_3 = "ok,ok,ok,ok,ok,ok,ok,ok"          # 3 players, Anna Boris Vera, ends at 100, Anna deals
SETUP_4 = "ok,right,ok,ok,ok,ok,ok,ok,right,right,right,ok,ok"   # 4 players, Gleb deals
SIX = "ok,ok,ok,ok,right,ok"                 # a six made, whisted open: the answers offered, ▶ made, OK
# (what, setup, keys before (not counted), keys counted, target or 0, "save" or "void")
SET = [
    ("six made, one open whister", SETUP_3, "", SIX, 6, "save"),
    ("six made +1 (Ex. 10, at four)", SETUP_4, "", "ok,ok,ok,ok,right,right,ok", 0, "save"),
    ("seven failed by one, open whist", SETUP_3, "", "ok,ok,right,ok,ok,left,ok", 0, "save"),
    ("eight made, both pass", SETUP_3, "", "ok,ok,right,right,ok,right,right,ok,right,ok", 0, "save"),
    ("six made, both whist 2/2", SETUP_3, "", "ok,ok,ok,right,right,right,ok,ok,right,ok", 0, "save"),
    ("misere made", SETUP_3, "", "ok,ok,left,ok,right,ok", 0, "save"),
    ("without three on a six", SETUP_3, "", "ok,ok,ok,left,left,ok,right,ok", 0, "save"),
    ("raspasy 4/3/3", SETUP_3, "", "ok,left,ok,right,right,ok,right,ok", 10, "save"),
    ("raspasy 5/3/2 (Ex. 11)", SETUP_3, "", "ok,left,ok,right,right,right,ok,right,ok", 10, "save"),
    ("raspasy 7/3/0 (Ex. 12)", SETUP_3, "", "ok,left,ok,ok,right,ok,left,ok", 10, "save"),
    ("raspasy 1/1/8", SETUP_3, "", "ok,left,ok,left,right,ok,left,right,ok", 10, "save"),
    ("take-over on 8 (at four)", SETUP_4, "", "ok,ok,right,right,ok,left,ok,right,ok,right,ok,left,ok,ok,right,ok",
     0, "save"),
    ("warning (penalty)", SETUP_3, "", "ok,left,left,ok,right,ok,right,ok,ok,right,ok", 0, "save"),
    ("misdeal", SETUP_3, "", "ok,left,left,left,ok,right,ok", 0, "save"),
    ("undo the last deal", SETUP_3, SIX, "right,right,ok", 3, "void"),
    ("void of the last deal", SETUP_3, SIX, "right,right,right,ok,right,ok", 0, "void"),
]


def count(tmp, name, before, keys):
    """Press ``before`` (not counted), then ``keys``, on a new flash ``tmp/name``:
    ``(presses, first snap, last snap)``.  ``device_presses_ofc.py`` counts with it too."""
    snaps = sim.run_script(",".join(k for k in (before, "snap", keys) if k), tmp / name, 64)
    start, last = snaps[0], snaps[-1]
    return last["presses"] - start["presses"], start, last


def measure(tmp):
    """[(what, presses, target, ok)]: ok when the entry was saved (or taken back)
    and the scoreboard is shown again."""
    out = []
    for n, (what, setup, before, keys, target, effect) in enumerate(SET):
        presses, start, last = count(tmp, "p%d.img" % n, ",".join(k for k in (setup, before) if k), keys)
        had = start["table"]["entries"] if start["table"] else 0
        now = last["table"]["entries"] if last["table"] else 0
        ok = last["text"][0].startswith(("Пуля", "Pulya")) and last["errors"] == 0 and \
            (now == had + 1 if effect == "save" else now == had - 1)
        out.append((what, presses, target, ok))
    return out


def table(heading, figures):
    """The figures, each against its target when it has one."""
    print(heading)
    for what, presses, target, ok in figures:
        mark = ""
        if target:
            mark = "  target <= %d: %s" % (target, "met" if presses <= target else "MISSED")
        print("  %-34s %2d%s%s" % (what, presses, mark, "" if ok else "  (NOT SAVED)"))


def report(figures):
    table("presses per entry (scoreboard to scoreboard, saved; target where the issue sets one):", figures)


def run(measure, report):
    fwlibs.install(ROOT / "build" / "fwlibs")
    with tempfile.TemporaryDirectory() as d:
        report(measure(pathlib.Path(d)))


if __name__ == "__main__":
    run(measure, report)
