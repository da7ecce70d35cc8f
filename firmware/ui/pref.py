"""Preferans at the table: scoreboard, deal entry, confirmation, history, undo/void, the end.

Every screen reads the pulya from the ledger (``ctx.journal.table``): the
engine (``rules.pref_session.Session``) derived from the saved events.  A
deal is entered as a few short questions, scored by the engine for the
confirmation screen, and only written when the players say yes; what the
screens show after that is what the ledger says, never a copy.
"""
from rules import pref_deal as D
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules.pref_session import CUT, END, INFORMATION, MISDEAL, WARNING, Incident, time_is_up
from ui import OFC, drop, keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import Confirm, Menu, Message, wrap

SAVED_CODES = (0, 1, 2)     # journal: OK, saved with a warning
INCIDENTS = (INFORMATION, WARNING, CUT, MISDEAL, END)     # as text.H_INCIDENTS


def _journal(ui):
    return ui.ctx.journal


def _names(ui):
    return _journal(ui).table.players


def saved(ui, code):
    """True if the journal saved; otherwise tell the players why not."""
    if code in SAVED_CODES:
        return True
    from device.journal import message
    j = _journal(ui)
    ui.push(Message(T.NOT_SAVED, wrap(message(code) + (": " + j.detail if j.detail else ""))))
    return False


def open_pulya(ui, names, settings):
    code = _journal(ui).open_session("pref", names, settings)
    if saved(ui, code):
        drop(OFC)       # a match before this pulya: its modules give the heap back
        ui.home()
        ui.push(Scoreboard())


def close_pulya(ui):
    """Write the end of the pulya and close the session; False if that failed."""
    j = _journal(ui)
    s = j.table.engine
    if s is not None and not s.is_over():
        if not saved(ui, j.commit(PREF_PENALTY, Incident(END).to_values())):
            return False
    return saved(ui, j.close_session())


def played_minutes(ui):
    """Minutes of play in the open pulya (the app's play clock; 0 without one)."""
    clock = getattr(ui.ctx, "clock", None)
    return clock.minutes() if clock is not None else 0


def time_up(ui):
    s = _journal(ui).table.engine
    return s is not None and not s.is_over() and time_is_up(played_minutes(ui), s.end_minutes)


def end_now(ui):
    if close_pulya(ui):
        ui.push(Results())


def after_save(ui):
    """After an entry: the pulya ends when the points are reached or the time is up."""
    s = _journal(ui).table.engine
    if s is not None and (s.is_over() or time_up(ui)):
        end_now(ui)


def result_lines(names, results):
    return ["%-9s%+7d" % (names[p][:9], results[p]) for p in range(len(names))]


def summary(seq, rtype, values, names):
    """One history line for an entry.

    >>> summary(4, PREF_DEAL, ["game", 0, 7, None, 6, "open", 1, None, 0, None, None, None, None], ["Anna", "Boris", "Vera"])
    '4 Anna 7/6'
    """
    try:
        if rtype == PREF_DEAL:
            kind = values[0]
            if kind == D.RASPASY:
                return T.H_RASPASY % seq
            who = names[values[1]][:5]
            contract = T.H_MISERE if values[2] == D.MISERE else "%d" % values[2]
            if kind == D.WITHOUT_THREE:
                return T.H_WITHOUT3 % (seq, who, contract)
            if values[4] is None:
                return T.H_PASSED % (seq, who, contract)
            return T.H_GAME % (seq, who, contract, values[4])
        who = names[values[1]][:5] if len(values) > 1 else ""
        kind = T.H_INCIDENTS[INCIDENTS.index(values[0])] if values[0] in INCIDENTS else "?"
        return (T.H_PENALTY % (seq, kind, who)).strip()
    except (IndexError, TypeError, KeyError):
        return "%d ?" % seq


