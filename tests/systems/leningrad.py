"""Leningrad («ленинградка», «Питер»): hand-checked deals, arithmetic in every ``why``.

Rules: ../shared/spec/other-systems.md §0 and §2.  c = 2(L-5) =
2/4/6/8/10; N = 4/2/1/1/1.  Pulya c; gora 2c per undertrick; vists 2c per
trick; consolation 2c per undertrick from each opponent (at four the dealer
too).  Lone whister: made -> he writes all 2c*d; failed -> gentleman,
whister and passer each 2c*d/2 plus consolation.  Half responsibility: c per
missing trick, whisters only.  Two whisters: pair rule (6/7: each his own
deficit below N/2 when the pair is short; 8-10 pair at 0: each c).
Half-whist 2c*N/2 = 8.  Misère 10 / 20 gora per trick.  Raspasy gora at 2, 4,
6, 6 per trick, no amnesty, zero tricks -2*price gora; exit at least 7
after any raspasy; only a whisted made contract ends the series.  No help;
at the end gora += 2*(T-P), settled ÷n.

Three players A, B, C (dealer C); four A, B, C, D (dealer D), the deal
passing clockwise each event.  Vists "B>A": B writes on A.
"""
from systems.build import E, case, game, half, misere, passed, raspasy, refused

SYSTEM = "leningrad"


def L(*args, **kw):
    return case(SYSTEM, *args, **kw)


DEALS = []

# ---------------------------------------------------------------- the digest's examples (§2.7)
DEALS += [
    L("L1", "L1 (FSPR document): 4 players, D deals. A's 6 fails by one (t=5); B alone takes all 5, "
      "C passed. 2c=4: A gora 4*1=4; trick vists 4*5=20 split 10/10 (gentleman); consolation 4 "
      "each from B, C and the dealer D: B 14, C 14, D 4.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 14, "C>A": 14, "D>A": 4},
         consolation={"B>A": 4, "C>A": 4, "D>A": 4})], players=4, source="L1"),
    L("L2", "L2: 7 made exactly; B alone, defence 3 (B3, C0). Made: the lone whister writes all "
      "2c*d = 8*3 = 24; C nothing. A pulya +4.",
      [game("A", 7, 7, "open", "B")], [E(pulya={"A": 4}, vists={"B>A": 24})], source="L2"),
    L("L2-split", "L2 with made_split=true (FSPR as read by PU): 24 split 12/12.",
      [game("A", 7, 7, "open", "B")], [E(pulya={"A": 4}, vists={"B>A": 12, "C>A": 12})],
      settings={"made_split": True}, source="L2"),
    L("L3", "L3: 8, A takes 10; both whist, both 0. A pulya +6; pair at 0 on 8-10: each pays c=6: "
      "B gora 6, C gora 6.",
      [game("A", 8, 10, "both", "B", 0)], [E(pulya={"A": 6}, gora={"B": 6, "C": 6})], source="L3"),
    L("L4", "L4: 7, A takes 10; B whists alone, d=0, N=2: half responsibility c=4 per missing trick "
      "-> B gora 2*4=8; C (passed) nothing. A pulya +4.",
      [game("A", 7, 10, "open", "B")], [E(pulya={"A": 4}, gora={"B": 8})], source="L4"),
    L("L5", "L5: pass - half-whist (B) - pass on a 7: A pulya +4; B writes 2c*N/2 = 8*1 = 8.",
      [half("A", 7, "B")], [E(pulya={"A": 4}, vists={"B>A": 8})], source="L5"),
    L("L6", "L6: misère with 1 trick: gora 20*1 = 20.",
      [misere("A", 1)], [E(gora={"A": 20})], source="L6"),
    L("L7", "L7: raspasy at 2, tricks 4/3/3 -> gora +8/+6/+6 (no amnesty); the next deal needs at "
      "least 7. Raspasy in a row at 4, tricks 0/4/6 -> A took 0: -2 prices = -8; B 16, C 24.",
      [raspasy(A=4, B=3, C=3), raspasy(A=0, B=4, C=6)],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7),
       E(gora={"A": -8, "B": 16, "C": 24}, price=4, minimum_next=7)], source="L7"),
]

