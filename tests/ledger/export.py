"""Play the scripted evening on a simulated flash and copy the session files
to the host folder ``argv[1]``; print each session's head and table."""
import sys

from flashsim import Flash, mount, unmount
from device.journal import Journal
import ledger_evening as script

mount(Flash(64, 4096))
j = Journal("/flash/ledger")
j.boot()
script.play(j, script.Log(), lambda: False)
j.close()
for sid in j.sessions():
    seq, link = j.head(sid)
    print("head%d %d %s" % (sid, seq, "".join("%02x" % b for b in link)))
    print("table%d %r" % (sid, j.session(sid).table.to_values()))
    with open(j.path(sid, "tsl"), "rb") as f:
        data = f.read()
    with open("%s/s%05d.tsl" % (sys.argv[1], sid), "wb") as f:
        f.write(data)
unmount()
