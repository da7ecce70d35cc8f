"""Hand-checked System «M» deals, with the arithmetic beside every number.

Plain data, imported by the CPython tests (tests/test_pref_cases.py) and by
the MicroPython scenario (tests/scenarios/pref_hand_checked.py), so the same
table is checked under both interpreters.

Players A=0, B=1, C=2, D=3.  Three players: dealer C (2), seats A, B, C.
Four players: dealer D (3), seats A, B, C; D gets 0 unless he acts.
Pulya n: declarer +10n, each other seat -5n.  Gora n: that seat -10n, each
other seat +5n.  A case: (name, players, dealer, series, deal values,
results, pulya, gora); deal values are the ledger layout of pref_deal.FIELDS.
"""


def G(declarer, contract, tricks, defence, whister=None, whister_tricks=None, after_half=0,
      dealer_role=None, plan=None, promise=None, challenger=None, suit=None):
    return ["game", declarer, contract, suit, tricks, defence, whister, whister_tricks,
            after_half, dealer_role, plan, promise, challenger]


def M(declarer, tricks, dealer_role=None):
    return G(declarer, "misere", tricks, None, dealer_role=dealer_role)


def W3(declarer, contract, dealer_role=None):
    return ["without3", declarer, contract, dealer_role]


def R(a, b, c, d=None):
    return ["raspasy", a, b, c, d]


A, B, C, D = 0, 1, 2, 3
Z3 = [0, 0, 0]
Z4 = [0, 0, 0, 0]

CASES = []
# ---- one whister, open: greedy (§3.2)
CASES += [
    ("6 made, greedy", 4, D, 0, G(A, 6, 6, "open", B),
     [12, -2, -10, 0],      # A +20 pulya -8 tricks(4x2); B -10 +8; C -10
     [2, 0, 0, 0], Z4),
    ("6 overtricks, whister 4 short", 4, D, 0, G(A, 6, 10, "open", B),
     [60, -90, 30, 0],      # A +20 +40 (B gora 8: 2x4 short); B -10 -80; C -10 +40
     [2, 0, 0, 0], [0, 8, 0, 0]),
    ("6 made, whister 2 short", 3, C, 0, G(A, 6, 8, "open", B),
     [36, -46, 10],         # A 20 -4 +20; B -10 +4 -40 (gora 4); C -10 +20
     [2, 0, 0], [0, 4, 0]),
    ("7 made exactly", 3, C, 0, G(A, 7, 7, "open", B),
     [28, -8, -20],         # A +40 -12 (3x4); B -20 +12; C -20
     [4, 0, 0], Z3),
    ("7 made, whister 1 short", 3, C, 0, G(A, 7, 9, "open", B),
     [56, -56, 0],          # A 40 -4 +20; B -20 +4 -40 (gora 4); C -20 +20
     [4, 0, 0], [0, 4, 0]),
    ("8 made, whister has 2", 3, C, 0, G(A, 8, 8, "open", B),
     [48, -18, -30],        # A +60 -12 (2x6); B -30 +12; C -30
     [6, 0, 0], Z3),
    ("8 made, lone whister no trick", 3, C, 0, G(A, 8, 10, "open", B),
     [90, -90, 0],          # A 60 +30 (B gora 6); B -30 -60; C -30 +30
     [6, 0, 0], [0, 6, 0]),
    ("9 made, whister has 1", 3, C, 0, G(A, 9, 9, "open", B),
     [72, -32, -40],        # A +80 -8; B -40 +8; C -40
     [8, 0, 0], Z3),
    ("9 made, lone whister no trick", 3, C, 0, G(A, 9, 10, "open", B),
     [120, -120, 0],        # A 80 +40 (B gora 8); B -40 -80; C -40 +40
     [8, 0, 0], [0, 8, 0]),
    ("10 whisted, lone whister no trick", 3, C, 0, G(A, 10, 10, "open", B),
     [150, -150, 0],        # A 100 +50 (B gora 10, §3.4); B -50 -100; C -50 +50
     [10, 0, 0], [0, 10, 0]),
    ("6 failed by 1, greedy", 3, C, 0, G(A, 6, 5, "open", B),
     [-34, 22, 12],         # A -20 gora -4 consolation(2+2) -10 tricks(5x2); B 10+2+10; C 10+2
     Z3, [2, 0, 0]),
    ("6 failed by 3", 3, C, 0, G(A, 6, 3, "open", B),
     [-86, 50, 36],         # A -60 (gora 6) -12 (consolation 6+6) -14 (7x2); B 30+6+14; C 30+6
     Z3, [6, 0, 0]),
    ("7 failed by 1, 3 players (as Ex. 9.2)", 3, C, 0, G(A, 7, 6, "open", B),
     [-64, 40, 24],         # A -40 -8 -16; B 20+4+16; C 20+4
     Z3, [4, 0, 0]),
    ("8 failed by 1", 3, C, 0, G(A, 8, 7, "open", B),
     [-90, 54, 36],         # A -60 (gora 6) -12 (6+6) -18 (3x6); B 30+6+18; C 30+6
     Z3, [6, 0, 0]),
    ("9 failed by 2", 3, C, 0, G(A, 9, 7, "open", B),
     [-216, 120, 96],       # A -160 (gora 16) -32 (16+16) -24 (3x8); B 80+16+24; C 80+16
     Z3, [16, 0, 0]),
    ("10 whisted, failed by 1 (§3.4.2)", 3, C, 0, G(A, 10, 9, "open", B),
     [-130, 70, 60],        # A -100 -20 (10+10) -10 (1x10); B 50+10+10; C 50+10
     Z3, [10, 0, 0]),
    ("10 whisted, no trick for declarer", 3, C, 0, G(A, 10, 0, "open", B),
     [-1300, 700, 600],     # A -1000 (gora 100) -200 (100+100) -100 (10x10); B 500+100+100; C 500+100
     Z3, [100, 0, 0]),
]

