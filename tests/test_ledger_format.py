"""The ledger format on the host (``tablescore.rules.ledger``, the same file
the board runs): encoding, layout, versions, and what the host verifies."""
import pathlib
import re
import sys

import pytest
from hypothesis import given, settings, strategies as st

from mp import run_cpython, run_micropython
from tablescore.rules import ledger as L
from tablescore.rules.ledger_check import verify
from tablescore.rules import table_replay as R

sys.path.insert(0, str(pathlib.Path(__file__).parent / "ledger"))
import ledger_evening as script  # noqa: E402  (the scripted evening, importable on the host too)

def depth(v):
    return 1 + max([depth(x) for x in v] + [0]) if isinstance(v, list) else 0


values = st.recursive(
    st.none() | st.integers(min_value=-(1 << 70), max_value=1 << 70) | st.text(max_size=40)
    | st.binary(max_size=40),
    lambda inner: st.lists(inner, max_size=20), max_leaves=30).filter(lambda v: depth(v) < L.MAX_DEPTH)


@settings(max_examples=200, deadline=None)    # up to ~170 ms an example here (most of it drawing)
@given(st.lists(values, max_size=12))
def test_values_round_trip(vs):
    assert L.decode(L.encode(vs)) == vs


@pytest.mark.parametrize("value, encoded", [
    (0, b"\x00"), (-1, b"\x01"), (1, b"\x02"), (63, b"\x7e"), (-64, b"\x7f"),
    (64, b"\x81\x80\x01"),               # zigzag 128 = varint 80 01
    (-65, b"\x81\x81\x01"),              # zigzag 129
    (None, b"\x80"), ("", b"\x90"), ("ab", b"\x92ab"), ("é", b"\x92\xc3\xa9"),
    ([], b"\xb0"), ([1, [None]], b"\xb2\x02\xb1\x80"),
    (list(range(16)), b"\x84\x10" + bytes(2 * i for i in range(16))),
    ("x" * 32, b"\x82\x20" + b"x" * 32), (b"\x01\x02", b"\x83\x02\x01\x02"),
    (True, b"\x02"), (False, b"\x00"),
])
def test_value_bytes(value, encoded):
    assert bytes(L.encode([value])) == encoded


def test_bad_encodings_are_errors():
    for bad in (b"\x81", b"\x92a", b"\xb2\x00", b"\xc0", b"\x92\xff\xfe", b"\xb1" * 9 + b"\xb0"):
        with pytest.raises(L.LedgerError) as exc:
            L.decode(bad)
        assert exc.value.code == L.E_ENCODING
    with pytest.raises(L.LedgerError):
        L.encode([1.5])
    deep = []
    for _ in range(8):
        deep = [deep]
    with pytest.raises(L.LedgerError):
        L.encode([deep])
    assert L.decode(L.encode([deep[0]])) == [deep[0]]      # 8 levels: the limit


def test_record_layout_by_hand():
    prev = bytes(range(8))
    rec = L.record(300, L.PREF_PENALTY, ["cut", 2], prev)
    body = b"\xac\x02" + bytes([L.PREF_PENALTY]) + b"\x93cut" + b"\x04"   # seq 300 = ac 02
    assert rec[0] == 0xE7 and rec[1] == len(body) == 8
    assert rec[2:10] == prev and rec[10:18] == body
    import zlib
    assert rec[18:] == (zlib.crc32(rec[:18]) & 0xFFFFFFFF).to_bytes(4, "little")
    assert L.frame(rec, 0, len(rec)) == len(rec) == 22
    assert L.fields(rec, 0, len(rec)) == (prev, 300, L.PREF_PENALTY, ["cut", 2])


