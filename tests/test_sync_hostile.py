"""A hostile device cannot hurt the host (issue 11, section 4).

Each row is a fake device (``fake_device.Fake``: a thread on the other end of
a real pseudo-terminal, answering with frames made by ``rules.wire``) that
misbehaves one way; ``tablescore sync --port PTY --db ...`` runs against it
as a user runs it.  For every row: the exit code, a one-line message
naming the fault, the run over within BOUND s, no traceback, no raw control
character on stdout or stderr, the sync's process under MEMORY bytes, and
the archive's rows exactly as before (or no archive file, when there was
none), unless the row says what it may archive.

The honest device holds session 1 (already archived and acknowledged, in the
archive the rows start from) and session 2 (new, unless the row starts from
the archive holding it too).  ``BEFORE`` says, row by row, what the host did
before this table (protocol 2 as merged, a648601, run against the same fake
device), and what protocol 1 did (a648601~1) where the issue names it; "as
now" is the same exit code, line and archive (a layout error then named the
field's kind by its code word: "field 4 is not a uid").

The rows of the session's opening (its record 1: game, names, settings) are
refused whole before anything of the session is staged (``sync_open``);
before, each was archived with a totals MISMATCH, the names or game as they
came into the sessions table.
"""
import copy
import itertools
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

import fake_device as F
from fake_device import Fake, Ledger
from tablescore.archive import Archive
from tablescore.rules import ledger as L
from tablescore.rules import wire
from tablescore.rules.wire import HELLO_Q, HELLO, GET, SESSION, ACK, DATA, END, DONE, ERROR, ACKED, INFO
from tablescore.safe_text import UNSAFE
from tablescore.sync import SerialTransport, run_sync

TIMEOUT = "0.3"         # --timeout: the rows wait for silence in multiples of it
BOUND = 10.0            # s a run may take at most, whatever the device does
MEMORY = 100 << 20      # bytes of memory the sync's process may hold at most (it holds ~22 MB)
f = wire.frame


# -- the honest board, and the archives the rows start from -------------------------
def honest(deals2=5, **kw):
    return {1: copy.deepcopy(BOARD[1]), 2: Ledger(2, deals2, closed=False, **kw)}


BOARD = {1: Ledger(1, 8)}


@pytest.fixture(scope="module")
def archives(tmp_path_factory):
    """``{"one": archive with session 1, "two": ... and session 2, not acknowledged}``;
    BOARD's session 1 acknowledged as the archive has it."""
    tmp = tmp_path_factory.mktemp("hostile")
    out = {}
    fake = Fake(BOARD)
    fake.start()
    try:
        for _ in range(2):      # the second finds nothing new, and notes the device's table after its ack
            a = Archive(tmp / "one.sqlite")
            s, status = run_sync(SerialTransport(fake.port), a)
            a.close()
            assert (status, s.problems) == (0, [])
    finally:
        fake.stop()
    out["one"] = tmp / "one.sqlite"
    shutil.copy(out["one"], tmp / "two.sqlite")
    # session 2 archived, the device's ack refused: the next sync acknowledges it first thing
    fake = Fake({1: BOARD[1], 2: SESSION2}, answers={ACK: lambda fk, m, req, v: [f(DONE, [req, 305, "full"])]})
    fake.start()
    try:
        a = Archive(tmp / "two.sqlite")
        s, status = run_sync(SerialTransport(fake.port), a)
        a.close()
        assert status == 1 and s.problems[0].startswith("FAILED session 2: the device could not write the ack")
    finally:
        fake.stop()
    out["two"] = tmp / "two.sqlite"
    return out


@pytest.fixture(scope="module")
def baseline(archives, tmp_path_factory):
    """The peak memory of a sync with nothing new (the process's own: ~22 MB)."""
    db = tmp_path_factory.mktemp("baseline") / "archive.sqlite"
    shutil.copy(archives["one"], db)
    fake = Fake({1: copy.deepcopy(BOARD[1])})
    fake.start()
    try:
        status, out, err, took, peak = sync_cli(fake.port, db)
    finally:
        fake.stop()
    assert status == 0 and peak > 0, (out, err)
    return peak


SESSION2 = Ledger(2, 5, closed=False)
N2 = SESSION2.last      # its last seq (the archive "two" holds it to there)


# -- answers a row gives instead of the honest ones ------------------------------------
def frames_of(data):
    d = wire.Decoder(1 << 16)
    d.max_pending = 1 << 16
    d.feed(bytes(data))
    out = []
    while True:
        msg = d.take()
        if msg is None:
            return out
        out.append(msg)


