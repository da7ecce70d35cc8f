"""The main loop: buttons in, screens out, the watchdog fed.

Four asyncio tasks share the work: one polls the keypad and hands events to
the screens, one redraws the display when the screens say it is stale, one
feeds the watchdog, one answers the serial link.  ``step(now)`` does one
round of each; the
simulator's scripted mode drives the app with it on a virtual clock.
``main()`` runs until the PC sends a RELEASE (deploy); ``release()`` then
leaves nothing open and answers, and main.py ends so the REPL gets the port.
"""
import gc
import time

import asyncio

from ui import text as T
from ui.canvas import Canvas

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_REDRAW_MS = const(20)
_FEED_MS = const(1000)
_SERIAL_MS = const(20)
# Collect after this many bytes allocated, not only when the heap is
# full: garbage left to pile up between long-lived objects (a screen, a
# module loaded in play) fragments the heap (what it saves:
# benchmarks/README.md).
_GC_THRESHOLD = const(8192)
_CLOCK_MS = const(250)      # the play clock counts the time between its ticks (gaps up to 2 s)


class Released(Exception):
    """The PC asked for the REPL (a RELEASE frame): ends ``App.main()``."""


class App:
    restart_asked = False       # a game's close asked for a restart (``restart_soon``)
    restart_line = None         # ... and the start menu's line it opens (a new game's setup)

    def __init__(self, display, keypad, ui, wdt=None, settings=None, journal=None, link=None,
                 record=False, serial=None, open_link=None, restart=None):
        self.display = display
        self.keypad = keypad
        self.ui = ui
        self.wdt = wdt
        self.settings = settings
        self.journal = journal      # the ledger (device.journal), when there is one
        self.link = link            # the serial link to the PC (device.link), when there is one
        # or made by open_link() when the PC first sends a byte on ``serial``:
        # the sync protocol is not on the heap through a game nobody syncs
        self.serial = serial
        self.open_link = open_link
        # playing time of the open pulya, for the end by time: only while the
        # open session is a pulya to an agreed time (device.playclock is
        # loaded then, and let go with it)
        self.clock = None
        # board.restart (the interpreter started again), once a game's close
        # asks for it (``restart_soon``): done by ``serve`` between syncs
        self.restart = restart
        self.canvas = Canvas(display)
        if record:      # the screen kept as text too (tests, the simulator)
            from ui.canvas_text import TextCanvas
            self.canvas = TextCanvas(display)
        self.frames = 0             # pictures sent to the display
        self.blanked = False        # screen switched off after idle
        self.now = time.ticks_ms()      # the last poll's ms tick (now: for the screens)
        self._last_key = self.now
        ui.ctx = self
        # made once: ``self.on_key`` as an argument would make a bound method
        # (garbage) on every poll, every 5 ms
        self.emit = self.on_key
        self._clock_at = self.now
        self.apply_settings()
        gc.collect()
        gc.threshold(_GC_THRESHOLD)

    # -- services for the screens ----------------------------------------
    def apply_settings(self):
        s = self.settings
        if s is None:
            return
        self.display.contrast(s.get("contrast"))
        self.display.rotate(not s.get("flip"))
        T.use(T.LANGS[s.get("lang")])       # the screens' language: at once, no restart
        self.ui.dirty = True

    def save_settings(self):
        if self.settings is not None:
            self.settings.save()
            self.apply_settings()

    def restart_soon(self, line=None):
        """A game has closed and its results are left for the start menu:
        start the device again (``board.restart``) once no sync is going on,
        so the next game has the heap without this one's interned names;
        the restarted board opens the start menu's ``line`` if given (the
        new game the players picked over the one closed: its setup).  False
        without a board (UI tests): nothing restarts."""
        self.restart_asked = self.restart is not None
        self.restart_line = line
        return self.restart_asked

    # -- one round of each task ------------------------------------------
    def on_key(self, key, kind):
        self._last_key = self.now
        if self.blanked:
            # the key that wakes the screen does nothing else
            self.blanked = False
            self.display.poweron()
            self.ui.dirty = True
            return
        self.ui.handle(key, kind)

    def poll(self, now=None):
        """Read the keys at ``now`` (ms ticks; the clock's now by default).  Returns
        None, as every job of ``_every`` but ``serve`` must."""
        if now is None:
            now = time.ticks_ms()
        self.now = now
        if self.journal is not None and time.ticks_diff(now, self._clock_at) >= _CLOCK_MS:
            self._clock_at = now
            j = self.journal        # a pulya to an agreed time open: it needs the play clock
            if j.is_open() and getattr(j.table.engine, "end_minutes", 0) > 0:
                if self.clock is None:
                    from device.playclock import PlayClock
                    self.clock = PlayClock().load()
                if self.clock.tick(now, self.journal):
                    self.ui.dirty = True        # the scoreboard shows the minutes played
            elif self.clock is not None:
                self.clock = None
                from ui import drop
                drop("device.playclock")
        self.keypad.poll(now, self.emit)
        minutes = self.settings.get("screen_off") if self.settings else 0
        if minutes and not self.blanked and not self.keypad.any_down() \
                and time.ticks_diff(now, self._last_key) >= minutes * 60000:
            self.blanked = True
            self.display.poweroff()

    def refresh(self):
        if self.ui.dirty and not self.blanked:
            self.ui.draw(self.canvas)
            self.display.show()
            self.frames += 1

    def feed(self):
        if self.wdt is not None:
            self.wdt.feed()

    def serve(self):
        """Answer the PC; True once it asked for the REPL (RELEASE).  Between
        syncs, the restart a game's close asked for (``restart_soon``)."""
        if self.restart_asked and not (self.link is not None and self.link.proto is not None or self.serial.any()):
            # the soft reset prints "MPY: soft reboot" on the sync's port: never
            # in the middle of a sync (the host takes a line before a frame as line noise)
            if self.journal is not None:
                self.journal.close()
            line = self.restart_line
            # on the start menu's line, or opening the one asked for; does not return on a board
            self.restart(self.ui.stack[0].index if line is None else line, line is not None)
        link = self.link
        if link is None and self.open_link is not None and self.serial.any():
            try:
                link = self.link = self.open_link()
            except MemoryError:
                return False        # tried again at the next poll, as the link's own loads are
        if link is not None:
            link.poll()         # the PC done, it lets itself go (ui.sync.back)
            return link.release is not None
        return False

    def release(self, hand_back=None):
        """After a RELEASE ended ``main()``: close the ledger, say so, answer the PC.

        The tasks stop only at their awaits and every journal call commits
        whole before it returns, so nothing is half written; the append handle
        is closed and the play clock saved.  ``hand_back()`` (``board.release``:
        Ctrl-C on, the watchdog long) comes before the answer, the last bytes
        the app writes: after it the REPL has the port.
        """
        if self.journal is not None:
            self.journal.close()
        if self.clock is not None and self.clock.sid:
            self.clock.save()
        from ui.dialogs import Message
        self.blanked = False
        self.display.poweron()
        self.ui.push(Message(T.TO_REPL, [T.TO_REPL_1, T.TO_REPL_2]))
        self.refresh()
        if hand_back is not None:
            hand_back()
        self.link.proto.released()

    def step(self, now):
        self.poll(now)
        self.refresh()
        self.feed()
        self.serve()

    # -- the tasks ---------------------------------------------------------
    async def _every(self, job, ms):
        """Run ``job()`` every ``ms`` until it returns True: only ``serve`` does,
        when the PC sends a RELEASE; that ends ``main()``."""
        while not job():
            await asyncio.sleep_ms(ms)
        raise Released()

    async def main(self, *extra):
        """Run the app's tasks (and any ``extra`` coroutines) until the PC sends a RELEASE."""
        task = asyncio.create_task
        tasks = [task(self._every(self.poll, self.keypad.poll_ms)),
                 task(self._every(self.refresh, _REDRAW_MS)),
                 task(self._every(self.feed, _FEED_MS)),
                 task(self._every(self.serve, _SERIAL_MS))]
        for coro in extra:
            tasks.append(task(coro))
        try:
            await asyncio.gather(*tasks)
        except Released:
            for t in tasks:
                t.cancel()
