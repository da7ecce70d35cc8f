"""``tablescore sync --port PORT``: take the device's ledgers into the archive.

The flow (``docs/sync-protocol.md``): hello (the device lists its sessions
and their heads: last seq, link, bytes), then for each session whose head
moved, the bytes of its ledger file from where the archive ends
(``sync_peer``: requests, deadlines, retries, frame sizes), read into
records that are stored only once the hash chain confirms them
(``sync_chain``); then the acknowledgement, whose answer carries the ack
record the device wrote, so a second sync finds nothing new.  A history that
does not continue what the archive holds is refused and neither side is
changed.
"""
import sys
import time

from . import archive_damage
from .archive import Archive, ArchiveError, derive
from .cli import UsageError
from .rules import ledger
from .rules import wire
from .rules.wire import HELLO_Q, HELLO, GET, SESSION, ACK, DATA, SETTINGS, END, FREE, DONE, ERROR, ACKED, INFO
from .sync_chain import Assembler, Chain, Diverged
from .sync_peer import NAMES, Peer, SyncError
from .sync_port import FaultyTransport, SerialTransport  # noqa: F401 - the transports, with the sync

COMMIT_EVERY = 0.2      # s: confirmed records are stored at least this often (a transaction each)


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


class Job:
    """One session being synced: its archive row, its chain, what waits to be stored."""

    def __init__(self, sid, chain, sess=None, stored=(0, None)):
        self.sid = sid
        self.chain = chain
        self.sess = sess            # the archive's id, once the session has a row
        self.waiting = []           # confirmed, not stored yet
        self.stored = stored        # seq and link of the last record stored
        self.start = stored[0]
        self.want = chain.last      # the last seq the device announced
        self.committed = time.monotonic()


class Sync:
    def __init__(self, peer, archive, out=None, progress=None):
        self.peer = peer
        self.archive = archive
        self.out = out or sys.stdout
        self.progress = progress or Progress(quiet=True)
        self.payload = 0           # ledger bytes received
        self.added = 0             # records stored
        self.total = 0             # new records the device announced
        self.problems = []         # lines for the user: divergence, mismatches
        self.summary = []          # a line per session checked
        self.device = None
        self.imp = None
        self.infos = {}

    # -- hello -----------------------------------------------------------------------
    def hello(self):
        """The device and its sessions' heads: the SESSION frames, in the hello's order."""
        p = self.peer
        hello = None
        infos = {}
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
                        raise SyncError("the device speaks sync protocol %d, this tool %d: update one of them"
                                        % (v[1], wire.PROTOCOL))
                    hello = v
                    progress = True
                elif mtype == SESSION and hello is not None and v[1] in hello[5] and v[1] not in infos:
                    infos[v[1]] = v
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
                # nothing at all, or never one good frame: nobody here speaks the sync
                raise SyncError("no tablescore device answers on %s" % getattr(p.t, "name", "the port"))
            p.outcome(progress, "hello")
        _, _, firmware, uid, ledger_device, sids = hello
        self.device = self.archive.device(uid, ledger_device, firmware)
        self.uid = uid
        self.firmware = firmware
        self.infos = infos
        return [infos[s] for s in sids]

    # -- one session ---------------------------------------------------------------
    def session(self, info):
        _, sid, dev_last, dev_head, dev_size, acked, table_seq, totals = info
        if dev_last == 0:
            raise Failed("session %d: the device cannot read its ledger (written by another firmware?)" % sid)
        row = self.archive.session(self.device, sid)
        if row is None:
            job = Job(sid, Chain(sid, header=None))
        else:
            sess, last, head, header, end, _ = row
            if dev_last < last:
                raise Diverged("session %d: the device has %d records, the archive %d: the device's ledger is "
                               "not the one archived" % (sid, dev_last, last))
            if dev_last == last and bytes(dev_head) != bytes(head):
                raise Diverged("session %d: record %d differs between the device and the archive" % (sid, last))
            if end is None:     # archived by protocol 1: read from the start, the archived part must repeat
                chain = Chain(sid, last, bytes(head), header=bytes(header),
                              known=lambda seq: self.archive.raw(sess, seq))
            else:
                chain = Chain(sid, last, bytes(head), end)
            job = Job(sid, chain, sess, (last, bytes(head)))
        job.want = dev_last
        if dev_last > job.stored[0]:
            try:
                self.fetch(job, dev_size, dev_last, dev_head)
            except Diverged as exc:
                self.store(job, True)       # what the chain confirmed before it is kept
                raise Diverged("%s; archived up to %d" % (exc, job.stored[0]))
            finally:
                self.store(job, True)
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
                                      total=first + p.timeout + asked * size / p.rate_floor):
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
                    self.store(job)
                    if got == asked or asm.pos >= target:
                        break
                elif mtype == END:
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

    def store(self, job, final=False):
        """Add the records the chain confirmed to the archive: a transaction every
        COMMIT_EVERY s, and at the end (a host killed between keeps a verified prefix)."""
        job.waiting += job.chain.take()
        now = time.monotonic()
        if not job.waiting or not final and now - job.committed < COMMIT_EVERY:
            return
        if job.sess is None:
            job.sess = self.archive.add_session(self.device, job.sid, job.chain.header)
            job.stored = (0, ledger.link(job.chain.header))
        recs = job.waiting
        job.stored = self.archive.append(job.sess, job.stored[0], job.stored[1], recs, self.imp, recs[-1][5])
        job.waiting = []
        job.committed = now
        self.added += len(recs)
        self.progress.show("session %d" % job.sid, job.stored[0] - job.start, job.want - job.start,
                           force=final and job.stored[0] >= job.want)

    def ack(self, job, seq, link):
        """Acknowledge the archived head; the answer's record (the ack) is stored at once."""
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
        chain = job.chain
        job.want = dev_last
        if dev_last <= chain.last:
            return
        if _continues(record, chain) and dev_size - len(record) >= chain.where():
            chain.jump(dev_size - len(record))
            chain.feed(record)
            chain.announce(dev_last, dev_head)
            self.payload += len(record)
        if chain.confirmed[0] < dev_last:
            # the answer was lost and this is a repeat, or entries came in between: the bytes after ours
            self.fetch(job, dev_size, dev_last, dev_head)
        self.store(job, True)

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
            row = self.archive.session(self.device, info[1])
            self.total += max(0, info[2] - (row[1] if row else 0))
        self.imp = self.archive.begin_import(self.device)
        try:
            for info in infos:
                try:
                    self.session(info)
                except Diverged as exc:
                    self.problems.append("REFUSED %s; nothing after that is stored, and the device's ledger is "
                                         "left as it is (not acknowledged)" % exc)
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
                    row = self.archive.session(self.device, info[1])
                    if row and row[5] and row[1] >= row[5]:         # closed, archived to its close
                        code, detail = self.request(FREE, [info[1]], "free")
                        self.out.write("session %d %s\n" % (info[1], "freed on the device" if not code
                                                            else "kept: " + detail))
        except BaseException:
            self.archive.end_import(self.imp, "interrupted")
            raise
        self.archive.end_import(self.imp, "problems" if self.problems else "done")
        return 1 if self.problems else 0


