"""The money of a table (``table.Table``) at any point of a session: the terms
in force, each player's balance, and the settling-up.

The terms are the last values of the session's settings (SESSION_OPEN),
after the game's own (``table.OWN_SETTINGS``); a SESSION_MONEY record gives
them anew until the first entry (``Table.apply``):

- preferans ``[price, currency, coin]`` after the pulya's 4 settings: the
  price of a vist in the currency's minor units (0: no money counted);
- OFC ``[currency, coin]`` after the first match's 6: every match's stake
  is in the currency's minor units.

Settings without them (every session written before the money came) have
no currency and a coin of 1: a pulya counts no money, an OFC session counts
its stakes as plain units, as it always did.  The arithmetic is
:mod:`money`'s: rounding to the coin, the fewest payments.

A pulya at 0.50 RUB a vist, paid in whole roubles:

>>> from .ledger import SESSION_OPEN, PREF_DEAL
>>> from .table_replay import derive
>>> t = derive([(1, SESSION_OPEN, ["pref", ["A", "B", "C"], [3, 2, 0, 0, 50, "RUB", 100], None]),
...             (2, PREF_DEAL, ["raspasy", 7, 3, 0, None])])
>>> t.totals(), terms(t), balances(t)
([-55, 5, 50], [50, 'RUB', 100], [-2750, 250, 2500])
>>> settling(t)       # -27.50 and 2.50 are as far from a rouble: A, seated first, gets the coin
([-2700, 200, 2500], [(0, 1, 200), (0, 2, 2500)])
"""
from .money import check, settle
from .table import OWN_SETTINGS, PREF, OFC, TableError, T_SETTINGS

NO_TERMS = ("", 1)      # currency and coin of a session without money values


def with_terms(game, settings, values, seq=-1):
    """``settings`` with the money ``values`` in place of the ones it had;
    TableError (bad session settings) with the reason if they are not
    money values of ``game``.

    >>> with_terms("pref", [3, 0, 100, 0], [50, "RUB", 100])
    [3, 0, 100, 0, 50, 'RUB', 100]
    >>> try:
    ...     with_terms("ofc", [31, 0, 0, 0, 2500, 0], ["RUB"])
    ... except TableError as exc:
    ...     print(exc)
    E211 bad session settings: OFC money values are [currency, coin]
    """
    try:
        if game == PREF:
            if not isinstance(values, (list, tuple)) or len(values) != 3:
                raise ValueError("preferans money values are [price, currency, coin]")
            check(values[1], values[2], values[0])
        else:
            if not isinstance(values, (list, tuple)) or len(values) != 2:
                raise ValueError("OFC money values are [currency, coin]")
            check(values[0], values[1])
    except ValueError as exc:
        raise TableError(T_SETTINGS, str(exc), seq)
    return list(settings[:OWN_SETTINGS[game]]) + list(values)


def terms(table):
    """``[price, currency, coin]`` in force: ``price`` the vist's (0: no money
    counted), None in OFC (the stakes are the money)."""
    tail = table.settings[OWN_SETTINGS[table.game]:]
    if table.game == PREF:
        return list(tail) if tail else [0, NO_TERMS[0], NO_TERMS[1]]
    return [None] + (list(tail) if tail else list(NO_TERMS))


def balances(table):
    """Each player's money so far, in minor units, not rounded; None when no
    money is counted (a pulya without a price).  Preferans: vists x price;
    OFC: the finished matches' stakes x cube."""
    if table.game == OFC:
        return [table.engine.balance, -table.engine.balance]
    price = terms(table)[0]
    if not price:
        return None
    return [v * price for v in table.totals()]


def settling(table):
    """``(balances rounded to the coin, payments)``, the payments
    ``(payer, payee, amount)`` as :func:`money.payments` gives them; None when
    no money is counted.

    >>> from .ledger import SESSION_OPEN, OFC_DEAL
    >>> from .table_replay import derive
    >>> t = derive([(1, SESSION_OPEN, ["ofc", ["A", "B"], [31, 0, 0, 0, 25, 0], None]),
    ...             (2, OFC_DEAL, ["quick", 1, 31, 0, 0])])
    >>> terms(t), settling(t)        # an old session: the stake in plain units
    ([None, '', 1], ([-25, 25], [(0, 1, 25)]))
    """
    b = balances(table)
    if b is None:
        return None
    return settle(b, terms(table)[2])
