"""The OFC match to 31 with the davi cube, and a session of matches for money.

Inputs (each with ``KIND``, ``FIELDS``, ``to_values()``, ``from_values()``):
:class:`Settings` (starts a match), :class:`~ofc_cards.CardDeal`,
:class:`~ofc_deal.TapDeal`, :class:`~ofc_deal.QuickDeal`,
:class:`~davi.Offer`, :class:`~davi.Accept`, :class:`~davi.Drop`.
A :class:`Session` applies them in order; a refused input raises a
ValueError subclass with the reason and changes nothing.

>>> from .ofc_deal import QuickDeal
>>> from .davi import Offer, Accept
>>> s = Session()
>>> s.apply(Settings(stake=25))
>>> for i in (QuickDeal(0, 12), Offer(0, 2), Accept(1)): _ = s.apply(i)
>>> s.match.scores, s.match.cube_value, s.match.cube_owner, s.match.payout()
([12, 0], 2, 1, 50)
"""
from . import load
from .ofc_deal import OfcError, Input, Deal, TapDeal, QuickDeal, check_seat, check_flag, STAY_FULL_MIDDLE, STAY_RULES, SEATS
from .davi import Cube, Offer, Accept, Drop

END_SCORE = "score"     # a player reached the target
END_DROP = "drop"       # a player dropped a double

MAX_TARGET = 1000

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# Refusals the device can meet: the O codes of texts/device.txt (OfcError.code)
_DAVI_PENDING = const(1)
_MATCH_ON = const(21)
_MATCH_OVER_NOW = const(22)


def _int(value, what, low, high):
    if not isinstance(value, int) or isinstance(value, bool) or value < low or value > high:
        raise OfcError("%s must be a whole number %d..%d, got %r" % (what, low, high, value))
    return value


class Settings(Input):
    """Rule settings of a match; also the input that starts it.

    - ``target``: points that win the match (31; 21, 51, 101 are also played);
    - ``stay_rule``: ``STAY_FULL_MIDDLE`` (0, trips top / full house+ middle /
      quads+ bottom) or ``STAY_NO_MIDDLE`` (1, trips top / quads+ bottom);
    - ``progressive``: 1 for progressive Fantasyland (QQ 14, KK 15, AA 16, trips 17 cards);
    - ``button_moves_on_fantasyland``: 1 if the button also moves after a Fantasyland deal;
    - ``stake``: base stake of the match; the winner gets ``stake * cube value``;
    - ``button``: who is on the button in the first deal (0 = A, 1 = B).
    """
    KIND = "match"
    FIELDS = (("target", "int"), ("stay_rule", "stay"), ("progressive", "bool"),
              ("button_moves_on_fantasyland", "bool"), ("stake", "int"), ("button", "seat"))

    def __init__(self, target=31, stay_rule=STAY_FULL_MIDDLE, progressive=0, button_moves_on_fantasyland=0,
                 stake=0, button=0):
        self.target = _int(target, "the match target", 1, MAX_TARGET)
        if stay_rule not in (0, 1) or isinstance(stay_rule, bool):
            raise OfcError("the Fantasyland stay rule is 0 (%s) or 1 (%s), got %r"
                           % (STAY_RULES[0], STAY_RULES[1], stay_rule))
        self.stay_rule = stay_rule
        self.progressive = check_flag(progressive, "progressive")
        self.button_moves_on_fantasyland = check_flag(button_moves_on_fantasyland, "button_moves_on_fantasyland")
        self.stake = _int(stake, "the stake", 0, 1000000)
        self.button = check_seat(button, "the first button")


# the inputs read by their KIND; and "deal", both hands' cards (the host's
# ``rules.ofc_cards.CardDeal``): the cards' module is loaded when one is read
INPUTS = (Settings, TapDeal, QuickDeal, Offer, Accept, Drop)


def input_class(kind):
    """The input class of a ``KIND`` string (``"deal"``, ``"taps"``, ``"offer"`` ...)."""
    if kind == "deal":
        return load(".ofc_cards", __name__).CardDeal
    for cls in INPUTS:
        if cls.KIND == kind:
            return cls
    raise OfcError("unknown OFC input kind %r" % (kind,))


