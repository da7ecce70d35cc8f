"""``tablescore ofc score HAND_A HAND_B``: score one OFC Pineapple deal from cards.

Prints both hands' rows with their categories and royalties, fouls,
Fantasyland for the next deal and the net (from A's side; B gets the negative).
"""
import json
import sys

from .cli import UsageError
from .rules.ofc_cards import (OfcError, parse_hand, card_name, category, ROW_NAMES, HIGH_CARD, PAIR,
                              TRIPS)
from .rules.ofc_host import hand_name
from .rules.ofc_cards import CardDeal
from .rules.ofc_deal import STAY_RULES, SEATS


def add_parser(sub):
    p = sub.add_parser("ofc", help="OFC Pineapple tools (score a deal from cards)",
                       description="OFC Pineapple tools.")
    osub = p.add_subparsers(dest="ofc_command", metavar="SUBCOMMAND")
    osub.required = True
    s = osub.add_parser("score", help="score one heads-up deal from both hands' cards",
                        description="Score one heads-up deal. Each hand is 'top / middle / bottom', e.g. "
                                    "\"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h\" (ranks 2-9, T or 10, J, Q, K, A; "
                                    "suits c d h s; either case).")
    s.add_argument("a", metavar="HAND_A", help="player A's 13 cards: top 3 / middle 5 / bottom 5")
    s.add_argument("b", metavar="HAND_B", help="player B's 13 cards")
    s.add_argument("--in-fantasyland", choices=("none", "A", "B", "both"), default="none",
                   help="who played this deal in Fantasyland (decides entry or stay); default none")
    s.add_argument("--stay-rule", choices=STAY_RULES, default=STAY_RULES[0],
                   help="Fantasyland stay rule (default %s)" % STAY_RULES[0])
    s.add_argument("--progressive", action="store_true", help="progressive Fantasyland (QQ 14, KK 15, AA 16, trips 17)")
    s.add_argument("--json", action="store_true", help="print JSON for machines")
    s.set_defaults(func=run_score)


def score(text_a, text_b, in_fantasyland=(False, False), stay_rule=0, progressive=False):
    """Score a deal from two hand strings; return a JSON-ready dict. Raises UsageError."""
    hands = []
    for seat, text in ((0, text_a), (1, text_b)):
        try:
            hands.append(parse_hand(text))
        except OfcError as exc:
            raise UsageError("hand %s: %s" % (SEATS[seat], exc))
    try:
        deal = CardDeal(hands[0], hands[1])
    except OfcError as exc:
        raise UsageError("hands A and B: %s" % exc)
    r = deal.result()
    values = deal.values()
    out = {"hands": []}
    for seat in (0, 1):
        hand = hands[seat]
        v = values[seat]
        foul = None
        if r.fouls[seat]:
            i = 0 if v[0] > v[1] else 1
            foul = "%s beats %s" % (ROW_NAMES[i], ROW_NAMES[i + 1])
            if v[i] >> 16 == v[i + 1] >> 16 and category(v[i]) in (HIGH_CARD, PAIR, TRIPS):
                foul += " on the kickers"       # QQ7 over QQ654: same pair, so the next cards decide
        out["hands"].append({
            "player": SEATS[seat],
            "rows": [{"row": ROW_NAMES[i], "cards": " ".join(card_name(c) for c in hand[i]),
                      "hand": hand_name(v[i]), "royalty": r.codes[seat][i], "points": r.royalties[seat][i]}
                     for i in range(3)],
            "foul": foul,
            "royalty": r.royalty(seat),
            "fantasyland": r.fantasyland(seat, in_fantasyland[seat], stay_rule, progressive),
        })
    out["rows"] = ["A" if x == 1 else "B" if x == -1 else "tie" for x in r.rows]
    out["scoop"] = r.scoop
    out["net"] = r.net
    return out


def run_score(args):
    in_fl = {"none": (False, False), "A": (True, False), "B": (False, True), "both": (True, True)}[args.in_fantasyland]
    res = score(args.a, args.b, in_fl, STAY_RULES.index(args.stay_rule), args.progressive)
    if args.json:
        sys.stdout.write(json.dumps(res, indent=1) + "\n")
        return 0
    w = sys.stdout.write
    for h in res["hands"]:
        seat = SEATS.index(h["player"])
        for i, row in enumerate(h["rows"]):
            royalty = "%s %d" % (row["royalty"], row["points"]) if row["royalty"] != "none" else "-"
            if h["foul"] and row["royalty"] != "none":
                royalty = "(%s) 0" % row["royalty"]
            w("%-2s %-7s %-15s %-26s %s\n" % (h["player"] if i == 0 else "", row["row"], row["cards"],
                                             row["hand"], royalty))
        fl = h["fantasyland"]
        w("   %s; royalties %d; Fantasyland next deal: %s\n" % (
            "FOUL (%s)" % h["foul"] if h["foul"] else "legal", h["royalty"],
            "%d cards" % fl if fl else "no"))
    rows = res["rows"]
    w("rows: top %s, middle %s, bottom %s; scoop %s\n" % (
        rows[0], rows[1], rows[2],
        "A +3" if res["scoop"] > 0 else "B +3" if res["scoop"] < 0 else "none"))
    net = res["net"]
    if net:
        w("net: %s +%d, %s -%d\n" % ("A" if net > 0 else "B", abs(net), "B" if net > 0 else "A", abs(net)))
    else:
        w("net: 0\n")
    return 0
