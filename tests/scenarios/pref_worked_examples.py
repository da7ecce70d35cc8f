"""The worked examples of §8 of the System «M» spec, printed as results.

Players A, B, C (and D the dealer at four) are 0, 1, 2 (, 3).
tests/test_pref_examples.py checks the printed numbers under both interpreters.
"""
from rules.pref_deal import CLOSED, HALF_WHISTER, OPEN, Deal, score

A, B, C, D = 0, 1, 2, 3


def show(name, breakdown):
    print("%s %s" % (name, " ".join("%+d" % r for r in breakdown.results)))


# Ex. 9: four players, D deals; A plays 7 and takes 6.
show("ex9.1", score(Deal.game(A, 7, tricks=6, defence=CLOSED, whister=B), 4, D))
show("ex9.2", score(Deal.game(A, 7, tricks=6, defence=OPEN, whister=B), 4, D))
# Ex. 10: A plays 6 and takes 7; B whists, C passes.
show("ex10", score(Deal.game(A, 6, tricks=7, defence=OPEN, whister=B), 4, D))
# Ex. 11: four players, raspasy at 2 a trick (the second of a series): 5/3/2.
show("ex11", score(Deal.raspasy([5, 3, 2, None]), 4, D, series=1))
# Ex. 12: three players, raspasy at 3 a trick (the third of a series): 7/3/0.
show("ex12", score(Deal.raspasy([7, 3, 0]), 3, C, series=2))
# Ex. 13: A plays 6; B passes, C half-whists; B whists half-and-half with D, open.
show("ex13.1", score(Deal.game(A, 6, tricks=6, defence=OPEN, whister=B, after_half=1,
                               dealer_role=HALF_WHISTER), 4, D))
show("ex13.2", score(Deal.game(A, 6, tricks=7, defence=OPEN, whister=B, after_half=1,
                               dealer_role=HALF_WHISTER), 4, D))
