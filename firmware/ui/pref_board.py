"""The scoreboard of a pulya: the screen between deals.

Its state is the table's (``ctx.journal.table``), so it need not stay on
the heap under the deal entry or the game menu: they cover it
(``UI.cover``) and it is made again when they close (``ui.pref``: what the
entry screens share, loaded with them).
"""
from micropython import const

from ui import drop, keys, load
from ui import text as T
from rules import pref_session as S
from ui.screen import Screen
from ui.widgets import wrap

# the rules' parameters read here (the layout: rules.pref_rules)
_SYSTEM = const(0)
_SETTLE = const(28)
_SETTLE_END = const(1)


def time_up(ui):
    """True when the agreed time is up in a pulya not over yet (the app's
    play clock; none: never)."""
    s = ui.ctx.journal.table.engine
    clock = getattr(ui.ctx, "clock", None)
    return s is not None and not s.is_over() and clock is not None and S.time_is_up(clock.minutes(), s.end_minutes)


def system_pulya(s):
    """A classic pulya's system and the pulya each player closes: "Сочи до 20"
    (the scoreboard's title, the final results' first row)."""
    return T.PULYA_TO % (T.one("SYSTEM_SHORT", s.rules[_SYSTEM]), s.end_points)


class Scoreboard(Screen):
    """The pulya as it stands: per player pulya, gora and vists; the dealer
    marked; the pulya total against the agreed end (points or time); the
    raspasy price and the minimum contract while a series is on.  OK opens
    the deal entry (``ui.pref_entry``), the arrows the game menu
    (``ui.pref_menu``): each on the heap only while it is open, so between
    deals (and through an undo or a void) neither is.  Both cover the
    scoreboard (``UI.cover``): this module is off the heap while a deal is
    entered and scored or the menu is open, made again when they close."""

    def enter(self):
        # what was on top, and its texts
        drop("ui.pref ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused ui.pref_menu ui.pref_final"
             " ui.pref_history ui.pref_history_entry ui.pref_lines ui.results ui.price ui.choice ui.dialogs ui.check_code"
             " rules.witness")
        T.forget()

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
                # No offered: the end is written by a choice, not a stray OK
                ui.push(Confirm(T.TIME_UP, wrap(T.END_Q), lambda: load("ui.pref_menu").close_pulya(ui, True)))
            else:
                ui.cover(("ui.pref_entry.DealWizard",))     # made once this code has returned
        else:
            ui.cover(("ui.pref_menu.GameMenu", 0 if key == keys.RIGHT else 4))

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
        elif s.rules[_SETTLE] == _SETTLE_END:     # a classic system: its name, the pulya each player closes
            c.title(system_pulya(s), right)
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
        c.line(7, T.one("HINT_BOARD", 1 if s.is_over() else 0))
