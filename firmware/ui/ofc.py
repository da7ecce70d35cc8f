"""OFC Pineapple at the table: the match screen, what every OFC screen shares.

A session is a run of matches between the same two players with a money
balance (``rules.ofc_match.Session``, derived by the ledger from its events).
The screens read it from ``ctx.journal.table.engine``; what they write goes
through the journal (types 20-24), so what is shown is always what the
ledger says.  On the match screen the arrows choose a davi line (before the
cards: an offer and its answer, written by OK through ``ui.ofc_davi``) and
BACK opens the menu.  A held OK on any screen above the match screen that
does not use it itself reaches ``MatchScreen.held_ok`` (``ui.screen.UI.handle``) and
opens the davi cube (``ui.ofc_davi``); deals are entered with ``ui.ofc_entry``
(the net alone: ``ui.ofc_quick``) and written once it has closed (``commit``);
the match's end (``ui.ofc_end``), its setup (``ui.ofc_setup``) and the menu
with history (``ui.ofc_menu``) are loaded when used.  Nothing of preferans
is imported here, nor any rules: the session's engine brings them.
"""
from rules.ledger import OFC_DEAL
from ui import drop, keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import saved  # noqa: F401  (ui.ofc.saved: what the OFC screens call)


# -- what every OFC screen needs ------------------------------------------------
def journal(ui):
    return ui.ctx.journal


def session(ui):
    """The OFC session being played, or None."""
    t = journal(ui).table
    return t.engine if t.game == "ofc" else None


def match(ui):
    s = session(ui)
    return s.match if s is not None else None


def names(ui):
    return journal(ui).table.players


def running(ui):
    m = match(ui)
    return m is not None and m.winner is None and not journal(ui).table.closed


def davi_held(ui, street):
    """A held OK opens the davi cube (``street`` preset) while the match runs; True if it did."""
    if running(ui):
        load("ui.ofc_davi").open_davi(ui, street)
        return True
    return False


def to_match(ui):
    """Close every screen above the match screen (the deal wizard, the davi)."""
    for i in range(len(ui.stack) - 1, 0, -1):
        if isinstance(ui.stack[i], MatchScreen):
            if i < len(ui.stack) - 1:
                del ui.stack[i + 1:]
                ui.dirty = True
                ui.top.enter()
            return
    ui.home()
    ui.push(MatchScreen())


def match_over(ui):
    to_match(ui)
    ui.push(load("ui.ofc_end").MatchEnd())


def commit(ui, values):
    """Write a deal entered (``ui.ofc_entry``; ``values``: its ledger values),
    once the entry has closed and its code has returned (``UI.then``): the
    commit, a deal's peak, has the room of the entry's code and screens.
    The match's end if it is over then.  Not saved (refused by the journal,
    or an error): the deal's confirmation again, its answers kept, under
    the message why."""
    try:
        code = journal(ui).commit(OFC_DEAL, values)
    except Exception:
        load("ui.ofc_entry").confirm_again(ui, values)     # under the error's message (UI.fail)
        raise
    if code > 2:
        load("ui.ofc_entry").confirm_again(ui, values)
    if saved(ui, code):
        m = match(ui)
        if m is not None and m.winner is not None:
            match_over(ui)


# -- the match screen -----------------------------------------------------------
def match_number(s):
    return s.wins[0] + s.wins[1] + (1 if s.match.winner is None else 0)


def money_line(s, players):
    if s.balance == 0:
        return T.MONEY_EVEN
    lead = 0 if s.balance > 0 else 1
    return T.MONEY % (players[lead][:7], abs(s.balance))


def refusal(ui, exc):
    """What the OFC rules' refusal ``exc`` says, in the device's language:
    its O code's text with the player's or the row's name (an error without
    a code, which the screens cannot cause, says "not possible here")."""
    code = getattr(exc, "code", -1)
    who = getattr(exc, "who", None)
    row = getattr(exc, "row", None)
    if code < 0:
        code = 30
    if who is not None:
        name = names(ui)[who]
        return T.why("O%d" % code, (name, name))
    if row is not None:
        return T.why("O%d" % code, (T.one("ROW_SHORT", row),))
    return T.why("O%d" % code)


