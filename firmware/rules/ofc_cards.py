"""Cards and rows of Open-Face Chinese Pineapple: parse, evaluate, compare.

A card is a small int ``rank * 4 + suit``: rank 0..12 for 2..A, suit 0..3 for
c, d, h, s.  A row is a list of 3 (top) or 5 (middle, bottom) cards.

>>> parse_card("As"), parse_card("10d"), card_name(parse_card("td"))
(51, 33, 'Td')
>>> category(evaluate(parse_cards("Ah 2c 3d 4s 5h"))) == STRAIGHT
True

:func:`evaluate` gives one int per row; a larger int is a stronger row, and a
3-card top compares with a 5-card middle card by card, kickers included:

>>> evaluate(parse_cards("Qh Qd 7c")) > evaluate(parse_cards("Qs Qc 6d 5h 4s"))
True
>>> evaluate(parse_cards("Qh Qd 7c")) > evaluate(parse_cards("Qs Qc 9d 8h 2s"))
False

The value is ``category << 20`` followed by up to five 4-bit ranks (rank + 1,
so 0 means "no card": a top row simply runs out of kickers first).

A deal entered as both hands' cards (:class:`CardDeal`, the host's way) is
scored by the rules of ``rules.ofc_deal``, where its inputs' form and
refusals are; the device taps its deals and never loads this module:

>>> deal = CardDeal.parse("Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h",
...                       "Ks 8c 3s / Jh Jd 9h 5d 2c / Qh Qc As 7c 4d")
>>> deal.result().net
6
>>> deal.taps().result().net
6
"""

from .ofc_deal import OfcError, Deal, DealResult, TapDeal, check_count, RANKS, NONE, TOP, BOTTOM, MIDDLE_CODES

SUITS = "cdhs"

# Row categories (the top row only ever scores HIGH_CARD, PAIR or TRIPS).
HIGH_CARD = 0
PAIR = 1
TWO_PAIR = 2
TRIPS = 3
STRAIGHT = 4
FLUSH = 5
FULL_HOUSE = 6
QUADS = 7
STRAIGHT_FLUSH = 8

ACE = 12
FIVE = 3


def parse_card(text):
    """Card from ``"As"``, ``"td"``, ``"10D"``; raise :class:`OfcError` otherwise.

    >>> parse_card("2c"), parse_card("AS")
    (0, 51)
    """
    if not isinstance(text, str):
        raise OfcError("not a card: %r (a card is text like As, Td or 10d)" % (text,))
    n = len(text)
    if n == 3 and text[0] == "1" and text[1] == "0":
        rank = 8
    elif n == 2:
        rank = RANKS.find(text[0].upper())
    else:
        rank = -1
    suit = SUITS.find(text[-1].lower()) if n else -1
    if rank < 0 or suit < 0:
        raise OfcError("not a card: %r (rank 2-9, T or 10, J, Q, K, A; then suit c, d, h or s)" % text)
    return rank * 4 + suit


def card_name(card):
    """``"As"`` for 51."""
    return RANKS[card >> 2] + SUITS[card & 3]


def parse_cards(text):
    """Cards separated by spaces, e.g. ``"Ah Kd 10c"`` -> list of ints."""
    if not isinstance(text, str):
        raise OfcError("not cards: %r (cards are text like \"Ah Kd 10c\")" % (text,))
    return [parse_card(word) for word in text.split()]


def parse_hand(text):
    """``"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h"`` -> ``(top, middle, bottom)``.

    Rows are separated by ``/``; without slashes 13 cards are read as 3 + 5 + 5.
    Wrong row sizes and repeated cards raise :class:`OfcError`.
    """
    if not isinstance(text, str):
        raise OfcError("not a hand: %r (a hand is text like \"Ac 9d 4s / Kh Kd 8s 6c 2d / Ah Ad Qs Tc 3h\")"
                       % (text,))
    parts = text.split("/")
    if len(parts) == 1:
        cards = parse_cards(text)
        if len(cards) != 13:
            raise OfcError("a hand is 13 cards (top 3 / middle 5 / bottom 5), got %d" % len(cards))
        rows = (cards[:3], cards[3:8], cards[8:])
    elif len(parts) == 3:
        rows = (parse_cards(parts[0]), parse_cards(parts[1]), parse_cards(parts[2]))
    else:
        raise OfcError("a hand is three rows separated by '/' (top / middle / bottom), got %d" % len(parts))
    check_rows(rows)
    return rows


ROW_NAMES = ("top", "middle", "bottom")
ROW_SIZES = (3, 5, 5)


def check_rows(rows, seen=None):
    """Raise :class:`OfcError` unless ``rows`` are 3, 5 and 5 distinct valid cards.

    ``seen`` (a bytearray(52), optional) carries cards already used by the
    other hand, so one call per hand also catches cards shared by both.
    """
    if not isinstance(rows, (list, tuple)) or len(rows) != 3:
        raise OfcError("a hand is three rows (top / middle / bottom), got %r" % (
            len(rows) if isinstance(rows, (list, tuple)) else rows,))
    if seen is None:
        seen = bytearray(52)
    for i in range(3):
        row = rows[i]
        if not isinstance(row, (list, tuple)):
            raise OfcError("the %s row is a list of cards, got %r" % (ROW_NAMES[i], row))
        if len(row) != ROW_SIZES[i]:
            raise OfcError("the %s row needs %d cards, got %d" % (ROW_NAMES[i], ROW_SIZES[i], len(row)))
        for card in row:
            if not isinstance(card, int) or card < 0 or card > 51:
                raise OfcError("not a card number: %r (0..51)" % (card,))
            if seen[card]:
                raise OfcError("%s appears twice" % card_name(card))
            seen[card] = 1
    return seen