def edit(mtype, fn):
    """The honest answer to ``mtype`` with each frame ``(type, values)`` passed
    through ``fn(type, values, req)``, which returns the frames to send instead."""
    def answer(fake, m, req, v):
        out = []
        for t, vals in frames_of(b"".join(fake.honest(m, req, v))):
            out.extend(fn(t, vals, req))
        return out
    return {mtype: answer}


def hello_field(i, value):
    def fn(t, v, req):
        if t == HELLO:
            v[i] = value
        return [f(t, v)]
    return edit(HELLO_Q, fn)


def hello_frame(values):
    return edit(HELLO_Q, lambda t, v, req: [f(t, [req] + values if t == HELLO else v)])


def session_field(i, value, sid=2, more=()):
    def fn(t, v, req):
        if t == SESSION and v[1] == sid:
            v[i] = value
            for j, x in more:
                v[j] = x
        return [f(t, v)]
    answers = edit(HELLO_Q, fn)
    answers.update(edit(INFO, fn))
    return answers


def data(fn):
    """GET answered with each DATA frame ``[req, index, bytes]`` made ``fn(values)``."""
    return edit(GET, lambda t, v, req: [f(t, fn(v)) if t == DATA else f(t, v)])


def replaced(mtype, frames):
    """``mtype`` answered with ``frames(req)`` (a list of (type, values))."""
    return {mtype: lambda fake, m, req, v: [f(t, vals) for t, vals in frames(req)]}


def nothing(*types):
    return dict((t, lambda fake, m, req, v: []) for t in types)


def ack_answer(make):
    """ACK answered ``ACKED [req] + make(ledger, seq, link)``; ``make`` may add to the ledger."""
    def answer(fake, m, req, v):
        led = fake.ledgers[v[1]]
        return [f(ACKED, [req] + make(led, v[2], v[3]))]
    return {ACK: answer}


def bad_ack(led, seq, link):
    """An ack record whose link is not its record before's (seq and values right)."""
    rec = led.add(L.HOST_ACK, [seq, link, 0], raw=L.record(led.last + 1, L.HOST_ACK, [seq, link, 0], b"\0" * 8))
    led.acked = seq
    return [led.last, led.head, led.size, rec]


def not_an_ack(led, seq, link):
    rec = L.record(led.last + 1, L.PREF_PENALTY, ["warning", 0, 3], led.head)
    return [led.last + 1, L.link(rec), led.size + len(rec), rec]


def stale(fake, m, req, v):
    """The honest answer, with the request id of the request before."""
    return [f(t, [(req - 1) % 64] + vals[1:]) for t, vals in frames_of(b"".join(fake.honest(m, req, v)))]


def with_bytes(extra, announce=0):
    """Session 2's file with ``extra`` bytes after its records, its head announcing ``announce`` more."""
    led = Ledger(2, 5, closed=False)
    led.data.extend(extra)
    return led, announce


def ledger_with(fn):
    def build():
        b = honest()
        fn(b[2])
        return b
    return build


PLAYERS = list(F.ev.PREF_PLAYERS)
SETTINGS = list(F.ev.PREF_SETTINGS)


def opening(values):
    """Session 2 opened with ``values`` (whatever they are), its records after linked on."""
    return ledger_with(lambda led: led.rewrite(1, values))


def long_session():
    return {1: copy.deepcopy(BOARD[1]), 2: Ledger(2, 80, closed=False)}


def first_frame_only(fake, m, req, v):
    """The first GET's first DATA frame, then silence: the device stops mid-stream."""
    if sum(1 for t, _ in fake.requests if t == GET) > 1:
        return []
    return fake.honest(m, req, v)[:1]


