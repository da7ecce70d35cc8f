"""Sochi («сочинка»): hand-checked deals, with the arithmetic in every ``why``.

Rules: ../shared/spec/other-systems.md §0 and §1 (cited as §1.2 etc.).
c = 2(L-5) = 2/4/6/8/10; norm N = 4/2/1/1/1; u = undertricks; d = defence
tricks.  Made: pulya +c.  Failed: gora c*u, each opponent (whister, passer,
at four the dealer) consolation c*u.  Lone whister greedy: c per defence
trick, short by s -> gora c*s (full responsibility).  Two whisters
(individual): each c per own trick, each owes N/2 on 6/7 (2/1), 1 on 8-10.
Misère 10 / 10 gora per trick.  Raspasy: gora price*tricks, price 1,2,3,3..,
amnesty of the minimum, zero tricks -> pulya +price.  Settlement ÷n, k = 1.

Three players A, B, C (dealer C); four A, B, C, D (dealer D), the deal
passing clockwise each event.  Vists "B>A": B writes on A.
"""
from systems.build import E, case, game, half, misere, passed, raspasy, refused

SYSTEM = "sochi"


def S(*args, **kw):
    return case(SYSTEM, *args, **kw)


DEALS = []

# ---------------------------------------------------------------- the digest's examples (§1.7)
DEALS += [
    S("S1", "S1: 7 made exactly, both whist B 2, C 1. c=4. A pulya +4; B writes 2*4=8, C 1*4=4. "
      "Each owes N/2=1 on a 7 and has it.",
      [game("A", 7, 7, "both", "B", 2)],
      [E(pulya={"A": 4}, vists={"B>A": 8, "C>A": 4})], source="S1"),
    S("S2", "S2: 6, A takes 7; both whist B 2, C 1. c=2. A pulya +2; B 2*2=4, C 1*2=2. "
      "Individual: each owes N/2=2 on a 6; C took 1, short 1 -> C gora c*1=2.",
      [game("A", 6, 7, "both", "B", 2)],
      [E(pulya={"A": 2}, gora={"C": 2}, vists={"B>A": 4, "C>A": 2})], source="S2"),
    S("S3", "S3: 6 fails by one (t=5); B alone, C passes; defence 5 (B3+C2), greedy: B credited "
      "all 5. c=2,u=1. A gora c*u=2; B writes 5*2=10 tricks + 2 consolation = 12; C 2 consolation. "
      "B's N=4 met (5).",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 2}, vists={"B>A": 12, "C>A": 2}, consolation={"B>A": 2, "C>A": 2})], source="S3"),
    S("S4", "S4: 8 fails by two (t=6); both whist B 3, C 1. c=6,u=2. A gora 6*2=12; consolation "
      "6*2=12 each; B 3*6+12=30; C 1*6+12=18.",
      [game("A", 8, 6, "both", "B", 3)],
      [E(gora={"A": 12}, vists={"B>A": 30, "C>A": 18}, consolation={"B>A": 12, "C>A": 12})],
      source="S4"),
    S("S5", "S5: 9 made (t=9); both whist B 1, C 0. c=8. A pulya +8; B writes 1*8=8. Individual "
      "(default): on 8-10 each owes 1 trick; C took 0 -> C gora c=8.",
      [game("A", 9, 9, "both", "B", 1)],
      [E(pulya={"A": 8}, gora={"C": 8}, vists={"B>A": 8})], source="S5"),
    S("S5-pair", "S5 under two_whisters=pair: the pair took 1 = N on a 9, nobody short. A pulya +8; "
      "B 1*8=8; C nothing.",
      [game("A", 9, 9, "both", "B", 1)],
      [E(pulya={"A": 8}, vists={"B>A": 8})], settings={"two_whisters": "pair"}, source="S5"),
    S("S6", "S6: 4 players, D deals. A's 7 fails by one (t=6); B alone, C passes; defence 4 (2+2) "
      "all credited to B. c=4,u=1. A gora 4; B 4*4=16 + 4 consolation = 20; C 4; D (dealer, "
      "§0.2 default) 4.",
      [game("A", 7, 6, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 20, "C>A": 4, "D>A": 4},
         consolation={"B>A": 4, "C>A": 4, "D>A": 4})], players=4, source="S6"),
    S("S7", "S7: raspasy x1, tricks 3/5/2 -> gora 3/5/2, amnesty of 2 -> +1/+3/0. Next raspasy in a "
      "row at x2: tricks 0/0/10 -> A and B took nothing: one trick at the price 2 into the pulya "
      "(+2 each); C gora 10*2=20; amnesty of min(0,0,20)=0.",
      [raspasy(A=3, B=5, C=2), raspasy(A=0, B=0, C=10)],
      [E(gora={"A": 1, "B": 3}, price=1, minimum_next=6),
       E(pulya={"A": 2, "B": 2}, gora={"C": 20}, price=2, minimum_next=6)], source="S7"),
    S("S8", "S8: pass - half-whist (C) - pass on a 6: not played; A pulya +2; C writes c*N/2 = "
      "2*2 = 4.",
      [half("A", 6, "C")],
      [E(pulya={"A": 2}, vists={"C>A": 4})], source="S8"),
]

