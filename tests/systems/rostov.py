"""Rostov («ростовка», «московская пулька»): hand-checked deals, arithmetic in every ``why``.

Rules: ../shared/spec/other-systems.md §0 and §3.  c = 2(L-5) =
2/4/6/8/10; N = 4/2/1/1/1.  Pulya c; gora c*u; vists c per trick;
consolation 10 vists per undertrick from each opponent (at four the dealer
too).  Half responsibility: c/2 per missing trick.  Lone whister: made ->
he writes c*d; failed -> gentleman, whister and passer each c*d/2 plus
consolation.  Two whisters: pair rule (6/7: each his own deficit below N/2
when the pair is short, c/2 a trick; 8-10 pair at 0: only the last whister,
c/2).  Half-whist c*N/2 = 4.  Misère 10 / 10 gora per trick.  Raspasy in
vists: the fewest tricks writes 5 per trick on each other player, two tied
minima share (5*t/2 each) on the third, zero tricks +1 pulya, no
progression, exit 6.  A made game writes off its own gora first.  Help 10
vists a point; settled ÷n.

Three players A, B, C (dealer C); four A, B, C, D (dealer D), the deal
passing clockwise each event.  Vists "B>A": B writes on A.  The last
whister is the second defender clockwise from the declarer (the order of
speaking) [reading].
"""
from systems.build import E, case, game, half, misere, passed, raspasy, refused

SYSTEM = "rostov"


def R(*args, **kw):
    return case(SYSTEM, *args, **kw)


DEALS = []

# ---------------------------------------------------------------- the digest's examples (§3.7)
DEALS += [
    R("R1", "R1: 6 fails by one (t=5); B alone, defence 5 (B3+C2). A gora c*u=2; c*d=10 split 5/5 "
      "(gentleman), plus consolation 10 each: B 15, C 15.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 2}, vists={"B>A": 15, "C>A": 15}, consolation={"B>A": 10, "C>A": 10})],
      source="R1"),
    R("R1-consolation-c", "R1 with consolation=cost (c per undertrick, [MM]): 5 + 2 = 7 each.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 2}, vists={"B>A": 7, "C>A": 7}, consolation={"B>A": 2, "C>A": 2})],
      settings={"consolation": "cost"}, source="R1"),
    R("R2", "R2: 7, A takes 9; B alone takes 1. A pulya +4; B 1*4=4; N=2, 1 short -> B gora c/2*1 "
      "= 2.",
      [game("A", 7, 9, "open", "B")], [E(pulya={"A": 4}, gora={"B": 2}, vists={"B>A": 4})],
      source="R2"),
    R("R3", "R3: 8, A takes 10; B then C whisted, both 0. A pulya +6; pair at 0: only the last "
      "whister C pays c/2 = 3.",
      [game("A", 8, 10, "both", "B", 0)], [E(pulya={"A": 6}, gora={"C": 3})], source="R3"),
    R("R4", "R4: raspasy 6/4/0: C (fewest) writes 5*6=30 on A, 5*4=20 on B; C took 0 -> pulya +1.",
      [raspasy(A=6, B=4, C=0)], [E(pulya={"C": 1}, vists={"C>A": 30, "C>B": 20})], source="R4"),
    R("R5", "R5: raspasy 3/3/4: A and B tie at the minimum and share the writing on C: 5*4/2 = 10 "
      "each.",
      [raspasy(A=3, B=3, C=4)], [E(vists={"A>C": 10, "B>C": 10})], source="R5"),
    R("R6", "R6: A gets G6 (A 8, t=7, B alone d=3: gora 6*1=6; 6*3=18 -> 9/9 + 10: B 19, C 19). "
      "Then A makes an 8 (B alone takes 2): c=6 writes off the gora 6 -> 0, pulya +0; B 2*6=12. "
      "Then a 6, both pass: A pulya +2.",
      [game("A", 8, 7, "open", "B"), game("A", 8, 8, "open", "B"), passed("A", 6)],
      [E(gora={"A": 6}, vists={"B>A": 19, "C>A": 19}, consolation={"B>A": 10, "C>A": 10}),
       E(gora={"A": -6}, vists={"B>A": 12}), E(pulya={"A": 2})], source="R6"),
    R("R7", "R7: 4 players, D deals; raspasy 0/0/10 (A, B, C): A and B tie at 0 and share on C: "
      "5*10/2 = 25 each; A, B pulya +1 each; D nothing.",
      [raspasy(A=0, B=0, C=10)], [E(pulya={"A": 1, "B": 1}, vists={"A>C": 25, "B>C": 25})],
      players=4, source="R7"),
]

