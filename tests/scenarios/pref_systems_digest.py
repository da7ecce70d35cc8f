"""Every worked example of the digest of the classic systems
(shared/spec/other-systems.md: S1-S9 Sochi, L1-L8 Leningrad, R1-R8 Rostov),
with the digest's own figures, through the one engine under its presets.
Runs under both interpreters (tests/test_scenarios.py); an example that does
not hold stops it (an AssertionError), and tests/test_pref_systems.py checks
the count it prints.

Players A, B, C (C deals, so B speaks first after A, C last) or A, B, C, D
(D deals and sits out); A declares unless said.  A sheet is compared as the
digest writes it: pulya and gora points by player, vists by writer>target.
"""
from rules.pref_sheet import BOTH, HALF, OPEN, PASS, Deal
from rules.pref_score import score
from rules.pref_session import Session
from rules.pref_systems import preset

A, B, C, D = 0, 1, 2, 3
NAMES = "ABCD"
held = []


def sheet(b):
    """``{"A": "P2", ...}`` points and ``{"B>A": 8}`` vists: the digest's entries."""
    points = {}
    for p in range(b.players):
        text = ""
        if b.pulya[p]:
            text += "P%+d" % b.pulya[p]
        if b.gora[p]:
            text += "G%+d" % b.gora[p]
        if text:
            points[NAMES[p]] = text
    vists = {}
    for w, t, v, reason in b.entries:
        key = NAMES[w] + ">" + NAMES[t]
        vists[key] = vists.get(key, 0) + v
    return points, vists


def example(name, system, deal, points, vists, players=3, series=0, changes=None):
    b = score(deal, players, players - 1, series, preset(system, changes))
    got = sheet(b)
    assert got == (points, vists), (name, got, (points, vists))
    assert sum(b.results) == 0, name
    held.append(name)
    return b


# --- Sochi (§1.7)
example("S1", "sochi", Deal.game(A, 7, tricks=7, defence=BOTH, whister=B, whister_tricks=2),
        {"A": "P+4"}, {"B>A": 8, "C>A": 4})
example("S2", "sochi", Deal.game(A, 6, tricks=7, defence=BOTH, whister=B, whister_tricks=2),
        {"A": "P+2", "C": "G+2"}, {"B>A": 4, "C>A": 2})
example("S3", "sochi", Deal.game(A, 6, tricks=5, defence=OPEN, whister=B),
        {"A": "G+2"}, {"B>A": 12, "C>A": 2})
example("S4", "sochi", Deal.game(A, 8, tricks=6, defence=BOTH, whister=B, whister_tricks=3),
        {"A": "G+12"}, {"B>A": 30, "C>A": 18})
example("S5", "sochi", Deal.game(A, 9, tricks=9, defence=BOTH, whister=B, whister_tricks=1),
        {"A": "P+8", "C": "G+8"}, {"B>A": 8})
example("S5 pair", "sochi", Deal.game(A, 9, tricks=9, defence=BOTH, whister=B, whister_tricks=1),
        {"A": "P+8"}, {"B>A": 8}, changes={"pair_67": 1, "pair_810": "each"})
example("S6", "sochi", Deal.game(A, 7, tricks=6, defence=OPEN, whister=B),
        {"A": "G+4"}, {"B>A": 20, "C>A": 4, "D>A": 4}, players=4)
example("S7 first", "sochi", Deal.raspasy([3, 5, 2]), {"A": "G+1", "B": "G+3"}, {})
example("S7 second", "sochi", Deal.raspasy([0, 0, 10]), {"A": "P+2", "B": "P+2", "C": "G+20"}, {}, series=1)
example("S8", "sochi", Deal.game(A, 6, defence=HALF, whister=C), {"A": "P+2"}, {"C>A": 4})

# --- Leningrad (§2.7)
example("L1", "leningrad", Deal.game(A, 6, tricks=5, defence=OPEN, whister=B),
        {"A": "G+4"}, {"B>A": 14, "C>A": 14, "D>A": 4}, players=4)
example("L2", "leningrad", Deal.game(A, 7, tricks=7, defence=OPEN, whister=B),
        {"A": "P+4"}, {"B>A": 24})
example("L2 FSPR", "leningrad", Deal.game(A, 7, tricks=7, defence=OPEN, whister=B),
        {"A": "P+4"}, {"B>A": 12, "C>A": 12}, changes={"gentleman": 2})
example("L3", "leningrad", Deal.game(A, 8, tricks=10, defence=BOTH, whister=B, whister_tricks=0),
        {"A": "P+6", "B": "G+6", "C": "G+6"}, {})
example("L4", "leningrad", Deal.game(A, 7, tricks=10, defence=OPEN, whister=B), {"A": "P+4", "B": "G+8"}, {})
example("L5", "leningrad", Deal.game(A, 7, defence=HALF, whister=B), {"A": "P+4"}, {"B>A": 8})
example("L6", "leningrad", Deal.misere(A, 1), {"A": "G+20"}, {})
example("L7 first", "leningrad", Deal.raspasy([4, 3, 3]), {"A": "G+8", "B": "G+6", "C": "G+6"}, {})
example("L7 second", "leningrad", Deal.raspasy([0, 4, 6]), {"A": "G-8", "B": "G+16", "C": "G+24"}, {}, series=1)

