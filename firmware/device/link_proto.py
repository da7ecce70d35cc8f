"""The device's side of the sync protocol, loaded by ``device.link`` when the
first byte comes from the PC (so a board nobody syncs spends no heap on it).

Frames are ``rules.wire`` (COBS, CRC-32 per frame); the flow is in
``docs/sync-protocol.md``.  The app's serial task polls every 20 ms while
the screens run: each poll takes what the port has (at most ``max_in``
bytes), answers at most ``frames_in`` requests, and moves the current job (a
session listing, or a GET's bytes: ``device.link_stream``) on by a small
step, at most ``out_per_poll`` ledger bytes, so a poll never holds the
screens up for long, however long the ledger.  Nothing the host sends is ever
executed: every message is a fixed-order value list checked field by field;
a damaged, unknown or oversized frame is answered with an ERROR frame and
forgotten.  Any fault inside is caught and reported the same way: the link
never takes the device down.
"""
import os
import sys

from rules import ledger
from rules import wire
from rules.wire import (HELLO_Q, HELLO, GET, SESSION, ACK, SETTINGS, END, FREE, DONE, ERROR, RELEASE, ACKED, INFO,
                        RELEASE_WORD, E_TYPE, E_PAYLOAD, E_SESSION, E_STATE, WireError)

from rules import drop, load
from device.link import FIRMWARE

NO_LINK = b"\x00" * ledger.LINK_SIZE