# ---------------------------------------------------------------- one whister, made (half responsibility c/2)
DEALS += [
    R("6-made-exact", "6, t=6; B alone d=4: B 4*2=8. A +2.",
      [game("A", 6, 6, "open", "B")], [E(pulya={"A": 2}, vists={"B>A": 8})]),
    R("6-whister-short-2", "6, t=8; B alone d=2, short 2 -> B gora c/2*2 = 1*2 = 2; B 2*2=4. A +2.",
      [game("A", 6, 8, "open", "B")], [E(pulya={"A": 2}, gora={"B": 2}, vists={"B>A": 4})]),
    R("6-whister-none", "6, t=10; B alone short 4 -> B gora 1*4=4. A +2.",
      [game("A", 6, 10, "open", "B")], [E(pulya={"A": 2}, gora={"B": 4})]),
    R("7-made-exact", "7, t=7; B alone d=3: B 3*4=12. A +4.",
      [game("A", 7, 7, "open", "B")], [E(pulya={"A": 4}, vists={"B>A": 12})]),
    R("7-whister-none", "7, t=10; B alone short 2 -> B gora 2*2=4. A +4.",
      [game("A", 7, 10, "open", "B")], [E(pulya={"A": 4}, gora={"B": 4})]),
    R("8-made-exact", "8, t=8; B alone d=2: B 2*6=12. A +6.",
      [game("A", 8, 8, "open", "B")], [E(pulya={"A": 6}, vists={"B>A": 12})]),
    R("8-whister-none", "8, t=10; B alone short 1 -> B gora 6/2=3. A +6.",
      [game("A", 8, 10, "open", "B")], [E(pulya={"A": 6}, gora={"B": 3})]),
    R("9-made-exact", "9, t=9; B alone d=1: B 8. A +8.",
      [game("A", 9, 9, "open", "B")], [E(pulya={"A": 8}, vists={"B>A": 8})]),
    R("9-whister-none", "9, t=10; B alone short 1 -> B gora 4. A +8.",
      [game("A", 9, 10, "open", "B")], [E(pulya={"A": 8}, gora={"B": 4})]),
    R("10-whister-none", "10 whisted (N=1), t=10; B alone took 0 -> B gora 10/2=5. A +10.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10}, gora={"B": 5})]),
    R("10-checked-none", "10 under ten=checked (N=0): no responsibility. A +10.",
      [game("A", 10, 10, "open", "B")], [E(pulya={"A": 10})], settings={"ten": "checked"}),
    R("7-made-closed", "7, t=7, B whists \"closed\": System «M»'s invited closed whist is no "
      "Rostov rule (§4), so the input is refused [engine's reading kept].",
      [game("A", 7, 7, "closed", "B")], [refused("not_in_system")]),
]

# ---------------------------------------------------------------- failed (gentleman for a lone whister, consolation 10)
DEALS += [
    R("6-fails-2", "6, t=4, B alone d=6, u=2. A gora 2*2=4; c*d=12 -> 6/6; consolation 10*2=20 "
      "each: B 26, C 26.",
      [game("A", 6, 4, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 26, "C>A": 26}, consolation={"B>A": 20, "C>A": 20})]),
    R("6-fails-6", "6, t=0, B alone d=10, u=6. A gora 12; 2*10=20 -> 10/10; consolation 60 each: "
      "B 70, C 70.",
      [game("A", 6, 0, "open", "B")],
      [E(gora={"A": 12}, vists={"B>A": 70, "C>A": 70}, consolation={"B>A": 60, "C>A": 60})]),
    R("7-fails-1", "7, t=6, B alone d=4. A gora 4; 4*4=16 -> 8/8; +10: B 18, C 18.",
      [game("A", 7, 6, "open", "B")],
      [E(gora={"A": 4}, vists={"B>A": 18, "C>A": 18}, consolation={"B>A": 10, "C>A": 10})]),
    R("8-fails-3", "8, t=5, B alone d=5, u=3. A gora 6*3=18; 6*5=30 -> 15/15; consolation 30 each: "
      "B 45, C 45.",
      [game("A", 8, 5, "open", "B")],
      [E(gora={"A": 18}, vists={"B>A": 45, "C>A": 45}, consolation={"B>A": 30, "C>A": 30})]),
    R("10-fails-1", "10, t=9, B alone d=1. A gora 10; 10*1=10 -> 5/5; +10: B 15, C 15.",
      [game("A", 10, 9, "open", "B")],
      [E(gora={"A": 10}, vists={"B>A": 15, "C>A": 15}, consolation={"B>A": 10, "C>A": 10})]),
    R("9-fails-both", "9, t=8; both whist B 1, C 1 (each his own tricks). u=1: A gora 8; B 8+10=18, "
      "C 18.",
      [game("A", 9, 8, "both", "B", 1)],
      [E(gora={"A": 8}, vists={"B>A": 18, "C>A": 18}, consolation={"B>A": 10, "C>A": 10})]),
    R("7-fails-both-3-2", "7, t=5; both whist B 3, C 2. u=2: A gora 8; consolation 20 each; B "
      "3*4+20=32; C 2*4+20=28.",
      [game("A", 7, 5, "both", "B", 3)],
      [E(gora={"A": 8}, vists={"B>A": 32, "C>A": 28}, consolation={"B>A": 20, "C>A": 20})]),
]

