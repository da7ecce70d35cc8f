"""The sync's conversation with the device: requests and their answers.

Every request gets a new id (``req``, 0-63: one byte on the wire) and one
overall deadline; the device's frames are checked field by field against
``docs/sync-protocol.md`` before anything reads them (``check``).  On a bad
line the peer keeps going: a request that brought nothing new is asked again
(at once when the device was heard, after a growing wait when it was
silent), DATA frames get smaller while frames are lost and bigger again on a
clean line, and the sync gives up only after ``retries`` requests in a row
without progress, or when the device has been silent for ``silence``
timeouts.
"""
import math
import time

from .rules import ledger
from .rules import wire
from .rules.wire import ERROR, E_CRC, E_SIZE

HOST_LIMIT = 4096       # longest frame taken from the device (a DATA frame of MAX_FRAME bytes is ~2070)
FEED = 512              # bytes decoded at a time (a piece holds at most 73 frames, the smallest being 7 bytes)
FRAME_COST = 12         # bytes a DATA frame takes on the line besides its data (docs/sync-protocol.md)


class SyncError(Exception):
    """The sync cannot go on: the device answers wrong (what it sent of a session is dropped)."""


class LinkLost(SyncError):
    """The sync cannot go on: the link is gone or too noisy (what came is kept for the next sync)."""


# -- the frames' fields (docs/sync-protocol.md, "Frames from the device") -------
U31 = 1 << 31
LAYOUTS = {
    wire.HELLO: ("req", "protocol", "text", "uid", "u32", "sids"),
    wire.SESSION: ("req", "u32", "count", "link", "count", "count", "count", "totals"),
    wire.DATA: ("req", "index", "chunk"),
    wire.END: ("req", "count"),
    wire.ACKED: ("req", "count", "link", "count", "record"),
    wire.DONE: ("req", "count", "text"),
    wire.ERROR: ("anyreq", "count", "text"),
}
NAMES = {wire.HELLO_Q: "hello?", wire.HELLO: "hello", wire.GET: "get", wire.SESSION: "session", wire.ACK: "ack",
         wire.DATA: "data", wire.SETTINGS: "settings", wire.END: "end", wire.FREE: "free", wire.DONE: "done",
         wire.RELEASE: "release", wire.ACKED: "acked", wire.INFO: "info", wire.ERROR: "error"}
KINDS = {"req": "request id 0-63", "anyreq": "request id -1-63", "protocol": "protocol number",
         "count": "count 0-2^31-1", "u32": "number 0-2^32-1", "index": "frame index 0-29",
         "text": "text of at most 200 characters", "uid": "chip id of 1-32 bytes", "link": "link of 8 bytes",
         "chunk": "piece of 1-2048 bytes", "record": "record of at most 1017 bytes",
         "sids": "list of at most 1000 session ids, increasing", "totals": "list of at most 16 totals"}
MAX_TEXT = 200          # characters of a detail or firmware version
MAX_UID = 32            # bytes of a chip id
MAX_SESSIONS = 1000     # session ids in a hello
MAX_TOTALS = 16         # players' totals in a session frame
MAX_RECORD = ledger.MIN_RECORD + ledger.MAX_BODY + 1
MAX_LEDGER = 1 << 24    # bytes of ledger a board holds at most, all sessions together (the largest ESP32 flash)


def _good(kind, v):
    t = type(v)
    if kind == "req":
        return t is int and 0 <= v < 64
    if kind == "anyreq":
        return t is int and -1 <= v < 64
    if kind in ("count", "u32", "protocol"):
        return t is int and 0 <= v < (1 << 32 if kind == "u32" else U31)
    if kind == "index":
        return t is int and 0 <= v < wire.MAX_FRAMES
    if kind == "text":
        return t is str and len(v) <= MAX_TEXT
    if kind == "uid":
        return t is bytes and 1 <= len(v) <= MAX_UID
    if kind == "link":
        return t is bytes and len(v) == ledger.LINK_SIZE
    if kind == "chunk":
        return t is bytes and 1 <= len(v) <= wire.MAX_FRAME
    if kind == "record":
        return t is bytes and len(v) <= MAX_RECORD
    if kind == "sids":
        return (t is list and len(v) <= MAX_SESSIONS and all(type(s) is int and 0 <= s < 1 << 32 for s in v)
                and all(a < b for a, b in zip(v, v[1:])))
    if kind == "totals":
        return t is list and len(v) <= MAX_TOTALS and all(type(x) is int and -U31 < x < U31 for x in v)
    raise ValueError(kind)


def check(mtype, v):
    """None if the frame's payload has the layout of its type, else what is wrong with it."""
    if mtype == wire.HELLO and len(v) > 1 and type(v[1]) is int and v[1] != wire.PROTOCOL:
        return None     # another version's hello: its protocol is named (the rest may differ)
    layout = LAYOUTS.get(mtype)
    if layout is None:
        return "a frame of unknown type %d" % mtype
    if len(v) != len(layout):
        return "a %s frame of %d fields, not %d" % (NAMES[mtype], len(v), len(layout))
    for i, kind in enumerate(layout):
        if not _good(kind, v[i]):
            return "a %s frame whose field %d is not a %s" % (NAMES[mtype], i + 1, KINDS[kind])
    return None


