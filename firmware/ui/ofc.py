"""OFC Pineapple at the table: the match screen, match setup, menu, history, match end.

A session is a run of matches between the same two players with a money
balance (``rules.ofc_match.Session``, derived by the ledger from its events).
The screens read it from ``ctx.journal.table.engine``; what they write goes
through the journal (types 20-24), so what is shown is always what the
ledger says.  A long OK on any OFC screen opens the davi cube
(``ui.ofc_davi``); deals are entered with ``ui.ofc_entry``.  Nothing of
preferans is imported here.
"""
from rules.ledger import OFC_MATCH, OFC_DEAL, DAVI_OFFER, DAVI_ACCEPT, DAVI_DROP
from rules.ofc_match import Settings, input_from_values
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import Choice, Confirm, Menu, Message, PlayerPicker, wrap

SAVED_CODES = (0, 1, 2)     # journal: OK, saved with a warning
TARGETS = (31, 51, 101, 21)
STAKES = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000)
SEATS = "AB"


# -- what every OFC screen needs ------------------------------------------------
def journal(ui):
    return ui.ctx.journal


def session(ui):
    """The OFC session being played, or None."""
    t = journal(ui).table
    return t.engine if t.game == "ofc" else None


def match(ui):
    s = session(ui)
    return s.match if s is not None else None


def names(ui):
    return journal(ui).table.players


def saved(ui, code):
    """True if the journal saved; otherwise tell the players why not."""
    if code in SAVED_CODES:
        return True
    from device.journal import message
    j = journal(ui)
    ui.push(Message(T.NOT_SAVED, wrap(message(code) + (": " + j.detail if j.detail else ""))))
    return False


def running(ui):
    m = match(ui)
    return m is not None and m.winner is None and not journal(ui).table.closed


def davi_key(ui, key, kind, street):
    """A long OK opens the davi cube from any screen of a running match."""
    if key == keys.OK and kind == keys.LONG and running(ui):
        from ui.ofc_davi import open_davi
        open_davi(ui, street)
        return True
    return False


def to_match(ui):
    """Close every screen above the match screen (the deal wizard, the davi)."""
    for i in range(len(ui.stack) - 1, 0, -1):
        if isinstance(ui.stack[i], MatchScreen):
            if i < len(ui.stack) - 1:
                del ui.stack[i + 1:]
                ui.dirty = True
                ui.top.enter()
            return
    ui.home()
    ui.push(MatchScreen())


def match_over(ui):
    to_match(ui)
    ui.push(MatchEnd())


class DMenu(Menu):
    """A menu of a running match: a long OK offers davi (at ``street``)."""
    street = 0

    def key(self, key, kind):
        if not davi_key(self.ui, key, kind, self.street):
            Menu.key(self, key, kind)


# -- the match screen -----------------------------------------------------------
def match_number(s):
    return s.wins[0] + s.wins[1] + (1 if s.match.winner is None else 0)


def money_line(s, players):
    if s.balance == 0:
        return T.MONEY_EVEN
    lead = 0 if s.balance > 0 else 1
    return T.MONEY % (players[lead][:7], abs(s.balance))


class MatchScreen(Screen):
    """Score X:Y to the target, button, Fantasyland, cube and owner, a pending offer, money."""

    def key(self, key, kind):
        ui = self.ui
        if key == keys.BACK:
            ui.home()
            return
        m = match(ui)
        if m is None or journal(ui).table.closed:
            ui.home()
            return
        if davi_key(ui, key, kind, 0) or kind == keys.LONG:
            return
        if key == keys.OK:
            if m.winner is not None:
                ui.push(MatchEnd())
            elif m.offerer is not None:
                from ui.ofc_davi import open_davi
                open_davi(ui, 0)
            else:
                from ui.ofc_entry import DealEntry
                DealEntry(ui).start()
        else:
            ui.push(MatchMenu())

    def draw(self, c):
        s = session(self.ui)
        if s is None or s.match is None:
            c.title(T.APP)
            return
        m = s.match
        players = names(self.ui)
        c.title(T.MATCH_N % match_number(s), T.DEAL_N % m.next_deal)
        for seat in (0, 1):
            fl = m.fantasyland[seat]
            c.text("%-7s%s%3d %s" % (players[seat][:7], "*" if m.button == seat else " ",
                                     m.scores[seat], ("FL%d" % fl) if fl else ""), 0, 1 + seat)
        c.text(T.SCORE_OF % (m.scores[0], m.scores[1], m.target), 0, 3)
        if m.cube_owner is None:
            c.text(T.CUBE_MID % m.cube_value, 0, 4)
        else:
            c.text(T.CUBE_OWN % (m.cube_value, players[m.cube_owner][:7]), 0, 4)
        if m.offerer is not None:
            # unmistakable: a lit bar across the screen
            c.line(5, T.DAVI_BANNER % (players[m.offerer][:6], 2 * m.cube_value), True)
        c.text(money_line(s, players), 0, 6)
        if m.winner is not None:
            c.line(7, T.HINT_OVER_MATCH)
        elif m.offerer is not None:
            c.line(7, T.HINT_PENDING)
        else:
            c.line(7, T.HINT_MATCH)


