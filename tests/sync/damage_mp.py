"""Flip one byte of a session's ledger on a flash image (micropython):
``damage_mp.py IMAGE BLOCKS SID OFFSET`` — damage on the device's own flash."""
import os
import sys

sys.path.append(sys.path[0])
from make_flash import mount  # noqa: E402  (the simulator's)

mount(sys.argv[1], int(sys.argv[2]))
path = "/flash/ledger/s%05d.tsl" % int(sys.argv[3])
with open(path, "r+b") as f:
    f.seek(int(sys.argv[4]))
    b = f.read(1)
    f.seek(int(sys.argv[4]))
    f.write(bytes([b[0] ^ 0x55]))
os.umount("/flash")
print("flipped byte %s of %s" % (sys.argv[4], path))