def _continues(record, chain):
    """True if ``record`` is a whole record that goes on from the chain's last one."""
    if not record or ledger.frame(record, 0, len(record)) != len(record):
        return False
    try:
        prev, seq, _, _ = ledger.fields(record, 0, len(record))
    except ledger.LedgerError:
        return False
    return seq == chain.last + 1 and prev == chain.head


def _error_text(v):
    return "W%s %s%s" % (v[1], wire.ERRORS.get(v[1], "?"), ": %s" % v[2] if v[2] else "")


def run_sync(transport, archive, out=None, progress=None, names=None, rules=None, free=False,
             timeout=None, retries=None):
    """The whole sync over ``transport``; returns ``(Sync, exit status)``."""
    s = Sync(Peer(transport, timeout, retries), archive, out, progress)
    return s, s.run(names, rules, free)


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
    p.add_argument("--timeout", type=float, default=Peer.timeout,
                   help="seconds the device may take to start an answer (default %(default)s)")
    p.add_argument("--quiet", action="store_true", help="no progress bar (it is drawn only on a terminal)")
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


def parse_names(text):
    """The name list of ``--names`` (comma separated, Cyrillic as well as
    Latin), checked by the device's own rule (``rules.names``) before it is
    sent; UsageError naming the name refused (its control characters
    escaped, never printed raw).

    >>> parse_names("Анна, Boris ,Вера")
    ['Анна', 'Boris', 'Вера']
    >>> parse_names("Анна,Александра")
    Traceback (most recent call last):
    ...
    tablescore.cli.UsageError: --names: "Александра" is longer than 8 characters
    """
    from .rules import names as rule
    from .safe_text import shown
    names = [n.strip() for n in text.split(",") if n.strip()]
    why = rule.list_problem(names)
    if why is None:
        return names
    index, problem = why
    said = rule.describe(index, problem)
    if index >= 0:
        said = '"%s" %s' % (shown(names[index]), said.split(" ", 2)[2])
    else:
        said = "%d name%s given%s" % (len(names), "" if len(names) == 1 else "s", said[5:])
    raise UsageError("--names: " + said)


def run(args):
    names = None
    if args.names is not None:
        names = parse_names(args.names)
    rules = parse_rules(args.rule)
    if not args.timeout > 0:
        raise UsageError("--timeout: give a number of seconds above 0")
    archive = Archive(args.db)
    t0 = time.monotonic()
    s = None
    try:
        transport = SerialTransport(args.port, args.baud)
        try:
            s = Sync(Peer(transport, args.timeout), archive,
                     progress=Progress(quiet=args.quiet or not sys.stderr.isatty()))
            status = s.run(names, rules, args.free)
        finally:
            transport.close()
    except SyncError as exc:
        raise UsageError(str(exc))
    except KeyboardInterrupt:
        if s is not None:
            s.progress.end()
        print("interrupted: %d of %d records archived; run sync again to resume"
              % (s.added if s else 0, s.total if s else 0), file=sys.stderr)
        return 130
    finally:
        archive.close()
    p = s.peer
    print("synced %d session%s from device %s: %d new record%s, %d wire bytes, %d round trips, %.2f s; archive %s"
          % (len(s.infos), "" if len(s.infos) == 1 else "s", bytes(s.uid).hex(), s.added,
             "" if s.added == 1 else "s", p.sent_bytes + p.got_bytes, p.round_trips, time.monotonic() - t0,
             archive.path))
    for line in s.summary:
        print(line)
    for line in s.problems:
        print("tablescore: " + line, file=sys.stderr)
    return status