def test_layout_by_hand_from_the_doc():
    """docs/ledger-format.md, table by table, built here without the module:
    header, a first record linked to the header, a record with a two-byte
    length, a checkpoint; the module must give the same bytes."""
    import hashlib
    import zlib

    def crc(b):
        return (zlib.crc32(b) & 0xFFFFFFFF).to_bytes(4, "little")

    head = b"TSLG" + bytes([1, 0]) + (5).to_bytes(4, "little") + (0).to_bytes(4, "little")
    head += crc(head)
    assert L.header(5) == head
    # SESSION_OPEN ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]
    payload = b"\x94pref" + b"\xb3\x91A\x91B\x91C" + b"\xb4\x06\x00\x00\x00" + b"\x80"
    body = b"\x01" + b"\x01" + payload                  # seq 1, type 1
    first = b"\xe7" + bytes([len(body)]) + hashlib.sha256(head).digest()[:8] + body
    first += crc(first)
    assert len(first) == 14 + len(body)              # the doc: 14 + n bytes
    values = ["pref", ["A", "B", "C"], [3, 0, 0, 0], None]
    assert L.record(1, L.SESSION_OPEN, values, L.start_link(5)) == first
    # seq 2, PREF_PENALTY with a 150-byte str: body seq 1 + type 1 + tag 1 + length 2 + 150 + int 1
    # = 156 = varint 9c 01
    body = b"\x02" + bytes([L.PREF_PENALTY]) + b"\x82\x96\x01" + b"w" * 150 + b"\x00"
    second = b"\xe7\x9c\x01" + hashlib.sha256(first).digest()[:8] + body
    second += crc(second)
    assert len(body) == 156 and len(second) == 15 + 156     # 15 + n when n >= 128
    assert L.record(2, L.PREF_PENALTY, ["w" * 150, 0], L.link(first)) == second
    assert verify(head + first + second, (2, hashlib.sha256(second).digest()[:8])) == (
        [(1, L.SESSION_OPEN, values), (2, L.PREF_PENALTY, ["w" * 150, 0])], [])
    # checkpoint: TSCK, 1, [session 5, offset 18, seq 2, link, state [7]], CRC
    link = hashlib.sha256(second).digest()[:8]
    ckp = b"TSCK\x01" + b"\x0a" + b"\x24" + b"\x04" + b"\x83\x08" + link + b"\xb1\x0e"
    ckp += crc(ckp)
    assert bytes(L.checkpoint(5, 18, 2, link, [7], None)) == ckp
    assert L.read_checkpoint(ckp) == [5, 18, 2, link, [7]]


def test_checkpoint_fields_checked():
    """CRC-correct but not what a checkpoint holds: refused, never handed on."""
    good = (1, L.HEADER_SIZE, 3, b"12345678", [])
    assert L.read_checkpoint(L.checkpoint(*good, None)) == list(good)
    for k, bad in [(0, None), (1, 5), (1, "x"), (2, -1), (3, 7), (3, b"1234567"), (4, 3)]:
        fields = list(good)
        fields[k] = bad
        with pytest.raises(L.LedgerError) as exc:
            L.read_checkpoint(L.checkpoint(*fields, None))
        assert exc.value.code == L.E_CHECKPOINT, (k, bad)


def test_a_closed_sessions_checkpoint_keeps_its_totals():
    """A sixth value, the totals (a list of ints): what the sync says of a
    closed session without its game's rules.  A checkpoint without it reads
    as before; totals of another kind are refused."""
    good = (1, L.HEADER_SIZE, 3, b"12345678", [])
    assert L.read_checkpoint(L.checkpoint(*good, [-55, 5, 50])) == list(good) + [[-55, 5, 50]]
    for bad in (7, [1, "2"], [None], "x"):
        with pytest.raises(L.LedgerError) as exc:
            L.read_checkpoint(L.checkpoint(*good, bad))
        assert exc.value.code == L.E_CHECKPOINT, bad


def test_damaged_header_crc_still_reads_the_records():
    data, starts, anchor, recs = evening_ledger()
    bad = bytearray(data)
    bad[12] ^= 1                      # device id
    records, issues = verify(bytes(bad), anchor)
    assert records == [tuple(r) for r in recs]
    assert [i[:2] for i in issues] == [(L.E_HEADER_CRC, 0), (L.E_CHAIN, L.HEADER_SIZE)]
    bad[0] ^= 1                       # not a ledger at all: nothing read
    assert verify(bytes(bad), anchor) == ([], [(L.E_MAGIC, 0, -1, -1, "")])


def test_huge_counts_are_encoding_errors():
    for bad in (b"\x84" + b"\xff" * 9 + b"\x01", b"\x84\x05\x00\x00", b"\x82" + b"\xff" * 12 + b"\x01"):
        with pytest.raises(L.LedgerError) as exc:
            L.decode(bad)
        assert exc.value.code == L.E_ENCODING


