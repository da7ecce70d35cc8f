# Under micropython: the screen stack and widgets on a plain framebuf, keys by hand.
import framebuf
from ui import keys
from ui import text as T
from ui.canvas_text import TextCanvas
from ui.home import Home
from ui.screen import UI, Screen
from ui.pickers import NumberPicker, PlayerPicker
from ui.choice import Choice
from ui.dialogs import Confirm, Message
from ui.widgets import Menu, wrap

fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
canvas = TextCanvas(fb)
T.use("en")             # the English texts (the setting; Russian is the default)
L, R, OK, BACK = keys.LEFT, keys.RIGHT, keys.OK, keys.BACK
P, LONG, REP = keys.PRESS, keys.LONG, keys.REPEAT


def press(ui, *seq):
    for k in seq:
        if isinstance(k, tuple):
            ui.handle(k[0], k[1])
        else:
            ui.handle(k, P)
    ui.draw(canvas)
    return canvas.rows()


def lit():
    n = 0
    for y in range(64):
        for x in range(128):
            n += fb.pixel(x, y)
    return n


# Menu: 10 items, 7 rows; moving down scrolls; wraps at both ends.
picked = []
root = Screen()
ui = UI(root)
items = ["item %d" % i for i in range(10)]
ui.push(Menu("Ten", items, picked.append))
rows = press(ui)
assert rows[0].startswith("Ten") and rows[1].startswith("item 0") and rows[7].startswith("item 6"), rows
assert canvas.highlighted() == ["item 0"]
rows = press(ui, R, R, R, R, R, R, R, R)          # to item 8: rows show 2..8
assert rows[1].startswith("item 2") and rows[7].startswith("item 8"), rows
assert canvas.highlighted() == ["item 8"]
press(ui, (R, REP), OK)                           # a repeat moves too
assert picked == [9], picked
press(ui, R, OK)                                  # wraps to 0
assert picked == [9, 0]
press(ui, L, OK)                                  # and back to 9
assert picked == [9, 0, 9]
press(ui, (OK, LONG))                             # a long OK is not a pick
assert picked == [9, 0, 9]
press(ui, BACK)
assert ui.top is root
print("ok menu scrolls, wraps, picks")

# NumberPicker clamps and reports; BACK cancels.
got = []
ui.push(NumberPicker("N", 5, 0, 7, got.append))
rows = press(ui, R, R, R, R, R)
assert "7" in rows[4] and "▶" not in rows[4], rows[4]
press(ui, OK)
assert got == [7] and ui.top is root
ui.push(NumberPicker("N", 5, 0, 7, got.append))
press(ui, L, BACK)
assert got == [7] and ui.top is root
print("ok number picker")

# Choice wraps and reports the index.
ui.push(Choice("C", ["a", "b", "c"], 0, got.append))
press(ui, L, OK)
assert got == [7, 2]
print("ok choice")

# PlayerPicker: three different names in order; BACK gives one back.
names = []
ui.push(PlayerPicker(T.NAMES, 3, names.extend))
rows = press(ui)
assert rows[0].startswith(T.PICK_NAME % 1) and rows[0].endswith("1/3"), rows[0]
press(ui, OK)                    # Anna
press(ui, OK)                    # Boris (Anna is gone from the list)
press(ui, BACK)                  # gives Boris back
rows = press(ui, R, OK)          # Vera (list is Boris, Vera, ...)
assert rows[0].endswith("3/3") and rows[7].startswith("Anna,Vera"), rows
press(ui, R, R, OK)              # Gleb: list Boris, Gleb?  Boris, Gleb, Dina...: R,R -> Dina
assert names == ["Anna", "Vera", "Dina"], names
assert ui.top is root
print("ok player picker")

# Confirm: No first, so a stray OK is harmless.
said = []
ui.push(Confirm("Sure?", ["line"], lambda: said.append("yes"), lambda: said.append("no")))
rows = press(ui)
assert canvas.highlighted() == [T.NO], canvas.highlighted()
press(ui, OK)
ui.push(Confirm("Sure?", ["line"], lambda: said.append("yes")))
press(ui, R, OK)
ui.push(Confirm("Sure?", ["line"], lambda: said.append("yes"), lambda: said.append("no")))
press(ui, BACK)
assert said == ["no", "yes", "no"], said
print("ok confirm")

