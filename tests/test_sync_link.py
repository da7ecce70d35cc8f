"""The device's side of the sync under the real micropython (tests/sync/link_cases.py).

A 300-deal pulya (closed) and an OFC session (open) are written to a RAM
flash through the journal; then the link gets garbage of every kind, the
requests of a sync, settings and random noise, through a port in RAM.
"""
import pathlib

import pytest

from devsim import SIM_MP
from mp import ROOT, run_micropython

HERE = pathlib.Path(__file__).resolve().parent


@pytest.fixture(scope="module")
def lines():
    # the simulator's machine (its RTC is what the sync sets)
    proc = run_micropython(HERE / "sync" / "link_cases.py", path=[ROOT / "tests" / "ledger", SIM_MP], timeout=120)
    out = {}
    for line in proc.stdout.decode().splitlines():
        name, _, rest = line.partition(": ")
        out[name] = rest
    return out


E = 15   # ERROR
D = 10   # DONE


def test_garbage_is_answered_with_an_error_frame_and_forgotten(lines):
    # wire error codes: 1 bad frame, 2 too long, 3 unknown type, 4 bad payload, 5 no session
    assert lines["banner"] == "[(%d, [1, 'cobs'])]" % E
    assert lines["ctrl-c ctrl-d"] == "[(%d, [1, 'cobs'])]" % E
    assert lines["cut"] == "[(%d, [1, 'cobs'])]" % E
    assert lines["crc"] == "[(%d, [1, 'crc'])]" % E
    assert lines["unknown"] == "[(%d, [3, '42'])]" % E
    assert lines["oversized"] == "[(%d, [2, 'over 320 bytes'])]" % E
    assert lines["hello fields"] == "[(%d, [4, 'hello'])]" % E
    assert lines["get fields"] == "[(%d, [4, 'get'])]" % E
    assert lines["get frame size 0"] == "[(%d, [4, 'get'])]" % E
    assert lines["get 31 frames"] == "[(%d, [4, 'get'])]" % E
    assert lines["get skip too big"] == "[(%d, [4, 'get'])]" % E
    assert lines["get no session"] == "[(%d, [5, '99'])]" % E
    assert lines["ack fields"] == "[(%d, [4, 'ack'])]" % E
    # a "name" that is code is only ever a string, and refused as a name
    assert lines["python"] == "[(%d, [4, 'names: name 1 is longer than 8 characters'])]" % D


def test_hello_lists_sessions_with_heads_and_totals(lines):
    assert lines["hello"] == "[(2, [20, 2, '0.1', b'\\x01\\x02\\x03\\x04\\x05\\x06', 0, [1, 2]])]"
    assert lines["first poll"] == "[2, 4]"      # the hello, then one session per poll
    # pulya: open + 300 deals + close = seq 302; OFC: open + 5 entries
    assert lines["session 1"] == ("type 4 last 302 size 10710 acked 0 table seq 302 totals %s"
                                  % lines["pulya totals"])
    # OFC entries 0-4 of ledger_evening: quick A+3, the scoop deal A+6, A offers, B accepts,
    # taps flush over straight A+8: A 3+6+8 = 17, B 0
    assert lines["session 2"] == "type 4 last 6 size 228 acked 0 table seq 6 totals [17, 0]"
    assert lines["heads match journal"] == "True"
    # the closed pulya's frame loaded its rules beside the match's: gone again
    assert lines["pulya's rules after the hello"] == "[]"
    # ... or rather, never loaded: the hello's frame of the closed pulya, and
    # its ack, read its totals from the close's checkpoint
    assert lines["pulya's rules imported by the sync"] == "[]"
    assert lines["sizes match files"] == "True"
    assert lines["info"] == "[(4, 2, 6)]"       # one session's frame again
    assert lines["two copies"] == "[(4, 18, 2)]"   # a request sent twice on a noisy line: answered once


def test_get_sends_file_bytes_from_an_offset(lines):
    # from where seq 290 starts, 30 frames of 64 bytes: the 449 bytes to the file's end
    # in 8 frames (the last one short), 2 polls of at most 256 ledger bytes (4 frames)
    assert lines["stream 290"] == ("8 frames [0, 1, 2], 449 bytes, the file's: True, 2 polls, "
                                   "at most 4 frames a poll, end [21, 10710]")
    # frames the host holds already are skipped (mask 0b100101: 0, 2 and 5)
    assert lines["skip"] == "frames [1, 3, 4], each the file's: True"
    assert lines["whole session"] == "10710 bytes, the file's: True, 1 gets"


def test_a_frame_cut_short_is_sent_again_whole(lines):
    # a new GET while a 2 KB frame is half out: the frame ends there, the new GET answers
    assert lines["restart"] == "frames cut 1, then reqs [25], end [25, 228]"
    # an error frame had to go out in the middle of one: that frame is sent again whole
    assert lines["cut and sent again"] == "frames cut 1, frames [0, 1], the file's bytes: True, end [26, 4114]"


