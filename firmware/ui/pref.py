"""Preferans at the table: scoreboard, deal entry, confirmation, history, undo/void, the end.

Every screen reads the pulya from the ledger (``ctx.journal.table``): the
engine (``rules.pref_session.Session``) derived from the saved events.  A
deal is entered as a few short questions, scored by the engine for the
confirmation screen, and only written when the players say yes; what the
screens show after that is what the ledger says, never a copy.
"""
from rules import pref_deal as D
from rules.ledger import PREF_DEAL, PREF_PENALTY
from rules.pref_session import CUT, END, INFORMATION, MISDEAL, WARNING, Incident
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, Choice, Confirm, Menu, Message, NumberPicker, wrap

SAVED_CODES = (0, 1, 2)     # journal: OK, saved with a warning


def _journal(ui):
    return ui.ctx.journal


def _names(ui):
    return _journal(ui).table.players


def _saved(ui, code):
    """True if the journal saved; otherwise tell the players why not."""
    if code in SAVED_CODES:
        return True
    from device.journal import message
    j = _journal(ui)
    ui.push(Message(T.NOT_SAVED, wrap(message(code) + (": " + j.detail if j.detail else ""))))
    return False


def open_pulya(ui, names, settings):
    code = _journal(ui).open_session("pref", names, settings)
    if _saved(ui, code):
        ui.home()
        ui.push(Scoreboard())


def close_pulya(ui):
    """Write the end of the pulya and close the session; False if that failed."""
    j = _journal(ui)
    s = j.table.engine
    if s is not None and not s.is_over():
        if not _saved(ui, j.commit(PREF_PENALTY, Incident(END).to_values())):
            return False
    return _saved(ui, j.close_session())


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
            contract = "mis" if values[2] == D.MISERE else "%d" % values[2]
            if kind == D.WITHOUT_THREE:
                return T.H_WITHOUT3 % (seq, who, contract)
            if values[4] is None:
                return T.H_PASSED % (seq, who, contract)
            return T.H_GAME % (seq, who, contract, values[4])
        who = names[values[1]][:5] if len(values) > 1 else ""
        return (T.H_PENALTY % (seq, values[0][:6], who)).strip()
    except (IndexError, TypeError, KeyError):
        return "%d ?" % seq


class Scoreboard(Screen):
    """The pulya as it stands: per player pulya, gora and vists; the dealer marked."""

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
            else:
                DealEntry(self.ui).start()
        else:
            self.ui.push(GameMenu())

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
        else:
            c.title(T.PULYA_N % total)
        c.text(T.BOARD_HEAD, 0, 1)
        for p in range(s.players):
            mark = "*" if p == s.dealer else " "
            c.text("%-4s%s%3d%3d%5d" % (t.players[p][:4], mark, s.pulya[p], s.gora[p], s.results[p]),
                   0, 2 + p)
        c.text(T.DEAL_N % (s.deals + 1), 0, 6)
        c.line(7, T.HINT_OVER if s.is_over() else T.HINT_BOARD)