# ---------------------------------------------------------------- one whister, made (whister writes all)
DEALS += [
    L("6-made-exact", "6, t=6; B alone d=4=N. 2c=4: B 4*4=16. A pulya +2.",
      [game("A", 6, 6, "open", "B")], [E(pulya={"A": 2}, vists={"B>A": 16})]),
    L("6-whister-short-2", "6, t=8; B alone d=2, short 2: half responsibility c=2 per trick -> B gora "
      "4; B writes 2*4=8. A +2.",
      [game("A", 6, 8, "open", "B")], [E(pulya={"A": 2}, gora={"B": 4}, vists={"B>A": 8})]),
    L("6-whister-none", "6, t=10; B alone d=0, short 4 -> B gora 2*4=8. A +2.",
      [game("A", 6, 10, "open", "B")], [E(pulya={"A": 2}, gora={"B": 8})]),
    L("7-made-d2", "7, t=8; B alone d=2=N: B 2*8=16. A +4.",
      [game("A", 7, 8, "open", "B")], [E(pulya={"A": 4}, vists={"B>A": 16})]),
    L("7-whister-short-1", "7, t=9; B alone d=1, short 1 -> B gora c=4; B 1*8=8. A +4.",
      [game("A", 7, 9, "open", "B")], [E(pulya={"A": 4}, gora={"B": 4}, vists={"B>A": 8})]),
    L("8-made-exact", "8, t=8; B alone d=2: 2c=12: B 24. A +6.",
      [game("A", 8, 8, "open", "B")], [E(pulya={"A": 6}, vists={"B>A": 24})]),
    L("8-whister-none", "8, t=10; B alone, short 1 -> B gora c=6. A +6.",
      [game("A", 8, 10, "open", "B")], [E(pulya={"A": 6}, gora={"B": 6})]),
    L("9-made-exact", "9, t=9; B alone d=1: 2c=16: B 16. A +8.",
      [game("A", 9, 9, "open", "B")], [E(pulya={"A": 8}, vists={"B>A": 16})]),
    L("9-whister-none", "9, t=10; B alone short 1 -> B gora 8. A +8.",
      [game("A", 9, 10, "open", "B")], [E(pulya={"A": 8}, gora={"B": 8})]),
    L("10-whister-none", "10 whisted (N=1), t=10; B alone took 0 -> B gora c=10. A +10.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10}, gora={"B": 10})]),
    L("10-checked-none", "10 under ten=checked (N=0): B alone took 0, no responsibility. A +10.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10})], settings={"ten": "checked"}),
]

# ---------------------------------------------------------------- failed: gentleman for a lone whister
DEALS += [
    L("6-fails-1-3p", "L1 at three: 6, t=5, B alone (C passed), d=5. A gora 2c*u=4; 2c*d=20 split "
      "10/10; consolation 4 each: B 14, C 14.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 14, "C>A": 14}, consolation={"B>A": 4, "C>A": 4})]),
    L("6-fails-3", "6, t=3, B alone, d=7, u=3. A gora 4*3=12; 2c*d=4*7=28 -> 14/14; consolation "
      "4*3=12 each: B 26, C 26.",
      [game("A", 6, 3, "open", "B")],
      [E(gora={"A": 12}, vists={"B>A": 26, "C>A": 26}, consolation={"B>A": 12, "C>A": 12})]),
    L("7-fails-1", "7, t=6, B alone, d=4. 2c=8. A gora 8; 8*4=32 -> 16/16; consolation 8 each: "
      "B 24, C 24.",
      [game("A", 7, 6, "open", "B")],
      [E(gora={"A": 8}, vists={"B>A": 24, "C>A": 24}, consolation={"B>A": 8, "C>A": 8})]),
    L("7-fails-1-closed", "As 7-fails-1 with \"closed\": System «M»'s invited closed whist is no "
      "Leningrad rule (§4: gentleman on failure, open or closed alike), so the input is refused "
      "[engine's reading kept].",
      [game("A", 7, 6, "closed", "B")], [refused("not_in_system")]),
    L("8-fails-2", "8, t=6, B alone, d=4, u=2. 2c=12. A gora 24; 12*4=48 -> 24/24; consolation 24 "
      "each: B 48, C 48.",
      [game("A", 8, 6, "open", "B")],
      [E(gora={"A": 24}, vists={"B>A": 48, "C>A": 48}, consolation={"B>A": 24, "C>A": 24})]),
    L("10-fails-1", "10, t=9, B alone d=1. 2c=20. A gora 20; 20*1 -> 10/10; consolation 20 each: "
      "B 30, C 30.",
      [game("A", 10, 9, "open", "B")],
      [E(gora={"A": 20}, vists={"B>A": 30, "C>A": 30}, consolation={"B>A": 20, "C>A": 20})]),
    L("9-fails-2-both", "9, t=7; both whist B 2, C 1 (no split: each his own). 2c=16, u=2. A gora "
      "32; consolation 32 each; B 2*16+32=64; C 16+32=48.",
      [game("A", 9, 7, "both", "B", 2)],
      [E(gora={"A": 32}, vists={"B>A": 64, "C>A": 48}, consolation={"B>A": 32, "C>A": 32})]),
    L("7-fails-2-both", "7, t=5; both whist B 3, C 2. 2c=8, u=2. A gora 16; consolation 16 each; "
      "B 3*8+16=40; C 2*8+16=32.",
      [game("A", 7, 5, "both", "B", 3)],
      [E(gora={"A": 16}, vists={"B>A": 40, "C>A": 32}, consolation={"B>A": 16, "C>A": 16})]),
    L("7-fails-both-4-0", "7, t=6; both whist B 4, C 0. The pair (4) is not short: nobody charged "
      "(pair rule). 2c=8: A gora 8; B 4*8+8=40; C 0+8=8.",
      [game("A", 7, 6, "both", "B", 4)],
      [E(gora={"A": 8}, vists={"B>A": 40, "C>A": 8}, consolation={"B>A": 8, "C>A": 8})]),
]

# ---------------------------------------------------------------- two whisters, made (pair rule)
DEALS += [
    L("6-both-4-0", "6, t=6; both whist B 4, C 0: pair 4 = N, nobody charged. B 4*4=16. A +2.",
      [game("A", 6, 6, "both", "B", 4)], [E(pulya={"A": 2}, vists={"B>A": 16})]),
    L("6-both-2-1", "6, t=7; B 2, C 1: pair 3 < 4; C 1 below N/2=2 -> C gora c*1=2; B none. "
      "B 2*4=8, C 1*4=4. A +2.",
      [game("A", 6, 7, "both", "B", 2)],
      [E(pulya={"A": 2}, gora={"C": 2}, vists={"B>A": 8, "C>A": 4})]),
    L("6-both-1-1", "6, t=8; B 1, C 1: pair 2 < 4; each 1 below 2 -> each gora 2. B 4, C 4. A +2.",
      [game("A", 6, 8, "both", "B", 1)],
      [E(pulya={"A": 2}, gora={"B": 2, "C": 2}, vists={"B>A": 4, "C>A": 4})]),
    L("6-both-3-0", "6, t=7; B 3, C 0: pair 3 short; C 2 below N/2 -> C gora 2*2=4. B 3*4=12. A +2.",
      [game("A", 6, 7, "both", "B", 3)],
      [E(pulya={"A": 2}, gora={"C": 4}, vists={"B>A": 12})]),
    L("7-both-1-0", "7, t=9; B 1, C 0: pair 1 < 2; C 1 below N/2=1 -> C gora 4. B 8. A +4.",
      [game("A", 7, 9, "both", "B", 1)],
      [E(pulya={"A": 4}, gora={"C": 4}, vists={"B>A": 8})]),
    L("8-both-1-0", "8, t=9; B 1, C 0: pair took 1 = N, nobody. B 12. A +6.",
      [game("A", 8, 9, "both", "B", 1)], [E(pulya={"A": 6}, vists={"B>A": 12})]),
    L("9-both-0-0", "9, t=10; both 0: pair at 0, each c=8. A +8.",
      [game("A", 9, 10, "both", "B", 0)], [E(pulya={"A": 8}, gora={"B": 8, "C": 8})]),
    L("10-both-0-0", "10, t=10; both 0: each c=10. A +10.",
      [game("A", 10, 10, "both", "B", 0)], [E(pulya={"A": 10}, gora={"B": 10, "C": 10})]),
]

# ---------------------------------------------------------------- misère, passes, half-whist
DEALS += [
    L("misere-made", "Misère made: pulya +10; nothing else.", [misere("A", 0)], [E(pulya={"A": 10})]),
    L("misere-2", "Misère by C, 2 tricks: C gora 20*2=40.", [misere("C", 2)], [E(gora={"C": 40})]),
    L("9-both-pass", "9, both pass: made, not played: A +8.", [passed("A", 9)], [E(pulya={"A": 8})]),
    L("6-half-whist", "6, pass - half-whist (C) - pass: A +2; C writes 2c*N/2 = 4*2 = 8.",
      [half("A", 6, "C")], [E(pulya={"A": 2}, vists={"C>A": 8})]),
    L("6-half-then-whist", "6, B half-whists, C takes the whist back: lone whist by C. t=6, d=4: "
      "C 4*4=16. A +2.",
      [game("A", 6, 6, "open", "C", after_half=1)], [E(pulya={"A": 2}, vists={"C>A": 16})]),
]

# ---------------------------------------------------------------- four players (§2.6)
DEALS += [
    L("4p-7-made", "4 players, D deals. B 7, t=7; C alone, A passes, d=3. B +4; C 3*8=24; dealer "
      "nothing.",
      [game("B", 7, 7, "open", "C")], [E(pulya={"B": 4}, vists={"C>B": 24})], players=4),
    L("4p-8-fails", "4 players, D deals. C 8, t=7; A alone, B passes, d=3. 2c=12. C gora 12; "
      "12*3=36 -> 18/18; consolation 12 from A, B and the dealer D: A 30, B 30, D 12.",
      [game("C", 8, 7, "open", "A")],
      [E(gora={"C": 12}, vists={"A>C": 30, "B>C": 30, "D>C": 12},
         consolation={"A>C": 12, "B>C": 12, "D>C": 12})], players=4),
    L("4p-dealer-whists-after-half", "4 players, D deals. A 6; B half-whists, C passes, then the "
      "dealer D whists (FSPR): all vists on a failure, no liability. A t=5, d=5, u=1: A gora 4; D "
      "writes all 2c*d=4*5=20 + 4 consolation = 24; B and C, now passers, consolation 4 each. "
      "[reading: the half-whist is void once D whists; input dealer_role 'dealer_whist' with "
      "whister the dealer]",
      [game("A", 6, 5, "open", "D", after_half=1, dealer_role="dealer_whist")],
      [E(gora={"A": 4}, vists={"D>A": 24, "B>A": 4, "C>A": 4},
         consolation={"D>A": 4, "B>A": 4, "C>A": 4})], players=4),
    L("4p-dealer-whists-short", "4 players, D deals. A 6; B half-whists, C passes, D whists; A "
      "t=8, d=2 < N=4, but the dealer has no liability for a shortfall: A +2; D 2*4=8. [reading as "
      "above]",
      [game("A", 6, 8, "open", "D", after_half=1, dealer_role="dealer_whist")],
      [E(pulya={"A": 2}, vists={"D>A": 8})], players=4),
    L("4p-raspasy-prikup", "4 players, D deals and leads the two prikup cards (FSPR): charged their "
      "tricks, no zero-trick bonus. Tricks A 4, B 3, C 2, D 1 (sum 10 [reading]) at price 2: gora "
      "8/6/4/2.",
      [raspasy(A=4, B=3, C=2, D=1)],
      [E(gora={"A": 8, "B": 6, "C": 4, "D": 2}, price=2, minimum_next=7)], players=4),
    L("4p-raspasy-prikup-zero", "4 players, D deals. A 0, B 5, C 5, D 0 at price 2: A took 0 -> "
      "-2*2 = -4; B 10, C 10; the dealer's 0 earns nothing (no bonus for him).",
      [raspasy(A=0, B=5, C=5, D=0)],
      [E(gora={"A": -4, "B": 10, "C": 10}, price=2, minimum_next=7)], players=4),
]

# ---------------------------------------------------------------- raspasy series
DEALS += [
    L("raspasy-2-4-6-6", "Four raspasy in a row at 2, 4, 6, 6: 4/3/3 -> 8/6/6; 5/3/2 -> 20/12/8; "
      "1/4/5 -> 6/24/30; 3/3/4 -> 18/18/24.",
      [raspasy(A=4, B=3, C=3), raspasy(A=5, B=3, C=2), raspasy(A=1, B=4, C=5),
       raspasy(A=3, B=3, C=4)],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2), E(gora={"A": 20, "B": 12, "C": 8}, price=4),
       E(gora={"A": 6, "B": 24, "C": 30}, price=6), E(gora={"A": 18, "B": 18, "C": 24}, price=6)]),
    L("raspasy-failed-keeps", "Raspasy at 2, 4/3/3 -> 8/6/6. A 7, t=6, B alone (7 allowed): A gora "
      "8; 32 -> 16/16 + 8: B 24, C 24. A failed contract does not end the series: raspasy at 4, "
      "2/4/4 -> 8/16/16.",
      [raspasy(A=4, B=3, C=3), game("A", 7, 6, "open", "B"), raspasy(A=2, B=4, C=4)],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7),
       E(gora={"A": 8}, vists={"B>A": 24, "C>A": 24}, consolation={"B>A": 8, "C>A": 8}),
       E(gora={"A": 8, "B": 16, "C": 16}, price=4)]),
    L("raspasy-whisted-made-ends", "Raspasy at 2, 3/3/4 -> 6/6/8. A 7, t=7, B alone d=3: A +4, "
      "B 24: a whisted made contract ends the series. Raspasy at 2 again: 5/5/0 -> 10/10 and C "
      "-2*2=-4.",
      [raspasy(A=3, B=3, C=4), game("A", 7, 7, "open", "B"), raspasy(A=5, B=5, C=0)],
      [E(gora={"A": 6, "B": 6, "C": 8}, price=2, minimum_next=7),
       E(pulya={"A": 4}, vists={"B>A": 24}, minimum_next=6),
       E(gora={"A": 10, "B": 10, "C": -4}, price=2)]),
    L("raspasy-pass-keeps", "Raspasy at 2, 4/4/2 -> 8/8/4. A 7, both pass: A +4, not whisted: the "
      "series goes on. Raspasy at 4: 1/2/7 -> 4/8/28.",
      [raspasy(A=4, B=4, C=2), passed("A", 7), raspasy(A=1, B=2, C=7)],
      [E(gora={"A": 8, "B": 8, "C": 4}, price=2), E(pulya={"A": 4}),
       E(gora={"A": 4, "B": 8, "C": 28}, price=4)]),
    L("raspasy-misere-keeps", "Raspasy at 2, 2/3/5 -> 4/6/10. B misère made: B +10 (misère ranks "
      "above any 7); it does not end the series. Raspasy at 4: 3/3/4 -> 12/12/16.",
      [raspasy(A=2, B=3, C=5), misere("B", 0), raspasy(A=3, B=3, C=4)],
      [E(gora={"A": 4, "B": 6, "C": 10}, price=2), E(pulya={"B": 10}),
       E(gora={"A": 12, "B": 12, "C": 16}, price=4)]),
    L("exit-home-ends-on-failure", "exit=home (7 then 8, any played game ends the series): raspasy "
      "at 2, 4/3/3 -> 8/6/6; A 7, t=6, B alone: A gora 8, B 24, C 24; the failed game ends the "
      "series: raspasy at 2 again, 2/2/6 -> 4/4/12.",
      [raspasy(A=4, B=3, C=3), game("A", 7, 6, "open", "B"), raspasy(A=2, B=2, C=6)],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7),
       E(gora={"A": 8}, vists={"B>A": 24, "C>A": 24}, consolation={"B>A": 8, "C>A": 8}),
       E(gora={"A": 4, "B": 4, "C": 12}, price=2)], settings={"exit": "home"}),
]