def flood(frame, size=1 << 16):
    one = bytes(frame)
    return itertools.repeat(one * (size // len(one)))


# -- the rows ---------------------------------------------------------------------------
# name: (device, exit code, what stderr's line says, options)
#   device: dict of Fake's arguments ("ledgers" a function making them; default honest())
#   options: archive "one" (default), "two" or None (no archive file); archives: what the
#   archive may gain ("session 2"); kept: what the sync may stage for the next one;
ROWS = {
    # the line
    "a frame that never ends": (
        dict(answers=nothing(HELLO_Q), noise=F.frame_without_end()), 2,
        "no tablescore device answers on PORT (bytes come, never a frame)", dict(archive=None)),
    "a frame that never ends, mid-get": (
        dict(answers=nothing(GET), noise=F.frame_without_end(), noise_on=GET), 2,
        "the device sends bytes that never end a frame (records of session 2)", dict()),
    "endless garbage": (
        dict(answers=nothing(HELLO_Q), noise=F.garbage()), 2,
        "no tablescore device answers on PORT (only damaged frames come)", dict(archive=None)),
    "endless garbage, mid-get": (
        dict(answers=nothing(GET), noise=F.garbage(), noise_on=GET), 2,
        "requests in a row got nowhere (records of session 2): the line is too noisy", dict()),
    "the hello answered with an older request's id, for ever": (
        dict(answers={HELLO_Q: stale}), 2,
        "no tablescore device answers on PORT (frames come, none answering what was asked)",
        dict(archive=None)),
    "every get answered with an older request's id": (
        dict(answers={GET: stale}), 2,
        "the device answers only other requests than the ones asked (records of session 2)",
        dict()),
    "data frames of another request, the end frame right": (
        dict(answers=edit(GET, lambda t, v, req: [f(t, [(req + 5) % 64] + v[1:]) if t == DATA else f(t, v)])), 2,
        "the device answers only other requests than the ones asked (records of session 2)",
        dict()),
    "a flood of big valid frames of another request": (
        dict(answers=nothing(GET), noise=flood(f(DATA, [99, 0, b"\x55" * 2000])), noise_on=GET), 2,
        "the device answers only other requests than the ones asked (records of session 2)",
        dict(flood=True)),
    "a flood of tiny valid frames of another request": (
        dict(answers=nothing(GET), noise=flood(f(END, [99, 0])), noise_on=GET), 2,
        "the device answers only other requests than the ones asked (records of session 2)",
        dict(flood=True)),
    "info answered with another session's frame, for ever": (
        dict(answers={HELLO_Q: lambda fk, m, req, v: fk.honest(m, req, v)[:2],
                      INFO: lambda fk, m, req, v: [f(SESSION, fk.ledgers[1].info(req))]}), 2,
        "the device answers, but never with what was asked (hello)", dict()),
    "every get answered with an end and no data": (
        dict(answers=edit(GET, lambda t, v, req: [f(t, v)] if t == END else [])), 2,
        "the device answers, but never with what was asked (records of session 2)", dict()),
    "frames over the host's limit": (
        dict(answers=data(lambda v: v[:2] + [v[2] + b"x" * 5000])), 2,
        "the device sends frames longer than 4096 bytes (records of session 2)", dict()),
    "silent mid-stream": (
        dict(ledgers=long_session, answers={GET: first_frame_only}), 2,
        "the device stopped answering (records of session 2): the link is lost; sync again to resume",
        dict(kept=True)),
    "every request answered with an error": (
        dict(answers=dict((t, lambda fk, m, req, v: [f(ERROR, [req, 4, "no"])]) for t in (HELLO_Q, GET, ACK, INFO))),
        2, "the device refuses the hello: W4 bad payload: no", dict(archive=None)),
    "every request said to have come damaged": (
        dict(answers=dict((t, lambda fk, m, req, v: [f(ERROR, [-1, 1, ""])]) for t in (HELLO_Q, GET))), 2,
        "101 requests in a row got nowhere (hello): the line is too noisy", dict(archive=None)),
    "an error with control characters for a get": (
        dict(answers=replaced(GET, lambda req: [(ERROR, [req, 6, "\x1b]0;owned\x07\x1b[2J"])])), 1,
        "FAILED session 2: the device cannot send it: W6 ledger refused: \\x1b]0;owned\\x07\\x1b[2J",
        dict()),
    # the hello
    "protocol 1": (dict(answers=hello_field(1, 1)), 2, "the device speaks sync protocol 1, this tool 2", dict()),
    "protocol 2**70": (dict(answers=hello_field(1, 2 ** 70)), 2, "the device speaks sync protocol ?, this tool 2",
                       dict(archive=None)),
    "a hello of five fields": (
        dict(answers=hello_frame([2, "fw", F.UID, 7])), 2, "a hello frame of 5 fields, not 6", dict()),
    "chip id an int": (dict(answers=hello_field(3, 2 ** 30)), 2, "hello frame whose field 4 is not a chip id",
                       dict(archive=None)),
    "chip id a huge int": (dict(answers=hello_field(3, 2 ** 70)), 2, "field 4 is not a chip id", dict()),
    "chip id text": (dict(answers=hello_field(3, "240ac4")), 2, "field 4 is not a chip id", dict()),
    "chip id a list": (dict(answers=hello_field(3, [1, 2])), 2, "field 4 is not a chip id", dict()),
    "chip id of 33 bytes": (dict(answers=hello_field(3, b"x" * 33)), 2, "field 4 is not a chip id", dict()),
    "chip id empty": (dict(answers=hello_field(3, b"")), 2, "field 4 is not a chip id", dict()),
    "device id negative": (dict(answers=hello_field(4, -1)), 2, "field 5 is not a number 0-2^32-1", dict()),
    "device id 2**40": (dict(answers=hello_field(4, 2 ** 40)), 2, "field 5 is not a number 0-2^32-1", dict()),
    "firmware of 201 characters": (dict(answers=hello_field(2, "x" * 201)), 2, "field 3 is not a text", dict()),
    "firmware as bytes": (dict(answers=hello_field(2, b"1.0")), 2, "field 3 is not a text", dict()),
    "firmware with control characters": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1])}, firmware="\x1b]0;owned\x07\u202e1.0"), 0,
        "", dict(said_out="(firmware \\x1b]0;owned\\x07\\u202e1.0)")),
    "session list an int": (dict(answers=hello_field(5, 3)), 2, "field 6 is not a list of at most 1000", dict()),
    "session list of 1001": (dict(answers=hello_field(5, list(range(1001)))), 2, "field 6 is not a list", dict()),
    "session list with text": (dict(answers=hello_field(5, [1, "2"])), 2, "field 6 is not a list", dict()),
    "session list with a duplicate": (dict(answers=hello_field(5, [1, 2, 2])), 2, "field 6 is not a list", dict()),
    "session id 2**70 in the list": (dict(answers=hello_field(5, [1, 2 ** 70])), 2, "field 6 is not a list", dict()),
    # the session frames
    "a listed session whose frame never comes": (
        dict(answers={HELLO_Q: lambda fk, m, req, v: fk.honest(m, req, v)[:2], INFO: lambda *a: []}), 2,
        "the device stopped answering (hello): the link is lost", dict()),
    "a session frame of 7 fields": (
        dict(answers=edit(HELLO_Q, lambda t, v, req: [f(t, v[:7] if t == SESSION else v)])), 2,
        "a session frame of 7 fields, not 8", dict()),
    "a session frame of a session not listed": (
        dict(answers=session_field(1, 9)), 2, "a session frame of session 9, which its hello does not list",
        dict()),
    "session id text": (dict(answers=session_field(1, "2")), 2, "session frame whose field 2 is not a number", dict()),
    "session id 2**70": (dict(answers=session_field(1, 2 ** 70)), 2, "field 2 is not a number 0-2^32-1", dict()),
    "head link an int": (dict(answers=session_field(3, 12345)), 2, "field 4 is not a link of 8 bytes",
                         dict()),
    "head link of 9 bytes": (dict(answers=session_field(3, b"x" * 9)), 2, "field 4 is not a link", dict()),
    "a ledger of 2**31-1 bytes": (
        dict(answers=session_field(4, 2 ** 31 - 1)), 2,
        "session 2 has a ledger of 2147483647 bytes, more than a board holds",
        dict()),
    "sessions adding up to more than a board holds": (
        dict(answers=edit(HELLO_Q, lambda t, v, req: [f(t, v[:4] + [10 << 20] + v[5:] if t == SESSION else v)])),
        2, "sessions hold more than 16777216 bytes of ledger", dict()),
    "2**31-1 records in a small ledger": (
        dict(answers=session_field(2, 2 ** 31 - 1)), 2, "session 2 has 2147483647 records in a ledger of",
        dict()),
    "acknowledged past its last record": (
        dict(answers=session_field(5, 99)), 2, "record 99 acknowledged or derived, past its last record", dict()),
    "17 totals": (dict(answers=session_field(7, list(range(17)))), 2, "field 8 is not a list of at most 16", dict()),
    "totals with text": (dict(answers=session_field(7, [1, "x"])), 2, "field 8 is not a list of at most 16", dict()),
    "a total of 2**70": (dict(answers=session_field(7, [2 ** 70, 1, 1, 1])), 2, "field 8 is not a list", dict()),
    # the data
    "a data frame index 31": (dict(answers=data(lambda v: [v[0], 31, v[2]])), 2,
                              "data frame whose field 2 is not a frame index 0-29", dict()),
    "a data frame index not asked for": (dict(answers=data(lambda v: [v[0], 5, v[2]])), 2,
                                         "the device sent data it was not asked for (session 2)", dict()),
    "a data frame of 3000 bytes": (dict(answers=data(lambda v: v[:2] + [v[2] + b"x" * 2800])), 2,
                                   "data frame whose field 3 is not a piece of 1-2048 bytes", dict()),
    "a data frame's bytes an int": (dict(answers=data(lambda v: v[:2] + [5])), 2,
                                    "data frame whose field 3 is not a piece", dict()),
    "an end before the bytes asked": (
        dict(answers=edit(GET, lambda t, v, req: [f(END, [req, 0])] if t == END else [])), 2,
        "the bytes asked for end at byte 0, outside the 0-", dict()),
    "an end after the bytes asked": (
        dict(answers=edit(GET, lambda t, v, req: [f(END, [req, 1 << 30])] if t == END else [])), 2,
        "the bytes asked for end at byte 1073741824, outside", dict()),
    "a ledger header that is not one": (
        dict(ledgers=ledger_with(lambda led: led.data.__setitem__(slice(0, 4), b"XXXX"))), 1,
        "REFUSED session 2: the device's ledger header is unreadable", dict()),
    "invalid UTF-8 in a record with a good CRC": (
        dict(ledgers=ledger_with(lambda led: led.patch(1, b"pref", b"\xffref"))), 1,
        "REFUSED session 2: the record at byte 18 after seq 0 does not decode (bad UTF-8); nothing of it is archived",
        dict()),
    "a record claiming a huge length": (
        dict(ledgers=ledger_with(lambda led: led.data.extend(b"\xe7\xff\xff\xff\xff\x0f" + b"\x01" * 40)),
             answers=session_field(2, 7)), 1,
        "REFUSED session 2: the device announced records up to seq 7, its ledger holds them up to seq 6", dict()),
    "records past the head announced": (
        dict(answers=session_field(2, 4, more=[(6, 4)])), 1,
        "REFUSED session 2: record 5 at byte %d is past the head the device announced (seq 4)"
        % SESSION2.records[3][2], dict()),
    "a relinked run of forged records": (
        dict(ledgers=ledger_with(lambda led: led.relink(2, 3))), 1,
        "REFUSED session 2: record 5 does not continue the hash chain of record 4; nothing of it is archived",
        dict()),
    # the session's opening (record 1): checked before anything of the session is staged
    "names with control characters": (
        dict(ledgers=lambda: honest(players=["\x1b[2J", "Bo\x07b", "V\u202eera", "\x9bGleb"])), 1,
        "REFUSED session 2: the device sent player 1 '\\x1b[2J' with a control character in the name; nothing of "
        "it is archived", dict()),
    "names an int": (
        dict(ledgers=opening(["pref", 5, SETTINGS, None])), 1,
        "REFUSED session 2: the device sent players as a number, not a list of names; nothing of it is archived",
        dict()),
    "a name an int": (
        dict(ledgers=opening(["pref", ["Anna", 7, "Vera"], SETTINGS, None])), 1,
        "REFUSED session 2: the device sent player 2 as a number, not a name", dict()),
    "a name of 300 characters": (
        dict(ledgers=opening(["pref", ["Anna", "B" * 300, "Vera"], SETTINGS, None])), 1,
        "REFUSED session 2: the device sent player 2 'BBBBBBBBBBBBBBBBBBBBBBBB...' (300 characters), not a name of "
        "1 to 8 characters", dict()),
    "the same name twice": (
        dict(ledgers=opening(["pref", ["Anna", "Boris", "Anna"], SETTINGS, None])), 1,
        "REFUSED session 2: the device sent player 3 'Anna' twice", dict()),
    "names that do not fit the game": (
        dict(ledgers=opening(["pref", ["Anna", "Boris"], SETTINGS, None])), 1,
        "REFUSED session 2: the device sent settings the rules refuse: 2 names for 4 players", dict()),
    "the game's name with control characters": (
        dict(ledgers=opening(["\x1b]0;pref\x07", PLAYERS, SETTINGS, None])), 1,
        "REFUSED session 2: the device sent the game '\\x1b]0;pref\\x07', which this tool does not know (pref, ofc)",
        dict()),
    "the game an int": (
        dict(ledgers=opening([1, PLAYERS, SETTINGS, None])), 1,
        "REFUSED session 2: the device sent the game as a number, not its name", dict()),
    "settings as text": (
        dict(ledgers=opening(["pref", PLAYERS, "3,0,0,0", None])), 1,
        "REFUSED session 2: the device sent settings as text, not a list of numbers", dict()),
    "too few settings for the game": (
        dict(ledgers=opening(["pref", PLAYERS, [4], None])), 1,
        "REFUSED session 2: the device sent 1 setting for a session of pref, not 4 or more", dict()),
    "a second opening later in the session": (
        dict(ledgers=ledger_with(lambda led: led.rewrite(3, ["pref", ["\x1b[2J", "B", "C"], SETTINGS, None],
                                                         L.SESSION_OPEN))), 1,
        "REFUSED session 2: record 3 opens the session a second time; nothing of it is archived", dict()),
    "names a spreadsheet would read as formulas": (
        dict(ledgers=lambda: honest(players=["=1+1", "@SUM(A)", "+Vera", "-Gleb"])), 0,
        "", dict(archives="session 2", shows=("=1+1", "'=1+1"))),
    "a pulya in a classic system": (
        dict(ledgers=lambda: honest(settings=SETTINGS + [["sochi", "pair_67", 1]])), 0,
        "", dict(archives="session 2")),
    # the acknowledgement (session 2 archived, the device never acknowledged it)
    "acked with a record that is not the ack": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1]), 2: copy.deepcopy(SESSION2)},
             answers=ack_answer(not_an_ack)), 2,
        "answered the acknowledgement wrong: its record is not the acknowledgement of seq %d" % N2,
        dict(archive="two")),
    "acked with an ack record that breaks the chain": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1]), 2: copy.deepcopy(SESSION2)},
             answers=ack_answer(bad_ack)), 1,
        "REFUSED session 2: record %d does not continue the hash chain of record %d; the archive keeps it up to seq "
        "%d, as before" % (N2 + 1, N2, N2),
        dict(archive="two")),
    "acked with garbage for a record": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1]), 2: copy.deepcopy(SESSION2)},
             answers=ack_answer(lambda led, seq, link: [led.last + 1, led.head, led.size + 5, b"\xe7junk"])), 2,
        "answered the acknowledgement wrong: its record is not a whole record", dict(archive="two")),
    "acked with a head that goes back": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1]), 2: copy.deepcopy(SESSION2)},
             answers=ack_answer(lambda led, seq, link: [3, led.link_of(3), 100, b""])), 2,
        "session 2 ends at seq 3, before the %d acknowledged" % N2, dict(archive="two")),
    "a done with control characters for the ack": (
        dict(ledgers=lambda: {1: copy.deepcopy(BOARD[1]), 2: copy.deepcopy(SESSION2)},
             answers=replaced(ACK, lambda req: [(DONE, [req, 305, "\x1b[2J\x07\u202eevil"])])), 1,
        "could not write the acknowledgement (E305 \\x1b[2J\\x07\\u202eevil)",
        dict(archive="two")),
}


