"""What three scenarios print, line by line, against figures worked out by hand.

``tests/test_scenarios.py`` holds every scenario to the same bytes under both
interpreters; that alone lets a wrong score through when both print it.  Here
the stories of ``ledger_pref``, ``ledger_ofc`` and ``pref_session_story`` are
checked against results worked out from the rules (docs/rules-system-m.md,
docs/rules-ofc.md; the working is beside each line), and the ledger bytes
against the format as docs/ledger-format.md states it, encoded here without
the project's modules.  CPython prints them; test_scenarios.py requires
micropython to print the same.
"""
import hashlib
import pathlib
import zlib

from mp import run_cpython

SCENARIOS = pathlib.Path(__file__).parent / "scenarios"


def printed(name):
    return run_cpython(SCENARIOS / (name + ".py")).stdout.decode()


# --- the ledger format of docs/ledger-format.md, written out again -------------
def _varint(n):
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _value(v):
    """One tagged value (the doc's "Values" table)."""
    if v is None:
        return b"\x80"
    if isinstance(v, int):
        zigzag = 2 * v if v >= 0 else -2 * v - 1
        return bytes([zigzag]) if zigzag < 0x80 else b"\x81" + _varint(zigzag)
    if isinstance(v, str):
        raw = v.encode()
        return (bytes([0x90 + len(raw)]) if len(raw) < 32 else b"\x82" + _varint(len(raw))) + raw
    if isinstance(v, bytes):
        return b"\x83" + _varint(len(v)) + v
    head = bytes([0xB0 + len(v)]) if len(v) < 16 else b"\x84" + _varint(len(v))
    return head + b"".join(_value(x) for x in v)


def _crc(raw):
    return (zlib.crc32(raw) & 0xFFFFFFFF).to_bytes(4, "little")


def ledger(session, events):
    """``(file bytes, [record bytes])`` of a ledger holding ``events`` ``[(type code, values)]``."""
    head = b"TSLG\x01\x00" + session.to_bytes(4, "little") + bytes(4)
    head += _crc(head)
    prev, records = head, []
    for seq, (rtype, values) in enumerate(events, 1):
        body = _varint(seq) + bytes([rtype]) + b"".join(_value(v) for v in values)
        rec = b"\xe7" + _varint(len(body)) + hashlib.sha256(prev).digest()[:8] + body
        rec += _crc(rec)
        records.append(rec)
        prev = rec
    return head + b"".join(records), records


def checkpoint_size(values):
    """Bytes of a checkpoint file: TSCK, version, the five values, CRC."""
    return 4 + 1 + sum(len(_value(v)) for v in values) + 4


# Event type codes (the doc's table).
OPEN, CLOSE, PREF_DEAL, PREF_PENALTY, OFC_DEAL, OFFER, ACCEPT, UNDO, VOID = 1, 2, 10, 11, 21, 22, 23, 30, 31


