"""The host's archive of synced ledgers: one SQLite file.

Tables: ``devices`` (a board, by its chip id), ``sessions`` (one ledger of a
device: header, head, what the device and the host derive from it),
``records`` (the raw record bytes as the device wrote them, with seq, type and
link) and ``imports`` (one row per sync that archived records).  Records are
only ever added, a batch per transaction, after each was checked against the
hash chain up to the head the device announced: the archive holds a
confirmed prefix of every ledger, whatever happens to the host in between.

``staged`` holds what a sync received and checked but the chain has not
confirmed yet (a sync cut before the device's head): it is not the archive
(nothing reads it but the next sync, which goes on from it and moves it into
``records`` once the head confirms it, or drops it).

A sync opens the archive with ``create=False``: a file that is not there is
made only when something is written (``tablescore sync`` against a device
that gives nothing leaves no archive behind).

The default file is ``tablescore/archive.sqlite`` in the user's data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``; ``%APPDATA%`` on Windows).
"""
import json
import os
import pathlib
import sqlite3
import time

from .rules import ledger
from .rules import ledger_check
from .rules import table_replay

SCHEMA = """
CREATE TABLE IF NOT EXISTS devices (
    id INTEGER PRIMARY KEY,
    uid TEXT UNIQUE NOT NULL,          -- the chip id, hex
    ledger_device INTEGER NOT NULL,    -- the device id in its ledger headers
    firmware TEXT,
    first_seen REAL, last_seen REAL
);
CREATE TABLE IF NOT EXISTS sessions (
    id INTEGER PRIMARY KEY,
    device INTEGER NOT NULL REFERENCES devices(id),
    sid INTEGER NOT NULL,              -- the session id on the device
    header BLOB NOT NULL,              -- the ledger file's 18-byte header
    game TEXT, players TEXT,           -- JSON list
    last_seq INTEGER NOT NULL DEFAULT 0,
    head BLOB NOT NULL,                -- link of the last archived record (what the next one stores)
    end_offset INTEGER,                -- byte offset in the device's file after that record (NULL: not known)
    closed INTEGER NOT NULL DEFAULT 0, -- seq of session_close, 0 while open
    device_seq INTEGER, device_totals TEXT,   -- what the device derived (JSON), at its table seq
    host_totals TEXT,                  -- what the host derives from the archived records, at device_seq
    mismatch INTEGER NOT NULL DEFAULT 0,
    UNIQUE (device, sid)
);
CREATE TABLE IF NOT EXISTS records (
    session INTEGER NOT NULL REFERENCES sessions(id),
    seq INTEGER NOT NULL,
    type INTEGER NOT NULL,
    link BLOB NOT NULL,                -- the link it stores: SHA-256 prefix of the record before
    raw BLOB NOT NULL,
    import INTEGER REFERENCES imports(id),
    PRIMARY KEY (session, seq)
);
CREATE TABLE IF NOT EXISTS imports (
    id INTEGER PRIMARY KEY,
    device INTEGER REFERENCES devices(id),
    started REAL, finished REAL,
    records INTEGER NOT NULL DEFAULT 0,
    status TEXT
);
CREATE TABLE IF NOT EXISTS staged (
    device TEXT NOT NULL,              -- the chip id, hex (the device may have no row yet)
    sid INTEGER NOT NULL,
    seq INTEGER NOT NULL,              -- 0: the ledger file's header (a session new to the archive)
    type INTEGER NOT NULL,
    link BLOB NOT NULL,
    raw BLOB NOT NULL,
    end_offset INTEGER NOT NULL,       -- byte offset in the device's file after it
    PRIMARY KEY (device, sid, seq)
);
"""


class ArchiveError(ValueError):
    """Something the archive refuses (a diverging history, an unknown session)."""


def default_path():
    if os.name == "nt":
        base = os.environ.get("APPDATA") or os.path.expanduser("~")
    else:
        base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return pathlib.Path(base) / "tablescore" / "archive.sqlite"


def hexid(uid):
    return bytes(uid).hex()