# ---------------------------------------------------------------- refusals
DEALS += [
    L("exit-refuses-6", "After any raspasy at least 7 (FSPR): raspasy 4/3/3 at 2, then a 6 is "
      "refused.",
      [raspasy(A=4, B=3, C=3), game("A", 6, 6, "open", "B")],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7),
       refused("exit_minimum", "contract under the exit minimum 7")]),
    L("exit-home-refuses-7", "exit=home: 7 after the first raspasy, 8 after the second: two "
      "raspasy (2: 4/3/3 -> 8/6/6; 4: 5/3/2 -> 20/12/8), then a 7 is refused.",
      [raspasy(A=4, B=3, C=3), raspasy(A=5, B=3, C=2), game("A", 7, 7, "open", "B")],
      [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7),
       E(gora={"A": 20, "B": 12, "C": 8}, price=4, minimum_next=8),
       refused("exit_minimum", "contract under the exit minimum 8")], settings={"exit": "home"}),
    L("no-half-whist-on-9", "Half-whist only on 6 and 7.",
      [half("A", 9, "B")], [refused("half_whist_level", "half-whist only on 6 and 7")]),
    L("4p-prikup-over-2", "4 players: the dealer's prikup takes at most 2 tricks.",
      [raspasy(A=3, B=2, C=2, D=3)], [refused("prikup_tricks")], players=4),
    L("4p-raspasy-no-dealer", "4 players: Leningrad's dealer plays the prikup; a raspasy that gives "
      "no tricks for him says he took none of its two (the digest names no input; the engine's "
      "reading kept: a sheet without the dealer's line is the same sheet). A 4, B 3, C 3 at 2: gora "
      "8/6/6 (no amnesty), D 0 and no bonus for him.",
      [raspasy(A=4, B=3, C=3)], [E(gora={"A": 8, "B": 6, "C": 6}, price=2, minimum_next=7)], players=4),
    L("no-check-input", "System «M»'s checked ten is not a Leningrad defence [reading].",
      [game("A", 10, 10, "check")], [refused("not_in_system")]),
    L("4p-dealer-declares", "4 players: the dealer does not declare.",
      [game("D", 7, 7, "open", "A")], [refused("dealer_sits_out", "the dealer sits out")], players=4),
    L("no-misere-whist", "Nobody whists a misère.",
      [game("A", "misere", 1, "open", "B")], [refused("whist_on_misere", "no whist on a misere")]),
]

