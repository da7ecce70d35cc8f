"""Score one deal of preferans, in any rule system: :func:`score`; what a
played (or passed) contract and a raspasy write on the sheet: :func:`play`
and :func:`raspasy`.

The seats of the breakdown ``b`` are the declarer's (0) and the
defenders' (1 the whister, 2 the other), or the three raspasy players.  The
parameters (``rules``, ``pref_rules.SYSTEM_M``) say what each system
writes: the costs, the whist, the responsibility of a short whister.

>>> from .pref_sheet import BOTH, OPEN, Breakdown
>>> s = Breakdown(3); play(s, 6, 7, OPEN)
'made'
>>> s.results
[24, -24, 0]

Sochi, the digest's S4: an eight down two, both whist (3 and 1 tricks):

>>> from .pref_systems import preset
>>> s = Breakdown(3, each=0); play(s, 8, 6, BOTH, 3, preset("sochi"))
'failed'
>>> s.gora, s.entries
([12, 0, 0], [(1, 0, 12, 'consolation'), (2, 0, 12, 'consolation'), (1, 0, 18, 'tricks'), (2, 0, 6, 'tricks')])

The deal is checked (``pref_rules.check``), then what it writes put on its
breakdown: a contract or a raspasy, the dealer's half-and-half and the plan
challenge of System «M» (the plan by ``pref_plan``, loaded when one comes;
what only the classic systems write by ``pref_classic``).

>>> from .pref_sheet import Deal, OPEN
>>> score(Deal.game(declarer=0, contract=7, tricks=6, defence=OPEN, whister=1), players=4, dealer=3).results
[-64, 40, 24, 0]
"""
from . import pref_sheet as D     # one global (D as in the ui modules) for the names of the input: a module's globals are a dict on the heap
from . import pref_rules    # one global for the rules' functions, as the sheet's (a module's globals are a dict on the heap)
from .pref_rules import SYSTEM_M
from .pref_sheet import Breakdown, DealError

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# the rules' parameters read here (the layout: pref_rules)
_MISERE_COST = const(1)
_GORA_PER_TRICK = const(2)
_VISTS_PER_TRICK = const(3)
_CONSOLATION = const(4)
_DEALER_CONSOLES = const(6)
_LIABILITY = const(7)
_GENTLEMAN = const(8)
_GENTLEMAN_TRICKS = const(9)
_PAIR_67 = const(11)
_PAIR_810 = const(12)
_PAIR_HALF = const(0)
_PAIR_ZERO = const(1)
_PAIR_LAST = const(3)
_TEN = const(14)
_TEN_CHECK = const(0)
_TEN_FREE = const(2)
_SETTLE = const(28)
_SETTLE_DEAL = const(0)

_SPLIT_NOT_WHOLE = const(39)     # the W code (texts/device.txt)
# Notes: the N codes of texts/device.txt.
_N_RASPASY = const(2)
_N_SHARE = const(8)
_N_PASSED = const(9)
_N_CHECKED = const(10)
_N_GREEDY = const(11)
_N_SHORT = const(12)
_N_SPLIT = const(13)
_N_NO_WHISTER_GORA = const(14)


