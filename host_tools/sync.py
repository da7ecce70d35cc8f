"""The sync: take the device's ledgers into the archive (the command is ``sync_cli``).

The flow (``docs/sync-protocol.md``): hello (the device lists its sessions
and their heads: last seq, link, bytes), then for each session whose head
moved, the bytes of its ledger file from where the archive ends
(``sync_peer``: requests, deadlines, retries, frame sizes, every field of
every frame checked), read into records (``sync_chain``) that are staged
while they come and archived only once the chain reaches the head the
device announced (``sync_store``); then the acknowledgement, whose answer
carries the ack record the device wrote, so a second sync finds nothing new.
A history that does not continue what the archive holds is refused and
neither side is changed.
"""
import sys
import time

from . import archive_damage
from .archive import ArchiveError, derive
from .rules import ledger
from .rules import wire
from .rules.wire import HELLO_Q, HELLO, GET, SESSION, ACK, DATA, SETTINGS, END, FREE, DONE, ERROR, ACKED, INFO
from .safe_text import shown
from .sync_chain import Assembler, Diverged
from .sync_peer import MAX_LEDGER, NAMES, LinkLost, Peer, SyncError, check_head, check_session
from .sync_port import FaultyTransport, SerialTransport  # noqa: F401 - the transports, with the sync
from .sync_store import Keeper


class Failed(Exception):
    """The device could not do what was asked for one session (read it, write the ack)."""


class Progress:
    """A text progress bar on stderr."""

    def __init__(self, out=None, quiet=False):
        self.out = out or sys.stderr
        self.quiet = quiet
        self.last = 0.0
        self.open = False       # a bar is drawn on the current line

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
        self.open = True
        if force:
            self.end()
        self.out.flush()

    def end(self):
        """End the bar's line (before a message)."""
        if self.open:
            self.out.write("\n")
            self.open = False


