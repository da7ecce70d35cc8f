"""The incidents of a preferans session (penalties, warnings, misdeals,
the end): what they are (:class:`Incident`, its kinds), their scoring and
what they change in the session.

:meth:`pref_session.Session.score` loads this module when the first
incident comes, and ``pref_session`` gives its names (``S.Incident``,
``S.WARNING``) from here: at the table incidents are rare, so a pulya
without one keeps them off the device's heap.

An incident is an event as a deal is: its ledger values, kind first, in
the order ``INCIDENT_FIELDS`` names for the kind.

>>> Incident(WARNING, offender=1, declarer=0).to_values()
['warning', 1, 0]
>>> Incident.from_values(['cut', 2]).offender
2

>>> from .pref_session import Session
>>> s = Session(3, 0)
>>> score(s, Incident(WARNING, offender=1, declarer=0)).notes    # N16: "warning %d of %d"
[(16, 1, 3)]
>>> s.warnings = [0, 3, 0]
>>> b = score(s, Incident(WARNING, offender=1, declarer=0))
>>> b.results, b.entries, b.notes
([50, -50, 0], [(0, 1, 50, 'penalty: warning 4')], [(15,)])
"""
from .pref_sheet import Breakdown, DealError, Event, check_player

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

_PENALTY = const(50)           # information, a warning past the third, a cut refusal
_PENALTY_MISDEAL = const(5)
# [reading] "after three warnings in one pulya" (§1.7.3): the fourth warning
# and every later one in the same session is a 50-vist penalty.
_WARNINGS_BEFORE_PENALTY = const(3)

# Refusal codes: the W codes of texts/device.txt (a DealError carries one).
_UNKNOWN_KIND = const(1)
_OFFENDER_DECLARER = const(42)
_DEALER_CUTS = const(43)

# Notes: the N codes of texts/device.txt, after pref_deal's.
_N_PAST_THIRD = const(15)
_N_WARNING = const(16)
_N_SECOND_MISDEAL = const(17)
_N_MISDEAL = const(18)
_N_END = const(19)
del const        # the constants are defined: not a global kept on the board

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


def score(session, event):
    """The breakdown of ``event`` (an Incident of a known kind) in ``session``
    now; raises DealError if it may not be applied."""
    if not isinstance(event, Incident) or event.kind not in INCIDENT_FIELDS:
        raise DealError(_UNKNOWN_KIND, "event")
    b = Breakdown(session.players)
    b.outcome = "penalty"
    kind, offender, declarer = event.kind, event.offender, event.declarer
    if kind in (INFORMATION, WARNING, CUT):
        check_player(offender, "offender", session.players)
    if kind in (INFORMATION, WARNING):
        check_player(declarer, "declarer", session.players)
        if declarer == offender:
            raise DealError(_OFFENDER_DECLARER)
    if kind == INFORMATION:
        b.write(declarer, offender, _PENALTY, "penalty: information")
    elif kind == WARNING:
        count = session.warnings[offender] + 1
        if count > _WARNINGS_BEFORE_PENALTY:
            b.write(declarer, offender, _PENALTY, "penalty: warning %d" % count)
            b.note(_N_PAST_THIRD)
        else:
            b.outcome = "none"
            b.note(_N_WARNING, count, _WARNINGS_BEFORE_PENALTY)
    elif kind == CUT:
        if offender == session.dealer:
            raise DealError(_DEALER_CUTS)
        b.write(session.dealer, offender, _PENALTY, "penalty: cut refusal")
    elif kind == MISDEAL:
        if session.misdeals:
            for p in range(session.players):
                if p != session.dealer:
                    b.write(p, session.dealer, _PENALTY_MISDEAL, "penalty: misdeal")
            b.note(_N_SECOND_MISDEAL)
        else:
            b.outcome = "misdeal"
            b.note(_N_MISDEAL)
    else:
        b.outcome = "none"
        b.note(_N_END)
    return b


def apply(session, event):
    """What an applied incident changes in ``session`` besides the totals:
    a warning counted, a misdeal (the second in a row passes the deal), the end."""
    kind = event.kind
    if kind == WARNING:
        session.warnings[event.offender] += 1
    elif kind == MISDEAL:
        if session.misdeals:
            session.pass_deal()
        else:
            session.misdeals = 1
    elif kind == END:
        session.finished = 1