class MatchEnd(Screen):
    """Who won, how, the payout and the session's money; OK starts the next match."""

    def key(self, key, kind):
        if key == keys.OK and kind == keys.PRESS:
            NewMatch(self.ui).next_match()
        elif key == keys.BACK and kind == keys.PRESS:
            self.ui.pop()
        else:
            Screen.key(self, key, kind)

    def draw(self, c):
        s = session(self.ui)
        c.title(T.MATCH_OVER)
        if s is None or s.match is None or s.match.winner is None:
            return
        m = s.match
        players = names(self.ui)
        c.text(T.WINS % players[m.winner][:11], 0, 1)
        if m.end == "drop":
            c.text(T.BY_DROP % players[1 - m.winner][:8], 0, 2)
        else:
            c.text(T.BY_SCORE % (m.scores[0], m.scores[1]), 0, 2)
        c.text(T.PAYOUT % m.payout(), 0, 3)
        c.text(money_line(s, players), 0, 4)
        c.text(T.MATCHES_WON % (s.wins[0], s.wins[1]), 0, 5)
        c.line(7, T.HINT_NEXT)


class SessionOver(Screen):
    def key(self, key, kind):
        if kind == keys.PRESS and key in (keys.OK, keys.BACK):
            self.ui.home()
        else:
            Screen.key(self, key, kind)

    def draw(self, c):
        t = journal(self.ui).table
        c.title(T.SESSION_OVER)
        if t.game == "ofc" and t.engine is not None:
            c.text(T.MATCHES_WON % (t.engine.wins[0], t.engine.wins[1]), 0, 2)
            c.text(money_line(t.engine, t.players), 0, 3)
        c.right(7, T.OK, True)


# -- menu, history ----------------------------------------------------------------
def close_session(ui):
    """Close the OFC session (an unfinished match stays unfinished); False if that failed."""
    return saved(ui, journal(ui).close_session())


class MatchMenu(DMenu):
    def __init__(self):
        DMenu.__init__(self, lambda: T.MORE, [lambda: T.HISTORY, lambda: T.UNDO, lambda: T.DAVI,
                                              lambda: T.NEW_MATCH, lambda: T.END_SESSION], self._pick,
                       close=True)

    def _pick(self, index):
        ui = self.ui
        j = journal(ui)
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
                    line = summary(r[0], r[1], r[2], names(ui))
            ui.push(Confirm(T.UNDO_Q, [line], lambda: saved(ui, j.undo())))
        elif index == 2:
            if running(ui):
                from ui.ofc_davi import open_davi
                open_davi(ui, 0)
            else:
                ui.push(Message(T.DAVI, T.MATCH_OVER))
        elif index == 3:
            NewMatch(ui).next_match()
        else:
            def end():
                if close_session(ui):
                    ui.home()
                    ui.push(SessionOver())
            s = session(ui)
            ui.push(Confirm(T.END_SESSION_Q, [money_line(s, names(ui))], end))


def summary(seq, rtype, values, players):
    """One history line for an OFC entry.

    >>> summary(3, OFC_DEAL, ["quick", 1, 8, 0, 0], ["Anna", "Boris"])
    '3 deal Boris+8'
    """
    try:
        if rtype == OFC_MATCH:
            return T.H_OFC_MATCH % (seq, values[0])
        if rtype == OFC_DEAL:
            item = input_from_values(values[0], values[1:])
            net = item.net_a() if values[0] == "quick" else item.result().net
            if not net:
                return T.H_OFC_DEAL % (seq, "0")
            return T.H_OFC_DEAL % (seq, "%s+%d" % (players[0 if net > 0 else 1][:6], abs(net)))
        who = players[values[0]][:6]
        if rtype == DAVI_OFFER:
            return T.H_OFC_OFFER % (seq, who)
        return (T.H_OFC_ACCEPT if rtype == DAVI_ACCEPT else T.H_OFC_DROP) % (seq, who)
    except (IndexError, TypeError, KeyError, ValueError):
        return "%d ?" % seq