# ---------------------------------------------------------------- two whisters, made (pair rule)
DEALS += [
    R("6-both-4-0", "6, t=6; B 4, C 0: pair 4 = N, nobody. B 8. A +2.",
      [game("A", 6, 6, "both", "B", 4)], [E(pulya={"A": 2}, vists={"B>A": 8})]),
    R("6-both-2-1", "6, t=7; B 2, C 1: pair 3 < 4; C 1 below N/2=2 -> C gora c/2*1 = 1. B 4, C 2. "
      "A +2.",
      [game("A", 6, 7, "both", "B", 2)],
      [E(pulya={"A": 2}, gora={"C": 1}, vists={"B>A": 4, "C>A": 2})]),
    R("6-both-2-0", "6, t=8; B 2, C 0: pair 2 short; C 2 below -> C gora 1*2=2. B 4. A +2.",
      [game("A", 6, 8, "both", "B", 2)], [E(pulya={"A": 2}, gora={"C": 2}, vists={"B>A": 4})]),
    R("7-both-1-0", "7, t=9; B 1, C 0: pair 1 < 2; C 1 below N/2=1 -> C gora 4/2=2. B 4. A +4.",
      [game("A", 7, 9, "both", "B", 1)], [E(pulya={"A": 4}, gora={"C": 2}, vists={"B>A": 4})]),
    R("9-both-0-0", "9, t=10; both 0: only the last whister (C: A declares, B speaks first) pays "
      "8/2=4. A +8.",
      [game("A", 9, 10, "both", "B", 0)], [E(pulya={"A": 8}, gora={"C": 4})]),
    R("10-both-0-0-B-declares", "B declares 10, t=10; C then A whisted (clockwise from B), both 0: "
      "the last, A, pays 10/2=5. B +10.",
      [game("B", 10, 10, "both", "C", 0)], [E(pulya={"B": 10}, gora={"A": 5})]),
    R("4p-8-both-0-0-last", "4 players, D deals. B declares 8, t=10; the defenders speak C then A "
      "(D sits out), both 0: the last, A, pays 6/2=3. B +6.",
      [game("B", 8, 10, "both", "A", 0)], [E(pulya={"B": 6}, gora={"A": 3})], players=4),
    R("8-both-1-0", "8, t=9; B 1, C 0: the pair took 1 = N, nobody. B 6. A +6.",
      [game("A", 8, 9, "both", "B", 1)], [E(pulya={"A": 6}, vists={"B>A": 6})]),
]

