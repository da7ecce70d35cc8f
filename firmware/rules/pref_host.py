"""What the preferans events can do on the host only: compare, print, name their fields.

Under CPython :class:`pref_deal.Event` takes :class:`HostEvent` as its
base; the device never loads this module (nothing there compares or prints
an event), so these methods stay off its heap.

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
