"""Fill the simulator's flash with a file that is not the journal's, as a
board's owner might copy one onto it: ``micropython fill_flash.py IMAGE
BLOCKS FREE`` grows ``/flash/photo.jpg`` in 1 KB pieces until littlefs counts
at most FREE free blocks (0: until the flash refuses; -1: remove the file),
then prints the count.  The stand-in hardware (``host_tools/sim/mp``) on
MICROPYPATH."""
import os
import sys

from simboard import mount

path, blocks, free = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
mount(path, blocks)
photo = "/flash/photo.jpg"
if free < 0:
    os.remove(photo)
else:
    with open(photo, "ab") as f:
        while free == 0 or os.statvfs("/flash")[3] > free:
            try:
                f.write(b"x" * 1024)
                f.flush()
            except OSError:
                break
st = os.statvfs("/flash")
print("free blocks %d of %d" % (st[3], st[2]))
