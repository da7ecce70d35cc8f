"""The rule systems as presets of the rules' parameters (the layout:
``pref_rules``).

System «M» is ``pref_rules.SYSTEM_M`` itself.  Sochi, Leningrad («Питер»)
and Rostov change what the digest of the classic systems says (``TABLE``);
a table changes any parameter further (``CHOICES`` says to what: each
**[setting]** of the digest, and the few readings a table may want
otherwise).  The ledger and the host name the parameters and their words
(``to_values``, ``value``); the engine reads numbers.

>>> r = preset("leningrad")
>>> value(r, "gora_per_trick"), value(r, "raspasy_prices"), value(SYSTEM_M, "gora_per_trick")
(2, (2, 4, 6), 1)
>>> to_values(preset("sochi", {"pair_67": 1, "pair_810": "last"}))
['sochi', 'pair_67', 1, 'pair_810', 'last']
>>> value(from_values(['rostov', 'consolation', 0]), "consolation")
0
>>> preset("sochi", {"divisor": 3})
Traceback (most recent call last):
...
DealError: bad rule setting divisor

Loaded only for a pulya in one of these systems (or to choose one): a
pulya in System «M» never needs this module.
"""
from .pref_rules import SYSTEM_M
from .pref_sheet import DealError

_UNKNOWN_SYSTEM = 52    # W codes (texts/device.txt)
_BAD_RULE = 53

SYSTEMS = ("m", "sochi", "leningrad", "rostov")     # the rules' first value is the index here

# The parameters in the layout's order (pref_rules: rules[i + 1]), each with
# its value in the four systems; a word is the engine's number in WORDS.
TABLE = (
    # parameter            System «M»      Sochi    Leningrad       Rostov
    ("misere_cost",                 8,        10,          10,          10),
    ("gora_per_trick",              1,         1,           2,           1),
    ("vists_per_trick",             1,         1,           2,           1),
    ("consolation",                 0,         0,           0,          10),
    ("misere_consolation",          0,         0,           0,           0),
    ("dealer_consoles",             0,         1,           1,           1),
    ("liability",                   2,         2,           2,           1),
    ("gentleman",                   0,         0,           1,           1),
    ("gentleman_tricks",            0,         0,           0,           0),
    ("closed_whist",                1,         0,           0,           0),
    ("pair_67",                     0,         2,           1,           1),
    ("pair_810",               "half",    "zero",      "each",      "last"),
    ("half_whist",                  1,         1,           1,           1),
    ("ten",                   "check",   "whist",     "whist",     "whist"),
    ("without_three",               1,         0,           0,           0),
    ("dealer_roles",                1,         0,           0,           0),
    ("dealer_whist",                0,         0,           1,           0),
    ("raspasy_prices",   (1, 2, 3, 2), (1, 2, 3),   (2, 4, 6),        (1,)),
    ("raspasy_cycle",               1,         0,           0,           0),
    ("raspasy_vists",               0,         0,           0,           5),
    ("amnesty",                     1,         1,           0,           0),
    ("zero_bonus",                 "",   "price",      "gora",       "one"),
    ("exit_ladder",      (6, 7, 7, 7), (6, 6, 6),   (7, 7, 7),        (6,)),
    ("exit_cycle",                  1,         0,           0,           0),
    ("series_ends",            "made",  "played",   "whisted",    "played"),
    ("pass_ends_series",            1,         1,           1,           1),
    ("dealer_prikup",               0,         0,           1,           0),
    ("settle",                 "deal",     "end",       "end",       "end"),
    ("pulya_gora",                  1,         1,           2,           1),
    ("divisor",                     0,         0,           0,           0),
    ("gora_first",                  0,         0,           0,           1),
    ("help",                        0,         1,           0,           1),
    ("help_after",                  0,         0,           0,           0),
    ("rounding",            "largest", "largest",   "largest",   "largest"),
    ("rounding_seat",               0,         0,           0,           0),
)
NAMES = tuple(row[0] for row in TABLE)      # the ledger's changes are written in this order