def test_many_unreadable_records_in_a_row():
    """1500 CRC-correct records that do not decode (a reader that recursed
    per such record would blow the stack), each in order and linked to the
    one before: each is an E105 at its place and nothing else, every second
    one without even a seq that reads; the good record after them is read."""
    import zlib
    first = L.record(1, L.SESSION_OPEN, ["pref"], L.start_link(1))
    data = bytearray(L.header(1) + first)
    prev = L.link(first)
    starts = []
    for k in range(1500):
        body = bytearray()
        if k % 2:
            L.put_varint(body, k + 2)
            body += b"\x0a\xc0"             # tag 0xc0 is no value
        else:
            body += b"\x80\x80\x80"         # the seq's varint runs to the CRC
        rec = bytes([L.REC_MAGIC, len(body)]) + prev + body
        rec += (zlib.crc32(rec) & 0xFFFFFFFF).to_bytes(4, "little")
        starts.append(len(data))
        data += rec
        prev = L.link(rec)
    data += L.record(1502, L.SESSION_CLOSE, [0, None], prev)
    records, issues = verify(bytes(data))
    assert records == [(1, L.SESSION_OPEN, ["pref"]), (1502, L.SESSION_CLOSE, [0, None])]
    assert [(i[0], i[1], i[2]) for i in issues] == [(L.E_ENCODING, s, k + 1) for k, s in enumerate(starts)]


def test_chain_is_checked_across_damage_under_both_interpreters():
    """Issue 11 section 2: after torn bytes a record with the expected seq
    must link to the last good record, and after a CRC-correct record that
    does not decode the next one must link to it, whatever its seq: every
    case of ``scenarios/ledger_after_damage.py`` finds exactly the issues it
    names, under the board's interpreter and under CPython."""
    script = pathlib.Path(__file__).parent / "scenarios" / "ledger_after_damage.py"
    for out in (run_micropython(script, heapsize="64wK").stdout.decode(), run_cpython(script).stdout.decode()):
        lines = [l for l in out.splitlines() if l.startswith(("ok ", "FAIL "))]
        assert lines and not [l for l in lines if l.startswith("FAIL")], out
        assert len(lines) == 15, out


def test_header_layout_and_versions():
    h = L.header(0x01020304, 0x0A0B0C0D)
    assert h[:6] == b"TSLG\x01\x00" and h[6:10] == b"\x04\x03\x02\x01" and h[10:14] == b"\x0d\x0c\x0b\x0a"
    assert len(h) == L.HEADER_SIZE == 18
    assert L.read_header(h) == (0x01020304, 0x0A0B0C0D)
    newer = h[:4] + b"\x02" + h[5:]
    with pytest.raises(L.LedgerError) as exc:
        L.read_header(newer)
    assert exc.value.code == L.E_VERSION and exc.value.offset == 4
    assert "unknown ledger version at byte 4: version 2, this reads 1" in str(exc.value)
    records, issues = verify(newer + b"\xe7")
    assert records == [] and issues[0][0] == L.E_VERSION
    with pytest.raises(L.LedgerError) as exc:
        L.read_header(b"PK\x03\x04" + h[4:])
    assert exc.value.code == L.E_MAGIC
    with pytest.raises(L.LedgerError) as exc:
        L.read_checkpoint(b"TSCK\x07" + bytes(8))
    assert exc.value.code == L.E_VERSION


def evening_ledger(sid=1):
    recs = script.evening_records()[sid]
    data = bytearray(L.header(sid))
    prev = L.start_link(sid)
    starts = []
    for seq, rtype, values in recs:
        rec = L.record(seq, rtype, values, prev)
        starts.append(len(data))
        data += rec
        prev = L.link(rec)
    return bytes(data), starts, (recs[-1][0], prev), recs


def test_host_tampering_on_a_real_session():
    """The preferans half of the evening: every record deleted, every pair
    swapped, every record forged with a valid CRC, every byte of three
    records flipped; each is reported at the record it touched."""
    data, starts, anchor, recs = evening_ledger()
    ends = starts[1:] + [len(data)]
    assert verify(data, anchor) == ([tuple(r) for r in recs], [])
    for k in range(len(starts)):
        cut = data[:starts[k]] + data[ends[k]:]
        issues = verify(cut, anchor)[1]
        assert issues and issues[0][1] == (starts[k] if k < len(starts) - 1 else len(cut)), (k, issues)
    for k in range(len(starts) - 1):
        swapped = data[:starts[k]] + data[starts[k + 1]:ends[k + 1]] + data[starts[k]:ends[k]] + data[ends[k + 1]:]
        issues = verify(swapped, anchor)[1]
        assert issues and issues[0][:2] in ((L.E_SEQ, starts[k]), (L.E_CHAIN, starts[k])), (k, issues)
    for k in range(len(starts) - 1):
        seq, rtype, values = recs[k]
        prev = L.link(data[starts[k - 1]:ends[k - 1]]) if k else L.start_link(1)
        forged = L.record(seq, rtype, values[:-1] + [7], prev)
        bad = data[:starts[k]] + forged + data[ends[k]:]
        issues = verify(bad, anchor)[1]
        assert issues and issues[0][0] == L.E_CHAIN and issues[0][3] == seq + 1, (k, issues)
    for k in (1, 30, len(starts) - 1):
        for i in range(starts[k], ends[k]):
            bad = bytearray(data)
            bad[i] ^= 0x10
            issues = verify(bytes(bad), anchor)[1]
            assert issues and issues[0][1] == starts[k] and issues[0][2] == k, (i, issues)