# Message: wraps long text, OK closes and calls back.
assert wrap("No I2C device at address 0x3c") == ["No I2C device at", "address 0x3c"]
assert wrap("abcdefghijklmnopqrstuvwx") == ["abcdefghijklmnopqrstu", "vwx"]
assert wrap("Продолжать нечего: открытой игры нет.") == ["Продолжать нечего:", "открытой игры нет."]
ui.push(Message("M", "one two three four five six seven eight nine ten eleven twelve thirteen "
                     "fourteen fifteen sixteen", lambda: said.append("read")))
rows = press(ui)
assert rows[1].startswith("one two three"), rows
press(ui, OK)
assert said[-1] == "read" and ui.top is root
print("ok message")


# A screen that raises does not take the UI down.
class Broken(Screen):
    def key(self, key, kind):
        raise ValueError("bad news")


ui.push(Broken())
rows = press(ui, OK)
assert ui.errors == 1 and rows[0].startswith(T.ERROR) and rows[1].startswith("bad news"), rows
press(ui, OK)
assert isinstance(ui.top, Broken)


class BadDraw(Screen):
    def draw(self, c):
        raise KeyError("nope")


ui.push(BadDraw())
rows = press(ui)
assert ui.errors == 2 and rows[0].startswith(T.ERROR), rows
assert lit() > 0
print("ok errors are shown, not fatal")

# The stack cannot grow without end.
for i in range(100):
    ui.push(Screen())
assert len(ui.stack) == UI.MAX_DEPTH
ui.home()
assert ui.top is root
print("ok bounded stack")

# Home: the whole new-pulya setup.
home = Home()
ui = UI(home)
rows = press(ui)
assert rows[0].startswith(T.APP) and rows[1].startswith(T.NEW_PULYA)
press(ui, OK)                   # New pulya
press(ui, R, OK)                # 4 players
press(ui, OK, OK, OK, OK)       # Anna, Boris, Vera, Gleb
rows = press(ui)
assert rows[0].startswith(T.END_AT) and "100" in rows[4], rows
press(ui, R, OK)                # ends at 120
rows = press(ui, L, OK)         # Gleb deals first (LEFT wraps from Anna)
assert rows[0].startswith(T.START_Q[:8]), rows
assert rows[1].startswith("Anna, Boris") and rows[2].startswith("Vera, Gleb"), rows
assert rows[4].startswith("Ends at 120") and rows[5].startswith("Gleb deals first"), rows
press(ui, OK)                   # Yes is the default here
assert home.started == (["Anna", "Boris", "Vera", "Gleb"], [4, 3, 120, 0]), home.started
assert ui.top is home
press(ui, BACK, (BACK, LONG))   # nothing happens at the root
assert ui.top is home
rows = press(ui, R, OK)         # Resume without a ledger
assert rows[1].startswith("Nothing to resume"), rows
rows = press(ui, OK, R, R, OK)  # Settings
assert rows[0].startswith(T.SETTINGS), rows
rows = press(ui, OK)            # Contrast, but no settings store here: says so
assert rows[0].startswith(T.SETTINGS) and rows[1].startswith(T.ERROR), rows
print("ok home: new pulya setup")

# A deep flow: long BACK goes home from anywhere.
ui.home()
home.index = 0
rows = press(ui, R, R, R, OK, L, OK)     # Settings, About (the last)
assert rows[0].startswith(T.ABOUT) and len(ui.stack) == 3, rows
press(ui, (BACK, LONG))
assert ui.top is home
print("ok long back goes home")


# The language switches at once: the same screens, the other table.
T.use("ru")
rows = press(ui)
assert rows[1].startswith("Новая пуля") and rows[2].startswith("Продолжить"), rows
T.use("en")
rows = press(ui)
assert rows[1].startswith("New pulya"), rows
print("ok the language switches at run time")
print("ALL OK")
