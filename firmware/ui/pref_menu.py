"""The scoreboard's game menu (its arrows): undo or void the last entry, the
history, a penalty, the end of the pulya; and the end itself (``close_pulya``,
also when the points are reached or the time is up); an entry's line
(``summary``: the undo's title, the history's lines).

Loaded when the menu opens or the pulya ends, and dropped when the scoreboard
is on top again (``Scoreboard.enter``): a pulya played without the menu keeps
this code off the heap.  Nothing here holds on to ``ui.pref`` (it is looked
up when used), so a dropped menu does not keep that module alive either.
"""
from rules.ledger import PREF_DEAL, PREF_PENALTY  # noqa: F401  (PREF_DEAL: the example)
from rules import pref_session as S
from ui import drop, load
from ui import text as T
from ui.widgets import Menu, saved, wrap


def close_pulya(ui, show=False, line=None):
    """Write the end of the pulya and close the session; False if that
    failed.  With ``show``, the final results and the settling-up then
    (``ui.results``; their OK: the start menu after a restart, its ``line``
    opened if given: a new game's setup)."""
    j = ui.ctx.journal
    s = j.table.engine
    if s is not None and not s.is_over():
        if not saved(ui, j.commit(PREF_PENALTY, S.Incident(S.END).to_values())):
            return False
    if not saved(ui, j.close_session()):
        return False
    if show:
        # over the start menu, once this code has returned (ui.results.open_results)
        ui.then = ("ui.results.open_results", ui, line, ui.then, True)
    return True


def ask_void(ui, seq, line):
    """The game menu's Void: the question about the entry ``seq`` (``line``
    says what it was), No offered; run once the menu has returned
    (``UI.then``), and Yes voids it once the question has returned too."""
    from ui.dialogs import Confirm
    ui.push(Confirm(T.VOID_Q, [line, ""] + wrap(T.one("UNDO_NOTES", 1)), ("ui.pref_menu.void", ui, seq)))
    drop("ui.pref_menu lang.ru_pulya lang.en_pulya")     # not kept while it is asked (Yes loads it again)


def void(ui, seq):
    """Yes to the void (``ask_void``): the entry ``seq`` taken back."""
    saved(ui, ui.ctx.journal.void(seq))
    drop("ui.pref_menu")        # loaded again for this Yes: the scoreboard is on top, as it dropped it


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


def summary(rtype, values, names):
    """What an entry was, in a few words (``ui.pref_lines``): the undo's question.

    >>> summary(PREF_DEAL, ["game", 0, 7, None, 6, "open", 1, None, 0, None, None, None, None], ["Anna", "Boris", "Vera"])
    'Anna 7/6'
    """
    from ui.pref_lines import brief, said
    form, who, a, b = brief(rtype, values)
    return said(form, who, a, b, names)


class GameMenu(Menu):
    """Arrows on the scoreboard: the history, undo or void the last entry,
    penalty, end, and the vist price (before the first deal: after the end,
    ◀ from the history).  It opens on the history (▶) or the end (◀), never
    on a line that writes: Undo is one ▶ further and undoes at once (the
    title shows the entry it takes back), a void and the end ask first, No
    offered; the price's questions write only an answer an arrow chose."""

    def __init__(self, index=0):
        super().__init__(self._title, [T.HISTORY, T.UNDO, T.VOID_LAST, T.PENALTY, T.END_PULYA, T.PRICE_Q], self._pick,
                         index, close=True)
        self.line = None        # the last entry's line (summary), once made

    def _title(self):
        if self.index in (1, 2):    # what Undo or Void would take back
            if self.line is None:
                j = self.ui.ctx.journal
                seq = j.table.last_entry
                r = j.current.entry(seq) if seq else None
                self.line = summary(r[1], r[2], j.table.players) if r else ""
                drop("ui.pref_lines")       # the line is made: its code is not kept
            if self.line:
                return self.line
        return T.MORE

    def _pick(self, index):
        ui = self.ui
        j = ui.ctx.journal
        if index in (1, 2):
            seq = j.table.last_entry
            if not seq:
                from ui.dialogs import Message
                ui.push(Message(T.UNDO if index == 1 else T.VOID_LAST, T.NOTHING_TO_UNDO))
            elif index == 1:        # the cursor moved here: the undo is what was chosen
                saved(ui, j.undo())
            else:       # the question once this menu has returned: its code is off the heap then
                ui.then = ("ui.pref_menu.ask_void", ui, seq, self.line or "")
        elif index == 0:    # (it reads the pulya when first drawn: this code is off the heap then)
            ui.push(load("ui.pref_history").History())
        elif index == 3:
            ui.push(load("ui.pref_penalty").Incident())
        elif index == 4:
            from ui.dialogs import Confirm
            # Yes: the end written once this menu and its question have
            # returned: their code and texts are off the heap then
            ui.push(Confirm(T.END_Q, result_lines(j.table), ("ui.pref_menu.close_pulya", ui, True)))
        else:
            load("ui.price").change(ui)