def test_tampering_under_micropython_is_all_caught_and_placed():
    """The tamper scenario's counts (it only prints them) under the board's interpreter."""
    script = pathlib.Path(__file__).parent / "scenarios" / "ledger_tamper.py"
    out = run_micropython(script, heapsize="64wK").stdout.decode()
    counts = re.findall(r"^(\w+): (\d+) cases, (\d+) detected, (\d+) named the right place$", out, re.M)
    # 925 bytes x 2 masks, 30 records, 30 * 29 / 2 pairs, 30 forgeries, 925 cut lengths
    assert [(name, int(n)) for name, n, _, _ in counts] == [
        ("flip", 1850), ("delete", 30), ("swap", 435), ("forge", 30), ("truncate", 925)], out
    assert all(n == found == placed for _, n, found, placed in counts), out
    assert "ledger: 925 bytes, 30 records, clean: True" in out, out


def test_host_reads_what_the_device_wrote(tmp_path):
    """The board's journal writes the evening on littlefs; the host verifies
    the exported files with its copy of the same module and derives the
    same totals with the engines."""
    out = run_micropython(pathlib.Path(__file__).parent / "ledger" / "export.py", tmp_path,
                          path=[pathlib.Path(__file__).parent / "ledger"], heapsize="16M").stdout.decode()
    lines = dict(l.split(" ", 1) for l in out.splitlines())
    for sid in (1, 2):
        data = (tmp_path / ("s%05d.tsl" % sid)).read_bytes()
        seq, link = lines["head%d" % sid].split()
        records, issues = verify(data, (int(seq), bytes.fromhex(link)))
        assert issues == []
        table = R.derive(records)
        assert repr(table.to_values()) == lines["table%d" % sid]
        assert table.closed and table.acked == table.closed
    corrections = [r for r in verify((tmp_path / "s00001.tsl").read_bytes())[0] if r[1] in (L.UNDO, L.VOID)]
    assert len(corrections) == 2


def _window_reads(data):
    """What a Reader yields and finds reading ``data`` through its window (as the board reads a file)."""
    def fetch(offset, mv):
        chunk = data[offset:offset + len(mv)]
        mv[:len(chunk)] = chunk
        return len(chunk)
    r = L.Reader(fetch=fetch, size=len(data))
    return list(r), r.issues, r.head, r.end


@given(sizes=st.lists(st.integers(0, 980), min_size=1, max_size=12), cut=st.integers(0, 3000),
       flip=st.integers(0, 3000))
@settings(max_examples=150, deadline=None)
def test_reading_through_the_window_is_reading_the_whole(sizes, cut, flip):
    """Records from tiny to the largest, across the window's end; a torn tail,
    a damaged byte: the window reader finds what reading the whole bytes finds."""
    blob = bytearray(L.header(3))
    prev = L.start_link(3)
    for seq, n in enumerate(sizes, 1):
        rec = L.record(seq, L.PREF_PENALTY, [b"x" * n], prev)
        prev = L.link(rec)
        blob += rec
    whole = bytes(blob)
    torn = whole[:L.HEADER_SIZE + cut % (len(whole) - L.HEADER_SIZE + 1)]
    at = L.HEADER_SIZE + flip % (len(whole) - L.HEADER_SIZE)     # a damaged header is another test's case
    damaged = whole[:at] + bytes([whole[at] ^ 0x10]) + whole[at + 1:]
    for data in (whole, torn, damaged):
        r = L.Reader(data)
        assert _window_reads(data) == (list(r), r.issues, r.head, r.end)
    assert len(_window_reads(whole)[0]) == len(sizes)