def test_a_game_goes_on_during_a_stream(lines):
    # session 2 had 228 bytes when the get came; the entry saved meanwhile comes with the next GET
    assert lines["during a game"] == ("commit 0, streamed up to the old end: True, then 26 bytes: "
                                      "the new record (7, 21)")


def test_ack_written_once_and_shown(lines):
    # ACKED: the head after the ack, and the ack record itself, as it is in the file
    assert lines["ack"] == ("type 12 last 303 size 10746, the record: the file's last bytes True, seq 303 type 40, "
                            "its link the head True; acked 302 head 303 status 'up to entry 302'")
    assert lines["shown"] == "['Synced with PC', 'Session 1', 'up to entry 302']"
    assert lines["screens"] == "2"         # the start menu and one sync message, updated in place
    assert lines["ack again"] == "[(12, 303, 10746, b'')] head 303"      # not written twice
    # the closed pulya's frame after it: last seq, size, acked, table seq, the totals its engine gives
    assert lines["pulya after the ack"] == "[(303, 10746, 302, 303, True)]"
    # read whole from a checkpoint without the totals (an older build's): the same frame
    assert lines["pulya from a checkpoint without totals"] == "[(303, 10746, 302, 303, True)], rules imported True"
    assert lines["ack wrong link"] == "[(%d, 305)]" % D                # E305 host copy differs


def test_settings_from_the_host(lines):
    assert lines["settings"] == "[(%d, [0, ''])] names ['Ann', 'Bob', 'Cy'] end 200 target 51" % D
    assert lines["clock"] == "(2026, 11, 30, 0, 12, 30, 0, 0)"     # RTC order; the weekday (4th) is left to the chip
    assert lines["settings on flash"] == "['Ann', 'Bob', 'Cy'] 200"
    bad = [v for k, v in lines.items() if k.startswith("bad settings")]
    assert bad == ["[(%d, 4)]" % D] * 5
    assert lines["picker"] == "['Ann', 'Bob', 'Cy', 'Anna']"     # the PC's names, then the presets
    assert lines["ends at"].split() == ["Pulya", "ends", "at", "◀", "200", "▶"]
    assert lines["unchanged"] == "['Ann', 'Bob', 'Cy'] 200 255"


def test_free_only_closed_and_acknowledged(lines):
    # the newest (here the open one) stays: new sessions are numbered after it
    assert lines["free newest"] == "[(%d, [6, 'the newest session stays'])]" % D
    assert lines["free not acked"] == "[(%d, 303)]" % D                # E303 not synced yet
    assert lines["free closed"] == "[(%d, 0)] sessions [2, 3]" % D


def test_noise_never_breaks_the_link(lines):
    assert lines["after noise"] == "faults 0, hello [2, 4, 4]"     # hello, sessions 2 and 3
    assert lines["max read"] == "64 bytes a poll"


def test_board_port_reads_stdin_without_blocking():
    # the board's port (device.stdio_port.StdioPort): frames on stdin, answers on stdout
    from tablescore.rules import wire
    frames = b"MicroPython banner\r\n>>> \x00" + bytes(wire.frame(wire.HELLO_Q, [3, wire.PROTOCOL, None]))
    proc = run_micropython(HERE / "sync" / "stdio_mp.py", input=frames, timeout=60)
    d = wire.Decoder(4096)
    d.feed(proc.stdout)
    assert d.take() == (wire.ERROR, [-1, wire.E_CRC, "cobs"])
    assert d.take() == (wire.HELLO, [3, wire.PROTOCOL, "0.1", b"\x0a\x0b", 0, []])
    assert d.take() is None


def test_the_protocol_goes_when_the_pc_is_quiet_and_comes_back_with_its_next_byte(lines):
    assert lines["quiet a poll short"] == "['device.link_proto', 'device.link_stream', 'rules.wire']"
    assert lines["quiet"] == "proto None, modules []"
    assert lines["after quiet"] == "[(2, 60)]"      # the hello answered


def test_a_failing_port_never_raises(lines):
    # the hello's answer and the junk's error frame both fail to go out: counted, forgotten
    assert lines["broken port"] == "faults 2, job None"


def test_release_stops_the_job_and_takes_nothing_after_it(lines):
    # wrong word: an error frame (code 4), the stream goes on
    assert lines["release wrong word"] == "[(15, [81, 4, 'release'])] release None streaming Stream"
    # the right one: no answer yet, the stream's file closed, the hello after it never read
    assert lines["release"] == "[] release 82 job None stream file None"
    # the app's answer once the ledger is closed: done, code 0
    assert lines["released"] == "[(10, [82, 0, 'repl'])]"