# ---------------------------------------------------------------- one whister, made (greedy, full responsibility)
DEALS += [
    S("6-made-exact", "6, t=6; B alone, d=4=N. c=2. A pulya +2; B 4*2=8.",
      [game("A", 6, 6, "open", "B")], [E(pulya={"A": 2}, vists={"B>A": 8})]),
    S("6-whister-short-2", "6, t=8; B alone, d=2, N=4 so short 2 -> B gora c*2=4 (full). "
      "A pulya +2; B 2*2=4.",
      [game("A", 6, 8, "open", "B")], [E(pulya={"A": 2}, gora={"B": 4}, vists={"B>A": 4})]),
    S("6-whister-none", "6, t=10; B alone, d=0, short 4 -> B gora 2*4=8. A pulya +2.",
      [game("A", 6, 10, "open", "B")], [E(pulya={"A": 2}, gora={"B": 8})]),
    S("6-whister-none-half-resp", "6, t=10 under responsibility=half: short 4 -> B gora c/2*4 = "
      "1*4 = 4. A pulya +2.",
      [game("A", 6, 10, "open", "B")], [E(pulya={"A": 2}, gora={"B": 4})],
      settings={"responsibility": "half"}),
    S("7-made-exact", "7, t=7; B alone, d=3. c=4. A pulya +4; B 3*4=12.",
      [game("A", 7, 7, "open", "B")], [E(pulya={"A": 4}, vists={"B>A": 12})]),
    S("7-whister-short-1", "7, t=9; B alone, d=1, N=2, short 1 -> B gora 4. A +4; B 1*4=4.",
      [game("A", 7, 9, "open", "B")], [E(pulya={"A": 4}, gora={"B": 4}, vists={"B>A": 4})]),
    S("7-whister-none", "7, t=10; B alone, short 2 -> B gora 4*2=8. A pulya +4.",
      [game("A", 7, 10, "open", "B")], [E(pulya={"A": 4}, gora={"B": 8})]),
    S("8-made-exact", "8, t=8; B alone, d=2. c=6. A +6; B 2*6=12.",
      [game("A", 8, 8, "open", "B")], [E(pulya={"A": 6}, vists={"B>A": 12})]),
    S("8-whister-none", "8, t=10; B alone, d=0, N=1 short 1 -> B gora 6. A +6.",
      [game("A", 8, 10, "open", "B")], [E(pulya={"A": 6}, gora={"B": 6})]),
    S("8-whister-none-half-resp", "8, t=10, responsibility=half: B gora c/2 = 3. A +6.",
      [game("A", 8, 10, "open", "B")], [E(pulya={"A": 6}, gora={"B": 3})],
      settings={"responsibility": "half"}),
    S("9-made-exact", "9, t=9; B alone, d=1. c=8. A +8; B 1*8=8.",
      [game("A", 9, 9, "open", "B")], [E(pulya={"A": 8}, vists={"B>A": 8})]),
    S("9-whister-none", "9, t=10; B alone short 1 -> B gora 8. A +8.",
      [game("A", 9, 10, "open", "B")], [E(pulya={"A": 8}, gora={"B": 8})]),
    S("10-whisted-none", "10 whisted (default, N=1), t=10; B alone took 0 -> B gora c=10. A +10.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10}, gora={"B": 10})]),
    S("10-checked-none", "10 under ten=checked (N=0): t=10, B alone took 0 -> no responsibility. "
      "A +10, nothing else.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10})], settings={"ten": "checked"}),
    S("10-whisted-fails", "10 whisted, t=9; B alone d=1. c=10,u=1. A gora 10; B 1*10 + 10 "
      "consolation = 20; C 10.",
      [game("A", 10, 9, "open", "B")],
      [E(gora={"A": 10}, vists={"B>A": 20, "C>A": 10}, consolation={"B>A": 10, "C>A": 10})]),
    S("10-checked-fails", "10 under ten=checked, t=9: 'vists and consolation as usual' (only N=0 "
      "differs): A gora 10; B 10+10=20; C 10.",
      [game("A", 10, 9, "open", "B")],
      [E(gora={"A": 10}, vists={"B>A": 20, "C>A": 10}, consolation={"B>A": 10, "C>A": 10})],
      settings={"ten": "checked"}),
    S("6-made-closed", "6, t=6; B whists alone, \"closed\": System «M»'s invited closed whist (the "
      "gentleman's split) is no Sochi rule (§4: Sochi greedy), so the input is refused, not scored as "
      "an open whist [engine's reading kept].",
      [game("A", 6, 6, "closed", "B")], [refused("not_in_system")]),
]

# ---------------------------------------------------------------- failed contracts
DEALS += [
    S("6-fails-2", "6, t=4; B alone, d=6. c=2,u=2. A gora 4; consolation 2*2=4 each; B 6*2+4=16; "
      "C 4.",
      [game("A", 6, 4, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 16, "C>A": 4}, consolation={"B>A": 4, "C>A": 4})]),
    S("6-fails-6", "6, t=0; B alone, d=10. u=6. A gora 2*6=12; consolation 12 each; B 10*2+12=32; "
      "C 12.",
      [game("A", 6, 0, "open", "B")],
      [E(gora={"A": 12}, vists={"B>A": 32, "C>A": 12}, consolation={"B>A": 12, "C>A": 12})]),
    S("7-fails-2-both", "7, t=5; both whist B 3, C 2. c=4,u=2. A gora 8; consolation 8 each; "
      "B 3*4+8=20; C 2*4+8=16. Each took >= N/2=1.",
      [game("A", 7, 5, "both", "B", 3)],
      [E(gora={"A": 8}, vists={"B>A": 20, "C>A": 16}, consolation={"B>A": 8, "C>A": 8})]),
    S("7-fails-both-one-empty", "7, t=6; both whist B 4, C 0. c=4,u=1. A gora 4; B 4*4+4=20; "
      "C 0+4=4. Individual owes N/2=1 'whatever the partner took' and the digest's table says "
      "'always' (also on a failed contract) [ambiguity, default taken] -> C gora 4*1=4.",
      [game("A", 7, 6, "both", "B", 4)],
      [E(gora={"A": 4, "C": 4}, vists={"B>A": 20, "C>A": 4}, consolation={"B>A": 4, "C>A": 4})]),
    S("10-fails-2-both", "10, t=8; both whist B 1, C 1. c=10,u=2. A gora 20; consolation 20 each; "
      "B 10+20=30; C 30.",
      [game("A", 10, 8, "both", "B", 1)],
      [E(gora={"A": 20}, vists={"B>A": 30, "C>A": 30}, consolation={"B>A": 20, "C>A": 20})]),
    S("9-fails-1-gentleman", "9, t=8, B alone, setting gentleman=true: split on a failed contract, "
      "odd trick to the whister; d=2 -> B 1, C 1. c=8,u=1. A gora 8; B 1*8+8=16; C 1*8+8=16.",
      [game("A", 9, 8, "open", "B")],
      [E(gora={"A": 8}, vists={"B>A": 16, "C>A": 16}, consolation={"B>A": 8, "C>A": 8})],
      settings={"gentleman": True}),
    S("6-fails-1-gentleman", "6, t=5, B alone, gentleman=true: d=5 split 3 (whister, odd trick) / 2. "
      "c=2,u=1: A gora 2; B 3*2+2=8; C 2*2+2=6.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 2}, vists={"B>A": 8, "C>A": 6}, consolation={"B>A": 2, "C>A": 2})],
      settings={"gentleman": True}),
]

# ---------------------------------------------------------------- two whisters (individual / pair)
DEALS += [
    S("6-both-4-0", "6, t=6; both whist B 4, C 0. Individual: C owes 2, took 0 -> C gora 2*2=4. "
      "A +2; B 4*2=8.",
      [game("A", 6, 6, "both", "B", 4)],
      [E(pulya={"A": 2}, gora={"C": 4}, vists={"B>A": 8})]),
    S("6-both-4-0-pair", "6, t=6, two_whisters=pair: the pair took 4 = N, nobody charged. A +2; "
      "B 8.",
      [game("A", 6, 6, "both", "B", 4)],
      [E(pulya={"A": 2}, vists={"B>A": 8})], settings={"two_whisters": "pair"}),
    S("6-both-3-0-pair", "6, t=7, two_whisters=pair: pair 3 < N=4, each charged his own deficit "
      "below N/2=2: B has 3 (none), C 0 (short 2) -> C gora 2*2=4. A +2; B 3*2=6.",
      [game("A", 6, 7, "both", "B", 3)],
      [E(pulya={"A": 2}, gora={"C": 4}, vists={"B>A": 6})], settings={"two_whisters": "pair"}),
    S("8-both-0-0", "8, t=10; both whist, both 0. Individual: each with 0 tricks pays c=6. "
      "A +6; B gora 6; C gora 6.",
      [game("A", 8, 10, "both", "B", 0)],
      [E(pulya={"A": 6}, gora={"B": 6, "C": 6})]),
    S("8-both-1-0-pair", "8, t=9, pair: the pair took 1 = N: nobody. A +6; B 1*6=6. "
      "(Individual would charge C 6.)",
      [game("A", 8, 9, "both", "B", 1)],
      [E(pulya={"A": 6}, vists={"B>A": 6})], settings={"two_whisters": "pair"}),
    S("9-both-0-0-pair-both", "9, t=10, pair, pair_at_zero=both (the default of the pair rule "
      "[ambiguity: the digest names no default; 'both' as the individual amounts]): B gora 8, C "
      "gora 8. A +8.",
      [game("A", 9, 10, "both", "B", 0)],
      [E(pulya={"A": 8}, gora={"B": 8, "C": 8})], settings={"two_whisters": "pair"}),
    S("9-both-0-0-pair-last", "9, t=10, pair, pair_at_zero=last: only the last whister pays c=8. "
      "A declares, B speaks first, C last -> C gora 8. A +8.",
      [game("A", 9, 10, "both", "B", 0)],
      [E(pulya={"A": 8}, gora={"C": 8})],
      settings={"two_whisters": "pair", "pair_at_zero": "last"}),
    S("10-both-0-0", "10, t=10, both whist, both 0. Individual: each c=10. A +10; B 10; C 10.",
      [game("A", 10, 10, "both", "B", 0)],
      [E(pulya={"A": 10}, gora={"B": 10, "C": 10})]),
    S("7-both-2-1", "7, t=7; both whist B 2, C 1 (A declares). c=4. A +4; B 8; C 4. Both met 1.",
      [game("A", 7, 7, "both", "C", 1)],
      [E(pulya={"A": 4}, vists={"B>A": 8, "C>A": 4})]),
]

# ---------------------------------------------------------------- misère, passes, half-whist
DEALS += [
    S("misere-made", "Misère, 0 tricks: pulya +10 (§0, not System M's 8). No vists.",
      [misere("A", 0)], [E(pulya={"A": 10})]),
    S("misere-1", "Misère, 1 trick: gora 10*1=10; no vists, no consolation.",
      [misere("A", 1)], [E(gora={"A": 10})]),
    S("misere-3", "Misère by B, 3 tricks: B gora 10*3=30.",
      [misere("B", 3)], [E(gora={"B": 30})]),
    S("8-both-pass", "8, both pass: made, not played: A +6, no vists.",
      [passed("A", 8)], [E(pulya={"A": 6})]),
    S("10-both-pass", "10, both pass: A +10.",
      [passed("A", 10)], [E(pulya={"A": 10})]),
    S("7-half-whist", "7, pass - half-whist (B) - pass: A +4; B writes c*N/2 = 4*1 = 4.",
      [half("A", 7, "B")], [E(pulya={"A": 4}, vists={"B>A": 4})]),
    S("7-half-then-whist", "7, B half-whists, C (the passer) takes the whist back: a normal lone "
      "whist by C (half-whist void). t=7, d=3: A +4; C 3*4=12.",
      [game("A", 7, 7, "open", "C", after_half=1)],
      [E(pulya={"A": 4}, vists={"C>A": 12})]),
]

# ---------------------------------------------------------------- four players (§0.2, §1.6)
DEALS += [
    S("4p-6-fails-2", "4 players, D deals. A 6, t=4; B alone, C passes. c=2,u=2, d=6. A gora 4; "
      "consolation 4 from B, C and D (dealer writes, default); B 6*2+4=16.",
      [game("A", 6, 4, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 16, "C>A": 4, "D>A": 4},
         consolation={"B>A": 4, "C>A": 4, "D>A": 4})], players=4),
    S("4p-6-fails-2-no-dealer", "As 4p-6-fails-2 with dealer_consolation=false: the dealer writes "
      "nothing. A gora 4; B 16; C 4.",
      [game("A", 6, 4, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 16, "C>A": 4}, consolation={"B>A": 4, "C>A": 4})],
      players=4, settings={"dealer_consolation": False}),
    S("4p-8-fails-both", "4 players, D deals. B declares 8, t=7; A and C whist, A 2, C 1. c=6,u=1. "
      "B gora 6; consolation 6 each from A, C, D; A 2*6+6=18; C 1*6+6=12; D 6.",
      [game("B", 8, 7, "both", "A", 2)],
      [E(gora={"B": 6}, vists={"A>B": 18, "C>B": 12, "D>B": 6},
         consolation={"A>B": 6, "C>B": 6, "D>B": 6})], players=4),
    S("4p-9-made", "4 players, D deals. A 9, t=9; C alone, B passes. A +8; C 1*8=8; dealer nothing "
      "(consolation only on a failure).",
      [game("A", 9, 9, "open", "C")],
      [E(pulya={"A": 8}, vists={"C>A": 8})], players=4),
    S("4p-misere-2", "4 players, D deals. A misère, 2 tricks: gora 20; no consolation from anyone "
      "(misère: no vists).",
      [misere("A", 2)], [E(gora={"A": 20})], players=4),
    S("4p-raspasy", "4 players, D deals and sits out (§1.6). Raspasy x1 among A, B, C: 4/4/2 -> "
      "gora 4/4/2, amnesty of 2 -> 2/2/0.",
      [raspasy(A=4, B=4, C=2)], [E(gora={"A": 2, "B": 2}, price=1, minimum_next=6)], players=4),
]

