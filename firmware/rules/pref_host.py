"""What the preferans engine does on the host only.

Events compare, print and name their fields: under CPython
:class:`pref_deal.Event` takes :class:`HostEvent` as its base.  And
``pref_deal.defences_allowed`` is here.  The device never loads this module
(nothing there compares or prints an event or asks for the defences), so
this code stays off its heap.

>>> from .pref_deal import Deal
>>> Deal.from_values(['without3', 1, 8, None])
Deal('without3', 1, 8, None)
>>> Deal.game(0, 7, tricks=7) == Deal.game(0, 7, tricks=7), Deal.game(0, 7, tricks=7).fields()[:3]
(True, ('kind', 'declarer', 'contract'))
"""


class HostEvent:
    def fields(self):
        """Names of this kind's fields, ``kind`` first."""
        return self.FIELDS[self.kind]

    def __eq__(self, other):
        return type(other) is type(self) and self.to_values() == other.to_values()

    def __repr__(self):
        return "%s%r" % (type(self).__name__, tuple(self.to_values()))


def defences_allowed(contract):
    """The defence choices a contract allows (none on a misère).

    >>> defences_allowed(7), defences_allowed(10), defences_allowed('misere')
    (['both', 'open', 'closed', 'pass', 'half'], ['both', 'open', 'closed', 'pass', 'check'], [])
    """
    from .pref_deal import BOTH, CHECK, CLOSED, HALF, MISERE, OPEN, PASS
    if contract == MISERE:
        return []
    allowed = [BOTH, OPEN, CLOSED, PASS]     # in the order of DEFENCES
    if contract <= 7:
        allowed.append(HALF)
    if contract == 10:
        allowed.append(CHECK)
    return allowed
