"""A new OFC match: the two players, then the rules menu with Start first.

Loaded for the setup only: once the match has started the module is
dropped again (``ui.drop``), the heap is the match's.
"""
from rules.ledger import OFC_MATCH
from ui import drop, PREF
from ui import text as T
from ui.pickers import PlayerPicker, player_names, settings_of
from ui.ofc import MatchScreen, journal, match, names, refusal, saved, session, to_match
from ui.choice import Choice
from ui.dialogs import Confirm, Message
from ui.widgets import Menu, wrap

TARGETS = (31, 51, 101, 21)
STAKES = (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000)
# The preferans modules a pulya before this session loaded: a new OFC session
# lets the heap have them back (a later pulya imports them again).


class NewMatch:
    """Two players, then the rules menu (target, stake, button, Fantasyland rules) with Start first.

    The first match opens an OFC session; later ones (after a match is over)
    continue it, so the money balance carries on.
    """

    def __init__(self, ui):
        self.ui = ui
        self.players = []
        # Settings values: target, stay, progressive, moves, stake, button: the
        # PC may have sent the first five (sync settings, device.settings)
        s = settings_of(ui)
        self.settings = [31, 0, 0, 0, 10, 0] if s is None else [
            s.get("ofc_target"), s.get("ofc_stay_rule"), s.get("ofc_progressive"), s.get("ofc_button_moves"),
            s.get("ofc_stake"), 0]

    def start(self):
        """From the start menu."""
        ui = self.ui
        j = journal(ui)
        if j is not None and j.is_open():
            # the open game ended first: its final results and settling-up;
            # their OK restarts the board into the start menu's line, New
            # match, opened: this setup, no game open then (``ui.results``)
            line = ui.stack[0].index
            if j.table.game == "ofc":
                m = match(ui)
                if m is not None and m.winner is not None:
                    self.next_match()
                else:
                    ui.push(Confirm(T.OFC_OPEN, wrap(T.END_MATCH_Q), ("ui.ofc.close_session", ui, True, line)))
            else:
                ui.push(Confirm(T.OPEN_PULYA, wrap(T.END_OPEN_Q), ("ui.pref_menu.close_pulya", ui, True, line)))
            return
        self._ask_players()

    def _ask_players(self):
        # no session open now: the preferans modules can go before the setup takes its share
        drop(PREF)
        # the names the PC sent first, as for a pulya
        self.ui.push(PlayerPicker(player_names(self.ui), 2, self._names))

    def _names(self, players):
        self.players = players
        self.ui.push(MatchRules(self))

    def next_match(self):
        """The next match of the open session, with the last match's rules."""
        m = match(self.ui)
        if m is not None:
            from rules.ofc_match import Settings
            try:
                session(self.ui).check(Settings())
            except ValueError as exc:
                self.ui.push(Message(T.NEW_MATCH, wrap(refusal(self.ui, exc))))
                return
            self.settings = m.settings.to_values()
            # the other player starts on the button
            self.settings[5] = 1 - self.settings[5]
        self.players = list(names(self.ui))
        self.ui.push(MatchRules(self))

    def go(self):
        ui = self.ui
        values = list(self.settings)
        j = journal(ui)
        if session(ui) is not None and j.is_open():
            if saved(ui, j.commit(OFC_MATCH, values)):
                to_match(ui)
                drop("ui.ofc_setup ui.pickers")     # the start menu is not back to drop them
            return
        if saved(ui, j.open_session("ofc", self.players, values)):
            ui.home()
            ui.push(MatchScreen())
            drop("ui.ofc_setup")


class MatchRules(Menu):
    """Start first (OK), then each rule: OK on it changes it."""

    def __init__(self, setup):
        self.setup = setup
        Menu.__init__(self, lambda: T.MATCH_RULES, [
            lambda: T.START_MATCH,
            lambda: T.TARGET_N % self.setup.settings[0],
            lambda: T.STAKE_N % self.setup.settings[4],
            lambda: T.BUTTON_S % self.setup.players[self.setup.settings[5]],
            lambda: T.one("STAY_RULE", self.setup.settings[1]),
            lambda: T.one("PROGRESSIVE", self.setup.settings[2]),
            lambda: T.one("BTN_MOVES", self.setup.settings[3])], self._pick)

    def _pick(self, index):
        v = self.setup.settings
        if index == 0:
            self.ui.pop()
            self.setup.go()
        elif index == 1:
            v[0] = TARGETS[(TARGETS.index(v[0]) + 1) % len(TARGETS)] if v[0] in TARGETS else 31
        elif index == 2:
            at = STAKES.index(v[4]) if v[4] in STAKES else 3

            def stake(i):
                v[4] = STAKES[i]
            self.ui.push(Choice(T.STAKE, ["%d" % n for n in STAKES], at, stake))
        else:
            at = (5, 1, 2, 3)[index - 3]
            v[at] = 1 - v[at]
