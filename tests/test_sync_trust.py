"""What the sync takes into the archive, and what it says: a forged record
is never stored (a record is archived only once the chain from it leads to
the device's announced head), nor a forged run of records relinked to each
other, a repeated record is named, a deal lost at a power cut is
reported.  The firmware in ``tablescore sim`` on flash images edited as a
forger or a power cut would (``tests/sync/flash_edit_mp.py``).
"""
import shutil
import sqlite3

import pytest

from sync_devices import Device, edit_flash, ledgers, make_flash, run
from tablescore import sync
from tablescore.archive_damage import notes
from tablescore.cli import main as cli_main
from tablescore.rules import ledger
from tablescore.rules.ledger_check import verify
from tablescore.rules.ledger_read import Reader


def protocol_1_frame_end(blob, frames):
    """The seq of the last record of the ``frames``-th frame protocol 1 sent of this
    ledger (records from seq 1, up to 240 bytes a frame): the host of protocol 1
    stored a frame's records before the next frame's first link was checked."""
    n = ends = 0
    last = None
    for pos, size, seq, _, _ in Reader(blob):
        if n and n + size > 240:
            ends += 1
            if ends == frames:
                return last
            n = 0
        n += size
        last = seq


def test_a_forged_record_is_never_archived_and_the_honest_board_syncs_after(tmp_path, capsys):
    honest = tmp_path / "honest.img"
    make_flash(honest, 40, 0)
    forged = tmp_path / "forged.img"
    shutil.copy(honest, forged)
    # what the honest board holds, synced into an archive of its own
    dev = Device(honest, tmp_path)
    try:
        s, status = run(dev.transport(), tmp_path / "reference.sqlite")
        assert status == 0
        reference = ledgers(tmp_path / "reference.sqlite")[1]
        # a forger changes a deal on the other copy and recomputes its CRC (the last record of
        # a frame of protocol 1, which stored it, printed it in show and export, and then
        # refused the honest board for good)
        k = protocol_1_frame_end(reference, 3)
        assert 10 < k < 40
        assert edit_flash(forged, 1, "forge", k).startswith("forged record %d" % k)
        db = tmp_path / "a.sqlite"
        other = Device(forged, tmp_path)
        try:
            s, status = run(other.transport(), db)
        finally:
            assert other.stop() == ""
        assert status == 1 and s.problems == [
            "REFUSED session 1: record %d does not continue the hash chain of record %d; nothing of it is "
            "archived; the device's ledger is left as it is (not acknowledged)" % (k + 1, k)]
        # records 1 to k - 1 lead to the forged one, not to the device's head: none is archived
        assert ledgers(db) == {} and staged(db) == []
        capsys.readouterr()
        assert cli_main(["export", "1", "--db", str(db), "--format", "csv"]) == 2
        assert "no session 1" in capsys.readouterr().err
        # the honest board then syncs as if nothing had happened
        s, status = run(dev.transport(), db)
        assert (status, s.problems) == (0, [])
        assert ledgers(db)[1] == reference
    finally:
        assert dev.stop() == ""


def staged(db):
    """The seqs a sync received and checked but has not archived (``staged``)."""
    if not db.exists():
        return []
    con = sqlite3.connect(str(db))
    try:
        return [seq for (seq,) in con.execute("SELECT seq FROM staged WHERE seq > 0 ORDER BY seq")]
    finally:
        con.close()