def check_head(sid, last, size):
    """None if a session's head (its last seq, its file's size) is one a board can
    have, else what is wrong: the host never asks for more than that."""
    if size > MAX_LEDGER:
        return "session %d has a ledger of %d bytes, more than a board holds (%d)" % (sid, size, MAX_LEDGER)
    if last and size < ledger.HEADER_SIZE + last * ledger.MIN_RECORD:
        return "session %d has %d records in a ledger of %d bytes" % (sid, last, size)
    return None


def check_session(v):
    """None if a session frame (its layout checked) is one a board can send, else what is wrong."""
    _, sid, last, head, size, acked, table_seq, totals = v
    problem = check_head(sid, last, size)
    if problem is None and (acked > last or table_seq > last):
        problem = "session %d has record %d acknowledged or derived, past its last record %d" % (
            sid, max(acked, table_seq), last)
    return problem


class Peer:
    """Requests to the device and its answers, with the counters the sync reports.

    Tunables (class attributes; ``timeout`` and ``retries`` also per sync):
    """
    timeout = 1.0       # s the device may take to start answering a request
    quick = 0.1         # s at least for what it answers at its next poll (it polls every 20 ms)
    retries = 100       # requests in a row without progress: then the sync gives up
    silence = 8         # timeouts without one good frame from the device: the link is lost
    rate_floor = 2000   # bytes/s a streaming device sends at least (UART0: ~11500)

    def __init__(self, transport, timeout=None, retries=None):
        self.t = transport
        if timeout is not None:
            self.timeout = timeout
        if retries is not None:
            self.retries = retries
        self.decoder = wire.Decoder(HOST_LIMIT)
        self.decoder.max_pending = FEED      # never reached: a piece of FEED bytes holds fewer frames
        self.inbox = bytearray()        # bytes received, not fed to the decoder yet
        self.req = int(time.time() * 1000) % 64
        self.frame = wire.MAX_FRAME     # data bytes a DATA frame is asked to carry
        self.paused = 0                 # GETs in a row the device paused in (frames missing, none damaged)
        self.sent_bytes = 0
        self.got_bytes = 0
        self.round_trips = 0
        self.bad_frames = 0         # frames that came damaged (or too long)
        self.oversized = 0          # ... of which too long
        self.frames = 0             # whole frames with a good CRC, answering or not
        self.stale = 0              # ... of which answered another (older) request
        self.good_frames = 0        # frames that answered the request they came in, in all
        self.last_good = None       # time of the last one
        self.progress_at = None     # time of the last request that brought something new
        self.streak = 0             # requests in a row without progress
        self.silent = 0             # ... of which the last ones heard nothing at all
        self.heard = False          # bytes came in since the last request
        self.mark = (0, 0, 0, 0, 0)     # frames, stale, bad_frames, oversized, good_frames before the streak

    # -- one request -------------------------------------------------------------
    def wait(self, quick=False):
        """How long a request waits for the device to start answering: an eighth
        of ``timeout`` (``quick`` s at least) for what the device answers at its
        next poll (``quick``) and for anything once the line was seen to damage
        frames; else ``timeout`` (a write to its flash may take that long).
        Doubled after each request that heard nothing (backoff), up to ``timeout``."""
        base = max(self.quick, self.timeout / 8) if quick or self.bad_frames else self.timeout
        return min(self.timeout, base * (1 << min(self.silent, 4)))

    def answers(self, mtype, values, first, gap=None, total=None, frame_bytes=0):
        """Send a request; yield each checked frame answering it, ``(type, values)``.

        The request ends at the first of: ``first`` s pass before the device
        starts answering; ``gap`` s (default ``wait(quick=True)``, doubled for
        each GET in a row that the device paused in: see ``fit``) pass without
        a byte after that; ``gap`` s and the time a frame of ``frame_bytes``
        takes at ``rate_floor`` pass after the last frame that answered it (or
        after ``first``) without another, so bytes that never make an answer
        (a frame that never ends, garbage, answers to older requests) cannot
        hold it; ``total`` s after sending,
        the one deadline of the request (default ``first + timeout``); the
        device says the request reached it damaged: then the caller asks
        again.  The caller stops when it has what it wanted.  SyncError for a
        malformed frame.  Once the line was seen to damage frames, the
        request is sent twice: one of the two gets through far more often
        than one alone."""
        self.req = (self.req + 1) % 64
        req = self.req
        data = bytes(wire.frame(mtype, [req] + list(values)))
        copies = 2 if self.bad_frames else 1
        self.t.send(data * copies)
        self.sent_bytes += len(data) * copies
        self.round_trips += 1
        self.heard = False
        if not self.streak:         # a streak without progress may begin: what came in it, from here
            self.mark = (self.frames, self.stale, self.bad_frames, self.oversized, self.good_frames)
        refused = 0
        if gap is None:
            gap = min(self.timeout, max(self.quick, self.timeout / 8) * (1 << min(self.paused, 3)))
        per_frame = gap + (frame_bytes + FRAME_COST) / self.rate_floor
        now = time.monotonic()
        if self.last_good is None:
            self.last_good = self.progress_at = now
        stop = now + (first + self.timeout if total is None else total)
        expect = now + first        # a byte by then
        lull = now + first + per_frame      # a frame answering this request by then
        while True:
            # what came is decoded a piece at a time, the frames taken between:
            # a flood of small frames never piles up in the decoder
            if self.inbox:
                self.decoder.feed(self.inbox[:FEED])
                del self.inbox[:FEED]
            while True:
                try:
                    msg = self.decoder.take()
                except wire.WireError as exc:
                    self.bad_frames += 1
                    if exc.code == E_SIZE:
                        self.oversized += 1
                    continue
                if msg is None:
                    break
                got, v = msg
                self.frames += 1
                if got == ERROR and len(v) == 3 and v[0] == -1 and v[1] in (E_CRC, E_SIZE):
                    refused += 1
                    self.last_good = time.monotonic()
                    if refused >= copies:
                        return      # the device got our request damaged (we send nothing else)
                    continue
                if not v or v[0] != req:
                    self.stale += 1     # an answer to an older request
                    continue
                problem = check(got, v)
                if problem:
                    raise SyncError("the device sent %s: not a tablescore device of this version?" % problem)
                self.good_frames += 1
                self.last_good = time.monotonic()
                lull = self.last_good + per_frame
                yield got, v
            if self.inbox:
                continue
            left = min(expect, stop, lull) - time.monotonic()
            if left <= 0:
                return
            data = self.t.recv(min(left, 0.05))
            if data:
                # the device is answering (or still sending the frame before)
                self.heard = True
                self.got_bytes += len(data)
                self.inbox += data
                expect = max(expect, time.monotonic() + gap)

    def outcome(self, progress, what):
        """After a request: count it; SyncError once the retries are spent, when
        no frame has answered a request for ``silence`` timeouts, or when none
        has brought anything new for twice that (a device answering with
        nothing new)."""
        now = time.monotonic()
        if progress:
            self.streak = self.silent = 0
            self.progress_at = now
            return
        self.streak += 1
        self.silent = 0 if self.heard else self.silent + 1
        if (self.streak <= self.retries and now - self.last_good <= self.silence * self.timeout
                and now - self.progress_at <= 2 * self.silence * self.timeout):
            return
        frames, stale, bad, oversized, answered = (a - b for a, b in zip(
            (self.frames, self.stale, self.bad_frames, self.oversized, self.good_frames), self.mark))
        if self.silent:
            raise LinkLost("the device stopped answering (%s): the link is lost; sync again to resume" % what)
        if oversized > 2 and oversized * 2 >= bad:
            raise SyncError("the device sends frames longer than %d bytes (%s): not a tablescore device of "
                            "this version?" % (HOST_LIMIT, what))
        if stale and not bad:
            raise SyncError("the device answers only other requests than the ones asked (%s): not a "
                            "tablescore device of this version?" % what)
        if not frames and not bad:
            raise SyncError("the device sends bytes that never end a frame (%s): not a tablescore device?" % what)
        if answered and not bad:
            raise SyncError("the device answers, but never with what was asked (%s): not a tablescore device of "
                            "this version?" % what)
        raise LinkLost("%d requests in a row got nowhere (%s): the line is too noisy; sync again to resume"
                       % (self.streak, what))

    # -- DATA frames fitted to the line --------------------------------------------
    def fit(self, asked, got, damaged):
        """After a GET that asked for ``asked`` frames and got ``got`` of them whole,
        ``damaged`` frames having come damaged meanwhile: while more than a
        quarter are lost on a damaging line, the size at which three in four
        would come on it (at least halved; a quarter when none came); on a clean
        line, twice the size.  Frames missing with none damaged mean the device
        paused (a busy board, a busy PC): the size stays, and the gap a GET
        waits after the last byte doubles (up to the timeout) until one is whole."""
        if not asked:
            return
        if got == asked:
            self.frame = min(wire.MAX_FRAME, self.frame * 2)
            self.paused = 0
            return
        if not damaged:
            self.paused += 1
            return
        self.paused = 0             # the line explains what is missing
        if got * 4 < asked * 3:
            if got:
                # each byte came with probability q: a frame of n bytes (12 besides the data) with q ** (n + 12)
                q = (got / asked) ** (1 / (self.frame + FRAME_COST))
                fits = math.log(0.75) / math.log(q) - FRAME_COST
            else:
                fits = self.frame // 4
            size = self.frame // 2
            while size > fits and size > wire.MIN_FRAME:
                size //= 2
            self.frame = max(wire.MIN_FRAME, size)
