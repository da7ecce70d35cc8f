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


DECODER = wire.Decoder(4096)     # one for the whole run: a frame may be written over several polls
DECODER.max_pending = 100000
cut = [0]                        # frames the PC's side found cut short or damaged


def frames(port):
    DECODER.feed(port.sent)
    port.sent = bytearray()
    out = []
    while True:
        try:
            got = DECODER.take()
        except wire.WireError:
            cut[0] += 1
            continue
        if got is None:
            return out
        out.append(got)


def file_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def offset_of(path, seq):
    for rec in L.Reader(file_bytes(path)):
        if rec[2] == seq:
            return rec[0]


def stream(link, port, request, limit=2000):
    """Send a GET, poll until its END: ``(data frames, end frame, polls, most frames in a poll)``."""
    port.incoming.extend(request)
    data, polls, most = [], 0, 0
    while polls < limit:
        link.poll()
        polls += 1
        fs = frames(port)
        most = max(most, len([1 for t, v in fs if t == wire.DATA]))
        data += [v for t, v in fs if t == wire.DATA]
        for t, v in fs:
            if t == wire.END:
                return data, v, polls, most
    raise SystemExit("no END")


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
    ("get fields", wire.frame(wire.GET, [5, "1", 0, 64, 1, 0])),
    ("get frame size 0", wire.frame(wire.GET, [6, 1, 0, 0, 1, 0])),
    ("get 31 frames", wire.frame(wire.GET, [10, 1, 0, 64, 31, 0])),
    ("get skip too big", wire.frame(wire.GET, [11, 1, 0, 64, 2, 4])),
    ("get no session", wire.frame(wire.GET, [7, 99, 0, 64, 1, 0])),
    ("ack fields", wire.frame(wire.ACK, [8, 1, 3, "link", None])),
    ("python", wire.frame(wire.SETTINGS, [9, ["__import__('os').remove('x')", "b"], None, None])),
]
for name, data in cases:
    got = run(link, port, data, 2)
    print("%s: %s" % (name, [(t, v[1:]) for t, v in got]))

# the pulya is over and the match in play: the screens have dropped the
# pulya's rules (ui.PREF); the hello's frame for the pulya loads them to total
# it, and lets them go again
from rules import drop  # noqa: E402
from ui import PREF  # noqa: E402
drop(PREF)
drop("rules.pref_deal")     # ledger_evening's Deal (the host's name for the rules; the board's are below)
PULYA_RULES = ("rules.pref_session", "rules.pref_score", "rules.pref_rules", "rules.pref_sheet", "rules.pref_deal")

# every import the sync makes, from the hello to the ack of the pulya: a
# closed session's frame and ack need no game rules (its checkpoint keeps
# its totals)
import builtins  # noqa: E402
plain_import = builtins.__import__
imported = []


def watched_import(name, *args):
    imported.append(name)
    return plain_import(name, *args)


builtins.__import__ = watched_import

# the hello: device, protocol, sessions; then one SESSION frame per poll
t0 = time.ticks_us()
got = run(link, port, wire.frame(wire.HELLO_Q, [20, wire.PROTOCOL, [2026, 11, 30, 12, 0, 0]]), 1)
sys.stderr.write("hello poll %d us\n" % time.ticks_diff(time.ticks_us(), t0))
print("hello: %r" % [(t, v) for t, v in got if t == wire.HELLO])
print("first poll: %r" % [t for t, v in got])
got = [x for x in got if x[0] == wire.SESSION] + run(link, port, b"", 3)
for t, v in got:
    print("session %d: type %d last %d size %d acked %d table seq %d totals %r" % (
        v[1], t, v[2], v[4], v[5], v[6], v[7]))
print("pulya's rules after the hello: %r" % [m for m in PULYA_RULES if m in sys.modules])
print("heads match journal: %s" % (j.head(1) == (got[0][1][2], got[0][1][3])
                                   and j.head(2) == (got[1][1][2], got[1][1][3])))
path1 = j.path(1, "tsl")
whole = file_bytes(path1)
print("sizes match files: %s" % (got[0][1][4] == len(whole) and got[1][1][4] == len(file_bytes(j.path(2, "tsl")))))
got = run(link, port, wire.frame(wire.INFO, [19, 2]), 2)
print("info: %r" % [(t, v[1], v[2]) for t, v in got])

# on a noisy line the host sends each request twice: the second copy is not taken again
# (a GET would start over, an INFO answer twice)
got = run(link, port, bytes(wire.frame(wire.INFO, [18, 2])) * 2, 2)
print("two copies: %r" % [(t, v[0], v[1]) for t, v in got])