# ---- one whister who invited the passer closed: gentleman (§3.2.1)
CASES += [
    ("7 failed, gentleman (as Ex. 9.1)", 3, C, 0, G(A, 7, 6, "closed", B),
     [-64, 32, 32],         # A -40 -8 -16; B 20+4+8; C 20+4+8 (16 split)
     Z3, [4, 0, 0]),
    ("6 made, gentleman split", 3, C, 0, G(A, 6, 6, "closed", B),
     [12, -6, -6],          # A 20 -8; B -10 +4; C -10 +4 (8 split)
     [2, 0, 0], Z3),
    ("6 made, gentleman whister short keeps all", 3, C, 0, G(A, 6, 8, "closed", B),
     [36, -46, 10],         # no split: A 20 -4 +20; B -10 +4 -40; C -10 +20
     [2, 0, 0], [0, 4, 0]),
    ("8 made, gentleman split", 3, C, 0, G(A, 8, 8, "closed", B),
     [48, -24, -24],        # A 60 -12; B -30 +6; C -30 +6
     [6, 0, 0], Z3),
    ("8 made, gentleman whister no trick", 3, C, 0, G(A, 8, 10, "closed", B),
     [90, -90, 0],          # A 60 +30; B -30 -60 (gora 6); C -30 +30
     [6, 0, 0], [0, 6, 0]),
    ("6 failed, gentleman split", 3, C, 0, G(A, 6, 5, "closed", B),
     [-34, 17, 17],         # A -20 -4 -10; B 10+2+5; C 10+2+5
     Z3, [2, 0, 0]),
    ("10 whisted closed, failed by 1", 3, C, 0, G(A, 10, 9, "closed", B),
     [-130, 65, 65],        # A -100 -20 -10; B 50+10+5; C 50+10+5
     Z3, [10, 0, 0]),
    ("9 made, gentleman split", 3, C, 0, G(A, 9, 9, "closed", B),
     [72, -36, -36],        # A 80 -8; B -40 +4; C -40 +4
     [8, 0, 0], Z3),
]