# ---------------------------------------------------------------- raspasy: progression, reset, bonus, exit
DEALS += [
    S("raspasy-1-2-3-3", "Four raspasy in a row: price 1, 2, 3, 3 (§1.3). "
      "4/3/3 x1 = 4/3/3 - 3 -> 1/0/0. 2/6/2 x2 = 4/12/4 - 4 -> 0/8/0. "
      "5/1/4 x3 = 15/3/12 - 3 -> 12/0/9. 3/3/4 x3 = 9/9/12 - 9 -> 0/0/3.",
      [raspasy(A=4, B=3, C=3), raspasy(A=2, B=6, C=2), raspasy(A=5, B=1, C=4),
       raspasy(A=3, B=3, C=4)],
      [E(gora={"A": 1}, price=1), E(gora={"B": 8}, price=2), E(gora={"A": 12, "C": 9}, price=3),
       E(gora={"C": 3}, price=3)]),
    S("raspasy-reset-made", "Raspasy x1 3/3/4 -> 0/0/1. A 6 made (B alone, t=6): A +2, B 4*2=8. "
      "A played deal resets: next raspasy at x1: 2/4/4 -> 0/2/2.",
      [raspasy(A=3, B=3, C=4), game("A", 6, 6, "open", "B"), raspasy(A=2, B=4, C=4)],
      [E(gora={"C": 1}, price=1), E(pulya={"A": 2}, vists={"B>A": 8}),
       E(gora={"B": 2, "C": 2}, price=1)]),
    S("raspasy-reset-failed", "Raspasy x1 1/4/5 -> 0/3/4. A 7, t=6, B alone: A gora 4; B 4*4+4=20; "
      "C 4. A failed game resets too (§1.3): raspasy x1 5/5/0: C took 0 -> C pulya +1 (one trick "
      "at price 1); gora 5/5/0, amnesty 0.",
      [raspasy(A=1, B=4, C=5), game("A", 7, 6, "open", "B"), raspasy(A=5, B=5, C=0)],
      [E(gora={"B": 3, "C": 4}, price=1),
       E(gora={"A": 4}, vists={"B>A": 20, "C>A": 4}, consolation={"B>A": 4, "C>A": 4}),
       E(pulya={"C": 1}, gora={"A": 5, "B": 5}, price=1)]),
    S("raspasy-reset-misere", "Raspasy x1 6/2/2 -> 4/0/0. B misère made: B +10. Misère resets: "
      "raspasy x1 1/1/8 -> 0/0/7.",
      [raspasy(A=6, B=2, C=2), misere("B", 0), raspasy(A=1, B=1, C=8)],
      [E(gora={"A": 4}, price=1), E(pulya={"B": 10}), E(gora={"C": 7}, price=1)]),
    S("raspasy-reset-pass", "Raspasy x1 2/2/6 -> 0/0/4. A 6, both pass: A +2. Both-pass counts as "
      "made and resets (default; RS's no-reset is the setting) [ambiguity, default taken]: "
      "raspasy x1 3/4/3 -> 0/1/0.",
      [raspasy(A=2, B=2, C=6), passed("A", 6), raspasy(A=3, B=4, C=3)],
      [E(gora={"C": 4}, price=1), E(pulya={"A": 2}), E(gora={"B": 1}, price=1)]),
    S("raspasy-no-reset-pass", "As raspasy-reset-pass with pass_resets_raspasy=false: the third "
      "deal is the 2nd raspasy of the series at x2: 3/4/3 -> 6/8/6 - 6 -> 0/2/0.",
      [raspasy(A=2, B=2, C=6), passed("A", 6), raspasy(A=3, B=4, C=3)],
      [E(gora={"C": 4}, price=1), E(pulya={"A": 2}), E(gora={"B": 2}, price=2)],
      settings={"pass_resets_raspasy": False}),
    S("raspasy-zero-at-3", "x1 4/4/2 -> 2/2/0; x2 3/3/4 -> 6/6/8 - 6 -> 0/0/2; x3 0/3/7: A took 0 "
      "-> A pulya +3 (one trick at price 3); gora 0/9/21, amnesty 0.",
      [raspasy(A=4, B=4, C=2), raspasy(A=3, B=3, C=4), raspasy(A=0, B=3, C=7)],
      [E(gora={"A": 2, "B": 2}, price=1), E(gora={"C": 2}, price=2),
       E(pulya={"A": 3}, gora={"B": 9, "C": 21}, price=3)]),
    S("raspasy-zero-flat", "zero_trick=flat [RS]: x1 3/3/4 -> 0/0/1; x2 0/5/5: A pulya +1 (flat, "
      "not the price 2); gora 0/10/10.",
      [raspasy(A=3, B=3, C=4), raspasy(A=0, B=5, C=5)],
      [E(gora={"C": 1}, price=1), E(pulya={"A": 1}, gora={"B": 10, "C": 10}, price=2)],
      settings={"zero_trick": "flat"}),
    S("raspasy-zero-first", "First raspasy x1, 0/4/6: A pulya +1; gora 0/4/6 (min 0).",
      [raspasy(A=0, B=4, C=6)], [E(pulya={"A": 1}, gora={"B": 4, "C": 6}, price=1)]),
    S("exit-simple-6", "Exit simple (default 6/6/6): after a raspasy a 6 is allowed. x1 5/3/2 -> "
      "3/1/0; A 6, t=6, B alone: A +2; B 8.",
      [raspasy(A=5, B=3, C=2), game("A", 6, 6, "open", "B")],
      [E(gora={"A": 3, "B": 1}, price=1, minimum_next=6), E(pulya={"A": 2}, vists={"B>A": 8})]),
    S("exit-strict-7-after-1", "exit=strict (7/8/8): after the 1st raspasy at least 7; a 7 is "
      "allowed. x1 4/3/3 -> 1/0/0; A 7, t=7, B alone: A +4; B 3*4=12.",
      [raspasy(A=4, B=3, C=3), game("A", 7, 7, "open", "B")],
      [E(gora={"A": 1}, price=1, minimum_next=7), E(pulya={"A": 4}, vists={"B>A": 12})],
      settings={"exit": "strict"}),
]