# a GET from the middle of the ledger (where seq 290 starts: the host knows it from the
# byte stream) in frames of 64 bytes: one seek, the bytes as they are in the file, and many
# frames in a poll (a budget of bytes, not of frames)
at = offset_of(path1, 290)
data, end, polls, most = stream(link, port, wire.frame(wire.GET, [21, 1, at, 64, 30, 0]))
blob = b"".join(v[2] for v in data)
print("stream 290: %d frames %r, %d bytes, the file's: %s, %d polls, at most %d frames a poll, end %r" % (
    len(data), [v[1] for v in data][:3], len(blob), blob == whole[at:at + len(blob)], polls, most, end))
# the skip mask: frames the host holds already are not sent again
data, end, polls, most = stream(link, port, wire.frame(wire.GET, [22, 1, 18, 100, 6, 0b100101]))
print("skip: frames %r, each the file's: %s" % ([v[1] for v in data], all(
    v[2] == whole[18 + 100 * v[1]:18 + 100 * (v[1] + 1)] for v in data)))

# the whole session: 2 KB frames, a GET a 60 KB window, until END says the file ends
pos = 0
got = bytearray()
slowest = 0
gets = 0
while True:
    port.incoming.extend(wire.frame(wire.GET, [23, 1, pos, 2048, 30, 0]))
    gets += 1
    while True:
        t0 = time.ticks_us()
        link.poll()
        slowest = max(slowest, time.ticks_diff(time.ticks_us(), t0))
        fs = frames(port)
        for t, v in fs:
            if t == wire.DATA:
                got.extend(v[2])
        if fs and fs[-1][0] == wire.END:
            break
    if fs[-1][1][1] < pos + 2048 * 30:
        break
    pos = fs[-1][1][1]
print("whole session: %d bytes, the file's: %s, %d gets" % (len(got), bytes(got) == whole, gets))
sys.stderr.write("slowest poll of the stream %d us\n" % slowest)

# a new GET while a frame is half written: that frame is ended short (the PC's side
# drops it), and the new GET is answered
port.incoming.extend(wire.frame(wire.GET, [24, 1, 18, 2048, 30, 0]))
link.poll()
link.poll()
before = cut[0]
data, end, polls, most = stream(link, port, wire.frame(wire.GET, [25, 2, 0, 2048, 1, 0]))
print("restart: frames cut %d, then reqs %r, end %r" % (cut[0] - before, sorted(set(v[0] for v in data)), end))

# an error frame must go out while a DATA frame is half written (garbage came from the
# PC): the frame is ended there, and sent again whole after the error frame
port.incoming.extend(wire.frame(wire.GET, [26, 1, 18, 2048, 2, 0]))
link.poll()
link.poll()
before = cut[0]
data, end, polls, most = stream(link, port, b"junk\x00")
blob = b"".join(v[2] for v in data)
print("cut and sent again: frames cut %d, frames %r, the file's bytes: %s, end %r" % (
    cut[0] - before, [v[1] for v in data], blob == whole[18:18 + 4096], end))

# a game goes on while its session streams: the stream ends where the file ended when
# the GET came; the next GET, from there, brings the new entry
path2 = j.path(2, "tsl")
size2 = len(file_bytes(path2))
port.incoming.extend(wire.frame(wire.GET, [27, 2, 18, 64, 30, 0]))
link.poll()
rtype, values = ev.ofc_entry(5, j.table.engine)
code = j.commit(rtype, values)
data, end, polls, most = stream(link, port, b"")
blob = b"".join(v[2] for v in data)
data, end2, polls, most = stream(link, port, wire.frame(wire.GET, [28, 2, end[1], 64, 30, 0]))
new = b"".join(v[2] for v in data)
print("during a game: commit %d, streamed up to the old end: %s, then %d bytes: the new record %s" % (
    code, end[1] == size2 and blob == file_bytes(path2)[18:size2], len(new),
    L.fields(new, 0, len(new))[1:3] if L.frame(new, 0, len(new)) == len(new) else "?"))

# the acknowledgement is written to the ledger once, and shown
import framebuf
from ui import keys
from ui import text as T
from ui.canvas_text import TextCanvas
from ui.home import Home
from ui.screen import UI


class Ctx:
    journal = None
    settings = None


canvas = TextCanvas(framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB))
T.use("en")         # the English texts (the setting; Russian is the default)
ctx = Ctx()
ui = UI(Home(), ctx)
link.ui = ui
seq, link_ = j.head(1)
t0 = time.ticks_us()
got = run(link, port, wire.frame(wire.ACK, [30, 1, seq, link_, 1764500000]), 1)
sys.stderr.write("ack poll %d us\n" % time.ticks_diff(time.ticks_us(), t0))
builtins.__import__ = plain_import
print("pulya's rules imported by the sync: %r" % [m for m in imported if "pref_" in m])
t, v = got[0]
print("ack: type %d last %d size %d, the record: the file's last bytes %s, seq %d type %d, its link the head %s; "
      "acked %d head %d status %r" % (t, v[1], v[3], file_bytes(path1)[-len(v[4]):] == v[4] and v[3] == len(
          file_bytes(path1)), L.fields(v[4], 0, len(v[4]))[1], L.fields(v[4], 0, len(v[4]))[2], v[2] == L.link(v[4]),
          j.session(1).table.acked, j.head(1)[0], link.screen.lines[-1]))
