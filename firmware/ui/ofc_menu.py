"""The OFC match's menu (History, Undo, Davi, New match, End session) and the history.

Loaded when the menu is opened (BACK on the match screen) or the history from
the start menu.
"""
from rules.ledger import OFC_MATCH, OFC_DEAL, DAVI_OFFER, DAVI_ACCEPT, DAVI_DROP
from ui import load
from ui import text as T
from ui.ofc import close_session, journal, money_line, names, running, saved, session, davi_held
from ui import keys
from ui.dialogs import Confirm, Message
from ui.screen import Screen
from ui.widgets import Menu, wrap


class MatchMenu(Menu):
    def __init__(self):
        Menu.__init__(self, lambda: T.MORE, [lambda: T.HISTORY, lambda: T.UNDO, lambda: T.DAVI,
                                              lambda: T.NEW_MATCH, lambda: T.END_SESSION], self._pick,
                       close=True)

    def _pick(self, index):
        ui = self.ui
        j = journal(ui)
        if index == 0:
            ui.push(History())
        elif index == 1:
            self._undo()
        elif index == 2:
            if running(ui):
                load("ui.ofc_davi").open_davi(ui, 0)
            else:
                ui.push(Message(T.DAVI, T.MATCH_OVER))
        elif index == 3:
            load("ui.ofc_setup").NewMatch(ui).next_match()
        else:
            s = session(ui)
            ui.push(Confirm(T.END_SESSION_Q, [money_line(s, names(ui))], lambda: close_session(ui, True)))

    def _undo(self):
        """Yes/No on the last entry; asked again when a davi answered from this
        Yes/No (a held OK) has become the last entry meanwhile."""
        ui = self.ui
        j = journal(ui)
        seq = j.table.last_entry
        if not seq:
            ui.push(Message(T.UNDO, T.NOTHING_TO_UNDO))
            return
        r = j.current.entry(seq)
        line = summary(r[1], r[2], names(ui)) if r else ""

        def undo():
            if j.table.last_entry != seq:
                self._undo()
            else:
                saved(ui, j.undo())
        ui.push(Confirm(T.UNDO_Q, [line], undo))


def summary(rtype, values, players):
    """What an OFC entry was, in a few words (a history line without its number).

    >>> summary(OFC_DEAL, ["quick", 1, 8, 0, 0], ["Anna", "Boris"])
    'deal Boris +8'
    """
    try:
        if rtype == OFC_MATCH:
            return T.H_OFC_MATCH % values[0]
        if rtype == OFC_DEAL:
            net = deal_of(values)[1]
            if not net:
                return T.H_OFC_DEAL % "0"
            return T.H_OFC_DEAL % (T.NET_WIN % (players[0 if net > 0 else 1][:5], abs(net)))
        who = players[values[0]][:6]
        if rtype == DAVI_OFFER:
            return T.H_OFC_OFFER % who
        return (T.H_OFC_ACCEPT if rtype == DAVI_ACCEPT else T.H_OFC_DROP) % who
    except (IndexError, TypeError, KeyError, ValueError):
        return "?"


def deal_of(values):
    """``(the deal's result or None for a quick net, the net to the first player)``."""
    from rules.ofc_match import input_from_values
    item = input_from_values(values[0], values[1:])
    if values[0] == "quick":
        return None, item.net_a()
    r = item.result()
    return r, r.net


class History(Menu):
    """The entries of the session, newest first: deals numbered as the match
    screen counts them (from 1 in each match), the matches' starts, the
    davi cube's offers and answers, an entry taken back marked so.  OK on
    one opens it (``Entry``: the net, the royalties and fouls, the check
    code after it), from which it can be voided while it counts and the
    session is open."""

    def held_ok(self):
        # opened from the start menu there is no match screen below
        return davi_held(self.ui, 0)

    def __init__(self):
        Menu.__init__(self, lambda: T.HISTORY, [], self._pick)
        self.seqs = []
        self.taken = {}

    def enter(self):
        j = journal(self.ui)
        players = names(self.ui)
        taken = {}
        rows = []
        for seq, rtype, values in j.current.records():
            if rtype in (30, 31) and values:        # UNDO, VOID
                taken[values[0]] = rtype
            elif OFC_MATCH <= rtype <= DAVI_DROP:
                rows.append((seq, rtype, summary(rtype, values, players)))
        deals = 0
        items = []
        for seq, rtype, what in rows:
            how = taken.get(seq)
            if how:
                head = T.one("H_TAKEN", how - 30)
                head += " " * (3 - len(head))   # by hand: "%-3s" pads bytes in MicroPython
            elif rtype == OFC_DEAL:
                deals += 1
                head = "%3d" % deals
            else:
                if rtype == OFC_MATCH:
                    deals = 0       # a new match counts its deals from 1, as its screen does
                head = "   "
            items.append((head + " " + what)[:20])
        items.reverse()
        self.seqs = [r[0] for r in rows]
        self.seqs.reverse()
        self.taken = taken
        self.items = items
        if not items:
            self.items = [T.NO_HISTORY]
            self.seqs = [0]
        if self.index >= len(self.items):
            self.index = 0

    def _pick(self, index):
        if self.seqs[index]:
            self.ui.push(Entry(self, index))


class Entry(Screen):
    """One OFC entry: its line, a deal's net, royalties and fouls, the check
    code after it; OK voids it (Yes/No, No first) while it counts and the
    session is open; BACK: the history."""

    def __init__(self, history, index):
        Screen.__init__(self)
        ui = history.ui
        j = journal(ui)
        seq = self.seq = history.seqs[index]
        players = names(ui)
        how = history.taken.get(seq)
        self.live = not how and not j.table.closed
        self.title = T.one("H_TAKEN_WHY", how - 30) if how else T.HISTORY
        lines = [history.items[index].strip()]
        if how:
            lines.extend(wrap(T.one("UNDO_NOTES", how - 30)))
        r = j.current.entry(seq)
        if r is not None and r[1] == OFC_DEAL:
            try:
                result, net = deal_of(r[2])
            except (ValueError, TypeError, IndexError):
                result, net = None, 0
            lines.append(T.NET_LINE % (players[0 if net > 0 else 1], abs(net)) if net else T.NET_ZERO)
            for seat in (0, 1):
                if result is not None and result.fouls[seat]:
                    lines.append(T.FOULS % players[seat])
                elif result is not None and result.royalty(seat):
                    lines.append(T.ROY_LINE % (players[seat], result.royalty(seat)))
        lines.append(load("ui.check_code").after(j, seq))
        self.lines = lines

    def key(self, key, kind):
        ui = self.ui
        if key == keys.OK and kind == keys.PRESS:
            if self.live:
                seq = self.seq
                ui.push(Confirm(T.VOID_Q, self.lines[:1] + [""] + wrap(T.one("UNDO_NOTES", 1)),
                                lambda: saved(ui, journal(ui).void(seq)) and ui.pop()))
            else:
                ui.pop()
        else:
            Screen.key(self, key, kind)

    def draw(self, c):
        c.title(self.title)
        for i in range(min(len(self.lines), 6)):
            c.text(self.lines[i], 0, 1 + i)
        if self.live:
            c.line(7, T.HINT_VOID)
        else:
            c.right(7, T.OK, True)