HANG = "no end: killed after 30 s (each frame or byte moved the deadline)"
MADE = "exit 2 as now, but an archive file made where there was none"
ROWS_TOUCHED = "exit 2, but the archive written (the device's row and an import row)"
OPENED = "exit 0, the session archived"
MISMATCH = "exit 1 on a totals MISMATCH (the host derives []), the session archived"
BEFORE = {
    "a frame that never ends": MADE + "; protocol 1: no end",
    "a frame that never ends, mid-get": ROWS_TOUCHED + "; 'the line is too noisy'",
    "endless garbage": MADE,
    "endless garbage, mid-get": ROWS_TOUCHED,
    "the hello answered with an older request's id, for ever": HANG + "; protocol 1 too",
    "every get answered with an older request's id": HANG,
    "data frames of another request, the end frame right": ROWS_TOUCHED + "; 'the line is too noisy'",
    "a flood of big valid frames of another request": HANG,
    "a flood of tiny valid frames of another request": HANG,
    "info answered with another session's frame, for ever": "101 requests, 11 s at --timeout 0.3 (37 s at 1 s)",
    "every get answered with an end and no data": ROWS_TOUCHED + "; 'the line is too noisy'",
    "frames over the host's limit": ROWS_TOUCHED + "; 'the line is too noisy'",
    "silent mid-stream": "the records that came archived (not confirmed by the head), exit 2",
    "every request answered with an error": MADE,
    "every request said to have come damaged": MADE,
    "an error with control characters for a get": "ESC and BEL printed raw; the archive written",
    "protocol 1": "as now",
    "protocol 2**70": MADE + "; a 22-digit protocol number",
    "a hello of five fields": "as now",
    "chip id an int": MADE + "; protocol 1: bytes(uid) allocated 1 GB, wrote a 1 GB archive, exit 0",
    "chip id a huge int": "as now; protocol 1: a traceback",
    "chip id text": "as now",
    "chip id a list": "as now",
    "chip id of 33 bytes": "as now",
    "chip id empty": "as now",
    "device id negative": "as now",
    "device id 2**40": "as now",
    "firmware of 201 characters": "as now",
    "firmware as bytes": "as now",
    "firmware with control characters": "never printed; written into the archive's device row",
    "session list an int": "as now",
    "session list of 1001": "as now",
    "session list with text": "as now",
    "session list with a duplicate": "as now",
    "session id 2**70 in the list": "as now; protocol 1: a traceback",
    "a listed session whose frame never comes": "as now; protocol 1: a traceback",
    "a session frame of 7 fields": "as now",
    "a session frame of a session not listed": "101 hellos, 11 s at --timeout 0.3, 'the line is too noisy'",
    "session id text": "as now; protocol 1: a traceback",
    "session id 2**70": "as now; protocol 1: a traceback",
    "head link an int": "as now; protocol 1: a header sent as an int was a traceback",
    "head link of 9 bytes": "as now",
    "a ledger of 2**31-1 bytes": "exit 1, session 2 archived as far as the file went",
    "sessions adding up to more than a board holds": "exit 1, session 2 archived as far as the file went",
    "2**31-1 records in a small ledger": "exit 1, session 2 archived as far as the file went",
    "acknowledged past its last record": "exit 0, nothing said",
    "17 totals": "as now",
    "totals with text": "as now",
    "a total of 2**70": "as now",
    "a data frame index 31": ROWS_TOUCHED,
    "a data frame index not asked for": ROWS_TOUCHED,
    "a data frame of 3000 bytes": ROWS_TOUCHED,
    "a data frame's bytes an int": ROWS_TOUCHED,
    "an end before the bytes asked": "exit 1: the session refused as damaged on the device",
    "an end after the bytes asked": ROWS_TOUCHED + "; 'the line is too noisy'",
    "a ledger header that is not one": "exit 1 as now, the archive written",
    "invalid UTF-8 in a record with a good CRC": "exit 1 as now, the archive written; protocol 1: a traceback",
    "a record claiming a huge length": "exit 1 as now, records 1-5 archived",
    "records past the head announced": "records past the head archived; exit 1 on a totals MISMATCH",
    "a relinked run of forged records": "records 1-3 archived, 2 and 3 forged",
    "names with control characters": OPENED + ", the names as they came (shown escaped by sessions, show and "
                                     "export); protocol 1: printed raw by sessions and show",
    "names an int": MISMATCH + ", its players []; protocol 1: a traceback",
    "a name an int": MISMATCH + ", its players 'Anna', '7', 'Vera'",
    "a name of 300 characters": MISMATCH + ", the name of 300 characters in the sessions table",
    "the same name twice": MISMATCH + ", 'Anna' twice among its players",
    "names that do not fit the game": MISMATCH + ", two players for a pulya of four",
    "the game's name with control characters": MISMATCH + ", its game ESC ] 0 ; pref BEL",
    "the game an int": MISMATCH + ", its game '1'",
    "settings as text": MISMATCH,
    "too few settings for the game": "exit 1 on a totals MISMATCH (the host derives other totals), the session "
                                     "archived; show and export then refuse it (settings [4] do not fit the players)",
    "a second opening later in the session": "exit 1 on a totals MISMATCH, the session archived, its players those of "
                                             "record 3 (ESC [ 2 J, B, C)",
    "names a spreadsheet would read as formulas": "as now",
    "a pulya in a classic system": "as now (protocol 2 before issue 16's rules list: REFUSED, the device sent "
                                   "setting 5 as a list)",
    "acked with a record that is not the ack": "exit 0, the record archived as if it were the ack",
    "acked with an ack record that breaks the chain": "exit 1 as now, the archive written",
    "acked with garbage for a record": "exit 1, the session refused as damaged on the device",
    "acked with a head that goes back": "exit 0, nothing said",
    "a done with control characters for the ack": "ESC, BEL and a bidi override printed raw",
}


