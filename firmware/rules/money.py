"""Money at the table: balances in minor units, rounded to a coin, and who
pays whom, in the fewest payments.

Integers only (kopecks, cents: a currency's minor units), no I/O; the same
under MicroPython and CPython.  A session's money terms are the currency
(``CURRENCIES``), the coin (the smallest amount paid, in minor units) and,
in preferans, the price of a vist (in minor units).  Where they are kept in
the ledger: docs/ledger-format.md ("Money").

A pulya at 0.50 RUB a vist, paid in whole roubles:

>>> vists = [123, -40, -83]
>>> balances = [v * 50 for v in vists]
>>> balances
[6150, -2000, -4150]
>>> rounded(balances, 100)
[6200, -2000, -4200]
>>> payments([6200, -2000, -4200])
[(1, 0, 2000), (2, 0, 4200)]
>>> text(6150, "RUB"), text(-4200, "RUB"), text(-5, "USD"), text(25, "")
('61.50', '-42', '-0.05', '25')

Rounding (:func:`rounded`): each balance goes down to a multiple of the
coin; the amount that leaves short (a whole number of coins, as the
balances sum to zero) goes a coin each to the players with the largest
remainders (largest remainder, Hamilton's method); equal remainders: the
player seated first (lowest index).  So every balance moves by less than a
coin, one already a multiple of the coin does not move, and the sum stays
zero.

Payments (:func:`payments`): the fewest transfers that settle the balances
is ``m - g``, ``m`` the players whose balance is not zero and ``g`` the most
groups they split into that each sum to zero (a transfer joins two players;
the players joined by transfers sum to zero and ``k`` of them need ``k - 1``
transfers at least).  ``g`` is found exactly by trying every split, for up
to ``MAX_PLAYERS``.  Ties, fixed so that the board and the host agree:

- the groups are taken in seat order: the first player's group is, of the
  groups that still allow ``g``, the one with the smallest bit mask (seat
  ``i`` is bit ``i``: the group whose last member sits earliest);
- inside a group the player owing most pays the player owed most the
  smaller of the two amounts (equal amounts: the player seated first), until
  the group is settled: ``k - 1`` transfers, since no part of a group sums
  to zero;
- the list is ordered by payer, then payee.

>>> payments([30, 10, -10, -30])      # two pairs cancel: 2 payments, not 3
[(2, 1, 10), (3, 0, 30)]
>>> payments([0, 0, 0])
[]
"""

MAX_PLAYERS = 8             # payments() tries every split: 3^8 / 2 steps at most
MAX_AMOUNT = 1000000        # a price or a coin, in minor units (10 000.00)

# The currencies a session may name, by their ISO 4217 codes; "" is none:
# plain units, no minor units (old OFC sessions, a pulya played for points).
# Every code here has 2 decimals.  Append only: a board keeps a default
# currency as its index here.
CURRENCIES = ("", "RUB", "USD", "EUR", "BYN", "KZT", "UAH", "GBP")


def decimals(currency):
    """Digits after the point of ``currency``: 2, or 0 for no currency.

    >>> decimals("RUB"), decimals("")
    (2, 0)
    >>> decimals("XYZ")
    Traceback (most recent call last):
    ...
    ValueError: unknown currency 'XYZ'
    """
    if currency not in CURRENCIES:
        raise ValueError("unknown currency %r" % (currency,))
    return 2 if currency else 0


def check(currency, coin, price=0):
    """Raise ValueError with the reason unless the terms are valid: a known
    currency, a coin of 1..MAX_AMOUNT and a price of 0..MAX_AMOUNT (0: no
    money is counted).

    >>> check("RUB", 100, 50)
    >>> check("RUB", 0)
    Traceback (most recent call last):
    ...
    ValueError: the coin must be a whole number 1..1000000, got 0
    """
    decimals(currency)
    for what, v, low in (("coin", coin, 1), ("price", price, 0)):
        if type(v) is not int or not low <= v <= MAX_AMOUNT:
            raise ValueError("the %s must be a whole number %d..%d, got %r" % (what, low, MAX_AMOUNT, v))


