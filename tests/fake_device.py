"""A scripted device for the sync's hostile tests: a thread on the other end
of a real pseudo-terminal, speaking protocol 2 with frames made by
``rules.wire``.  ``tablescore sync --port PORT`` opens the pty's slave end as
it opens a board's USB serial port.

The honest answers (``Fake.honest``) are the firmware's, for ledgers held in
memory (``Ledger``); a test replaces any of them with a function
``answer(fake, mtype, req, values)`` returning the frames to send (bytes),
and may give ``noise``: an iterator of bytes the device keeps sending
(garbage, a frame that never ends, a flood) once the host has spoken.

>>> led = Ledger(2, deals=3)
>>> led.last, len(led.data) == led.size, led.records[-1][0] == led.last
(5, True, True)
"""
import itertools
import os
import pathlib
import pty
import select
import sys
import threading
import tty

from tablescore.rules import ledger as L
from tablescore.rules import wire
from tablescore.rules.table import Table
from tablescore.rules.wire import (HELLO_Q, HELLO, GET, SESSION, ACK, DATA, SETTINGS, END, FREE, DONE, ERROR,
                                   ACKED, INFO)

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "ledger"))
import ledger_evening as ev  # noqa: E402  (the scripted evening, importable on the host too)

UID = bytes.fromhex("240ac4fa4e01")
DEVICE_ID = 7


class Ledger:
    """A session's ledger file as a board writes it: a pulya of ``deals``
    entries among ``players`` with ``settings``, closed if ``closed``; ``acked``: the seq the
    host acknowledged."""

    def __init__(self, sid, deals=8, closed=True, device=DEVICE_ID, players=ev.PREF_PLAYERS,
                 settings=ev.PREF_SETTINGS):
        self.sid = sid
        self.device = device
        self.data = bytearray(L.header(sid, device))
        self.records = []           # (seq, raw, end offset)
        self.table = Table()
        self.add(L.SESSION_OPEN, ["pref", list(players), list(settings), None])
        i = 0
        while self.table.entries < deals:
            rtype, values = ev.pref_entry(i, self.table.engine)
            i += 1
            self.add(rtype, values)
        if closed:
            self.add(L.SESSION_CLOSE, ["end", None])
        self.acked = 0

    @property
    def last(self):
        return self.records[-1][0] if self.records else 0

    @property
    def head(self):
        return L.link(self.records[-1][1]) if self.records else L.link(bytes(self.data[:L.HEADER_SIZE]))

    @property
    def size(self):
        return len(self.data)

    def add(self, rtype, values, raw=None):
        """Append a record (``raw``: these bytes instead of the honest record)."""
        seq = self.last + 1
        if raw is None:
            raw = L.record(seq, rtype, values, self.head)
        self.table.apply(seq, rtype, values)
        self.data.extend(raw)
        self.records.append((seq, raw, len(self.data)))
        return raw

    def relink(self, first, count):
        """A forger's work: records ``first`` .. ``first + count - 1`` each with a value
        changed, CRC recomputed and linked to the one before; the chain breaks only at
        the record after them (which still links to the honest one)."""
        prev = L.fields(self.records[first - 1][1], 0, len(self.records[first - 1][1]))[0]
        for i in range(first - 1, first - 1 + count):
            seq, raw, end = self.records[i]
            _, _, rtype, values = L.fields(raw, 0, len(raw))
            k = [j for j, v in enumerate(values) if type(v) is int and 0 < v < 60][0]
            values[k] += 1
            forged = L.record(seq, rtype, values, prev)
            assert len(forged) == len(raw)
            self.data[end - len(raw):end] = forged
            self.records[i] = (seq, forged, end)
            prev = L.link(forged)

    def patch(self, seq, old, new):
        """Record ``seq`` with the bytes ``old`` in it made ``new``, its CRC recomputed,
        every record after it linked again: a record the device wrote so, with a
        good CRC and an intact chain."""
        raw = bytearray(self.records[seq - 1][1])
        at = raw.index(old)
        raw[at:at + len(old)] = new
        raw[-4:] = L.crc(raw[:-4]).to_bytes(4, "little")
        self._relink(seq, bytes(raw))

    def rewrite(self, seq, values, rtype=None):
        """Record ``seq`` written with ``values`` (and type ``rtype``) instead, whatever
        they are, every record after it linked again (the device's table is the
        honest one)."""
        prev, _, was, _ = L.fields(self.records[seq - 1][1], 0, len(self.records[seq - 1][1]))
        self._relink(seq, L.record(seq, was if rtype is None else rtype, values, prev))

    def _relink(self, seq, raw):
        start = self.records[seq - 1][2] - len(self.records[seq - 1][1])
        del self.data[start:]
        tail = self.records[seq - 1:]
        del self.records[seq - 1:]
        for s, r, _ in tail:
            if s != seq:
                _, _, rtype, values = L.fields(r, 0, len(r))
                raw = L.record(s, rtype, values, L.link(self.records[-1][1]))
            self.data.extend(raw)
            self.records.append((s, raw, len(self.data)))

    def link_of(self, seq):
        return L.link(self.records[seq - 1][1]) if seq else L.link(bytes(self.data[:L.HEADER_SIZE]))

    def info(self, req):
        """The session frame's values."""
        return [req, self.sid, self.last, self.head, self.size, self.acked, self.table.seq, self.table.totals()]


