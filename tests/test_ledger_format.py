"""The ledger format on the host (``tablescore.rules.ledger``, the same file
the board runs): encoding, layout, versions, and what the host verifies."""
import pathlib
import sys

import pytest
from hypothesis import given, settings, strategies as st

from mp import run_micropython
from tablescore.rules import ledger as L
from tablescore.rules import table as T

sys.path.insert(0, str(pathlib.Path(__file__).parent / "ledger"))
import ledger_evening as script  # noqa: E402  (the scripted evening, importable on the host too)

def depth(v):
    return 1 + max([depth(x) for x in v] + [0]) if isinstance(v, list) else 0


values = st.recursive(
    st.none() | st.integers(min_value=-(1 << 70), max_value=1 << 70) | st.text(max_size=40)
    | st.binary(max_size=40),
    lambda inner: st.lists(inner, max_size=20), max_leaves=30).filter(lambda v: depth(v) < L.MAX_DEPTH)


@settings(max_examples=200)
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
    records, issues = L.verify(newer + b"\xe7")
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
    assert L.verify(data, anchor) == ([tuple(r) for r in recs], [])
    for k in range(len(starts)):
        cut = data[:starts[k]] + data[ends[k]:]
        issues = L.verify(cut, anchor)[1]
        assert issues and issues[0][1] == (starts[k] if k < len(starts) - 1 else len(cut)), (k, issues)
    for k in range(len(starts) - 1):
        swapped = data[:starts[k]] + data[starts[k + 1]:ends[k + 1]] + data[starts[k]:ends[k]] + data[ends[k + 1]:]
        issues = L.verify(swapped, anchor)[1]
        assert issues and issues[0][:2] in ((L.E_SEQ, starts[k]), (L.E_CHAIN, starts[k])), (k, issues)
    for k in range(len(starts) - 1):
        seq, rtype, values = recs[k]
        prev = L.link(data[starts[k - 1]:ends[k - 1]]) if k else L.start_link(1)
        forged = L.record(seq, rtype, values[:-1] + [7], prev)
        bad = data[:starts[k]] + forged + data[ends[k]:]
        issues = L.verify(bad, anchor)[1]
        assert issues and issues[0][0] == L.E_CHAIN and issues[0][3] == seq + 1, (k, issues)
    for k in (1, 30, len(starts) - 1):
        for i in range(starts[k], ends[k]):
            bad = bytearray(data)
            bad[i] ^= 0x10
            issues = L.verify(bytes(bad), anchor)[1]
            assert issues and issues[0][1] == starts[k] and issues[0][2] == k, (i, issues)


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
        records, issues = L.verify(data, (int(seq), bytes.fromhex(link)))
        assert issues == []
        table = T.derive(records)
        assert repr(table.to_values()) == lines["table%d" % sid]
        assert table.closed and table.acked == table.closed
    corrections = [r for r in L.verify((tmp_path / "s00001.tsl").read_bytes())[0] if r[1] in (L.UNDO, L.VOID)]
    assert len(corrections) == 2
