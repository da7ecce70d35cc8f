"""The end of a game: the final results and the settling-up, for both games.

Every end goes through this screen (``Results``): the pulya's end (by its
points, its time, the menu, or a new game started over it) and the OFC
session's.  It shows each player's balance (preferans: vists; OFC: the
matches won) and money, the terms, who pays whom in the fewest payments
(``rules.table_money``, ``rules.money``: the same arithmetic as the host's)
and the session's check code; a pulya in Sochi, Leningrad or Rostov is
named first and shows its final calculation step by step (``ui.pref_final``)
before the code.  ◀▶ scroll, OK goes on: to the start menu, and the device
starts again (``leave``); a game ended for a new one, the restarted board
opens the new game's setup (the start menu's line the players picked: New
pulya, New match).  BACK offers to take the end back while it is the last
record (``rules.table``: an UNDO of the close): the game is open again, on
its board.

Loaded when a game ends or its results are looked at again; dropped with
the setup screens (``ui.SETUP``) and by the game's board.
"""
from ui import PREF, drop, keys, load
from ui import text as T
from ui.screen import Screen
from ui.widgets import BODY, _step, saved, wrap


def amount(value, currency, sign=False):
    """``value`` (minor units) as written in the device's language: a decimal
    comma in Russian; with ``sign`` a "+" before a gain.

    >>> amount(1250, "RUB", True), amount(-300, ""), amount(0, "USD", True)
    ('+12,50', '-300', '0')
    """
    from rules.money import text
    s = text(value, currency)
    if T.language == "ru":
        s = s.replace(".", ",")
    return "+" + s if sign and value > 0 else s


def _pad(name, width):
    # by hand: MicroPython pads "%-8s" to a width in bytes, a Russian letter is two
    return name[:width] + " " * (width - len(name[:width]))


def settling_lines(names, settled, currency):
    """Who pays whom: a heading, a line a payment "payer→payee amount"
    (names cut to 6: 20 columns, the 21st holds the scroll mark), or that
    all are square."""
    if not settled[1]:
        return [T.ALL_SQUARE]
    lines = [T.WHO_PAYS % currency if currency else T.WHO_PAYS_PLAIN]
    for payer, payee, paid in settled[1]:
        text = amount(paid, currency)
        lines.append(_pad(names[payer], 6) + "→" + _pad(names[payee], 6) + " " * (7 - len(text)) + text)
    return lines


def pulya_lines(table):
    """A pulya's final results: the columns' heads (vists, and the currency
    or "money"), a line a player, best first, with his vists and, when a
    price was agreed, his money rounded to the coin; who pays whom, the
    price and the coin."""
    from rules.table import split_settings
    totals = table.totals()
    names = table.players
    settled = None
    if split_settings(table.game, table.settings)[1]:
        # money values: the rules' money (loaded only then: a pulya without
        # them ends in the heap its deals had)
        from rules import table_money
        settled = table_money.settling(table)
        price, currency, coin = table_money.terms(table)
    order = []
    for p in range(len(totals)):
        order.append((-totals[p], p))
    order.sort()        # equal results keep the seat order
    vists, money_head = T.RESULTS_HEAD
    if settled is None:
        lines = [" " * (16 - len(vists)) + vists]
    else:
        unit = currency or money_head
        lines = [" " * (13 - len(vists)) + vists + " " * (7 - len(unit)) + unit]
    for _, p in order:
        if settled is None:
            lines.append("%s%+8d" % (_pad(names[p], 8), totals[p]))
        else:
            money = amount(settled[0][p], currency, True)
            lines.append("%s%+5d%s%s" % (_pad(names[p], 8), totals[p], " " * (7 - len(money)), money))
    if settled is not None:
        lines.extend(settling_lines(names, settled, currency))
        lines.append(T.VIST_PRICE % (amount(price, currency), currency))
        if coin > 1:
            lines.append(T.COIN_IS % (amount(coin, currency), currency))
    return lines


def ofc_lines(table):
    """An OFC session's final results: the matches won and the money
    column's head, a line a player with his money across the matches (rounded to the
    coin, the currency after it), who pays whom."""
    from rules import table_money
    s = table.engine
    names = table.players
    _, currency, coin = table_money.terms(table)
    settled = table_money.settling(table)
    won = T.MATCHES_WON % (s.wins[0], s.wins[1])
    head = T.RESULTS_HEAD[1]       # the money column's, on the same line (20 columns: 13 + 1 + 6 at most)
    lines = [won + " " * (20 - len(won) - len(head)) + head]
    for p in (0, 1):
        money = amount(settled[0][p], currency, True)
        unit = " " + currency if currency else ""
        lines.append(_pad(names[p], 8) + " " * (12 - len(money) - len(unit)) + money + unit)
    lines.extend(settling_lines(names, settled, currency))
    return lines