def test_ledger_pref_prints_the_hand_worked_session():
    # Four players A B C D, D deals first; only one seat sits out: the dealer.
    misere_c = ["game", 2, "misere", None, 0, None, None, None, 0, None, None, None, None]
    data, records = ledger(7, [
        (OPEN, ["pref", ["A", "B", "C", "D"], [4, 3, 0, 0], None]),
        (PREF_DEAL, ["game", 0, 6, None, 7, "open", 1, None, 0, None, None, None, None]),
        (PREF_PENALTY, ["cut", 2]),
        (PREF_DEAL, misere_c),
        (UNDO, [4]),
        (PREF_DEAL, misere_c[:4] + [1] + misere_c[5:]),
        (VOID, [3]),
        (CLOSE, [0, None]),
    ])
    # The table after it all: 2 live entries (seq 2 and 6, the last), closed at 8;
    # the pulya: dealer B, 2 deals; per player result, pulya, gora, warnings
    # (A made a six: pulya 2; B short as greedy whister: gora 2; C's misère one trick: gora 8).
    engine = [4, 3, 0, 0, 1, 0, 0, 2, 0, 24, 2, 0, 0, 16, 0, 2, 0, -80, 0, 8, 0, 40, 0, 0, 0]
    table = ["pref", ["A", "B", "C", "D"], [4, 3, 0, 0], 8, 6, 2, 8, 0, 0, engine]
    link = hashlib.sha256(records[-1]).digest()[:8]
    # 14 bytes of frame + the body: open 22, the six 23, cut 7, each misère 25, undo and void 3, close 4
    assert [len(r) for r in records] == [36, 37, 21, 39, 17, 39, 17, 18]
    assert len(data) == 18 + 36 + 37 + 21 + 39 + 17 + 39 + 17 + 18 == 242
    expected = "".join(line + "\n" for line in [
        "record 1: " + records[0].hex(),
        "seq 1 session_open  totals [0, 0, 0, 0] dealer 3",
        "record 2: " + records[1].hex(),
        # spec Ex. 10: A made his six (pulya 2: +10 on B, +10 on C); B whisted
        # open: 3 tricks x 2 on A, and short of the norm 4 by one: gora 2 (A, C +10 on him)
        "seq 2 pref_deal     totals [24, -24, 0, 0] dealer 0",
        # C would not cut: the dealer A writes 50 on him
        "seq 3 pref_penalty  totals [74, -24, -50, 0] dealer 0",
        "refused: E205 not allowed (seq 4): tricks needed",
        # A deals and sits out; C's misère made: pulya 8, 40 on B and on D
        "seq 4 pref_deal     totals [74, -64, 30, -40] dealer 1",
        # undone: as before seq 4, and A deals again
        "seq 5 undo          totals [74, -24, -50, 0] dealer 0",
        # one trick on the misère: gora 8, B and D write 40 each on C
        "seq 6 pref_deal     totals [74, 16, -130, 40] dealer 1",
        # the cut penalty voided: A -50, C +50; an incident does not move the deal
        "seq 7 void          totals [24, 16, -80, 40] dealer 1",
        "seq 8 session_close totals [24, 16, -80, 40] dealer 1",
        "%d bytes, 8 records, issues []" % len(data),
        # a checkpoint after record k with no correction after it: k = 7 and 8
        "checkpoint + tail == full replay at 2 split points",
        "replay equal: True",
        "checkpoint bytes: %d" % checkpoint_size([7, len(data), 8, link, table]),
    ])
    assert checkpoint_size([7, len(data), 8, link, table]) == 4 + 1 + 1 + 3 + 1 + 10 + 55 + 4 == 79
    assert printed("ledger_pref") == expected


def test_ledger_ofc_prints_the_hand_worked_match():
    data, records = ledger(8, [
        (OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0], None]),
        (OFC_DEAL, ["taps", 1, 1, 1, 0, 0, "none", "none", "flush", "none", "none", "straight"]),
        (OFC_DEAL, ["taps", -1, -1, -1, 1, 0, "none", "none", "none", "none", "none", "full"]),
        (OFFER, [1, 3, 0]),
        (ACCEPT, [0]),
        (OFC_DEAL, ["quick", 1, 17, 0, 0]),
        (OFFER, [0, 4, 2]),
        (ACCEPT, [1]),
        (OFC_DEAL, ["quick", 0, 9, 0, 0]),
        (UNDO, [9]),
        (OFC_DEAL, ["quick", 1, 3, 0, 0]),
    ])
    expected = "".join(line + "\n" for line in [
        "seq  1 session_open  0:0  cube 1 owner - balance 0",
        # 3 rows + scoop 3 + A's flush 4 - B's straight 2 = 8, to A
        "seq  2 ofc_deal     8:0  cube 1 owner - balance 0",
        # A fouled: -3 rows, -3 scoop, B's full house at the bottom 6: 12 to B
        "seq  3 ofc_deal     8:12 cube 1 owner - balance 0",
        "seq  4 davi_offer   8:12 cube 1 owner - balance 0",
        "refused ofc_deal: E205 not allowed (seq 5): a davi offer by B is pending: "
        "accept or drop it before recording a deal",
        # A takes B's double: the stake 25 is worth 50, A owns the cube
        "seq  5 davi_accept  8:12 cube 2 owner A balance 0",
        "seq  6 ofc_deal     8:29 cube 2 owner A balance 0",
        "seq  7 davi_offer   8:29 cube 2 owner A balance 0",
        "seq  8 davi_accept  8:29 cube 4 owner B balance 0",
        "seq  9 ofc_deal    17:29 cube 4 owner B balance 0",
        "seq 10 undo         8:29 cube 4 owner B balance 0",
        # without deal 3 (seq 6) the offer of seq 7 would name deal 4 during deal 3
        "refused void: E205 not allowed (seq 6): later entries would not fit",
        # B reaches 32 >= 31: wins 25 x 4 from A
        "seq 11 ofc_deal     8:32 cube 4 owner B balance -100",
        "%d bytes, 11 records, issues [], replay equal True" % len(data),
    ])
    # frame 14 + body: open 19, the taps 47 and 42, offer 5, accept and undo 3, quick 12
    assert [len(r) for r in records] == [33, 61, 56, 19, 17, 26, 19, 17, 26, 17, 26]
    assert len(data) == 18 + 33 + 61 + 56 + 19 + 17 + 26 + 19 + 17 + 26 + 17 + 26 == 335
    assert printed("ledger_ofc") == expected


