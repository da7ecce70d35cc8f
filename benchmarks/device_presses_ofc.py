"""Presses per OFC entry on the device: ``python benchmarks/device_presses_ofc.py``.

Each entry is pressed through the simulator (the firmware under
micropython), counting presses from the match screen until it is back with
the entry saved.  A hold of an arrow (auto-repeat) is one press.  The
issue's targets are checked and printed beside the figures:

- a quick deal (winner and net): at most 6 (the worst of -18..+18:
  ``device_presses_worst.py``);
- a detailed scoop with two royalties: at most 12 (these two; the worst
  royalty: ``device_presses_worst.py``);
- a davi offer and its answer: at most 2 (the match screen's davi line,
  taken; dropped or later a ▶ more; from the held OK's list, at any
  street, one press more).

``device_pulya.py`` prints the same table after the preferans one;
``tests/test_ofc_device.py`` checks the targets.
"""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from device_presses import count, run, table  # noqa: E402  (the counting and the table, one copy)

SETUP = "left,ok,ok,ok,ok"      # New match (LEFT wraps to it), Anna and Boris, Start
# (what, keys before (not counted), keys counted, entries it adds, target or 0)
SET = [
    ("quick deal, Anna +8", "", "ok,ok,hold-right-945,left,left,ok", 1, 6),
    ("quick deal, Boris +1", "", "ok,ok,left,ok", 1, 6),
    # Anna scoops; + Anna: bot flush; + Boris: bot straight; Done; ▶ Yes: 6 + 4 - 2 = 8
    ("detailed scoop, two royalties", "", "ok,right,ok,ok,right,ok,ok,ok,ok,right,ok", 1, 12),
    # Anna scoops with QQ on top (◀ from where the list opens): Fantasyland
    ("detailed scoop, QQ on top", "", "ok,right,ok,ok,left,ok,right,ok,right,ok", 1, 12),
    # rows A, B, tie; Anna top 66 (◀ 9 lines: a hold), Boris middle trips (▶ 6
    # lines: a hold); the list steps on every third repeat; Done; ▶ Yes
    ("row by row, two royalties", "", "ok,right,right,right,ok,ok,right,ok,right,right,ok,ok,hold-left-2925,"
     "ok,ok,hold-right-1935,ok,ok,right,ok", 1, 0),
    ("Boris fouls, Anna bot straight", "", "ok,left,left,left,ok,ok,ok,ok,right,ok", 1, 0),
    ("davi offer + accept", "", "right,ok", 2, 2),
    ("davi offer + drop", "", "right,right,ok", 2, 0),
    ("davi offer, later, drop", "", "right,right,right,ok,ok,left,ok", 2, 0),
    ("redouble by the owner + accept", "right,ok", "left,ok", 2, 2),
    ("davi, the held OK's list + accept", "", "long-ok,right,ok", 2, 0),
]


def measure(tmp):
    """[(what, presses, target, ok)]: ok when the entries were saved and the
    match screen (or, after a drop, the match end) is shown."""
    out = []
    for n, (what, before, keys, adds, target) in enumerate(SET):
        presses, start, last = count(tmp, "o%d.img" % n, ",".join(k for k in (SETUP, before) if k), keys)
        ok = (last["text"][0].startswith(("Матч", "Match")) and last["errors"] == 0
              and last["table"]["entries"] == start["table"]["entries"] + adds)
        out.append((what, presses, target, ok))
    return out


def report(figures):
    table("presses per OFC entry (match screen to match screen, saved; a held arrow is one press):", figures)


if __name__ == "__main__":
    run(measure, report)
