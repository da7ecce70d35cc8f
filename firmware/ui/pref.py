"""Preferans at the table: the scoreboard; the deal entry (``ui.pref_entry``),
the game menu (``ui.pref_menu``: undo, void, penalty, the end of the pulya)
and the history (``ui.pref_history``) are loaded when opened.

Every screen reads the pulya from the ledger (``ctx.journal.table``): the
engine (``rules.pref_session.Session``) derived from the saved events.  A
deal is entered as a few short questions, scored by the engine for the
confirmation screen, and only written when the players say yes; what the
screens show after that is what the ledger says, never a copy.
"""
from rules import pref_session as S
from ui import drop, keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import saved, wrap  # noqa: F401  (ui.pref.saved: what the pulya screens call)


def time_up(ui):
    """True when the agreed time is up in a pulya not over yet (the app's
    play clock; none: never)."""
    s = ui.ctx.journal.table.engine
    clock = getattr(ui.ctx, "clock", None)
    return s is not None and not s.is_over() and clock is not None and S.time_is_up(clock.minutes(), s.end_minutes)


class Scoreboard(Screen):
    """The pulya as it stands: per player pulya, gora and vists; the dealer
    marked; the pulya total against the agreed end (points or time); the
    raspasy price and the minimum contract while a series is on.  OK opens
    the deal entry (``ui.pref_entry``), the arrows the game menu
    (``ui.pref_menu``): each on the heap only while it is open, so between
    deals (and through an undo or a void) neither is."""

    def enter(self):
        # ... and the texts of what was on top (ui.text's parts but the first)
        drop("ui.pref_entry ui.pref_menu ui.pref_history ui.pref_lines ui.results ui.price ui.choice ui.dialogs ui.check_code"
             " rules.witness lang.ru_pulya"
             " lang.en_pulya lang.ru_more lang.en_more lang.ru_why lang.en_why")

    def key(self, key, kind):
        ui = self.ui
        if kind == keys.LONG or key == keys.BACK:
            if key == keys.BACK:
                ui.home()
            return
        s = ui.ctx.journal.table.engine
        if s is None:
            ui.home()
        elif key == keys.OK:
            if s.is_over():     # the final results, the settling-up and the check code; OK: the start menu
                ui.push(load("ui.results").Results(ui.ctx.journal))
            elif time_up(ui):
                from ui.dialogs import Confirm
                ui.push(Confirm(T.TIME_UP, wrap(T.END_Q), lambda: load("ui.pref_menu").close_pulya(ui, True),
                                default_yes=True))
            else:
                ui.push(load("ui.pref_entry").DealWizard())
        else:
            ui.push(load("ui.pref_menu").GameMenu(0 if key == keys.RIGHT else 4))

    def draw(self, c):
        # title: the pulya against its end, and the deal (or the time played);
        # row 1 the key to the lit name, and the column heads over "name(8)
        # pulya(4) gora(4) vists(5)"; a row a player, the dealer's name lit;
        # row 6 who deals or the raspasy series; row 7 the keys
        t = self.ui.ctx.journal.table
        s = t.engine
        if s is None:
            c.title(T.APP)
            return
        total = s.pulya_total()
        right = "" if s.is_over() else T.DEAL_NO % (s.deals + 1)
        if s.end_minutes and not s.is_over():
            clock = getattr(self.ui.ctx, "clock", None)     # minutes played (the app's play clock)
            m = clock.minutes() if clock is not None else 0
            right = T.TIME_OF % (m // 60, m % 60, s.end_minutes // 60)
        if s.is_over():
            c.title(T.PULYA_OVER)
        elif s.end_points:
            c.title(T.PULYA_OF % (total, s.end_points), right)
        else:
            c.title(T.PULYA_N % total, right)
        if not s.is_over():
            c.text(T.one("DEALER", 1), 0, 1, True)     # what a lit name means
        head = T.BOARD_HEAD
        c.right(1, head[2])                        # each head ends with its column
        c.text(head[1], 16 - len(head[1]), 1)
        c.text(head[0], 12 - len(head[0]), 1)
        for p in range(s.players):
            row = 2 + p
            c.text(t.players[p][:8], 0, row, p == s.dealer and not s.is_over())
            c.text("%4d%4d%5d" % (s.pulya[p], s.gora[p], s.results[p]), 8, row)
        if s.series and not s.is_over():
            c.text(T.SERIES % (s.raspasy_price(), s.minimum_contract()), 0, 6)
        elif not s.is_over():
            c.text(T.one("DEALER", 0) % t.players[s.dealer][:8], 0, 6)
        c.line(7, T.HINT_OVER if s.is_over() else T.HINT_BOARD)
