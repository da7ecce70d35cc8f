"""The start menu, and what the screens it opens share about the device.

It is the root of the screen stack and stays on the heap; what it opens is
loaded then (``ui.load``): the new pulya setup and settings (``ui.setup``),
the OFC match setup (``ui.ofc_setup``), a game's screens.  When the start
menu is back on top the setup modules are dropped again (``enter``).
"""
from ui import SETUP, drop, keys, load
from ui import text as T
from ui.widgets import Menu, Message


def journal_of(ui):
    ctx = ui.ctx
    return getattr(ctx, "journal", None) if ctx is not None else None


def settings_of(ui):
    ctx = ui.ctx
    return getattr(ctx, "settings", None) if ctx is not None else None


def player_names(ui):
    """Names to pick from: the list the PC sent (sync settings) first, then the presets."""
    s = settings_of(ui)
    sent = getattr(s, "names", None) or []
    return list(sent) + [n for n in T.NAMES if n not in sent]


class Home(Menu):
    def __init__(self):
        # New match last: LEFT from New pulya reaches it (OFC, ui.ofc)
        super().__init__(lambda: T.APP, [lambda: T.NEW_PULYA, lambda: T.RESUME,
                                         lambda: T.HISTORY, lambda: T.SETTINGS,
                                         lambda: T.NEW_MATCH], self._pick)
        self.started = None         # (names, settings) of a pulya set up without a ledger (UI tests)

    def enter(self):
        # nothing above the start menu now: the setup screens' code can go
        drop(SETUP)
        super().enter()

    def key(self, key, kind):
        if key == keys.BACK:        # the root has nowhere to go back to
            return
        super().key(key, kind)

    def _pick(self, index):
        journal = journal_of(self.ui)
        game = journal.table.game if journal is not None else None
        if index == 0:
            load("ui.setup").NewPulya(self).start()
        elif index == 4:
            load("ui.ofc_setup").NewMatch(self.ui).start()
        elif index in (1, 2) and game == "ofc":
            if index == 2:
                self.ui.push(load("ui.ofc_menu").History())
            elif journal.is_open():
                self.ui.push(load("ui.ofc").MatchScreen())
            else:
                self.ui.push(Message(T.RESUME, T.NOTHING_TO_RESUME))
        elif index == 1:
            if journal is not None and journal.is_open() and journal.table.game == "pref":
                self.ui.push(load("ui.pref").Scoreboard())
            else:
                self.ui.push(Message(T.RESUME, T.NOTHING_TO_RESUME))
        elif index == 2:
            if journal is not None and journal.table.game == "pref":
                self.ui.push(load("ui.pref").History())
            else:
                self.ui.push(Message(T.HISTORY, T.NO_HISTORY))
        else:
            self.ui.push(load("ui.setup").SettingsMenu())
