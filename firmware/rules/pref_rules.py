"""The rules' parameters: one engine, four systems.

:class:`Rules` holds every parameter in which the preferans systems differ,
as class attributes: their values are System «M»'s, so System «M» is the
class itself and costs no instance.  Sochi, Leningrad and Rostov are
presets of the same parameters (``pref_systems``, loaded only for a pulya
in one of them), and a table may change any parameter of its preset.
Every rule function takes the parameters as ``rules`` (default: System «M»);
where systems differ a function reads a parameter, it is never forked.

>>> [cost(c) for c in (6, 7, 8, 9, 10, MISERE)]
[2, 4, 6, 8, 10, 8]
>>> [raspasy_price(k) for k in range(8)]
[1, 2, 3, 2, 1, 2, 3, 2]
>>> [exit_ladder_minimum(k) for k in range(10)]
[6, 6, 7, 7, 7, 6, 7, 7, 7, 6]

Pure integers; the same file under MicroPython and CPython.
"""
from .pref_input import CONTRACTS, MISERE


class Rules:
    """The parameters of a rule system that the engine every system shares
    reads; the values here are System «M»'s.  Those only the classic
    systems' code reads (``pref_classic``, ``pref_close``) are
    ``pref_systems.Classic``'s, a subclass: a preset and a table's changes
    are a ``Classic``, so ``rules is not Rules`` is where the engine hands
    over to that code, and a System «M» pulya never loads it.

    docs/rules-other-systems.md names each with the systems' values.
    """
    name = "m"
    # costs: a contract's cost c is 2, 4, 6, 8, 10 (misère below)
    misere_cost = 8         # a made misère's pulya points; its gora per trick is gora_per_trick x this
    gora_per_trick = 1      # the declarer's gora per undertrick, x c (Leningrad 2)
    vists_per_trick = 1     # a whister's vists per credited trick, x c (Leningrad 2)
    consolation = 0         # vists per undertrick from each opponent: 0 the trick's vists (c x vists_per_trick), else this
    dealer_consoles = 0     # with four, the dealer writes consolation as well
    # whist
    liability = 2           # a short whister's gora per missing trick, in halves of c (Rostov 1: c/2)
    gentleman = 0           # a lone whister shares the trick vists with the passer: 0 no, 1 on a failure, 2 always
    gentleman_tricks = 0    # the share by tricks, the odd one to the whister (else the vists halved)
    closed_whist = 1        # the invited closed whist of System «M» (defence "closed")
    pair_67 = 0             # two on 6/7: 0 each for his half of the norm on a made contract, 1 only when
    #                         the pair is short of the norm, 2 each for his half, made or failed (Sochi)
    pair_810 = "half"       # two on 8-10: "zero" each without a trick pays; the pair at 0: "each", "half" each, "last"
    half_whist = 1          # pass - half-whist - pass allowed
    ten = "check"           # "check": a ten checked scores gora only; "whist": always whisted; "free": whisted
    #                         with no norm (the digest's «checked»: N = 0, vists and consolation as usual)
    without_three = 1       # "without three and without whists" allowed
    dealer_roles = 1        # the dealer's take-over and half-and-half, the plan challenge (System «M»)
    # raspasy
    raspasy_prices = (1, 2, 3, 2)   # gora per trick (raspasy in vists: ignored) by the series count
    raspasy_cycle = 1       # the prices go round (else the last repeats)
    exit_ladder = (6, 7, 7, 7)      # the lowest contract after the 1st, 2nd, ... raspasy of a series
    exit_cycle = 1          # the ladder goes round (else its last repeats)
    series_ends = "made"    # what ends a raspasy series: "made" game, any "played" deal, a "whisted" made game
    pass_ends_series = 1    # under "played": both pass ends it too
    # the pulya, its end and the settlement
    settle = "deal"         # "deal": every point settled at once (5 vists a seat); "end": the final calculation


def cost(contract, rules=Rules):
    """Points a contract is worth: 2, 4, 6, 8, 10; misère 8 (§1.3), 10 in the classic systems."""
    if contract == MISERE:
        return rules.misere_cost
    return 2 * (contract - 5)


def _step(ladder, k, cycle):
    return ladder[k % len(ladder)] if cycle else ladder[min(k, len(ladder) - 1)]


def raspasy_price(series, rules=Rules):
    """Gora points per trick at the ``series``-th consecutive raspasy (0 first):
    System «M» 1, 2, 3, 2 over and over; Sochi 1, 2, 3, 3...; Leningrad 2, 4, 6, 6..."""
    return _step(rules.raspasy_prices, series, rules.raspasy_cycle)


def exit_ladder_minimum(series, rules=Rules):
    """**[reading] exit ladder**: the lowest contract allowed after ``series`` raspasy.

    System «M»: 6 after the first raspasy, 7 after the second to fourth, then
    again; Sochi 6/6/6 (or 7/7/7, 7/8/8); Leningrad 7."""
    if series <= 0:
        return 6
    return _step(rules.exit_ladder, series - 1, rules.exit_cycle)


def seated(players, dealer):
    """The three players in the deal, clockwise from the dealer's left.

    >>> seated(4, 1), seated(3, 1)
    ([2, 3, 0], [2, 0, 1])
    """
    if players == 4:
        return [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4]
    return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]


def contracts_allowed(series, rules=Rules):
    """Contracts a declarer may play in the next deal (for a wizard's choices).

    In the bidding misère sits between eight and nine: an exit minimum of 6
    or 7 never rules it out (one of 8 does).

    >>> contracts_allowed(0)
    [6, 7, 8, 9, 10, 'misere']
    >>> contracts_allowed(2)
    [7, 8, 9, 10, 'misere']
    """
    low = exit_ladder_minimum(series, rules)
    # CONTRACTS runs 6, 7, ...: the allowed ones start at the exit minimum
    return list(CONTRACTS[low - 6:]) + ([MISERE] if low <= 8 else [])


def series_after(series, outcome, rules=Rules, played=2):
    """The raspasy count after a deal of ``outcome`` (``"raspasy"``,
    ``"made"``, ``"failed"``, ...); ``played``: 0 not played (both passed, a
    half-whist), 1 played without a whist (a misère, a checked ten), 2 whisted.

    **[reading] failed exit keeps price** (System «M»): a raspasy advances
    it, a made game (misère included) ends it; a failed contract, a
    concession or a misdeal leaves it as it was.  Sochi ends it by any
    played deal, Leningrad only by a whisted made game.

    >>> series_after(2, "raspasy"), series_after(2, "made"), series_after(2, "failed")
    (3, 0, 2)
    """
    if outcome == "raspasy":
        return series + 1
    ends = rules.series_ends
    if outcome == "made" and (ends == "made" or (ends == "whisted" and played == 2)):
        return 0
    if ends == "played" and outcome in ("made", "failed") and (played or rules.pass_ends_series):
        return 0
    return series
