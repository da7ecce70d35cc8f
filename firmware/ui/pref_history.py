"""Preferans history: the pulya's entries, newest first, one line each; OK
on one shows the check code after it and offers to void it.

Loaded when opened (from the game menu or the start menu) and dropped when
the scoreboard or the start menu is on top again: read while the players
look back, not through the deals.
"""
from rules.ledger import PREF_DEAL, PREF_PENALTY
from ui import load
from ui import text as T
from ui.dialogs import Confirm, Message
from ui.pref_menu import summary
from ui.widgets import Menu


class History(Menu):
    """The entries of the pulya, newest first.  OK on one shows the check
    code after it (``ui.check_code``) and offers to void it while the pulya
    is open."""

    def __init__(self):
        super().__init__(T.HISTORY, [], self._pick)
        # per line: its entry's seq, negative if it is only to read (taken back);
        # 0 for the line saying there is none
        self.seqs = []
        self.made = -1          # the ledger's last seq when the lines were made

    def enter(self):
        """The lines, made again only if the ledger has changed (back from the
        code or a No: nothing to read again), the old ones let go first."""
        j = self.ui.ctx.journal
        if self.made == j.table.seq:
            return
        self.made = j.table.seq
        self.items = self.seqs = []     # the old lines let go first
        items = []
        seqs = []
        taken_back = []
        for seq, rtype, values in j.current.records():
            if rtype in (30, 31) and values:        # UNDO, VOID
                taken_back.append(values[0])
            elif rtype in (PREF_DEAL, PREF_PENALTY):
                seqs.append(seq)
                items.append(summary(seq, rtype, values, j.table.players))
        for i in range(len(seqs)):
            if seqs[i] in taken_back:
                seqs[i] = -seqs[i]
                items[i] = T.TAKEN_BACK + items[i]
        items.reverse()         # newest first
        seqs.reverse()
        if not items:
            items = [T.NO_HISTORY]
            seqs = [0]
        self.items = items
        self.seqs = seqs
        if self.index >= len(items):
            self.index = 0

    def _pick(self, index):
        seq = self.seqs[index]
        if not seq:
            return
        ui = self.ui
        j = ui.ctx.journal
        lines = [self.items[index], "", load("ui.check_code").after(j, abs(seq))]
        if seq > 0 and not j.table.closed:     # else taken back already, or the pulya is over: only to read
            ui.push(Confirm(T.VOID_Q % seq, lines, lambda: load("ui.pref").saved(ui, ui.ctx.journal.void(seq))))
        else:
            ui.push(Message(T.HISTORY, lines))
