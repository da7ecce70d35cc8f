"""What the preferans engine does on the host only.

Events compare and print by their ledger values: :func:`event_equal` and
:func:`event_repr`, plain functions the host tools and the tests call (an
event is the same class under both interpreters).  A deal can be written
with its fields by name (:func:`deal`).  And :func:`defences_allowed`.  The device never loads this module (nothing
there compares or prints an event or asks for the defences), so this code
stays off its heap.

>>> from .pref_deal import Deal
>>> event_repr(Deal.from_values(['without3', 1, 8, None]))
"Deal('without3', 1, 8, None)"
>>> event_equal(Deal.game(0, 7, tricks=7), Deal.game(0, 7, tricks=7))
True
>>> event_equal(Deal.game(0, 7, tricks=7), Deal.game(0, 7, tricks=6))
False
"""


def event_equal(a, b):
    """Do two events (deals or incidents) have the same class and values?"""
    return type(a) is type(b) and a.to_values() == b.to_values()


def event_repr(event):
    """``Deal('game', 0, 7, ...)``: the class and the ledger values."""
    return "%s%r" % (type(event).__name__, tuple(event.to_values()))


def deal(kind, **fields):
    """A Deal of ``kind`` from its fields by name, the others ``None`` (the
    device builds its deals with ``Deal.game`` and the like).

    >>> deal("game", declarer=0, contract=7, tricks=7).to_values()[:5]
    ['game', 0, 7, None, 7]
    >>> deal("game", declarer=0, colour="red")
    Traceback (most recent call last):
    ...
    DealError: unknown field colour
    """
    from .pref_deal import FIELDS, Deal, DealError
    names = FIELDS.get(kind, ("kind",))
    values = [kind] + [fields.pop(name, None) for name in names[1:]]
    for name in fields:     # what is left is no field of the kind
        raise DealError(6, name)        # the W code UNKNOWN_FIELD (texts/device.txt)
    return Deal.from_values(values)


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
