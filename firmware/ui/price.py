"""The vist price of a pulya: its currency, its price and the coin its
money is rounded to (``rules.money``'s terms), asked one at a time.

The new pulya's start question shows the price the board remembers (its
settings ``price``, ``currency`` as an index into ``money.CURRENCIES``,
``coin``): its OK takes it, no press more.  "Price" there, or "Vist price"
in the scoreboard's menu before the first deal (``ledger.SESSION_MONEY``),
opens ``ask``; what is chosen is remembered as the next pulya's.

Loaded for the question and dropped with the setup screens (``ui.SETUP``)
and by the scoreboard.
"""
from ui import keys
from ui import text as T
from ui.choice import Choice

# minor units (kopecks, cents; plain units without a currency); 0: no money counted
PRICES = (0, 1, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 2000, 5000, 10000)
COINS = (1, 10, 50, 100, 1000, 10000)


def remembered(ui, whole=False):
    """``[price, currency, coin]`` the board remembers.  No price remembered:
    ``[0, "", 100]``, with ``whole`` the remembered currency and coin
    (``rules.money`` is loaded only then: a new pulya without money does
    not put it on the heap, where it would leave a hole in front of the
    pulya's own objects)."""
    s = getattr(ui.ctx, "settings", None)
    price = s.get("price") if s is not None else 0
    if not price and not whole:
        return [0, "", 100]
    from rules.money import CURRENCIES
    if s is None:
        return [0, CURRENCIES[1], 100]
    return [price, CURRENCIES[s.get("currency")], s.get("coin")]


def remember(ui, terms):
    """Keep ``terms`` as the next pulya's price."""
    from rules.money import CURRENCIES
    s = getattr(ui.ctx, "settings", None)
    if s is not None:
        s.set("price", terms[0])
        s.set("currency", CURRENCIES.index(terms[1]))
        s.set("coin", terms[2])
        s.save()


def terms_line(terms):
    """One line for the price: "Vist 0.50 RUB", "Vist 5", or "No money"."""
    if not terms[0]:
        return T.NO_MONEY
    from ui.results import amount
    return (T.VIST_PRICE % (amount(terms[0], terms[1]), terms[1])).rstrip()


def same(a, b):
    """Whether two terms count the same money (no price: no money, whatever
    the currency and coin)."""
    return list(a) == list(b) or not (a[0] or b[0])


class PriceQ(Choice):
    """One of the price's questions; BACK: ``back()``."""

    def __init__(self, title, options, index, done, back):
        Choice.__init__(self, title, options, index, done)
        self.back = back

    def key(self, key, kind):
        Choice.key(self, key, kind)
        if key == keys.BACK and kind == keys.PRESS:
            self.back()


def ask(ui, terms, done, back, now=None):
    """The currency, the coin, then the price (each offered at ``terms``'
    value); ``done([price, currency, coin])`` to write them, else ``back()``.

    Issue 13's stray-press rule: only the OK on a price the arrows chose on
    the last question writes.  Its OK on the price offered writes nothing
    when the answers count the same money as ``now`` (the terms in force,
    ``terms`` by default); when an earlier answer changed them, it asks
    "Vist price?" with the terms, No offered.  So changing the price costs
    no press more than the three questions; changing only the currency or
    the coin, two (the question's ▶ OK)."""
    from rules.money import CURRENCIES
    from ui.results import amount
    chosen = list(terms)

    def currency(i):
        chosen[1] = CURRENCIES[i]
        options = []
        for c in COINS:
            options.append(("%s %s" % (amount(c, chosen[1]), chosen[1])).rstrip())
        ui.push(PriceQ(T.COIN_Q, options, COINS.index(terms[2]) if terms[2] in COINS else 0, coin, back))

    def coin(i):
        chosen[2] = COINS[i]
        options = []
        for p in PRICES:
            options.append(("%s %s" % (amount(p, chosen[1]), chosen[1])).rstrip() if p else T.NO_MONEY)
        ui.push(PriceQ(T.PRICE_Q, options, offered, price, back))

    offered = PRICES.index(terms[0]) if terms[0] in PRICES else 0

    def price(i):
        chosen[0] = PRICES[i]
        if i != offered:
            done(chosen)
        elif same(chosen, terms if now is None else now):
            back()
        else:
            from ui.dialogs import Confirm
            coin_line = (T.COIN_IS % (amount(chosen[2], chosen[1]), chosen[1])).rstrip()
            ui.push(Confirm(T.PRICE_Q + "?", [terms_line(chosen), coin_line], lambda: done(chosen), back))

    names = []
    for c in CURRENCIES:
        names.append(c or T.NO_CURRENCY)
    ui.push(PriceQ(T.CURRENCY_Q, names, CURRENCIES.index(terms[1]) if terms[1] in CURRENCIES else 0, currency, back))


def change(ui):
    """The scoreboard menu's Vist price: before the first deal the three
    questions (offered at the price in force, or the board's currency and
    coin), then a SESSION_MONEY record, remembered for the next pulya;
    after it, why not (``rules.table``: E212)."""
    j = ui.ctx.journal
    if j.table.entries:
        from ui.dialogs import Message
        from ui.widgets import wrap
        ui.push(Message(T.PRICE_Q, wrap(T.why("E212"))))
        return
    from rules.table_money import terms

    def priced(chosen):
        # the price in force chosen again: nothing to write
        if same(chosen, now):
            return
        from rules.ledger import SESSION_MONEY
        from ui.widgets import saved
        if saved(ui, j.commit(SESSION_MONEY, chosen)):
            remember(ui, chosen)

    now = terms(j.table)
    ask(ui, now if now[0] else remembered(ui, True), priced, lambda: None, now)
