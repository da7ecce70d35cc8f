"""The device's side of the sync (device/link.py) under micropython, on a RAM flash.

Prints one line per case, ``name: result``; tests/test_sync_link.py checks them.
"""
import os
import sys
import time

from flashsim import Flash, mount
from device.journal import Journal
from device.link import Link
from device.settings import Settings
from rules import ledger as L
from rules import wire
import ledger_evening as ev


class Port:
    """The PC's end: ``incoming`` is what the PC sent, ``sent`` what the device wrote."""

    def __init__(self):
        self.incoming = bytearray()
        self.sent = bytearray()
        self.max_read = 0

    def any(self):
        return len(self.incoming)

    def readinto(self, buf):
        n = min(len(buf), len(self.incoming))
        buf[:n] = self.incoming[:n]
        self.incoming = self.incoming[n:]
        self.max_read = max(self.max_read, n)
        return n

    def write(self, buf):
        self.sent.extend(buf)
        return len(buf)


def frames(port):
    d = wire.Decoder(4096)
    d.max_pending = 100000
    d.feed(port.sent)
    port.sent = bytearray()
    out = []
    while True:
        got = d.take()
        if got is None:
            return out
        out.append(got)


def run(link, port, data, polls=1):
    port.incoming.extend(data)
    for _ in range(polls):
        link.poll()
    return frames(port)


mount(Flash(128, 4096))
os.chdir("/flash")
j = Journal(root="ledger")
j.boot()
j.open_session("pref", ev.PREF_PLAYERS, ev.PREF_SETTINGS)
i = n = 0
while n < 300:
    rtype, values = ev.pref_entry(i, j.table.engine)
    i += 1
    if rtype == L.PREF_DEAL:
        j.commit(rtype, values)
        n += 1
j.close_session()
print("pulya totals: %r" % j.table.totals())
j.open_session("ofc", ev.OFC_PLAYERS, ev.OFC_SETTINGS)
for k in range(5):
    rtype, values = ev.ofc_entry(k, j.table.engine)
    j.commit(rtype, values)

port = Port()
settings = Settings()
link = Link(port, j, settings, b"\x01\x02\x03\x04\x05\x06")

# garbage of every kind: the REPL's banner, text, a cut frame, a wrong CRC, an
# unknown type, an oversized frame, payloads of the wrong shape
hello = wire.frame(wire.HELLO_Q, [1, wire.PROTOCOL, None])
bad_crc = bytearray(hello)
bad_crc[3] ^= 0x40
cases = [
    ("banner", b"MicroPython v1.24.0 on 2024-10-25; ESP32\r\nType \"help()\" for more information.\r\n>>> \x00"),
    ("ctrl-c ctrl-d", b"\x03\x03\x04\r\n\x00"),
    ("cut", hello[:4] + b"\x00"),
    ("crc", bytes(bad_crc)),
    ("unknown", wire.frame(42, [9, 1, 2])),
    ("oversized", wire.frame(wire.SETTINGS, [3, ["x" * 8] * 40, None, None])),
    ("hello fields", wire.frame(wire.HELLO_Q, [4, "one"])),
    ("get fields", wire.frame(wire.GET, [5, "1", 1])),
    ("get seq 0", wire.frame(wire.GET, [6, 1, 0])),
    ("get no session", wire.frame(wire.GET, [7, 99, 1])),
    ("ack fields", wire.frame(wire.ACK, [8, 1, 3, "link", None])),
    ("python", wire.frame(wire.SETTINGS, [9, ["__import__('os').remove('x')", "b"], None, None])),
]
for name, data in cases:
    got = run(link, port, data, 2)
    print("%s: %s" % (name, [(t, v[1:]) for t, v in got]))

# the hello: device, protocol, sessions; then one SESSION frame per poll
t0 = time.ticks_us()
got = run(link, port, wire.frame(wire.HELLO_Q, [20, wire.PROTOCOL, [2026, 11, 30, 12, 0, 0]]), 1)
sys.stderr.write("hello poll %d us\n" % time.ticks_diff(time.ticks_us(), t0))
print("hello: %r" % [(t, v) for t, v in got if t == wire.HELLO])
print("first poll: %r" % [t for t, v in got])
got = [x for x in got if x[0] == wire.SESSION] + run(link, port, b"", 3)
for t, v in got:
    print("session %d: type %d last %d game %s closed %d acked %d table seq %d totals %r entries %d" % (
        v[1], t, v[3], v[5], v[7], v[8], v[9], v[10], v[11]))
