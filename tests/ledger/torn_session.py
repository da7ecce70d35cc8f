"""A preferans session torn by a power cut, as the board leaves it (run under micropython).

    micropython torn_session.py ENTRIES_BEFORE ENTRIES_AFTER

The journal saves ENTRIES_BEFORE entries of the scripted evening; then half
of the next record reaches the flash and the power goes (the bytes written
straight to the file, as ``journal_cases.torn_tail_cut_off`` does).  The
board boots again: the journal finds the torn tail and writes its DAMAGE
record; ENTRIES_AFTER more entries are saved and the session is closed.
Prints what the host needs to check its report, then the file:

    deals D last_good S torn_at O torn_bytes N
    table_seq T totals [..]
    hex 5453...
"""
import sys

from flashsim import Flash, mount, unmount
from device.journal import Journal
from device import journal_session as JS
from rules import ledger as L
import ledger_evening as script

ROOT = "/flash/ledger"
before, after = int(sys.argv[1]), int(sys.argv[2])

mount(Flash(48, 4096))
j = Journal(ROOT)
j.boot()
j.open_session("pref", script.PREF_PLAYERS, script.PREF_SETTINGS)
deals = 0
for i in range(before):
    rtype, values = script.pref_entry(i, j.table.engine)
    if j.commit(rtype, values) > 2:
        raise SystemExit("refused")
    deals += rtype == L.PREF_DEAL
last_good = j.current.last_seq
path = j.path(j.current.sid, "tsl")
j.close()
# the record the power cut stopped: the next entry, half of it on the flash
rtype, values = script.pref_entry(before, j.table.engine)
torn = L.record(last_good + 1, rtype, values, j.current.head)
with open(path, "rb") as f:
    torn_at = len(f.read())
with open(path, "ab") as f:
    f.write(torn[:len(torn) // 2])
j = Journal(ROOT)
notices = j.boot()         # finds the torn tail, writes the DAMAGE record
if [n[0] for n in notices] != [JS.N_TORN]:
    raise SystemExit("notices %r" % (notices,))
for i in range(before, before + after):
    rtype, values = script.pref_entry(i, j.table.engine)
    if j.commit(rtype, values) > 2:
        raise SystemExit("refused after")
if j.close_session() > 2:
    raise SystemExit("close")
s = j.session(1)
print("deals %d last_good %d torn_at %d torn_bytes %d" % (deals, last_good, torn_at, len(torn) // 2))
print("table_seq %d totals %r" % (s.table.seq, s.table.totals()))
with open(path, "rb") as f:
    print("hex " + "".join("%02x" % b for b in f.read()))
j.close()
unmount()