# ---------------------------------------------------------------- misère, passes, half-whist
DEALS += [
    R("misere-made", "Misère made: pulya +10.", [misere("A", 0)], [E(pulya={"A": 10})]),
    R("misere-2", "Misère, 2 tricks: gora 10*2=20; no vists.", [misere("A", 2)], [E(gora={"A": 20})]),
    R("misere-2-consolation", "misere_consolation=true [SV]: misère 2 tricks: gora 20; each "
      "opponent writes 10*2=20: B 20, C 20.",
      [misere("A", 2)],
      [E(gora={"A": 20}, vists={"B>A": 20, "C>A": 20}, consolation={"B>A": 20, "C>A": 20})],
      settings={"misere_consolation": True}),
    R("8-both-pass", "8, both pass: made, not played: A +c = 6.", [passed("A", 8)], [E(pulya={"A": 6})]),
    R("6-half-whist", "6, pass - half-whist (B) - pass: A +2; B c*N/2 = 2*2 = 4.",
      [half("A", 6, "B")], [E(pulya={"A": 2}, vists={"B>A": 4})]),
    R("7-half-whist", "7, half-whist by C: A +4; C 4*1 = 4.",
      [half("A", 7, "C")], [E(pulya={"A": 4}, vists={"C>A": 4})]),
    R("7-half-then-whist", "7, B half-whists, C takes the whist back: lone whist by C; t=8, d=2: "
      "C 2*4=8. A +4.",
      [game("A", 7, 8, "open", "C", after_half=1)], [E(pulya={"A": 4}, vists={"C>A": 8})]),
]

# ---------------------------------------------------------------- raspasy in vists
DEALS += [
    R("raspasy-7-2-1", "Raspasy 7/2/1: C fewest: 5*7=35 on A, 5*2=10 on B.",
      [raspasy(A=7, B=2, C=1)], [E(vists={"C>A": 35, "C>B": 10})]),
    R("raspasy-2-2-6", "Raspasy 2/2/6: A and B tie at 2, share on C: 5*6/2=15 each.",
      [raspasy(A=2, B=2, C=6)], [E(vists={"A>C": 15, "B>C": 15})]),
    R("raspasy-0-5-5", "Raspasy 0/5/5: A fewest (0): 25 on B, 25 on C; A pulya +1.",
      [raspasy(A=0, B=5, C=5)], [E(pulya={"A": 1}, vists={"A>B": 25, "A>C": 25})]),
    R("raspasy-no-progression", "No progression (§3.3): raspasy 1/4/5 twice in a row, the same "
      "each time: A writes 20 on B, 25 on C.",
      [raspasy(A=1, B=4, C=5), raspasy(A=1, B=4, C=5)],
      [E(vists={"A>B": 20, "A>C": 25}, minimum_next=6), E(vists={"A>B": 20, "A>C": 25}, minimum_next=6)]),
    R("exit-6", "Exit 6: after a raspasy (4/4/2: C writes 20 on A, 20 on B) a 6 is allowed: A 6, "
      "t=6, B alone: A +2, B 8.",
      [raspasy(A=4, B=4, C=2), game("A", 6, 6, "open", "B")],
      [E(vists={"C>A": 20, "C>B": 20}, minimum_next=6), E(pulya={"A": 2}, vists={"B>A": 8})]),
    R("4p-raspasy", "4 players, D deals and sits out: raspasy B 1, C 3, A 6: B fewest: 30 on A, 15 "
      "on C. D nothing.",
      [raspasy(A=6, B=1, C=3)], [E(vists={"B>A": 30, "B>C": 15})], players=4),
]