def test_a_relinked_run_of_forged_records_is_never_archived(tmp_path):
    # A forger rewrites records 40-69 of a 120-deal pulya and relinks them to each other: the
    # chain breaks only at record 70, whose link is the honest 69's.  Before, every record of
    # the run but its last was confirmed by the next one's link and archived (and the honest
    # board was then refused).  Now a record is archived only once the chain from it reaches
    # the device's head, so nothing of the run, nor anything before it, is.
    honest = tmp_path / "honest.img"
    make_flash(honest, 120, 0)
    forged = tmp_path / "forged.img"
    shutil.copy(honest, forged)
    assert edit_flash(forged, 1, "relink", 40, 30).startswith("relinked records 40-69 ")
    dev = Device(honest, tmp_path)
    other = Device(forged, tmp_path)
    try:
        s, status = run(dev.transport(), tmp_path / "reference.sqlite")
        assert (status, s.problems) == (0, [])
        reference = ledgers(tmp_path / "reference.sqlite")[1]
        db = tmp_path / "a.sqlite"
        # the forger's board, its cable pulled after its first 2 KB: the records that came and
        # link on are staged for the next sync, none archived (the forged 40 onwards among them)
        cut = sync.FaultyTransport(other.transport(), seed=1, cut_after=2600)
        with pytest.raises(sync.LinkLost, match="sync again to resume"):
            run(cut, db, timeout=0.3, retries=3)
        kept = staged(db)
        assert ledgers(db) == {} and kept == list(range(1, len(kept) + 1)) and 45 < len(kept) < 69
        # the forger's board again: the sync goes on from what was staged (and then once more
        # from the archive), reaches record 70, and drops everything
        s, status = run(other.transport(), db)
        assert status == 1 and s.problems == [
            "REFUSED session 1: record 70 does not continue the hash chain of record 69; nothing of it is "
            "archived; the device's ledger is left as it is (not acknowledged)"]
        assert ledgers(db) == {} and staged(db) == []
        # cut again, so forged records wait in the staging; then the honest board syncs whole in
        # one run: what was staged does not lead to its head, and is fetched again
        cut = sync.FaultyTransport(other.transport(), seed=1, cut_after=2600)
        with pytest.raises(sync.LinkLost):
            run(cut, db, timeout=0.3, retries=3)
        assert staged(db) == kept
        s, status = run(dev.transport(), db)
        assert (status, s.problems) == (0, [])
        assert ledgers(db) == {1: reference} and staged(db) == []
    finally:
        assert dev.stop() == "" and other.stop() == ""


def test_a_repeated_record_is_an_error_that_names_it(tmp_path):
    # protocol 1 passed over a record whose seq was not above the last one (seq <= last)
    flash = tmp_path / "repeat.img"
    make_flash(flash, 40, 0)
    done = edit_flash(flash, 1, "repeat", 20)
    assert done.startswith("repeated record 20 at byte ")
    copy_at = int(done.rsplit(" ", 1)[1])
    dev = Device(flash, tmp_path)
    try:
        s, status = run(dev.transport(), tmp_path / "r.sqlite")
    finally:
        assert dev.stop() == ""
    assert status == 1 and s.problems == [
        "REFUSED session 1: record 20 at byte %d repeats or goes back (seq 20 came before it); nothing of it is "
        "archived; the device's ledger is left as it is (not acknowledged)" % copy_at]
    assert ledgers(tmp_path / "r.sqlite") == {}


def test_sync_reports_a_deal_lost_at_a_power_cut(tmp_path):
    # an OFC session in play; the power goes while a deal is written: 20 of its bytes are
    # on the flash; the board's next boot frames them with a DAMAGE record.  Protocol 1's
    # sync said only "the device agrees".
    flash = tmp_path / "torn.img"
    built = make_flash(flash, 0, 1)
    last = built[1][0]
    done = edit_flash(flash, 1, "tear", 20)
    assert done.startswith("tore a record of ")
    at = int(done.split(" at byte ", 1)[1].split(",", 1)[0])
    dev = Device(flash, tmp_path)
    try:
        s, status = run(dev.transport(), tmp_path / "t.sqlite")
    finally:
        assert dev.stop() == ""
    assert (status, s.problems) == (0, [])
    recs = verify(ledgers(tmp_path / "t.sqlite")[1])[0]
    damage = [r for r in recs if r[1] == ledger.DAMAGE]
    assert len(damage) == 1 and damage[0][0] == last + 1 and damage[0][2][:3] == [ledger.TORN_TAIL, at, 20]
    # in the words `sessions` and `show` use (tablescore.archive_damage)
    note = "power cut after the davi drop (seq %d), after match 1, deal " % last
    assert len(s.summary) == 1 and s.summary[0].startswith("  session 1: %d records" % (last + 2)), s.summary
    assert s.summary[0].split(": the device agrees; ", 1)[1] == [n for _, n in notes(ledgers(tmp_path / "t.sqlite")[1])][0]
    assert note in s.summary[0] and s.summary[0].endswith(
        ": what was being saved then is lost (20 torn bytes at byte %d)" % at), s.summary
