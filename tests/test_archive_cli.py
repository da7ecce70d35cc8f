"""`tablescore sessions`, `show` and `export` on archives built as a sync
builds them: ledger files as the board writes them (the rules' ledger module,
or the journal itself under micropython), every whole record stored through
``Archive.append`` in chain order, the device's report through ``set_report``.

- a device's text (names, the game) never reaches the terminal raw, and no
  CSV cell is a formula;
- records removed from (or added to) the archive's end are found;
- a DAMAGE record (the board's power cut) is reported, not shown as "ok";
- `export -o` into a missing folder or onto a folder: one clear line, exit 2.
"""
import csv
import io
import json
import re
import sqlite3
import sys

import pytest

from mp import ROOT, run_micropython
from tablescore import safe_text
from tablescore.archive import Archive, derive
from tablescore.cli import main
from tablescore.rules import ledger as L
from tablescore.rules.ledger_read import fields

sys.path.insert(0, str(ROOT / "tests" / "ledger"))
from ledger_evening import evening_records  # noqa: E402  (the scripted evening, importable on the host too)

# What a terminal must never get from a device: C0 controls but the newline,
# DEL, C1, bidi controls and separators, lone surrogates.
UNSAFE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069"
                    "\ud800-\udfff]")
HOSTILE = ["\x1b]0;pwned\x07", '=HYPERLINK("http://evil.example","click")', "Ann\x1b[2J", "Бо\u202eрис"]
HOSTILE_OFC = ["@SUM(A1)", "\x9b31mBob\x7f"]
HOSTILE_GAME = "\x1b]2;x\x07"
UID = bytes.fromhex("240ac400510e")