# ---------------------------------------------------------------- whole pulyas, closed and settled (§0.1, §2.5)
L8_EVENTS = [
    game("A", 6, 6, "open", "B"),          # defence B3 + C1: all 4 to the lone whister
    raspasy(A=3, B=3, C=4),
    game("B", 7, 7, "both", "A", 2),       # A 2, C 1
    game("C", 8, 7, "open", "A"),          # B passed; defence 2 + 1
    game("A", 9, 9, "both", "B", 1),       # B 1, C 0
    misere("C", 0),
    game("B", 10, 10, "both", "A", 0),     # A 0, C 0
]
L8_EXPECT = [
    E(pulya={"A": 2}, vists={"B>A": 16}),
    E(gora={"A": 6, "B": 6, "C": 8}, price=2, minimum_next=7),
    E(pulya={"B": 4}, vists={"A>B": 16, "C>B": 8}, minimum_next=6),
    E(gora={"C": 12}, vists={"A>C": 30, "B>C": 30}, consolation={"A>C": 12, "B>C": 12}),
    E(pulya={"A": 8}, vists={"B>A": 16}),
    E(pulya={"C": 10}),
    E(pulya={"B": 10}, gora={"A": 10, "C": 10}),
]
L8_WHY = (
    "L8, T=10. 1: A 6 made, B alone d=4: A P2, B 4*4=16. 2: raspasy at 2, 3/3/4 -> G +6/+6/+8, next "
    "at least 7. 3: B 7 made, A and C 2/1: B P4, A 2*8=16, C 8; the whisted made game ends the "
    "series. 4: C 8 t=7, A alone, B passed, d=3: C G 12*1=12; 12*3=36 split 18/18, +12 each: A 30, B "
    "30. 5: A 9 made, B 1 C 0 (pair met N=1): A P 2+8=10, B 16. 6: C misère made: C P10. 7: B 10 "
    "made, A and C 0/0: B P 4+10=14 (no help, the overflow stays), pair at 0: A G+10, C G+10.")
