"""Entering an OFC deal the quick way: the net only (``ui.ofc_entry``'s
first question, Quick or Quick with Fantasyland), and each player's
Fantasyland next deal.  Loaded when chosen: a deal entered row by row
never has this code on the heap.
"""
from rules.ofc_deal import QuickDeal, MAX_NET
from ui import keys, load
from ui import text as T
from ui.ofc import davi_held, refusal
from ui.ofc_entry import STREET, WMenu
from ui.screen import Screen
from ui.widgets import wrap


def net_text(players, net, width=6):
    """Who won the net and how much: "Вера +8" (the name cut to ``width``)."""
    if not net:
        return T.NET_NONE
    return T.NET_WIN % (players[0 if net > 0 else 1][:width], abs(net))


class NetPicker(Screen):
    """The net, from "?": ▶ towards A, ◀ towards B, by one; a held arrow goes on
    in fives (5, 10, 15, then 18), about three a second, so a player lets go on
    the one wanted.  OK saves the net chosen (with Fantasyland: OK asks it
    first); on "?" OK does nothing: a net, 0 too, is saved only once the
    arrows have chosen it."""

    STEP_EVERY = 3      # a held arrow's repeats (110 ms each) between its steps of five

    def __init__(self, entry, fantasyland=False):
        Screen.__init__(self)
        self.entry = entry
        self.fantasyland = fantasyland
        self.value = None
        self.repeats = 0

    def held_ok(self):
        return davi_held(self.ui, STREET)

    def key(self, key, kind):
        if kind == keys.LONG:
            if key == keys.BACK:
                Screen.key(self, key, kind)
            return
        if key in (keys.LEFT, keys.RIGHT):
            way = 1 if key == keys.RIGHT else -1
            value = self.value or 0
            if kind == keys.REPEAT:
                self.repeats += 1
                if self.repeats % self.STEP_EVERY != 1:
                    return
                value = (value // 5 + 1) * 5 if way > 0 else -((-value) // 5 + 1) * 5
            else:
                self.repeats = 0
                value += way
            self.value = min(max(value, -MAX_NET), MAX_NET)
        elif key == keys.OK:
            if self.value is None:
                return
            if self.fantasyland:
                self.ui.push(QuickSave(self.entry, self.value))
            else:
                quick_save(self.ui, self.entry, self.value, (0, 0))
        else:
            Screen.key(self, key, kind)

    def draw(self, c):
        p = self.entry.players
        c.title(T.QUICK_FL if self.fantasyland else T.QUICK)
        c.text("◀", 0, 2)
        c.text(p[1], 2, 2)
        c.right(2, p[0] + " ")
        c.text("▶", 20, 2)
        c.center(4, "?" if self.value is None else net_text(p, self.value))
        c.line(7, T.HINT_NET_FIRST if self.value is None else T.one("HINT_NUMBER", 1))


def quick_save(ui, entry, net, fl):
    """Save a quick deal: the net (+ for A), each player's Fantasyland next deal."""
    try:
        deal = QuickDeal(None if not net else (0 if net > 0 else 1), abs(net), fl[0], fl[1])
    except ValueError as exc:
        ui.push(load("ui.dialogs").Message(T.NOT_SAVED, wrap(refusal(ui, exc))))
        return
    if entry.may_save(deal):
        entry.save(deal)


class QuickSave(WMenu):
    """Each player's Fantasyland next deal (OK changes it), and Save above
    them: it opens on the first player's line, Save is ◀ away."""

    def __init__(self, entry, net):
        self.entry = entry
        self.net = net
        self.fl = [0, 0]
        p = entry.players
        WMenu.__init__(self, T.SAVE_Q, [lambda: T.SAVE_NET % net_text(p, self.net),
                                        lambda: T.FL_OF % (p[0][:7], self._fl(0)),
                                        lambda: T.FL_OF % (p[1][:7], self._fl(1))], self._pick, 1)

    def _fl(self, seat):
        return "%d" % self.fl[seat] if self.fl[seat] else T.FL_NONE

    def _pick(self, index):
        if index:
            cards = (0, 14, 15, 16, 17) if self.entry.progressive else (0, 14)
            seat = index - 1
            at = cards.index(self.fl[seat]) if self.fl[seat] in cards else 0
            self.fl[seat] = cards[(at + 1) % len(cards)]
            return
        quick_save(self.ui, self.entry, self.net, self.fl)