ui.draw(canvas)
print("shown: %r" % [r.rstrip() for r in canvas.rows()[:3]])
got = run(link, port, wire.frame(wire.ACK, [31, 1, seq, link_, 1764500000]), 1)
print("screens: %d" % len(ui.stack))     # the same message, not a second one
print("ack again: %r head %d" % ([(t, v[1], v[3], v[4]) for t, v in got], j.head(1)[0]))
got = run(link, port, wire.frame(wire.ACK, [32, 2, 3, b"\x00" * 8, None]), 1)
print("ack wrong link: %r" % [(t, v[1]) for t, v in got])
# the pulya's frame after the ack: its checkpoint and the ack after it
got = run(link, port, wire.frame(wire.INFO, [33, 1]), 2)
print("pulya after the ack: %r" % [(v[2], v[4], v[5], v[6], v[7] == j.session(1).table.totals()) for t, v in got])
# a checkpoint without the totals (written by a build before them): the
# pulya is loaded whole for its frame, with its rules, and says the same
with open(j.path(1, "ckp"), "rb") as f:
    kept = L.read_checkpoint(f.read())
with open(j.path(1, "ckp"), "wb") as f:
    f.write(L.checkpoint(kept[0], kept[1], kept[2], kept[3], kept[4], None))
imported = []
builtins.__import__ = watched_import
got = run(link, port, wire.frame(wire.INFO, [34, 1]), 2)
builtins.__import__ = plain_import
print("pulya from a checkpoint without totals: %r, rules imported %s" % (
    [(v[2], v[4], v[5], v[6], v[7] == j.session(1).table.totals()) for t, v in got],
    "rules.pref_session" in imported or "pref_session" in imported))

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
for k, bad in enumerate(([["A", "A"], None, None], [["A,B", "C"], None, None], [None, [["contrast", 0]], None],
                         [None, [["end_points", 5000]], None], [None, None, [2026, 2, 30, 25, 0, 0]])):
    got = run(link, port, wire.frame(wire.SETTINGS, [41 + k] + bad), 1)
    print("bad settings %r: %r" % (bad, [(t, v[1]) for t, v in got]))
print("unchanged: %r %d %d" % (settings.names, settings.get("end_points"), settings.get("contrast")))

# freeing: only a closed session acknowledged to its end
got = run(link, port, wire.frame(wire.FREE, [50, 2]), 1)
print("free newest: %r" % [(t, v[1:]) for t, v in got])
j.close_session()
j.open_session("pref", ["A", "B", "C"], [3, 0, 0, 0])
got = run(link, port, wire.frame(wire.FREE, [52, 2]), 1)
print("free not acked: %r" % [(t, v[1]) for t, v in got])
got = run(link, port, wire.frame(wire.FREE, [53, 1]), 1)
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

# the PC quiet (no byte for quiet_polls polls) with nothing left to send: the
# protocol is let go with its modules; the next byte loads it again
LINK_MODULES = ("device.link_proto", "device.link_stream", "rules.wire")
run(link, port, wire.frame(wire.INFO, [59, 2]), 1)      # a request: its poll is the last with a byte
for _ in range(link.quiet_polls - 1):
    link.poll()
frames(port)
print("quiet a poll short: %r" % [m for m in LINK_MODULES if m in sys.modules])
link.poll()
print("quiet: proto %r, modules %r" % (link.proto, [m for m in LINK_MODULES if m in sys.modules]))
got = run(link, port, wire.frame(wire.HELLO_Q, [60, wire.PROTOCOL, None]), 1)
print("after quiet: %r" % [(t, v[0]) for t, v in got if t == wire.HELLO])


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
got = run(link, port, wire.frame(wire.GET, [80, 2, 0, 64, 30, 0]) + wire.frame(wire.RELEASE, [81, "REPL"]), 1)
st = link.proto.job
print("release wrong word: %r release %r streaming %s" % (
    [(t, v) for t, v in got if t != wire.DATA], link.release, type(st).__name__))
got = run(link, port, wire.frame(wire.RELEASE, [82, "repl"]) + wire.frame(wire.HELLO_Q, [83, wire.PROTOCOL, None]), 3)
print("release: %r release %r job %r stream file %r" % (got, link.release, link.proto.job, st.f))
link.proto.released()
print("released: %r" % frames(port))