# ---------------------------------------------------------------- closing and help (§1.5), T small
DEALS += [
    S("help-exact", "T=6. A 8 both pass: A +6 (closed). B 6 both pass: B +2. A 7 both pass: A is "
      "closed, his 4 points go to the open player with the largest pulya: B (2 > C's 0) -> B +4 "
      "= 6, closed; A writes 10*4=40 on B.",
      [passed("A", 8), passed("B", 6), passed("A", 7)],
      [E(pulya={"A": 6}), E(pulya={"B": 2}), E(pulya={"B": 4}, vists={"A>B": 40}, help={"A>B": 40})],
      pulya_to=6),
    S("help-surplus-next", "T=6. A 8 pass: A +6. B 7 pass: B +4. A 7 pass: 4 points; B needs 2 -> "
      "B +2 (closed), A 20 on B; surplus 2 to the next open player C -> C +2, A 20 on C.",
      [passed("A", 8), passed("B", 7), passed("A", 7)],
      [E(pulya={"A": 6}), E(pulya={"B": 4}),
       E(pulya={"B": 2, "C": 2}, vists={"A>B": 20, "A>C": 20}, help={"A>B": 20, "A>C": 20})],
      pulya_to=6),
    S("help-tie-clockwise", "T=6. A 8 pass: +6. A 6 pass: 2 points, B and C both at 0: tie -> the "
      "first clockwise from the helper A, i.e. B [reading: clockwise from the helper]. B +2; A 20 "
      "on B.",
      [passed("A", 8), passed("A", 6)],
      [E(pulya={"A": 6}), E(pulya={"B": 2}, vists={"A>B": 20}, help={"A>B": 20})], pulya_to=6),
    S("help-excess-of-closing-game", "T=6. B 6 pass: B +2. A 8 pass: A +6 closed. B 8 pass: B 2+6=8 "
      "-> 6, the excess 2 (default: the excess over T, not LL's whole games) goes to C (only open) "
      "-> C +2; B 20 on C.",
      [passed("B", 6), passed("A", 8), passed("B", 8)],
      [E(pulya={"B": 2}), E(pulya={"A": 6}),
       E(pulya={"B": 4, "C": 2}, vists={"B>C": 20}, help={"B>C": 20})], pulya_to=6),
    S("help-own-gora-then-others", "T=4. A 6, t=5, B alone: A gora 2; B 5*2+2=12; C 2. B 7 pass: "
      "B +4 closed. C 7 pass: C +4 closed. A 9 pass: 8 points, 4 close A's pulya (the game ends: "
      "all closed, §1.5), 4 over with nobody open -> off A's own gora: 2 -> 0 (gora -2), the "
      "other 2 into the others' gora: B +2, C +2.",
      [game("A", 6, 5, "open", "B"), passed("B", 7), passed("C", 7), passed("A", 9)],
      [E(gora={"A": 2}, vists={"B>A": 12, "C>A": 2}, consolation={"B>A": 2, "C>A": 2}),
       E(pulya={"B": 4}), E(pulya={"C": 4}), E(pulya={"A": 4}, gora={"A": -2, "B": 2, "C": 2})],
      pulya_to=4),
]

