"""A four-player System «M» pulya told event by event: dealer rotation, the
raspasy series and its exit ladder, the dealer's rights, penalties, a
checkpoint restored mid-way and a void.  Both interpreters must print the same.
"""
from rules.pref_deal import CLOSED, HALF_DECLARER, OPEN, PASS, TAKEOVER, Deal, DealError
from rules.pref_session import CUT, END, INFORMATION, MISDEAL, WARNING, Incident, Session, replay
from rules.why import english

A, B, C, D = 0, 1, 2, 3

STORY = [
    Deal.raspasy([4, 3, 3, None]),                                   # D deals; price 1
    Deal.raspasy([None, 2, 2, 6]),                                   # A deals; price 2
    Deal.game(C, 7, tricks=6, defence=OPEN, whister=D),              # failed exit: price stays 3
    Deal.raspasy([2, 5, None, 3]),                                   # C deals; price 3
    Incident(MISDEAL),
    Incident(MISDEAL),                                               # D pays 15, the deal passes
    Deal.game(B, 8, tricks=8, defence=OPEN, whister=C, dealer_role=TAKEOVER),  # A deals, takes C's cards
    Incident(CUT, offender=C),                                       # B is dealing: B writes 50
    Deal.misere(A, 0, dealer_role=HALF_DECLARER),
    Incident(WARNING, offender=D, declarer=A),
    Incident(WARNING, offender=D, declarer=A),
    Incident(WARNING, offender=D, declarer=A),
    Incident(WARNING, offender=D, declarer=A),                       # the fourth: 50
    Deal.game(A, 6, tricks=5, defence=CLOSED, whister=B),
    Incident(INFORMATION, offender=B, declarer=A),
    Deal.game(B, 6, tricks=5, defence=OPEN, whister=C, plan=4, promise=5, challenger=A),
    Deal.game(C, 10, defence=PASS),
    Incident(END),
]


def show(s):
    return "dealer %d seats %r price %d min %d totals %r pulya %d over %d" % (
        s.dealer, s.seated(), s.raspasy_price(), s.minimum_contract(), s.results, s.pulya_total(), s.finished)


s = Session(4, first_dealer=D, end_points=200)
print("start", show(s))
for i in range(len(STORY)):
    b = s.apply(STORY[i])
    # the notes are codes, (code, values...): their English is texts/device.txt's N codes'
    notes = [english("N%d" % n[0], n[1:]) for n in b.notes]
    print("%2d %s %r | %s" % (i + 1, STORY[i].kind, b.results, "; ".join(notes)))
    print("   ", show(s))
    if i == 7:
        checkpoint = s.to_values()

restored = Session.from_values(checkpoint)
replay(restored, STORY[8:])
print("checkpoint + rest equals full replay:", restored.to_values() == s.to_values())

v = Session(4, first_dealer=D, end_points=200)
out = replay(v, STORY[:4], voided={1})
print("void #2:", [b.results if b else None for b in out], show(v))

try:
    s.apply(Deal.raspasy([4, 3, 3]))
except DealError as exc:
    print("after the end:", exc)
