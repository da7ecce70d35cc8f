"""The preferans score sheet: what is entered at the table, the refusals,
and a deal's breakdown.

What every preferans module shares: :class:`DealError` (an input the rules
refuse, by its W code), :func:`check_player`, :class:`Event` (what a deal
and an incident share: their ledger values) and :class:`Breakdown` (the
sheet of one deal: pulya, gora and vist entries per player).

>>> s = Breakdown(3); s.to_pulya(0, 2); s.entries
[(0, 1, 10, 'pulya'), (0, 2, 10, 'pulya')]
>>> s.results
[20, -10, -10]

In the classic systems (Sochi, Leningrad, Rostov) the pulya and the gora are
only written down during the play, converted into vists at the end
(``pref_close``): a breakdown made with ``each=0`` writes no vists for them.

>>> s = Breakdown(3, each=0); s.to_pulya(0, 2); s.to_gora(1, 4); s.entries, s.pulya, s.gora
([], [2, 0, 0], [0, 4, 0])

What happens at a preferans table, as the players tap it in: the deals
(:class:`Deal`), with the names of their kinds and choices; the incidents
(penalties, misdeals, the end: ``pref_incident.Incident``) are events too.

An event is its ledger values, a flat list, kind first, in the order its
kind's fields (``FIELDS``, ``pref_incident.INCIDENT_FIELDS``) name: one
table drives the ledger and the named JSON form, so the two never drift.

>>> Deal.game(0, 7, tricks=6, defence=CLOSED, whister=1).to_values()
['game', 0, 7, None, 6, 'closed', 1, None, 0, None, None, None, None]
>>> Deal.from_values(['without3', 1, 8, None]).contract
8

Pure integers, no I/O; the same file runs under MicroPython (as ``rules``)
and CPython (as ``tablescore.rules``).
"""

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

class DealError(ValueError):
    """An input the rules do not allow: a reason code and the values its
    text needs, like an OSError with its errno.  The code is what the device
    shows (``ui.text.why``: "W" and the code, in its language); ``str(exc)``
    is the English text (:mod:`why`, the host's messages).  A plain text
    works too.

    >>> str(DealError(_OUT_OF_RANGE, "dealer")), str(DealError("no such deal"))
    ('dealer out of range', 'no such deal')
    >>> str(DealError(_HALF_NOT_WHOLE)), str(DealError(_WRONG_NUMBER))
    ('half-and-half is not whole', 'wrong number of values')
    """

    def __str__(self):
        code = self.args[0] if self.args else ""
        if type(code) is not int:
            return str(code)
        from .why import english
        return english("W%d" % code, self.args[1:])


# Refusal codes of the sheet and events: the W codes of texts/device.txt.
_OUT_OF_RANGE = const(0)
_UNKNOWN_KIND = const(1)
_WRONG_NUMBER = const(2)
_HALF_NOT_WHOLE = const(3)
_NOT_IN_DEAL = const(7)
del const        # the constants are defined: not a global kept on the board


def check_player(value, what, players):
    """Raise DealError unless ``value`` is a player ``0..players-1``.

    >>> check_player(3, "dealer", 3)
    Traceback (most recent call last):
    ...
    DealError: dealer out of range
    """
    if type(value) is not int or not 0 <= value < players:
        raise DealError(_OUT_OF_RANGE, what)


def seated(players, dealer):
    """The three players in the deal, clockwise from the dealer's left.

    >>> seated(4, 1), seated(3, 1)
    ([2, 3, 0], [2, 0, 1])
    """
    if players == 4:
        return [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4]
    return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]


class Event:
    """A deal or an incident: its ledger values, a flat list ``[kind, ...]``
    in the order the class's ``FIELDS`` names for the kind.  A field reads
    as an attribute (``deal.tricks``); a field of another kind of the class
    reads as ``None``.

    An event keeps that list, not an attribute a field: a deal has 17 fields
    over its kinds, and a dict of them took the device 384 bytes a deal,
    the list 96 more than the values themselves.  The same class under both
    interpreters: the host compares and prints events with plain functions
    (:func:`pref_host.event_equal`, :func:`pref_host.event_repr`), which
    the device never loads."""

    def __getattr__(self, name):
        # called only for what is not a plain attribute (kind and values are)
        for kind in self.FIELDS:
            if name != "kind" and name in self.FIELDS[kind]:
                break
        else:
            raise AttributeError(name)
        names = self.FIELDS.get(self.kind, ())
        return self.values[names.index(name)] if name in names else None

    def to_values(self):
        """Fixed-order flat list for the ledger (see ``FIELDS``): a copy."""
        return list(self.values)

    @classmethod
    def from_values(cls, values):
        """Inverse of :meth:`to_values`; raises DealError on a bad list.

        The event keeps ``values`` itself, not a copy: change neither after."""
        if not values or values[0] not in cls.FIELDS:
            raise DealError(_UNKNOWN_KIND, cls.__name__.lower())
        if len(values) != len(cls.FIELDS[values[0]]):
            raise DealError(_WRONG_NUMBER)
        event = object.__new__(cls)     # not through __init__: nothing to build
        event.kind = values[0]
        event.values = values
        return event


class Breakdown:
    """One deal (or penalty) per player: results, pulya, gora, entries, notes.

    ``outcome`` tells the session what happened: ``"made"``, ``"failed"``,
    ``"conceded"``, ``"raspasy"``, ``"penalty"``, ``"misdeal"``, ``"none"``.
    ``seats`` are the players in seats 0, 1, 2, which :meth:`to_pulya` and
    :meth:`to_gora` take (one breakdown a deal, no seat sheet to copy).
    ``each``: the vists a pulya or gora point is worth from (or to) each
    other seat: 5 in System «M» (the *indivisible gora*), 0 where the points
    are settled at the end.  ``played`` (a deal's): 0 not played (both
    passed, a half-whist), 1 played without a whist, 2 whisted: what may
    end a raspasy series (``pref_rules.series_after``).
    """
    played = 2

    def __init__(self, players, seats=(0, 1, 2), each=5):
        self.players = players
        self.seats = seats
        self.each = each
        # each [0] * n would make a [0] first as well
        self.results = [0] * players
        self.pulya = list(self.results)
        self.gora = list(self.results)
        self.entries = []
        self.notes = []
        self.outcome = "none"

    def note(self, code, *values):
        """Add note ``code`` (an N code of texts/device.txt) with the values
        its text needs, once: ``(code, *values)``, shown in the device's
        language (``ui.text.note``), in English by the host."""
        n = (code,) + values
        if n not in self.notes:
            self.notes.append(n)

    def write(self, writer, target, vists, reason):
        """Player ``writer`` writes ``vists`` on player ``target`` (nothing if zero).

        The only place results change, an entry at a time: they sum to
        zero and match the entries by construction."""
        if vists:
            self.entries.append((writer, target, vists, reason))
            self.results[writer] += vists
            self.results[target] -= vists

    def to_pulya(self, seat, points):
        """Points into a seat's pulya: it writes ``each`` (5) vists a point on each other seat."""
        player = self.seats[seat]
        self.pulya[player] += points
        for other in self.seats:
            if other != player:
                self.write(player, other, self.each * points, "pulya")

    def to_gora(self, seat, points):
        """Points into a seat's gora: each other seat writes ``each`` (5) vists a point on it."""
        player = self.seats[seat]
        self.gora[player] += points
        for other in self.seats:
            if other != player:
                self.write(other, player, self.each * points, "gora")


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

