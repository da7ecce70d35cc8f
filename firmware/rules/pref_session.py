"""A preferans session (one pulya), System «M»: state and incidents.

The session knows the players, the dealer, the raspasy series, the running
totals and what ends the pulya.  Feed it events in order: deals
(:class:`pref_deal.Deal`) and incidents (:class:`Incident`: penalties,
warnings, misdeals, the end).  Each returns a breakdown; invalid events
raise DealError and change nothing.  Replaying a list of events is the
host's (:mod:`pref_replay`).

>>> s = Session(players=3, first_dealer=2)
>>> s.apply(Deal.raspasy([7, 3, 0])).results
[-55, 5, 50]
>>> s.dealer, s.series, s.raspasy_price(), s.minimum_contract()
(0, 1, 2, 6)
"""
from .pref_deal import Deal, DealError, exit_ladder_minimum, raspasy_price, score, seated
from .pref_sheet import Breakdown, Event, check_player, text

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

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

_PENALTY = const(50)           # information, a warning past the third, a cut refusal
_PENALTY_MISDEAL = const(5)
# [reading] "after three warnings in one pulya" (§1.7.3): the fourth warning
# and every later one in the same session is a 50-vist penalty.
_WARNINGS_BEFORE_PENALTY = const(3)

# A checkpoint (Session.to_values): players, first_dealer, end_points,
# end_minutes, dealer, series, misdeals, deals, finished; then per player
# result, pulya, gora, warnings.
_STATE_VALUES = const(9)
_PLAYER_VALUES = const(4)

# Refusal codes: lines of pref_why.REASONS (a DealError carries one).
_UNKNOWN_KIND = const(1)
_PLAYERS = const(5)
_END_WHOLE = const(40)
_OVER = const(41)
_OFFENDER_DECLARER = const(42)
_DEALER_CUTS = const(43)
_BAD_CHECKPOINT = const(44)

# Notes and entry reasons: one string, a line a text (pref_sheet.text says why).
_TEXT = """\
penalty: information
penalty: warning %d
past the third warning (reading: each later warning costs 50)
warning %d of %d
penalty: cut refusal
penalty: misdeal
second misdeal in a row: the deal passes
misdeal: free redeal
end of the pulya
"""
_R_INFORMATION = const(0)
_R_WARNING = const(1)
_N_PAST_THIRD = const(2)
_N_WARNING = const(3)
_R_CUT = const(4)
_R_MISDEAL = const(5)
_N_SECOND_MISDEAL = const(6)
_N_MISDEAL = const(7)
_N_END = const(8)


class Incident(Event):
    """Something at the table that is not a scored deal.

    >>> Incident(WARNING, offender=1, declarer=0).to_values()
    ['warning', 1, 0]
    >>> Incident.from_values(['cut', 2])
    Incident('cut', 2)
    """
    FIELDS = INCIDENT_FIELDS   # for Event's to_values and from_values

    def __init__(self, kind, offender=None, declarer=None):
        self.kind = kind
        self.offender = offender
        self.declarer = declarer


def __getattr__(name):
    # replay, event_from_values, event_fields: the host's (pref_replay),
    # which the device never loads
    from . import pref_replay
    return getattr(pref_replay, name)


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
            raise DealError(_PLAYERS)
        check_player(first_dealer, "dealer", players)
        for v in (end_points, end_minutes):
            if type(v) is not int or v < 0:
                raise DealError(_END_WHOLE)
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
    def score(self, event):
        """The breakdown ``event`` would give now, without applying it;
        raises DealError unless ``event`` may be applied now."""
        if self.finished:
            raise DealError(_OVER)
        if isinstance(event, Deal):
            return score(event, self.players, self.dealer, self.series)
        if not isinstance(event, Incident) or event.kind not in INCIDENT_FIELDS:
            raise DealError(_UNKNOWN_KIND, "event")
        b = Breakdown(self.players)
        b.outcome = "penalty"
        kind, offender, declarer = event.kind, event.offender, event.declarer
        if kind in (INFORMATION, WARNING, CUT):
            check_player(offender, "offender", self.players)
        if kind in (INFORMATION, WARNING):
            check_player(declarer, "declarer", self.players)
            if declarer == offender:
                raise DealError(_OFFENDER_DECLARER)
        if kind == INFORMATION:
            b.write(declarer, offender, _PENALTY, text(_TEXT, _R_INFORMATION))
        elif kind == WARNING:
            count = self.warnings[offender] + 1
            if count > _WARNINGS_BEFORE_PENALTY:
                b.write(declarer, offender, _PENALTY, text(_TEXT, _R_WARNING) % count)
                b.note(text(_TEXT, _N_PAST_THIRD))
            else:
                b.outcome = "none"
                b.note(text(_TEXT, _N_WARNING) % (count, _WARNINGS_BEFORE_PENALTY))
        elif kind == CUT:
            if offender == self.dealer:
                raise DealError(_DEALER_CUTS)
            b.write(self.dealer, offender, _PENALTY, text(_TEXT, _R_CUT))
        elif kind == MISDEAL:
            if self.misdeals:
                for p in range(self.players):
                    if p != self.dealer:
                        b.write(p, self.dealer, _PENALTY_MISDEAL, text(_TEXT, _R_MISDEAL))
                b.note(text(_TEXT, _N_SECOND_MISDEAL))
            else:
                b.outcome = "misdeal"
                b.note(text(_TEXT, _N_MISDEAL))
        else:
            b.outcome = "none"
            b.note(text(_TEXT, _N_END))
        b.check_zero_sum()
        return b

    # Raise DealError unless ``event`` may be applied now (the breakdown it
    # would give is returned as well).
    check = score

    def apply(self, event):
        """Score ``event``, update the state and return its breakdown."""
        b = self.score(event)
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

    # -- checkpoints
    def to_values(self):
        """Flat checkpoint: the state (players, first_dealer, end_points,
        end_minutes, dealer, series, misdeals, deals, finished), then result,
        pulya, gora and warnings per player.

        >>> Session(3, 1, 100).to_values()
        [3, 1, 100, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        """
        values = [self.players, self.first_dealer, self.end_points, self.end_minutes,
                  self.dealer, self.series, self.misdeals, self.deals, self.finished]
        for p in range(self.players):
            values += [self.results[p], self.pulya[p], self.gora[p], self.warnings[p]]
        return values

    @classmethod
    def from_values(cls, values):
        """Restore a checkpoint written by :meth:`to_values`."""
        n = _STATE_VALUES
        if (len(values) < n or values[0] not in (3, 4)
                or len(values) != n + values[0] * _PLAYER_VALUES):
            raise DealError(_BAD_CHECKPOINT)
        for v in values:
            if type(v) is not int:
                raise DealError(_BAD_CHECKPOINT)
        s = cls(values[0], values[1], values[2], values[3])
        s.dealer, s.series, s.misdeals, s.deals, s.finished = values[4:9]
        if (not 0 <= s.dealer < s.players or s.series < 0 or s.misdeals not in (0, 1)
                or s.deals < 0 or s.finished not in (0, 1)):
            raise DealError(_BAD_CHECKPOINT)
        for p in range(s.players):
            k = n + p * _PLAYER_VALUES
            s.results[p], s.pulya[p], s.gora[p], s.warnings[p] = values[k:k + 4]
        if sum(s.results) != 0 or min(s.warnings) < 0:
            raise DealError(_BAD_CHECKPOINT)
        return s

