"""One heads-up OFC Pineapple deal: royalties, fouls, rows, scoop, net, Fantasyland.

Players are seats 0 and 1 ("A" and "B"); every net is from A's side (B gets
the negative: the deal is zero-sum).  A deal is entered one of three ways,
each an input the ledger stores as a flat list of values (:meth:`to_values`):

- :class:`TapDeal` -- what players tap without the cards: who won each row,
  fouls, and each row's royalty *category* (codes from :func:`royalty_table`);
- :class:`QuickDeal` -- just the net and who won it;
- ``CardDeal`` -- both hands' 13 cards (``rules.ofc_cards``: the host's way;
  the device taps, and never loads the cards' evaluation).

>>> TapDeal(1, 1, -1, 0, 0, "QQ", NONE, NONE, NONE, NONE, "flush").result().net     # rows 1, QQ 7, the flush -4
4

Row results are from A's side too: 1 A won the row, -1 B won it, 0 tie.
The refusals (:class:`OfcError`) and the inputs' common form (:class:`Input`)
are here too, shared by every OFC rule module.
"""
RANKS = "23456789TJQKA"     # a rank's letter: the top row's royalty codes ("QQ", "222") and the cards'


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


class Deal(Input):
    """One deal's input, however it was entered (cards, taps or the net)."""


TOP = 0
MIDDLE = 1
BOTTOM = 2
ROW_NAMES = ("top", "middle", "bottom")
SEATS = "AB"

SCOOP = 3           # bonus for winning all three rows
MAX_NET = 103       # no deal scores more: 6 + 22 (AAA) + 50 + 25

NONE = "none"

# Royalty categories per row, weakest first: in a row a later category always
# beats an earlier one, so the tap path can check row results against them.
# A category is kept as its index in the row; the top row's index is its points
# (0 none, 1..9 pairs 66..AA, 10..22 trips 222..AAA), so the top needs no table.
TOP_CATEGORIES = 23
MIDDLE_CODES = (NONE, "trips", "straight", "flush", "full", "quads", "sflush", "royal")
BOTTOM_CODES = (NONE,) + MIDDLE_CODES[2:]
MIDDLE_POINTS = bytes((0, 2, 4, 8, 12, 20, 30, 50))
BOTTOM_POINTS = bytes((0, 2, 4, 6, 10, 15, 25))
# Short labels for a 128-px screen (11 characters at most).
MIDDLE_LABELS = (NONE, "trips", "straight", "flush", "full house", "quads", "str. flush", "royal flush")

# Fantasyland stay rules (a setting of the match).
STAY_FULL_MIDDLE = 0    # trips on top, or full house+ in the middle, or quads+ at the bottom
STAY_NO_MIDDLE = 1      # trips on top, or quads+ at the bottom
STAY_RULES = ("trips-full-quads", "trips-quads")

FANTASYLAND_CARDS = 14     # progressive: QQ 14, KK 15, AA 16, any trips 17

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# Refusals the device can meet: the O codes of texts/device.txt (OfcError.code)
_TAP_FOUL = const(0)
_ROW_WINNER = const(10)
_ROW_TIE = const(11)
_FIVE_CARDS = const(20)


def royalty_count(row):
    """Number of royalty categories of a row, "none" included: 23, 8, 7."""
    return TOP_CATEGORIES if row == TOP else len(MIDDLE_CODES if row == MIDDLE else BOTTOM_CODES)


def royalty_category(row, index):
    """Code of the row's ``index``-th royalty category.

    >>> royalty_category(TOP, 7), royalty_category(TOP, 22), royalty_category(BOTTOM, 2)
    ('QQ', 'AAA', 'flush')
    """
    if row != TOP:
        return (MIDDLE_CODES if row == MIDDLE else BOTTOM_CODES)[index]
    if index == 0:
        return NONE
    return RANKS[index + 3] * 2 if index < 10 else RANKS[index - 10] * 3


