"""Davi, the doubling cube of the match: offer, accept, drop.

Either player may offer a double at any moment while he owns the cube or
nobody does.  Accepting doubles the cube and the acceptor owns it; dropping
concedes the match at the value before the offer.

>>> cube = Cube()
>>> cube.offer(0, 1, 0); cube.accept(1); (cube.value, cube.owner)
(2, 1)
>>> cube.offer(0, 3, 2)  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
rules.davi.DaviError: B owns the davi cube: only B may double
>>> cube.offer(1, 3, 2); cube.drop(0); cube.value
1
2

The three answers are also ledger inputs (:class:`Offer`, :class:`Accept`,
:class:`Drop`), each a fixed-order list of values.
"""

from .ofc_deal import OfcError, Input, check_seat

SEATS = "AB"
MAX_VALUE = 1 << 20         # far beyond any table; keeps every figure a small int


try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# Refusals the device can meet: the O codes of texts/device.txt (OfcError.code)
_DAVI_PENDING = const(1)
_DAVI_OWNER = const(2)
_CUBE_TOP = const(23)


class DaviError(OfcError):
    """A davi action the rules do not allow; the message says why."""


class Cube:
    """Cube state: ``value``, ``owner`` (seat or None), pending offer (``offerer``).

    ``offerer`` is the offering seat or None; ``offer_deal`` and ``offer_street``
    say when it was made (street 0 = before the deal's cards, 1..5 during it).
    """

    def __init__(self, value=1, owner=None, offerer=None, offer_deal=None, offer_street=None):
        self.value = value
        self.owner = owner
        self.offerer = offerer
        self.offer_deal = offer_deal
        self.offer_street = offer_street

    def to_values(self):
        """``[value, owner, offerer, offer_deal, offer_street]``."""
        return [self.value, self.owner, self.offerer, self.offer_deal, self.offer_street]

    @classmethod
    def from_values(cls, values):
        return cls(*values)

    def offer_refusal(self, seat):
        """Why ``seat`` may not double now (a :class:`DaviError`, not
        raised), or None if it may."""
        if self.offerer is not None:
            return DaviError("a davi offer by %s is pending: accept or drop it first" % SEATS[self.offerer],
                             _DAVI_PENDING, self.offerer)
        if self.owner is not None and self.owner != seat:
            return DaviError("%s owns the davi cube: only %s may double" % (SEATS[self.owner], SEATS[self.owner]),
                             _DAVI_OWNER, self.owner)
        if self.value >= MAX_VALUE:
            return DaviError("the cube is at %d: no more doubles" % self.value, _CUBE_TOP)
        return None

    def offer(self, seat, deal, street):
        """``seat`` offers to double during ``deal`` (number) at ``street`` (0..5)."""
        check_seat(seat, "player")
        refusal = self.offer_refusal(seat)
        if refusal is not None:
            raise refusal
        self.offerer = seat
        self.offer_deal = deal
        self.offer_street = street

    def _answer(self, seat, verb):
        check_seat(seat, "player")
        if self.offerer is None:
            raise DaviError("no davi offer to %s" % verb)
        if seat == self.offerer:
            raise DaviError("%s offered the double; only %s may %s it"
                            % (SEATS[seat], SEATS[1 - seat], verb))

    def accept(self, seat):
        """``seat`` takes the double: the value doubles and ``seat`` owns the cube."""
        self._answer(seat, "accept")
        self.value *= 2
        self.owner = seat
        self.offerer = self.offer_deal = self.offer_street = None

    def drop(self, seat):
        """``seat`` refuses the double: returns the winner (the offerer); the value stays."""
        self._answer(seat, "drop")
        winner = self.offerer
        self.offerer = self.offer_deal = self.offer_street = None
        return winner


class Offer(Input):
    """Ledger input: ``player`` offers davi in deal number ``deal`` at ``street``.

    ``deal`` is the deal being played or about to start (deals so far + 1);
    ``street`` 0 means before that deal's cards, 1..5 during it.
    """
    KIND = "offer"
    FIELDS = (("player", "seat"), ("deal", "int"), ("street", "int"))

    def __init__(self, player, deal, street=0):
        check_seat(player, "player")
        if not isinstance(deal, int) or isinstance(deal, bool) or deal < 1:
            raise DaviError("the deal number of an offer counts from 1, got %r" % (deal,))
        if street not in (0, 1, 2, 3, 4, 5) or isinstance(street, bool):
            raise DaviError("the street of an offer is 0 (before the cards) or 1..5, got %r" % (street,))
        self.player = player
        self.deal = deal
        self.street = street


class Accept(Input):
    """Ledger input: ``player`` accepts the pending offer."""
    KIND = "accept"
    FIELDS = (("player", "seat"),)

    def __init__(self, player):
        self.player = check_seat(player, "player")


class Drop(Accept):
    """Ledger input: ``player`` drops (concedes the match at the cube's value)."""
    KIND = "drop"
