"""What the sync takes into the archive, and what it says: a forged record
is never stored (a record waits for the next record's link or the device's
announced head), a repeated record is named, a deal lost at a power cut is
reported.  The firmware in ``tablescore sim`` on flash images edited as a
forger or a power cut would (``tests/sync/flash_edit_mp.py``).
"""
import shutil

from sync_devices import Device, edit_flash, ledgers, make_flash, run
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
        stored = ledgers(db)[1]
        assert reference.startswith(stored) and [r[0] for r in verify(stored)[0]] == list(range(1, k))
        assert status == 1 and s.problems == [
            "REFUSED session 1: record %d does not continue the hash chain of record %d; archived up to %d; "
            "nothing after that is stored, and the device's ledger is left as it is (not acknowledged)"
            % (k + 1, k, k - 1)]
        capsys.readouterr()
        assert cli_main(["export", "1", "--db", str(db), "--format", "csv"]) == 0
        events = [row for row in capsys.readouterr().out.splitlines()[1:] if not row.startswith(",,")]
        assert int(events[-1].split(",")[1]) == k - 1      # the last event row's seq (money rows have none)
        # the honest board then syncs as if nothing had happened
        s, status = run(dev.transport(), db)
        assert (status, s.problems) == (0, [])
        assert ledgers(db)[1] == reference
    finally:
        assert dev.stop() == ""


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
        "REFUSED session 1: record 20 at byte %d repeats or goes back (seq 20 came before it); archived up to 19; "
        "nothing after that is stored, and the device's ledger is left as it is (not acknowledged)" % copy_at]
    assert [r[0] for r in verify(ledgers(tmp_path / "r.sqlite")[1])[0]] == list(range(1, 20))


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