def royalty_index(row, code):
    """Position of ``code`` among the row's categories (0 = none); :class:`OfcError` if unknown.

    >>> royalty_index(TOP, "QQ"), royalty_index(TOP, "222"), royalty_index(BOTTOM, "flush")
    (7, 10, 2)
    """
    if row != TOP:
        codes = MIDDLE_CODES if row == MIDDLE else BOTTOM_CODES
        if code in codes:
            return codes.index(code)
    elif code == NONE:
        return 0
    elif isinstance(code, str) and 2 <= len(code) <= 3 and code == code[0] * len(code):
        rank = RANKS.find(code[0])
        if len(code) == 3 and rank >= 0:
            return rank + 10
        if rank >= 4:           # pairs from 66
            return rank - 3
    raise OfcError("unknown %s royalty %r (one of: %s)" % (ROW_NAMES[row], code, ", ".join(
        [royalty_category(row, i) for i in range(royalty_count(row))])))


def index_points(row, index):
    """Points of the row's ``index``-th royalty category."""
    if row == TOP:
        return index
    return (MIDDLE_POINTS if row == MIDDLE else BOTTOM_POINTS)[index]


def royalty_points(row, code):
    """Points of a royalty category: ``royalty_points(TOP, "AA") == 9``."""
    return index_points(row, royalty_index(row, code))


def royalty_label(row, index):
    """Short label of the row's ``index``-th category: ``"pair QQ"``, ``"full house"``."""
    if row == TOP:
        return NONE if index == 0 else ("pair " if index < 10 else "trips ") + royalty_category(TOP, index)
    return MIDDLE_LABELS[index if row == MIDDLE or index == 0 else index + 1]


def royalty_table(row):
    """``[(code, points, label), ...]`` of a row, weakest first, built on demand.

    >>> royalty_table(BOTTOM)[:3]
    [('none', 0, 'none'), ('straight', 2, 'straight'), ('flush', 4, 'flush')]
    """
    return [(royalty_category(row, i), index_points(row, i), royalty_label(row, i))
            for i in range(royalty_count(row))]


def _strength_bounds(row, index):
    """(lowest, highest) row category (``rules.ofc_cards``: 0 high card .. 8
    straight flush) a royalty category allows; royal counts as 9."""
    if index == 0:
        return (0, (1, 2, 3)[row])          # top: up to a small pair; middle: two pair; bottom: trips
    if row == TOP:
        return (1, 1) if index <= 9 else (3, 3)     # a pair, trips
    if row == MIDDLE:
        return (index + 2, index + 2)       # trips=3 .. royal=9
    return (index + 3, index + 3)           # straight=4 .. royal=9


def fantasyland_cards(codes, foul, in_fantasyland, stay_rule=STAY_FULL_MIDDLE, progressive=False):
    """Cards this player gets next deal in Fantasyland (0 = not in Fantasyland).

    ``codes`` are the hand's royalty codes (top, middle, bottom).  Entry needs
    QQ or better on top of a legal hand; a player already in Fantasyland stays
    on the stay rule, with 14 cards even when progressive.

    >>> fantasyland_cards(("KK", NONE, NONE), False, False), fantasyland_cards(("KK", NONE, NONE), False, False, progressive=True)
    (14, 15)
    >>> fantasyland_cards(("JJ", "full", NONE), False, True), fantasyland_cards(("JJ", "full", NONE), False, True, STAY_NO_MIDDLE)
    (14, 0)
    """
    if foul:
        return 0
    top = royalty_index(TOP, codes[0])
    trips = top >= 10
    if in_fantasyland:
        stay = (trips or royalty_index(BOTTOM, codes[2]) >= 4
                or (stay_rule == STAY_FULL_MIDDLE and royalty_index(MIDDLE, codes[1]) >= 4))
        return FANTASYLAND_CARDS if stay else 0
    if top < 7:             # below QQ
        return 0
    if not progressive:
        return FANTASYLAND_CARDS
    return 17 if trips else top + 7     # QQ (7) 14, KK 15, AA 16


