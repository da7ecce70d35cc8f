"""A preferans session through the ledger: written as records, read back,
derived by ``rules.table``; undo and void; boot from a checkpoint at every
point equals the full replay.  Same bytes under both interpreters."""
import binascii

# the engine first: compiled from source under 64wK, its big module needs
# blocks the ledger's smaller ones would cut the heap out of
from rules.pref_deal import Deal
from rules.pref_session import Incident
from rules import ledger as L
from rules.ledger_check import verify, TYPE_NAMES
from rules import table as T
from rules import table_replay as R

SID = 7
story = [
    (L.SESSION_OPEN, ["pref", ["A", "B", "C", "D"], [4, 3, 0, 0], None]),           # D deals first
    (L.PREF_DEAL, Deal.game(0, 6, tricks=7, defence="open", whister=1).to_values()),  # spec Ex. 10: A +24 B -24
    (L.PREF_PENALTY, Incident("cut", offender=2).to_values()),                        # dealer A writes 50 on C
    (L.PREF_DEAL, Deal.raspasy([None, None, None, None]).to_values()),               # refused below: no tricks
    (L.PREF_DEAL, Deal.misere(2, 0).to_values()),            # A deals (sits out); C makes misere: +80, B D -40
    (L.UNDO, [4]),                                           # wrong: back to [74, -24, -50, 0], dealer A again
    (L.PREF_DEAL, Deal.misere(2, 1).to_values()),            # C took a trick: C -80, B D +40
    (L.VOID, [3]),                                           # the cut penalty was a mistake: A -50, C +50
    (L.SESSION_CLOSE, [0, None]),
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
        print("refused: %s" % exc)
        continue
    rec = L.record(seq, rtype, values, prev)
    prev = L.link(rec)
    blob += rec
    records.append((seq, rtype, values))
    if seq <= 2:
        print("record %d: %s" % (seq, binascii.hexlify(rec).decode()))
    print("seq %d %-13s totals %r dealer %d" % (seq, TYPE_NAMES[rtype], table.totals(), table.engine.dealer))

records, issues = verify(bytes(blob), (len(records), prev))
print("%d bytes, %d records, issues %r" % (len(blob), len(records), issues))
full = L.encode(R.derive(records).to_values())
same = 0
for k in range(1, len(records) + 1):
    head, tail = records[:k], records[k:]
    if any(r[1] in (L.UNDO, L.VOID) for r in tail):
        continue     # the journal replays all when a correction follows its checkpoint
    saved = L.checkpoint(SID, L.HEADER_SIZE, k, b"12345678", R.derive(head).to_values(), None)
    state = L.read_checkpoint(saved)[4]
    same += L.encode(R.derive(tail, table=T.Table.from_values(state)).to_values()) == full
print("checkpoint + tail == full replay at %d split points" % same)
print("replay equal: %s" % (full == L.encode(table.to_values())))
print("checkpoint bytes: %d" % len(L.checkpoint(SID, len(blob), len(records), prev, table.to_values(), None)))
