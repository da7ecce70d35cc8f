"""What only the classic systems (Sochi, Leningrad, Rostov) write on a deal:
loaded by ``pref_score`` when such a deal comes, never in a System «M» pulya.

:func:`dealer_whist` -- Leningrad at four (FSPR): after pass - half-whist -
pass the dealer may whist himself.  The half-whist is then void; the
dealer writes all the trick vists (no gentleman's split), answers for no
shortfall, and every other player writes his consolation on a failure.

>>> from .pref_input import Deal, OPEN
>>> from .pref_systems import preset
>>> d = Deal.game(0, 6, tricks=5, defence=OPEN, whister=3, after_half=1, dealer_role="dealer_whist")
>>> b = dealer_whist(d, 4, 3, [1, 2], 0, preset("leningrad"))
>>> b.gora, b.entries
([4, 0, 0, 0], [(3, 0, 4, 'consolation'), (1, 0, 4, 'consolation'), (2, 0, 4, 'consolation'), (3, 0, 20, 'tricks')])
"""
from .pref_rules import cost, exit_ladder_minimum
from .pref_sheet import Breakdown

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# Notes: the N codes of texts/device.txt.
_N_EXIT = const(0)
_N_HALF_VOID = const(4)
_N_GREEDY = const(11)


def dealer_whist(deal, players, dealer, passers, series, rules):
    """The breakdown of a contract the dealer whisted after a half-whist;
    ``passers``: the two other defenders (the half-whister and the passer)."""
    declarer, contract, tricks = deal.declarer, deal.contract, deal.tricks
    b = Breakdown(players, [declarer, dealer, passers[0]], 0)
    if series > 0:
        b.note(_N_EXIT, exit_ladder_minimum(series, rules))
    c = cost(contract, rules)
    vists = c * rules.vists_per_trick
    under = contract - tricks if tricks < contract else 0
    if under:
        b.to_gora(0, c * rules.gora_per_trick * under)
        for p in [dealer] + passers:
            b.write(p, declarer, (rules.consolation or vists) * under, "consolation")
    else:
        b.to_pulya(0, c)
    b.write(dealer, declarer, vists * (10 - tricks), "tricks")
    b.note(_N_GREEDY)
    b.note(_N_HALF_VOID)
    b.outcome = "failed" if under else "made"
    return b