def play(b, contract, tricks, defence, whister_tricks=None, rules=SYSTEM_M, dealer=None, last=2):
    """Write one played (or passed) contract 6-10 on breakdown ``b``.

    Seat 0 (of ``b.seats``) is the declarer, seat 1 the whister (or
    half-whister, or the named whister of two), seat 2 the other defender;
    ``last``: the seat of the defender who spoke last (the later one
    clockwise), ``dealer``: a dealer sitting out at four, who writes
    consolation where the system says so.  Returns the outcome: ``"made"``
    or ``"failed"``.
    """
    declarer, whister, other = b.seats
    c = pref_rules.cost(contract, rules)
    # the norm: tricks the defence must take, 4 against a six, 2 a seven, 1 above
    norm = 4 if contract == 6 else 2 if contract == 7 else 1
    if contract == 10 and rules[_TEN] == _TEN_FREE:
        norm = 0        # a ten «checked» (the digest's [setting]): nobody answers for a trick
    vists = c * rules[_VISTS_PER_TRICK]         # a credited trick's vists
    owed = c * rules[_LIABILITY] // 2           # a short whister's gora per missing trick
    if defence == D.PASS:
        b.to_pulya(0, c)
        b.note(_N_PASSED)
        return "made"
    if defence == D.HALF:
        # the half-whister writes half the norm at the trick's vists on the
        # declarer: a six 2 tricks x 2, a seven 1 trick x 4 (Leningrad doubled)
        b.to_pulya(0, c)
        b.write(whister, declarer, norm // 2 * vists, "half-whist")
        return "made"
    d = 10 - tricks
    under = contract - tricks if tricks < contract else 0
    if under:
        b.to_gora(0, c * rules[_GORA_PER_TRICK] * under)
    else:
        b.to_pulya(0, c)
    outcome = "failed" if under else "made"
    if defence == D.CHECK and rules[_TEN] == _TEN_CHECK:
        b.note(_N_CHECKED)
        return outcome
    if under:
        each = (rules[_CONSOLATION] or vists) * under
        b.write(whister, declarer, each, "consolation")
        b.write(other, declarer, each, "consolation")
        if dealer is not None and rules[_DEALER_CONSOLES]:
            b.write(dealer, declarer, each, "consolation")
    if defence == D.CHECK:
        # [reading] a ten checked with no norm ("free"): the two defenders
        # share the trick vists as they share the play
        b.write(whister, declarer, vists * d // 2, "tricks")
        b.write(other, declarer, vists * d // 2, "tricks")
        b.note(_N_CHECKED)
        return outcome
    short = norm - d     # tricks the defence is short of its norm
    if defence == D.BOTH:  # each whister answers for his own tricks
        own = (whister_tricks, d - whister_tricks)
        for i in range(2):
            b.write(b.seats[1 + i], declarer, vists * own[i], "tricks")
        if contract <= 7:
            if rules[_PAIR_67] == 1 and short <= 0:
                return outcome      # the pair took its norm: nobody is short
            for i in range(2):
                mine = norm // 2 - own[i]
                if mine <= 0:
                    continue
                # [reading] a whister answers for his half of the norm only
                # when the contract is made (§4.2 в); a failed declarer never
                # puts a whister in the gora.
                if not under or rules[_PAIR_67] == 2:
                    b.to_gora(1 + i, owed * mine)
                else:
                    b.note(_N_NO_WHISTER_GORA)
        elif not under and norm:
            pair = rules[_PAIR_810]
            for i in range(2):
                if pair == _PAIR_ZERO:          # each whister without a trick pays
                    if not own[i]:
                        b.to_gora(1 + i, owed)
                elif d == 0 and (pair != _PAIR_LAST or 1 + i == last):
                    b.to_gora(1 + i, owed // 2 if pair == _PAIR_HALF else owed)
                    b.note(_N_SHARE)
    elif defence == D.OPEN:
        if rules[_GENTLEMAN] == 2 or (rules[_GENTLEMAN] and under):
            _split(b, vists, d, rules)
        else:
            b.write(whister, declarer, vists * d, "tricks")
            b.note(_N_GREEDY)
        if not under and short > 0:
            b.to_gora(1, owed * short)
    else:  # CLOSED, System «M»'s invitation
        if not under and short > 0:
            b.write(whister, declarer, vists * d, "tricks")
            b.to_gora(1, owed * short)
            b.note(_N_SHORT)
        else:
            _split(b, vists, d, SYSTEM_M)      # the invitation's own: halved
    return outcome


def _split(b, vists, tricks, rules):
    # the gentleman's split of the trick vists of the defence's ``tricks``
    # between whister and passer: halved, or by tricks with the odd one to the whister
    declarer, whister, other = b.seats
    if rules[_GENTLEMAN_TRICKS]:
        mine = vists * ((tricks + 1) // 2)
    else:
        if (vists * tricks) % 2:
            raise DealError(_SPLIT_NOT_WHOLE)
        mine = vists * tricks // 2
    b.write(whister, declarer, mine, "tricks")
    b.write(other, declarer, vists * tricks - mine, "tricks, gentleman split")
    b.note(_N_SPLIT)


def raspasy(b, tricks, price, rules=SYSTEM_M):
    """Write a raspasy: ``tricks`` of the three seats (in ``b.seats`` order)
    at ``price`` a trick: gora per trick, reduced by the smallest (the
    amnesty).  What the classic systems add (raspasy in vists, a bonus for
    no trick, no amnesty) is ``pref_classic.raspasy``'s, loaded for them.
    """
    gora = [price * tricks[0], price * tricks[1], price * tricks[2]]
    least = min(gora)
    if rules is not SYSTEM_M:
        from . import pref_classic
        least = pref_classic.raspasy(b, tricks, price, gora, rules)
        if least is None:       # written in vists
            return
    for i in range(3):
        b.to_gora(i, gora[i] - least)
    b.note(_N_RASPASY, price, gora[0], gora[1], gora[2], least)


_HALF_NOT_WHOLE = const(3)      # the W code (texts/device.txt)
# Notes: the N codes of texts/device.txt.
_N_EXIT = const(0)
_N_SERIES_KEPT = const(1)
_N_WITHOUT_THREE = const(3)
_N_HALF_VOID = const(4)
_N_TAKEOVER = const(5)
_N_HALF_DECLARER = const(6)
_N_HALF_WHISTER = const(7)
del const        # the constants are defined: not a global kept on the board


def score(deal, players, dealer, series=0, rules=SYSTEM_M):
    """Check and score one deal; return a :class:`Breakdown`.

    >>> from .pref_sheet import Deal
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
    pref_rules.check(deal, players, dealer, series, rules)
    each = 5 if rules[_SETTLE] == _SETTLE_DEAL else 0
    if deal.kind == D.RASPASY:
        seats = pref_rules.seated(players, dealer)
        seats.sort()              # shown in player order, as the sheet is read
        b = Breakdown(players, seats, each)
        tricks = deal.raspasy_tricks()
        price = pref_rules.raspasy_price(series, rules)
        raspasy(b, [tricks[seats[0]], tricks[seats[1]], tricks[seats[2]]], price, rules)
        if players == 4 and tricks[dealer]:
            # the dealer played the prikup (Leningrad): charged its tricks, no bonus
            b.gora[dealer] += price * tricks[dealer]
        b.outcome = "raspasy"
        return b

    seats = pref_rules.seated(players, dealer)
    # the defender who speaks last: the second clockwise from the declarer
    last = seats[(seats.index(deal.declarer) + 2) % 3]
    defenders = seats
    defenders.remove(deal.declarer)
    if deal.whister is not None and deal.whister != defenders[0]:
        defenders.reverse()
    last = 1 + defenders.index(last)
    role = deal.dealer_role
    # the dealer who takes over (or whists after a half-whist) plays from the whister's seat (§3.6)
    b = Breakdown(players, [deal.declarer, dealer if role == D.TAKEOVER or role == D.DEALER_WHIST else defenders[0],
                            defenders[1]], each)
    if series > 0:
        b.note(_N_EXIT, pref_rules.exit_ladder_minimum(series, rules))
    if role == D.DEALER_WHIST:
        from . import pref_classic
        pref_classic.dealer_whist(b, deal, pref_rules.cost(deal.contract, rules), defenders, rules)
        return b
    b.played = 1
    if deal.kind == D.WITHOUT_THREE:
        b.to_gora(0, 3 * pref_rules.cost(deal.contract, rules))
        b.outcome = "conceded"
        b.note(_N_WITHOUT_THREE)
    elif deal.contract == D.MISERE:
        c = rules[_MISERE_COST]
        if deal.tricks == 0:
            b.to_pulya(0, c)
        else:
            b.to_gora(0, rules[_GORA_PER_TRICK] * c * deal.tricks)
            if rules is not SYSTEM_M:      # a consolation on a failed misère (Rostov's setting)
                from . import pref_classic
                pref_classic.misere(b, deal.tricks, dealer if players == 4 else None, rules)
        b.outcome = "made" if deal.tricks == 0 else "failed"
    else:
        sits_out = dealer if players == 4 and role != D.TAKEOVER else None
        b.outcome = play(b, deal.contract, deal.tricks, deal.defence, deal.whister_tricks, rules, sits_out, last)
        b.played = 0 if deal.defence in (D.PASS, D.HALF) else 1 if deal.defence == D.CHECK else 2
        if deal.after_half:
            b.note(_N_HALF_VOID)
    if role == D.TAKEOVER:
        b.note(_N_TAKEOVER)
    if deal.challenger is not None:
        from . import pref_plan
        planned = Breakdown(3)      # the play as the plan has it
        play(planned, deal.contract, 10 - deal.plan, D.OPEN)
        pref_plan.score(b, deal, planned)
    elif role == D.HALF_DECLARER or role == D.HALF_WHISTER:
        # half-and-half: the dealer takes half the seat's result, and half
        # its pulya and gora points.  [reading] all of them are even (every
        # cost is even), so pulya totals stay whole.
        if role == D.HALF_DECLARER:
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
    if series > 0 and pref_rules.series_after(series, b.outcome, rules, b.played) == series:
        b.note(_N_SERIES_KEPT, pref_rules.raspasy_price(series, rules))
    return b