class DealResult:
    """The scored deal, the same whichever way it was entered.

    - ``rows``: three row results from A's side (1, -1, 0), fouls applied;
    - ``scoop``: 3, -3 or 0 from A's side;
    - ``fouls``: ``[foul_a, foul_b]`` (bools);
    - ``codes``: ``[[top, middle, bottom] of A, ... of B]`` royalty category codes;
    - ``royalties``: the points of those, 0 for a fouled hand;
    - ``net``: rows + scoop + A's royalties - B's.
    """

    def __init__(self, rows, fouls, codes):
        fa = bool(fouls[0])
        fb = bool(fouls[1])
        self.fouls = [fa, fb]
        self.codes = [list(codes[0]), list(codes[1])]
        self.royalties = [[0, 0, 0], [0, 0, 0]]
        for seat in (0, 1):
            if not self.fouls[seat]:
                for row in (TOP, MIDDLE, BOTTOM):
                    self.royalties[seat][row] = royalty_points(row, codes[seat][row])
        if fa and fb:
            rows = (0, 0, 0)
        elif fa:
            rows = (-1, -1, -1)
        elif fb:
            rows = (1, 1, 1)
        self.rows = list(rows)
        won = rows[0] + rows[1] + rows[2]
        self.scoop = SCOOP if won == 3 else -SCOOP if won == -3 else 0
        self.net = won + self.scoop + self.royalty(0) - self.royalty(1)

    def royalty(self, seat):
        """Total royalty of a seat (0 if it fouled)."""
        r = self.royalties[seat]
        return r[0] + r[1] + r[2]

    def fantasyland(self, seat, in_fantasyland, stay_rule=STAY_FULL_MIDDLE, progressive=False):
        """Cards ``seat`` gets next deal (see :func:`fantasyland_cards`)."""
        return fantasyland_cards(self.codes[seat], self.fouls[seat], in_fantasyland, stay_rule, progressive)


def _check_hand_taps(seat, foul, index, codes, rows):
    """Refuse one player's taps that contradict themselves (see :class:`TapDeal`)."""
    for i in range(3):
        if foul and index[i]:
            raise OfcError("player %s fouled: a fouled hand scores no royalties (%s %s)"
                           % (SEATS[seat], ROW_NAMES[i], codes[i]))
        if foul and rows[i] == (1 if seat == 0 else -1):
            raise OfcError("player %s fouled, so the %s row cannot go to %s" % (SEATS[seat], ROW_NAMES[i], SEATS[seat]))
    if foul:
        return
    b = [_strength_bounds(i, index[i]) for i in range(3)]
    for i in (0, 1):
        if b[i][0] > b[i + 1][1]:
            raise OfcError("player %s: %s %s over %s %s is a foul; tap the foul instead"
                           % (SEATS[seat], ROW_NAMES[i], codes[i], ROW_NAMES[i + 1], codes[i + 1]), _TAP_FOUL, seat)


def _check_row_taps(index, codes, rows):
    """Refuse row results the royalties of two legal hands rule out (see :class:`TapDeal`)."""
    for i in range(3):
        ia = index[0][i]
        ib = index[1][i]
        last = royalty_count(i) - 1
        if ia != ib and rows[i] != (1 if ia > ib else -1):
            w = 0 if ia > ib else 1
            raise OfcError("the %s row must go to %s: %s %s beats %s %s"
                           % (ROW_NAMES[i], SEATS[w], SEATS[w], codes[w][i], SEATS[1 - w], codes[1 - w][i]),
                           _ROW_WINNER, row=i)
        if ia == ib == last and rows[i]:
            raise OfcError("the %s row is a tie: both have %s" % (ROW_NAMES[i], royalty_label(i, last)), _ROW_TIE, row=i)
    top_a = codes[0][TOP]
    top_b = codes[1][TOP]
    if index[0][TOP] and index[1][TOP] and top_a[0] == top_b[0] and len(top_a) + len(top_b) > 4:
        # QQQ against QQ or QQQ needs five or six queens
        raise OfcError("top %s against %s is not possible: there are only four %s" % (top_a, top_b, top_a[0]),
                       _FIVE_CARDS)


