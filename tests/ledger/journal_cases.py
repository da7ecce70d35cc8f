"""The journal's behaviours on littlefs, under micropython.  Each case prints
``ok <name> <figures>`` or ``FAIL <name>: <why>``; the pytest side requires
every case ok.  Run: ``micropython journal_cases.py`` with firmware/ and this
folder on MICROPYPATH.
"""
import sys

from flashsim import Flash, mount, unmount, blank_image
from device import journal as J
from device.journal import Journal
from device import journal_session as JS    # the boot notices
from device import journal_host as JH      # the host side's codes
from device import journal_fix as JF
from rules import ledger as L
from rules.ledger_check import verify
from rules import table as T
from rules import table_replay as R
import ledger_evening as script

ROOT = "/flash/ledger"
_image = {}


def fresh(blocks=48):
    """A journal on a blank chip: ``(journal, chip)``."""
    unmount()
    if blocks not in _image:
        _image[blocks] = blank_image(blocks, 4096)
    chip = Flash(blocks, 4096, _image[blocks])
    mount(chip)
    j = Journal(ROOT)
    j.boot()
    return j, chip


def reboot(j):
    """What the board finds after a reset: a new Journal on the same files."""
    j.close()
    j2 = Journal(ROOT)
    notices = j2.boot()
    return j2, notices


def file_bytes(j, sid=None):
    with open(j.path(sid or j.current.sid, "tsl"), "rb") as f:
        return f.read()


def records_of(data):
    r = L.Reader(data)
    return [(x[2], x[3], x[4]) for x in r], r.issues, r


def pref(j, n, start=0):
    """``n`` preferans entries; returns the codes."""
    codes = []
    for i in range(start, start + n):
        rtype, values = script.pref_entry(i, j.table.engine)
        codes.append(j.commit(rtype, values))
    return codes


def expect(cond, why):
    if not cond:
        raise AssertionError(why)


CASES = []


def case(fn):
    CASES.append(fn)
    return fn


@case
def boot_equals_full_replay():
    """After every saved event of the scripted evening, a reboot (checkpoint +
    tail) gives the table a full replay gives, and replays few records."""
    j, chip = fresh()
    worst = [0, 0]

    class Log(script.Log):
        def done(self, code, journal):
            script.Log.done(self, code, journal)
            if not self.saved:
                return
            sid = journal.current.sid
            records, issues, _ = records_of(file_bytes(journal, sid))
            expect(not issues, "issues %r" % (issues,))
            derived = R.derive(records)
            full = derived.to_values()
            live = journal.table
            if live.engine is None and live.game is not None:
                # a pulya just closed: its engine let go, its totals kept
                # (Journal.close_session); the rest is the replay's
                expect(live.closed and live.totals() == derived.totals(), "closed totals != replay")
                expect(L.encode(live.to_values()[:9]) == L.encode(full[:9]), "live table != replay")
            else:
                expect(L.encode(live.to_values()) == L.encode(full), "live table != replay")
            probe = Journal(ROOT)
            probe.boot()
            booted = probe.table
            if booted.engine is None and booted.game is not None:
                # a System «M» pulya closed: the boot reads it as its close left it (issue 15)
                expect(booted.closed and booted.totals() == derived.totals(), "closed totals != replay")
                expect(L.encode(booted.to_values()[:9]) == L.encode(full[:9]), "boot != replay at seq %d"
                       % records[-1][0])
            else:
                expect(L.encode(booted.to_values()) == L.encode(full), "boot != replay at seq %d" % records[-1][0])
            worst[0] = max(worst[0], probe.current.replayed)
            worst[1] += 1

    script.play(j, Log(), lambda: False)
    expect(worst[0] <= Journal.checkpoint_every, "boot replayed %d" % worst[0])
    return "boots %d, most records replayed %d" % (worst[1], worst[0])


@case
def saved_means_on_flash():
    """The moment commit says OK the record is in the chip's bytes: a copy of
    the chip taken then, without closing anything, holds it."""
    j, chip = fresh()
    j.open_session(*script_pref())
    for i in range(5):
        rtype, values = script.pref_entry(i, j.table.engine)
        expect(j.commit(rtype, values) == J.OK, "commit")
        seq = j.current.last_seq
        copy = chip.survivor()
        unmount()
        mount(copy, "/copy")
        with open("/copy/ledger/s00001.tsl", "rb") as f:
            records, issues, _ = records_of(f.read())
        unmount("/copy")
        mount(chip)
        expect(records[-1][0] == seq and records[-1][2] == values, "record %d not on flash" % seq)
    return "5 of 5"


def script_pref():
    return "pref", script.PREF_PLAYERS, script.PREF_SETTINGS