L8_FINAL = {
    "pulya": {"A": 10, "B": 14, "C": 10}, "gora": {"A": 16, "B": 6, "C": 30},
    "vists": {"B>A": 32, "A>B": 16, "C>B": 8, "A>C": 30, "B>C": 30},
    "balance": {"A": 14, "B": 38, "C": -52},
    "to_T": {"B": -8}, "amnesty": -2, "reduced_gora": {"A": 18, "B": 0, "C": 32},
    "results_n": {"A": 2, "B": 614, "C": -616},
    "results": {"A": 1, "B": 205, "C": -206},
    "net_n": {"B>A": 228, "A>C": 230, "B>C": 386},
    "why": "V: A 46-32=+14, B 62-24=+38, C 8-60=-52. To T: gora += 2*(10-P): B 6+2*(10-14)=-2; "
           "G 16/-2/30; amnesty of -2 -> g=18/0/32. n=3: B and C write 10*18/3=60 on A; A and B "
           "write 10*32/3=106 2/3 on C. Gora part A 106 2/3-120=-13 1/3, B 60+106 2/3=+166 2/3, "
           "C 60-213 1/3=-153 1/3; results +2/3, +204 2/3, -205 1/3 (x3: 2/614/-616, remainder 2 "
           "each). Formula D=2P-G=4/22/-10 same. Rounding: floors 0/204/-206 sum -2 -> up B "
           "(g 0) then A (g 18): +1/+205/-206, as PC's fix on C. Net pair by pair: B>A 32+60-16=76, "
           "A>C 30+106 2/3-60=76 2/3, B>C 30+106 2/3-8=128 2/3 (x3: 228/230/386).",
}