# ---------------------------------------------------------------- refusals
DEALS += [
    S("no-half-whist-on-8", "Half-whist is on 6 and 7 only (§0).",
      [half("A", 8, "B")], [refused("half_whist_level", "half-whist only on 6 and 7")]),
    S("no-whist-on-misere", "Nobody whists a misère (§0: no vists).",
      [game("A", "misere", 0, "open", "B")], [refused("whist_on_misere", "no whist on a misere")]),
    S("raspasy-not-10", "Raspasy tricks must sum to 10.",
      [raspasy(A=4, B=3, C=2)], [refused("raspasy_sum", "tricks must sum to 10")]),
    S("4p-raspasy-dealer-tricks", "4 players: the dealer takes no part in Sochi raspasy (§1.6 "
      "default), tricks for him are refused.",
      [raspasy(A=4, B=3, C=2, D=1)], [refused("raspasy_dealer", "tricks for a player not in the deal")],
      players=4),
    S("4p-dealer-declares", "4 players: the dealer sits out.",
      [game("D", 6, 6, "open", "A")], [refused("dealer_sits_out", "the dealer sits out")], players=4),
    S("4p-dealer-whists", "4 players: the dealer does not whist in Sochi.",
      [game("A", 6, 6, "open", "D")], [refused("whister_dealer", "whister is the dealer")], players=4),
    S("no-check-input", "System «M»'s checked ten (no vists, no consolation) is not a Sochi defence: "
      "the setting ten=checked changes N, the input stays a whist [reading].",
      [game("A", 10, 9, "check")], [refused("not_in_system")]),
    S("no-takeover", "System «M»'s dealer take-over (§6 of system-m) is not Sochi.",
      [game("A", 8, 8, "open", "B", dealer_role="takeover")], [refused("not_in_system")],
      players=4),
    S("no-half-and-half", "System «M»'s half-and-half with the declarer is not Sochi.",
      [misere("A", 0, dealer_role="half_declarer")], [refused("not_in_system")], players=4),
    S("exit-hard-refuses-6", "exit=hard (7/7/7): after a raspasy a 6 is refused.",
      [raspasy(A=4, B=3, C=3), game("A", 6, 6, "open", "B")],
      [E(gora={"A": 1}, price=1, minimum_next=7),
       refused("exit_minimum", "contract under the exit minimum 7")], settings={"exit": "hard"}),
    S("exit-strict-refuses-7", "exit=strict (7/8/8): after the 2nd raspasy in a row at least 8. "
      "x1 4/3/3 -> 1/0/0; x2 5/3/2 = 10/6/4 - 4 -> 6/2/0; then a 7 is refused.",
      [raspasy(A=4, B=3, C=3), raspasy(A=5, B=3, C=2), game("A", 7, 7, "open", "B")],
      [E(gora={"A": 1}, price=1, minimum_next=7), E(gora={"A": 6, "B": 2}, price=2, minimum_next=8),
       refused("exit_minimum", "contract under the exit minimum 8")], settings={"exit": "strict"}),
]

