"""What a sync keeps of a session: the records the chain has checked are
*staged* while they come (``Archive.stage``, a transaction every
``COMMIT_EVERY`` s), and *archived* (``Archive.promote``: staged and still
waiting, one transaction) only once the chain reaches the head the device
announced (its last seq and the link of that record) unbroken.

So a record is archived only when every record from it to the head links
on: a forger who rewrites a run of records and relinks them is caught where
the run ends, and nothing of the run, nor anything before it in this sync,
is archived.  A broken chain drops what was staged (``drop``); a link that is
lost or Ctrl-C keeps it, and the next sync goes on from its last record
(``job``) instead of fetching it again, and archives it when that sync's
head confirms it.  What an earlier sync staged that does not lead to the
device's head is dropped, and the session fetched again from the archive.

Nothing is written for a device before it gave records that were checked:
the device's row and the import's row are made at the first promotion.
"""
import time

from .rules import ledger
from .sync_chain import Chain

COMMIT_EVERY = 0.2      # s: checked records are staged at least this often (a transaction each)


class Job:
    """One session being synced: its archive row, its chain, what waits to be staged."""

    def __init__(self, sid, chain, sess=None, stored=(0, None), header=None, staged=None):
        self.sid = sid
        self.chain = chain
        self.sess = sess            # the archive's id, once the session has a row
        self.stored = stored        # seq and link of the last record archived
        self.header = header        # the staged ledger header (a session new to the archive)
        self.waiting = []           # checked, not staged yet
        self.staged = staged or 0   # records staged, by this sync or one before
        self.resumed = staged is not None   # the chain goes on from what a sync before staged
        self.start = stored[0]
        self.want = chain.last      # the last seq the device announced
        self.committed = time.monotonic()


class Keeper:
    """The archive as a sync writes it, for the device ``uid`` of the hello."""

    def __init__(self, archive, uid, ledger_device, firmware, progress):
        self.archive = archive
        self.uid = uid
        self.ledger_device = ledger_device
        self.firmware = firmware
        self.progress = progress
        self.device = archive.device_id(uid)    # the archive's id of the device; None if it has none yet
        self.seen = False           # its row updated by this sync
        self.imp = None             # this sync's import row, made with the first records archived
        self.added = 0              # records archived by this sync

    def session(self, sid):
        """The archive's row of session ``sid`` of this device, or None."""
        return self.archive.session(self.device, sid) if self.device is not None else None

    def job(self, sid, row, dev_last, dev_size, dev_head, resume=True):
        """A job for session ``sid`` (``row``: its archive row or None), going on from what
        a sync before staged if that continues the archive and fits in the device's head."""
        if row is None:
            chain = Chain(sid, header=None)
            job = Job(sid, chain)
        else:
            sess, last, head, header, end, _ = row
            if end is None:     # archived by protocol 1: read from the start, the archived part must repeat
                chain = Chain(sid, last, bytes(head), header=bytes(header),
                              known=lambda seq: self.archive.raw(sess, seq))
            else:
                chain = Chain(sid, last, bytes(head), end)
            job = Job(sid, chain, sess, (last, bytes(head)))
        staged = self.archive.staged(self.uid, sid) if resume else None
        if staged is not None:
            go_on = _goes_on(staged, row, dev_last, dev_size, dev_head)
            if go_on is None:
                self.archive.unstage(self.uid, sid)
            else:
                seq, head, end = go_on
                job = Job(sid, Chain(sid, seq, head, end), job.sess, job.stored, staged[0], staged[3])
        job.want = job.chain.want = dev_last
        return job

    def stage(self, job, now=False):
        """Stage what the chain checked: every COMMIT_EVERY s, or ``now`` (the sync is cut)."""
        job.waiting += job.chain.take()
        t = time.monotonic()
        self.progress.show("session %d" % job.sid, job.chain.confirmed[0] - job.start, job.want - job.start)
        if not job.waiting or not now and t - job.committed < COMMIT_EVERY:
            return
        header = None
        if job.sess is None and job.header is None:
            header = job.header = job.chain.header
        self.archive.stage(self.uid, job.sid, job.waiting, header)
        job.staged += len(job.waiting)
        job.waiting = []
        job.committed = t

    def promote(self, job):
        """The chain reached the device's head: archive what is staged and waiting."""
        job.waiting += job.chain.take()
        if not job.waiting and job.staged == 0:
            return
        if not self.seen:
            self.device = self.archive.device(self.uid, self.ledger_device, self.firmware)
            self.seen = True
        if self.imp is None:
            self.imp = self.archive.begin_import(self.device)
        header = job.chain.header if job.sess is None and job.header is None else None
        sess, last, head = self.archive.promote(self.device, self.uid, job.sid, job.sess, job.stored[0],
                                                job.stored[1], job.waiting, self.imp, header)
        self.added += last - job.stored[0]
        job.sess, job.stored = sess, (last, head)
        job.waiting = []
        job.staged = 0
        job.header = None
        self.progress.show("session %d" % job.sid, last - job.start, job.want - job.start, force=True)

    def drop(self, job):
        """The chain broke: nothing of this session from this sync (or staged before) is kept."""
        job.waiting = []
        job.chain.take()
        job.staged = 0
        self.archive.unstage(self.uid, job.sid)


def _goes_on(staged, row, dev_last, dev_size, dev_head):
    """``(seq, link, end offset)`` to go on from if ``staged`` (``Archive.staged``)
    continues the archived ``row`` (or starts a new session) and fits in the
    device's head; else None."""
    header, first, last, count = staged
    if row is None:
        if header is None:
            return None
        seq, link = 0, ledger.link(header)
    else:
        if header is not None:
            return None
        seq, link = row[1], bytes(row[2])
    if first is None:
        return (0, link, ledger.HEADER_SIZE) if row is None else None
    if first[0] != seq + 1 or first[1] != link or last[0] - first[0] + 1 != count:
        return None
    if last[0] > dev_last or last[3] > dev_size or last[0] == dev_last and ledger.link(last[2]) != bytes(dev_head):
        return None
    return last[0], ledger.link(last[2]), last[3]
