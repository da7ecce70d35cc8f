"""The royalty list of an OFC deal's entry (``ui.ofc_entry``): every
category of the three rows, one line each, the likeliest nearest where it
opens.  Loaded when a player's "+ NAME" is taken, let go when a category is
taken (``UI.then`` adds it once the list's code has returned).
"""
from rules.ofc_deal import royalty_count, royalty_category, TOP, MIDDLE, BOTTOM
from ui import drop, keys
from ui import text as T
from ui.ofc_entry import WMenu, roy_label


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
        # added once this code has returned: the list's code is not kept
        # through the rest of the deal
        drop(__name__)
        self.ui.then = (self.parent.add, self.seat, row, royalty_category(row, i))
