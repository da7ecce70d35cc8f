"""Entering one OFC deal: quick (who won and the net) or detailed (rows, fouls, royalties).

The first question is both "how" and, for the detailed way, the rows:
Quick, A scoops, B scoops, Row by row, A fouls, B fouls, Both foul.  A
scoop takes one OK; its royalties are added per player from one list of
the row categories (``roy_label``) grouped by row, the likeliest nearest
where it opens (``RoyaltyList``: ▶ the bottom's, ◀ the top's, QQ first).  The
net is shown while royalties are added and on the confirmation, before
anything is saved.  The engine refuses impossible taps; its reason is shown
and the wizard stays where it was, with everything entered.

A long OK anywhere here offers davi (street 5: the cards are all out); a
deal cannot be saved while an offer is pending.  Saved, the entry closes
and the deal is written after it (``ui.ofc.commit``); the net's screens
(``ui.ofc_quick``) and the dialogs are loaded when one opens.
"""
from rules.ofc_deal import TapDeal, QuickDeal, royalty_count, royalty_category, NONE, TOP, MIDDLE, BOTTOM
from rules.ofc_match import from_tagged, tagged
from ui import keys, load
from ui import text as T
from ui.ofc import davi_held, match, names, refusal, session, to_match
from ui.widgets import Menu, wrap

STREET = 5


class WMenu(Menu):
    """A menu of the wizard: a held OK here or above (the net, Yes/No) offers davi at street 5."""

    def held_ok(self):
        return davi_held(self.ui, STREET)


def roy_label(row, index):
    """The screen's name of the row's ``index``-th royalty category, in the
    device's language: "пара QQ", "флеш" (``rules.ofc_deal.royalty_label``
    is the host's English)."""
    if row != TOP:
        return T.one("ROY_LABELS", index if row == MIDDLE or index == 0 else index + 1)
    if index == 0:
        return T.one("ROY_LABELS", 0)
    return T.one("ROY_LABELS", 8 if index < 10 else 9) % royalty_category(TOP, index)     # pair QQ, trips 222