class Archive:
    def __init__(self, path=None, create=True):
        self.path = pathlib.Path(path) if path else default_path()
        self.made = False           # the file is there (or being made)
        if create or self.path.exists():
            self._open()
        else:
            # empty until the first write (``_writable``) makes the file
            self.db = sqlite3.connect(":memory:")
            self.db.executescript(SCHEMA)

    def _open(self):
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path), timeout=30)
        self.made = True
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.executescript(SCHEMA)
        columns = [row[1] for row in self.db.execute("PRAGMA table_info(sessions)")]
        if "end_offset" not in columns:
            # an archive of sync protocol 1: offsets not known (the next sync reads each session from its start)
            self.db.execute("ALTER TABLE sessions ADD COLUMN end_offset INTEGER")
        self.db.commit()

    def _writable(self):
        """Before every write: the file, made now if it was not there (nothing was written before)."""
        if not self.made:
            self.db.close()
            self._open()

    def close(self):
        self.db.close()

    # -- devices and imports ----------------------------------------------------------
    def device_id(self, uid):
        """The archive id of the device with chip id ``uid``, or None."""
        row = self.db.execute("SELECT id FROM devices WHERE uid=?", (hexid(uid),)).fetchone()
        return row[0] if row else None

    def device(self, uid, ledger_device, firmware):
        """The archive id of a device, added when new (its firmware and last seen updated)."""
        self._writable()
        now = time.time()
        with self.db:
            row = self.db.execute("SELECT id FROM devices WHERE uid=?", (hexid(uid),)).fetchone()
            if row:
                self.db.execute("UPDATE devices SET last_seen=?, firmware=? WHERE id=?", (now, firmware, row[0]))
                return row[0]
            cur = self.db.execute("INSERT INTO devices (uid, ledger_device, firmware, first_seen, last_seen) "
                                  "VALUES (?, ?, ?, ?, ?)", (hexid(uid), ledger_device, firmware, now, now))
            return cur.lastrowid

    def begin_import(self, device):
        self._writable()
        with self.db:
            return self.db.execute("INSERT INTO imports (device, started, status) VALUES (?, ?, 'running')",
                                   (device, time.time())).lastrowid

    def end_import(self, imp, status):
        self._writable()
        with self.db:
            n = self.db.execute("SELECT count(*) FROM records WHERE import=?", (imp,)).fetchone()[0]
            self.db.execute("UPDATE imports SET finished=?, records=?, status=? WHERE id=?",
                            (time.time(), n, status, imp))

    # -- sessions ----------------------------------------------------------------------
    def session(self, device, sid):
        """``(id, last_seq, head, header, end_offset, closed)`` of an archived session, or None."""
        return self.db.execute("SELECT id, last_seq, head, header, end_offset, closed FROM sessions "
                               "WHERE device=? AND sid=?", (device, sid)).fetchone()

    def add_session(self, device, sid, header):
        """A new session row (no records yet); its header must read as ours."""
        self._writable()
        with self.db:
            return self._add_session(device, sid, header)

    def _add_session(self, device, sid, header):
        got_sid, dev = ledger.read_header(header)
        if got_sid != sid:
            raise ArchiveError("session %d: its header names session %d" % (sid, got_sid))
        return self.db.execute("INSERT INTO sessions (device, sid, header, head, end_offset) "
                               "VALUES (?, ?, ?, ?, ?)", (device, sid, bytes(header), ledger.link(header),
                                                          ledger.HEADER_SIZE)).lastrowid

    def raw(self, session, seq):
        row = self.db.execute("SELECT raw FROM records WHERE session=? AND seq=?", (session, seq)).fetchone()
        return row[0] if row else None

    def append(self, session, expect_seq, expect_head, records, imp, end_offset=None):
        """Store ``records`` [(raw, seq, type, link, values, ...)] after ``expect_seq``: one
        transaction; ``end_offset``: where the last of them ends in the device's file.

        The rows are checked again against the stored head inside the
        transaction, so two syncs at once cannot interleave.
        """
        self._writable()
        with self.db:
            return self._append(session, expect_seq, expect_head, records, imp, end_offset)

    def _append(self, session, expect_seq, expect_head, records, imp, end_offset):
        last, head, closed = self.db.execute("SELECT last_seq, head, closed FROM sessions WHERE id=?",
                                             (session,)).fetchone()
        if last != expect_seq or bytes(head) != bytes(expect_head):
            raise ArchiveError("the archive changed during the sync (another sync running?)")
        for raw, seq, rtype, link, values in (r[:5] for r in records):
            if seq != last + 1 or bytes(link) != bytes(head):
                raise ArchiveError("record %d does not follow %d" % (seq, last))
            self.db.execute("INSERT INTO records (session, seq, type, link, raw, import) VALUES (?, ?, ?, ?, ?, ?)",
                            (session, seq, rtype, bytes(link), bytes(raw), imp))
            last, head = seq, ledger.link(raw)
            if rtype in (ledger.SESSION_OPEN, ledger.UNDO) and values is None:
                values = ledger.fields(raw, 0, len(raw))[3]
            if rtype == ledger.SESSION_OPEN:
                self.db.execute("UPDATE sessions SET game=?, players=? WHERE id=?",
                                _shown_open(values) + (session,))
            elif rtype == ledger.SESSION_CLOSE:
                closed = seq
                self.db.execute("UPDATE sessions SET closed=? WHERE id=?", (seq, session))
            elif rtype == ledger.UNDO and closed and values and values[0] == closed:
                # the end taken back on the board (rules.table): open again
                closed = 0
                self.db.execute("UPDATE sessions SET closed=0 WHERE id=?", (session,))
        self.db.execute("UPDATE sessions SET last_seq=?, head=?, end_offset=? WHERE id=?",
                        (last, head, end_offset, session))
        return last, head

    # -- what a sync received, not confirmed yet -----------------------------------------
    def stage(self, uid, sid, records, header=None):
        """Keep ``records`` [(raw, seq, type, link, values, end offset)] of session
        ``sid`` of device ``uid`` (and the ledger's ``header``, for a session new
        to the archive) until the chain confirms them: one transaction."""
        self._writable()
        dev = hexid(uid)
        with self.db:
            if header is not None:
                self.db.execute("INSERT OR REPLACE INTO staged VALUES (?, ?, 0, 0, ?, ?, ?)",
                                (dev, sid, b"", bytes(header), ledger.HEADER_SIZE))
            self.db.executemany("INSERT OR REPLACE INTO staged VALUES (?, ?, ?, ?, ?, ?, ?)",
                                [(dev, sid, r[1], r[2], bytes(r[3]), bytes(r[0]), r[5]) for r in records])

    def staged(self, uid, sid):
        """What is staged of session ``sid``: ``(header or None, first, last, count)``,
        ``first`` and ``last`` records as ``(seq, link, raw, end offset)`` (None
        when there is none); None when nothing is staged."""
        dev = hexid(uid)
        pick = ("SELECT seq, link, raw, end_offset FROM staged WHERE device=? AND sid=? AND seq>0 "
                "ORDER BY seq %s LIMIT 1")
        first = self.db.execute(pick % "ASC", (dev, sid)).fetchone()
        last = self.db.execute(pick % "DESC", (dev, sid)).fetchone()
        count = self.db.execute("SELECT count(*) FROM staged WHERE device=? AND sid=? AND seq>0",
                                (dev, sid)).fetchone()[0]
        header = self.db.execute("SELECT raw FROM staged WHERE device=? AND sid=? AND seq=0", (dev, sid)).fetchone()
        if first is None and header is None:
            return None
        row = lambda r: r and (r[0], bytes(r[1]), bytes(r[2]), r[3])  # noqa: E731
        return (bytes(header[0]) if header else None), row(first), row(last), count

    def unstage(self, uid, sid):
        """Drop what is staged of session ``sid`` (the chain broke, or another history came)."""
        if not self.made:
            return
        with self.db:
            self.db.execute("DELETE FROM staged WHERE device=? AND sid=?", (hexid(uid), sid))

    def promote(self, device, uid, sid, session, expect_seq, expect_head, records, imp, header=None):
        """The chain is confirmed to the device's head: archive what is staged of
        session ``sid`` of device ``uid`` and then ``records`` (not staged), in
        one transaction.  ``session`` None: a new session row of archive device
        ``device``, with the staged ``header`` (or this one).  Returns
        ``(session, last seq, head)``."""
        self._writable()
        dev = hexid(uid)
        with self.db:
            rows = self.db.execute("SELECT raw, seq, type, link, NULL, end_offset FROM staged WHERE device=? AND "
                                   "sid=? ORDER BY seq", (dev, sid)).fetchall()
            if rows and rows[0][1] == 0:
                kept = rows.pop(0)[0]
                header = header or kept
            if session is None:
                if header is None:
                    raise ArchiveError("session %d: its header was not received" % sid)
                session = self._add_session(device, sid, header)
                expect_seq, expect_head = 0, ledger.link(header)
            todo = rows + list(records)
            end = self.db.execute("SELECT end_offset FROM sessions WHERE id=?", (session,)).fetchone()[0]
            last, head = self._append(session, expect_seq, expect_head, todo, imp, todo[-1][5] if todo else end)
            self.db.execute("DELETE FROM staged WHERE device=? AND sid=?", (dev, sid))
        return session, last, head

    def set_report(self, session, device_seq, device_totals, host_totals):
        row = (device_seq, json.dumps(device_totals), json.dumps(host_totals), int(device_totals != host_totals))
        if self.db.execute("SELECT device_seq, device_totals, host_totals, mismatch FROM sessions WHERE id=?",
                           (session,)).fetchone() == row:
            return          # as it was: nothing written
        self._writable()
        with self.db:
            self.db.execute("UPDATE sessions SET device_seq=?, device_totals=?, host_totals=?, mismatch=? "
                            "WHERE id=?", (device_seq, json.dumps(device_totals), json.dumps(host_totals),
                                           int(device_totals != host_totals), session))

    # -- reading ------------------------------------------------------------------
    def sessions(self):
        """Every session: dicts, oldest first (``synced``: when its first record came, seconds since 1970)."""
        cur = self.db.execute(
            "SELECT s.id, d.uid, s.sid, s.game, s.players, s.last_seq, s.closed, s.device_seq, s.device_totals, "
            "s.host_totals, s.mismatch, (SELECT count(*) FROM records r WHERE r.session=s.id), "
            "(SELECT min(i.started) FROM records r JOIN imports i ON i.id=r.import WHERE r.session=s.id) "
            "FROM sessions s JOIN devices d ON d.id=s.device ORDER BY s.id")
        out = []
        for row in cur:
            out.append({"id": row[0], "device": row[1], "sid": row[2], "game": row[3],
                        "players": json.loads(row[4]) if row[4] else [], "last_seq": row[5], "closed": row[6],
                        "device_seq": row[7], "device_totals": json.loads(row[8]) if row[8] else None,
                        "host_totals": json.loads(row[9]) if row[9] else None, "mismatch": bool(row[10]),
                        "records": row[11], "synced": row[12]})
        return out

    def find(self, ident):
        """The session named ``ident``: its archive id (``7``) or ``DEVICE:SID``
        (a prefix of the device's hex id is enough)."""
        text = str(ident)
        if ":" in text:
            dev, _, sid = text.partition(":")
            rows = [s for s in self.sessions() if s["device"].startswith(dev.lower()) and str(s["sid"]) == sid]
        else:
            rows = [s for s in self.sessions() if str(s["id"]) == text]
        if len(rows) != 1:
            raise ArchiveError("no session %s in %s (see `tablescore sessions`)" % (ident, self.path)
                               if not rows else "%s names more than one session: give more of the device id" % ident)
        return rows[0]

    def ledger_bytes(self, session):
        """Header + every archived record: the ledger file as the device had it."""
        return self._stored(session)[0]

    def _stored(self, session):
        """``(ledger bytes, last seq, head)`` as one snapshot: a sync committing
        in between cannot make the rows and the anchor disagree."""
        own = not self.db.in_transaction
        if own:
            self.db.execute("BEGIN")
        try:
            header, last, head = self.db.execute("SELECT header, last_seq, head FROM sessions WHERE id=?",
                                                 (session,)).fetchone()
            out = bytearray(header)
            for (raw,) in self.db.execute("SELECT raw FROM records WHERE session=? ORDER BY seq", (session,)):
                out.extend(raw)
        finally:
            if own:
                self.db.execute("COMMIT")
        return bytes(out), last, bytes(head)

    def records(self, session):
        """``[(seq, type, values)]`` of a session, verified again from the raw bytes
        and against the last seq and head stored with them (so rows removed
        from the end are found too)."""
        data, last, head = self._stored(session)
        recs, issues = ledger_check.verify(data, (last, head))
        if issues:
            code, offset, index, seq, detail = issues[0][:5]
            if code == ledger.E_SHORT:
                raise ArchiveError("session %d: records are missing from the archive: they end at seq %d, it "
                                   "stored up to seq %d" % (session, seq, last))
            if code == ledger.E_ANCHOR:
                raise ArchiveError("session %d: the archive's record seq %d is not the one it stored (%s)"
                                   % (session, last, ledger.describe(code, offset, index, seq)))
            raise ArchiveError("session %d: %s" % (session, ledger.describe(code, offset, index, seq, detail)))
        if recs and recs[-1][0] > last:
            raise ArchiveError("session %d: the archive holds records after seq %d, the last it stored"
                               % (session, last))
        return recs


def _shown_open(values):
    """``(game, players JSON)`` of session_open ``values`` for the sessions table:
    text whatever a device wrote (the record itself is kept as it came)."""
    game = values[0] if values else None
    names = values[1] if len(values) > 1 and type(values[1]) is list else []
    return (game if isinstance(game, str) else repr(game),
            json.dumps([n if isinstance(n, str) else repr(n) for n in names]))


def derive(records, upto=None):
    """The host's own table of ``records`` (up to seq ``upto``)."""
    if upto is not None:
        records = [r for r in records if r[0] <= upto]
    return table_replay.derive(records, strict=False)
