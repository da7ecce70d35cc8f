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
"""

RANKS = "23456789TJQKA"
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


class OfcError(ValueError):
    """Bad OFC input (cards, rows, taps, match actions); the message says
    why, in English (the host's).  A refusal the device can meet also has
    ``code``, an O code of texts/device.txt, and whom it is about, ``who``
    (a seat) or ``row``: the device says it in its language with the
    player's name or the row's (-1, None: a refusal only the host meets).

    >>> e = OfcError("the middle row is a tie: both have royal flush", 11, row=1)
    >>> str(e), e.code, e.who, e.row
    ('the middle row is a tie: both have royal flush', 11, None, 1)
    """

    def __init__(self, message, code=-1, who=None, row=None):
        super().__init__(message)
        self.code = code
        self.who = who
        self.row = row


def check_seat(value, what):
    """``value`` if it is a seat, 0 (A) or 1 (B); else :class:`OfcError` naming ``what``."""
    if value not in (0, 1) or isinstance(value, bool):
        raise OfcError("%s must be A (0) or B (1), got %r" % (what, value))
    return value


def check_flag(value, what):
    """1 or 0 for a true/false setting or tap given as 1/0 or True/False; else :class:`OfcError`."""
    if value not in (0, 1):
        raise OfcError("%s must be true or false (1 or 0), got %r" % (what, value))
    return 1 if value else 0


def check_count(kind, values, n):
    """Raise :class:`OfcError` unless ``values`` is a list or tuple of ``n`` values."""
    if not isinstance(values, (list, tuple)) or len(values) != n:
        got = len(values) if isinstance(values, (list, tuple)) else values
        raise OfcError("the %s input has %d value%s, got %r" % (kind, n, "" if n == 1 else "s", got))


class Input:
    """A ledger input of the OFC match (a deal, a davi action, the settings).

    ``FIELDS`` are ``(name, type)`` pairs: the values in ledger order are the
    attributes of those names.  ``__init__`` checks them, so
    :meth:`from_values` re-checks what a ledger holds.
    """
    KIND = ""
    FIELDS = ()

    def to_values(self):
        """The ledger form: a flat list of ints / short strs / None in ``FIELDS`` order."""
        return [getattr(self, f[0]) for f in self.FIELDS]

    @classmethod
    def from_values(cls, values):
        """Rebuild (and re-check) an input from :meth:`to_values`."""
        check_count(cls.KIND, values, len(cls.FIELDS))
        return cls(*values)

    def __eq__(self, other):
        return type(self) is type(other) and self.to_values() == other.to_values()

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join([repr(v) for v in self.to_values()]))


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