PULYAS = [L("L8", L8_WHY, L8_EVENTS, L8_EXPECT, final=L8_FINAL, source="L8")]

FOUR_EVENTS = [
    game("A", 7, 7, "both", "B", 2),       # dealer D; B 2, C 1
    raspasy(A=1, B=4, C=5, D=0),           # dealer A plays the prikup: 1 trick
    game("C", 8, 9, "open", "D"),          # dealer B; A passes
    game("D", 7, 6, "open", "A"),          # dealer C; B passes
    misere("B", 0),                        # dealer D
    game("D", 9, 10, "both", "B", 0),      # dealer A; B 0, C 0
]
FOUR_EXPECT = [
    E(pulya={"A": 4}, vists={"B>A": 16, "C>A": 8}),
    E(gora={"A": 2, "B": 8, "C": 10, "D": -4}, price=2, minimum_next=7),
    E(pulya={"C": 6}, vists={"D>C": 12}, minimum_next=6),
    E(gora={"D": 8}, vists={"A>D": 24, "B>D": 24, "C>D": 8}, consolation={"A>D": 8, "B>D": 8, "C>D": 8}),
    E(pulya={"B": 10}),
    E(pulya={"D": 8}, gora={"B": 8, "C": 8}),
]
FOUR_WHY = (
    "Four players, T=4, first dealer D (D, A, B, C, D, A). 1 (D deals): A 7 made, B and C whist 2/1: "
    "A P4 (closed); B 2*8=16, C 8. 2 (A deals, leads the prikup): raspasy at 2, A 1 (prikup), B 4, "
    "C 5, D 0: gora A 2, B 8, C 10, D took 0 -> -2*2=-4; next at least 7. 3 (B deals): C 8, t=9, D "
    "alone (A passes), d=1=N: C P6 (overflow stays: 6 > 4), D 12; a whisted made game ends the "
    "series. 4 (C deals): D 7, t=6, A alone, B passes, d=4: D G 8; 8*4=32 -> 16/16 +8: A 24, B 24, "
    "dealer C 8. 5 (D deals): B misère made: B P10. 6 (A deals): D 9, t=10, B and C 0/0: D P8; pair "
    "at 0 -> B G+8, C G+8. All four pulyas reached 4: the pulya ends.")
