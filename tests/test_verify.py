"""``tablescore verify SESSION CODE`` and the check codes ``sessions`` and
``show`` print, on archives of the scripted evening's pulya (with an undo and
a void put in): a code the board showed leads to its record; a forged
archive (a deal changed, its CRC and every link and CRC after it
recomputed, which the chain alone cannot tell) no longer leads to the codes
shown after it; a code that is not one is refused clearly."""
import hashlib
import pathlib
import sqlite3
import sys

import pytest

from tablescore.cli import main as cli_main
from tablescore.rules import ledger as L
from witness_archive import archive_ledger

sys.path.insert(0, str(pathlib.Path(__file__).parent / "ledger"))
import ledger_evening as script  # noqa: E402

DIGITS = "0123456789ACEFJKMNPTVWXY"


def evening_pulya():
    """The evening's pulya, ``(seq, type, values)``: seq 20 (a deal) undone and
    entered again, seq 6 voided later on."""
    recs = script.evening_records()[1]
    assert recs[19][:2] == (20, L.PREF_DEAL) and recs[5][:2] == (6, L.PREF_DEAL)
    out = list(recs[:20]) + [(21, L.UNDO, [20]), (22, L.PREF_DEAL, recs[19][2])]
    out += [(seq + 2, rtype, values) for seq, rtype, values in recs[20:40]]
    out.append((len(out) + 1, L.VOID, [6]))
    out += [(len(out) + 1 + i, rtype, values) for i, (seq, rtype, values) in enumerate(recs[40:])]
    assert [r[0] for r in out] == list(range(1, len(out) + 1)) and out[-1][1] == L.SESSION_CLOSE
    return out


def ledger_bytes(recs, sid=1):
    data = bytearray(L.header(sid))
    prev = L.start_link(sid)
    for seq, rtype, values in recs:
        rec = L.record(seq, rtype, values, prev)
        data += rec
        prev = L.link(rec)
    return bytes(data)


