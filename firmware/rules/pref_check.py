"""Is a preferans deal allowed?  :func:`check` raises DealError with the
reason's code (a W code of texts/device.txt) unless it is.

What a system does not have (a half-whist where the table plays none, the
invited closed whist of System «M» elsewhere, ...) is refused with a code
of its own, by ``pref_classic.check`` (loaded only for such a system).

>>> from .pref_input import Deal, HALF
>>> check(Deal.game(0, 6, defence=HALF, whister=1), 3, 2, series=1)
>>> check(Deal.game(0, 8, defence=HALF, whister=1), 3, 2)
Traceback (most recent call last):
...
DealError: half-whist only on 6 and 7

A refusal is a code (a W code of ``texts/device.txt``), shown as its text:

>>> str(DealError(_UNDER_EXIT, 7)), str(DealError(_SPLIT_NOT_WHOLE))
('contract under the exit minimum 7', 'gentleman split is not whole')
"""
from .pref_input import (BOTH, CHECK, CLOSED, CONTRACTS, DEALER_ROLES, DEFENCES, FIELDS, HALF, HALF_DECLARER,
                         HALF_WHISTER, DEALER_WHIST, MISERE, OPEN, PASS, RASPASY, SUITS, TAKEOVER, WITHOUT_THREE, Deal)
from .pref_rules import Rules, exit_ladder_minimum
from .pref_sheet import DealError, check_player

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

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
    if not isinstance(deal, Deal) or deal.kind not in FIELDS:
        raise DealError(_UNKNOWN_KIND, "deal")
    if rules is not Rules:
        # what the system does not have, the four-player dealer's prikup and whist
        from . import pref_classic
        pref_classic.check(deal, players, dealer, rules)
    if deal.kind == RASPASY:
        _raspasy(deal, players, dealer, rules)
        return
    check_player(deal.declarer, "declarer", players)
    if players == 4 and deal.declarer == dealer:
        raise DealError(_DEALER_SITS_OUT)
    contract, defence, role = deal.contract, deal.defence, deal.dealer_role
    if contract != MISERE and (type(contract) is not int or contract not in CONTRACTS):
        raise DealError(_UNKNOWN_CONTRACT)
    # misère sits between eight and nine in the bidding: above an exit minimum of 6 or 7
    low = exit_ladder_minimum(series, rules)
    if contract < low if contract != MISERE else low > 8:
        raise DealError(_UNDER_EXIT, low)
    if deal.suit is not None and deal.suit not in SUITS:
        raise DealError(_UNKNOWN_SUIT)
    if role is not None:
        if players != 4:
            raise DealError(_ROLE_NEEDS_4)
        if role not in DEALER_ROLES or (role == DEALER_WHIST and rules is Rules):
            raise DealError(_UNKNOWN_ROLE)
    if deal.kind == WITHOUT_THREE or contract == MISERE:
        if deal.kind != WITHOUT_THREE:   # a misère
            if defence is not None or deal.whister is not None or deal.whister_tricks is not None:
                raise DealError(_WHIST_ON_MISERE)
            _unused(deal, _UNUSED_MISERE, "after_half", "plan", "promise", "challenger")
        if role not in (None, HALF_DECLARER):
            raise DealError(_ROLE_ONLY_HALF)
        if deal.kind != WITHOUT_THREE:
            _tricks(deal.tricks)
        return

    # a contract 6-10: the defence
    if defence not in DEFENCES:
        raise DealError(_UNKNOWN_DEFENCE)
    if type(deal.after_half) is not int or not 0 <= deal.after_half <= 1:
        raise DealError(_AFTER_HALF_0_1)
    if defence in (PASS, HALF):
        if deal.tricks is not None:
            raise DealError(_NOT_PLAYED)
    else:
        _tricks(deal.tricks)
    if defence == HALF and contract > 7:
        raise DealError(_HALF_ONLY_6_7)
    if defence == CHECK and contract != 10:
        raise DealError(_CHECK_ONLY_10)
    if defence in (PASS, CHECK):
        _unused(deal, _UNUSED_NO_WHISTER, "whister")
    else:
        check_player(deal.whister, "whister", players)
        if deal.whister == deal.declarer:
            raise DealError(_WHISTER_DECLARER)
        if players == 4 and deal.whister == dealer and role != DEALER_WHIST:
            raise DealError(_WHISTER_DEALER)
    if defence == BOTH:
        if type(deal.whister_tricks) is not int or deal.whister_tricks < 0:
            raise DealError(_WTRICKS_NEEDED)
        if deal.whister_tricks > 10 - deal.tricks:
            raise DealError(_WTRICKS_OVER, 10 - deal.tricks)
    else:
        _unused(deal, _UNUSED_NOT_BOTH, "whister_tricks")
    if deal.after_half and (contract > 7 or defence not in (OPEN, CLOSED)):
        raise DealError(_AFTER_HALF_ONE)

    # the dealer's part
    if role == TAKEOVER and defence not in (OPEN, CLOSED):
        raise DealError(_TAKEOVER_ONE)
    if role == HALF_WHISTER and (contract > 7 or defence != OPEN or not deal.after_half):
        raise DealError(_HALF_PASSER)

    # the plan challenge (§3.7): rare at the table, its rules load when one comes
    if deal.plan is not None or deal.promise is not None or deal.challenger is not None:
        from . import pref_plan
        pref_plan.check(deal, players, dealer)
