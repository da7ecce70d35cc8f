"""The settling-up on the report page: a session's money, from the rules.

Issue 13 brings the money into the rules (``rules.money``: rounding to a
coin, who pays whom in the fewest payments; ``rules.table_money``: a table's
terms, balances and settling-up).  This module is where the page takes it
from; until those modules are in ``tablescore.rules`` (or for a session
without a vist price) ``settlement`` is None and the page shows the balances
in vists only.  The page never works money out itself: one copy of a rule.

``settlement(records, names)`` -> None or ``{"currency", "balances":
[(name, amount text)], "payments": [{"payer", "payee", "amount"}]}``.
"""
import importlib


def _rules():
    try:
        return (importlib.import_module("tablescore.rules.table_money"),
                importlib.import_module("tablescore.rules.money"))
    except ImportError:
        return None, None


def settlement(records, names):
    """The settling-up of an archived session's ledger records, or None."""
    table_money, money = _rules()
    if table_money is None or not records:
        return None
    from .rules import table_replay
    table = table_replay.derive(records, strict=False)
    settled = table_money.settling(table)
    if settled is None:
        return None
    rounded, payments = settled
    currency = table_money.terms(table)[1]

    def amount(v):
        return ("%s %s" % (money.text(v, currency), currency)).strip()
    return {"currency": currency,
            "balances": [(names[p], amount(v)) for p, v in enumerate(rounded)],
            "payments": [{"payer": names[a], "payee": names[b], "amount": amount(v)} for a, b, v in payments]}
