"""The rules' parameters, one engine for four systems, and what they allow.

A system's rules are a tuple of every parameter in which the preferans
systems differ (the layout below); ``SYSTEM_M`` is System «M»'s.  Sochi,
Leningrad and Rostov are presets of the same parameters (``pref_systems``, loaded only for a pulya
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
from . import pref_sheet as D     # one global (D as in the ui modules) for the sheet's names: a module's globals are a dict on the heap
from .pref_sheet import DealError, check_player, seated  # noqa: F401  (seated: the session's, as pref_rules.seated)

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int


# The rules: a tuple, one value a parameter in which the systems differ, read
# as ``rules[_PAIR_810]``.  The indexes are const() names (on the board they
# are numbers: no name interned, no global); a module reading a parameter
# declares the indexes it reads as here (tests/test_systems_layout.py holds
# them to this list); an index is its parameter's name in capitals.  Words of the digest are small numbers here
# (``_PAIR_ZERO``), their index in ``pref_systems.WORDS``.  ``SYSTEM_M`` is
# System «M»; ``pref_systems`` makes the other presets and a table's changes.
# docs/rules-other-systems.md names each with the systems' values.
_SYSTEM = const(0)              # 0 System «M», 1 Sochi, 2 Leningrad, 3 Rostov (pref_systems.SYSTEMS)
# costs: a contract's cost c is 2, 4, 6, 8, 10 (misère below)
_MISERE_COST = const(1)         # a made misère's pulya points; its gora per trick is gora_per_trick x this
_GORA_PER_TRICK = const(2)      # the declarer's gora per undertrick, x c (Leningrad 2)
_VISTS_PER_TRICK = const(3)     # a whister's vists per credited trick, x c (Leningrad 2)
_CONSOLATION = const(4)         # vists per undertrick from each opponent: 0 the trick's vists (c x vists_per_trick), else this
_MISERE_CONSOLATION = const(5)  # vists per trick each opponent writes on a failed misère
_DEALER_CONSOLES = const(6)     # with four, the dealer writes consolation as well
# whist
_LIABILITY = const(7)           # a short whister's gora per missing trick, in halves of c (Rostov 1: c/2)
_GENTLEMAN = const(8)           # a lone whister shares the trick vists with the passer: 0 no, 1 on a failure, 2 always
_GENTLEMAN_TRICKS = const(9)    # the share by tricks, the odd one to the whister (else the vists halved)
_CLOSED_WHIST = const(10)       # the invited closed whist of System «M» (defence "closed")
_PAIR_67 = const(11)            # two on 6/7: 0 each for his half of the norm on a made contract, 1 only when
#                                 the pair is short of the norm, 2 each for his half, made or failed (Sochi)
_PAIR_810 = const(12)           # two on 8-10, a made contract: one of
_PAIR_HALF = const(0)           #   the pair at 0 tricks: each pays half
_PAIR_ZERO = const(1)           #   each whister without a trick pays
_PAIR_EACH = const(2)           #   the pair at 0: each pays in full
_PAIR_LAST = const(3)           #   the pair at 0: the last whister pays
_HALF_WHIST = const(13)         # pass - half-whist - pass allowed
_TEN = const(14)                # a ten: one of
_TEN_CHECK = const(0)           #   checked, it scores gora only
_TEN_WHIST = const(1)           #   always whisted
_TEN_FREE = const(2)            #   whisted with no norm (the digest's «checked»: N = 0, vists and consolation as usual)
_WITHOUT_THREE = const(15)      # "without three and without whists" allowed
_DEALER_ROLES = const(16)       # the dealer's take-over and half-and-half, the plan challenge (System «M»)
_DEALER_WHIST_ALLOWED = const(17)   # with four, the dealer may whist after pass - half-whist - pass (Leningrad;
#                                 not _DEALER_WHIST: that is the refusal's W code name)
# raspasy
_RASPASY_PRICES = const(18)     # gora per trick (raspasy in vists: ignored) by the series count
_RASPASY_CYCLE = const(19)      # the prices go round (else the last repeats)
_RASPASY_VISTS = const(20)      # raspasy written in vists: the fewest tricks write this per trick (Rostov 5)
_AMNESTY = const(21)            # the raspasy gora reduced by the smallest
_ZERO_BONUS = const(22)         # no trick on raspasy: one of
_BONUS_NONE = const(0)          #   nothing
_BONUS_PRICE = const(1)         #   a trick at the price to the pulya
_BONUS_ONE = const(2)           #   1 to the pulya
_BONUS_GORA = const(3)          #   pulya_gora x price off the gora
_EXIT_LADDER = const(23)        # the lowest contract after the 1st, 2nd, ... raspasy of a series
_EXIT_CYCLE = const(24)         # the ladder goes round (else its last repeats)
_SERIES_ENDS = const(25)        # what ends a raspasy series: one of
_ENDS_MADE = const(0)           #   a made game
_ENDS_PLAYED = const(1)         #   any played deal
_ENDS_WHISTED = const(2)        #   a whisted made game
_PASS_ENDS_SERIES = const(26)   # under _ENDS_PLAYED: both pass ends it too
_DEALER_PRIKUP = const(27)      # with four, the dealer plays the prikup on raspasy: charged its tricks (0-2)
# the pulya, its end and the settlement
_SETTLE = const(28)             # one of
_SETTLE_DEAL = const(0)         #   every point settled at once (5 vists a seat)
_SETTLE_END = const(1)          #   the final calculation
_PULYA_GORA = const(29)         # gora points a pulya point is worth at the end (Leningrad 2)
_DIVISOR = const(30)            # the gora shared by n players (0), or by n - 1 (1)
_GORA_FIRST = const(31)         # a made game writes off the declarer's own gora first (Rostov)
_HELP = const(32)               # a closed player's points help the others, 10 x pulya_gora vists a point
_HELP_AFTER = const(33)         # only games scored after closing help, whole (else the excess over the pulya)
_ROUNDING = const(34)           # the final results to whole vists: one of
_ROUND_LARGEST = const(0)       #   the largest remainder, then the smaller gora, then the seat
_ROUND_PC = const(1)            #   the PC's fix: the chosen seat (_ROUNDING_SEAT) takes the rounding
_ROUND_PER_PLAYER = const(2)    #   each player rounds the vists he writes on each other one (step 3)
_ROUND_THIRDS = const(3)        #   exact thirds: the money counts the exact 1/n (the vists shown: largest)
_ROUNDING_SEAT = const(35)      # the PC's chosen player: a seat (past the players: the first)

# System «M» (its column in pref_systems.TABLE)
SYSTEM_M = (
    0,
    8, 1, 1, 0, 0, 0,                   # costs: misère 8, gora and vists x1, consolation: the trick's vists
    2, 0, 0, 1, 0, _PAIR_HALF, 1, _TEN_CHECK, 1, 1, 0,      # whist: closed whist, the dealer's roles
    (1, 2, 3, 2), 1, 0, 1, _BONUS_NONE, (6, 7, 7, 7), 1, _ENDS_MADE, 1, 0,   # raspasy
    _SETTLE_DEAL, 1, 0, 0, 0, 0, _ROUND_LARGEST, 0,     # settled at every deal
)


def cost(contract, rules=SYSTEM_M):
    """Points a contract is worth: 2, 4, 6, 8, 10; misère 8 (§1.3), 10 in the classic systems."""
    if contract == D.MISERE:
        return rules[_MISERE_COST]
    return 2 * (contract - 5)


def raspasy_price(series, rules=SYSTEM_M):
    """Gora points per trick at the ``series``-th consecutive raspasy (0 first):
    System «M» 1, 2, 3, 2 over and over; Sochi 1, 2, 3, 3...; Leningrad 2, 4, 6, 6..."""
    prices = rules[_RASPASY_PRICES]     # round and round, or the last repeats
    return prices[series % len(prices) if rules[_RASPASY_CYCLE] else min(series, len(prices) - 1)]


def exit_ladder_minimum(series, rules=SYSTEM_M):
    """**[reading] exit ladder**: the lowest contract allowed after ``series`` raspasy.

    System «M»: 6 after the first raspasy, 7 after the second to fourth, then
    again; Sochi 6/6/6 (or 7/7/7, 7/8/8); Leningrad 7."""
    if series <= 0:
        return 6
    ladder, k = rules[_EXIT_LADDER], series - 1
    return ladder[k % len(ladder) if rules[_EXIT_CYCLE] else min(k, len(ladder) - 1)]



def contracts_allowed(series, rules=SYSTEM_M):
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
    return list(D.CONTRACTS[low - 6:]) + ([D.MISERE] if low <= 8 else [])


def series_after(series, outcome, rules=SYSTEM_M, played=2):
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
    ends = rules[_SERIES_ENDS]
    if outcome == "made" and (ends == _ENDS_MADE or (ends == _ENDS_WHISTED and played == 2)):
        return 0
    if ends == _ENDS_PLAYED and outcome in ("made", "failed") and (played or rules[_PASS_ENDS_SERIES]):
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
            if p >= players or rules is SYSTEM_M:
                raise DealError(_NOT_IN_DEAL)
            # the four-player dealer's prikup tricks (Leningrad): pref_classic.check's, called first
        else:
            _tricks(t)
        total += t
    if total != 10:
        raise DealError(_SUM_10)


def check(deal, players, dealer, series=0, rules=SYSTEM_M):
    """Raise DealError with a short reason unless the deal is allowed under
    ``rules`` (System «M» by default).

    ``series`` is the raspasy count before this deal (0 outside a series).
    """
    if players != 3 and players != 4:
        raise DealError(_PLAYERS)
    check_player(dealer, "dealer", players)
    if not isinstance(deal, D.Deal) or deal.kind not in D.FIELDS:
        raise DealError(_UNKNOWN_KIND, "deal")
    if rules is not SYSTEM_M:
        # what the system does not have, the four-player dealer's prikup and whist
        from . import pref_classic
        pref_classic.check(deal, players, dealer, rules)
    if deal.kind == D.RASPASY:
        _raspasy(deal, players, dealer, rules)
        return
    check_player(deal.declarer, "declarer", players)
    if players == 4 and deal.declarer == dealer:
        raise DealError(_DEALER_SITS_OUT)
    contract, defence, role = deal.contract, deal.defence, deal.dealer_role
    if contract != D.MISERE and (type(contract) is not int or contract not in D.CONTRACTS):
        raise DealError(_UNKNOWN_CONTRACT)
    # misère sits between eight and nine in the bidding: above an exit minimum of 6 or 7
    low = exit_ladder_minimum(series, rules)
    if contract < low if contract != D.MISERE else low > 8:
        raise DealError(_UNDER_EXIT, low)
    if deal.suit is not None and deal.suit not in D.SUITS:
        raise DealError(_UNKNOWN_SUIT)
    if role is not None:
        if players != 4:
            raise DealError(_ROLE_NEEDS_4)
        if role not in D.DEALER_ROLES or (role == D.DEALER_WHIST and rules is SYSTEM_M):
            raise DealError(_UNKNOWN_ROLE)
    if deal.kind == D.WITHOUT_THREE or contract == D.MISERE:
        if deal.kind != D.WITHOUT_THREE:   # a misère
            if defence is not None or deal.whister is not None or deal.whister_tricks is not None:
                raise DealError(_WHIST_ON_MISERE)
            _unused(deal, _UNUSED_MISERE, "after_half", "plan", "promise", "challenger")
        if role not in (None, D.HALF_DECLARER):
            raise DealError(_ROLE_ONLY_HALF)
        if deal.kind != D.WITHOUT_THREE:
            _tricks(deal.tricks)
        return

    # a contract 6-10: the defence
    if defence not in D.DEFENCES:
        raise DealError(_UNKNOWN_DEFENCE)
    if type(deal.after_half) is not int or not 0 <= deal.after_half <= 1:
        raise DealError(_AFTER_HALF_0_1)
    if defence in (D.PASS, D.HALF):
        if deal.tricks is not None:
            raise DealError(_NOT_PLAYED)
    else:
        _tricks(deal.tricks)
    if defence == D.HALF and contract > 7:
        raise DealError(_HALF_ONLY_6_7)
    if defence == D.CHECK and contract != 10:
        raise DealError(_CHECK_ONLY_10)
    if defence in (D.PASS, D.CHECK):
        _unused(deal, _UNUSED_NO_WHISTER, "whister")
    else:
        check_player(deal.whister, "whister", players)
        if deal.whister == deal.declarer:
            raise DealError(_WHISTER_DECLARER)
        if players == 4 and deal.whister == dealer and role != D.DEALER_WHIST:
            raise DealError(_WHISTER_DEALER)
    if defence == D.BOTH:
        if type(deal.whister_tricks) is not int or deal.whister_tricks < 0:
            raise DealError(_WTRICKS_NEEDED)
        if deal.whister_tricks > 10 - deal.tricks:
            raise DealError(_WTRICKS_OVER, 10 - deal.tricks)
    else:
        _unused(deal, _UNUSED_NOT_BOTH, "whister_tricks")
    if deal.after_half and (contract > 7 or defence not in (D.OPEN, D.CLOSED)):
        raise DealError(_AFTER_HALF_ONE)

    # the dealer's part
    if role == D.TAKEOVER and defence not in (D.OPEN, D.CLOSED):
        raise DealError(_TAKEOVER_ONE)
    if role == D.HALF_WHISTER and (contract > 7 or defence != D.OPEN or not deal.after_half):
        raise DealError(_HALF_PASSER)

    # the plan challenge (§3.7): rare at the table, its rules load when one comes
    if deal.plan is not None or deal.promise is not None or deal.challenger is not None:
        from . import pref_plan
        pref_plan.check(deal, players, dealer)
