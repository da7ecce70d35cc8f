"""Boot the journal from a saved chip image (``argv[1]``), or only get ready
to (``argv[2] == "base"``): every module is loaded first in both cases, so
the smallest heap that boots minus the smallest that gets ready is what a
boot needs at its peak.  ``run_ledger.py`` searches those heap sizes."""
import sys

from flashsim import FileFlash, mount
from device.journal import Journal
from rules import table, ledger, pref_session, pref_deal, pref_sheet  # noqa: F401  (loaded as the app has them)

mount(FileFlash(sys.argv[1]))
if sys.argv[2] == "boot":
    j = Journal("/flash/ledger")
    j.boot()
    print("replayed %d" % j.current.replayed)
print("ok")
