"""Under micropython: how long the device's link holds the screens up in one
poll, and the heap the sync takes.

    micropython sync_poll_mp.py IMAGE BLOCKS

IMAGE is a flash image with session 1 (tests/sync/make_flash.py).  Through
a port in RAM the link answers a hello, streams the whole session as the
host asks for it on a clean line (2 KB frames, 30 a GET), streams the last
60 KB again in 8-byte frames (a noisy line's), and writes the
acknowledgement.  Prints the slowest poll of each, the polls taken, the heap
the link holds (before the PC speaks, with the protocol loaded, while a
stream runs) and what a poll of the stream allocates.
"""
import gc
import os
import sys
import time

sys.path.append(sys.path[0] + "/../host_tools/sim/mp")
from simboard import FileBlockDevice  # noqa: E402
from device.journal import Journal  # noqa: E402
from device.link import Link  # noqa: E402
from rules import wire  # noqa: E402


class Port:
    """The PC's end: what the device writes is copied into a buffer made once
    (no garbage of the port's in the figures) and parsed after the poll."""

    def __init__(self):
        self.incoming = bytearray()
        self.decoder = wire.Decoder(4096)
        self.decoder.max_pending = 100000
        self.out = bytearray(8192)         # a poll writes ~256 bytes of frames, and a frame or two besides
        self.n = 0

    def any(self):
        return len(self.incoming)

    def readinto(self, buf):
        n = min(len(buf), len(self.incoming))
        buf[:n] = self.incoming[:n]
        self.incoming = self.incoming[n:]
        return n

    def write(self, buf):
        k = len(buf)
        self.out[self.n:self.n + k] = buf
        self.n += k
        return k

    def frames(self):
        self.decoder.feed(self.out, self.n)
        self.n = 0
        out = []
        while True:
            got = self.decoder.take()
            if got is None:
                return out
            out.append(got)


def until(link, port, last_type, limit=200000):
    """Poll until a frame of ``last_type``: ([us of each poll], that frame, data bytes)."""
    times = []
    data = 0
    while len(times) < limit:
        gc.collect()            # the poll's own time, not a collection of the harness's garbage
        t0 = time.ticks_us()
        link.poll()
        times.append(time.ticks_diff(time.ticks_us(), t0))
        for t, v in port.frames():
            if t == wire.DATA:
                data += len(v[2])
            if t == last_type:
                return times, v, data
    raise SystemExit("no answer")


def stream(link, port, sid, start, end, size, req, runs=3):
    """GETs as the host makes them on a clean line, from start to end, ``runs`` times:
    (each poll's time, the least of the runs: what the machine's other work left out;
    the GETs' first polls among them; polls; bytes; GETs)."""
    best = None
    for _ in range(runs):
        times, firsts, data, gets = [], [], 0, 0
        pos = start
        while pos < end:
            count = min(wire.MAX_FRAMES, -(-(end - pos) // size))
            port.incoming.extend(wire.frame(wire.GET, [req, sid, pos, size, count, 0]))
            t, v, d = until(link, port, wire.END)
            firsts.append(len(times))
            times += t
            data, gets = data + d, gets + 1
            pos = v[1]
            req = (req + 1) % 64
        best = times if best is None else [min(a, b) for a, b in zip(best, times)]
    return best, firsts, data, gets


def figures(times, firsts):
    """'median, 99th percentile, slowest poll' of a stream, and its GETs' slowest first poll."""
    rest = sorted(times[i] for i in range(len(times)) if i not in firsts)
    first = max(times[i] for i in firsts)
    if not rest:
        return "slowest poll %d us (each GET in one poll)" % first
    return "polls: median %d us, 99th percentile %d us, slowest %d us; a GET's first poll %d us at most" % (
        rest[len(rest) // 2], rest[len(rest) * 99 // 100], rest[-1], first)


os.mount(os.VfsLfs2(FileBlockDevice(sys.argv[1], int(sys.argv[2]))), "/flash")
os.chdir("/flash")
j = Journal(root="ledger")
j.boot()
port = Port()
gc.collect()
before = gc.mem_alloc()
link = Link(port, j, None, b"\x01\x02\x03\x04\x05\x06")
gc.collect()
print("the link before the PC speaks: %d bytes of heap" % (gc.mem_alloc() - before))
port.incoming.extend(wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None]))
times, info, _ = until(link, port, wire.SESSION)
print("hello: first poll %d us (loads the protocol, answers the hello, loads the session for its frame)" % times[0])
gc.collect()
print("the link with the protocol loaded (modules from source, buffers): %d bytes of heap"
      % (gc.mem_alloc() - before))
size = info[4]
print("session 1: %d records, %d bytes" % (info[2], size))

times, firsts, data, gets = stream(link, port, 1, 0, size, wire.MAX_FRAME, 2)
print("the whole session in 2 KB frames: %d bytes in %d GETs, %d polls (%d bytes a poll); %s"
      % (data, gets, len(times), data // len(times), figures(times, firsts)))
start = max(0, size - 30 * 1024)
times, firsts, data, gets = stream(link, port, 1, start, size, wire.MIN_FRAME, 20)
print("its last 30 KB in 8-byte frames (a noisy line's): %d bytes in %d GETs, %d polls; %s"
      % (data, gets, len(times), figures(times, firsts)))

# the heap a GET holds while it streams, and what its polls allocate (a port that only counts)
from device.link_stream import Stream  # noqa: E402
gc.collect()
a = gc.mem_alloc()
st = Stream(0, j.path(1, "tsl"), 0, wire.MAX_FRAME, wire.MAX_FRAMES, 0)
gc.collect()
print("a GET's job (its state and the open file): %d bytes of heap" % (gc.mem_alloc() - a))
st.close()
st = None


class Counting(Port):
    def write(self, buf):
        self.n += len(buf)
        return len(buf)


counting = Counting()
quiet = Link(counting, j, None, b"\x01")
quiet.poll()                            # nothing came: the protocol is not loaded yet
for req, frame in ((1, wire.MAX_FRAME), (2, wire.MIN_FRAME)):
    counting.incoming.extend(wire.frame(wire.GET, [req, 1, 0, frame, wire.MAX_FRAMES, 0]))
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    quiet.poll()                        # takes the GET (the first: loads the protocol too)
    first = gc.mem_alloc() - a
    most = polls = 0
    while quiet.proto.job is not None:
        gc.collect()
        a = gc.mem_alloc()
        quiet.poll()
        most = max(most, gc.mem_alloc() - a)
        polls += 1
    gc.enable()
    print("a GET of %d-byte frames: its first poll allocates %d bytes (%s), the %d after it %d bytes at most"
          % (frame, first, "the protocol loaded, the request, its job" if req == 1 else "the request, its job, "
             "its first frames", polls, most))
quiet = counting = None

seq, head = j.head(1)
port.incoming.extend(wire.frame(wire.ACK, [60, 1, seq, head, None]))
times, done, _ = until(link, port, wire.ACKED)
print("acknowledgement written: poll %d us (loads the session twice, writes the record, answers with it)"
      % times[0])
gc.collect()
print("heap in use after the sync: %d bytes" % gc.mem_alloc())
