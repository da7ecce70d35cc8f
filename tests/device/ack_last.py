"""The PC's acknowledgement of a session's last record, written on a flash
image as the sync writes it (``Journal.acknowledge``), with no sync run.

    micropython ack_last.py FLASH
Prints ``acked SID SEQ`` (the code 0 or 1: saved).
"""
import sys

import simboard
from device.journal import Journal

simboard.mount(sys.argv[1], 64)
j = Journal(root="ledger")
j.boot()
s = j.current
code = j.acknowledge(s.sid, s.last_seq, s.head, None)
assert code <= 1, (code, j.detail)
print("acked %d %d" % (s.sid, s.last_seq))
