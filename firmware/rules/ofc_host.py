"""What the OFC rules say on the host only: a hand's and a street's name.

The host's words for its printouts (``tablescore ofc``, ``replay``); the
device shows its own, in its language (``texts/device.txt``), and never
loads this module, so these names stay off its heap and out of its qstrs.

>>> from .ofc_cards import evaluate, parse_cards
>>> hand_name(evaluate(parse_cards("Ah 2c 3d 4s 5h")))
'straight, 5 high'
"""
from .ofc_cards import (category, high_rank, ACE, FLUSH, FULL_HOUSE, HIGH_CARD, STRAIGHT, STRAIGHT_FLUSH,
                        TWO_PAIR)

STREET_NAMES = ("before the cards", "street 1", "street 2", "street 3", "street 4", "street 5")

CATEGORY_NAMES = ("high card", "pair", "two pair", "trips", "straight", "flush",
                  "full house", "quads", "straight flush")

RANK_NAMES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def hand_name(value):
    """``"pair of Q"``-style description of an :func:`evaluate` value (kickers left out).

    >>> from .ofc_cards import evaluate, parse_cards
    >>> hand_name(evaluate(parse_cards("Qh Qd 7c")))
    'pair of Q'
    >>> hand_name(evaluate(parse_cards("Ts Js Qs Ks As")))
    'royal flush'
    """
    cat = category(value)
    r = RANK_NAMES[high_rank(value)]
    if cat == STRAIGHT_FLUSH and high_rank(value) == ACE:
        return "royal flush"
    if cat in (STRAIGHT, STRAIGHT_FLUSH):
        return "%s, %s high" % (CATEGORY_NAMES[cat], r)
    if cat in (HIGH_CARD, FLUSH):
        return "%s, %s high" % (CATEGORY_NAMES[cat], r)
    if cat == TWO_PAIR:
        return "two pair, %s and %s" % (r, RANK_NAMES[((value >> 12) & 15) - 1])
    if cat == FULL_HOUSE:
        return "full house, %s over %s" % (r, RANK_NAMES[((value >> 12) & 15) - 1])
    return "%s of %s" % (CATEGORY_NAMES[cat], r)