# ---------------------------------------------------------------- four players, gora first, help
DEALS += [
    R("4p-6-fails", "4 players, D deals. A 6, t=5, B alone, C passes, d=5: A gora 2; 2*5=10 -> 5/5; "
      "consolation 10 each from B, C and the dealer D: B 15, C 15, D 10.",
      [game("A", 6, 5, "open", "B")],
      [E(gora={"A": 2}, vists={"B>A": 15, "C>A": 15, "D>A": 10},
         consolation={"B>A": 10, "C>A": 10, "D>A": 10})], players=4),
    R("4p-9-made", "4 players, D deals. C 9, t=9, A alone (B passes): C +8; A 8. Dealer nothing.",
      [game("C", 9, 9, "open", "A")], [E(pulya={"C": 8}, vists={"A>C": 8})], players=4),
    R("gora-first-partial", "A 7, t=6, B alone: A gora 4; 4*4=16 -> 8/8 +10: B 18, C 18. Then A 8 "
      "made, both pass: c=6, 4 write off the gora (4 -> 0), 2 into the pulya.",
      [game("A", 7, 6, "open", "B"), passed("A", 8)],
      [E(gora={"A": 4}, vists={"B>A": 18, "C>A": 18}, consolation={"B>A": 10, "C>A": 10}),
       E(pulya={"A": 2}, gora={"A": -4})]),
    R("gora-first-off", "As gora-first-partial with gora_first=false [SV]: the 8 goes whole into "
      "the pulya (+6), the gora stays 4.",
      [game("A", 7, 6, "open", "B"), passed("A", 8)],
      [E(gora={"A": 4}, vists={"B>A": 18, "C>A": 18}, consolation={"B>A": 10, "C>A": 10}),
       E(pulya={"A": 6})], settings={"gora_first": False}),
    R("gora-first-misere", "A misère with 1 trick: gora 10. Then A misère made: 10 writes off the "
      "gora (10 -> 0), nothing into the pulya [reading: a made misère is a made game].",
      [misere("A", 1), misere("A", 0)],
      [E(gora={"A": 10}), E(gora={"A": -10})]),
    R("help-rostov", "T=6. A 8 pass: A +6 (closed). B 6 pass: B +2. A 7 pass: A has no gora; 4 "
      "points help the largest open pulya, B: B needs 4 -> 6 (closed), A 10*4=40 on B.",
      [passed("A", 8), passed("B", 6), passed("A", 7)],
      [E(pulya={"A": 6}), E(pulya={"B": 2}), E(pulya={"B": 4}, vists={"A>B": 40}, help={"A>B": 40})],
      pulya_to=6),
]

# ---------------------------------------------------------------- refusals
DEALS += [
    R("no-half-whist-on-8", "Half-whist only on 6 and 7.",
      [half("A", 8, "B")], [refused("half_whist_level", "half-whist only on 6 and 7")]),
    R("raspasy-not-10", "Raspasy tricks must sum to 10.",
      [raspasy(A=5, B=5, C=1)], [refused("raspasy_sum", "tricks must sum to 10")]),
    R("4p-raspasy-dealer-tricks", "4 players: the dealer takes no part in Rostov raspasy (prikup "
      "closed).",
      [raspasy(A=4, B=3, C=2, D=1)], [refused("raspasy_dealer", "tricks for a player not in the deal")],
      players=4),
    R("4p-dealer-whists", "4 players: the dealer sits out, he does not whist.",
      [game("A", 7, 7, "open", "D")], [refused("whister_dealer", "whister is the dealer")], players=4),
    R("no-check-input", "System «M»'s checked ten is not a Rostov defence [reading].",
      [game("A", 10, 9, "check")], [refused("not_in_system")]),
    R("no-takeover", "System «M»'s dealer take-over is not Rostov.",
      [game("A", 9, 9, "open", "B", dealer_role="takeover")], [refused("not_in_system")], players=4),
    R("no-misere-whist", "Nobody whists a misère.",
      [game("A", "misere", 0, "both", "B", 0)], [refused("whist_on_misere", "no whist on a misere")]),
]