class Protocol:
    rx_limit = 320         # longest frame taken from the host (a SETTINGS frame is ~200 bytes)
    chunk = 64             # bytes read from the port at once
    max_in = 512           # bytes taken per poll
    frames_in = 2          # requests answered per poll
    # ~256 bytes a poll is what UART0 sends in ~22 ms at 115200 baud: a poll
    # never waits long on a full transmit buffer, and the serial task (every
    # 20 ms) still keeps the line busy.  A budget of bytes, not of frames:
    # on a noisy line the host asks for small frames, and many go in a poll.
    out_per_poll = 256     # ledger bytes put into DATA frames per poll
    read_size = 128        # ledger bytes read from the file at once (a power of two, >= 8)

    def __init__(self, link):
        self.link = link                       # device.link.Link: port, journal, settings, ui; status
        self.port = link.port
        self.journal = link.journal
        self.settings = link.settings
        self.uid = link.uid
        self.decoder = wire.Decoder(self.rx_limit)
        self.rx = bytearray(self.chunk)
        self.rx_view = memoryview(self.rx)
        self.out = wire.FrameOut(self.port.write)
        buf = memoryview(bytearray(self.read_size))
        self.views = []                        # its first 8, 16, ... bytes: the frames' usual sizes
        n = 8
        while n <= self.read_size:
            self.views.append(buf[:n])
            n <<= 1
        self.job = None                        # link_stream.Stream, or [req, sids, next index] while listing
        self.last_type = self.last_req = -1    # the last request taken

    # -- the poll -------------------------------------------------------------
    def poll(self):
        if self.link.release is not None:
            return                  # the port is being handed to the REPL: not ours to read
        try:
            self._read()
            for _ in range(self.frames_in):
                try:
                    msg = self.decoder.take()
                except WireError as exc:
                    self.error(-1, exc.code, exc.detail)
                    continue
                if msg is None:
                    break
                self.handle(msg[0], msg[1])
                if self.link.release is not None:
                    return          # the app hands the port over: nothing more is read or started
            self._work()
        except Exception as exc:    # noqa: BLE001 - the screens must keep going
            self.link.faults += 1
            try:
                self._stop()
                self.error(-1, E_STATE, "%s" % exc)
            except Exception:       # noqa: BLE001 - the port itself fails: say nothing
                self.job = None

    def _read(self):
        got = 0
        while got < self.max_in and self.port.any():
            n = self.port.readinto(self.rx_view)
            if not n:
                break
            self.decoder.feed(self.rx, n)
            got += n

    def send(self, mtype, values):
        if self.out.open:
            # a DATA frame is half made: end it there; the stream sends it again whole
            self.out.cancel()
            self.job.rewind()
        self.out.flush()
        self.port.write(wire.frame(mtype, values))

    def error(self, req, code, detail=""):
        self.send(ERROR, [req, code, detail])

    # -- requests -------------------------------------------------------------
    def handle(self, mtype, v):
        req = v[0] if v and type(v[0]) is int else -1
        if mtype == self.last_type and req == self.last_req and req >= 0:
            return          # the host's second copy of a request (it sends two on a noisy line)
        self.last_type = mtype
        self.last_req = req
        if mtype == HELLO_Q:
            if len(v) != 3:
                return self.error(req, E_PAYLOAD, "hello")
            self._set_clock(v[2])
            self._stop()
            sids = self.journal.sessions() if self.journal else []
            self.send(HELLO, [req, wire.PROTOCOL, FIRMWARE, self.uid,
                              self.journal.device if self.journal else 0, sids])
            self.job = [req, sids, 0]
        elif mtype == GET:
            # [req, session, from byte, frame size, frames, skip mask]
            if (len(v) != 6 or not _ints(v) or v[2] < 0 or not wire.MIN_FRAME <= v[3] <= wire.MAX_FRAME
                    or not 1 <= v[4] <= wire.MAX_FRAMES or not 0 <= v[5] < 1 << v[4]):
                return self.error(req, E_PAYLOAD, "get")
            self._stop()
            if not self._has(v[1]):
                return self.error(req, E_SESSION, "%d" % v[1])
            from device.link_stream import Stream
            try:
                self.job = Stream(req, self.journal.path(v[1], "tsl"), v[2], v[3], v[4], v[5])
            except OSError as exc:
                self.error(req, E_STATE, "%s" % exc)
        elif mtype == INFO:
            if len(v) != 2 or not _ints(v):
                return self.error(req, E_PAYLOAD, "info")
            self._stop()
            if not self._has(v[1]):
                return self.error(req, E_SESSION, "%d" % v[1])
            self.job = [req, [v[1]], 0]
        elif mtype == ACK:
            if (len(v) != 5 or type(v[1]) is not int or type(v[2]) is not int
                    or type(v[3]) is not bytes or (v[4] is not None and type(v[4]) is not int)):
                return self.error(req, E_PAYLOAD, "ack")
            self._stop()
            self._ack(req, v[1], v[2], v[3], v[4])
        elif mtype == SETTINGS or mtype == FREE or mtype == RELEASE:
            # not the sync itself: a module loaded when one comes (a sync does not carry it)
            load("device.link_admin").handle(self, mtype, req, v)
        else:
            self.error(req, E_TYPE, "%d" % mtype)

    def _has(self, sid):
        """True if session ``sid``'s ledger is on the flash (a stat, not the journal's listing)."""
        if self.journal is None or sid < 1:
            return False
        try:
            os.stat(self.journal.path(sid, "tsl"))
            return True
        except OSError:
            return False

    def released(self):
        """The answer to RELEASE, the app's last word on the port: the REPL has it next."""
        self.send(DONE, [self.link.release, 0, RELEASE_WORD])

    def _detail(self, code):
        if code == 0:
            return ""
        from device.journal import message
        return message(code) + (": " + self.journal.detail if self.journal.detail else "")

    def _ack(self, req, sid, seq, link, host_time):
        """Write the host's acknowledgement (once), answer with the head after
        it and the record itself: the host needs no GET for it."""
        j = self.journal
        s = self._session(sid) if j is not None else None
        if s is None:
            return self.send(DONE, [req, E_SESSION, "no session %d" % sid])
        head = (s.last_seq, s.head, s.size)
        acked = s.table.acked
        s = None        # a session not in play is loaded again for the ack: not two of it on the heap
        record = b""
        if acked < seq:
            # of the head (the usual case) without reading the session again; appended
            # at the file's end, which is where the last good record ends (head[2])
            code = self._journal("acknowledge", sid, seq, link, host_time)
            if code > 1:        # 0 OK, 1 saved with little room left
                return self.send(DONE, [req, code, self._detail(code)])
            with open(j.path(sid, "tsl"), "rb") as f:
                end = f.seek(0, 2)
                f.seek(head[2])
                record = f.read(end - head[2])
            head = (head[0] + 1, ledger.link(record), end)
        # else a repeated ack (the answer was lost): written once only
        self._show(sid, seq)
        self.send(ACKED, [req, head[0], head[1], head[2], record])

    def _show(self, sid, seq):
        """The sync status on the glass, on the sync's message (``ui.sync``)."""
        if self.link.ui is not None:
            from ui import text as T
            load("ui.sync").show(self.link, T.SYNC, [T.SESSION_N % sid, T.SYNCED_TO % seq])

    def _set_clock(self, clock):
        if clock is None or not wire.check_clock(clock):
            return
        try:
            import machine
            y, mo, d, h, mi, sec = clock
            machine.RTC().datetime((y, mo, d, 0, h, mi, sec, 0))
        except (ImportError, AttributeError, OSError, ValueError):
            pass

    # -- jobs -------------------------------------------------------------------
    def _stop(self):
        self.out.cancel()
        if self.job is not None and type(self.job) is not list:
            self.job.close()
        self.job = None

    def _work(self):
        job = self.job
        if job is None:
            return
        if type(job) is not list:
            if job.poll(self.out, self.views, self.out_per_poll):
                end = job.end
                self._stop()
                self.send(END, [job.req, end])
            return
        req, sids, i = job
        if i < len(sids):
            self._session_info(req, sids[i])
            job[2] = i + 1
        else:
            self.job = None

    def _session(self, sid):
        """The loaded session: the one in play as it is (no module loaded for it), another read."""
        j = self.journal
        s = j.current
        if s is not None and s.sid == sid and not j.stale:
            return s
        return self._journal("session", sid, False)     # a closed one without its game's rules

    def _journal(self, call, *args):
        """``journal.<call>(*args)`` for a session that may not be the one in
        play.  Another session's table needs its game's rules: the modules the
        call brought in are dropped again at once (they go when that session
        does), so a sync after a pulya and a match has one game's rules on the
        heap, not both."""
        before = set(sys.modules)
        try:
            return getattr(self.journal, call)(*args)
        finally:
            drop(" ".join([name for name in sys.modules if name not in before]))

    def _session_info(self, req, sid):
        s = self._session(sid)
        if s is None:       # not readable here (another format): the host says so
            return self.send(SESSION, [req, sid, 0, NO_LINK, 0, 0, 0, []])
        t = s.table
        self.send(SESSION, [req, sid, s.last_seq, s.head, s.size, t.acked, t.seq, t.totals()])



def _ints(v):
    for x in v:
        if type(x) is not int:
            return False
    return True
