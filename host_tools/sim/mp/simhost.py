"""The simulator's inside: runs under ``micropython`` with the stand-in hardware.

    micropython simhost.py FLASH BLOCKS MODE [every] [lang=LANG]

FLASH is a file holding the flash image (made and formatted when missing),
BLOCKS its size in 4 KB blocks.  MODE is

* ``script [every]``: drive the buttons on a virtual clock with the comma
  separated keys read from stdin (``ok``, ``left``, ``right``, ``back``, ``long-ok``,
  ``long-back``, ``hold-right-1500``, ``wait-3000``, ``snap``,
  ``send-TEXT`` (a line to the serial port), ``fuzz-N-SEED``) and print a
  JSON line per snapshot;
* ``live``: run the real asyncio app; read ``p KEY`` / ``l KEY`` / ``q``
  lines on stdin and print ``F <hex>`` whenever the glass changes.  The
  serial port (``machine.UART``) is carried on the same pipes: ``s <hex>``
  in, ``S <hex>`` out; the host puts it on a pseudo-terminal.

An image that does not mount gives the line ``E <why>`` and exit status 2
(the host has checked the file before; this is littlefs's own word).

``lang=en`` (or ``ru``) sets the device's language first, as its Settings
would (the setting stays on the flash).

Firmware paths are relative: the flash is mounted at /flash and made the
current folder, as the board's flash is its root.
"""
import json
import sys
import time

import machine
from simboard import GAP_MS, KEYS, LONG_MS, TAP_MS, Sim as BoardSim, mount


class Sim(BoardSim):
    """The board simulation plus what scripts need: serial input, fuzzing, snapshots."""

    seen = {}       # screen class names met while fuzzing

    def do(self, token):
        parts = token.split("-")
        if parts[0] == "send" and len(parts) >= 2:
            machine.UART.link.incoming.extend(("-".join(parts[1:]) + "\n").encode())
            self.run_for(100)
        elif parts[0] == "fuzz" and len(parts) == 3:
            return self.fuzz(int(parts[1]), int(parts[2]))
        else:
            super().do(token)
        return None

    def fuzz(self, n, seed):
        """``n`` random presses of random length; stop at the first problem."""
        import random
        random.seed(seed)
        lengths = (30, 60, 60, 60, 120, 300, 800, 1200)
        # OK-heavy, so that random play gets past the questions and saves
        weighted = ("ok", "ok", "ok", "right", "right", "left", "back", "ok")
        for i in range(n):
            key = weighted[random.getrandbits(3)]
            self.hold(key, lengths[random.getrandbits(3)])
            self.seen[type(self.app.ui.top).__name__] = 1     # which screens the fuzz reached
            if self.app.ui.errors:
                return "error after press %d" % i
            if not self.app.blanked and self.oled.blank():
                return "blank screen after press %d" % i
        return self.ledger_problem()

    def ledger_problem(self):
        """A description of the first damage in any session's ledger, or None."""
        j = self.app.journal
        if j is None:
            return None
        for sid in j.sessions():
            issues = j.check(sid)
            if issues:
                return "ledger %d: %r" % (sid, issues[0])
        return None

    def snapshot(self, step, token, problem=None):
        c = self.app.canvas
        return {
            "step": step, "key": token, "text": c.rows(), "selected": c.highlighted(),
            "image": bytes(self.oled.image()).hex(),
            "on": self.oled.on and not self.oled.blank(),
            "frames": self.app.frames, "presses": self.presses,
            "errors": self.app.ui.errors, "depth": len(self.app.ui.stack),
            "restarts": getattr(self, "restarts", 0),   # the firmware's soft resets (a game's close)
            "problem": problem, "table": self.table(), "screens": sorted(self.seen),
            "serial": bytes(machine.UART.link.sent).decode() if machine.UART.link else "",
            # every text cut at the screen's right edge so far (none: everything fits)
            "clipped": sorted(set([s for row, s in c.clipped])),
        }

    def table(self):
        """What the ledger on the flash adds up to (None without a session)."""
        j = self.app.journal
        if j is None or j.table.game is None:
            return None
        t = j.table
        return {"game": t.game, "players": t.players, "totals": t.totals(),
                "entries": t.entries, "closed": t.closed, "seq": t.seq,
                "sessions": len(j.sessions())}


def script(keys, every):
    machine.UART.link = BufferLink()
    sim = Sim()
    sim.run_for(100)
    tokens = [t.strip() for t in keys.split(",") if t.strip()]
    for i, token in enumerate(tokens):
        problem = sim.do(token)
        if every or token == "snap" or problem:
            print(json.dumps(sim.snapshot(i, token, problem)))
        if problem:
            return
    print(json.dumps(sim.snapshot(len(tokens), "end")))


