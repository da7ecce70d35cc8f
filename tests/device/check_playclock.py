# Under micropython, in a scratch folder: the play clock (end by time) and the
# screens that end a pulya when the agreed time is up.
import framebuf
from device.journal import Journal
from device.playclock import PlayClock
from ui import keys
from ui import text as T
from ui.canvas_text import TextCanvas
from ui.home import Home, open_pulya
from ui.screen import UI

MIN = 60000


class J:
    """The journal as the clock sees it: open or not, and the session id."""

    def __init__(self, sid):
        self.sid = sid
        self.open = True
        self.current = self

    def is_open(self):
        return self.open


c = PlayClock("pc.txt").load()
assert c.ms == 0 and c.minutes() == 0
j = J(5)
c.tick(0, j)                        # a new session: its count starts at 0, written at once
c.tick(1000, j)
c.tick(11000, j)                    # a 10 s stall counts as max_gap_ms (2 s)
assert c.ms == 3000, c.ms
now = 11000
for i in range(120):                # two minutes of play, a tick a second
    now += 1000
    c.tick(now, j)
assert c.minutes() == 2 and c.ms == 123000, c.ms
assert open("pc.txt").read() == "5 120\n", open("pc.txt").read()   # written every minute
print("ok counts play, caps a stall, saves every minute")

# a reboot: the count goes on from the file for the same session
c = PlayClock("pc.txt").load()
assert c.ms == 120000
c.tick(0, j)
c.tick(1000, j)
assert c.ms == 121000
j.open = False                      # a closed pulya does not count
c.tick(5000, j)
assert c.ms == 121000
c.tick(0, J(6))                     # the next pulya starts from nothing
assert c.ms == 0 and open("pc.txt").read() == "6 0\n"
print("ok survives a reboot, per session")

# garbage in the file: start from 0, nothing raises
with open("pc.txt", "w") as f:
    f.write("what\n")
assert PlayClock("pc.txt").load().ms == 0
print("ok damaged file")


# The screens: a 2-hour pulya.
class Ctx:
    pass


fb = framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB)
canvas = TextCanvas(fb)
T.use("en")             # the English texts (the setting; Russian is the default)
ctx = Ctx()
ctx.journal = Journal(root="ledger")
ctx.journal.boot()
ctx.clock = PlayClock("pc.txt").load()
ui = UI(Home(), ctx)


def press(*seq):
    for k in seq:
        ui.handle(k, keys.PRESS)
    ui.draw(canvas)
    return canvas.rows()


OK, R, L = keys.OK, keys.RIGHT, keys.LEFT
open_pulya(ui, ["Anna", "Boris", "Vera"], [3, 0, 0, 120])
ctx.clock.tick(0, ctx.journal)
ctx.clock.ms = 119 * MIN
rows = press()
assert rows[0] == "Pulya 0       1:59/2h", rows[0]
rows = press(OK, OK, OK, OK)              # a six by Boris, Vera open: the tricks question
assert rows[0].startswith("Tricks: Boris"), rows
ctx.clock.ms = 120 * MIN                  # the time runs out during the deal
rows = press(R, OK)                       # ▶ made, OK saves
assert rows[0].startswith("Final results"), rows
t = ctx.journal.table
assert t.closed and t.entries == 2 and t.totals() == [-10, 12, -2], (t.closed, t.entries, t.totals())
print("ok the deal in play is saved, then the pulya ends")

# the time runs out between deals: OK on the scoreboard offers the end
press(OK)                                 # results -> start menu
open_pulya(ui, ["Anna", "Boris", "Vera"], [3, 0, 0, 120])
ctx.clock.tick(0, ctx.journal)
ctx.clock.ms = 121 * MIN
rows = press()
assert rows[0] == "Pulya 0       2:01/2h", rows[0]
rows = press(OK)
assert rows[0].startswith("Time is up"), rows
rows = press(R, OK)                       # No is offered: ▶ Yes
assert rows[0].startswith("Final results") and ctx.journal.table.closed, rows
print("ok time up on the scoreboard")
print("ALL OK")