# ---------------------------------------------------------------- whole pulyas, closed and settled (§0.1, §3.5)
R8_EVENTS = [
    game("A", 6, 6, "open", "B"),          # defence B3 + C1
    raspasy(A=5, B=1, C=4),
    game("C", 7, 6, "both", "A", 2),       # A 2, B 2
    game("B", 8, 8, "both", "A", 1),       # A 1, C 1
    game("C", 9, 9, "open", "A"),
    game("A", 8, 8, "open", "B"),
    raspasy(A=0, B=6, C=4),
    game("B", 7, 7, "open", "C"),
    game("A", 6, 6, "open", "B"),          # defence 2 + 2
    game("C", 9, 9, "both", "A", 1),       # A then B; A 1, B 0
]
R8_EXPECT = [
    E(pulya={"A": 2}, vists={"B>A": 8}),
    E(vists={"B>A": 25, "B>C": 20}),
    E(gora={"C": 4}, vists={"A>C": 18, "B>C": 18}, consolation={"A>C": 10, "B>C": 10}),
    E(pulya={"B": 6}, vists={"A>B": 6, "C>B": 6}),
    E(pulya={"C": 4}, gora={"C": -4}, vists={"A>C": 8}),
    E(pulya={"A": 6}, vists={"B>A": 12}),
    E(pulya={"A": 1}, vists={"A>B": 30, "A>C": 20}),
    E(pulya={"B": 4}, vists={"C>B": 12}),
    E(pulya={"A": 1, "C": 1}, vists={"B>A": 8, "A>C": 10}, help={"A>C": 10}),
    E(pulya={"C": 5}, gora={"A": 3, "B": 3}, vists={"A>C": 8}),
]
R8_WHY = (
    "R8, T=10. 1: A 6 made, B alone d=4: A P2, B 8. 2: raspasy 5/1/4: B fewest: 25 on A, 20 on C. "
    "3: C 7 t=6, A and B 2/2: C G4; each 2*4+10=18. 4: B 8 made, A and C 1/1: B P6; A 6, C 6. 5: C 9 "
    "made, A alone d=1: c=8, 4 write off C's gora 4, 4 into the pulya; A 8. 6: A 8 made, B d=2: A P "
    "2+6=8, B 12. 7: raspasy 0/6/4: A writes 30 on B, 20 on C; A P+1=9. 8: B 7 made, C d=3: B P "
    "6+4=10 (closed), C 12. 9: A 6 made, B alone d=4: B 8; A P 9+2=11 -> 10, 1 point helps C (the "
    "only open, 4 -> 5): A 10 on C. 10: C 9 made, A then B whist 1/0 (the pair met N): A 8; C P "
    "5+8=13 -> 10, 3 over, nobody open, C has no gora -> into the others' gora: A G+3, B G+3.")
R8_FINAL = {
    "pulya": {"A": 10, "B": 10, "C": 10}, "gora": {"A": 3, "B": 3, "C": 0},
    "vists": {"A>B": 36, "A>C": 64, "B>A": 53, "B>C": 38, "C>B": 18},
    "balance": {"A": 47, "B": 37, "C": -84},
    "to_T": {}, "amnesty": 0, "reduced_gora": {"A": 3, "B": 3, "C": 0},
    "results_n": {"A": 111, "B": 81, "C": -192},
    "results": {"A": 37, "B": 27, "C": -64},
    "net_n": {"B>A": 51, "A>C": 162, "B>C": 30},
    "why": "Vists A>B 6+30=36, A>C 18+8+20+10+8=64, B>A 8+25+12+8=53, B>C 20+18=38, C>B 6+12=18; "
           "V A 100-53=+47, B 91-54=+37, C 18-102=-84. All at T; amnesty 0; g=3/3/0: B and C write "
           "10*3/3=10 on A, A and C 10 on B. Gora part -10/-10/+20 -> +37/+27/-64. Net pair by "
           "pair: B>A 53+10-(36+10)=17, A>C 64-10=54, B>C 38-(18+10)=10 (x3 in net_n).",
}

PULYAS = [R("R8", R8_WHY, R8_EVENTS, R8_EXPECT, final=R8_FINAL, source="R8")]

