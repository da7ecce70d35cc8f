"""Davi, the doubling cube, from any screen of a running match (a long OK).

The long OK opens one screen for the offer and its answer, on "When:
street" (no line that writes is under the cursor when it opens): ▶ is "A
doubles, taken", ◀ "B doubles, taken", the arrows on to the drop and
"later"; OK writes the offer and the answer (three presses: the long OK,
an arrow, OK; a run of one key writes nothing).  Before the deal's cards
the match screen's own arrows choose the same lines (``ui.ofc``: two
presses, ▶ and OK), and its OK writes them through ``said``.
The street defaults to where the long OK came from (``0``, before the
cards, on the match screen and its menus; the deal wizard says 5, its cards
are all out); OK on "When" changes it.  "Later" leaves the offer pending:
the match screen shows it in a lit bar, no deal can be saved until it is
answered, and its OK opens the answer (on "Later": ▶ accepts, ◀ drops).
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
    """The offer and its answer on one list, "When: street" in the middle where
    it opens: ▶ the first player's offer (taken, dropped, later), ◀ the second's."""

    def held_ok(self):
        # here or on its When? choice it would open this screen again: ignored
        return True

    def __init__(self, allowed, street):
        self.street = street
        self.lines = []  # type: list  # per line: (offerer, answer: 0 taken, 1 drop, 2 later), None for When
        items = []
        for seat in (1, 0):
            if seat in allowed:
                for answer in ((2, 1, 0) if seat else (0, 1, 2)):
                    self.lines.append((seat, answer))
                    items.append(self._label(seat, answer))
            if seat:
                self.lines.append(None)
                items.append(lambda: T.WHEN % T.one("STREETS", self.street))
        Menu.__init__(self, self._title, items, self._pick, self.lines.index(None))

    def _label(self, seat, answer):
        return lambda: T.one("DAVI_ANSWERED", answer) % (names(self.ui)[seat], 2 * match(self.ui).cube_value)

    def _title(self):
        m = match(self.ui)
        return T.DAVI_TO % (2 * m.cube_value) if m is not None else T.DAVI

    def _pick(self, index):
        ui = self.ui
        line = self.lines[index]
        if line is None:
            def when(i):
                self.street = i
            ui.push(Choice(T.WHEN_Q, list(T.STREETS), self.street, when))
            return
        ui.pop()
        said(ui, line[0], line[1], self.street)


def said(ui, seat, answer, street):
    """Write ``seat``'s offer at ``street`` and its answer (0 taken, 1 dropped,
    2 later: the offer alone, pending); the match screen's davi line and
    this list's."""
    offer = Offer(seat, match(ui).next_deal, street)
    if saved(ui, journal(ui).commit(DAVI_OFFER, offer.to_values())) and answer < 2:
        answered(ui, DAVI_ACCEPT if answer == 0 else DAVI_DROP)


def answered(ui, rtype):
    """Write the pending offer's answer (DAVI_ACCEPT or DAVI_DROP); a drop ends the match."""
    m = match(ui)
    if saved(ui, journal(ui).commit(rtype, [1 - m.offerer])) and rtype == DAVI_DROP:
        match_over(ui)


class Answer(Menu):
    """The other player answers a pending offer: it opens on Later (the offer
    stays pending); ▶ Accept, ◀ Drop, then OK."""

    def __init__(self):
        Menu.__init__(self, self._title, [self._drop, lambda: T.LATER, self._accept], self._pick, 1)

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
        return True             # it would open this screen again: ignored

    def enter(self):
        m = match(self.ui)
        if m is None or m.offerer is None:
            # answered or undone meanwhile
            self.ui.pop()

    def _pick(self, index):
        ui = self.ui
        m = match(ui)
        ui.pop()
        if index != 1 and m is not None and m.offerer is not None:
            answered(ui, DAVI_ACCEPT if index == 2 else DAVI_DROP)

    def draw(self, c):
        Menu.draw(self, c)
        m = match(self.ui)
        if m is not None and m.offerer is not None:
            c.text(T.ANSWER % names(self.ui)[1 - m.offerer], 0, 5)
