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
from ui.widgets import saved, wrap  # (ui.pref.saved: what the pulya screens call)


def time_up(ui):
    """True when the agreed time is up in a pulya not over yet (the app's
    play clock; none: never)."""
    s = ui.ctx.journal.table.engine
    clock = getattr(ui.ctx, "clock", None)
    return s is not None and not s.is_over() and clock is not None and S.time_is_up(clock.minutes(), s.end_minutes)


# -- what the entry screens share (``ui.pref_entry``, ``ui.pref_raspasy``,
# ``ui.pref_penalty``): the breakdown, why a deal is refused, the save ------
def breakdown(t, b):
    """A deal's breakdown ``b`` (``Session.score``) as lines of the table ``t``:
    a line a player "name(8) points(4) result(7)", then the engine's notes."""
    lines = []
    for p in range(len(t.players)):     # 20 columns: column 21 holds the scroll mark
        name = t.players[p]
        pts = T.PTS_PULYA % b.pulya[p] if b.pulya[p] else T.PTS_GORA % b.gora[p] if b.gora[p] else ""
        # padded by hand: "%-8s" pads bytes in MicroPython, and a Russian letter is two
        lines.append("%s %s%s%+7d" % (name + " " * (8 - len(name)), pts, " " * (4 - len(pts)), b.results[p]))
    for note in b.notes:
        lines.extend(wrap(T.why("N%d" % note[0], note[1:], (0, 1)), 20))
    return lines


def draw_breakdown(c, lines, first, row):
    """The breakdown's ``lines`` from ``first`` on rows ``row`` to 6, a mark where there are more."""
    lines = lines or ()
    for i in range(7 - row):
        if first + i < len(lines):
            c.text(lines[first + i], 0, row + i)
    if first + 7 - row < len(lines):
        c.mark(20, 6, False)


def scrolled(first, lines):
    """A breakdown's first line shown, a line on (round to the top after the last)."""
    return first + 1 if first + 6 < len(lines or ()) else 0


def why(exc):
    """Why the rules refuse a deal (a DealError), in the device's language."""
    code = exc.args[0] if exc.args and type(exc.args[0]) is int else -1
    return T.why("W%d" % code, exc.args[1:])


def commit(ui, rtype, event):
    """Write an entry (the OK on an entry screen's chosen answer); back to the
    scoreboard, or the results if the pulya is over.  False if not saved (the
    message says why)."""
    j = ui.ctx.journal
    if not saved(ui, j.commit(rtype, event.to_values())):
        return False
    ui.pop()
    s = j.table.engine
    if s is not None and s.is_over() or time_up(ui):     # the points reached, or the time is up
        load("ui.pref_menu").close_pulya(ui, True)
    return True


class Scoreboard(Screen):
    """The pulya as it stands: per player pulya, gora and vists; the dealer
    marked; the pulya total against the agreed end (points or time); the
    raspasy price and the minimum contract while a series is on.  OK opens
    the deal entry (``ui.pref_entry``), the arrows the game menu
    (``ui.pref_menu``): each on the heap only while it is open, so between
    deals (and through an undo or a void) neither is."""

    def enter(self):
        # ... and the texts of what was on top (ui.text's parts but the first)
        drop("ui.pref_entry ui.pref_more ui.pref_raspasy ui.pref_penalty ui.pref_refused ui.pref_menu ui.pref_history"
             " ui.pref_lines ui.results ui.price ui.choice ui.dialogs ui.check_code rules.witness lang.ru_pulya"
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
                # No offered: the end is written by a choice, not a stray OK
                ui.push(Confirm(T.TIME_UP, wrap(T.END_Q), lambda: load("ui.pref_menu").close_pulya(ui, True)))
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
        c.line(7, T.one("HINT_BOARD", 1 if s.is_over() else 0))
