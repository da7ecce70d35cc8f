"""The new pulya's setup: the screens the start menu opens before a pulya
(the settings are ``ui.settings_menu``).

Loaded when opened (``ui.load``) and dropped again when the start menu is
back on top (``Home.enter``): through a pulya or a match this code is not on
the heap.

A new pulya is set up as the players would say it at the table: how many
play, who sits where (the remembered names, the presets, or one typed:
``ui.pickers``, ``ui.names``), where
the pulya ends, who deals first, then the start question: the rule system
(the last one started, ``device.settings`` system) and the vist price (the
last one chosen) as the pulya will be played; ◀▶ there walk round its
answers: Yes in this system, Price, Yes in each other system (at most two
presses to any: five in a ring), each system with the pulya it was last
played to.  A held OK there opens the rules of the system shown
(Sochi, Leningrad, Rostov: ``ui.setup_rules``), changed for this pulya and
its next.  The ledger
(``ctx.journal``) opens the session once this code has returned
(``ui.home.open_pulya``, run by ``UI.then``): the setup is off the heap
then; without a ledger (UI tests) the choice is kept in ``Home.started``.
"""
import os

from ui import keys, load
from ui import text as T
from ui.home import journal_of, open_pulya
from ui.pickers import PlayerPicker, player_names, settings_of
from ui.choice import Choice
from ui.dialogs import Confirm
from ui.widgets import _step, wrap

END_POINTS = (40, 60, 80, 100, 120, 150, 200, 0)   # 0: no limit (end by agreement)
END_HOURS = (2, 3, 4, 5)                            # or end by time, after the points
# Sochi, Leningrad, Rostov: the pulya each player closes (rules.pref_systems)
CLOSE_AT = (10, 15, 20, 25, 30, 40, 50, 0)
SYSTEMS = ("m", "sochi", "leningrad", "rostov")     # rules.pref_systems.SYSTEMS: the settings' system 0-3


def targets(system):
    """Where a pulya of ``system`` (0-3) may end, in points."""
    return CLOSE_AT if system else END_POINTS


def target_setting(system):
    """The setting remembering where a pulya of ``system`` ends (``device.settings``)."""
    return "%s_to" % SYSTEMS[system] if system else "end_points"


class _Names(PlayerPicker):
    """The seats; BACK gives the last name back, and with none taken goes back
    a question (``done(-1)``)."""

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.PRESS and not self.chosen:
            self.ui.pop()
            self.done(-1)
        else:
            PlayerPicker.key(self, key, kind)