print("heads match journal: %s" % (j.head(1) == (got[0][1][3], got[0][1][4]) and j.head(2) == (got[1][1][3], got[1][1][4])))

# a stream: the records from seq 290 on, a few frames per poll, then END
port.incoming.extend(wire.frame(wire.GET, [21, 1, 290]))
polls = 0
out = []
most = 0
while polls < 200:
    link.poll()
    polls += 1
    fs = frames(port)
    most = max(most, len(fs))
    out += fs
    if fs and fs[-1][0] == wire.END:
        break
blob = b"".join(v[3] for t, v in out if t == wire.RECORDS)
seqs = []
pos = 0
while pos < len(blob):
    size = L.frame(blob, pos, len(blob))
    seqs.append(L.fields(blob, pos, size)[1])
    pos += size
print("stream 290: seqs %d..%d (%d records), %d polls, at most %d frames a poll, end %r" % (
    seqs[0], seqs[-1], len(seqs), polls, most, out[-1][1]))
print("afters: %r" % [v[2] for t, v in out if t == wire.RECORDS][:3])

# the whole session: time of the slowest poll
port.incoming.extend(wire.frame(wire.GET, [22, 1, 1]))
slowest = 0
total = 0
for _ in range(2000):
    t0 = time.ticks_us()
    link.poll()
    dt = time.ticks_diff(time.ticks_us(), t0)
    slowest = max(slowest, dt)
    fs = frames(port)
    total += sum(len(v[3]) for t, v in fs if t == wire.RECORDS)
    if fs and fs[-1][0] == wire.END:
        break
print("whole session: %d record bytes; ledger file %d bytes" % (total, os.stat(j.path(1, "tsl"))[6] - L.HEADER_SIZE))
sys.stderr.write("slowest poll %d us\n" % slowest)

# a new GET while streaming: the old stream stops, the new one answers
port.incoming.extend(wire.frame(wire.GET, [23, 1, 1]))
link.poll()
port.incoming.extend(wire.frame(wire.GET, [24, 2, 1]))
got = []
for _ in range(20):
    link.poll()
    got += frames(port)
print("restart: reqs after the new GET %r" % sorted(set(v[0] for t, v in got if t in (wire.RECORDS, wire.END) and v[0] != 23)))

# a game goes on while its session streams: the stream ends at what the file
# held when it began; the next get brings the new entry
port.incoming.extend(wire.frame(wire.GET, [25, 2, 1]))
link.poll()
rtype, values = ev.ofc_entry(5, j.table.engine)
code = j.commit(rtype, values)
got = frames(port)
for _ in range(20):
    link.poll()
    got += frames(port)
blob = b"".join(v[3] for t, v in got if t == wire.RECORDS and v[0] == 25)
seqs = []
pos = 0
while pos < len(blob):
    size = L.frame(blob, pos, len(blob))
    seqs.append(L.fields(blob, pos, size)[1])
    pos += size
port.incoming.extend(wire.frame(wire.GET, [26, 2, seqs[-1]]))
more = []
for _ in range(5):
    link.poll()
    more += frames(port)
print("during a game: commit %d, streamed %r, then %r" % (code, seqs, [v[2] for t, v in more if t == wire.END]))

# the acknowledgement is written to the ledger once, and shown
import framebuf
from ui import keys
from ui.canvas_text import TextCanvas
from ui.home import Home
from ui.screen import UI


class Ctx:
    journal = None
    settings = None


canvas = TextCanvas(framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB))
ctx = Ctx()
ui = UI(Home(), ctx)
link.ui = ui
seq, link_ = j.head(1)
t0 = time.ticks_us()
got = run(link, port, wire.frame(wire.ACK, [30, 1, seq, link_, 1764500000]), 1)
sys.stderr.write("ack poll %d us\n" % time.ticks_diff(time.ticks_us(), t0))
print("ack: %r acked %d head %d status %r" % ([(t, v[1:]) for t, v in got], j.session(1).table.acked,
                                              j.head(1)[0], link.status))
ui.draw(canvas)
print("shown: %r" % [r.rstrip() for r in canvas.rows()[:3]])
got = run(link, port, wire.frame(wire.ACK, [31, 1, seq, link_, 1764500000]), 1)
print("screens: %d" % len(ui.stack))     # the same message, not a second one
print("ack again: %r head %d" % ([(t, v[1:]) for t, v in got], j.head(1)[0]))
got = run(link, port, wire.frame(wire.ACK, [32, 2, 3, b"\x00" * 8, None]), 1)
print("ack wrong link: %r" % [(t, v[1]) for t, v in got])

