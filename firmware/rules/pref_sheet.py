"""The score sheet of one deal: pulya, gora and vist entries.

A :class:`Breakdown` holds them per player, with each player's result; a
deal is first written on a breakdown of its three seats (0, 1, 2), which
is then copied onto the players (:meth:`Breakdown.add_sheet`).  An entry
``(writer, target, vists, reason)`` means *writer writes vists on target*:
the writer gains them, the target loses them.

>>> s = Breakdown(3); s.to_pulya(0, 2); s.entries
[(0, 1, 10, 'pulya'), (0, 2, 10, 'pulya')]
>>> s.results
[20, -10, -10]

Also here, for the other preferans modules: :class:`Event` (what a deal and
an incident share), :func:`check_player` and :func:`text`, which looks up a
note in a module's text table.
"""
import sys

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

if sys.implementation.name == "micropython":
    _EventBase = object
else:   # the host: events compare, print and name their fields there (pref_host)
    from .pref_host import HostEvent as _EventBase


class DealError(ValueError):
    """An input the rules do not allow; ``str(exc)`` is a short reason.

    Raised with a reason code and the values its text needs, like an
    OSError with its errno: the texts (:mod:`pref_why`) are loaded only when
    one is shown.  A plain text works too.

    >>> str(DealError(_OUT_OF_RANGE, "dealer")), str(DealError("no such deal"))
    ('dealer out of range', 'no such deal')
    >>> str(DealError(_HALF_NOT_WHOLE)), str(DealError(_WRONG_NUMBER))
    ('half-and-half is not whole', 'wrong number of values')
    """

    def __str__(self):
        code = self.args[0] if self.args else ""
        if type(code) is not int:
            return str(code)
        from . import pref_why
        return text(pref_why.REASONS, code) % self.args[1:]


def text(table, code):
    """Line ``code`` (0 first) of a text table.

    The preferans modules keep their notes (and pref_why the refusals) as
    one string each, a line a text, looked up by a const() code: on the
    device one string costs the heap its characters only, forty literals a
    str object each as well (benchmarks/README.md, "Device memory").

    >>> text("first\\nsecond\\n", 1)
    'second'
    """
    start = 0
    for _ in range(code):
        start = table.index("\n", start) + 1
    return table[start:table.index("\n", start)]


# Refusal codes: lines of pref_why.REASONS.
_OUT_OF_RANGE = const(0)
_UNKNOWN_KIND = const(1)
_WRONG_NUMBER = const(2)
_HALF_NOT_WHOLE = const(3)


def check_player(value, what, players):
    """Raise DealError unless ``value`` is a player ``0..players-1``.

    >>> check_player(3, "dealer", 3)
    Traceback (most recent call last):
    ...
    DealError: dealer out of range
    """
    if type(value) is not int or not 0 <= value < players:
        raise DealError(_OUT_OF_RANGE, what)


class Event(_EventBase):
    """A deal or an incident: a ``kind`` and the fields the class's ``FIELDS``
    names for it, ``kind`` first; the ledger keeps them as a flat list.

    On the host (:mod:`pref_host`) an event also compares by its values,
    prints as them and tells its ``fields()``."""

    def to_values(self):
        """Fixed-order flat list for the ledger (see ``FIELDS``)."""
        values = []
        for name in self.FIELDS[self.kind]:
            values.append(getattr(self, name))
        return values

    @classmethod
    def from_values(cls, values):
        """Inverse of :meth:`to_values`; raises DealError on a bad list."""
        if not values or values[0] not in cls.FIELDS:
            raise DealError(_UNKNOWN_KIND, cls.__name__.lower())
        names = cls.FIELDS[values[0]]
        if len(values) != len(names):
            raise DealError(_WRONG_NUMBER)
        event = cls(values[0])
        for i in range(1, len(names)):
            setattr(event, names[i], values[i])
        return event


class Breakdown:
    """One deal (or penalty) per player: results, pulya, gora, entries, notes.

    ``outcome`` tells the session what happened: ``"made"``, ``"failed"``,
    ``"conceded"``, ``"raspasy"``, ``"penalty"``, ``"misdeal"``, ``"none"``.
    """

    def __init__(self, players):
        self.players = players
        self.results = [0] * players
        self.pulya = [0] * players
        self.gora = [0] * players
        self.entries = []
        self.notes = []
        self.outcome = "none"

    def note(self, text):
        if text not in self.notes:
            self.notes.append(text)

    def write(self, writer, target, vists, reason):
        """``writer`` writes ``vists`` on ``target`` (nothing if zero).

        The only place results change, an entry at a time: they sum to
        zero and match the entries by construction."""
        if vists:
            self.entries.append((writer, target, vists, reason))
            self.results[writer] += vists
            self.results[target] -= vists

    def to_pulya(self, seat, points):
        """Points into a seat's pulya: it writes 5 vists a point on each other seat."""
        self.pulya[seat] += points
        for other in range(3):
            if other != seat:
                self.write(seat, other, 5 * points, "pulya")

    def to_gora(self, seat, points):
        """Points into a seat's gora: each other seat writes 5 vists a point on it."""
        self.gora[seat] += points
        for other in range(3):
            if other != seat:
                self.write(other, seat, 5 * points, "gora")

    def add_sheet(self, sheet, seats, shared=None):
        """Copy a seat sheet (a breakdown of the three seats) onto players
        ``seats``; ``shared`` maps seat -> partner who takes half of that
        seat's result (half-and-half with the dealer)."""
        for writer, target, vists, reason in sheet.entries:
            self.write(seats[writer], seats[target], vists, reason)
        for seat in range(3):
            self.pulya[seats[seat]] += sheet.pulya[seat]
            self.gora[seats[seat]] += sheet.gora[seat]
        if not shared:
            return
        seat_results = sheet.results
        for seat in shared:
            player, partner, seat_result = seats[seat], shared[seat], seat_results[seat]
            # [reading] half-and-half halves the seat's vists *and* its pulya and
            # gora points (all even: every cost is even), so pulya totals stay whole.
            if seat_result % 2 or self.pulya[player] % 2 or self.gora[player] % 2:
                raise DealError(_HALF_NOT_WHOLE)
            half = seat_result // 2
            if half > 0:
                self.write(partner, player, half, "half-and-half")
            elif half < 0:
                self.write(player, partner, -half, "half-and-half")
            for sheet_points in (self.pulya, self.gora):
                sheet_points[player] //= 2
                sheet_points[partner] += sheet_points[player]
