"""Preferans history: the pulya's entries, newest first, a line each,
numbered as the scoreboard counts deals, with what the deal gave its player
(the declarer's vists, a penalty's); OK opens the entry's breakdown (each
player's result, who wrote what on whom, the notes, the check code after
it), from which it can be voided while it counts and the pulya is open.

Memory: the history keeps no line.  Opening it reads the ledger file twice
(the corrections, then the entries replayed by the rules to number and
score them) and keeps twelve bytes an entry: the record's file offset, its
number and what it gave, and what it was as four small numbers
(``ui.pref_lines.brief``); the lines on the screen are made of those when
drawn, and the breakdown reads the record again at its offset
(``read_at``).  The ledger's reading code is let go while the players
read: a 300-deal pulya's history opens in the pulya's own heap
(tests/test_device_memory.py).

Loaded when opened (from the game menu or the start menu) and dropped when
the scoreboard or the start menu is on top again.
"""
from array import array

from rules import pref_sheet as D
from rules.ledger import PREF_DEAL, PREF_PENALTY, UNDO, VOID, link
from rules import pref_session as S
from ui import drop, keys, load
from ui import text as T
from ui.pref_lines import brief, said
from ui.screen import Screen
from ui.widgets import BODY, _step, saved, wrap

_WIDTH = 20         # a line: the 21st column holds the scroll mark


def read_at(f, offset):
    """``(seq, type, values, link after it)`` of the record at ``offset`` of
    the open ledger file ``f``; None if no whole record is there."""
    from rules.ledger_read import fields, frame
    f.seek(offset)
    buf = f.read(64)
    size = frame(buf, 0, len(buf))
    if size < 0:                # a long record: the rest of it
        buf += f.read(-size)
        size = frame(buf, 0, len(buf))
    if size <= 0:
        return None
    r = fields(buf, 0, size)
    return r[1], r[2], r[3], link(memoryview(buf)[:size])


class History(Screen):
    """The entries of the pulya, newest first (see the module)."""

    def __init__(self):
        super().__init__()
        self.offsets = array("L")   # each entry's record in the ledger file, oldest first
        self.figures = array("h")   # per entry: its deal number (0: none), what it gave its player
        self.briefs = array("b")    # per entry: what it was (ui.pref_menu.brief: four numbers)
        self.taken = {}             # {seq: UNDO or VOID} of the entries taken back
        self.seqs = array("H")      # per entry: its seq (how it was taken back, the void)
        self.index = 0              # the line lit, 0 the newest
        self.first = 0
        self.made = -1              # the ledger's last seq when the lines were numbered

    def fresh(self):
        """Number and score the entries again if the ledger has changed (a
        void from a breakdown).  Done when drawn, not when opened: the code
        that opened the history (the game menu) has returned and left the
        heap by then."""
        j = self.ui.ctx.journal
        if self.made != j.table.seq:
            self.made = j.table.seq
            self.read(j)

    def read(self, j):
        from rules.table import Table, TableError
        # the old ones let go first
        self.offsets = offsets = array("L")
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
                self.ui.push(Entry(self, n - 1 - self.index))
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