class MatchScreen(Screen):
    """Score X:Y to the target, button, Fantasyland, cube and owner, a pending offer, money."""

    # the davi line under the cursor: 0 none (as the screen opens or comes
    # back on top), else an index into davi_lines()
    at = 0

    def enter(self):
        self.at = 0
        # what was opened over it is not kept through the next deals: the deal
        # wizard, the menu, the davi and their dialogs, a match's end, the
        # check code's modules (the end, the history) and a refusal's texts
        drop("ui.ofc_entry ui.ofc_quick ui.ofc_end ui.ofc_menu ui.ofc_davi ui.choice ui.dialogs ui.check_code ui.results rules.witness"
             " lang.ru_pulya lang.en_pulya lang.ru_why lang.en_why")

    def held_ok(self):
        # here or on any screen opened from here: the menu, its Yes/No and messages
        return davi_held(self.ui, 0)

    def davi_lines(self):
        """What a player may say with the cube now, before the deal's cards:
        ``[None, (seat, answer)...]`` in the arrows' cycle, ▶ from None the
        first player's offer taken, dropped, later, ◀ the second's (answer:
        0 taken, 1 dropped, 2 later); none while an offer is pending or the
        cube is not theirs to turn."""
        m = match(self.ui)
        lines = [None]  # type: list
        if m is not None and running(self.ui):
            for seat in (0, 1):
                if m.cube.offer_refusal(seat) is None:
                    for answer in ((0, 1, 2) if seat == 0 else (2, 1, 0)):
                        lines.append((seat, answer))
        return lines

    def key(self, key, kind):
        ui = self.ui
        m = match(ui)
        if m is None or journal(ui).table.closed or (key == keys.BACK and kind == keys.LONG):
            ui.home()
            return
        if key == keys.BACK:
            # a davi line chosen: BACK unchooses it; else the menu (a held
            # BACK: the start menu, as on every screen)
            if self.at:
                self.at = 0
            else:
                ui.push(load("ui.ofc_menu").MatchMenu())
            return
        if kind == keys.LONG:
            return
        if key == keys.OK:
            lines = self.davi_lines()
            line = lines[self.at] if self.at < len(lines) else None
            self.at = 0
            if m.winner is not None:
                ui.push(load("ui.ofc_end").MatchEnd())
            elif line is not None:
                # the arrows chose it: the offer and its answer at street 0
                load("ui.ofc_davi").said(ui, line[0], line[1], 0)
            elif m.offerer is not None:
                load("ui.ofc_davi").open_davi(ui, 0)
            else:
                load("ui.ofc_entry").DealEntry(ui).start()
        else:
            # the arrows: a davi line of the cycle (a stray arrow writes nothing)
            self.at = (self.at + (1 if key == keys.RIGHT else -1)) % len(self.davi_lines())

    def draw(self, c):
        s = session(self.ui)
        if s is None or s.match is None:
            c.title(T.APP)
            return
        # a row a player, "name(8) score(4) Fantasyland", the one on the
        # button lit (row 5 says so, unless a davi offer is pending there)
        m = s.match
        players = names(self.ui)
        c.title(T.MATCH_N % match_number(s), T.DEAL_N % m.next_deal)
        for seat in (0, 1):
            fl = m.fantasyland[seat]
            c.text(players[seat], 0, 1 + seat, m.button == seat)
            c.text("%4d %s" % (m.scores[seat], (T.FL_SHORT % fl) if fl else ""), 8, 1 + seat)
        c.text(T.SCORE_OF % (m.scores[0], m.scores[1], m.target), 0, 3)
        if m.cube_owner is None:
            c.text(T.CUBE_MID % m.cube_value, 0, 4)
        else:
            c.text(T.CUBE_OWN % (m.cube_value, players[m.cube_owner]), 0, 4)
        lines = self.davi_lines()
        line = lines[self.at] if self.at < len(lines) else None
        if line is not None:
            # the davi line the arrows chose, lit: what OK writes
            c.line(5, T.one("DAVI_ANSWERED", line[1]) % (players[line[0]], 2 * m.cube_value), True)
        elif m.offerer is not None:
            # unmistakable: a lit bar across the screen
            c.line(5, T.DAVI_BANNER % (players[m.offerer], 2 * m.cube_value), True)
        else:
            c.text(T.BUTTON_IS % players[m.button], 0, 5)
        c.text(money_line(s, players), 0, 6)
        c.line(7, T.one("HINT_MATCH", 2 if m.winner is not None else 1 if m.offerer is not None
                        else 3 if line is not None else 0))


def close_session(ui, show=False, line=None):
    """Close the OFC session (an unfinished match stays unfinished); False if
    that failed.  With ``show``, the final results and the settling-up then
    (``ui.results``; their OK: the start menu after a restart, its ``line``
    opened if given: a new game's setup)."""
    j = journal(ui)
    if not saved(ui, j.close_session()):
        return False
    if show:
        # over the start menu, once this code has returned (ui.results.open_results)
        ui.then = ("ui.results.open_results", ui, line, ui.then, True)
    return True
