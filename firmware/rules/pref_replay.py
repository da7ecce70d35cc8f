"""The preferans session on the host: events read back from ledger values,
and a list of events replayed.

The device never imports this module: its journal derives the session with
``rules.table`` and ``Session.apply``.  ``pref_session`` still offers these
names (``pref_session.replay``, ...) for the host and the tests: its module
``__getattr__`` loads them from here when asked.

>>> from .pref_session import Session
>>> events = [event_from_values(["raspasy", 7, 3, 0, None]), event_from_values(["misdeal"])]
>>> [b.results for b in replay(Session(3, 2), events)]
[[-55, 5, 50], [0, 0, 0]]
>>> event_fields("cut")
('kind', 'offender')
>>> negated(Session(3, 2).apply(Deal.raspasy([7, 3, 0]))).results
[55, -5, -50]
"""
from .pref_incident import INCIDENT_FIELDS, Incident
from .pref_sheet import FIELDS, Deal
from .pref_sheet import Breakdown, DealError

_UNKNOWN_KIND = 1       # the W code UNKNOWN_KIND (texts/device.txt)


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
    raise DealError(_UNKNOWN_KIND, "event")


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


def negated(breakdown):
    """The compensating breakdown that undoes ``breakdown`` (for a void)."""
    n = Breakdown(breakdown.players)
    for writer, target, vists, reason in breakdown.entries:
        n.write(target, writer, vists, reason)
    for p in range(breakdown.players):
        n.pulya[p] = -breakdown.pulya[p]
        n.gora[p] = -breakdown.gora[p]
    n.notes = ["void"] + breakdown.notes
    n.outcome = "void"
    return n