def breakdown(j, seq, rtype, values, taken):
    """The lines of an entry's breakdown: each player's points and result,
    who wrote what on whom, the notes: as the rules score it at its place
    in the pulya (the entries before it replayed).  None if it does not score."""
    from rules.table import Table, TableError
    t = Table()
    t.voided = taken
    for r in j.current.records():       # to the end: the file is closed then
        if r[0] < seq:
            try:
                t.apply(r[0], r[1], r[2])
            except TableError:
                t.seq = r[0]
    try:
        event = S.Deal.from_values(values) if rtype == PREF_DEAL else S.Incident.from_values(values)
        b = t.engine.score(event)
    except (ValueError, TypeError, IndexError, AttributeError):
        return None
    finally:
        t = None  # type: ignore[assignment]  # let go before its module is dropped
        drop("rules.table_replay")
    names = j.table.players
    lines = []
    for p in range(len(names)):     # name(8) points(4) result(7)
        pts = T.PTS_PULYA % b.pulya[p] if b.pulya[p] else T.PTS_GORA % b.gora[p] if b.gora[p] else ""
        # padded by hand: MicroPython pads "%-8s" to a width in bytes, a Russian letter is two
        lines.append("%s%s %s%s%+7d" % (names[p][:8], " " * (8 - len(names[p][:8])), pts, " " * (4 - len(pts)),
                                          b.results[p]))
    # who wrote on whom, the arrow following the money as in the results'
    # who pays whom: "target→writer vists" (the vists written on him he pays)
    for writer, target, vists, _ in b.entries:
        o, w = names[writer][:7], names[target][:7]
        lines.append("%s%s→%s%s%4d" % (w, " " * (7 - len(w)), o, " " * (7 - len(o)), vists))
    for note in b.notes:
        lines.extend(wrap(T.why("N%d" % note[0], note[1:], (0, 1, 4)), _WIDTH))   # (4: a classic system's)
    return lines


class Entry(Screen):
    """One entry of the history: what it was and its breakdown, the check
    code after it; ◀▶ scroll; OK voids it (Yes/No, No first) while it
    counts and the pulya is open; BACK: the history."""

    def __init__(self, history, k):
        super().__init__()
        self.history = history
        self.first = 0
        self.seq = 0
        self.lines = []
        self.k = k
        self.live = False       # it counts and the pulya is open: OK voids it

    def enter(self):
        if self.lines:
            return
        h = self.history
        j = h.ui.ctx.journal
        with open(j.current.path, "rb") as f:
            r = read_at(f, h.offsets[self.k])
        if r is None:
            self.lines = ["?"]
            return
        self.seq = r[0]
        how = h.taken.get(r[0])
        number = h.figures[2 * self.k]
        self.title = T.one("H_TAKEN_WHY", how - UNDO) if how else T.H_DEAL % number if number else T.HISTORY
        lines = [h.line(self.k).strip()]
        if how:         # what the mark means
            lines.extend(wrap(T.one("UNDO_NOTES", how - UNDO), _WIDTH))
        lines.extend(breakdown(j, r[0], r[1], r[2], h.taken) or ())
        from rules.witness import code
        lines.append(T.CODE % code(r[3]))
        # read, replayed, worked out: their code is not kept while the players read
        drop("rules.witness rules.ledger_read rules.table_replay device.journal_read")
        self.lines = lines
        self.live = not how and not j.table.closed

    def key(self, key, kind):
        d = _step(key, kind)
        if d:
            self.first = min(max(self.first + d, 0), max(0, len(self.lines) - (BODY - 1)))
        elif key == keys.OK and kind == keys.PRESS and self.seq:
            ui = self.ui
            if self.live:
                from ui.dialogs import Confirm
                seq = self.seq
                ui.push(Confirm(T.VOID_Q, [self.lines[0], ""] + wrap(T.one("UNDO_NOTES", 1)),
                                lambda: self.void(seq)))
            else:
                ui.pop()
        else:
            Screen.key(self, key, kind)

    def void(self, seq):
        ui = self.ui
        if saved(ui, ui.ctx.journal.void(seq)):
            ui.pop()        # back to the history, numbered again

    def draw(self, c):
        c.title(self.title)
        lines = self.lines
        first = self.first
        for i in range(BODY - 1):
            if first + i < len(lines):
                c.text(lines[first + i], 0, 1 + i)
        if first > 0:
            c.mark(_WIDTH, 1, True)
        if first + BODY - 1 < len(lines):
            c.mark(_WIDTH, BODY - 1, False)
        if self.live:
            c.line(7, T.HINT_VOID)
        else:
            c.right(7, T.OK, True)