class BoardFile:
    """A ledger file as the board's journal leaves it: records chained one to
    the next, and bytes that are not records where a power cut tore one."""

    def __init__(self, sid):
        self.data = bytearray(L.header(sid))
        self.prev = L.start_link(sid)
        self.seq = 0

    def add(self, rtype, values):
        self.seq += 1
        raw = L.record(self.seq, rtype, values, self.prev)
        self.data += raw
        self.prev = L.link(raw)

    def torn(self, rtype, values):
        """Half of the next record reaches the flash (``journal_cases.torn_tail_cut_off``):
        returns ``(offset, length)`` of the torn bytes."""
        raw = L.record(self.seq + 1, rtype, values, self.prev)
        at = len(self.data)
        self.data += raw[:len(raw) // 2]
        return at, len(raw) // 2


def ledger_of(sid, records):
    f = BoardFile(sid)
    for seq, rtype, values in records:
        f.add(rtype, values)
    return bytes(f.data)


def store(db, files, reports=None):
    """Archive board ledger files ``{sid: bytes}`` as a sync does: each whole
    record in chain order through ``Archive.append``; ``reports`` ``{sid:
    (table seq, the device's totals)}`` as the device reports them."""
    a = Archive(db)
    dev = a.device(UID, 0, "test")
    imp = a.begin_import(dev)
    for sid, data in files.items():
        header = data[:L.HEADER_SIZE]
        sess = a.add_session(dev, sid, header)
        batch = [(data[offset:offset + size], seq, rtype, fields(data, offset, size)[0], values)
                 for offset, size, seq, rtype, values in L.Reader(data)]
        a.append(sess, 0, L.link(header), batch, imp)
        if reports and sid in reports:
            table_seq, totals = reports[sid]
            a.set_report(sess, table_seq, totals, derive(a.records(sess), table_seq).totals())
    a.end_import(imp, "ok")
    a.close()
    return str(db)


def honest_report(records):
    return (records[-1][0], derive(records).totals())


def run(capsys, *argv):
    capsys.readouterr()
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def safe(text):
    return not UNSAFE.search(text)


# -- a device's text -----------------------------------------------------------
@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    evening = evening_records()
    pref = [(1, L.SESSION_OPEN, ["pref", HOSTILE, evening[1][0][2][2], None])] + evening[1][1:]
    ofc = [(1, L.SESSION_OPEN, ["ofc", HOSTILE_OFC, evening[2][0][2][2], None])] + evening[2][1:]
    game = [(1, L.SESSION_OPEN, [HOSTILE_GAME, ["A", "B", "C"], [3, 0, 0, 0], None])]
    db = tmp_path_factory.mktemp("hostile") / "a.sqlite"
    return store(db, {1: ledger_of(1, pref), 2: ledger_of(2, ofc), 3: ledger_of(3, game)},
                 {1: honest_report(pref), 2: honest_report(ofc)}), {1: pref, 2: ofc}


def test_names_and_game_reach_the_terminal_escaped(hostile, capsys):
    db, _ = hostile
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status == 0 and safe(out + err), out
    assert "\\x1b]0;pwned\\x07" in out and "\\x1b]2;x\\x07" in out       # shown, visibly
    for sid, names in ((1, HOSTILE), (2, HOSTILE_OFC)):
        status, out, err = run(capsys, "show", str(sid), "--db", db)
        assert status == 0 and safe(out + err), out
        assert "host check: ok" in out and safe_text.shown(names[-1]) in out
    assert "Бо\\u202eрис" in run(capsys, "show", "1", "--db", db)[1]      # Cyrillic as written, the override not
    status, out, err = run(capsys, "show", "3", "--db", db)                # a game the host does not know
    assert status == 2 and safe(out + err) and "unknown game" in err
    status, out, err = run(capsys, "show", "1\x1b[2J", "--db", db)         # errors too
    assert status == 2 and safe(err) and err.startswith("tablescore: no session 1\\x1b[2J")


def test_csv_cells_are_never_formulas_and_numbers_stay_numbers(hostile, capsys):
    db, sessions = hostile
    totals_of_pulya = derive(sessions[1]).totals()
    for sid in (1, 2):
        status, out, err = run(capsys, "export", str(sid), "--db", db, "--format", "csv")
        assert status == 0 and safe(out + err)
        rows = list(csv.reader(io.StringIO(out)))
        for row in rows:
            for cell in row:
                if not re.fullmatch("-?[0-9]+", cell):
                    assert not cell.startswith(("=", "+", "-", "@", "\t", "\r")), cell
        names = sessions[sid][0][2][1]
        column = "%s balance" if sid == 1 else "%s score"        # OFC: the match's points, as the table's totals
        heads = [safe_text.csv_cell(column % n) for n in names]
        assert all(h in rows[0] for h in heads)
        assert all(h.startswith("'") or h.startswith("\\") for h in heads[:1])  # quoted or escaped, never raw
        totals = derive(sessions[sid]).totals()
        last = rows[-1] if sid == 1 else [r for r in rows if r[rows[0].index(heads[0])] != ""][-1]
        assert [int(last[rows[0].index(h)]) for h in heads] == totals
    assert min(totals_of_pulya) < 0      # a negative total stays a number


def test_exported_json_is_safe_and_replays_to_the_same_names(hostile, capsys, tmp_path):
    db, sessions = hostile
    for sid in (1, 2):
        path = tmp_path / ("s%d.jsonl" % sid)
        assert run(capsys, "export", str(sid), "--db", db, "-o", str(path))[0] == 0
        assert safe(path.read_text(encoding="utf-8"))
        status, out, err = run(capsys, "replay", str(path))
        assert status == 0 and safe(out + err)
        status, out, err = run(capsys, "replay", "--json", str(path))
        assert status == 0 and safe(out + err)
        assert json.loads(out)["players"] == sessions[sid][0][2][1]          # exactly the device's names


def test_a_session_file_with_hostile_names_replays_escaped(tmp_path, capsys):
    header = {"format": "tablescore-session", "version": 1, "game": "preferans-m",
              "settings": {"players": ["\x1b]0;pwned\x07", "Ann\x1b[2J", "\ud800"]}}
    deal = {"event": "game", "declarer": "Ann\x1b[2J", "contract": 6, "defence": "pass"}
    path = tmp_path / "h.jsonl"
    path.write_text("\n".join(json.dumps(o) for o in (header, deal)) + "\n", encoding="utf-8")
    for argv in (["replay", str(path)], ["replay", "--json", str(path)]):
        status, out, err = run(capsys, *argv)
        assert status == 0 and safe(out + err) and "Ann\\" in out


PASS = ["game", 0, 6, None, 6, "pass", None, None, 0, None, None, None, None]


@pytest.mark.parametrize("records", [
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 7, 0, 0], None])],      # first dealer out of range
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, None, 0, 0], None])],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], "x", None])],
    [(1, L.SESSION_OPEN, ["pref", [1, 2, 3], [3, 0, 0, 0], None])],            # names that are not text
    [(1, L.SESSION_OPEN, ["ofc", None, [31, 0, 0, 0, 25, 0], None])],
    [(1, L.SESSION_OPEN, ["ofc", ["A", "B"], [999], None])],
    [(1, L.SESSION_OPEN, ["pref"])],
    [(1, L.SESSION_OPEN, [])],
    [(1, L.SESSION_OPEN, [["pref"], ["A", "B", "C"], [3, 0, 0, 0], None])],
    [(1, L.SESSION_OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0], None]), (2, L.PREF_DEAL, PASS)],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (2, L.OFC_DEAL, ["quick", 0, 3, 0, 0])],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (2, L.PREF_DEAL, [])],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (2, L.PREF_DEAL, PASS), (3, L.VOID, [])],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (2, L.PREF_DEAL, PASS),
     (3, L.VOID, [[2]])],
    [(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]), (2, 99, [1])],
])
def test_records_a_board_would_never_write_are_refused_by_name(tmp_path, capsys, records):
    # CRC and chain hold, the values are anything: archived as they came, never a traceback
    db = store(tmp_path / "x.sqlite", {1: ledger_of(1, records)})
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status in (0, 1) and err == "" and safe(out)
    for argv in (["show", "1"], ["export", "1"], ["export", "1", "--format", "csv"]):
        status, out, err = run(capsys, *argv, "--db", db)
        assert (status, out) == (2, "") and err.startswith("tablescore: session 1: ") and err.count("\n") == 1