FOUR_EVENTS = [
    game("A", 6, 5, "open", "B"),          # dealer D; C passes
    raspasy(B=2, C=4, D=4),                # dealer A sits out
    game("A", 7, 7, "open", "C"),          # dealer B; D passes
    game("B", 8, 8, "both", "D", 1),       # dealer C; D 1, A 1 (D speaks first, A last)
    game("C", 7, 7, "open", "A"),          # dealer D; B passes
    game("D", 8, 10, "both", "B", 0),      # dealer A; B 0, C 0 (B first, C last)
]
FOUR_EXPECT = [
    E(gora={"A": 2}, vists={"B>A": 15, "C>A": 15, "D>A": 10},
      consolation={"B>A": 10, "C>A": 10, "D>A": 10}),
    E(vists={"B>C": 20, "B>D": 20}),
    E(pulya={"A": 2}, gora={"A": -2}, vists={"C>A": 12}),
    E(pulya={"B": 4, "A": 2}, vists={"A>B": 6, "D>B": 6, "B>A": 20}, help={"B>A": 20}),
    E(pulya={"C": 4}, vists={"A>C": 12}),
    E(pulya={"D": 4}, gora={"A": 2, "B": 2, "C": 5}),
]
FOUR_WHY = (
    "Four players, T=4, first dealer D (D, A, B, C, D, A). 1 (D deals): A 6, t=5, B alone, C "
    "passes, d=5: A G2; 2*5=10 -> 5/5 + 10: B 15, C 15; dealer D 10. 2 (A deals, sits out): "
    "raspasy B 2, C 4, D 4: B fewest: 20 on C, 20 on D. 3 (B deals): A 7 made, C alone d=3: C 12; "
    "c=4: 2 write off A's gora 2, 2 into the pulya. 4 (C deals): B 8 made, D and A whist 1/1: D 6, "
    "A 6; B P 0+6=6 -> 4 (closed), 2 over help the largest open pulya, A (2 > C 0, D 0): A 2 -> 4 "
    "(closed), B 20 on A. 5 (D deals): C 7 made, A alone d=3: A 12; C P4 (closed). 6 (A deals): D "
    "8, t=10, B and C 0/0: pair at 0, the last (C) pays 6/2=3; D P 0+6=6 -> 4 (closed), 2 over, "
    "nobody open, D has no gora -> into the others' gora: A, B, C +2 each (C 3+2=5).")
FOUR_FINAL = {
    "pulya": {"A": 4, "B": 4, "C": 4, "D": 4}, "gora": {"A": 2, "B": 2, "C": 5, "D": 0},
    "vists": {"B>A": 35, "C>A": 27, "D>A": 10, "B>C": 20, "B>D": 20, "A>B": 6, "D>B": 6, "A>C": 12},
    "balance": {"A": -54, "B": 63, "C": -5, "D": -4},
    "to_T": {}, "amnesty": 0, "reduced_gora": {"A": 2, "B": 2, "C": 5, "D": 0},
    "results_n": {"A": -206, "B": 262, "C": -130, "D": 74},
    "results": {"A": -51, "B": 65, "C": -33, "D": 19},
    "net_n": {"B>A": 116, "C>A": 30, "D>A": 60, "B>C": 110, "B>D": 36, "D>C": 50},
    "why": "V: A wrote 6+12=18 got 35+27+10=72: -54; B wrote 35+20+20=75 got 12: +63; C wrote 27 "
           "got 32: -5; D wrote 16 got 20: -4. All at T=4, amnesty 0, g=2/2/5/0; n=4: each other "
           "player writes 10*2/4=5 on A, 5 on B, 10*5/4=12.5 on C. Gora part: A 17.5-15=+2.5, "
           "B +2.5, C 10-37.5=-27.5, D +22.5. Results -51.5/+65.5/-32.5/+18.5 (x4: -206/262/-130/74, "
           "remainder 2 each). Formula D=P-G=2/2/-1/4, sum 7: 10*D_i-17.5+V_i, same. Rounding: "
           "floors -52/65/-33/18 sum -2 -> up D (g 0) then A (g 2, before B by seat): "
           "-51/+65/-33/+19. Net pair by pair: B>A 35+5-(6+5)=29, C>A 27+5-(12+12.5)=7.5, D>A "
           "10+5=15, B>C 20+12.5-5=27.5, B>D 20-(6+5)=9, D>C 12.5 (x4 in net_n).",
}
PULYAS += [R("rostov-four", FOUR_WHY, FOUR_EVENTS, FOUR_EXPECT, players=4, pulya_to=4,
             final=FOUR_FINAL)]