# settings: names, rules, clock; refused ones change nothing
got = run(link, port, wire.frame(wire.SETTINGS, [40, ["Ann", "Bob", "Cy"], [["end_points", 200], ["ofc_target", 51]],
                                                  [2026, 11, 30, 12, 30, 0]]), 1)
print("settings: %r names %r end %d target %d" % ([(t, v[1:]) for t, v in got], settings.names,
                                                   settings.get("end_points"), settings.get("ofc_target")))
import machine
print("clock: %r" % (machine.RTC().datetime(),))
again = Settings().load()
print("settings on flash: %r %d" % (again.names, again.get("end_points")))
# the new pulya's name picker offers them first, and ends at 200 by default
ctx.settings = settings
ui.home()
for k in (keys.OK, keys.OK):             # New pulya, 3 players
    ui.handle(k, keys.PRESS)
ui.draw(canvas)
print("picker: %r" % [r.rstrip() for r in canvas.rows()[1:5]])
for k in (keys.OK, keys.OK, keys.OK):    # Ann, Bob, Cy
    ui.handle(k, keys.PRESS)
ui.draw(canvas)
print("ends at: %s %s" % (canvas.rows()[0].rstrip(), canvas.rows()[4].strip()))
for bad in ([["A", "A"], None, None], [["A,B", "C"], None, None], [None, [["contrast", 0]], None],
            [None, [["end_points", 5000]], None], [None, None, [2026, 2, 30, 25, 0, 0]]):
    got = run(link, port, wire.frame(wire.SETTINGS, [41] + bad), 1)
    print("bad settings %r: %r" % (bad, [(t, v[1]) for t, v in got]))
print("unchanged: %r %d %d" % (settings.names, settings.get("end_points"), settings.get("contrast")))

# freeing: only a closed session acknowledged to its end
got = run(link, port, wire.frame(wire.FREE, [50, 2]), 1)
print("free newest: %r" % [(t, v[1:]) for t, v in got])
j.close_session()
j.open_session("pref", ["A", "B", "C"], [3, 0, 0, 0])
got = run(link, port, wire.frame(wire.FREE, [50, 2]), 1)
print("free not acked: %r" % [(t, v[1]) for t, v in got])
got = run(link, port, wire.frame(wire.FREE, [51, 1]), 1)
print("free closed: %r sessions %r" % ([(t, v[1]) for t, v in got], j.sessions()))


# random bytes: nothing crashes, and the link still answers
seed = 7
for k in range(3000):
    seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
    chunk = bytearray(1 + seed % 40)
    for m in range(len(chunk)):
        seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
        chunk[m] = (seed >> 16) & 0xFF if seed % 5 else 0
    port.incoming.extend(chunk)
    link.poll()
    frames(port)
got = run(link, port, b"\x00" + wire.frame(wire.HELLO_Q, [60, wire.PROTOCOL, None]), 3)
print("after noise: faults %d, hello %r" % (link.faults, [t for t, v in got if t != wire.ERROR]))
print("max read: %d bytes a poll" % port.max_read)


# the port itself fails (unplugged mid-write): the poll still returns, the link goes on
class BrokenPort(Port):
    def write(self, buf):
        raise OSError(5)


broken = BrokenPort()
blink = Link(broken, j, settings, b"\x01")
broken.incoming.extend(wire.frame(wire.HELLO_Q, [70, wire.PROTOCOL, None]) + b"junk\x00")
for _ in range(5):
    blink.poll()
print("broken port: faults %d, job %r" % (blink.faults, blink.proto.job))


# release (deploy asks for the REPL): a stream has begun; a release with the
# wrong word is refused and the stream goes on; the right one stops it (its
# file closed), answers nothing yet, and no frame is taken after it, however
# many polls come; the app answers with released()
got = run(link, port, wire.frame(wire.GET, [80, 2, 1]) + wire.frame(wire.RELEASE, [81, "REPL"]), 1)
st = link.proto.job
print("release wrong word: %r release %r streaming %s" % (
    [(t, v) for t, v in got if t != wire.RECORDS], link.release, type(st).__name__))
got = run(link, port, wire.frame(wire.RELEASE, [82, "repl"]) + wire.frame(wire.HELLO_Q, [83, wire.PROTOCOL, None]), 3)
print("release: %r release %r job %r stream file %r" % (got, link.release, link.proto.job, st.f))
link.proto.released()
print("released: %r" % frames(port))
