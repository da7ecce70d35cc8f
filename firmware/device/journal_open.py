"""Opening and closing a session: ``Journal.open_session`` and
``close_session``; the session ids on the flash (``Journal.sessions``).

``device.journal`` imports this module for the call and forgets it again,
like ``device.journal_rare`` but much smaller: a session opens while its
game's engine is being imported, and nothing else of the journal's rare code
needs to be on the heap then.  The functions answer as the journal's methods
do: a code, the reason in ``journal.detail``.
"""
import gc
import os

from rules import ledger
from rules.ledger import LedgerError
from rules import table as tables
from rules.table import Table, TableError
from device.journal import Session, OK, W_LOW, W_CHECKPOINT, E_WRITE, E_TOO_BIG


def make_root(j):
    """Create the ledger folder if it is missing (first boot, or removed by hand)."""
    try:
        os.stat(j.root)
    except OSError:
        os.mkdir(j.root)


def sessions(j):
    """``Journal.sessions``: session ids with a ledger file, oldest first."""
    out = []
    try:
        entries = list(os.ilistdir(j.root))
    except OSError:
        return out
    for entry in entries:
        name = entry[0]
        if len(name) == 10 and name[0] == "s" and name[6:] == ".tsl":
            try:
                out.append(int(name[1:6]))
            except ValueError:
                pass
    out.sort()
    return out


def open_session(j, game, players, settings, started=None):
    """``Journal.open_session``: header + SESSION_OPEN in a new file, written
    whole or not at all.  OK, or W_LOW: opened, little room left."""
    j._reload()
    if j.is_open():
        j.detail = "close it first"
        return tables.T_OPEN
    last = j.current
    if last is not None and last.table.game != game:
        # the closed session of the other game lets its engine go before
        # this game's rules are imported: not both on the heap at once
        last.table = Table()
        gc.collect()
    code = _open(j, game, players, settings, started)
    if j.current is last and last is not None and last.table.game is None:
        # not started: the last session as it was (from its file)
        from device.journal_rare import load
        if not load(last):
            j.current = None
    return code


def _open(j, game, players, settings, started):
    values = [game, list(players), list(settings), started]
    t = Table()
    try:
        t.apply(1, ledger.SESSION_OPEN, values)
        sids = sessions(j)
        sid = sids[-1] + 1 if sids else 1
        data = ledger.header(sid, j.device) + ledger.record(1, ledger.SESSION_OPEN, values,
                                                            ledger.start_link(sid, j.device))
    except (TableError, LedgerError) as exc:
        j.detail = exc.detail
        return exc.code if isinstance(exc, TableError) else E_TOO_BIG
    try:
        make_root(j)
    except OSError as exc:
        j.detail = str(exc)
        return E_WRITE
    code = j.room(len(data), j.reserve_blocks + j.entry_blocks)
    if code != OK:
        return code
    new = j.path(sid, "new")
    try:
        with open(new, "wb") as f:
            f.write(data)
        os.rename(new, j.path(sid, "tsl"))
    except OSError as exc:
        j.detail = str(exc)
        try:
            os.remove(new)    # half a new ledger only takes room
        except OSError:
            pass
        return E_WRITE
    if j.current is not None:
        j.current.close_handle()
    s = Session(j, sid)
    s.table = t
    s.size = len(data)
    s.head = ledger.link(data[ledger.HEADER_SIZE:])
    s.last_seq = 1
    s.since = 1
    j.current = s
    # the start of an evening is when the players can still sync first
    return W_LOW if j.free - len(data) < j.low_blocks * j.block else OK


def close_session(j, reason=0, ended=None):
    """``Journal.close_session``: SESSION_CLOSE, a checkpoint, the handle closed."""
    code = j.commit(ledger.SESSION_CLOSE, [reason, ended])
    if code <= W_LOW:
        if not j.current.checkpoint():
            code = W_CHECKPOINT
        j.current.close_handle()
    return code