FOUR_FINAL = {
    "pulya": {"A": 4, "B": 10, "C": 6, "D": 8}, "gora": {"A": 2, "B": 16, "C": 18, "D": 4},
    "vists": {"B>A": 16, "C>A": 8, "D>C": 12, "A>D": 24, "B>D": 24, "C>D": 8},
    "balance": {"A": 0, "B": 40, "C": 4, "D": -44},
    "to_T": {"B": -12, "C": -4, "D": -8}, "amnesty": -4,
    "reduced_gora": {"A": 6, "B": 8, "C": 18, "D": 0},
    "results_n": {"A": 80, "B": 160, "C": -384, "D": 144},
    "results": {"A": 20, "B": 40, "C": -96, "D": 36},
    "net_n": {"B>A": 44, "A>C": 88, "A>D": 36, "B>C": 100, "B>D": 16, "D>C": 196},
    "why": "V: A wrote 24 got 24: 0; B wrote 16+24=40: +40; C wrote 8+8=16 got 12: +4; D wrote 12 "
           "got 56: -44. To T (k=2): B 16+2*(4-10)=4, C 18+2*(4-6)=14, D 4+2*(4-8)=-4, A 2. Amnesty "
           "of -4: g=6/8/18/0. n=4: each other player writes 10*g/4: 15 on A, 20 on B, 45 on C. "
           "Gora part 2.5*(sum g 32 - 4g): A +20, B 0, C -100, D +80. Results +20/+40/-96/+36 "
           "(whole). Formula D=2P-G=6/4/-6/12, sum 16: 10*D_i-40+V_i, same. Net pair by pair: "
           "A>B 20 vs B>A 16+15 -> B>A 11; A>C 45 vs C>A 8+15 -> A>C 22; A>D 24 vs D>A 15 -> A>D 9; "
           "B>C 45 vs C>B 20 -> B>C 25; B>D 24 vs D>B 20 -> B>D 4; C>D 8 vs D>C 12+45 -> D>C 49 "
           "(x4 in net_n).",
}
PULYAS += [L("leningrad-four", FOUR_WHY, FOUR_EVENTS, FOUR_EXPECT, players=4, pulya_to=4,
             final=FOUR_FINAL)]
