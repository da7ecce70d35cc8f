"""What only the classic systems (Sochi, Leningrad, Rostov) check and write
on a deal, beside the engine every system shares (``pref_rules``,
``pref_score``, ``pref_score``): those hand over to this module when the
rules are not System «M»'s (``rules is not SYSTEM_M``), so a System «M»
pulya never loads it, nor the parameters only it reads
(``pref_rules``' layout).

- :func:`check`: what a system does not have (System «M»'s closed whist,
  checked ten, «without three», dealer's part, plan challenge; a table's
  half-whist), the four-player dealer's prikup on raspasy and his whist;
- :func:`raspasy`: raspasy in vists (Rostov), the bonus for no trick, no
  amnesty (Leningrad, Rostov);
- :func:`misere_consolation` on a failed misère (Rostov's setting);
- :func:`dealer_whist` -- Leningrad at four (FSPR): after pass - half-whist -
  pass the dealer may whist himself.  The half-whist is then void; the
  dealer writes all the trick vists (no gentleman's split), answers for no
  shortfall, and every other player writes his consolation on a failure.

>>> from .pref_sheet import Breakdown, Deal, OPEN
>>> from .pref_systems import preset
>>> d = Deal.game(0, 6, tricks=5, defence=OPEN, whister=3, after_half=1, dealer_role="dealer_whist")
>>> b = Breakdown(4, [0, 3, 1], 0); dealer_whist(b, d, 2, [1, 2], preset("leningrad"))
>>> b.gora, b.entries
([4, 0, 0, 0], [(3, 0, 4, 'consolation'), (1, 0, 4, 'consolation'), (2, 0, 4, 'consolation'), (3, 0, 20, 'tricks')])
"""
from .pref_sheet import CHECK, CLOSED, DEALER_WHIST, HALF, OPEN, RASPASY, WITHOUT_THREE, DealError

try:
    from micropython import const
except ImportError:  # CPython: const(7) is 7
    const = int

# the rules' parameters read here (the layout: pref_rules)
_GORA_PER_TRICK = const(2)
_VISTS_PER_TRICK = const(3)
_CONSOLATION = const(4)
_MISERE_CONSOLATION = const(5)
_DEALER_CONSOLES = const(6)
_CLOSED_WHIST = const(10)
_HALF_WHIST = const(13)
_TEN = const(14)
_TEN_WHIST = const(1)
_WITHOUT_THREE = const(15)
_DEALER_ROLES = const(16)
_DEALER_WHIST_ALLOWED = const(17)
_RASPASY_VISTS = const(20)
_AMNESTY = const(21)
_ZERO_BONUS = const(22)
_BONUS_PRICE = const(1)
_BONUS_GORA = const(3)
_DEALER_PRIKUP = const(27)
_PULYA_GORA = const(29)

# Refusal codes: the W codes of texts/device.txt.
_NOT_IN_DEAL = const(7)
_NO_CLOSED = const(45)
_NO_CHECK = const(46)
_NO_WITHOUT_THREE = const(47)
_NO_DEALER_ROLE = const(48)
_NO_PLAN = const(49)
_NO_HALF = const(50)
_PRIKUP_0_2 = const(51)
_DEALER_WHIST = const(54)
# Notes: the N codes of texts/device.txt.
_N_HALF_VOID = const(4)
_N_GREEDY = const(11)
_N_RASPASY_VISTS = const(21)
_N_ZERO_PULYA = const(22)
_N_ZERO_GORA = const(23)
del const        # the constants are defined: not a global kept on the board