# -- the archive's own records ------------------------------------------------------
@pytest.fixture
def pulya(tmp_path):
    records = evening_records()[1]
    return store(tmp_path / "p.sqlite", {1: ledger_of(1, records)}, {1: honest_report(records)}), records


@pytest.mark.parametrize("removed", [1, 5])
def test_records_removed_from_the_end_are_found(pulya, capsys, tmp_path, removed):
    db, records = pulya
    assert run(capsys, "sessions", "--db", db)[0] == 0
    con = sqlite3.connect(db)
    con.execute("DELETE FROM records WHERE session=1 AND seq>?", (len(records) - removed,))
    con.commit()
    con.close()
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status == 1
    assert ("DAMAGED session 1: records are missing from the archive: they end at seq %d, it stored up to seq %d"
            % (len(records) - removed, len(records))) in out
    for argv in (["show", "1"], ["export", "1"], ["export", "1", "--format", "csv", "-o", str(tmp_path / "x.csv")]):
        status, out, err = run(capsys, *argv, "--db", db)
        assert status == 2 and out == "" and "records are missing from the archive" in err
        assert err.count("\n") == 1 and "Traceback" not in err
    assert not (tmp_path / "x.csv").exists()


def test_a_record_added_after_the_stored_end_is_found(pulya, capsys):
    db, records = pulya
    con = sqlite3.connect(db)
    head = con.execute("SELECT head FROM sessions WHERE id=1").fetchone()[0]
    raw = L.record(len(records) + 1, L.PREF_PENALTY, ["cut", 0], head)    # a forger's, chained right
    con.execute("INSERT INTO records (session, seq, type, link, raw) VALUES (1, ?, ?, ?, ?)",
                (len(records) + 1, L.PREF_PENALTY, head, raw))
    con.commit()
    con.close()
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status == 1 and "the archive holds records after seq %d, the last it stored" % len(records) in out
    assert run(capsys, "show", "1", "--db", db)[0] == 2


