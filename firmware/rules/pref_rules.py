"""The rules' parameters, one engine for four systems, and what they allow.

:class:`Rules` holds every parameter in which the preferans systems differ,
as class attributes: their values are System «M»'s, so System «M» is the
class itself and costs no instance.  Sochi, Leningrad and Rostov are
presets of the same parameters (``pref_systems``, loaded only for a pulya
in one of them), and a table may change any parameter of its preset.
Every rule function takes the parameters as ``rules`` (default: System «M»);
where systems differ a function reads a parameter, it is never forked.

>>> from .pref_sheet import MISERE
>>> [cost(c) for c in (6, 7, 8, 9, 10, MISERE)]
[2, 4, 6, 8, 10, 8]
>>> [raspasy_price(k) for k in range(8)]
[1, 2, 3, 2, 1, 2, 3, 2]
>>> [exit_ladder_minimum(k) for k in range(10)]
[6, 6, 7, 7, 7, 6, 7, 7, 7, 6]

Is a preferans deal allowed?  :func:`check` raises DealError with the
reason's code (a W code of texts/device.txt) unless it is.

What a system does not have (a half-whist where the table plays none, the
invited closed whist of System «M» elsewhere, ...) is refused with a code
of its own, by ``pref_classic.check`` (loaded only for such a system).

>>> from .pref_sheet import Deal, HALF
>>> check(Deal.game(0, 6, defence=HALF, whister=1), 3, 2, series=1)
>>> check(Deal.game(0, 8, defence=HALF, whister=1), 3, 2)
Traceback (most recent call last):
...
DealError: half-whist only on 6 and 7

A refusal is a code (a W code of ``texts/device.txt``), shown as its text:

>>> str(DealError(_UNDER_EXIT, 7)), str(DealError(_SPLIT_NOT_WHOLE))
('contract under the exit minimum 7', 'gentleman split is not whole')

Pure integers; the same file under MicroPython and CPython.
"""
from . import pref_sheet as I     # one global for the sheet's names: a module's globals are a dict on the heap
from .pref_sheet import DealError, check_player, seated  # noqa: F401  (seated: the session's, as pref_rules.seated)

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int


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
    if contract == I.MISERE:
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
    return list(I.CONTRACTS[low - 6:]) + ([I.MISERE] if low <= 8 else [])


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


# Refusal codes: the W codes of texts/device.txt (a DealError carries one).
_UNKNOWN_KIND = const(1)
_PLAYERS = const(5)
_NOT_IN_DEAL = const(7)
_TRICKS_NEEDED = const(8)
_TRICKS_0_10 = const(9)
_DEALER_SITS_OUT = const(10)
_UNKNOWN_CONTRACT = const(11)
_UNDER_EXIT = const(12)
_UNKNOWN_SUIT = const(13)
_ROLE_NEEDS_4 = const(14)
_UNKNOWN_ROLE = const(15)
_ROLE_ONLY_HALF = const(16)
_SUM_10 = const(17)
_WHIST_ON_MISERE = const(18)
_UNUSED_MISERE = const(19)
_UNKNOWN_DEFENCE = const(20)
_AFTER_HALF_0_1 = const(21)
_NOT_PLAYED = const(22)
_HALF_ONLY_6_7 = const(23)
_CHECK_ONLY_10 = const(24)
_UNUSED_NO_WHISTER = const(25)
_WHISTER_DECLARER = const(26)
_WHISTER_DEALER = const(27)
_WTRICKS_NEEDED = const(28)
_WTRICKS_OVER = const(29)
_UNUSED_NOT_BOTH = const(30)
_AFTER_HALF_ONE = const(31)
_TAKEOVER_ONE = const(32)
_HALF_PASSER = const(33)
_SPLIT_NOT_WHOLE = const(39)
del const        # the constants are defined: not a global kept on the board


def _tricks(value):
    # A missing number and a wrong one are different mistakes at the table.
    if value is None:
        raise DealError(_TRICKS_NEEDED)
    if type(value) is not int or value < 0 or value > 10:
        raise DealError(_TRICKS_0_10)


def _unused(deal, code, *names):
    # code: the refusal, "%s not used ..."; names: the fields (a tuple: a
    # string split made a list and a copy of each name at every deal)
    for name in names:
        v = getattr(deal, name)
        if v is not None and not (name == "after_half" and v == 0):
            raise DealError(code, name.replace("_", " "))


def _raspasy(deal, players, dealer, rules):
    tricks = deal.raspasy_tricks()
    total = 0
    for p in range(4):
        t = tricks[p]
        if p >= players or (players == 4 and p == dealer):
            if t is None:
                continue
            if p >= players or rules is Rules:
                raise DealError(_NOT_IN_DEAL)
            # the four-player dealer's prikup tricks (Leningrad): pref_classic.check's, called first
        else:
            _tricks(t)
        total += t
    if total != 10:
        raise DealError(_SUM_10)


