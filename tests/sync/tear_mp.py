"""A power cut while a record is written, on a flash image (micropython):
``tear_mp.py IMAGE BLOCKS SID`` appends the first half of the session's next
record (a davi accept, chained right) and nothing more, as a write cut off
leaves it.  Prints ``torn N bytes at byte O after seq S``."""
import os
import sys

sys.path.append(sys.path[0])
from make_flash import mount  # noqa: E402  (the simulator's)
from rules import ledger as L  # noqa: E402

mount(sys.argv[1], int(sys.argv[2]))
path = "/flash/ledger/s%05d.tsl" % int(sys.argv[3])
with open(path, "rb") as f:
    data = f.read()
r = L.Reader(data)
for _ in r:
    pass
record = L.record(r.last_seq + 1, L.DAVI_ACCEPT, [0], r.head)
with open(path, "ab") as f:
    f.write(record[:len(record) // 2])
os.umount("/flash")
print("torn %d bytes at byte %d after seq %d" % (len(record) // 2, len(data), r.last_seq))
