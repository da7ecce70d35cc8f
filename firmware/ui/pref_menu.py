"""The scoreboard's game menu (its arrows): undo or void the last entry, the
history, a penalty, the end of the pulya.

Loaded when the menu opens and dropped when the scoreboard is on top again
(``Scoreboard.enter``): a pulya played without the menu keeps this code off
the heap.  Nothing here holds on to ``ui.pref`` (it is looked up when used),
so a dropped menu does not keep that module alive either.
"""
from ui import load
from ui import text as T
from ui.widgets import Confirm, Menu, Message, wrap


class GameMenu(Menu):
    """Arrows on the scoreboard: undo or void the last entry, history, penalty, end."""

    def __init__(self, index=0):
        super().__init__(T.MORE, [T.UNDO, T.VOID_LAST, T.HISTORY, T.PENALTY, T.END_PULYA], self._pick,
                         index, close=True)

    def _pick(self, index):
        pref = load("ui.pref")
        ui = self.ui
        j = ui.ctx.journal
        if index <= 1:
            seq = self.seq = j.table.last_entry
            if not seq:
                ui.push(Message(T.UNDO if index == 0 else T.VOID_LAST, T.NOTHING_TO_UNDO))
                return
            r = j.current.entry(seq)
            line = load("ui.pref_history").summary(r[0], r[1], r[2], j.table.players) if r else ""
            # the menu line was the deliberate choice: Yes is offered first
            ui.push(Confirm(T.VOID_Q % seq if index else T.UNDO_Q,
                            [line, ""] + wrap(T.UNDO_NOTES[index]), self._yes, default_yes=True))
        elif index == 2:
            ui.push(load("ui.pref_history").History())
        elif index == 3:
            entry = load("ui.pref_entry")
            ui.push(entry.DealWizard(entry.PKIND))
        else:
            ui.push(Confirm(T.END_Q, pref.result_lines(j.table), self._yes))

    def _yes(self):
        """Yes to the undo, the void or the end this menu asked about."""
        pref = load("ui.pref")
        ui = self.ui
        j = ui.ctx.journal
        if self.index == 0:
            pref.saved(ui, j.undo())
        elif self.index == 1:
            pref.saved(ui, j.void(self.seq))
        else:
            pref.close_pulya(ui, True)