def set_language(lang):
    """Choose the device's language ("ru", "en") as Settings, Language does:
    in its settings file (device.settings), before the app starts."""
    from device.settings import Settings
    from ui.text import LANGS
    s = Settings().load()
    s.set("lang", LANGS.index(lang))
    s.save()



class BufferLink:
    """The serial port's far end as two byte buffers (the PC's side).

    ``incoming`` is what the PC sent and the firmware has not read yet;
    ``sent`` collects what the firmware wrote.  ``echo`` (live mode) passes
    each write on as an ``S <hex>`` line for the host to put on the pty.
    """

    def __init__(self, echo=False):
        self.incoming = bytearray()
        self.sent = bytearray()
        self.echo = echo

    def any(self):
        return len(self.incoming)

    def read(self, n=-1):
        if not self.incoming:
            return None
        if n < 0 or n > len(self.incoming):
            n = len(self.incoming)
        data = bytes(self.incoming[:n])
        self.incoming = self.incoming[n:]
        return data

    def write(self, buf):
        if self.echo:
            print("S " + bytes(buf).hex())
        else:
            self.sent.extend(buf)
        return len(buf)


class Presser:
    """The buttons pressed for the terminal's keys one after another, as a hand would.

    A key typed while another is down (during a long press, or a burst of
    taps) waits its turn: none is lost or merged with the one before.  Only
    a queue longer than ``most`` (a key held in the terminal repeats faster
    than taps are pressed) drops the newest keys, and says so.
    """

    hold_ms = TAP_MS + 40       # a tap: real time jitters, so longer than a script's
    long_ms = LONG_MS
    gap_ms = GAP_MS             # released between two presses
    most = 16

    def __init__(self, pins):
        self.pins = pins
        self.queue = []         # (pin, ms) not pressed yet
        self.down = None        # the pin held now
        self.until = time.ticks_ms()    # its release, or the end of the gap after it
        self.dropped = 0

    def add(self, key, long):
        if len(self.queue) >= self.most:
            self.dropped += 1
            print("%d key(s) dropped: typed faster than the buttons are pressed" % self.dropped)
            return
        self.queue.append((self.pins[KEYS.index(key)], self.long_ms if long else self.hold_ms))

    def step(self, now):
        if time.ticks_diff(now, self.until) < 0:
            return
        if self.down is not None:
            machine.Pin.drive(self.down, None)
            self.down = None
            self.until = time.ticks_add(now, self.gap_ms)
        elif self.queue:
            self.down, ms = self.queue.pop(0)
            machine.Pin.drive(self.down, 0)
            self.until = time.ticks_add(now, ms)


def live():
    import asyncio
    import select

    link = machine.UART.link = BufferLink(echo=True)
    sim = Sim()
    inbox = select.poll()
    inbox.register(sys.stdin, select.POLLIN)
    presser = Presser(sim.pins)

    async def keys_in():
        while True:
            while inbox.poll(0):
                line = sys.stdin.readline()
                if not line or line.strip() == "q":
                    sys.exit(0)
                cmd, _, key = line.strip().partition(" ")
                if cmd == "s":
                    # bytes from the PC's side of the serial port
                    link.incoming.extend(bytes.fromhex(key))
                elif key in KEYS:
                    presser.add(key, cmd == "l")
            presser.step(time.ticks_ms())
            await asyncio.sleep_ms(10)

    async def glass_out():
        last = None
        while True:
            img = bytes(sim.oled.image())
            state = (img, sim.oled.on, sim.oled.contrast)
            if state != last:
                last = state
                shown = img if sim.oled.on else bytes(len(img))
                print("F " + shown.hex())
            await asyncio.sleep_ms(30)

    while True:
        try:
            asyncio.run(sim.app.main(keys_in(), glass_out()))
            return
        except SystemExit as exc:
            if exc.args:
                raise           # "q" (sys.exit(0)): the host ends the simulator; machine.soft_reset's has none
            # a game's close restarted the firmware (machine.soft_reset): its
            # tasks end with it (a new loop), the app is built again on the
            # same flash, pins and glass
            asyncio.new_event_loop()
            sim.restart()


def start():
    argv = sys.argv[1:]
    try:
        mount(argv[0], int(argv[1]))
    except OSError as exc:
        # the host makes this the one line "cannot use the flash image ...: ..."
        print("E littlefs on it does not mount (OSError %s): the image is damaged; left as it is"
              % exc.args[0])
        sys.exit(2)
    mode = argv[2]
    for arg in argv[3:]:
        if arg.startswith("lang="):
            set_language(arg[5:])
    if mode == "script":
        # the keys come on stdin: this micropython dies on a long argv
        script(sys.stdin.read(), "every" in argv[3:])
    else:
        live()


if __name__ == "__main__":
    start()