# -- the runs ---------------------------------------------------------------------------
def rows_of(db):
    """Every row of every table: the archive as it stands (None: no file)."""
    if not db.exists():
        return None
    con = sqlite3.connect(str(db))
    try:
        tables = [t for (t,) in con.execute("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")]
        return dict((t, sorted(con.execute("SELECT * FROM %s" % t).fetchall(), key=repr)) for t in tables)
    finally:
        con.close()


def peak_memory(pid, peak):
    """Polls the process's peak resident size (VmHWM) into ``peak[0]`` until it ends."""
    path = "/proc/%d/status" % pid
    while True:
        try:
            with open(path) as fh:
                for line in fh:
                    if line.startswith("VmHWM:"):
                        peak[0] = max(peak[0], int(line.split()[1]) * 1024)
        except OSError:
            return
        time.sleep(0.02)


def sync_cli(port, db, *more):
    """``tablescore sync --port PORT --db DB``: (exit code, stdout, stderr, seconds, peak memory)."""
    t0 = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "tablescore", "sync", "--port", port, "--db", str(db),
                             "--timeout", TIMEOUT] + list(more), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak = [0]
    watch = threading.Thread(target=peak_memory, args=(proc.pid, peak), daemon=True)
    watch.start()
    try:
        out, err = proc.communicate(timeout=BOUND * 3)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    took = time.monotonic() - t0
    watch.join(1)
    return proc.returncode, out.decode(errors="replace"), err.decode(errors="replace"), took, peak[0]


