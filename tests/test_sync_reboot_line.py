"""The board's soft reset on the sync's port (issue 15): a game's close
restarts the board (``board.restart``), and MicroPython prints "MPY: soft
reboot" on the REPL's UART, which is the sync's port.  The board restarts
only while no sync is going on, but a PC that has the port open may still
get that line before the first frame of a sync.

It is no frame, and the host takes it as it takes line noise: the frame it
spoils (the bytes up to the next 0x00 fail the CRC) is asked for again, and
the sync completes.  (Dropping what the decoder holds at each request was
tried: it cut the frames of a flood that span two requests, which the host
then took for a noisy line, test_sync_hostile.)
"""
from fake_device import Fake, Ledger
from tablescore.archive import Archive
from tablescore.rules import wire
from tablescore.sync import SerialTransport, run_sync

REBOOT_LINE = b"MPY: soft reboot\r\n"


def test_a_soft_reboot_line_before_the_first_frame_is_taken_as_line_noise(tmp_path):
    hellos = []

    def rebooting(fake, mtype, req, values):
        # the board restarts as the PC first asks: the line, and the request lost with the old program
        hellos.append(req)
        if len(hellos) == 1:
            return [REBOOT_LINE]
        return fake.honest(mtype, req, values)

    fake = Fake({1: Ledger(1, 8)}, answers={wire.HELLO_Q: rebooting})
    fake.start()
    try:
        archive = Archive(tmp_path / "archive.sqlite")
        s, status = run_sync(SerialTransport(fake.port), archive)
        archive.close()
    finally:
        fake.stop()
    assert (status, s.problems) == (0, []), s.problems
    assert s.added > 0
    # the line spoiled one frame, taken for line noise and asked again: one hello more
    assert s.peer.bad_frames == 1
    assert len(hellos) == 3, hellos
