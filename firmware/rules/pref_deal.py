"""One deal of preferans: check it and score it, in any rule system.

Pure integers, no I/O; the same file runs under MicroPython (as ``rules``)
and CPython (as ``tablescore.rules``).  Players are indices ``0..n-1``
(n is 3 or 4).  A deal has three *seats*: the declarer and two defenders,
or the three raspasy players; with four players the dealer sits out.

Build a deal, then score it with the table context (players, dealer, the
raspasy series count ``series`` taken from the session, and the rules'
parameters, System «M» unless given):

>>> deal = Deal.game(declarer=0, contract=7, tricks=6, defence=OPEN, whister=1)
>>> b = score(deal, players=4, dealer=3)
>>> b.results
[-64, 40, 24, 0]

In System «M» writing ``n`` points into a player's pulya means he writes
``5*n`` vists on each of the other two seats; ``n`` into his gora means each
other seat writes ``5*n`` on him (the *indivisible gora*).  The classic
systems only write the points down and settle them at the end:

>>> from .pref_systems import preset
>>> b = score(deal, players=4, dealer=3, rules=preset("sochi"))
>>> b.gora, b.entries          # the digest's S6: the dealer consoles too
([4, 0, 0, 0], [(1, 0, 4, 'consolation'), (2, 0, 4, 'consolation'), (3, 0, 4, 'consolation'), (1, 0, 16, 'tricks')])

The modules by concern: the sheet, the refusals and what events share
(``pref_sheet``), the input (``pref_input``), the parameters
(``pref_rules``; the presets ``pref_systems``), the checks (``pref_check``),
what a contract or a raspasy writes (``pref_play``).  Their names are here
too, so a caller needs this module only.  A refusal and a note are codes,
not words: the device shows them in its language, the host in English
(``texts/device.txt``: the W and N codes).
"""
from .pref_sheet import DealError, Event, Breakdown, check_player  # noqa: F401
from .pref_input import (MISERE, CONTRACTS, SUITS, BOTH, OPEN, CLOSED, PASS, HALF, CHECK,  # noqa: F401
                         DEFENCES, TAKEOVER, HALF_DECLARER, HALF_WHISTER, DEALER_ROLES, GAME, RASPASY,
                         WITHOUT_THREE, FIELDS, Deal)
from .pref_rules import (Rules, cost, raspasy_price, exit_ladder_minimum, seated,  # noqa: F401
                         contracts_allowed, series_after)
from .pref_check import check
from .pref_play import play, raspasy

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
    if deal.kind == RASPASY:
        seats = seated(players, dealer)
        seats.sort()              # shown in player order, as the sheet is read
        b = Breakdown(players, seats, each)
        tricks = deal.raspasy_tricks()
        price = raspasy_price(series, rules)
        raspasy(b, [tricks[seats[0]], tricks[seats[1]], tricks[seats[2]]], price, rules)
        if players == 4 and tricks[dealer]:
            # the dealer played the prikup (rules.dealer_prikup): charged its tricks, no bonus
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
    # the dealer who takes over plays from the whister's seat (§3.6)
    b = Breakdown(players, [deal.declarer, dealer if role == TAKEOVER else defenders[0], defenders[1]], each)
    if series > 0:
        b.note(_N_EXIT, exit_ladder_minimum(series, rules))
    b.played = 1
    if deal.kind == WITHOUT_THREE:
        b.to_gora(0, 3 * cost(deal.contract, rules))
        b.outcome = "conceded"
        b.note(_N_WITHOUT_THREE)
    elif deal.contract == MISERE:
        c = rules.misere_cost
        if deal.tricks == 0:
            b.to_pulya(0, c)
        else:
            b.to_gora(0, rules.gora_per_trick * c * deal.tricks)
            others = [b.seats[1], b.seats[2]]
            if players == 4 and rules.dealer_consoles:
                others.append(dealer)
            for p in others:
                b.write(p, deal.declarer, rules.misere_consolation * deal.tricks, "consolation")
        b.outcome = "made" if deal.tricks == 0 else "failed"
    else:
        sits_out = dealer if players == 4 and role != TAKEOVER else None
        b.outcome = play(b, deal.contract, deal.tricks, deal.defence, deal.whister_tricks, rules, sits_out, last)
        b.played = 0 if deal.defence in (PASS, HALF) else 1 if deal.defence == CHECK else 2
        if deal.after_half:
            b.note(_N_HALF_VOID)
    if role == TAKEOVER:
        b.note(_N_TAKEOVER)
    if deal.challenger is not None:
        from . import pref_plan
        pref_plan.score(b, deal)
    elif role == HALF_DECLARER or role == HALF_WHISTER:
        # half-and-half: the dealer takes half the seat's result, and half
        # its pulya and gora points.  [reading] all of them are even (every
        # cost is even), so pulya totals stay whole.
        if role == HALF_DECLARER:
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
