"""Score one deal of preferans, in any rule system: :func:`score`.

The deal is checked (``pref_check``), then what it writes put on its
breakdown: a contract or a raspasy by ``pref_play``, the dealer's
half-and-half and the plan challenge of System «M» here (the plan by
``pref_plan``, loaded when one comes).

>>> from .pref_input import Deal, OPEN
>>> score(Deal.game(declarer=0, contract=7, tricks=6, defence=OPEN, whister=1), players=4, dealer=3).results
[-64, 40, 24, 0]
"""
from . import pref_input as I     # one global for the names of the input: a module's globals are a dict on the heap
from .pref_check import check
from .pref_play import play, raspasy
from .pref_rules import Rules, cost, exit_ladder_minimum, raspasy_price, seated, series_after
from .pref_sheet import Breakdown, DealError

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

_HALF_NOT_WHOLE = const(3)      # the W code (texts/device.txt)
# Notes: the N codes of texts/device.txt.
_N_EXIT = const(0)
_N_SERIES_KEPT = const(1)
_N_WITHOUT_THREE = const(3)
_N_HALF_VOID = const(4)
_N_TAKEOVER = const(5)
_N_HALF_DECLARER = const(6)
_N_HALF_WHISTER = const(7)


def score(deal, players, dealer, series=0, rules=Rules):
    """Check and score one deal; return a :class:`Breakdown`.

    >>> from .pref_input import Deal
    >>> score(Deal.raspasy([7, 3, 0]), 3, 2, series=2).results
    [-165, 15, 150]

    **[reading] plan balance** (§3.7, §3.9): after a plan challenge the
    whister and the passer end with what the plan would have given them, the
    declarer with the real result, and the challenger takes or pays the
    balance.  Here the dealer D challenges: A, down one, gets his real -34;
    B and C get -2 and -10 as if A had made his six (the plan: 4 tricks to
    the defence, the promise 5); D takes the rest:

    >>> score(Deal.game(0, 6, tricks=5, whister=1, plan=4, promise=5, challenger=3), 4, 3).results
    [-34, -2, -10, 46]
    """
    check(deal, players, dealer, series, rules)
    each = 5 if rules.settle == "deal" else 0
    if deal.kind == I.RASPASY:
        seats = seated(players, dealer)
        seats.sort()              # shown in player order, as the sheet is read
        b = Breakdown(players, seats, each)
        tricks = deal.raspasy_tricks()
        price = raspasy_price(series, rules)
        raspasy(b, [tricks[seats[0]], tricks[seats[1]], tricks[seats[2]]], price, rules)
        if players == 4 and tricks[dealer]:
            # the dealer played the prikup (Leningrad): charged its tricks, no bonus
            b.gora[dealer] += price * tricks[dealer]
        b.outcome = "raspasy"
        return b

    seats = seated(players, dealer)
    # the defender who speaks last: the second clockwise from the declarer
    last = seats[(seats.index(deal.declarer) + 2) % 3]
    defenders = seats
    defenders.remove(deal.declarer)
    if deal.whister is not None and deal.whister != defenders[0]:
        defenders.reverse()
    last = 1 + defenders.index(last)
    role = deal.dealer_role
    if role == I.DEALER_WHIST:
        from . import pref_classic
        return pref_classic.dealer_whist(deal, players, dealer, defenders, series, rules)
    # the dealer who takes over plays from the whister's seat (§3.6)
    b = Breakdown(players, [deal.declarer, dealer if role == I.TAKEOVER else defenders[0], defenders[1]], each)
    if series > 0:
        b.note(_N_EXIT, exit_ladder_minimum(series, rules))
    b.played = 1
    if deal.kind == I.WITHOUT_THREE:
        b.to_gora(0, 3 * cost(deal.contract, rules))
        b.outcome = "conceded"
        b.note(_N_WITHOUT_THREE)
    elif deal.contract == I.MISERE:
        c = rules.misere_cost
        if deal.tricks == 0:
            b.to_pulya(0, c)
        else:
            b.to_gora(0, rules.gora_per_trick * c * deal.tricks)
            if rules is not Rules:      # a consolation on a failed misère (Rostov's setting)
                from . import pref_classic
                pref_classic.misere_consolation(b, deal.tricks, dealer if players == 4 else None, rules)
        b.outcome = "made" if deal.tricks == 0 else "failed"
    else:
        sits_out = dealer if players == 4 and role != I.TAKEOVER else None
        b.outcome = play(b, deal.contract, deal.tricks, deal.defence, deal.whister_tricks, rules, sits_out, last)
        b.played = 0 if deal.defence in (I.PASS, I.HALF) else 1 if deal.defence == I.CHECK else 2
        if deal.after_half:
            b.note(_N_HALF_VOID)
    if role == I.TAKEOVER:
        b.note(_N_TAKEOVER)
    if deal.challenger is not None:
        from . import pref_plan
        pref_plan.score(b, deal)
    elif role == I.HALF_DECLARER or role == I.HALF_WHISTER:
        # half-and-half: the dealer takes half the seat's result, and half
        # its pulya and gora points.  [reading] all of them are even (every
        # cost is even), so pulya totals stay whole.
        if role == I.HALF_DECLARER:
            b.note(_N_HALF_DECLARER)
            player = b.seats[0]
        else:
            b.note(_N_HALF_WHISTER)
            player = b.seats[1]
        half = b.results[player]
        if half % 2 or b.pulya[player] % 2 or b.gora[player] % 2:
            raise DealError(_HALF_NOT_WHOLE)
        half //= 2
        if half > 0:
            b.write(dealer, player, half, "half-and-half")
        elif half < 0:
            b.write(player, dealer, -half, "half-and-half")
        for points in (b.pulya, b.gora):
            points[player] //= 2
            points[dealer] += points[player]
    if series > 0 and series_after(series, b.outcome, rules, b.played) == series:
        b.note(_N_SERIES_KEPT, raspasy_price(series, rules))
    return b
