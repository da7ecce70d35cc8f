"""An entry of the preferans history (``ui.pref_history``) opened: what it
was and its breakdown (each player's result, who wrote what on whom, the
notes, the check code after it), from which it can be voided while it
counts and the pulya is open.

Its own module, loaded when an entry is opened: the entry covers the
history (``UI.cover``), so while the breakdown is worked out (the record
read again at its offset, the pulya replayed up to it and scored by the
rules) neither the history's code nor its figures are on the heap; the
history is made again when the entry closes.
"""
from rules.ledger import PREF_DEAL, UNDO, link
from rules import pref_session as S
from ui import drop, keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, _step, saved, wrap

_WIDTH = 20         # a line: the 21st column holds the scroll mark (as the history's)


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
    counts and the pulya is open; BACK: the history.  Made of what the
    history knew of it: its record's ``offset`` in the ledger file, its
    deal ``number`` (0: none), its history ``line``, and the entries
    ``taken`` back ``{seq: UNDO or VOID}``."""

    def __init__(self, offset, number, line, taken):
        super().__init__()
        self.offset = offset
        self.number = number
        self.line = line
        self.taken = taken
        self.first = 0
        self.seq = 0
        self.lines = []
        self.live = False       # it counts and the pulya is open: OK voids it

    def enter(self):
        if self.lines:
            return
        j = self.ui.ctx.journal
        with open(j.current.path, "rb") as f:
            r = read_at(f, self.offset)
        if r is None:
            self.lines = ["?"]
            return
        self.seq = r[0]
        how = self.taken.get(r[0])
        number = self.number
        self.title = T.one("H_TAKEN_WHY", how - UNDO) if how else T.H_DEAL % number if number else T.HISTORY
        lines = [self.line]
        if how:         # what the mark means
            lines.extend(wrap(T.one("UNDO_NOTES", how - UNDO), _WIDTH))
        lines.extend(breakdown(j, r[0], r[1], r[2], self.taken) or ())
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
