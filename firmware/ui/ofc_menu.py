"""The OFC match's menu (History, Undo, Davi, New match, End session) and the history.

Loaded when the menu is opened (◀/▶ on the match screen) or the history from
the start menu.
"""
from rules.ledger import OFC_MATCH, OFC_DEAL, DAVI_OFFER, DAVI_ACCEPT, DAVI_DROP
from ui import load
from ui import text as T
from ui.ofc import (SessionOver, close_session, journal, money_line, names, running, saved,
                    session, davi_held)
from ui.dialogs import Confirm, Message
from ui.widgets import Menu


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
                from ui.ofc_davi import open_davi
                open_davi(ui, 0)
            else:
                ui.push(Message(T.DAVI, T.MATCH_OVER))
        elif index == 3:
            from ui.ofc_setup import NewMatch
            NewMatch(ui).next_match()
        else:
            def end():
                if close_session(ui):
                    ui.home()
                    ui.push(SessionOver())
            s = session(ui)
            ui.push(Confirm(T.END_SESSION_Q, [money_line(s, names(ui))], end))

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
        line = summary(r[0], r[1], r[2], names(ui)) if r else ""

        def undo():
            if j.table.last_entry != seq:
                self._undo()
            else:
                saved(ui, j.undo())
        ui.push(Confirm(T.UNDO_Q, [line], undo))


def summary(seq, rtype, values, players):
    """One history line for an OFC entry.

    >>> summary(3, OFC_DEAL, ["quick", 1, 8, 0, 0], ["Anna", "Boris"])
    '3 deal Boris +8'
    """
    try:
        if rtype == OFC_MATCH:
            return T.H_OFC_MATCH % (seq, values[0])
        if rtype == OFC_DEAL:
            from rules.ofc_match import input_from_values
            item = input_from_values(values[0], values[1:])
            net = item.net_a() if values[0] == "quick" else item.result().net
            if not net:
                return T.H_OFC_DEAL % (seq, "0")
            return T.H_OFC_DEAL % (seq, T.NET_WIN % (players[0 if net > 0 else 1][:5], abs(net)))
        who = players[values[0]][:6]
        if rtype == DAVI_OFFER:
            return T.H_OFC_OFFER % (seq, who)
        return (T.H_OFC_ACCEPT if rtype == DAVI_ACCEPT else T.H_OFC_DROP) % (seq, who)
    except (IndexError, TypeError, KeyError, ValueError):
        return "%d ?" % seq


class History(Menu):
    """The entries of the session, newest first.  OK on one shows the check
    code after it (``ui.check_code``) and offers to void it while it counts
    and the session is open."""

    def held_ok(self):
        # opened from the start menu there is no match screen below
        return davi_held(self.ui, 0)

    def __init__(self):
        Menu.__init__(self, lambda: T.HISTORY, [], self._pick)
        self.seqs = []
        self.live = []

    def enter(self):
        j = journal(self.ui)
        players = names(self.ui)
        taken_back = set()
        rows = []
        for seq, rtype, values in j.current.records():
            if rtype in (30, 31) and values:        # UNDO, VOID
                taken_back.add(values[0])
            elif OFC_MATCH <= rtype <= DAVI_DROP:
                rows.append((seq, summary(seq, rtype, values, players)))
        rows.reverse()
        self.seqs = [r[0] for r in rows]
        self.live = [r[0] not in taken_back for r in rows]
        self.items = [r[1] if live else T.TAKEN_BACK + r[1] for r, live in zip(rows, self.live)]
        if not self.items:
            self.items = [T.NO_HISTORY]
            self.seqs = [0]
            self.live = [False]
        if self.index >= len(self.items):
            self.index = 0

    def _pick(self, index):
        seq = self.seqs[index]
        if not seq:
            return
        ui = self.ui
        lines = [self.items[index], "", load("ui.check_code").after(journal(ui), seq)]
        if self.live[index] and not journal(ui).table.closed:
            ui.push(Confirm(T.VOID_Q % seq, lines, lambda: saved(ui, journal(ui).void(seq))))
        else:
            ui.push(Message(T.HISTORY, lines))