def raw_controls(text):
    """The characters of ``text`` a terminal would act on (newlines aside)."""
    return sorted(set(c for c in text if UNSAFE.match(c) and c != "\n"))


@pytest.mark.parametrize("name", list(ROWS))
def test_a_hostile_device(name, archives, baseline, tmp_path, capsys):
    device, code, said, opts = ROWS[name]
    kw = dict(device)
    make = kw.pop("ledgers", honest)
    fake = Fake(make(), **kw)
    start = opts.get("archive", "one")
    db = tmp_path / "archive.sqlite"
    if start is not None:
        shutil.copy(archives[start], db)
    before = rows_of(db)
    fake.start()
    try:
        status, out, err, took, peak = sync_cli(fake.port, db)
    finally:
        fake.stop()
    said = said.replace("PORT", fake.port)
    assert took < BOUND, "%s: %.1f s" % (name, took)
    assert "Traceback" not in err and raw_controls(out) == [] and raw_controls(err) == [], (out, err)
    assert status == code, (status, out, err)
    if code == 2:
        assert err.count("\n") == 1 and err.startswith("tablescore: ") and said in err, err
    elif code == 1:         # a session refused, the others synced: one line for it
        assert err.count("\n") == 1 and err.startswith("tablescore: ") and said in err, err
    else:
        assert err == "" and opts.get("said_out", "") in out, (out, err)
    assert peak < MEMORY, "%s: %d MB" % (name, peak >> 20)
    if opts.get("flood"):
        # the host read megabytes of frames (75,000 frames a half megabyte of the tiny ones: ~10 MB
        # as Python lists, were they kept) and kept only what one request needs
        assert fake.sent > 1 << 19 and peak < baseline + (6 << 20), (fake.sent, peak, baseline)
    after = rows_of(db)
    if opts.get("archives") == "session 2":
        a = Archive(db)
        got = dict((s["sid"], a.ledger_bytes(s["id"])) for s in a.sessions())
        a.close()
        assert got == {1: bytes(fake.ledgers[1].data), 2: bytes(fake.ledgers[2].data)}
    elif opts.get("kept"):
        # nothing archived; what came and linked on is staged for the next sync to go on from
        assert dict((t, r) for t, r in after.items() if t != "staged") == \
            dict((t, r) for t, r in before.items() if t != "staged")
        seqs = sorted(row[2] for row in after["staged"] if row[2] > 0)
        assert seqs == list(range(1, len(seqs) + 1)) and 0 < len(seqs) < fake.ledgers[2].last
    else:
        assert after == before, name          # None == None: no archive file was made
    if "shows" in opts:
        # what sessions, show and export print of the archived names: (as text, as a CSV cell)
        from tablescore.cli import main
        capsys.readouterr()
        for args in (["sessions"], ["show", "2"], ["export", "2", "--format", "csv"], ["export", "2"]):
            assert main(args + ["--db", str(db)]) == 0, args
            shown, errs = capsys.readouterr()
            assert raw_controls(shown) == [] and errs == "", (args, errs)
            said = opts["shows"][1 if "csv" in args else 0]
            assert said in shown, (args, shown)


def test_the_opening_checks():
    import doctest
    from tablescore import sync_open
    result = doctest.testmod(sync_open)
    assert result.attempted > 0 and result.failed == 0


def test_the_table_is_long_enough():
    assert len(ROWS) >= 30 and sorted(BEFORE) == sorted(ROWS)
