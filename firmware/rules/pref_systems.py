"""The rule systems as presets of the rules' parameters (:class:`pref_rules.Rules`).

System «M» is ``Rules`` itself.  Sochi, Leningrad («Питер») and Rostov
change what the digest of the classic systems says; a table changes any
parameter further (``CHOICES`` says to what: each **[setting]** of the
digest, and the few readings a table may want otherwise).

>>> r = preset("leningrad")
>>> r.name, r.gora_per_trick, r.raspasy_prices, Rules.gora_per_trick
('leningrad', 2, (2, 4, 6), 1)
>>> to_values(preset("sochi", {"pair_67": 1, "pair_810": "last"}))
['sochi', 'pair_67', 1, 'pair_810', 'last']
>>> from_values(['rostov', 'consolation', 0]).consolation
0
>>> preset("sochi", {"divisor": 3})
Traceback (most recent call last):
...
DealError: bad rule setting divisor

Loaded only for a pulya in one of these systems (or to choose one): a
pulya in System «M» never needs this module.
"""
from .pref_rules import Rules
from .pref_sheet import DealError

_UNKNOWN_SYSTEM = 52    # W codes (texts/device.txt)
_BAD_RULE = 53


class Classic(Rules):
    """The rules of a preset or of a table's changes: :class:`pref_rules.Rules`
    and the parameters only the classic systems' code reads
    (``pref_classic``, ``pref_close``), here with System «M»'s values.
    """
    misere_consolation = 0  # vists per trick each opponent writes on a failed misère
    dealer_whist = 0        # with four, the dealer may whist after pass - half-whist - pass (Leningrad)
    raspasy_vists = 0       # raspasy written in vists: the fewest tricks write this per trick (Rostov 5)
    amnesty = 1             # the raspasy gora reduced by the smallest
    zero_bonus = ""         # no trick on raspasy: "" nothing, "price" a trick at the price to the pulya,
    #                         "one" 1 to the pulya, "gora" pulya_gora x price off the gora
    dealer_prikup = 0       # with four, the dealer plays the prikup on raspasy: charged its tricks (0-2)
    pulya_gora = 1          # gora points a pulya point is worth at the end (Leningrad 2)
    divisor = 0             # the gora shared by n players (0), or by n - 1 (1)
    gora_first = 0          # a made game writes off the declarer's own gora first (Rostov)
    help = 0                # a closed player's points help the others, 10 x pulya_gora vists a point
    help_after = 0          # only games scored after closing help, whole (else the excess over the pulya)
    rounding = "largest"    # the final results to whole vists: "largest" remainder, or "down" for all but the first

SYSTEMS = ("m", "sochi", "leningrad", "rostov")

_CLASSIC = {
    "misere_cost": 10, "dealer_consoles": 1, "closed_whist": 0, "ten": "whist", "without_three": 0,
    "dealer_roles": 0, "raspasy_cycle": 0, "exit_cycle": 0, "settle": "end", "help": 1,
}
PRESETS = {
    "sochi": {
        "pair_67": 2, "pair_810": "zero", "raspasy_prices": (1, 2, 3), "zero_bonus": "price",
        "exit_ladder": (6, 6, 6), "series_ends": "played",
    },
    "leningrad": {
        "gora_per_trick": 2, "vists_per_trick": 2, "gentleman": 1, "pair_67": 1, "pair_810": "each",
        "raspasy_prices": (2, 4, 6), "amnesty": 0, "zero_bonus": "gora", "exit_ladder": (7, 7, 7),
        "series_ends": "whisted", "dealer_prikup": 1, "dealer_whist": 1, "pulya_gora": 2,
        "help": 0,
    },
    "rostov": {
        "consolation": 10, "liability": 1, "gentleman": 1, "pair_67": 1, "pair_810": "last",
        "raspasy_vists": 5, "raspasy_prices": (1,), "amnesty": 0, "zero_bonus": "one", "exit_ladder": (6,),
        "series_ends": "played", "gora_first": 1,
    },
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
    "help": (0, 1), "help_after": (0, 1), "rounding": ("largest",),
}


# The parameters in a fixed order (a dict's order is not MicroPython's):
# the ledger's changes are written in it.
NAMES = ("misere_cost", "gora_per_trick", "vists_per_trick", "consolation", "misere_consolation",
         "dealer_consoles", "liability", "gentleman", "gentleman_tricks", "closed_whist", "pair_67", "pair_810",
         "half_whist", "ten", "without_three", "dealer_roles", "dealer_whist", "raspasy_prices", "raspasy_cycle",
         "raspasy_vists", "amnesty", "zero_bonus", "exit_ladder", "exit_cycle", "series_ends",
         "pass_ends_series", "dealer_prikup", "settle", "pulya_gora", "divisor", "gora_first", "help",
         "help_after", "rounding")


def _value(name, value):
    # a list (from the ledger or JSON) is the tuple it stands for
    if isinstance(value, list):
        value = tuple(value)
    if name not in CHOICES or value not in CHOICES[name] or type(value) is bool:
        raise DealError(_BAD_RULE, str(name))
    return value


def preset(name, changes=None):
    """The rules of system ``name`` with a table's ``changes`` ({parameter: value});
    System «M» without changes is ``Rules`` itself."""
    if name not in SYSTEMS:
        raise DealError(_UNKNOWN_SYSTEM, str(name))
    if name == "m" and not changes:
        return Rules
    rules = Classic()
    rules.name = name
    if name != "m":
        for table in (_CLASSIC, PRESETS[name]):
            for key in table:
                setattr(rules, key, table[key])
    if changes:
        for key in changes:
            setattr(rules, key, _value(key, changes[key]))
    return rules


def changes(rules):
    """``{parameter: value}`` where ``rules`` differ from their system's preset."""
    base = preset(rules.name)
    if base is Rules:
        base = Classic      # System «M»'s values of every parameter
    out = {}
    for key in NAMES:
        if getattr(rules, key) != getattr(base, key):
            out[key] = getattr(rules, key)
    return out


def to_values(rules):
    """The rules for the ledger: ``[system, parameter, value, ...]`` (the
    changes from the preset, in ``NAMES`` order; tuples as lists)."""
    values = [rules.name]
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