# ---- both whist (§3.5)
CASES += [
    ("6 made, both whist 2+2", 3, C, 0, G(A, 6, 6, "both", B, 2),
     [12, -6, -6],          # A 20 -4 -4; B -10 +4; C -10 +4
     [2, 0, 0], Z3),
    ("6 made, both whist 3+1, C one short", 3, C, 0, G(A, 6, 6, "both", B, 3),
     [22, 6, -28],          # A 20 -6 -2 +10; B -10 +6 +10; C -10 +2 -20 (gora 2)
     [2, 0, 0], [0, 0, 2]),
    ("6 made, both whist 4+0, C two short", 3, C, 0, G(A, 6, 6, "both", B, 4),
     [32, 18, -50],         # A 20 -8 +20; B -10 +8 +20; C -10 -40 (gora 4)
     [2, 0, 0], [0, 0, 4]),
    ("6 made, both whist 1+1, both short", 3, C, 0, G(A, 6, 8, "both", B, 1),
     [36, -18, -18],        # A 20 -2 -2 +10 +10; B -10 +2 -20 +10; C -10 +2 +10 -20
     [2, 0, 0], [0, 2, 2]),
    ("7 made, both whist 2+1", 3, C, 0, G(A, 7, 7, "both", B, 2),
     [28, -12, -16],        # A 40 -8 -4; B -20 +8; C -20 +4
     [4, 0, 0], Z3),
    ("7 made, both whist 3+0, C short", 3, C, 0, G(A, 7, 7, "both", B, 3),
     [48, 12, -60],         # A 40 -12 +20; B -20 +12 +20; C -20 -40 (gora 4)
     [4, 0, 0], [0, 0, 4]),
    ("7 failed, both whist 5+0: no whister gora", 3, C, 0, G(A, 7, 5, "both", B, 5),
     [-116, 68, 48],        # A -80 (gora 8) -16 (8+8) -20 (5x4); B 40+8+20; C 40+8
     Z3, [8, 0, 0]),
    ("8 made, both whist 2+0 (joint norm)", 3, C, 0, G(A, 8, 8, "both", B, 2),
     [48, -18, -30],        # A 60 -12; B -30 +12; C -30
     [6, 0, 0], Z3),
    ("8 made, both whist no trick: 3 each", 3, C, 0, G(A, 8, 10, "both", B, 0),
     [90, -45, -45],        # A 60 +15+15 +15+15; B -30 -30 +15; C -30 -30 +15
     [6, 0, 0], [0, 3, 3]),
    ("9 made, both whist no trick: 4 each", 3, C, 0, G(A, 9, 10, "both", B, 0),
     [120, -60, -60],       # A 80 +20+20+20+20; B -40 -40 +20; C -40 -40 +20
     [8, 0, 0], [0, 4, 4]),
    ("10 made, both whist no trick: 5 each", 3, C, 0, G(A, 10, 10, "both", B, 0),
     [150, -75, -75],       # A 100 +25x4; B -50 -50 +25; C -50 -50 +25
     [10, 0, 0], [0, 5, 5]),
    ("9 failed, both whist 1+1", 3, C, 0, G(A, 9, 8, "both", B, 1),
     [-112, 56, 56],        # A -80 -16 (8+8) -16 (8+8); B 40+8+8; C 40+8+8
     Z3, [8, 0, 0]),
    ("10 failed, both whist 1+0", 3, C, 0, G(A, 10, 9, "both", B, 1),
     [-130, 70, 60],        # A -100 -20 -10; B 50+10+10; C 50+10
     Z3, [10, 0, 0]),
]

# ---- both pass, half-whist (§3.3)
CASES += [
    ("6 both pass", 3, C, 0, G(A, 6, None, "pass"),
     [20, -10, -10], [2, 0, 0], Z3),      # pulya 2 = 10 on each
    ("8 both pass", 3, C, 0, G(A, 8, None, "pass"),
     [60, -30, -30], [6, 0, 0], Z3),      # pulya 6 = 30 on each
    ("10 both pass", 4, D, 0, G(A, 10, None, "pass"),
     [100, -50, -50, 0], [10, 0, 0, 0], Z4),   # pulya 10 = 50 on each
    ("6 half-whist", 3, C, 0, G(A, 6, None, "half", B),
     [16, -6, -10],         # A 20 -4 (2 tricks x 2); B -10 +4; C -10
     [2, 0, 0], Z3),
    ("7 half-whist", 3, C, 0, G(A, 7, None, "half", C),
     [36, -20, -16],        # A 40 -4 (1 trick x 4); B -20; C -20 +4
     [4, 0, 0], Z3),
    ("7 passer whists open after half-whist", 3, C, 0, G(A, 7, 7, "open", B, after_half=1),
     [28, -8, -20],         # as a plain one-whister 7: A 40 -12; B -20 +12; C -20
     [4, 0, 0], Z3),
    ("6 passer whists closed after half-whist", 3, C, 0, G(A, 6, 6, "closed", B, after_half=1),
     [12, -6, -6],          # A 20 -8; B -10 +4; C -10 +4
     [2, 0, 0], Z3),
]

