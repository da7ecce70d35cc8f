"""``tablescore sync --port PORT``: take the device's ledgers into the archive.

The flow (``docs/sync-protocol.md``): hello (the device lists its sessions
and their heads), then for each session whose head moved: the records from
the archived head on, checked record by record (CRC, seq, hash chain) and
stored a batch per transaction; then the acknowledgement, which the device
writes into its ledger, and the records once more from the head (the ack
record itself), so a second sync finds nothing new.  Lost or damaged frames
are asked for again from the last good record; a history that does not
continue what the archive holds is refused and neither side is changed.
"""
import sys
import time

from .archive import Archive, ArchiveError, derive
from .cli import UsageError
from .rules import ledger
from .rules import wire
from .rules.wire import (HELLO_Q, HELLO, GET, SESSION, ACK, RECORDS, SETTINGS, END, FREE, DONE, ERROR)

HOST_LIMIT = 4096       # longest frame taken from the device


class SyncError(Exception):
    """The sync cannot go on: the link is gone, or the device answers wrong."""


class Diverged(Exception):
    """The device's history of a session differs from the archived one."""


class Failed(Exception):
    """The device could not do what was asked for one session (read it, write the ack)."""


# -- transports ---------------------------------------------------------------
class SerialTransport:
    """A pyserial port as ``send(bytes)`` / ``recv(timeout) -> bytes``."""

    def __init__(self, port, baud=115200):
        import serial
        # DTR and RTS stay low: on an ESP32 DevKitC they drive EN and GPIO0
        # (the auto-reset circuit), and toggling them would reset the board mid-game
        self.ser = serial.Serial(None, baud, timeout=0.05, write_timeout=5)
        self.ser.port = port
        self.ser.dtr = False
        self.ser.rts = False
        try:
            self.ser.open()
        except (serial.SerialException, OSError) as exc:
            raise UsageError("cannot open %s: %s" % (port, exc))

    def send(self, data):
        self.ser.write(data)

    def recv(self, timeout):
        self.ser.timeout = timeout
        n = self.ser.in_waiting
        return self.ser.read(max(1, min(n, 65536)))

    def close(self):
        self.ser.close()


class FaultyTransport:
    """Drops and flips bytes both ways (seeded, at most ``budget`` faults), and
    can fall silent for good after ``cut_after`` bytes from the device: a link
    that is pulled out.  For tests and the benchmark."""

    def __init__(self, inner, seed, rate=0.0, budget=0, cut_after=None):
        import random
        self.inner = inner
        self.rng = random.Random(seed)
        self.rate = rate
        self.budget = budget
        self.cut_after = cut_after
        self.got = 0
        self.faults = 0

    def _spoil(self, data):
        if not self.rate or self.faults >= self.budget:
            return data
        out = bytearray()
        for b in data:
            if self.faults < self.budget and self.rng.random() < self.rate:
                self.faults += 1
                if self.rng.random() < 0.5:
                    continue                         # dropped
                b ^= 1 << self.rng.randrange(8)      # flipped
            out.append(b)
        return bytes(out)

    def send(self, data):
        if self.cut_after is not None and self.got >= self.cut_after:
            return
        self.inner.send(self._spoil(data))

    def recv(self, timeout):
        if self.cut_after is not None and self.got >= self.cut_after:
            time.sleep(timeout)
            return b""
        data = self.inner.recv(timeout)
        if self.cut_after is not None and self.got + len(data) > self.cut_after:
            data = data[:self.cut_after - self.got]
        self.got += len(data)
        return self._spoil(data)

    def close(self):
        self.inner.close()


# -- the conversation ------------------------------------------------------------
class Peer:
    """Frames to and from the device, with request ids, counters and timeouts."""

    def __init__(self, transport, timeout=1.0, retries=40):
        self.t = transport
        self.timeout = timeout
        self.retries = retries      # timeouts and re-asks allowed in the whole sync
        self.decoder = wire.Decoder(HOST_LIMIT)
        self.decoder.max_pending = 1 << 30
        self.req = int(time.time()) % 100000
        self.sent_bytes = 0
        self.got_bytes = 0
        self.round_trips = 0
        self.bad_frames = 0

    def ask(self, mtype, values):
        """Send a request with a new id; returns the id."""
        self.req += 1
        data = wire.frame(mtype, [self.req] + list(values))
        self.t.send(bytes(data))
        self.sent_bytes += len(data)
        self.round_trips += 1
        return self.req

    def next(self, req, timeout=None):
        """The next frame answering ``req``: ``(type, values)``; None on a timeout
        or when the device says our request reached it damaged."""
        end = time.monotonic() + (timeout or self.timeout)
        while True:
            while True:
                try:
                    msg = self.decoder.take()
                except wire.WireError:
                    self.bad_frames += 1
                    continue
                if msg is None:
                    break
                mtype, v = msg
                if mtype == ERROR and v and v[0] == -1 and len(v) > 1 and v[1] in (wire.E_CRC, wire.E_SIZE):
                    # the device got a damaged frame: only ever our last request (the
                    # host sends nothing while it waits), so ask again now
                    return None
                if not v or v[0] != req:
                    continue                 # an answer to an older request
                return mtype, v
            left = end - time.monotonic()
            if left <= 0:
                return None
            data = self.t.recv(min(left, 0.2))
            if data:
                self.got_bytes += len(data)
                self.decoder.feed(data)
                end = max(end, time.monotonic() + (timeout or self.timeout) / 2)

    def spend(self, what):
        self.retries -= 1
        if self.retries < 0:
            raise SyncError("the device stopped answering (%s): the link is lost; sync again to resume" % what)


