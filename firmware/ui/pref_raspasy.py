"""A raspasy's tricks: one screen, a row a player in the deal (clockwise
from the dealer's left), the third worked out.

Each row opens on "?": ◀ gives 0 tricks, ▶ 3, then the arrows step by one
(round within what the others leave).  OK goes to the next row; OK on a
"?" leaves that player to be worked out (10 less the others).  Once two
rows have a number the third shows, with each player's result and the
notes, and OK saves (issue 13: nothing is saved but what the arrows chose;
the cheapest way for any split is to leave the player with the most
tricks to be worked out: at most 10 presses from the board).  BACK takes
the last number back to "?", and with none set goes back to "Who plays?".

Its own screen and module, opened in place of the deal entry (``ui.pref``
lets that go first), so a raspasy does not keep the entry's questions on
the heap, nor a game the raspasy's screen.
"""
from micropython import const

from rules import pref_deal as D
from rules.ledger import PREF_DEAL
from ui import keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import wrap

# from "?": ◀ gives 0 tricks, ▶ 3
_FIRST_LEFT = const(0)
_FIRST_RIGHT = const(3)


def replace(ui):
    """This screen replaced with the deal entry, at "Who plays?" with Raspasy offered."""
    ui.pop()
    ui.push(load("ui.pref_entry").DealWizard(who=5))


class Raspasy(Screen):
    def __init__(self):
        super().__init__()
        self.split = [None, None, None]  # type: list  # tricks per row (None: "?")
        self.trail = []                     # the rows set, in the order set
        self.row = 0                        # the lit row
        self.tricks = []  # type: list      # once two rows are set: each player's tricks, the third worked out
        self.event = None                   # the deal once two rows are set (None: refused, see lines)
        self.lines = None                   # each player's result, then the notes (or why refused)

    def key(self, key, kind):
        ui = self.ui
        if key == keys.BACK:
            if kind == keys.LONG:
                ui.home()
            elif self.trail:
                self.row = self.trail.pop()     # the last number set goes back to "?"
                self.split[self.row] = None
                self.work_out()
            else:
                ui.then = (replace, ui)       # back at "Who plays?", Raspasy offered
            return
        if kind == keys.LONG:
            return
        split = self.split
        row = self.row
        if key == keys.OK:
            if len(self.trail) == 2:
                self.save()
                return
            row = (row + 1) % 3
            while split[row] is not None:
                row = (row + 1) % 3
            self.row = row
        elif len(self.trail) < 2 or split[row] is not None:
            room = 10
            for i in range(3):
                if i != row and split[i] is not None:
                    room -= split[i]
            n = split[row]
            if n is None:
                n = min(_FIRST_RIGHT if key == keys.RIGHT else _FIRST_LEFT, room)
                self.trail.append(row)
            else:
                n = (n + (1 if key == keys.RIGHT else -1)) % (room + 1)
            split[row] = n
            self.work_out()
        ui.dirty = True

    def work_out(self):
        """With two rows set: the deal and its breakdown (each player's result,
        the notes), or why the rules refuse it."""
        self.event = self.lines = None
        if len(self.trail) < 2:
            return
        s = self.ui.ctx.journal.table.engine
        left = 10           # the row left "?": 10 less the others
        for n in self.split:
            left -= n or 0
        tricks = [None] * s.players  # type: list
        seats = s.seated()
        for i in range(3):
            n = self.split[i]
            tricks[seats[i]] = left if n is None else n
        self.tricks = tricks
        try:
            event = D.Deal.raspasy(tricks)
            b = s.score(event)
        except ValueError as exc:
            self.lines = wrap(T.CANNOT + ": " + T.why("W%d" % exc.args[0], exc.args[1:]), 20)
            return
        lines = b.results
        for note in b.notes:
            lines = lines + wrap(T.why("N%d" % note[0], note[1:], (0, 1)), 20)
        self.event = event
        self.lines = lines

    def save(self):
        if self.event is None:      # refused: why, on this screen
            from ui.dialogs import Message
            self.ui.push(Message(T.CANNOT, self.lines or []))
            return
        load("ui.pref").commit(self.ui, PREF_DEAL, self.event)

    def draw(self, c):
        # a row a player: name(8) tricks(2) and once two are in, his result;
        # the notes (or why not) below; the lit row is the one the arrows set
        t = self.ui.ctx.journal.table
        seats = t.engine.seated()
        lines = self.lines or ()
        n_players = t.engine.players
        c.title(T.one("ASK", 5))
        for i in range(3):
            p = seats[i]
            n = self.split[i]
            shown = "%2d" % self.tricks[p] if len(self.trail) == 2 else " ?" if n is None else "%2d" % n
            result = "%+9d" % lines[p] if self.event is not None else ""
            name = t.players[p]
            c.text(name + " " * (8 - len(name)) + shown + result, 0, 1 + i, i == self.row)
        rest = lines[n_players:] if self.event is not None else lines
        for i in range(min(3, len(rest))):
            c.text(rest[i], 0, 4 + i)
        c.line(7, T.one("HINT_NUMBER", 1) if len(self.trail) == 2 else T.one("HINT_FIRST", 1))
