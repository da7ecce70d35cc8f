"""Under micropython: how long the device's link holds the screens up in one poll.

    micropython sync_poll_mp.py IMAGE BLOCKS

IMAGE is a flash image with session 1 (tests/sync/make_flash.py).  The link
answers a hello, streams the whole session and writes the acknowledgement,
through a port in RAM; prints the slowest poll of each, the polls taken and
the heap the link's buffers take.
"""
import gc
import os
import sys
import time

from flashsim import FileFlash
from device.journal import Journal
from device.link import Link
from rules import wire


class Port:
    def __init__(self):
        self.incoming = bytearray()
        self.sent = 0
        self.frames = bytearray()

    def any(self):
        return len(self.incoming)

    def readinto(self, buf):
        n = min(len(buf), len(self.incoming))
        buf[:n] = self.incoming[:n]
        self.incoming = self.incoming[n:]
        return n

    def write(self, buf):
        self.sent += len(buf)
        self.frames.extend(buf)
        return len(buf)


def until(link, port, last_type, limit=5000):
    slowest = 0
    polls = 0
    d = wire.Decoder(2048)
    while polls < limit:
        t0 = time.ticks_us()
        link.poll()
        slowest = max(slowest, time.ticks_diff(time.ticks_us(), t0))
        polls += 1
        d.feed(port.frames)
        port.frames = bytearray()
        done = False
        while True:
            got = d.take()
            if got is None:
                break
            if got[0] == last_type:
                done = got
        if done:
            return slowest, polls, done
    raise SystemExit("no answer")


os.mount(os.VfsLfs2(FileFlash(sys.argv[1])), "/flash")
os.chdir("/flash")
j = Journal(root="ledger")
j.boot()
gc.collect()
before = gc.mem_alloc()
port = Port()
link = Link(port, j, None, b"\x01\x02\x03\x04\x05\x06")
gc.collect()
print("the link before the PC speaks: %d bytes of heap" % (gc.mem_alloc() - before))
port.incoming.extend(wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None]))
slow, polls, _ = until(link, port, wire.SESSION)
print("hello + session list: slowest poll %d us (loads the protocol), %d polls" % (slow, polls))
gc.collect()
print("the link with the protocol loaded (module from source, buffers): %d bytes of heap"
      % (gc.mem_alloc() - before))
port.incoming.extend(wire.frame(wire.GET, [2, 1, 1]))
slow, polls, end = until(link, port, wire.END)
print("stream of session 1 (to seq %d): slowest poll %d us, %d polls" % (end[1][2], slow, polls))
seq, head = j.head(1)
port.incoming.extend(wire.frame(wire.ACK, [3, 1, seq, head, None]))
slow, polls, done = until(link, port, wire.DONE)
print("acknowledgement written: poll %d us (code %d)" % (slow, done[1][1]))
gc.collect()
print("heap in use after the sync: %d bytes" % gc.mem_alloc())