class Progress:
    """A text progress bar on stderr."""

    def __init__(self, out=None, quiet=False):
        self.out = out or sys.stderr
        self.quiet = quiet
        self.last = 0.0

    def show(self, label, done, total, force=False):
        if self.quiet:
            return
        now = time.monotonic()
        if not force and now - self.last < 0.1:
            return
        self.last = now
        total = max(total, 1)
        width = 30
        full = min(width, width * done // total)
        self.out.write("\r%-14s [%s%s] %d/%d records" % (label, "#" * full, "." * (width - full), done, total))
        if force:
            self.out.write("\n")
        self.out.flush()


class Sync:
    def __init__(self, peer, archive, out=None, progress=None):
        self.peer = peer
        self.archive = archive
        self.out = out or sys.stdout
        self.progress = progress or Progress(quiet=True)
        self.payload = 0           # raw record bytes received
        self.added = 0             # records stored
        self.problems = []         # lines for the user: divergence, mismatches
        self.summary = []          # a line per session checked
        self.device = None
        self.imp = None
        self.infos = {}

    # -- hello -----------------------------------------------------------------------
    def hello(self):
        p = self.peer
        while True:
            req = p.ask(HELLO_Q, [wire.PROTOCOL, wire.clock_values(time.gmtime())])
            got = p.next(req)
            if got is None or got[0] != HELLO:
                p.spend("hello")
                continue
            v = got[1]
            if len(v) != 6 or v[1] != wire.PROTOCOL:
                raise SyncError("the device speaks sync protocol %r, this tool %d: update one of them"
                                % (v[1] if len(v) > 1 else "?", wire.PROTOCOL))
            _, _, firmware, uid, ledger_device, sids = v
            infos = {}
            while len(infos) < len(sids):
                got = p.next(req)
                if got is None:
                    break
                if got[0] == SESSION and len(got[1]) == 12:
                    infos[got[1][1]] = got[1]
            if len(infos) < len(sids):
                p.spend("session list")
                continue
            self.device = self.archive.device(uid, ledger_device, firmware)
            self.uid = uid
            self.firmware = firmware
            self.infos = infos
            return [infos[s] for s in sids]

    # -- one session ---------------------------------------------------------------
    def session(self, info):
        (_, sid, header, dev_last, dev_head, game, players, closed, acked, table_seq, totals, entries) = info
        row = self.archive.session(self.device, sid)
        if row is None:
            try:
                ledger.read_header(header)
            except ledger.LedgerError as exc:
                raise Diverged("session %d: the device's ledger header is unreadable (%s)" % (sid, exc))
            row = (self.archive.add_session(self.device, sid, header), 0, ledger.link(header), header)
        sess, last, head, arch_header = row
        if bytes(arch_header) != bytes(header):
            raise Diverged("session %d: the device's ledger header differs from the archived one "
                           "(a reformatted device?)" % sid)
        if dev_last < last:
            raise Diverged("session %d: the device has %d records, the archive %d: the device's ledger is "
                           "not the one archived" % (sid, dev_last, last))
        if dev_last == last and bytes(dev_head) != bytes(head):
            raise Diverged("session %d: record %d differs between the device and the archive" % (sid, last))
        if dev_last > last:
            last, head = self.fetch(sess, sid, last, head, dev_last)
        # the acknowledgement: the device may then free the session
        non_ack = self.archive.db.execute(
            "SELECT max(seq) FROM records WHERE session=? AND type!=?", (sess, ledger.HOST_ACK)).fetchone()[0] or 0
        if non_ack > acked and last >= non_ack:
            self.ack(sid, last, ledger.link(self.archive.raw(sess, last)))
            last, head = self.fetch(sess, sid, last, head, last + 1, after_ack=True)
        self.check(sess, sid, table_seq, totals)
        return sess

    def fetch(self, sess, sid, last, head, want, after_ack=False):
        """Records after ``last`` until the device says END at or after ``want``."""
        p = self.peer
        label = "session %d" % sid
        start = last
        while True:
            # ask from the archived head on: the first record must be the archived one
            first = last if last else 1
            req = p.ask(GET, [sid, first])
            overlap = last > 0
            while True:
                got = p.next(req)
                if got is None:
                    p.spend("records of session %d" % sid)
                    break
                mtype, v = got
                if mtype == ERROR:
                    raise Failed("session %d: the device cannot send it: %s" % (sid, _error_text(v)))
                if mtype == END:
                    if len(v) != 3 or type(v[2]) is not int:
                        continue
                    if v[2] > last:
                        p.spend("records lost at the end of session %d" % sid)
                        break
                    if last < want and not after_ack:
                        raise Diverged("session %d: the device reported records up to seq %d but sends only "
                                       "up to %d (damage on the device?); archived up to %d" % (sid, want, v[2], last))
                    self.progress.show(label, last - start, max(want - start, last - start), force=True)
                    return last, head
                if mtype != RECORDS or len(v) != 4 or type(v[2]) is not int or type(v[3]) is not bytes:
                    continue
                self.payload += len(v[3])
                if v[2] != (0 if overlap else last):
                    # the frame before this one was lost on the way
                    p.spend("a frame lost in session %d" % sid)
                    break
                batch, overlap, gap = self.parse(sess, sid, v[3], last, head, overlap)
                if batch:
                    last, head = self.archive.append(sess, last, head, batch, self.imp)
                    self.added += len(batch)
                if gap:
                    # the device sent these records one after the other: its ledger has a hole
                    raise Diverged("session %d: the device's ledger jumps from seq %d to %d (damage on the "
                                   "device); archived up to %d" % (sid, gap[0], gap[1], last))
                self.progress.show(label, last - start, max(want - start, last - start))

    def parse(self, sess, sid, blob, last, head, overlap):
        """Check the records of one RECORDS frame: ``(good new records, overlap still due,
        None or (seq, next seq) where the seq jumps)``."""
        out = []
        pos = 0
        n = len(blob)
        while pos < n:
            size = ledger.frame(blob, pos, n)
            if size <= 0:
                raise Diverged("session %d: the device sent a record that fails its CRC after seq %d "
                               "(damage in the device's ledger?)" % (sid, last))
            raw = blob[pos:pos + size]
            prev, seq, rtype, values = ledger.fields(raw, 0, size)
            pos += size
            if overlap:
                if seq != last:
                    return out, overlap, (last, seq)
                if raw != self.archive.raw(sess, last):
                    raise Diverged("session %d: record %d on the device differs from the archived one" % (sid, seq))
                overlap = False
                continue
            if seq <= last:
                continue                # already stored (an older stream)
            if seq != last + 1:
                return out, overlap, (last, seq)
            if prev != head:
                raise Diverged("session %d: record %d does not continue the hash chain of record %d"
                               % (sid, seq, last))
            out.append((raw, seq, rtype, prev, values))
            last, head = seq, ledger.link(raw)
        return out, overlap, None

    def ack(self, sid, seq, link):
        p = self.peer
        while True:
            req = p.ask(ACK, [sid, seq, link, int(time.time())])
            got = p.next(req)
            if got is None or got[0] not in (DONE, ERROR):
                p.spend("acknowledgement")
                continue
            if got[0] == ERROR:
                if got[1][1] in (wire.E_CRC, wire.E_SIZE):
                    p.spend("acknowledgement")
                    continue
                raise Failed("session %d: the device refuses the acknowledgement: %s" % (sid, _error_text(got[1])))
            if got[1][1] != 0:
                raise Failed("session %d: the device could not write the acknowledgement (E%d %s); "
                             "archived all the same" % (sid, got[1][1], got[1][2]))
            return

    def check(self, sess, sid, table_seq, totals):
        """The host's own totals from the archived events, against the device's."""
        records = self.archive.records(sess)
        if not records or records[-1][0] < table_seq:
            return
        mine = derive(records, table_seq).totals()
        theirs = list(totals)
        self.archive.set_report(sess, table_seq, theirs, mine)
        self.summary.append("  session %d: %d records, totals %s: %s" % (
            sid, len(records), " ".join("%+d" % v for v in mine),
            "the device agrees" if mine == theirs else "THE DEVICE SAYS %s" % theirs))
        if mine != theirs:
            self.problems.append("MISMATCH session %d: the device reports totals %s, the host derives %s "
                                 "from the same events" % (sid, theirs, mine))

    # -- settings and freeing ------------------------------------------------------
    def request(self, mtype, values, what):
        p = self.peer
        while True:
            req = p.ask(mtype, values)
            got = p.next(req)
            if got is None or got[0] == ERROR and got[1][1] in (wire.E_CRC, wire.E_SIZE):
                p.spend(what)
                continue
            if got[0] == ERROR:
                raise SyncError("%s: the device answers %s" % (what, _error_text(got[1])))
            if got[0] == DONE:
                return got[1][1], got[1][2]


def _error_text(v):
    code = v[1] if len(v) > 1 else -1
    detail = v[2] if len(v) > 2 else ""
    return "W%s %s%s" % (code, wire.ERRORS.get(code, "?"), ": %s" % detail if detail else "")


def run_sync(transport, archive, out=None, progress=None, names=None, rules=None, free=False,
             timeout=1.0, retries=40):
    """The whole sync over ``transport``; returns ``(Sync, exit status)``."""
    peer = Peer(transport, timeout, retries)
    s = Sync(peer, archive, out, progress)
    out = s.out
    infos = s.hello()
    s.imp = archive.begin_import(s.device)
    status = "done"
    try:
        for info in infos:
            try:
                s.session(info)
            except Diverged as exc:
                s.problems.append("REFUSED %s; nothing after that is stored, and the device's ledger is "
                                  "left as it is (not acknowledged)" % exc)
            except ArchiveError as exc:
                s.problems.append("REFUSED session %d: %s" % (info[1], exc))
            except Failed as exc:
                s.problems.append("FAILED %s" % exc)
        if names is not None or rules:
            code, detail = s.request(SETTINGS, [names, rules, wire.clock_values(time.gmtime())], "settings")
            if code:
                s.problems.append("settings refused: %s" % detail)
            else:
                out.write("settings sent\n")
        if free:
            for info in infos:
                sid, closed = info[1], info[7]
                row = archive.session(s.device, sid)
                if closed and row and row[1] >= closed:
                    code, detail = s.request(FREE, [sid], "free")
                    out.write("session %d %s\n" % (sid, "freed on the device" if not code else "kept: " + detail))
    except BaseException:
        archive.end_import(s.imp, "interrupted")
        raise
    archive.end_import(s.imp, "problems" if s.problems else status)
    return s, 1 if s.problems else 0


# -- the command ------------------------------------------------------------------
def add_parser(sub):
    p = sub.add_parser("sync", help="copy the device's ledgers into the archive over USB serial",
                       description="Sync the device's ledgers into the SQLite archive (docs/sync-protocol.md).")
    p.add_argument("--port", required=True, help="serial port of the device, e.g. /dev/ttyUSB0 or COM3")
    p.add_argument("--db", help="archive file (default: %s)" % _default_db())
    p.add_argument("--baud", type=int, default=115200)
    p.add_argument("--names", help="send this comma separated player name list to the device")
    p.add_argument("--rule", action="append", default=[], metavar="NAME=N",
                   help="send a default rule setting (end_points, ofc_target, ofc_stake, ofc_stay_rule, "
                        "ofc_progressive, ofc_button_moves); may repeat")
    p.add_argument("--free", action="store_true",
                   help="remove closed sessions from the device once archived and acknowledged")
    p.add_argument("--timeout", type=float, default=1.0, help="seconds to wait for an answer")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=run)


