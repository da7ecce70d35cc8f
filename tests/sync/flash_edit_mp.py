"""Edit a session's ledger on a flash image as a forger or a power cut would
(run under micropython, with the real ledger module):

    micropython flash_edit_mp.py IMAGE BLOCKS SID forge SEQ    # a value of record SEQ changed, its CRC recomputed
    micropython flash_edit_mp.py IMAGE BLOCKS SID relink SEQ N # records SEQ.. SEQ+N-1 forged so, each linked to the one before
    micropython flash_edit_mp.py IMAGE BLOCKS SID repeat SEQ   # a copy of record SEQ put right after it
    micropython flash_edit_mp.py IMAGE BLOCKS SID tear N       # the first N bytes of one more deal appended

Prints what it did.  ``forge`` keeps the record's length (a small int one
bigger or smaller), so nothing after it moves; the board itself notices
nothing (its boot reads after the checkpoint).  ``relink`` forges a run of records and
relinks them, so the chain breaks only where the run ends.  ``repeat`` removes the
checkpoint (its offsets moved): the board replays the whole ledger.  ``tear`` is a power cut in
the middle of writing a deal: the journal finds the torn bytes at its next
boot and writes a DAMAGE record after them.
"""
import os
import sys

sys.path.append(sys.path[0])
from make_flash import mount  # noqa: E402  (the simulator's)
from rules import ledger as L  # noqa: E402


def forge(values):
    """``values`` with their first small int one bigger (the record keeps its length)."""
    for i in range(len(values)):
        if type(values[i]) is int and 0 < values[i] < 60:
            values[i] += 1
            break
    return values


def main():
    image, blocks, sid, what, n = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], int(sys.argv[5])
    mount(image, blocks)
    path = "/flash/ledger/s%05d.tsl" % sid
    with open(path, "rb") as f:
        data = f.read()
    recs = list(L.Reader(data))
    if what == "tear":
        last = recs[-1]
        rec = L.record(last[2] + 1, L.PREF_DEAL, ["raspasy", [5, 3, 2, None]], L.link(data[last[0]:last[0] + last[1]]))
        with open(path, "ab") as f:
            f.write(rec[:n])
        print("tore a record of %d bytes after seq %d at byte %d, %d bytes written" % (len(rec), last[2], len(data), n))
    elif what == "relink":
        data = bytearray(data)
        run = [r for r in recs if n <= r[2] < n + int(sys.argv[6])]
        prev = L.fields(data, run[0][0], run[0][1])[0]
        for pos, size, seq, rtype, values in run:
            forged = L.record(seq, rtype, forge(values), prev)
            if len(forged) != size:
                raise SystemExit("the forged record %d is %d bytes, not %d" % (seq, len(forged), size))
            data[pos:pos + size] = forged
            prev = L.link(forged)
        with open(path, "wb") as f:
            f.write(data)
        print("relinked records %d-%d at bytes %d-%d" % (run[0][2], run[-1][2], run[0][0], run[-1][0] + run[-1][1]))
    else:
        pos, size, seq, rtype, values = [r for r in recs if r[2] == n][0]
        raw = data[pos:pos + size]
        if what == "forge":
            prev = L.fields(raw, 0, size)[0]
            forged = L.record(seq, rtype, forge(values), prev)
            if len(forged) != size:
                raise SystemExit("the forged record is %d bytes, not %d" % (len(forged), size))
            data = data[:pos] + forged + data[pos + size:]
            print("forged record %d at byte %d: %r" % (seq, pos, values))
        else:
            data = data[:pos + size] + raw + data[pos + size:]
            os.remove(path[:-3] + "ckp")    # its offset is not the file's any more: the board replays all
            print("repeated record %d at byte %d" % (seq, pos + size))
        with open(path, "wb") as f:
            f.write(data)
    os.umount("/flash")


main()