# --- Rostov (§3.7)
example("R1", "rostov", Deal.game(A, 6, tricks=5, defence=OPEN, whister=B), {"A": "G+2"}, {"B>A": 15, "C>A": 15})
example("R1 c", "rostov", Deal.game(A, 6, tricks=5, defence=OPEN, whister=B), {"A": "G+2"}, {"B>A": 7, "C>A": 7},
        changes={"consolation": 0})
example("R2", "rostov", Deal.game(A, 7, tricks=9, defence=OPEN, whister=B), {"A": "P+4", "B": "G+2"}, {"B>A": 4})
example("R3", "rostov", Deal.game(A, 8, tricks=10, defence=BOTH, whister=B, whister_tricks=0),
        {"A": "P+6", "C": "G+3"}, {})
example("R4", "rostov", Deal.raspasy([6, 4, 0]), {"C": "P+1"}, {"C>A": 30, "C>B": 20})
example("R5", "rostov", Deal.raspasy([3, 3, 4]), {}, {"A>C": 10, "B>C": 10})
example("R7", "rostov", Deal.raspasy([0, 0, 10, None]), {"A": "P+1", "B": "P+1"}, {"A>C": 25, "B>C": 25}, players=4)


# --- what the session adds: the exit after raspasy, a made game against its own gora
s = Session(3, 2, 10, 0, preset("leningrad"))
s.apply(Deal.raspasy([4, 3, 3]))
assert s.minimum_contract() == 7, "L7: the next deal needs at least 7"
held.append("L7 exit")

s = Session(3, 2, 10, 0, preset("rostov"))
s.gora[A] = 6
b = s.apply(Deal.game(A, 8, tricks=8, defence=OPEN, whister=B))
assert sheet(b) == ({"A": "G-6"}, {"B>A": 12}) and s.gora[A] == 0 and s.pulya[A] == 0, ("R6", sheet(b))
s.dealer = 2
b = s.apply(Deal.game(A, 6, defence=PASS))
assert sheet(b) == ({"A": "P+2"}, {}), ("R6 then", sheet(b))
held.append("R6")


# --- the full pulyas to 10, closed and settled
def pulya(name, system, deals, pulyas, goras, vists, results):
    s = Session(3, 2, 10, 0, preset(system))
    for deal in deals:
        s.apply(deal)
    assert s.is_over(), name
    assert (s.pulya, s.gora, s.results, s.totals()) == (pulyas, goras, vists, results), \
        (name, s.pulya, s.gora, s.results, s.totals())
    assert sum(s.totals()) == 0
    held.append(name)
    return s


pulya("S9", "sochi", [
    Deal.game(A, 6, tricks=6, defence=OPEN, whister=B),
    Deal.game(B, 8, tricks=8, defence=OPEN, whister=C),
    Deal.raspasy([2, 5, 3]),
    Deal.game(C, 7, tricks=6, defence=BOTH, whister=A, whister_tricks=2),
    Deal.game(A, 9, tricks=9, defence=OPEN, whister=B),
    Deal.game(B, 7, tricks=7, defence=OPEN, whister=C),
    Deal.game(A, 6, defence=PASS),
    Deal.misere(C, 0),
], [10, 10, 10], [0, 3, 3], [16, 4, -20], [36, -6, -30])

s = pulya("L8", "leningrad", [
    Deal.game(A, 6, tricks=6, defence=OPEN, whister=B),
    Deal.raspasy([3, 3, 4]),
    Deal.game(B, 7, tricks=7, defence=BOTH, whister=A, whister_tricks=2),
    Deal.game(C, 8, tricks=7, defence=OPEN, whister=A),
    Deal.game(A, 9, tricks=9, defence=BOTH, whister=B, whister_tricks=1),
    Deal.misere(C, 0),
    Deal.game(B, 10, tricks=10, defence=BOTH, whister=A, whister_tricks=0),
], [10, 14, 10], [16, 6, 30], [14, 38, -52], [1, 205, -206])
f = s.final()
assert (f.gora, f.reduced, f.exact) == ([16, -2, 30], [18, 0, 32], [2, 614, -616]), "L8 steps"

pulya("R8", "rostov", [
    Deal.game(A, 6, tricks=6, defence=OPEN, whister=B),
    Deal.raspasy([5, 1, 4]),
    Deal.game(C, 7, tricks=6, defence=BOTH, whister=A, whister_tricks=2),
    Deal.game(B, 8, tricks=8, defence=BOTH, whister=A, whister_tricks=1),
    Deal.game(C, 9, tricks=9, defence=OPEN, whister=A),
    Deal.game(A, 8, tricks=8, defence=OPEN, whister=B),
    Deal.raspasy([0, 6, 4]),
    Deal.game(B, 7, tricks=7, defence=OPEN, whister=C),
    Deal.game(A, 6, tricks=6, defence=OPEN, whister=B),
    Deal.game(C, 9, tricks=9, defence=BOTH, whister=A, whister_tricks=1),
], [10, 10, 10], [3, 3, 0], [47, 37, -84], [37, 27, -64])

print("digest: %d examples hold: %s" % (len(held), " ".join(held)))