# ---- a ten checked (§3.4.1)
CASES += [
    ("10 checked, made", 3, C, 0, G(A, 10, 10, "check"),
     [100, -50, -50], [10, 0, 0], Z3),    # pulya 10
    ("10 checked, failed by 1: gora only", 3, C, 0, G(A, 10, 9, "check"),
     [-100, 50, 50], Z3, [10, 0, 0]),     # gora 10, no tricks, no consolation
    ("10 checked, failed by 3", 3, C, 0, G(A, 10, 7, "check"),
     [-300, 150, 150], Z3, [30, 0, 0]),   # gora 30
]

# ---- misère (§1.3)
CASES += [
    ("misere made", 3, C, 0, M(A, 0),
     [80, -40, -40], [8, 0, 0], Z3),      # pulya 8
    ("misere one trick", 3, C, 0, M(A, 1),
     [-80, 40, 40], Z3, [8, 0, 0]),       # gora 8
    ("misere three tricks", 3, C, 0, M(A, 3),
     [-240, 120, 120], Z3, [24, 0, 0]),   # gora 3x8
    ("misere two tricks, 4 players", 4, D, 0, M(B, 2),
     [80, -160, 80, 0], Z4, [0, 16, 0, 0]),   # B gora 16: -160, A and C +80
]

# ---- without three and without whists (§1.11)
CASES += [
    ("6 without three", 3, C, 0, W3(A, 6),
     [-60, 30, 30], Z3, [6, 0, 0]),       # gora 3x2
    ("7 without three", 3, C, 0, W3(A, 7),
     [-120, 60, 60], Z3, [12, 0, 0]),     # gora 3x4
    ("10 without three", 3, C, 0, W3(A, 10),
     [-300, 150, 150], Z3, [30, 0, 0]),   # gora 3x10
    ("misere without three", 3, C, 0, W3(A, "misere"),
     [-240, 120, 120], Z3, [24, 0, 0]),   # gora 3x8
]

# ---- raspasy (§2, §4.2 г)
CASES += [
    ("raspasy first, price 1", 3, C, 0, R(4, 3, 3),
     [-10, 5, 5],           # gora 4/3/3 reduced by 3 -> 1/0/0
     Z3, [1, 0, 0]),
    ("raspasy price 2 (Ex. 11)", 4, D, 1, R(5, 3, 2),
     [-50, 10, 40, 0],      # gora 10/6/4 -> 6/2/0: A -60 +10; B -20 +30; C +30 +10
     Z4, [6, 2, 0, 0]),
    ("raspasy price 3 (Ex. 12)", 3, C, 2, R(7, 3, 0),
     [-165, 15, 150],       # gora 21/9/0: A -210 +45; B -90 +105; C +105 +45
     Z3, [21, 9, 0]),
    ("raspasy fourth, price 2, all ten", 3, C, 3, R(10, 0, 0),
     [-200, 100, 100],      # gora 20/0/0
     Z3, [20, 0, 0]),
    ("raspasy fifth, price 1 again", 3, C, 4, R(2, 4, 4),
     [20, -10, -10],        # gora 2/4/4 -> 0/2/2: A +10+10; B -20 +10; C -20 +10
     Z3, [0, 2, 2]),
    ("raspasy at 4, dealer A sits out", 4, A, 0, R(None, 6, 2, 2),
     [0, -40, 20, 20],      # gora 6/2/2 -> 4/0/0: B -40, C +20, D +20
     [0, 0, 0, 0], [0, 4, 0, 0]),
    ("raspasy seventh, price 3, dealer A at 3", 3, A, 6, R(1, 1, 8),
     [105, 105, -210],      # gora 3/3/24 -> 0/0/21
     Z3, [0, 0, 21]),
]

