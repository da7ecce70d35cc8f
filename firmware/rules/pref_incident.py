"""Scoring an incident of a preferans session: penalties, warnings, misdeals, the end.

:meth:`pref_session.Session.score` loads this module when the first
incident comes: at the table they are rare, so a pulya without one keeps
this code off the device's heap.

>>> from .pref_session import Incident, Session, WARNING
>>> s = Session(3, 0)
>>> score(s, Incident(WARNING, offender=1, declarer=0)).notes    # N16: "warning %d of %d"
[(16, 1, 3)]
>>> s.warnings = [0, 3, 0]
>>> b = score(s, Incident(WARNING, offender=1, declarer=0))
>>> b.results, b.entries, b.notes
([50, -50, 0], [(0, 1, 50, 'penalty: warning 4')], [(15,)])
"""
from .pref_sheet import CUT, INFORMATION, MISDEAL, WARNING
from .pref_sheet import Breakdown, DealError, check_player

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
_OFFENDER_DECLARER = const(42)
_DEALER_CUTS = const(43)

# Notes: the N codes of texts/device.txt, after pref_deal's.
_N_PAST_THIRD = const(15)
_N_WARNING = const(16)
_N_SECOND_MISDEAL = const(17)
_N_MISDEAL = const(18)
_N_END = const(19)


def score(session, event):
    """The breakdown of ``event`` (an Incident of a known kind) in ``session``
    now; raises DealError if it may not be applied."""
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
