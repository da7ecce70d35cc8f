"""Davi, the doubling cube, from any screen of a running match (a long OK).

Offer and answer take three presses: the long OK, OK on the offer (the cube
owner is preselected; when nobody owns the cube, A), OK on Accept (the
default answer) or a held OK to drop (deliberate: a drop ends the match).  The street defaults to where the long OK came from
(``0``, before the cards, on the match screen and its menus; the deal wizard says 5, its
cards are all out) and can be changed on the offer screen.  "Later" leaves
the offer pending: the match screen shows it in a lit bar and no deal can be
saved until it is answered.
"""
from rules.davi import Offer
from rules.ledger import DAVI_OFFER, DAVI_ACCEPT, DAVI_DROP
from ui import text as T
from ui.ofc import journal, match, match_over, names, refusal, running, saved
from ui.choice import Choice
from ui.dialogs import Message
from ui.widgets import Menu, wrap


def open_davi(ui, street):
    """The offer screen, or the answer screen when an offer is pending."""
    m = match(ui)
    if m is None or not running(ui):
        ui.push(Message(T.DAVI, T.MATCH_OVER))
        return
    if m.offerer is not None:
        ui.push(Answer())
        return
    allowed = [seat for seat in (0, 1) if m.cube.offer_refusal(seat) is None]
    if not allowed:
        exc = m.cube.offer_refusal(0)
        ui.push(Message(T.DAVI, wrap(refusal(ui, exc) if exc is not None else T.NO_OFFER)))
        return
    ui.push(OfferScreen(allowed, street))


class OfferScreen(Menu):
    """``Offer: NAME`` per player allowed to double, then ``When: street``."""

    def held_ok(self):
        # here or on its When? choice it would open this screen again: ignored
        return True

    def __init__(self, allowed, street):
        self.allowed = allowed
        self.street = street
        items = [self._offer_label(seat) for seat in allowed]
        items.append(lambda: T.WHEN % T.one("STREETS", self.street))
        Menu.__init__(self, self._title, items, self._pick)

    def _offer_label(self, seat):
        return lambda: T.OFFER_BY % names(self.ui)[seat]

    def _title(self):
        m = match(self.ui)
        return T.DAVI_TO % (2 * m.cube_value) if m is not None else T.DAVI

    def _pick(self, index):
        ui = self.ui
        if index == len(self.allowed):
            def when(i):
                self.street = i
            ui.push(Choice(T.WHEN_Q, list(T.STREETS), self.street, when))
            return
        m = match(ui)
        offer = Offer(self.allowed[index], m.next_deal, self.street)
        if saved(ui, journal(ui).commit(DAVI_OFFER, offer.to_values())):
            ui.pop()
            ui.push(Answer())


class Answer(Menu):
    """The other player answers: Accept (first), Drop, or Later (the offer stays pending)."""

    def __init__(self):
        Menu.__init__(self, self._title, [self._accept, self._drop, lambda: T.LATER], self._pick)

    def _title(self):
        m = match(self.ui)
        if m is None or m.offerer is None:
            return T.DAVI
        return T.DOUBLES % names(self.ui)[m.offerer]

    def _accept(self):
        m = match(self.ui)
        return T.ACCEPT % (2 * m.cube_value) if m is not None else T.ACCEPT % 2

    def _drop(self):
        m = match(self.ui)
        return T.DROP % m.payout() if m is not None else T.DROP % 0

    def held_ok(self):
        if self.ui.top is self:
            self._pick(1)       # held OK drops: deliberate, and offer + drop stay 3 presses
        return True             # on a message above it: nothing

    def enter(self):
        m = match(self.ui)
        if m is None or m.offerer is None:
            # answered or undone meanwhile
            self.ui.pop()

    def _pick(self, index):
        ui = self.ui
        m = match(ui)
        if index == 2 or m is None or m.offerer is None:
            ui.pop()
            return
        answerer = 1 - m.offerer
        rtype = DAVI_ACCEPT if index == 0 else DAVI_DROP
        if saved(ui, journal(ui).commit(rtype, [answerer])):
            if rtype == DAVI_DROP:
                match_over(ui)
            else:
                ui.pop()

    def draw(self, c):
        Menu.draw(self, c)
        m = match(self.ui)
        if m is not None and m.offerer is not None:
            c.text(T.ANSWER % names(self.ui)[1 - m.offerer], 0, 5)
            c.text(T.HOLD_DROP, 0, 6)
