"""The money on the report page and in the standings: ``replay --json``'s
``money``, put into words.

The replay takes a session's money from the rules: each player's balance
(vists x price, or the OFC stakes won), ``rules.money``'s rounding to the
coin and its fewest payments (``settling.summary``).  An archived session
reaches the page through its export, whose header carries the terms in force
(``rules.table_money``'s, a ``session_money`` folded in), so a session file
and an archived session are shown alike.  Nothing here works money out: it
names the players and writes the amounts in the page's language.

>>> doc = {"players": ["Anna", "Boris", "Vera"], "money": {"price": 50, "currency": "RUB", "coin": 100,
...        "balances": {"Anna": 1250, "Boris": -1750, "Vera": 500},
...        "rounded": {"Anna": 1300, "Boris": -1800, "Vera": 500},
...        "payments": [{"payer": "Boris", "payee": "Anna", "amount": 1300}]}}
>>> s = settlement(doc, "ru")
>>> s["price"], s["coin"], s["players"][0]
('0,50 RUB', '1 RUB', ('Anna', '+12,50 RUB', '+13 RUB'))
>>> s["payments"]
[{'payer': 'Boris', 'payee': 'Anna', 'amount': '13 RUB'}]
"""
from . import settling


def amount(value, currency, lang, sign=False):
    """``value`` (minor units) as the page writes it: ``12.50 RUB`` (English),
    ``12,50 RUB`` (Russian: a decimal comma).

    >>> amount(-1750, "RUB", "en", True), amount(-1750, "RUB", "ru", True), amount(25, "", "ru", True)
    ('-17.50 RUB', '-17,50 RUB', '+25')
    """
    text = settling.amount(value, currency, sign)
    return text.replace(".", ",") if lang == "ru" else text


def settlement(doc, lang):
    """The settling-up of a replay document, in words of ``lang``, or None when
    the session counts no money (a pulya without a price).

    ``{"currency", "price" (None in OFC), "coin", "rounds" (the coin is more
    than 1: the balances are rounded), "players": [(name, money, rounded)],
    "payments": [{"payer", "payee", "amount"}]}``"""
    money = doc.get("money")
    if not money:
        return None
    currency = money["currency"]
    keys = list(money["balances"])          # names (preferans) or seats A, B (OFC)
    name = dict(zip(keys, doc["players"]))
    return {"currency": currency,
            "price": amount(money["price"], currency, lang) if "price" in money else None,
            "coin": amount(money["coin"], currency, lang), "rounds": money["coin"] > 1,
            "players": [(name[k], amount(money["balances"][k], currency, lang, True),
                         amount(money["rounded"][k], currency, lang, True)) for k in keys],
            "payments": [{"payer": name[p["payer"]], "payee": name[p["payee"]],
                          "amount": amount(p["amount"], currency, lang)} for p in money["payments"]]}
