"""The yes/no question and the message: ``Confirm`` and ``Message``.

Loaded when one is shown, not kept through a pulya's deals (the scoreboard
and the start menu drop it when they are on top again, ``ui.SETUP``): the
deal entry, a pulya's heap peak, does not show one unless it refuses.
Each closes itself first and then calls its callback, so the callback may
open the next screen.  A question's Yes may be a step for ``UI.then`` (a
tuple: "module.function" and its arguments), run once the question has
returned: what asked it need not stay on the heap while it is asked.
"""
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, _step, wrap


class Confirm(Screen):
    """A question with Yes / No; No is highlighted first, so a stray OK is harmless."""

    def __init__(self, title, lines, yes, no=None, default_yes=False):
        super().__init__()
        self.title = title
        self.lines = lines
        self.yes = yes
        self.no = no
        self.choice = 1 if default_yes else 0   # 1 = yes

    def key(self, key, kind):
        if _step(key, kind):
            self.choice ^= 1
        elif key == keys.OK and kind == keys.PRESS:
            self.ui.pop()
            if self.choice:
                if type(self.yes) is tuple:
                    self.ui.then = self.yes
                else:
                    self.yes()
            elif self.no:
                self.no()
        elif key == keys.BACK and kind == keys.PRESS:
            self.ui.pop()
            if self.no:
                self.no()
        elif key == keys.BACK:
            super().key(key, kind)

    def draw(self, c):
        c.title(self.title)
        for i, s in enumerate(self.lines[:BODY - 1]):
            c.text(s, 0, 1 + i)
        c.text(" " + T.YES + " ", 3, 7, self.choice == 1)
        c.text(" " + T.NO + " ", 12, 7, self.choice == 0)


class Message(Screen):
    """Text to read; OK or BACK closes it and runs ``done()``."""

    def __init__(self, title, body, done=None):
        super().__init__()
        self.title = title
        self.lines = wrap(body) if isinstance(body, str) else body
        self.done = done
        self.first = 0

    def key(self, key, kind):
        d = _step(key, kind)
        if d:
            top = max(0, len(self.lines) - (BODY - 1))
            self.first = min(max(self.first + d, 0), top)
        elif key in (keys.OK, keys.BACK) and kind == keys.PRESS:
            self.ui.pop()
            if self.done:
                self.done()
        elif key == keys.BACK:
            super().key(key, kind)

    def draw(self, c):
        c.title(self.title)
        for i in range(BODY - 1):
            if self.first + i < len(self.lines):
                c.text(self.lines[self.first + i], 0, 1 + i)
        c.right(7, T.OK, True)