class DealEntry:
    def __init__(self, ui):
        self.ui = ui
        self.players = names(ui)
        m = match(ui)
        self.deal_no = m.next_deal
        self.progressive = m.settings.progressive
        self.rows = [0, 0, 0]
        self.fouls = [0, 0]
        self.codes = [[NONE, NONE, NONE], [NONE, NONE, NONE]]

    def start(self):
        p = self.players
        items = [T.QUICK, T.SCOOPS % p[0], T.SCOOPS % p[1], T.ROW_BY_ROW,
                 T.FOULS % p[0], T.FOULS % p[1], T.BOTH_FOUL, T.QUICK_FL]
        self.ui.push(WMenu(T.DEAL_HOW % self.deal_no, items, self._how))

    # -- detailed ------------------------------------------------------------------
    def _how(self, index):
        if index == 0 or index == 7:
            self.ui.push(load("ui.ofc_quick").NetPicker(self, index == 7))
            return
        self.codes = [[NONE, NONE, NONE], [NONE, NONE, NONE]]
        self.fouls = list(((0, 0), (0, 0), (0, 0), (0, 0), (1, 0), (0, 1), (1, 1))[index])
        if index == 3:
            self.rows = [0, 0, 0]
            self._ask_row(0)
            return
        self.rows = [None, [1, 1, 1], [-1, -1, -1], None, [-1, -1, -1], [1, 1, 1], [0, 0, 0]][index]
        if index == 6:
            self.finish()
        else:
            self.ui.push(Royalties(self))

    def _ask_row(self, row):
        p = self.players

        def won(i):
            self.rows[row] = (1, -1, 0)[i]
            if row < 2:
                self._ask_row(row + 1)
            else:
                self.ui.push(Royalties(self))
        self.ui.push(WMenu(T.one("ROW_WON", row), [p[0], p[1], T.TIE], won))

    def taps(self):
        """The deal as tapped so far (raises the engine's reason if impossible)."""
        c = self.codes
        r = self.rows
        return TapDeal(r[0], r[1], r[2], self.fouls[0], self.fouls[1],
                       c[0][0], c[0][1], c[0][2], c[1][0], c[1][1], c[1][2])

    def net_now(self):
        try:
            net = self.taps().result().net
        except ValueError:
            return "?"
        if not net:
            return "0"
        return "%s+%d" % (self.players[0 if net > 0 else 1][:5], abs(net))

    def finish(self):
        try:
            deal = self.taps()
        except ValueError as exc:
            self.ui.push(load("ui.dialogs").Message(T.NOT_SAVED, wrap(refusal(self.ui, exc))))
            return
        self.confirm(deal)

    def confirm(self, deal):
        if not self.may_save(deal):
            return
        # No first: Yes is an arrow away (a stray OK saves nothing)
        self.ui.push(load("ui.dialogs").Confirm(T.SAVE_Q, self.summary(deal)[:6], lambda: self.save(deal)))

    def summary(self, deal):
        """The confirmation's lines: the net, each player's royalties or foul, who plays Fantasyland next."""
        m = match(self.ui)
        if isinstance(deal, QuickDeal):        # (a quick deal not saved, confirmed again)
            net = deal.net_a()
            fl = [seat for seat in (0, 1) if (deal.fantasyland_a, deal.fantasyland_b)[seat]]
            r = None
        else:
            r = deal.result()
            net = r.net
            s = m.settings
            fl = [seat for seat in (0, 1)
                  if r.fantasyland(seat, m.fantasyland[seat] > 0, s.stay_rule, s.progressive)]
        lines = [T.NET_LINE % (self.players[0 if net >= 0 else 1], abs(net)) if net else T.NET_ZERO]
        for seat in (0, 1) if r is not None else ():
            if r.fouls[seat]:
                lines.append(T.FOULS % self.players[seat])
            elif r.royalty(seat):
                lines.append(T.ROY_LINE % (self.players[seat], r.royalty(seat)))
        if fl:
            lines.append(T.FL_NEXT % ",".join([self.players[seat][:5] for seat in fl]))
        return lines

    def may_save(self, deal):
        """False (and why on the screen) if the deal cannot be recorded now."""
        if self.offer_pending():
            return False
        try:
            session(self.ui).check(deal)
        except ValueError as exc:
            self.ui.push(load("ui.dialogs").Message(T.NOT_SAVED, wrap(refusal(self.ui, exc))))
            return False
        return True

    def offer_pending(self):
        """True (and why on the screen) while a davi offer waits for its answer."""
        m = match(self.ui)
        if m is not None and m.offerer is not None:
            self.ui.push(load("ui.dialogs").Message(T.NOT_SAVED, wrap(T.PENDING_SAVE)))
            return True
        return False

    def save(self, deal):
        """Yes on the confirmation (the deal checked by ``may_save`` as it
        opened; since then only a davi offer, a held OK, can stand in its way)."""
        ui = self.ui
        if self.offer_pending():
            return
        # the entry closes; the deal is written once this code has returned
        to_match(ui)
        ui.then = ("ui.ofc.commit", ui, tagged(deal))


def confirm_again(ui, values):
    """A deal the journal did not save (``ui.ofc.commit``, its ledger
    ``values``): its confirmation again over the match screen, under the
    message why; Yes tries again."""
    DealEntry(ui).confirm(from_tagged(values))


