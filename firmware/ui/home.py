"""The start menu and what hangs off it that is not a game: new pulya setup, settings.

A new pulya is set up as the players would say it at the table: how many
play, who sits where (names from the preset list, in seating order), the
pulya size, then a confirmation.  ``start_pulya`` on the app context opens
the game; without one (tests) the choice is kept in ``Home.started``.
"""
from ui import text as T
from ui import keys
from ui.widgets import Choice, Confirm, Menu, Message, NumberPicker, PlayerPicker

VERSION = "0.1"
PULYA_SIZES = (10, 15, 20, 25, 30, 40, 50)
SCREEN_OFF = (0, 1, 2, 5, 10, 20, 30, 60)


class Home(Menu):
    def __init__(self):
        super().__init__(lambda: T.APP, [lambda: T.NEW_PULYA, lambda: T.RESUME,
                                         lambda: T.HISTORY, lambda: T.SETTINGS], self._pick)
        self.started = None

    def key(self, key, kind):
        if key == keys.BACK:        # the root has nowhere to go back to
            return
        super().key(key, kind)

    def _ctx(self, name):
        ctx = self.ui.ctx
        return getattr(ctx, name, None) if ctx is not None else None

    def _pick(self, index):
        if index == 0:
            NewPulya(self).start()
        elif index == 1:
            resume = self._ctx("resume")
            if resume is None or not resume():
                self.ui.push(Message(T.RESUME, T.NOTHING_TO_RESUME))
        elif index == 2:
            history = self._ctx("history")
            if history is None or not history():
                self.ui.push(Message(T.HISTORY, T.NO_HISTORY))
        else:
            self.ui.push(SettingsMenu())


class NewPulya:
    """The setup questions, one screen after another."""

    def __init__(self, home):
        self.home = home
        self.ui = home.ui
        self.players = 3
        self.names = []
        self.size = 20

    def start(self):
        self.ui.push(Choice(T.HOW_MANY, [T.N_PLAYERS % 3, T.N_PLAYERS % 4], 0, self._count))

    def _count(self, index):
        self.players = 3 + index
        self.ui.push(PlayerPicker(T.NAMES, self.players, self._names))

    def _names(self, names):
        self.names = names
        sizes = ["%d" % n for n in PULYA_SIZES]
        self.ui.push(Choice(T.GORA, sizes, PULYA_SIZES.index(self.size), self._size))

    def _size(self, index):
        self.size = PULYA_SIZES[index]
        lines = [", ".join(self.names[:2]), ", ".join(self.names[2:]), "", "%s: %d" % (T.GORA, self.size)]
        self.ui.push(Confirm(T.START_Q, lines, self._go, default_yes=True))

    def _go(self):
        start = self.home._ctx("start_pulya")
        if start is not None:
            start(self.names, self.size)
        else:
            self.home.started = (list(self.names), self.size)


class SettingsMenu(Menu):
    def __init__(self):
        super().__init__(lambda: T.SETTINGS, [lambda: T.CONTRAST, lambda: T.SCREEN_OFF,
                                              lambda: T.FLIP, lambda: T.ABOUT], self._pick)

    def _settings(self):
        ctx = self.ui.ctx
        return getattr(ctx, "settings", None) if ctx is not None else None

    def _pick(self, index):
        s = self._settings()
        if index == 3:
            self.ui.push(Message(T.ABOUT, [T.APP, T.VERSION % VERSION]))
        elif s is None:
            self.ui.push(Message(T.SETTINGS, T.ERROR))
        elif index == 0:
            self.ui.push(NumberPicker(T.CONTRAST, s.get("contrast") // 16, 0, 15,
                                      lambda v: self._store("contrast", v * 17)))
        elif index == 1:
            options = [T.NEVER if m == 0 else T.MINUTES % m for m in SCREEN_OFF]
            now = s.get("screen_off")
            at = SCREEN_OFF.index(now) if now in SCREEN_OFF else 0
            self.ui.push(Choice(T.SCREEN_OFF, options, at,
                                lambda i: self._store("screen_off", SCREEN_OFF[i])))
        elif index == 2:
            self.ui.push(Choice(T.FLIP, [T.NO, T.YES], s.get("flip"),
                                lambda i: self._store("flip", i)))

    def _store(self, name, value):
        self._settings().set(name, value)
        self.ui.ctx.save_settings()