class Fake(threading.Thread):
    """The device: ``ledgers`` {sid: Ledger}; ``answers`` {message type: answer}
    replacing the honest ones; ``noise`` sent from the host's first byte on (from
    its first request of type ``noise_on``, if given)."""

    def __init__(self, ledgers, answers=None, noise=None, noise_on=None, firmware="tablescore 2.0", uid=UID):
        super().__init__(daemon=True)
        self.ledgers = ledgers
        self.answers = answers or {}
        self.noise = noise
        self.noise_on = noise_on
        self.firmware = firmware
        self.uid = uid
        self.master, self.slave = pty.openpty()
        tty.setraw(self.slave)
        self.port = os.ttyname(self.slave)
        os.set_blocking(self.master, False)
        self.decoder = wire.Decoder(4096)
        self.decoder.max_pending = 64
        self.out = bytearray()
        self.sent = 0               # bytes written to the host
        self.requests = []          # (type, req) of every request taken
        self.last_req = None
        self.heard = False
        self.stopping = False
        self.failure = None

    # -- the honest device ---------------------------------------------------------
    def honest(self, mtype, req, v):
        """The frames the firmware would answer with."""
        f = wire.frame
        if mtype == HELLO_Q:
            sids = sorted(self.ledgers)
            out = [f(HELLO, [req, wire.PROTOCOL, self.firmware, self.uid, DEVICE_ID, sids])]
            return out + [f(SESSION, self.ledgers[s].info(req)) for s in sids]
        if mtype == INFO:
            led = self.ledgers.get(v[1])
            return [f(SESSION, led.info(req)) if led else f(ERROR, [req, wire.E_SESSION, ""])]
        if mtype == GET:
            _, sid, start, size, count, skip = v
            led = self.ledgers.get(sid)
            if led is None:
                return [f(ERROR, [req, wire.E_SESSION, ""])]
            out = []
            for i in range(count):
                at = start + i * size
                if not skip >> i & 1 and at < led.size:
                    out.append(f(DATA, [req, i, bytes(led.data[at:at + size])]))
            return out + [f(END, [req, min(start + count * size, led.size)])]
        if mtype == ACK:
            _, sid, seq, link, host_time = v
            led = self.ledgers.get(sid)
            if led is None or not 0 < seq <= led.last or link != led.link_of(seq):
                return [f(DONE, [req, 305, "host copy differs"])]
            record = b""
            if seq > led.acked:
                record = led.add(L.HOST_ACK, [seq, link, host_time])
                led.acked = seq
            return [f(ACKED, [req, led.last, led.head, led.size, record])]
        if mtype in (SETTINGS, FREE):
            return [f(DONE, [req, 0, ""])]
        return [f(ERROR, [req, wire.E_TYPE, ""])]

    # -- the line ---------------------------------------------------------------------
    def run(self):
        try:
            self._loop()
        except Exception as exc:        # a fault of the test's device: reported by stop()
            self.failure = exc

    def _loop(self):
        noise = iter(self.noise) if self.noise is not None else None
        while not self.stopping:
            want_write = bool(self.out) or (noise is not None and self.heard and (
                self.noise_on is None or any(t == self.noise_on for t, _ in self.requests)))
            r, w, _ = select.select([self.master], [self.master] if want_write else [], [], 0.02)
            if r:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    data = b""
                if data:
                    self.heard = True
                    self.decoder.feed(data)
                    self._take()
            if w:
                if not self.out and noise is not None:
                    chunk = next(noise, None)
                    if chunk is None:
                        noise = None
                    else:
                        self.out.extend(chunk)
                if self.out:
                    try:
                        n = os.write(self.master, self.out[:65536])
                    except BlockingIOError:
                        n = 0
                    except OSError:
                        n = len(self.out)       # nobody reads the other end any more
                    del self.out[:n]
                    self.sent += n

    def _take(self):
        while True:
            try:
                msg = self.decoder.take()
            except wire.WireError:
                continue
            if msg is None:
                return
            mtype, v = msg
            if not v or type(v[0]) is not int:
                continue
            if (mtype, v[0]) == self.last_req:
                continue            # the host's second copy of a request
            self.last_req = (mtype, v[0])
            self.requests.append(self.last_req)
            answer = self.answers.get(mtype)
            frames = answer(self, mtype, v[0], v) if answer else self.honest(mtype, v[0], v)
            for fr in frames:
                self.out.extend(fr)

    def stop(self):
        self.stopping = True
        self.join(5)
        os.close(self.master)
        os.close(self.slave)
        if self.failure is not None:
            raise self.failure


def garbage(seed=1, size=4096):
    """Random bytes, zeros among them, for ever."""
    import random
    rng = random.Random(seed)
    return (bytes(rng.randrange(256) for _ in range(size)) for _ in itertools.count())


def frame_without_end(size=4096):
    """Bytes that never end a frame (no 0x00), for ever."""
    return itertools.repeat(b"\x55" * size)