@case
def undo_and_void():
    """Undo takes back the last deal, void an old one; the history keeps all."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 40)
    before = L.encode(j.table.to_values())
    rtype, values = script.pref_entry(40, j.table.engine)
    j.commit(rtype, values)
    last = j.current.last_seq
    expect(j.undo() == J.OK, "undo")
    old = T.Table.from_values(L.decode(before))
    expect(j.table.totals() == old.totals(), "undo: %r != %r" % (j.table.totals(), old.totals()))
    # void deal seq 6 (long before the checkpoint at 32 records)
    records, _, _ = records_of(file_bytes(j))
    expect(j.void(6) == J.OK, "void: %s" % j.detail)
    records2, issues, _ = records_of(file_bytes(j))
    expect(not issues, "issues")
    expect(records2[:len(records)] == records, "history rewritten")
    expect(records2[-1][1:] == (L.VOID, [6]) and records2[-2][1:] == (L.UNDO, [last]), "corrections not appended")
    full = R.derive(records2)
    expect(j.table.totals() == full.totals(), "void totals")
    # the voided deal passed the deal on: the dealer is as if it was played
    expect(j.table.engine.dealer == R.derive(records).engine.dealer, "dealer moved")
    expect(j.void(6) == T.T_TARGET, "void twice")
    expect(j.void(1) == T.T_TARGET, "void of the session open")
    expect(j.void(999) == T.T_TARGET, "void of nothing")
    j2, notices = reboot(j)
    expect(L.encode(j2.table.to_values()) == L.encode(full.to_values()), "boot after void")
    expect(j2.current.replayed <= 1, "replayed %d after void" % j2.current.replayed)
    return "totals %r" % (j.table.totals(),)


@case
def correcting_the_last_entry_equals_the_replay():
    """Undo or void of the entry just committed steps back to the table kept
    before it (no replay): the table, the next boot and every later entry are
    what a replay of the ledger gives; a second undo replays."""
    j, chip = fresh()
    done = 0
    for game, players, settings, entry in (("pref", script.PREF_PLAYERS, script.PREF_SETTINGS, script.pref_entry),
                                           ("ofc", script.OFC_PLAYERS, script.OFC_SETTINGS, script.ofc_entry)):
        if j.is_open():
            expect(j.close_session() == J.OK, "close")
        expect(j.open_session(game, players, settings) == J.OK, "open %s" % game)
        for i in range(12):
            rtype, values = entry(i, j.table.engine)
            expect(j.commit(rtype, values) == J.OK, "commit %d" % i)
            if i % 3 == 2:
                continue
            seq = j.current.last_seq
            expect(j.current.before is not None, "nothing kept for seq %d" % seq)
            expect(j.current.entry(seq) == (seq, rtype, values), "entry %d" % seq)
            dealer = j.table.engine.dealer if game == "pref" else None
            code = j.undo() if i % 3 == 0 else j.void(seq)
            expect(code == J.OK, "correction of %d: %d %s" % (seq, code, j.detail))
            records, issues, _ = records_of(file_bytes(j))
            expect(not issues, "issues %r" % (issues,))
            expect(records[-1][1:] == (L.UNDO if i % 3 == 0 else L.VOID, [seq]), "not appended")
            full = R.derive(records).to_values()
            expect(L.encode(j.table.to_values()) == L.encode(full), "%s %d: live != replay" % (game, i))
            if game == "pref" and i % 3 == 1 and rtype == L.PREF_DEAL:
                expect(j.table.engine.dealer == dealer, "a voided deal passes the deal on")
            j2, notices = reboot(j)
            expect(not notices and L.encode(j2.table.to_values()) == L.encode(full), "boot != replay")
            expect(j2.current.replayed == 0, "boot replayed %d" % j2.current.replayed)
            done += 1
        # the entry before is not the one just committed: the replay takes it back
        last = j.table.last_entry
        expect(j.current.before is not None and j.undo() == J.OK and j.current.before is None, "undo")
        expect(j.table.last_entry < last and j.undo() == J.OK, "second undo")
        records, _, _ = records_of(file_bytes(j))
        expect(L.encode(j.table.to_values()) == L.encode(R.derive(records).to_values()), "second undo != replay")
        expect(j.void(0) == T.T_TARGET, "void of 0")
        last = j.table.last_entry
        r = [x for x in records if x[0] == last][0]
        expect(j.current.before is None and j.current.entry(last) == r, "entry %d read back" % last)
        expect(j.current.entry(999) is None, "no entry 999")
    return "%d corrections of the last entry" % done


@case
def torn_tail_cut_off():
    """A record half written at the end is found, cut off and reported; the
    device goes on after it and the chain still holds across."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 10)
    good = j.table.to_values()
    size = len(file_bytes(j))
    j.close()
    torn = L.record(j.current.last_seq + 1, L.PREF_DEAL, ["raspasy", 5, 3, 2, None], j.current.head)
    with open(j.path(1, "tsl"), "ab") as f:
        f.write(torn[:len(torn) // 2])
    j2, notices = reboot(j)
    expect([n[0] for n in notices] == [JS.N_TORN], "notices %r" % (notices,))
    expect(("byte %d" % size) in notices[0][1], "position %r" % (notices,))
    # the same game state; only the DAMAGE record was added to the ledger
    expect(L.encode(j2.table.engine.to_values()) == L.encode(good[-1]), "table changed")
    expect(j2.current.last_seq == good[3] + 1, "no DAMAGE record")
    rtype, values = script.pref_entry(10, j2.table.engine)
    expect(j2.commit(rtype, values) == J.OK, "commit after")
    records, issues, r = records_of(file_bytes(j2))
    expect([i[:2] for i in issues] == [(L.E_DAMAGED, size)], "issues %r" % (issues,))
    expect(records[-2][1] == L.DAMAGE and records[-2][2][:3] == [L.TORN_TAIL, size, len(torn) // 2], "no damage record")
    expect(records[-1][2] == values, "entry after")
    j3, notices = reboot(j2)
    expect(not notices, "reported again: %r" % (notices,))
    # The DAMAGE record after the torn bytes has the expected seq: rewritten
    # to link to an older record (the CRC made right), the chain breaks there
    # (``Journal.check`` reads through the board's window)
    j3.close()
    data = file_bytes(j3)
    at = size + len(torn) // 2
    spans = [(x[0], x[1], x[2]) for x in L.Reader(data)]
    mark = [s for s in spans if s[0] == at][0]
    older = [x for x in spans if x[2] == mark[2] - 2][0]
    forged = L.record(mark[2], L.DAMAGE, records[-2][2], L.link(data[older[0]:older[0] + older[1]]))
    write_file(j3.path(1, "tsl"), data[:at] + forged + data[at + mark[1]:])
    issues = [i[:2] for i in j3.check(1)]
    expect(issues[:2] == [(L.E_DAMAGED, size), (L.E_CHAIN, at)], "forged mark: %r" % (issues,))
    return "cut %d bytes at byte %d" % (len(torn) // 2, size)


@case
def damage_in_the_middle():
    """A damaged record among good ones: the good ones before and after are kept
    byte for byte, the damage is reported, appending goes on."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 36)                       # checkpoint after 32 records, then 5 more
    data = file_bytes(j)
    records, _, _ = records_of(data)
    r = L.Reader(data)
    spans = [(x[0], x[1], x[2]) for x in r]
    off, size, seq = spans[-3]       # a record after the checkpoint
    j.close()
    with open(j.path(1, "tsl"), "r+b") as f:
        f.seek(off + size // 2)
        f.write(bytes([data[off + size // 2] ^ 0x40]))
    j2, notices = reboot(j)
    # Losing a deal moves the dealer: a later deal may no longer fit and is
    # left out of the totals (kept in the ledger, reported as not counted).
    codes = [n[0] for n in notices]
    expect(JS.N_DAMAGED in codes and set(codes) <= set([JS.N_DAMAGED, JS.N_SKIPPED]), "notices %r" % (notices,))
    expect(("byte %d" % off) in notices[codes.index(JS.N_DAMAGED)][1], "position")
    kept = [x for x in records if x[0] != seq]
    ref = R.derive(kept, strict=False)
    expect(L.encode(j2.table.engine.to_values()) == L.encode(ref.engine.to_values()), "table")
    expect(j2.table.skipped == ref.skipped, "skipped")
    rtype, values = script.pref_entry(36, j2.table.engine)
    code = j2.commit(rtype, values)
    expect(code == J.OK, "commit after %d" % code)
    after = file_bytes(j2)
    expect(after[:off] == data[:off] and after[off + size:len(data)] == data[off + size:], "good records changed")
    records2, issues, _ = records_of(after)
    expect([i[:2] for i in issues] == [(L.E_DAMAGED, off)], "issues %r" % (issues,))
    expect([x for x in records2 if x[1] != L.DAMAGE][:len(kept)] == kept, "records lost")
    expect(j2.check(1) == issues, "check")
    j3, notices = reboot(j2)
    expect(not notices, "reported again")
    # the marked damage does not stop a void that replays across it ...
    expect(j3.void(4) == J.OK, "void across marked damage: %s" % j3.detail)
    # ... but damage behind the checkpoint, which boot never read, does
    off2, size2, seq2 = spans[10]
    j3.close()
    with open(j3.path(1, "tsl"), "r+b") as f:
        f.seek(off2 + 3)
        f.write(b"\x00\x00")
    j4, notices = reboot(j3)
    expect(not notices, "boot read behind its checkpoint")
    before = file_bytes(j4)
    code = j4.void(5)
    expect(code == JF.E_DAMAGED_LEDGER and ("byte %d" % off2) in j4.detail, "void over hidden damage: %d %s"
           % (code, j4.detail))
    expect(file_bytes(j4) == before, "written anyway")
    expect([i[1] for i in j4.check(1)] == [off2, off], "check finds both")
    return "record seq %d at byte %d" % (seq, off)


@case
def full_flash_reported_first():
    """Deals until the flash is full: a warning first, then a refusal, never a
    lost event; closing, the host's ack and removal still work and free room."""
    j, chip = fresh(24)
    j.open_session(*script_pref())
    codes = []
    i = 0
    while True:
        rtype, values = script.pref_entry(i, j.table.engine)
        code = j.commit(rtype, values)
        codes.append(code)
        i += 1
        if code >= 100:
            break
    saved = len([c for c in codes if c < 100])
    expect(code == J.E_FULL, "stopped with %d %s" % (code, j.detail))
    expect(J.W_LOW in codes, "no low warning")
    # warned while an evening still fits: a 300-deal pulya (the heap budget's) after the first warning
    expect(saved - codes.index(J.W_LOW) >= 300, "warned %d deals before the end" % (saved - codes.index(J.W_LOW)))
    expect(J.E_WRITE not in codes, "write error")
    records, issues, _ = records_of(file_bytes(j))
    expect(not issues and len(records) == saved + 1, "records %d saved %d" % (len(records), saved))
    expect(j.remove_session(1) == JH.E_SESSION_OPEN, "remove open")
    expect(j.close_session() < 100, "close on a full flash: %s" % j.detail)
    expect(j.remove_session(1) == JH.E_NOT_ACKED, "remove unacked")
    seq, link = j.head(1)
    expect(j.acknowledge(1, seq, link) < 100, "ack on a full flash: %s" % j.detail)
    expect(j.remove_session(1) == J.OK, "remove acked")
    expect(j.open_session(*script_pref()) == J.OK, "new session")
    expect(j.commit(*script.pref_entry(0, j.table.engine)) == J.OK, "room again")
    return "%d deals on a 24-block chip, warned from deal %d" % (saved, codes.index(J.W_LOW) + 1)


def fill(path, stop):
    """Another file (not the journal's) written in 1 KB pieces until
    ``stop(statvfs)`` or the flash refuses; the bytes written."""
    import os
    n = 0
    with open(path, "wb") as f:
        while not stop(os.statvfs("/flash")):
            try:
                f.write(b"x" * 1024)
                f.flush()
            except OSError:
                break
            n += 1024
    return n


def wrapped(st):
    """littlefs's free count past zero: read as 2**32 - k on this port."""
    return st[3] > st[2]


@case
def other_files_fill_the_flash():
    """Another file fills littlefs until its free count wraps (2**32 - k):
    the journal counts that as no room, refuses the next deal at once (it
    saved deals until ENOSPC), and still takes the close and the host's
    ack, which littlefs has room for; the session is then removed.  Filled
    to the last byte: nothing the journal could write is written, nothing
    raises, nothing is lost, and once the file goes the close, the ack and
    the removal go through."""
    import os
    j, chip = fresh(32)
    j.open_session(*script_pref())
    expect(pref(j, 20) == [J.OK] * 20, "deals")
    photo = "/flash/photo.jpg"
    n = fill(photo, wrapped)
    st = os.statvfs("/flash")
    expect(wrapped(st), "the count did not wrap: %r" % (st,))
    data = file_bytes(j)
    code = j.commit(*script.pref_entry(20, j.table.engine))
    expect(code == J.E_FULL, "a deal with the free count at %d: %d" % (st[3], code))
    expect(file_bytes(j) == data, "written anyway")
    expect(j.close_session() < 100, "close: %s" % j.detail)
    seq, link = j.head(1)
    expect(j.acknowledge(1, seq, link) < 100, "ack: %s" % j.detail)
    records, issues, _ = records_of(file_bytes(j))
    expect(not issues and [r[1] for r in records[-2:]] == [L.SESSION_CLOSE, L.HOST_ACK], "records %r" % (issues,))
    expect(j.remove_session(1) == J.OK, "remove: %s" % j.detail)
    os.remove(photo)
    # the same to the last byte: the file written until the flash refuses.
    # Whatever the journal tries then is written whole or refused, never raised
    j.open_session(*script_pref())
    sid = j.current.sid
    expect(pref(j, 20) == [J.OK] * 20, "deals again")
    fill(photo, lambda st: False)
    data = file_bytes(j, sid)
    expect(j.commit(*script.pref_entry(20, j.table.engine)) == J.E_FULL, "a deal on a full flash")
    expect(file_bytes(j, sid) == data, "written on a full flash")
    codes = [j.close_session()]
    head = j.head(sid)
    codes.append(j.acknowledge(sid, head[0], head[1]))
    j2, notices = reboot(j)
    expect(not notices and L.encode(j2.table.to_values()) == full_replay(j2, sid), "after a reboot %r" % (notices,))
    records = records_of(file_bytes(j2, sid))[0]
    want = [r for r, c in zip((L.SESSION_CLOSE, L.HOST_ACK), codes) if c < 100]
    expect([r[1] for r in records[len(records) - len(want):]] == want and all(c < 100 or c == J.E_FULL for c in codes),
           "codes %r, records %r" % (codes, records[-2:]))
    os.remove(photo)
    if j2.is_open():
        expect(j2.close_session() == J.OK, "close once there is room")
    seq, link = j2.head(sid)
    expect(j2.acknowledge(sid, seq, link) == J.OK and j2.remove_session(sid) == J.OK, "ack and remove")
    return "a %d-byte file wrapped the free count: deal refused, close and ack written; full to the last byte: %r" % (
        n, codes)

@case
def removal_needs_ack():
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 5)
    expect(j.remove_session(1) == JH.E_SESSION_OPEN, "open")
    j.close_session()
    expect(j.remove_session(1) == JH.E_NOT_ACKED, "not acked")
    seq, link = j.head(1)
    expect(j.acknowledge(1, seq, b"12345678") == JH.E_ACK, "wrong link accepted")
    expect(j.acknowledge(1, seq - 1, link) == JH.E_ACK, "link of another record accepted")
    expect(j.acknowledge(1, 3, records_link(j, 3)) == J.OK, "partial ack")
    expect(j.remove_session(1) == JH.E_NOT_ACKED, "partial ack removes")
    expect(j.acknowledge(1, seq, link) == J.OK, "ack")
    expect(j.remove_session(1) == J.OK, "remove")
    expect(j.sessions() == [], "files left")
    expect(j.remove_session(1) == JH.E_NO_LEDGER, "remove twice")
    return "refused 3 ways, then removed"


def records_link(j, seq):
    r = L.Reader(file_bytes(j, 1))
    for x in r:
        if x[2] == seq:
            return r.head


@case
def unknown_version_is_reported():
    """A ledger of a newer format is reported, kept, and a new session starts beside it."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 3)
    j.close()
    data = bytearray(file_bytes(j))
    data[4] = 9
    with open(j.path(1, "tsl"), "wb") as f:
        f.write(data)
    try:
        import os
        os.remove(j.path(1, "ckp"))
    except OSError:
        pass
    j2, notices = reboot(j)
    expect(notices and notices[0][0] == JS.N_UNREADABLE and "version" in notices[0][1], "notices %r" % (notices,))
    expect(j2.open_session(*script_pref()) == J.OK and j2.current.sid == 2, "new session")
    expect(file_bytes(j2, 1) == bytes(data), "old file touched")
    return notices[0][1]


@case
def bad_entries_write_nothing():
    j, chip = fresh()
    expect(j.commit(L.PREF_DEAL, ["raspasy", 5, 3, 2, None]) == T.T_NO_SESSION, "no session")
    expect(j.open_session("chess", ["A", "B"], []) == T.T_SETTINGS, "unknown game")
    expect(j.open_session("pref", ["A", "B"], [3, 0, 0, 0]) == T.T_SETTINGS, "two names for three")
    j.open_session(*script_pref())
    pref(j, 3)
    data = file_bytes(j)
    state = L.encode(j.table.to_values())
    bad = [(L.PREF_DEAL, ["raspasy", 5, 3, 3, None]), (L.PREF_DEAL, []), (L.OFC_DEAL, ["quick", 0, 5, 0, 0]),
           (L.PREF_DEAL, ["game", 0, 11, None, 6, "open", 1, None, 0, None, None, None, None]),
           (L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (99, [1]),
           (L.PREF_DEAL, ["x" * 2000])]
    codes = [j.commit(t, v) for t, v in bad]
    expect(all(c >= 200 for c in codes), "codes %r" % (codes,))
    expect(file_bytes(j) == data, "something written")
    # the entry is applied to the live table: a refused one leaves it as it was
    expect(L.encode(j.table.to_values()) == state, "table changed")
    expect(pref(j, 1, 3) == [J.OK], "a good entry after")
    records, _, _ = records_of(file_bytes(j))
    expect(L.encode(j.table.to_values()) == L.encode(R.derive(records).to_values()), "live != replay")
    expect(j.open_session(*script_pref()) == T.T_OPEN, "second open")
    return "codes %r" % (codes,)


@case
def no_memory_in_a_commit_loses_nothing():
    """MemoryError inside a commit (the deal entry is where the heap is
    fullest): before the record is made, and after it is on the flash (the
    link of the next record is being computed).  The commit raises; the
    journal reads its file back before the next call, so the table is what
    the file says (no deal kept that is not saved, none lost that is), and
    the game goes on."""
    def no_memory(*args):
        raise MemoryError

    def without_memory(name, call, *args):
        """``call(*args)`` with ``ledger.<name>`` out of memory: True if it raised MemoryError."""
        real = getattr(L, name)
        setattr(L, name, no_memory)
        try:
            call(*args)
            return False
        except MemoryError:
            return True
        finally:
            setattr(L, name, real)

    results = []
    for name, saved in (("record", False), ("link", True)):
        j, chip = fresh()
        j.open_session(*script_pref())
        pref(j, 4)
        count = len(records_of(file_bytes(j))[0])
        expect(without_memory(name, j.commit, *script.pref_entry(4, j.table.engine)), "%s: no MemoryError" % name)
        records = records_of(file_bytes(j))[0]
        expect(len(records) == count + saved, "%s: %d records after, %d before" % (name, len(records), count))
        expect(pref(j, 1, 5) == [J.OK], "%s: the next deal" % name)
        expect(L.encode(j.table.to_values()) == full_replay(j), "%s: live != replay" % name)
        expect(j.undo() == J.OK and L.encode(j.table.to_values()) == full_replay(j), "%s: undo" % name)
        # and in a correction of the deal just entered (no replay: Session.before)
        pref(j, 1, 6)
        count = len(records_of(file_bytes(j))[0])
        expect(without_memory(name, j.undo), "%s: no MemoryError in the undo" % name)
        expect(len(records_of(file_bytes(j))[0]) == count + saved, "%s: the undo's record" % name)
        expect(pref(j, 1, 7) == [J.OK], "%s: the deal after the undo" % name)
        expect(L.encode(j.table.to_values()) == full_replay(j), "%s: live != replay after the undo" % name)
        results.append("%s %s" % (name, "saved" if saved else "not saved"))
    return ", ".join(results)


@case
def other_game_lets_the_closed_engine_go():
    # a new session of the other game drops the closed pulya's engine before
    # the OFC rules load (the heap); one that is refused gets it back from the file
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 6)
    expect(j.close_session() == J.OK, "closed: %s" % j.detail)
    totals = j.table.totals()
    expect(j.open_session("ofc", ["Anna"], [31, 0, 0, 0, 10, 0]) == T.T_SETTINGS, "one name for two")
    expect(j.current.sid == 1 and j.table.game == "pref" and j.table.closed, "the pulya is back")
    expect(j.table.totals() == totals and j.table.engine is not None, "its totals %r" % (j.table.totals(),))
    expect(j.open_session("ofc", ["Anna", "Boris"], [31, 0, 0, 0, 10, 0]) == J.OK, "match: %s" % j.detail)
    expect(j.current.sid == 2 and j.table.game == "ofc", "the match is on")
    return "totals kept %r" % (totals,)


@case
def a_closed_pulya_lets_its_engine_go():
    # closed, a pulya's table keeps its counts and totals, not its engine (its
    # rules can leave the heap before the results); its end taken back, the
    # engine comes back from the close's checkpoint, as the replay has it
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 6)
    totals = j.table.totals()
    expect(j.close_session() == J.OK, "closed: %s" % j.detail)
    expect(j.table.closed and j.table.engine is None, "closed with its engine")
    expect(j.table.totals() == totals and j.table.entries == 6, "kept %r" % (j.table.totals(),))
    expect(j.undo() == J.OK, "the end taken back: %s" % j.detail)
    expect(not j.table.closed and j.table.engine is not None and j.table.totals() == totals, "open again")
    expect(L.encode(j.table.to_values()) == full_replay(j), "open again != replay")
    expect(j.commit(*script.pref_entry(7, j.table.engine)) == J.OK, "plays on: %s" % j.detail)
    # the close's checkpoint gone from the flash: refused, nothing written
    expect(j.close_session() == J.OK, "closed again: %s" % j.detail)
    size = len(file_bytes(j))
    import os
    os.remove(j.path(1, "ckp"))
    expect(j.undo() == JF.E_DAMAGED_LEDGER and len(file_bytes(j)) == size and j.table.closed, "without its checkpoint")
    return "totals kept %r" % (totals,)


def full_replay(j, sid=1):
    """The table a full, lenient replay of the session's file gives."""
    records, _, _ = records_of(file_bytes(j, sid))
    return L.encode(R.derive(records, strict=False).to_values())


def write_file(path, data):
    with open(path, "wb") as f:
        f.write(data)


@case
def bad_checkpoints_replay():
    """Whatever is wrong with the checkpoint, boot says so, replays the
    ledger and equals the full replay; the next boot is clean again."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 40)                          # a checkpoint after 32 records, 9 after it
    j.close()
    ckp = open(j.path(1, "ckp"), "rb").read()
    sid, offset, seq, head, state = L.read_checkpoint(ckp)
    spans = [(x[0], x[2]) for x in L.Reader(file_bytes(j))]
    flipped = bytearray(ckp)
    flipped[len(ckp) // 2] ^= 4
    bad = [
        ("a byte flipped", bytes(flipped)),
        ("cut short", ckp[:len(ckp) - 3]),
        ("a newer version", ckp[:4] + b"\x02" + ckp[5:]),
        ("of another session", L.checkpoint(9, offset, seq, head, state, None)),
        ("CRC-correct, no offset", L.checkpoint(1, None, seq, head, state, None)),
        ("CRC-correct, an int link", L.checkpoint(1, offset, seq, 7, state, None)),
        ("past the ledger's end", L.checkpoint(1, len(file_bytes(j)) + 40, seq, head, state, None)),
        # offset of record 11 with the seq and link of record 33: the file it was made for was other
        ("not this ledger's", L.checkpoint(1, spans[10][0], seq, head, state, None)),
    ]
    want = full_replay(j)
    for why, data in bad:
        write_file(j.path(1, "ckp"), data)
        j2, notices = reboot(j)
        expect([n[0] for n in notices] == [JS.N_CHECKPOINT], "%s: notices %r" % (why, notices))
        expect(L.encode(j2.table.to_values()) == want, "%s: table != full replay" % why)
        j3, notices = reboot(j2)            # the replay wrote a good checkpoint
        expect(not notices and j3.current.replayed < 32, "%s: again %r" % (why, notices))
        j = j3
    expect(j.commit(*script.pref_entry(40, j.table.engine)) == J.OK, "commit after")
    return "%d kinds" % len(bad)


@case
def header_damage():
    """A ledger header whose CRC fails: reported at every boot, nothing of the
    session is lost, play goes on and the host still reads every record.  A
    header of another version (or not a ledger): reported, never appended to,
    even when its checkpoint is fine."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 40)
    j.close()
    data = bytearray(file_bytes(j))
    data[12] ^= 0x20                      # in the device id
    write_file(j.path(1, "tsl"), data)
    j2, notices = reboot(j)
    expect([n[0] for n in notices] == [JS.N_DAMAGED] and "E103" in notices[0][1], "notices %r" % (notices,))
    expect(j2.commit(*script.pref_entry(40, j2.table.engine)) == J.OK, "commit after")
    after = file_bytes(j2)
    expect(after[:len(data)] == bytes(data), "file rewritten")
    records, issues = verify(after, j2.head(1))
    expect(len(records) == 42 and [i[:2] for i in issues] == [(L.E_HEADER_CRC, 0), (L.E_CHAIN, 18)],
           "host reads %d, %r" % (len(records), issues))
    expect(j2.check(1) == issues, "check %r" % (j2.check(1),))
    code = j2.void(5)                     # needs the whole file, which is damaged: refused, not raised
    expect(code == JF.E_DAMAGED_LEDGER, "void %d" % code)
    for why, pos, byte in (("version", 4, 2), ("magic", 0, 0x54 ^ 1)):
        j2.close()
        other = bytearray(file_bytes(j2))
        other[pos] = byte
        write_file(j2.path(1, "tsl"), other)
        j3, notices = reboot(j2)
        expect([n[0] for n in notices] == [JS.N_UNREADABLE] and j3.current is None, "%s: %r" % (why, notices))
        expect(j3.commit(L.PREF_DEAL, ["raspasy", 5, 3, 2, None]) == T.T_NO_SESSION, "%s: appended" % why)
        expect(file_bytes(j3, 1) == bytes(other), "%s: touched" % why)
        expect(j3.check(1)[0][0] == JH.E_NO_LEDGER and j3.head(1) is None, "%s: check/head" % why)
        write_file(j2.path(1, "tsl"), after)
    return notices[0][1]


@case
def unreadable_record_reported():
    """A record with a correct CRC that does not decode (a list claiming 2^63
    items), or bytes claiming a huge length: reported, skipped, play goes on."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 3)
    j.close()
    body = bytearray()
    L.put_varint(body, j.current.last_seq + 1)
    body.append(L.PREF_DEAL)
    body += b"\x84" + b"\xff" * 8 + b"\x7f"
    rec = bytearray([L.REC_MAGIC, len(body)]) + j.current.head + body
    crc = __import__("binascii").crc32(rec) & 0xFFFFFFFF
    rec += bytes([crc & 255, crc >> 8 & 255, crc >> 16 & 255, crc >> 24])
    with open(j.path(1, "tsl"), "ab") as f:
        f.write(rec + b"\xe7\xff\xff\xff\xff\x7f" + bytes(20))
    j2, notices = reboot(j)
    codes = [n[0] for n in notices]
    expect(JS.N_DAMAGED in codes and JS.N_TORN in codes, "notices %r" % (notices,))
    expect(j2.commit(*script.pref_entry(3, j2.table.engine)) == J.OK, "commit after")
    records, issues, _ = records_of(file_bytes(j2))
    expect(records[-1][0] == j2.current.last_seq and issues[0][0] == L.E_ENCODING, "issues %r" % (issues,))
    return "; ".join(n[1] for n in notices)


@case
def ledger_folder_missing():
    """The folder removed behind the journal's back, or no filesystem at all:
    codes, never an exception, never a ledger file without its header."""
    j, chip = fresh()
    j.open_session(*script_pref())
    pref(j, 3)
    import os
    j.close()
    for name in os.listdir(ROOT):
        os.remove(ROOT + "/" + name)
    os.rmdir(ROOT)
    code = j.commit(*script.pref_entry(3, j.table.engine))
    expect(code == J.E_WRITE, "commit %d" % code)
    expect(j.commit(*script.pref_entry(3, j.table.engine)) == T.T_NO_SESSION, "still open")
    expect(j.open_session(*script_pref()) == J.OK, "new session: %s" % j.detail)
    expect(file_bytes(j, 1)[:4] == b"TSLG", "no header")
    unmount()
    nowhere = Journal("/nowhere/ledger")
    notices = nowhere.boot()
    expect(notices and notices[0][0] == J.E_WRITE, "boot %r" % (notices,))
    codes = [nowhere.open_session(*script_pref()), nowhere.commit(L.PREF_DEAL, []), nowhere.undo(),
             nowhere.remove_session(1), nowhere.acknowledge(1, 1, b"12345678")]
    expect(codes == [J.E_WRITE, T.T_NO_SESSION, T.T_TARGET, JH.E_NO_LEDGER, JH.E_NO_LEDGER], "codes %r" % (codes,))
    expect(nowhere.head(1) is None and nowhere.check(1)[0][0] == JH.E_NO_LEDGER, "head/check")
    return "codes %r" % (codes,)


@case
def write_error_at_every_step_of_a_checkpointing_commit():
    """The chip refuses one program or erase (a write error; the board keeps
    running), at each operation of the commit that also writes the
    checkpoint: saved or refused, never raised; no cut checkpoint left to
    take room; what was saved survives a reboot, which equals a full replay."""
    Flash.transient = True
    seen = {}
    try:
        k = 0
        while True:
            k += 1
            j, chip = fresh()
            j.open_session(*script_pref())
            pref(j, 30)                    # the next commit is the 32nd record since the open: a checkpoint
            seq = j.current.last_seq + 1
            chip.fail_at = chip.ops + k
            rtype, values = script.pref_entry(30, j.table.engine)
            code = j.commit(rtype, values)
            if chip.ops < chip.fail_at:    # past the commit's last operation
                break
            seen[code] = seen.get(code, 0) + 1
            expect(code in (J.OK, J.W_CHECKPOINT, J.E_WRITE), "op %d: code %d" % (k, code))
            import os
            expect(not [n for n in os.listdir(ROOT) if n.endswith(".tmp")], "op %d: a .tmp left" % k)
            j2, notices = reboot(j)
            records, issues, _ = records_of(file_bytes(j2))
            expect((records[-1][0] == seq) == (code < 100), "op %d: code %d, last seq %d" % (k, code, records[-1][0]))
            expect(L.encode(j2.table.to_values()) == full_replay(j2), "op %d: boot != replay" % k)
            expect(j2.commit(*script.pref_entry(31, j2.table.engine)) < 100, "op %d: goes on" % k)
    finally:
        Flash.transient = False
    expect(seen.get(J.W_CHECKPOINT), "no failure hit the checkpoint: %r" % (seen,))
    return "%d operations, codes %r" % (k - 1, sorted(seen.items()))


def checkpoint_seq(path):
    """The last record the checkpoint file covers, None if there is none;
    raises if it is there but not whole."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    return L.read_checkpoint(data)[2]


@case
def power_lost_while_the_checkpoint_is_written():
    """Power lost at each flash operation of the two commits that write a
    checkpoint: the session's first (the file is created) and its second
    (the file is replaced).  What the board finds is the checkpoint before
    (or none) or the new one, whole, never a cut or empty one; boot says
    nothing, replays at most the records after it and equals a full replay;
    the deal is there if the commit said saved; the game goes on.

    Fails if the checkpoint is written in place (littlefs makes a file it
    creates at the open, before its bytes: an empty checkpoint), removed
    before the new one is whole or renamed, or written in two flushes.
    (The power-loss sweep of a whole evening finds those in minutes; this
    is the checkpoint's own case, in seconds.)"""
    ckp = ROOT + "/s00001.ckp"
    # a healthy run first: the deals before each commit that writes a checkpoint, and what it covers
    j, chip = fresh()
    j.open_session(*script_pref())
    writes = []                       # (deals before it, seq covered before, seq covered after)
    deals = 0
    while len(writes) < 2:
        before = checkpoint_seq(ckp)
        j.commit(*script.pref_entry(deals, j.table.engine))
        after = checkpoint_seq(ckp)
        if after != before:
            writes.append((deals, before, after))
        deals += 1
    figures = []
    for deals, old, new in writes:
        cuts = 0
        in_the_checkpoint = 0         # cuts after the record was on the flash: in the checkpoint's write
        while True:
            cuts += 1
            j, chip = fresh()
            j.open_session(*script_pref())
            pref(j, deals)
            expect(checkpoint_seq(ckp) == old, "%d deals: the checkpoint before is not there" % deals)
            seq = j.current.last_seq + 1
            chip.fail_at = chip.ops + cuts
            code = j.commit(*script.pref_entry(deals, j.table.engine))
            if not chip.dead:         # past the commit's last operation
                break
            why = "checkpoint %s -> %s, cut %d" % (old, new, cuts)
            j.close()
            unmount()
            mount(chip.survivor())
            try:
                found = checkpoint_seq(ckp)
            except Exception as exc:
                raise AssertionError("%s: the checkpoint is not whole: %s %s" % (why, type(exc).__name__, exc))
            expect(found in (old, new), "%s: a checkpoint of seq %s" % (why, found))
            j2 = Journal(ROOT)
            notices = j2.boot()
            expect(not notices, "%s: boot says %r" % (why, notices))
            expect(j2.current.replayed <= Journal.checkpoint_every, "%s: replayed %d" % (why, j2.current.replayed))
            records = records_of(file_bytes(j2))[0]
            expect(records[-1][0] in (seq - 1, seq) and (code >= 100 or records[-1][0] == seq),
                   "%s: code %d, last seq %d" % (why, code, records[-1][0]))
            in_the_checkpoint += records[-1][0] == seq and found == old
            expect(L.encode(j2.table.to_values()) == full_replay(j2), "%s: boot != replay" % why)
            expect(j2.commit(*script.pref_entry(deals + 1, j2.table.engine)) < 100, "%s: goes on" % why)
        expect(in_the_checkpoint, "checkpoint %s -> %s: no cut fell in its write" % (old, new))
        figures.append("%s -> %s cut at each of %d operations (%d in its write)" % (old, new, cuts - 1, in_the_checkpoint))
    return "; ".join(figures)


def main():
    only = sys.argv[1:]
    for fn in CASES:
        if only and fn.__name__ not in only:
            continue
        try:
            print("ok %s: %s" % (fn.__name__, fn()))
        except Exception as exc:
            print("FAIL %s: %s %s" % (fn.__name__, type(exc).__name__, exc))
            sys.print_exception(exc) if hasattr(sys, "print_exception") else None
        unmount()


main()