# -- damage on the board -----------------------------------------------------------
def deal_number(records, seq):
    """Deals up to ``seq`` (these sessions have no undo)."""
    return sum(1 for r in records if r[0] <= seq and r[1] == L.PREF_DEAL)


def test_a_power_cut_on_the_board_is_reported_not_ok(tmp_path, capsys):
    # the journal itself under micropython: 10 entries, half of the 11th, a reboot, 6 more, the close
    out = run_micropython(ROOT / "tests" / "ledger" / "torn_session.py", 10, 6,
                          path=[ROOT / "tests" / "ledger"]).stdout.decode()
    facts = dict(re.findall(r"(\w+) (\d+)", out.split("\n")[0]))
    table = re.search(r"table_seq (\d+) totals (\[.*\])", out)
    data = bytes.fromhex(out.split("hex ", 1)[1].strip())
    issues = L.Reader(data)
    list(issues)
    assert [i[:2] for i in issues.issues] == [(L.E_DAMAGED, int(facts["torn_at"]))]   # the board's file
    db = store(tmp_path / "t.sqlite", {1: data}, {1: (int(table.group(1)), json.loads(table.group(2)))})
    note = ("power cut after deal %s (seq %s): what was being saved then is lost (%s torn bytes at byte %s)"
            % (facts["deals"], facts["last_good"], facts["torn_bytes"], facts["torn_at"]))
    status, out, err = run(capsys, "sessions", "--db", db)
    assert status == 1 and note in out and not out.rstrip().endswith(" ok"), out
    status, out, err = run(capsys, "show", "1", "--db", db)
    assert status == 1 and "host check: ok" in out and "Damage on the board: " + note in out
    assert run(capsys, "export", "1", "--db", db)[0] == 0        # the archive is whole: it still exports


def test_a_power_cut_synced_from_the_simulator_is_reported(tmp_path, capsys):
    # the whole path: a board whose open OFC session was torn, the simulator booting it
    # (the journal writes its DAMAGE record), `tablescore sync`, then `sessions` and `show`
    from test_sync import BLOCKS, Device, make_flash
    flash = tmp_path / "flash.img"
    built = make_flash(flash, 5, 1)
    out = run_micropython(ROOT / "tests" / "sync" / "tear_mp.py", flash, BLOCKS, 2,
                          path=[ROOT / "tests" / "ledger"]).stdout.decode()
    size, at, after = map(int, re.search(r"torn (\d+) bytes at byte (\d+) after seq (\d+)", out).groups())
    assert after == built[2][0]
    db = str(tmp_path / "a.sqlite")
    dev = Device(flash, tmp_path)
    try:
        assert run(capsys, "sync", "--port", dev.pty, "--db", db, "--quiet")[0] == 0
    finally:
        assert dev.stop() == ""
    status, out, err = run(capsys, "sessions", "--db", db)
    rows = dict((line.split()[0], line) for line in out.splitlines()[1:])
    assert status == 1 and rows["1"].endswith(" ok"), out
    assert "power cut after " in rows["2"] and ("(seq %d)" % after) in rows["2"]
    assert rows["2"].endswith(": what was being saved then is lost (%d torn bytes at byte %d)" % (size, at))
    status, out, err = run(capsys, "show", "2", "--db", db)
    assert status == 1 and re.search(r"host check: ok; check code \w{6}\nDamage on the board: power cut after ", out)


