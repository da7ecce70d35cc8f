"""What a preferans entry was, in a few words: the history's lines
(``ui.pref_history``) and the undo's question (``ui.pref_menu``).

Its own small module: the history keeps an entry as four small numbers
(``brief``) and makes its words (``said``) when it draws the line, and
the menu's code need not stay on the heap while the players read the
history.  Dropped with them (``ui.SETUP``, the scoreboard).
"""
from rules import pref_sheet as D
from rules.ledger import PREF_DEAL
from rules import pref_session as S
from ui import text as T


def brief(rtype, values):
    """An entry as four small numbers, what its history line says: ``(form,
    who, a, b)``, form 0 a game (declarer, contract, tricks taken; misere
    is contract 0), 1 passed, 2 without three (declarer, contract), 3 a
    raspasy (each seat's tricks), 4 an incident (offender or -1, kind), 5
    unreadable.  The history keeps these four bytes an entry, not its line.

    >>> brief(PREF_DEAL, ["game", 0, 7, None, 6, "open", 1, None, 0, None, None, None, None])
    (0, 0, 7, 6)
    """
    try:
        if rtype == PREF_DEAL:
            kind = values[0]
            if kind == D.RASPASY:       # the three who played (at four the dealer's is None)
                tricks = []
                for v in values[1:5]:
                    if type(v) is int:
                        tricks.append(v)
                return 3, tricks[0], tricks[1], tricks[2]
            contract = 0 if values[2] == D.MISERE else values[2]
            if kind == D.WITHOUT_THREE:
                return 2, values[1], contract, 0
            if values[4] is None:
                return 1, values[1], contract, 0
            return 0, values[1], contract, values[4]
        incidents = (S.INFORMATION, S.WARNING, S.CUT, S.MISDEAL, S.END)     # as text.H_INCIDENTS
        return 4, values[1] if len(values) > 1 else -1, incidents.index(values[0]), 0
    except (IndexError, TypeError, KeyError, ValueError):
        return 5, 0, 0, 0


def said(form, who, a, b, names):
    """The words of an entry's ``brief`` (``text.H_WHAT``; names cut to 7).

    >>> said(0, 0, 7, 6, ["Anna", "Boris", "Vera"]), said(3, 5, 3, 2, ["Anna", "Boris", "Vera"])[-6:]
    ('Anna 7/6', ' 5/3/2')
    """
    try:
        if form == 3:
            return T.one("H_WHAT", 3) % ("%d/%d/%d" % (who, a, b))
        if form == 4:
            return (T.one("H_WHAT", 4) % (T.one("H_INCIDENTS", a), names[who][:7] if who >= 0 else "")).strip()
        if form > 4:
            return "?"
        contract = "%d" % a if a else T.H_MISERE
        if form == 0:
            return T.one("H_WHAT", 0) % (names[who][:7], contract, b)
        return T.one("H_WHAT", form) % (names[who][:7], contract)
    except (IndexError, TypeError):
        return "?"