def text(amount, currency):
    """``amount`` (minor units) as written: whole units when it is whole,
    else with the currency's decimals; a minus sign only.

    >>> text(6150, "RUB"), text(6200, "RUB"), text(-1, "RUB"), text(0, "EUR")
    ('61.50', '62', '-0.01', '0')
    """
    unit = 10 ** decimals(currency)
    sign = "-" if amount < 0 else ""
    amount = -amount if amount < 0 else amount
    if amount % unit == 0:
        return "%s%d" % (sign, amount // unit)
    # the cents with their leading zeros: "%d" of unit + cents, its first digit cut
    return "%s%d.%s" % (sign, amount // unit, ("%d" % (unit + amount % unit))[1:])


def _check_sum(balances):
    if sum(balances) != 0:
        raise ValueError("balances must sum to zero, got %d" % sum(balances))


def rounded(balances, coin):
    """Each balance rounded to a multiple of ``coin``, the sum kept zero (the
    largest remainder gets the coin; equal remainders: the first player).

    >>> rounded([150, 50, -200], 100)     # remainders 50 and 50: the first player's goes up
    [200, 0, -200]
    >>> rounded([34, 33, -67], 10)        # down to 30, 30, -70; remainders 4, 3, 3: a coin short
    [40, 30, -70]
    """
    _check_sum(balances)
    out = [b - b % coin for b in balances]     # down to the coin (% of a positive coin is >= 0)
    for _ in range(-sum(out) // coin):         # coins short: at most len - 1
        best = -1
        for p in range(len(out)):
            # remainders balances[p] - out[p]: the coin goes to the largest, the first on ties
            # (one that had a coin has a remainder below 0 and is not taken again)
            if best < 0 or balances[p] - out[p] > balances[best] - out[best]:
                best = p
        out[best] += coin
    return out


def payments(balances):
    """The fewest ``(payer, payee, amount)`` that settle ``balances``
    (players' money won, summing to zero): each player receives minus pays
    exactly his balance.  Up to MAX_PLAYERS players.

    >>> payments([50, -30, -20])
    [(1, 0, 30), (2, 0, 20)]
    >>> payments([40, -10, 10, -40])      # seats 0 and 3, 1 and 2 cancel
    [(1, 2, 10), (3, 0, 40)]
    """
    if len(balances) > MAX_PLAYERS:
        raise ValueError("at most %d players, got %d" % (MAX_PLAYERS, len(balances)))
    _check_sum(balances)
    who = [p for p in range(len(balances)) if balances[p]]
    m = len(who)
    size = 1 << m
    # zero[s]: the players of bit mask s (over ``who``) sum to zero
    zero = bytearray(size)
    for s in range(size):
        total = 0
        for i in range(m):
            if s >> i & 1:
                total += balances[who[i]]
        zero[s] = 1 if total == 0 else 0
    # most[s]: the most zero-sum groups a zero-sum s splits into (smaller masks first:
    # the rest of s is always a smaller mask)
    most = bytearray(size)
    for s in range(1, size):
        if zero[s]:
            most[s] = _first_group(s, zero, most)[1]
    out = []
    left = list(balances)
    s = size - 1
    while s:
        group = _first_group(s, zero, most)[0]
        s ^= group
        _settle(left, [who[i] for i in range(m) if group >> i & 1], out)
    out.sort()
    return out


def _first_group(s, zero, most):
    """``(group, count)``: of the zero-sum groups holding the lowest player
    of ``s`` whose rest splits best, the smallest mask, and the number of
    groups ``s`` then splits into."""
    low = s & -s
    rest = s ^ low
    best, count = 0, 0
    sub = 0
    while True:         # every sub-mask of rest, ascending (the next one: (sub - rest) & rest)
        group = sub | low
        if zero[group] and most[s ^ group] + 1 > count:
            best, count = group, most[s ^ group] + 1
        if sub == rest:
            return best, count
        sub = (sub - rest) & rest


def _settle(left, group, out):
    """Settle one zero-sum group (seats): the most owing pays the most owed."""
    while True:
        payer = payee = -1
        for p in group:
            if left[p] < 0 and (payer < 0 or left[p] < left[payer]):
                payer = p
            if left[p] > 0 and (payee < 0 or left[p] > left[payee]):
                payee = p
        if payer < 0:
            return
        amount = min(-left[payer], left[payee])
        left[payer] += amount
        left[payee] -= amount
        out.append((payer, payee, amount))


def settle(balances, coin=1):
    """``(rounded balances, payments)``: what a final-results screen shows.

    >>> settle([6150, -2000, -4150], 100)
    ([6200, -2000, -4200], [(1, 0, 2000), (2, 0, 4200)])
    """
    r = rounded(balances, coin)
    return r, payments(r)
