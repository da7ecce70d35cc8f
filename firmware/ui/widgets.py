"""Small reusable screens: the menu, the word wrap, what a save says (the
yes/no question and the message are ``ui.dialogs``, loaded when one is
shown; the setup screens' number and player pickers are in ``ui.pickers``,
loaded with them; the one-option-at-a-time choice of the setup screens and
the OFC match's davi in ``ui.choice``: a pulya does not keep them).

Each finishes by closing itself first and then calling its callback, so the
callback may open the next screen.  LEFT/RIGHT (and their repeats) move, OK
takes, BACK leaves.
"""
from ui import keys, load
from ui import text as T
from ui.screen import Screen

BODY = 7            # rows 1..7 under the title
COLS = 21           # columns of the screen (ui.canvas)


def wrap(s, width=COLS):
    """Split ``s`` into lines of at most ``width`` characters at spaces (a
    word longer than a line is cut).

    >>> wrap("No I2C device at address", 16)
    ['No I2C device at', 'address']
    >>> wrap("Продолжать нечего: открытой игры нет.")
    ['Продолжать нечего:', 'открытой игры нет.']
    """
    out = []
    for para in s.split("\n"):
        line = ""
        for word in para.split(" "):
            while len(word) > width:
                if line:
                    out.append(line)
                    line = ""
                out.append(word[:width])
                word = word[width:]
            if not line:
                line = word
            elif len(line) + 1 + len(word) <= width:
                line = line + " " + word
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


def saved(ui, code):
    """True if the journal saved: OK (0), saved on a flash filling up (1),
    saved without its checkpoint (2); otherwise tell the players why not.

    A flash filling up is told once a session (and again after a restart),
    when the key that saved is handled: the flow's own screens close first,
    the message stays on top of where it left the players.  It comes while
    an evening still fits (``Journal.low_blocks``), at the session's open
    too, and says what to do: sync with the PC and free old sessions.
    """
    if code > 2:
        # the code's text in the device's language (the journal's detail,
        # English and technical, stays in the journal for the PC)
        ui.push(load("ui.dialogs").Message(T.NOT_SAVED, wrap(T.why("E%d" % code))))
        return False
    if code == 1:
        s = ui.ctx.journal.current
        if s is not None and ui.warned != s.sid:
            ui.warned = s.sid
            ui.then = (ui.push, load("ui.dialogs").Message(T.FLASH_LOW, T.FLASH_LOW_WHAT))
    return True


def _label(item):
    return item() if callable(item) else item


def _step(key, kind):
    """-1, +1 or 0 for a key event that moves a selection."""
    if kind == keys.LONG:
        return 0
    if key == keys.LEFT:
        return -1
    if key == keys.RIGHT:
        return 1
    return 0


class Menu(Screen):
    """A list to pick from.  ``items`` are strings or functions giving strings;
    ``pick(index)`` runs on OK (the menu stays open unless ``close``)."""

    def __init__(self, title, items, pick, index=0, close=False):
        super().__init__()
        self.title = title
        self.items = items
        self.pick = pick
        self.index = index if 0 <= index < len(items) else 0
        self.first = 0
        self.close = close

    def key(self, key, kind):
        d = _step(key, kind)
        n = len(self.items)
        if d and n:
            self.index = (self.index + d) % n
        elif key == keys.OK and kind == keys.PRESS and n:
            if self.close:
                self.ui.pop()
            self.pick(self.index)
        elif key == keys.BACK:
            super().key(key, kind)

    def draw(self, c):
        c.title(_label(self.title))
        n = len(self.items)
        if self.index < self.first:
            self.first = self.index
        elif self.index >= self.first + BODY:
            self.first = self.index - BODY + 1
        for i in range(self.first, min(n, self.first + BODY)):
            c.line(1 + i - self.first, _label(self.items[i]), i == self.index)
        # the last column holds the scroll marks (the lines are 20 wide)
        if self.first > 0:
            c.mark(COLS - 1, 1, True)
        if self.first + BODY < n:
            c.mark(COLS - 1, BODY, False)