class Sync:
    def __init__(self, peer, archive, out=None, progress=None):
        self.peer = peer
        self.archive = archive
        self.out = out or sys.stdout
        self.progress = progress or Progress(quiet=True)
        self.keep = None           # the archive as this sync writes it (sync_store.Keeper), after the hello
        self.payload = 0           # ledger bytes received
        self.total = 0             # new records the device announced
        self.kept = 0              # records received and checked, staged for the next sync (a sync cut)
        self.problems = []         # lines for the user: divergence, mismatches
        self.summary = []          # a line per session checked
        self.uid = None
        self.firmware = None
        self.infos = {}

    @property
    def added(self):
        """Records archived by this sync."""
        return self.keep.added if self.keep else 0

    # -- hello -----------------------------------------------------------------------
    def hello(self):
        """The device and its sessions' heads: the SESSION frames, in the hello's order."""
        p = self.peer
        hello = None
        infos = {}
        ledger_bytes = 0
        began = time.monotonic()
        while True:
            asking = None           # the session an INFO asks for
            if hello is None:
                # the first contact loads the device's side of the protocol: a timeout;
                # once it answered, asked again soon (on a noisy line many hellos are lost)
                asked = p.answers(HELLO_Q, [wire.PROTOCOL, wire.clock_values(time.gmtime())],
                                  p.wait(quick=p.got_bytes > 0), p.wait(), p.timeout * 10)
            else:
                asking = [s for s in hello[5] if s not in infos][0]
                asked = p.answers(INFO, [asking], p.wait(quick=True))
            sent = time.monotonic()
            progress = False
            for mtype, v in asked:
                if mtype == HELLO and hello is None:
                    if v[1] != wire.PROTOCOL:
                        raise SyncError("the device speaks sync protocol %s, this tool %d: update one of them"
                                        % (v[1] if type(v[1]) is int and 0 <= v[1] < 1000 else "?", wire.PROTOCOL))
                    hello = v
                    progress = True
                elif mtype == SESSION and hello is not None:
                    if v[1] not in hello[5]:
                        raise SyncError("the device sent a session frame of session %d, which its hello does not "
                                        "list: not a tablescore device of this version?" % v[1])
                    problem = check_session(v)
                    if problem:
                        raise SyncError("the device says %s: not a tablescore device of this version?" % problem)
                    if v[1] not in infos:
                        infos[v[1]] = v
                        ledger_bytes += v[4]
                        if ledger_bytes > MAX_LEDGER:
                            raise SyncError("the device says its sessions hold more than %d bytes of ledger, more "
                                            "than a board holds: not a tablescore device?" % MAX_LEDGER)
                        progress = True
                elif mtype == ERROR and asking is not None and v[1] == wire.E_SESSION:
                    hello[5].remove(asking)         # gone since the hello (freed by another sync)
                    progress = True
                elif mtype in (ERROR, DONE):
                    raise SyncError("the device refuses the hello: %s" % _error_text(v))
                if hello is not None and len(infos) == len(hello[5]):
                    break
                if time.monotonic() - sent > p.timeout * (2 + (len(hello[5]) if hello else 0)):
                    break           # the one deadline of the hello: a frame a session, a timeout each
            if hello is not None and len(infos) == len(hello[5]):
                break
            if not p.good_frames and time.monotonic() - began >= (p.silence if p.got_bytes else 3) * p.timeout:
                # nothing at all, or never a frame answering: nobody here speaks the sync
                raise SyncError("no tablescore device answers on %s%s" % (getattr(p.t, "name", "the port"), (
                    "" if not p.got_bytes else " (frames come, none answering what was asked)" if p.stale else
                    " (only damaged frames come)" if p.bad_frames else " (bytes come, never a frame)")))
            p.outcome(progress, "hello")
        _, _, firmware, uid, ledger_device, sids = hello
        self.keep = Keeper(self.archive, uid, ledger_device, firmware, self.progress)
        self.uid = uid
        self.firmware = firmware
        self.infos = infos
        return [infos[s] for s in sids]

    # -- one session ---------------------------------------------------------------
    def session(self, info):
        _, sid, dev_last, dev_head, dev_size, acked, table_seq, totals = info
        if dev_last == 0:
            raise Failed("session %d: the device cannot read its ledger (written by another firmware?)" % sid)
        row = self.keep.session(sid)
        if row is not None:
            sess, last, head, header, end, _ = row
            if dev_last < last:
                raise Diverged("session %d: the device has %d records, the archive %d: the device's ledger is "
                               "not the one archived" % (sid, dev_last, last))
            if dev_last == last and bytes(dev_head) != bytes(head):
                raise Diverged("session %d: record %d differs between the device and the archive" % (sid, last))
        job = self.keep.job(sid, row, dev_last, dev_size, dev_head)
        if dev_last > job.stored[0]:
            try:
                self.bring(job, dev_size, dev_last, dev_head)
            except Diverged as exc:
                if not job.resumed:
                    raise Diverged("%s; %s" % (exc, _kept(job)))
                # what a sync before staged does not lead to this head: from the archive again
                job = self.keep.job(sid, row, dev_last, dev_size, dev_head, resume=False)
                try:
                    self.bring(job, dev_size, dev_last, dev_head)
                except Diverged as exc:
                    raise Diverged("%s; %s" % (exc, _kept(job)))
        if job.sess is None:
            return None
        # the acknowledgement: the device may then free the session
        sess = job.sess
        non_ack = self.archive.db.execute(
            "SELECT max(seq) FROM records WHERE session=? AND type!=?", (sess, ledger.HOST_ACK)).fetchone()[0] or 0
        last = job.stored[0]
        if non_ack > acked and last >= non_ack:
            self.ack(job, last, ledger.link(self.archive.raw(sess, last)))
        self.check(sess, sid, table_seq, totals)
        return sess

    def bring(self, job, size, last, head, record=b""):
        """The session's records up to the device's head (``last``, ``head``, file
        ``size``; ``record``: its last record, the ack, if it came with the head):
        staged while they come, archived once the head confirms them.  A broken
        chain or a device answering wrong drops what came; a lost link or
        Ctrl-C keeps it for the next sync."""
        try:
            chain = job.chain
            if record and size - len(record) >= chain.where():
                chain.jump(size - len(record))
                chain.feed(record)
                chain.announce(last, head)
                self.payload += len(record)
            if chain.confirmed[0] < last:
                self.fetch(job, size, last, head)
        except (KeyboardInterrupt, LinkLost):
            self.keep.stage(job, True)
            self.kept = job.staged
            raise
        except BaseException:
            self.keep.drop(job)
            raise
        self.keep.promote(job)

    def fetch(self, job, target, dev_last, dev_head):
        """The file's bytes from where the chain is up to ``target``, then the head's confirmation."""
        p = self.peer
        chain = job.chain
        sid = job.sid
        asm = Assembler(chain.where())
        short = None                # where the device's file ends, if before target
        while asm.pos < target:
            pos, size = asm.pos, p.frame
            count = min(wire.MAX_FRAMES, -(-(target - pos) // size))
            skip = 0
            for i in range(count):
                if asm.held(pos + i * size, min(pos + (i + 1) * size, target)):
                    skip |= 1 << i
            asked = count - bin(skip).count("1")
            first = p.wait(quick=True)
            got = new = 0
            bad = p.bad_frames
            for mtype, v in p.answers(GET, [sid, pos, size, count, skip], first,
                                      total=first + p.timeout + asked * size / p.rate_floor, frame_bytes=size):
                if mtype == DATA:
                    i, chunk = v[1], v[2]
                    at = pos + i * size
                    if i >= count or skip >> i & 1 or len(chunk) > size:
                        raise SyncError("the device sent data it was not asked for (session %d)" % sid)
                    if len(chunk) < size and at + len(chunk) < target:
                        short = at + len(chunk)
                    got += 1
                    self.payload += len(chunk)
                    new += asm.put(at, chunk[:max(0, target - at)])
                    chain.feed(asm.take())
                    self.keep.stage(job)
                    if got == asked or asm.pos >= target:
                        break
                elif mtype == END:
                    if not pos < v[1] <= pos + count * size:
                        raise SyncError("the device says the bytes asked for end at byte %d, outside the %d-%d "
                                        "asked (session %d)" % (v[1], pos, pos + count * size, sid))
                    if v[1] < min(pos + count * size, target):
                        short = v[1]
                    break
                elif mtype == ERROR:
                    raise Failed("session %d: the device cannot send it: %s" % (sid, _error_text(v)))
                else:
                    raise SyncError("the device answered a get with a %s frame" % NAMES[mtype])
            if short is not None and asm.pos >= short:
                raise Diverged("session %d: the device announced %d bytes of ledger but has %d (damage on the "
                               "device?)" % (sid, target, short))
            p.fit(asked, got, p.bad_frames - bad)
            p.outcome(new > 0, "records of session %d" % sid)
        chain.announce(dev_last, dev_head)
        if chain.confirmed[0] < dev_last:
            raise Diverged("session %d: the device announced records up to seq %d, its ledger holds them up to "
                           "seq %d (damage on the device?)" % (sid, dev_last, chain.last))

    def ack(self, job, seq, link):
        """Acknowledge the archived head; the answer's record (the ack) is archived at once."""
        p = self.peer
        sid = job.sid
        while True:
            answer = None
            for mtype, v in p.answers(ACK, [sid, seq, link, int(time.time())], p.wait()):
                if mtype == ACKED:
                    answer = v
                    break
                if mtype == DONE and v[1] != 0:
                    raise Failed("session %d: the device could not write the acknowledgement (E%d %s); "
                                 "archived all the same" % (sid, v[1], v[2]))
                if mtype in (DONE, ERROR):
                    raise Failed("session %d: the device refuses the acknowledgement: %s" % (sid, _error_text(v)))
                raise SyncError("the device answered an ack with a %s frame" % NAMES[mtype])
            p.outcome(answer is not None, "acknowledgement")
            if answer is not None:
                break
        _, dev_last, dev_head, dev_size, record = answer
        problem = check_head(sid, dev_last, dev_size) or _not_the_ack(record, seq, link, dev_last, dev_head)
        if problem is None and dev_last < seq:
            problem = "session %d ends at seq %d, before the %d acknowledged" % (sid, dev_last, seq)
        if problem:
            raise SyncError("the device answered the acknowledgement wrong: %s" % problem)
        chain = job.chain
        job.want = chain.want = dev_last
        if dev_last <= chain.last:
            return
        try:
            self.bring(job, dev_size, dev_last, dev_head, record if _continues(record, chain) else b"")
        except Diverged as exc:
            raise Diverged("%s; %s" % (exc, _kept(job)))

    def check(self, sess, sid, table_seq, totals):
        """The host's own totals from the archived events, against the device's."""
        records = self.archive.records(sess)
        if not records or records[-1][0] < table_seq:
            return
        mine = derive(records, table_seq).totals()
        theirs = list(totals)
        self.archive.set_report(sess, table_seq, theirs, mine)
        notes = []
        if any(r[1] == ledger.DAMAGE for r in records):      # the board noted damage: in words, as `show` has it
            notes = [note for _, note in archive_damage.notes(self.archive.ledger_bytes(sess))]
        self.summary.append("  session %d: %d records, totals %s: %s%s" % (
            sid, len(records), " ".join("%+d" % v for v in mine),
            "the device agrees" if mine == theirs else "THE DEVICE SAYS %s" % theirs,
            "".join("; " + n for n in notes)))
        if mine != theirs:
            self.problems.append("MISMATCH session %d: the device reports totals %s, the host derives %s "
                                 "from the same events" % (sid, theirs, mine))

    # -- settings and freeing ------------------------------------------------------
    def request(self, mtype, values, what):
        p = self.peer
        while True:
            for got, v in p.answers(mtype, values, p.wait()):
                if got == DONE:
                    p.outcome(True, what)
                    return v[1], v[2]
                if got == ERROR:
                    raise SyncError("%s: the device answers %s" % (what, _error_text(v)))
                raise SyncError("the device answered %s with a %s frame" % (what, NAMES[got]))
            p.outcome(False, what)

    # -- the whole sync -------------------------------------------------------------
    def run(self, names=None, rules=None, free=False):
        """Hello, every session, then settings and freeing; returns the exit status."""
        infos = self.hello()
        for info in infos:
            row = self.keep.session(info[1])
            self.total += max(0, info[2] - (row[1] if row else 0))
        try:
            for info in infos:
                try:
                    self.session(info)
                except Diverged as exc:
                    self.problems.append("REFUSED %s; the device's ledger is left as it is (not acknowledged)"
                                         % exc)
                except ArchiveError as exc:
                    self.problems.append("REFUSED session %d: %s" % (info[1], exc))
                except Failed as exc:
                    self.problems.append("FAILED %s" % exc)
            if names is not None or rules:
                code, detail = self.request(SETTINGS, [names, rules, wire.clock_values(time.gmtime())], "settings")
                if code:
                    self.problems.append("settings refused: %s" % detail)
                else:
                    self.out.write("settings sent\n")
            if free:
                for info in infos:
                    row = self.keep.session(info[1])
                    if row and row[5] and row[1] >= row[5]:         # closed, archived to its close
                        code, detail = self.request(FREE, [info[1]], "free")
                        self.out.write("session %d %s\n" % (info[1], "freed on the device" if not code
                                                            else "kept: " + shown(detail)))
        except BaseException:
            if self.keep.imp is not None:
                self.archive.end_import(self.keep.imp, "interrupted")
            raise
        if self.keep.imp is not None:
            self.archive.end_import(self.keep.imp, "problems" if self.problems else "done")
        return 1 if self.problems else 0


def _kept(job):
    """What the archive keeps of a session whose chain broke."""
    if job.stored[0] == 0:
        return "nothing of it is archived"
    return "the archive keeps it up to seq %d, as before" % job.stored[0]


def _continues(record, chain):
    """True if ``record`` is a whole record that goes on from the chain's last one."""
    if not record or ledger.frame(record, 0, len(record)) != len(record):
        return False
    try:
        prev, seq, _, _ = ledger.fields(record, 0, len(record))
    except ledger.LedgerError:
        return False
    return seq == chain.last + 1 and prev == chain.head


def _not_the_ack(record, seq, link, dev_last, dev_head):
    """None if ``record`` is empty (an ack written before) or the ack of ``seq``
    (``link``) that the device announces as its head ``dev_last``/``dev_head``;
    else what it is."""
    if not record:
        return None
    if ledger.frame(record, 0, len(record)) != len(record):
        return "its record is not a whole record"
    try:
        _, rseq, rtype, values = ledger.fields(record, 0, len(record))
    except ledger.LedgerError:
        return "its record does not decode"
    if rtype != ledger.HOST_ACK or values[:2] != [seq, bytes(link)]:
        return "its record is not the acknowledgement of seq %d" % seq
    if rseq != dev_last or ledger.link(record) != bytes(dev_head):
        return "its record is not the head it announces (seq %d)" % dev_last
    return None


def _error_text(v):
    return "W%s %s%s" % (v[1], wire.ERRORS.get(v[1], "?"), ": %s" % v[2] if v[2] else "")


def run_sync(transport, archive, out=None, progress=None, names=None, rules=None, free=False,
             timeout=None, retries=None):
    """The whole sync over ``transport``; returns ``(Sync, exit status)``."""
    s = Sync(Peer(transport, timeout, retries), archive, out, progress)
    return s, s.run(names, rules, free)
