"""The host's reading of a ledger's bytes (host_tools/sync_chain.py): what it
passes over, what it refuses, and that nothing is given out before the chain
confirms it.  Ledgers made with the real ledger module."""
import pytest

from tablescore.rules import ledger as L
from tablescore.sync_chain import Assembler, Chain, Diverged

SID = 3


def ledger(n):
    """Header and ``n`` records (open, then raspasy deals): (header, [raw records])."""
    head = L.header(SID)
    recs = [L.record(1, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None], L.link(head))]
    for seq in range(2, n + 1):
        recs.append(L.record(seq, L.PREF_DEAL, ["raspasy", [5, 3, 2]], L.link(recs[-1])))
    return head, recs


def read(data, announce=None, pieces=7):
    """Feed ``data`` to a new session's chain in small pieces; the seqs it gives out."""
    c = Chain(SID, header=None)
    for i in range(0, len(data), pieces):
        c.feed(data[i:i + pieces])
    if announce:
        c.announce(*announce)
    return [r[1] for r in c.take()], c


def test_each_record_waits_for_the_next_link_or_the_head():
    head, recs = ledger(5)
    seqs, c = read(head + b"".join(recs))
    assert seqs == [1, 2, 3, 4]             # 5 is not confirmed by anything yet
    c.announce(5, L.link(recs[-1]))
    assert [r[1] for r in c.take()] == [5]
    assert c.confirmed == (5, L.link(recs[-1]), len(head) + sum(map(len, recs)))


def test_a_forged_last_record_is_refused_by_the_head():
    head, recs = ledger(5)
    forged = L.record(5, L.PREF_DEAL, ["raspasy", [5, 2, 3]], L.link(recs[3]))
    seqs, c = read(head + b"".join(recs[:4]) + forged)
    with pytest.raises(Diverged, match="record 5 differs from the head the device announced"):
        c.announce(5, L.link(recs[-1]))
    assert seqs == [1, 2, 3, 4] and c.take() == []


def test_a_forged_record_is_never_given_out():
    head, recs = ledger(6)
    forged = L.record(3, L.PREF_DEAL, ["raspasy", [3, 3, 4]], L.link(recs[1]))
    c = Chain(SID, header=None)
    with pytest.raises(Diverged, match="record 4 does not continue the hash chain of record 3"):
        c.feed(head + recs[0] + recs[1] + forged + b"".join(recs[3:]))
    assert [r[1] for r in c.take()] == [1, 2]


def test_torn_bytes_are_passed_over_only_where_the_chain_holds_across():
    head, recs = ledger(4)
    torn = recs[2][:20]                     # a record cut by a power cut; the journal wrote the next after it
    damage = L.record(3, L.DAMAGE, [L.TORN_TAIL, 0, 20, 2], L.link(recs[1]))
    seqs, c = read(head + recs[0] + recs[1] + torn + damage, (3, L.link(damage)))
    assert seqs == [1, 2, 3]
    # the same bytes, but what follows them links to another record
    other = L.record(3, L.DAMAGE, [L.TORN_TAIL, 0, 20, 2], L.link(recs[0]))
    with pytest.raises(Diverged, match="record 3 does not continue the hash chain of record 2 across 20 "
                                       "unreadable bytes"):
        read(head + recs[0] + recs[1] + torn + other)
    # or jumps in seq: records were lost with the bytes
    with pytest.raises(Diverged, match=r"jumps from seq 2 to 4 \(damage on the device, 20 bytes unreadable"):
        read(head + recs[0] + recs[1] + torn + recs[3])


def test_a_repeated_or_backwards_record_is_named():
    head, recs = ledger(4)
    at = len(head) + len(recs[0]) + len(recs[1])
    with pytest.raises(Diverged, match="record 2 at byte %d repeats or goes back" % at):
        read(head + recs[0] + recs[1] + recs[1] + recs[2])
    with pytest.raises(Diverged, match="record 1 at byte %d repeats or goes back" % at):
        read(head + recs[0] + recs[1] + recs[0])


def test_more_than_64_kb_that_are_not_records_end_it():
    head, recs = ledger(2)
    with pytest.raises(Diverged, match="bytes after seq 2 are not records"):
        read(head + b"".join(recs) + bytes(70000), pieces=4096)


def test_the_header_is_checked():
    head, recs = ledger(2)
    with pytest.raises(Diverged, match="session 4: its ledger header names session 3"):
        Chain(4, header=None).feed(head + recs[0])
    with pytest.raises(Diverged, match="header is unreadable"):
        Chain(SID, header=None).feed(b"XXXX" + head[4:] + recs[0])


def test_assembler_puts_pieces_back_in_order():
    a = Assembler(100)
    assert a.put(110, b"klmno") == 5 and a.take() == b"" and a.pos == 100
    assert a.held(110, 115) and not a.held(105, 112)
    assert a.put(100, b"abcdefghij") == 10
    assert a.put(105, b"fghijk") == 0          # all held already
    assert a.take() == b"abcdefghijklmno" and a.pos == 115
    assert a.put(110, b"klmnopq") == 2 and a.take() == b"pq"
    big = Assembler(0, limit=10)
    assert big.put(5, b"0123456789") == 5 and big.take() == b""    # beyond the limit: dropped
