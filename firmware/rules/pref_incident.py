"""Scoring an incident of a preferans session: penalties, warnings, misdeals, the end.

:meth:`pref_session.Session.score` loads this module when the first
incident comes: at the table they are rare, so a pulya without one keeps
this code off the device's heap.

>>> from .pref_session import Incident, Session, WARNING
>>> s = Session(3, 0)
>>> score(s, Incident(WARNING, offender=1, declarer=0)).notes
['warning 1 of 3']
>>> s.warnings = [0, 3, 0]
>>> b = score(s, Incident(WARNING, offender=1, declarer=0))
>>> b.results, b.entries, b.notes
([50, -50, 0], [(0, 1, 50, 'penalty: warning 4')], ['past the third warning (reading: each later warning costs 50)'])
"""
from .pref_session import CUT, INFORMATION, MISDEAL, WARNING
from .pref_deal import Breakdown, DealError, check_player, text

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

_PENALTY = const(50)           # information, a warning past the third, a cut refusal
_PENALTY_MISDEAL = const(5)
# [reading] "after three warnings in one pulya" (§1.7.3): the fourth warning
# and every later one in the same session is a 50-vist penalty.
_WARNINGS_BEFORE_PENALTY = const(3)

# Refusal codes: lines of pref_why.REASONS (a DealError carries one).
_OFFENDER_DECLARER = const(42)
_DEALER_CUTS = const(43)

# Notes and entry reasons: one string, a line a text (pref_deal.text says why).
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
        b.write(declarer, offender, _PENALTY, text(_TEXT, _R_INFORMATION))
    elif kind == WARNING:
        count = session.warnings[offender] + 1
        if count > _WARNINGS_BEFORE_PENALTY:
            b.write(declarer, offender, _PENALTY, text(_TEXT, _R_WARNING) % count)
            b.note(_TEXT, _N_PAST_THIRD)
        else:
            b.outcome = "none"
            b.note(_TEXT, _N_WARNING, (count, _WARNINGS_BEFORE_PENALTY))
    elif kind == CUT:
        if offender == session.dealer:
            raise DealError(_DEALER_CUTS)
        b.write(session.dealer, offender, _PENALTY, text(_TEXT, _R_CUT))
    elif kind == MISDEAL:
        if session.misdeals:
            for p in range(session.players):
                if p != session.dealer:
                    b.write(p, session.dealer, _PENALTY_MISDEAL, text(_TEXT, _R_MISDEAL))
            b.note(_TEXT, _N_SECOND_MISDEAL)
        else:
            b.outcome = "misdeal"
            b.note(_TEXT, _N_MISDEAL)
    else:
        b.outcome = "none"
        b.note(_TEXT, _N_END)
    return b