# ---------------------------------------------------------------- whole pulyas, closed and settled (§0.1, §1.5)
S9_EVENTS = [
    game("A", 6, 6, "open", "B"),        # defence B3 + C1, greedy: all 4 to B
    game("B", 8, 8, "open", "C"),
    raspasy(A=2, B=5, C=3),
    game("C", 7, 6, "both", "A", 2),
    game("A", 9, 9, "open", "B"),
    game("B", 7, 7, "open", "C"),
    passed("A", 6),
    misere("C", 0),
]
S9_EXPECT = [
    E(pulya={"A": 2}, vists={"B>A": 8}),
    E(pulya={"B": 6}, vists={"C>B": 12}),
    E(gora={"B": 3, "C": 1}, price=1),
    E(gora={"C": 4}, vists={"A>C": 12, "B>C": 12}, consolation={"A>C": 4, "B>C": 4}),
    E(pulya={"A": 8}, vists={"B>A": 8}),
    E(pulya={"B": 4}, vists={"C>B": 12}),
    E(pulya={"C": 2}, vists={"A>C": 20}, help={"A>C": 20}),
    E(pulya={"C": 8}, gora={"C": -2}),
]
S9_WHY = (
    "S9, T=10. 1: A 6 made, B alone d=4: A P2, B 4*2=8 on A. 2: B 8 made, C alone d=2: B P6, C 12 "
    "on B. 3: raspasy x1 2/5/3, amnesty 2 -> B G+3, C G+1. 4: C 7 t=6, A and B 2/2: C G4, each "
    "2*4+4=12 on C. 5: A 9 made, B 1: A P 2+8=10 closed, B 8 on A. 6: B 7 made, C d=3: B P 6+4=10 "
    "closed, C 12 on B. 7: A 6 both pass, A closed: 2 points help C (the only open) -> C P2, A 20 "
    "on C. 8: C misère made: C P 2+10=12 -> 10 (+8), 2 over, nobody open -> C's own gora 5-2=3.")