def input_from_values(kind, values):
    """Rebuild a ledger input: ``input_from_values("accept", [1]) == Accept(1)``."""
    return input_class(kind).from_values(values)


def tagged(item):
    """``[KIND, *values]``: one flat list naming its own kind, for ledgers that
    keep several input kinds under one record type.

    >>> tagged(Accept(1)), from_tagged(["accept", 1])
    (['accept', 1], Accept(1))
    """
    return [item.KIND] + item.to_values()


def from_tagged(values):
    """The input of a :func:`tagged` list."""
    if not values:
        raise OfcError("an empty value list is no OFC input")
    return input_from_values(values[0], values[1:])


class Match:
    """State of one match.

    ``scores`` ([A, B]), ``deal_count``, ``button`` (seat on the button for the
    next deal), ``fantasyland`` ([cards A, cards B] next deal, 0 = not in
    Fantasyland), ``winner`` (seat or None), ``end`` (``"score"``, ``"drop"``
    or None), ``cube`` (:class:`davi.Cube`), ``settings``.
    """

    def __init__(self, settings=None):
        self.settings = settings or Settings()
        self.scores = [0, 0]
        self.deal_count = 0
        self.button = self.settings.button
        self.fantasyland = [0, 0]
        self.winner = None
        self.end = None
        self.cube = Cube()

    # -- what a screen shows ------------------------------------------------
    @property
    def target(self):
        return self.settings.target

    @property
    def cube_value(self):
        return self.cube.value

    @property
    def cube_owner(self):
        return self.cube.owner

    @property
    def offerer(self):
        """The seat whose davi offer is pending, or None."""
        return self.cube.offerer

    @property
    def next_deal(self):
        """Number of the deal being played or about to start."""
        return self.deal_count + 1

    def payout(self):
        """What the match is worth now: base stake x cube value (after a drop: the value before the offer)."""
        return self.settings.stake * self.cube.value

    # -- inputs ---------------------------------------------------------------
    def _refuse_if_over(self):
        if self.winner is not None:
            if self.end == END_DROP:
                raise OfcError("the match is over: %s dropped the double, %s won"
                               % (SEATS[1 - self.winner], SEATS[self.winner]), _MATCH_OVER_NOW)
            raise OfcError("the match is over: %s won %d:%d"
                           % (SEATS[self.winner], self.scores[0], self.scores[1]), _MATCH_OVER_NOW)

    def apply(self, item):
        """Apply one input; return the deal's net from A's side (deals) or None.

        Raises OfcError / DaviError with the reason and changes nothing if the
        input is not allowed now.
        """
        self._refuse_if_over()
        if isinstance(item, Deal):
            return self._deal(item)
        if isinstance(item, Offer):
            if item.deal != self.next_deal:
                raise OfcError("the offer names deal %d, but deal %d is the one being played"
                               % (item.deal, self.next_deal))
            self.cube.offer(item.player, item.deal, item.street)
        elif isinstance(item, Drop):      # before Accept: Drop subclasses it
            self.winner = self.cube.drop(item.player)
            self.end = END_DROP
        elif isinstance(item, Accept):
            self.cube.accept(item.player)
        elif isinstance(item, Settings):
            raise OfcError("this match is under way: finish it before starting another", _MATCH_ON)
        else:
            raise OfcError("not an OFC input: %r" % (item,))
        return None

    def _deal(self, item):
        if self.cube.offerer is not None:
            raise OfcError("a davi offer by %s is pending: accept or drop it before recording a deal"
                           % SEATS[self.cube.offerer], _DAVI_PENDING, self.cube.offerer)
        s = self.settings
        if isinstance(item, QuickDeal):
            net = item.net_a()
            fantasyland = [item.fantasyland_a, item.fantasyland_b]
            if not s.progressive:
                for fl in fantasyland:
                    if fl > 14:
                        raise OfcError("progressive Fantasyland is off: %d cards is not possible (14 or none)" % fl)
        else:
            result = item.result()
            net = result.net
            fantasyland = [result.fantasyland(seat, self.fantasyland[seat] > 0, s.stay_rule, s.progressive)
                           for seat in (0, 1)]
        if self.fantasyland[0] or self.fantasyland[1]:
            if s.button_moves_on_fantasyland:
                self.button = 1 - self.button
        else:
            self.button = 1 - self.button
        self.deal_count += 1
        self.fantasyland = fantasyland
        if net > 0:
            self.scores[0] += net
        elif net < 0:
            self.scores[1] -= net
        for seat in (0, 1):
            if self.scores[seat] >= s.target:
                self.winner = seat
                self.end = END_SCORE
        return net

    def check(self, item):
        """Raise the reason ``item`` would be refused now, without changing the match."""
        Match.from_values(self.to_values()).apply(item)

    # -- checkpoints ------------------------------------------------------------
    VALUES = 19

    def to_values(self):
        """Settings (6), ``score_a, score_b, deal_count, button, fantasyland_a,
        fantasyland_b, winner, end`` (8), cube (5: value, owner, offerer,
        offer_deal, offer_street)."""
        return (self.settings.to_values()
                + [self.scores[0], self.scores[1], self.deal_count, self.button,
                   self.fantasyland[0], self.fantasyland[1], self.winner, self.end]
                + self.cube.to_values())

    @classmethod
    def from_values(cls, values):
        if len(values) != cls.VALUES:
            raise OfcError("a match checkpoint has %d values, got %d" % (cls.VALUES, len(values)))
        m = cls(Settings.from_values(values[0:6]))
        m.scores = [values[6], values[7]]
        m.deal_count = values[8]
        m.button = values[9]
        m.fantasyland = [values[10], values[11]]
        m.winner = values[12]
        m.end = values[13]
        m.cube = Cube.from_values(values[14:19])
        return m


