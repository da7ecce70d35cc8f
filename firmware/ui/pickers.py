"""The setup screens' pickers: a number, and the players in seating order;
the names to pick from (``player_names``: the remembered ones first).

Imported by the setup screens (``ui.setup``, ``ui.ofc_setup``) and dropped
with them (``ui.SETUP``): through a game they are not on the heap.
"""
from ui import keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, _step


def settings_of(ui):
    """The device's settings (``device.settings``), or None (UI tests)."""
    return getattr(ui.ctx, "settings", None)


def player_names(ui):
    """Names to pick from: the remembered ones (the last used first; typed
    on the device or sent by the PC: ``device.settings``), then the presets."""
    s = settings_of(ui)
    sent = getattr(s, "names", None) or []
    names = list(sent)
    for n in T.NAMES:
        if n not in sent:
            names.append(n)
    return names


def remember(ui, names):
    """Put ``names`` (a game's, in seating order, or one just typed) first on
    the device's list, which keeps 16 (``rules.names.MAX_NAMES``), and save
    it if it changed (no settings, as in the UI tests: nothing).  A flash
    that cannot take the file loses the list's change, nothing else."""
    s = settings_of(ui)
    if s is None:
        return
    old = s.names or []
    new = list(names)
    for n in old:
        if n not in new:
            new.append(n)
    new = new[:16]
    if new != old:
        s.names = new
        try:
            s.save()
        except OSError:
            pass


class NumberPicker(Screen):
    """Choose an integer in [lo, hi]; ``done(value)`` on OK."""

    def __init__(self, title, value, lo, hi, done, step=1, fmt="%d", note=""):
        super().__init__()
        self.title = title
        self.lo = lo
        self.hi = hi
        self.step = step
        self.value = min(max(value, lo), hi)
        self.done = done
        self.fmt = fmt
        self.note = note

    def key(self, key, kind):
        d = _step(key, kind)
        if d:
            self.value = min(max(self.value + d * self.step, self.lo), self.hi)
        elif key == keys.OK and kind == keys.PRESS:
            self.ui.pop()
            self.done(self.value)
        elif key == keys.BACK:
            super().key(key, kind)

    def draw(self, c):
        c.title(self.title)
        if self.note:
            c.center(2, self.note)
        s = self.fmt % self.value
        c.center(4, s)
        c.text("◀" if self.value > self.lo else " ", 0, 4)
        c.text("▶" if self.value < self.hi else " ", 20, 4)
        c.line(7, T.one("HINT_NUMBER", 0))


class PlayerPicker(Screen):
    """Pick ``count`` different names from ``names`` in seating order.

    OK takes the highlighted name for the next seat; the last line, "New
    name...", types one (``ui.names.LetterPicker``).  BACK gives back the
    last name taken (or leaves when none is taken).  ``done(list_of_names)``;
    the names are remembered first on the device's list then.
    """

    def __init__(self, names, count, done, chosen=None):
        super().__init__()
        self.names = names
        self.count = count
        self.done = done
        self.chosen = list(chosen or [])
        self.index = 0
        self.first = 0

    def free(self):
        """The names not taken yet, and "New name..." last."""
        return [n for n in self.names if n not in self.chosen] + [T.NEW_NAME]

    def key(self, key, kind):
        free = self.free()
        d = _step(key, kind)
        if d:
            self.index = (self.index + d) % len(free)
        elif key == keys.OK and kind == keys.PRESS:
            if self.index == len(free) - 1:
                self.ui.push(load("ui.names").LetterPicker(self.chosen, self.take))     # a name taken for a seat
            else:
                self.take(free[self.index])
        elif key == keys.BACK and kind == keys.PRESS and self.chosen:
            self.chosen.pop()
            self.index = 0
        elif key == keys.BACK:
            super().key(key, kind)

    def take(self, name):
        """``name`` for the next seat (a typed one joins the list too)."""
        if name not in self.names:
            self.names.insert(0, name)
        self.chosen.append(name)
        self.index = 0
        self.first = 0
        if len(self.chosen) == self.count:
            remember(self.ui, self.chosen)
            self.ui.pop()
            self.done(self.chosen)

    def draw(self, c):
        seat = len(self.chosen) + 1
        c.title(T.PICK_NAME % seat, "%d/%d" % (seat, self.count))
        free = self.free()
        rows = BODY - 1
        if self.index < self.first:
            self.first = self.index
        elif self.index >= self.first + rows:
            self.first = self.index - rows + 1
        for i in range(self.first, min(len(free), self.first + rows)):
            c.line(1 + i - self.first, free[i], i == self.index)
        short = []          # the seats taken so far: as much of each name as fits
        for n in self.chosen:
            short.append(n[:6])
        c.text(",".join(short), 0, 7)
