"""The check code on the board's screens (the firmware under micropython in
the simulator): on the final results of a pulya, on the end of an OFC match
and of its session, and after each entry in the history.  Each code shown
must be the host's for the same ledger (the board's file read off the
simulated flash), worked out here from hashlib as well, and ``tablescore
verify`` on an archive of that ledger must lead to it."""
import hashlib

import pytest

from devsim import DEVICE_CHECKS, SIM_MP, libs_dir
from mp import run_micropython
from screens import row
from tablescore import sim
from tablescore import verify_cli
from tablescore.cli import main as cli_main
from tablescore.rules import ledger as L
from test_ofc_device import SETUP as OFC_SETUP, W
from witness_archive import archive_ledger

BLOCKS = 64
DIGITS = "0123456789ACEFJKMNPTVWXY"

# New pulya, 3 players (Anna Boris Vera), ends at 100, Anna deals, Yes.
SETUP_3 = "ok,ok,ok,ok,ok,ok,ok,ok"
SIX = "ok,ok,ok,ok,right,ok"                    # Boris 6, Vera open, ▶ made, OK
RASPASY = "ok,left,ok,right,right,ok,right,ok"  # Vera 4 (▶ 3, ▶), Anna 3, Boris the rest
HISTORY = "right,ok"                            # the game menu opens on History
END_PULYA = "left,ok,right,ok"                  # the menu's last line, Yes


@pytest.fixture
def flash(tmp_path):
    libs_dir()
    return tmp_path / "flash.img"


def run(keys, flash):
    snaps = sim.run_script(keys, flash, BLOCKS, lang="en")
    for s in snaps:
        assert s["errors"] == 0 and s["problem"] is None, s["text"]
    return snaps[:-1]


def board_ledger(flash, sid=1):
    """The ledger file of session ``sid`` as the board holds it."""
    out = run_micropython(DEVICE_CHECKS / "ledger_file_dump.py", flash, BLOCKS, path=[SIM_MP, libs_dir()])
    files = dict(line.split(" ", 1) for line in out.stdout.decode().split("\n") if line)
    return bytes.fromhex(files[str(sid)])


def hashlib_codes(data):
    """``{seq: code after it}`` worked out from the bytes with hashlib alone:
    each record framed by its length byte(s), the first 8 bytes of the SHA-256
    of its bytes as a number, its last six base-24 digits."""
    out = {}
    pos = L.HEADER_SIZE
    while pos < len(data):
        assert data[pos] == 0xE7
        n, head = data[pos + 1], 2
        if n & 0x80:
            n, head = (n & 0x7F) | data[pos + 2] << 7, 3
        size = head + 8 + n + 4
        raw = data[pos:pos + size]
        seq = raw[head + 8]             # seq < 128 here: one varint byte
        value = int(hashlib.sha256(raw).hexdigest()[:16], 16) % 24 ** 6
        out[seq] = "".join(DIGITS[value // 24 ** k % 24] for k in range(5, -1, -1))
        pos += size
    return out


def host_codes(data):
    rows, issues = verify_cli.chain(data)
    assert issues == []
    return dict((r[0], r[3]) for r in rows), rows


def code_on(snap, row):
    text = snap["text"][row].rstrip()
    assert text.startswith("Code ") and len(text) == 11, snap["text"]
    return text[5:]


def test_pulya_results_and_history_show_the_host_s_codes(flash, tmp_path, capsys):
    bottom = ",right,right,right,right,right,right,right,right"     # a breakdown scrolled to its last line
    snaps = run(",".join([SETUP_3, SIX, RASPASY, HISTORY, "snap", "ok" + bottom + ",snap", "back,back", END_PULYA,
                          "snap", "ok,right,right,ok,snap", "ok" + bottom + ",snap",
                          "back,right,ok" + bottom + ",snap"]), flash)
    history, entry, results, closed_history, detail_end, detail_raspasy = snaps
    assert history["text"][1:3] == [row("  2 raspasy 3/3/4"), row("  1 Boris 6/6    +12")]
    # the open pulya: OK on a line opens its breakdown, the code after it on its last line
    assert entry["text"][0].startswith("Deal 2") and entry["text"][7] == row("OK void   BACK back")
    assert results["text"][0].startswith("Final results") and results["table"]["closed"] == 5
    # the closed pulya: its history is only to read
    assert closed_history["text"][1:4] == [row("    end"), row("  2 raspasy 3/3/4"), row("  1 Boris 6/6    +12")]
    assert detail_end["text"][0].startswith("History") and detail_end["text"][7].strip() == "OK"
    assert detail_raspasy["text"][0].startswith("Deal 2")

    data = board_ledger(flash)
    host, rows = host_codes(data)
    assert host == hashlib_codes(data) and sorted(host) == [1, 2, 3, 4, 5]
    assert code_on(entry, 6) == code_on(detail_raspasy, 6) == host[3]
    assert code_on(detail_end, 6) == host[4]
    # the final results: the session's code, after its last record (the close)
    assert code_on(results, 5) == host[5] == verify_cli.session_row(rows)[3]
    assert len(set(host.values())) == 5

    # the host's archive of this ledger leads to the code on the results
    db = tmp_path / "a.sqlite"
    archive_ledger(db, data)
    capsys.readouterr()
    assert cli_main(["verify", "1", code_on(results, 5).lower(), "--db", str(db)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("code %s: after the session's close (seq 5) - the archive of session " % host[5])
    assert cli_main(["verify", "1", code_on(entry, 6), "--db", str(db)]) == 0
    assert "after deal 2 (seq 3)" in capsys.readouterr().out


def test_ofc_match_end_session_over_and_history_show_the_host_s_codes(flash):
    quick_31 = W.net_keys(31)                                # Anna +31: the match is over
    end_session = "back,back,left,ok,right,ok"              # match screen, its menu (BACK), End session, Yes
    # the start menu is still on New match (its last line): LEFT twice is History
    snaps = run(",".join([OFC_SETUP, quick_31, "snap", end_session, "snap", "ok,left,left,ok,snap",
                          "ok,snap"]), flash)
    match_end, over, history, detail = snaps
    assert match_end["text"][0].startswith("Match over") and match_end["text"][2].startswith("31:0 by score")
    assert over["text"][0].startswith("Final results") and over["text"][1] == row("Matches 1:0    money")
    assert history["text"][1] == row("  1 deal Anna +31")
    assert detail["text"][0].startswith("History") and detail["text"][1:3] == [row("1 deal Anna +31"),
                                                                              row("Net Anna +31")]

    data = board_ledger(flash)
    host, rows = host_codes(data)
    assert host == hashlib_codes(data) and sorted(host) == [1, 2, 3]
    # the match ended with the deal (seq 2); the session with its close (seq 3)
    assert code_on(match_end, 6) == code_on(detail, 3) == host[2]
    assert code_on(over, 6) == host[3] == verify_cli.session_row(rows)[3]