class TapDeal(Deal):
    """A deal tapped in without cards.

    ``top``, ``middle``, ``bottom``: row results from A's side (1, -1, 0 tie);
    ``foul_a``, ``foul_b``: 0 or 1; ``top_a`` .. ``bottom_b``: royalty codes of
    :func:`royalty_table` (``"none"`` for a fouled hand).  With a foul the rows
    follow from it: give them as ties (0) or as the foul decides them.

    Impossible taps are refused: a row result contradicting the royalties
    (a flush cannot lose the bottom to a straight), a hand whose royalties
    already show a foul, royalties on a fouled hand, more than four cards of
    a rank on the two tops (``QQQ`` against ``QQ``).

    >>> TapDeal(1, 1, 1, 0, 0, NONE, NONE, "flush", NONE, NONE, "straight").result().net
    8
    """
    KIND = "taps"
    FIELDS = (("top", "row"), ("middle", "row"), ("bottom", "row"), ("foul_a", "bool"), ("foul_b", "bool"),
              ("top_a", "top"), ("middle_a", "middle"), ("bottom_a", "bottom"),
              ("top_b", "top"), ("middle_b", "middle"), ("bottom_b", "bottom"))

    def __init__(self, top, middle, bottom, foul_a=0, foul_b=0, top_a=NONE, middle_a=NONE, bottom_a=NONE,
                 top_b=NONE, middle_b=NONE, bottom_b=NONE):
        rows = (top, middle, bottom)
        for i in range(3):
            if rows[i] not in (1, 0, -1) or isinstance(rows[i], bool):
                raise OfcError("the %s row result must be 1 (A won), -1 (B won) or 0 (tie), got %r"
                               % (ROW_NAMES[i], rows[i]))
        fouls = (check_flag(foul_a, "foul_a"), check_flag(foul_b, "foul_b"))
        codes = ((top_a, middle_a, bottom_a), (top_b, middle_b, bottom_b))
        index = [[royalty_index(i, codes[s][i]) for i in range(3)] for s in (0, 1)]
        for s in (0, 1):
            _check_hand_taps(s, fouls[s], index[s], codes[s], rows)
        if not fouls[0] and not fouls[1]:
            _check_row_taps(index, codes, rows)
        self.top, self.middle, self.bottom = rows
        self.foul_a, self.foul_b = fouls
        self.top_a, self.middle_a, self.bottom_a = codes[0]
        self.top_b, self.middle_b, self.bottom_b = codes[1]

    def result(self):
        """Score the deal: a :class:`DealResult`."""
        return DealResult((self.top, self.middle, self.bottom), (self.foul_a, self.foul_b),
                          ((self.top_a, self.middle_a, self.bottom_a), (self.top_b, self.middle_b, self.bottom_b)))


class QuickDeal(Deal):
    """The net only, for players who counted at the table.

    ``winner`` is the seat that won ``net`` points (None when the deal was 0);
    ``fantasyland_a``/``_b`` the cards each gets next deal (0, or 14..17).

    >>> QuickDeal(1, 8).net_a()
    -8
    """
    KIND = "quick"
    FIELDS = (("winner", "seat?"), ("net", "int"), ("fantasyland_a", "int"), ("fantasyland_b", "int"))

    def __init__(self, winner, net, fantasyland_a=0, fantasyland_b=0):
        if not isinstance(net, int) or isinstance(net, bool) or net < 0 or net > MAX_NET:
            raise OfcError("the net of a deal is a whole number 0..%d, got %r" % (MAX_NET, net))
        if winner is None:
            if net:
                raise OfcError("a net of %d needs a winner (A or B)" % net)
        else:
            check_seat(winner, "the winner")
            if not net:
                raise OfcError("a deal won by %s needs a net above 0" % SEATS[winner])
        for fl in (fantasyland_a, fantasyland_b):
            if fl not in (0, 14, 15, 16, 17) or isinstance(fl, bool):
                raise OfcError("Fantasyland cards must be 0 (none) or 14..17, got %r" % (fl,))
        self.winner = winner
        self.net = net
        self.fantasyland_a = fantasyland_a
        self.fantasyland_b = fantasyland_b

    def net_a(self):
        """The net from A's side."""
        return -self.net if self.winner == 1 else self.net
