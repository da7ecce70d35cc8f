"""The classic systems' presets as the engine reads them, each a tuple in
``pref_rules``' layout as its ``SYSTEM_M``: the rules of a pulya of Sochi,
Leningrad or Rostov whose table changed none of them (the ledger's rules
are the system's name alone), read without ``pref_systems``.

``pref_systems.TABLE`` is where the presets are written by name (and a
table's changes checked); these are its columns in the engine's numbers
(tests/test_pref_presets.py holds them to it).

>>> from .pref_systems import preset
>>> [plain([name]) == preset(name) for name in ("sochi", "leningrad", "rostov")]
[True, True, True]
>>> plain(["sochi", "gentleman", 1]), plain(["m"]), plain("sochi")
(None, None, None)

Loaded by ``pref_ruleset`` to read a classic pulya's rules, and let go.
"""

# The layout's groups as in SYSTEM_M: the system (its index in
# pref_systems.SYSTEMS), the costs, the whist, the raspasy, the pulya's end;
# a word of the digest is its index in pref_systems.WORDS.
PRESETS = (
    (1,                                 # Sochi
     10, 1, 1, 0, 0, 1,                 # misère 10, the dealer consoles with four
     2, 0, 0, 0, 2, 1, 1, 1, 0, 0, 0,   # two on 6/7 each his half, 8-10 "zero", a ten whisted
     (1, 2, 3), 0, 0, 1, 1, (6, 6, 6), 0, 1, 1, 0,    # the zero bonus "price", any played deal ends a series
     1, 1, 0, 0, 1, 0, 0, 0),           # the final calculation, help
    (2,                                 # Leningrad
     10, 2, 2, 0, 0, 1,                 # gora and vists x2
     2, 1, 0, 0, 1, 2, 1, 1, 0, 0, 1,   # gentleman's whist on a failure, 8-10 "each", the dealer may whist
     (2, 4, 6), 0, 0, 0, 3, (7, 7, 7), 0, 2, 1, 1,    # no amnesty, the bonus "gora", a whisted game ends a
     #                                                  series, the dealer's prikup
     1, 2, 0, 0, 0, 0, 0, 0),           # the final calculation, a pulya point 2 gora, no help
    (3,                                 # Rostov
     10, 1, 1, 10, 0, 1,                # consolation 10
     1, 1, 0, 0, 1, 3, 1, 1, 0, 0, 0,   # liability c/2, gentleman's whist, 8-10 "last"
     (1,), 0, 5, 0, 2, (6,), 0, 1, 1, 0,              # raspasy in vists (5), the bonus "one"
     1, 1, 0, 1, 1, 0, 0, 0),           # the final calculation, the gora first, help
)


NAMES = ("sochi", "leningrad", "rostov")   # as the ledger names them, in PRESETS' order


def plain(values):
    """The preset of the ledger's rules ``values`` if they are a classic
    system's name alone; else None (``pref_systems`` reads them)."""
    if type(values) is list and len(values) == 1 and values[0] in NAMES:
        return PRESETS[NAMES.index(values[0])]
    return None
