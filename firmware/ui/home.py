"""The start menu, and what the screens it opens share about the device.

It is the root of the screen stack, but off the heap while a game's board
is up: the board covers it (``UI.cover``), and it is made again once it is
on top again.  What it opens is loaded then (``ui.load``): the new pulya
setup (``ui.setup``), the settings (``ui.settings_menu``), the OFC match
setup (``ui.ofc_setup``), a game's screens.  When the start menu is back on
top the setup modules are dropped again (``enter``), and what a pulya's
scoreboard opens over itself (``ui.SETUP``).
"""
from ui import OFC, SETUP, drop, keys, load
from ui import text as T
from ui.widgets import Menu, saved


def journal_of(ui):
    return getattr(ui.ctx, "journal", None)     # ctx None (UI tests): None too


def open_pulya(ui, names, settings):
    """Open the pulya set up and show its scoreboard (or why it did not open).

    The setup asks the UI to run this once its own code has returned
    (``UI.then``): its screens are dropped by then, the ledger's rare code
    (``Journal.open_session``) loads into the room they leave, and the
    scoreboard's (``ui.pref_board``) after that, once this code has
    returned: the start menu covered, its module off the heap in play.
    """
    drop(OFC)       # a match before this pulya: its modules give the heap back
    code = ui.ctx.journal.open_session("pref", names, settings)
    if saved(ui, code):
        ui.home()
        ui.top.cover_with(("ui.pref_board.Scoreboard",))


class Home(Menu):
    def __init__(self, index=0):
        # five entries; their labels are read from the text table for each
        # picture (draw), so a language switched at run time shows at once
        super().__init__("", [""] * 5, self._pick, index)
        self.started = None         # (names, settings) of a pulya set up without a ledger (UI tests)

    def cover_with(self, board):
        """Show a game's ``board`` (a screen to make) over the start menu, which
        goes off the heap meanwhile: its code is not kept through the game;
        made again with its cursor where it was."""
        self.ui.cover(board, (self.index,))

    def enter(self):
        # nothing above the start menu now: the setup screens' code can go,
        # and a pulya's history, deal entry and menu
        drop(SETUP)

    def key(self, key, kind):
        if key != keys.BACK:        # the root has nowhere to go back to
            super().key(key, kind)

    def draw(self, c):
        # New match last: LEFT from New pulya reaches it (OFC, ui.ofc); the
        # texts are not kept between pictures (the start menu is under every
        # screen: through a pulya they would be)
        self.title = T.APP
        self.items = [T.NEW_PULYA, T.RESUME, T.HISTORY, T.SETTINGS, T.NEW_MATCH]
        super().draw(c)
        self.title = ""
        self.items = ("", "", "", "", "")

    def _pick(self, index):
        ui = self.ui
        journal = journal_of(ui)
        t = journal.table if journal is not None else None
        game = t.game if t is not None else None
        if index == 0:
            load("ui.setup").NewPulya(self).start()
        elif index == 4:
            load("ui.ofc_setup").NewMatch(ui).start()
        elif index == 3:
            ui.push(load("ui.settings_menu").SettingsMenu())
        elif index == 2 and game is not None:
            ui.push(load("ui.ofc_menu" if game == "ofc" else "ui.pref_history").History())
        elif index == 1 and game is not None and journal.is_open():
            self.cover_with(("ui.ofc.MatchScreen",) if game == "ofc" else ("ui.pref_board.Scoreboard",))
        elif index == 1 and game is not None and 0 < t.closed == t.seq:
            # the end is the last record: its results, as a restart opens
            # them (``ui.boot``), where BACK can still take the end back
            ui.push(load("ui.results").Results(journal))
        else:       # no game to look at: said so
            from ui.dialogs import Message
            ui.push(Message(T.HISTORY, T.NO_HISTORY) if index == 2 else Message(T.RESUME, T.NOTHING_TO_RESUME))
