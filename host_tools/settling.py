"""The money and the settling-up as the host prints and exports them.

The arithmetic is the rules' (``rules.money``: rounding to the coin, the
fewest payments), the terms a table's (``rules.table_money``) or a session
file's header; this module only words and shapes them, for ``replay``,
``show``, ``sessions`` and ``export``.  Names are printed as given: the
callers' streams escape a device's text (``safe_text``).

>>> for line in lines(["Anna", "Boris", "Vera"], [1250, -1750, 500], "RUB", 100, 50, [25, -35, 10]):
...     print(line)
Money at 0.50 RUB a vist, rounded to 1 RUB:
  Anna     +25 vists    +12.50 RUB    +13 RUB
  Boris    -35 vists    -17.50 RUB    -18 RUB
  Vera     +10 vists        +5 RUB     +5 RUB
Settling up, 2 payments:
  Boris pays Anna 13 RUB
  Boris pays Vera 5 RUB
"""
from .rules import money


def amount(value, currency, sign=False):
    """``value`` (minor units) with its currency: ``12.50 RUB``, ``+25``.

    >>> amount(1250, "RUB"), amount(-5, "USD", True), amount(25, "", True), amount(0, "EUR", True)
    ('12.50 RUB', '-0.05 USD', '+25', '0 EUR')
    """
    text = money.text(value, currency)
    if sign and value > 0:
        text = "+" + text
    return text + " " + currency if currency else text


def summary(keys, balances, currency, coin, price=None):
    """The money as JSON: the terms, each player's balance (minor units) and
    rounded to the coin, and the payments, players named by ``keys``.

    >>> summary(["A", "B"], [25, -25], "", 1)["payments"]
    [{'payer': 'B', 'payee': 'A', 'amount': 25}]
    """
    rounded, pays = money.settle(balances, coin)
    out = {} if price is None else {"price": price}
    out.update({"currency": currency, "coin": coin,
                "balances": dict(zip(keys, balances)), "rounded": dict(zip(keys, rounded)),
                "payments": [{"payer": keys[p], "payee": keys[q], "amount": a} for p, q, a in pays]})
    return out


def payments_said(names, rounded, currency):
    """``["Boris pays Anna 13 RUB", ...]``: the payments that settle ``rounded``."""
    return ["%s pays %s %s" % (names[p], names[q], amount(a, currency)) for p, q, a in money.payments(rounded)]


def payment_lines(names, rounded, currency):
    """``Settling up, N payments:`` and a line per payment."""
    said = payments_said(names, rounded, currency)
    if not said:
        return ["Settling up: nobody pays anybody."]
    return ["Settling up, %d payment%s:" % (len(said), "" if len(said) == 1 else "s")] + ["  " + s for s in said]


def lines(names, balances, currency, coin, price=None, vists=None):
    """Each player's money (his vists first, in preferans), rounded to the
    coin, then who pays whom: text lines."""
    rounded = money.rounded(balances, coin)
    if price is not None:
        head = "Money at %s a vist" % amount(price, currency)
    else:
        head = "Money in %s" % (currency or "plain units (no currency)")
    # the coin 1 changes nothing: no rounded column then
    out = ["%s, rounded to %s:" % (head, amount(coin, currency)) if coin > 1 else head + ":"]
    width = max(len(n) for n in names)
    for p in range(len(names)):
        row = "  %-*s" % (width, names[p])
        if vists is not None:
            row += "  %+5d vists" % vists[p] if vists[p] else "  %5d vists" % 0
        row += "  %12s" % amount(balances[p], currency, True)
        if coin > 1:
            row += "  %9s" % amount(rounded[p], currency, True)
        out.append(row)
    return out + payment_lines(names, rounded, currency)