def check(deal, players, dealer, series=0, rules=Rules):
    """Raise DealError with a short reason unless the deal is allowed under
    ``rules`` (System «M» by default).

    ``series`` is the raspasy count before this deal (0 outside a series).
    """
    if players != 3 and players != 4:
        raise DealError(_PLAYERS)
    check_player(dealer, "dealer", players)
    if not isinstance(deal, I.Deal) or deal.kind not in I.FIELDS:
        raise DealError(_UNKNOWN_KIND, "deal")
    if rules is not Rules:
        # what the system does not have, the four-player dealer's prikup and whist
        from . import pref_classic
        pref_classic.check(deal, players, dealer, rules)
    if deal.kind == I.RASPASY:
        _raspasy(deal, players, dealer, rules)
        return
    check_player(deal.declarer, "declarer", players)
    if players == 4 and deal.declarer == dealer:
        raise DealError(_DEALER_SITS_OUT)
    contract, defence, role = deal.contract, deal.defence, deal.dealer_role
    if contract != I.MISERE and (type(contract) is not int or contract not in I.CONTRACTS):
        raise DealError(_UNKNOWN_CONTRACT)
    # misère sits between eight and nine in the bidding: above an exit minimum of 6 or 7
    low = exit_ladder_minimum(series, rules)
    if contract < low if contract != I.MISERE else low > 8:
        raise DealError(_UNDER_EXIT, low)
    if deal.suit is not None and deal.suit not in I.SUITS:
        raise DealError(_UNKNOWN_SUIT)
    if role is not None:
        if players != 4:
            raise DealError(_ROLE_NEEDS_4)
        if role not in I.DEALER_ROLES or (role == I.DEALER_WHIST and rules is Rules):
            raise DealError(_UNKNOWN_ROLE)
    if deal.kind == I.WITHOUT_THREE or contract == I.MISERE:
        if deal.kind != I.WITHOUT_THREE:   # a misère
            if defence is not None or deal.whister is not None or deal.whister_tricks is not None:
                raise DealError(_WHIST_ON_MISERE)
            _unused(deal, _UNUSED_MISERE, "after_half", "plan", "promise", "challenger")
        if role not in (None, I.HALF_DECLARER):
            raise DealError(_ROLE_ONLY_HALF)
        if deal.kind != I.WITHOUT_THREE:
            _tricks(deal.tricks)
        return

    # a contract 6-10: the defence
    if defence not in I.DEFENCES:
        raise DealError(_UNKNOWN_DEFENCE)
    if type(deal.after_half) is not int or not 0 <= deal.after_half <= 1:
        raise DealError(_AFTER_HALF_0_1)
    if defence in (I.PASS, I.HALF):
        if deal.tricks is not None:
            raise DealError(_NOT_PLAYED)
    else:
        _tricks(deal.tricks)
    if defence == I.HALF and contract > 7:
        raise DealError(_HALF_ONLY_6_7)
    if defence == I.CHECK and contract != 10:
        raise DealError(_CHECK_ONLY_10)
    if defence in (I.PASS, I.CHECK):
        _unused(deal, _UNUSED_NO_WHISTER, "whister")
    else:
        check_player(deal.whister, "whister", players)
        if deal.whister == deal.declarer:
            raise DealError(_WHISTER_DECLARER)
        if players == 4 and deal.whister == dealer and role != I.DEALER_WHIST:
            raise DealError(_WHISTER_DEALER)
    if defence == I.BOTH:
        if type(deal.whister_tricks) is not int or deal.whister_tricks < 0:
            raise DealError(_WTRICKS_NEEDED)
        if deal.whister_tricks > 10 - deal.tricks:
            raise DealError(_WTRICKS_OVER, 10 - deal.tricks)
    else:
        _unused(deal, _UNUSED_NOT_BOTH, "whister_tricks")
    if deal.after_half and (contract > 7 or defence not in (I.OPEN, I.CLOSED)):
        raise DealError(_AFTER_HALF_ONE)

    # the dealer's part
    if role == I.TAKEOVER and defence not in (I.OPEN, I.CLOSED):
        raise DealError(_TAKEOVER_ONE)
    if role == I.HALF_WHISTER and (contract > 7 or defence != I.OPEN or not deal.after_half):
        raise DealError(_HALF_PASSER)

    # the plan challenge (§3.7): rare at the table, its rules load when one comes
    if deal.plan is not None or deal.promise is not None or deal.challenger is not None:
        from . import pref_plan
        pref_plan.check(deal, players, dealer)