def check(deal, players, dealer, rules):
    """Raise DealError if ``deal`` asks for what the system does not have
    (called by ``pref_rules.check`` after the checks every system shares).

    >>> from .pref_sheet import Deal
    >>> from .pref_systems import preset
    >>> check(Deal.game(0, 6, tricks=6, defence=CLOSED, whister=1), 3, 2, preset("sochi"))
    Traceback (most recent call last):
    ...
    DealError: no invited closed whist in this system: one whister
    """
    if deal.kind == RASPASY:
        t = deal.raspasy_tricks()[dealer] if players == 4 else None
        if t is not None:
            if not rules[_DEALER_PRIKUP]:
                raise DealError(_NOT_IN_DEAL)
            if type(t) is not int or not 0 <= t <= 2:     # the prikup is two cards
                raise DealError(_PRIKUP_0_2)
        return
    role, defence = deal.dealer_role, deal.defence
    if role is not None and not (rules[_DEALER_WHIST_ALLOWED] if role == DEALER_WHIST else rules[_DEALER_ROLES]):
        raise DealError(_NO_DEALER_ROLE)
    if role == DEALER_WHIST and (defence != OPEN or not deal.after_half or deal.whister != dealer):
        raise DealError(_DEALER_WHIST)
    if deal.kind == WITHOUT_THREE and not rules[_WITHOUT_THREE]:
        raise DealError(_NO_WITHOUT_THREE)
    if (defence == HALF or deal.after_half) and not rules[_HALF_WHIST]:
        raise DealError(_NO_HALF)
    if defence == CHECK and rules[_TEN] == _TEN_WHIST:
        raise DealError(_NO_CHECK)
    if defence == CLOSED and not rules[_CLOSED_WHIST]:
        raise DealError(_NO_CLOSED)
    if (deal.plan is not None or deal.promise is not None or deal.challenger is not None) and not rules[_DEALER_ROLES]:
        raise DealError(_NO_PLAN)


def raspasy(b, tricks, price, gora, rules):
    """The classic systems' raspasy (``pref_score.raspasy`` hands over): the
    bonus for no trick, and either the amnesty's least gora to take off
    (0 without one) or, written in vists (Rostov), None: the player with the
    fewest tricks writes ``raspasy_vists`` a trick on each other player for
    every trick that one took (two tied share it)."""
    if rules[_RASPASY_VISTS]:
        least = min(tricks)
        low = [i for i in range(3) if tricks[i] == least]
        for j in range(3):
            if tricks[j] != least:
                for i in low:
                    b.write(b.seats[i], b.seats[j], rules[_RASPASY_VISTS] * tricks[j] // len(low), "raspasy")
        b.note(_N_RASPASY_VISTS, rules[_RASPASY_VISTS])
    bonus = rules[_ZERO_BONUS]
    for i in range(3):
        if bonus and not tricks[i]:
            if bonus == _BONUS_GORA:
                gora[i] -= rules[_PULYA_GORA] * price
                b.note(_N_ZERO_GORA, rules[_PULYA_GORA] * price)
            else:
                points = price if bonus == _BONUS_PRICE else 1
                b.to_pulya(i, points)
                b.note(_N_ZERO_PULYA, points)
    if rules[_RASPASY_VISTS]:
        return None
    return min(gora) if rules[_AMNESTY] else 0


def misere(b, tricks, dealer, rules):
    """A failed misère's consolation: each opponent (the dealer at four, if
    he consoles: ``dealer`` not None) writes ``misere_consolation`` a trick."""
    others = [b.seats[1], b.seats[2]]
    if dealer is not None and rules[_DEALER_CONSOLES]:
        others.append(dealer)
    for p in others:
        b.write(p, b.seats[0], rules[_MISERE_CONSOLATION] * tricks, "consolation")


def dealer_whist(b, deal, c, passers, rules):
    """Write on breakdown ``b`` (seats: the declarer, the dealer, a passer)
    a contract of cost ``c`` the dealer whisted after a half-whist;
    ``passers``: the two other defenders (the half-whister and the passer)."""
    declarer, dealer, contract, tricks = deal.declarer, b.seats[1], deal.contract, deal.tricks
    vists = c * rules[_VISTS_PER_TRICK]
    under = contract - tricks if tricks < contract else 0
    if under:
        b.to_gora(0, c * rules[_GORA_PER_TRICK] * under)
        for p in [dealer] + passers:
            b.write(p, declarer, (rules[_CONSOLATION] or vists) * under, "consolation")
    else:
        b.to_pulya(0, c)
    b.write(dealer, declarer, vists * (10 - tricks), "tricks")
    b.note(_N_GREEDY)
    b.note(_N_HALF_VOID)
    b.outcome = "failed" if under else "made"