class DealEntry:
    """The questions for one deal, asked one screen at a time, then the confirmation."""

    def __init__(self, ui):
        self.ui = ui
        self.session = _journal(ui).table.engine
        self.names = _names(ui)
        self.seats = self.session.seated()
        self.fields = {}
        self.kind = None
        self.raspasy = []

    def start(self):
        self.ui.push(Choice(T.KIND, [T.K_GAME, T.K_MISERE, T.K_RASPASY, T.K_WITHOUT3], 0, self._kind))

    def _seat_names(self, seats):
        return [self.names[p] for p in seats]

    def _kind(self, index):
        self.kind = index
        if index == 2:
            self._ask_raspasy()
        else:
            self.ui.push(Choice(T.DECLARER, self._seat_names(self.seats), 0, self._declarer))

    def _declarer(self, index):
        self.fields["declarer"] = self.seats[index]
        if self.kind == 1:
            self.fields["contract"] = D.MISERE
            self.ui.push(NumberPicker(T.TRICKS_OF % self.names[self.seats[index]][:7], 0, 0, 10,
                                      self._misere_tricks))
            return
        self.contracts = [c for c in D.contracts_allowed(self.session.series) if c != D.MISERE]
        self.ui.push(Choice(T.CONTRACT, ["%d" % c for c in self.contracts], 0, self._contract))

    def _misere_tricks(self, tricks):
        self._confirm(D.Deal.misere(self.fields["declarer"], tricks))

    def _contract(self, index):
        contract = self.contracts[index]
        self.fields["contract"] = contract
        if self.kind == 3:
            self._confirm(D.Deal.without_three(self.fields["declarer"], contract))
            return
        self.defences = D.defences_allowed(contract)
        labels = [T.DEFENCE_NAMES.get(d, d) for d in self.defences]
        self.ui.push(Choice(T.DEFENCE, labels, 0, self._defence))

    def _defence(self, index):
        defence = self.defences[index]
        self.fields["defence"] = defence
        if defence in (D.PASS, D.CHECK):
            self.fields["whister"] = None
            self._ask_tricks()
            return
        self.defenders = [p for p in self.seats if p != self.fields["declarer"]]
        title = T.FIRST_WHISTER if defence == D.BOTH else T.WHISTER
        self.ui.push(Choice(title, self._seat_names(self.defenders), 0, self._whister))

    def _whister(self, index):
        self.fields["whister"] = self.defenders[index]
        self._ask_tricks()

    def _ask_tricks(self):
        if self.fields["defence"] in (D.PASS, D.HALF):
            self._game(None)
            return
        who = self.names[self.fields["declarer"]][:7]
        self.ui.push(NumberPicker(T.TRICKS_OF % who, self.fields["contract"], 0, 10, self._game))

    def _game(self, tricks):
        f = self.fields
        if f["defence"] == D.BOTH:
            f["tricks"] = tricks
            who = self.names[f["whister"]][:7]
            rest = 10 - tricks
            self.ui.push(NumberPicker(T.TRICKS_OF % who, rest // 2, 0, rest, self._both))
            return
        self._confirm(D.Deal.game(f["declarer"], f["contract"], tricks=tricks, defence=f["defence"],
                                  whister=f["whister"]))

    def _both(self, whister_tricks):
        f = self.fields
        self._confirm(D.Deal.game(f["declarer"], f["contract"], tricks=f["tricks"], defence=D.BOTH,
                                  whister=f["whister"], whister_tricks=whister_tricks))

    def _ask_raspasy(self):
        n = len(self.raspasy)
        left = 10 - sum(self.raspasy)
        if n == 2:
            self.raspasy.append(left)
            tricks = [None] * self.session.players
            for i in range(3):
                tricks[self.seats[i]] = self.raspasy[i]
            self._confirm(D.Deal.raspasy(tricks))
            return
        who = self.names[self.seats[n]][:7]
        self.ui.push(NumberPicker(T.TRICKS_OF % who, min(3, left), 0, left, self._raspasy_tricks))

    def _raspasy_tricks(self, tricks):
        self.raspasy.append(tricks)
        self._ask_raspasy()

    def _confirm(self, deal):
        confirm_entry(self.ui, PREF_DEAL, deal)


def confirm_entry(ui, rtype, event):
    """Score ``event`` without saving it, show the breakdown, save on Yes."""
    session = _journal(ui).table.engine
    try:
        b = session.score(event)
    except ValueError as exc:
        ui.push(Message(T.NOT_SAVED, wrap(str(exc))))
        return
    lines = result_lines(_names(ui), b.results)
    for note in b.notes:
        lines.extend(wrap(note))
    ui.push(Confirm(T.SAVE_Q, lines[:BODY - 1], lambda: _commit(ui, rtype, event), default_yes=True))


def _commit(ui, rtype, event):
    j = _journal(ui)
    if _saved(ui, j.commit(rtype, event.to_values())) and j.table.engine.is_over():
        if close_pulya(ui):
            ui.push(Results())


class GameMenu(Menu):
    def __init__(self):
        super().__init__(lambda: T.MORE, [lambda: T.HISTORY, lambda: T.UNDO, lambda: T.PENALTY,
                                          lambda: T.END_PULYA], self._pick, close=True)

    def _pick(self, index):
        ui = self.ui
        j = _journal(ui)
        if index == 0:
            ui.push(History())
        elif index == 1:
            seq = j.table.last_entry
            if not seq:
                ui.push(Message(T.UNDO, T.NOTHING_TO_UNDO))
                return
            line = ""
            for r in j.current.records():
                if r[0] == seq:
                    line = summary(r[0], r[1], r[2], _names(ui))
            ui.push(Confirm(T.UNDO_Q, [line], lambda: _saved(ui, j.undo())))
        elif index == 2:
            PenaltyEntry(ui).start()
        else:
            def end():
                if close_pulya(ui):
                    ui.push(Results())
            ui.push(Confirm(T.END_Q, result_lines(_names(ui), j.table.totals()), end))


class PenaltyEntry:
    KINDS = (INFORMATION, WARNING, CUT, MISDEAL)

    def __init__(self, ui):
        self.ui = ui
        self.names = _names(ui)
        self.kind = None
        self.offender = None

    def start(self):
        labels = [T.P_INFORMATION, T.P_WARNING, T.P_CUT, T.P_MISDEAL]
        self.ui.push(Choice(T.PENALTY, labels, 0, self._kind))

    def _kind(self, index):
        self.kind = self.KINDS[index]
        if self.kind == MISDEAL:
            confirm_entry(self.ui, PREF_PENALTY, Incident(MISDEAL))
        else:
            self.ui.push(Choice(T.OFFENDER, self.names, 0, self._offender))

    def _offender(self, index):
        self.offender = index
        if self.kind == CUT:
            confirm_entry(self.ui, PREF_PENALTY, Incident(CUT, offender=index))
            return
        self.others = [p for p in range(len(self.names)) if p != index]
        self.ui.push(Choice(T.AGAINST, [self.names[p] for p in self.others], 0, self._declarer))

    def _declarer(self, index):
        confirm_entry(self.ui, PREF_PENALTY,
                      Incident(self.kind, offender=self.offender, declarer=self.others[index]))


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
        self.items = [r[1] if live else "x" + r[1] for r, live in zip(rows, self.live)]
        if not self.items:
            self.items = [T.NO_HISTORY]
            self.seqs = [0]
            self.live = [False]
        if self.index >= len(self.items):
            self.index = 0

    def _pick(self, index):
        seq = self.seqs[index]
        if not self.live[index]:
            return
        ui = self.ui
        ui.push(Confirm(T.VOID_Q % seq, [self.items[index]],
                        lambda: _saved(ui, _journal(ui).void(seq))))


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
