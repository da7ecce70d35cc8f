"""A misdeal or a penalty: the deal entry's rare entries, on their own screen.

Opened in place of the deal entry when "Who plays?" is answered Misdeal or
Penalty, and from the game menu's Penalty, so that the deal entry does not
carry these questions through every deal of a pulya.  The questions:

    penalty      information, a warning, a refused cut
    who?         the offender (for a warning, with each player's count so far)
    whose game?  whom it is against (not for a refused cut)
    save?        the breakdown

A misdeal asks nothing: it opens on its breakdown.  As in the deal entry
(issue 13: a run of one key saves nothing), the breakdown opens with "save"
unlit: ▶ lights it and OK saves; OK unlit (or a held OK) turns a long
breakdown a line on.  BACK goes back one question, and from the first to
"Who plays?" (or to the game menu it was opened from).
"""
from micropython import const

from rules import pref_session as S
from rules.ledger import PREF_PENALTY
from ui import keys, load
from ui import text as T
from ui.widgets import Menu, wrap

# steps: the deal entry's numbers for them (text.ASK's titles)
_KIND = const(12)
_OFFENDER = const(13)
_AGAINST = const(14)
_SAVE = const(15)

PENALTIES = (S.INFORMATION, S.WARNING, S.CUT)      # as text.PENALTIES


def replace(ui, who):
    """This screen replaced with the deal entry, at "Who plays?" with this entry's line offered."""
    ui.pop()
    ui.cover(("ui.pref_entry.DealWizard", who))


class Incident(Menu):
    """A misdeal (``misdeal``) or a penalty; ``who`` is the line of "Who
    plays?" to go back to (None: opened from the game menu)."""

    def __init__(self, misdeal=False, who=None, a=None, trail=None):
        super().__init__("", [], self.answer)
        self.misdeal = misdeal
        self.who = who
        # the steps taken; step -> the index answered (an incident not saved: its answers, ``save``)
        self.trail = trail or [_SAVE if misdeal else _KIND]
        self.a = a or {}
        self.lit = False        # on the breakdown: "save" lit by ▶
        self.event = None       # the incident as answered (None: refused, see lines)
        self.refusal = None     # why the rules refuse it
        self.lines = None       # its breakdown (or why the rules refuse it)

    def enter(self):
        if self.lines is None:
            self.show()

    # -- the questions -----------------------------------------------------------
    def others(self):
        """Whom a penalty may be against: everyone but the offender."""
        others = list(range(self.ui.ctx.journal.table.engine.players))
        others.remove(self.a.get(_OFFENDER, 0))
        return others

    def options(self, step):
        t = self.ui.ctx.journal.table
        if step == _KIND:
            return list(T.PENALTIES)
        if step == _AGAINST:
            return [t.players[p] for p in self.others()]
        names = list(t.players)         # the offender
        if PENALTIES[self.a.get(_KIND, 0)] == S.WARNING:
            for p in range(len(names)):
                names[p] = T.WARNED % (names[p], t.engine.warnings[p])
        return names

    def incident(self):
        if self.misdeal:
            return S.Incident(S.MISDEAL)
        a = self.a
        kind = PENALTIES[a.get(_KIND, 0)]
        others = self.others()
        against = None if kind == S.CUT else others[min(a.get(_AGAINST, 0), len(others) - 1)]
        return S.Incident(kind, offender=a.get(_OFFENDER, 0), declarer=against)

    # -- the screen --------------------------------------------------------------
    def show(self):
        step = self.trail[-1]
        self.lit = False
        self.event = self.lines = None
        self.first = 0
        if step == _SAVE:
            self.title = T.SAVE_Q
            self.items = None
            self.preview()
        else:
            self.title = T.one("ASK", step)
            self.items = self.options(step)
            self.index = min(self.a.get(step, 0), len(self.items) - 1)
        self.ui.dirty = True

    def answer(self, index):
        step = self.trail[-1]
        self.a[step] = index
        cut = step == _OFFENDER and PENALTIES[self.a.get(_KIND, 0)] == S.CUT
        self.trail.append(_SAVE if cut else step + 1)
        self.show()

    def key(self, key, kind):
        ui = self.ui
        if key == keys.BACK:
            if kind == keys.LONG:
                ui.home()
            elif kind != keys.PRESS:
                return
            elif len(self.trail) > 1:
                self.trail.pop()
                self.show()
            elif self.who is None:
                ui.pop()
            else:
                ui.then = (replace, ui, self.who)
        elif self.items is not None:
            super().key(key, kind)
        elif kind == keys.LONG or key == keys.OK and not self.lit and self.event is not None:
            if key == keys.OK:      # OK unlit, a held OK: the breakdown a line on
                self.first = load("ui.pref").scrolled(self.first, self.lines)
        elif key == keys.OK:
            self.save()
        else:
            self.lit = key == keys.RIGHT and self.event is not None
        ui.dirty = True

    def preview(self):
        t = self.ui.ctx.journal.table
        try:
            event = self.incident()
            self.lines = load("ui.pref").breakdown(t, t.engine.score(event))
            self.event = event
        except ValueError as exc:
            self.refusal = exc
            self.lines = wrap(T.CANNOT + ": " + load("ui.pref").why(exc), 20)

    def save(self):
        ui = self.ui
        event = self.event
        if event is None:       # refused: why, and back to the question concerned
            steps = (None,) * 8 + (_OFFENDER, _AGAINST, None)     # ui.pref_refused's order
            step = load("ui.pref_refused").refused_at(self.refusal, self.trail, steps)
            while self.trail[-1] != step:
                self.trail.pop()
            self.show()
            from ui.dialogs import Message
            ui.push(Message(T.CANNOT, wrap(load("ui.pref").why(self.refusal))))
            return
        load("ui.pref").save(ui, PREF_PENALTY, event, (
            "ui.pref_penalty.Incident", self.misdeal, self.who, self.a, self.trail))

    def draw(self, c):
        if self.items is not None:
            super().draw(c)
            return
        c.title(T.SAVE_Q)
        load("ui.pref").draw_breakdown(c, self.lines, self.first, 1)
        c.line(7, T.one("SAVE_LINE", 1 if self.lit else 0), self.lit)
