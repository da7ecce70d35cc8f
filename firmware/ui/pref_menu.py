"""The scoreboard's game menu (its arrows): undo or void the last entry, the
history, a penalty, the end of the pulya; and the end itself (``close_pulya``,
also when the points are reached or the time is up); an entry's line
(``summary``: the undo's title, the history's lines).

Loaded when the menu opens or the pulya ends, and dropped when the scoreboard
is on top again (``Scoreboard.enter``): a pulya played without the menu keeps
this code off the heap.  Nothing here holds on to ``ui.pref`` (it is looked
up when used), so a dropped menu does not keep that module alive either.
"""
from micropython import const

from rules import pref_sheet as D
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules import pref_session as S
from ui import load
from ui import text as T
from ui.dialogs import Confirm, Message
from ui.widgets import Menu, wrap

# the rules' parameters read here (the layout: rules.pref_rules)
_SETTLE = const(28)
_SETTLE_END = const(1)


def close_pulya(ui, show=False):
    """Write the end of the pulya and close the session; False if that
    failed.  With ``show``, the final results then."""
    saved = load("ui.pref").saved
    j = ui.ctx.journal
    s = j.table.engine
    if s is not None and not s.is_over():
        if not saved(ui, j.commit(PREF_PENALTY, S.Incident(S.END).to_values())):
            return False
    if not saved(ui, j.close_session()):
        return False
    if show:
        ui.push(Message(T.RESULTS, final_lines(j), ui.home))
    return True


def final_lines(j):
    """The final results: a blank row (a classic pulya's system and its
    pulya), the players best first, and on row 6
    the session's check code (``rules.witness``: what the players write down
    to check the archive against later)."""
    s = j.table.engine
    classic = s.rules[_SETTLE] == _SETTLE_END       # Sochi, Leningrad, Rostov: named, and their final calculation
    lines = [load("ui.pref").system_pulya(s) if classic else ""] + result_lines(j.table, True)
    while len(lines) < 5:
        lines.append("")
    if j.current is not None and j.current.head is not None:
        from rules.witness import code
        lines.append(T.CODE % code(j.current.head))
    if classic:
        lines += [""] + load("ui.pref_final").lines(j.table)
    return lines


def result_lines(table, best_first=False):
    """A line per player, name and result, in seat order or the best first."""
    totals = table.totals()
    order = []
    for p in range(len(totals)):
        order.append((-totals[p] if best_first else 0, p))
    order.sort()        # equal results keep the seat order
    lines = []
    for _, p in order:
        name = table.players[p]         # padded by hand: "%-8s" pads bytes in MicroPython
        lines.append("%s%s%+8d" % (name, " " * (8 - len(name)), totals[p]))
    return lines


def summary(seq, rtype, values, names):
    """One history line for an entry (``text.H_LINES``: a game, passed,
    without three, a raspasy, an incident; names cut to 7: the line is 20
    wide with the mark of an entry taken back).

    >>> summary(4, PREF_DEAL, ["game", 0, 7, None, 6, "open", 1, None, 0, None, None, None, None], ["Anna", "Boris", "Vera"])
    '4 Anna 7/6'
    """
    try:
        if rtype == PREF_DEAL:
            kind = values[0]
            if kind == D.RASPASY:
                return T.one("H_LINES", 3) % seq
            who = names[values[1]][:7]
            contract = T.H_MISERE if values[2] == D.MISERE else "%d" % values[2]
            if kind == D.WITHOUT_THREE:
                return T.one("H_LINES", 2) % (seq, who, contract)
            if values[4] is None:
                return T.one("H_LINES", 1) % (seq, who, contract)
            return T.one("H_LINES", 0) % (seq, who, contract, values[4])
        who = names[values[1]][:7] if len(values) > 1 else ""
        incidents = (S.INFORMATION, S.WARNING, S.CUT, S.MISDEAL, S.END)     # as text.H_INCIDENTS
        kind = T.one("H_INCIDENTS", incidents.index(values[0])) if values[0] in incidents else "?"
        return (T.one("H_LINES", 4) % (seq, kind, who)).strip()
    except (IndexError, TypeError, KeyError, ValueError):
        return "%d ?" % seq


class GameMenu(Menu):
    """Arrows on the scoreboard: the history, undo or void the last entry,
    penalty, end.  It opens on the history (▶) or the end (◀), never on a line
    that writes: Undo is one ▶ further and undoes at once (the title shows the
    entry it takes back), a void and the end ask first, No offered."""

    def __init__(self, index=0):
        super().__init__(self._title, [T.HISTORY, T.UNDO, T.VOID_LAST, T.PENALTY, T.END_PULYA], self._pick,
                         index, close=True)
        self.line = None        # the last entry's line (summary), once made

    def _title(self):
        if self.index in (1, 2):    # what Undo or Void would take back
            if self.line is None:
                j = self.ui.ctx.journal
                seq = j.table.last_entry
                r = j.current.entry(seq) if seq else None
                self.line = summary(r[0], r[1], r[2], j.table.players) if r else ""
            if self.line:
                return self.line
        return T.MORE

    def _pick(self, index):
        ui = self.ui
        j = ui.ctx.journal
        if index in (1, 2):
            seq = self.seq = j.table.last_entry
            if not seq:
                ui.push(Message(T.UNDO if index == 1 else T.VOID_LAST, T.NOTHING_TO_UNDO))
            elif index == 1:        # the cursor moved here: the undo is what was chosen
                load("ui.pref").saved(ui, j.undo())
            else:
                ui.push(Confirm(T.VOID_Q % seq, [self.line or "", ""] + wrap(T.one("UNDO_NOTES", 1)), self._yes))
        elif index == 0:
            ui.push(load("ui.pref_history").History())
        elif index == 3:
            ui.push(load("ui.pref_penalty").Incident())
        else:
            ui.push(Confirm(T.END_Q, result_lines(j.table), self._yes))

    def _yes(self):
        """Yes to the void or the end this menu asked about."""
        ui = self.ui
        if self.index == 2:
            load("ui.pref").saved(ui, ui.ctx.journal.void(self.seq))
        else:
            close_pulya(ui, True)
