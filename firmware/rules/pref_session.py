"""A preferans session (one pulya): state and incidents, in any rule system.

The session knows the players, the dealer, the raspasy series, the running
totals, the rules' parameters (System «M» unless given: ``pref_systems``)
and what ends the pulya.  Feed it events in order: deals
(:class:`pref_sheet.Deal`) and incidents (:class:`pref_incident.Incident`:
penalties, warnings, misdeals, the end).  Each returns a breakdown; invalid
events raise DealError and change nothing.  Replaying a list of events is
the host's (:mod:`pref_replay`); incidents (their
names, their scoring) are :mod:`pref_incident`'s, loaded when the first one
comes or its names are asked for here (``S.Incident``, ``S.WARNING``); closing a classic
pulya and its final calculation :mod:`pref_close`'s.

>>> s = Session(players=3, first_dealer=2)
>>> s.apply(Deal.raspasy([7, 3, 0])).results
[-55, 5, 50]
>>> s.dealer, s.series, s.raspasy_price(), s.minimum_contract()
(0, 1, 2, 6)

In Sochi, Leningrad and Rostov ``end_points`` is the pulya each player
closes; ``results`` are the whist vists written during the play and
:meth:`Session.totals` the final calculation once the pulya is over.
"""
from . import pref_rules    # one global for the helpers: a module's globals are a dict on the heap
from .pref_sheet import Deal
from .pref_rules import SYSTEM_M, series_after  # noqa: F401
from .pref_score import score
from .pref_sheet import DealError, check_player

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# the rules' parameters read here (the layout: pref_rules)
_SETTLE = const(28)
_SETTLE_END = const(1)

# A checkpoint (Session.to_values): players, first_dealer, end_points,
# end_minutes, dealer, series, misdeals, deals, finished; then per player
# result, pulya, gora, warnings; then, for a system other than «M», its
# rules (``pref_systems.to_values``: a list).
_STATE_VALUES = const(9)
_PLAYER_VALUES = const(4)

# Refusal codes: the W codes of texts/device.txt (a DealError carries one).
_PLAYERS = const(5)
_END_WHOLE = const(40)
_OVER = const(41)
_BAD_CHECKPOINT = const(44)
del const        # the constants are defined: not a global kept on the board


def __getattr__(name):
    # Incident and its kinds: pref_incident's, loaded with the first incident
    # (a pulya without one never has them on the heap); replay,
    # event_from_values, event_fields: the host's (pref_replay), which the
    # device never loads
    from . import pref_incident
    if hasattr(pref_incident, name):
        return getattr(pref_incident, name)
    from . import pref_replay
    return getattr(pref_replay, name)


def time_is_up(elapsed_minutes, end_minutes):
    """End by time: has the agreed time passed?

    >>> time_is_up(179, 180), time_is_up(180, 180)
    (False, True)
    """
    return bool(end_minutes) and elapsed_minutes >= end_minutes


class Session:
    """One pulya: 3 or 4 players, a dealer that passes clockwise every deal.

    ``end_points`` (e.g. 100) ends the pulya when all pulyas together reach
    it (in the classic systems: when each player's pulya reached it);
    ``end_minutes`` is the agreed time (the caller's clock decides, then
    applies ``Incident(END)``); 0 means not agreed.  ``rules``: the
    system's parameters (``pref_rules.SYSTEM_M``, System «M»).
    """

    def __init__(self, players=3, first_dealer=0, end_points=0, end_minutes=0, rules=SYSTEM_M):
        if players != 3 and players != 4:
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
        self.results = [0] * players     # copies after: each [0] * n makes a [0] first
        self.pulya = list(self.results)
        self.gora = list(self.results)
        self.warnings = list(self.results)
        self.rules = rules

    # -- what the table shows
    def seated(self):
        """The three players in the next deal, clockwise from the dealer's left."""
        return pref_rules.seated(self.players, self.dealer)

    def raspasy_price(self):
        return pref_rules.raspasy_price(self.series, self.rules)

    def minimum_contract(self):
        """Lowest contract allowed in the next deal (6 outside a raspasy series)."""
        return pref_rules.exit_ladder_minimum(self.series, self.rules)

    def totals(self):
        """Each player's result: the vists so far; in a classic system, once
        the pulya is over, its final calculation (``final``)."""
        if self.finished and self.rules[_SETTLE] == _SETTLE_END:
            return self.final().results
        return list(self.results)

    def final(self):
        """The final calculation of a classic pulya as it stands (``pref_close.Final``)."""
        from . import pref_close
        return pref_close.final(self.pulya, self.gora, self.results, self.end_points, self.players, self.rules)

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
            rules = self.rules
            b = score(event, self.players, self.dealer, self.series, rules)
            if rules[_SETTLE] == _SETTLE_END:
                # the classic pulya: a made game against its own gora, the help
                from . import pref_close
                pref_close.after_deal(b, self.pulya, self.gora, self.end_points, event.declarer, rules)
            return b
        # incidents are rare at the table: what they are and their scoring load when one comes
        from . import pref_incident
        return pref_incident.score(self, event)

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
            self.series = series_after(self.series, b.outcome, self.rules, b.played)
            self.deals += 1
            self.pass_deal()
            if self.end_points:
                if self.rules[_SETTLE] == _SETTLE_END:      # every pulya closed
                    self.finished = int(min(self.pulya) >= self.end_points)
                else:                               # all pulyas together
                    self.finished = int(self.pulya_total() >= self.end_points)
        else:
            from . import pref_incident     # loaded by score()
            pref_incident.apply(self, event)
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
        if self.rules is not SYSTEM_M:
            from . import pref_ruleset      # the presets not kept (pref_systems)
            values.append(pref_ruleset.to_values(self.rules))
        return values

    @classmethod
    def from_values(cls, values):
        """Restore a checkpoint written by :meth:`to_values`."""
        n = _STATE_VALUES
        rules = SYSTEM_M
        if values and type(values[-1]) is list:     # a system other than «M»
            from . import pref_ruleset
            rules = pref_ruleset.from_values(values[-1])
            values = values[:-1]
        for v in values:
            if type(v) is not int:
                raise DealError(_BAD_CHECKPOINT)
        if len(values) < n or not 3 <= values[0] <= 4 or len(values) != n + values[0] * _PLAYER_VALUES:
            raise DealError(_BAD_CHECKPOINT)
        s = cls(values[0], values[1], values[2], values[3], rules)
        s.dealer, s.series, s.misdeals, s.deals, s.finished = values[4:9]
        if (not 0 <= s.dealer < s.players or s.series < 0 or not 0 <= s.misdeals <= 1
                or s.deals < 0 or not 0 <= s.finished <= 1):
            raise DealError(_BAD_CHECKPOINT)
        for p in range(s.players):
            k = n + p * _PLAYER_VALUES
            s.results[p], s.pulya[p], s.gora[p], s.warnings[p] = values[k:k + 4]
        if sum(s.results) != 0 or min(s.warnings) < 0:
            raise DealError(_BAD_CHECKPOINT)
        return s

