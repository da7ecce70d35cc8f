"""Write ledgers straight onto a simulator flash image (run under micropython).

    micropython make_flash.py IMAGE BLOCKS PREF_DEALS OFC_MATCHES [direct]

Session 1: a closed preferans pulya of PREF_DEALS deals (four players; an
undo and a void on the way; with ``direct``, none, and the deals written
straight into the file: see ``pulya_direct``).  Session 2: an OFC session played through
OFC_MATCHES matches and left open (the game goes on while the host syncs).
Built through ``device.journal`` on littlefs in the image file (mounted by
the simulator's own ``simboard.mount``): much faster than pressing keys.
Prints each session's head and totals.
"""
import os
import sys

from device.journal import Journal
import ledger_evening as ev
from rules import ledger as L

# the simulator's own littlefs mount (host_tools/sim/mp/simboard.py): the same image format
sys.path.append((__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../../host_tools/sim/mp")
from simboard import mount  # noqa: E402


def ok(code):
    if code > 2:
        raise SystemExit("journal refused: %d" % code)


def pulya(j, deals):
    ok(j.open_session("pref", ev.PREF_PLAYERS, ev.PREF_SETTINGS))
    i = n = 0
    while n < deals:
        rtype, values = ev.pref_entry(i, j.table.engine)
        i += 1
        if rtype != L.PREF_DEAL:
            continue
        ok(j.commit(rtype, values))
        n += 1
        if n == 100:
            ok(j.undo())                       # entered wrong ...
            ok(j.commit(rtype, values))        # ... and again
        if n == 200:
            ok(j.void(j.table.last_entry - 50))
    ok(j.close_session())


def pulya_direct(j, deals):
    """The pulya's deals written straight into the session's file: the records
    the journal writes (``rules.ledger.record``, each deal applied to the
    table first, so each is one the board would take), a few KB a write
    instead of a synced append each: 10,000 deals in seconds, not minutes.
    The journal then loads the file (its boot replays the deals and writes a
    checkpoint) and closes the session itself."""
    ok(j.open_session("pref", ev.PREF_PLAYERS, ev.PREF_SETTINGS))
    s = j.current
    table = s.table
    seq, prev = s.last_seq, s.head
    j.close()
    buf = bytearray()
    with open(s.path, "ab") as f:
        i = n = 0
        while n < deals:
            rtype, values = ev.pref_entry(i, table.engine)
            i += 1
            if rtype != L.PREF_DEAL:
                continue
            seq += 1
            table.apply(seq, rtype, values)
            rec = L.record(seq, rtype, values, prev)
            prev = L.link(rec)
            buf.extend(rec)
            if len(buf) >= 4096:
                f.write(buf)
                buf = bytearray()
            n += 1
        f.write(buf)
    j.boot()
    if j.current is None or j.current.last_seq != seq:
        raise SystemExit("the journal does not read the pulya back")
    ok(j.close_session())


def ofc(j, matches):
    ok(j.open_session("ofc", ev.OFC_PLAYERS, ev.OFC_SETTINGS))
    i = 0
    done = 0
    while True:
        m = j.table.engine.match
        if m.winner is not None:
            done += 1
            if done >= matches:
                break
        rtype, values = ev.ofc_entry(i, j.table.engine)
        i += 1
        ok(j.commit(rtype, values))


def main():
    path, blocks, deals, matches = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    mount(path, blocks)
    j = Journal(root="ledger")
    j.boot()
    if deals:
        if len(sys.argv) > 5 and sys.argv[5] == "direct":
            pulya_direct(j, deals)
        else:
            pulya(j, deals)
    if matches:
        ofc(j, matches)
    j.close()
    for sid in j.sessions():
        s = j.session(sid)
        print("session %d seq %d game %s totals %r size %d" % (
            sid, s.last_seq, s.table.game, s.table.totals(), os.stat(j.path(sid, "tsl"))[6]))
    os.umount("/flash")


if __name__ == "__main__":
    main()