class Session:
    """Matches between the same two players, with the running money balance.

    ``balance`` is A's money won (B's is ``-balance``); ``wins`` = [A, B]
    matches won; ``match`` the current (or last finished) :class:`Match`.
    """

    def __init__(self):
        self.balance = 0
        self.wins = [0, 0]
        self.match = None

    def apply(self, item):
        """Apply one input (a :class:`Settings` starts a new match); return as :meth:`Match.apply`."""
        if isinstance(item, Settings):
            if self.match is not None and self.match.winner is None:
                raise OfcError("the match in progress (A %d : B %d) is not over yet"
                               % (self.match.scores[0], self.match.scores[1]), _MATCH_ON)
            self.match = Match(item)
            return None
        if self.match is None:
            raise OfcError("no match started: start one with its settings first")
        net = self.match.apply(item)
        m = self.match
        if m.winner is not None:
            self.wins[m.winner] += 1
            self.balance += m.payout() if m.winner == 0 else -m.payout()
        return net

    def check(self, item):
        """Raise the reason ``item`` would be refused now, without changing anything."""
        Session.from_values(self.to_values()).apply(item)

    def to_values(self):
        """``balance, wins_a, wins_b`` then the match's 19 values (None x 19 before the first match)."""
        return [self.balance, self.wins[0], self.wins[1]] + (
            self.match.to_values() if self.match else [None] * Match.VALUES)

    @classmethod
    def from_values(cls, values):
        if len(values) != 3 + Match.VALUES:
            raise OfcError("a session checkpoint has %d values, got %d" % (3 + Match.VALUES, len(values)))
        s = cls()
        s.balance = values[0]
        s.wins = [values[1], values[2]]
        s.match = None if values[3] is None else Match.from_values(values[3:])
        return s


def rebuild(inputs, voided=(), session=None):
    """Replay ``inputs`` (a list of inputs) into ``session`` (a new one by default),
    skipping the positions listed in ``voided``; return the session.

    Start from a checkpoint with ``session=Session.from_values(saved)``.
    """
    if session is None:
        session = Session()
    for i in range(len(inputs)):
        if i not in voided:
            session.apply(inputs[i])
    return session