def test_damaged_flash_is_placed_by_its_offset(tmp_path, capsys):
    # built with the rules' ledger module as the journal writes it (device.journal_session._mark_damage):
    # a torn tail marked at once, then torn bytes the board could not mark until later (kind 2)
    entries = evening_records()[1]
    f = BoardFile(1)
    f.add(*entries[0][1:])
    for rec in entries[1:7]:
        f.add(*rec[1:])
    torn1 = f.torn(*entries[7][1:])
    f.add(L.DAMAGE, [L.TORN_TAIL, torn1[0], torn1[1], f.seq])
    for rec in entries[7:11]:
        f.add(*rec[1:])
    before2 = f.seq
    torn2 = f.torn(*entries[11][1:])
    for rec in entries[11:15]:
        f.add(*rec[1:])
    f.add(L.DAMAGE, [L.BAD_REGION, torn2[0], torn2[1], f.seq])
    data = bytes(f.data)
    r = L.Reader(data)
    records = [(x[2], x[3], x[4]) for x in r]
    assert [i[:2] for i in r.issues] == [(L.E_DAMAGED, torn1[0]), (L.E_DAMAGED, torn2[0])]
    db = store(tmp_path / "d.sqlite", {1: data}, {1: honest_report(records)})
    status, out, err = run(capsys, "show", "1", "--db", db)
    assert status == 1
    assert ("power cut after deal %d (seq 7): what was being saved then is lost (%d torn bytes at byte %d)"
            % (deal_number(records, 7), torn1[1], torn1[0])) in out
    assert ("damaged flash after deal %d (seq %d): %d unreadable bytes at byte %d"
            % (deal_number(records, before2), before2, torn2[1], torn2[0])) in out
    assert records[before2 - 1][1] == L.PREF_DEAL


@pytest.mark.parametrize("values,note", [
    ([], "cannot read: []"), (["x"], "cannot read"), ([1, 2], "cannot read"), ([3, 0, 0, 0], "cannot read"),
    ([2, -1, 5, 3], "cannot read"), ([1, "a", 2, 3], "cannot read"), ([1, 0, 0, "\x1b[2J"], "cannot read"),
    ([1, 0, 0, 999], "power cut after seq 999: "),
    ([2, 10 ** 30, 1, 1], "naming bytes past the ledger's records: 1 unreadable byte at byte 1%s" % ("0" * 30)),
    ([2, 18, 0, 1], "damaged flash before the first record: 0 unreadable bytes at byte 18"),
])
def test_a_damage_record_of_any_values_is_named(values, note):
    # a hostile device writes what it likes into a DAMAGE record: a note, never an exception
    from tablescore.archive_damage import notes
    f = BoardFile(1)
    f.add(L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None])
    f.add(L.DAMAGE, values)
    found = notes(bytes(f.data))
    assert [seq for seq, _ in found] == [2] and note in found[0][1]


# -- where the export goes -----------------------------------------------------------
@pytest.mark.parametrize("target", ["no/such/dir/x.csv", "."])
def test_export_to_a_place_that_cannot_be_written(pulya, capsys, tmp_path, target):
    db, _ = pulya
    status, out, err = run(capsys, "export", "1", "--db", db, "--format", "csv", "-o", str(tmp_path / target))
    assert status == 2 and out == ""
    assert err.startswith("tablescore: cannot write %s: " % (tmp_path / target)) and err.count("\n") == 1
    assert not (tmp_path / "no").exists()


def test_doctests():
    import doctest
    from tablescore import archive_damage, replay
    for module in (safe_text, archive_damage, replay):
        result = doctest.testmod(module)
        assert result.attempted > 0 and result.failed == 0, module


def test_an_end_taken_back_on_the_board_opens_the_session_again(tmp_path):
    # the board's undo of its close (issue 13, rules.table): the archive's
    # session is open again, as its replay is; a close after it closes it
    opening = (1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 100, 0], None])
    deal = (2, L.PREF_DEAL, ["raspasy", 7, 3, 0, None])
    records = [opening, deal, (3, L.SESSION_CLOSE, [0, None]), (4, L.UNDO, [3])]
    db = store(tmp_path / "a.sqlite", {1: ledger_of(1, records)})
    a = Archive(db)
    assert a.sessions()[0]["closed"] == 0
    assert derive(a.records(a.sessions()[0]["id"])).closed == 0
    a.close()
    db = store(tmp_path / "b.sqlite", {1: ledger_of(1, records + [(5, L.SESSION_CLOSE, [0, None])])})
    a = Archive(db)
    assert a.sessions()[0]["closed"] == 5
    a.close()
