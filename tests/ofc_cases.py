"""Hand-checked OFC Pineapple deals and davi/match sequences (data only).

Read by tests/scenarios/ofc_hand_checked.py (MicroPython and CPython) and by
tests/test_ofc_cases.py (CPython, tablescore.rules).  Plain tuples and strings
only, so MicroPython loads it cheaply.

DEALS: (name, hand A, hand B, in Fantasyland, stay rule, progressive,
        net, fouls, royalties (A, B), Fantasyland next (A, B), taps)
- in Fantasyland / fouls: two characters, "A"/"B" when that player is, "-" not;
- stay rule 0 = trips top / full house+ middle / quads+ bottom, 1 = trips top / quads+ bottom;
- net from A's side; royalties are each player's total (0 when fouled);
- taps: what players would tap for the same deal, written by hand:
  "rows fouls | A's top middle bottom | B's top middle bottom", rows one of
  A / B / = per row, "." = no royalty.  Its net must equal ``net``.
Beside each expected number: the arithmetic, rows + scoop + royalty A - royalty B.
"""

DEALS = (
    # -- the worked checks of spec section 4 -------------------------------------------
    ("s4-scoop", "Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h", "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d",
     "--", 0, 0, 6, "--", (0, 0), (0, 0), "AAA -- | . . . | . . ."),                   # 3 + 3
    ("s4-both-foul", "Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c", "Jh Jd 4d / Ts Td Tc 8s 8c / 2h 2s 6d 4s 4c",
     "--", 0, 0, 0, "AB", (0, 0), (0, 0), "=== AB | . . . | . . ."),                   # both foul: 0
    ("s4-deal1-8:0", "Kd 9c 4s / Qh Qd 8s 6c 2d / Ah Jh 9h 6h 3h", "Js 8c 3s / Th Td 9d 5d 2c / 8h 7d 6s 5s 4c",
     "--", 0, 0, 8, "--", (4, 2), (0, 0), "AAA -- | . . flush | . . straight"),         # 3 + 3 + 4 - 2
    ("s4-deal2-8:12", "Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c", "Jh 8d 4d / Ts Td 6c 8s 4c / 9h 9c 9s 2h 2s",
     "--", 0, 0, -12, "A-", (0, 6), (0, 0), "BBB A- | . . . | . . full"),              # -3 - 3 - 6
    # -- every top pair 66..AA -------------------------------------------------------
    ("top-66", "6h 6d 2c / 7h 7d 8c 8d Ks / 9s 9h 9c 3d 4h", "Ac Kd 5s / Jc Jd Th 4c 3c / Qs Qh Qd 5h 5c",
     "--", 0, 0, -4, "--", (1, 6), (0, 0), "AAB -- | 66 . . | . . full"),               # 1 + 1 - 1 + 1 - 6
    ("top-77", "7s 7c 2d / 8h 8s 9d 9c 3h / Th Tc Td 4s 4d", "Ah Kc Qd / Jh Js 5c 5d 2h / 6s 6h 6c 6d 3c",
     "--", 0, 0, -3, "--", (8, 10), (0, 0), "ABB -- | 77 . full | . . quads"),          # 1 - 1 - 1 + (2 + 6) - 10
    ("top-88-99", "8h 8d Ac / Kh Kd Qc Qd 2s / 5s 6s 7s 9s Js", "9h 9c 3d / Th Tc Td 2c 4d / 3s 4c 5h 6d 7c",
     "--", 0, 0, -2, "--", (7, 8), (0, 0), "BBA -- | 88 . flush | 99 trips straight"),  # -1 - 1 + 1 + (3 + 4) - (4 + 2 + 2)
    ("top-TT-JJ", "Th Td 3c / 9h 9c 4d 4s 2h / Ah Kh Qd Jc Ts", "Jh Jd 5c / Qs Qc 7d 7c 6h / Kc Kd Ks 8h 8d",
     "--", 0, 0, -11, "--", (7, 12), (0, 0), "BBB -- | TT . straight | JJ . full"),     # -3 - 3 + (5 + 2) - (6 + 6)
    ("top-QQ-entry", "Qh Qd 4c / Ks Kd 3h 3d 2c / As Ah Ac 5d 5h", "9s 8s 7d / Jc Jd 6c 6d 2d / Tc Td Ts 9c 9d",
     "--", 0, 0, 13, "--", (13, 6), (14, 0), "AAA -- | QQ . full | . . full"),          # 3 + 3 + (7 + 6) - 6
    ("top-KK-progressive", "Kh Kd 2s / Ac Ad 3c 3d 4h / 5c 5d 5h 5s 7h", "Qc Jd 9h / 8c 8d 7c 7d 6s / 2c 4c 6c 9c Jc",
     "--", 0, 1, 20, "--", (18, 4), (15, 0), "AAA -- | KK . quads | . . flush"),        # 3 + 3 + (8 + 10) - 4
    ("top-AA-QQ-progressive", "Ah Ad 3c / 4h 4d 4s Kc Qd / 9h 9d 9s 9c 2h", "Qh Qs 5c / 6h 6d 6s 6c 2c / 8h 8d 8s 8c 3d",
     "--", 0, 1, -15, "--", (21, 37), (16, 14), "ABA -- | AA trips quads | QQ quads quads"),  # 1 - 1 + 1 + (9 + 2 + 10) - (7 + 20 + 10)
    # -- every top trips 222..AAA ---------------------------------------------------
    ("top-222-333", "2h 2d 2c / 4h 5d 6s 7c 8h / Ts Js Qs Ks 9s", "3h 3d 3c / 9h 9d 9c Ah Kh / Ac Ad As Qh Qd",
     "--", 0, 0, 11, "--", (29, 19), (14, 14), "BAA -- | 222 straight sflush | 333 trips full"),  # -1 + 1 + 1 + (10 + 4 + 15) - (11 + 2 + 6)
    ("top-444-555-steel-wheel", "4h 4d 4c / 6h 6d 6c Kc Kd / 7s 8s 9s Ts Js", "5h 5d 5c / 2s 3s 4s 5s As / Th Jh Qh Kh Ah",
     "--", 0, 1, -35, "--", (39, 68), (17, 17), "BBB -- | 444 full sflush | 555 sflush royal"),  # -3 - 3 + (12 + 12 + 15) - (13 + 30 + 25)
    ("top-666-777-both-stay", "6h 6d 6c / 8h 8d 8c 2s 2d / Jh Jd Jc Js 3c", "7h 7d 7c / 2h 4h 5h 9h Kh / Ah Ad Ac Ks Kd",
     "AB", 0, 0, 8, "--", (36, 29), (14, 14), "BAA -- | 666 full quads | 777 flush full"),  # -1 + 1 + 1 + (14 + 12 + 10) - (15 + 8 + 6)
    ("top-888-999", "8h 8d 8c / Th Td Tc 3s 3d / Qs Qh Qd Qc 4c", "9h 9d 9c / 2c 3c 5c 6c 7c / Kh Kd Kc Ks 5d",
     "--", 0, 0, 2, "--", (38, 35), (14, 14), "BAB -- | 888 full quads | 999 flush quads"),  # -1 + 1 - 1 + (16 + 12 + 10) - (17 + 8 + 10)
    ("top-TTT-JJJ", "Th Td Tc / 2h 3h 4h 5h 6h / 7s 8s 9s Ts Js", "Jh Jd Jc / Qh Qd Qc Ad Ac / Kh Kd Kc Ks 2c",
     "--", 0, 0, 23, "--", (63, 41), (14, 14), "BAA -- | TTT sflush sflush | JJJ full quads"),  # -1 + 1 + 1 + (18 + 30 + 15) - (19 + 12 + 10)
    ("top-QQQ-KKK", "Qh Qd Qc / 2s 2d 2c 2h 3c / As Ks Qs Js Ts", "Kh Kd Kc / 3h 4h 5h 6h 7h / 7d 8d 9d Td Jd",
     "--", 0, 0, -2, "--", (65, 66), (14, 14), "BBA -- | QQQ quads royal | KKK sflush sflush"),  # -1 - 1 + 1 + (20 + 20 + 25) - (21 + 30 + 15)
    ("top-AAA", "Ah Ad Ac / 2c 3d 4s 5h 6c / 2h 7h 9h Jh Kh", "Kc Kd 3c / 7c 7d 7s Qc Qd / 8s 9s Ts Js Qs",
     "--", 0, 0, -6, "--", (30, 35), (14, 14), "ABB -- | AAA straight flush | KK full sflush"),  # 1 - 1 - 1 + (22 + 4 + 4) - (8 + 12 + 15)
    ("middle-royal-equals-bottom-royal", "Qc Jd 3h / Ts Js Qs Ks As / Th Jh Qh Kh Ah",
     "2d 2s 4c / 5c 5d 6c 6d 7c / 8c 8d 8s 9c 9d",
     "--", 0, 0, 70, "--", (75, 6), (0, 0), "BAA -- | . royal royal | . . full"),      # -1 + 1 + 1 + (50 + 25) - 6
    # -- fouls on each boundary -------------------------------------------------------
    ("foul-QQ7-over-QQ654", "Qh Qd 7c / Qs Qc 6d 5h 4s / 2c 2d 2h 3s 3c", "Kh 9d 4d / Jh Jd 8s 7s 3d / Ah Ac Kd Kc 5c",
     "--", 0, 0, -6, "A-", (0, 0), (0, 0), "BBB A- | . . . | . . ."),                  # top QQ7 > QQ654: A fouls, -6
    ("legal-QQ7-over-QQ982", "Qh Qd 7c / Qs Qc 9d 8h 2s / 3c 3d 3h 4s 4c", "Kh 9c 5d / Jh Jd 8s 7s 3s / Ah Ac Kd Kc 5c",
     "--", 0, 0, 19, "--", (13, 0), (14, 0), "AAA -- | QQ . full | . . ."),            # 3 + 3 + (7 + 6)
    ("legal-QQ7-over-QQ753", "Qh Qd 7c / Qs Qc 7d 5h 3s / Kh Kd Ks 4c 4d", "Jc 9c 2d / 8h 8d 6c 6d 2c / Ac Ad 9h 9d 5c",
     "--", 0, 0, 14, "--", (13, 0), (14, 0), "ABA -- | QQ . full | . . ."),            # 1 - 1 + 1 + (7 + 6)
    ("foul-AK9-over-AK875", "Ah Kd 9c / As Kc 8d 7h 5s / 2c 2d 3h 3s 4c", "Qh Jd 4d / 6c 6d 9h 8s Tc / Qc Qd Qs 7c 7d",
     "--", 0, 0, -12, "A-", (0, 6), (0, 0), "BBB A- | . . . | . . full"),              # -6 - 6
    ("legal-AK7-under-AK865", "Ah Kd 7s / As Kc 8d 6h 5s / 2c 2d 3h 3s 4c", "Qh Jd 4d / 6c 6d 9h 8s Tc / Qc Qd Qs 7c 7d",
     "--", 0, 0, -7, "--", (0, 6), (0, 0), "ABB -- | . . . | . . full"),               # 1 - 1 - 1 - 6
    ("foul-middle-AAK-over-AAQ", "Jc 9d 2h / Ah Ad Kc 7d 5s / As Ac Qd 8h 4c", "Ks 8c 3s / Th Td 9h 5d 2c / Qh Qc Js 7c 4d",
     "--", 0, 0, -6, "A-", (0, 0), (0, 0), "=== A- | . . . | . . ."),                  # middle AAK > bottom AAQ: -6
    ("legal-middle-equals-bottom", "Jc 9d 2h / Ah Ad Kc 7d 5s / As Ac Kd 7h 5c", "Ks 8c 3s / Th Td 9h 5d 2c / Qh Qc Js 7c 4d",
     "--", 0, 0, 1, "--", (0, 0), (0, 0), "BAA -- | . . . | . . ."),                   # -1 + 1 + 1
    ("legal-equal-straights", "Kc Qd 2h / 5c 6d 7h 8s 9c / 5d 6h 7s 8c 9d", "Ac Jd 3h / 4c 4d Th Ts 2c / 3c 3d 3s Jh Js",
     "--", 0, 0, -1, "--", (6, 6), (0, 0), "BAB -- | . straight straight | . . full"),  # -1 + 1 - 1 + (4 + 2) - 6
    ("foul-trips-top-over-two-pair", "5h 5d 5c / Kh Kd Qh Qd 2c / Ah Ad Ac 3s 3d", "8c 7c 2d / 9h 9d 4c 4d 3c / Jh Jd Js 6c 6d",
     "--", 0, 0, -12, "A-", (0, 6), (0, 0), "BBB A- | . . . | . . full"),              # -6 - 6
    ("both-foul-with-royalties", "5h 5d 5c / Kh Kd Qh Qd 2c / Ah Ad Ac 3s 3d", "Jh Jd Js / 9h 9d 4c 4d 3c / 8c 7c 2d 6c 6s",
     "--", 0, 0, 0, "AB", (0, 0), (0, 0), "=== AB | . . . | . . ."),                   # both foul: 0
    ("foul-broadway-over-wheel", "Kh 9d 4c / Ac Kd Qh Js Th / Ah 2s 3d 4h 5c", "Qc 8h 2d / Tc Td 9c 6h 5d / Jh Jd Jc 7c 7d",
     "--", 0, 0, -12, "A-", (0, 6), (0, 0), "BBB A- | . . . | . . full"),              # -6 - 6
    ("legal-wheel-under-six-high", "Kh 9d 4c / Ah 2s 3d 4h 5c / 2h 3h 4d 5s 6c", "Qc 8h 2d / Th Td 9c 6h 5d / Jh Jd Js 7c 7d",
     "--", 0, 0, 1, "--", (6, 6), (0, 0), "AAB -- | . straight straight | . . full"),  # 1 + 1 - 1 + (4 + 2) - 6
    ("wheel-loses-to-six-high", "Kh 9d 4c / Jh Jd 8c 7d 3c / Ah 2s 3d 4h 5c", "Qc 8h 2d / Th Td 9c 6h 5d / 2h 3h 4d 5s 6c",
     "--", 0, 0, 1, "--", (2, 2), (0, 0), "AAB -- | . . straight | . . straight"),     # 1 + 1 - 1 + 2 - 2
    ("foul-in-fantasyland", "5h 5d 5c / Kh Kd Qh Qd 2c / Ah Ad Ac 3s 3d", "8c 7c 2d / 9h 9d 4c 4d 3c / Jh Jd Js 6c 6d",
     "A-", 0, 0, -12, "A-", (0, 6), (0, 0), "=== A- | . . . | . . full"),              # -6 - 6; a fouler leaves Fantasyland
    ("foul-QQ-top-no-entry", "Qh Qd 7c / Qs Qc 6d 5h 4s / 2c 2d 2h 3s 3c", "Kh 9d 4d / Jh Jd 8s 7s 3d / Ah Ac Kd Kc 5c",
     "--", 0, 1, -6, "A-", (0, 0), (0, 0), "BBB A- | . . . | . . ."),                  # -6, no Fantasyland for a foul
    # -- ties --------------------------------------------------------------------------
    ("ties-top-middle", "Kh Qh 2h / 9h 9d 7c 5d 3c / Ah Ad 8s 6s 4s", "Kd Qd 2d / 9s 9c 7d 5c 3d / Ac As Jc 6c 4c",
     "--", 0, 0, -1, "--", (0, 0), (0, 0), "==B -- | . . . | . . ."),                  # 0 + 0 - 1
    ("ties-all-three", "Kh Qh 2h / 9h 9d 7c 5d 3c / Ah Ad 8s 6s 4s", "Kd Qd 2d / 9s 9c 7d 5c 3d / Ac As 8c 6c 4c",
     "--", 0, 0, 0, "--", (0, 0), (0, 0), "=== -- | . . . | . . ."),                   # 0
    ("tie-QQ-tops-both-enter", "Qh Qd 5c / Kh Kd 8c 7c 2h / Ah Ad 9c 6c 3h", "Qs Qc 5d / Ks Kc 8d 7d 2s / As Ac Tc 6d 3s",
     "--", 0, 0, -1, "--", (7, 7), (14, 14), "==B -- | QQ . . | QQ . ."),              # 0 + 0 - 1 + 7 - 7
    # -- Fantasyland stay under both rules ------------------------------------------
    ("stay-full-middle-rule0", "Kh Kd 4c / 7h 7d 7c 2s 2d / 9s 9h 9c 5s 5h", "Ac Jd 3h / 8h 8c 4d 4h 2c / Tc Td Th 6d 6h",
     "A-", 0, 0, 21, "--", (26, 6), (14, 0), "AAB -- | KK full full | . . full"),      # 1 + 1 - 1 + (8 + 12 + 6) - 6
    ("no-stay-full-middle-rule1", "Kh Kd 4c / 7h 7d 7c 2s 2d / 9s 9h 9c 5s 5h", "Ac Jd 3h / 8h 8c 4d 4h 2c / Tc Td Th 6d 6h",
     "A-", 1, 0, 21, "--", (26, 6), (0, 0), "AAB -- | KK full full | . . full"),       # same deal; rule 1 ignores the middle
    ("stay-quads-bottom-rule1", "Jh Jd 4c / 8h 8d 5c 5d 2s / 9h 9d 9c 9s 3h", "Ac Kd 3c / Th Tc 6h 6s 2c / Qh Qd Qc 7s 7d",
     "A-", 1, 0, 11, "--", (16, 6), (14, 0), "ABA -- | JJ . quads | . . full"),        # 1 - 1 + 1 + (6 + 10) - 6
    ("stay-sflush-bottom-rule1", "9h 9d 2c / Kh Kd 5c 5d 3h / 4s 5s 6s 7s 8s", "Ac Jd 3c / Th Tc 6h 6d 2d / Qh Qd Qc 7c 7d",
     "A-", 1, 0, 19, "--", (19, 6), (14, 0), "AAA -- | 99 . sflush | . . full"),       # 3 + 3 + (4 + 15) - 6
    ("no-stay-flush-middle-rule0", "Kh Kd 2c / 3h 5h 8h 9h Jh / Ac Ad As 4c 4d", "Qc Jd 3c / Tc Td 6s 6d 2d / 7s 7d 7c 9s 9d",
     "A-", 0, 0, 22, "--", (22, 6), (0, 0), "AAA -- | KK flush full | . . full"),      # 3 + 3 + (8 + 8 + 6) - 6
    ("entry-KK-flush-middle", "Kh Kd 2c / 3h 5h 8h 9h Jh / Ac Ad As 4c 4d", "Qc Jd 3c / Tc Td 6s 6d 2d / 7s 7d 7c 9s 9d",
     "--", 0, 0, 22, "--", (22, 6), (14, 0), "AAA -- | KK flush full | . . full"),     # same deal, A not in Fantasyland: KK enters
    ("QQ-in-fantasyland-leaves", "Qh Qd 4c / Ks Kd 3h 3d 2c / As Ah Ac 5d 5h", "9s 8s 7d / Jc Jd 6c 6d 2d / Tc Td Ts 9c 9d",
     "A-", 0, 0, 13, "--", (13, 6), (0, 0), "AAA -- | QQ . full | . . full"),          # 3 + 3 + (7 + 6) - 6; QQ is no stay
    ("stay-trips-progressive-14", "2h 2d 2c / 4h 5d 6s 7c 8h / Ts Js Qs Ks 9s", "3h 3d 3c / 9h 9d 9c Ah Kh / Ac Ad As Qh Qd",
     "AB", 0, 1, 11, "--", (29, 19), (14, 14), "BAA -- | 222 straight sflush | 333 trips full"),  # -1 + 1 + 1 + 29 - 19; a stay is 14 cards
    ("B-stays-A-enters", "Qh Qd 4c / Ks Kd 3h 3d 2c / As Ah Ac 5d 5h", "9s 8s 7d / Jc Jd 6c 6d 2d / Tc Td Ts Th 9d",
     "-B", 0, 1, 4, "--", (13, 10), (14, 14), "AAB -- | QQ . full | . . quads"),       # 1 + 1 - 1 + (7 + 6) - 10; progressive QQ 14
)