class History(DMenu):
    """The entries of the session, newest first; OK on one offers to void it."""

    def __init__(self):
        DMenu.__init__(self, lambda: T.HISTORY, [], self._pick)
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
                        lambda: saved(ui, journal(ui).void(seq))))


# -- a new match ------------------------------------------------------------------
class NewMatch:
    """Two players, then the rules menu (target, stake, button, Fantasyland rules) with Start first.

    The first match opens an OFC session; later ones (after a match is over)
    continue it, so the money balance carries on.
    """

    def __init__(self, ui):
        self.ui = ui
        self.players = []
        self.settings = [31, 0, 0, 0, 10, 0]    # Settings values: target, stay, progressive, moves, stake, button

    def start(self):
        """From the start menu."""
        j = journal(self.ui)
        if j is not None and j.is_open():
            if j.table.game == "ofc":
                m = match(self.ui)
                if m is not None and m.winner is not None:
                    self.next_match()
                else:
                    self.ui.push(Confirm(T.OFC_OPEN, wrap(T.END_MATCH_Q), self._close_ofc))
            else:
                self.ui.push(Confirm(T.OPEN_PULYA, wrap(T.END_OPEN_Q), self._close_pref))
            return
        self._ask_players()

    def _close_ofc(self):
        if close_session(self.ui):
            self._ask_players()

    def _close_pref(self):
        from ui.pref import close_pulya
        if close_pulya(self.ui):
            self._ask_players()

    def _ask_players(self):
        self.ui.push(PlayerPicker(T.NAMES, 2, self._names))

    def _names(self, players):
        self.players = players
        self.ui.push(MatchRules(self))

    def next_match(self):
        """The next match of the open session, with the last match's rules."""
        m = match(self.ui)
        if m is not None:
            try:
                session(self.ui).check(Settings())
            except ValueError as exc:
                self.ui.push(Message(T.NEW_MATCH, wrap(str(exc))))
                return
            self.settings = m.settings.to_values()
            # the other player starts on the button
            self.settings[5] = 1 - self.settings[5]
        self.players = list(names(self.ui))
        self.ui.push(MatchRules(self))

    def go(self):
        ui = self.ui
        values = list(self.settings)
        j = journal(ui)
        if session(ui) is not None and j.is_open():
            if saved(ui, j.commit(OFC_MATCH, values)):
                to_match(ui)
            return
        if saved(ui, j.open_session("ofc", self.players, values)):
            ui.home()
            ui.push(MatchScreen())


class MatchRules(Menu):
    """Start first (OK), then each rule: OK on it changes it."""

    def __init__(self, setup):
        self.setup = setup
        Menu.__init__(self, lambda: T.MATCH_RULES, [
            lambda: T.START_MATCH,
            lambda: T.TARGET_N % self.setup.settings[0],
            lambda: T.STAKE_N % self.setup.settings[4],
            lambda: T.BUTTON_S % self.setup.players[self.setup.settings[5]][:8],
            lambda: T.STAY_RULE[self.setup.settings[1]],
            lambda: T.PROGRESSIVE[self.setup.settings[2]],
            lambda: T.BTN_MOVES[self.setup.settings[3]]], self._pick)

    def _pick(self, index):
        v = self.setup.settings
        if index == 0:
            self.ui.pop()
            self.setup.go()
        elif index == 1:
            v[0] = TARGETS[(TARGETS.index(v[0]) + 1) % len(TARGETS)] if v[0] in TARGETS else 31
        elif index == 2:
            at = STAKES.index(v[4]) if v[4] in STAKES else 3

            def stake(i):
                v[4] = STAKES[i]
            self.ui.push(Choice(T.STAKE, ["%d" % n for n in STAKES], at, stake))
        else:
            at = (5, 1, 2, 3)[index - 3]
            v[at] = 1 - v[at]