class Royalties(WMenu):
    """``+ NAME`` adds a royalty of that player; a royalty line taken with OK is removed; Done."""

    def __init__(self, entry):
        self.entry = entry
        self.entries = []
        self.after = -1         # the cursor goes to the first "+ NAME" past this seat, or Done (add)
        WMenu.__init__(self, lambda: T.ROYALTIES % entry.net_now(), [], self._pick)

    def enter(self):
        e = self.entry
        self.entries = []
        items = []
        for seat in (0, 1):
            if e.fouls[seat]:
                continue
            self.entries.append((seat, -1))
            items.append(T.ADD_ROY % e.players[seat])
            for row in (BOTTOM, MIDDLE, TOP):
                code = e.codes[seat][row]
                if code != NONE:
                    self.entries.append((seat, row))
                    items.append(" %s %s" % (T.one("ROW_SHORT", row), roy_label(row, _index(row, code))))
        self.entries.append((-1, -1))
        items.append(T.DONE)
        self.items = items
        if self.after >= 0:
            for i in range(len(self.entries)):
                seat, row = self.entries[i]
                if row < 0 and (seat > self.after or seat < 0):
                    self.index = i
                    break
            self.after = -1
        if self.index >= len(items):
            self.index = len(items) - 1

    def _pick(self, index):
        seat, row = self.entries[index]
        if seat < 0:
            self.entry.finish()
        elif row < 0:
            self.ui.push(RoyaltyList(self, seat))
        else:
            self.entry.codes[seat][row] = NONE
            self.enter()

    def add(self, seat, row, code):
        codes = self.entry.codes
        codes[seat][row] = code
        # where the cursor goes: while the deal as entered is refused (a foul,
        # a row lost to nothing) it stays on this player's "+ NAME", his next
        # royalty being the likeliest tap; after the deal's first royalty it
        # goes past him (the other's "+ NAME", or Done); after a second, to Done
        royalties = 6 - codes[0].count(NONE) - codes[1].count(NONE)
        if self.entry.net_now() == "?":
            self.after = seat - 1
        elif royalties == 1:
            self.after = seat
        else:
            self.after = 2


def _index(row, code):
    for i in range(royalty_count(row)):
        if royalty_category(row, i) == code:
            return i
    return 0


# the top row's categories in the list (``royalty_category(TOP, i)``): the
# trips 222..AAA, then the pairs 66..JJ, AA, KK, QQ: QQ last, one ◀ from
# where the list opens (the likeliest top, Fantasyland's), KK and AA next
TOP_ORDER = (10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 1, 2, 3, 4, 5, 6, 9, 8, 7)


def list_category(index):
    """``(row, i)``: the royalty category on the list's line ``index``: the
    bottom's (none left out), the middle's, then the top's in ``TOP_ORDER``."""
    for row in (BOTTOM, MIDDLE):
        if index < royalty_count(row) - 1:
            return row, index + 1
        index -= royalty_count(row) - 1
    return TOP, TOP_ORDER[index]


class CategoryLines:
    """The list's lines ("низ флеш", "верх пара QQ"), each made as it is
    drawn: a menu's items, not forty strings kept while the list is open."""

    def __len__(self):
        return royalty_count(BOTTOM) - 1 + royalty_count(MIDDLE) - 1 + len(TOP_ORDER)

    def __getitem__(self, index):
        row, i = list_category(index)
        return "%s %s" % (T.one("ROW_SHORT", row), roy_label(row, i))


class RoyaltyList(WMenu):
    """Every royalty category of the three rows, grouped by row, the
    likeliest nearest where the list opens: ▶ goes up the bottom's
    (``низ стрит``, ``низ флеш``...), then the middle's; ◀ (round from the
    first) down the top's, ``верх пара QQ`` first, then KK, AA, JJ...

    A held arrow steps one line about three a second, so a player lets go
    on the line wanted (a category is an arrow's tap or hold, and OK)."""

    STEP_EVERY = 3      # a held arrow's repeats (110 ms each) between steps

    def __init__(self, parent, seat):
        self.parent = parent
        self.seat = seat
        self.repeats = 0
        WMenu.__init__(self, parent.entry.players[seat], CategoryLines(), self._pick)

    def key(self, key, kind):
        if kind == keys.REPEAT:
            self.repeats += 1
            if self.repeats % self.STEP_EVERY != 1:
                return
        else:
            self.repeats = 0
        WMenu.key(self, key, kind)

    def _pick(self, index):
        row, i = list_category(index)
        self.ui.pop()
        self.parent.add(self.seat, row, royalty_category(row, i))
        self.parent.enter()