def _default_db():
    from .archive import default_path
    return default_path()


def parse_rules(items):
    rules = []
    for item in items:
        name, _, value = item.partition("=")
        try:
            rules.append([name.strip(), int(value)])
        except ValueError:
            raise UsageError("--rule %s: give NAME=NUMBER" % item)
    return rules


def run(args):
    names = None
    if args.names is not None:
        names = [n.strip() for n in args.names.split(",") if n.strip()]
    rules = parse_rules(args.rule)
    archive = Archive(args.db)
    transport = SerialTransport(args.port, args.baud)
    t0 = time.monotonic()
    try:
        s, status = run_sync(transport, archive, progress=Progress(quiet=args.quiet), names=names, rules=rules,
                             free=args.free, timeout=args.timeout)
    except SyncError as exc:
        raise UsageError(str(exc))
    finally:
        transport.close()
    p = s.peer
    print("synced %d session%s from device %s: %d new record%s, %d wire bytes, %d round trips, %.2f s; archive %s"
          % (len(s.infos), "" if len(s.infos) == 1 else "s", wire_id(s.uid), s.added, "" if s.added == 1 else "s",
             p.sent_bytes + p.got_bytes, p.round_trips, time.monotonic() - t0, archive.path))
    for line in s.summary:
        print(line)
    for line in s.problems:
        print("tablescore: " + line, file=sys.stderr)
    archive.close()
    return status


def wire_id(uid):
    return bytes(uid).hex()
