"""The chain is checked across damage: a record after torn bytes, after a
record that does not decode, after the journal's own mark of a torn tail.

After lost bytes the seq may jump (the bytes may have held records) and then
no link can be checked; but a record with the expected seq must link to the
last good record, and after a CRC-correct record that does not decode (its
link is known) the next record must link to it whatever its seq.  Each case
builds a ledger with the format's own writer, reads it back, and prints
``ok`` or ``FAIL`` with the issues found, the same under both interpreters
(``tests/test_ledger_format.py`` requires every case ok under each).
"""
import binascii

from rules import ledger as L
from rules.ledger_check import verify

SESSION = 5
DEALS = [["raspasy", 5 - i % 5, 3, 2 + i % 5, None] for i in range(8)]


def crc_framed(body, prev):
    """A record around ``body`` (seq, type, values as bytes) with a correct CRC."""
    rec = bytearray([L.REC_MAGIC, len(body)]) + prev + body
    crc = binascii.crc32(rec) & 0xFFFFFFFF
    return bytes(rec + crc.to_bytes(4, "little"))


def ledger(n):
    """A session of ``n`` records: ``(bytes, [(start, record)], [link after each])``."""
    data = bytearray(L.header(SESSION))
    prev = L.start_link(SESSION)
    recs, links = [], [prev]
    for seq in range(1, n + 1):
        if seq == 1:
            rec = L.record(seq, L.SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 0, 0, 0], None], prev)
        else:
            rec = L.record(seq, L.PREF_DEAL, DEALS[seq % len(DEALS)], prev)
        recs.append((len(data), rec))
        data += rec
        prev = L.link(rec)
        links.append(prev)
    return bytes(data), recs, links


def codes(issues):
    return [(i[0], i[1]) for i in issues]


def check(name, data, want):
    """Read ``data``; ``want`` = the (code, offset) list the reader must find."""
    records, issues = verify(data)
    got = codes(issues)
    print("%s %s: %s" % ("ok" if got == want else "FAIL", name,
                         "; ".join(L.describe(*i[:4]) for i in issues) or "clean"))
    if got != want:
        print("  wanted %r" % (want,))


data, recs, links = ledger(6)
start5, rec5 = recs[4]
torn = rec5[:len(rec5) // 2]            # record 5 cut by a power loss
before = data[:start5]                  # records 1-4
at = len(before) + len(torn)            # where the record after the torn bytes starts

# 1. torn bytes, then a record with the expected seq (5) linked to record 4: the
#    device's own recovery (the DAMAGE mark, or the deal entered again): clean but E110
good = L.record(5, L.DAMAGE, [L.TORN_TAIL, start5, len(torn), 4], links[4])
check("torn_then_expected_seq_linked_right", before + torn + good, [(L.E_DAMAGED, start5)])

# 2. the same record linked to an older record (3, 2, the header): E113 at it
for back in (3, 2, 0):
    forged = L.record(5, L.PREF_DEAL, DEALS[0], links[back])
    check("torn_then_expected_seq_linked_to_%d" % back, before + torn + forged,
          [(L.E_DAMAGED, start5), (L.E_CHAIN, at)])

# 3. a record of a seq already seen after the torn bytes: E112
old = L.record(4, L.PREF_DEAL, DEALS[0], links[4])
check("torn_then_older_seq", before + torn + old, [(L.E_DAMAGED, start5), (L.E_SEQ, at)])

# 4. lost bytes that held whole records: the seq jumps, the link cannot be
#    checked (what the format can prove), and reading goes on checking after it
jump = L.record(7, L.PREF_DEAL, DEALS[1], L.link(b"a record that was lost"))
after = L.record(8, L.PREF_DEAL, DEALS[2], L.link(jump))
check("torn_then_seq_jumps", before + torn + jump + after, [(L.E_DAMAGED, start5)])
wrong = L.record(8, L.PREF_DEAL, DEALS[2], links[4])
check("torn_then_seq_jumps_then_wrong_link", before + torn + jump + wrong,
      [(L.E_DAMAGED, start5), (L.E_CHAIN, at + len(jump))])

# 5. a CRC-correct record 5 that does not decode (a list claiming 2^63 items):
#    its seq and link still count, so record 6 must link to it
body = bytearray()
L.put_varint(body, 5)
body.append(L.PREF_DEAL)
body += b"\x84" + b"\xff" * 8 + b"\x7f"
unreadable = crc_framed(body, links[4])
six = L.record(6, L.PREF_DEAL, DEALS[2], L.link(unreadable))
check("unreadable_then_next_linked_right", before + unreadable + six, [(L.E_ENCODING, start5)])
for back in (4, 3):
    forged = L.record(6, L.PREF_DEAL, DEALS[2], links[back])
    check("unreadable_then_next_linked_to_%d" % back, before + unreadable + forged,
          [(L.E_ENCODING, start5), (L.E_CHAIN, start5 + len(unreadable))])
dup = L.record(5, L.PREF_DEAL, DEALS[2], L.link(unreadable))
check("unreadable_then_its_seq_again", before + unreadable + dup,
      [(L.E_ENCODING, start5), (L.E_SEQ, start5 + len(unreadable))])
# the unreadable record itself linked to an older record
off_chain = crc_framed(body, links[2])
check("unreadable_linked_to_2", before + off_chain + L.record(6, L.PREF_DEAL, DEALS[2], L.link(off_chain)),
      [(L.E_CHAIN, start5), (L.E_ENCODING, start5)])

# 6. a record whose seq does not read (its varint runs to the CRC): the seq
#    after it is unknown, its link is not
noseq = crc_framed(b"\x85\x80\x80\x80\x80", links[4])
nxt = L.record(6, L.PREF_DEAL, DEALS[2], L.link(noseq))
check("no_seq_then_next_linked_right", before + noseq + nxt, [(L.E_ENCODING, start5)])
forged = L.record(6, L.PREF_DEAL, DEALS[2], links[4])
check("no_seq_then_next_linked_to_4", before + noseq + forged,
      [(L.E_ENCODING, start5), (L.E_CHAIN, start5 + len(noseq))])

# 7. torn bytes, then a record that does not decode, then the expected seq
#    linked past it: the chain runs through the unreadable record
unreadable6 = crc_framed(bytes([6, L.PREF_DEAL]) + b"\xc0", links[4])
seven = L.record(7, L.PREF_DEAL, DEALS[3], links[4])
check("torn_unreadable_then_link_past_it", before + torn + unreadable6 + seven,
      [(L.E_DAMAGED, start5), (L.E_ENCODING, at), (L.E_CHAIN, at + len(unreadable6))])
