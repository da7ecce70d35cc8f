"""Preferans history: the pulya's entries, newest first, a line each,
numbered as the scoreboard counts deals, with what the deal gave its player
(the declarer's vists, a penalty's); OK opens the entry's breakdown
(``ui.pref_history_entry``).

Memory: the history keeps no line.  Opening it reads the ledger file twice
(the corrections, then the entries replayed by the rules to number and
score them) and keeps twelve bytes an entry: the record's file offset, its
number and what it gave, and what it was as four small numbers
(``ui.pref_lines.brief``); the lines on the screen are made of those when
drawn.  The ledger's reading code is let go while the players read.  An
entry's breakdown covers the history (``UI.cover``): this module and its
figures are off the heap while the breakdown is worked out and read, and
the history is made again, read again, with its cursor where it was when
the breakdown closes.

Loaded when opened (from the game menu or the start menu) and dropped when
the scoreboard or the start menu is on top again.
"""
from array import array

from rules import pref_sheet as D
from rules.ledger import PREF_DEAL, PREF_PENALTY, UNDO, VOID
from ui import drop, keys
from ui import text as T
from ui.pref_lines import brief, said
from ui.screen import Screen
from ui.widgets import BODY, _step, saved, wrap

_WIDTH = 20         # a line: the 21st column holds the scroll mark


class History(Screen):
    """The entries of the pulya, newest first (see the module)."""

    def __init__(self, index=0, first=0):
        super().__init__()
        self.offsets = array("I")   # each entry's record in the ledger file, oldest first
        self.figures = array("h")   # per entry: its deal number (0: none), what it gave its player
        self.briefs = array("b")    # per entry: what it was (ui.pref_menu.brief: four numbers)
        self.taken = {}             # {seq: UNDO or VOID} of the entries taken back
        self.seqs = array("H")      # per entry: its seq (how it was taken back, the void)
        self.index = index          # the line lit, 0 the newest
        self.first = first          # the line on top
        self.made = -1              # the ledger's last seq when the lines were numbered

    def fresh(self):
        """Number and score the entries again if the ledger has changed (a
        void from a breakdown).  Done when drawn, not when opened: the code
        that opened the history (the game menu) has returned and left the
        heap by then."""
        j = self.ui.ctx.journal
        if self.made != j.table.seq:
            try:
                self.read(j)
            except Exception:
                # read halfway (the heap ran out): its lines do not match,
                # so the history closes and the error is said over the
                # screen under it
                self.ui.pop()
                raise
            self.made = j.table.seq

    def read(self, j):
        from rules.table import Table, TableError
        # the old ones let go first
        self.offsets = offsets = array("I")
        self.figures = figures = array("h")
        self.briefs = briefs = array("b")
        self.seqs = seqs = array("H")
        self.taken = taken = {}
        records = j.current.records()
        for seq, rtype, values in records:
            if rtype == UNDO or rtype == VOID:
                if values and type(values[0]) is int:
                    taken[values[0]] = rtype
            elif rtype == PREF_DEAL or rtype == PREF_PENALTY:
                offsets.append(records.at)
                seqs.append(seq)
                for n in brief(rtype, values):
                    briefs.append(n if type(n) is int and -128 <= n < 128 else 0)
        # the rules number and score them: the pulya replayed, the entries
        # taken back as they were (rules.table)
        t = Table()
        t.voided = taken     # type: ignore[assignment]  # the entries taken back: a dict, as rules.table_replay gives
        for seq, rtype, values in records:
            entry = rtype == PREF_DEAL or rtype == PREF_PENALTY
            who = -1
            if entry and seq not in taken and t.engine is not None and len(values) > 1 \
                    and values[0] != D.RASPASY and type(values[1]) is int and 0 <= values[1] < t.engine.players:
                who = values[1]
                before = t.engine.results[who]
            try:
                t.apply(seq, rtype, values)
            except TableError:
                t.seq = seq     # damage the boot has noted: the line says "?"
                who = -1
            if entry:
                live = seq not in taken and rtype == PREF_DEAL and t.engine is not None
                figures.append(t.engine.deals if live else 0)
                figures.append(t.engine.results[who] - before if who >= 0 else 0)
        t = records = None  # type: ignore[assignment]  # let go before the modules are dropped
        # the reading and the replay's code are not kept while the players read,
        # nor the menu's that opened this
        drop("rules.table_replay rules.ledger_read device.journal_read ui.pref_menu")
        if self.index >= len(offsets):
            self.index = 0

    def line(self, k):
        """The line of entry ``k`` (0 the oldest): its number (or how it was
        taken back), what it was, what it gave its player."""
        how = self.taken.get(self.seqs[k])
        number = self.figures[2 * k]
        if how:
            head = T.one("H_TAKEN", how - UNDO)
            head += " " * (3 - len(head))       # by hand: "%-3s" pads bytes in MicroPython
        else:
            head = "%3d" % number if number else "   "
        b = self.briefs
        left = head + " " + said(b[4 * k], b[4 * k + 1], b[4 * k + 2], b[4 * k + 3], self.ui.ctx.journal.table.players)
        gave = self.figures[2 * k + 1]
        tail = "" if how or not gave else "%+d" % gave
        room = _WIDTH - len(tail) - (1 if tail else 0)
        return left[:room] + " " * (room - len(left)) + (" " + tail if tail else "")

    def key(self, key, kind):
        n = len(self.offsets)
        d = _step(key, kind)
        if d and n:
            self.index = (self.index + d) % n
        elif key == keys.OK and kind == keys.PRESS:
            if n:
                k = n - 1 - self.index
                # the breakdown made once this code has returned, over the
                # history let go (made again with its cursor when it closes)
                self.ui.cover(("ui.pref_history_entry.Entry", self.offsets[k], self.figures[2 * k], self.line(k).strip(),
                               self.taken), (self.index, self.first))
                drop("ui.pref_lines")
            else:
                self.ui.pop()       # nothing to open: OK leaves, as its hint says
        elif key == keys.BACK:
            Screen.key(self, key, kind)

    def draw(self, c):
        self.fresh()
        c.title(T.HISTORY)
        n = len(self.offsets)
        if not n:
            c.text(T.NO_HISTORY, 0, 1)
            c.right(7, T.OK, True)
            return
        if self.index < self.first:
            self.first = self.index
        elif self.index >= self.first + BODY:
            self.first = self.index - BODY + 1
        first = self.first
        for i in range(first, min(n, first + BODY)):
            c.line(1 + i - first, self.line(n - 1 - i), i == self.index)
        if first > 0:
            c.mark(_WIDTH, 1, True)
        if first + BODY < n:
            c.mark(_WIDTH, BODY, False)
