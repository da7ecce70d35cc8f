"""What happens at a preferans table, as the players tap it in: the deals
(:class:`Deal`) and the incidents (:class:`Incident`), with the names of
their kinds and choices.

An event is its ledger values, a flat list, kind first, in the order its
kind's fields (``FIELDS``, ``INCIDENT_FIELDS``) name: one table drives the
ledger and the named JSON form, so the two never drift.

>>> Deal.game(0, 7, tricks=6, defence=CLOSED, whister=1).to_values()
['game', 0, 7, None, 6, 'closed', 1, None, 0, None, None, None, None]
>>> Deal.from_values(['without3', 1, 8, None]).contract
8
>>> Incident(WARNING, offender=1, declarer=0).to_values()
['warning', 1, 0]
>>> Incident.from_values(['cut', 2]).offender
2
"""
from .pref_sheet import DealError, Event

MISERE = "misere"
CONTRACTS = (6, 7, 8, 9, 10)
SUITS = ("s", "c", "d", "h", "nt")      # spades clubs diamonds hearts no-trump: history only

# Defence, as the two defenders chose it.
BOTH = "both"        # both whist
OPEN = "open"        # one whists open, the other passes (System «M»: greedy whist)
CLOSED = "closed"    # System «M»: one whists and invites the passer to play closed: gentleman split
PASS = "pass"        # both pass: counts as made, not played
HALF = "half"        # pass - half-whist - pass (6 and 7): not played
CHECK = "check"      # a ten checked, not whisted
DEFENCES = (BOTH, OPEN, CLOSED, PASS, HALF, CHECK)

# What the dealer does with four players (System «M»).
TAKEOVER = "takeover"            # takes a defender's cards and whists (§3.6)
HALF_DECLARER = "half_declarer"  # half-and-half with the declarer (§5.3)
HALF_WHISTER = "half_whister"    # half-and-half with the passer who whists (§5.4)
DEALER_WHIST = "dealer_whist"    # Leningrad (FSPR): whists himself after pass - half-whist - pass
DEALER_ROLES = (TAKEOVER, HALF_DECLARER, HALF_WHISTER, DEALER_WHIST)

# Deal kinds.
GAME = "game"
RASPASY = "raspasy"
WITHOUT_THREE = "without3"

# One table per kind drives the ledger's positional values and the named JSON
# form.  Values are ints, short strs or None.
FIELDS = {
    GAME: ("kind", "declarer", "contract", "suit", "tricks", "defence", "whister",
           "whister_tricks", "after_half", "dealer_role", "plan", "promise", "challenger"),
    RASPASY: ("kind", "tricks0", "tricks1", "tricks2", "tricks3"),
    WITHOUT_THREE: ("kind", "declarer", "contract", "dealer_role"),
}

_NOT_IN_DEAL = 7        # the W code NOT_IN_DEAL (texts/device.txt)


class Deal(Event):
    """What happened in one deal, as the players tap it in.

    Use the constructors :meth:`game`, :meth:`misere`, :meth:`raspasy` and
    :meth:`without_three`.  Unused fields stay ``None``.
    """
    FIELDS = FIELDS   # the kinds' fields, for Event's to_values and from_values

    @classmethod
    def game(cls, declarer, contract, tricks=None, defence=OPEN, whister=None, suit=None,
             whister_tricks=None, after_half=0, dealer_role=None, plan=None, promise=None,
             challenger=None):
        """A contract 6-10 (or ``MISERE`` with ``defence=None``)."""
        return cls.from_values([GAME, declarer, contract, suit, tricks, defence, whister,
                                whister_tricks, after_half, dealer_role, plan, promise, challenger])

    @classmethod
    def misere(cls, declarer, tricks, dealer_role=None):
        """A misère: ``tricks`` the declarer took (0 makes it)."""
        return cls.game(declarer, MISERE, tricks, None, dealer_role=dealer_role)

    @classmethod
    def raspasy(cls, tricks):
        """All passed; ``tricks`` per player, ``None`` for the dealer at four
        (unless the system has him play the prikup: then its tricks)."""
        if len(tricks) > 4:
            raise DealError(_NOT_IN_DEAL)
        return cls.from_values([RASPASY] + list(tricks) + [None] * (4 - len(tricks)))

    @classmethod
    def without_three(cls, declarer, contract, dealer_role=None):
        """The declarer concedes "without three and without whists"."""
        return cls.from_values([WITHOUT_THREE, declarer, contract, dealer_role])

    def raspasy_tricks(self):
        return [self.tricks0, self.tricks1, self.tricks2, self.tricks3]


# Incident kinds.
INFORMATION = "information"   # a defender showed bidding intentions (§1.7.2): 50
WARNING = "warning"           # a warning for asking (§1.7.2); past the third: 50
CUT = "cut"                   # refused to cut (§5.1.1.1): the dealer writes 50
MISDEAL = "misdeal"           # the dealer misdealt; the second in a row costs 5 each
END = "end"                   # the agreed time is up (end by time)

INCIDENT_FIELDS = {
    INFORMATION: ("kind", "offender", "declarer"),
    WARNING: ("kind", "offender", "declarer"),
    CUT: ("kind", "offender"),
    MISDEAL: ("kind",),
    END: ("kind",),
}


class Incident(Event):
    """Something at the table that is not a scored deal."""
    FIELDS = INCIDENT_FIELDS   # for Event's to_values and from_values

    def __init__(self, kind, offender=None, declarer=None):
        self.kind = kind
        self.values = [kind, offender, declarer]
        if kind in INCIDENT_FIELDS:     # the kind's fields only
            del self.values[len(INCIDENT_FIELDS[kind]):]