class StartQ(Confirm):
    """The last question: the pulya as set up, its rule system on row 3 and
    its vist price on row 6.  ◀▶ walk a ring of five answers: Yes in the
    system it opened with (first: the remembered system and price are taken
    with the one OK), Price (``ui.price``: then this question again,
    whatever its answers), Yes in the next system, the one after, the one
    before (▶▶, ◀◀, ◀: at most two presses to any system).  A held OK
    opens the rules of a classic system shown (``ui.setup_rules``): marked
    «Сочинка*» when changed.  BACK goes back a question."""

    def __init__(self, setup):
        Confirm.__init__(self, T.START_Q, None, setup.answer, setup.back)
        self.setup = setup
        self.first = setup.system       # the system at the ring's start
        self.at = 0                     # the ring's answer: 1 Price, else Yes in a system
        self.show()

    def show(self):
        setup = self.setup
        names = setup.names
        system = T.one("SYSTEM_NAMES", setup.system)
        if setup.rules.get(setup.system):       # its rules changed from the preset
            system += "*"
        pad = (19 - len(system)) // 2           # between the arrows, as a choice shows its option
        self.lines = [", ".join(names[:2]), ", ".join(names[2:]), "◀%s%s%s▶" % (" " * pad, system, " " * (19 - pad - len(system))),
                      T.ENDS_AT % setup.end_points if setup.end_points else
                      T.ENDS_AFTER % (setup.end_minutes // 60) if setup.end_minutes else T.NO_LIMIT,
                      T.DEALS_FIRST % names[setup.dealer], load("ui.price").terms_line(setup.money)]

    def key(self, key, kind):
        step = _step(key, kind)
        if step:
            at = self.at = (self.at + step) % 5
            if at != 1:                 # on Price the system stays the one shown
                self.setup.pick_system((self.first + (at - 1 if at else 0)) % len(SYSTEMS))
                self.show()
            self.ui.dirty = True
        elif key == keys.OK and kind == keys.PRESS:
            setup = self.setup
            self.ui.pop()
            if self.at != 1:
                setup.answer()
            else:
                price = load("ui.price")
                price.ask(self.ui, setup.money if setup.money[0] else price.remembered(self.ui, True), setup.priced,
                          lambda: setup.ask(4), setup.money)     # BACK, or nothing written: here again
        elif key == keys.OK and self.setup.system:     # held: the rules of the system shown
            load("ui.setup_rules").show(self)
        elif key != keys.LEFT and key != keys.RIGHT:
            Confirm.key(self, key, kind)

    def draw(self, c):
        c.title(self.title)
        for i in range(len(self.lines)):
            c.text(self.lines[i], 0, 1 + i)
        c.text(" " + T.YES + " ", 1, 7, self.at != 1)
        c.text(" " + T.PRICE + " ", 7, 7, self.at == 1)


class NewPulya(Choice):
    """The setup questions, one screen after another; BACK goes back one.

    The questions with options are this screen, a Choice set up again for
    each; the seats are a player picker, the last question a confirmation.
    ``step``: 0 how many play, 1 the
    seats, 2 where the pulya ends, 3 who deals first, 4 start? (with the
    rule system and the vist price: ``StartQ``)
    """

    def __init__(self, home):
        # the Choice part (and ``ui``) is set up by ask(), for each question
        self.home = home
        self.players = 3
        self.names = []
        s = settings_of(home.ui)
        self.system = 0
        self.end_minutes = 0
        self.dealer = 0
        # {system: {parameter: value}}: the rules a table changed, as the board
        # remembers them (ui.setup_rules: read only on a board that has some,
        # and let go again: the list and the start load it when they need it;
        # why the file's name is long: benchmarks/README.md, "The qstr pools")
        self.rules = {}
        if s is not None:
            try:
                os.stat("table_rules.txt")
                self.rules = load("ui.setup_rules").read()
            except OSError:
                pass
        self.pick_system(s.get("system") if s is not None else 0)
        self.money = load("ui.price").remembered(home.ui)    # the vist price: the one remembered

    def pick_system(self, system):
        """Play ``system`` (0-3), to the pulya it was last played to (for
        System «M» the PC may set it: sync settings)."""
        self.system = system
        s = settings_of(self.home.ui)
        points = s.get(target_setting(system)) if s is not None else -1
        if not self.end_minutes:        # (a pulya to a time has no points)
            self.end_points = points if points in targets(system) else targets(system)[2 if system else 3]

    def key(self, key, kind):
        if key == keys.BACK and kind == keys.PRESS and self.step:
            self.ui.pop()
            self.back()         # the question before, its answer kept
        else:
            Choice.key(self, key, kind)

    def ask(self, step=-1):
        """Open the question ``step`` with the answer given before; at the
        start (-1), first the open session to end, if there is one: its
        final results and settling-up, whose OK restarts the board into the
        start menu's line, New pulya, opened: this setup, no game open then
        (``ui.results``)."""
        ui = self.home.ui
        names = self.names
        if step < 0:
            journal = journal_of(ui)
            if journal is not None and journal.is_open():
                ofc = journal.table.game == "ofc"
                close = "ui.ofc.close_session" if ofc else "ui.pref_menu.close_pulya"
                ui.push(Confirm(T.OFC_OPEN if ofc else T.OPEN_PULYA, wrap(T.END_OPEN_Q),
                                (close, ui, True, self.home.index)))
                return
            step = 0
        self.step = step
        if step == 1:
            ui.push(_Names(player_names(ui), self.players, self.answer, names))
            return
        if step == 4:
            ui.push(StartQ(self))
            return
        if step == 0:
            title = T.HOW_MANY
            options = [T.N_PLAYERS % 3, T.N_PLAYERS % 4]
            at = self.players - 3
        elif step == 2:
            title = T.END_AT
            options = []
            points = targets(self.system)
            for n in points:
                options.append("%d" % n if n else T.NO_LIMIT)
            for h in END_HOURS:
                options.append(T.HOURS % h)
            at = points.index(self.end_points)
            if self.end_minutes:
                at = len(END_POINTS) + END_HOURS.index(self.end_minutes // 60)
        else:
            title = T.FIRST_DEALER
            options = names
            at = self.dealer
        Choice.__init__(self, title, options, at, self.answer)
        ui.push(self)

    start = ask

    def priced(self, terms):
        """The price chosen at the start question: remembered, the question again."""
        self.money = terms
        load("ui.price").remember(self.home.ui, terms)
        self.ask(4)

    def back(self):
        """BACK on a question: the one before; from the end, the seats with the last name given back."""
        if self.step == 2:
            self.names = self.names[:-1]
        self.ask(self.step - 1)

    def answer(self, value=None):
        """The question's answer (-1: BACK on the seats): the next question, or the pulya starts."""
        step = self.step
        ui = self.home.ui
        if value == -1:
            self.back()
            return
        if step == 0:
            self.players = 3 + value
            self.names = []
        elif step == 1:
            self.names = value
        elif step == 2:
            points = targets(self.system)
            n = len(points)
            self.end_points = points[value] if value < n else 0
            self.end_minutes = 60 * END_HOURS[value - n] if value >= n else 0
        elif step == 3:
            self.dealer = value
        else:
            # the session settings the engine takes: players, first dealer, end points, end minutes;
            # then the money terms, when a price is agreed: price, currency, coin (rules.table_money);
            # then a system other than «M» as its rules (rules.pref_systems.to_values: the preset,
            # with a table's changes: ui.setup_rules)
            settings = [self.players, self.dealer, self.end_points, self.end_minutes]
            if self.money[0]:
                settings.extend(self.money)
            if self.system:
                settings.append(load("ui.setup_rules").start(self) if self.rules else [SYSTEMS[self.system]])
            s = settings_of(ui)
            if s is not None:       # the system and its pulya: the next pulya's default
                s.set("system", self.system)
                if not self.end_minutes:
                    s.set(target_setting(self.system), self.end_points)
                try:
                    s.save()
                except OSError:     # a full flash: the pulya starts all the same, not remembered
                    pass
            if journal_of(ui) is None:
                self.home.started = (list(self.names), settings)
            else:
                # opened once this code has returned, so that it can go first
                ui.then = (open_pulya, ui, self.names, settings)
            return
        self.ask(step + 1)