def hashlib_codes(data):
    """``{seq: code after it}`` from the bytes with hashlib alone (the record's
    length and seq varints read here)."""
    def varint(pos):
        n = shift = 0
        while True:
            b = data[pos]
            pos += 1
            n |= (b & 0x7F) << shift
            shift += 7
            if b < 0x80:
                return n, pos
    out = {}
    pos = L.HEADER_SIZE
    while pos < len(data):
        n, body = varint(pos + 1)
        seq, _ = varint(body + 8)
        raw = data[pos:body + 8 + n + 4]
        value = int(hashlib.sha256(raw).hexdigest()[:16], 16) % 24 ** 6
        out[seq] = "".join(DIGITS[value // 24 ** k % 24] for k in range(5, -1, -1))
        pos += len(raw)
    return out


def forged(recs, seq):
    """The ledger with deal ``seq`` made one trick worse for its declarer, and
    everything after it linked and checksummed again: a valid chain."""
    out = []
    for r in recs:
        if r[0] == seq:
            values = list(r[2])
            assert values[0] == "game"
            values[4] -= 1
            r = (seq, r[1], values)
        out.append(r)
    return ledger_bytes(out)


@pytest.fixture(scope="module")
def honest(tmp_path_factory):
    recs = evening_pulya()
    data = ledger_bytes(recs)
    db = tmp_path_factory.mktemp("verify") / "honest.sqlite"
    archive_ledger(db, data)
    return {"recs": recs, "data": data, "db": str(db), "codes": hashlib_codes(data)}


def verify(capsys, db, session, code):
    capsys.readouterr()
    status = cli_main(["verify", session, code, "--db", db])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_final_code_and_each_entry_s_lead_to_their_record(honest, capsys):
    codes, last = honest["codes"], len(honest["recs"])
    status, out, err = verify(capsys, honest["db"], "1", codes[last])
    assert status == 0 and err == ""
    assert out == ("code %s: after the session's close (seq %d) - the archive of session 240ac400:1 leads to "
                   "it: seq 1-%d are as the board had them when it showed the code\n" % (codes[last], last, last))
    # deals are numbered as the table played them (every fourth entry of the
    # evening is a penalty): the one undone (seq 20) gives its number, 15, to
    # the one entered again (seq 22); the voided one keeps its own
    for seq, what in ((2, "deal 1"), (5, "penalty: "), (20, "deal 15 (undone)"), (21, "undo of seq 20"),
                      (22, "deal 15"), (24, "deal 16"), (6, "deal 4 (voided)"), (1, "the session's start")):
        status, out, _ = verify(capsys, honest["db"], "240ac4:1", codes[seq])
        assert status == 0 and out.startswith("code %s: after %s" % (codes[seq], what)), out
        assert "(seq %d) - the archive of session 240ac400:1 leads to it" % seq in out


@pytest.mark.parametrize("how", [str.lower, lambda c: c[:3] + "-" + c[3:], lambda c: " ".join(c),
                                 lambda c: c.replace("0", "O").replace("1", "I").replace("5", "s")])
def test_a_code_is_read_as_a_person_writes_it(honest, capsys, how):
    # a code with the characters that have lookalikes, shown after some record
    seq, code = next((s, c) for s, c in sorted(honest["codes"].items()) if set(c) & set("015"))
    status, out, _ = verify(capsys, honest["db"], "1", how(code))
    assert status == 0 and out.startswith("code %s: after " % code) and "(seq %d)" % seq in out


def test_a_forged_archive_no_longer_leads_to_the_codes_shown_after_the_forgery(honest, capsys, tmp_path):
    codes, recs = honest["codes"], honest["recs"]
    seq = 30
    data = forged(recs, seq)
    db = str(tmp_path / "forged.sqlite")
    archive_ledger(db, data)
    # the chain holds: the archive checks it and finds nothing
    capsys.readouterr()
    assert cli_main(["sessions", "--db", db]) == 0
    assert "DAMAGED" not in capsys.readouterr().out
    mine = hashlib_codes(data)
    assert [s for s in mine if mine[s] != codes[s]] == list(range(seq, len(recs) + 1))
    # the code written down at the end: no record has it
    status, out, _ = verify(capsys, db, "1", codes[len(recs)])
    assert status == 1
    assert out == ("code %s: no record of session 240ac400:1 has it - the archive does not lead to it: changed "
                   "after the code was shown, or the code is another session's, or misread (the session's code "
                   "is %s, after the session's close, seq %d)\n" % (codes[len(recs)], mine[len(recs)], len(recs)))
    # nor the one shown after the forged deal; the one before it still pins seq 1-29
    assert verify(capsys, db, "1", codes[seq])[0] == 1
    status, out, _ = verify(capsys, db, "1", codes[seq - 1])
    assert status == 0 and "(seq %d)" % (seq - 1) in out


def test_sessions_and_show_print_the_codes(honest, capsys):
    codes, last = honest["codes"], len(honest["recs"])
    capsys.readouterr()
    assert cli_main(["sessions", "--db", honest["db"]]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[-2:] == ["code", "check"]
    assert lines[1].split()[-2:] == [codes[last], "-"]
    assert cli_main(["show", "1", "--db", honest["db"]]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].endswith("host check: -; check code %s" % codes[last])
    table = out.split("\nCheck codes: ", 1)[1].splitlines()[2:]
    assert len(table) == last
    for line, seq in zip(table, range(1, last + 1)):
        assert line.split()[0] == str(seq) and codes[seq] in line.split()
    assert table[19].split()[1:] == ["deal", "15", "(undone)", codes[20]]
    assert table[-1].split()[1:] == ["the", "session's", "close", codes[last], "the", "session's", "code"]


def test_the_session_code_skips_the_host_s_acknowledgement(capsys, tmp_path):
    # after a sync the board appends an ack; the code the players saw is the close's
    recs = evening_pulya()
    close = recs[-1][0]
    data = ledger_bytes(recs)
    codes = hashlib_codes(data)
    # the ack names the close and its link (the last record's SHA-256 prefix)
    last = data[-len(L.record(close, L.SESSION_CLOSE, recs[-1][2], bytes(8))):]
    data += L.record(close + 1, L.HOST_ACK, [close, L.link(last), None], L.link(last))
    db = str(tmp_path / "acked.sqlite")
    archive_ledger(db, data)
    capsys.readouterr()
    assert cli_main(["sessions", "--db", db]) == 0
    assert capsys.readouterr().out.splitlines()[1].split()[-2] == codes[close]
    status, out, _ = verify(capsys, db, "1", hashlib_codes(data)[close + 1])
    assert status == 0 and "after the host's acknowledgement of seq %d (seq %d)" % (close, close + 1) in out


@pytest.mark.parametrize("code, reason", [
    ("K7M2Q", "code 'K7M2Q': 5 characters; a check code has 6"),
    ("K7M2QXA", "code 'K7M2QXA': 7 characters; a check code has 6"),
    ("K7M!QX", "code 'K7M!QX': '!' is not a check-code character"),
    ("K7M\x1b[2J", "code 'K7M\\x1b[2J': '\\x1b' is not a check-code character"),
    ("", "code '': 0 characters; a check code has 6"),
])
def test_a_code_that_is_not_one_is_refused(honest, capsys, code, reason):
    status, out, err = verify(capsys, honest["db"], "1", code)
    assert status == 2 and out == ""
    assert err == "tablescore: %s (the characters are 0-9 and A C E F J K M N P T V W X Y)\n" % reason


def test_no_such_session_or_archive(honest, capsys, tmp_path):
    code = honest["codes"][2]
    status, out, err = verify(capsys, honest["db"], "7", code)
    assert status == 2 and out == "" and err.startswith("tablescore: no session 7 in ")
    status, out, err = verify(capsys, str(tmp_path / "none.sqlite"), "1", code)
    assert status == 2 and "no archive at" in err


def test_a_damaged_archive_leads_to_no_code(honest, capsys, tmp_path):
    db = tmp_path / "damaged.sqlite"
    src = sqlite3.connect(honest["db"])
    dst = sqlite3.connect(str(db))
    src.backup(dst)
    src.close()
    raw = bytearray(dst.execute("SELECT raw FROM records WHERE seq=10").fetchone()[0])
    raw[12] ^= 1
    dst.execute("UPDATE records SET raw=? WHERE seq=10", (bytes(raw),))
    dst.commit()
    dst.close()
    code = honest["codes"][5]       # before the damage: still not vouched for
    status, out, _ = verify(capsys, str(db), "1", code)
    assert status == 1
    assert out.startswith("code %s: session 240ac400:1 is damaged in the archive (E110 damaged bytes at byte "
                          % code) and out.endswith("): it leads to no code\n")


def test_doctests():
    import doctest
    from tablescore import verify_cli
    result = doctest.testmod(verify_cli)
    assert result.attempted > 0 and result.failed == 0
