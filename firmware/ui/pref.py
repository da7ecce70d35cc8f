"""Preferans at the table: what its entry screens share (``ui.pref_entry``,
``ui.pref_raspasy``, ``ui.pref_penalty``): a deal's breakdown as lines,
why a deal is refused, the save.  The scoreboard (``ui.pref_board``), the
game menu (``ui.pref_menu``: undo, void, penalty, the end of the pulya)
and the history (``ui.pref_history``) are loaded when opened; this module
with the entry screens, which cover the scoreboard (``UI.cover``).

Every screen reads the pulya from the ledger (``ctx.journal.table``): the
engine (``rules.pref_session.Session``) derived from the saved events.  A
deal is entered as a few short questions, scored by the engine for the
confirmation screen, and only written when the players say yes; what the
screens show after that is what the ledger says, never a copy.
"""
from ui import load
from ui import text as T
from ui.widgets import saved, wrap


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
        lines.extend(wrap(T.why("N%d" % note[0], note[1:], (0, 1, 4)), 20))
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


def save(ui, rtype, event, again):
    """The OK on an entry screen's chosen answer: the screen closes, and the
    entry is written once its code has returned (``commit`` through
    ``UI.then``): the commit, a deal's peak, has the room of the screen's
    code and lists.  ``again``: the screen to make (``UI.push``) with the
    answers, should the entry not be saved."""
    ui.pop()
    ui.then = ("ui.pref.commit", ui, rtype, event, again)


def commit(ui, rtype, event, again):
    """Write an entry (``save``); the final results if the pulya is over
    then.  Not saved (refused by the journal, or an error): the entry's
    screen again (``again``), its answers kept, under the message why."""
    j = ui.ctx.journal
    try:
        code = j.commit(rtype, event.to_values())
    except Exception:
        ui.cover(again)     # under the error's message (UI.fail)
        raise
    if code > 2:
        ui.cover(again)
    if saved(ui, code):
        s = j.table.engine
        if s is not None and s.is_over() or load("ui.pref_board").time_up(ui):   # the points reached, or the time is up
            load("ui.pref_menu").close_pulya(ui, True)