S9_FINAL = {
    "pulya": {"A": 10, "B": 10, "C": 10}, "gora": {"A": 0, "B": 3, "C": 3},
    "vists": {"A>C": 32, "B>A": 16, "B>C": 12, "C>B": 24},
    "balance": {"A": 16, "B": 4, "C": -20},
    "to_T": {}, "amnesty": 0, "reduced_gora": {"A": 0, "B": 3, "C": 3},
    "results_n": {"A": 108, "B": -18, "C": -90},
    "results": {"A": 36, "B": -6, "C": -30},
    "net_n": {"B>A": 18, "A>C": 126, "C>B": 36},
    "why": "V: A 32-16=+16, B 28-24=+4, C 24-44=-20. All at T, amnesty 0, g=0/3/3: A and C write "
           "10*3/3=10 on B, A and B write 10 on C. A 52-16=+36; B 38-44=-6; C 34-64=-30. "
           "Formula D=P-G=10/7/7: (10/3)(3D-24)=+20/-10/-10, +V = +36/-6/-30 (x3: 108/-18/-90). "
           "Net pair by pair: B>A 16-10=6, A>C 32+10=42, C>B 24+10-(12+10)=12.",
}

PULYAS = [
    S("S9", S9_WHY, S9_EVENTS, S9_EXPECT, final=S9_FINAL, source="S9"),
    S("S9-divisor-n-1", S9_WHY + " Settled with divisor=n-1 (System M's indivisible gora): "
      "(10/2)*sum(D_i-D_j): A 5*6=30, B 5*(-3)=-15, C -15; +V -> +46/-11/-35.",
      S9_EVENTS, S9_EXPECT, settings={"divisor": "n-1"}, source="S9",
      final=dict(S9_FINAL, results_n={"A": 92, "B": -22, "C": -70},
                 results={"A": 46, "B": -11, "C": -35},
                 net_n={"B>A": 2, "A>C": 94, "C>B": 24},
                 why="Under divisor=n-1 each other player writes 10*g/2 = 15 on B and on C. "
                     "Totals: A>C 32+15=47, A>B 15, B>A 16, B>C 12+15=27, C>B 24+15=39. "
                     "A 62-16=+46; B 43-54=-11; C 39-74=-35 (x2: 92/-22/-70). Net pair by pair: "
                     "B>A 16-15=1, A>C 47, C>B 39-27=12.")),
]

