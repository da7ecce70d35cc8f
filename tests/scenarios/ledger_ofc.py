"""An OFC match through the ledger: the spec's worked checks (8:0, 8:12, the
cube to 100), an undo and a refused void; same bytes under both interpreters."""
from rules import ledger as L
from rules.ledger_check import verify, TYPE_NAMES
from rules import table as T
from rules import table_replay as R
from rules.ofc_deal import TapDeal, QuickDeal

SID = 8
story = [
    (L.SESSION_OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0], None]),
    # deal 1: A scoops (6) with a flush over B's straight (+4 -2): 8:0
    (L.OFC_DEAL, ["taps"] + TapDeal(1, 1, 1, 0, 0, "none", "none", "flush", "none", "none", "straight").to_values()),
    # deal 2: B scoops (6) with a full house at the bottom (+6), A fouled: 8:12
    (L.OFC_DEAL, ["taps"] + TapDeal(-1, -1, -1, 1, 0, "none", "none", "none", "none", "none", "full").to_values()),
    (L.DAVI_OFFER, [1, 3, 0]),
    (L.OFC_DEAL, ["quick", 0, 5, 0, 0]),          # refused: an offer is pending
    (L.DAVI_ACCEPT, [0]),                        # 50, A owns the cube
    (L.OFC_DEAL, ["quick", 1, 17, 0, 0]),        # 8:29
    (L.DAVI_OFFER, [0, 4, 2]),
    (L.DAVI_ACCEPT, [1]),                        # 100, B owns the cube
    (L.OFC_DEAL, ["quick", 0, 9, 0, 0]),         # 17:29
    (L.UNDO, [9]),                               # mistyped: 8:29 again
    (L.VOID, [6]),                               # refused: the offer after it names deal 4
    (L.OFC_DEAL, ["quick", 1, 3, 0, 0]),         # 8:32, B wins the match: pays 100
]

table = T.Table()
records = []
blob = bytearray(L.header(SID))
prev = L.start_link(SID)
for rtype, values in story:
    seq = len(records) + 1
    try:
        if rtype in (L.UNDO, L.VOID):
            table = R.correction(records, rtype, values[0], seq)
        else:
            table.apply(seq, rtype, values)
    except T.TableError as exc:
        print("refused %s: %s" % (TYPE_NAMES[rtype], exc))
        continue
    rec = L.record(seq, rtype, values, prev)
    prev = L.link(rec)
    blob += rec
    records.append((seq, rtype, values))
    m = table.engine.match
    print("seq %2d %-11s %2d:%-2d cube %d owner %s balance %d" % (
        seq, TYPE_NAMES[rtype], m.scores[0], m.scores[1], m.cube_value,
        "-AB"[1 + (m.cube_owner if m.cube_owner is not None else -1)], table.engine.balance))
back, issues = verify(bytes(blob), (len(records), prev))
print("%d bytes, %d records, issues %r, replay equal %s" % (
    len(blob), len(back), issues, L.encode(R.derive(back).to_values()) == L.encode(table.to_values())))