class Scoreboard(Screen):
    """The pulya as it stands: per player pulya, gora and vists; the dealer
    marked; the pulya total against the agreed end (points or time); the
    raspasy price and the minimum contract while a series is on."""

    def key(self, key, kind):
        if kind == keys.LONG or key == keys.BACK:
            if key == keys.BACK:
                self.ui.home()
            return
        s = _journal(self.ui).table.engine
        if s is None:
            self.ui.home()
        elif key == keys.OK:
            if s.is_over():
                self.ui.push(Results())
            elif time_up(self.ui):
                ui = self.ui
                ui.push(Confirm(T.TIME_UP, wrap(T.END_Q), lambda: end_now(ui), default_yes=True))
            else:
                self.ui.push(load("ui.pref_entry").DealWizard())
        else:
            self.ui.push(GameMenu(0 if key == keys.RIGHT else 4))

    def draw(self, c):
        t = _journal(self.ui).table
        s = t.engine
        if s is None:
            c.title(T.APP)
            return
        total = s.pulya_total()
        if s.is_over():
            c.title(T.PULYA_OVER)
        elif s.end_points:
            c.title(T.PULYA_OF % (total, s.end_points))
        elif s.end_minutes:
            m = played_minutes(self.ui)
            c.title(T.PULYA_N % total, T.TIME_OF % (m // 60, m % 60, s.end_minutes // 60))
        else:
            c.title(T.PULYA_N % total)
        c.text(T.BOARD_HEAD, 0, 1)
        for p in range(s.players):
            mark = "*" if p == s.dealer else " "
            c.text("%-4s%s%3d%3d%5d" % (t.players[p][:4], mark, s.pulya[p], s.gora[p], s.results[p]),
                   0, 2 + p)
        if s.series and not s.is_over():
            c.text(T.SERIES % (s.raspasy_price(), s.minimum_contract()), 0, 6)
        else:
            c.text(T.DEAL_N % (s.deals + 1), 0, 6)
        c.line(7, T.HINT_OVER if s.is_over() else T.HINT_BOARD)


class GameMenu(Menu):
    """Arrows on the scoreboard: undo or void the last entry, history, penalty, end."""

    def __init__(self, index=0):
        super().__init__(lambda: T.MORE, [lambda: T.UNDO, lambda: T.VOID_LAST, lambda: T.HISTORY,
                                          lambda: T.PENALTY, lambda: T.END_PULYA], self._pick,
                         index, close=True)

    def _pick(self, index):
        ui = self.ui
        j = _journal(ui)
        if index <= 1:
            seq = j.table.last_entry
            if not seq:
                ui.push(Message(T.UNDO if index == 0 else T.VOID_LAST, T.NOTHING_TO_UNDO))
                return
            line = ""
            for r in j.current.records():
                if r[0] == seq:
                    line = summary(r[0], r[1], r[2], _names(ui))
            # the menu line was the deliberate choice: Yes is offered first
            if index == 0:
                ui.push(Confirm(T.UNDO_Q, [line, ""] + wrap(T.UNDO_NOTE), lambda: saved(ui, j.undo()),
                                default_yes=True))
            else:
                ui.push(Confirm(T.VOID_Q % seq, [line, ""] + wrap(T.VOID_NOTE),
                                lambda: saved(ui, j.void(seq)), default_yes=True))
        elif index == 2:
            ui.push(History())
        elif index == 3:
            entry = load("ui.pref_entry")
            ui.push(entry.DealWizard(entry.PKIND))
        else:
            ui.push(Confirm(T.END_Q, result_lines(_names(ui), j.table.totals()), lambda: end_now(ui)))


class History(Menu):
    """The entries of the pulya, newest first; OK on one offers to void it."""

    def __init__(self):
        super().__init__(lambda: T.HISTORY, [], self._pick)
        self.seqs = []
        self.live = []

    def enter(self):
        j = _journal(self.ui)
        names = _names(self.ui)
        taken_back = set()
        rows = []
        for seq, rtype, values in j.current.records():
            if rtype in (30, 31) and values:        # UNDO, VOID
                taken_back.add(values[0])
            elif rtype in (PREF_DEAL, PREF_PENALTY):
                rows.append((seq, summary(seq, rtype, values, names)))
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
        if not self.live[index] or _journal(self.ui).table.closed:
            return      # taken back already, or the pulya is over: only to read
        ui = self.ui
        ui.push(Confirm(T.VOID_Q % seq, [self.items[index]],
                        lambda: saved(ui, _journal(ui).void(seq))))


class Results(Screen):
    """The final results, best first."""

    def key(self, key, kind):
        if key in (keys.OK, keys.BACK) and kind == keys.PRESS:
            self.ui.home()
        else:
            super().key(key, kind)

    def draw(self, c):
        t = _journal(self.ui).table
        totals = t.totals()
        order = sorted(range(len(totals)), key=lambda p: -totals[p])
        c.title(T.RESULTS)
        for i, p in enumerate(order):
            c.text("%-9s%+7d" % (t.players[p][:9], totals[p]), 0, 2 + i)
        c.right(7, T.OK, True)