# Davi and match sequences.  Each step: (tagged input, expected state after it)
# where the state is "score_a:score_b deal=N button=S fl=A/B cube=V owner=S offer=S winner=S payout=P"
# (S is A, B or -; button = who is on the button next deal; payout = stake x cube),
# or "! reason" for a refused input (state unchanged).  A "deal" step may give the
# two hands as text instead of 26 card numbers.
# Settings values: target, stay_rule, progressive, button_moves_on_fantasyland, stake, button.
MATCHES = (
    # Spec: stake 25; A doubles at 12:0, B accepts (50); B redoubles at 18:29, A accepts (100).
    ("spec-offer-accept-redouble", ["match", 31, 0, 0, 0, 25, 0], (
        (["quick", 0, 12, 0, 0], "12:0 deal=1 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=25"),
        (["offer", 0, 2, 0], "12:0 deal=1 button=B fl=0/0 cube=1 owner=- offer=A winner=- payout=25"),
        (["accept", 1], "12:0 deal=1 button=B fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),       # 25 x 2
        (["quick", 1, 17, 0, 0], "12:17 deal=2 button=A fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["quick", 0, 6, 0, 0], "18:17 deal=3 button=B fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["quick", 1, 12, 0, 0], "18:29 deal=4 button=A fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),  # 17 + 12
        (["offer", 1, 5, 0], "18:29 deal=4 button=A fl=0/0 cube=2 owner=B offer=B winner=- payout=50"),
        (["accept", 0], "18:29 deal=4 button=A fl=0/0 cube=4 owner=A offer=- winner=- payout=100"),     # 25 x 4
    )),
    # Spec: had A dropped that redouble, A pays 50 and the match ends.
    ("spec-redouble-dropped", ["match", 31, 0, 0, 0, 25, 0], (
        (["quick", 0, 12, 0, 0], "12:0 deal=1 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=25"),
        (["offer", 0, 2, 0], "12:0 deal=1 button=B fl=0/0 cube=1 owner=- offer=A winner=- payout=25"),
        (["accept", 1], "12:0 deal=1 button=B fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["quick", 1, 29, 0, 0], "12:29 deal=2 button=A fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["quick", 0, 6, 0, 0], "18:29 deal=3 button=B fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["offer", 1, 4, 0], "18:29 deal=3 button=B fl=0/0 cube=2 owner=B offer=B winner=- payout=50"),
        (["drop", 0], "18:29 deal=3 button=B fl=0/0 cube=2 owner=B offer=- winner=B payout=50"),      # 25 x 2, value before the offer
        (["quick", 0, 5, 0, 0], "! the match is over: A dropped the double, B won"),
        (["offer", 0, 4, 0], "! the match is over: A dropped the double, B won"),
    )),
    # Spec section 2: 8:0 then 8:12, from the cards.
    ("spec-8:0-8:12", ["match", 31, 0, 0, 0, 10, 0], (
        (["deal", "Kd 9c 4s / Qh Qd 8s 6c 2d / Ah Jh 9h 6h 3h", "Kd 8c 3s / Th Td 9d 5d 2c / 8h 7d 6s 5s 4c"],
         "! Kd appears twice"),
        (["deal", "Kd 9c 4s / Qh Qd 8s 6c 2d / Ah Jh 9h 6h 3h", "Js 8c 3s / Th Td 9d 5d 2c / 8h 7d 6s 5s 4c"],
         "8:0 deal=1 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=10"),     # 3 + 3 + 4 - 2
        (["deal", "Ah Ac 2d / Ks Kc Kd Qs Qc / 3h 3c 9d 7s 5c", "Jh 8d 4d / Ts Td 6c 8s 4c / 9h 9c 9s 2h 2s"],
         "8:12 deal=2 button=A fl=0/0 cube=1 owner=- offer=- winner=- payout=10"),    # B: 3 + 3 + 6, A fouled
        (["taps", -1, -1, -1, 1, 0, "none", "none", "none", "none", "none", "full"],
         "8:24 deal=3 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=10"),    # the same deal tapped: 12 + 12
    )),
    # A double during a deal (street 3 of deal 2), then the deal is recorded.
    ("double-during-deal", ["match", 31, 0, 0, 0, 10, 1], (
        (["quick", 1, 4, 0, 0], "0:4 deal=1 button=A fl=0/0 cube=1 owner=- offer=- winner=- payout=10"),
        (["offer", 1, 2, 3], "0:4 deal=1 button=A fl=0/0 cube=1 owner=- offer=B winner=- payout=10"),
        (["quick", 0, 6, 0, 0], "! a davi offer by B is pending: accept or drop it before recording a deal"),
        (["offer", 0, 2, 3], "! a davi offer by B is pending: accept or drop it first"),
        (["accept", 1], "! B offered the double; only A may accept it"),
        (["accept", 0], "0:4 deal=1 button=A fl=0/0 cube=2 owner=A offer=- winner=- payout=20"),
        (["offer", 1, 2, 4], "! A owns the davi cube: only A may double"),
        (["quick", 0, 6, 0, 0], "6:4 deal=2 button=B fl=0/0 cube=2 owner=A offer=- winner=- payout=20"),
    )),
    # Ended by score with the cube at 4: A doubles, B takes; B redoubles, A takes; A reaches 31.
    ("score-end-cube-4", ["match", 31, 0, 0, 0, 25, 0], (
        (["offer", 0, 1, 0], "0:0 deal=0 button=A fl=0/0 cube=1 owner=- offer=A winner=- payout=25"),
        (["accept", 1], "0:0 deal=0 button=A fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["quick", 1, 20, 0, 0], "0:20 deal=1 button=B fl=0/0 cube=2 owner=B offer=- winner=- payout=50"),
        (["offer", 1, 2, 1], "0:20 deal=1 button=B fl=0/0 cube=2 owner=B offer=B winner=- payout=50"),
        (["accept", 0], "0:20 deal=1 button=B fl=0/0 cube=4 owner=A offer=- winner=- payout=100"),
        (["quick", 0, 22, 0, 0], "22:20 deal=2 button=A fl=0/0 cube=4 owner=A offer=- winner=- payout=100"),
        (["quick", 0, 9, 0, 0], "31:20 deal=3 button=B fl=0/0 cube=4 owner=A offer=- winner=A payout=100"),  # 22 + 9 = 31: exactly the target wins; 25 x 4
        (["quick", 1, 3, 0, 0], "! the match is over: A won 31:20"),
        (["accept", 1], "! the match is over: A won 31:20"),
    )),
    # Cube to 8: each double by the owner (or anyone while nobody owns it).
    ("cube-to-8", ["match", 21, 0, 0, 0, 5, 0], (
        (["offer", 1, 1, 0], "0:0 deal=0 button=A fl=0/0 cube=1 owner=- offer=B winner=- payout=5"),
        (["accept", 0], "0:0 deal=0 button=A fl=0/0 cube=2 owner=A offer=- winner=- payout=10"),
        (["offer", 1, 1, 0], "! A owns the davi cube: only A may double"),
        (["offer", 0, 1, 2], "0:0 deal=0 button=A fl=0/0 cube=2 owner=A offer=A winner=- payout=10"),
        (["accept", 1], "0:0 deal=0 button=A fl=0/0 cube=4 owner=B offer=- winner=- payout=20"),
        (["offer", 1, 1, 5], "0:0 deal=0 button=A fl=0/0 cube=4 owner=B offer=B winner=- payout=20"),
        (["accept", 0], "0:0 deal=0 button=A fl=0/0 cube=8 owner=A offer=- winner=- payout=40"),  # 5 x 8
        (["offer", 0, 2, 0], "! the offer names deal 2, but deal 1 is the one being played"),
        (["drop", 1], "! no davi offer to drop"),
        (["accept", 1], "! no davi offer to accept"),
        (["quick", 1, 21, 0, 0], "0:21 deal=1 button=B fl=0/0 cube=8 owner=A offer=- winner=B payout=40"),  # target 21
    )),
    # Drop of the first double: the match is worth the base stake.
    ("first-double-dropped", ["match", 31, 0, 0, 0, 25, 0], (
        (["quick", 1, 7, 0, 0], "0:7 deal=1 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=25"),
        (["offer", 1, 2, 2], "0:7 deal=1 button=B fl=0/0 cube=1 owner=- offer=B winner=- payout=25"),
        (["drop", 1], "! B offered the double; only A may drop it"),
        (["drop", 0], "0:7 deal=1 button=B fl=0/0 cube=1 owner=- offer=- winner=B payout=25"),   # 25 x 1
    )),
    # Fantasyland and the button: the button stays after a Fantasyland deal (default).
    ("fantasyland-button-stays", ["match", 101, 0, 0, 0, 1, 0], (
        (["taps", 1, 1, 1, 0, 0, "QQ", "none", "none", "none", "none", "none"],
         "13:0 deal=1 button=B fl=14/0 cube=1 owner=- offer=- winner=- payout=1"),   # 6 + 7; QQ enters
        (["taps", 1, 1, -1, 0, 0, "QQQ", "trips", "none", "none", "none", "none"],
         "36:0 deal=2 button=B fl=14/0 cube=1 owner=- offer=- winner=- payout=1"),   # 13 + (1 + 1 - 1 + 20 + 2); trips stay; button stays
        (["taps", -1, 1, 1, 0, 0, "none", "none", "none", "KK", "none", "none"],
         "36:7 deal=3 button=B fl=0/14 cube=1 owner=- offer=- winner=- payout=1"),   # -1 + 1 + 1 - 8 = -7; A leaves, B enters
        (["quick", None, 0, 0, 0], "36:7 deal=4 button=B fl=0/0 cube=1 owner=- offer=- winner=- payout=1"),  # B's FL deal: stays
        (["quick", 0, 1, 0, 0], "37:7 deal=5 button=A fl=0/0 cube=1 owner=- offer=- winner=- payout=1"),   # normal deal: moves
        (["quick", 0, 1, 14, 0], "38:7 deal=6 button=B fl=14/0 cube=1 owner=- offer=- winner=- payout=1"),
        (["quick", 0, 1, 15, 0], "! progressive Fantasyland is off: 15 cards is not possible (14 or none)"),
    )),
    # With button_moves_on_fantasyland the button moves every deal; progressive on.
    ("fantasyland-button-moves-progressive", ["match", 31, 1, 1, 1, 1, 1], (
        (["taps", 1, 1, 1, 0, 0, "AA", "none", "none", "none", "none", "none"],
         "15:0 deal=1 button=A fl=16/0 cube=1 owner=- offer=- winner=- payout=1"),   # 6 + 9; AA progressive: 16
        (["taps", -1, 1, 1, 0, 0, "none", "full", "full", "none", "none", "none"],
         "34:0 deal=2 button=B fl=0/0 cube=1 owner=- offer=- winner=A payout=1"),    # 15 + (-1 + 1 + 1 + 12 + 6); rule 1: no stay
    )),
)

# Refused inputs, each alone: (kind, values, reason).
INVALID = (
    ("deal", [0] * 26, "2c appears twice"),
    ("deal", [52] + list(range(1, 26)), "not a card number: 52 (0..51)"),
    ("deal", list(range(25)), "the deal input has 26 values, got 25"),
    ("deal", None, "the deal input has 26 values, got None"),
    # two tops with five or six cards of a rank (there are four)
    ("taps", [1, 1, 1, 0, 0, "QQQ", "full", "full", "QQ", "none", "none"],
     "top QQQ against QQ is not possible: there are only four Q"),
    ("taps", [0, 0, 0, 0, 0, "AAA", "trips", "full", "AAA", "trips", "full"],
     "top AAA against AAA is not possible: there are only four A"),
    ("match", [31, 0, 0, 0, 25], "the match input has 6 values, got 5"),
    ("quick", 8, "the quick input has 4 values, got 8"),
    ("offer", [0, 1], "the offer input has 3 values, got 2"),
    ("accept", [], "the accept input has 1 value, got 0"),
    ("drop", [0, 1], "the drop input has 1 value, got 2"),
    ("taps", [2, 1, 1, 0, 0, "none", "none", "none", "none", "none", "none"],
     "the top row result must be 1 (A won), -1 (B won) or 0 (tie), got 2"),
    ("taps", [1, 1, 1, 0, 0, "QQQQ", "none", "none", "none", "none", "none"],
     "unknown top royalty 'QQQQ' (one of: none, 66, 77, 88, 99, TT, JJ, QQ, KK, AA, 222, 333, 444, 555, 666, "
     "777, 888, 999, TTT, JJJ, QQQ, KKK, AAA)"),
    ("taps", [1, 1, 1, 0, 0, "none", "pair", "none", "none", "none", "none"],
     "unknown middle royalty 'pair' (one of: none, trips, straight, flush, full, quads, sflush, royal)"),
    ("taps", [1, 1, 1, 0, 0, "none", "none", "trips", "none", "none", "none"],
     "unknown bottom royalty 'trips' (one of: none, straight, flush, full, quads, sflush, royal)"),
    ("taps", [-1, -1, -1, 1, 0, "QQ", "none", "none", "none", "none", "none"],
     "player A fouled: a fouled hand scores no royalties (top QQ)"),
    ("taps", [1, -1, -1, 1, 0, "none", "none", "none", "none", "none", "none"],
     "player A fouled, so the top row cannot go to A"),
    ("taps", [0, 0, -1, 1, 1, "none", "none", "none", "none", "none", "none"],
     "player B fouled, so the bottom row cannot go to B"),
    ("taps", [1, -1, 1, 0, 1, "none", "none", "none", "none", "none", "none"],
     "player B fouled, so the middle row cannot go to B"),
    ("taps", [-1, 1, 1, 0, 0, "KK", "none", "none", "none", "none", "none"],
     "the top row must go to A: A KK beats B none"),
    ("taps", [1, 1, -1, 0, 0, "none", "none", "flush", "none", "none", "straight"],
     "the bottom row must go to A: A flush beats B straight"),
    ("taps", [1, 1, 1, 0, 0, "none", "none", "royal", "none", "none", "royal"],
     "the bottom row is a tie: both have royal flush"),                          # two royals tie
    ("taps", [1, 1, 1, 0, 0, "222", "none", "full", "none", "none", "none"],
     "player A: top 222 over middle none is a foul; tap the foul instead"),
    ("taps", [-1, -1, -1, 0, 0, "none", "none", "none", "none", "flush", "straight"],
     "player B: middle flush over bottom straight is a foul; tap the foul instead"),
    ("taps", [1, 1, 1, 2, 0, "none", "none", "none", "none", "none", "none"],
     "foul_a must be true or false (1 or 0), got 2"),
    ("quick", [None, 3, 0, 0], "a net of 3 needs a winner (A or B)"),
    ("quick", [0, 0, 0, 0], "a deal won by A needs a net above 0"),
    ("quick", [0, -5, 0, 0], "the net of a deal is a whole number 0..103, got -5"),
    ("quick", [0, 104, 0, 0], "the net of a deal is a whole number 0..103, got 104"),
    ("quick", [2, 5, 0, 0], "the winner must be A (0) or B (1), got 2"),
    ("quick", [0, 5, 13, 0], "Fantasyland cards must be 0 (none) or 14..17, got 13"),
    ("offer", [0, 0, 0], "the deal number of an offer counts from 1, got 0"),
    ("offer", [0, 1, 6], "the street of an offer is 0 (before the cards) or 1..5, got 6"),
    ("offer", [3, 1, 0], "player must be A (0) or B (1), got 3"),
    ("accept", [None], "player must be A (0) or B (1), got None"),
    ("match", [0, 0, 0, 0, 25, 0], "the match target must be a whole number 1..1000, got 0"),
    ("match", [31, 2, 0, 0, 25, 0], "the Fantasyland stay rule is 0 (trips-full-quads) or 1 (trips-quads), got 2"),
    ("match", [31, 0, 0, 0, -1, 0], "the stake must be a whole number 0..1000000, got -1"),
    ("match", [31, 0, 0, 0, 25, 2], "the first button must be A (0) or B (1), got 2"),
    ("match", [31, 0, 5, 0, 25, 0], "progressive must be true or false (1 or 0), got 5"),
    ("void", [1], "unknown OFC input kind 'void'"),
)
