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
    assert lines["get seq 0"] == "[(%d, [4, 'get'])]" % E
    assert lines["get no session"] == "[(%d, [5, '99'])]" % E
    assert lines["ack fields"] == "[(%d, [4, 'ack'])]" % E
    # a "name" that is code is only ever a string, and refused as a name
    assert lines["python"] == "[(%d, [4, 'names: 2-16 different, 1-8 plain characters'])]" % D


def test_hello_lists_sessions_with_heads_and_totals(lines):
    assert lines["hello"] == "[(2, [20, 1, '0.1', b'\\x01\\x02\\x03\\x04\\x05\\x06', 0, [1, 2]])]"
    assert lines["first poll"] == "[2, 4]"      # the hello, then one session per poll
    # pulya: open + 300 deals + close = seq 302; OFC: open + 5 entries
    assert lines["session 1"] == ("type 4 last 302 game pref closed 302 acked 0 table seq 302 "
                                  "totals %s entries 300" % lines["pulya totals"])
    # OFC entries 0-4 of ledger_evening: quick A+3, the scoop deal A+6, A offers, B accepts,
    # taps flush over straight A+8: A 3+6+8 = 17, B 0
    assert lines["session 2"] == "type 4 last 6 game ofc closed 0 acked 0 table seq 6 totals [17, 0] entries 5"
    assert lines["heads match journal"] == "True"


def test_stream_from_a_seq_in_small_steps(lines):
    # seq 290..302 are 13 records (~35 bytes each); finding seq 290 passes over 289
    # records, 24 a poll: 12 polls, the 13th passes the last one and sends a frame of
    # up to 240 bytes, the 14th the rest and END (the only poll with two frames)
    assert lines["stream 290"] == "seqs 290..302 (13 records), 14 polls, at most 2 frames a poll, end [21, 1, 302]"
    assert lines["afters"] == "[0, 295]"       # each frame names the seq sent before it
    # the whole session comes over byte for byte
    assert lines["whole session"] == "10692 record bytes; ledger file 10692 bytes"
    assert lines["restart"] == "reqs after the new GET [24]"


def test_a_game_goes_on_during_a_stream(lines):
    # session 2 had 6 records when the get came; the entry saved meanwhile is seq 7
    assert lines["during a game"] == "commit 0, streamed [1, 2, 3, 4, 5, 6], then [7]"


def test_ack_written_once_and_shown(lines):
    assert lines["ack"] == "[(%d, [0, ''])] acked 302 head 303 status 'up to entry 302'" % D
    assert lines["shown"] == "['Synced with PC', 'Session 1', 'up to entry 302']"
    assert lines["screens"] == "2"         # the start menu and one sync message, updated in place
    assert lines["ack again"] == "[(%d, [0, ''])] head 303" % D       # not written twice
    assert lines["ack wrong link"] == "[(%d, 305)]" % D                # E305 host copy differs


def test_settings_from_the_host(lines):
    assert lines["settings"] == "[(%d, [0, ''])] names ['Ann', 'Bob', 'Cy'] end 200 target 51" % D
    assert lines["clock"] == "(2026, 11, 30, 0, 12, 30, 0, 0)"     # RTC order; the weekday (4th) is left to the chip
    assert lines["settings on flash"] == "['Ann', 'Bob', 'Cy'] 200"
    bad = [v for k, v in lines.items() if k.startswith("bad settings")]
    assert bad == ["[(%d, 4)]" % D] * 5
    assert lines["picker"] == "['Ann', 'Bob', 'Cy', 'Anna']"     # the PC's names, then the presets
    assert lines["ends at"].split() == ["Pulya", "ends", "at", "<", "200", ">"]
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
    # the board's port (device.link.StdioPort): frames on stdin, answers on stdout
    from tablescore.rules import wire
    frames = b"MicroPython banner\r\n>>> \x00" + bytes(wire.frame(wire.HELLO_Q, [3, wire.PROTOCOL, None]))
    proc = run_micropython(HERE / "sync" / "stdio_mp.py", input=frames, timeout=60)
    d = wire.Decoder(4096)
    d.feed(proc.stdout)
    assert d.take() == (wire.ERROR, [-1, wire.E_CRC, "cobs"])
    assert d.take() == (wire.HELLO, [3, wire.PROTOCOL, "0.1", b"\x0a\x0b", 0, []])
    assert d.take() is None


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