# ---- the dealer at four (§3.6, §5.3, §5.4)
CASES += [
    ("take-over: D whists B's cards on 8", 4, D, 0, G(A, 8, 8, "open", B, dealer_role="takeover"),
     [48, 0, -30, -18],     # seat B held by D: A 60 -12; D -30 +12; C -30; B 0
     [6, 0, 0, 0], Z4),
    ("take-over of C on 9, no trick", 4, D, 0, G(A, 9, 10, "open", C, dealer_role="takeover"),
     [120, 0, 0, -120],     # A 80 +40; D -40 -80 (gora 8); B -40 +40; C 0
     [8, 0, 0, 0], [0, 0, 0, 8]),
    ("take-over after half-whist on 6, failed", 4, D, 0, G(A, 6, 5, "open", B, dealer_role="takeover"),
     [-34, 0, 12, 22],      # A -20 -4 -10; D 10+2+10; C 10+2; B 0
     Z4, [2, 0, 0, 0]),
    ("half-and-half with the declarer, 6 made", 4, D, 0, G(A, 6, 6, "open", B, dealer_role="half_declarer"),
     [6, -2, -10, 6],       # seat A +12 split 6/6; B -2; C -10
     [1, 0, 0, 1], Z4),
    ("half-and-half with the declarer, misere", 4, D, 0, M(A, 0, "half_declarer"),
     [40, -40, -40, 40],    # seat A +80 split 40/40
     [4, 0, 0, 4], Z4),
    ("half-and-half with the declarer, 7 failed", 4, D, 0, G(A, 7, 6, "open", B, dealer_role="half_declarer"),
     [-32, 40, 24, -32],    # seat A -64 split; B 40; C 24
     Z4, [2, 0, 0, 2]),
    ("half-and-half with the declarer, without three on 8", 4, D, 0, W3(A, 8, "half_declarer"),
     [-90, 90, 90, -90],    # seat A gora 18 = -180, split
     Z4, [9, 0, 0, 9]),
    ("half-and-half with the declarer, 8 whisters no trick", 4, D, 0,
     G(A, 8, 10, "both", B, 0, dealer_role="half_declarer"),
     [45, -45, -45, 45],    # seat A 60 +30 = 90 split
     [3, 0, 0, 3], [0, 3, 3, 0]),
    ("Ex. 13.1: passer whists half with dealer, 6 made", 4, D, 0,
     G(A, 6, 6, "open", B, after_half=1, dealer_role="half_whister"),
     [12, -1, -10, -1],     # A 20 -8; seat B -10 +8 = -2 split; C -10
     [2, 0, 0, 0], Z4),
    ("Ex. 13.2: the same, whist one short", 4, D, 0,
     G(A, 6, 7, "open", B, after_half=1, dealer_role="half_whister"),
     [24, -12, 0, -12],     # A 20 -6 +10; seat B -10 +6 -20 = -24 split; C -10 +10
     [2, 0, 0, 0], [0, 1, 0, 1]),
    ("half with the passer on 7, declarer failed", 4, D, 0,
     G(A, 7, 6, "open", B, after_half=1, dealer_role="half_whister"),
     [-64, 20, 24, 20],     # seat B 20+4+16 = 40 split; C 20+4; A -40 -8 -16
     Z4, [4, 0, 0, 0]),
]

