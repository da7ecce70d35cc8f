"""Player names typed on the device, and the list it remembers.

``LetterPicker`` types a name with the four buttons: ◀▶ move along the
letters, OK takes one, BACK erases the last, a held OK finishes.  The
letters are a ring of the Russian alphabet (or the Latin one, or the
digits), a space (drawn ·) and a hyphen, and the entries that go to the
other two alphabets ("AB", "12"): the ring starts on the device's language.  A
letter is a capital at the start of the name and after a space or hyphen,
small otherwise, so "Анна" is four letters.  What a name may be is
``rules.names``'s (1 to 8 characters: what the scoreboard shows).

The device remembers the names its tables use (``device.settings``: the
last used first; ``ui.pickers.remember``); the new pulya's and the new
match's pickers (``ui.pickers``) offer them before the presets, so a
regular table picks them again with OK, OK, OK.  ``names_menu`` (Settings, Player names) lists
them: OK on one forgets it, "New name..." adds one.  Loaded with the setup
screens when a name is typed, and dropped with them (``ui.SETUP``).
"""
from rules.names import MAX_LEN, problem
from ui import keys
from ui import text as T
from ui.screen import Screen
from ui.dialogs import Confirm, Message
from ui.widgets import Menu, wrap

# the three alphabets, capitals and small letters (MicroPython's str.lower
# knows ASCII only), each a ring with a space and a hyphen at its end
ALPHABETS = (("АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ", "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"),
             ("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz"), ("0123456789", "0123456789"))
_CELL = 3           # columns a letter takes in the strip: seven show, the taken one in the middle


class LetterPicker(Screen):
    """Type a name; ``done(name)`` with the name once a held OK finishes it
    (a name that is not one, or one of ``taken``, is explained and the
    typing goes on).  BACK on an empty name leaves without one."""

    def __init__(self, taken, done):
        super().__init__()
        self.taken = taken
        self.done = done
        self.name = ""
        self.abc = 1 if T.language == "en" else 0      # the alphabet in use
        self.at = 0         # the letter at the middle of the strip

    def ring(self):
        """The current alphabet's entries: its letters as typed now (a
        capital or a small one), space, hyphen, the other alphabets' labels."""
        letters = ALPHABETS[self.abc][1 if self.name and self.name[-1] not in " -" else 0]
        labels = T.NAME_SETS
        return list(letters) + [" ", "-"] + [labels[i] for i in range(3) if i != self.abc]

    def key(self, key, kind):
        ring = self.ring()
        if key in (keys.LEFT, keys.RIGHT) and kind != keys.LONG:
            self.at = (self.at + (1 if key == keys.RIGHT else -1)) % len(ring)
        elif key == keys.OK and kind == keys.PRESS:
            item = ring[self.at]
            if len(item) > 1:           # another alphabet: its first letter
                self.abc = list(T.NAME_SETS).index(item)
                self.at = 0
            elif len(self.name) < MAX_LEN:
                self.name += item
        elif key == keys.BACK and kind == keys.PRESS:
            if self.name:
                self.name = self.name[:-1]
            else:
                self.ui.pop()
        elif key == keys.BACK:
            super().key(key, kind)

    def held_ok(self):
        """A held OK finishes the name (here, whatever is below)."""
        if self.ui.top is not self:
            return False
        name = self.name.strip()
        if problem(name) is not None or name in self.taken:
            self.ui.push(Message(T.NAME_OF, wrap(T.NAME_BAD)))
            return True
        self.ui.pop()
        self.done(name)
        return True

    def draw(self, c):
        c.title(T.NAME_OF, "%d/%d" % (len(self.name), MAX_LEN))
        c.text(self.name + "_", 2, 2)
        ring = self.ring()
        n = len(ring)
        for k in range(-3, 4):
            item = ring[(self.at + k) % n]
            if item == " ":
                item = "·"          # a space, seen
            c.text(" %s " % item if len(item) == 1 else " " + item, 9 + k * _CELL, 4, k == 0)
        c.line(5, T.NAME_HINT_1)
        c.line(6, T.NAME_HINT_2)
        c.line(7, T.NAME_HINT_3)


def names_menu(ui):
    """Settings, Player names: the remembered names (OK: forget one?) and
    "New name..." (OK: type one, it is remembered)."""
    s = getattr(ui.ctx, "settings", None)

    def items():
        return list((s.names if s is not None else None) or []) + [T.NEW_NAME]

    menu = Menu(T.NAMES_TITLE, items(), None)

    def again():
        menu.items = items()
        menu.index = min(menu.index, len(menu.items) - 1)

    def forget(name):
        s.names.remove(name)
        try:
            s.save()
        except OSError:
            pass
        again()

    def added(name):
        from ui.pickers import remember
        remember(ui, [name])
        again()

    def pick(index):
        if index == len(menu.items) - 1:
            ui.push(LetterPicker(menu.items[:-1], added))
        elif s is not None:
            name = menu.items[index]
            ui.push(Confirm(T.FORGET_Q % name, [], lambda: forget(name)))

    menu.pick = pick
    return menu
