"""New pulya setup and the settings menu: the screens the start menu opens
that are not a game.

Loaded when opened (``ui.load``) and dropped again when the start menu is
back on top (``Home.enter``): through a pulya or a match this code is not on
the heap.

A new pulya is set up as the players would say it at the table: how many
play, who sits where (names from the preset list, in seating order), where
the pulya ends, who deals first, then a confirmation.  The ledger
(``ctx.journal``) opens the session; without one (UI tests) the choice is
kept in ``Home.started``.
"""
from ui import keys, load
from ui import text as T
from ui.home import journal_of, player_names, settings_of
from ui.widgets import Choice, Confirm, Menu, Message, NumberPicker, PlayerPicker, wrap

VERSION = "0.1"
END_POINTS = (40, 60, 80, 100, 120, 150, 200, 0)   # 0: no limit (end by agreement)
END_HOURS = (2, 3, 4, 5)                            # or end by time, after the points
SCREEN_OFF = (0, 1, 2, 5, 10, 20, 30, 60)


class _Step(Choice):
    """A setup question whose BACK reopens the question before, its answer kept."""

    def __init__(self, title, options, index, done, back):
        Choice.__init__(self, title, options, index, done)
        self.back = back

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.PRESS:
            self.ui.pop()
            self.back()
        else:
            Choice.key(self, key, kind)


class _Names(PlayerPicker):
    """The seats; BACK gives the last name back, and with none taken goes back a question."""

    def __init__(self, names, count, done, chosen, back):
        PlayerPicker.__init__(self, names, count, done, chosen)
        self.back = back

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.PRESS and not self.chosen:
            self.ui.pop()
            self.back()
        else:
            PlayerPicker.key(self, key, kind)


class NewPulya:
    """The setup questions, one screen after another; BACK goes back one."""

    def __init__(self, home):
        self.home = home
        self.ui = home.ui
        self.players = 3
        self.names = []
        s = settings_of(self.ui)
        # where a pulya ends by default: the PC may set it (sync settings)
        self.end_points = s.get("end_points") if s is not None and s.get("end_points") in END_POINTS else 100
        self.end_minutes = 0
        self.dealer = 0

    def start(self):
        journal = journal_of(self.ui)
        if journal is not None and journal.is_open():
            self.ui.push(Confirm(T.OPEN_PULYA, wrap(T.END_OPEN_Q), self._close_open))
        else:
            self._ask_count()

    def _close_open(self):
        if journal_of(self.ui).table.game == "ofc":
            close = load("ui.ofc").close_session
        else:
            close = load("ui.pref").close_pulya
        if close(self.ui):
            self._ask_count()

    def _ask_count(self):
        self.ui.push(Choice(T.HOW_MANY, [T.N_PLAYERS % 3, T.N_PLAYERS % 4], self.players - 3, self._count))

    def _count(self, index, chosen=()):
        if 3 + index != self.players:
            chosen = ()
        self.players = 3 + index
        self.ui.push(_Names(player_names(self.ui), self.players, self._names, chosen, self._ask_count))

    def _names(self, names):
        self.names = names
        self._ask_end()

    def _ask_end(self):
        options = ["%d" % n if n else T.NO_LIMIT for n in END_POINTS] + [T.HOURS % h for h in END_HOURS]
        at = END_POINTS.index(self.end_points)
        if self.end_minutes:
            at = len(END_POINTS) + END_HOURS.index(self.end_minutes // 60)
        # BACK: the seats again, the last name given back
        self.ui.push(_Step(T.END_AT, options, at, self._end,
                           lambda: self._count(self.players - 3, self.names[:-1])))

    def _end(self, index):
        n = len(END_POINTS)
        self.end_points = END_POINTS[index] if index < n else 0
        self.end_minutes = 60 * END_HOURS[index - n] if index >= n else 0
        self._ask_dealer()

    def _ask_dealer(self):
        self.ui.push(_Step(T.FIRST_DEALER, self.names, self.dealer, self._dealer, self._ask_end))

    def _dealer(self, index):
        self.dealer = index
        lines = [", ".join(self.names[:2]), ", ".join(self.names[2:]), "",
                 T.ENDS_AT % self.end_points if self.end_points else
                 T.ENDS_AFTER % (self.end_minutes // 60) if self.end_minutes else T.NO_LIMIT,
                 T.DEALS_FIRST % self.names[index]]
        self.ui.push(Confirm(T.START_Q, lines, self._go, self._ask_dealer, default_yes=True))

    def settings(self):
        """The session settings the engine takes: players, first dealer, end points, end minutes."""
        return [self.players, self.dealer, self.end_points, self.end_minutes]

    def _go(self):
        journal = journal_of(self.ui)
        if journal is None:
            self.home.started = (list(self.names), self.settings())
            return
        load("ui.pref").open_pulya(self.ui, self.names, self.settings())


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
            self.ui.push(NumberPicker(T.CONTRAST, s.get("contrast") // 17, 0, 15,
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
