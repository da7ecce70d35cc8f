"""The score sheet of one deal: pulya, gora and vist entries.

A :class:`Sheet` is written per seat (0, 1, 2) while a deal is scored; a
:class:`Breakdown` is the same per player, with each player's result.
An entry ``(writer, target, vists, reason)`` means *writer writes vists on
target*: the writer gains them, the target loses them.

>>> s = Sheet(); s.to_pulya(0, 2); s.entries
[(0, 1, 10, 'pulya'), (0, 2, 10, 'pulya')]
>>> s.results()
[20, -10, -10]
"""


class DealError(ValueError):
    """An input the rules do not allow; ``str(exc)`` is a short reason."""


class Sheet:
    """Pulya and gora points and vist entries between the three seats."""

    def __init__(self):
        self.pulya = [0, 0, 0]
        self.gora = [0, 0, 0]
        self.entries = []

    def write(self, writer, target, vists, reason):
        """``writer`` writes ``vists`` on ``target`` (nothing if zero)."""
        if vists:
            self.entries.append((writer, target, vists, reason))

    def to_pulya(self, seat, points):
        """Points into a seat's pulya: it writes 5 vists a point on each other seat."""
        self.pulya[seat] += points
        for other in (0, 1, 2):
            if other != seat:
                self.write(seat, other, 5 * points, "pulya")

    def to_gora(self, seat, points):
        """Points into a seat's gora: each other seat writes 5 vists a point on it."""
        self.gora[seat] += points
        for other in (0, 1, 2):
            if other != seat:
                self.write(other, seat, 5 * points, "gora")

    def results(self):
        return results_of(self.entries, 3)


def results_of(entries, players):
    """Each player's vists written on others minus vists written on him."""
    r = [0] * players
    for writer, target, vists, _ in entries:
        r[writer] += vists
        r[target] -= vists
    return r


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
        self.sit_out = None     # a player whose seat the dealer took over

    def note(self, text):
        if text not in self.notes:
            self.notes.append(text)

    def write(self, writer, target, vists, reason):
        if vists:
            self.entries.append((writer, target, vists, reason))
            self.results[writer] += vists
            self.results[target] -= vists

    def add_sheet(self, sheet, seats, shared=None):
        """Copy a seat sheet onto players; ``shared`` maps seat -> partner
        who takes half of that seat's result (half-and-half with the dealer)."""
        for writer, target, vists, reason in sheet.entries:
            self.write(seats[writer], seats[target], vists, reason)
        for seat in range(3):
            self.pulya[seats[seat]] += sheet.pulya[seat]
            self.gora[seats[seat]] += sheet.gora[seat]
        if shared:
            seat_results = sheet.results()
            for seat in shared:
                self._share(seats[seat], shared[seat], seat_results[seat])

    def _share(self, player, partner, seat_result):
        # [reading] half-and-half halves the seat's vists *and* its pulya and
        # gora points (all even: every cost is even), so pulya totals stay whole.
        if seat_result % 2 or self.pulya[player] % 2 or self.gora[player] % 2:
            raise DealError("half-and-half is not whole")
        half = seat_result // 2
        if half > 0:
            self.write(partner, player, half, "half-and-half")
        elif half < 0:
            self.write(player, partner, -half, "half-and-half")
        for sheet_points in (self.pulya, self.gora):
            sheet_points[player] //= 2
            sheet_points[partner] += sheet_points[player]

    def check_zero_sum(self):
        """Raise DealError unless results sum to zero and match the entries."""
        if sum(self.results) != 0 or self.results != results_of(self.entries, self.players):
            raise DealError("scores do not sum to zero")

    def negated(self):
        """The compensating breakdown that undoes this one (for a void)."""
        n = Breakdown(self.players)
        for writer, target, vists, reason in self.entries:
            n.write(target, writer, vists, reason)
        n.pulya = [-x for x in self.pulya]
        n.gora = [-x for x in self.gora]
        n.notes = ["void"] + self.notes
        n.outcome = "void"
        return n
