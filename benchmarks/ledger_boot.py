"""Boot the journal from a saved chip image (``argv[1]``), and with ``argv[2]``:

- ``base``: only load the modules (what every other mode loads too);
- ``boot``: boot;
- ``commit``: boot, save one more deal and undo it;
- ``void``: boot and void the deal half-way back (a replay of the whole session).

The chip's bytes are in a host file, not on the heap.  ``run_ledger.py``
searches the smallest heap with which each mode prints ok; minus the
smallest for ``base``, that is the mode's peak heap."""
import sys

from flashsim import FileFlash, mount
from device.journal import Journal
from rules import table, ledger, pref_session, pref_deal  # noqa: F401  (loaded as the app has them)
from rules.pref_session import Incident

mount(FileFlash(sys.argv[1]))
mode = sys.argv[2]
if mode != "base":
    j = Journal("/flash/ledger")
    j.boot()
    if mode == "commit":
        seats = j.table.engine.seated()
        code = j.commit(ledger.PREF_PENALTY, Incident("warning", offender=seats[1], declarer=seats[0]).to_values())
        code = max(code, j.undo())
    elif mode == "void":
        code = 0
        for target in range(j.current.last_seq // 2, 1, -1):   # the first live entry half-way back
            code = j.void(target)
            if code != table.T_TARGET:
                break
    else:
        code = 0
    print("replayed %d code %d" % (j.current.replayed, code))
    if code >= 100:
        sys.exit(1)       # refused: it did not do what is measured
print("ok")