def _groups(row):
    """Ranks grouped by count: ints ``count << 4 | rank``, strongest group first."""
    ranks = sorted([c >> 2 for c in row], reverse=True)
    groups = []
    last = -1
    for r in ranks:
        if r == last:
            groups[-1] += 16
        else:
            groups.append(16 | r)
            last = r
    groups.sort(reverse=True)
    return groups


def evaluate(row):
    """Strength of a 3- or 5-card row as an int; larger is stronger.

    >>> category(evaluate(parse_cards("As Ks Qs Js Ts")))
    8
    >>> category(evaluate(parse_cards("Ah Ad Ac")))
    3
    """
    groups = _groups(row)
    value = 0
    shift = 16
    for g in groups:
        value |= ((g & 15) + 1) << shift
        shift -= 4
    top = groups[0] >> 4
    if top == 4:
        cat = QUADS
    elif top == 3:
        cat = FULL_HOUSE if len(groups) == 2 else TRIPS
    elif top == 2:
        cat = TWO_PAIR if len(groups) == 3 and len(row) == 5 else PAIR
    elif len(row) == 5:
        high = groups[0] & 15
        straight = high - (groups[4] & 15) == 4
        if not straight and high == ACE and (groups[1] & 15) == FIVE:
            straight = True     # the wheel A-2-3-4-5: the lowest straight, 5 high
            high = FIVE
        suit = row[0] & 3
        flush = True
        for c in row:
            if c & 3 != suit:
                flush = False
        if straight:
            value = (high + 1) << 16
            cat = STRAIGHT_FLUSH if flush else STRAIGHT
        else:
            cat = FLUSH if flush else HIGH_CARD
    else:
        cat = HIGH_CARD
    return (cat << 20) | value


def category(value):
    """Category (``HIGH_CARD`` .. ``STRAIGHT_FLUSH``) of an :func:`evaluate` value."""
    return value >> 20


def high_rank(value):
    """Rank (0..12) of the leading group: the pair's rank, the trips', a straight's top card."""
    return ((value >> 16) & 15) - 1


def is_foul(top, middle, bottom):
    """True when the rows are not bottom >= middle >= top (equal rows are legal).

    >>> is_foul(parse_cards("Qh Qd 7c"), parse_cards("Qs Qc 6d 5h 4s"), parse_cards("2c 2d 2h 3s 3c"))
    True
    """
    m = evaluate(middle)
    return evaluate(top) > m or m > evaluate(bottom)


def compare(a, b):
    """1 if row ``a`` beats row ``b``, -1 if it loses, 0 for a tie."""
    va = evaluate(a)
    vb = evaluate(b)
    return (va > vb) - (va < vb)


def royalty_code(row, value):
    """Royalty category code of an evaluated row (:func:`ofc_cards.evaluate`).

    >>> royalty_code(TOP, evaluate(parse_cards("Qh Qd 2c"))), royalty_code(TOP, evaluate(parse_cards("5h 5d Ac")))
    ('QQ', 'none')
    """
    cat = category(value)
    rank = high_rank(value)
    if row == TOP:
        if cat == TRIPS:
            return RANKS[rank] * 3
        if cat == PAIR and rank >= 4:
            return RANKS[rank] * 2
        return NONE
    if cat < TRIPS or (cat == TRIPS and row == BOTTOM):
        return NONE
    if cat == STRAIGHT_FLUSH and rank == ACE:
        return "royal"
    return MIDDLE_CODES[cat - 2]    # trips .. sflush follow the categories TRIPS .. STRAIGHT_FLUSH


class CardDeal(Deal):
    """Both hands as cards: ``a`` and ``b`` are ``(top, middle, bottom)`` lists of card ints.

    Ledger values: A's 13 cards (top 3, middle 5, bottom 5), then B's 13.
    """
    KIND = "deal"
    FIELDS = (("a", "hand"), ("b", "hand"))

    def __init__(self, a, b):
        seen = check_rows(a)
        check_rows(b, seen)
        self.a = (list(a[0]), list(a[1]), list(a[2]))
        self.b = (list(b[0]), list(b[1]), list(b[2]))

    @classmethod
    def parse(cls, text_a, text_b):
        """From two ``"top / middle / bottom"`` strings."""
        return cls(parse_hand(text_a), parse_hand(text_b))

    def to_values(self):
        out = []
        for hand in (self.a, self.b):
            for row in hand:
                out.extend(row)
        return out

    @classmethod
    def from_values(cls, values):
        check_count(cls.KIND, values, 26)
        v = list(values)
        return cls((v[0:3], v[3:8], v[8:13]), (v[13:16], v[16:21], v[21:26]))

    def values(self):
        """Evaluated rows: ``[[top, middle, bottom] of A, ... of B]`` (ints of :func:`evaluate`)."""
        return [[evaluate(row) for row in self.a], [evaluate(row) for row in self.b]]

    def result(self):
        """Score the deal: a :class:`DealResult`."""
        vals = self.values()
        fouls = [v[0] > v[1] or v[1] > v[2] for v in vals]
        rows = [(vals[0][i] > vals[1][i]) - (vals[0][i] < vals[1][i]) for i in range(3)]
        codes = [[royalty_code(i, v[i]) for i in range(3)] for v in vals]
        return DealResult(rows, fouls, codes)

    def taps(self):
        """The same deal as a :class:`TapDeal` (what players would tap)."""
        r = self.result()
        codes = [r.codes[s] if not r.fouls[s] else [NONE, NONE, NONE] for s in (0, 1)]
        return TapDeal(r.rows[0], r.rows[1], r.rows[2], int(r.fouls[0]), int(r.fouls[1]),
                       codes[0][0], codes[0][1], codes[0][2], codes[1][0], codes[1][1], codes[1][2])