# The words of a parameter, in the order of the engine's numbers (pref_rules' _PAIR_HALF ...)
WORDS = {
    "pair_810": ("half", "zero", "each", "last"), "ten": ("check", "whist", "free"),
    "zero_bonus": ("", "price", "one", "gora"), "series_ends": ("made", "played", "whisted"),
    "settle": ("deal", "end"), "rounding": ("largest", "pc", "per_player", "thirds"),
}

# What a table may set each parameter to (the first: System «M»'s).
CHOICES = {
    "misere_cost": (8, 10), "gora_per_trick": (1, 2), "vists_per_trick": (1, 2), "consolation": (0, 10),
    "misere_consolation": (0, 10), "dealer_consoles": (0, 1), "liability": (2, 1), "gentleman": (0, 1, 2),
    "gentleman_tricks": (0, 1), "closed_whist": (1, 0), "pair_67": (0, 1, 2),
    "pair_810": ("half", "zero", "each", "last"), "half_whist": (1, 0), "ten": ("check", "whist", "free"),
    "without_three": (1, 0), "dealer_roles": (1, 0), "dealer_whist": (0, 1),
    "raspasy_prices": ((1, 2, 3, 2), (1, 2, 3), (2, 4, 6), (1,)), "raspasy_cycle": (1, 0),
    "raspasy_vists": (0, 5), "amnesty": (1, 0), "zero_bonus": ("", "price", "one", "gora"),
    "exit_ladder": ((6, 7, 7, 7), (6, 6, 6), (7, 7, 7), (7, 8, 8), (7, 8), (6,)), "exit_cycle": (1, 0),
    "series_ends": ("made", "played", "whisted"), "pass_ends_series": (1, 0), "dealer_prikup": (0, 1),
    "settle": ("deal", "end"), "pulya_gora": (1, 2), "divisor": (0, 1), "gora_first": (0, 1),
    "help": (0, 1), "help_after": (0, 1), "rounding": ("largest", "pc", "per_player", "thirds"),
    "rounding_seat": (0, 1, 2, 3),
}


def _value(name, value):
    # a list (from the ledger or JSON) is the tuple it stands for
    if isinstance(value, list):
        value = tuple(value)
    if name not in CHOICES or value not in CHOICES[name] or type(value) is bool:
        raise DealError(_BAD_RULE, str(name))
    return value


def value(rules, name):
    """Parameter ``name`` of ``rules`` as the ledger writes it (a word where it is one)."""
    v = rules[1 + NAMES.index(name)]
    return WORDS[name][v] if name in WORDS else v


def preset(name, changes=None):
    """The rules of system ``name`` with a table's ``changes`` ({parameter: value});
    System «M» without changes is ``SYSTEM_M`` itself."""
    if name not in SYSTEMS:
        raise DealError(_UNKNOWN_SYSTEM, str(name))
    if name == "m" and not changes:
        return SYSTEM_M
    column = 1 + SYSTEMS.index(name)
    rules = [column - 1]
    for row in TABLE:
        key, v = row[0], row[column]
        if changes and key in changes:
            v = _value(key, changes[key])
        rules.append(WORDS[key].index(v) if key in WORDS else v)
    if changes:
        for key in changes:
            _value(key, changes[key])   # a name not in the table
    return tuple(rules)


def changes(rules):
    """``{parameter: value}`` where ``rules`` differ from their system's preset."""
    base = preset(SYSTEMS[rules[0]])
    out = {}
    for i in range(len(NAMES)):
        if rules[1 + i] != base[1 + i]:
            out[NAMES[i]] = value(rules, NAMES[i])
    return out


def to_values(rules):
    """The rules for the ledger: ``[system, parameter, value, ...]`` (the
    changes from the preset, in ``NAMES`` order; tuples as lists)."""
    values = [SYSTEMS[rules[0]]]
    diff = changes(rules)
    for key in NAMES:
        if key in diff:
            v = diff[key]
            values += [key, list(v) if isinstance(v, tuple) else v]
    return values


def from_values(values):
    """Inverse of :func:`to_values`; DealError if they are not rules."""
    if not isinstance(values, list) or not values or len(values) % 2 != 1:
        raise DealError(_UNKNOWN_SYSTEM, "?")
    diff = {}
    for i in range(1, len(values), 2):
        diff[values[i]] = values[i + 1]
    return preset(values[0], diff)
