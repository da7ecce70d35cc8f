"""The worked checks of section 4 of the OFC spec, printed as they come out.

tests/test_ofc_worked_checks.py asserts every line under MicroPython; the
scenario runner asserts CPython prints the same bytes.
"""
from rules.davi import Accept, Drop, Offer
from rules.ofc_cards import CardDeal
from rules.ofc_deal import QuickDeal
from rules.ofc_match import Session, Settings


def net(a, b):
    return CardDeal.parse(a, b).result().net


def show(label, session):
    m = session.match
    print("%s: %d:%d cube %d payout %d winner %s balance %d" % (
        label, m.scores[0], m.scores[1], m.cube_value, m.payout(),
        "-" if m.winner is None else "AB"[m.winner], session.balance))


# Match: A 8:0 after deal 1 (scoop 6 + flush 4 - straight 2); 8:12 after deal 2 (B scoop 6 + full house 6, A fouled).
s = Session()
s.apply(Settings(stake=25))
s.apply(CardDeal.parse("Kd 9c 4s / Qh Qd 8s 6c 2d / Ah Jh 9h 6h 3h", "Js 8c 3s / Th Td 9d 5d 2c / 8h 7d 6s 5s 4c"))
show("deal 1", s)
s.apply(CardDeal.parse("Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c", "Jh 8d 4d / Ts Td 6c 8s 4c / 9h 9c 9s 2h 2s"))
show("deal 2", s)

# Stake 25: accept at 12:0 -> 50; redouble accepted at 18:29 -> 100; had A dropped it, A pays 50.
for answer in ("accept", "drop"):
    s = Session()
    s.apply(Settings(stake=25))
    s.apply(QuickDeal(0, 12))
    s.apply(Offer(0, 2, 0))
    s.apply(Accept(1))
    show("A doubles at 12:0, B accepts", s)
    s.apply(QuickDeal(1, 29))
    s.apply(QuickDeal(0, 6))
    s.apply(Offer(1, 4, 0))
    s.apply(Accept(0) if answer == "accept" else Drop(0))
    show("B redoubles at 18:29, A %ss" % answer, s)

print("scoop, no royalties: A %+d" % net("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h",
                                         "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d"))
print("both foul: %d" % net("Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c",
                            "Jh Jd 4d / Ts Td Tc 8s 8c / 2h 2s 6d 4s 4c"))