# ---- open-whist plan challenge (§3.7, §3.9) [reading: plan balance]
CASES += [
    ("dealer's plan wins: plan 4, promise 5, took 5", 4, D, 0,
     G(A, 6, 5, "open", B, plan=4, promise=5, challenger=D),
     [-34, -2, -10, 46],    # A real -34; B, C by plan (A makes 6): -2, -10; D = 34+2+10
     Z4, [2, 0, 0, 0]),
    ("dealer's plan fails: plan 5, promise 6, took 4", 4, D, 0,
     G(A, 6, 6, "open", B, plan=5, promise=6, challenger=D),
     [12, 22, 12, -46],     # A real +12; B, C by plan (A down 1): 22, 12; D = -(12+22+12)
     [2, 0, 0, 0], Z4),
    ("passer's plan wins at 3", 3, C, 0,
     G(A, 6, 5, "open", B, plan=4, promise=5, challenger=C),
     [-34, -2, 36],         # A real -34; B by plan -2; C = 34+2
     Z3, [2, 0, 0]),
    ("passer's plan fails at 3", 3, C, 0,
     G(A, 6, 7, "open", B, plan=4, promise=6, challenger=C),
     [24, -2, -22],         # A real +24 (t=7); B by plan (t=6) -2; C = -(24-2)
     [2, 0, 0], [0, 2, 0]),
    ("dealer's plan on 8: set by one", 4, D, 0,
     G(A, 8, 7, "open", B, plan=2, promise=3, challenger=D),
     [-90, -18, -30, 138],  # A real -90; B, C by plan (A makes 8, B 2 tricks): -18, -30; D = 90+18+30
     Z4, [6, 0, 0, 0]),
    # After a take-over the replaced player is the acting dealer (§3.6) and may
    # challenge the plan of the dealer (now whister) and the passer (§3.7).
    ("acting dealer's plan after a take-over on 8", 4, D, 0,
     G(A, 8, 7, "open", B, dealer_role="takeover", plan=2, promise=3, challenger=B),
     [-90, 138, -30, -18],  # seats A, D (B's cards), C. A real: -60 (gora 6) -12 (6+6) -18 (3x6) = -90;
                            # by plan (A makes 8, 2 whist tricks): D -30+12 = -18, C -30; B = 90+18+30
     Z4, [6, 0, 0, 0]),
    ("passer's plan after a take-over on 9", 4, D, 0,
     G(A, 9, 8, "open", C, dealer_role="takeover", plan=1, promise=2, challenger=B),
     [-112, 144, 0, -32],   # seats A, D (C's cards), B. A real: -80 (gora 8) -16 (8+8) -16 (2x8) = -112;
                            # D by plan (A makes 9, 1 whist trick): -40+8 = -32; B = 112+32; C sits out
     Z4, [8, 0, 0, 0]),
]

