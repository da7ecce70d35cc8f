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

``lang=en`` (or ``ru``) sets the device's language first, as its Settings
would (the setting stays on the flash).

Firmware paths are relative: the flash is mounted at /flash and made the
current folder, as the board's flash is its root.
"""
import json
import sys
import time

import machine
from simboard import KEYS, LONG_MS, TAP_MS, Sim as BoardSim, mount


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


def live():
    import asyncio
    import select

    link = machine.UART.link = BufferLink(echo=True)
    sim = Sim()
    inbox = select.poll()
    inbox.register(sys.stdin, select.POLLIN)
    pending = []      # (pin, release at)

    async def keys_in():
        while True:
            if inbox.poll(0):
                line = sys.stdin.readline()
                if not line or line.strip() == "q":
                    sys.exit(0)
                cmd, _, key = line.strip().partition(" ")
                if cmd == "s":
                    # bytes from the PC's side of the serial port
                    link.incoming.extend(bytes.fromhex(key))
                elif key in KEYS:
                    pin = sim.pins[KEYS.index(key)]
                    machine.Pin.drive(pin, 0)
                    ms = LONG_MS if cmd == "l" else TAP_MS + 40
                    pending.append((pin, time.ticks_add(time.ticks_ms(), ms)))
            now = time.ticks_ms()
            for item in pending[:]:
                if time.ticks_diff(now, item[1]) >= 0:
                    machine.Pin.drive(item[0], None)
                    pending.remove(item)
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

    asyncio.run(sim.app.main(keys_in(), glass_out()))


def start():
    argv = sys.argv[1:]
    mount(argv[0], int(argv[1]))
    mode = argv[2]
    for arg in argv[3:]:
        if arg.startswith("lang="):
            set_language(arg[5:])
    try:
        if mode == "script":
            # the keys come on stdin: this micropython dies on a long argv
            script(sys.stdin.read(), "every" in argv[3:])
        else:
            live()
    except machine.DeepSleep:
        print(json.dumps({"sleep": True}))


if __name__ == "__main__":
    start()