def final_lines(journal):
    """The results of the current session, and on the last line its check
    code (``rules.witness``: what the players write down to check the
    archive against later)."""
    t = journal.table
    lines = pulya_lines(t) if t.game == "pref" else ofc_lines(t)
    if t.game == "pref":
        from rules.table_closed import calculation
        f = calculation(t)
        if f is not None:
            # Sochi, Leningrad, Rostov: the system and its pulya first, the final calculation after the money
            final = load("ui.pref_final")
            lines = [final.heading(f)] + lines + [""] + final.lines(f, t.players)
    drop("rules.table_money rules.money")       # worked out: not kept while the players read
    current = journal.current
    if current is not None and current.head is not None:
        from rules.witness import code
        lines.append(T.CODE % code(current.head))
    return lines


def can_reopen(table):
    """True while the end is the session's last record: it can be taken back."""
    return table.closed > 0 and table.closed == table.seq


def reopen(ui):
    """Take the end back: an UNDO of the close, and of a pulya's last entry if
    that is what ended it (its end, or the deal that reached the points),
    then the game's board.  False if the journal refused."""
    j = ui.ctx.journal
    if not saved(ui, j.undo()):
        return False
    t = j.table
    if t.game == "pref" and t.engine.is_over() and not saved(ui, j.undo()):
        return False
    ui.home()
    ui.top.cover_with(("ui.pref_board.Scoreboard",) if t.game == "pref" else ("ui.ofc.MatchScreen",))
    return True


def open_results(ui, line=None, warn=None, home=False):
    """The final results of the session just ended (``ui.results``), then
    ``warn`` (a flash filling up, ``ui.widgets.saved``); ``home``: over the
    start menu; ``line``: the start menu's line their OK opens (a new
    game's).  Run by ``UI.then`` once the code that ended the game has
    returned: its question and menu are off the heap before the results
    and their texts come.  Both games' results come over the start menu."""
    if ui.ctx.journal.table.engine is None:
        # a closed pulya (``Journal.close_session``): its board is off the
        # stack, its engine gone; its screens and rules go before the
        # start menu (covered in play) and the results come (taking the end
        # back loads them again)
        drop(PREF)
    if home:
        ui.home()
    ui.push(Results(ui.ctx.journal, line))
    ui.then = warn


class Results(Screen):
    """The final results of the current session (``final_lines``); OK: the
    start menu (``leave``), its ``line`` opened if given; BACK: take the end
    back (Yes/No, No first) while it can be."""

    def __init__(self, journal, line=None):
        super().__init__()
        self.lines = final_lines(journal)
        drop("rules.witness")       # the code is worked out: its rule is not kept while the players read
        self.line = line
        self.first = 0

    def key(self, key, kind):
        ui = self.ui
        d = _step(key, kind)
        if d:
            self.first = min(max(self.first + d, 0), max(0, len(self.lines) - (BODY - 1)))
        elif kind != keys.PRESS:
            if key == keys.BACK:
                self.leave()        # a long BACK: the start menu
        elif key == keys.OK:
            ui.pop()
            drop("ui.results")      # read: not kept for the start menu
            self.leave(self.line)
        elif key == keys.BACK:
            if can_reopen(ui.ctx.journal.table):
                from ui.dialogs import Confirm
                ui.push(Confirm(T.UNDO_END_Q, wrap(T.UNDO_END_WHAT), lambda: reopen(ui)))
            else:
                ui.pop()

    def leave(self, line=None):
        """To the start menu, and the device starts again (``App.restart_soon``):
        the names the game interned go with the interpreter, the ledger
        stays.  The restarted board opens the start menu's ``line`` if given
        (the new game's setup); without a board (UI tests) it opens now."""
        ui = self.ui
        ui.home()
        if (ui.ctx is None or not ui.ctx.restart_soon(line)) and line is not None:
            ui.top.index = line
            ui.top.pick(line)

    def draw(self, c):
        c.title(T.RESULTS)
        lines = self.lines
        first = self.first
        for i in range(BODY - 1):
            if first + i < len(lines):
                c.text(lines[first + i], 0, 1 + i)
        if first > 0:
            c.mark(20, 1, True)
        if first + BODY - 1 < len(lines):
            c.mark(20, BODY - 1, False)
        if can_reopen(self.ui.ctx.journal.table):
            c.line(7, T.HINT_RESULTS)
        else:
            c.right(7, T.OK, True)
