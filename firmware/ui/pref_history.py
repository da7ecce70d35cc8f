"""Preferans history: the pulya's entries, newest first, one line each; OK
on one shows the check code after it and offers to void it.

Loaded when opened (from the game menu or the start menu) and dropped when
the scoreboard or the start menu is on top again: read while the players
look back, not through the deals.
"""
from rules import pref_deal as D
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules import pref_session as S
from ui import load
from ui import text as T
from ui.widgets import Confirm, Menu, Message


def summary(seq, rtype, values, names):
    """One history line for an entry.

    >>> summary(4, PREF_DEAL, ["game", 0, 7, None, 6, "open", 1, None, 0, None, None, None, None], ["Anna", "Boris", "Vera"])
    '4 Anna 7/6'
    """
    lines = T.H_LINES       # a game, passed, without three; a raspasy; an incident
    try:
        if rtype == PREF_DEAL:
            kind = values[0]
            if kind == D.RASPASY:
                return lines[3] % seq
            who = names[values[1]][:5]
            contract = T.H_MISERE if values[2] == D.MISERE else "%d" % values[2]
            if kind == D.WITHOUT_THREE:
                return lines[2] % (seq, who, contract)
            if values[4] is None:
                return lines[1] % (seq, who, contract)
            return lines[0] % (seq, who, contract, values[4])
        who = names[values[1]][:5] if len(values) > 1 else ""
        incidents = (S.INFORMATION, S.WARNING, S.CUT, S.MISDEAL, S.END)     # as text.H_INCIDENTS
        kind = T.H_INCIDENTS[incidents.index(values[0])] if values[0] in incidents else "?"
        return (lines[4] % (seq, kind, who)).strip()
    except (IndexError, TypeError, KeyError):
        return "%d ?" % seq


class History(Menu):
    """The entries of the pulya, newest first.  OK on one shows the check
    code after it (``rules.witness``) and offers to void it while the pulya
    is open."""

    def __init__(self):
        super().__init__(T.HISTORY, [], self._pick)
        self.seqs = []      # per line: its entry, 0 if it is only to read (taken back)
        # the link of each line's record, 8 bytes a line, oldest first: its
        # check code is made when asked for (one buffer, not a string a line)
        self.links = bytearray()

    def enter(self):
        j = self.ui.ctx.journal
        taken_back = []
        rows = []
        links = bytearray()
        records = j.current.records()
        for seq, rtype, values in records:
            if rtype in (30, 31) and values:        # UNDO, VOID
                taken_back.append(values[0])
            elif rtype in (PREF_DEAL, PREF_PENALTY):
                rows.append((seq, summary(seq, rtype, values, j.table.players)))
                links.extend(records.reader.head)   # what the next record stores: the code after this one
        rows.reverse()
        self.links = links
        self.items = []
        self.seqs = []
        for seq, line in rows:
            if seq in taken_back:
                seq = 0
                line = T.TAKEN_BACK + line
            self.seqs.append(seq)
            self.items.append(line)
        if not self.items:
            self.items = [T.NO_HISTORY]
            self.seqs = [0]
        if self.index >= len(self.items):
            self.index = 0

    def code_line(self, index):
        """``Code XXXXXX`` after line ``index`` (newest first); "" if it has no record."""
        at = len(self.links) - 8 * (index + 1)
        if at < 0:
            return ""
        from rules.witness import code
        return T.CODE % code(self.links[at:at + 8])

    def _pick(self, index):
        seq = self.seqs[index]
        ui = self.ui
        lines = [self.items[index], "", self.code_line(index)]
        if seq and not ui.ctx.journal.table.closed:     # else taken back already, or the pulya is over: only to read
            ui.push(Confirm(T.VOID_Q % seq, lines,
                            lambda: load("ui.pref").saved(ui, ui.ctx.journal.void(seq))))
        elif self.links:
            ui.push(Message(T.HISTORY, lines))
