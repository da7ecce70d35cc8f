"""The setup screens' pickers: a number, and the players in seating order;
the names to pick from and the settings the PC sent (``player_names``).

Imported by the setup screens (``ui.setup``, ``ui.ofc_setup``) and dropped
with them (``ui.SETUP``): through a game they are not on the heap.
"""
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, _step


def settings_of(ui):
    """The device's settings (``device.settings``), or None (UI tests)."""
    return getattr(ui.ctx, "settings", None)


def player_names(ui):
    """Names to pick from: the list the PC sent (sync settings) first, then the presets."""
    s = settings_of(ui)
    sent = getattr(s, "names", None) or []
    names = list(sent)
    for n in T.NAMES:
        if n not in sent:
            names.append(n)
    return names


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
        c.text("<" if self.value > self.lo else " ", 1, 4)
        c.text(">" if self.value < self.hi else " ", 14, 4)
        c.line(7, T.HINT_NUMBER)


class PlayerPicker(Screen):
    """Pick ``count`` different names from ``names`` in seating order.

    OK takes the highlighted name for the next seat; BACK gives back the last
    name taken (or leaves when none is taken).  ``done(list_of_names)``.
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
        return [n for n in self.names if n not in self.chosen]

    def key(self, key, kind):
        free = self.free()
        d = _step(key, kind)
        if d:
            self.index = (self.index + d) % len(free)
        elif key == keys.OK and kind == keys.PRESS:
            self.chosen.append(free[self.index])
            self.index = 0
            self.first = 0
            if len(self.chosen) == self.count:
                self.ui.pop()
                self.done(self.chosen)
        elif key == keys.BACK and kind == keys.PRESS and self.chosen:
            self.chosen.pop()
            self.index = 0
        elif key == keys.BACK:
            super().key(key, kind)

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
        c.line(7, ",".join(self.chosen)[:16])
