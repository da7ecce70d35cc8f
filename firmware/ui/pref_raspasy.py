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

At four in a system where the dealer plays the prikup on raspasy
(Leningrad: ``dealer_prikup``), a fourth row below the three: his prikup
tricks, 0 until the arrows set it (0, 1, 2), reached by OK after the
third player's row; the player worked out takes what the other two and the
prikup leave.  The deal is complete, and OK saves, once two players' rows
are set: the prikup is set before the second.  In any other system or at
three the row is not there (the rules refuse the dealer's tricks there).

Its own screen and module, opened in place of the deal entry (``ui.pref``
lets that go first), so a raspasy does not keep the entry's questions on
the heap, nor a game the raspasy's screen.
"""
from micropython import const

from rules import pref_sheet as D
from rules.ledger import PREF_DEAL
from ui import keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import wrap

# from "?": ◀ gives 0 tricks, ▶ 3
_FIRST_LEFT = const(0)
_FIRST_RIGHT = const(3)
_PRIKUP = const(3)              # the prikup's row, after the three players'
# the rules' parameter read here (the layout: rules.pref_rules)
_DEALER_PRIKUP = const(27)


def replace(ui):
    """This screen replaced with the deal entry, at "Who plays?" with Raspasy offered."""
    ui.pop()
    ui.cover(("ui.pref_entry.DealWizard", 5))


class Raspasy(Screen):
    def __init__(self, s, split=None, trail=None):
        super().__init__()
        # tricks per row (None: "?"); a fourth, the dealer's prikup, where the
        # session ``s``'s system has one; a deal not saved: its rows (``save``)
        self.split = split or ([None, None, None, 0] if s.players == 4 and s.rules[_DEALER_PRIKUP] else [None, None, None])  # type: list
        self.trail = trail or []            # the rows set, in the order set
        self.row = self.trail[-1] if self.trail else 0     # the lit row
        self.tricks = []  # type: list      # once two rows are set: each player's tricks, the third worked out
        self.event = None                   # the deal once two rows are set (None: refused, see lines)
        self.lines = None                   # each player's result, then the notes (or why refused)

    def enter(self):
        if self.lines is None:      # made again with its rows (a deal not saved)
            self.work_out()

    def key(self, key, kind):
        ui = self.ui
        if key == keys.BACK:
            if kind == keys.LONG:
                ui.home()
            elif self.trail:
                self.row = self.trail.pop()     # the last number set goes back to "?" (the prikup to 0)
                self.split[self.row] = 0 if self.row == _PRIKUP else None
                self.work_out()
            else:
                ui.then = (replace, ui)       # back at "Who plays?", Raspasy offered
            return
        if kind == keys.LONG:
            return
        split = self.split
        rows = len(split)
        row = self.row
        if key == keys.OK:
            if self.players_set() == 2:
                self.save()
                return
            row = (row + 1) % rows
            while row != _PRIKUP and split[row] is not None:
                row = (row + 1) % rows
            self.row = row
        elif row == _PRIKUP:            # the prikup is two cards: 0, 1, 2 round
            split[row] = (split[row] + (1 if key == keys.RIGHT else 2)) % 3
            if row not in self.trail:
                self.trail.append(row)
            self.work_out()
        elif self.players_set() < 2 or split[row] is not None:
            room = 10
            for i in range(rows):
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

    def players_set(self):
        """How many of the three players' rows have a number."""
        n = 0
        for row in self.trail:
            if row != _PRIKUP:
                n += 1
        return n

    def work_out(self):
        """With two rows set: the deal and its breakdown (each player's result,
        the notes), or why the rules refuse it."""
        self.event = self.lines = None
        if self.players_set() < 2:
            return
        s = self.ui.ctx.journal.table.engine
        left = 10           # the row left "?": 10 less the others (and the prikup)
        for n in self.split:
            left -= n or 0
        tricks = [None] * s.players  # type: list
        seats = s.seated()
        for i in range(3):
            n = self.split[i]
            tricks[seats[i]] = left if n is None else n
        if len(self.split) > _PRIKUP:   # the dealer's prikup tricks (Leningrad at four)
            tricks[s.dealer] = self.split[_PRIKUP]
        self.tricks = tricks
        try:
            event = D.Deal.raspasy(tricks)
            b = s.score(event)
        except ValueError as exc:
            self.lines = wrap(T.CANNOT + ": " + T.why("W%d" % exc.args[0], exc.args[1:]), 20)
            return
        lines = b.results
        for note in b.notes:
            lines = lines + wrap(T.why("N%d" % note[0], note[1:], (0, 1, 4)), 20)   # (4: a classic system's)
        self.event = event
        self.lines = lines

    def save(self):
        if self.event is None:      # refused: why, on this screen
            from ui.dialogs import Message
            self.ui.push(Message(T.CANNOT, self.lines or []))
            return
        load("ui.pref").save(self.ui, PREF_DEAL, self.event, (
            "ui.pref_raspasy.Raspasy", self.ui.ctx.journal.table.engine, self.split, self.trail))

    def draw(self, c):
        # a row a player: name(8) tricks(2) and once two are in, his result;
        # the notes (or why not) below; the lit row is the one the arrows set
        t = self.ui.ctx.journal.table
        seats = t.engine.seated()
        lines = self.lines or ()
        n_players = t.engine.players
        c.title(T.one("ASK", 5))
        rows = len(self.split)
        for i in range(rows):
            n = self.split[i]
            if i == _PRIKUP:            # the dealer's prikup: "Prikup" for his name, his result
                p = t.engine.dealer
                name = T.PRIKUP
                shown = "%2d" % n
            else:
                p = seats[i]
                name = t.players[p]
                shown = "%2d" % self.tricks[p] if self.players_set() == 2 else " ?" if n is None else "%2d" % n
            result = "%+9d" % lines[p] if self.event is not None else ""
            c.text(name + " " * (8 - len(name)) + shown + result, 0, 1 + i, i == self.row)
        rest = lines[n_players:] if self.event is not None else lines
        for i in range(min(6 - rows, len(rest))):
            c.text(rest[i], 0, 1 + rows + i)
        c.line(7, T.one("HINT_NUMBER", 1) if self.players_set() == 2 else T.one("HINT_FIRST", 1))
