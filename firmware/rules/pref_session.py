"""A preferans session (one pulya), System «M»: state, incidents, replay.

The session knows the players, the dealer, the raspasy series, the running
totals and what ends the pulya.  Feed it events in order: deals
(:class:`pref_deal.Deal`) and incidents (:class:`Incident`: penalties,
warnings, misdeals, the end).  Each returns a breakdown; invalid events
raise DealError and change nothing.

>>> s = Session(players=3, first_dealer=2)
>>> s.apply(Deal.raspasy([7, 3, 0])).results
[-55, 5, 50]
>>> s.dealer, s.series, s.raspasy_price(), s.minimum_contract()
(0, 1, 2, 6)
"""
from .pref_deal import (FIELDS, Deal, DealError, exit_ladder_minimum, raspasy_price, score,
                        seated)
from .pref_sheet import Breakdown

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

PENALTY_INFORMATION = 50
PENALTY_CUT = 50
PENALTY_MISDEAL = 5
# [reading] "after three warnings in one pulya" (§1.7.3): the fourth warning
# and every later one in the same session is a 50-vist penalty.
WARNINGS_BEFORE_PENALTY = 3

SETTINGS_FIELDS = ("players", "first_dealer", "end_points", "end_minutes")
STATE_FIELDS = ("players", "first_dealer", "end_points", "end_minutes",
                "dealer", "series", "misdeals", "deals", "finished")
PLAYER_FIELDS = ("result", "pulya", "gora", "warnings")


class Incident:
    """Something at the table that is not a scored deal.

    >>> Incident(WARNING, offender=1, declarer=0).to_values()
    ['warning', 1, 0]
    """

    def __init__(self, kind, offender=None, declarer=None):
        self.kind = kind
        self.offender = offender
        self.declarer = declarer

    def fields(self):
        return INCIDENT_FIELDS[self.kind]

    def to_values(self):
        return [getattr(self, name) if name != "kind" else self.kind for name in INCIDENT_FIELDS[self.kind]]

    @classmethod
    def from_values(cls, values):
        if not values or values[0] not in INCIDENT_FIELDS:
            raise DealError("unknown incident kind")
        names = INCIDENT_FIELDS[values[0]]
        if len(values) != len(names):
            raise DealError("wrong number of values")
        incident = cls(values[0])
        for i in range(1, len(names)):
            setattr(incident, names[i], values[i])
        return incident

    def __eq__(self, other):
        return isinstance(other, Incident) and self.to_values() == other.to_values()

    def __repr__(self):
        return "Incident%r" % (tuple(self.to_values()),)


def event_from_values(values):
    """A Deal or an Incident from its ledger values (kind first)."""
    if values and values[0] in INCIDENT_FIELDS:
        return Incident.from_values(values)
    return Deal.from_values(values)


def event_fields(kind):
    """Field names of any event kind, ``kind`` first."""
    if kind in FIELDS:
        return FIELDS[kind]
    if kind in INCIDENT_FIELDS:
        return INCIDENT_FIELDS[kind]
    raise DealError("unknown event kind")


def series_after(series, outcome):
    """**[reading] failed exit keeps price**: the raspasy count after a deal.

    A raspasy advances it, a made game (misère included) ends it; a failed
    contract, a concession or a misdeal leaves it as it was.

    >>> series_after(2, "raspasy"), series_after(2, "made"), series_after(2, "failed")
    (3, 0, 2)
    """
    if outcome == "raspasy":
        return series + 1
    if outcome == "made":
        return 0
    return series


def time_is_up(elapsed_minutes, end_minutes):
    """End by time: has the agreed time passed?

    >>> time_is_up(179, 180), time_is_up(180, 180)
    (False, True)
    """
    return bool(end_minutes) and elapsed_minutes >= end_minutes