FOUR_EVENTS = [
    game("A", 7, 7, "open", "B"),         # dealer D
    game("B", 6, 5, "open", "C"),         # dealer A (writes consolation); D passes
    raspasy(A=1, C=5, D=4),               # dealer B sits out
    game("D", 6, 6, "both", "A", 3),      # dealer C; A 3, B 1
    game("C", 7, 8, "open", "A"),         # dealer D; B passes
    misere("B", 0),                       # dealer A
]
FOUR_EXPECT = [
    E(pulya={"A": 4}, vists={"B>A": 12}),
    E(gora={"B": 2}, vists={"C>B": 12, "D>B": 2, "A>B": 2},
      consolation={"C>B": 2, "D>B": 2, "A>B": 2}),
    E(gora={"C": 4, "D": 3}, price=1),
    E(pulya={"D": 2}, gora={"B": 2}, vists={"A>D": 6, "B>D": 2}),
    E(pulya={"C": 4}, vists={"A>C": 8}),
    E(pulya={"B": 4, "D": 2}, gora={"B": -4}, vists={"B>D": 20}, help={"B>D": 20}),
]
FOUR_WHY = (
    "Four players, T=4, first dealer D, the deal passing D, A, B, C, D, A. "
    "1 (D deals): A 7, t=7, B alone d=3: A P4 (closed), B 3*4=12 on A. "
    "2 (A deals): B 6, t=5; C alone, D passes: B G2; C 5*2+2=12; D 2; dealer A 2 (consolation). "
    "3 (B deals, sits out): raspasy x1 A1 C5 D4 -> gora 1/5/4, amnesty 1 -> A 0, C 4, D 3. "
    "4 (C deals): D 6, t=6; A and B whist 3/1: D P2; A 3*2=6, B 1*2=2 on D; individual: B owes 2, "
    "took 1 -> B G+2. 5 (D deals): C 7, t=8; A alone d=2=N: C P4 (closed); A 2*4=8 on C. "
    "6 (A deals): B misère made: 10 points, B P 0 -> 4 (closed), 6 over: help D (the only open, P2) "
    "-> D +2 (closed), B writes 10*2=20 on D; 4 left, nobody open -> off B's own gora 2+2-4=0.")
FOUR_FINAL = {
    "pulya": {"A": 4, "B": 4, "C": 4, "D": 4}, "gora": {"A": 0, "B": 0, "C": 4, "D": 3},
    "vists": {"B>A": 12, "C>B": 12, "D>B": 2, "A>B": 2, "A>D": 6, "B>D": 22, "A>C": 8},
    "balance": {"A": 4, "B": 18, "C": 4, "D": -26},
    "to_T": {}, "amnesty": 0, "reduced_gora": {"A": 0, "B": 0, "C": 4, "D": 3},
    "results_n": {"A": 86, "B": 142, "C": -74, "D": -154},
    "results": {"A": 22, "B": 36, "C": -19, "D": -39},
    "net_n": {"B>A": 40, "A>C": 72, "A>D": 54, "C>B": 8, "B>D": 110, "D>C": 10},
    "why": "V: A wrote 2+6+8=16, got 12: +4; B wrote 12+22=34, got 16: +18; C wrote 12, got 8: +4; "
           "D wrote 2, got 28: -26 (sum 0). All at T=4, amnesty of min 0; g=0/0/4/3; n=4: each "
           "other player writes 10*4/4=10 on C and 10*3/4=7.5 on D. Gora part: A +17.5, B +17.5, "
           "C 7.5-30=-22.5, D 10-22.5=-12.5. Results +21.5/+35.5/-18.5/-38.5 (x4: 86/142/-74/-154, "
           "all remainder 2 mod 4). Formula D=P-G=4/4/0/1, sum 9: 10*D_i - 2.5*9 + V_i, same. "
           "Rounding (largest remainder, up first the smaller reduced gora, then seat order): floors "
           "21/35/-19/-39 sum -2 -> up A (g 0) and B (g 0, after A) -> +22/+36/-19/-39. "
           "Net pair by pair (vists incl. gora vists): A>B 2 vs B>A 12 -> B>A 10; A>C 8+10=18; "
           "A>D 6+7.5=13.5; B>C 10 vs C>B 12 -> C>B 2; B>D 22+7.5=29.5 vs D>B 2 -> B>D 27.5; C>D "
           "7.5 vs D>C 10 -> D>C 2.5 (x4 in net_n).",
}
PULYAS += [S("sochi-four", FOUR_WHY, FOUR_EVENTS, FOUR_EXPECT, players=4, pulya_to=4,
             final=FOUR_FINAL)]
