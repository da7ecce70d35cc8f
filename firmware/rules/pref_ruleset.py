"""A classic pulya's rules read from the ledger and written to a checkpoint
without keeping the presets: ``pref_systems`` (its tables: the presets and
what a table may change, ~10K on the board) is loaded to read them and goes
after, and the rules read last are kept, so that a pulya's checkpoints and
a correction's reload of one (the same rules) do not load it again.  The
rules of a pulya whose table changed none (the ledger's values: the
system's name alone) are read without it, from ``pref_presets``.

>>> from .pref_systems import preset
>>> rules = from_values(["leningrad"])
>>> rules == preset("leningrad"), to_values(rules)
(True, ['leningrad'])
>>> rules = from_values(["sochi", "gentleman", 1])
>>> rules == preset("sochi", {"gentleman": 1}), to_values(rules)
(True, ['sochi', 'gentleman', 1])

Loaded only for a pulya of Sochi, Leningrad or Rostov (``pref_session``,
``table_replay``): a System «M» pulya never loads it.
"""
from . import drop

# the rules read last: (the ledger's values, the rules, the values a checkpoint writes)
_read = None


def from_values(values):
    """``pref_systems.from_values``: the rules of the ledger's ``values``
    (DealError if they are none)."""
    global _read
    if _read is None or _read[0] != values:
        from . import pref_presets      # a system's preset as it is: its small table will do
        rules = pref_presets.plain(values)
        drop(pref_presets.__name__)
        if rules is not None:
            _read = (list(values), rules, list(values))
        else:
            from . import pref_systems
            rules = pref_systems.from_values(values)
            _read = (list(values), rules, pref_systems.to_values(rules))
            drop(pref_systems.__name__)
    return _read[1]


def to_values(rules):
    """``pref_systems.to_values``: the values a checkpoint writes for ``rules``."""
    if _read is not None and _read[1] == rules:
        return _read[2]
    from . import pref_systems
    values = pref_systems.to_values(rules)
    drop(pref_systems.__name__)
    return values