# pref_session_story: four players, D (3) deals first, the pulya ends at 200.
STORY = """\
start dealer 3 seats [0, 1, 2] price 1 min 6 totals [0, 0, 0, 0] pulya 0 over 0
 1 raspasy [-10, 5, 5, 0] | raspasy at 1 a trick: gora 4/3/3 reduced by 3
    dealer 0 seats [1, 2, 3] price 2 min 6 totals [-10, 5, 5, 0] pulya 0 over 0
 2 raspasy [0, 40, 40, -80] | raspasy at 2 a trick: gora 4/4/12 reduced by 4
    dealer 1 seats [2, 3, 0] price 3 min 7 totals [-10, 45, 45, -80] pulya 0 over 0
 3 game [24, 0, -64, 40] | exit minimum 7 (reading: exit ladder); greedy whist; series kept at price 3 (reading: failed exit keeps price)
    dealer 2 seats [3, 0, 1] price 3 min 7 totals [14, 45, -19, -40] pulya 0 over 0
 4 raspasy [60, -75, 0, 15] | raspasy at 3 a trick: gora 6/15/9 reduced by 6
    dealer 3 seats [0, 1, 2] price 2 min 7 totals [74, -30, -19, -25] pulya 0 over 0
 5 misdeal [0, 0, 0, 0] | misdeal: free redeal
    dealer 3 seats [0, 1, 2] price 2 min 7 totals [74, -30, -19, -25] pulya 0 over 0
 6 misdeal [5, 5, 5, -15] | second misdeal in a row: the deal passes
    dealer 0 seats [1, 2, 3] price 2 min 7 totals [79, -25, -14, -40] pulya 0 over 0
 7 game [-18, 48, 0, -30] | exit minimum 7 (reading: exit ladder); greedy whist; the dealer takes over the defence
    dealer 1 seats [2, 3, 0] price 1 min 6 totals [61, 23, -14, -70] pulya 6 over 0
 8 cut [0, 50, -50, 0] | 
    dealer 1 seats [2, 3, 0] price 1 min 6 totals [61, 73, -64, -70] pulya 6 over 0
 9 game [40, 40, -40, -40] | half-and-half: declarer with dealer
    dealer 2 seats [3, 0, 1] price 1 min 6 totals [101, 113, -104, -110] pulya 14 over 0
10 warning [0, 0, 0, 0] | warning 1 of 3
    dealer 2 seats [3, 0, 1] price 1 min 6 totals [101, 113, -104, -110] pulya 14 over 0
11 warning [0, 0, 0, 0] | warning 2 of 3
    dealer 2 seats [3, 0, 1] price 1 min 6 totals [101, 113, -104, -110] pulya 14 over 0
12 warning [0, 0, 0, 0] | warning 3 of 3
    dealer 2 seats [3, 0, 1] price 1 min 6 totals [101, 113, -104, -110] pulya 14 over 0
13 warning [50, 0, 0, -50] | past the third warning (reading: each later warning costs 50)
    dealer 2 seats [3, 0, 1] price 1 min 6 totals [151, 113, -104, -160] pulya 14 over 0
14 game [-34, 17, 0, 17] | gentleman split
    dealer 3 seats [0, 1, 2] price 1 min 6 totals [117, 130, -104, -143] pulya 14 over 0
15 information [50, -50, 0, 0] | 
    dealer 3 seats [0, 1, 2] price 1 min 6 totals [167, 80, -104, -143] pulya 14 over 0
16 game [36, -34, -2, 0] | greedy whist; plan 4, promise 5, actual 5 (reading: plan balance)
    dealer 0 seats [1, 2, 3] price 1 min 6 totals [203, 46, -106, -143] pulya 14 over 0
17 game [0, -50, 100, -50] | both passed
    dealer 1 seats [2, 3, 0] price 1 min 6 totals [203, -4, -6, -193] pulya 24 over 0
18 end [0, 0, 0, 0] | end of the pulya
    dealer 1 seats [2, 3, 0] price 1 min 6 totals [203, -4, -6, -193] pulya 24 over 1
checkpoint + rest equals full replay: True
void #2: [[-10, 5, 5, 0], None, [24, 0, -64, 40], [40, -50, 0, 10]] dealer 3 seats [0, 1, 2] price 3 min 7 totals [54, -45, -59, 50] pulya 0 over 0
after the end: the pulya is over
"""
# The working, event by event (A B C D = 0 1 2 3; seats are the three in the deal):
#  1 D deals, price 1: gora 4/3/3 less 3 = A 1: B and C write 5 each on A.  Series 1: price 2.
#  2 A deals, price 2: gora B 4 C 4 D 12, less 4 = D 8: B and C write 40 each on D.  Series 2:
#    price 3, the exit needs a seven.
#  3 B deals: C plays 7 and takes 6 (cost 4, one under): gora 4 (D and A write 20 each),
#    consolation 4 from each; D, greedy, writes 4 x 4 defence tricks: C -64, D 40, A 24.
#    Failed: the series stays (price 3).
#  4 C deals, price 3: gora A 6 B 15 D 9, less 6 = B 9 D 3: B -90+15, D +45-30, A +45+15.
#  5 first misdeal: nothing.  6 second: A B C write 5 each on D, the deal passes to A.
#  7 A deals and takes over C's defence against B's eight, made (8 tricks): pulya 6 (30 on A
#    and on D), A writes 6 x 2 tricks on B.  Made: the series ends.
#  8 B deals: C would not cut: B writes 50 on C.
#  9 A's misère made with B half-and-half: pulya 8 (40 on C and D) halved: B takes 40 of A's 80.
# 10-13 D warned four times by A: the fourth costs 50.
# 14 C deals: A plays 6, takes 5 (cost 2): gora 2 (B, D 10 each), consolation 2 each; B whists
#    closed, not short: the 5 tricks x 2 split 5/5 between B and D: A -34, B 17, D 17.
# 15 B showed his intentions: A writes 50 on him.
# 16 D deals: B plays 6, takes 5, C whists open, A (the passer) challenges the plan 4 with 5.
#    Real: B gora 2 (C, A 10 each), consolation 2 each, C 2 x 5 tricks: B -34, C 22, A 12.
#    The plan (4 to the defence: a six made): C would have -10 + 8 = -2, so A, challenging,
#    writes 24 on C: C -2, A 36, B keeps his real -34.
# 17 A deals: both pass C's ten: pulya 10, 50 on B and D.  18 the end: nothing after it.
# void #2 (the second raspasy never counted, but dealt): series 1 when C's seven fails (kept),
# so the raspasy of C's deal is at price 2: gora A 4 B 10 D 6, less 4 = B 6 D 2.


def test_pref_session_story_prints_the_hand_worked_pulya():
    assert printed("pref_session_story") == STORY
