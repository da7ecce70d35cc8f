# Under micropython, in a scratch folder: the OFC new-match screen takes the
# rule defaults and the names the PC sent (device.settings, set by the sync).
import framebuf
from device.journal import Journal
from device.settings import Settings
from ui import keys
from ui import text as T
from ui.canvas_text import TextCanvas
from ui.home import Home
from ui.screen import UI

OK, R, L = keys.OK, keys.RIGHT, keys.LEFT


class Ctx:
    pass


canvas = TextCanvas(framebuf.FrameBuffer(bytearray(1024), 128, 64, framebuf.MONO_VLSB))
T.use("en")             # the English texts (the setting; Russian is the default)


def device(settings):
    ctx = Ctx()
    ctx.journal = Journal(root="ledger")
    ctx.journal.boot()
    ctx.settings = settings
    return UI(Home(), ctx)


def press(ui, *seq):
    for k in seq:
        ui.handle(k, keys.PRESS)
    ui.draw(canvas)
    return [r.rstrip() for r in canvas.rows()]


# nothing sent: the rules menu as before (31, stake 10, Anna on the button)
ui = device(Settings("none.txt").load())
rows = press(ui, L, OK, OK, OK)           # New match, Anna, Boris
print("defaults: %r" % rows[1:8])

# sent by the PC: target 51, stake 25, no middle stay, progressive, button moves; names Ann,Bob
with open("settings.txt", "w") as f:
    f.write("ofc_target=51\nofc_stake=25\nofc_stay_rule=1\nofc_progressive=1\nofc_button_moves=1\n"
            "names=Ann,Bob\n")
ui = device(Settings("settings.txt").load())
rows = press(ui, L, OK)
print("picker: %r" % rows[1:4])
rows = press(ui, OK, OK)                  # Ann, Bob
print("sent: %r" % rows[1:8])
rows = press(ui, OK)                      # Start match
m = ui.ctx.journal.table.engine.match
print("started: %r %r" % (rows[0], m.settings.to_values()))
# a stake the list lacks (30) is kept as sent; OK on the target goes round from 31
with open("settings.txt", "w") as f:
    f.write("ofc_target=45\nofc_stake=30\n")
ui = device(Settings("settings.txt").load())
ui.ctx.journal.close_session()
rows = press(ui, L, OK, OK, OK)
print("odd: %r" % rows[2:4])
rows = press(ui, R, OK)
print("target again: %r" % rows[2])