# Invalid deals: (name, players, dealer, series, values, reason).
INVALID = [
    ("raspasy tricks not 10", 3, C, 0, R(4, 3, 2), "tricks must sum to 10"),
    ("whister tricks over the defence", 3, C, 0, G(A, 6, 6, "both", B, 5), "whister tricks over the defence's 4"),
    ("contract under the exit minimum", 3, C, 2, G(A, 6, 6, "open", B), "contract under the exit minimum 7"),
    ("without three under the minimum", 3, C, 3, W3(A, 6), "contract under the exit minimum 7"),
    ("half-whist on 8", 3, C, 0, G(A, 8, None, "half", B), "half-whist only on 6 and 7"),
    ("dealer action with three players", 3, C, 0, G(A, 6, 6, "open", B, dealer_role="takeover"),
     "dealer action needs 4 players"),
    ("whister on a misere", 3, C, 0, G(A, "misere", 0, "open", B), "no whist on a misere"),
    ("declarer out of range", 3, C, 0, G(3, 6, 6, "open", B), "declarer out of range"),
    ("whister out of range", 4, D, 0, G(A, 6, 6, "open", 7), "whister out of range"),
    ("raspasy tricks for the dealer at 4", 4, D, 0, R(4, 3, 2, 1), "tricks for a player not in the deal"),
    ("the dealer declares at 4", 4, D, 0, G(D, 6, 6, "open", A), "the dealer sits out"),
    ("whister is the declarer", 3, C, 0, G(A, 6, 6, "open", A), "whister is the declarer"),
    ("whister is the dealer at 4", 4, D, 0, G(A, 6, 6, "open", D), "whister is the dealer"),
    ("unknown contract", 3, C, 0, G(A, 5, 6, "open", B), "unknown contract"),
    ("contract not a whole number", 3, C, 0, G(A, 6.0, 6, "open", B), "unknown contract"),
    ("unknown suit", 3, C, 0, G(A, 6, 6, "open", B, suit="x"), "unknown suit"),
    ("unknown defence", 3, C, 0, G(A, 6, 6, "greedy", B), "unknown defence"),
    ("tricks over 10", 3, C, 0, G(A, 6, 11, "open", B), "tricks must be 0 to 10"),
    ("tricks when both passed", 3, C, 0, G(A, 6, 6, "pass"), "no tricks: not played"),
    ("check on a nine", 3, C, 0, G(A, 9, 9, "check"), "only a ten can be checked"),
    ("whister when both passed", 3, C, 0, G(A, 6, None, "pass", B), "whister not used without a whister"),
    ("whister tricks with one whister", 3, C, 0, G(A, 6, 6, "open", B, 2), "whister tricks not used unless both whist"),
    ("whister tricks when both passed", 3, C, 0, G(A, 6, None, "pass", None, 0),
     "whister tricks not used unless both whist"),
    ("both whist without tricks", 3, C, 0, G(A, 6, 6, "both", B), "whister tricks needed"),
    ("after half on 8", 3, C, 0, G(A, 8, 8, "open", B, after_half=1), "after half needs one whister on 6 or 7"),
    ("unknown dealer action", 4, D, 0, G(A, 6, 6, "open", B, dealer_role="help"), "unknown dealer action"),
    ("take-over without a whister", 4, D, 0, G(A, 8, None, "pass", dealer_role="takeover"),
     "take-over needs one whister"),
    ("half with passer on 8", 4, D, 0, G(A, 8, 8, "open", B, dealer_role="half_whister"),
     "half with the passer needs open whist after half-whist"),
    ("take-over on a misere", 4, D, 0, M(A, 0, "takeover"), "dealer can only go half with the declarer here"),
    ("plan with two whisters", 4, D, 0, G(A, 6, 6, "both", B, 2, plan=3, promise=4, challenger=D),
     "plan needs open whist by one defender"),
    ("promise not above plan", 4, D, 0, G(A, 6, 6, "open", B, plan=4, promise=4, challenger=D),
     "promise must beat the plan"),
    ("plan over 10", 4, D, 0, G(A, 6, 6, "open", B, plan=11, promise=12, challenger=D),
     "plan must be 0 to 10 tricks"),
    ("challenger is the whister", 4, D, 0, G(A, 6, 6, "open", B, plan=3, promise=4, challenger=B),
     "challenger must be the dealer or the passer"),
    ("the dealer challenges his own take-over", 4, D, 0,
     G(A, 8, 7, "open", B, dealer_role="takeover", plan=2, promise=3, challenger=D),
     "challenger must be the dealer or the passer"),
    ("plan with half-and-half", 4, D, 0,
     G(A, 6, 6, "open", B, dealer_role="half_declarer", plan=3, promise=4, challenger=C),
     "no plan challenge with half-and-half"),
    ("challenger out of range", 4, D, 0, G(A, 6, 6, "open", B, plan=3, promise=4, challenger=9),
     "challenger out of range"),
    ("misere tricks missing", 3, C, 0, M(A, None), "tricks needed"),
    ("played contract without tricks", 3, C, 0, G(A, 7, None, "open", B), "tricks needed"),
    ("raspasy tricks missing for a seated player", 4, D, 0, R(5, None, 5), "tricks needed"),
    ("raspasy tricks negative", 3, C, 0, R(11, -1, 0), "tricks must be 0 to 10"),
    ("after half not 0 or 1", 3, C, 0, G(A, 6, 6, "open", B, after_half=2), "after half must be 0 or 1"),
    ("after half given as a bool", 3, C, 0, G(A, 6, 6, "open", B, after_half=True), "after half must be 0 or 1"),
    ("plan on a misere", 4, D, 0, ["game", A, "misere", None, 0, None, None, None, 0, None, 3, 4, D],
     "plan not used on a misere"),
    ("unknown kind", 3, C, 0, ["bid", 1], "unknown deal kind"),
    ("short value list", 3, C, 0, ["game", 0, 6], "wrong number of values"),
    ("five players", 5, C, 0, G(A, 6, 6, "open", B), "players must be 3 or 4"),
]