class Session:
    """One pulya: 3 or 4 players, a dealer that passes clockwise every deal.

    ``end_points`` (e.g. 100) ends the pulya when all pulyas together reach
    it; ``end_minutes`` is the agreed time (the caller's clock decides,
    then applies ``Incident(END)``); 0 means not agreed.
    """

    def __init__(self, players=3, first_dealer=0, end_points=0, end_minutes=0):
        if players not in (3, 4):
            raise DealError("players must be 3 or 4")
        if type(first_dealer) is not int or not 0 <= first_dealer < players:
            raise DealError("dealer out of range")
        for v in (end_points, end_minutes):
            if type(v) is not int or v < 0:
                raise DealError("end must be a whole number")
        self.players = players
        self.first_dealer = first_dealer
        self.end_points = end_points
        self.end_minutes = end_minutes
        self.dealer = first_dealer
        self.series = 0          # consecutive raspasy so far (0: not in a series)
        self.misdeals = 0        # misdeals in a row by the current dealer
        self.deals = 0           # deals scored (not incidents)
        self.finished = 0
        self.results = [0] * players
        self.pulya = [0] * players
        self.gora = [0] * players
        self.warnings = [0] * players

    # -- what the table shows
    def seated(self):
        """The three players in the next deal, clockwise from the dealer's left."""
        return seated(self.players, self.dealer)

    def raspasy_price(self):
        return raspasy_price(self.series)

    def minimum_contract(self):
        """Lowest contract allowed in the next deal (6 outside a raspasy series)."""
        return exit_ladder_minimum(self.series)

    def pulya_total(self):
        return sum(self.pulya)

    def is_over(self):
        return bool(self.finished)

    # -- events
    def check(self, event):
        """Raise DealError unless ``event`` may be applied now."""
        self._score(event)

    def score(self, event):
        """The breakdown ``event`` would give now, without applying it."""
        return self._score(event)

    def apply(self, event):
        """Score ``event``, update the state and return its breakdown."""
        b = self._score(event)
        for p in range(self.players):
            self.results[p] += b.results[p]
            self.pulya[p] += b.pulya[p]
            self.gora[p] += b.gora[p]
        if isinstance(event, Deal):
            self.series = series_after(self.series, b.outcome)
            self.deals += 1
            self.pass_deal()
            if self.end_points and self.pulya_total() >= self.end_points:
                self.finished = 1
        elif event.kind == WARNING:
            self.warnings[event.offender] += 1
        elif event.kind == MISDEAL:
            if self.misdeals:
                self.pass_deal()
            else:
                self.misdeals = 1
        elif event.kind == END:
            self.finished = 1
        return b

    def pass_deal(self):
        """The deal passes clockwise (also what a voided deal does)."""
        self.dealer = (self.dealer + 1) % self.players
        self.misdeals = 0

    def _score(self, event):
        if self.finished:
            raise DealError("the pulya is over")
        if isinstance(event, Deal):
            return score(event, self.players, self.dealer, self.series)
        if not isinstance(event, Incident) or event.kind not in INCIDENT_FIELDS:
            raise DealError("unknown event kind")
        b = Breakdown(self.players)
        b.outcome = "penalty"
        kind = event.kind
        if kind in (INFORMATION, WARNING, CUT):
            self._check_player(event.offender, "offender")
        if kind in (INFORMATION, WARNING):
            self._check_player(event.declarer, "declarer")
            if event.declarer == event.offender:
                raise DealError("offender is the declarer")
        if kind == INFORMATION:
            b.write(event.declarer, event.offender, PENALTY_INFORMATION, "penalty: information")
        elif kind == WARNING:
            count = self.warnings[event.offender] + 1
            if count > WARNINGS_BEFORE_PENALTY:
                b.write(event.declarer, event.offender, PENALTY_INFORMATION, "penalty: warning %d" % count)
                b.note("past the third warning (reading: each later warning costs 50)")
            else:
                b.outcome = "none"
                b.note("warning %d of %d" % (count, WARNINGS_BEFORE_PENALTY))
        elif kind == CUT:
            if event.offender == self.dealer:
                raise DealError("the dealer does not cut")
            b.write(self.dealer, event.offender, PENALTY_CUT, "penalty: cut refusal")
        elif kind == MISDEAL:
            if self.misdeals:
                for p in range(self.players):
                    if p != self.dealer:
                        b.write(p, self.dealer, PENALTY_MISDEAL, "penalty: misdeal")
                b.note("second misdeal in a row: the deal passes")
            else:
                b.outcome = "misdeal"
                b.note("misdeal: free redeal")
        else:
            b.outcome = "none"
            b.note("end of the pulya")
        b.check_zero_sum()
        return b

    def _check_player(self, value, what):
        if type(value) is not int or not 0 <= value < self.players:
            raise DealError("%s out of range" % what)

    # -- checkpoints
    def to_values(self):
        """Flat checkpoint: ``STATE_FIELDS`` then ``PLAYER_FIELDS`` per player."""
        values = [self.players, self.first_dealer, self.end_points, self.end_minutes,
                  self.dealer, self.series, self.misdeals, self.deals, self.finished]
        for p in range(self.players):
            values += [self.results[p], self.pulya[p], self.gora[p], self.warnings[p]]
        return values

    @classmethod
    def from_values(cls, values):
        """Restore a checkpoint written by :meth:`to_values`."""
        n = len(STATE_FIELDS)
        if len(values) < n or values[0] not in (3, 4) or len(values) != n + values[0] * len(PLAYER_FIELDS):
            raise DealError("bad checkpoint")
        for v in values:
            if type(v) is not int:
                raise DealError("bad checkpoint")
        s = cls(values[0], values[1], values[2], values[3])
        s.dealer, s.series, s.misdeals, s.deals, s.finished = values[4:9]
        if (not 0 <= s.dealer < s.players or s.series < 0 or s.misdeals not in (0, 1)
                or s.deals < 0 or s.finished not in (0, 1)):
            raise DealError("bad checkpoint")
        for p in range(s.players):
            k = n + p * len(PLAYER_FIELDS)
            s.results[p], s.pulya[p], s.gora[p], s.warnings[p] = values[k:k + 4]
        if sum(s.results) != 0 or min(s.warnings) < 0:
            raise DealError("bad checkpoint")
        return s

    def settings_values(self):
        return [self.players, self.first_dealer, self.end_points, self.end_minutes]

    def copy(self):
        return Session.from_values(self.to_values())


def replay(session, events, voided=()):
    """Apply ``events`` in order; return their breakdowns (None where voided).

    A voided deal was dealt but does not count: the deal still passes, the
    score and the raspasy series are as if it never happened.  A voided
    incident is skipped entirely.  ``voided`` holds indices into ``events``.
    """
    out = []
    for i in range(len(events)):
        event = events[i]
        if i in voided:
            if isinstance(event, Deal):
                session.pass_deal()
            out.append(None)
        else:
            out.append(session.apply(event))
    return out

